"""Galaxy Trucker at the table: its words, pictures, rules topics and cards (the kit does the
rest). Building is simultaneous: every builder is awaited at once (the kit's multi-seat
`awaiting`) and builds from a private panel whose picture is their own ship with the tile in
hand; in flight the public post shows the flight board and tells each adventure card."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.i18n import LocaleLike, catalog, t, tr_for
from bot.limits import MESSAGE, fit_lines
from cogs.galaxy_trucker import labels as L
from cogs.galaxy_trucker.chapters import Segment, hit_seats, inside, launched, segments, view_at
from cogs.table.presentation import Button, Chapter, Picture, Presentation, Step
from games.galaxy_trucker.data import ALL_CARDS, card_kind
from games.galaxy_trucker.notation import HALVES
from rendering.galaxy_trucker import (
    alt_text,
    board_png,
    damage_alt,
    damage_png,
    launch_alt,
    launch_png,
    results_alt,
    results_png,
    ship_alt,
    ship_png,
)
from rendering.galaxy_trucker.preview import preview_png
from rendering.galaxy_trucker.results import arrival_places, row_values

COLOURS = (0x0072B2, 0x009E73, 0xF0E442, 0xD55E00, 0xE69F00)
TOPICS = ("overview", "building", "flight", "cards", "scoring", "notation", "here")
CAPTION_LINES = 14
CAPTION_CHARS = 1700  # the rest of a post's 2,000 characters: who is awaited
RESULTS_CAPTION_CHARS = 700  # a post that ends a round keeps room for its results


def scored(steps: Sequence[Step]) -> bool:
    """A round was scored within these steps: their post shows its results."""
    return any(e.get("event") == "round_scored" for s in steps for e in s.after.get("events", []))


def card_header(locale: LocaleLike, event: dict[str, Any]) -> str:
    """A card's name in bold with its effect in our words."""
    return t(locale, "gt.ev.card", card=L.card(locale, event["card"]),
             effect=t(locale, f"gt.card.{event['kind']}.effect"))


def fit_bullets(locale: LocaleLike, lines: list[str], budget: int) -> list[str]:
    """The first lines that fit `budget` characters, then how many more there were."""
    kept = list(lines)
    while kept and len("\n".join(kept)) > budget - 40:
        kept = kept[:-1]
    if len(kept) < len(lines):
        kept.append(t(locale, "gt.ev.more", count=len(lines) - len(kept)))
    return kept


def already_told(seg: Segment, step: Step, event: dict[str, Any]) -> bool:
    """Events the caption leaves to another line: a finish while others build (told at once)
    and the fines paid at the end of the flight (the round's results list them)."""
    kind = event["event"]
    return ((kind == "finished" and step.after["phase"] == "build")
            or (kind == "paid" and seg.kind == "flight_over"))


def aside_group(move: str, view: dict[str, Any]) -> str:
    """The group of a move beside the card, named by what this game offers there: loans only
    with Evil Machinations (GT-5.7.5), dropping a half only with a ship in two (GT-5.6.2.4)."""
    if move.split()[0] in ("loan", "repay"):
        return "loans"
    seat = view["viewer"]
    split = seat is not None and len(view["ships"][seat]["halves"]) == 2
    return "give_up_halves" if split else "give_up"


def declared_line(locale: LocaleLike, view: dict[str, Any], seat: int) -> str | None:
    """The seat's own give-up (or dropped half) waiting for the next card: it is secret until
    it acts, so only its own panel reminds it (GT-3.10.1, GT-5.6.2.4)."""
    open_now = view["declarations"]
    if not view["players"][seat]["retiring"] or not open_now:
        return None
    if "give up" not in open_now:
        return t(locale, "gt.ui.will_give_up")
    side = next(side for side in HALVES if f"abandon {side}" not in open_now)
    return t(locale, f"gt.ui.will_abandon_{side}")


def card_ids() -> list[str]:
    """Catalog ids `gt.card.<kind>` that `/gt card` explains."""
    keys = catalog("en")
    kinds = sorted({card_kind(c) for c in ALL_CARDS} |
                   {k.split(".")[2] for k in keys if k.startswith("gt.card.")
                    and k.endswith(".name")})
    return [f"gt.card.{k}" for k in kinds if f"gt.card.{k}.effect" in keys]


