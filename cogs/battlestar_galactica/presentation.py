"""Battlestar Galactica at the table: its words, pictures, rules topics and cards; the action
queue; and the skill check's card picker on the private panel (the kit does the rest).

What the channel reads comes from the spectator's view only (events whose secret parts the
engine already removed): a crisis with its name and effect, a check's colours and difficulty, how
many cards each seat added (never which) and then the shuffled reveal with the total and result.
Each seat's private panel shows its character, hand, loyalty, Quorum hand (President), Super
Crisis cards (revealed Cylon), personal goal and its legal moves grouped by kind."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

import discord

from bot.i18n import LocaleLike, catalog, t, tr_for
from bot.limits import EMBED_DESCRIPTION, MESSAGE, clip, fit_lines
from cogs.battlestar_galactica import labels as L
from cogs.battlestar_galactica.contribute import picker
from cogs.table.presentation import Button, Picture, Presentation, Step
from games.battlestar_galactica.notation import ORDER_TRIGGERS
from rendering.battlestar_galactica import alt_text, board_png, panel_png

COLOURS = (0xE69F00, 0x56B4E9, 0x009E73, 0xF0E442, 0x0072B2, 0xCC79A7)
CARD_KINDS = ("card", "character", "location", "role", "ability")
TOPICS = ("overview", "turn", "checks", "forum", "orders", "notation")
CAPTION_EVENTS = 40


def events_of(steps: Sequence[Step]) -> list[dict[str, Any]]:
    """The public events of these moves, in order (each view carries its move's events; a
    standing order changes nothing public and carries the events of the move before it)."""
    return [e for step in steps if not is_order(step.move)
            for e in step.after.get("events", [])]


def is_order(move: str) -> bool:
    return move.split()[:1] == ["order"]


def order_suggestions(hand: Sequence[str], orders: Sequence[dict[str, str]] = ()) -> list[str]:
    """The standing orders a seat may give now (BSG-27.4): one per trigger and card in hand, a
    pass for each trigger, "pass on every window", and cancelling what it has ordered."""
    out = []
    for trigger, names in ORDER_TRIGGERS.items():
        out += [f"order {trigger} {code}" for code in sorted(set(hand))
                if L.skill_id(code) in names]
        out.append(f"order {trigger} pass")
    given = sorted({o["on"] for o in orders})
    if len(given) > 1:
        out += [f"order cancel {trigger}" for trigger in given]
    return [*out, "order cancel"] if orders else out


class BattlestarGalacticaPresentation(Presentation):
    def __init__(self, game: Any) -> None:
        super().__init__(game, colours=COLOURS, buttons=(
            Button("none", "contribute none", "bsg.ui.add_nothing"),
            Button("wait", "contribute wait", "bsg.ui.wait_counts", discord.ButtonStyle.secondary),
            Button("pass", "pass", "bsg.ui.pass", discord.ButtonStyle.secondary),
            Button("done", "done", "bsg.ui.done", discord.ButtonStyle.primary),
        ))

    # --- names and moves ---------------------------------------------------------------------

    def player(self, locale: LocaleLike, seat: int, names: Sequence[str]) -> str:
        return L.player(locale, seat, names)

    def move_label(self, locale: LocaleLike, move: str, view: dict[str, Any]) -> str:
        return L.move_label(locale, move)

    def groups(self, moves: list[str], view: dict[str, Any]) -> dict[str, list[str]]:
        """Moves by verb (Move to, Play, Discard…); a skill check's cards are picked on their
        own select, so its thousands of combinations are never listed."""
        on_buttons = {b.move for b in self.buttons} | {"undo"}
        grouped: dict[str, list[str]] = {}
        for move in moves:
            if move in on_buttons or move.startswith("contribute") or len(move) > 100:
                continue
            grouped.setdefault(move.split()[0][:40], []).append(move)
        return dict(list(grouped.items())[:25])

    def group_label(self, locale: LocaleLike, key: str) -> str:
        return L.move_label(locale, key)

    def anytime_moves(self, view: dict[str, Any]) -> list[str]:
        """Standing orders (BSG-27.4), given, changed or cancelled at any time."""
        me = view.get("me")
        viewer = view.get("viewer")
        if (not me or viewer is None or view.get("phase") == "over"
                or view["players"][viewer]["eliminated"]):
            return []
        return order_suggestions(me["hand"], me["orders"])

    def extra_items(self, record: Any, match: Any, seat: int,
                    locale: LocaleLike) -> list[discord.ui.Item]:
        view = match.game.view(match.state, seat)
        pending = view.get("pending") or {}
        if pending.get("kind") != "contribute" or seat not in view.get("awaiting", []):
            return []
        item = picker(record.id, record.version, view["me"]["hand"], locale)
        return [item] if item is not None else []

    # --- the panel ---------------------------------------------------------------------------

    def panel_text(self, locale: LocaleLike, view: dict[str, Any], seat: int,
                   names: Sequence[str], moves: list[str]) -> str:
        me = view.get("me") or {}
        p = view["players"][seat]
        lines = [t(locale, "bsg.ui.panel_header", player=L.player(locale, seat, names, view))]
        if p["location"]:
            lines.append(t(locale, "bsg.ui.panel_location",
                           location=L.word(locale, p["location"])))
        if p["titles"]:
            lines.append(t(locale, "bsg.ui.panel_titles",
                           titles=[t(locale, f"bsg.role.{x}.name") for x in p["titles"]]))
        hand = me.get("hand", [])
        lines.append(t(locale, "bsg.ui.panel_hand",
                       cards=[L.skill(locale, c) for c in hand] or [t(locale, "bsg.tok.none")]))
        loyalty = me.get("loyalty", [])
        goals = [c for c in loyalty if c.startswith("goal_")]
        lines.append(t(locale, "bsg.ui.panel_loyalty", cards=[
            t(locale, "bsg.pic.not_cylon") if c.startswith("human") else L.card_name(locale, c)
            for c in loyalty] or [t(locale, "bsg.tok.none")]))
        for goal in goals:
            effect = L.card_effect(locale, goal)
            if effect:
                lines.append(t(locale, "bsg.ui.panel_goal", goal=L.card_name(locale, goal),
                               effect=effect))
        if me.get("quorum"):
            lines.append(t(locale, "bsg.ui.panel_quorum",
                           cards=[L.card_name(locale, c) for c in me["quorum"]]))
        if me.get("supers"):
            lines.append(t(locale, "bsg.ui.panel_supers",
                           cards=[L.card_name(locale, c) for c in me["supers"]]))
        lines.append(L.orders_line(locale, view))
        if seat not in view.get("awaiting", []):
            if (view.get("pending") or {}).get("kind") == "window":  # asked or not: private
                lines.append(t(locale, "bsg.ui.panel_window_nothing"))
            lines.append(t(locale, "bsg.ui.panel_orders_only"))
        else:
            lines.extend(self.decision_lines(locale, view, seat, names))
        if moves and all(m.startswith("contribute") for m in moves):
            lines.append(t(locale, "bsg.ui.panel_contribute"))
        return clip("\n".join(lines), MESSAGE - 200)

    def decision_lines(self, locale: LocaleLike, view: dict[str, Any], seat: int,
                       names: Sequence[str]) -> list[str]:
        pending = view.get("pending")
        if not pending:
            return []
        lines = [t(locale, "bsg.ui.panel_decision",
                   decision=t(locale, f"bsg.decision.{pending['kind']}"))]
        check = pending.get("check")
        if check and check.get("card"):
            lines.append(t(locale, "bsg.ui.panel_check", card=L.card_name(locale, check["card"]),
                           colours=[L.colour(locale, c) for c in check["colours"]],
                           difficulty=check["difficulty"]))
        if check and pending["kind"] == "contribute":
            key = ("bsg.ui.panel_counts_waited" if seat in check.get("waited", [])
                   else "bsg.ui.panel_counts")
            lines.append(t(locale, key, counts=_counts(locale, check, view, names)))
        card = pending.get("info", {}).get("card")
        if pending["kind"] == "choice" and card:
            effect = L.card_effect(locale, card)
            if effect:
                lines.append(f"> {L.card_name(locale, card)}: {effect}")
        return lines

    def status_line(self, locale: LocaleLike, match: Any, seat: int) -> str | None:
        view = match.game.view(match.state, seat)
        pending = view.get("pending")
        if not pending or seat not in view.get("awaiting", []):
            return None
        return t(locale, "bsg.ui.panel_decision",
                 decision=t(locale, f"bsg.decision.{pending['kind']}"))

    def result_lines(self, locale: LocaleLike, step: Step, private: dict[str, Any],
                     names: Sequence[str]) -> list[str]:
        lines = [t(locale, "table.played", move=L.move_label(locale, step.move))]
        if is_order(step.move):
            return [*lines, L.orders_line(locale, private)]
        lines += L.event_lines(locale, private.get("events", []), names, private)[:8]
        for e in private.get("events", []):
            secret = e.get("secret") or {}
            cards = secret.get("cards")
            if cards and all(isinstance(c, str) and c[:2] in L.K.COLOURS and c in L.K.ALL_CODES
                             for c in cards):
                lines.append(t(locale, "bsg.ui.you_got", cards=[L.skill(locale, c)
                                                                for c in cards]))
        return lines

    def private_digest(self, locale: LocaleLike, view: dict[str, Any],
                       seat: int) -> str | None:
        me = view.get("me")
        if not me:
            return None
        loyalty = [t(locale, "bsg.pic.not_cylon") if c.startswith("human")
                   else L.card_name(locale, c) for c in me["loyalty"]]
        return t(locale, "bsg.ui.digest", cards=[L.skill(locale, c) for c in me["hand"]]
                 or [t(locale, "bsg.tok.none")], loyalty=loyalty or [t(locale, "bsg.tok.none")])

    # --- the public posts ----------------------------------------------------------------------

    def caption(self, locale: LocaleLike, steps: Sequence[Step],
                names: Sequence[str]) -> list[str]:
        view = steps[-1].after if steps else None
        return L.event_lines(locale, events_of(steps)[-CAPTION_EVENTS:], names, view)

    def progress_line(self, locale: LocaleLike, step: Step,
                      names: Sequence[str]) -> str | None:
        """A seat answered in a simultaneous step: the channel learns who still owes an answer
        (and for a skill check, how many seats have added cards), never what was chosen."""
        pending = step.before.get("pending") or {}
        if step.seat not in pending.get("seats", []) or len(pending.get("seats", [])) < 2:
            return None
        who = L.player(locale, step.seat, names, step.after)
        if step.move == "contribute wait":
            return t(locale, "bsg.ui.progress_wait", player=who)
        parked = ((step.after.get("pending") or {}).get("check") or {}).get("waiting", [])
        left = [L.player(locale, q, names, step.after)
                for q in sorted({*step.awaiting, *parked})]
        if pending.get("kind") == "contribute":
            total = len((pending.get("check") or {}).get("order") or pending["seats"])
            return t(locale, "bsg.ui.progress_check", player=who, done=total - len(left),
                     total=total, left=left or ["—"])
        return t(locale, "bsg.ui.progress", player=who, left=left or ["—"])

    def secret_waits(self, view: dict[str, Any], awaiting: Sequence[int]) -> set[int]:
        """Every seat an interrupt window waits on: a window opens only to the seats holding a
        card or ability to play there (BSG-18.1), so naming them would tell what they hold
        (BSG-26); each asked player alone learns that they are asked."""
        return set(awaiting) if (view.get("pending") or {}).get("kind") == "window" else set()

    def secret_wait_line(self, locale: LocaleLike, view: dict[str, Any]) -> str:
        return t(locale, "bsg.ui.to_act_window")

    def to_act_line(self, locale: LocaleLike, view: dict[str, Any], seats: Sequence[int],
                    mentions: Sequence[str], names: Sequence[str]) -> str:
        pending = view.get("pending") or {}
        decision = t(locale, f"bsg.decision.{pending['kind']}") if pending.get("kind") else ""
        return t(locale, "bsg.ui.to_act", users=list(mentions), decision=decision)

    def turn_post(self, locale: LocaleLike, view: dict[str, Any], steps: Sequence[Step],
                  to_act: str, names: Sequence[str],
                  status: bool) -> tuple[str, discord.Embed | None]:
        head = t(locale, "bsg.ui.turn_head", turn=view["turn"],
                 player=L.player(locale, view["current"], names, view))
        lines = [t(locale, "table.status_header")] if status else self.caption(locale, steps,
                                                                                 names)
        return fit_lines([head, *lines[-30:], to_act]), None

    def final_post(self, locale: LocaleLike, view: dict[str, Any], ranking: list[list[int]],
                   steps: Sequence[Step], names: Sequence[str]) -> tuple[str, discord.Embed]:
        embed = discord.Embed(title=t(locale, "bsg.pic.humans_win" if view["winner"] == "humans"
                                      else "bsg.pic.cylons_win"), colour=0xF0C040)
        body = []
        if view.get("end_reason"):
            body.append(t(locale, f"bsg.pic.reason.{view['end_reason']}"))
        body += self.final_lines(locale, view, ranking, names)
        embed.description = fit_lines(body, EMBED_DESCRIPTION)
        last = self.caption(locale, steps, names)[-12:]
        if last:
            embed.add_field(name=t(locale, "bsg.ui.last_moves"),
                            value=clip("\n".join(last), 1024), inline=False)
        embed.set_image(url="attachment://board.png")
        return "", embed

    def final_lines(self, locale: LocaleLike, view: dict[str, Any], ranking: list[list[int]],
                    names: Sequence[str]) -> list[str]:
        """The winning side and the losing side (BSG-19.3): the teams are told at the end."""
        if len(ranking) < 2:  # no player was a Cylon: the humans all won or all lost
            return [t(locale, "bsg.ui.final_team", side=t(locale, "bsg.ui.side.humans"),
                      players=[L.player(locale, q, names, view) for q in ranking[0]])]
        won, lost = ranking[0], ranking[1]
        sides = ("humans", "cylons") if view["winner"] == "humans" else ("cylons", "humans")
        return [t(locale, "bsg.ui.final_team", side=t(locale, f"bsg.ui.side.{side}"),
                  players=[L.player(locale, q, names, view) for q in seats])
                for side, seats in zip(sides, (won, lost), strict=True)]

    def queue_text(self, locale: LocaleLike, view: dict[str, Any], seats: Sequence[int],
                   deadlines: dict[int, float], names: Sequence[str],
                   banked: Collection[int] = ()) -> str | None:
        """The action queue: whose input the game waits on and each deadline; in an interrupt
        window one line with the last deadline of the seats asked, naming none of them."""
        if view["phase"] == "over":
            return t(locale, "bsg.ui.queue_over")
        pending = view.get("pending") or {}
        decision = t(locale, f"bsg.decision.{pending['kind']}") if pending.get("kind") else "—"
        lines = [t(locale, "bsg.ui.queue_head", turn=view["turn"], decision=decision)]
        secret = self.secret_waits(view, seats)
        if secret:
            last = max((deadlines[q] for q in secret if q in deadlines), default=None)
            lines.append(t(locale, "bsg.ui.queue_window", due=f"<t:{int(last)}:R>")
                         if last is not None else t(locale, "bsg.ui.queue_window_ai"))
        for seat in (q for q in seats if q not in secret):
            who = L.player(locale, seat, names, view)
            due = deadlines.get(seat)
            key = "bsg.ui.queue_line_bank" if seat in banked else "bsg.ui.queue_line"
            lines.append(t(locale, key, player=who, due=f"<t:{int(due)}:R>")
                         if due is not None else t(locale, "bsg.ui.queue_line_ai", player=who))
        check = pending.get("check")
        if check and pending.get("kind") == "contribute":
            lines += [t(locale, "bsg.ev.check_wait", player=L.player(locale, q, names, view))
                      for q in check.get("waiting", [])]  # BSG-27.5: not awaited meanwhile
            answered = len(check.get("contributed") or {})
            lines.append(t(locale, "bsg.ui.queue_check", done=max(0, answered),
                           total=len(check.get("order") or seats)))
            if answered:  # the counts are public, seat by seat (BSG-27.5)
                lines.append(t(locale, "bsg.ui.panel_counts",
                               counts=_counts(locale, check, view, names)))
        return fit_lines(lines)

    def board_text(self, locale: LocaleLike, view: dict[str, Any],
                   names: Sequence[str]) -> tuple[str, discord.Embed | None]:
        return alt_text(view, tr_for(locale), list(names)), None

    # --- pictures ------------------------------------------------------------------------------

    def board(self, view: dict[str, Any], locale: LocaleLike, names: Sequence[str],
              steps: Sequence[Step] = ()) -> Picture:
        tr = tr_for(locale)
        public = view if view.get("me") is None else {**view, "me": None}
        return Picture(board_png(public, tr, list(names)), alt_text(public, tr, list(names)))

    def private_board(self, view: dict[str, Any], seat: int, locale: LocaleLike,
                      names: Sequence[str]) -> Picture:
        """The seat's own cards above the board."""
        tr = tr_for(locale)
        alt = t(locale, "bsg.ui.private_alt", board=alt_text(view, tr, list(names)))
        return Picture(panel_png(view, tr, list(names)), alt, "panel.png")

    # --- rules and cards -------------------------------------------------------------------------

    def rule_topics(self) -> list[str]:
        return list(TOPICS)

    def cards(self) -> list[str]:
        keys = catalog("en")
        return sorted(k[: -len(".name")] for k in keys
                      if k.endswith(".name") and k.split(".")[0] == "bsg"
                      and k.split(".")[1] in CARD_KINDS
                      and f"{k[: -len('.name')]}.effect" in keys)

    def card_embed(self, locale: LocaleLike, ident: str) -> discord.Embed:
        return discord.Embed(title=t(locale, f"{ident}.name"),
                             description=clip(t(locale, f"{ident}.effect"), EMBED_DESCRIPTION),
                             colour=0x4A6FA5)


def _counts(locale: LocaleLike, check: dict[str, Any], view: dict[str, Any],
            names: Sequence[str]) -> list[str]:
    """How many cards each seat has added to the check so far, in check order (public)."""
    counts = [t(locale, "bsg.ev.count", player=L.player(locale, q, names, view),
                count=check["contributed"][str(q)])
              for q in check["order"] if str(q) in check["contributed"]]
    return counts or [t(locale, "bsg.tok.none")]
