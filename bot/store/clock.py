"""The turn clock's SQL (timers per seat, timeouts, vacations, reminder settings), part of `Store`.

It uses the same backend and transactions as the other query modules, and `Store` is still the
one interface to the database. `sync_timers` runs inside the transaction
of the change that needs it (a move, a start, a seat changing hands), so a game's timers always
match its position: a move and its timers are committed together or not at all.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:
    from collections.abc import Sequence
    from contextlib import AbstractAsyncContextManager

    from bot.shards import Shards
    from bot.store.backend import Backend, Row, Tx

REMIND_WHEN_LEFT = 0.25  # remind when a quarter of the turn's time is left
DAY = 86400.0
_TIMER_COLUMNS = "game_id, seat, turn, version, kind, remind_at, due_at, bank_from"
BANK_AT_LEAST = 60.0  # seconds: less late bank left than this is not worth a new deadline


@dataclass(frozen=True)
class Timer:
    """One seat's clock for one turn (see migration 0006 for the kinds)."""

    game_id: int
    seat: int
    turn: str
    version: int
    kind: str
    remind_at: float | None
    due_at: float
    bank_from: float | None = None  # since when the deadline draws on the seat's late bank


Timeout = Literal["bank", "late"] | None  # what claiming a passed deadline did


@dataclass(frozen=True)
class TimerPlan:
    """The clocks a game needs after a change: one for every seat it now waits on, all tied to
    the turn in progress (`turn`: the engine's turn key as JSON). No seats: the game is over."""

    now: float
    turn: str
    seats: tuple[tuple[int, bool], ...] = ()  # (seat, whether an AI plays it)


async def sync_timers(db: Tx, game_id: int, version: int,
                      plan: TimerPlan) -> None:
    """`sync_games_timers` for one game."""
    await sync_games_timers(db, [(game_id, version, plan)])


async def sync_games_timers(db: Tx, games: Sequence[tuple[int, int, TimerPlan]]) -> None:
    """Inside a transaction, for each (game, version, plan): keep the clock of every seat still
    awaited in the same turn, arm the seats newly awaited, drop the rest (answered seats, a
    finished turn, a finished game). Four statements however many games a group commit holds
    (a read of their clocks and seats, a delete, an insert)."""
    ids = sorted({game_id for game_id, _version, _plan in games})
    marks = ",".join("?" * len(ids))
    existing: dict[int, list[Timer]] = {game_id: [] for game_id in ids}
    for row in await db.fetch(f"SELECT {_TIMER_COLUMNS} FROM seat_timers WHERE game_id IN "
                              f"({marks}) ORDER BY game_id, seat", ids):
        existing[row[0]].append(Timer(*row))
    stale: list[tuple[int, int]] = []
    banked: list[tuple[float, int, int]] = []  # (late bank used, game, seat): clocks answered
    arm: list[tuple[int, int, TimerPlan, int, bool]] = []  # (game, version, plan, seat, ai)
    for game_id, version, plan in games:
        wanted = dict(plan.seats)
        kept: set[int] = set()
        for timer in existing[game_id]:
            seat = timer.seat
            if seat == -1 and timer.version == version and len(wanted) == 1:  # migration 0006
                seat = next(iter(wanted))
                await db.execute("UPDATE seat_timers SET seat = ?, turn = ? WHERE game_id = ? "
                                 "AND seat = -1", (seat, plan.turn, game_id))
                timer = Timer(game_id, seat, plan.turn, timer.version, timer.kind,
                              timer.remind_at, timer.due_at)
            if seat in wanted and timer.turn == plan.turn and (
                    (timer.kind == "ai") == wanted[seat]):
                kept.add(seat)
                continue
            stale.append((game_id, timer.seat))
            if timer.bank_from is not None and timer.kind == "turn":
                used = max(0.0, min(plan.now, timer.due_at) - timer.bank_from)
                banked.append((used, game_id, seat))
        arm += [(game_id, version, plan, seat, ai) for seat, ai in wanted.items()
                if seat not in kept]
    if banked:
        await db.executemany("UPDATE seats SET bank_used = bank_used + ? WHERE game_id = ? AND "
                             "seat = ?", banked)
    if stale:
        await db.executemany("DELETE FROM seat_timers WHERE game_id = ? AND seat = ?", stale)
    rows: list[tuple[Any, ...]] = [(game_id, seat, plan.turn, version, "ai", None, plan.now, None)
                                   for game_id, version, plan, seat, ai in arm if ai]
    people = [(game_id, version, plan, seat) for game_id, version, plan, seat, ai in arm
              if not ai]
    if people:
        asked = sorted({game_id for game_id, *_rest in people})
        seats = {(row[0], row[1]): row[2:] for row in await db.fetch(
            "SELECT s.game_id, s.seat, g.turn_seconds, g.vacation_days, s.vacation_used, "
            "p.vacation_until FROM games g JOIN seats s ON s.game_id = g.id LEFT JOIN players p "
            f"ON p.user_id = s.user_id WHERE g.id IN ({','.join('?' * len(asked))})", asked)}
        vacations = []
        for game_id, version, plan, seat in people:
            turn_seconds, vacation_days, used, until = seats[(game_id, seat)]
            extra, covered = _extension(used, until, vacation_days, plan.now, plan.now)
            if extra > 0:
                vacations.append((extra, game_id, seat))
            due = plan.now + turn_seconds + extra
            rows.append((game_id, seat, plan.turn, version, "turn",
                         due - turn_seconds * REMIND_WHEN_LEFT, due, covered))
        if vacations:
            await db.executemany(_USE_VACATION, vacations)
    await db.executemany(
        "INSERT INTO seat_timers (game_id, seat, turn, version, kind, remind_at, due_at, "
        "vacation_to) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", rows)


