"""The Move action (AE-3, 2. Move): launch, flick, land (with the peek), each costing 1 MP.

The first launch, flick or land of a turn starts the Move action with 2 MP plus technology
bonuses; when the MP run out, or the player says `done`, combat follows (AE-4).
"""

from __future__ import annotations

import math
from typing import Any

from games import rng
from games.ascending_empires.board import (
    blockaded,
    event,
    free_spot,
    in_orbit,
    is_home,
    orbits_at,
    orbits_of,
    refresh_occupant,
    room,
    ships_of,
    starships_of,
    tech_value,
)
from games.ascending_empires.data import (
    AIM_ERROR,
    BATTLESHIP_R,
    HOLE_XY,
    HOLES,
    LETTERS,
    PHYSICS,
    PLANET_R,
    SHIP_R,
    is_battleship,
    ship_owner,
    ship_radius,
)
from games.ascending_empires.notation import Action, fmt
from games.ascending_empires.physics import Disc, FlickResult, power_for_distance, simulate
from games.ascending_empires.state import State
from games.ascending_empires.turn import finish_move
from games.ascending_empires.vp import gain
from games.base import IllegalMove

BASE_MP = 2
_PLANETS = [(h, *HOLE_XY[h]) for h in HOLES]


def total_mp(s: State, p: int) -> int:
    return BASE_MP + tech_value(s, p, "mp")


def _spend(s: State, p: int) -> None:
    if s.phase == "action":
        s.mp = total_mp(s, p)
        s.phase = "move"
    s.mp -= 1


def _after_mp(s: State) -> None:
    if s.phase == "move" and s.mp == 0:
        finish_move(s)


def _own_board_ship(s: State, p: int, sid: str) -> None:
    if s.loc.get(sid) != "board" or ship_owner(sid) != p:
        raise IllegalMove(f"`{sid}` is not one of your ships on the board.", rule="AE-3")


# --- launch -------------------------------------------------------------------------------

def check_launch(s: State, p: int, a: Action) -> None:
    _, h, big = a
    if s.occupant[h] != p or s.pieces[h]["troops"] == 0:
        raise IllegalMove(f"Launching takes one of your troops from the planet; you have none "
                          f"on {h} (AE-3).", rule="AE-3")
    if blockaded(s, h):
        raise IllegalMove(f"{h} is blockaded by an enemy ship in its orbit: no launch from it "
                          "(AE-4.4).", rule="AE-4.4")
    if big and s.loc.get(LETTERS[p] + "b") != "supply":
        raise IllegalMove("Your battleship is not in your supply.", rule="AE-5.4")
    if not big and not starships_of(s, p, "supply"):
        raise IllegalMove("You have no starship in your supply to launch (AE-3).", rule="AE-3")
    if free_spot(s, h, BATTLESHIP_R if big else SHIP_R) is None:
        raise IllegalMove(f"There is no room left in the orbit of {h}.", rule="AE-3")


def launch_moves(s: State, p: int) -> list[Action]:
    out: list[Action] = []
    for h in HOLES:
        if s.occupant[h] != p or s.pieces[h]["troops"] == 0:
            continue
        for big in (False, True):
            a = ("launch", h, big)
            try:
                check_launch(s, p, a)
            except IllegalMove:
                continue
            out.append(a)
    return out


def do_launch(s: State, p: int, a: Action) -> None:
    _, h, big = a
    _spend(s, p)
    sid = LETTERS[p] + "b" if big else starships_of(s, p, "supply")[0]
    spot = free_spot(s, h, ship_radius(sid))
    assert spot is not None  # checked
    s.pieces[h]["troops"] -= 1
    s.supply[p]["troops"] += 1
    refresh_occupant(s, h)
    s.loc[sid] = "board"
    s.pos[sid] = spot
    event(s, "launch", planet=h, ship=sid, move=fmt(a))
    _after_mp(s)


# --- flick --------------------------------------------------------------------------------

def check_flick(s: State, p: int, a: Action) -> None:
    _own_board_ship(s, p, a[1])


def discs(s: State) -> list[Disc]:
    mass = {True: float(PHYSICS["battleship_mass"]), False: float(PHYSICS["ship_mass"])}
    return [
        Disc(sid, ship_owner(sid), x, y, ship_radius(sid), mass[is_battleship(sid)])
        for sid, (x, y) in s.pos.items()
    ]


def run_flick(s: State, sid: str, angle: float, power: float) -> FlickResult:
    return simulate(discs(s), sid, angle, power, _PLANETS)


def aim_error(state_rng: int, level: str) -> tuple[int, float, float]:
    """(new rng, angle error in degrees, relative power error): AE-6.2, triangular around 0."""
    size = AIM_ERROR[level]
    errors = []
    for _ in range(2):
        state_rng, a = rng.next_u64(state_rng)
        state_rng, b = rng.next_u64(state_rng)
        errors.append((a + b) / 2.0**64 - 1.0)
    return state_rng, errors[0] * size["angle"], errors[1] * size["power"]


def flick_record(s: State, p: int, a: Action, actual: tuple[float, float],
                 res: FlickResult) -> dict[str, Any]:
    """The `last_flick` / `predict` picture of a flick."""
    sid = a[1]
    destroyed = [sid, res.rammed] if res.rammed else []
    gone = set(destroyed) | set(res.off_board)
    orbit = None
    if sid not in gone:
        x, y = res.positions.get(sid, s.pos[sid])
        found = orbits_at(x, y, ship_radius(sid))
        orbit = found[0] if found else None
    return {
        "seat": p, "ship": sid, "angle": a[2] / 10, "power": a[3] / 10,
        "actual_angle": actual[0], "actual_power": actual[1],
        "path": res.path, "pushed": res.pushed,
        "hit": res.hit, "destroyed": destroyed, "off_board": list(res.off_board),
        "orbit": orbit, "move": fmt(a),
    }


