"""The ship as a structure: joins, pieces, exposed connectors, placement legality, inspection.

Everything here reads tiles and rotations only (never contents), in board directions; a ship's
`front` says which board direction its front faces (always north except on class IA and with
Somersault, GT-5.6.1.1 and GT-5.8.5 #17).
"""

from __future__ import annotations

from games.galaxy_trucker.geometry import OFFSET
from games.galaxy_trucker.ship import Ship
from games.galaxy_trucker.tiles import BARREL, CONNECTORS, EXHAUST, SIDES, join


def side_at(ship: Ship, q: int, d: int) -> str:
    return SIDES[ship.tiles[q]][ship.rot[q]][d]


def joined(ship: Ship, q: int) -> list[int]:
    """Squares whose tile is joined to the tile on `q` (connector to connector, GT-1.2.3)."""
    sides = SIDES[ship.tiles[q]][ship.rot[q]]
    out = []
    for d in range(4):
        n = q + OFFSET[d]
        t = ship.tiles.get(n)
        if t is not None and join(sides[d], SIDES[t][ship.rot[n]][(d + 2) % 4]) == 1:
            out.append(n)
    return out


def pieces(ship: Ship) -> list[list[int]]:
    """The ship's separate pieces (tiles connected through joined sides, GT-2.5.5), each sorted,
    in the order of their first square."""
    seen: set[int] = set()
    out: list[list[int]] = []
    for q in sorted(ship.tiles):
        if q in seen:
            continue
        piece, todo = [], [q]
        seen.add(q)
        while todo:
            cur = todo.pop()
            piece.append(cur)
            for n in joined(ship, cur):
                if n not in seen:
                    seen.add(n)
                    todo.append(n)
        out.append(sorted(piece))
    return out


def exposed_sides(ship: Ship, q: int) -> int:
    """Connector sides of the tile on `q` with no tile beyond them (GT-1.2.4)."""
    sides = SIDES[ship.tiles[q]][ship.rot[q]]
    return sum(1 for d in range(4) if sides[d] in CONNECTORS and q + OFFSET[d] not in ship.tiles)


def exposed(ship: Ship) -> int:
    """Exposed connectors of the whole ship (GT-2.12.4)."""
    return sum(exposed_sides(ship, q) for q in ship.tiles)


def exposed_tiles(ship: Ship) -> list[int]:
    return [q for q in sorted(ship.tiles) if exposed_sides(ship, q)]


def engine_ok(ship: Ship, tile: int, rot: int, somersault: bool = False) -> bool:
    """GT-2.5.2: an exhaust points to the ship's rear (or its front with Somersault)."""
    sides = SIDES[tile][rot]
    if EXHAUST not in sides:
        return True
    d = sides.index(EXHAUST)
    return d == (ship.front + 2) % 4 or (somersault and d == ship.front)


def _meeting(mine: str, theirs: str) -> str | None:
    """The refusal for two touching sides, or None when they may touch."""
    if join(mine, theirs) >= 0:
        return None
    if BARREL in (mine, theirs):
        return "gt.err.blocked_barrel"
    if EXHAUST in (mine, theirs):
        return "gt.err.blocked_exhaust"
    return "gt.err.bad_join"


def placement_error(ship: Ship, q: int, tile: int, rot: int, strict: bool,
                    somersault: bool = False) -> str | None:
    """Why `tile` may not go on `q` at `rot`, or None (GT-2.4; strict: GT-2.4.4)."""
    layout = ship.layout
    if q not in layout.squares:
        return "gt.err.off_board"
    if q in ship.tiles:
        return "gt.err.square_taken"
    sides = SIDES[tile][rot]
    touching = False
    first_of_half = layout.split and not ship.squares(layout.halves[q])
    for d in range(4):
        n = q + OFFSET[d]
        t = ship.tiles.get(n)
        if t is None:
            continue
        theirs = SIDES[t][ship.rot[n]][(d + 2) % 4]
        if strict:
            problem = _meeting(sides[d], theirs)
            if problem:
                return problem
            touching = touching or join(sides[d], theirs) == 1
        else:
            touching = touching or (sides[d] in CONNECTORS and theirs in CONNECTORS)
    if not touching and not first_of_half:
        return "gt.err.not_attached"
    if strict and not engine_ok(ship, tile, rot, somersault):
        return "gt.err.engine_direction"
    return None


def candidate_squares(ship: Ship) -> list[int]:
    """Empty squares where a tile could go: next to a placed tile, or anywhere in a half of a
    split ship (IIA) that has no tile yet."""
    layout = ship.layout
    out = set()
    for q in ship.tiles:
        for off in OFFSET:
            n = q + off
            if n in layout.squares and n not in ship.tiles:
                out.add(n)
    if layout.split:
        for half in set(layout.halves.values()):
            if not ship.squares(half):
                out.update(q for q in layout.squares if layout.halves[q] == half)
    return sorted(out)


_JOIN = {(a, b): join(a, b) for a in "-SDUBX" for b in "-SDUBX"}


def legal_placements(ship: Ship, tile: int, strict: bool,
                     somersault: bool = False) -> list[tuple[int, int]]:
    """Every (square, rotation) where `tile` may be placed now, in square then rotation order.

    The same answer as asking `placement_error` for each, computed once per square (the
    building panel and the AI call this for every tile drawn)."""
    layout = ship.layout
    rear, front = (ship.front + 2) % 4, ship.front
    rotations = SIDES[tile]
    exhausts = [sides.index(EXHAUST) if EXHAUST in sides else -1 for sides in rotations]
    out = []
    for q in candidate_squares(ship):
        facing = []
        for d in range(4):
            n = q + OFFSET[d]
            t = ship.tiles.get(n)
            if t is not None:
                facing.append((d, SIDES[t][ship.rot[n]][(d + 2) % 4]))
        first = layout.split and not facing and not ship.squares(layout.halves[q])
        for r in range(4):
            sides = rotations[r]
            touching = first
            ok = True
            for d, theirs in facing:
                meet = _JOIN[sides[d], theirs]
                if strict:
                    if meet < 0:
                        ok = False
                        break
                    touching = touching or meet == 1
                else:
                    touching = touching or (sides[d] in CONNECTORS and theirs in CONNECTORS)
            if not ok or not touching:
                continue
            x = exhausts[r]
            if strict and x >= 0 and x != rear and not (somersault and x == front):
                continue
            out.append((q, r))
    return out


def errors(ship: Ship, somersault: bool = False) -> set[int]:
    """Squares of tiles that break a structural rule (GT-2.5.1 to GT-2.5.4): bad joins (both
    tiles), engines not facing the rear, tiles touching a barrel or an exhaust."""
    bad: set[int] = set()
    for q, tile in ship.tiles.items():
        rot = ship.rot[q]
        if not engine_ok(ship, tile, rot, somersault):
            bad.add(q)
        sides = SIDES[tile][rot]
        for d in (1, 2):  # each pair once
            n = q + OFFSET[d]
            t = ship.tiles.get(n)
            if t is not None and join(sides[d], SIDES[t][ship.rot[n]][(d + 2) % 4]) < 0:
                bad.update((q, n))
    return bad


def is_legal(ship: Ship, somersault: bool = False) -> bool:
    """GT-2.5: no structural error, and one piece per half that has tiles (GT-2.5.5)."""
    if errors(ship, somersault):
        return False
    halves = {ship.half(q) for q in ship.tiles}
    return len(pieces(ship)) <= len(halves)