def _extension(used: float, until: float | None, vacation_days: int, now: float,
               covered_from: float) -> tuple[float, float | None]:
    """Seconds of a player's vacation (running to `until`) to add to a deadline: the part after
    `covered_from` not yet added, within what the game still allows (`used` of
    `vacation_days`); and the moment the deadline's vacation then runs to (None: none)."""
    if until is None:
        return 0.0, None
    left = max(0.0, vacation_days * DAY - float(used))
    start = max(now, covered_from)
    extra = max(0.0, min(float(until), start + left) - start)
    if extra <= 0:
        return 0.0, None
    return extra, start + extra


_USE_VACATION = ("UPDATE seats SET vacation_used = vacation_used + ? WHERE game_id = ? AND "
                 "seat = ?")


async def _use_vacation(db: Tx, game_id: int, seat: int, extra: float) -> None:
    await db.execute(_USE_VACATION, (extra, game_id, seat))


async def _vacation_extension(db: Tx, game_id: int, seat: int,
                              vacation_days: int, now: float,
                              covered_from: float) -> tuple[float, float | None]:
    """`_extension` for one seat, counted as used."""
    row = await db.fetchrow(
        "SELECT s.vacation_used, p.vacation_until FROM seats s LEFT JOIN players p "
        "ON p.user_id = s.user_id WHERE s.game_id = ? AND s.seat = ?", (game_id, seat))
    if row is None:
        return 0.0, None
    extra, end = _extension(row[0], row[1], vacation_days, now, covered_from)
    if extra > 0:
        await _use_vacation(db, game_id, seat, extra)
    return extra, end


