"""The highest turn rate the bot sustains: an open loop beside `bench.pipeline`'s closed ones.

Turns arrive at a fixed rate, whatever the bot's speed (as players do): each arrival takes an idle
game of the N and plays one whole turn through `Tables.play` (random legal clicks back to back;
the click that passes play on also draws the board in the render processes, as the table does).
The rate rises step by step; a step holds when the turn-ending click's p99 stays within
TURN_P99_MS and the event loop's lag p99 within LAG_P99_MS. The highest rate that held is
printed beside the render-bound limit, the rate at which the render processes would be busy all
the time (render workers ÷ median render + encode time), as a ratio (goal ≥ GOAL_RATIO).

    python -m bench.pipeline            (prints this table after the closed-loop rows)
    python -m bench.sustained [--games 100] [--seconds 6]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import tempfile
from pathlib import Path
from typing import Any

from bench._stats import LoopLag, percentiles

TURN_P99_MS = 100.0
LAG_P99_MS = 10.0
GOAL_RATIO = 0.7
STEPS = (0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.1, 1.25)  # × the render-bound limit


async def _render_limit(samples: int = 24) -> tuple[float, float, int]:
    """(median render + encode seconds in a worker, turns/s the workers could draw, workers)."""
    from bench.pipeline import NAMES, timed_board
    from bench.rendering import playout_positions
    from bot import render

    views = playout_positions(samples)
    for view in views[: render.workers() * 2]:  # warm every worker's caches
        await render.draw(timed_board, view, NAMES)
    times = [await render.draw(timed_board, view, NAMES) for view in views]
    median = statistics.median(times)
    return median, render.workers() / median, render.workers()


async def _step(tables: Any, slots: list[tuple[int, list[int]]], rate: float, seconds: float,
                seed: int) -> dict[str, Any]:
    """One rate for `seconds`: turn-end latencies, loop lag, turns finished, arrivals refused."""
    from bench.pipeline import NAMES, current_match, new_game, timed_board
    from bot import render

    clock = asyncio.get_running_loop().time
    rng = random.Random(seed)
    busy: set[int] = set()
    latencies: list[float] = []
    refused = 0

    async def turn(slot: int) -> None:
        game_id, users = slots[slot]
        try:
            while True:
                match = await current_match(tables, game_id)
                seat = match.to_act()
                move = rng.choice([m for m in match.legal_moves(seat) if m != "undo"])
                started = clock()
                played = await tables.play(game_id, users[seat], move)
                if played.game_over:
                    slots[slot] = await new_game(tables, slot)
                    return
                if played.turn_over:
                    view = played.match.game.view(played.match.state, None)
                    await render.draw(timed_board, view, NAMES)
                    latencies.append(clock() - started)
                    return
        finally:
            busy.discard(slot)

    lag = LoopLag()
    lag.start()
    tasks = []
    start = clock()
    arrivals = int(rate * seconds)
    for k in range(arrivals):
        await asyncio.sleep(max(0.0, start + k / rate - clock()))
        idle = [i for i in range(len(slots)) if i not in busy]
        if not idle:
            refused += 1
            continue
        slot = rng.choice(idle)
        busy.add(slot)
        tasks.append(asyncio.create_task(turn(slot)))
    await asyncio.gather(*tasks)
    elapsed = clock() - start
    await lag.stop()
    turn_p = percentiles([x * 1000 for x in latencies])
    lag_p = percentiles([x * 1000 for _, x in lag.samples])
    return {"rate": rate, "turns_s": len(latencies) / elapsed, "turn_ms": turn_p,
            "lag_ms": lag_p, "refused": refused,
            "held": turn_p[2] <= TURN_P99_MS and lag_p[2] <= LAG_P99_MS and not refused}


async def run_open_loop(games: int, seconds: float, seed: int) -> dict[str, Any]:
    from bench.pipeline import new_game
    from bench.store_alone import target
    from bot.store import Store
    from bot.tables import Tables
    from games import registry

    registry.load_installed()
    median, limit, workers = await _render_limit()
    rows = []
    with tempfile.TemporaryDirectory(prefix="bench-sustained-") as folder:
        store = await Store.open(await target(Path(folder) / "sustained.sqlite3"))
        tables = Tables(store)
        slots = [await new_game(tables, slot) for slot in range(games)]
        await _step(tables, slots, STEPS[0] * limit, 2.0, seed - 1)  # warm-up: caches, pool
        for k, share in enumerate(STEPS):
            row = await _step(tables, slots, share * limit, seconds, seed + k)
            rows.append(row)
            if not row["held"]:
                break
        await store.close()
    held = [r["rate"] for r in rows if r["held"]]
    from bench.store_alone import BACKEND

    return {"backend": BACKEND["name"], "games": games, "seconds": seconds,
            "render_median_ms": median * 1000,
            "workers": workers, "limit": limit, "rows": rows,
            "sustained": max(held, default=0.0)}


def report(result: dict[str, Any]) -> None:
    print(f"\nopen loop on {result.get('backend', 'sqlite')}, {result['games']} games, turns "
          "arriving at a fixed rate "
          f"({result['seconds']:g} s a step): turn-end click p99 ≤ {TURN_P99_MS:.0f} ms and "
          f"loop lag p99 ≤ {LAG_P99_MS:.0f} ms")
    print("  rate turns/s | done turns/s | turn-end p50/p95/p99 ms | lag p50/p95/p99 ms | held")
    for r in result["rows"]:
        turn = "/".join(f"{v:.0f}" for v in r["turn_ms"])
        lag = "/".join(f"{v:.1f}" for v in r["lag_ms"])
        held = "yes" if r["held"] else ("no" + (f" ({r['refused']} refused)" if r["refused"]
                                                 else ""))
        print(f"  {r['rate']:12.1f} | {r['turns_s']:12.1f} | {turn:>23} | {lag:>18} | {held}")
    ratio = result["sustained"] / result["limit"] if result["limit"] else 0.0
    print(f"  sustained {result['sustained']:.1f} turns/s; render-bound limit "
          f"{result['workers']} workers ÷ {result['render_median_ms']:.1f} ms median render + "
          f"encode = {result['limit']:.1f} turns/s; ratio {ratio:.2f} (goal ≥ {GOAL_RATIO}: "
          f"{'met' if ratio >= GOAL_RATIO else 'MISSED'})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=6.0, help="measured seconds per rate")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--backend", choices=("sqlite", "postgres"), default="sqlite",
                        help="the store's backend (postgres: --database-url)")
    parser.add_argument("--database-url", default="",
                        help="PostgreSQL server for --backend postgres (default: "
                             "TEST_DATABASE_URL, else postgresql://postgres@127.0.0.1:5432/test)")
    args = parser.parse_args()
    from bench.store_alone import BACKEND

    BACKEND.update(name=args.backend, url=args.database_url)
    result = asyncio.run(run_open_loop(args.games, args.seconds, args.seed))
    if args.json:
        print(json.dumps(result))
    else:
        report(result)


if __name__ == "__main__":
    main()
