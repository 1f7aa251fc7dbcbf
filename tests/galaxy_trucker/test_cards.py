"""The flight and the base adventure cards (GT-3.4, GT-3.5, GT-3.9, GT-3.10)."""

from __future__ import annotations

import pytest

from games.base import IllegalMove
from games.galaxy_trucker import GAME
from tests.galaxy_trucker.helpers import (
    BATTERY_S,
    CABIN_E,
    CANNON_N,
    DOUBLE_CANNON_N,
    DOUBLE_ENGINE_W,
    ENGINE_E,
    events,
    fixed_dice,
    in_flight,
    next_card,
    play,
    ship,
    sq,
)


def bare() -> object:
    return ship("I", {})


GUNS = {"6,6": CANNON_N, "8,6": CANNON_N, "5,8": CANNON_N, "9,8": CANNON_N,
        "7,6": DOUBLE_CANNON_N, "7,8": BATTERY_S}  # 4 + (2 powered) firepower


def test_open_space_moves_by_engine_power() -> None:
    """Adventure cards: Open Space: in flight order each reports engine power, powering doubles
    with batteries, and moves; no engine power means giving up (GT-3.9, GT-3.9.1, GT-3.10.2,
    GT-2.12.2, GT-2.12.5)."""
    fast = ship("I", {"8,7": ENGINE_E, "6,7": DOUBLE_ENGINE_W, "7,8": BATTERY_S})
    s = in_flight([fast, bare()], ["open_space_1a"])
    assert GAME.awaiting(s) == (0,) and GAME.legal_moves(s, 0)[:2] == ["power 0", "power 1"]
    s = play(s, 0, "power 1")
    assert s.pos[0] == 3 and s.ships[0].batteries() == 1
    assert s.gave_up[1] and not s.flying[1]


def test_reports_go_in_flight_order_and_unchangeable_ones_are_automatic() -> None:
    """Decisions and reports go leader first; a report no choice can change is made by the
    engine (GT-3.4.3, GT-3.5, GT-3.5.1, GT-3.5.2, GT-2.12.6, GT-6.6.2)."""
    a = ship("I", {"8,7": ENGINE_E, "6,7": DOUBLE_ENGINE_W, "7,8": BATTERY_S})
    b = ship("I", {"8,7": ENGINE_E, "6,7": DOUBLE_ENGINE_W, "7,8": BATTERY_S})
    s = in_flight([a, b], ["open_space_1a"], positions=[-2, 0])
    assert GAME.awaiting(s) == (1,)
    s = play(s, 1, "power 0")
    assert GAME.awaiting(s) == (0,)
    c = ship("I", {"8,7": ENGINE_E})
    s = in_flight([c, bare()], ["open_space_1a"])
    assert s.pos[0] == 1 and s.pending is None  # nothing to choose: moved at once


def test_the_card_loop_and_announced_give_ups() -> None:
    """Before a card a player may give up: announced during a decision, it takes effect once
    the current card is resolved; the flight ends with the deck (GT-3.4, GT-3.4.1, GT-3.4.2,
    GT-3.10, GT-3.10.1, GT-3.10.3, GT-3.10.4)."""
    a = ship("I", {"8,7": ENGINE_E, "6,7": DOUBLE_ENGINE_W, "7,8": BATTERY_S})
    s = in_flight([a, ship("I", {"8,7": ENGINE_E})], ["open_space_1a", "open_space_1b"])
    assert "give up" in GAME.legal_moves(s, 0)
    s = play(s, 0, "give up")
    assert s.flying[0] and s.pending["kind"] == "power"
    s = play(s, 0, "power 1")
    assert not s.flying[0] and s.gave_up[0] and s.pos[0] is None
    assert s.ships[0].tiles  # the ship keeps everything for scoring
    s = next_card(s)
    assert [e["seat"] for e in events(s, "moved")] == [1]


def test_stardust_costs_a_day_per_exposed_connector() -> None:
    """Every ship loses as many days as it has exposed connectors, rear-most first
    (GT-3.9.8)."""
    s = in_flight([bare(), ship("I", {"8,7": CABIN_E})], ["stardust_1a"], positions=[10, 5])
    assert s.pos == [6, -1]  # 4 and 6 exposed connectors


def test_epidemic_hits_joined_occupied_cabins() -> None:
    """Each occupied cabin joined to another occupied one loses one crew, found first
    (GT-3.9.9)."""
    sick = ship("I", {"8,7": CABIN_E})
    s = in_flight([sick, bare()], ["epidemic_2a"])
    assert s.ships[0].crew == {sq("7,7"): 1, sq("8,7"): 1}
    assert s.ships[1].crew == {sq("7,7"): 2}


def test_sabotage_hits_the_smallest_crew(monkeypatch: pytest.MonkeyPatch) -> None:
    """The fewest crew (ties: the one ahead) loses the tile at a rolled column and row; empty
    squares are tried again, three times at most (GT-3.9.10, GT-3.5.5)."""
    fixed_dice(monkeypatch, (6, 6), (1, 1), (3, 4), (4, 4))  # 12,2 misses; then 7,8
    s = in_flight([ship("I", {"7,8": BATTERY_S}), bare()], ["sabotage_3a"], positions=[0, -2])
    assert sq("7,8") not in s.ships[0].tiles and len(events(s, "sabotage")) == 2
    assert s.ships[1].tiles == {sq("7,7"): 31}


