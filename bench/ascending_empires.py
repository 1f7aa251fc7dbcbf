"""Benchmark of the Ascending Empires engine: `python -m bench.ascending_empires [runs]`.

Prints one table: the time of one simulated flick through `predict` (no aim error), through
`apply` (validation, the record, aim error, copy of the state) and as the table plays it
(`canonical`, which simulates and seals the record, then `apply`, which simulates again from the
cache), the cost of a view (flick pictures included), random playout throughput (uniformly
random legal moves, the listed flick of each ship included), a whole log replayed from its flick
records against the same log without records (simulating, the old way), and the `aim` AI's time
per move. Times are CPU time of this process (`time.process_time`: the machine's other jobs
disturb it less than the wall clock) and each figure is the median over `runs` runs. `rows()`
returns the table so that other benches (the pictures) can add their own rows.
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from games.ascending_empires import GAME, State, flicks, predict
from games.ascending_empires.ai import choose_move
from games.match import Match

FLICKS_PER_RUN = 150
MOVES_PER_RUN = 2000
AI_MOVES_PER_RUN = 60
REPLAY_MOVES = 300


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


def flick_run(seed: int) -> tuple[float, float, float, float]:
    """Median ms of one `predict`, one `apply` and one `canonical` + `apply` of a flick, and of
    the view that follows (its flicks pictured)."""
    pairs = flick_positions(FLICKS_PER_RUN, seed)
    clock = time.process_time
    pred: list[float] = []
    appl: list[float] = []
    table: list[float] = []
    views: list[float] = []
    for s, move in pairs:
        seat = s.seat
        flicks.clear_cache()
        t0 = clock()
        predict(s, seat, move)
        t1 = clock()
        GAME.apply(s, seat, move)
        t2 = clock()
        flicks.clear_cache()
        t3 = clock()
        after = GAME.apply(s, seat, GAME.canonical(s, seat, move))
        t4 = clock()
        GAME.view(after, None)
        t5 = clock()
        pred.append(t1 - t0)
        appl.append(t2 - t1)
        table.append(t4 - t3)
        views.append(t5 - t4)
    return _median_ms(pred), _median_ms(appl), _median_ms(table), _median_ms(views)


def replay_run(seed: int) -> tuple[float, float]:
    """ms per move of replaying a random 3-player game's log from its flick records, and of the
    same log written without records (every flick simulated)."""
    rnd = random.Random(seed)
    match = Match.start(GAME, 3, seed, {})
    for _ in range(REPLAY_MOVES):
        seat = match.to_act()
        if seat is None:
            break
        match.play(seat, rnd.choice(match.legal_moves(seat)))
    old = [(seat, GAME.public_move(seat, move)) for seat, move in match.log]
    clock = time.process_time
    out = []
    for log in (match.log, old):
        flicks.clear_cache()
        t0 = clock()
        Match.replay(GAME, 3, seed, {}, log)
        out.append((clock() - t0) * 1000 / len(log))
    return out[0], out[1]


def playout_run(seed: int) -> float:
    """Random legal moves per second (games restarted when they end)."""
    rnd = random.Random(seed)
    clock = time.process_time
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
    clock = time.process_time
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
    timed = [flick_run(seed) for seed in range(1, runs + 1)]
    playouts = [playout_run(seed) for seed in range(1, runs + 1)]
    replays = [replay_run(seed) for seed in range(1, runs + 1)]
    ai = [ai_run(seed) for seed in range(1, runs + 1)]
    recorded = statistics.median(r for r, _ in replays)
    simulated = statistics.median(s for _, s in replays)
    return [
        ("simulated flick via predict (ms, median)",
         f"{statistics.median(t[0] for t in timed):.2f}"),
        ("simulated flick via apply (ms, median)",
         f"{statistics.median(t[1] for t in timed):.2f}"),
        ("flick at the table: canonical + apply (ms, median)",
         f"{statistics.median(t[2] for t in timed):.2f}"),
        ("view after a flick (ms, median)", f"{statistics.median(t[3] for t in timed):.2f}"),
        ("random playout (moves/s, one core)", f"{statistics.median(playouts):.0f}"),
        ("replay from flick records (ms/move)", f"{recorded:.2f}"),
        ("replay without records, simulating (ms/move)", f"{simulated:.2f}"),
        ("replay: records / simulating (ratio)", f"{recorded / simulated:.2f}"),
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
