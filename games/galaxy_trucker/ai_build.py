"""The builder AI's building: where a drawn tile goes (or whether it goes back), when to stop,
and one look at a pile to learn the round's threats.

A placement scores the tile's worth to the ship as it stands (what it lacks: crew, engines,
cannons facing forward, batteries, shields on uncovered sides, holds, life support next to a
cabin) plus how well it joins (joined sides, new exposed connectors, squares it blocks). Cheap
enough to run on every legal placement each time the AI holds a tile.
"""

from __future__ import annotations

import random
from typing import NamedTuple

from games.galaxy_trucker.building import afford, moves, mto_free, slot
from games.galaxy_trucker.data import card_kind
from games.galaxy_trucker.data.rewards import CLOCK_COST, budget
from games.galaxy_trucker.geometry import OFFSET, col_of, label
from games.galaxy_trucker.ship import Ship
from games.galaxy_trucker.state import State
from games.galaxy_trucker.stats import defective_joins, double_engines, single_engines
from games.galaxy_trucker.structure import legal_placements
from games.galaxy_trucker.tiles import (
    BARREL,
    CABIN_KINDS,
    CONNECTORS,
    EXHAUST,
    LIFE_KINDS,
    SIDES,
    TILES,
    join,
)


class Roads(NamedTuple):
    """The round's Rough Roads that change how to build (they are turned before building,
    GT-5.8.2)."""

    defective: bool = False  # a universal joined to a single or double costs 1 engine power
    # at every report (GT-5.8.5 #15)
    somersault: bool = False  # ships turn round after every card: engines and cannons both ways
    dead: int = 0  # the Dead Zone's column: its tiles do nothing (GT-5.8.5 #23)


PLAIN = Roads()  # no Rough Road that changes building


def roads(s: State) -> Roads:
    return Roads(s.rr("defective_connectors"), s.rr("somersault"), s.dead_col)


def defective(a: str, b: str) -> bool:
    """Whether two joined sides make a defective join (a universal with a single or double)."""
    return "U" in (a, b) and a != b


# how many of each role a ship of each class would like (a rough plan, not a rule)
WANTED = {
    "crew": (4, 6, 8), "engine": (3, 5, 7), "cannon": (4, 6, 8), "battery": (2, 3, 4),
    "shield": (1, 2, 2), "hold": (2, 3, 4),
}


def role_of(kind: str) -> str:
    """A hibernation cabin's sleepers are no crew (GT-5.4.2): it is no cabin to the plan."""
    if kind in CABIN_KINDS:
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


def census(ship: Ship, half: int | None = None, dead: int = 0) -> dict[str, int]:
    """Working tiles of each role on the ship, or on one half of a split ship (a tile in the
    Dead Zone's column `dead` works as a structural module, GT-5.8.5 #23)."""
    counts = dict.fromkeys(WANTED, 0)
    for q, tile in ship.tiles.items():
        role = role_of(TILES[tile].kind)
        if role in counts and (half is None or ship.half(q) == half) \
                and not (dead and col_of(q) == dead):
            counts[role] += 1
    return counts


def vital(ship: Ship, dead: int = 0) -> dict[int, dict[str, int]]:
    """Engines and cabins per half: a split ship flies at its weaker half's engine power and
    loses a half without astronauts (GT-5.6.2.3, GT-5.6.2.4), so each half needs its own."""
    return {h: census(ship, h if ship.layout.split else None, dead) for h in ship.halves}


THREATS = {  # what the cards seen in the piles make a builder want more of
    "meteor_swarm": ("shield", "cannon"), "pirates": ("cannon", "shield"),
    "combat_zone": ("cannon", "engine", "crew"), "slavers": ("cannon", "crew"),
    "smugglers": ("cannon", "hold"), "planets": ("hold",), "abandoned_station": ("hold", "crew"),
    "abandoned_ship": ("crew",), "open_space": ("engine",), "epidemic": (),
}


LEANINGS = ("cannon", "crew", "hold", "shield", "battery")  # one more of it, by seat: builders
# dealt the same tiles (the duplicate deal) do not build the same ship


