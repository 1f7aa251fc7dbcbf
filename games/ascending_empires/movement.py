"""The Move action (AE-3, 2. Move): launch, flick, land (with the peek), each costing 1 MP.

The first launch, flick or land of a turn starts the Move action with 2 MP plus technology
bonuses; it ends when the MP are spent, when none of them can be used any more, or (ruling for
AE-8.5) when the player says `done`; then combat follows (AE-4). A flick's outcome is recorded
in its canonical text (`flicks.py`).
"""

from __future__ import annotations

import math

from games.ascending_empires import flicks as F
from games.ascending_empires.board import (
    blockaded,
    default_angle,
    event,
    in_orbit,
    is_home,
    orbits_of,
    refresh_occupant,
    ring_spot,
    room,
    ships_of,
    spot_blocker,
    starships_of,
    tech_value,
)
from games.ascending_empires.data import (
    BATTLESHIP_R,
    HOLE_XY,
    HOLES,
    LETTERS,
    PLANET_R,
    SHIP_R,
    is_battleship,
    ship_owner,
    ship_radius,
)
from games.ascending_empires.notation import Action, fmt, number_text, plain
from games.ascending_empires.physics import power_for_distance
from games.ascending_empires.state import State
from games.ascending_empires.turn import finish_move
from games.ascending_empires.vp import gain
from games.base import IllegalMove

BASE_MP = 2


def total_mp(s: State, p: int) -> int:
    return BASE_MP + tech_value(s, p, "mp")


def _spend(s: State, p: int) -> None:
    if s.phase == "action":
        s.mp = total_mp(s, p)
        s.phase = "move"
    s.mp -= 1


def can_use_mp(s: State, p: int) -> bool:
    """Whether any launch, flick or land is possible (a ship on the board can always fly)."""
    return bool(ships_of(s, p)) or bool(launch_moves(s, p))


def _after_mp(s: State) -> None:
    """The Move ends when its MP are spent, or at once when none of them can be used."""
    if s.phase != "move":
        return
    if s.mp > 0 and not can_use_mp(s, s.seat):
        event(s, {"kind": "done", "seat": s.seat, "mp_left": s.mp, "auto": True})
        finish_move(s)
    elif s.mp == 0:
        finish_move(s)


def _own_board_ship(s: State, p: int, sid: str) -> None:
    if s.loc.get(sid) != "board" or ship_owner(sid) != p:
        raise IllegalMove("ae.err.not_your_ship", ship=sid, rule="AE-3")


# --- launch -------------------------------------------------------------------------------

def check_launch(s: State, p: int, a: Action) -> Action:
    """The launch with its spot on the orbit ring (AE-8.3: the given angle, else the default)."""
    _, h, big, angle = a
    if s.occupant[h] != p or s.pieces[h]["troops"] == 0:
        raise IllegalMove("ae.err.launch_no_troop", planet=h, rule="AE-3")
    if blockaded(s, h):
        raise IllegalMove("ae.err.blockaded_launch", planet=h, rule="AE-4.4")
    if big and s.loc.get(LETTERS[p] + "b") != "supply":
        raise IllegalMove("ae.err.no_battleship", rule="AE-5.4")
    if not big and not starships_of(s, p, "supply"):
        raise IllegalMove("ae.err.no_starship", rule="AE-3")
    radius = BATTLESHIP_R if big else SHIP_R
    if angle is None:
        angle = default_angle(s, h, radius)
        if angle is None:
            raise IllegalMove("ae.err.orbit_full", planet=h, rule="AE-8.3")
    blocker = spot_blocker(s, ring_spot(h, angle), radius)
    if blocker == "board":
        raise IllegalMove("ae.err.launch_off_board", planet=h, angle=number_text(angle),
                          rule="AE-8.3")
    if blocker in HOLE_XY:
        raise IllegalMove("ae.err.launch_on_planet", planet=h, angle=number_text(angle),
                          other=blocker, rule="AE-8.3")
    if blocker is not None:
        raise IllegalMove("ae.err.launch_on_ship", planet=h, angle=number_text(angle),
                          ship=blocker, rule="AE-8.3")
    return ("launch", h, big, angle)


def launch_moves(s: State, p: int) -> list[Action]:
    """One launch per planet and kind of ship, at the default spot (any free angle is legal):
    the checks of `check_launch`, each made once."""
    kinds = [(big, BATTLESHIP_R if big else SHIP_R) for big, ready in (
        (False, bool(starships_of(s, p, "supply"))),
        (True, s.loc.get(LETTERS[p] + "b") == "supply")) if ready]
    out: list[Action] = []
    if not kinds:
        return out
    for h in HOLES:
        if s.occupant[h] != p or s.pieces[h]["troops"] == 0 or blockaded(s, h):
            continue
        for big, radius in kinds:
            angle = default_angle(s, h, radius)
            if angle is not None:
                out.append(("launch", h, big, angle))
    return out


