"""Who plays whom, at which table and in which seat, each round of a tournament.

Rules (the ids are cited by the tests):

- TR-P1 Table sizes. Players are split into tables of the chosen size. When the count does not
  divide, some tables get other sizes the game allows, choosing the split whose sizes stray
  least from the chosen size (sum of squared differences; fewer tables on a tie), so one seat
  more or fewer is preferred to two. Bigger tables come first. A player sits out a round (a
  bye) only when no split within the allowed sizes exists, and then as few as possible do: 5
  players of a 3–4 player game make one table of 4 and one bye, of a 2–4 player game a table
  of 3 and one of 2. The organiser chooses at creation whether tables may be larger than the
  chosen size ("a larger table") or not ("byes", the default at tables of 2): with byes, an
  odd count at tables of 2 gives one bye, never a table of 3.
- TR-P2 Swiss. Round one is drawn at random from the tournament's seed. Later rounds seat
  players near each other in the standings and on points: tables are filled from the top, then
  players are swapped between tables while that lowers a cost in which every earlier meeting
  of two players at the same table weighs far more than any difference in points or standing.
  Players meet again only when the search finds no way around it.
- TR-P3 Byes go to the players who have had the fewest byes, the lowest in the standings first,
  so nobody gets a second bye before everyone has had one.
- TR-P4 Round robin, two players: the circle method, every pair meets exactly once in n - 1
  rounds (n rounds, one bye each, when n is odd). Tables of three or more: rounds are added
  until every pair has met at least once, each round seating as many new pairs as the search
  finds (not always the fewest rounds possible); byes as in TR-P3. The schedule's shape depends
  only on the player count and table limits; the seed decides who takes which place in it.
- TR-P5 Single elimination. Only each table's winner goes through: first place (forfeits
  count as last), or if first place is shared, the one with more VP at that table, then the
  better seed. The bracket uses the fewest rounds possible, tables of the chosen size when
  that can work (for pairs, always), else of size ±1, else any size the game allows. Byes, if
  needed, are all in round one and go to the top seeds (pairs: the next power of two minus the
  player count, 1 v 16, 8 v 9 ...), so later rounds have no byes. Each table is led by a seed
  and filled with lower seeds in snake order (the weakest leader gets the best of the rest),
  top seeds get the smaller tables, and seeds 1 and 2 can only meet in the final. With a
  single table size s allowed, a table turns s players into 1, so only counts where n - 1 is
  a multiple of s - 1 can end with one winner (a 3-player-only game needs an odd count);
  other counts are refused.
- TR-P6 Seat order. At each table the player who has sat first least often sits first; the
  other seats go by how much seat advantage each player has had so far (first seat counts 1,
  last 0), least first. Remaining ties are broken by the seed.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from itertools import combinations

from bot.tournament.standings import (
    ELIMINATION,
    FORMATS,
    ROUND_ROBIN,
    SWISS,
    TableResult,
    effective_places,
    points_by_player,
)

# Pair costs are whole numbers, so the swap search compares them exactly (the matrix diagonal
# is 0). An earlier meeting outweighs any difference in points or standing.
REPEAT_COST = 10**9  # each earlier meeting of two players now at the same table
POINTS_COST = 100  # per squared point of difference between two players at a table
SHAKE_BUDGET = 384  # shake-ups tried while repeats remain: this many divided by the player count


@dataclass(frozen=True)
class RoundPlan:
    """One round: each table's players in seat order, and who has a bye."""

    tables: tuple[tuple[int, ...], ...]
    byes: tuple[int, ...]


def _check(players: Sequence[int], size: int, min_seats: int, max_seats: int) -> None:
    if not 2 <= min_seats <= size <= max_seats:
        raise ValueError(f"table size {size} must lie within 2 <= {min_seats}..{max_seats}")
    if len(set(players)) != len(players):
        raise ValueError("a player is listed twice")
    if len(players) < min_seats:
        raise ValueError(f"{len(players)} players cannot fill a table of {min_seats}")


