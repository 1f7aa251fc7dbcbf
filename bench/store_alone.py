"""The store alone, for `bench.pipeline`: persisted moves/s through `store.record_move` against
raw `sqlite3` (or raw asyncpg with `--backend postgres`), one transaction per move, sequential, in
the same run; and where a run keeps its data (a SQLite file or a fresh PostgreSQL schema)."""

from __future__ import annotations

import asyncio
import contextvars
import random
import sqlite3
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

SEATS = 4
clock = time.perf_counter


@dataclass
class Timing:
    """A calling task's time in the store's read and write."""

    get: float = 0.0
    record: float = 0.0


CURRENT: contextvars.ContextVar[Timing | None] = contextvars.ContextVar("timing", default=None)


def instrument(store: Any) -> list[int]:
    """Time `store.get` / `store.record_move` per calling task; returns the commit batch sizes."""
    real_get, real_record, real_commit = store.get, store.record_move, store._commit_moves
    batches: list[int] = []

    async def get(game_id: int) -> Any:
        started = clock()
        try:
            return await real_get(game_id)
        finally:
            if (timing := CURRENT.get()) is not None:
                timing.get += clock() - started

    async def record_move(game_id: int, **kwargs: Any) -> int:
        started = clock()
        try:
            return await real_record(game_id, **kwargs)
        finally:
            if (timing := CURRENT.get()) is not None:
                timing.record += clock() - started

    async def commit_moves(batch: list[Any]) -> list[Any]:
        batches.append(len(batch))
        return await real_commit(batch)

    store.get, store.record_move, store._commit_moves = get, record_move, commit_moves
    return batches



def _sample_states(count: int, seed: int = 7) -> list[dict[str, Any]]:
    """Encoded states from random 4-player playouts, spread over whole games."""
    from games.alien_frontiers import GAME

    rng = random.Random(seed)
    states: list[dict[str, Any]] = []
    game = 0
    while len(states) < count:
        state = GAME.new(SEATS, seed * 1000 + game, {"long": False})
        game += 1
        step = 0
        while (seat := GAME.to_act(state)) is not None and len(states) < count:
            state = GAME.apply(state, seat, rng.choice(GAME.legal_moves(state, seat)))
            step += 1
            if step % 23 == 0:
                states.append(GAME.encode(state))
    return states


async def _fresh_database(path: Path, games: int, state: dict[str, Any]) -> None:
    """A migrated database holding `games` active 4-player games (ids 1..games), version 0."""
    import orjson

    from bot.store import Store

    store = await Store.open(path)
    await store.close()
    connection = sqlite3.connect(path)
    with connection:
        text = orjson.dumps(state).decode()
        for number in range(games):
            cursor = connection.execute(
                "INSERT INTO games (guild_id, channel_id, game_type, options, seed, max_seats, "
                "creator_id, status, state, version, created_at, updated_at) VALUES "
                "(1, ?, 'alien_frontiers', '{\"long\": false}', ?, 4, 11, 'active', ?, 0, "
                "'x', 'x')",
                (10_000 + number, number, text),
            )
            connection.executemany(
                "INSERT INTO seats (game_id, seat, user_id) VALUES (?, ?, ?)",
                [(cursor.lastrowid, seat, 11 + seat) for seat in range(SEATS)],
            )
    connection.close()


def _raw_sequential(path: Path, games: int, states: list[dict[str, Any]], seconds: float,
                    like_store: bool = False) -> float:
    """Persisted moves/s, one at a time: BEGIN; UPDATE games; INSERT INTO moves; COMMIT. With
    `like_store`, the statements the store's move transaction runs for a turn handed on (the
    version read, the checked update, the log, the turn clock moved to the next seat)."""
    import orjson

    from bot.store import now

    connection = sqlite3.connect(path, isolation_level=None)
    for pragma in ("journal_mode=WAL", "synchronous=NORMAL", "foreign_keys=ON"):
        connection.execute(f"PRAGMA {pragma}").fetchall()
    versions = [0] * (games + 1)
    count = 0
    started = clock()
    end = started + seconds
    while clock() < end:
        game_id = 1 + count % games
        state = orjson.dumps(states[count % len(states)]).decode()  # the store serialises too
        version = versions[game_id] + 1
        seat = (version - 1) % SEATS  # the turn goes round each game's table
        stamp = now()
        connection.execute("BEGIN IMMEDIATE")
        if like_store:
            _store_statements(connection, game_id, version, seat, state, stamp)
        else:
            connection.execute(
                "UPDATE games SET state = ?, version = ?, updated_at = ? WHERE id = ?",
                (state, version, stamp, game_id))
            connection.execute(
                "INSERT INTO moves (game_id, seq, seat, move, played_at) "
                "VALUES (?, ?, ?, ?, ?)", (game_id, version, seat, "roll", stamp))
        connection.execute("COMMIT")
        versions[game_id] = version
        count += 1
    elapsed = clock() - started
    connection.close()
    return count / elapsed


