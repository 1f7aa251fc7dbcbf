"""The builder AI's building: where a drawn tile goes (or whether it goes back), when to stop,
and one look at a pile to learn the round's threats.

A placement scores the tile's worth to the ship as it stands (what it lacks: crew, engines,
cannons facing forward, batteries, shields on uncovered sides, holds, life support next to a
cabin) plus how well it joins (joined sides, new exposed connectors, squares it blocks). Cheap
enough to run on every legal placement each time the AI holds a tile.
"""

from __future__ import annotations

import random

from games.galaxy_trucker.building import afford, moves, mto_free
from games.galaxy_trucker.data import card_kind
from games.galaxy_trucker.data.rewards import budget
from games.galaxy_trucker.geometry import OFFSET, label
from games.galaxy_trucker.ship import Ship
from games.galaxy_trucker.state import State
from games.galaxy_trucker.structure import legal_placements
from games.galaxy_trucker.tiles import (
    BARREL,
    CABIN_KINDS,
    CONNECTORS,
    LIFE_KINDS,
    SIDES,
    TILES,
    join,
)

# how many of each role a ship of each class would like (a rough plan, not a rule)
WANTED = {
    "crew": (4, 6, 8), "engine": (3, 5, 7), "cannon": (4, 6, 8), "battery": (2, 3, 4),
    "shield": (1, 2, 2), "hold": (2, 3, 4),
}


def role_of(kind: str) -> str:
    if kind in CABIN_KINDS or kind == "hibernation":
        return "crew"
    if kind in ("engine", "dengine", "engcannon"):
        return "engine"
    if kind in ("cannon", "dcannon", "bicannon"):
        return "cannon"
    if kind in ("battery", "battcargo"):
        return "battery"
    if kind == "shield":
        return "shield"
    if kind in ("cargo", "special", "mixed"):
        return "hold"
    return "other"


def census(ship: Ship) -> dict[str, int]:
    counts = dict.fromkeys(WANTED, 0)
    for tile in ship.tiles.values():
        role = role_of(TILES[tile].kind)
        if role in counts:
            counts[role] += 1
    return counts


THREATS = {  # what the cards seen in the piles make a builder want more of
    "meteor_swarm": ("shield", "cannon"), "pirates": ("cannon", "shield"),
    "combat_zone": ("cannon", "engine", "crew"), "slavers": ("cannon", "crew"),
    "smugglers": ("cannon", "hold"), "planets": ("hold",), "abandoned_station": ("hold", "crew"),
    "abandoned_ship": ("crew",), "open_space": ("engine",), "epidemic": (),
}


def wanted(s: State, seat: int) -> dict[str, int]:
    """The plan for this round, nudged by the adventure cards the player has seen."""
    plan = {role: counts[s.round - 1] for role, counts in WANTED.items()}
    for pile in s.peeked[seat]:
        for card in s.piles[pile - 1]:
            for role in THREATS.get(card_kind(card), ()):
                plan[role] += 1
    return plan


def worth(ship: Ship, tile: int, plan: dict[str, int], counts: dict[str, int]) -> float:
    """What the tile adds, before looking at where it goes."""
    kind = TILES[tile].kind
    role = role_of(kind)
    if role in WANTED:
        lacking = plan[role] - counts[role]
        base = 3.0 if lacking > 0 else 0.8
        if role in ("engine", "crew") and counts[role] < 3:  # no flight without them
            base = 4.5
        if kind in ("dengine", "dcannon", "bicannon"):
            base *= 1.3 if counts["battery"] else 0.7
        if role == "hold" and TILES[tile].red:
            base += 0.5
        return base
    if kind in LIFE_KINDS:
        return 1.5
    if kind in ("armour", "struct"):
        return 0.6
    return 1.2  # boosters, reactors


def _dead(ship: Ship, n: int, q: int, sides: tuple[str, ...]) -> bool:
    """Whether the empty square `n` could take no tile any more once `sides` sit on `q`: none
    of the sides facing it is a connector, or one is a barrel or an exhaust."""
    facing = []
    for d in range(4):
        m = n + OFFSET[d]
        if m == q:
            facing.append(sides[(d + 2) % 4])
        elif m in ship.tiles:
            facing.append(SIDES[ship.tiles[m]][ship.rot[m]][(d + 2) % 4])
    return not any(f in CONNECTORS for f in facing) or any(f in "BX" for f in facing)


def _engine_room(ship: Ship, q: int) -> float:
    """What a tile that is not an engine costs on `q` while the ship still lacks engines: an
    engine needs an empty square behind it, so filling a square whose rear is open (or sitting
    just behind an empty square) takes a spot an engine could have had."""
    rear = OFFSET[(ship.front + 2) % 4]
    squares = ship.layout.squares
    cost = 0.0
    if q + rear not in ship.tiles:
        cost += 0.5 if q + rear not in squares else 0.25
    if q - rear in squares and q - rear not in ship.tiles:
        cost += 0.25
    return cost


