"""GT-5.4.2: sleepers may wake whenever the ship loses crew, for any reason (not only when a
card asks for crew), and a ship left without an awake astronaut gives up at once."""

from __future__ import annotations

from typing import Any

import pytest

from games.galaxy_trucker import GAME
from games.galaxy_trucker.flow import push, run
from games.galaxy_trucker.state import State
from tests.galaxy_trucker.helpers import (
    BATTERY_S,
    CABIN_E,
    CANNON_N,
    events,
    fire,
    fixed_dice,
    in_flight,
    play,
    ship,
    sq,
)

HIBERNATION_W = (150, 0)  # hibernation D U S - at 6,7: four sleepers
LIFE_PURPLE_E = (138, 0)  # purple life support - - - U at 9,7, joined to the cabin at 8,7


def sleepy(extra: dict[str, tuple[int, int]], **options: Any) -> State:
    """Seat 0 in flight with sleepers at 6,7, a cabin at 8,7, one astronaut short in the
    starting cabin (so a woken sleeper has somewhere to go); nothing turned yet."""
    s = in_flight([ship("I", {"6,7": HIBERNATION_W, "8,7": CABIN_E, **extra}),
                   ship("I", {})], [], **options)
    s.ships[0].crew[sq("7,7")] = 1
    return s


def test_destroyed_cabin_wakes_sleepers(monkeypatch: pytest.MonkeyPatch) -> None:
    """GT-5.4.2: a cabin destroyed by heavy fire takes its crew; the owner is offered to wake
    sleepers, and may wake one into the starting cabin."""
    fixed_dice(monkeypatch, (3, 4))
    s = fire(sleepy({}), "Cr", [0])
    assert [e["square"] for e in events(s, "destroyed")] == ["8,7"]
    assert s.pending is not None and s.pending["kind"] == "wake"
    assert GAME.legal_moves(s, 0)[:2] == ["wake 7,7", "done"]
    s = play(s, 0, "wake 7,7")
    assert s.ships[0].crew[sq("7,7")] == 2 and s.ships[0].sleep[sq("6,7")] == 3
    assert s.pending is None


def test_destroyed_tile_without_crew_wakes_nobody(monkeypatch: pytest.MonkeyPatch) -> None:
    """GT-5.4.2: losing a tile but no crew offers no waking."""
    fixed_dice(monkeypatch, (3, 4))
    s = fire(sleepy({"9,7": LIFE_PURPLE_E}), "Cr", [0])  # no alien: the life support only
    assert [e["square"] for e in events(s, "destroyed")] == ["9,7"]
    assert s.pending is None


def test_tile_falling_off_wakes_sleepers(monkeypatch: pytest.MonkeyPatch) -> None:
    """GT-5.4.2 with Cosmic Psychosis (GT-5.8.5): the crewed cabin rolled falls off with its
    crew; sleepers may then wake."""
    s = sleepy({}, rough_roads="all")
    s.rough = ["cosmic_psychosis"]
    fixed_dice(monkeypatch, (4, 4), (3, 4))  # column 8, row 7
    push(s, ["after_card", "psychosis"])
    run(s)
    assert [e["square"] for e in events(s, "fell_off")] == ["8,7"]
    assert s.pending is not None and s.pending["kind"] == "wake"
    s = play(s, 0, "done")
    assert s.pending is None and s.ships[0].sleep[sq("6,7")] == 4


def test_alien_losing_life_support_wakes_sleepers(monkeypatch: pytest.MonkeyPatch) -> None:
    """GT-5.4.2, GT-1.4.4: the purple alien leaves when its life support is shot away; its
    cabin, free again, may take two woken astronauts."""
    s = sleepy({"9,7": LIFE_PURPLE_E})
    ship0 = s.ships[0]
    del ship0.crew[sq("8,7")]
    ship0.alien[sq("8,7")] = "p"
    fixed_dice(monkeypatch, (3, 4))
    s = fire(s, "Cr", [0])
    assert [e["cause"] for e in events(s, "crew_lost")] == ["life_support"]
    assert GAME.legal_moves(s, 0)[:3] == ["wake 7,7", "wake 8,7", "done"]
    s = play(s, 0, "wake 8,7", "wake 8,7", "done")
    assert s.ships[0].crew == {sq("7,7"): 1, sq("8,7"): 2}


def launch(ships: list, rough: list[str]) -> State:
    """The launch of a flight with these ships (filled at launch) and Rough Roads `rough`."""
    s = in_flight(ships, [], rough_roads="all")
    s.rough = list(rough)
    s.piles, s.deck, s.card, s.ctx = [["stardust_1a"]], [], "", {"flawed": []}
    s.flying = [False] * len(ships)
    push(s, ["launch"])
    run(s)
    return s


def test_panic_wakes_sleepers_or_gives_up_at_once() -> None:
    """GT-5.4.2 with Panic (GT-5.8.5 #19): the crew of a cabin with an exposed connector
    leaves at launch; a ship with an awake astronaut left may wake sleepers into that cabin, a
    ship with none gives up at once, before the first card."""
    closed = {"6,7": HIBERNATION_W, "7,6": CANNON_N, "7,8": BATTERY_S, "8,7": CABIN_E}
    s = launch([ship("I", closed), ship("I", {})], ["panic"])
    assert s.gave_up[1] and s.card == ""
    assert [e["reason"] for e in s.events if e["event"] == "gave_up"] == ["no_astronauts"]
    assert s.pending is not None and s.pending["kind"] == "wake"
    assert GAME.legal_moves(s, 0)[:2] == ["wake 8,7", "done"]
    s = play(s, 0, "wake 8,7")
    assert s.ships[0].crew == {sq("7,7"): 2, sq("8,7"): 1}
    assert s.pending is not None and s.pending["kind"] == "wake"
    s = play(s, 0, "done")
    assert any(e["event"] == "card" and e["card"] == "stardust_1a" for e in s.events)


def test_replaced_cabin_at_star_depot_wakes_sleepers() -> None:
    """GT-5.4.2 for any other loss: a crewed cabin swapped at the Star Depot (GT-5.9.2) goes
    back to the box with its crew; sleepers may then wake."""
    s = in_flight([ship("I", {"6,7": HIBERNATION_W, "8,7": CABIN_E}), ship("I", {})],
                  ["star_depot"], bonus_cards=True)
    s.ships[0].crew[sq("7,7")] = 1
    s.depot = [4]  # a battery - U - U
    s = play(s, 0, "pick 4", "replace 8,7 0")
    assert s.pending is not None and s.pending["kind"] == "wake"
    s = play(s, 0, "wake 7,7")
    assert s.ships[0].crew == {sq("7,7"): 2}


def test_no_awake_astronaut_gives_up_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """GT-5.4.2, GT-3.10.2a: the last awake astronaut lost with a destroyed cabin: sleepers
    cannot wake themselves, the ship gives up at once."""
    s = in_flight([ship("I", {"6,7": HIBERNATION_W, "8,7": CABIN_E}), ship("I", {})], [])
    s.ships[0].crew = {sq("8,7"): 1}
    fixed_dice(monkeypatch, (3, 4))
    s = fire(s, "Cr", [0])
    assert s.gave_up[0] and s.pending is None and s.ships[0].sleep[sq("6,7")] == 4
