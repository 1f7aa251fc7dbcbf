"""Board data (AE-1, AE-2.1) and the flick simulation (AE-6.1): determinism, bounces, rams,
ships leaving the board."""

from __future__ import annotations

import json
import math
from collections import Counter
from itertools import combinations

from games.ascending_empires import GAME
from games.ascending_empires.data import (
    BOARD,
    FACE_UP_ASTEROIDS,
    HOLE_QUADRANT,
    HOLE_XY,
    HOLES,
    HOMES_BY_SEATS,
    ORBIT_R,
    PHYSICS,
    PLANET_R,
    SETUP_GROUPS,
    SHIP_R,
    TECH,
    VP_POOL,
)
from games.ascending_empires.physics import Disc, initial_speed, simulate
from games.ascending_empires.state import decode, encode

PLANETS = [(h, *HOLE_XY[h]) for h in HOLES]


def test_board_has_28_holes_in_four_quadrants():
    """AE-1: 4 homeworld holes and 24 planet holes, 7 per quadrant, on the board, far apart
    enough that two orbits never overlap."""
    assert len(HOLES) == 28
    assert Counter(HOLE_QUADRANT.values()) == {"alpha": 7, "beta": 7, "gamma": 7, "delta": 7}
    for h, (x, y) in HOLE_XY.items():
        x0, y0, x1, y1 = BOARD["quadrants"][HOLE_QUADRANT[h]]
        assert x0 < x < x1 and y0 < y < y1
    closest = min(math.dist(a, b) for a, b in combinations(HOLE_XY.values(), 2))
    assert closest > 2 * (ORBIT_R + SHIP_R)


def test_tiles_and_setup_groups_fit_the_holes():
    """AE-1 / AE-2.1: 24 coloured planets (6 per colour) and 10 asteroids; each quadrant's
    group fills exactly its free holes for every player count; homeworlds at far corners."""
    assert BOARD["tiles"] == {"orange": 6, "grey": 6, "purple": 6, "brown": 6, "asteroid": 10}
    for n in (2, 3, 4):
        homes = HOMES_BY_SEATS[n]
        assert len(homes) == n and set(homes) | set(FACE_UP_ASTEROIDS[n]) == {
            "H1", "H2", "H3", "H4"}
        used: Counter[str] = Counter(["asteroid"] * len(FACE_UP_ASTEROIDS[n]))
        for q, group in SETUP_GROUPS[n].items():
            free = [h for h in HOLES if HOLE_QUADRANT[h] == q and not h.startswith("H")]
            assert len(group) == len(free)
            used.update(group)
        assert all(used[t] <= BOARD["tiles"][t] for t in used)
    assert HOMES_BY_SEATS[2] == ["H1", "H3"]  # diagonally opposite corners
    assert VP_POOL == {2: 32, 3: 36, 4: 40}


def test_technology_table_has_every_effect_of_the_reference():
    """AE-5.4: the provisional table holds the battleship at orange 3, extra MP, the long
    ruler, better defence and VP for ramming."""
    assert TECH["orange"][2] == {"battleship": 1}
    effects = {k for levels in TECH.values() for e in levels for k in e}
    assert {"mp", "long_range", "defence", "ram_vp", "battleship"} <= effects
    assert all(len(levels) == 4 for levels in TECH.values())


def _discs(*specs: tuple[str, int, float, float]) -> list[Disc]:
    return [Disc(i, o, x, y, SHIP_R, 1.0) for i, o, x, y in specs]


def test_free_disc_slides_power_times_ten_mm():
    """AE-6.1: friction stops a disc; power is roughly the distance in centimetres."""
    res = simulate(_discs(("r1", 0, 450, 30)), "r1", 0, 20, PLANETS)
    x, y = res.positions["r1"]
    assert abs((x - 450) - 200) < 10 and y == 30
    assert initial_speed(100) > initial_speed(50) > 0


def test_same_flick_gives_the_same_result_bit_for_bit():
    """AE-6 / AE-6.1: deterministic: twice the same inputs, twice the same output."""
    discs = _discs(("r1", 0, 300, 300), ("b1", 1, 360, 330), ("r2", 0, 420, 280))
    a = simulate(discs, "r1", 17.3, 63.4, PLANETS)
    b = simulate(list(reversed(discs)), "r1", 17.3, 63.4, PLANETS)
    assert a == b
    assert json.dumps(a.__dict__) == json.dumps(b.__dict__)


def test_flick_replays_identically_after_a_json_round_trip(ae):
    """AE-6.1: the state's JSON holds rounded positions, so a decoded copy flicks the same."""
    s = ae.build(ships={"r1": (300.123, 300.456), "b1": (360.0, 330.0)})
    s = ae.play(s, "flick r1 200 4")  # one MP left: positions now come from the simulation
    copy = decode(json.loads(json.dumps(encode(s))))
    after = GAME.apply(s, 0, "flick r1 20.5 12")
    again = GAME.apply(copy, 0, "flick r1 20.5 12")
    assert json.dumps(encode(after)) == json.dumps(encode(again))
    for x, y in after.pos.values():
        assert round(x, 2) == x and round(y, 2) == y


def test_path_is_sampled_and_rounded():
    """AE-6.3: the path picture has at most ~60 points, starts at the ship, ends where it
    stops."""
    res = simulate(_discs(("r1", 0, 450, 30)), "r1", 90, 80, PLANETS)
    assert 2 <= len(res.path) <= PHYSICS["path_points"]
    assert res.path[0] == [450.0, 30.0]
    assert res.path[-1] == [round(res.positions["r1"][0], 1), round(res.positions["r1"][1], 1)]


def test_ram_is_the_first_enemy_contact_and_pushes_are_recorded():
    """AE-6.1: the mover bounces off its own ship without harm and rams the enemy it meets."""
    discs = _discs(("r1", 0, 450, 30), ("r2", 0, 500, 30), ("b1", 1, 450, 100))
    own = simulate(discs, "r1", 0, 30, PLANETS)
    assert own.hit == "r2" and own.rammed is None and "r2" in own.pushed
    enemy = simulate(discs, "r1", 90, 30, PLANETS)
    assert enemy.hit == "b1" and enemy.rammed == "b1"


def test_planets_bounce_and_ships_fly_off_the_board():
    """AE-6.1: a planet is a static obstacle; a disc whose centre leaves the board is off."""
    hx, hy = HOLE_XY["A4"]
    bounce = simulate(_discs(("r1", 0, hx - 100, hy)), "r1", 0, 30, PLANETS)
    assert bounce.hit == "A4"
    x, _ = bounce.positions["r1"]
    assert x < hx - PLANET_R - SHIP_R + 0.5
    gone = simulate(_discs(("r1", 0, 450, 20)), "r1", 270, 60, PLANETS)
    assert gone.off_board == ["r1"] and "r1" not in gone.positions
    assert gone.path[-1][1] < 0
