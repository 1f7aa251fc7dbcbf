"""Bonus cards (GT-5.9.2) and the Big Expansion's general rules (GT-5.10)."""

from __future__ import annotations

import pytest

from games.galaxy_trucker import GAME
from tests.galaxy_trucker.helpers import (
    BATTERY_S,
    CABIN_E,
    DOUBLE_ENGINE_W,
    ENGINE_E,
    events,
    fixed_dice,
    in_flight,
    play,
    ship,
    sq,
)


def bonus(card: str, ships: list, positions: list[int] | None = None):
    return in_flight(ships, [card], positions=positions, bonus_cards=True)


def bare():
    return ship("I", {})


def test_bureaucracy(monkeypatch: pytest.MonkeyPatch) -> None:
    """The last player rolls a die in secret; the others guess from the leader; wrong guesses
    cost that many days, right ones earn 3 credits (GT-5.9.2)."""
    fixed_dice(monkeypatch, (4,))
    s = bonus("bureaucracy", [bare(), bare(), bare()], positions=[10, 5, 0])
    assert s.pending["seat"] == 0 and "die" not in GAME.view(s, 0)["decision"]["details"]
    s = play(s, 0, "guess 4")
    s = play(s, 1, "guess 2")
    assert s.credits == [3, 0, 0] and s.pos[:2] == [10, 1]


def test_robosmokys() -> None:
    """Everyone shows credits at once; the highest pays and names a square without a 7;
    every ship loses its tile there (GT-5.9.2, GT-6.6.5)."""
    s = bonus("robosmokys", [ship("I", {"8,8": BATTERY_S}), ship("I", {"8,8": BATTERY_S})])
    s.credits = [3, 2]
    assert GAME.awaiting(s) == (0, 1) and GAME.turn_key(s)[1] == -1
    assert GAME.timeout_move(s, 1) == "offer 0"
    s = play(s, 0, "offer 2")
    assert GAME.public_move(0, "offer 2") == "offer ?"
    s = play(s, 1, "offer 1")
    assert s.credits == [1, 2] and s.pending["kind"] == "target"
    assert "target 7,8" not in GAME.legal_moves(s, 0)
    s = play(s, 0, "target 8,8")
    assert all(sq("8,8") not in sh.tiles for sh in s.ships)


def test_star_depot() -> None:
    """Six unused tiles; from the leader each picks one and builds it in or swaps it for a tile,
    batteries and crew included (GT-5.9.2)."""
    s = bonus("star_depot", [bare(), bare()])
    assert len(s.depot) == 6 and s.pending["kind"] == "pick"
    tile = s.depot[0]
    s = play(s, 0, f"pick {tile}")
    options = [m for m in GAME.legal_moves(s, 0) if m.startswith(("place", "replace", "pass"))]
    assert options[-1] == "pass" and len(options) > 1
    s = play(s, 0, options[0])
    assert tile in s.ships[0].tiles.values() and len(s.depot) == 5


def test_junkyard() -> None:
    """Provisional Junkyard: crew sent out fetch one junk tile (GT-5.9.2)."""
    s = bonus("junkyard_1", [ship("I", {"8,7": CABIN_E}), bare()])
    s = play(s, 0, f"pick {s.depot[0]}", "lose 8,7")
    assert s.ships[0].crew_total() == 3 and s.pending["kind"] == "fit"


def test_space_billiards(monkeypatch: pytest.MonkeyPatch) -> None:
    """Provisional Space Billiards: each rolls a die and falls back that far (GT-5.9.2)."""
    fixed_dice(monkeypatch, (2,), (5,))
    s = bonus("space_billiards", [bare(), bare()], positions=[10, 0])
    assert s.pos == [8, -5]


def test_reporting_order_and_hyperspace_at_the_report() -> None:
    """Decisions and reports go leader first; a player may jump to hyperspace when it is their
    turn to report (GT-5.10, GT-5.10.1)."""
    jumper = {"8,7": (72, 0), "9,7": (173, 0), "7,8": BATTERY_S, "6,7": DOUBLE_ENGINE_W}
    s = in_flight([bare(), ship("I", jumper)], ["open_space_1a"], positions=[2, 0])
    s = play(s, 1, "pass")  # no jump when the card is turned
    assert s.pending["kind"] == "power" and "jump 8,7" in GAME.legal_moves(s, 1)
    s = play(s, 1, "jump 8,7")
    assert s.hyper[1][0] == 1 and s.pos[1] == 0  # this card over, the next one to skip


def test_dice_column_first_then_row(monkeypatch: pytest.MonkeyPatch) -> None:
    """Coordinates are rolled column first, then row; a single target rolls for itself
    (GT-5.10.2)."""
    fixed_dice(monkeypatch, (4, 4), (3, 4))
    s = in_flight([ship("I", {"8,7": ENGINE_E}), ship("I", {"8,7": CABIN_E})], ["sabotage_3a"])
    sabotage = events(s, "sabotage")[0]
    assert sabotage["square"] == "8,7" and sabotage["dice"] == [4, 4, 3, 4]
