"""Turn pipeline under load: many concurrent Alien Frontiers games through the real click path.

For each N, a fresh process creates N 4-player games in a fresh temporary SQLite database (through
`tables.create`, `store.join`, `tables.start`) and runs one simulated player task per game for a
fixed time, as fast as the pipeline allows (no think time): a random legal move (never "undo") is
sent through `Tables.play` (per-game lock, store read, engine apply + encode, store transaction
with group commit), and when the move ends the turn the public board is drawn and encoded in the
render processes (`bot.render`, the table's own picture job), as the table does. A game
that ends is replaced by a new one, so N games stay active.

Words used in the output:
    move      one button click through the pipeline (one `Tables.play` call, + render at turn end)
    turn      a player's whole turn: the moves up to the one that passes play on (about 5.5 moves
              in random play); turns/s = board renders/s
    engine    wall time of `Tables.play` outside store awaits: apply, encode, turn checks (on loop)
    store     `store.get` (the record read at the top of `play`) + `store.record_move` (waits for
              its group commit), as the caller sees them
    render    view + the board picture (draw + PNG encode + alt text) in a render process, as
              awaited
    e2e       click → reply ready: engine + store (+ render when the move ends the turn)

With no think time the benchmark is a closed loop: at saturation, latency ≈ N / throughput
(Little's law), so latency at large N measures queueing, not the cost of one click. The paced
runs (default: 100 games, each click preceded by an exponential think time of mean 1 s — far
busier than people on Discord) show the latency a click sees below saturation, and the open loop
(`bench.sustained`) the highest turn rate held within the latency and loop-lag bounds.

It also measures the store alone: persisted moves/s with raw `sqlite3` (WAL, synchronous=NORMAL,
one transaction per move, sequential: an update and an insert, then the store's own statements)
against `store.record_move` with realistic state JSON, one game at a time and with many games
concurrently (so group commit can batch them), and the cost of one empty call to the database
thread (the floor under one game's commit, which takes one such call).

`--backend postgres` runs the same on PostgreSQL (`--database-url`, default TEST_DATABASE_URL or
postgresql://postgres@127.0.0.1:5432/test; each run in a fresh schema, dropped after): the store
alone is then compared with raw asyncpg, one transaction per move, sequential, in the same run.

    python -m bench.pipeline [--games 10,100,1000] [--seconds 15] [--store-seconds 5]
                             [--paced 100] [--think 1.0] [--backend sqlite|postgres]
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import random
import resource
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from bench._stats import LoopLag, peak_rss_kib, percentiles, rss_kib
from bench.store_alone import (
    BACKEND,
    CURRENT,
    SEATS,
    Timing,
    clock,
    instrument,
    run_store_reference,
    target,
)

ROOT = Path(__file__).resolve().parents[1]
NAMES = ["Alice", "Bartholomew", "Chen", "Dolores"]
GOAL_P50_MS, GOAL_P99_MS, GOAL_AT = 30.0, 100.0, 100
GOAL_STORE_RATIO = 1.0
GOAL_LAG_P99_MS = 10.0


# --- the pipeline under load (one process per N) -----------------------------------------------

def timed_board(view: dict[str, Any], names: list[str]) -> float:
    """In a render worker: the table's public picture job (draw, encode, alt text), as a turn
    post asks it; returns its time there."""
    from cogs.table.pictures import picture_job

    started = clock()
    picture = picture_job("alien_frontiers", "board", (view, "en", names), "")
    assert picture is not None and picture.png and picture.alt
    return clock() - started


async def current_match(tables: Any, game_id: int) -> Any:
    """The game's match as the bot holds it (read back if crowded out of memory)."""
    return tables._matches.get(game_id) or await tables.match(await tables.store.get(game_id))


async def new_game(tables: Any, slot: int) -> tuple[int, list[int]]:
    users = [1_000_000 + slot * 10 + seat for seat in range(SEATS)]
    record = await tables.create(guild_id=1, channel_id=10_000 + slot, game_key="alien_frontiers",
                                 options={}, seats=SEATS, creator_id=users[0])
    for user in users[1:]:
        await tables.store.join(record.id, user)
    await tables.start(record.id, users[0])
    return record.id, users