def do_flick(s: State, p: int, a: Action) -> None:
    """Simulate the flick (with the aim error of AE-6.2), then: off-board ships return to their
    owners' supplies, a ram destroys both ships (AE-3, 2. Move) and scores with the tech."""
    _, sid, angle_t, power_t = a
    _spend(s, p)
    angle, power = angle_t / 10, power_t / 10
    if AIM_ERROR[s.aim]["angle"] or AIM_ERROR[s.aim]["power"]:
        s.rng, da, dp = aim_error(s.rng, s.aim)
        angle = round((angle + da) % 360, 2)
        power = round(power * (1 + dp), 2)
    res = run_flick(s, sid, angle, power)
    s.last_flick = flick_record(s, p, a, (angle, power), res)
    for moved, xy in res.positions.items():
        s.pos[moved] = xy
    for lost in res.off_board:
        s.loc[lost] = "supply"
        del s.pos[lost]
    event(s, "flick", ship=sid, hit=res.hit, off_board=list(res.off_board), move=fmt(a))
    if res.rammed:
        for gone in (sid, res.rammed):
            if s.loc[gone] == "board":
                s.loc[gone] = "supply"
                del s.pos[gone]
        bonus = tech_value(s, p, "ram_vp") * (2 if is_battleship(res.rammed) else 1)
        event(s, "ram", ship=sid, target=res.rammed, victim=ship_owner(res.rammed), vp=bonus)
        gain(s, p, bonus)
    _after_mp(s)


def representative_flick(s: State, sid: str) -> Action:
    """The one flick per ship that `legal_moves` lists: straight at the nearest planet the ship
    is not orbiting and could land on (any planet if none), just hard enough to stop in its
    orbit when nothing is in the way."""
    x, y = s.pos[sid]
    p = ship_owner(sid)
    here = set(orbits_of(s, sid))
    near = sorted((math.hypot(hx - x, hy - y), h) for h, (hx, hy) in HOLE_XY.items()
                  if h not in here)
    landable = [(d, h) for d, h in near
                if not is_home(s, h) and s.occupant[h] in (-1, p) and room(s, h) > 0]
    dist, h = (landable or near)[0]
    hx, hy = HOLE_XY[h]
    angle = math.degrees(math.atan2(hy - y, hx - x)) % 360
    power = power_for_distance(dist - PLANET_R - ship_radius(sid) - 4.0)
    return ("flick", sid, round(angle * 10) % 3600, round(power * 10))


def flick_moves(s: State, p: int) -> list[Action]:
    return [representative_flick(s, sid) for sid in ships_of(s, p)]


# --- land ---------------------------------------------------------------------------------

def check_land(s: State, p: int, a: Action) -> None:
    _, sid, h = a
    _own_board_ship(s, p, sid)
    if not in_orbit(s, sid, h):
        raise IllegalMove(f"`{sid}` is not in the orbit of {h} (AE-4.5).", rule="AE-4.5")
    if is_home(s, h):
        raise IllegalMove("Nobody lands on a homeworld: it is used only to recruit and launch "
                          "(AE-3.1).", rule="AE-3.1")
    q = s.occupant[h]
    if q >= 0 and q != p:
        raise IllegalMove(f"{h} is occupied by another player: you cannot land there (AE-3).",
                          rule="AE-3")
    if q == p and blockaded(s, h):
        raise IllegalMove(f"{h} is blockaded by an enemy ship in its orbit: no landing "
                          "(AE-4.4).", rule="AE-4.4")
    if s.supply[p]["troops"] == 0:
        raise IllegalMove("Landing puts a troop from your supply on the planet, and your "
                          "supply has none (AE-3).", rule="AE-3")
    if room(s, h) <= 0:
        raise IllegalMove(f"{h} already holds 3 pieces (AE-3).", rule="AE-3")


def land_moves(s: State, p: int) -> list[Action]:
    out: list[Action] = []
    for sid in ships_of(s, p):
        for h in orbits_of(s, sid):
            a = ("land", sid, h)
            try:
                check_land(s, p, a)
            except IllegalMove:
                continue
            out.append(a)
    return out


def _land_now(s: State, p: int, sid: str, h: str) -> None:
    s.loc[sid] = "supply"
    del s.pos[sid]
    s.supply[p]["troops"] -= 1
    s.pieces[h]["troops"] += 1
    s.occupant[h] = p
    revealed = h not in s.face_up
    s.face_up.add(h)
    event(s, "land", ship=sid, planet=h, tile=s.tiles[h], revealed=revealed)


def do_land(s: State, p: int, a: Action) -> None:
    """Land; on a face-down planet the player has not seen, peek first (phase `peek`)."""
    _, sid, h = a
    _spend(s, p)
    if h not in s.face_up and h not in s.known[p]:
        s.known[p].add(h)
        s.pending = {"kind": "land_peek", "planet": h, "ship": sid}
        s.phase = "peek"
        event(s, "peek", ship=sid, planet=h, hidden={"tile": s.tiles[h]}, move=fmt(a))
        return
    _land_now(s, p, sid, h)
    _after_mp(s)


def do_peek_answer(s: State, p: int, a: Action) -> None:
    """`land confirm` lands (turning the planet face up), `land decline` keeps the ship."""
    pending = s.pending
    assert pending is not None
    s.pending = None
    s.phase = "move"
    if a[0] == "confirm":
        _land_now(s, p, pending["ship"], pending["planet"])
    else:
        event(s, "decline", ship=pending["ship"], planet=pending["planet"])
    _after_mp(s)


def do_done(s: State, p: int, a: Action) -> None:
    event(s, "done", mp_left=s.mp)
    finish_move(s)
