"""Games, their seats and their append-only move log: the SQL, part of `Store`.

A move is version-checked (refused, nothing written, when the game moved on) and committed with
its clocks (`clock.sync_timers`) in one transaction. Moves of different games that arrive while a
commit is in flight go together in the next transaction (group commit).
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import orjson

from bot.errors import ChannelBusy, NotAllowed, NotFound, StaleMove
from bot.store.backend import IntegrityViolation, Row, Tx
from bot.store.clock import TimerPlan, sync_games_timers, sync_timers
from bot.store.records import OPEN, GameRecord, LoggedMove, dumps, now

if TYPE_CHECKING:
    from contextlib import AbstractAsyncContextManager

    from bot.shards import Shards
    from bot.store.backend import Backend

GAME_COLUMNS = (
    "id, guild_id, channel_id, game_type, options, seed, max_seats, creator_id, status, "
    "state, version, created_at, updated_at, lobby_message_id, turn_message_id, finished_at, "
    "ranking, turn_seconds, forfeit_after, vacation_days, rated, posted_version, bank_seconds, "
    "queue_message_id"
)
_OPEN_SQL = "status IN ('lobby', 'active')"


@dataclass
class _PendingMove:
    game_id: int
    expected_version: int
    seat: int
    move: str
    state: str
    ranking: str | None
    timers: TimerPlan
    future: asyncio.Future[int]


class GameQueries:
    """Mixed into `Store`, which provides the backend, `_transaction` and `_rows`."""

    _backend: Backend
    shards: Shards
    _queue: list[_PendingMove]
    _flusher: asyncio.Task[None] | None

    if TYPE_CHECKING:
        def _transaction(self) -> AbstractAsyncContextManager[Tx]: ...

        async def _rows(self, sql: str, params: Sequence[Any] = ()) -> list[Row]: ...

    async def get_meta(self, key: str) -> str | None:
        rows = await self._rows("SELECT value FROM meta WHERE key = ?", (key,))
        return rows[0][0] if rows else None

    async def set_meta(self, key: str, value: str) -> None:
        async with self._transaction() as db:
            await db.execute(
                "INSERT INTO meta (key, value) VALUES (?, ?) "
                "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                (key, value),
            )

    async def create_lobby(
        self,
        *,
        guild_id: int,
        channel_id: int,
        game_type: str,
        options: dict[str, Any],
        seed: int,
        max_seats: int,
        creator_id: int,
        turn_seconds: int = 86400,
        forfeit_after: int = 3,
        vacation_days: int = 7,
        bank_seconds: int = 0,
        rated: bool = True,
        seats: Sequence[tuple[int, str | None]] | None = None,
    ) -> GameRecord:
        """A new game in the lobby, its creator in seat 0 (or the given `seats`: user id and AI
        level, AI seats getting ids of their own); refused if the channel has one open."""
        stamp = now()
        try:
            async with self._transaction() as db:
                row = await db.fetchrow(
                    "INSERT INTO games (guild_id, channel_id, game_type, options, seed, max_seats, "
                    "creator_id, created_at, updated_at, turn_seconds, forfeit_after, "
                    "vacation_days, rated, bank_seconds) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
                    (guild_id, channel_id, game_type, dumps(options), seed, max_seats, creator_id,
                     stamp, stamp, turn_seconds, forfeit_after, vacation_days, int(rated),
                     bank_seconds),
                )
                assert row is not None
                game_id = int(row[0])
                given = [(creator_id, None)] if seats is None else seats
                await db.executemany(
                    "INSERT INTO seats (game_id, seat, user_id, ai_level) VALUES (?, ?, ?, ?)",
                    [(game_id, seat, -seat - 1 if level else user, level)
                     for seat, (user, level) in enumerate(given)],
                )
        except IntegrityViolation:
            raise ChannelBusy("lobby.channel_busy") from None
        return await self.get(game_id)

    async def get(self, game_id: int) -> GameRecord:
        rows = await self._rows(f"SELECT {GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))
        if not rows:
            raise NotFound("game.not_found", number=game_id)
        return (await self._records(rows))[0]

    async def open_game_in(self, channel_id: int) -> GameRecord | None:
        rows = await self._rows(
            f"SELECT {GAME_COLUMNS} FROM games WHERE channel_id = ? AND {_OPEN_SQL}",
            (channel_id,),
        )
        return (await self._records(rows))[0] if rows else None

    async def latest_game_in(self, channel_id: int,
                             game_type: str | None = None) -> GameRecord | None:
        """The channel's open game, or else its most recent finished or abandoned one. With
        `game_type`, only games of that game that got past the lobby: a game's own commands
        still find its last game after another game started in the channel."""
        where = "channel_id = ?"
        params: list[Any] = [channel_id]
        if game_type is not None:
            where += " AND game_type = ? AND status != 'lobby'"
            params.append(game_type)
        rows = await self._rows(
            f"SELECT {GAME_COLUMNS} FROM games WHERE {where} "
            f"ORDER BY CASE WHEN {_OPEN_SQL} THEN 0 ELSE 1 END, id DESC LIMIT 1",
            params,
        )
        return (await self._records(rows))[0] if rows else None

    async def latest_closed_game_in(self, channel_id: int) -> GameRecord | None:
        """The channel's most recent finished or abandoned game."""
        rows = await self._rows(
            f"SELECT {GAME_COLUMNS} FROM games WHERE channel_id = ? "
            "AND status IN ('finished', 'abandoned') ORDER BY id DESC LIMIT 1", (channel_id,))
        return (await self._records(rows))[0] if rows else None

    async def games_of(self, user_id: int) -> list[GameRecord]:
        """The open games (lobby or running) where `user_id` has a seat, newest last."""
        rows = await self._rows(
            f"SELECT {GAME_COLUMNS} FROM games WHERE {_OPEN_SQL} AND id IN "
            "(SELECT game_id FROM seats WHERE user_id = ?) ORDER BY id", (user_id,))
        return await self._records(rows)

    async def open_games(self, guild_id: int | None = None) -> list[GameRecord]:
        where = _OPEN_SQL
        params: tuple[Any, ...] = ()
        if guild_id is not None:
            where += " AND guild_id = ?"
            params = (guild_id,)
        elif not self.shards.all:
            where += f" AND {self.shards.where()}"
        rows = await self._rows(f"SELECT {GAME_COLUMNS} FROM games WHERE {where} ORDER BY id",
                                params)
        return await self._records(rows)

    async def _records(self, rows: list[Row]) -> list[GameRecord]:
        ids = [row["id"] for row in rows]
        seats: dict[int, list[tuple[int, str | None]]] = {i: [] for i in ids}
        if ids:
            marks = ",".join("?" * len(ids))
            for row in await self._rows(
                f"SELECT game_id, user_id, ai_level FROM seats WHERE game_id IN ({marks}) "
                "ORDER BY game_id, seat",
                ids,
            ):
                seats[row[0]].append((row[1], row[2]))
        return [_record(row, seats[row["id"]]) for row in rows]

    async def _locked_game(self, db: Tx, game_id: int) -> Row:
        """The game's row, locked until the transaction ends."""
        row = await db.fetchrow(
            "SELECT status, max_seats, creator_id, version FROM games WHERE id = ?"
            + self._backend.for_update, (game_id,))
        if row is None:
            raise NotFound("game.not_found", number=game_id)
        return row

    async def join(self, game_id: int, user_id: int, *, ai_level: str | None = None) -> GameRecord:
        """Take the next seat of a lobby (an AI seat when `ai_level` is given)."""
        async with self._transaction() as db:
            game = await self._locked_game(db, game_id)
            if game["status"] != "lobby":
                raise NotAllowed("lobby.already_started_join")
            taken = [r[0] for r in await db.fetch(
                "SELECT user_id FROM seats WHERE game_id = ? ORDER BY seat", (game_id,))]
            if user_id in taken:
                raise NotAllowed("lobby.already_joined")
            if len(taken) >= game["max_seats"]:
                raise NotAllowed("lobby.full")
            if ai_level is not None:
                user_id = min([0, *taken]) - 1
            await db.execute(
                "INSERT INTO seats (game_id, seat, user_id, ai_level) VALUES (?, ?, ?, ?)",
                (game_id, len(taken), user_id, ai_level),
            )
            await _touch(db, game_id)
        return await self.get(game_id)

    async def leave(self, game_id: int, user_id: int) -> GameRecord:
        """Leave a lobby; the seats behind close up. The creator cannot leave (they abandon)."""
        async with self._transaction() as db:
            game = await self._locked_game(db, game_id)
            if game["status"] != "lobby":
                raise NotAllowed("lobby.already_started_leave")
            if game["creator_id"] == user_id:
                raise NotAllowed("lobby.creator_cannot_leave")
            seats = [(r[0], r[1]) for r in await db.fetch(
                "SELECT user_id, ai_level FROM seats WHERE game_id = ? ORDER BY seat", (game_id,))]
            if user_id not in [user for user, _level in seats]:
                raise NotAllowed("lobby.not_in_game")
            seats = [(user, level) for user, level in seats if user != user_id]
            await db.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
            await db.executemany(
                "INSERT INTO seats (game_id, seat, user_id, ai_level) VALUES (?, ?, ?, ?)",
                [(game_id, seat, user, level) for seat, (user, level) in enumerate(seats)],
            )
            await _touch(db, game_id)
        return await self.get(game_id)

    async def start(self, game_id: int, state: dict[str, Any], timers: TimerPlan) -> GameRecord:
        """The lobby becomes a running game, with the clocks of the seats it waits on."""
        async with self._transaction() as db:
            game = await self._locked_game(db, game_id)
            if game["status"] != "lobby":
                raise StaleMove("lobby.already_started")
            await db.execute(
                "UPDATE games SET status = 'active', state = ?, version = 0, updated_at = ? "
                "WHERE id = ?",
                (dumps(state), now(), game_id),
            )
            await sync_timers(db, game_id, 0, timers)
        return await self.get(game_id)

    async def record_move(
        self,
        game_id: int,
        *,
        expected_version: int,
        seat: int,
        move: str,
        state: dict[str, Any],
        timers: TimerPlan,
        ranking: list[list[int]] | None = None,
    ) -> int:
        """Append the move, store the new state and the clocks it needs (`timers`); return the
        new version once committed.

        Refused (nothing written) when the game moved on since `expected_version` was read.
        Moves of different games that arrive while a commit is in flight are committed together
        in the next transaction (group commit): each caller still returns only after its own move
        is durable, but many games share one transaction's cost."""
        pending = _PendingMove(game_id, expected_version, seat, move, dumps(state),
                               dumps(ranking) if ranking is not None else None, timers,
                               asyncio.get_running_loop().create_future())
        self._queue.append(pending)
        if self._flusher is None or self._flusher.done():
            self._flusher = asyncio.create_task(self._flush_moves())
        return await pending.future

    async def _flush_moves(self) -> None:
        while self._queue:
            batch, self._queue = self._queue, []
            try:
                outcomes = await self._commit_moves(batch)
            except Exception as error:  # the whole transaction rolled back: nothing written
                outcomes = [error] * len(batch)
            for pending, outcome in zip(batch, outcomes, strict=True):
                if pending.future.done():  # the caller gave up waiting
                    continue
                if isinstance(outcome, Exception):
                    pending.future.set_exception(outcome)
                else:
                    pending.future.set_result(outcome)

    async def _commit_moves(self, batch: list[_PendingMove]) -> list[int | Exception]:
        """One transaction for the batch (`Backend.run`: one call to SQLite's thread)."""
        stamp = now()

        async def commit(db: Tx) -> list[int | Exception]:
            ids = sorted({p.game_id for p in batch})
            rows = await db.fetch(
                f"SELECT id, version, status FROM games WHERE id IN ({','.join('?' * len(ids))}) "
                "ORDER BY id" + self._backend.for_update, ids)
            current = {row[0]: (row[1], row[2]) for row in rows}
            outcomes: list[int | Exception] = []
            updates, inserts, clocks = [], [], []
            for p in batch:
                version, status = current.get(p.game_id, (None, None))
                if version != p.expected_version or status != "active":
                    outcomes.append(StaleMove("game.moved_on"))
                    continue
                finished = int(p.ranking is not None)
                current[p.game_id] = (version + 1, "finished" if finished else status)
                updates.append((p.state, stamp, finished, finished, stamp, p.ranking,
                                p.game_id, version))
                inserts.append((p.game_id, version + 1, p.seat, p.move, stamp))
                clocks.append((p.game_id, version + 1, p.timers))
                outcomes.append(version + 1)
            if updates:
                await db.executemany(
                    "UPDATE games SET state = ?, version = version + 1, updated_at = ?, "
                    "status = CASE WHEN ? = 1 THEN 'finished' ELSE status END, "
                    "finished_at = CASE WHEN ? = 1 THEN ? ELSE finished_at END, "
                    "ranking = COALESCE(?, ranking) WHERE id = ? AND version = ?",
                    updates,
                )
                await db.executemany(
                    "INSERT INTO moves (game_id, seq, seat, move, played_at) "
                    "VALUES (?, ?, ?, ?, ?)",
                    inserts,
                )
                latest = {game_id: (version, plan) for game_id, version, plan in clocks}
                await sync_games_timers(db, [(game_id, version, plan)
                                             for game_id, (version, plan) in latest.items()])
            return outcomes

        return await self._backend.run(commit)

    async def moves(self, game_id: int) -> list[LoggedMove]:
        rows = await self._rows(
            "SELECT seq, seat, move, played_at FROM moves WHERE game_id = ? ORDER BY seq",
            (game_id,),
        )
        return [LoggedMove(*row) for row in rows]

    async def abandon(self, game_id: int) -> GameRecord:
        async with self._transaction() as db:
            game = await self._locked_game(db, game_id)
            if game["status"] not in OPEN:
                raise StaleMove("game.already_over")
            await db.execute(
                "UPDATE games SET status = 'abandoned', finished_at = ?, updated_at = ? "
                "WHERE id = ?",
                (now(), now(), game_id),
            )
            await db.execute("DELETE FROM seat_timers WHERE game_id = ?", (game_id,))
        return await self.get(game_id)

    async def settle(self, game_id: int, ranking: list[list[int]], *,
                     expected_version: int) -> GameRecord:
        """End a running game now with `ranking` (a result decided before the engine's end: a
        tournament table settled by an organiser or its round's deadline). It is finished like
        any other (rated, counted, archived) and its clocks go with it. Refused if it moved on."""
        async with self._transaction() as db:
            changed = await db.execute(
                "UPDATE games SET status = 'finished', ranking = ?, finished_at = ?, "
                "updated_at = ? WHERE id = ? AND status = 'active' AND version = ?",
                (dumps(ranking), now(), now(), game_id, expected_version))
            if changed != 1:
                raise StaleMove("game.already_over")
            await db.execute("DELETE FROM seat_timers WHERE game_id = ?", (game_id,))
        return await self.get(game_id)

    async def replace_seat(self, game_id: int, seat: int, *, user_id: int | None = None,
                           ai_level: str | None = None,
                           timers: TimerPlan | None = None) -> GameRecord:
        """A person (`user_id`) or an AI (`ai_level`) takes over `seat`; its timeouts restart.
        A running game's clocks follow (`timers`: what the game waits on now): an AI taking a
        seat that owes a move plays at once, a person gets a fresh turn's time."""
        async with self._transaction() as db:
            game = await self._locked_game(db, game_id)
            if game["status"] not in OPEN:
                raise NotAllowed("replace.game_over")
            users = [r[0] for r in await db.fetch(
                "SELECT user_id FROM seats WHERE game_id = ? ORDER BY seat", (game_id,))]
            if not 0 <= seat < len(users):
                raise NotAllowed("replace.no_seat", seat=seat + 1)
            if ai_level is not None:
                user_id = min([0, *users]) - 1
            elif user_id in users:
                raise NotAllowed("replace.already_seated")
            await db.execute(
                "UPDATE seats SET user_id = ?, ai_level = ?, timeouts = 0, vacation_used = 0 "
                "WHERE game_id = ? AND seat = ?",
                (user_id, ai_level, game_id, seat),
            )
            await _touch(db, game_id)
            if timers is not None and game["status"] == "active":
                await db.execute("DELETE FROM seat_timers WHERE game_id = ? AND seat = ?",
                                 (game_id, seat))
                await sync_timers(db, game_id, game["version"], _with_ai(timers, seat,
                                                                         ai_level is not None))
        return await self.get(game_id)

    async def set_messages(
        self, game_id: int, *, lobby: int | None = None, turn: int | None = None,
        version: int | None = None, queue: int | None = None,
    ) -> None:
        """Remember a game's lobby message, its turn message and the version it shows, or its
        action queue message."""
        async with self._transaction() as db:
            await db.execute(
                "UPDATE games SET lobby_message_id = COALESCE(?, lobby_message_id), "
                "turn_message_id = COALESCE(?, turn_message_id), "
                "posted_version = COALESCE(?, posted_version), "
                "queue_message_id = COALESCE(?, queue_message_id) WHERE id = ?",
                (lobby, turn, version, queue, game_id),
            )


