"""The ship as a structure: joins, pieces, exposed connectors, placement legality, inspection.

Everything here reads tiles and rotations only (never contents), in board directions; a ship's
`front` says which board direction its front faces (always north except on class IA and with
Somersault, GT-5.6.1.1 and GT-5.8.5 #17).
"""

from __future__ import annotations

from games.galaxy_trucker.geometry import OFFSET, STRIDE, Layout
from games.galaxy_trucker.ship import Ship
from games.galaxy_trucker.tiles import BARREL, CONNECTORS, EXHAUST, SIDES, join

_JOIN = {(a, b): join(a, b) for a in "-SDUBX" for b in "-SDUBX"}  # side meets side
_DIRS = tuple((d, OFFSET[d], (d + 2) % 4) for d in range(4))  # direction, offset, facing side


def side_at(ship: Ship, q: int, d: int) -> str:
    return SIDES[ship.tiles[q]][ship.rot[q]][d]


def joined(ship: Ship, q: int) -> list[int]:
    """Squares whose tile is joined to the tile on `q` (connector to connector, GT-1.2.3)."""
    tiles, rot = ship.tiles, ship.rot
    sides = SIDES[tiles[q]][rot[q]]
    out = []
    for d, off, back in _DIRS:
        n = q + off
        t = tiles.get(n)
        if t is not None and _JOIN[sides[d], SIDES[t][rot[n]][back]] == 1:
            out.append(n)
    return out


def pieces(ship: Ship) -> list[list[int]]:
    """The ship's separate pieces (tiles connected through joined sides, GT-2.5.5), each sorted,
    in the order of their first square."""
    tiles, rots = ship.tiles, ship.rot
    seen: set[int] = set()
    out: list[list[int]] = []
    for q in sorted(tiles):
        if q in seen:
            continue
        piece, todo = [], [q]
        seen.add(q)
        while todo:
            cur = todo.pop()
            piece.append(cur)
            sides = SIDES[tiles[cur]][rots[cur]]
            for d, off, back in _DIRS:  # `joined`, inline
                n = cur + off
                if n in seen:
                    continue
                t = tiles.get(n)
                if t is not None and _JOIN[sides[d], SIDES[t][rots[n]][back]] == 1:
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
    tiles, rots = ship.tiles, ship.rot
    for d, off, back in _DIRS:
        n = q + off
        t = tiles.get(n)
        if t is None:
            continue
        mine, theirs = sides[d], SIDES[t][rots[n]][back]
        if strict:
            meet = _JOIN[mine, theirs]
            if meet < 0:
                return _meeting(mine, theirs)
            touching = touching or meet == 1
        else:
            touching = touching or (mine in CONNECTORS and theirs in CONNECTORS)
    if not touching and not first_of_half:
        return "gt.err.not_attached"
    if strict and not engine_ok(ship, tile, rot, somersault):
        return "gt.err.engine_direction"
    return None


def candidate_squares(ship: Ship) -> list[int]:
    """Empty squares where a tile could go: next to a placed tile, or anywhere in a half of a
    split ship (IIA) that has no tile yet."""
    layout = ship.layout
    tiles = ship.tiles
    near = _neighbours(layout)
    out = {n for q in tiles for n in (near.get(q) or _near(layout, q)) if n not in tiles}
    if layout.split:
        for half in set(layout.halves.values()):
            if not ship.squares(half):
                out.update(q for q in layout.squares if layout.halves[q] == half)
    return sorted(out)


_NEIGHBOURS: dict[str, dict[int, tuple[int, ...]]] = {}


def _near(layout: Layout, q: int) -> tuple[int, ...]:
    """The squares of the board next to `q`, in direction order."""
    return tuple(q + off for off in OFFSET if q + off in layout.squares)


def _neighbours(layout: Layout) -> dict[int, tuple[int, ...]]:
    """`_near` of every square of the board, computed once per class."""
    near = _NEIGHBOURS.get(layout.name)
    if near is None:
        near = _NEIGHBOURS[layout.name] = {q: _near(layout, q) for q in layout.squares}
    return near


def legal_placements(ship: Ship, tile: int, strict: bool,
                     somersault: bool = False) -> list[tuple[int, int]]:
    """Every (square, rotation) where `tile` may be placed now, in square then rotation order.

    The same answer as asking `placement_error` for each, computed once per square: what a
    square allows depends only on the sides facing it, so the rotations that fit are looked up
    by those sides (the building panel and the AIs call this for every tile drawn)."""
    layout = ship.layout
    tiles, rots = ship.tiles, ship.rot
    split = layout.split
    front = ship.front
    shape = _SHAPE[tile]
    out = []
    for q in candidate_squares(ship):
        facing = _facing(tiles, rots, q)
        first = split and facing == "...." and not ship.squares(layout.halves[q])
        key = (shape, facing, first, strict, somersault, front)
        fits = _FITS.get(key)
        if fits is None:
            fits = _fits(key)
        for r in fits:
            out.append((q, r))
    return out


def placement_ok(ship: Ship, q: int, tile: int, rot: int, strict: bool,
                 somersault: bool = False) -> bool:
    """`placement_error(...) is None`, faster where the reason is not wanted."""
    layout = ship.layout
    if layout.split or q not in layout.squares or q in ship.tiles:
        return placement_error(ship, q, tile, rot, strict, somersault) is None
    key = (_SHAPE[tile], _facing(ship.tiles, ship.rot, q), False, strict, somersault, ship.front)
    fits = _FITS.get(key)
    if fits is None:
        fits = _fits(key)
    return rot in fits


def _facing(tiles: dict[int, int], rots: dict[int, int], q: int) -> str:
    """The sides the tiles around `q` turn to it, from the north, east, south and west (`.`
    where there is no tile)."""
    t = tiles.get(q - STRIDE)
    facing = "." if t is None else SIDES[t][rots[q - STRIDE]][2]
    t = tiles.get(q + 1)
    facing += "." if t is None else SIDES[t][rots[q + 1]][3]
    t = tiles.get(q + STRIDE)
    facing += "." if t is None else SIDES[t][rots[q + STRIDE]][0]
    t = tiles.get(q - 1)
    return facing + ("." if t is None else SIDES[t][rots[q - 1]][1])


def _fits(key: tuple[int, str, bool, bool, bool, int]) -> tuple[int, ...]:
    if len(_FITS) > 100_000:
        _FITS.clear()
    fits = _FITS[key] = _fitting(*key)
    return fits


_FITS: dict[tuple[int, str, bool, bool, bool, int], tuple[int, ...]] = {}
# tiles with the same sides fit the same way: the memo knows them by one of them
_FIRST_OF_SHAPE: dict[tuple[tuple[str, ...], ...], int] = {}
_SHAPE: dict[int, int] = {t: _FIRST_OF_SHAPE.setdefault(rots, t) for t, rots in SIDES.items()}


def _fitting(tile: int, facing: str, first: bool, strict: bool, somersault: bool,
             front: int) -> tuple[int, ...]:
    """The rotations of `tile` that may go on a square whose neighbours turn `facing` to it (one
    side per direction, `.` for none), `first`: the first tile of a half of a split ship."""
    rear = (front + 2) % 4
    out = []
    for r, sides in enumerate(SIDES[tile]):
        touching = first
        ok = True
        for d in range(4):
            theirs = facing[d]
            if theirs == ".":
                continue
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
        x = sides.index(EXHAUST) if EXHAUST in sides else -1
        if strict and x >= 0 and x != rear and not (somersault and x == front):
            continue
        out.append(r)
    return tuple(out)


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