def do_launch(s: State, p: int, a: Action) -> None:
    _, h, big, angle = a
    _spend(s, p)
    sid = LETTERS[p] + "b" if big else starships_of(s, p, "supply")[0]
    s.pieces[h]["troops"] -= 1
    s.supply[p]["troops"] += 1
    refresh_occupant(s, h)
    s.loc[sid] = "board"
    s.pos[sid] = ring_spot(h, angle)
    event(s, {"kind": "launch", "seat": s.seat, "planet": h, "ship": sid, "angle": angle / 10,
              "move": fmt(a)})
    _after_mp(s)


# --- flick --------------------------------------------------------------------------------

def check_flick_aim(s: State, p: int, a: Action) -> None:
    """A flick is any angle and power (checked by the notation) of one of your ships."""
    _own_board_ship(s, p, a[1])


def check_flick(s: State, p: int, a: Action) -> Action:
    """The flick with its recorded outcome: checked against the seal when the text carries one,
    else simulated now (AE-6.1)."""
    check_flick_aim(s, p, a)
    return F.recorded(s, p, a)


def do_flick(s: State, p: int, a: Action) -> None:
    """Play the flick (with the aim error of AE-6.2; by its record when it has one): moved ships
    rest where it says, off-board ships return to their owners' supplies, a ram destroys both
    ships (AE-3, 2. Move) and scores with the technology."""
    sid = a[1]
    _spend(s, p)
    s.rng, angle, power = F.actual(s, a)
    out = F.outcome(s, a, angle, power)
    s.last_flick = F.note(s, p, a, (angle, power), out)
    for rest in out.rests:
        if rest.at is None:
            s.loc[rest.ship] = "supply"
            del s.pos[rest.ship]
        else:
            s.pos[rest.ship] = (rest.at[0] / 100, rest.at[1] / 100)
    off_board = [r.ship for r in out.rests if r.at is None]
    event(s, {"kind": "flick", "seat": s.seat, "ship": sid, "hit": out.hit,
              "off_board": off_board, "move": fmt(plain(a))})
    if out.ram:
        for gone in (sid, out.ram):
            if s.loc[gone] == "board":
                s.loc[gone] = "supply"
                del s.pos[gone]
        bonus = tech_value(s, p, "ram_vp") * (2 if is_battleship(out.ram) else 1)
        event(s, {"kind": "ram", "seat": s.seat, "ship": sid, "target": out.ram,
                  "victim": ship_owner(out.ram), "vp": bonus})
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
        raise IllegalMove("ae.err.not_in_orbit", ship=sid, planet=h, rule="AE-4.5")
    if is_home(s, h):
        raise IllegalMove("ae.err.land_homeworld", rule="AE-3.1")
    q = s.occupant[h]
    if q >= 0 and q != p:
        raise IllegalMove("ae.err.land_occupied", planet=h, rule="AE-3")
    if q == p and blockaded(s, h):
        raise IllegalMove("ae.err.blockaded_land", planet=h, rule="AE-4.4")
    if s.supply[p]["troops"] == 0:
        raise IllegalMove("ae.err.land_no_troop", rule="AE-3")
    if room(s, h) <= 0:
        raise IllegalMove("ae.err.planet_full", planet=h, rule="AE-3")


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
    event(s, {"kind": "land", "seat": s.seat, "ship": sid, "planet": h, "tile": s.tiles[h],
              "revealed": revealed})


def do_land(s: State, p: int, a: Action) -> None:
    """Land; on a face-down planet the player has not seen, peek first (phase `peek`)."""
    _, sid, h = a
    _spend(s, p)
    if h not in s.face_up and h not in s.known[p]:
        s.known[p].add(h)
        s.pending = {"kind": "land_peek", "planet": h, "ship": sid}
        s.phase = "peek"
        event(s, {"kind": "peek", "seat": s.seat, "ship": sid, "planet": h,
                  "hidden": {"tile": s.tiles[h]}, "move": fmt(a)})
        return
    _land_now(s, p, sid, h)
    _after_mp(s)


def do_peek_answer(s: State, p: int, a: Action) -> None:
    """`land confirm` lands (turning the planet face up), `land decline` keeps the ship."""
    pending = s.pending
    assert pending is not None  # the phase `peek` always has its pending landing
    s.pending = None
    s.phase = "move"
    if a[0] == "confirm":
        _land_now(s, p, pending["ship"], pending["planet"])
    else:
        event(s, {"kind": "decline", "seat": s.seat, "ship": pending["ship"],
                  "planet": pending["planet"]})
    _after_mp(s)


def do_done(s: State, p: int, a: Action) -> None:
    """Ruling for AE-8.5: the player may end the Move before spending every MP."""
    event(s, {"kind": "done", "seat": s.seat, "mp_left": s.mp, "auto": False})
    finish_move(s)
