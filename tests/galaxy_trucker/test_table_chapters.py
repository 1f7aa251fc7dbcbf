"""Galaxy Trucker's chapters at the table: one post per adventure card and one at the launch,
with the position as it stood then, from whole seeded games played by the AI. Also the two
things the pictures now say: the sides a shield covers (GT-1.3.7) and the order tile a builder
who finished gets (GT-2.9, GT-6.2, GT-6.7)."""

from __future__ import annotations

from functools import cache
from typing import Any

from cogs.galaxy_trucker import labels as L
from cogs.galaxy_trucker.chapters import inside, position_at, segments, view_at
from cogs.galaxy_trucker.presentation import GalaxyTruckerPresentation
from cogs.table.presentation import Step
from games.galaxy_trucker import GAME
from rendering.galaxy_trucker.ship import order_tile, shield_sides

NAMES = ["alice", "bob", "carol", "dave", "eve"]
BIG = {"evil_machinations": True, "rough_roads": "all", "bonus_cards": True, "class_2": "IIA"}
TRACKED = ("distance", "flying", "gave_up", "credits")


@cache
def games() -> list[list[tuple[Step, Any]]]:
    """Whole games (4 base ships; 5 ships with the Big Expansion) as the table's steps, each with
    the engine's state before it."""
    out = []
    for seats, seed, options in ((4, 3, {}), (5, 2, BIG)):
        s = GAME.new(seats, seed, options)
        moves: list[tuple[Step, Any]] = []
        k = 0
        while not GAME.is_over(s):
            seat = GAME.awaiting(s)[k % len(GAME.awaiting(s))]
            move = GAME.ai_move(s, seat, "builder", k)
            after = GAME.apply(s, seat, move)
            moves.append((Step(k + 1, seat, move, GAME.view(s, None), GAME.view(after, None)),
                          s))
            s, k = after, k + 1
        out.append(moves)
    return out


def test_positions_rebuilt_from_events_match_the_engine() -> None:
    """Without the state before a move (after a restart) a card's position is rebuilt from the
    view before the move and the events: at the end of every move in flight it is the engine's
    (rockets, laps, give-ups, credits, flight order)."""
    checked = 0
    for moves in games():
        for step, _prior in moves:
            after = step.after
            if after["phase"] != "flight" or after["round"] != step.before["round"]:
                continue
            view = position_at(step, len(after["events"]), None, [])
            for mine, real in zip(view["players"], after["players"], strict=True):
                assert {k: mine[k] for k in TRACKED} == {k: real[k] for k in TRACKED}
            assert view["flight_order"] == after["flight_order"]
            checked += 1
    assert checked > 200


def test_every_card_and_launch_gets_one_post_with_its_own_position() -> None:
    """Every card turned gets exactly one chapter, in order, naming it with its effect, within a
    message; every round one launch chapter with every ship. Replayed from the state before the
    move, each shows the engine's position at that card's end: the card on the board and the
    rockets as the rebuilt position has them; a card that destroyed tiles adds the hit ships."""
    presentation = GalaxyTruckerPresentation(GAME)
    for moves in games():
        turned = [e for step, _ in moves for e in step.after["events"] if e["event"] == "card"]
        told, launches, hits = [], 0, 0
        for step, prior in moves:
            exact = inside(prior, step)
            for chapter in presentation.chapters("en", step, NAMES, prior):
                assert len(chapter.text) <= 2000
                method, (view, *_rest) = chapter.pictures[0]
                if method == "launch_picture":
                    launches += 1
                    assert view["card"] is None and len(view["ships"]) == step.after["seats"]
                    continue
                assert method == "card_picture" and exact is not None
                told.append(view["card"]["id"])
                assert chapter.text.startswith(f"**{L.card('en', view['card']['id'])}**: ")
                if len(chapter.pictures) > 1:
                    hits += 1
                    assert chapter.pictures[1][0] == "damage_picture"
            events = step.after["events"]
            for seg in segments(step):  # (a flight's end may fine a ship after its last card)
                if seg.kind == "card" and seg.closed and events[seg.end]["event"] == "card":
                    mine = position_at(step, seg.end, seg.head, seg.card_events)
                    real = view_at(step, seg, exact)
                    assert real["card"]["id"] == seg.head["card"]
                    assert [{k: p[k] for k in TRACKED} for p in real["players"]] == \
                        [{k: p[k] for k in TRACKED} for p in mine["players"]]
        assert told == [e["card"] for e in turned]
        assert launches == 3 and hits > 0


def test_a_restart_still_tells_every_card() -> None:
    """Without the state before the move (after a restart) the same chapters are posted, with
    the same words for every card and the same pictures asked for."""
    presentation = GalaxyTruckerPresentation(GAME)
    moves = games()[0]
    with_prior = [c for step, prior in moves
                  for c in presentation.chapters("es", step, NAMES, prior)]
    without = [c for step, _ in moves for c in presentation.chapters("es", step, NAMES)]
    assert len(without) == len(with_prior) > 20
    for a, b in zip(with_prior, without, strict=True):
        assert [m for m, _ in a.pictures] == [m for m, _ in b.pictures]
        if a.pictures[0][0] == "card_picture":
            assert a.text == b.text


