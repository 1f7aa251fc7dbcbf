"""Heuristic evaluation of Alien Frontiers positions for the AI players (see `ai.py`).

All values are in "tenths of a VP": a colony on a territory is worth 10. `evaluate(s, p)` is the
value for seat `p` minus the best opponent's value; positions that are over score ±1000 by place.
The mover's unfinished business in the middle of a turn (undocked ships, market trades still open,
Artifact progress, hub overflow that a launch would keep) is valued by `pending(s)` so that a
one-ply greedy choice can compare moves inside a turn.
"""

from __future__ import annotations

from games.alien_frontiers.board import has_bonus
from games.alien_frontiers.data import (
    F_ISOLATION,
    HUB_SPACES,
    RELIC,
    T_HEINLEIN,
)
from games.alien_frontiers.scoring import ranking
from games.alien_frontiers.state import State

WIN = 1000.0

# Marginal value of the k-th unit held (diminishing; more than 8 in all is returned at turn end).
ORE_STEPS = (2.2, 2.2, 2.1, 1.8, 1.4, 1.0, 0.6, 0.4, 0.3, 0.2)
FUEL_STEPS = (1.3, 1.2, 1.1, 0.9, 0.7, 0.5, 0.4, 0.3, 0.2, 0.1)

CARD_VALUE = {
    "alien_city": 1.0,  # its VP is already counted in `vp`
    "alien_monument": 1.0,
    "booster_pod": 2.5,
    "data_crystal": 3.0,
    "gravity_manipulator": 3.0,
    "holographic_decoy": 2.5,
    "orbital_teleporter": 3.0,
    "plasma_cannon": 3.0,
    "polarity_device": 3.0,
    "resource_cache": 3.0,
    "stasis_beam": 3.0,
    "temporal_warper": 2.5,
}
# Extra worth of a territory's bonus to its controller (beyond the control VP).
BONUS_VALUE = (1.5, 1.5, 2.0, 2.0, 1.5, 1.5, 1.0, 1.5)

HUB_STEP = 1.0  # per space on the Colonist Hub
HUB_BASE = 0.5  # a colony on the hub at all
DIE_PENDING = 0.9  # an undocked ship in the middle of the turn
ART_PENDING = 0.3  # per pip at the Alien Artifact toward the next card


def _steps(table: tuple[float, ...], n: int) -> float:
    if n <= 0:
        return 0.0
    if n <= len(table):
        return sum(table[:n])
    return sum(table) + 0.1 * (n - len(table))


def progress(s: State) -> float:
    """How far the game is (0 at the start, 1 when someone places their last colony)."""
    best = 0
    for q in range(s.n):
        placed = s.each - s.left[q] - (1 if s.hub[q] else 0)
        if placed > best:
            best = placed
    return best / s.each


def ships_of(s: State, q: int) -> int:
    """Ships `q` will have at their next gather (coloured not lost, plus the relic if held)."""
    n = 0
    loc = s.loc
    for i in range(q * 6, q * 6 + 6):
        where = loc[i]
        if where != "stock" and where != "terraform":
            n += 1
    if s.relic_owner == q and loc[RELIC] != "terraform":
        n += 1
    return n


def value(s: State, q: int, prog: float) -> float:
    """Static value of seat `q` (not counting the mover's unfinished turn)."""
    v = 10.0 * s.vp[q]
    h = s.hub[q]
    if h:
        v += HUB_BASE + HUB_STEP * h
    ships = ships_of(s, q)
    ship_val = 3.0 + 7.0 * max(0.0, 1.0 - prog)
    v += ship_val * (ships - 3)
    v += _steps(ORE_STEPS, s.ore[q]) + _steps(FUEL_STEPS, s.fuel[q])
    for c in s.cards[q]:
        v += CARD_VALUE.get(c, 2.0)
    iso = s.fields[F_ISOLATION]
    terr = s.terr
    ctrl = s.ctrl
    for t in range(8):
        row = terr[t]
        mine = row[q]
        if not mine:
            continue
        other = 0
        for r, colonies in enumerate(row):
            if r != q and colonies > other:
                other = colonies
        if ctrl[t] == q:
            if t != iso:
                v += BONUS_VALUE[t]
            if mine - other == 1:
                v -= 1.0
        elif mine == other:
            v += 1.5
    # A colony waiting on space 7 with the launch cost in hand is nearly placed.
    if h == HUB_SPACES and s.fuel[q] >= 1 and s.ore[q] >= 1:
        v += 1.0
    return v


def pending(s: State) -> float:
    """Value of the mover's unfinished turn: undocked ships, open trades, Artifact progress."""
    p = s.seat
    loc = s.loc
    v = 0.0
    undocked = 0
    market_min = 7
    for i in range(25):
        where = loc[i]
        if where == "fleet":
            undocked += 1
        elif where == "market" and s.owner(i) == p and s.val[i] < market_min:
            market_min = s.val[i]
    v += DIE_PENDING * undocked
    if market_min < 7:
        rate = 1 if has_bonus(s, p, T_HEINLEIN) else market_min
        fuel, ore, supply = s.fuel[p], s.ore[p], s.sore
        gain = 0.0
        while fuel >= rate and supply > 0:
            d = _step(ORE_STEPS, ore) - (_steps(FUEL_STEPS, fuel) - _steps(FUEL_STEPS, fuel - rate))
            if d <= 0:
                break
            gain += d
            fuel -= rate
            ore += 1
            supply -= 1
        v += gain
    if s.art >= 8:
        hand = s.cards[p]
        best = max((CARD_VALUE.get(c, 2.0) for c in s.display if c not in hand), default=0.0)
        if ("alien_city" in s.display and "alien_city" not in hand) or (
            "alien_monument" in s.display and "alien_monument" not in hand
        ):
            best = max(best, 11.0)
        v += best
    else:
        v += ART_PENDING * s.art
    if s.hub_over and s.fuel[p] >= 1 and s.ore[p] >= 1:
        v += HUB_STEP * s.hub_over
    return v


def _step(table: tuple[float, ...], held: int) -> float:
    return table[held] if held < len(table) else 0.1


def terminal(s: State, p: int) -> float:
    groups = ranking(s)
    margin = s.vp[p] - max(s.vp[q] for q in range(s.n) if q != p)
    if p in groups[0]:
        return (WIN if len(groups[0]) == 1 else WIN / 2) + margin
    return -WIN + margin


def evaluate(s: State, p: int, mid_turn: bool = True) -> float:
    """Value for seat `p`: own value minus the best opponent's, plus the mover's pending turn."""
    if s.phase == "over":
        return terminal(s, p)
    prog = progress(s)
    mine = value(s, p, prog)
    best = max(value(s, q, prog) for q in range(s.n) if q != p)
    total = mine - best
    if mid_turn and s.phase != "return":
        extra = pending(s)
        total += extra if s.seat == p else -extra
    return total
