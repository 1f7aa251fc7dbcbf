"""The PostgreSQL backend (`DATABASE_URL=postgresql://…`), through an asyncpg pool.

Transactions run side by side here (READ COMMITTED): a read-then-write locks the rows it will
change (`SELECT … FOR UPDATE`, see `for_update`), version-checked updates refuse a stale move as
on SQLite, and work with no row to lock (ratings, migrations) takes a transaction-scoped
advisory lock. A schema of its own: `?search_path=NAME` in the URL (asyncpg passes unknown URL
parameters on as server settings).
"""

from __future__ import annotations

import functools
import logging
import re
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import asynccontextmanager
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import asyncpg

from bot.errors import StoreUnavailable
from bot.store.backend import Backend, IntegrityViolation, Row, Tx

log = logging.getLogger(__name__)
SCHEMES = ("postgresql://", "postgres://")
POOL_SIZE = 10


def is_url(target: object) -> bool:
    return isinstance(target, str) and target.startswith(SCHEMES)


def redacted(url: str) -> str:
    """The URL without its password (for messages and logs)."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    netloc = parts.netloc.replace(f":{parts.password}@", ":***@", 1)
    return urlunsplit(parts._replace(netloc=netloc))


@functools.lru_cache(maxsize=1024)
def numbered(sql: str) -> str:
    """`?` placeholders as PostgreSQL's `$1, $2…` (a `?` inside a quoted string stays)."""
    out, count, quote = [], 0, ""
    for char in sql:
        if quote:
            quote = "" if char == quote else quote
        elif char in "'\"":
            quote = char
        elif char == "?":
            count += 1
            out.append(f"${count}")
            continue
        out.append(char)
    return "".join(out)


def _changed(status: str) -> int:
    """The row count of a command tag ('UPDATE 3', 'INSERT 0 1', 'DELETE 0')."""
    match = re.search(r"(\d+)$", status or "")
    return int(match.group(1)) if match else 0


class PostgresTx:
    def __init__(self, connection: asyncpg.Connection) -> None:
        self._c = connection

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        return _changed(await self._c.execute(numbered(sql), *params))

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        rows = [tuple(row) for row in rows]
        if rows:
            await self._c.executemany(numbered(sql), rows)

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return list(await self._c.fetch(numbered(sql), *params))

    async def fetchrow(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        return await self._c.fetchrow(numbered(sql), *params)


class PostgresBackend(Backend):
    name = "postgres"
    for_update = " FOR UPDATE"
    now_sql = "extract(epoch from clock_timestamp())::float8"

    def __init__(self, pool: asyncpg.Pool, url: str) -> None:
        self.pool = pool
        self.url = url
        self._closed = False

    @classmethod
    async def open(cls, url: str, *, size: int = POOL_SIZE) -> PostgresBackend:
        # No expiry of idle connections nor of prepared statements (the statement cache stays
        # bounded by its size): their timers would only redo work a bot keeps needing, and keep
        # an event loop that waits for its timers (simcord's settling) busy for minutes.
        pool = await asyncpg.create_pool(url, min_size=1, max_size=size, command_timeout=60,
                                         max_inactive_connection_lifetime=0,
                                         max_cached_statement_lifetime=0)
        return cls(pool, url)

    @property
    def description(self) -> str:
        return f"the PostgreSQL database {redacted(self.url)}"

    async def close(self) -> None:
        if not self._closed:
            self._closed = True
            await self.pool.close()

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Tx]:
        try:
            async with self.pool.acquire() as connection, connection.transaction():
                yield PostgresTx(connection)
        except asyncpg.IntegrityConstraintViolationError as error:
            raise IntegrityViolation(str(error)) from error
        except (asyncpg.PostgresError, asyncpg.InterfaceError, OSError) as error:
            refusal = _refusal(error)
            if refusal is None:
                raise
            raise refusal from error

    async def rows(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        try:
            return list(await self.pool.fetch(numbered(sql), *params))
        except (asyncpg.PostgresConnectionError, asyncpg.InterfaceError, OSError) as error:
            raise _refusal(error) or StoreUnavailable("store.refused") from error

    async def has_table(self, name: str) -> bool:
        rows = await self.rows("SELECT to_regclass(?) IS NOT NULL", (name,))
        return bool(rows[0][0])

    async def lock(self, tx: Tx, key: int) -> None:
        await tx.fetch("SELECT pg_advisory_xact_lock(?)", (key,))


def _refusal(error: BaseException) -> StoreUnavailable | None:
    """The player's refusal for a failure of the server or the connection (None: a bug, to
    raise as it is); the admin's message is the log line written here."""
    state = getattr(error, "sqlstate", None) or ""
    if isinstance(error, asyncpg.PostgresError) and state[:2] not in ("08", "40", "53", "55",
                                                                       "57", "25"):
        return None
    log.error("database write refused, nothing saved: %s: %s", type(error).__name__, error)
    if state.startswith(("40", "55")):  # a deadlock or serialization failure, a lock not had
        return StoreUnavailable("store.busy")
    if state.startswith("53"):  # insufficient resources: disk full, out of memory
        return StoreUnavailable("store.full")
    if state == "25006":
        return StoreUnavailable("store.read_only")
    return StoreUnavailable("store.refused")
