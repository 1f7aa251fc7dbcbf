"""Tiles: what each of the 186 components is (kind, capacities, sides) and how sides meet.

Directions are board directions 0..3 = north, east, south, west (GT-0.2: the front of a ship
that has not turned is north). A tile rotated `r` quarter turns clockwise shows, towards
direction `d`, the side it had towards `d - r` at rotation 0 (GT-1.2.2: never flipped).
"""

from __future__ import annotations

from dataclasses import dataclass

from games.galaxy_trucker.data.tiles_base import BASE_TILES, START_CABINS
from games.galaxy_trucker.data.tiles_expansion import EXPANSION_TILES, ORANGE_START

N, E, S, W = 0, 1, 2, 3
DIRECTIONS = ("n", "e", "s", "w")
CONNECTORS = frozenset("SDU")
BARREL, EXHAUST, SMOOTH = "B", "X", "-"

CABIN_KINDS = frozenset({"start", "cabin", "luxury"})
ENGINE_KINDS = frozenset({"engine", "dengine", "engcannon"})
CANNON_KINDS = frozenset({"cannon", "dcannon", "bicannon", "engcannon"})
POWERED_CANNONS = frozenset({"dcannon", "bicannon"})
BATTERY_KINDS = frozenset({"battery", "battcargo"})
HOLD_KINDS = frozenset({"cargo", "special", "mixed", "battcargo"})
LIFE_KINDS = {"life_purple": "p", "life_brown": "b", "life_teal": "t"}
BOOSTERS = frozenset({"shield_boost", "cannon_boost", "engine_boost"})
# Components that use batteries (Eco-Patrol, System Test: GT-5.7.7 #11, #14)
NEEDS_POWER = frozenset({"dengine", "dcannon", "bicannon", "shield", *BOOSTERS})
# Every tile kind, for the catalog (`gt.tile.<kind>.name`)
TILE_KINDS = ("start", "cabin", "luxury", "hibernation", "engine", "dengine", "cannon", "dcannon",
              "bicannon", "engcannon", "shield", "battery", "cargo", "special", "mixed",
              "battcargo", "struct", "life_purple", "life_brown", "life_teal", "shield_boost",
              "cannon_boost", "engine_boost", "reactor", "armour")
SEAT_COLOURS = ("blue", "green", "yellow", "red", "orange")


@dataclass(frozen=True, slots=True)
class TileSpec:
    id: int
    kind: str
    sides: str  # N E S W at rotation 0
    crew: int = 0  # astronauts a cabin holds (sleepers for a hibernation cabin)
    batteries: int = 0
    slots: int = 0  # normal cargo slots (yellow, green, blue goods)
    red: int = 0  # special slots (any goods, red included)

    def side(self, rotation: int, direction: int) -> str:
        return self.sides[(direction - rotation) % 4]

    @property
    def capacity(self) -> int:
        return self.slots + self.red


def _spec(tile_id: int, kind: str, cap: int, cap2: int, sides: str) -> TileSpec:
    if kind in ("start", "cabin", "luxury", "hibernation"):
        return TileSpec(tile_id, kind, sides, crew=cap)
    if kind == "battery":
        return TileSpec(tile_id, kind, sides, batteries=cap)
    if kind == "cargo":
        return TileSpec(tile_id, kind, sides, slots=cap)
    if kind == "special":
        return TileSpec(tile_id, kind, sides, red=cap)
    if kind == "mixed":
        return TileSpec(tile_id, kind, sides, red=cap, slots=cap2)
    if kind == "battcargo":
        return TileSpec(tile_id, kind, sides, batteries=cap, slots=cap2)
    return TileSpec(tile_id, kind, sides)


TILES: dict[int, TileSpec] = {
    **{t: _spec(t, k, c, 0, s) for t, k, c, s in BASE_TILES},
    **{t: _spec(t, k, c, c2, s) for t, k, c, c2, s in EXPANSION_TILES},
}
START_TILE: dict[str, int] = {**{c: t for t, c in START_CABINS.items()}, "orange": ORANGE_START}
BASE_POOL: tuple[int, ...] = tuple(t for t, k, _, _ in BASE_TILES if k != "start")
EXPANSION_POOL: tuple[int, ...] = tuple(t for t, k, *_ in EXPANSION_TILES if k != "start")

# SIDES[tile][rotation] = the four sides towards N, E, S, W
SIDES: dict[int, tuple[tuple[str, str, str, str], ...]] = {
    t: tuple(tuple(spec.side(r, d) for d in range(4)) for r in range(4))  # type: ignore[misc]
    for t, spec in TILES.items()
}


def join(a: str, b: str) -> int:
    """How two touching sides meet (GT-1.2.3): 1 joined, 0 fine but not joined, -1 illegal.

    Smooth meets smooth without joining; a connector against a smooth side, a single against a
    double, and anything against a barrel or an exhaust (GT-2.5.6) are errors."""
    if a in CONNECTORS and b in CONNECTORS:
        return 1 if (a == b or a == "U" or b == "U") else -1
    if a == SMOOTH and b == SMOOTH:
        return 0
    return -1


def barrels(tile: int, rotation: int) -> list[int]:
    """Directions the tile's cannon barrels point to."""
    return [d for d, side in enumerate(SIDES[tile][rotation]) if side == BARREL]


def exhaust(tile: int, rotation: int) -> int | None:
    """Direction of the tile's engine exhaust, if it has one."""
    sides = SIDES[tile][rotation]
    return sides.index(EXHAUST) if EXHAUST in sides else None