async def run_pipeline(games: int, seconds: float, warmup: float, seed: int,
                       think: float = 0.0) -> dict[str, Any]:
    from bot.store import Store
    from bot.tables import Tables
    from games import registry

    registry.load_installed()
    from bench.rendering import playout_positions
    from bot import render as pool

    for view in playout_positions(2 * pool.workers()):  # warm every worker, as a running bot
        await pool.draw(timed_board, view, NAMES)
    with tempfile.TemporaryDirectory(prefix="bench-pipeline-") as folder:
        store = await Store.open(await target(Path(folder) / "pipeline.sqlite3"))
        tables = Tables(store)
        gc.collect()
        rss_before = rss_kib()
        created = clock()
        slots = [await new_game(tables, slot) for slot in range(games)]
        created = clock() - created
        gc.collect()
        rss_games = rss_kib()
        batches = instrument(store)

        start = clock() + warmup
        end = start + seconds
        samples: list[tuple[float, float, float, float, float, float, float, bool]] = []
        replaced = 0

        async def player(slot: int) -> None:
            nonlocal replaced
            rng = random.Random(seed * 100_003 + slot)
            game_id, users = slots[slot]
            version = 0
            while clock() < end:
                if think:  # the player reads the position, then clicks
                    await asyncio.sleep(rng.expovariate(1 / think))
                match = await current_match(tables, game_id)  # what the player's panel shows
                seat = match.to_act()
                move = rng.choice([m for m in match.legal_moves(seat) if m != "undo"])
                timing = Timing()
                CURRENT.set(timing)
                t0 = clock()
                played = await tables.play(game_id, users[seat], move, expected_version=version)
                t1 = clock()
                CURRENT.set(None)
                version = played.record.version
                render = service = 0.0
                if played.turn_over:
                    view = played.match.game.view(played.match.state, None)
                    service = await pool.draw(timed_board, view, NAMES)
                    render = clock() - t1
                t2 = clock()
                store_s = timing.get + timing.record
                samples.append((t0, t2, t1 - t0 - store_s, timing.get, timing.record, render,
                                service, played.turn_over))
                if played.game_over:
                    game_id, users = await new_game(tables, slot)
                    version = 0
                    replaced += 1

        pauses: list[tuple[float, int, float]] = []  # (when, generation, seconds)
        gc_started: list[float] = [0.0]

        def gc_timer(phase: str, info: dict[str, Any]) -> None:
            if phase == "start":
                gc_started[0] = clock()
            else:
                now_ = clock()
                pauses.append((now_, info["generation"], now_ - gc_started[0]))

        gc.callbacks.append(gc_timer)
        lag = LoopLag()
        lag.start()
        cpu_before = resource.getrusage(resource.RUSAGE_SELF)
        await asyncio.gather(*(player(slot) for slot in range(games)))
        cpu_after = resource.getrusage(resource.RUSAGE_SELF)
        await lag.stop()
        gc.callbacks.remove(gc_timer)
        rss_end = rss_kib()
        await store.close()

    # Latency of every move started in the window (each is finished: the players stop starting
    # moves at `end` but complete their last one); throughput from the moves finished in it.
    window = [s for s in samples if start <= s[0] < end]
    done = [s for s in samples if start <= s[1] <= end]
    turn_ends = [s for s in window if s[7]]
    ms = 1000.0
    cpu = (cpu_after.ru_utime + cpu_after.ru_stime - cpu_before.ru_utime - cpu_before.ru_stime)
    return {
        "games": games,
        "think": think,
        "seconds": seconds,
        "moves_s": len(done) / seconds,
        "turns_s": sum(1 for s in done if s[7]) / seconds,
        "samples": len(window),
        "turn_samples": len(turn_ends),
        "engine_ms": percentiles([s[2] * ms for s in window]),
        "store_ms": percentiles([(s[3] + s[4]) * ms for s in window]),
        "store_get_ms": percentiles([s[3] * ms for s in window]),
        "store_record_ms": percentiles([s[4] * ms for s in window]),
        "render_ms": percentiles([s[5] * ms for s in turn_ends]),
        "render_thread_ms": percentiles([s[6] * ms for s in turn_ends]),
        "e2e_ms": percentiles([(s[1] - s[0]) * ms for s in window]),
        "e2e_turn_ms": percentiles([(s[1] - s[0]) * ms for s in turn_ends]),
        "lag_ms": percentiles([x * ms for x in lag.between(start, end)]),
        "lag_max_ms": max(lag.between(start, end), default=0.0) * ms,
        "peak_rss_mib": peak_rss_kib() / 1024,
        "rss_per_game_kib": (rss_games - rss_before) / games,
        "rss_end_per_game_kib": (rss_end - rss_before) / games,
        "create_s": created,
        "batch_mean": sum(batches) / len(batches) if batches else 0.0,
        "cpu_share": cpu / (clock() - start + warmup) if cpu else 0.0,
        "games_replaced": replaced,
        "gc2_count": sum(1 for w, g, _ in pauses if g == 2 and start <= w <= end),
        "gc2_max_ms": max((d for w, g, d in pauses if g == 2 and start <= w <= end),
                          default=0.0) * ms,
        "gc_total_ms": sum(d for w, _, d in pauses if start <= w <= end) * ms,
    }