class GalaxyTruckerPresentation(Presentation):
    def __init__(self, game: Any) -> None:
        super().__init__(game, colours=COLOURS, buttons=(
            Button("draw", "draw", "gt.move.draw", discord.ButtonStyle.primary),
            Button("reserve", "reserve", "gt.move.reserve"),
            Button("return", "return", "gt.move.return"),
            Button("finish", "finish", "gt.move.finish", discord.ButtonStyle.danger)))

    # --- names and moves ---------------------------------------------------------------------

    def player(self, locale: LocaleLike, seat: int, names: Sequence[str]) -> str:
        return L.player(locale, seat, names)

    def move_label(self, locale: LocaleLike, move: str, view: dict[str, Any]) -> str:
        return L.move_label(locale, move, view)

    def option_label(self, locale: LocaleLike, move: str, view: dict[str, Any]) -> str:
        return L.option_label(locale, move, view)

    def groups(self, moves: list[str], view: dict[str, Any]) -> dict[str, list[str]]:
        on_buttons = {b.move for b in self.buttons} | {"undo"} \
            if view["phase"] == "build" else {"undo"}
        grouped: dict[str, list[str]] = {}
        for key, items in L.groups(moves, view, on_buttons).items():
            for move in items:
                grouped.setdefault(aside_group(move, view) if key == "general" else key,
                                   []).append(move)
        return grouped

    def group_label(self, locale: LocaleLike, key: str) -> str:
        return L.group_label(locale, key)

    async def pick(self, interaction: discord.Interaction, record: Any, version: int,
                   move: str) -> bool:
        """A placement picked on the panel is previewed first (Confirm / Back)."""
        from cogs.galaxy_trucker.preview import previewed, show_preview

        return previewed(move) and await show_preview(interaction, record, version, move)

    # --- the panel ---------------------------------------------------------------------------

    def panel_text(self, locale: LocaleLike, view: dict[str, Any], seat: int,
                   names: Sequence[str], moves: list[str]) -> str:
        me = view["players"][seat]
        lines = [t(locale, "gt.ui.panel_header", player=L.player(locale, seat, names),
                   round=view["round"], credits=me["credits"])]
        lines.append(self.phase_line(locale, view, seat))
        if declared := declared_line(locale, view, seat):
            lines.append(declared)
        b = view["building"]
        if b is not None and b["peeked"]:
            for pile, cards in sorted(b["peeked"].items()):
                lines.append(t(locale, "gt.ui.peeked", pile=pile,
                               cards=[L.card(locale, c) for c in cards]))
        if me["intrigue_cards"]:
            lines.append(t(locale, "gt.ui.intrigue", cards=[L.card(locale, c)
                                                            for c in me["intrigue_cards"]]))
        return "\n".join(lines)

    def phase_line(self, locale: LocaleLike, view: dict[str, Any], seat: int) -> str:
        me = view["players"][seat]
        b = view["building"]
        if view["phase"] == "build" and b is not None:
            if me["finished"]:
                return t(locale, "gt.ui.phase_build_done")
            ship = view["ships"][seat]
            key = "gt.ui.phase_build_hand" if ship["hand"] is not None else "gt.ui.phase_build"
            hand = L.tile(locale, ship["hand"]) if ship["hand"] is not None else ""
            return t(locale, key, clock=me["clock"], budget=b["budget"], tile=hand,
                     left=b["face_down_left"][min(seat, len(b["face_down_left"]) - 1)])
        if view["phase"] == "scheme":
            return t(locale, "gt.ui.phase_scheme")
        d = view["decision"]
        if d is not None:
            card = view["card"]
            where = L.card(locale, card["id"]) if card else t(locale, "gt.ui.no_card")
            return t(locale, "gt.ui.phase_decision", card=where,
                     decision=t(locale, f"gt.decision.{d['kind']}"))
        return t(locale, "gt.ui.phase_flight")

    def status_line(self, locale: LocaleLike, match: Any, seat: int) -> str | None:
        view = match.game.view(match.state, seat)
        return self.phase_line(locale, view, seat)

    def result_lines(self, locale: LocaleLike, step: Step, private: dict[str, Any],
                     names: Sequence[str]) -> list[str]:
        """"Played: …", then what it did as the player sees it (the tile drawn, a peek)."""
        lines = [t(locale, "table.played", move=L.move_label(locale, step.move, step.before))]
        ship = private["ships"][step.seat]
        if step.move.split()[0] in ("draw", "take") and ship["hand"] is not None:
            lines.append(t(locale, "gt.ui.now_in_hand", tile=L.tile(locale, ship["hand"])))
        if step.move.startswith("peek") and private["building"] is not None:
            pile = step.move.split()[1]
            cards = private["building"]["peeked"].get(pile, [])
            lines.append(t(locale, "gt.ui.peeked", pile=pile,
                           cards=[L.card(locale, c) for c in cards]))
        lines += L.event_lines(locale, L.with_order(private, private["events"]), names, limit=6)
        return lines

    # --- the public posts ----------------------------------------------------------------------

    def caption(self, locale: LocaleLike, steps: Sequence[Step],
                names: Sequence[str], budget: int = CAPTION_CHARS) -> list[str]:
        """What the turn post tells that no chapter did (public events only: a spectator's
        view): building and the wait before the launch, then the card still open, named with
        its effect, with what it did since the last post. Cards resolved and the launch have
        posts of their own (`chapters`). Too long, the oldest lines go first."""
        plain: list[str] = []
        card: dict[str, Any] | None = None
        told: list[str] = []
        for step in steps:
            if step.move == "undo":
                continue
            segs = segments(step)
            launch = launched(segs)
            if launch:  # the launch's post sums up the end of building
                plain = []
            for seg in segs:
                told_now = [e for e in seg.events if not already_told(seg, step, e)]
                lines = L.event_lines(locale, L.with_order(step.after, told_now), names,
                                      limit=CAPTION_LINES)
                if seg.kind == "card":
                    if seg.closed:
                        card, told = None, []
                        continue
                    if card is None or not seg.carried:
                        card, told = seg.head, []
                    told += lines
                elif seg.kind != "launched" and not (launch and not seg.kind):
                    plain += lines
        head = [card_header(locale, card)] if card is not None else []
        body = [f"• {line}" for line in told]
        while plain and len("\n".join([*plain, *head, *body])) > budget:
            plain = plain[1:]
        return [*plain, *head, *fit_bullets(locale, body, budget - len("\n".join(head)))]

    def chapters(self, locale: LocaleLike, step: Step, names: Sequence[str],
                 prior: Any = None) -> list[Chapter]:
        """One post per adventure card resolved by the move, whoever decided it (the AI, the
        rules alone), and one when the ships launch, the end of a round's building; each shows
        the position as it stood then (`prior`: the state before the move, to replay it)."""
        if step.move == "undo":
            return []
        segs = segments(step)
        if not any(seg.kind == "launched" or (seg.kind == "card" and seg.closed)
                   for seg in segs):
            return []
        exact = inside(prior, step)
        out = []
        for n, seg in enumerate(segs):
            if seg.kind == "launched":
                lead = segs[n - 1].events if n and not segs[n - 1].kind else []
                view = {**view_at(step, seg, exact), "card_events": []}
                out.append(self.launch_chapter(locale, step, view, seg, lead, names))
            elif seg.kind == "card" and seg.closed:
                out.append(self.card_chapter(locale, view_at(step, seg, exact), seg, names))
        return out

    def launch_chapter(self, locale: LocaleLike, step: Step, view: dict[str, Any],
                       seg: Segment, lead: list[dict[str, Any]],
                       names: Sequence[str]) -> Chapter:
        """The ships launch: the finishing order, what happened before the first card, and
        every ship side by side with its numbers (in words too, one line per ship)."""
        events = L.with_order(step.after, [*lead, *seg.card_events])
        lines = [t(locale, "gt.ui.launch_title", round=view["round"]),
                 *L.event_lines(locale, events, names, limit=CAPTION_LINES)]
        lines += [L.ship_line(locale, ship, view["players"][ship["seat"]]["order_tile"], names)
                  for ship in view["ships"]]
        return Chapter(fit_lines(lines), (("launch_picture", (view, locale, list(names))),))

    def card_chapter(self, locale: LocaleLike, view: dict[str, Any], seg: Segment,
                     names: Sequence[str]) -> Chapter:
        """A card resolved: its name and effect, what it did, the flight board as it left it,
        and the ships it hit with the destroyed tiles crossed out where they stood."""
        assert seg.head is not None
        head = card_header(locale, seg.head)
        told = L.event_lines(locale, [*seg.earlier, *seg.events], names, limit=None)
        body = fit_bullets(locale, [f"• {line}" for line in told], MESSAGE - len(head) - 1) \
            if told else [t(locale, "gt.ev.nothing")]
        pictures: list[tuple[str, tuple[Any, ...]]] = [
            ("card_picture", (view, locale, list(names)))]
        if hit := hit_seats(seg.card_events):
            pictures.append(("damage_picture", (view, hit, locale, list(names))))
        return Chapter("\n".join([head, *body]), tuple(pictures))

    def anytime_moves(self, view: dict[str, Any]) -> list[str]:
        """Giving up, declared or withdrawn at any time in flight (GT-3.10.1): on the panel
        and in `/gt move` even while the game waits on someone else."""
        return list(view.get("declarations", []))

    def progress_line(self, locale: LocaleLike, step: Step,
                      names: Sequence[str]) -> str | None:
        """A builder who finishes is told at once, with their order tile once it is certain
        (the shared warehouse: at once): the others race against them."""
        done = [e for e in L.with_order(step.after, step.after.get("events", []))
                if e.get("event") == "finished"]
        return L.event_line(locale, done[-1], names) if done else None

    def to_act_line(self, locale: LocaleLike, view: dict[str, Any], seats: Sequence[int],
                    mentions: Sequence[str], names: Sequence[str]) -> str:
        if view["phase"] == "build":
            b = view["building"]
            return t(locale, "gt.ui.to_build", users=list(mentions), round=view["round"],
                     cls=view["ship_class"], budget=b["budget"] if b else 0)
        if len(seats) > 1:
            return t(locale, "gt.ui.to_act_many", users=list(mentions))
        return t(locale, "gt.ui.to_act", user=mentions[0], colour=L.colour(locale, seats[0]))

    def turn_post(self, locale: LocaleLike, view: dict[str, Any], steps: Sequence[Step],
                  to_act: str, names: Sequence[str],
                  status: bool) -> tuple[str, discord.Embed | None]:
        if not status and scored(steps) and view["results"]:
            kept = [*self.results_lines(locale, view, names), "", to_act]
            return fit_lines(self.before_results(locale, steps, names, kept)), None
        lines = [] if status else self.caption(locale, steps, names)
        card = view["card"]
        header = t(locale, "gt.ev.card", card=L.card(locale, card["id"]),
                   effect=t(locale, f"gt.card.{card['kind']}.effect")) if card else ""
        if card is not None and header not in lines:
            lines.insert(0, header)
        return fit_lines([*lines, to_act]), None

    def results_lines(self, locale: LocaleLike, view: dict[str, Any],
                      names: Sequence[str]) -> list[str]:
        """The last round's scoring in words: the same items as its picture (GT-4.2 to
        GT-4.5), per player, with the credits each now holds and the loans they owe."""
        result = view["results"][-1]
        lines = [t(locale, "gt.ui.results_title", round=result["round"])]
        places = arrival_places(result["rows"])
        for row in result["rows"]:
            seat = row["seat"]
            p = view["players"][seat]
            v = row_values(row)
            line = t(locale, "gt.ui.result_line", player=L.player(locale, seat, names),
                     arrival=v["arrival"], best=v["best"], goods=v["goods"],
                     extras=v["extras"], losses=v["losses"],
                     total=f"+{v['total']}" if v["total"] > 0 else str(v["total"]),
                     count=p["credits"])
            if seat in places:
                line += " " + t(locale, "gt.ui.result_place", place=places[seat])
            else:
                line += " " + t(locale, "gt.ui.result_gave_up")
            if p["loans"]:
                line += " " + t(locale, "gt.ui.result_loans", count=p["loans"])
            lines.append(line)
        return lines

    def final_post(self, locale: LocaleLike, view: dict[str, Any], ranking: list[list[int]],
                   steps: Sequence[Step], names: Sequence[str]) -> tuple[str, None]:
        results = self.results_lines(locale, view, names) if view["results"] else []
        kept = [*results, "", t(locale, "gt.ui.final_title"),
                *self.final_lines(locale, view, ranking, names)]
        return fit_lines(self.before_results(locale, steps, names, kept)), None

    def before_results(self, locale: LocaleLike, steps: Sequence[Step], names: Sequence[str],
                       kept: list[str]) -> list[str]:
        """The caption of the last moves above the results, cut from its start so the results
        and what follows them always fit the post."""
        lines = self.caption(locale, steps, names, RESULTS_CAPTION_CHARS)
        while lines and len("\n".join([*lines, "", *kept])) > MESSAGE:
            lines = lines[1:]
        return [*lines, "", *kept] if lines else kept

    def final_lines(self, locale: LocaleLike, view: dict[str, Any], ranking: list[list[int]],
                    names: Sequence[str]) -> list[str]:
        lines, place = [], 1
        for seats in ranking:
            who = [L.player(locale, s, names) for s in seats]
            lines.append(t(locale, "gt.ui.rank_line", place=place, players=who,
                           count=view["players"][seats[0]]["credits"]))
            place += len(seats)
        return lines

    def private_digest(self, locale: LocaleLike, view: dict[str, Any],
                       seat: int) -> str | None:
        me = view["players"][seat]
        if me["intrigue_cards"]:
            return t(locale, "gt.ui.intrigue", cards=[L.card(locale, c)
                                                      for c in me["intrigue_cards"]])
        return None

    # --- pictures ------------------------------------------------------------------------------

    def board(self, view: dict[str, Any], locale: LocaleLike, names: Sequence[str],
              steps: Sequence[Step] = ()) -> Picture:
        """The post that ends a round (or the game) shows the round's results; the others the
        position (the ships while building, the flight board in flight)."""
        tr = tr_for(locale)
        if view["results"] and (view["over"] or scored(steps)):
            return Picture(results_png(view, tr, list(names)),
                           results_alt(view, tr, list(names)), "results.png")
        return Picture(board_png(view, tr, list(names)), alt_text(view, tr, list(names)))

    def card_picture(self, view: dict[str, Any], locale: LocaleLike,
                     names: Sequence[str]) -> Picture:
        """A card's post: the flight board as the card left it."""
        tr = tr_for(locale)
        return Picture(board_png(view, tr, list(names)), alt_text(view, tr, list(names)))

    def launch_picture(self, view: dict[str, Any], locale: LocaleLike,
                       names: Sequence[str]) -> Picture:
        """Every ship at launch, side by side with its numbers."""
        tr = tr_for(locale)
        return Picture(launch_png(view, tr, list(names)), launch_alt(view, tr, list(names)),
                       "ships.png")

    def damage_picture(self, view: dict[str, Any], seats: list[int], locale: LocaleLike,
                       names: Sequence[str]) -> Picture:
        """The ships a card hit, its destroyed tiles crossed out where they stood."""
        tr = tr_for(locale)
        return Picture(damage_png(view, seats, tr, list(names)),
                       damage_alt(view, seats, tr, list(names)), "damage.png")

    def private_board(self, view: dict[str, Any], seat: int, locale: LocaleLike,
                      names: Sequence[str]) -> Picture:
        """A builder sees their own ship large, with the tile in hand; in flight the board."""
        tr = tr_for(locale)
        if view["phase"] in ("build", "scheme") or (view["decision"] is not None and \
                view["decision"]["kind"] in ("remove", "keep", "alien", "lose", "drop", "load",
                                             "battery", "fire", "power", "wake", "defend")):
            return Picture(ship_png(view, seat, tr, list(names)),
                           ship_alt(view, seat, tr, list(names)), "ship.png")
        return self.board(view, locale, names)

    def place_preview(self, after: dict[str, Any], seat: int, square: str, banner: str,
                      alt: str, locale: LocaleLike, names: Sequence[str]) -> Picture:
        """A placement before it is confirmed: the ship with the tile there, marked."""
        return Picture(preview_png(after, seat, square, banner, tr_for(locale), list(names)),
                       alt, "preview.png")

    # --- rules and cards -------------------------------------------------------------------------

    def rule_topics(self) -> list[str]:
        return list(TOPICS)

    def cards(self) -> list[str]:
        return card_ids()

    def card_embed(self, locale: LocaleLike, ident: str) -> discord.Embed:
        return discord.Embed(title=t(locale, f"{ident}.name"),
                             description=t(locale, f"{ident}.effect"), colour=0x0072B2)
