"""Building, made asynchronous (GT-2.1 to GT-2.9, GT-6): duplicate deal, shared warehouse,
virtual clocks, reserve, peeking, correction window, finishing order."""

from __future__ import annotations

import pytest

from games.base import IllegalMove
from games.galaxy_trucker import GAME
from games.galaxy_trucker.data.layouts import MISSES
from games.galaxy_trucker.data.rewards import CLOCK_COST, TIMER_RUN, budget
from games.galaxy_trucker.geometry import LAYOUT, col_of, row_of
from games.galaxy_trucker.state import State
from games.galaxy_trucker.tiles import TILES
from games.match import Match
from tests.galaxy_trucker.helpers import new, play, sq


def hand(s: State, seat: int) -> int:
    return s.ships[seat].hand


def draw_until(s: State, seat: int, kinds: tuple[str, ...]) -> State:
    """Draw and return tiles until the hand holds one of `kinds`."""
    while True:
        s = play(s, seat, "draw")
        if TILES[hand(s, seat)].kind in kinds:
            return s
        s = play(s, seat, "return")


def order_of(s: State) -> list[int]:
    """The finishing order announced by the last move (the round may have moved on since)."""
    return next(e["seats"] for e in s.events if e["event"] == "order")


def place_any(s: State, seat: int) -> State:
    move = next(m for m in GAME.legal_moves(s, seat) if m.startswith("place"))
    return play(s, seat, move)


def test_rounds_start_from_nothing() -> None:
    """Building: every round a fresh shuffled pool, each ship only its starting cabin on the
    start square (GT-2, GT-2.1, GT-2.1.1)."""
    s = new(3, seed=4)
    assert all(list(sh.tiles.values()) == [31 + p] for p, sh in enumerate(s.ships))
    assert len(s.seq) == 181 - 50  # three players leave 50 New Technology tiles in the box


def test_ship_class_per_round_is_an_option() -> None:
    """Round classes I, II, III; IIIa instead of III, IA and IIA instead of I and II
    (GT-2.1.2)."""
    assert new(2, class_1="IA").ships[0].cls == "IA"
    options = {o.key: o.choices for o in GAME.info.options}
    assert options["class_1"] == ("I", "IA") and options["class_2"] == ("II", "IIA")
    assert options["class_3"] == ("III", "IIIa")


def test_order_tiles_and_piles() -> None:
    """N order tiles (the finishing order), four piles of which 1-3 may be seen, the budget
    starting with building (GT-2.1.3, GT-2.1.4, GT-2.1.5)."""
    s = new(3)
    assert len(s.piles) == 4 and s.phase == "build"
    assert GAME.awaiting(s) == (0, 1, 2) and s.clock == [0, 0, 0]
    for seat in range(3):
        s = play(s, seat, "finish")
    assert sorted(order_of(s)) == [0, 1, 2]


def test_class_layouts() -> None:
    """Square counts of every class and the dice sums that miss them (GT-2.2, GT-2.2.1)."""
    counts = {"I": 18, "II": 27, "III": 36, "IIIa": 36, "IA": 18, "IIA": 28}
    assert {k: len(v.squares) for k, v in LAYOUT.items()} == counts
    for cls, misses in MISSES.items():
        cols = {col_of(q) for q in LAYOUT[cls].squares}
        rows = {row_of(q) for q in LAYOUT[cls].squares}
        assert set(range(2, 13)) - cols == set(misses["cols"])
        assert set(range(2, 13)) - rows == set(misses["rows"])


def test_duplicate_deal_gives_everyone_the_same_tiles() -> None:
    """Duplicate deal: each player draws from an identical copy in the same order; returns are
    private (GT-2.3.1, GT-6.3, GT-6.7)."""
    s = new(2)
    s = play(s, 0, "draw")
    s = play(s, 1, "draw")
    assert hand(s, 0) == hand(s, 1)
    tile = hand(s, 0)
    s = play(s, 0, "return")
    assert f"take {tile}" in GAME.legal_moves(s, 0)
    s = play(s, 1, "return")
    assert GAME.view(s, 0)["building"]["face_up"] == [tile]
    assert GAME.view(s, None)["building"]["face_up"] == []


