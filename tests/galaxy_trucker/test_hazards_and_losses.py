"""Meteors and cannon fire (GT-3.6), destroyed tiles and broken ships (GT-3.7), losing and
gaining things (GT-3.8), ship statistics (GT-2.12), inspection (GT-2.10) and loading (GT-2.11)."""

from __future__ import annotations

import pytest

from games.galaxy_trucker import GAME
from games.galaxy_trucker.launch import fill
from games.galaxy_trucker.stats import engine_power, firepower
from tests.galaxy_trucker.helpers import (
    BATTERY_S,
    CABIN_E,
    CANNON_N,
    DOUBLE_CANNON_N,
    DOUBLE_ENGINE_W,
    ENGINE_E,
    SHIELD_S,
    events,
    fire,
    fixed_dice,
    in_flight,
    new,
    play,
    ship,
    sq,
)


def test_firepower_vector() -> None:
    """TV-3: forward single + left single + forward double + purple alien: 1½ → 3½ unpowered,
    5½ powered; only an alien and no cannon: 0 (GT-2.12.3, GT-1.4.2)."""
    sh = ship("I", {"7,6": CANNON_N, "5,7": (99, 270), "8,6": DOUBLE_CANNON_N, "6,7": CABIN_E})
    assert firepower(sh, []) == 3
    sh.alien[sq("6,7")] = "p"
    assert firepower(sh, []) == 7 and firepower(sh, [sq("8,6")]) == 11
    lone = ship("I", {"6,7": CABIN_E})
    lone.alien[sq("6,7")] = "p"
    assert firepower(lone, []) == 0


def test_engine_power_vector() -> None:
    """TV-4: two engines, a double, a brown alien and no battery: 2 + 2 = 4; no engines: 0
    and the alien adds nothing (GT-2.12.2, GT-1.4.2)."""
    sh = ship("I", {"8,7": ENGINE_E, "9,7": ENGINE_E, "6,7": DOUBLE_ENGINE_W, "7,8": CABIN_E})
    sh.alien[sq("7,8")] = "b"
    assert engine_power(sh, [0]) == 4
    none = ship("I", {"7,8": CABIN_E})
    none.alien[sq("7,8")] = "b"
    assert engine_power(none, [0]) == 0


def test_crew_counts_awake_astronauts_and_aliens() -> None:
    """Crew = astronauts + aliens; exposed connectors per GT-1.2.4; a battery spent is gone
    for the flight (GT-2.12, GT-2.12.1, GT-2.12.4, GT-2.12.5)."""
    s = in_flight([ship("I", {"8,7": CABIN_E}), ship("I", {})], ["stardust_1a"])
    assert s.ships[0].crew_total() == 4
    view = GAME.view(s, None)["ships"][0]["stats"]
    assert view["crew"] == 4 and view["exposed"] == 6


def test_small_meteor_vector(monkeypatch: pytest.MonkeyPatch) -> None:
    """TV-6: from the front, roll 7: a smooth top side bounces it, free; a connector means a
    shield (1 battery) or the tile is destroyed (GT-3.6.4, GT-3.6.3, GT-0.2)."""
    fixed_dice(monkeypatch, (3, 4), (6, 6), (6, 6), (6, 6))
    smooth_top = ship("I", {"7,6": (77, 0)})  # engine - - X U: smooth north
    s = in_flight([smooth_top, ship("I", {"7,6": (77, 0)})], ["meteor_swarm_1c"])
    assert [e["seat"] for e in events(s, "bounced")][:2] == [0, 1]
    fixed_dice(monkeypatch, (3, 4), (6, 6), (6, 6), (6, 6))
    shielded = ship("I", {"8,7": (116, 0), "8,8": BATTERY_S})  # covers front and right
    s = in_flight([shielded, ship("I", {})], ["meteor_swarm_1c"])
    assert s.pending["kind"] == "defend" and GAME.legal_moves(s, 0)[:2] == ["shield",
                                                                             "take hit"]
    s = play(s, 0, "shield")
    assert sq("7,7") in s.ships[0].tiles and s.ships[0].batteries() == 1


def test_one_roll_per_projectile_for_every_ship(monkeypatch: pytest.MonkeyPatch) -> None:
    """Meteoric Swarm: projectiles in order at every ship; one roll each for every ship
    targeted; the front-most target rolls; a line with no tile misses (GT-3, GT-3.9.6, GT-3.6,
    GT-3.6.1, GT-3.6.2, GT-6.6.3)."""
    fixed_dice(monkeypatch, (1, 1), (1, 1), (1, 1), (1, 1))
    s = in_flight([ship("I", {}), ship("I", {})], ["meteor_swarm_1c"], positions=[0, 3])
    rolls = events(s, "roll")
    assert len(rolls) == 4 and all(r["roller"] == 1 for r in rolls)
    assert len(events(s, "missed")) == 8