@lru_cache(maxsize=256)
def _best_splits(n: int, size: int, low: int, high: int) -> tuple[tuple[int, ...] | None, ...]:
    """For every m <= n, the table sizes TR-P1 prefers for m players (None: impossible)."""
    best: list[tuple[int, int, tuple[int, ...]] | None] = [(0, 0, ())]
    for m in range(1, n + 1):
        options = [(prev[0] + (s - size) ** 2, prev[1] + 1,
                    tuple(sorted((*prev[2], s), reverse=True)))
                   for s in range(low, min(high, m) + 1) if (prev := best[m - s]) is not None]
        best.append(min(options, default=None))
    return tuple(b[2] if b is not None else None for b in best)


def table_sizes(n: int, size: int, min_seats: int, max_seats: int) -> tuple[list[int], int]:
    """The table sizes (biggest first) and the number of byes for `n` players (TR-P1)."""
    _check(range(n), size, min_seats, max_seats)
    splits = _best_splits(n, size, min_seats, max_seats)
    byes = next(b for b in range(n) if splits[n - b] is not None)
    return list(splits[n - byes] or ()), byes


def _pick_byes(order: Sequence[int], count: int, byes_so_far: Mapping[int, int]) -> list[int]:
    """TR-P3: fewest byes first, lowest in `order` first among equals."""
    ranked = sorted(range(len(order)), key=lambda i: (byes_so_far.get(order[i], 0), -i))
    return [order[i] for i in ranked[:count]]


class _SeatTally:
    """How often each player sat first, and their summed seat advantage (TR-P6)."""

    def __init__(self, history: Sequence[TableResult] = ()) -> None:
        self.firsts: Counter[int] = Counter()
        self.advantage: dict[int, Fraction] = {}
        for result in history:
            self.record(result.players)

    def record(self, table: Sequence[int]) -> None:
        self.firsts[table[0]] += 1
        for seat, player in enumerate(table):
            gain = Fraction(len(table) - 1 - seat, len(table) - 1)
            self.advantage[player] = self.advantage.get(player, Fraction(0)) + gain

    def order(self, table: Sequence[int], rng: random.Random) -> tuple[int, ...]:
        draw = {p: rng.random() for p in table}
        first = min(table, key=lambda p: (self.firsts[p], self.advantage.get(p, 0), draw[p]))
        rest = sorted((p for p in table if p != first),
                      key=lambda p: (self.advantage.get(p, 0), draw[p]))
        return (first, *rest)


def seat_order(table: Sequence[int], history: Sequence[TableResult],
               seed: int) -> tuple[int, ...]:
    """The table's players in seat order, balancing seats over the tournament (TR-P6)."""
    return _SeatTally(history).order(table, random.Random(seed))


def _total(tables: Sequence[Sequence[int]], cost: Sequence[Sequence[int]]) -> int:
    return sum(cost[a][b] for table in tables for a, b in combinations(table, 2))


def _greedy(sizes: Sequence[int], cost: Sequence[Sequence[int]]) -> list[list[int]]:
    """Fill tables in order: the first unseated player, then the cheapest companions."""
    unseated = list(range(len(cost)))
    tables = []
    for size in sizes:
        table = [unseated.pop(0)]
        while len(table) < size:
            pick = min(unseated, key=lambda j: sum(cost[j][i] for i in table))
            unseated.remove(pick)
            table.append(pick)
        tables.append(table)
    return tables