def _record(row: Row, seats: list[tuple[int, str | None]]) -> GameRecord:
    return GameRecord(
        id=row["id"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        game_type=row["game_type"],
        options=orjson.loads(row["options"]),
        seed=row["seed"],
        max_seats=row["max_seats"],
        creator_id=row["creator_id"],
        status=row["status"],
        state=orjson.loads(row["state"]) if row["state"] else None,
        version=row["version"],
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        lobby_message_id=row["lobby_message_id"],
        turn_message_id=row["turn_message_id"],
        finished_at=row["finished_at"],
        ranking=orjson.loads(row["ranking"]) if row["ranking"] else None,
        turn_seconds=row["turn_seconds"],
        forfeit_after=row["forfeit_after"],
        vacation_days=row["vacation_days"],
        bank_seconds=row["bank_seconds"],
        rated=bool(row["rated"]),
        posted_version=row["posted_version"],
        players=tuple(user for user, _level in seats),
        ai_levels=tuple(level for _user, level in seats),
        queue_message_id=row["queue_message_id"],
    )


def _with_ai(plan: TimerPlan, seat: int, is_ai: bool) -> TimerPlan:
    """`plan` with `seat` played by an AI or a person, as it is after a seat changed hands."""
    seats = tuple((s, is_ai if s == seat else ai) for s, ai in plan.seats)
    return TimerPlan(plan.now, plan.turn, seats)


async def _touch(db: Tx, game_id: int) -> None:
    await db.execute("UPDATE games SET updated_at = ? WHERE id = ?", (now(), game_id))
