"""AI players for Ascending Empires: `choose_move(state, seat, level, seed)`.

Levels (see docs/ascending-empires.md, "AI players"):

- `random`: a random kind of legal move, then a random move of that kind; a flick gets a
  random angle and power.
- `aim`: one ply. Every legal move, plus flicks aimed with `predict`-style simulations at the
  planets it wants to reach, the enemy ships it could ram and the enemy planets it could attack,
  is applied to a copy and the position scored (`evaluate`); the best is played.

Pure and deterministic for the same state, seat, level and seed. Hidden information is never
used: the look-ahead runs on a copy whose face-down planets unknown to the seat are shuffled
among themselves and whose RNG is re-seeded from `seed`; flicks are judged without aim error.
"""

from __future__ import annotations

import math
from collections import defaultdict

from games import rng
from games.ascending_empires.board import (
    attack_range,
    blockaded,
    edge_distance,
    is_home,
    orbit_map,
    piece_count,
    ships_of,
)
from games.ascending_empires.data import (
    HOLE_XY,
    HOLES,
    ORBIT_R,
    PLANET_COLOURS,
    PLANET_R,
    POWER_MAX,
    POWER_MIN,
    ship_owner,
    ship_radius,
)
from games.ascending_empires.flicks import run_flick
from games.ascending_empires.notation import Action, fmt
from games.ascending_empires.physics import power_for_distance
from games.ascending_empires.research import research_moves
from games.ascending_empires.rules import execute, legal_actions
from games.ascending_empires.scoring import score
from games.ascending_empires.state import State

LEVELS = ("random", "aim")
# Flick search sizes: ships considered, goals per ship, simulations per ship and per decision;
# aims at a planet are turned by these offsets (degrees) when the straight one fails.
FLICK_SHIPS = 3
TARGETS_PER_SHIP = 3
SIMULATIONS_PER_SHIP = 9
MAX_SIMULATIONS = 24
PLANET_OFFSETS = (0, 9, -9, 17, -17)
RAM_OFFSETS = (0, 3, -3)


def determinize(s: State, seat: int, key: int) -> State:
    """A copy where the face-down planets `seat` has not seen are shuffled among their holes and
    the RNG is re-seeded: the look-ahead cannot use what the seat does not know."""
    c = s.clone()
    hidden = [h for h in HOLES if h not in c.face_up and h not in c.known[seat]]
    r = rng.seed_state(key)
    r, tiles = rng.shuffled(r, sorted(c.tiles[h] for h in hidden))
    c.tiles.update(zip(hidden, tiles, strict=True))
    c.rng = r
    c.aim = "none"
    return c


def _after(s: State, p: int, a: Action) -> State:
    nxt = s.clone()
    execute(nxt, p, a)
    return nxt


def _side_value(s: State, q: int, orbits: dict[str, list[str]]) -> float:
    """How well seat `q` stands: the AE-7.2 score plus what its pieces promise."""
    v = float(score(s, q))
    for h in HOLES:
        if s.occupant[h] != q:
            continue
        troops = s.pieces[h]["troops"]
        v += troops * (0.2 if is_home(s, h) else 0.3)
        if s.tiles[h] in PLANET_COLOURS:
            v += 1.0 * s.pieces[h]["stations"]
        if blockaded(s, h, orbits):
            v -= 0.4
    v += 0.2 * s.supply[q]["troops"]
    v += 1.0 * sum(s.tech[q].values())
    v += 0.8 * len(research_moves(s, q))
    mine = ships_of(s, q)
    v += 0.3 * len(mine)
    v += 0.4 * sum(  # a ship ready to land on a free planet
        1 for h in HOLES
        if not is_home(s, h) and s.occupant[h] == -1
        and any(ship_owner(x) == q for x in orbits[h])
    )
    reach = {o: attack_range(s, o) for o in range(s.n)}
    for sid in mine:
        threats = sum(1 for e in s.pos if ship_owner(e) != q
                      and edge_distance(s, e, sid) <= reach[ship_owner(e)])
        if threats >= 2:
            v -= 0.4
    return v


def evaluate(s: State, p: int) -> float:
    """Seat `p`'s standing minus the best opponent's."""
    orbits = orbit_map(s)
    values = [_side_value(s, q, orbits) for q in range(s.n)]
    return values[p] - max(v for q, v in enumerate(values) if q != p)


def _aims(s: State, sid: str, x: float, y: float, stop: float, offsets: tuple[int, ...]
          ) -> list[Action]:
    """Flicks at (x, y) turned by each offset (degrees), hard enough to stop `stop` mm along
    the straight line, shortened by the offset so the ship halts abreast of the target."""
    sx, sy = s.pos[sid]
    base = math.degrees(math.atan2(y - sy, x - sx))
    out = []
    for off in offsets:
        travel = stop * math.cos(math.radians(off)) if off else stop
        power = min(max(power_for_distance(travel), POWER_MIN), POWER_MAX)
        out.append(("flick", sid, round((base + off) * 10) % 3600, round(power * 10)))
    return out


