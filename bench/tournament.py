"""Swiss pairing: time per round and repeat meetings, against drawing every round at random.

    python -m bench.tournament [--runs 5]

For each field size and table configuration, plays ceil(log2 n) + 1 Swiss rounds with random
results (VP and places drawn from a seeded RNG), timing each `swiss_round` call (CPU time), and
counts pairs that meet again; the baseline draws every round at random.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from collections import Counter
from itertools import combinations

from bot.tournament.pairing import RoundPlan, swiss_round, table_sizes
from bot.tournament.standings import SWISS, TableResult, standings

CONFIGS = {"pairs (2)": (2, 2, 2), "pods of 4 (3-4)": (4, 3, 4), "pods of 3 (2-4)": (3, 2, 4)}


def meetings(tables: list[tuple[int, ...]], met: Counter[tuple[int, int]]) -> int:
    repeats = 0
    for table in tables:
        for pair in combinations(sorted(table), 2):
            repeats += met[pair] > 0
            met[pair] += 1
    return repeats


def result(table: tuple[int, ...], rng: random.Random) -> TableResult:
    order = rng.sample(table, len(table))
    return TableResult(table, tuple((p,) for p in order), {p: rng.randint(0, 40) for p in table})


def swiss(n: int, config: tuple[int, int, int], seed: int) -> tuple[list[float], int]:
    rng = random.Random(seed)
    players = list(range(1, n + 1))
    results: list[TableResult] = []
    byes: Counter[int] = Counter()
    met: Counter[tuple[int, int]] = Counter()
    times, repeats = [], 0
    for number in range(math.ceil(math.log2(n)) + 1):
        order = [s.player for s in standings(players, results, byes, set(), SWISS)]
        start = time.process_time()
        plan: RoundPlan = swiss_round(order, results, byes, *config, seed=seed + number)
        times.append((time.process_time() - start) * 1000)
        repeats += meetings(list(plan.tables), met)
        results.extend(result(table, rng) for table in plan.tables)
        byes.update(plan.byes)
    return times, repeats


def at_random(n: int, config: tuple[int, int, int], seed: int) -> int:
    rng = random.Random(seed)
    sizes, bye_count = table_sizes(n, *config)
    met: Counter[tuple[int, int]] = Counter()
    repeats = 0
    for _ in range(math.ceil(math.log2(n)) + 1):
        order = rng.sample(range(n), n)[bye_count:]
        tables, start = [], 0
        for size in sizes:
            tables.append(tuple(order[start:start + size]))
            start += size
        repeats += meetings(tables, met)
    return repeats


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    runs = parser.parse_args().runs
    print(f"{'tables':<17}{'players':>8}{'rounds':>7}{'median ms/round':>16}{'max ms':>8}"
          f"{'repeats':>9}{'random':>8}{'ratio':>7}")
    for label, config in CONFIGS.items():
        for n in (8, 16, 32, 64):
            times, ours, theirs = [], [], []
            for seed in range(runs):
                t, r = swiss(n, config, seed)
                times += t
                ours.append(r)
                theirs.append(at_random(n, config, seed))
            mine, base = statistics.median(ours), statistics.median(theirs)
            ratio = f"{mine / base:.2f}" if base else "–"
            print(f"{label:<17}{n:>8}{math.ceil(math.log2(n)) + 1:>7}"
                  f"{statistics.median(times):>16.1f}{max(times):>8.1f}{mine:>9.1f}{base:>8.1f}"
                  f"{ratio:>7}")


if __name__ == "__main__":
    main()