def test_large_meteor_needs_a_cannon(monkeypatch: pytest.MonkeyPatch) -> None:
    """A large meteor destroys the first tile hit unless a cannon shoots it: from the front a
    forward cannon in that column (single: free, double: a battery); from a side one in the
    row or a row next to it (GT-3.6.5)."""
    fixed_dice(monkeypatch, (3, 4), (1, 1), (3, 4))
    s = in_flight([ship("I", {"7,6": CANNON_N}), ship("I", {})], ["meteor_swarm_1a"])
    assert events(s, "shot_down")[0]["seat"] == 0
    assert [e["seat"] for e in events(s, "destroyed")] == [1]
    fixed_dice(monkeypatch, (3, 4))
    s = in_flight([ship("I", {"7,6": DOUBLE_CANNON_N, "7,8": BATTERY_S}), ship("I", {})],
                  ["meteor_swarm_1a"])
    assert GAME.legal_moves(s, 0)[:2] == ["shoot", "take hit"]


def test_cannon_fire(monkeypatch: pytest.MonkeyPatch) -> None:
    """Light fire: a shield or the tile, smooth sides do not help; heavy fire: nothing helps in
    the base game; one battery per projectile blocked (GT-3.6.6, GT-3.6.7, GT-3.6.8)."""
    rear = {"7,8": SHIELD_S, "6,7": (4, 0)}  # covers rear and left; battery west
    fixed_dice(monkeypatch, (3, 4), (3, 4))
    s = fire(in_flight([ship("I", rear), ship("I", {})], []), "cb cb", [0])
    assert GAME.legal_moves(s, 0)[:2] == ["shield", "take hit"]
    s = play(s, 0, "shield")
    assert s.pending["kind"] == "defend"  # the second shot needs its own battery
    s = play(s, 0, "shield")
    assert s.ships[0].batteries() == 0 and sq("7,8") in s.ships[0].tiles
    fixed_dice(monkeypatch, (3, 4))
    s = fire(in_flight([ship("I", rear), ship("I", {})], []), "Cb", [0])
    assert s.pending is None and [e["square"] for e in events(s, "destroyed")] == ["7,8"]
    fixed_dice(monkeypatch, (3, 4))
    smooth_north = ship("I", {"7,6": (77, 0)})
    s = fire(in_flight([smooth_north, ship("I", {})], []), "cf", [0])
    assert [e["square"] for e in events(s, "destroyed")] == ["7,6"]


def test_broken_ship_keeps_one_piece(monkeypatch: pytest.MonkeyPatch) -> None:
    """A destroyed tile goes to the lost pile with its contents; a split ship keeps one piece
    of the owner's choice, the rest falls off into the lost pile (a ship is one structure,
    GT-2.5.5); pieces without a cabin fall off at once (GT-3.7, GT-3.7.1, GT-3.7.2, GT-3.7.3,
    GT-5.10.3)."""
    fixed_dice(monkeypatch, (4, 4))
    chain = {"8,7": CABIN_E, "9,7": (35, 0), "7,8": BATTERY_S}
    s = fire(in_flight([ship("I", chain), ship("I", {})], []), "cf", [0])
    assert [e["square"] for e in events(s, "destroyed")] == ["8,7"]
    assert [e["cause"] for e in events(s, "crew_lost")] == ["destroyed", "destroyed"]
    assert GAME.legal_moves(s, 0)[:2] == ["keep 7,7", "keep 9,7"]
    s = play(s, 0, "keep 9,7")
    assert set(s.ships[0].tiles) == {sq("9,7")} and 31 in s.ships[0].lost
    assert s.ships[0].crew_total() == 2
    fixed_dice(monkeypatch, (4, 4))
    s = fire(in_flight([ship("I", {"8,7": CABIN_E, "9,7": (4, 0)}), ship("I", {})], []),
             "cf", [0])
    assert s.pending is None and set(s.ships[0].tiles) == {sq("7,7")}  # battery fell off


def test_losing_crew_and_goods() -> None:
    """Crew to lose are chosen by the owner; goods go most valuable first, a missing good costs
    a battery (GT-3.8, GT-3.8.1, GT-3.8.2)."""
    holds = {"8,7": (25, 180), "6,7": (56, 90), "7,8": BATTERY_S}
    s = in_flight([ship("I", holds), ship("I", {})], ["smugglers_1a"])
    assert s.ships[0].batteries() == 0  # two goods missing: two batteries instead
    sh = ship("I", {"8,7": (25, 180), "6,7": (57, 0)})
    s = in_flight([sh, ship("I", {})], ["smugglers_1a"], loaded=True)
    s.ships[0].goods = {sq("8,7"): "yg", sq("6,7"): "r"}
    from games.galaxy_trucker.flow import run
    from games.galaxy_trucker.losses import lose_goods
    lose_goods(s, 0, 2, None)
    run(s)
    assert s.ships[0].all_goods() == "g"


