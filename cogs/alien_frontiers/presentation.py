"""Alien Frontiers at the table: its words, pictures, rules topics and cards (the kit does the
rest). Words come from `labels` and the af catalog; pictures from `rendering.alien_frontiers`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.i18n import LocaleLike, catalog, t, tr_for
from bot.limits import EMBED_DESCRIPTION, EMBED_FIELD_VALUE, clip, fit_lines
from cogs.alien_frontiers import labels as L
from cogs.table.presentation import Button, Picture, Presentation, Step
from rendering.alien_frontiers import alt_text, board_png, panel_png

COLOURS = (0xD63C3C, 0x3C6ED6, 0xE0B92E, 0x3FA34D)
KINDS = ("card", "facility", "territory", "field")
CRITERIA = ("vp", "cards", "ore", "fuel")


def new_events(step: Step) -> list[dict[str, Any]]:
    """The events a move added: the rest of its turn's events, and when it ended the turn, the
    start of the next one (gathering, the roll)."""
    before, after = step.before, step.after
    seen = len(before.get("events", []))
    if after.get("turn") == before.get("turn"):
        return list(after.get("events", [])[seen:])
    return [*after.get("previous_events", [])[seen:], *after.get("events", [])]


def _field(lines: list[str]) -> str:
    return clip("\n".join(lines) or "—", EMBED_FIELD_VALUE)


class AlienFrontiersPresentation(Presentation):
    def __init__(self, game: Any) -> None:
        super().__init__(game, colours=COLOURS,
                         buttons=(Button("end", "end", "af.ui.end_turn",
                                         discord.ButtonStyle.danger),))

    # --- names and moves ---------------------------------------------------------------------

    def player(self, locale: LocaleLike, seat: int, names: Sequence[str]) -> str:
        return L.player(locale, seat, names)

    def move_label(self, locale: LocaleLike, move: str, view: dict[str, Any]) -> str:
        return L.move_label(locale, move)

    def groups(self, moves: list[str], view: dict[str, Any]) -> dict[str, list[str]]:
        return L.groups(moves, self.page)

    def group_label(self, locale: LocaleLike, key: str) -> str:
        return L.group_label(locale, key)

    # --- the panel ---------------------------------------------------------------------------

    def panel_text(self, locale: LocaleLike, view: dict[str, Any], seat: int,
                   names: Sequence[str], moves: list[str]) -> str:
        me = view["players"][seat]
        lines = [t(locale, "af.ui.panel_header", colour=L.colour(locale, seat), fuel=me["fuel"],
                   ore=me["ore"], vp=view["vp"][seat])]
        if view["roll"]:
            lines.append(t(locale, "af.ui.panel_ships", values=L.values_text(view["roll"])))
        if me["cards"]:
            lines.append(t(locale, "af.ui.panel_cards",
                           cards=[L.card(locale, c) for c in me["cards"]]))
        phase = view.get("phase")
        if phase in ("raid", "return"):
            lines.append(t(locale, f"af.ui.phase_{phase}"))
        if moves and all(m in ("end", "undo") for m in moves):
            lines.append(t(locale, "af.ui.only_end"))
        return "\n".join(lines)

    def result_lines(self, locale: LocaleLike, step: Step, private: dict[str, Any],
                     names: Sequence[str]) -> list[str]:
        lines = [t(locale, "table.played", move=L.move_label(locale, step.move))]
        if step.move == "undo" or step.after.get("turn") != step.before.get("turn"):
            return lines
        return [*lines, *L.event_lines(locale, new_events(step), names, limit=4)]

    # --- the public posts ----------------------------------------------------------------------

    def progress_line(self, locale: LocaleLike, step: Step,
                      names: Sequence[str]) -> str | None:
        """A raid is told at once: its victims should know."""
        if not step.move.startswith("raid"):
            return None
        raids = [e for e in new_events(step) if e.get("kind") == "raid"]
        return L.raid_line(locale, raids[-1], names, key_prefix="af.ui") if raids else None

    def to_act_line(self, locale: LocaleLike, view: dict[str, Any], seats: Sequence[int],
                    mentions: Sequence[str], names: Sequence[str]) -> str:
        return t(locale, "af.ui.to_act", user=mentions[0], colour=L.colour(locale, seats[0]))

    def turn_embed(self, locale: LocaleLike, view: dict[str, Any], names: Sequence[str],
                   earlier: list[dict[str, Any]] | None) -> discord.Embed:
        """The turn's embed: what happened since the last post (or the last turn), this turn so
        far, the scores, and the board."""
        seat = view["to_act"]
        embed = discord.Embed(title=t(locale, "af.ui.turn_title", turn=view["turn"]),
                              colour=COLOURS[seat] if seat is not None else 0x555555)
        told = earlier if earlier is not None else view.get("previous_events", [])
        previous = L.event_lines(locale, told, names)
        embed.add_field(name=t(locale, "af.ui.last_turn"),
                        value=_field(previous or [t(locale, "af.ui.nothing_yet")]), inline=False)
        current = L.event_lines(locale, view.get("events", []), names, limit=6)
        if current:
            embed.add_field(name=t(locale, "af.ui.this_turn"), value=_field(current),
                            inline=False)
        embed.add_field(name=t(locale, "af.ui.scores"), inline=False, value="\n".join(
            t(locale, "af.ui.score_line", player=L.player(locale, s, names), vp=vp)
            for s, vp in enumerate(view["vp"])))
        embed.set_image(url="attachment://board.png")
        return embed

    def turn_post(self, locale: LocaleLike, view: dict[str, Any], steps: Sequence[Step],
                  to_act: str, names: Sequence[str],
                  status: bool) -> tuple[str, discord.Embed | None]:
        earlier = None
        if steps:
            told = [e for step in steps for e in new_events(step)]
            current = len(view.get("events", []))
            earlier = told[: len(told) - current] if current else told
        return to_act, self.turn_embed(locale, view, names, earlier)

    def final_post(self, locale: LocaleLike, view: dict[str, Any], ranking: list[list[int]],
                   steps: Sequence[Step], names: Sequence[str]) -> tuple[str, discord.Embed]:
        embed = discord.Embed(title=t(locale, "af.ui.final_title"), colour=0xF0C040)
        body = [t(locale, "af.ui.final_intro", turns=view["turn"]), "",
                *self.final_lines(locale, view, ranking, names)]
        embed.description = fit_lines(body, EMBED_DESCRIPTION)
        last = L.event_lines(locale, [e for s in steps for e in new_events(s)], names, limit=8)
        if last:
            embed.add_field(name=t(locale, "af.ui.last_turn"), value=_field(last), inline=False)
        embed.set_image(url="attachment://board.png")
        return "", embed

    def final_lines(self, locale: LocaleLike, view: dict[str, Any], ranking: list[list[int]],
                    names: Sequence[str]) -> list[str]:
        """Each place with its numbers and, where it decided, the tie-break (AF-4.2)."""
        players = view["players"]

        def key(seat: int) -> tuple[int, int, int, int]:
            p = players[seat]
            return (p["vp"], len(p["cards"]), p["ore"], p["fuel"])

        lines, place = [], 1
        for index, seats in enumerate(ranking):
            k = key(seats[0])
            who = [L.player(locale, s, names) for s in seats]
            line = t(locale, "af.ui.rank_line", place=place, players=who, vp=k[0], cards=k[1],
                     ore=k[2], fuel=k[3])
            notes = []
            if len(seats) > 1:
                notes.append(t(locale, "af.ui.rank_shared"))
            if index + 1 < len(ranking):
                below = ranking[index + 1]
                k2 = key(below[0])
                if k[0] == k2[0] and k != k2:
                    i = next(j for j in range(4) if k[j] != k2[j])
                    notes.append(t(locale, "af.ui.rank_ahead",
                                   players=[L.player(locale, s, names) for s in below],
                                   criterion=t(locale, f"af.ui.criterion.{CRITERIA[i]}"),
                                   a=k[i], b=k2[i]))
            if notes:
                line += " (" + "; ".join(notes) + ")"
            lines.append(line)
            place += len(seats)
        return lines

    def board_text(self, locale: LocaleLike, view: dict[str, Any],
                   names: Sequence[str]) -> tuple[str, discord.Embed | None]:
        return "", None if view["over"] else self.turn_embed(locale, view, names, None)

    # --- pictures ------------------------------------------------------------------------------

    def board(self, view: dict[str, Any], locale: LocaleLike, names: Sequence[str],
              steps: Sequence[Step] = ()) -> Picture:
        tr = tr_for(locale)
        return Picture(board_png(view, tr, list(names)), alt_text(view, tr, list(names)))

    def private_board(self, view: dict[str, Any], seat: int, locale: LocaleLike,
                      names: Sequence[str]) -> Picture:
        return Picture(panel_png(view, seat, tr_for(locale), list(names)),
                       t(locale, "af.ui.board_alt"), "panel.png")

    # --- rules and cards -------------------------------------------------------------------------

    def rule_topics(self) -> list[str]:
        keys = catalog("en")
        return sorted({k.split(".")[2] for k in keys
                       if k.startswith("af.rules.") and k.endswith(".title")
                       and f"af.rules.{k.split('.')[2]}.body" in keys})

    def cards(self) -> list[str]:
        """Catalog ids `af.<kind>.<id>` that `/af card` explains (each has .name and .rules)."""
        keys = catalog("en")
        return sorted(k[: -len(".name")] for k in keys
                      if k.endswith(".name") and k.split(".")[0] == "af"
                      and k.split(".")[1] in KINDS and f"{k[: -len('.name')]}.rules" in keys)

    def card_embed(self, locale: LocaleLike, ident: str) -> discord.Embed:
        embed = super().card_embed(locale, ident)
        embed.set_footer(text=t(locale, f"af.ui.kind.{ident.split('.')[1]}"))
        return embed