def _store_statements(connection: sqlite3.Connection, game_id: int, version: int, seat: int,
                      state: str, stamp: str) -> None:
    """What `Store._commit_moves` and `clock.sync_timers` run for one move handing the turn on."""
    connection.execute("SELECT id, version, status FROM games WHERE id IN (?) ORDER BY id",
                       (game_id,)).fetchall()
    connection.execute(
        "UPDATE games SET state = ?, version = version + 1, updated_at = ?, "
        "status = CASE WHEN ? = 1 THEN 'finished' ELSE status END, "
        "finished_at = CASE WHEN ? = 1 THEN ? ELSE finished_at END, "
        "ranking = COALESCE(?, ranking) WHERE id = ? AND version = ?",
        (state, stamp, 0, 0, stamp, None, game_id, version - 1))
    connection.execute("INSERT INTO moves (game_id, seq, seat, move, played_at) "
                       "VALUES (?, ?, ?, ?, ?)", (game_id, version, seat, "roll", stamp))
    connection.execute("SELECT game_id, seat, turn, version, kind, remind_at, due_at FROM "
                       "seat_timers WHERE game_id = ? ORDER BY seat", (game_id,)).fetchall()
    connection.execute("DELETE FROM seat_timers WHERE game_id = ? AND seat IN (?)",
                       (game_id, seat))
    following = (seat + 1) % SEATS
    connection.execute(
        "SELECT s.seat, g.turn_seconds, g.vacation_days, s.vacation_used, p.vacation_until "
        "FROM games g JOIN seats s ON s.game_id = g.id LEFT JOIN players p ON p.user_id = "
        "s.user_id WHERE g.id = ? AND s.seat IN (?) ORDER BY s.seat",
        (game_id, following)).fetchall()
    connection.executemany(
        "INSERT INTO seat_timers (game_id, seat, turn, version, kind, remind_at, due_at, "
        "vacation_to) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        [(game_id, following, f"[{version},{following}]", version, "turn", time.time(),
          time.time() + 3600, None)])


async def _thread_hop_us(count: int = 3000) -> float:
    """One empty call to aiosqlite's thread and back, median µs: the floor under every call
    `Backend.run` makes, whatever its SQL."""
    import statistics

    import aiosqlite

    connection = await aiosqlite.connect(":memory:")
    samples = []
    for _ in range(count):
        started = clock()
        await connection._execute(lambda: None)
        samples.append(clock() - started)
    await connection.close()
    return statistics.median(samples) * 1e6


async def _store_api(path: Path | str, games: int, states: list[dict[str, Any]],
                     seconds: float, warmup: float = 0.5) -> tuple[float, float]:
    """Persisted moves/s through `store.record_move`, `games` writers at once; + mean batch."""
    from bot.store import Store, TimerPlan

    store = await Store.open(path)
    batches = instrument(store)
    start = clock() + warmup
    end = start + seconds
    finished: list[float] = []

    async def writer(game_id: int) -> None:
        version = 0
        while clock() < end:
            seat = version % SEATS  # every move hands the turn on: its timer is rewritten too
            version = await store.record_move(
                game_id, expected_version=version, seat=seat, move="roll",
                state=states[(game_id + version) % len(states)],
                timers=TimerPlan(time.time(), f"[{version},{seat}]",
                                 (((seat + 1) % SEATS, False),)))
            finished.append(clock())

    await asyncio.gather(*(writer(game_id) for game_id in range(1, games + 1)))
    await store.close()
    counted = sum(1 for when in finished if start <= when <= end)
    return counted / seconds, sum(batches) / len(batches) if batches else 0.0


def run_store_reference(concurrency: list[int], seconds: float) -> dict[str, Any]:
    if BACKEND["name"] == "postgres":
        return asyncio.run(_pg_store_reference(concurrency, seconds))

    import orjson

    from games import registry

    registry.load_installed()
    states = _sample_states(64)
    size = sum(len(orjson.dumps(s)) for s in states) / len(states)
    result: dict[str, Any] = {"state_bytes": size, "api": []}
    with tempfile.TemporaryDirectory(prefix="bench-store-") as folder:
        path = Path(folder) / "raw.sqlite3"
        games = max(concurrency)
        asyncio.run(_fresh_database(path, games, states[0]))
        result["raw_s"] = _raw_sequential(path, games, states, seconds)
        path = Path(folder) / "raw-like-store.sqlite3"
        asyncio.run(_fresh_database(path, games, states[0]))
        result["raw_like_store_s"] = _raw_sequential(path, games, states, seconds, True)
        result["hop_us"] = asyncio.run(_thread_hop_us())
        for n in concurrency:
            path = Path(folder) / f"api-{n}.sqlite3"
            asyncio.run(_fresh_database(path, n, states[0]))
            rate, batch = asyncio.run(_store_api(path, n, states, seconds))
            result["api"].append({"games": n, "moves_s": rate, "batch_mean": batch})
    return result