def test_inspection_and_repairs() -> None:
    """Without strict building every ship is inspected; the owner removes tiles until it is
    legal (they are lost) and keeps one piece; the lenient variant loses nothing but starts
    behind (GT-2.10, GT-2.10.1, GT-2.10.2, GT-2.10.3, GT-2.10.4)."""
    from games.galaxy_trucker.flow import run

    def flawed(**options: object):
        s = new(2, strict_building=False, **options)
        s.ships[0].tiles[sq("7,6")], s.ships[0].rot[sq("7,6")] = 53, 2  # D north, U south
        s.ships[0].tiles[sq("7,5")], s.ships[0].rot[sq("7,5")] = 49, 2  # its S meets the D
        s.phase, s.ctx, s.queue = "flight", {"flawed": []}, [["inspect", 0], ["inspect", 1]]
        run(s)
        return s

    s = flawed()
    assert s.pending["kind"] == "remove"
    assert GAME.legal_moves(s, 0)[:2] == ["remove 7,5", "remove 7,6"]
    s = play(s, 0, "remove 7,5")
    assert s.ships[0].lost == [49] and s.pending is None and s.ctx["flawed"] == [0]
    s = play(flawed(), 0, "remove 7,6")  # now 7,5 is a piece of its own
    assert s.pending["kind"] == "repair_keep"
    s = play(s, 0, "keep 7,7")
    assert sorted(s.ships[0].lost) == [49, 53]
    s = play(flawed(lenient_repairs=True), 0, "remove 7,5")
    assert s.ships[0].lost == [] and sq("7,5") not in s.ships[0].tiles
    s = new(2, strict_building=False, lenient_repairs=True)
    s.ships[0].tiles[sq("7,6")], s.ships[0].rot[sq("7,6")] = 53, 2
    s.ships[0].tiles[sq("7,5")], s.ships[0].rot[sq("7,5")] = 49, 2
    s = play(s, 0, "finish")
    s = play(s, 1, "finish")
    s = play(s, 0, "remove 7,5")
    launched = next(e for e in s.events if e["event"] == "launched")
    assert launched["order"] == [1, 0]  # the flawed ship starts behind


def test_ships_stay_legal_in_flight() -> None:
    """Flight never makes a legal ship illegal, so no late repair is ever needed (GT-2.10.5)."""
    from games.galaxy_trucker.structure import errors
    s = in_flight([ship("I", {"8,7": CABIN_E, "7,6": CANNON_N}), ship("I", {})],
                  ["stardust_1a"])
    assert not errors(s.ships[0])


def test_loading() -> None:
    """Batteries full, two astronauts per cabin, aliens only next to their life support, in
    flight order, holds empty (GT-2.11, GT-2.11.1, GT-2.11.2, GT-2.11.3, GT-2.11.4)."""
    s = new(2)
    for seat in (0, 1):
        for where, (tile, rot) in {"8,7": CABIN_E, "9,7": (138, 0), "7,8": BATTERY_S}.items():
            s.ships[seat].tiles[sq(where)], s.ships[seat].rot[sq(where)] = tile, rot // 90
    s = play(s, 1, "finish")
    s = play(s, 0, "finish")
    assert s.pending["kind"] == "alien" and s.pending["seat"] == 1  # order tile 1 first
    assert GAME.legal_moves(s, 1)[:2] == ["alien purple 8,7", "done"]
    s = play(s, 1, "done")
    s = play(s, 0, "alien purple 8,7")
    assert [e["seat"] for e in s.events if e["event"] == "alien_aboard"] == [0]
    fresh = new(2)
    fresh.ships[0] = ship("I", {"8,7": CABIN_E, "7,8": BATTERY_S, "6,7": (25, 180)})
    fill(fresh, 0)
    sh = fresh.ships[0]
    assert sh.crew == {sq("7,7"): 2, sq("8,7"): 2} and sh.batt == {sq("7,8"): 2}
    assert not sh.goods


def test_alien_leaves_before_the_owner_picks_a_piece(monkeypatch: pytest.MonkeyPatch) -> None:
    """A hit that destroys an alien's life support and splits the ship: the alien leaves at once
    (GT-1.4.4), before the owner picks the piece to keep (GT-3.7.2), so no choice ever shows
    an alien without life support."""
    fixed_dice(monkeypatch, (4, 4))
    sh = ship("I", {"8,7": (139, 0), "9,7": (35, 0)})  # purple life support between two cabins
    s = in_flight([sh, ship("I", {})], [])
    s.ships[0].crew.pop(sq("9,7"))
    s.ships[0].alien[sq("9,7")] = "p"
    s = fire(s, "cf", [0])
    assert [e["square"] for e in events(s, "destroyed")] == ["8,7"]
    assert s.pending is not None and s.pending["kind"] == "keep"
    assert GAME.legal_moves(s, 0)[:2] == ["keep 7,7", "keep 9,7"]
    assert s.ships[0].alien == {}
    assert [e["cause"] for e in events(s, "crew_lost") if e["alien"]] == ["life_support"]
    s = play(s, 0, "keep 7,7")
    assert set(s.ships[0].tiles) == {sq("7,7")} and s.flying[0]
