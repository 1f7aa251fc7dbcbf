"""Geometry and board facts derived from a state: orbits, blockades, defence, range, VP.

Kept apart from the actions so that the rules, the view and the AI ask the same questions the
same way (a ship is in orbit by one definition only, AE-4.5).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from games.ascending_empires.data import (
    DEFENCE,
    HOLE_XY,
    HOLES,
    LETTERS,
    ORBIT_R,
    PIECES_PER_PLANET,
    PLANET_R,
    RANGE_LONG,
    RANGE_SHORT,
    SIZE,
    TECH,
    TROOPS,
    UNSETTLED,
    is_battleship,
    ship_owner,
    ship_radius,
)
from games.ascending_empires.state import PIECE_KINDS, State

if TYPE_CHECKING:
    from games.ascending_empires.view import Event


def event(s: State, e: Event) -> None:
    """Record what happened (`hidden` fields are shown to the acting seat only)."""
    s.events.append(e)


def tech_value(s: State, p: int, key: str) -> int:
    """The sum of an effect (`mp`, `defence`, ...) over the levels seat `p` has reached."""
    return sum(TECH[c][lv].get(key, 0) for c, level in s.tech[p].items() for lv in range(level))


def ships_of(s: State, p: int, where: str = "board") -> list[str]:
    """Seat `p`'s ships at `where` (board, supply or box), starships first, in id order."""
    letter = LETTERS[p]
    return [sid for sid, at in s.loc.items() if at == where and sid[0] == letter]


def starships_of(s: State, p: int, where: str) -> list[str]:
    return [sid for sid in ships_of(s, p, where) if not is_battleship(sid)]


def board_ships(s: State) -> list[str]:
    """Ships on the board (exactly those with a position), in a stable order."""
    return sorted(s.pos)


def in_orbit(s: State, sid: str, hole: str) -> bool:
    """AE-4.5: the ship's disc overlaps the hole's orbit ring."""
    x, y = s.pos[sid]
    hx, hy = HOLE_XY[hole]
    return math.hypot(x - hx, y - hy) <= ORBIT_R + ship_radius(sid)


def orbits_of(s: State, sid: str) -> list[str]:
    """Every hole whose orbit the ship is in (usually none or one), nearest first."""
    x, y = s.pos[sid]
    return orbits_at(x, y, ship_radius(sid))


def orbits_at(x: float, y: float, radius: float) -> list[str]:
    """Every hole whose orbit ring a disc of `radius` centred at (x, y) overlaps, nearest first."""
    reach = ORBIT_R + radius
    found = []
    for h, (hx, hy) in HOLE_XY.items():
        if abs(x - hx) <= reach and abs(y - hy) <= reach:
            d = math.hypot(x - hx, y - hy)
            if d <= reach:
                found.append((d, h))
    return [h for _, h in sorted(found)]


def orbit_map(s: State) -> dict[str, list[str]]:
    """Hole -> ships in its orbit (a ship touching two rings is in both)."""
    out: dict[str, list[str]] = {h: [] for h in HOLES}
    for sid in board_ships(s):
        for h in orbits_of(s, sid):
            out[h].append(sid)
    return out


def is_home(s: State, hole: str) -> bool:
    return s.tiles[hole] == "home"


def piece_count(s: State, hole: str) -> int:
    return sum(s.pieces[hole].values())


def blockaded(s: State, hole: str, orbits: dict[str, list[str]] | None = None) -> bool:
    """AE-4.4: an occupied planet (never a homeworld, AE-3.1) with an enemy ship in orbit."""
    q = s.occupant[hole]
    if q < 0 or is_home(s, hole):
        return False
    mine = LETTERS[q]
    if orbits is not None:
        return any(sid[0] != mine for sid in orbits[hole])
    hx, hy = HOLE_XY[hole]
    return any(
        sid[0] != mine and math.hypot(x - hx, y - hy) <= ORBIT_R + ship_radius(sid)
        for sid, (x, y) in s.pos.items()
    )


def defended(s: State, hole: str, orbits: dict[str, list[str]]) -> bool:
    """Ships of two or more players share the orbit: none of them may attack it (AE-4.3)."""
    return len({ship_owner(sid) for sid in orbits[hole]}) >= 2