def test_duplicate_deal_hides_the_others_ships_until_building_ends() -> None:
    """Duplicate deal (GT-6.7, GT-2.3.1): the others draw the same tiles first, so a seat
    behind never sees, in its view or in any event it receives, a tile another seat placed,
    reserved or took back; it sees how many tiles each ship has. When building ends every ship
    is shown again."""
    from tests.galaxy_trucker.invariants import tile_ids

    s = new(3)
    seen: list[set[int]] = [set(), set()]  # what seats 0 and 2 (never drawing) were shown
    for _ in range(6):
        s = place_any(play(s, 1, "draw"), 1)
        for viewer, ids in zip((0, None), seen, strict=True):
            ids |= tile_ids(GAME.view(s, viewer))
    s = place_any(play(s, 1, "lift"), 1)
    s = play(s, 1, "draw", "reserve", "draw", "reserve")
    s = play(s, 1, f"take {s.ships[1].reserve[0]}")
    for viewer, ids in zip((0, None), seen, strict=True):
        ids |= tile_ids(GAME.view(s, viewer))
    ahead = {*s.ships[1].tiles.values(), *s.ships[1].reserve, s.ships[1].hand}
    ahead -= {s.ships[1].tiles[LAYOUT["I"].start]}  # the starting cabin is no secret
    assert len(ahead) >= 7 and not (seen[0] | seen[1]) & ahead
    other = GAME.view(s, 0)["ships"][1]
    assert other["hidden"] and other["tiles"] == [] and other["reserve"] == []
    assert other["tile_count"] == len(s.ships[1].tiles) and other["stats"]["exposed"] == 0
    own = GAME.view(s, 1)["ships"][1]
    assert not own["hidden"] and len(own["tiles"]) == len(s.ships[1].tiles)
    s = place_any(s, 1)
    s.ships[0].tiles[sq("8,7")], s.ships[0].tiles[sq("9,7")] = 35, 138  # cabin, life support
    s.ships[0].rot[sq("8,7")] = s.ships[0].rot[sq("9,7")] = 0
    s = play(play(play(s, 1, "finish"), 0, "finish"), 2, "finish")
    assert s.phase == "flight" and s.pending["kind"] == "alien"  # loading: building is over
    shown = GAME.view(s, 2)["ships"][1]
    assert not shown["hidden"] and len(shown["tiles"]) == shown["tile_count"] > 1


def test_shared_warehouse_shows_every_ship_while_building() -> None:
    """Shared warehouse (GT-6.2): the tiles are public, so are the ships being built."""
    s = new(2, building="shared")
    s = place_any(play(s, 1, "draw"), 1)
    tile = next(e["tile"] for e in s.events if e["event"] == "placed")
    for viewer in (0, None):
        ship = GAME.view(s, viewer)["ships"][1]
        assert not ship["hidden"] and tile in {tv["tile"] for tv in ship["tiles"]}
        assert any(e["event"] == "placed" for e in GAME.view(s, viewer)["events"])


def test_shared_warehouse_is_first_come_first_served() -> None:
    """Shared warehouse: one pool, returns face up for everybody, the finishing order is the
    order of the finish moves (GT-6.2, GT-6.6.7)."""
    s = new(2, building="shared")
    s = play(s, 1, "draw")
    s = play(s, 0, "draw")
    assert hand(s, 0) != hand(s, 1)
    tile = hand(s, 1)
    s = play(s, 1, "return")
    assert GAME.view(s, None)["building"]["face_up"] == [tile]
    s = play(s, 0, "return")
    s = play(s, 0, f"take {tile}")
    assert hand(s, 0) == tile and f"take {tile}" not in GAME.legal_moves(s, 1)
    s = play(s, 0, "return")
    s = play(s, 1, "draw", "return", "finish")
    s = play(s, 0, "finish")
    assert order_of(s) == [1, 0]


def test_place_reserve_or_return_the_held_tile() -> None:
    """One tile at a time; it is placed, reserved or returned face up; a reserved tile may
    not go back to the pool (GT-2.3, GT-2.3.2, GT-2.6.2)."""
    s = play(new(2), 0, "draw")
    with pytest.raises(IllegalMove, match=r"gt\.err\.hand_full"):
        GAME.apply(s, 0, "draw")
    s = play(s, 0, "reserve")
    tile = s.ships[0].reserve[0]
    s = play(s, 0, f"take {tile}")
    with pytest.raises(IllegalMove, match=r"gt\.err\.no_return_from_reserve"):
        GAME.apply(s, 0, "return")
    assert "return" not in GAME.legal_moves(s, 0)


def test_correction_window() -> None:
    """The last placed tile may be rotated or lifted until another tile is taken (GT-2.3.3)."""
    s = draw_until(new(2), 0, ("struct",))
    s = place_any(s, 0)
    q = s.ships[0].last
    rotations = [m for m in GAME.legal_moves(s, 0) if m.startswith("rotate")]
    assert rotations
    s = play(s, 0, rotations[0])
    assert s.ships[0].rot[q] == int(rotations[0].split()[1]) // 90
    s = play(s, 0, "lift")
    assert hand(s, 0) and q not in s.ships[0].tiles
    s = place_any(s, 0)
    s = play(s, 0, "draw")
    assert "lift" not in GAME.legal_moves(s, 0)
    with pytest.raises(IllegalMove, match=r"gt\.err\.nothing_to_correct"):
        GAME.apply(play(s, 0, "return"), 0, "lift")