def test_planets(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each in flight order may land on a free planet; then goods; then landers lose the days,
    rear-most first (GT-3.9.2, GT-3.8.3, GT-3.8.4)."""
    hold = ship("I", {"8,7": (25, 180)})  # cargo 3 joined west
    s = in_flight([hold, ship("I", {"8,7": (25, 180)})], ["planets_1a"], positions=[4, 3])
    s = play(s, 0, "land 3")
    assert GAME.legal_moves(s, 1)[:3] == ["land 1", "land 2", "pass"]
    s = play(s, 1, "land 1")
    s = play(s, 0, "load blue 8,7", "load blue 8,7", "done")
    s = play(s, 1, "load green 8,7", "done")
    assert s.ships[0].goods == {sq("8,7"): "bb"} and s.ships[1].goods == {sq("8,7"): "g"}
    assert s.pos == [2, 1]


def test_abandoned_ship(monkeypatch: pytest.MonkeyPatch) -> None:
    """The first player with enough crew who explores sends that crew away, takes the credits
    and loses the days; nobody else may; sending the whole crew still pays, then the player
    gives up (GT-3.9.3, GT-3.8.1)."""
    crewed = ship("I", {"8,7": CABIN_E})
    s = in_flight([crewed, ship("I", {"8,7": CABIN_E})], ["abandoned_ship_1b"])
    s = play(s, 0, "pass")
    s = play(s, 1, "explore", "lose 7,7", "lose 7,7")
    assert s.credits == [0, 4] and s.ships[1].crew_total() == 1 and s.pos[1] == -3
    s = in_flight([ship("I", {}), bare()], ["abandoned_ship_1a"])
    s = play(s, 0, "explore")
    assert s.credits[0] == 3 and s.gave_up[0]


def test_abandoned_station() -> None:
    """Enough crew to explore; the explorer keeps the crew, loads the goods, loses the days
    (GT-3.9.4)."""
    big = ship("I", {"8,7": CABIN_E, "6,7": (35, 0), "7,8": (16, 90)})  # + cargo 2
    s = in_flight([big, bare()], ["abandoned_station_1a"])
    assert s.pending["kind"] == "explore"
    s = play(s, 0, "explore", "load yellow 7,8", "load green 7,8", "done")
    assert s.ships[0].crew_total() == 6 and s.ships[0].goods[sq("7,8")] == "yg"
    assert s.pos[0] == -1


def test_enemies_win_tie_lose() -> None:
    """The enemy meets players in flight order: the stronger beats it and may take the reward
    and the days, a tie lets it pass on, the weaker suffers (GT-3.9.5)."""
    s = in_flight([ship("I", GUNS), ship("I", GUNS)], ["slavers_1a"])
    assert s.pending["kind"] == "fire"  # strength 6: 4 unpowered loses, 6 powered ties
    s = play(s, 0, "fire 7,6")
    assert [e["seat"] for e in events(s, "enemy_tied")] == [0]
    s = play(s, 1, "fire none")  # 3 crew lost of 2: all of them
    assert [e["seat"] for e in events(s, "enemy_won")] == [1] and s.flying == [True, False]
    s = in_flight([ship("I", {"7,6": CANNON_N}), ship("I", {"8,7": CABIN_E})],
                  ["smugglers_1a"])  # strength 4 vs firepower 1: both lose, no goods
    assert [e["seat"] for e in events(s, "enemy_won")] == [0, 1]


def test_pirates_fire_at_everyone_they_beat(monkeypatch: pytest.MonkeyPatch) -> None:
    """Pirates fire once everyone has met them; each shot is rolled once for all beaten ships
    (GT-3.9.5, GT-3.6.1)."""
    fixed_dice(monkeypatch, (1, 1), (3, 4))
    s = in_flight([bare(), bare()], ["pirates_1a"])
    hits = events(s, "destroyed")
    assert {e["seat"] for e in hits} == {0, 1} and len(events(s, "roll")) == 2


def test_beaten_enemy_reward_is_a_choice() -> None:
    """A winner may decline the reward, and then loses no days (GT-3.9.5)."""
    s = in_flight([ship("I", GUNS), ship("I", GUNS)], ["pirates_1a"])
    s = play(s, 0, "fire 7,6")
    assert s.pending["kind"] == "reward"
    s = play(s, 0, "decline")
    assert s.credits[0] == 0 and s.pos[0] == 0


def test_combat_zone_penalises_the_weakest() -> None:
    """Each line: everybody reports, the weakest (ties: the one ahead) suffers (GT-3.9.7,
    GT-3.5.5)."""
    s = in_flight([bare(), ship("I", {"8,7": CABIN_E})], ["combat_zone_1a"], positions=[5, 2])
    moved = events(s, "moved")
    assert moved[0]["seat"] == 0 and moved[0]["days"] == -3  # fewest crew: seat 0
    assert s.pos == [1, 2]  # it skipped seat 1's space and is now behind
    # engine power: 0 against 0, the tie goes to the ship ahead, now seat 1
    assert s.pending["kind"] == "lose" and s.pending["seat"] == 1


def test_cards_are_not_played_twice() -> None:
    """Refusals: a move that answers nothing now is refused with the options (GT-3.5.4)."""
    s = in_flight([ship("I", {"8,7": ENGINE_E, "6,7": DOUBLE_ENGINE_W, "7,8": BATTERY_S}),
                   bare()], ["open_space_1a"])
    with pytest.raises(IllegalMove, match=r"gt\.err\.not_an_option"):
        GAME.apply(s, 0, "power 2")
    with pytest.raises(IllegalMove, match=r"game\.not_your_turn"):
        GAME.apply(s, 1, "power 0")
