"""Destroyed components (GT-3.7, GT-5.10.3): a tile goes to its owner's lost pile with all it
holds, explosions spread (GT-5.8.5 #11, #12), a broken ship keeps one piece (GT-3.7.2), aliens
lose their life support (GT-1.4.4), and the crew check follows (GT-3.7.3), with sleepers woken
if crew was lost (GT-5.4.2).
"""

from __future__ import annotations

from typing import Any

from games.galaxy_trucker.flow import Task, ask, decision, emit, push, task, then
from games.galaxy_trucker.geometry import label
from games.galaxy_trucker.losses import crew_check, parse_square, remove_one
from games.galaxy_trucker.state import State
from games.galaxy_trucker.stats import kind, life_supported
from games.galaxy_trucker.structure import pieces

AROUND = (-14, -13, -12, -1, 1, 12, 13, 14)  # the eight squares around one (STRIDE 13)
IMMUNE_TO = ("sabotage", "explosion")  # what an armour plate shrugs off (GT-5.4.9)


def destroy(s: State, seat: int, q: int, cause: str) -> bool:
    """Destroy the tile on `q` (if any): lost pile, contents lost, explosions. Returns whether a
    tile was destroyed. The caller pushes `settle` to check what is left of the ship."""
    ship = s.ships[seat]
    if q not in ship.tiles:
        return False
    if cause in IMMUNE_TO and kind(ship, q, s.dead_col) == "armour":
        emit(s, "armour_held", seat=seat, square=label(q), cause=cause)
        return False
    tile = ship.tiles[q]
    held_goods, held_batt = bool(ship.goods.get(q)), bool(ship.batt.get(q))
    while ship.crew.get(q) or q in ship.alien:
        remove_one(s, seat, q, "destroyed")
    ship.remove(q)
    ship.lost.append(tile)
    s.ctx["junk"] = s.ctx.get("junk", 0) + 1
    emit(s, "destroyed", seat=seat, square=label(q), tile=tile, cause=cause)
    if (held_goods and s.rr("explosive_goods")) or (held_batt and s.rr("explosive_batteries")):
        emit(s, "explosion", seat=seat, square=label(q))
        for off in AROUND:
            destroy(s, seat, q + off, "explosion")
    return True


def fall_off(s: State, seat: int, squares: list[int], cause: str) -> None:
    """Tiles that fall off a ship (a split, Remorseless Fate, Metal Fatigue): lost components."""
    ship = s.ships[seat]
    for q in squares:
        if q in ship.tiles:
            tile = ship.tiles[q]
            while ship.crew.get(q) or q in ship.alien:
                remove_one(s, seat, q, "fell_off")
            ship.remove(q)
            ship.lost.append(tile)
            s.ctx["junk"] = s.ctx.get("junk", 0) + 1
            emit(s, "fell_off", seat=seat, square=label(q), tile=tile, cause=cause)


def settle(s: State, seat: int, after: Task | None = None) -> None:
    push(s, ["settle", seat], *([after] if after else []))


def keep_choices(s: State, seat: int) -> list[list[int]]:
    """For each half with several pieces: the pieces that hold a cabin (GT-3.7.2, BGA's
    shortcut: a piece without any cabin simply falls off)."""
    ship = s.ships[seat]
    for half in ship.halves:
        parts = [p for p in pieces(ship) if ship.half(p[0]) == half]
        if len(parts) > 1:
            return [p for p in parts if any(kind(ship, q, s.dead_col) in
                                            ("start", "cabin", "luxury") for q in p)] or parts
    return []


@task("settle")
def _settle(s: State, seat: int) -> None:
    ship = s.ships[seat]
    for half in list(ship.halves):
        parts = [p for p in pieces(ship) if ship.half(p[0]) == half]
        if len(parts) <= 1:
            continue
        cabins = keep_choices(s, seat)
        if len(cabins) > 1 and s.flying[seat]:
            check_aliens(s, seat)  # an alien whose life support is gone leaves now, not later
            ask(s, seat, "keep", ["settle_keep", seat])
            return
        keep = cabins[0] if cabins else max(parts, key=len)
        fall_off(s, seat, [q for p in parts if p != keep for q in p], "split")
    check_aliens(s, seat)
    crew_check(s, seat)


@task("settle_keep")
def _settle_keep(s: State, seat: int, q: int) -> None:
    ship = s.ships[seat]
    parts = [p for p in pieces(ship) if ship.half(p[0]) == ship.half(q)]
    fall_off(s, seat, [x for p in parts if q not in p for x in p], "split")
    push(s, ["settle", seat])


@decision("keep")
class KeepDecision:
    def options(self, s: State, d: dict[str, Any]) -> list[str]:
        return [f"keep {label(p[0])}" for p in keep_choices(s, d["seat"])]

    def resolve(self, s: State, d: dict[str, Any], move: str) -> None:
        then(s, d["then"], parse_square(move))


def check_aliens(s: State, seat: int) -> None:
    """GT-1.4.4: an alien whose life support is gone or no longer joined leaves the ship."""
    ship = s.ships[seat]
    for q in sorted(ship.alien):
        if not life_supported(ship, q, ship.alien[q], s.dead_col):
            remove_one(s, seat, q, "life_support")
