"""Derived ship statistics (GT-2.12): crew, engine power, firepower, shields, life support.

Firepower is kept in half units (GT-2.12.3: a cannon facing sideways is worth ½). A ship split
in two halves (class IIA, GT-5.6.2.3) adds its halves' firepower and flies at the engine power
of its weaker half; each half's aliens count only for that half. `dead` is the Dead Zone column
(GT-5.8.5 #23): tiles there do nothing, armour plates excepted.
"""

from __future__ import annotations

from games.galaxy_trucker.data.rewards import ALIEN_BOOST, MANAGER_BOOST
from games.galaxy_trucker.geometry import OFFSET, col_of
from games.galaxy_trucker.ship import Ship
from games.galaxy_trucker.structure import joined
from games.galaxy_trucker.tiles import LIFE_KINDS, SIDES, TILES, barrels, exhaust, join


def kind(ship: Ship, q: int, dead: int = 0) -> str:
    """What the tile on `q` works as: its kind, or a structural module in the Dead Zone."""
    k = TILES[ship.tiles[q]].kind
    if dead and col_of(q) == dead and k != "armour":
        return "struct"
    return k


def of_kind(ship: Ship, kinds: frozenset[str] | set[str], dead: int = 0,
            half: int | None = None) -> list[int]:
    """Squares holding a working tile of one of `kinds`, in square order."""
    return [q for q in sorted(ship.tiles) if kind(ship, q, dead) in kinds
            and (half is None or ship.half(q) == half)]


def alien_boost(manager: bool) -> int:
    return MANAGER_BOOST if manager else ALIEN_BOOST


# -- engines --------------------------------------------------------------------------------------

def engine_faces_rear(ship: Ship, q: int) -> bool:
    """Only engines whose exhaust faces the rear push (Somersault turns some forward)."""
    return exhaust(ship.tiles[q], ship.rot[q]) == (ship.front + 2) % 4


def single_engines(ship: Ship, half: int, dead: int = 0) -> int:
    return sum(1 for q in of_kind(ship, {"engine", "engcannon"}, dead, half)
               if engine_faces_rear(ship, q))


def double_engines(ship: Ship, half: int, dead: int = 0) -> list[int]:
    return [q for q in of_kind(ship, {"dengine"}, dead, half) if engine_faces_rear(ship, q)]


def defective_joins(ship: Ship) -> list[tuple[int, int]]:
    """Joins of a single or double connector with a universal one (GT-5.8.5 #15)."""
    out = []
    for q in sorted(ship.tiles):
        sides = SIDES[ship.tiles[q]][ship.rot[q]]
        for d in (1, 2):
            n = q + OFFSET[d]
            if n in ship.tiles:
                theirs = SIDES[ship.tiles[n]][ship.rot[n]][(d + 2) % 4]
                if join(sides[d], theirs) == 1 and "U" in (sides[d], theirs) \
                        and sides[d] != theirs:
                    out.append((q, n))
    return out


def engine_power(ship: Ship, powered: list[int], dead: int = 0, manager_half: int = -1,
                 penalty: int = 0) -> int:
    """GT-2.12.2 per half: singles + 2 per powered double, + the brown alien's boost when that
    is > 0; a split ship flies at its weaker half (GT-5.6.2.3). `powered` counts doubles per
    half; `penalty` is what Defective Connectors take off."""
    values = []
    for i, half in enumerate(ship.halves):
        value = single_engines(ship, half, dead) + 2 * powered[i]
        if value > 0 and "b" in ship.aliens(half):
            value += alien_boost(manager_half == half)
        values.append(value)
    return max(0, min(values) - penalty) if values else 0


# -- cannons --------------------------------------------------------------------------------------

def barrel_value(ship: Ship, d: int, inverted: bool = False) -> int:
    """Half units of one barrel: 2 facing forward, 1 otherwise (the other way round for an
    Ambush, GT-5.7.7 #8)."""
    return (2 if d == ship.front else 1) if not inverted else (1 if d == ship.front else 2)


def cannon_value(ship: Ship, q: int, inverted: bool = False) -> int:
    """Half units of a cannon when it fires (powered if it needs to be): a double counts twice."""
    tile = ship.tiles[q]
    value = sum(barrel_value(ship, d, inverted) for d in barrels(tile, ship.rot[q]))
    return 2 * value if TILES[tile].kind == "dcannon" else value