def _improve(tables: list[list[int]], cost: Sequence[Sequence[int]]) -> list[list[int]]:
    """Swap two players of different tables while a swap lowers the total cost. `link[x][t]`
    is x's cost to everyone at table t, kept up to date so each swap is judged in O(1)."""
    n = len(cost)
    where = [0] * n
    for t, table in enumerate(tables):
        for p in table:
            where[p] = t
    link = [[sum(row[y] for y in table) for table in tables] for row in cost]
    improved = True
    while improved:
        improved = False
        for a in range(n):
            link_a, cost_a = link[a], cost[a]
            for b in range(a + 1, n):
                ta, tb = where[a], where[b]
                if ta == tb:
                    continue
                link_b = link[b]
                if link_b[ta] + link_a[tb] - link_a[ta] - link_b[tb] < 2 * cost_a[b]:
                    tables[ta][tables[ta].index(a)] = b
                    tables[tb][tables[tb].index(b)] = a
                    where[a], where[b] = tb, ta
                    for row, link_x in zip(cost, link, strict=True):
                        link_x[ta] += row[b] - row[a]
                        link_x[tb] += row[a] - row[b]
                    improved = True
    return tables


def _repeats(tables: Sequence[Sequence[int]], cost: Sequence[Sequence[int]]) -> list[int]:
    """Players seated with someone they already met."""
    return sorted({p for t in tables for a, b in combinations(t, 2) if cost[a][b] >= REPEAT_COST
                   for p in (a, b)})