def _flick_targets(s: State, p: int, sid: str) -> list[tuple[str, list[Action]]]:
    """(goal, aims to try) for the nearest goals: planets to land on or to attack (aimed at
    their orbit, straight and turned aside to get round whatever is in the way) and enemy
    ships to ram."""
    sx, sy = s.pos[sid]
    r = ship_radius(sid)
    goals: list[tuple[float, str, list[Action]]] = []
    for h in HOLES:
        hx, hy = HOLE_XY[h]
        d = math.hypot(hx - sx, hy - sy)
        if d <= ORBIT_R + r or is_home(s, h):
            continue
        q = s.occupant[h]
        landable = q in (-1, p) and piece_count(s, h) < 3
        enemy = q >= 0 and q != p and piece_count(s, h) > 0
        if landable or enemy:
            goals.append((d, h, _aims(s, sid, hx, hy, d - PLANET_R - r - 4.0, PLANET_OFFSETS)))
    for e in s.pos:
        if ship_owner(e) != p:
            ex, ey = s.pos[e]
            d = math.hypot(ex - sx, ey - sy)
            goals.append((d * 1.5, e, _aims(s, sid, ex, ey, d + 40.0, RAM_OFFSETS)))
    goals.sort(key=lambda g: g[0])
    return [(g, aims) for _, g, aims in goals[:TARGETS_PER_SHIP]]


def _reached(s: State, a: Action, goal: str) -> bool:
    res = run_flick(s, a[1], a[2] / 10, a[3] / 10)
    if goal in s.pos:
        return res.rammed == goal
    if a[1] in res.off_board or res.rammed:
        return False
    x, y = res.positions.get(a[1], s.pos[a[1]])
    hx, hy = HOLE_XY[goal]
    return math.hypot(x - hx, y - hy) <= ORBIT_R + ship_radius(a[1])


def flick_candidates(s: State, p: int) -> list[Action]:
    """Flicks that reach a goal in simulation (without aim error): at most one per goal,
    within a budget of simulations per ship and per decision."""
    found: list[Action] = []
    sims = 0
    orbits = orbit_map(s)
    parked = {x for h in HOLES if not is_home(s, h) and s.occupant[h] == -1
              for x in orbits[h]}
    ships = sorted(ships_of(s, p), key=lambda x: x in parked)
    for sid in ships[:FLICK_SHIPS]:
        spent = 0
        for goal, aims in _flick_targets(s, p, sid):
            for a in aims:
                if sims >= MAX_SIMULATIONS or spent >= SIMULATIONS_PER_SHIP:
                    break
                sims += 1
                spent += 1
                if _reached(s, a, goal):
                    found.append(a)
                    break
    return found


def _random_move(s: State, p: int, key: int) -> str:
    by_kind: dict[str, list[Action]] = defaultdict(list)
    for a in legal_actions(s, p):
        by_kind[a[0]].append(a)
    kinds = sorted(by_kind)
    key, k = rng.randint(key, 0, len(kinds) - 1)
    key, i = rng.randint(key, 0, len(by_kind[kinds[k]]) - 1)
    a = by_kind[kinds[k]][i]
    if a[0] == "flick":
        key, angle = rng.randint(key, 0, 3599)
        key, power = rng.randint(key, int(POWER_MIN * 10), int(POWER_MAX * 10))
        a = ("flick", a[1], angle, power)
    return fmt(a)


def _aim_move(s: State, p: int, key: int) -> str:
    world = determinize(s, p, key)
    moves = legal_actions(world, p)
    if world.phase in ("action", "move"):
        moves = [a for a in moves if a[0] != "flick"] + flick_candidates(world, p)
    if world.phase == "retire":
        moves.sort(key=lambda a: -a[1].count("supply"))
        return fmt(moves[0])
    best, best_value = moves[0], -math.inf
    for a in moves:
        value = evaluate(_after(world, p, a), p)
        if a[0] == "return" or a == ("recruit", ()):
            value -= 0.5  # a return only helps a Recruit; an empty Recruit is a lost turn
        elif a[0] == "flick":
            value -= 0.05  # a flick that changes nothing is a lost MP
        if value > best_value + 1e-9:
            best, best_value = a, value
    return fmt(best)


def choose_move(state: State, seat: int, level: str = "aim", seed: int = 0) -> str:
    """A legal move for `seat` (flicks are any angle and power `apply` accepts)."""
    if level not in LEVELS:
        raise ValueError(f"unknown AI level {level!r}; choose one of {', '.join(LEVELS)}")
    if not legal_actions(state, seat):
        raise ValueError("this seat has no move to play now")
    key = rng.mix(seed, state.turn, seat, len(state.events), state.mp)
    if level == "random":
        return _random_move(state, seat, key)
    return _aim_move(state, seat, key)