def test_peeking() -> None:
    """Piles 1-3 may be seen only after a tile is placed, one at a time, pile 4 never; a peek
    costs 15 virtual seconds and only the peeker sees the cards (GT-2.3.4, GT-2.7, GT-2.7.1,
    GT-2.7.2, GT-2.7.3, GT-6.6.4)."""
    s = new(2)
    with pytest.raises(IllegalMove, match=r"gt\.err\.peek_too_early"):
        GAME.apply(s, 0, "peek 1")
    s = place_any(play(s, 0, "draw"), 0)
    with pytest.raises(IllegalMove, match=r"gt\.err\.secret_pile"):
        GAME.apply(s, 0, "peek 4")
    clock = s.clock[0]
    s = play(s, 0, "peek 2")
    assert s.clock[0] == clock + CLOCK_COST["peek"] == clock + 15
    assert GAME.view(s, 0)["building"]["peeked"] == {"2": s.piles[1]}
    assert GAME.view(s, 1)["building"]["peeked"] == {}
    with pytest.raises(IllegalMove, match=r"gt\.err\.already_peeked"):
        GAME.apply(s, 0, "peek 2")


def test_no_timer_to_flip_the_budget_replaces_it() -> None:
    """The sand timer becomes a virtual budget of (r + 1) runs of 90 s; there is nothing to
    flip, and when a player's time runs out the table plays `finish late` (GT-2.3.5, GT-2.8,
    GT-2.8.1, GT-2.8.2, GT-2.8.3, GT-2.8.4)."""
    assert TIMER_RUN == 90 and [budget(r) for r in (1, 2, 3)] == [180, 270, 360]
    s = new(2)
    with pytest.raises(IllegalMove, match=r"gt\.err\.unknown_move"):
        GAME.apply(s, 0, "flip")
    assert GAME.timeout_move(s, 0) == "finish late"
    s.clock[0] = budget(1) - 2
    with pytest.raises(IllegalMove, match=r"gt\.err\.out_of_time"):
        GAME.apply(s, 0, "draw")
    assert "draw" not in GAME.legal_moves(s, 0) and "finish" in GAME.legal_moves(s, 0)


def test_late_finish_puts_the_tile_back_and_comes_last() -> None:
    """At the deadline the held tile goes back (to the reserve if it came from there) and the
    late player finishes with budget + 1, behind everyone on time (GT-2.8.5, GT-6.7)."""
    s = new(2)
    s = play(s, 0, "draw")
    tile = hand(s, 0)
    s = play(s, 0, "finish late")
    assert s.finish[0][0] == budget(1) + 1 and tile in s.faceup[0]
    s = play(s, 1, "draw", "return", "draw", "return", "finish")
    assert order_of(s) == [1, 0]


def test_finishing_order_follows_the_virtual_clocks() -> None:
    """Duplicate deal: order tiles by virtual clock at finish, ties by who finished first
    (GT-2.3.6, GT-2.9, GT-2.9.1, GT-6.5)."""
    s = new(3)
    s = play(s, 0, "draw", "return", "draw", "return", "finish")  # 14 s
    s = play(s, 1, "draw", "return", "finish")  # 7 s
    s = play(s, 2, "finish")  # 0 s, finished last in real time
    assert order_of(s) == [2, 1, 0]


def test_a_finished_ship_is_fixed() -> None:
    """After finishing a player makes no more building moves (GT-2.9.2)."""
    s = play(new(2), 0, "finish")
    assert GAME.legal_moves(s, 0) == [] and GAME.awaiting(s) == (1,)
    with pytest.raises(IllegalMove, match=r"game\.not_your_turn"):
        GAME.apply(s, 0, "draw")


def test_order_tile_sets_the_start_position() -> None:
    """Order tile k starts (k - 1)(r + 1) spaces behind the leader (GT-2.9.3)."""
    s = new(3)
    s = play(s, 2, "finish")
    s = play(s, 0, "draw", "return", "finish")
    s = play(s, 1, "draw", "return", "draw", "return", "finish")
    launched = next(e for e in s.events if e["event"] == "launched")
    assert launched["order"] == [2, 0, 1]
    assert [launched["positions"][p] for p in (2, 0, 1)] == [0, -2, -4]


def test_placement_must_be_on_the_board_empty_and_attached() -> None:
    """The square belongs to the class, is empty and touches the ship connector to connector
    (GT-2.4, GT-2.4.1, GT-2.4.2)."""
    s = play(new(2), 0, "draw")
    with pytest.raises(IllegalMove, match=r"gt\.err\.off_board"):
        GAME.apply(s, 0, "place 5,5 0")
    with pytest.raises(IllegalMove, match=r"gt\.err\.square_taken"):
        GAME.apply(s, 0, "place 7,7 0")
    with pytest.raises(IllegalMove, match=r"gt\.err\.not_attached"):
        GAME.apply(s, 0, "place 5,9 0")


