"""The SQLite backend: one file, in WAL mode with `synchronous=NORMAL` and foreign keys on.

One connection serves the process; aiosqlite runs its statements on one thread, so a lock keeps
each transaction whole (`BEGIN IMMEDIATE`: the write lock is taken at the start, so a
transaction never fails half-way for want of it). Only SQL runs under the lock.

Every statement awaited is a round trip to that thread, and each costs more than the statement
(the event loop and the thread trade the GIL). `run` therefore sends a whole transaction in one
call: its body is a coroutine that awaits only the transaction's statements, which run at once
on the database thread (`DirectTx`), so the thread drives it to its end in one step.

The file is checked before it is opened (`file.check_file`: a bad file stops the start-up,
untouched) and watched while the bot runs (`file.FileWatch`): a transaction is refused once the
path no longer names the file the store has open.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from collections.abc import AsyncIterator, Callable, Coroutine, Iterable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, NoReturn, TypeVar

import aiosqlite

from bot.errors import StoreUnavailable
from bot.store.backend import Backend, IntegrityViolation, Row, Tx
from bot.store.file import FileWatch, StoreCorrupt, rescue

log = logging.getLogger(__name__)
T = TypeVar("T")
PRAGMAS = ("journal_mode=WAL", "synchronous=NORMAL", "foreign_keys=ON", "busy_timeout=5000")


class SqliteTx:
    def __init__(self, db: aiosqlite.Connection) -> None:
        self._db = db

    # Each call is one round trip to aiosqlite's thread (a cursor closed explicitly would be
    # one more): a move's transaction makes about ten.
    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        cursor = await self._db.execute(sql, tuple(params))
        return cursor.rowcount

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        await self._db.executemany(sql, [tuple(row) for row in rows])

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return list(await self._db.execute_fetchall(sql, tuple(params)))

    async def fetchrow(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        rows = await self._db.execute_fetchall(sql, tuple(params))
        return next(iter(rows), None)


class DirectTx:
    """The statements of a transaction run by `SqliteBackend.run`, on the database thread:
    each completes before its `await` returns, so the body never suspends."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self._db = db

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        return self._db.execute(sql, tuple(params)).rowcount

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        self._db.executemany(sql, [tuple(row) for row in rows])

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return self._db.execute(sql, tuple(params)).fetchall()

    async def fetchrow(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        return self._db.execute(sql, tuple(params)).fetchone()


def _to_end(body: Coroutine[Any, Any, T]) -> T:
    """Run a coroutine that never suspends to its result."""
    try:
        body.send(None)
    except StopIteration as done:
        return done.value
    body.close()
    raise RuntimeError("a transaction body given to run() awaited more than its statements")


class SqliteBackend(Backend):
    name = "sqlite"
    for_update = ""  # BEGIN IMMEDIATE already holds the whole database
    now_sql = "(julianday('now') - 2440587.5) * 86400.0"

    def __init__(self, connection: aiosqlite.Connection, watch: FileWatch | None) -> None:
        self.db = connection
        self._watch = watch
        self._tx = SqliteTx(connection)
        self._lock = asyncio.Lock()
        self._closed = False

    @classmethod
    async def open(cls, path: Path | str, check: bool = True) -> SqliteBackend:
        """Open (creating) the file; a file that cannot be used raises `StoreCorrupt` and leaves
        no connection (nor its thread) behind."""
        from bot.store.schema import check_database

        in_memory = str(path) == ":memory:"
        if not in_memory:
            if check:
                check_database(path)
            try:
                Path(path).parent.mkdir(parents=True, exist_ok=True)
            except OSError as error:
                raise StoreCorrupt(Path(path).resolve(),
                                   f"cannot be created ({error.strerror})") from None
        connection = await aiosqlite.connect(str(path), isolation_level=None)
        try:
            connection.row_factory = aiosqlite.Row
            for pragma in PRAGMAS:
                async with connection.execute(f"PRAGMA {pragma}"):
                    pass  # closing the cursor finishes the statement (journal_mode returns a row)
        except BaseException:
            await connection.close()
            raise
        return cls(connection, None if in_memory else FileWatch(Path(path).absolute()))

    @property
    def description(self) -> str:
        return f"the database file {self._watch.path}" if self._watch else "an in-memory database"

    def corrupt(self, error: BaseException) -> StoreCorrupt:
        """What a failed first write (the migrations) tells the admin."""
        path = self._watch.path.resolve() if self._watch else Path(":memory:")
        cause = error.__cause__ if isinstance(error, StoreUnavailable) else error
        return StoreCorrupt(path, f"cannot be written ({cause})",
                            "No migration was applied: check that no other program holds it, "
                            "the disk space and the file's permissions, or set DATABASE_PATH to "
                            "another file")

    async def close(self) -> None:
        if not self._closed:
            self._closed = True
            await self.db.close()

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Tx]:
        """BEGIN IMMEDIATE … COMMIT, rolled back whole on any error; refused once the database
        file was deleted or replaced (checked before each commit)."""
        async with self._lock:
            if self._watch is not None and self._watch.lost:
                raise StoreUnavailable("store.file_gone")
            try:
                await self.db.execute("BEGIN IMMEDIATE")
            except sqlite3.OperationalError as error:
                raise _refusal(error) from error
            try:
                yield self._tx
            except BaseException as error:
                await self._rollback()
                _raise_translated(error)
            if self._watch is not None and not self._watch.intact():
                await self._rollback()
                await rescue(self.db, self._watch.path)
                raise StoreUnavailable("store.file_gone")
            try:
                await self.db.execute("COMMIT")
            except sqlite3.OperationalError as error:
                await self._rollback()
                raise _refusal(error) from error

    async def run(self, body: Callable[[Tx], Coroutine[Any, Any, T]]) -> T:
        """`body` in one transaction, sent whole to the database thread: one round trip."""
        async with self._lock:
            if self._watch is not None and self._watch.lost:
                raise StoreUnavailable("store.file_gone")
            # aiosqlite's own way to run a function on its thread (private, pinned version).
            outcome = await self.db._execute(self._whole, body)
            if outcome is _FILE_GONE:
                await rescue(self.db, self._watch.path)  # type: ignore[union-attr]
                raise StoreUnavailable("store.file_gone")
            return outcome

    def _whole(self, body: Callable[[Tx], Coroutine[Any, Any, T]]) -> T | object:
        """On the database thread: BEGIN IMMEDIATE, the body, COMMIT; as `transaction()`."""
        db = self.db._conn
        try:
            db.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError as error:
            raise _refusal(error) from error
        try:
            result = _to_end(body(DirectTx(db)))
            if self._watch is not None and not self._watch.intact():
                _roll_back(db)
                return _FILE_GONE
            db.execute("COMMIT")
        except BaseException as error:
            _roll_back(db)
            _raise_translated(error)
        return result

    async def _rollback(self) -> None:
        await self.db._execute(_roll_back, self.db._conn)

    async def rows(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        async with self._lock:  # one round trip to the database thread, not three
            return list(await self.db.execute_fetchall(sql, tuple(params)))

    async def has_table(self, name: str) -> bool:
        return bool(await self.rows(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name = ?", (name,)))

    async def lock(self, tx: Tx, key: int) -> None:
        """Nothing to do: a SQLite write transaction already excludes every other."""


_FILE_GONE = object()  # what `_whole` returns when the file was lost before the commit


def _roll_back(db: sqlite3.Connection) -> None:
    """Roll back, unless SQLite already did (it does so itself on SQLITE_FULL)."""
    if db.in_transaction:
        db.execute("ROLLBACK")


def _raise_translated(error: BaseException) -> NoReturn:
    """Raise what a failed transaction means to the store: a refusal, a broken schema rule, or
    the error itself."""
    if isinstance(error, sqlite3.OperationalError):
        raise _refusal(error) from error
    if isinstance(error, sqlite3.IntegrityError):
        raise IntegrityViolation(str(error)) from error
    raise error


def _refusal(error: sqlite3.OperationalError) -> StoreUnavailable:
    """The player's refusal (a catalog key); the admin's message is the log line written here."""
    log.error("database write refused, nothing saved: %s", error)
    text = str(error).lower()
    if "locked" in text or "busy" in text:
        return StoreUnavailable("store.busy")
    if "full" in text or "disk" in text:
        return StoreUnavailable("store.full")
    if "readonly" in text or "read-only" in text:
        return StoreUnavailable("store.read_only")
    return StoreUnavailable("store.refused")