class ClockQueries:
    """Mixed into `Store`, which provides the backend, `_transaction` and `_rows`."""

    _backend: Backend
    shards: Shards

    if TYPE_CHECKING:
        def _transaction(self) -> AbstractAsyncContextManager[Tx]: ...

        async def _rows(self, sql: str, params: Sequence[Any] = ()) -> list[Row]: ...

    def _our_games(self) -> str:
        """A condition on `seat_timers` keeping the timers of this process's shards' games."""
        if self.shards.all:
            return ""
        return f" AND game_id IN (SELECT id FROM games WHERE {self.shards.where()})"

    async def sync_game_timers(self, game_id: int, version: int, plan: TimerPlan) -> bool:
        """Re-arm what a game's timers lack (start-up): False, changing nothing, when the game
        has moved on from `version` meanwhile."""
        async with self._transaction() as db:
            row = await db.fetchrow("SELECT version, status FROM games WHERE id = ?"
                                    + self._backend.for_update, (game_id,))
            if row is None or row[0] != version or row[1] != "active":
                return False
            await sync_timers(db, game_id, version, plan)
        return True

    async def drop_stray_timers(self) -> int:
        """Delete the timers of games that are no longer running; returns how many."""
        async with self._transaction() as db:
            return await db.execute(
                "DELETE FROM seat_timers WHERE game_id NOT IN "
                "(SELECT id FROM games WHERE status = 'active')" + self._our_games())

    async def count_timeout(self, game_id: int, seat: int) -> int:
        """One more timeout for the seat; returns how many it has had."""
        async with self._transaction() as db:
            await db.execute("UPDATE seats SET timeouts = timeouts + 1 WHERE game_id = ? AND "
                             "seat = ?", (game_id, seat))
            row = await db.fetchrow("SELECT timeouts FROM seats WHERE game_id = ? AND seat = ?",
                                    (game_id, seat))
        return int(row[0]) if row else 0

    async def timers(self, game_id: int) -> list[Timer]:
        rows = await self._rows(f"SELECT {_TIMER_COLUMNS} FROM seat_timers WHERE game_id = ? "
                                "ORDER BY seat", (game_id,))
        return [Timer(*row) for row in rows]

    async def timer(self, game_id: int, seat: int) -> Timer | None:
        rows = await self._rows(f"SELECT {_TIMER_COLUMNS} FROM seat_timers WHERE game_id = ? "
                                "AND seat = ?", (game_id, seat))
        return Timer(*rows[0]) if rows else None

    async def next_timer_at(self) -> float | None:
        """When the earliest reminder or deadline falls due (None: none). AI turns are due at
        once and are started as soon as they are armed, so they are not waited for."""
        rows = await self._rows("SELECT MIN(CASE WHEN remind_at < due_at THEN remind_at ELSE "
                                "due_at END) FROM seat_timers WHERE kind = 'turn'"
                                + self._our_games())
        return rows[0][0]

    async def due_timers(self, moment: float) -> list[Timer]:
        """Reminders and deadlines due by `moment`, and every AI turn to play."""
        rows = await self._rows(
            f"SELECT {_TIMER_COLUMNS} FROM seat_timers WHERE (kind IN ('ai', 'late') "
            f"OR due_at <= ? OR remind_at <= ?){self._our_games()} "
            "ORDER BY due_at, game_id, seat", (moment, moment))
        return [Timer(*row) for row in rows]

    async def claim_reminder(self, timer: Timer) -> bool:
        """Take a due reminder exactly once (False: another claim or a new turn got there)."""
        async with self._transaction() as db:
            return await db.execute(
                "UPDATE seat_timers SET remind_at = NULL WHERE game_id = ? AND seat = ? AND "
                "turn = ? AND kind = 'turn' AND remind_at IS NOT NULL",
                (timer.game_id, timer.seat, timer.turn)) == 1

    async def claim_timeout(self, timer: Timer, moment: float, bank: bool = True) -> Timeout:
        """Take a passed deadline exactly once (None: another claim or a new turn got there).

        'bank': the seat had late bank left (BSG-27.3) and may draw on it (`bank`), and all of
        it now extends the deadline;
        what the player uses of it is charged when they answer (`sync_timers`). 'late': the
        seat's clock becomes the stand-in AI's turn, which stays until the turn is over (a crash
        in the middle resumes it); a bank it ran through is used up."""
        async with self._transaction() as db:
            row = await db.fetchrow(
                "SELECT t.due_at, t.bank_from, g.bank_seconds - s.bank_used FROM seat_timers t "
                "JOIN games g ON g.id = t.game_id JOIN seats s ON s.game_id = t.game_id AND "
                "s.seat = t.seat WHERE t.game_id = ? AND t.seat = ? AND t.turn = ? AND "
                "t.kind = 'turn' AND t.due_at <= ?" + self._backend.for_update,
                (timer.game_id, timer.seat, timer.turn, moment))
            if row is None:
                return None
            due, bank_from, left = float(row[0]), row[1], float(row[2])
            key = (timer.game_id, timer.seat)
            if bank and bank_from is None and left >= BANK_AT_LEAST:
                await db.execute(
                    "UPDATE seat_timers SET bank_from = due_at, due_at = due_at + ?, "
                    "remind_at = due_at + ? WHERE game_id = ? AND seat = ?",
                    (left, left * (1 - REMIND_WHEN_LEFT), *key))
                return "bank"
            if bank_from is not None:
                await db.execute("UPDATE seats SET bank_used = bank_used + ? WHERE game_id = ? "
                                 "AND seat = ?", (max(0.0, due - float(bank_from)), *key))
            await db.execute("UPDATE seat_timers SET kind = 'late', remind_at = NULL, "
                             "bank_from = NULL WHERE game_id = ? AND seat = ?", key)
            return "late"

    async def late_banks(self, game_id: int, moment: float) -> dict[int, float]:
        """Each seat's late bank left at `moment`, in seconds (empty: the game has none)."""
        rows = await self._rows(
            "SELECT s.seat, g.bank_seconds - s.bank_used, t.bank_from, t.due_at FROM seats s "
            "JOIN games g ON g.id = s.game_id LEFT JOIN seat_timers t ON t.game_id = s.game_id "
            "AND t.seat = s.seat AND t.kind = 'turn' WHERE s.game_id = ? AND g.bank_seconds > 0 "
            "ORDER BY s.seat", (game_id,))
        banks = {}
        for seat, left, bank_from, due in rows:
            running = 0.0 if bank_from is None else min(moment, due) - bank_from
            banks[seat] = max(0.0, float(left) - max(0.0, running))
        return banks

    async def extend_for_vacation(self, user_id: int, moment: float) -> list[int]:
        """Push back the running deadlines of `user_id` by their vacation (only the part not
        already added, within each game's allowance); returns the games changed."""
        changed = []
        async with self._transaction() as db:
            rows = await db.fetch(
                "SELECT t.game_id, t.seat, t.vacation_to, g.vacation_days FROM seat_timers t "
                "JOIN seats s ON s.game_id = t.game_id AND s.seat = t.seat "
                "JOIN games g ON g.id = t.game_id WHERE s.user_id = ? AND t.kind = 'turn' "
                "AND g.status = 'active' ORDER BY t.game_id", (user_id,))
            for game_id, seat, covered, vacation_days in rows:
                extra, until = await _vacation_extension(db, game_id, seat, vacation_days,
                                                         moment, covered or moment)
                if extra > 0:
                    await db.execute(  # a vacation is never charged to the late bank
                        "UPDATE seat_timers SET due_at = due_at + ?, remind_at = remind_at + ?, "
                        "bank_from = bank_from + ?, vacation_to = ? WHERE game_id = ? AND "
                        "seat = ?", (extra, extra, extra, until, game_id, seat))
                    changed.append(game_id)
        return changed

    async def dm_reminders(self, user_id: int) -> bool:
        rows = await self._rows("SELECT dm_reminders FROM players WHERE user_id = ?", (user_id,))
        return bool(rows and rows[0][0])

    async def set_dm_reminders(self, user_id: int, enabled: bool) -> None:
        async with self._transaction() as db:
            await db.execute(
                "INSERT INTO players (user_id, dm_reminders) VALUES (?, ?) "
                "ON CONFLICT (user_id) DO UPDATE SET dm_reminders = excluded.dm_reminders",
                (user_id, int(enabled)))

    async def set_player(self, user_id: int, *, locale: str | None = None,
                         dm_private: bool | None = None) -> None:
        """A player's language (for what reaches them outside an interaction) and whether their
        private news comes by DM; None leaves a setting as it is."""
        async with self._transaction() as db:
            await db.execute(
                "INSERT INTO players (user_id, locale, dm_private) VALUES (?, ?, ?) "
                "ON CONFLICT (user_id) DO UPDATE SET "
                "locale = COALESCE(excluded.locale, players.locale), "
                "dm_private = COALESCE(?, players.dm_private)",
                (user_id, locale, int(bool(dm_private)),
                 None if dm_private is None else int(dm_private)))

    async def private_news(self, user_ids: list[int]) -> dict[int, str | None]:
        """The players among `user_ids` who want private news by DM, with their language."""
        if not user_ids:
            return {}
        marks = ",".join("?" * len(user_ids))
        rows = await self._rows(f"SELECT user_id, locale FROM players WHERE dm_private = 1 AND "
                                f"user_id IN ({marks})", user_ids)
        return {row[0]: row[1] for row in rows}

    async def player_locale(self, user_id: int) -> str | None:
        rows = await self._rows("SELECT locale FROM players WHERE user_id = ?", (user_id,))
        return rows[0][0] if rows else None

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
