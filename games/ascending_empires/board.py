"""Geometry and board facts derived from a state: orbits, blockades, defence, range, VP.

Kept apart from the actions so that the rules, the view and the AI ask the same questions the
same way (a ship is in orbit by one definition only, AE-4.5).
"""

from __future__ import annotations

import math
from typing import Any

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
    is_battleship,
    ship_owner,
    ship_radius,
)
from games.ascending_empires.state import PIECE_KINDS, State


def event(s: State, kind: str, **fields: Any) -> None:
    """Record what happened (`hidden` fields are shown to the acting seat only)."""
    s.events.append({"kind": kind, "seat": s.seat, **fields})


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
    for h in HOLES:
        hx, hy = HOLE_XY[h]
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
    if orbits is not None:
        return any(ship_owner(sid) != q for sid in orbits[hole])
    hx, hy = HOLE_XY[hole]
    return any(
        ship_owner(sid) != q and math.hypot(x - hx, y - hy) <= ORBIT_R + ship_radius(sid)
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
    """Free places on a planet under the three-piece limit (AE-3.4)."""
    return PIECES_PER_PLANET - piece_count(s, hole)


def refresh_occupant(s: State, hole: str) -> None:
    """A planet left with no piece is no longer occupied (a homeworld stays its owner's)."""
    if not is_home(s, hole) and piece_count(s, hole) == 0:
        s.occupant[hole] = -1


def free_spot(s: State, hole: str, radius: float) -> tuple[float, float] | None:
    """Where a launched ship goes: on the orbit ring, first on the side facing the board centre,
    then 30° steps alternating clockwise and anticlockwise; closer in if the ring is full."""
    hx, hy = HOLE_XY[hole]
    base = math.atan2(SIZE / 2 - hy, SIZE / 2 - hx)
    steps = [0, *[k * sign for k in range(1, 7) for sign in (1, -1)]][:12]
    others = [(s.pos[sid], ship_radius(sid)) for sid in board_ships(s)]
    for dist in (ORBIT_R, PLANET_R + radius + 1.0):
        for k in steps:
            a = base + math.radians(30 * k)
            x = round(hx + dist * math.cos(a), 2)
            y = round(hy + dist * math.sin(a), 2)
            if not (radius <= x <= SIZE - radius and radius <= y <= SIZE - radius):
                continue
            if any(math.hypot(x - px, y - py) < PLANET_R + radius + 0.5
                   for px, py in HOLE_XY.values()):
                continue
            if any(math.hypot(x - ox, y - oy) < radius + r + 0.5 for (ox, oy), r in others):
                continue
            return (x, y)
    return None