# --- the report --------------------------------------------------------------------------------

def _child(args: list[str]) -> dict[str, Any]:
    output = subprocess.run([sys.executable, "-m", "bench.pipeline", *args], cwd=ROOT,
                            stdout=subprocess.PIPE, text=True, check=True).stdout
    return json.loads(output.strip().splitlines()[-1])


def _trio(values: list[float]) -> str:
    return "/".join(f"{v:.1f}" if v < 100 else f"{v:.0f}" for v in values)


def report(rows: list[dict[str, Any]], store: dict[str, Any]) -> None:
    headers = ["games", "think s", "moves/s", "turns/s", "engine ms", "store ms",
               "render+enc ms", "e2e move ms", "e2e turn-end ms", "lag p99 ms", "peak RSS MiB",
               "RSS/game KiB", "after run"]
    table = [[f"{r['games']}", f"{r['think']:g}", f"{r['moves_s']:.0f}", f"{r['turns_s']:.0f}",
              _trio(r["engine_ms"]), _trio(r["store_ms"]), _trio(r["render_ms"]),
              _trio(r["e2e_ms"]), _trio(r["e2e_turn_ms"]), f"{r['lag_ms'][2]:.1f}",
              f"{r['peak_rss_mib']:.0f}", f"{r['rss_per_game_kib']:.1f}",
              f"{r['rss_end_per_game_kib']:.1f}"] for r in rows]
    widths = [max(len(h), *(len(row[i]) for row in table)) for i, h in enumerate(headers)]
    print(" | ".join(h.rjust(w) for h, w in zip(headers, widths, strict=True)))
    print("-+-".join("-" * w for w in widths))
    for row in table:
        print(" | ".join(c.rjust(w) for c, w in zip(row, widths, strict=True)))
    seconds = rows[0]["seconds"] if rows else 0
    print(f"\nms columns: p50/p95/p99 over every move of a {seconds:g} s window per row (after a "
          "warm-up). move = one click (Tables.play); turn = a player's whole turn, ended by the "
          "click that passes play on, which also renders the board (turns/s = renders/s). "
          "e2e turn-end = engine + store + render of that click. think 0 = no think time (closed "
          "loop, saturated: latency ≈ N / throughput); think T = exponential pause of mean T s "
          "before each click. RSS/game = RSS growth from creating the N games / N; after run = "
          "the same at the end of the row's window (caches filled by play).")
    for r in rows:
        if r["games"] != GOAL_AT or r["think"] <= 0:  # saturated rows measure the queue
            continue
        p50, _p95, p99 = r["e2e_turn_ms"]
        lag = r["lag_ms"][2]
        ok = p50 <= GOAL_P50_MS and p99 <= GOAL_P99_MS
        print(f"goal at {GOAL_AT} games, think {r['think']:g} s: turn-end click p50 ≤ "
              f"{GOAL_P50_MS:.0f} ms, p99 ≤ {GOAL_P99_MS:.0f} ms → {p50:.1f} / {p99:.1f}: "
              f"{'met' if ok else 'MISSED'}; loop lag p99 ≤ {GOAL_LAG_P99_MS:.0f} ms → "
              f"{lag:.1f}: {'met' if lag <= GOAL_LAG_P99_MS else 'MISSED'}")
    for r in rows:
        print(f"  N={r['games']} think {r['think']:g}: {r['samples']} moves / "
              f"{r['turn_samples']} renders sampled; store = get {_trio(r['store_get_ms'])} + "
              f"record_move {_trio(r['store_record_ms'])} ms; render in a worker "
              f"{_trio(r['render_thread_ms'])} ms; mean commit batch {r['batch_mean']:.1f}; "
              f"lag max {r['lag_max_ms']:.0f} ms; GC gen-2 {r['gc2_count']}× (max "
              f"{r['gc2_max_ms']:.0f} ms), all GC {r['gc_total_ms']:.0f} ms; "
              f"CPU {r['cpu_share']:.2f} cores; "
              f"{r['create_s']:.1f} s to create the games; {r['games_replaced']} finished and "
              "replaced")
    raw = store["raw_s"]
    postgres = BACKEND["name"] == "postgres"
    print(f"\nstore alone, persisted moves/s (state JSON ≈ {store['state_bytes'] / 1024:.1f} KiB, "
          + ("PostgreSQL, synchronous_commit as the server sets it):" if postgres
             else "WAL, synchronous=NORMAL):"))
    raw_name = "raw asyncpg" if postgres else "raw sqlite3"
    print(f"  {raw_name}, sequential, one transaction per move: {raw:7.0f}/s  (reference)")
    same = store.get("raw_like_store_s")
    if same:
        print(f"  {raw_name}, the store's own statements per move:  {same:7.0f}/s  "
              "(the same work, without the event loop and the database thread)")
    if "hop_us" in store:
        print(f"  one empty round trip to the database thread: {store['hop_us']:5.0f} µs "
              f"(raw sqlite3's whole transaction: {1e6 / raw:4.0f} µs)")
    for api in store["api"]:
        ratio = api["moves_s"] / raw
        goal = "met" if ratio >= GOAL_STORE_RATIO else "MISSED"
        also = f", {api['moves_s'] / same:4.2f}× the same work" if same else ""
        print(f"  store.record_move, {api['games']:>4} games at once:      "
              f"{api['moves_s']:7.0f}/s  {ratio:5.2f}× raw (goal ≥ {GOAL_STORE_RATIO:.1f}×: "
              f"{goal}{also}); mean commit batch {api['batch_mean']:.1f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", default="10,100,1000",
                        help="comma-separated numbers of concurrent games")
    parser.add_argument("--seconds", type=float, default=15.0, help="measured seconds per N")
    parser.add_argument("--warmup", type=float, default=2.0, help="unmeasured seconds per N")
    parser.add_argument("--store-seconds", type=float, default=5.0,
                        help="seconds per store-alone measurement")
    parser.add_argument("--paced", default=str(GOAL_AT),
                        help="comma-separated N also run with think time ('' for none)")
    parser.add_argument("--think", type=float, default=1.0,
                        help="mean think time (s) before each click in the paced runs")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--open-seconds", type=float, default=6.0,
                        help="seconds per rate of the open loop (0: skip it)")
    parser.add_argument("--backend", choices=("sqlite", "postgres"), default="sqlite",
                        help="the store's backend (postgres: --database-url)")
    parser.add_argument("--database-url", default="",
                        help="PostgreSQL server for --backend postgres (default: "
                             "TEST_DATABASE_URL or postgresql://postgres@127.0.0.1:5432/test)")
    parser.add_argument("--child", choices=("pipeline", "store"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    BACKEND.update(name=args.backend, url=args.database_url)
    backend = ["--backend", args.backend, "--database-url", args.database_url]
    counts = [int(x) for x in args.games.split(",") if x.strip()]
    if args.child == "pipeline":
        result = asyncio.run(run_pipeline(counts[0], args.seconds, args.warmup, args.seed,
                                          args.think))
        print(json.dumps(result))
        return
    if args.child == "store":
        print(json.dumps(run_store_reference(counts, args.store_seconds)))
        return
    runs = [(n, 0.0) for n in counts]
    runs += [(int(x), args.think) for x in args.paced.split(",") if x.strip()]
    rows = []
    for n, think in runs:
        print(f"… {n} games, think {think:g} s, for {args.warmup:g} + {args.seconds:g} s",
              file=sys.stderr, flush=True)
        rows.append(_child(["--child", "pipeline", "--games", str(n), "--seconds",
                            str(args.seconds), "--warmup", str(args.warmup),
                            "--seed", str(args.seed), "--think", str(think), *backend]))
    print("… store alone", file=sys.stderr, flush=True)
    concurrency = sorted({1, *counts})
    store = _child(["--child", "store", "--games", ",".join(map(str, concurrency)),
                    "--store-seconds", str(args.store_seconds), *backend])
    report(rows, store)
    if args.open_seconds > 0:
        from bench import sustained

        print(f"… open loop, {GOAL_AT} games", file=sys.stderr, flush=True)
        output = subprocess.run(
            [sys.executable, "-m", "bench.sustained", "--json", "--games", str(GOAL_AT),
             "--seconds", str(args.open_seconds), "--seed", str(args.seed), *backend],
            cwd=ROOT, stdout=subprocess.PIPE, text=True, check=True).stdout
        sustained.report(json.loads(output.strip().splitlines()[-1]))


if __name__ == "__main__":
    main()