def ship(front: str, shields: list[str]) -> dict[str, Any]:
    return {"front": front, "stats": {"shields": shields}}


def test_shields_are_listed_by_the_sides_they_cover_as_drawn() -> None:
    """GT-1.3.7: a shield covers two adjacent sides; the statistics show them as the picture has
    them (top, right, bottom, left), turned with a ship whose front is not up."""
    assert shield_sides(ship("n", ["front", "right"])) == (0, 1)
    assert shield_sides(ship("n", [])) == ()
    assert shield_sides(ship("e", ["front", "left"])) == (0, 1)


def player(seat: int, finished: bool, clock: int, finish: int | None = None,
           rank: int | None = None) -> dict[str, Any]:
    return {"seat": seat, "finished": finished, "clock": clock, "finish_clock": finish,
            "finish_rank": rank, "order_tile": None}


def building(mode: str, players: list[dict[str, Any]], events: list[dict[str, Any]] = ()):
    return {"building": {"mode": mode, "budget": 180}, "players": players,
            "events": list(events)}


def test_the_order_tile_is_told_once_it_is_certain() -> None:
    """GT-6.2: in the shared warehouse a finisher takes the next order tile at once (and every
    later view still knows it, from the order of the finishes); GT-6.7: in the duplicate deal
    the clocks rank the finishers, certain once nobody still building could finish on a lower
    clock; a late finish waits for the end; GT-2.9: once building is over the order tile is the
    engine's."""
    done = {"event": "finished", "seat": 1, "clock": 40, "late": False}
    shared = building("shared", [player(0, True, 90, 90, 1), player(1, True, 40, 40, 2),
                                 player(2, False, 10)], [done])
    assert order_tile(shared, 1) == 2 and order_tile(shared, 0) == 1
    assert order_tile({**shared, "events": []}, 1) == 2  # a later view still knows it
    duplicate = building("duplicate", [player(0, True, 90, 90), player(1, False, 100),
                                       player(2, True, 120, 120)])
    assert order_tile(duplicate, 0) == 1  # seat 1 already spent more
    assert order_tile(duplicate, 2) is None  # seat 1 may still finish before it
    late = building("duplicate", [player(0, True, 181, 181), player(1, False, 200)])
    assert order_tile(late, 0) is None
    flying = {"building": None, "players": [{**player(0, True, 0), "order_tile": 3}],
              "events": []}
    assert order_tile(flying, 0) == 3


def test_the_end_of_the_flight_is_told_after_the_last_card_not_in_its_post() -> None:
    """GT-3.4.2, GT-4.1: once the deck is empty the flight ends; what follows (ships still in
    hyperspace lost, fines for lost tiles, loans to pay them) is the round's end, not the last
    card's doing. The engine marks it (`flight_over`, once a round, after the last card and
    before the scoring); the last card's post tells that card alone and the fines are left to
    the results."""
    presentation = GalaxyTruckerPresentation(GAME)
    fined = 0
    for moves in games():
        events = [e for step, _ in moves for e in step.after["events"]]
        kinds = [e["event"] for e in events]
        assert kinds.count("flight_over") == 3
        for k, kind in enumerate(kinds):
            if kind == "flight_over":
                later = [*kinds[k + 1:], "card"]
                assert later.index("round_scored") < later.index("card")
        for step, prior in moves:
            after = step.after["events"]
            marks = [n for n, e in enumerate(after) if e["event"] == "flight_over"]
            if not marks:
                continue
            ending = [e for e in after[marks[0]:] if e["event"] == "paid" and e["amount"]]
            fined += len(ending)
            # the card itself may have had the same player pay the same sum (Customs)
            told = [L.event_line("en", e, NAMES) for e in after[:marks[0]]]
            for chapter in presentation.chapters("en", step, NAMES, prior):
                for e in ending:
                    line = L.event_line("en", e, NAMES)
                    assert chapter.text.count(line) <= told.count(line), line
    assert fined > 0


def test_a_busy_card_is_told_whole_in_its_post() -> None:
    """A card that hits many ships is told in full as long as its post has room: no "… and 13
    more events" under a post a third full."""
    presentation = GalaxyTruckerPresentation(GAME)
    for moves in games():
        for step, prior in moves:
            for chapter in presentation.chapters("en", step, NAMES, prior):
                if "more event" in chapter.text:
                    assert len(chapter.text) > 1500, chapter.text


def test_a_finish_that_ends_building_tells_its_order_tile_even_if_the_round_ran_on() -> None:
    """GT-2.9: the builder whose finish ends building learns their order tile from the finishing
    order, even when the same move flew the whole round (nobody had a decision to make) and the
    position it left is the next round's building."""
    done = {"event": "finished", "seat": 0, "clock": 0, "late": False}
    order = {"event": "order", "seats": [1, 0]}
    next_round = building("shared", [player(0, False, 0), player(1, False, 0)])
    told = L.with_order(next_round, [done, order])
    assert told[0]["order"] == 2
    assert L.event_line("en", told[0], NAMES) == \
        "Blue (alice) has finished building (0 s) and takes order tile 2."