def test_faithful_mode_accepts_mistakes_until_the_inspection() -> None:
    """Without strict building any connector touch will do, even single against double, and
    bad joins wait for the inspection (GT-2.4.3, GT-2.5.1)."""
    s = new(2, strict_building=False)
    s.ships[0].tiles[sq("7,6")], s.ships[0].rot[sq("7,6")] = 52, 0  # struct D U - U
    s.ships[0].hand, s.ships[0].hand_from = 49, "pool"  # struct S U - U
    assert "place 7,5 180" in GAME.legal_moves(s, 0)  # its S meets the struct's D
    s2 = new(2)
    s2.ships[0].tiles[sq("7,6")], s2.ships[0].rot[sq("7,6")] = 52, 0
    s2.ships[0].hand, s2.ships[0].hand_from = 49, "pool"
    with pytest.raises(IllegalMove, match=r"gt\.err\.bad_join"):
        GAME.apply(s2, 0, "place 7,5 180")


def test_strict_building_refuses_every_structural_error() -> None:
    """Strict building (the default) refuses bad joins, engines not facing the rear, tiles
    behind an exhaust or in front of a barrel (GT-2.4.4, GT-2.5, GT-2.5.2, GT-2.5.3, GT-2.5.4,
    GT-2.5.6, GT-6.6.1)."""
    s = new(2)
    ship = s.ships[0]
    ship.hand, ship.hand_from = 64, "pool"  # engine - U X -
    with pytest.raises(IllegalMove, match=r"gt\.err\.engine_direction"):
        GAME.apply(s, 0, "place 8,7 180")  # U joins the cabin, exhaust faces north
    with pytest.raises(IllegalMove, match=r"gt\.err\.blocked_exhaust"):
        GAME.apply(s, 0, "place 7,6 0")  # exhaust onto the cabin
    ship.hand = 88  # cannon B - S -
    with pytest.raises(IllegalMove, match=r"gt\.err\.blocked_barrel"):
        GAME.apply(s, 0, "place 7,8 0")  # barrel into the cabin
    assert "place 7,6 0" in GAME.legal_moves(s, 0)


def test_reserve_holds_two_and_is_lost_at_the_end() -> None:
    """Two reserve slots; reserved tiles never built in go to the lost pile (GT-2.6, GT-2.6.1,
    GT-2.6.3)."""
    s = play(new(2), 0, "draw", "reserve", "draw", "reserve", "draw")
    with pytest.raises(IllegalMove, match=r"gt\.err\.reserve_full"):
        GAME.apply(s, 0, "reserve")
    kept = list(s.ships[0].reserve)
    s = play(s, 0, "return", "finish")
    s = play(s, 1, "finish")
    lost = next(e for e in s.events if e["event"] == "reserve_lost")
    assert lost["seat"] == 0 and sorted(lost["tiles"]) == sorted(kept)


def test_building_is_one_simultaneous_step() -> None:
    """Everyone builds at once: every unfinished seat is awaited, turn_key is (step, -1), and a
    drawn tile is known only to its drawer (GT-2.3.7, GT-6.1, GT-6.4, GT-6.6.4)."""
    match = Match.start(GAME, 3, 9, {})
    assert match.awaiting() == (0, 1, 2) and GAME.turn_key(match.state)[1] == -1
    match.play(2, "draw")
    assert match.state.ships[2].hand and GAME.view(match.state, 0)["ships"][2]["hand"] is None
    assert GAME.view(match.state, 2)["ships"][2]["hand"] == match.state.ships[2].hand
    assert GAME.public_move(2, "take 57") == "take ?"
    assert not [e for e in GAME.view(match.state, 0)["events"] if e["event"] == "tile_in_hand"]


def test_listed_placements_agree_with_the_refusals() -> None:
    """The fast list of placements is exactly the squares and rotations the refusal check
    accepts, strict or not, with or without Somersault (GT-2.4.4)."""
    from games.galaxy_trucker.structure import (
        candidate_squares,
        legal_placements,
        placement_error,
    )
    for options in ({}, {"strict_building": False}, {"class_1": "IA"}):
        s = new(2, seed=8, **options)
        for turn in range(120):
            ship = s.ships[0]
            for tile in (35, 64, 88, 115, 152, 154):
                for strict in (True, False):
                    for flip in (False, True):
                        slow = [(q, r) for q in candidate_squares(ship) for r in range(4)
                                if placement_error(ship, q, tile, r, strict, flip) is None]
                        assert legal_placements(ship, tile, strict, flip) == slow
            if s.phase != "build" or s.finish[0] is not None:
                break
            s = GAME.apply(s, 0, GAME.ai_move(s, 0, "random", turn))