def faces_forward(ship: Ship, q: int) -> bool:
    return ship.front in barrels(ship.tiles[q], ship.rot[q])


def single_cannons(ship: Ship, half: int | None, dead: int = 0) -> list[int]:
    return of_kind(ship, {"cannon", "engcannon"}, dead, half)


def double_cannons(ship: Ship, half: int | None, dead: int = 0) -> list[int]:
    return of_kind(ship, {"dcannon", "bicannon"}, dead, half)


def boost_value(ship: Ship, q: int, flat: bool) -> int:
    """GT-5.4.6: a boosted cannon gains 3 if it faces forward, 1 otherwise (or 3 always with
    the other reading of the ambiguous rule)."""
    return 6 if flat or faces_forward(ship, q) else 2


def firepower(ship: Ship, powered: list[int], boosted: list[int] | None = None, dead: int = 0,
              manager_half: int = -1, flat_boost: bool = False, inverted: bool = False) -> int:
    """GT-2.12.3 in half units: singles + powered doubles (+ boosts), per half; the purple
    alien's boost counts where its half already fires (GT-1.4.2, GT-5.6.2.3)."""
    total = 0
    boosted = boosted or []
    for half in ship.halves:
        value = sum(cannon_value(ship, q, inverted) for q in single_cannons(ship, half, dead))
        value += sum(cannon_value(ship, q, inverted) for q in powered if ship.half(q) == half)
        value += sum(boost_value(ship, q, flat_boost) for q in boosted if ship.half(q) == half)
        if value > 0 and "p" in ship.aliens(half):
            value += 2 * alien_boost(manager_half == half)
        total += value
    return total


# -- shields, life support, boosters --------------------------------------------------------------

def shield_covers(ship: Ship, q: int, board_dir: int) -> bool:
    """GT-1.3.7: a shield at rotation r covers board directions r and r + 1."""
    r = ship.rot[q]
    return board_dir in (r, (r + 1) % 4)


def shields_for(ship: Ship, board_dir: int, half: int, dead: int = 0) -> list[int]:
    """Working shields of `half` that cover `board_dir` (GT-5.6.2.3: a half's own shields)."""
    return [q for q in of_kind(ship, {"shield"}, dead, half) if shield_covers(ship, q, board_dir)]


def joined_kinds(ship: Ship, q: int, kinds: set[str] | frozenset[str], dead: int = 0) -> list[int]:
    """Squares joined to `q` whose working tile is one of `kinds` (GT-5.4: boosters, reactors
    and life supports work only when joined)."""
    return [n for n in joined(ship, q) if kind(ship, n, dead) in kinds]


def life_supported(ship: Ship, q: int, colour: str, dead: int = 0) -> bool:
    """Whether a cabin on `q` is joined to a working life support of `colour` (GT-2.11.2)."""
    want = {k for k, c in LIFE_KINDS.items() if c == colour}
    return bool(joined_kinds(ship, q, want, dead))


def boosted_shields(ship: Ship, board_dir: int, half: int, dead: int = 0) -> list[int]:
    """Shields covering `board_dir` that a joined shield booster can boost (GT-5.4.5)."""
    return [q for q in shields_for(ship, board_dir, half, dead)
            if joined_kinds(ship, q, {"shield_boost"}, dead)]


def boostable_cannons(ship: Ship, dead: int = 0) -> list[int]:
    """Cannons joined to a working cannon booster (GT-5.4.6)."""
    cannons = of_kind(ship, {"cannon", "engcannon", "dcannon", "bicannon"}, dead)
    return [q for q in cannons if joined_kinds(ship, q, {"cannon_boost"}, dead)]


def jump_engines(ship: Ship, dead: int = 0) -> list[int]:
    """Engines joined to a working engine booster: burning one jumps to hyperspace (GT-5.4.7)."""
    engines = of_kind(ship, {"engine", "dengine", "engcannon"}, dead)
    return [q for q in engines if joined_kinds(ship, q, {"engine_boost"}, dead)]


def reactor_batteries(ship: Ship, dead: int = 0) -> list[int]:
    """Battery tiles joined to a working reactor (GT-5.4.8)."""
    holders = of_kind(ship, {"battery", "battcargo"}, dead)
    return [q for q in holders if joined_kinds(ship, q, {"reactor"}, dead)]