def wanted(s: State, seat: int) -> dict[str, int]:
    """The plan for this round, with the seat's leaning, nudged by the adventure cards the
    player has seen."""
    plan = {role: counts[s.round - 1] for role, counts in WANTED.items()}
    plan[LEANINGS[seat % len(LEANINGS)]] += 1
    for pile in s.peeked[seat] if s.phase == "build" else ():  # the piles are the deck now
        for card in s.piles[pile - 1]:
            for role in THREATS.get(card_kind(card), ()):
                plan[role] += 1
    return plan


def worth(ship: Ship, tile: int, plan: dict[str, int], counts: dict[str, int],
          here: dict[str, int] | None = None) -> float:
    """What the tile adds, before looking at where it goes (`here`: the counts of the half it
    goes to, on a split ship)."""
    kind = TILES[tile].kind
    role = role_of(kind)
    here = here or counts
    if role in WANTED:
        lacking = plan[role] - counts[role]
        # crew is what most cards take (Slavers, combat zones): a cabin still wanted comes first
        base = (4.0 if role == "crew" else 3.0) if lacking > 0 else 0.8
        if role in ("engine", "crew") and here[role] < 3:  # no flight without them
            base = 4.5 if here[role] else 6.0
        if kind in ("dengine", "dcannon", "bicannon"):
            base *= 1.3 if counts["battery"] else 0.7
        if role == "hold" and TILES[tile].red:
            base += 0.5
        return base
    if kind in LIFE_KINDS:  # one alien of each colour at most (GT-1.4.3): a second module
        # of a colour is only a spare, should the first be shot off
        return 0.4 if any(TILES[t].kind == kind for t in ship.tiles.values()) else 1.5
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


# every engine's sides, in each rotation (tiles with the same sides once)
ENGINE_SIDES = sorted({SIDES[t][r] for t in TILES if role_of(TILES[t].kind) == "engine"
                       for r in range(4)})


def _engine_fits(ship: Ship, q: int) -> bool:
    """Whether some engine could go on the empty square `q` now, exhaust to the rear with the
    square behind it empty (GT-2.5.2, GT-2.5.3), joined to a neighbour (GT-2.4.2, GT-2.5.1)."""
    rear = (ship.front + 2) % 4
    if q in ship.tiles or q + OFFSET[rear] in ship.tiles:
        return False
    facing = [SIDES[ship.tiles[q + OFFSET[d]]][ship.rot[q + OFFSET[d]]][(d + 2) % 4]
              if q + OFFSET[d] in ship.tiles else "" for d in range(4)]
    for sides in ENGINE_SIDES:
        if sides[rear] != EXHAUST:
            continue
        meets = [join(sides[d], facing[d]) for d in range(4) if facing[d]]
        if meets and min(meets) >= 0 and max(meets) == 1:
            return True
    return False


def engine_spots(ship: Ship, half: int) -> set[int]:
    """Squares of `half` where an engine could be built now."""
    return {q for q in ship.layout.squares if ship.half(q) == half and _engine_fits(ship, q)}


def spots_left(ship: Ship, spots: set[int], q: int, tile: int, r: int) -> int:
    """How many engine spots remain once `tile` sits on `q` at `r` (only `q` and the squares
    next to it change)."""
    near = {q + off for off in OFFSET if q + off in ship.layout.squares}
    ship.tiles[q], ship.rot[q] = tile, r
    try:
        return len(spots - near - {q}) + sum(1 for n in near if ship.half(n) == ship.half(q)
                                             and _engine_fits(ship, n))
    finally:
        del ship.tiles[q], ship.rot[q]


CABIN_OPEN = 0.6  # what a cabin's connector open to the outside costs beyond any tile's: Cosmic
# Rays empty such cabins (GT-5.7.7), and only an open connector lets a small meteor in (GT-3.6)


