"""Galaxy Trucker's chapters: a public post for each adventure card and one when the ships
launch (the end of a round's building), cut from the events of each move.

One move may resolve several cards (nobody had a choice to make on them), so a move's public
events are cut at their markers: `launched`, `card` (a card turned), `flight_over` (the last
card is behind the ships: the end of the round follows) and `round_scored`. A card is closed
by the next marker; its events are those since it was turned (the view before the move holds
those of a card still open then).

The position at a card's end (and at the launch) is the engine's own: the move is replayed from
the state before it (the kit's `prior`) with the run loop watched (`flow.WATCH`), and the public
view is taken each time the next card is about to be turned. After a restart that state is
gone; the position is then rebuilt from the view before the move and the events up to that
point: every rocket's move, give-up and credit change is an event, so positions and credits are
still exact (a test replays whole games against the engine's views), while the ships are those
the move left, with the tiles destroyed later in the same move put back where they stood.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from cogs.table.presentation import Step
from games.galaxy_trucker import GAME, flow
from games.galaxy_trucker.data import ALL_CARDS
from games.galaxy_trucker.data.rewards import LOAN_AMOUNT, LOAN_REPAY
from rendering.galaxy_trucker.ship import LOSSES

MARKERS = frozenset({"launched", "card", "flight_over", "round_scored"})
CREDITS = {"credits": 1, "paid": -1}


@dataclass
class Segment:
    """The public events of one move between two markers. `head` is the marker that opened it
    (None: the move's events before its first marker, outside any card); `earlier` the events
    of its card before this move (`carried`: the card was open before the move); `end` the
    index in the move's events where it ends."""

    head: dict[str, Any] | None
    carried: bool = False
    earlier: list[dict[str, Any]] = field(default_factory=list)
    events: list[dict[str, Any]] = field(default_factory=list)
    start: int = 0
    end: int = 0
    closed: bool = False

    @property
    def kind(self) -> str:
        return self.head["event"] if self.head is not None else ""

    @property
    def card_events(self) -> list[dict[str, Any]]:
        """The card's events since it was turned, its `card` event first."""
        return [e for e in (self.head, *self.earlier, *self.events) if e is not None]


def segments(step: Step) -> list[Segment]:
    """The move's public events cut at its markers; the first segment carries on the card
    that was open before the move, if any."""
    before = step.before
    earlier = before.get("card_events") or []
    if before.get("card") is not None and earlier and earlier[0]["event"] == "card":
        current = Segment(earlier[0], True, list(earlier[1:]))
    else:
        current = Segment(None)
    out = []
    events = step.after.get("events", [])
    for index, event in enumerate(events):
        if event["event"] in MARKERS:
            current.end, current.closed = index, True
            out.append(current)
            current = Segment(event, start=index)
        else:
            current.events.append(event)
    current.end = len(events)
    out.append(current)
    return [seg for seg in out if seg.head is not None or seg.events]


def launched(segs: list[Segment]) -> bool:
    return any(seg.kind == "launched" for seg in segs)


def inside(prior: Any, step: Step) -> dict[int, dict[str, Any]] | None:
    """The engine's public views inside the move each time a card was about to be turned
    (after the launch, after each card's end), keyed by how many public events the move had
    told by then; None without the state before the move, or when replaying it from there
    does not give the move's own events."""
    if prior is None or not any(e["event"] in MARKERS for e in step.after.get("events", [])):
        return None
    seen: dict[int, dict[str, Any]] = {}

    def watch(s: Any) -> None:
        if s.queue and s.queue[0][0] == "next_card":
            view = GAME.view(s, None)
            seen[len(view["events"])] = dict(view)

    token = flow.WATCH.set(watch)
    try:
        final = GAME.apply(prior, step.seat, step.move)
    except Exception:  # a replay that fails only loses the exact positions
        return None
    finally:
        flow.WATCH.reset(token)
    return seen if GAME.view(final, None)["events"] == step.after.get("events") else None


def view_at(step: Step, seg: Segment, exact: dict[int, dict[str, Any]] | None) -> dict[str, Any]:
    """The public view where `seg` ends: the engine's own when the move was replayed, else
    rebuilt from the views and events."""
    if exact:
        found = [n for n in exact if seg.start <= n <= seg.end]
        if found:
            return exact[max(found)]
    card = seg.head if seg.kind == "card" else None
    return position_at(step, seg.end, card, seg.card_events)


def position_at(step: Step, upto: int, card: dict[str, Any] | None,
                card_events: list[dict[str, Any]]) -> dict[str, Any]:
    """The public view at the move's event `upto` (a card's end), showing `card` with its
    events: rockets, give-ups and credits as they stood then, the ships as the move left them
    with the tiles destroyed after `upto` put back (from the view before the move)."""
    before, after = step.before, step.after
    events = after.get("events", [])
    same_round = after["phase"] == "flight" and after["round"] == before["round"]
    base = after if same_round else before
    view = dict(base)
    players = [dict(p) for p in base["players"]]
    start = before["players"]
    distance = [p["distance"] for p in start]
    flying = [p["flying"] for p in start]
    gave_up = [p["gave_up"] for p in start]
    credits = [p["credits"] for p in start]
    for e in events[:upto]:
        kind = e["event"]
        if kind == "moved":
            distance[e["seat"]] = e["after"]
        elif kind == "launched":
            for seat, where in enumerate(e["positions"]):
                distance[seat], flying[seat], gave_up[seat] = where, where is not None, False
        elif kind == "gave_up":
            distance[e["seat"]], flying[e["seat"]], gave_up[e["seat"]] = None, False, True
        elif kind in CREDITS:
            credits[e["seat"]] += CREDITS[kind] * e["amount"]
        elif kind == "loan":
            credits[e["seat"]] += LOAN_AMOUNT
        elif kind == "repaid":
            credits[e["seat"]] -= LOAN_REPAY
        elif kind == "half_dropped":
            credits[e["seat"]] += e["credits"]
    track = after.get("track_length") or before.get("track_length") or 40
    for seat, p in enumerate(players):
        d = distance[seat]
        p.update(distance=d, space=None if d is None else d % track, flying=flying[seat],
                 gave_up=gave_up[seat], credits=credits[seat])
    view["players"] = players
    view["flight_order"] = sorted((s for s in range(len(players))
                                   if flying[s] and distance[s] is not None),
                                  key=lambda s: -(distance[s] or 0))
    later = events[upto:]
    turned = sum(1 for e in later if e["event"] == "card")
    replayed = sum(len(e.get("cards", [])) for e in later if e["event"] == "deja_vu")
    view["deck_left"] = (after.get("deck_left", 0) if same_round else 0) + turned - replayed
    view["card"] = card_view(card) if card is not None else None
    view["decision"] = None
    view["events"] = events[:upto]
    view["card_events"] = card_events
    if same_round:
        view["ships"] = [restored(ship, before["ships"][seat],
                                  [e["square"] for e in later
                                   if e["event"] in LOSSES and e.get("seat") == seat])
                         for seat, ship in enumerate(after["ships"])]
    else:  # the round ended in this move: the ships before it, less what this move destroyed
        view["ships"] = [removed(ship, [e["square"] for e in events[:upto]
                                        if e["event"] in LOSSES and e.get("seat") == seat])
                         for seat, ship in enumerate(before["ships"])]
    return view


def card_view(event: dict[str, Any]) -> dict[str, Any]:
    info = ALL_CARDS.get(event["card"], {})
    return {"id": event["card"], "kind": event["kind"], "level": int(info.get("level", 0)),
            "data": {}}


def restored(ship: dict[str, Any], earlier: dict[str, Any], squares: list[str]) -> dict[str, Any]:
    """`ship` with the tiles of `squares` it lost later put back as `earlier` had them."""
    back = [tv for tv in earlier.get("tiles", []) if tv["square"] in squares
            and all(other["square"] != tv["square"] for other in ship["tiles"])]
    if not back:
        return ship
    lost = list(ship["lost"])
    for tv in back:
        if tv["tile"] in lost:
            lost.remove(tv["tile"])
    return {**ship, "tiles": [*ship["tiles"], *back], "lost": lost}


def removed(ship: dict[str, Any], squares: list[str]) -> dict[str, Any]:
    """`ship` without the tiles of `squares` (destroyed since), which join its lost pile."""
    gone = [tv for tv in ship["tiles"] if tv["square"] in squares]
    if not gone:
        return ship
    return {**ship, "tiles": [tv for tv in ship["tiles"] if tv not in gone],
            "lost": [*ship["lost"], *(tv["tile"] for tv in gone)]}


def hit_seats(card_events: list[dict[str, Any]]) -> list[int]:
    """Seats whose ship lost tiles during the card, in seat order."""
    return sorted({e["seat"] for e in card_events if e["event"] in LOSSES and "seat" in e})
