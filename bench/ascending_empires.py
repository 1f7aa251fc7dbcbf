"""Benchmark of the Ascending Empires engine: `python -m bench.ascending_empires [runs]`.

Prints one table: the time of one simulated flick through `predict` (no aim error) and through
`apply` (validation, aim error, copy of the state), random playout throughput (uniformly random
legal moves, the listed flick of each ship included) and the `aim` AI's time per move. Each
figure is the median over `runs` runs. `rows()` returns the table so that other benches (the
pictures, later) can add their own rows.
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from games.ascending_empires import GAME, State, predict
from games.ascending_empires.ai import choose_move

FLICKS_PER_RUN = 150
MOVES_PER_RUN = 2000
AI_MOVES_PER_RUN = 60


def flick_positions(count: int, seed: int) -> list[tuple[State, str]]:
    """(state, flick) pairs from seeded random games: a random angle and power for a ship of
    the seat to act, in positions where that seat may flick."""
    rnd = random.Random(seed)
    out: list[tuple[State, str]] = []
    game = 0
    while len(out) < count:
        s = GAME.new(2 + game % 3, seed * 1000 + game, {})
        game += 1
        for _ in range(400):
            seat = GAME.to_act(s)
            if seat is None or len(out) >= count:
                break
            moves = GAME.legal_moves(s, seat)
            ships = [m.split()[1] for m in moves if m.startswith("flick ")]
            if ships and rnd.random() < 0.3:
                angle, power = rnd.randint(0, 3599) / 10, rnd.randint(10, 1000) / 10
                out.append((s, f"flick {rnd.choice(ships)} {angle} {power}"))
            s = GAME.apply(s, seat, rnd.choice(moves))
    return out


def _median_ms(samples: list[float]) -> float:
    return statistics.median(samples) * 1000


def flick_run(seed: int) -> tuple[float, float]:
    """Median ms of one `predict` and of one `apply` of a flick."""
    pairs = flick_positions(FLICKS_PER_RUN, seed)
    clock = time.perf_counter
    pred: list[float] = []
    appl: list[float] = []
    for s, move in pairs:
        seat = s.seat
        t0 = clock()
        predict(s, seat, move)
        t1 = clock()
        GAME.apply(s, seat, move)
        t2 = clock()
        pred.append(t1 - t0)
        appl.append(t2 - t1)
    return _median_ms(pred), _median_ms(appl)


def playout_run(seed: int) -> float:
    """Random legal moves per second (games restarted when they end)."""
    rnd = random.Random(seed)
    clock = time.perf_counter
    game = 0
    s = GAME.new(2, seed, {})
    start = clock()
    for _ in range(MOVES_PER_RUN):
        seat = GAME.to_act(s)
        if seat is None:
            game += 1
            s = GAME.new(2 + game % 3, seed * 1000 + game, {})
            seat = GAME.to_act(s)
            assert seat is not None
        s = GAME.apply(s, seat, rnd.choice(GAME.legal_moves(s, seat)))
    return MOVES_PER_RUN / (clock() - start)


def ai_run(seed: int) -> float:
    """Median ms of one `aim` AI decision, over a game of `aim` against `random`."""
    s = GAME.new(2, seed, {})
    clock = time.perf_counter
    times: list[float] = []
    for k in range(4 * AI_MOVES_PER_RUN):
        seat = GAME.to_act(s)
        if seat is None or len(times) >= AI_MOVES_PER_RUN:
            break
        level = "aim" if seat == 0 else "random"
        t0 = clock()
        move = choose_move(s, seat, level, seed * 10_000 + k)
        if level == "aim":
            times.append(clock() - t0)
        s = GAME.apply(s, seat, move)
    return _median_ms(times)


def rows(runs: int = 5) -> list[tuple[str, str]]:
    """(measure with its unit, value) rows; every value is the median over `runs` runs."""
    flicks = [flick_run(seed) for seed in range(1, runs + 1)]
    playouts = [playout_run(seed) for seed in range(1, runs + 1)]
    ai = [ai_run(seed) for seed in range(1, runs + 1)]
    return [
        ("simulated flick via predict (ms, median)",
         f"{statistics.median(p for p, _ in flicks):.2f}"),
        ("simulated flick via apply (ms, median)",
         f"{statistics.median(a for _, a in flicks):.2f}"),
        ("random playout (moves/s, one core)", f"{statistics.median(playouts):.0f}"),
        ("aim AI decision (ms, median)", f"{statistics.median(ai):.1f}"),
    ]


def picture_rows(runs: int) -> list[tuple[str, str]]:
    """The pictures of 30 positions of seeded random games: median ms and KB per picture."""
    from bench.ae_pictures import bench_rows, playout_views

    out = []
    for name, ms, kb in bench_rows(playout_views(30, seed=1), runs=runs):
        out.append((f"{name} (ms, median)", f"{ms:.1f}"))
        if kb:
            out.append((f"{name} (KB, median)", f"{kb:.1f}"))
    return out


def main(argv: list[str]) -> None:
    runs = int(argv[1]) if len(argv) > 1 else 5
    table = rows(runs) + picture_rows(max(1, runs // 2))
    width = max(len(name) for name, _ in table)
    print(f"Ascending Empires — {runs} runs (medians over runs)")
    print(f"  {'measure (unit)':<{width}}  {'value':>8}")
    for name, value in table:
        print(f"  {name:<{width}}  {value:>8}")


if __name__ == "__main__":
    main(sys.argv)
