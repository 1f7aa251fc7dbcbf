"""Benchmark of the Alien Frontiers engine: `python -m bench.alien_frontiers` from the repo root.

Plays random full 4-player games on one core and prints games/s, the median time of
`legal_moves` and of `apply` (each over every call, medians over several runs), and the share of
the total time spent in each.
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from games.alien_frontiers import GAME


def run(games: int, seed: int) -> dict[str, float]:
    rnd = random.Random(seed)
    lm_times: list[float] = []
    ap_times: list[float] = []
    clock = time.perf_counter
    start = clock()
    moves = 0
    for k in range(games):
        s = GAME.new(4, seed * 1000 + k, {})
        while s.phase != "over":
            p = s.seat
            t0 = clock()
            legal = GAME.legal_moves(s, p)
            t1 = clock()
            s = GAME.apply(s, p, rnd.choice(legal))
            t2 = clock()
            lm_times.append(t1 - t0)
            ap_times.append(t2 - t1)
            moves += 1
    total = clock() - start
    return {
        "games_per_s": games / total,
        "moves_per_game": moves / games,
        "lm_median_us": statistics.median(lm_times) * 1e6,
        "ap_median_us": statistics.median(ap_times) * 1e6,
        "lm_share": sum(lm_times) / total,
        "ap_share": sum(ap_times) / total,
    }


def main(argv: list[str]) -> None:
    runs = int(argv[1]) if len(argv) > 1 else 5
    games = int(argv[2]) if len(argv) > 2 else 20
    results = [run(games, seed) for seed in range(1, runs + 1)]

    def med(key: str) -> float:
        return statistics.median(r[key] for r in results)

    rows = [
        ("random 4-player games/s (one core)", f"{med('games_per_s'):.1f}"),
        ("moves per game", f"{med('moves_per_game'):.0f}"),
        ("legal_moves median (µs)", f"{med('lm_median_us'):.1f}"),
        ("apply median (µs)", f"{med('ap_median_us'):.1f}"),
        ("share of time in legal_moves", f"{med('lm_share') * 100:.0f}%"),
        ("share of time in apply", f"{med('ap_share') * 100:.0f}%"),
    ]
    width = max(len(r[0]) for r in rows)
    print(f"Alien Frontiers engine — {runs} runs × {games} games (medians over runs)")
    for name, value in rows:
        print(f"  {name:<{width}}  {value:>8}")


if __name__ == "__main__":
    main(sys.argv)