# --- PostgreSQL ----------------------------------------------------------------------------------

BACKEND: dict[str, str] = {"name": "sqlite", "url": ""}
_SCHEMAS: list[str] = []


def _pg_url() -> str:
    import os

    return (BACKEND["url"] or os.environ.get("TEST_DATABASE_URL")
            or "postgresql://postgres@127.0.0.1:5432/test")


async def target(sqlite_path: Path) -> Path | str:
    """Where a run keeps its data: the SQLite file, or a fresh PostgreSQL schema's URL (dropped
    when the process ends)."""
    if BACKEND["name"] != "postgres":
        return sqlite_path
    import atexit
    import secrets

    import asyncpg

    url = _pg_url()
    schema = f"bench_{secrets.token_hex(5)}"
    connection = await asyncpg.connect(url)
    await connection.execute(f"CREATE SCHEMA {schema}")
    await connection.close()
    if not _SCHEMAS:
        atexit.register(_drop_schemas)
    _SCHEMAS.append(schema)
    return f"{url}{'&' if '?' in url else '?'}search_path={schema}"


def _drop_schemas() -> None:
    import asyncpg

    async def drop() -> None:
        connection = await asyncpg.connect(_pg_url())
        for schema in _SCHEMAS:
            await connection.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")
        await connection.close()

    asyncio.run(drop())


async def _pg_fresh(games: int, state: dict[str, Any]) -> str:
    """A migrated schema holding `games` active 4-player games (ids 1..games), version 0."""
    import asyncpg
    import orjson

    from bot.store import Store

    url = str(await target(Path("unused")))
    store = await Store.open(url)
    await store.close()
    connection = await asyncpg.connect(url)
    text = orjson.dumps(state).decode()
    async with connection.transaction():
        await connection.executemany(
            "INSERT INTO games (id, guild_id, channel_id, game_type, options, seed, max_seats, "
            "creator_id, status, state, version, created_at, updated_at) VALUES "
            "($1, 1, $2, 'alien_frontiers', '{\"long\": false}', $3, 4, 11, 'active', $4, 0, "
            "'x', 'x')", [(n, 10_000 + n, n, text) for n in range(1, games + 1)])
        await connection.executemany(
            "INSERT INTO seats (game_id, seat, user_id) VALUES ($1, $2, $3)",
            [(n, seat, 11 + seat) for n in range(1, games + 1) for seat in range(SEATS)])
    await connection.close()
    return url


async def _pg_raw_sequential(url: str, games: int, states: list[dict[str, Any]],
                             seconds: float) -> float:
    """Persisted moves/s with raw asyncpg, one at a time: BEGIN; UPDATE; INSERT; COMMIT."""
    import asyncpg
    import orjson

    from bot.store import now

    connection = await asyncpg.connect(url)
    versions = [0] * (games + 1)
    count = 0
    started = clock()
    end = started + seconds
    while clock() < end:
        game_id = 1 + count % games
        state = orjson.dumps(states[count % len(states)]).decode()
        version = versions[game_id] + 1
        stamp = now()
        async with connection.transaction():
            await connection.execute(
                "UPDATE games SET state = $1, version = $2, updated_at = $3 WHERE id = $4",
                state, version, stamp, game_id)
            await connection.execute(
                "INSERT INTO moves (game_id, seq, seat, move, played_at) "
                "VALUES ($1, $2, $3, $4, $5)", game_id, version, count % SEATS, "roll", stamp)
        versions[game_id] = version
        count += 1
    elapsed = clock() - started
    await connection.close()
    return count / elapsed


async def _pg_store_reference(concurrency: list[int], seconds: float) -> dict[str, Any]:
    import orjson

    from games import registry

    registry.load_installed()
    states = _sample_states(64)
    size = sum(len(orjson.dumps(s)) for s in states) / len(states)
    result: dict[str, Any] = {"state_bytes": size, "api": []}
    url = await _pg_fresh(max(concurrency), states[0])
    result["raw_s"] = await _pg_raw_sequential(url, max(concurrency), states, seconds)
    for n in concurrency:
        url = await _pg_fresh(n, states[0])
        rate, batch = await _store_api(url, n, states, seconds)
        result["api"].append({"games": n, "moves_s": rate, "batch_mean": batch})
    return result