def _arrange(sizes: Sequence[int], cost: Sequence[Sequence[int]],
             rng: random.Random) -> list[list[int]]:
    """Tables of the given sizes over players 0..n-1 (0 first), with a low total pair cost:
    greedy fill, swap search, then random shake-ups of the players still repeating, each
    followed by the swap search (fewer tries for more players, keeping the time bounded)."""
    best = _improve(_greedy(sizes, cost), cost)
    best_cost = _total(best, cost)
    for _ in range(SHAKE_BUDGET // len(cost) if len(best) > 1 else 0):
        stuck = _repeats(best, cost)
        if not stuck:
            break
        trial = [list(t) for t in best]
        where = {p: t for t, table in enumerate(trial) for p in table}
        for a in stuck:
            b = rng.choice([p for p in where if where[p] != where[a]])
            ta, tb = where[a], where[b]
            trial[ta][trial[ta].index(a)], trial[tb][trial[tb].index(b)] = b, a
            where[a], where[b] = tb, ta
        trial = _improve(trial, cost)
        trial_cost = _total(trial, cost)
        if trial_cost < best_cost:
            best, best_cost = trial, trial_cost
    return best


def _meetings(history: Sequence[TableResult]) -> Counter[tuple[int, int]]:
    met: Counter[tuple[int, int]] = Counter()
    for result in history:
        met.update((min(a, b), max(a, b)) for a, b in combinations(result.players, 2))
    return met


def swiss_round(standings_order: Sequence[int], history: Sequence[TableResult],
                byes_so_far: Mapping[int, int], size: int, min_seats: int, max_seats: int,
                seed: int) -> RoundPlan:
    """The next Swiss round for the active players, best first (TR-P1, TR-P2, TR-P3, TR-P6).

    Tables are listed from the top of the standings down."""
    _check(standings_order, size, min_seats, max_seats)
    sizes, bye_count = table_sizes(len(standings_order), size, min_seats, max_seats)
    rng = random.Random(seed)
    order = list(standings_order)
    if not history:
        rng.shuffle(order)
    byes = _pick_byes(order, bye_count, byes_so_far)
    playing = [p for p in order if p not in byes]
    met = _meetings(history)
    points = {p: float(v) for p, v in points_by_player(history, byes_so_far).items()}
    cost = [[REPEAT_COST * met[(min(a, b), max(a, b))] + abs(i - j)
             + round(POINTS_COST * (points.get(a, 0.0) - points.get(b, 0.0)) ** 2)
             for j, b in enumerate(playing)] for i, a in enumerate(playing)]
    tables = sorted(_arrange(sizes, cost, rng), key=min)
    tally = _SeatTally(history)
    return RoundPlan(tuple(tally.order([playing[i] for i in t], rng) for t in tables),
                     tuple(byes))


@lru_cache(maxsize=64)
def _circle_schedule(n: int) -> tuple[RoundPlan, ...]:
    """TR-P4 for two players, over places 0..n-1. Place 0 of the circle stays put (the bye when
    n is odd) and the others turn one step a round; the upper row sits first, and the fixed
    place sits first every other round, so first seats differ by at most one (TR-P6)."""
    slots: list[int | None] = [*([None] if n % 2 else []), *range(n)]
    plans = []
    for number in range(len(slots) - 1):
        pairs = [(slots[i], slots[-1 - i]) for i in range(len(slots) // 2)]
        if number % 2:
            pairs[0] = pairs[0][::-1]
        tables = tuple((a, b) for a, b in pairs if a is not None and b is not None)
        byes = tuple(p for pair in pairs if None in pair for p in pair if p is not None)
        plans.append(RoundPlan(tables, byes))
        slots = [slots[0], slots[-1], *slots[1:-1]]
    return tuple(plans)


@lru_cache(maxsize=64)
def _pod_schedule(n: int, size: int, low: int, high: int) -> tuple[RoundPlan, ...]:
    """TR-P4 for tables of 3+, over places 0..n-1: rounds until every pair has met.

    Rounds make progress: the first table starts with the player who has the most unmet
    opponents among those playing, and the search never trades a new pair for an old one (an
    earlier meeting costs more than all repeat counts together). A round can only add nothing
    when every unmet pair involves a resting player, and byes rotate (TR-P3; among equals, the
    players with the fewest unmet opponents rest), so such a player soon plays."""
    sizes, bye_count = table_sizes(n, size, low, high)
    met: Counter[tuple[int, int]] = Counter()
    byes: Counter[int] = Counter()
    unmet = {p: set(range(n)) - {p} for p in range(n)}
    tally, rng, plans = _SeatTally(), random.Random(0), []
    while any(unmet.values()):
        resting = sorted(range(n), key=lambda p: (byes[p], len(unmet[p]), p))[:bye_count]
        playing = [p for p in range(n) if p not in resting]
        playing.sort(key=lambda p: (-len(unmet[p] - set(resting)), p))
        cost = [[0 if a == b or b in unmet[a] else REPEAT_COST + met[(min(a, b), max(a, b))] ** 2
                 for b in playing] for a in playing]
        tables = [tally.order([playing[i] for i in t], rng) for t in _arrange(sizes, cost, rng)]
        for table in tables:
            tally.record(table)
            for a, b in combinations(table, 2):
                met[(min(a, b), max(a, b))] += 1
                unmet[a].discard(b)
                unmet[b].discard(a)
        byes.update(resting)
        plans.append(RoundPlan(tuple(tables), tuple(resting)))
    return tuple(plans)


def round_robin_schedule(players: Sequence[int], size: int, min_seats: int, max_seats: int,
                         seed: int) -> list[RoundPlan]:
    """Every round of a round robin, tables in seat order (TR-P4, TR-P6)."""
    _check(players, size, min_seats, max_seats)
    places = list(players)
    random.Random(seed).shuffle(places)
    n = len(places)
    template = _circle_schedule(n) if size == 2 else _pod_schedule(n, size, min_seats, max_seats)
    return [RoundPlan(tuple(tuple(places[i] for i in t) for t in plan.tables),
                      tuple(places[i] for i in plan.byes)) for plan in template]


@dataclass(frozen=True)
class Bracket:
    """A single elimination bracket. `layout` has, for every round, the groups in bracket order
    as seed numbers (1 = best); a group of one is a bye. The winners of a round's groups, in
    order, fill the next round's groups in order."""

    seeds: tuple[int, ...]
    layout: tuple[tuple[tuple[int, ...], ...], ...]

    @property
    def rounds(self) -> int:
        return len(self.layout)


@dataclass(frozen=True)
class BracketRound:
    """One drawn elimination round: groups in bracket order, tables in seat order."""

    number: int
    groups: tuple[tuple[int, ...], ...]

    @property
    def plan(self) -> RoundPlan:
        return RoundPlan(tuple(g for g in self.groups if len(g) > 1),
                         tuple(g[0] for g in self.groups if len(g) == 1))


Step = tuple[int, tuple[int, ...]]  # one round: (byes, table sizes)


def _even_sizes(players: int, tables: int) -> tuple[int, ...]:
    base, extra = divmod(players, tables)
    return (base,) * (tables - extra) + (base + 1,) * extra


@lru_cache(maxsize=256)
def _plan_steps(n: int, size: int, low: int, high: int) -> tuple[Step, ...] | None:
    """TR-P5 with table sizes in low..high: fewest rounds, then fewest byes after round one,
    then fewest byes in round one, then sizes closest to `size`."""
    def moves(entrants: int):
        """(byes, tables, squared deviation from `size`) of each way to play a round."""
        for tables in range(1, entrants // low + 1):
            for byes in range(max(0, entrants - tables * high),
                              min(entrants - tables * low, entrants - tables - 1) + 1):
                base, extra = divmod(entrants - byes, tables)
                yield byes, tables, ((tables - extra) * (base - size) ** 2
                                     + extra * (base + 1 - size) ** 2)

    # later[e]: the cost (rounds, byes, deviation) from e entrants down to one winner, and the
    # (byes, tables) of its first round
    later: dict[int, tuple[tuple[int, int, int], tuple[int, int]]] = {1: ((0, 0, 0), (0, 0))}
    for entrants in range(2, n):
        options = [((r + 1, b + byes, d + dev), (byes, tables))
                   for byes, tables, dev in moves(entrants)
                   if (known := later.get(tables + byes)) for (r, b, d), _ in [known]]
        if options:
            later[entrants] = min(options)
    firsts = [((r + 1, b, byes, d + dev), (byes, tables)) for byes, tables, dev in moves(n)
              if (known := later.get(tables + byes)) for (r, b, d), _ in [known]]
    if not firsts:
        return None
    steps, entrants, (byes, tables) = [], n, min(firsts)[1]
    while entrants > 1:
        steps.append((byes, _even_sizes(entrants - byes, tables)))
        entrants = byes + tables
        byes, tables = later[entrants][1]
    return tuple(steps)


def _expand(leaders: int, entrants: int, step: Step) -> dict[int, tuple[int, ...]]:
    """Each leading seed's group in a round: byes for the top seeds, then tables (smaller ones
    for better seeds) filled with the seeds below `leaders` in snake order (TR-P5)."""
    byes, sizes = step
    groups = {seed: [seed] for seed in range(1, leaders + 1)}
    room = dict(zip(range(byes + 1, leaders + 1), sorted(sizes), strict=True))
    table_leaders = list(room)
    pending = list(range(leaders + 1, entrants + 1))
    backwards = True
    while pending:
        for leader in table_leaders[::-1] if backwards else table_leaders:
            if pending and len(groups[leader]) < room[leader]:
                groups[leader].append(pending.pop(0))
        backwards = not backwards
    return {leader: tuple(group) for leader, group in groups.items()}


def elimination_bracket(seeds: Sequence[int], size: int, min_seats: int,
                        max_seats: int) -> Bracket:
    """The bracket for `seeds` (best first), TR-P5."""
    _check(seeds, size, min_seats, max_seats)
    n = len(seeds)
    tiers = ((size, size), (max(min_seats, size - 1), min(max_seats, size + 1)),
             (min_seats, max_seats))
    steps = next((s for low, high in tiers if (s := _plan_steps(n, size, low, high))), None)
    if steps is None:
        raise ValueError(f"{n} players cannot be narrowed to one winner at tables of "
                         f"{min_seats}–{max_seats}")
    entrants = [n] + [byes + len(sizes) for byes, sizes in steps[:-1]]
    groups: tuple[tuple[int, ...], ...] = ((1,),)
    layout = []
    for step, count in zip(steps[::-1], entrants[::-1], strict=True):
        expansion = _expand(step[0] + len(step[1]), count, step)
        groups = tuple(expansion[leader] for group in groups for leader in group)
        layout.append(groups)
    return Bracket(tuple(seeds), tuple(layout[::-1]))


def table_winner(result: TableResult, seeds: Sequence[int]) -> int:
    """Who goes through from a finished elimination table (TR-P5); `seeds` best first."""
    rank = {p: i for i, p in enumerate(seeds)}
    return min(effective_places(result)[0], key=lambda p: (-result.vp.get(p, 0), rank[p]))


def _replay(bracket: Bracket, results: Sequence[TableResult],
            seed: int) -> tuple[list[BracketRound], int | None]:
    """The rounds drawn so far given the results, and the champion once there is one."""
    finished = {frozenset(r.players): r for r in results}
    entrants = [bracket.seeds[s - 1] for group in bracket.layout[0] for s in group]
    history: list[TableResult] = []
    drawn: list[BracketRound] = []
    for number, layout in enumerate(bracket.layout, 1):
        pending = iter(entrants)
        tally, rng = _SeatTally(history), random.Random(f"{seed}:{number}")
        groups = tuple(tally.order(group, rng) if len(group) > 1 else group
                       for group in (tuple(next(pending) for _ in g) for g in layout))
        drawn.append(BracketRound(number, groups))
        played = [finished.get(frozenset(group)) for group in groups if len(group) > 1]
        if None in played:
            return drawn, None
        history.extend(r for r in played if r is not None)
        winners = iter(table_winner(r, bracket.seeds) for r in played if r is not None)
        entrants = [group[0] if len(group) == 1 else next(winners) for group in groups]
    return drawn, entrants[0]


def elimination_rounds(bracket: Bracket, results: Sequence[TableResult],
                       seed: int) -> list[BracketRound]:
    """Every round drawn so far (the last one may be in progress), e.g. to show the bracket
    or count byes."""
    return _replay(bracket, results, seed)[0]


def elimination_round(bracket: Bracket, results: Sequence[TableResult],
                      seed: int) -> BracketRound | None:
    """The round to play now (drawn from the results so far), or None once there is a
    champion. Seat order (TR-P6) comes from `seed` and the earlier rounds."""
    drawn, champion = _replay(bracket, results, seed)
    return None if champion is not None else drawn[-1]


def elimination_champion(bracket: Bracket, results: Sequence[TableResult]) -> int | None:
    """The tournament's winner, or None while it is not over."""
    return _replay(bracket, results, 0)[1]


def rounds_reached(bracket: Bracket, results: Sequence[TableResult]) -> dict[int, int]:
    """The last round each player is drawn in; the champion gets one more (for standings)."""
    drawn, champion = _replay(bracket, results, 0)
    reached = {p: r.number for r in drawn for group in r.groups for p in group}
    if champion is not None:
        reached[champion] = bracket.rounds + 1
    return reached


def rounds_needed(format: str, n: int, size: int, min_seats: int, max_seats: int) -> int:
    """Default number of rounds. Swiss: ceil(log2 n) for pairs, ceil(log_size n) + 1 for
    tables of 3+; round robin and elimination: the length of their schedule."""
    if format == SWISS:
        _check(range(n), size, min_seats, max_seats)
        rounds = next(r for r in range(n + 1) if size**r >= n)
        return rounds if size == 2 else rounds + 1
    if format == ROUND_ROBIN:
        return len(round_robin_schedule(range(n), size, min_seats, max_seats, 0))
    if format == ELIMINATION:
        return elimination_bracket(range(n), size, min_seats, max_seats).rounds
    raise ValueError(f"unknown format {format!r}; expected one of {FORMATS}")
