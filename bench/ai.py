"""Benchmark of the Alien Frontiers AI players: `python -m bench.ai [--games N]` from the repo root.

Plays seeded 2-player matches for each matchup (seats swapped every game), on 2 worker processes,
and prints each matchup's win rate with a 95 % Wilson interval (ties count as half a win) and the
median / p95 thinking time per move and per turn of each level.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import statistics
import time
from collections.abc import Sequence

from games.alien_frontiers import GAME
from games.alien_frontiers.ai import DEFAULT_BUDGET_S, choose_move

MATCHUPS: tuple[tuple[str, str], ...] = (
    ("strong", "random"),
    ("strong", "greedy"),
    ("greedy", "random"),
)
MAX_MOVES = 5000  # a safety cap; real 2-player games take a few hundred moves


def play(args: tuple[str, str, int, float | None]) -> dict[str, object]:
    """One game: `a` vs `b`, `a` in seat 0 on even game numbers. Returns the result and times."""
    a, b, k, budget = args
    seed = 1_000_003 * (k + 1)
    levels = (a, b) if k % 2 == 0 else (b, a)
    me = 0 if k % 2 == 0 else 1
    s = GAME.new(2, seed, {})
    move_t: dict[str, list[float]] = {a: [], b: []}
    turn_t: dict[str, list[float]] = {a: [], b: []}
    acc = 0.0
    key = GAME.turn_key(s)
    moves = 0
    while s.phase != "over" and moves < MAX_MOVES:
        p = s.seat
        t0 = time.perf_counter()
        m = choose_move(s, p, levels[p], seed=seed + moves, budget_s=budget)
        dt = time.perf_counter() - t0
        move_t[levels[p]].append(dt)
        acc += dt
        s = GAME.apply(s, p, m)
        moves += 1
        nkey = GAME.turn_key(s)
        if nkey != key or s.phase == "over":
            turn_t[levels[p]].append(acc)
            acc = 0.0
            key = nkey
    ranking = GAME.ranking(s) if s.phase == "over" else [[0, 1]]
    score = (1.0 if len(ranking[0]) == 1 else 0.5) if me in ranking[0] else 0.0
    return {"a": a, "b": b, "score": score, "moves": moves, "turns": s.turn,
            "move_t": move_t, "turn_t": turn_t}


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    phat = wins / n
    denom = 1 + z * z / n
    centre = (phat + z * z / (2 * n)) / denom
    half = z * math.sqrt(phat * (1 - phat) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def pct(xs: Sequence[float], q: float) -> float:
    if not xs:
        return float("nan")
    ys = sorted(xs)
    return ys[min(len(ys) - 1, int(q * len(ys)))]


def main(argv: Sequence[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=100, help="games per matchup (default 100)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--budget", type=float, default=None,
                    help="strong level's budget_s (default: the AI's default)")
    ap.add_argument("--matchups", default=",".join(f"{a}-{b}" for a, b in MATCHUPS),
                    help="comma-separated a-b pairs, e.g. strong-greedy")
    ns = ap.parse_args(argv)
    pairs = [tuple(x.split("-", 1)) for x in ns.matchups.split(",") if x]
    jobs = [(a, b, k, ns.budget) for a, b in pairs for k in range(ns.games)]
    start = time.perf_counter()
    with multiprocessing.Pool(ns.workers) as pool:
        results = pool.map(play, jobs, chunksize=1)
    wall = time.perf_counter() - start
    move_t: dict[str, list[float]] = {}
    turn_t: dict[str, list[float]] = {}
    print(f"Alien Frontiers AI — 2-player games, seats swapped each game, {ns.workers} workers, "
          f"{wall:.0f} s wall, strong budget_s={ns.budget or DEFAULT_BUDGET_S}")
    print(f"{'matchup':<18} {'games':>5} {'win rate (%)':>12} {'95% CI (%)':>13} "
          f"{'turns/game':>10}")
    for a, b in pairs:
        rows = [r for r in results if r["a"] == a and r["b"] == b]
        score = sum(float(r["score"]) for r in rows)  # type: ignore[arg-type]
        lo, hi = wilson(score, len(rows))
        turns = statistics.median(int(r["turns"]) for r in rows)  # type: ignore[call-overload]
        print(f"{a + ' vs ' + b:<18} {len(rows):>5} {100 * score / len(rows):>12.1f} "
              f"{100 * lo:>6.1f}–{100 * hi:<5.1f} {turns:>10.0f}")
        for r in rows:
            for lvl, xs in r["move_t"].items():  # type: ignore[attr-defined]
                move_t.setdefault(lvl, []).extend(xs)
            for lvl, xs in r["turn_t"].items():  # type: ignore[attr-defined]
                turn_t.setdefault(lvl, []).extend(xs)
    print()
    print(f"{'level':<8} {'move median (ms)':>16} {'move p95 (ms)':>13} "
          f"{'turn median (ms)':>16} {'turn p95 (ms)':>13} {'turn max (ms)':>13}")
    for lvl in ("random", "greedy", "strong"):
        if lvl not in move_t:
            continue
        mv, tu = move_t[lvl], turn_t[lvl]
        print(f"{lvl:<8} {1000 * statistics.median(mv):>16.2f} {1000 * pct(mv, 0.95):>13.2f} "
              f"{1000 * statistics.median(tu):>16.1f} {1000 * pct(tu, 0.95):>13.1f} "
              f"{1000 * max(tu):>13.1f}")


if __name__ == "__main__":
    main()
