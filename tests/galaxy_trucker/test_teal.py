"""Teal aliens and their roles (GT-5.5)."""

from __future__ import annotations

import pytest

from games.galaxy_trucker import GAME
from games.galaxy_trucker.scoring import extras, lost_payment
from games.galaxy_trucker.stats import engine_power, firepower
from tests.galaxy_trucker.helpers import (
    BATTERY_S,
    CABIN_E,
    CANNON_N,
    ENGINE_E,
    events,
    in_flight,
    new,
    play,
    ship,
    sq,
)

TEAL = {"8,7": CABIN_E, "9,7": (159, 0)}  # a cabin joined to a teal life support


def with_role(role: str, extra: dict | None = None, **options: object):
    sh = ship("I", {**TEAL, **(extra or {})})
    s = in_flight([sh, ship("I", {})], [], **options)
    s.ships[0].crew.pop(sq("8,7"))
    s.ships[0].alien[sq("8,7")] = "t"
    s.role[0] = role
    return s


def test_roles_are_chosen_in_finishing_order() -> None:
    """A teal alien comes with one of the free roles, chosen in finishing order; a player may
    keep two astronauts instead (GT-5.5, GT-5.5.1, GT-5.5.2)."""
    s = new(2)
    for seat in (0, 1):
        for where, (tile, rot) in TEAL.items():
            s.ships[seat].tiles[sq(where)], s.ships[seat].rot[sq(where)] = tile, rot // 90
    s = play(s, 1, "finish")
    s = play(s, 0, "finish")
    assert s.pending["seat"] == 1
    s = play(s, 1, "alien teal 8,7 lawyer")
    assert s.role[1] == "lawyer" and s.pending["seat"] == 0
    assert "alien teal 8,7 lawyer" not in GAME.legal_moves(s, 0)
    assert "alien teal 8,7 merchant" in GAME.legal_moves(s, 0)
    s = play(s, 0, "done")
    assert not [e for e in s.events if e["event"] == "alien_aboard"]


def test_lawyer() -> None:
    """No payment for lost components while the lawyer is aboard at the end (GT-5.5.3)."""
    s = with_role("lawyer")
    s.ships[0].lost = [88, 89, 90]
    assert lost_payment(s, 0) == 0
    s.role[0] = ""
    assert lost_payment(s, 0) == 3


def test_manager() -> None:
    """The manager makes the other aliens worth 3; TV-14: with purple and brown +6, with one
    other +3, alone +1, after giving up nothing (GT-5.5.4)."""
    s = with_role("manager", {"7,6": CANNON_N, "6,7": (35, 180), "5,7": (138, 180),
                               "7,8": (35, 90), "9,8": ENGINE_E})
    sh = s.ships[0]
    sh.crew.pop(sq("6,7"))
    sh.alien[sq("6,7")] = "p"
    from games.galaxy_trucker.report import manager_half
    assert firepower(sh, [], [], 0, manager_half(s, 0)) == 2 + 6
    assert extras(s, 0, [0, 1])["manager"] == 3
    sh.crew.pop(sq("7,8"), None)
    sh.alien[sq("7,8")] = "b"
    assert extras(s, 0, [0, 1])["manager"] == 6
    assert engine_power(sh, [0], 0, manager_half(s, 0)) == 1 + 3
    del sh.alien[sq("6,7")], sh.alien[sq("7,8")]
    assert extras(s, 0, [0, 1])["manager"] == 1
    s.flying[0], s.gave_up[0] = False, True
    from games.galaxy_trucker.scoring import score_round
    score_round(s)
    assert "manager" not in s.results[-1]["rows"][0]


def test_merchant() -> None:
    """Red and yellow goods sell for 1 more, un-halved after giving up (GT-5.5.5)."""
    from games.galaxy_trucker.scoring import sale
    s = with_role("merchant")
    s.ships[0].goods = {sq("7,7"): "ryg"}
    assert sale(s, 0) == 4 + 3 + 2 + 2


def test_techie() -> None:
    """The first battery each card asks for is free, if the ship has a battery (GT-5.5.6)."""
    s = with_role("techie", {"6,7": (86, 0), "7,8": BATTERY_S})
    from games.galaxy_trucker.flow import run
    from games.galaxy_trucker.report import report_engine
    s.card = "open_space_1a"
    report_engine(s, 0, ["os_move", 0, 1])
    run(s)
    s = play(s, 0, "power 1")
    assert s.ships[0].batteries() == 2 and events(s, "techie")


def test_diplomat(monkeypatch: pytest.MonkeyPatch) -> None:
    """Once per flight the diplomat cancels a loss its ship is sure to suffer, then leaves; the
    enemy is not beaten and goes on (GT-5.5.7)."""
    sh = ship("I", TEAL)
    s = in_flight([sh, ship("I", {})], [], loaded=True)
    s.ships[0].crew.pop(sq("8,7"))
    s.ships[0].alien[sq("8,7")] = "t"
    s.role[0] = "diplomat"
    s.deck = ["slavers_1a"]
    from tests.galaxy_trucker.helpers import next_card
    s = next_card(s)
    assert s.pending["kind"] == "diplomat"
    s = play(s, 0, "diplomat")
    assert s.ships[0].crew_total() == 2 and s.role[0] == "" and "t" not in s.ships[0].alien.values()
    assert s.gave_up[1]  # the slavers went on to the next ship