def fit(ship: Ship, q: int, tile: int, r: int, engines: int = 3, guns_short: int = 1,
        road: Roads = PLAIN, goal: int = 2) -> float:
    """How well the tile sits on `q` at rotation `r`: joined sides count, an open connector
    toward a free square of the ship counts a little (a tile may join it later) and one toward
    the outside costs (more on a cabin: `CABIN_OPEN`), and so does every free square the tile
    makes impossible to build on; with fewer `engines` than the `goal`, so do squares an engine
    could have used; while the ship is `guns_short` forward cannons short of `FRONT_GUNS`, so
    does any other tile at the front
    (a forward barrel needs the square ahead of it empty, GT-2.5.4, and only a forward barrel
    counts fully, GT-2.12.3). The round's `road` adds: no defective joins, engines and cannons
    facing both ways under Somersault."""
    sides = SIDES[tile][r]
    kind = TILES[tile].kind
    score = 0.0
    if engines < goal and role_of(kind) != "engine":
        score -= _engine_room(ship, q) * (goal - engines)
    for d in range(4):
        n = q + OFFSET[d]
        mine = sides[d]
        if n in ship.tiles:
            theirs = SIDES[ship.tiles[n]][ship.rot[n]][(d + 2) % 4]
            if join(mine, theirs) == 1:
                score += -2.5 if road.defective and defective(mine, theirs) else 1.0
            continue
        inside = n in ship.layout.squares
        if mine in CONNECTORS:
            score += 0.2 if inside else -0.6 - (CABIN_OPEN if kind in CABIN_KINDS else 0.0)
        if inside and _dead(ship, n, q, sides):
            score -= 1.0
    back = (ship.front + 2) % 4
    if road.somersault and role_of(kind) == "engine":  # half the cards see the ship turned
        ahead, behind = _exhausts(ship)
        score += 1.5 if (sides[ship.front] == EXHAUST) == (ahead < behind) else 0.0
    if kind in ("cannon", "dcannon", "bicannon", "engcannon"):
        score += 1.5 if sides[ship.front] == BARREL else \
            1.0 if road.somersault and sides[back] == BARREL else -0.5
    elif guns_short > 0 and q + OFFSET[ship.front] not in ship.tiles:
        score -= 0.8 if q + OFFSET[ship.front] not in ship.layout.squares else 0.4
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


def _exhausts(ship: Ship) -> tuple[int, int]:
    """Engines whose exhaust faces the front and the rear (Somersault turns the ship: the
    front ones push on every other card)."""
    ahead = behind = 0
    for q, t in ship.tiles.items():
        if role_of(TILES[t].kind) == "engine":
            sides = SIDES[t][ship.rot[q]]
            ahead += sides[ship.front] == EXHAUST
            behind += sides[(ship.front + 2) % 4] == EXHAUST
    return ahead, behind


def forward_guns(ship: Ship) -> int:
    """Cannons whose barrel faces forward (full firepower, GT-2.12.3)."""
    return sum(1 for q, t in ship.tiles.items() if role_of(TILES[t].kind) == "cannon"
               and SIDES[t][ship.rot[q]][ship.front] == BARREL)


FRONT_GUNS = {"II": 5, "IIA": 5, "III": 6, "IIIa": 6}  # forward cannons the front is kept
# free for, 4 on class I: later rounds' Slavers and pirates need firepower 7-10 to beat
# (base 3.45 -> 3.48 finishers per round, Big Expansion 1.95 -> 1.98 on seeds 500-699)
DEAD_WORTH = 0.4  # a tile in the Dead Zone's column is a mere structural module
JITTER = 0.3  # placements within this of the best one are picked from at random


ENGINE_ROOM = {"III": 3, "IIIa": 3}  # engines a half keeps squares for, 2 on smaller classes:
# round 3's meteors and cannon fire shoot more engines off before its Open Spaces (GT-3.10.2b)
SPARE_SPOTS = 2  # engine spots kept beyond the engines still needed: not every engine fits one


def _crowding(ship: Ship, room: dict[int, set[int]], halves: dict[int, dict[str, int]], q: int,
              tile: int, r: int, goal: int = 2) -> float:
    """What a placement costs when it leaves a half that lacks engines fewer spots to build
    them on than engines it still needs (an engine needs an empty square behind it)."""
    half = ship.half(q)
    if half not in room:
        return 0.0
    need = goal - halves[half]["engine"] + SPARE_SPOTS
    return 1.5 * max(0, need - spots_left(ship, room[half], q, tile, r))


