"""The store: every read and write of the bot's data, behind one interface (`Store`).

Two backends: a SQLite file (`DATABASE_PATH`, the default) or PostgreSQL (`DATABASE_URL=
postgresql://…`); `Store.open` picks by what it is given. The queries are grouped by concern and
written once for both (`games`, `clock`, `ratings`, `tournaments`); what differs per backend
lives in `sqlite.py` and `postgres.py` (connection, placeholders, transactions, locking) and
`schema.py` (the numbered migrations of `bot/migrations/`, translated per dialect).
`transfer.py` copies a SQLite database into PostgreSQL (`python -m bot migrate`).
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Sequence
from contextlib import AbstractAsyncContextManager
from pathlib import Path
from typing import Any

from bot.errors import StoreUnavailable
from bot.shards import Shards
from bot.store import schema
from bot.store.backend import Backend, IntegrityViolation, Row, Tx
from bot.store.clock import ClockQueries, Timer, TimerPlan, sync_timers
from bot.store.file import FileWatch, StoreCorrupt
from bot.store.games import GameQueries
from bot.store.postgres import is_url, redacted
from bot.store.ratings import GuildSettings, PastGame, RatingQueries
from bot.store.records import OPEN, GameRecord, LoggedMove, dumps, now
from bot.store.schema import LATEST_VERSION, check_database, migration_files
from bot.store.sqlite import SqliteBackend
from bot.store.tournaments import Entrant, TableRow, Tournament, TournamentQueries

__all__ = [
    "LATEST_VERSION", "OPEN", "Backend", "Entrant", "FileWatch", "GameRecord", "GuildSettings",
    "IntegrityViolation", "LoggedMove", "PastGame", "Store", "StoreCorrupt", "TableRow", "Timer",
    "TimerPlan", "Tournament", "check_database", "check_postgres", "dumps", "is_url",
    "migration_files", "now", "sync_timers",
]

PG_ADVICE = ("Nothing was written to it: check that the server runs and DATABASE_URL (host, "
             "port, user, database), or unset DATABASE_URL to use the SQLite file")


class Store(GameQueries, ClockQueries, RatingQueries, TournamentQueries):
    def __init__(self, backend: Backend) -> None:
        self._backend = backend
        # The guilds this process runs (bot/shards.py): the clock, the start-up catch-ups and
        # the tournament runner read only their games. Every shard unless told otherwise.
        self.shards = Shards()
        self._queue = []
        self._flusher = None

    @classmethod
    async def open(cls, target: Path | str, *, migrate: bool = True,
                   check: bool = True) -> Store:
        """Open the database at `target` (a SQLite file's path, or a `postgresql://` URL) and
        bring its schema up to date. A database that cannot be used raises `StoreCorrupt` and
        leaves no connection behind. `check=False` skips the checks of the file or server
        (a whole read of the file) for a second connection to a database just checked."""
        backend: Backend
        if is_url(target):
            from bot.store.postgres import PostgresBackend

            url = str(target)
            if check:
                await check_postgres(url)
            try:
                backend = await PostgresBackend.open(url)
            except (TimeoutError, OSError) as error:
                raise StoreCorrupt(redacted(url), f"cannot be reached ({error})", PG_ADVICE,
                                   what="the PostgreSQL database") from None
        else:
            backend = await SqliteBackend.open(target, check=check)
        store = cls(backend)
        try:
            if migrate:
                await store.migrate()
        except (sqlite3.Error, StoreUnavailable, _postgres_errors()) as error:
            await backend.close()
            if isinstance(backend, SqliteBackend):
                raise backend.corrupt(error) from None
            raise StoreCorrupt(redacted(str(target)), f"cannot be written ({error})",
                               PG_ADVICE, what="the PostgreSQL database") from None
        except BaseException:
            await backend.close()
            raise
        return store

    @property
    def backend(self) -> Backend:
        return self._backend

    @property
    def _db(self) -> Any:
        """The SQLite connection (tests and tools reach SQLite's own settings through it)."""
        assert isinstance(self._backend, SqliteBackend), "a SQLite store"
        return self._backend.db

    async def close(self) -> None:
        """Finish pending commits and close (again is harmless)."""
        if self._flusher is not None:
            await asyncio.gather(self._flusher, return_exceptions=True)
        await self._backend.close()

    def _transaction(self) -> AbstractAsyncContextManager[Tx]:
        return self._backend.transaction()

    async def _rows(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return await self._backend.rows(sql, params)

    async def schema_version(self) -> int:
        return await schema.schema_version(self._backend)

    async def migrate(self, target: int | None = None) -> int:
        """Apply every migration above the current version (up to `target`); return the version."""
        return await schema.migrate(self._backend, target)


def _postgres_errors() -> type[Exception]:
    import asyncpg

    return asyncpg.PostgresError


async def check_postgres(url: str) -> None:
    """The start-up check of a PostgreSQL database: raise `StoreCorrupt` if the server cannot be
    reached, or the schema is another program's or a newer version's. Reads only."""
    import asyncpg

    shown = redacted(url)

    def refuse(problem: str, advice: str = PG_ADVICE) -> StoreCorrupt:
        return StoreCorrupt(shown, problem, advice, what="the PostgreSQL database")

    try:
        connection = await asyncpg.connect(url, timeout=10)
    except (TimeoutError, OSError, asyncpg.PostgresError) as error:
        raise refuse(f"cannot be reached ({error})") from None
    try:
        tables = {row[0] for row in await connection.fetch(
            "SELECT table_name FROM information_schema.tables "
            "WHERE table_schema = current_schema()")}
        if not tables:
            return
        if "schema_version" not in tables:
            raise refuse("belongs to another program (its schema has none of this bot's tables; "
                         "give the bot a database or a schema of its own)")
        applied = [(row[0], row[1]) for row in await connection.fetch(
            "SELECT version, name FROM schema_version")]
    finally:
        await connection.close()
    known = schema.known_migrations()
    newest = max((version for version, _name in applied), default=0)
    if newest > max(known):
        raise refuse(f"was written by a newer version of the bot (schema {newest}; this version "
                     f"knows up to {max(known)})", "Nothing was written to it: run the newer "
                     "version of the bot, or point DATABASE_URL at another database")
    if any(known.get(version) != name for version, name in applied):
        raise refuse("belongs to another program (its schema history is not this bot's)")