def fit(ship: Ship, q: int, tile: int, r: int, engines: int = 3) -> float:
    """How well the tile sits on `q` at rotation `r`: joined sides count, open connectors cost a
    little, and so does every free square the tile makes impossible to build on; with fewer
    than two `engines`, so do squares an engine could have used."""
    sides = SIDES[tile][r]
    score = 0.0
    if engines < 2 and role_of(TILES[tile].kind) != "engine":
        score -= _engine_room(ship, q) * (2 - engines)
    for d in range(4):
        n = q + OFFSET[d]
        mine = sides[d]
        if n in ship.tiles:
            if join(mine, SIDES[ship.tiles[n]][ship.rot[n]][(d + 2) % 4]) == 1:
                score += 1.0
            continue
        inside = n in ship.layout.squares
        if mine in CONNECTORS:
            score -= 0.15 if inside else 0.6
        if inside and _dead(ship, n, q, sides):
            score -= 1.0
    kind = TILES[tile].kind
    if kind in ("cannon", "dcannon", "bicannon", "engcannon"):
        score += 1.5 if sides[ship.front] == BARREL else -0.5
    if kind in LIFE_KINDS:
        cabins = [q + off for off in OFFSET if q + off in ship.tiles
                  and TILES[ship.tiles[q + off]].kind == "cabin"]
        score += 1.0 if cabins else -0.5
    if kind == "shield":  # cover the front first, then a side not yet covered
        covered = {d for x, t in ship.tiles.items() if TILES[t].kind == "shield"
                   for d in (ship.rot[x], (ship.rot[x] + 1) % 4)}
        new = {r, (r + 1) % 4} - covered
        score += (0.8 if ship.front in new else 0.0) + 0.3 * len(new)
    return score


JITTER = 0.3  # placements within this of the best one are picked from at random


def best_placement(s: State, seat: int, rnd: random.Random | None = None
                   ) -> tuple[float, str | None]:
    """The best placement of the tile in hand and its score; with `rnd`, one drawn at random
    among the placements scoring within `JITTER` of the best (so that builders given the same
    tiles build different ships)."""
    ship = s.ships[seat]
    tile = ship.hand
    counts = census(ship)
    base = worth(ship, tile, wanted(s, seat), counts)
    scored = [(base + fit(ship, q, tile, r, counts["engine"]), q, r) for q, r in
              legal_placements(ship, tile, bool(s.opts["strict_building"]), s.rr("somersault"))]
    if not scored:
        return -99.0, None
    best = max(score for score, _, _ in scored)
    near = [(score, q, r) for score, q, r in scored if score >= best - JITTER] if rnd else []
    score, q, r = rnd.choice(near) if near and rnd else max(scored, key=lambda x: x[0])
    return score, f"place {label(q)} {r * 90}"


def done_enough(s: State, seat: int) -> bool:
    ship = s.ships[seat]
    filled = len(ship.tiles) / len(ship.layout.squares)
    counts = census(ship)
    ready = counts["crew"] >= 2 and counts["engine"] >= 2
    return (filled > 0.8 and ready) or budget(s.round) - s.clock[seat] < 8


def build_move(s: State, seat: int, seed: int | None = None) -> str:
    """The builder's building move; a `seed` varies its choice among near-equal placements
    (deterministically), and mixing in the seat keeps seats apart even on one seed."""
    ship = s.ships[seat]
    legal = moves(s, seat)
    if ship.hand:
        rnd = None if seed is None else random.Random(seed * 8 + seat)
        score, move = best_placement(s, seat, rnd)
        bar = 1.2 + 2.5 * len(ship.tiles) / len(ship.layout.squares)  # pickier as it fills
        if move and (score >= bar or ship.hand_from in ("reserve", "start", "mto")):
            return move
        if "reserve" in legal and score >= 0.8:
            return "reserve"
        if "return" in legal:
            return "return"
        return move or "finish late"
    for tile in ship.reserve:
        if legal_placements(ship, tile, bool(s.opts["strict_building"]), s.rr("somersault")):
            return f"take {tile}"
    if not s.peeked[seat] and "peek 1" in legal and s.clock[seat] < budget(s.round) // 3:
        return "peek 1"  # learn the round's threats once
    if not done_enough(s, seat):
        for tile in mto_free(s, seat):  # Made to Order tiles are free to use
            if afford(s, seat, "take") and legal_placements(ship, tile, bool(
                    s.opts["strict_building"]), s.rr("somersault")):
                return f"take {tile}"
        if "draw" in legal:
            return "draw"
    return "finish"
