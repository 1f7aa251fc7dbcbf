"""The fifth player (GT-5.3): a second user of every opportunity, a second victim of every
comparison, one unit less for each second."""

from __future__ import annotations

import pytest

from games.galaxy_trucker import GAME
from tests.galaxy_trucker.helpers import (
    BATTERY_S,
    CABIN_E,
    CANNON_N,
    DOUBLE_CANNON_N,
    events,
    fixed_dice,
    in_flight,
    play,
    ship,
    sq,
)

POSITIONS = [10, 8, 6, 4, 2]
WINNER = {"7,5": CANNON_N, "6,6": CANNON_N, "8,6": CANNON_N, "5,7": CANNON_N, "9,7": CANNON_N,
          "6,7": DOUBLE_CANNON_N, "7,8": BATTERY_S}  # 5 firepower, 7 with the double


def bare():
    return ship("I", {})


def test_planets_take_one_double_landing() -> None:
    """One player per card may land where a rocket already is and takes one good less
    (GT-5.3, GT-5.3.1, GT-5.3.5)."""
    ships = [ship("I", {"8,7": (25, 180)}) for _ in range(5)]
    s = in_flight(ships, ["planets_1a"], positions=POSITIONS)
    s = play(s, 0, "land 1")
    s = play(s, 1, "land 1")
    assert "land 1" not in GAME.legal_moves(s, 2)
    s = play(s, 2, "pass", )
    s = play(s, 3, "pass")
    s = play(s, 4, "pass")
    s = play(s, 0, "load green 8,7", "load green 8,7", "done")
    assert GAME.legal_moves(s, 1)[0] == "load green 8,7"
    s = play(s, 1, "load green 8,7")
    assert not [m for m in GAME.legal_moves(s, 1) if m.startswith("load")]


def test_abandoned_ships_serve_two() -> None:
    """Abandoned ships and stations are used twice; the second explorer gets 1 credit or 1
    good less; both lose the days (GT-5.3.2)."""
    ships = [ship("I", {"8,7": CABIN_E}) for _ in range(5)]
    s = in_flight(ships, ["abandoned_ship_1a"], positions=POSITIONS)
    s = play(s, 0, "explore", "lose 8,7", "lose 8,7")
    s = play(s, 1, "explore", "lose 8,7", "lose 8,7")
    assert s.credits[:3] == [3, 2, 0] and s.pending is None
    assert (s.pos[0], s.pos[1]) == (9, 7)


def test_enemies_must_be_beaten_twice() -> None:
    """The enemy goes on after a first defeat; the second winner gets one unit less, and
    the days are lost by both (GT-5.3.3)."""
    ships = [ship("I", WINNER) for _ in range(3)] + [bare(), bare()]
    s = in_flight(ships, ["slavers_1a"], positions=POSITIONS)
    s = play(s, 0, "fire 6,7", "take")
    s = play(s, 1, "fire 6,7", "take")
    assert s.credits[:3] == [5, 4, 0] and s.pending is None
    assert (s.pos[0], s.pos[1]) == (9, 7)


def test_pirates_spare_the_first_shot_after_a_defeat(monkeypatch: pytest.MonkeyPatch) -> None:
    """Players met after the first defeat suffer one attack fewer (GT-5.3.3, GT-5.3.5)."""
    fixed_dice(monkeypatch, (1, 1), (1, 1), (1, 1))
    ships = [bare(), ship("I", WINNER), bare(), bare(), bare()]
    s = in_flight(ships, ["pirates_1a"], positions=POSITIONS)
    s = play(s, 1, "fire 6,7", "decline")
    missed = [e["seat"] for e in events(s, "missed")]
    assert missed.count(0) == 3 and all(missed.count(p) == 2 for p in (2, 3, 4))


@pytest.mark.parametrize(("ties", "first", "second"), [("front_first", 0, 1),
                                                      ("rear_first", 1, 0)])
def test_two_weakest_suffer(ties: str, first: int, second: int) -> None:
    """Comparisons punish the two weakest, the second one unit less; ties by position, the
    reading of the ambiguous tie rule being an option (GT-5.3.4)."""
    ships = [bare(), bare()] + [ship("I", {"8,7": CABIN_E}) for _ in range(3)]
    s = in_flight(ships, ["combat_zone_1a"], positions=POSITIONS, five_player_ties=ties)
    moved = [(e["seat"], e["days"]) for e in events(s, "moved")][:2]
    assert sorted(moved) == sorted([(first, -3), (second, -2)])


def test_sabotage_third_try_only_for_the_first_victim(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tries 1 and 2 hit both victims, try 3 only the first (GT-5.3.4)."""
    fixed_dice(monkeypatch, (1, 1), (1, 1), (1, 1), (1, 1), (3, 4), (3, 4))
    ships = [bare(), bare()] + [ship("I", {"8,7": CABIN_E}) for _ in range(3)]
    s = in_flight(ships, ["sabotage_3a"], positions=POSITIONS)
    assert sq("7,7") not in s.ships[0].tiles and sq("7,7") in s.ships[1].tiles


def test_five_player_end_of_flight() -> None:
    """First and second both get the first arrival reward; the fewest and second-fewest
    exposed connectors are both rewarded (GT-5.3.6, GT-5.3.7)."""
    from games.galaxy_trucker.scoring import arrival_rewards, best_looking
    s = in_flight([bare() for _ in range(5)], [], positions=POSITIONS)
    assert arrival_rewards(s, [0, 1, 2, 3, 4]) == {0: 4, 1: 4, 2: 3, 3: 2, 4: 1}
    s.ships[4] = ship("I", {"8,7": (16, 0)})
    assert best_looking(s, [0, 1, 2, 3, 4]) == [0, 1, 2, 3, 4]