def defence(s: State, hole: str) -> int:
    """AE-4.3: troop 1, colony 1, city 2, station 0, plus the occupant's defence technology."""
    base = sum(DEFENCE[k] * s.pieces[hole][k] for k in PIECE_KINDS)
    q = s.occupant[hole]
    return base + (tech_value(s, q, "defence") if q >= 0 else 0)


def strength(ships: list[str] | tuple[str, ...]) -> int:
    """Attack strength: a battleship counts 2 (AE-5.4)."""
    return sum(2 if is_battleship(sid) else 1 for sid in ships)


def attack_range(s: State, p: int) -> float:
    """AE-4.2: the ruler's short side, the long side with the technology."""
    return RANGE_LONG if tech_value(s, p, "long_range") else RANGE_SHORT


def edge_distance(s: State, a: str, b: str) -> float:
    (ax, ay), (bx, by) = s.pos[a], s.pos[b]
    return math.hypot(ax - bx, ay - by) - ship_radius(a) - ship_radius(b)


def room(s: State, hole: str) -> int:
    """Free places on a planet under the three-piece limit (AE-3, 4. Build); on a homeworld only
    when the provisional answer of AE-8.7 says the limit holds there."""
    if is_home(s, hole) and not UNSETTLED["piece_limit_on_homeworlds"]:
        return TROOPS
    return PIECES_PER_PLANET - piece_count(s, hole)


def refresh_occupant(s: State, hole: str) -> None:
    """A planet left with no piece is no longer occupied (a homeworld stays its owner's)."""
    if not is_home(s, hole) and piece_count(s, hole) == 0:
        s.occupant[hole] = -1


LAUNCH_STEPS = 30, 5  # degrees between the default spots tried: coarse first, then fine


def ring_spot(hole: str, angle_tenths: int) -> tuple[float, float]:
    """The point of `hole`'s orbit ring at an angle (tenths of a degree, clockwise from east)."""
    hx, hy = HOLE_XY[hole]
    a = math.radians(angle_tenths / 10)
    return (round(hx + ORBIT_R * math.cos(a), 2), round(hy + ORBIT_R * math.sin(a), 2))


def spot_blocker(s: State, xy: tuple[float, float], radius: float) -> str | None:
    """What keeps a disc of `radius` from being put at `xy`: `board` when it would stick out of
    the board, a hole whose planet it would overlap, a ship it would overlap; None if free."""
    x, y = xy
    if not (radius <= x <= SIZE - radius and radius <= y <= SIZE - radius):
        return "board"
    gap = PLANET_R + radius + 0.5
    for h, (px, py) in HOLE_XY.items():
        if abs(x - px) < gap and abs(y - py) < gap and math.hypot(x - px, y - py) < gap:
            return h
    for sid, (ox, oy) in s.pos.items():
        if math.hypot(x - ox, y - oy) < radius + ship_radius(sid) + 0.5:
            return sid
    return None


def default_angle(s: State, hole: str, radius: float) -> int | None:
    """AE-8.3's default launch spot (tenths of a degree): the side of the orbit ring facing the
    board centre, else the nearest free spot in 30° steps alternating clockwise and
    anticlockwise, then in 5° steps; None when the ring has no room left."""
    hx, hy = HOLE_XY[hole]
    base = round(math.degrees(math.atan2(SIZE / 2 - hy, SIZE / 2 - hx)) * 10)
    for step in LAUNCH_STEPS:
        count = 360 // step
        turns = [0, *(k * sign for k in range(1, count // 2 + 1) for sign in (1, -1))][:count]
        for turn in turns:
            angle = (base + turn * step * 10) % 3600
            if spot_blocker(s, ring_spot(hole, angle), radius) is None:
                return angle
    return None


def free_spot(s: State, hole: str, radius: float) -> tuple[float, float] | None:
    """Where a ship put in `hole`'s orbit at the default spot goes (None: the ring is full)."""
    angle = default_angle(s, hole, radius)
    return None if angle is None else ring_spot(hole, angle)
