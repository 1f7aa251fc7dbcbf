"""Ascending Empires at the table: its words, pictures and rules topics (the kit does the rest).

Words come from `labels`, `events` and the ae catalog; pictures from `rendering.ascending_empires`.
A flick picked on the panel is aimed first (`aiming`), with a preview of its predicted path.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import groupby
from typing import Any

import discord

from bot.i18n import LocaleLike, t, tr_for
from bot.limits import EMBED_DESCRIPTION, clip, fit_lines
from cogs.ascending_empires import events as E
from cogs.ascending_empires import labels as L
from cogs.table.presentation import Button, Picture, Presentation, Step
from games.ascending_empires.data import (
    PHYSICS,
    POWER_MAX,
    POWER_MIN,
    RANGE_LONG,
    RANGE_SHORT,
    SIZE,
)
from rendering.ascending_empires import alt_text, board_png, flick_preview_png

TOPICS = ("overview", "turn", "flick", "combat", "research", "scoring", "notation", "provisional")
CAPTION_LINES = 12


def rules_embed(locale: LocaleLike, topic: str) -> discord.Embed:
    """A topic's text with the engine's current (provisional) numbers filled in."""
    facts = {"min": f"{POWER_MIN:g}", "max": f"{POWER_MAX:g}", "mm": f"{PHYSICS['mm_per_power']:g}",
             "size": f"{SIZE:g}", "short": f"{RANGE_SHORT:g}", "long": f"{RANGE_LONG:g}"}
    body = t(locale, f"ae.rules.{topic}.body", **facts)
    if topic == "research":
        body += "\n\n" + "\n".join(L.technology_lines(locale))
    if topic == "provisional":
        body += "\n" + "\n".join(L.provisional_lines(locale))
    if topic == "overview":
        body += "\n\n" + t(locale, "ae.rules.topics", topics=L.listed(
            locale, [t(locale, f"ae.rules.{x}.title") for x in TOPICS]))
    embed = discord.Embed(title=t(locale, f"ae.rules.{topic}.title"),
                          description=clip(body, EMBED_DESCRIPTION), colour=0x2B3A67)
    embed.set_footer(text=t(locale, "ae.rules.footer"))
    return embed


def phase_line(locale: LocaleLike, view: dict[str, Any], me: dict[str, Any]) -> str:
    pending = view.get("pending") or {}
    phase = view["phase"]
    if pending.get("kind") == "land_peek":
        kind = (t(locale, f"ae.colour.{pending['colour']}") if pending.get("colour")
                else t(locale, f"ae.kind.{pending.get('planet_kind', 'planet')}"))
        return t(locale, "ae.ui.phase.peek", planet=pending["planet"], kind=kind)
    if phase == "move":
        return t(locale, "ae.ui.phase.move", mp=me["mp_left"])
    if phase == "retire":
        return t(locale, "ae.ui.phase.retire", count=pending.get("count", 2))
    if phase in ("recruit", "combat"):
        return t(locale, f"ae.ui.phase.{phase}")
    return t(locale, "ae.ui.phase.action")


def with_flick(view: dict[str, Any], steps: Sequence[Step]) -> dict[str, Any]:
    """The public view, showing the last flick of `steps` even when a later move came after it
    (the engine keeps only the last move's flick), so the picture shows the turn's real path."""
    flicks = [s.after.get("last_flick") for s in steps if s.after.get("last_flick")]
    if view.get("last_flick") is not None or not flicks:
        return view
    return {**view, "last_flick": flicks[-1]}


class AscendingEmpiresPresentation(Presentation):
    def __init__(self, game: Any) -> None:
        super().__init__(game, buttons=(
            Button("confirm", "land confirm", "ae.ui.confirm", discord.ButtonStyle.success),
            Button("decline", "land decline", "ae.ui.decline"),
            Button("done", "done", "ae.ui.done", discord.ButtonStyle.danger)))

    # --- names and moves ---------------------------------------------------------------------

    def player(self, locale: LocaleLike, seat: int, names: Sequence[str]) -> str:
        return L.player(locale, seat, names)

    def move_label(self, locale: LocaleLike, move: str, view: dict[str, Any]) -> str:
        return L.move_label(locale, move, view)

    def option_label(self, locale: LocaleLike, move: str, view: dict[str, Any]) -> str:
        """A flick on the panel is the start of aiming, not a shot: say so."""
        if move.startswith("flick "):
            return L.clip(t(locale, "ae.ui.aim_ship", ship=L.ship(locale, view, move.split()[1])))
        return L.move_label(locale, move, view)

    def groups(self, moves: list[str], view: dict[str, Any]) -> dict[str, list[str]]:
        return L.groups(moves)

    def group_label(self, locale: LocaleLike, key: str) -> str:
        return L.group_label(locale, key)

    async def pick(self, interaction: discord.Interaction, record: Any, version: int,
                   move: str) -> bool:
        if not move.startswith("flick "):
            return False
        from cogs.ascending_empires.aiming import start_aiming

        await start_aiming(interaction, record.id, version, move)
        return True

    # --- the panel -----------------------------------------------------------------------------

    def panel_text(self, locale: LocaleLike, view: dict[str, Any], seat: int,
                   names: Sequence[str], moves: list[str]) -> str:
        me = view["players"][seat]
        lines = [t(locale, "ae.ui.panel_header", player=L.player(locale, seat, names),
                   turn=view["turn"], round=view["round"]),
                 L.supply_line(locale, view, seat)]
        if view["last_round"]:
            lines.append(t(locale, "ae.ui.last_round"))
        lines.append(phase_line(locale, view, me))
        return "\n".join(lines)

    def status_line(self, locale: LocaleLike, match: Any, seat: int) -> str | None:
        view = match.game.view(match.state, seat)
        return phase_line(locale, view, view["players"][seat])

    def result_lines(self, locale: LocaleLike, step: Step, private: dict[str, Any],
                     names: Sequence[str]) -> list[str]:
        """"Played: …", then what the move did as the player sees it (their scans too)."""
        return [t(locale, "table.played", move=L.move_label(locale, step.move, step.before)),
                *E.event_lines(locale, private["events"], names, private["last_flick"],
                               limit=6)]

    # --- the public posts ----------------------------------------------------------------------

    def caption(self, locale: LocaleLike, steps: Sequence[Step],
                names: Sequence[str]) -> list[str]:
        """Each turn since the last post: its header, then what its moves did."""
        lines: list[str] = []
        for (turn, seat), moves in groupby(steps, key=lambda s: (s.before["turn"], s.seat)):
            told = [line for s in moves if s.move != "undo"
                    for line in E.event_lines(locale, s.after["events"], names,
                                              s.after["last_flick"])]
            lines.append(t(locale, "ae.ui.turn_header", turn=turn,
                           player=L.player(locale, seat, names)))
            lines += [f"• {line}" for line in
                      (told or [t(locale, "ae.ui.nothing_happened")])[:CAPTION_LINES]]
        return lines

    def to_act_line(self, locale: LocaleLike, view: dict[str, Any], seats: Sequence[int],
                    mentions: Sequence[str], names: Sequence[str]) -> str:
        key = "ae.ui.next_last_round" if view["last_round"] else "ae.ui.next"
        return t(locale, key, user=mentions[0], colour=L.seat_colour(locale, seats[0]),
                 turn=view["turn"], round=view["round"])

    def turn_post(self, locale: LocaleLike, view: dict[str, Any], steps: Sequence[Step],
                  to_act: str, names: Sequence[str],
                  status: bool) -> tuple[str, discord.Embed | None]:
        lines = [t(locale, "ae.ui.status_header")] if status or not steps else \
            self.caption(locale, steps, names)
        return fit_lines([*lines, to_act]), None

    def final_post(self, locale: LocaleLike, view: dict[str, Any], ranking: list[list[int]],
                   steps: Sequence[Step], names: Sequence[str]) -> tuple[str, None]:
        lines = [*self.caption(locale, steps, names), "",
                 t(locale, "ae.ui.final_title", turns=view["turn"]),
                 *E.ranking_lines(locale, view, names)]
        return fit_lines(lines), None

    # --- pictures and rules ----------------------------------------------------------------------

    def board(self, view: dict[str, Any], locale: LocaleLike, names: Sequence[str],
              steps: Sequence[Step] = ()) -> Picture:
        tr = tr_for(locale)
        shown = with_flick(view, steps)
        return Picture(board_png(shown, tr, list(names)), alt_text(shown, tr, list(names)))

    def preview(self, view: dict[str, Any], flick: dict[str, Any], locale: LocaleLike,
                names: Sequence[str], alt: str) -> Picture:
        """The aiming preview: a crop around the ship and its predicted path."""
        return Picture(flick_preview_png(view, flick, tr_for(locale), list(names)), alt,
                       "aim.png")

    def rule_topics(self) -> list[str]:
        return list(TOPICS)

    def rules_embed(self, locale: LocaleLike, topic: str) -> discord.Embed:
        return rules_embed(locale, topic)