def best_placement(s: State, seat: int, rnd: random.Random | None = None, tile: int = 0,
                   strict: bool | None = None) -> tuple[float, str | None]:
    """The best placement of the tile in hand (or of `tile`) and its score; with `rnd`, one
    drawn at random among the placements scoring within `JITTER` of the best (so that builders
    given the same tiles build different ships; the score is the best one's). `strict`
    overrides the table's option (a tile fitted in flight must join legally)."""
    ship = s.ships[seat]
    tile = tile or ship.hand
    road = roads(s)
    counts = census(ship, dead=road.dead)
    plan = wanted(s, seat)
    halves = vital(ship, road.dead)
    goal = ENGINE_ROOM.get(ship.cls, 2)
    base = {h: worth(ship, tile, plan, counts, here) for h, here in halves.items()}
    room = {h: engine_spots(ship, h) for h, here in halves.items()
            if here["engine"] < goal and ship.squares(h) and role_of(TILES[tile].kind) != "engine"}
    guns_short = FRONT_GUNS.get(ship.cls, 4) - forward_guns(ship)
    dead = DEAD_WORTH if road.dead and TILES[tile].kind != "armour" else None
    scored = [((dead if dead is not None and col_of(q) == road.dead else base[ship.half(q)])
               + fit(ship, q, tile, r, halves[ship.half(q)]["engine"], guns_short, road,
                     goal)
               - _crowding(ship, room, halves, q, tile, r, goal), q, r)
              for q, r in legal_placements(ship, tile, bool(s.opts["strict_building"])
                                           if strict is None else strict, road.somersault)
              if ship.half(q) in base]  # not a half dropped in flight (GT-5.6.2.4)
    if not scored:
        return -99.0, None
    scored = _mind_the_reach(ship, tile, scored)
    best = max(score for score, _, _ in scored)
    near = [(score, q, r) for score, q, r in scored if score >= best - JITTER] if rnd else []
    _, q, r = rnd.choice(near) if near and rnd else max(scored, key=lambda x: x[0])
    return best, f"place {label(q)} {r * 90}"


LOOK_AHEAD = 6  # the best placements checked for squares they cut off from the ship
STRANDED_COST = 1.4  # per empty square no tile could ever reach after the placement


def reachable(ship: Ship) -> int:
    """Empty squares a tile could still be built on, now or through other empty squares: next
    to a placed tile's connector, or to such a square, and never in front of a barrel or
    behind an exhaust (GT-2.5.3, GT-2.5.4)."""
    squares = ship.layout.squares
    blocked, frontier = set(), []
    for q, t in ship.tiles.items():
        sides = SIDES[t][ship.rot[q]]
        for d in range(4):
            n = q + OFFSET[d]
            if n in squares and n not in ship.tiles:
                if sides[d] in "BX":
                    blocked.add(n)
                elif sides[d] in CONNECTORS:
                    frontier.append(n)
    seen = {n for n in frontier if n not in blocked}
    stack = list(seen)
    while stack:
        n = stack.pop()
        for off in OFFSET:
            m = n + off
            if m in squares and m not in ship.tiles and m not in blocked and m not in seen:
                seen.add(m)
                stack.append(m)
    return len(seen)


def _mind_the_reach(ship: Ship, tile: int, scored: list[tuple[float, int, int]]
                    ) -> list[tuple[float, int, int]]:
    """The best few placements, less what they cost in squares cut off from the rest of the
    ship (a smooth side or an exhaust can wall off a whole corner, which the neighbour-by-
    neighbour look of `fit` misses); the others as they were."""
    ranked = sorted(scored, key=lambda x: -x[0])
    now = reachable(ship) - 1  # the placed tile takes one reachable square
    out = []
    for score, q, r in ranked[:LOOK_AHEAD]:
        ship.tiles[q], ship.rot[q] = tile, r
        try:
            lost = max(0, now - reachable(ship))
        finally:
            del ship.tiles[q], ship.rot[q]
        out.append((score - STRANDED_COST * lost, q, r))
    return out + ranked[LOOK_AHEAD:]


SINGLES = 2  # single engines a half wants: one shot off leaves it moving without batteries


def lacking(ship: Ship, road: Roads = PLAIN) -> set[str]:
    """The roles without which the ship cannot fly a flight through: a half with fewer than two
    engines or no single engine (double engines need batteries: without power an Open Space
    ends the flight, GT-3.10.2b), or fewer than two cabins (no astronaut left, GT-3.10.2a).
    Defective Connectors take engine power per defective join, and under Somersault the ship
    also flies turned round, so it needs a single engine facing the front too."""
    need = set()
    penalty = len(defective_joins(ship)) if road.defective else 0
    for half, counts in vital(ship, road.dead).items():
        if counts["crew"] < 2:
            need.add("crew")
        singles = single_engines(ship, half, road.dead)
        doubles = len(double_engines(ship, half, road.dead))
        if counts["engine"] < 2 or singles < SINGLES or singles + 2 * doubles - penalty < 2:
            need.add("engine")
    if road.somersault and not _exhausts(ship)[0]:
        need.add("engine")
    return need


