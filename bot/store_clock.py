"""The turn clock's SQL (timers, timeouts, players' reminder settings), part of `Store`.

Kept apart from `bot/store.py` only for size: it uses the same connection, lock and
transactions, and `Store` is still the one interface to the database.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Iterable
    from contextlib import AbstractAsyncContextManager

    import aiosqlite


@dataclass(frozen=True)
class Timer:
    game_id: int
    version: int
    kind: str
    remind_at: float | None
    due_at: float


class ClockQueries:
    """Mixed into `Store`, which provides `_transaction` and `_rows`."""

    if TYPE_CHECKING:
        def _transaction(self) -> AbstractAsyncContextManager[aiosqlite.Connection]: ...

        async def _rows(self, sql: str, params: Iterable[Any] = ()) -> list[aiosqlite.Row]: ...

    async def count_timeout(self, game_id: int, seat: int) -> int:
        """One more timeout for the seat; returns how many it has had."""
        async with self._transaction() as db:
            await db.execute("UPDATE seats SET timeouts = timeouts + 1 WHERE game_id = ? AND "
                             "seat = ?", (game_id, seat))
            async with db.execute("SELECT timeouts FROM seats WHERE game_id = ? AND seat = ?",
                                  (game_id, seat)) as cursor:
                row = await cursor.fetchone()
        return int(row[0]) if row else 0

    async def set_timer(self, game_id: int, *, version: int, kind: str, due_at: float,
                        remind_at: float | None = None) -> None:
        """The game's one timer, replacing any earlier one (a turn that ended early)."""
        async with self._transaction() as db:
            await db.execute(
                "INSERT INTO timers (game_id, version, kind, remind_at, due_at) "
                "VALUES (?, ?, ?, ?, ?) ON CONFLICT (game_id) DO UPDATE SET "
                "version = excluded.version, kind = excluded.kind, "
                "remind_at = excluded.remind_at, due_at = excluded.due_at",
                (game_id, version, kind, remind_at, due_at),
            )

    async def clear_timer(self, game_id: int) -> None:
        async with self._transaction() as db:
            await db.execute("DELETE FROM timers WHERE game_id = ?", (game_id,))

    async def next_timer_at(self) -> float | None:
        """When the earliest reminder or deadline falls due (None: none). AI turns are due at
        once and are started as soon as they are armed, so they are not waited for."""
        rows = await self._rows("SELECT MIN(COALESCE(MIN(remind_at, due_at), due_at)) "
                                "FROM timers WHERE kind = 'turn'")
        return rows[0][0]

    async def due_timers(self, moment: float) -> list[Timer]:
        rows = await self._rows(
            "SELECT game_id, version, kind, remind_at, due_at FROM timers "
            "WHERE due_at <= ? OR remind_at <= ? ORDER BY due_at", (moment, moment))
        return [Timer(*row) for row in rows]

    async def claim_timer(self, timer: Timer, action: str) -> bool:
        """Take a due reminder (`remind`) or deadline (`timeout`) exactly once. A deadline turns
        the timer into an AI turn, which stays until the turn is over (a crash mid-turn resumes
        it). False when another claim or a newer turn got there first: nothing fires twice."""
        sql = {
            "remind": "UPDATE timers SET remind_at = NULL WHERE game_id = ? AND version = ? "
                      "AND remind_at IS NOT NULL",
            "timeout": "UPDATE timers SET kind = 'ai', remind_at = NULL WHERE game_id = ? "
                       "AND version = ? AND kind = 'turn'",
        }[action]
        async with self._transaction() as db:
            cursor = await db.execute(sql, (timer.game_id, timer.version))
            return cursor.rowcount == 1

    async def dm_reminders(self, user_id: int) -> bool:
        rows = await self._rows("SELECT dm_reminders FROM players WHERE user_id = ?", (user_id,))
        return bool(rows and rows[0][0])

    async def set_dm_reminders(self, user_id: int, enabled: bool) -> None:
        async with self._transaction() as db:
            await db.execute(
                "INSERT INTO players (user_id, dm_reminders) VALUES (?, ?) "
                "ON CONFLICT (user_id) DO UPDATE SET dm_reminders = excluded.dm_reminders",
                (user_id, int(enabled)))

    async def vacation_until(self, user_id: int) -> float | None:
        rows = await self._rows("SELECT vacation_until FROM players WHERE user_id = ?",
                                (user_id,))
        return rows[0][0] if rows else None

    async def set_vacation(self, user_id: int, until: float | None) -> None:
        async with self._transaction() as db:
            await db.execute(
                "INSERT INTO players (user_id, vacation_until) VALUES (?, ?) "
                "ON CONFLICT (user_id) DO UPDATE SET vacation_until = excluded.vacation_until",
                (user_id, until))
