"""What every backend gives the queries: transactions, reads, and the few idioms that differ.

The queries (`games`, `clock`, `ratings`, `tournaments`) are written once, in the SQL both
SQLite and PostgreSQL understand, with `?` placeholders; a backend runs them (PostgreSQL's turns
them into `$1, $2…`). What really differs lives in the backend's module: the connection, how a
transaction starts and what its failures mean (`sqlite.py`, `postgres.py`), the row lock a
read-then-write takes (`for_update`), a named lock for work that has no row to lock (`lock`),
and how a migration's SQL is written for it (`schema.py`).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Coroutine, Iterable, Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any, Protocol, TypeVar

Row = Any  # an aiosqlite.Row or an asyncpg.Record: read by position or by column name
T = TypeVar("T")


class IntegrityViolation(Exception):
    """A write broke a rule of the schema (a unique index, a CHECK, the append-only move log).
    Nothing of its transaction was written."""


class Tx(Protocol):
    """One open transaction."""

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run one statement; the number of rows it changed."""

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None: ...

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Row]: ...

    async def fetchrow(self, sql: str, params: Sequence[Any] = ()) -> Row | None: ...


class Backend(ABC):
    name: str  # "sqlite" or "postgres": the dialect of the migrations (see schema.py)
    for_update: str  # appended to a SELECT whose rows the transaction will change
    now_sql: str  # the database's clock, in Unix seconds (a SQL expression)

    @abstractmethod
    def transaction(self) -> AbstractAsyncContextManager[Tx]:
        """A transaction, committed whole or not at all. Failures become the store's refusals
        (`StoreUnavailable`, with a log line for the admin) or `IntegrityViolation`."""

    async def run(self, body: Callable[[Tx], Coroutine[Any, Any, T]]) -> T:
        """`body` in one transaction, as `transaction()` runs it; its result. A backend may run
        it faster (SQLite: in one call on its database thread), so `body` awaits only `tx`."""
        async with self.transaction() as tx:
            return await body(tx)

    @abstractmethod
    async def rows(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        """A read outside any transaction."""

    @abstractmethod
    async def has_table(self, name: str) -> bool: ...

    @abstractmethod
    async def lock(self, tx: Tx, key: int) -> None:
        """Inside `tx`: wait for, then hold until its end, the lock named `key` (for writes
        with no row to lock first, like ratings read and rewritten)."""

    @abstractmethod
    async def close(self) -> None: ...

    @property
    def description(self) -> str:
        """Where the data lives, for messages (never a password)."""
        return self.name


# Keys of `Backend.lock`.
LOCK_MIGRATIONS = 7_210_001
LOCK_RATINGS = 7_210_002