def done_enough(s: State, seat: int, slack: int = 0) -> bool:
    """Whether to stop: the ship is 80 % full and flyable, or the clock (less `slack`, the
    cost of a move still to make) is nearly out."""
    ship = s.ships[seat]
    filled = len(ship.tiles) / len(ship.layout.squares)
    return (filled > 0.8 and not lacking(ship, roads(s))) or \
        budget(s.round) - s.clock[seat] - slack < 8


PICKY = 3.2  # how much higher the bar goes as the ship fills: a tile placed badly (open
# connectors, blocked squares) is worse than the draw that replaces it (base 2.90 -> 3.03
# finishers/round with 2.5, Big Expansion 1.73 -> 1.82; lower slopes did worse)
HURRY = 8.0  # how much lower the bar goes per share of the ship still empty beyond the time
RESERVE_FLOOR = -1.0  # a reserved tile placed this badly still beats paying for it lost


def bar(ship: Ship, s: State | None = None, seat: int = 0) -> float:
    """The score a placement must reach: pickier as the ship fills, less so as the clock runs
    out with squares still empty (an empty square protects nothing)."""
    filled = len(ship.tiles) / len(ship.layout.squares)
    hurry = 0.0
    if s is not None:
        left = 1 - s.clock[seat] / budget(s.round)
        hurry = HURRY * max(0.0, (1 - filled) - left)
    return 1.2 + PICKY * filled - hurry


def face_up_pick(s: State, seat: int) -> str | None:
    """A face-up tile worth taking (GT-2.3.1: any face-up tile may be taken, cheaper than a
    draw): one that gives the ship an engine or cabin it lacks, well placed."""
    ship = s.ships[seat]
    need = lacking(ship, roads(s))
    plan, counts = wanted(s, seat), census(ship)
    need |= {r for r in ("crew", "cannon") if plan[r] > counts[r]}
    if not need or not afford(s, seat, "take"):
        return None
    best, pick = bar(ship, s, seat), None
    for tile in sorted(set(s.faceup[slot(s, seat)])):
        if role_of(TILES[tile].kind) in need:
            score, move = best_placement(s, seat, tile=tile)
            if move and score >= best:
                best, pick = score, f"take {tile}"
    return pick


def build_move(s: State, seat: int, seed: int | None = None) -> str:
    """The builder's building move; a `seed` varies its choice among near-equal placements
    (deterministically), and mixing in the seat keeps seats apart even on one seed."""
    ship = s.ships[seat]
    legal = moves(s, seat)
    if ship.hand:
        rnd = None if seed is None else random.Random(seed * 8 + seat)
        score, move = best_placement(s, seat, rnd)
        if move and (score >= bar(ship, s, seat) or ship.hand_from in ("reserve", "start", "mto")
                     or (score >= RESERVE_FLOOR and done_enough(s, seat, CLOCK_COST["reserve"]))):
            return move  # at the end a tile placed beats one reserved only to come back
        if "reserve" in legal and score >= 0.8:
            return "reserve"
        if "return" in legal:
            return "return"
        return move or "finish late"
    finishing = done_enough(s, seat)
    for tile in ship.reserve:  # back when it now scores as a drawn tile must, or at the end
        # (a reserved tile left over is lost, GT-2.6.2): never straight back after reserving
        score, move = best_placement(s, seat, tile=tile)
        if move and score >= (RESERVE_FLOOR if finishing else bar(ship, s, seat) + JITTER):
            return f"take {tile}"
    if not s.peeked[seat] and "peek 1" in legal and s.clock[seat] < budget(s.round) // 3:
        return "peek 1"  # learn the round's threats once
    if not finishing:
        if pick := face_up_pick(s, seat):
            return pick
        for tile in mto_free(s, seat):  # Made to Order tiles are free to use
            if afford(s, seat, "take") and legal_placements(ship, tile, bool(
                    s.opts["strict_building"]), s.rr("somersault")):
                return f"take {tile}"
        if "draw" in legal:
            return "draw"
    return "finish"
