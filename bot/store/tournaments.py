"""Tournaments' SQL (entrants, rounds, tables, byes), part of `Store` (kept apart only for size).

Every step of a tournament is one transaction guarded by the state it expects (the round it
follows, a table without a result), so a restart or a second click repeats nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import orjson

from bot.errors import NotAllowed, NotFound, StaleMove

if TYPE_CHECKING:
    from collections.abc import Sequence
    from contextlib import AbstractAsyncContextManager

    from bot.shards import Shards
    from bot.store.backend import Backend, Row, Tx

RUNNING = ("registration", "running")
_COLUMNS = (
    "id, guild_id, channel_id, name, game_type, options, format, table_size, rounds, "
    "turn_seconds, forfeit_after, stuck_days, registration_ends, status, round, seed, "
    "creator_id, message_id, odd, pause, checkin_minutes, checkin_message_id, round_hours, "
    "round_deadline, round_reminded, posted_round, bank_seconds"
)
ODD = ("byes", "tables")


@dataclass(frozen=True)
class Tournament:
    id: int
    guild_id: int
    channel_id: int
    name: str
    game_type: str
    options: dict[str, Any]
    format: str
    table_size: int
    rounds: int
    turn_seconds: int
    forfeit_after: int
    stuck_days: int
    registration_ends: float | None
    status: str
    round: int
    seed: int
    creator_id: int
    message_id: int | None
    odd: str = "tables"  # an uneven count: "byes" (tables never larger) or "tables" (TR-P1)
    pause: bool = False  # each round after the first waits for an organiser
    checkin_minutes: int = 0  # the check-in window before round 1 (0: none)
    checkin_message_id: int | None = None  # the check-in call, once posted (0: being posted)
    round_hours: int = 0  # each round's deadline (0: none)
    round_deadline: float | None = None  # the current round's, in Unix seconds
    round_reminded: bool = False  # the current round's deadline reminder went out
    posted_round: int = 0  # the last round whose standings were posted
    bank_seconds: int | None = None  # each game's late bank (None: the game's default)

    @property
    def is_open(self) -> bool:
        return self.status in RUNNING

    @property
    def registration_open(self) -> bool:
        """Whether players may still join: before the start, and in a Swiss until its last
        round has started (late joiners play from the next round)."""
        if self.status == "registration":
            return True
        return (self.status == "running" and self.format == "swiss"
                and self.round < self.rounds)

    @property
    def max_table(self) -> int | None:
        """The largest table a round may seat, when the organiser chose byes over bigger
        tables (None: as the game allows, TR-P1)."""
        return self.table_size if self.odd == "byes" else None

    def checkin_opens(self) -> float | None:
        """When the check-in window opens (None: this tournament has no check-in, or no time
        for round 1 is set yet)."""
        if not self.checkin_minutes or self.registration_ends is None:
            return None
        return self.registration_ends - self.checkin_minutes * 60

    def checkin_open(self, now: float) -> bool:
        opens = self.checkin_opens()
        return self.status == "registration" and opens is not None and now >= opens


@dataclass(frozen=True)
class Entrant:
    player_id: int  # a Discord user id; negative for an AI entrant
    ai_level: str | None
    status: str  # active, dropped or eliminated
    since: int  # the first round they may be seated in
    seed_no: int | None = None  # fixed when round 1 starts, 1 = best
    checked_in: bool = False


@dataclass(frozen=True)
class TableRow:
    round: int
    table_no: int
    players: tuple[int, ...]  # entrant ids in seat order
    game_id: int | None
    thread_id: int | None
    result: dict[str, Any] | None  # {"places": [[ids]], "vp": {id: n}, "forfeited": [ids]}
    settled_by: str | None


def _stamp() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def _tournament(row: Row) -> Tournament:
    values = dict(row)
    values["options"] = orjson.loads(values["options"])
    values["pause"] = bool(values["pause"])
    values["round_reminded"] = bool(values["round_reminded"])
    return Tournament(**values)


def _table(row: Row) -> TableRow:
    return TableRow(row[0], row[1], tuple(orjson.loads(row[2])), row[3], row[4],
                    orjson.loads(row[5]) if row[5] else None, row[6])


class TournamentQueries:
    """Mixed into `Store`, which provides the backend, `_transaction` and `_rows`."""

    _backend: Backend
    shards: Shards

    if TYPE_CHECKING:
        def _transaction(self) -> AbstractAsyncContextManager[Tx]: ...

        async def _rows(self, sql: str, params: Sequence[Any] = ()) -> list[Row]: ...

    async def create_tournament(self, *, guild_id: int, channel_id: int, name: str,
                                game_type: str, options: dict[str, Any], format: str,
                                table_size: int, rounds: int, turn_seconds: int,
                                forfeit_after: int, stuck_days: int,
                                registration_ends: float | None, seed: int,
                                creator_id: int, odd: str = "tables", pause: bool = False,
                                checkin_minutes: int = 0, round_hours: int = 0,
                                bank_seconds: int | None = None) -> Tournament:
        async with self._transaction() as db:
            row = await db.fetchrow(
                "INSERT INTO tournaments (guild_id, channel_id, name, game_type, options, "
                "format, table_size, rounds, turn_seconds, forfeit_after, stuck_days, "
                "registration_ends, seed, creator_id, created_at, updated_at, odd, pause, "
                "checkin_minutes, round_hours, bank_seconds) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
                "RETURNING id",
                (guild_id, channel_id, name, game_type, orjson.dumps(options).decode(), format,
                 table_size, rounds, turn_seconds, forfeit_after, stuck_days, registration_ends,
                 seed, creator_id, _stamp(), _stamp(), odd, int(pause), checkin_minutes,
                 round_hours, bank_seconds))
            assert row is not None
            tournament_id = int(row[0])
        return await self.tournament(tournament_id)

    async def tournament(self, tournament_id: int) -> Tournament:
        rows = await self._rows(f"SELECT {_COLUMNS} FROM tournaments WHERE id = ?",
                                (tournament_id,))
        if not rows:
            raise NotFound("tour.not_found", number=tournament_id)
        return _tournament(rows[0])

    async def tournaments(self, guild_id: int, *, open_only: bool = False) -> list[Tournament]:
        rows = await self._rows(
            f"SELECT {_COLUMNS} FROM tournaments WHERE guild_id = ? AND "
            "(? = 0 OR status IN ('registration', 'running')) ORDER BY id DESC",
            (guild_id, int(open_only)))
        return [_tournament(row) for row in rows]

    async def open_tournaments(self) -> list[Tournament]:
        rows = await self._rows(f"SELECT {_COLUMNS} FROM tournaments WHERE status IN "
                                f"('registration', 'running') AND {self.shards.where()} "
                                "ORDER BY id")
        return [_tournament(row) for row in rows]

    async def set_tournament(self, tournament_id: int, **fields: Any) -> Tournament:
        """Update plain fields (the registration post, the rounds, the time of round 1…)."""
        allowed = {"message_id", "rounds", "registration_ends", "checkin_message_id"}
        assert set(fields) <= allowed, fields
        sets = ", ".join(f"{key} = ?" for key in fields)
        async with self._transaction() as db:
            await db.execute(f"UPDATE tournaments SET {sets}, updated_at = ? WHERE id = ?",
                             (*fields.values(), _stamp(), tournament_id))
        return await self.tournament(tournament_id)

    async def claim(self, tournament_id: int, column: str, value: int, *,
                    round_no: int | None = None) -> bool:
        """Raise a once-only marker (`posted_round` to a round, `round_reminded` to 1, the
        check-in call's `checkin_message_id` from nothing to 0 while it is posted); False if
        another caller raised it first, so each post goes out once whatever restarts or clicks
        come in between. `round_no`: only while the tournament is at that round."""
        assert column in ("posted_round", "round_reminded", "checkin_message_id"), column
        async with self._transaction() as db:
            return await db.execute(
                f"UPDATE tournaments SET {column} = ?, updated_at = ? WHERE id = ? AND "
                f"COALESCE({column}, -1) < ? AND (CAST(? AS BIGINT) IS NULL OR round = ?) "
                "AND status IN ('registration', 'running')",
                (value, _stamp(), tournament_id, value, round_no, round_no)) == 1

    async def close_tournament(self, tournament_id: int, status: str) -> bool:
        """Finish or cancel an open tournament; False if it was already closed."""
        async with self._transaction() as db:
            return await db.execute(
                "UPDATE tournaments SET status = ?, updated_at = ? WHERE id = ? AND status IN "
                "('registration', 'running')", (status, _stamp(), tournament_id)) == 1

    # ------------------------------------------------------------------ entrants

    async def add_entrant(self, tournament_id: int, player_id: int | None, *,
                          ai_level: str | None = None, since: int = 1,
                          checked_in: bool = False) -> Entrant:
        """Register a person, or an AI entrant (its id is chosen here, negative: the first AI
        entrant is -1, the next -2…, which also numbers its name)."""
        async with self._transaction() as db:
            # The tournament's row, locked: entrants are numbered one after another.
            await db.fetch("SELECT id FROM tournaments WHERE id = ?" + self._backend.for_update,
                           (tournament_id,))
            if ai_level is not None:
                row = await db.fetchrow("SELECT MIN(player_id) FROM tournament_players "
                                        "WHERE tournament_id = ?", (tournament_id,))
                player_id = min(0, int(row[0] or 0) if row else 0) - 1
            assert player_id is not None
            added = await db.execute(
                "INSERT INTO tournament_players (tournament_id, player_id, ai_level, since, "
                "joined_at, checked_in, entry_no) SELECT CAST(? AS BIGINT), CAST(? AS BIGINT), "
                "CAST(? AS TEXT), CAST(? AS BIGINT), CAST(? AS TEXT), CAST(? AS BIGINT), "
                "COALESCE(MAX(entry_no), 0) + 1 FROM tournament_players WHERE tournament_id = ? "
                "ON CONFLICT (tournament_id, player_id) DO NOTHING",
                (tournament_id, player_id, ai_level, since, _stamp(), int(checked_in),
                 tournament_id))
            if added != 1 and await db.execute(
                    "UPDATE tournament_players SET status = 'active', since = ?, "
                    "checked_in = ? WHERE tournament_id = ? AND player_id = ? AND "
                    "status = 'dropped'",
                    (since, int(checked_in), tournament_id, player_id)) != 1:
                raise NotAllowed("tour.already_entered")
        return Entrant(player_id, ai_level, "active", since, checked_in=checked_in)

    async def entrants(self, tournament_id: int) -> list[Entrant]:
        """Everyone registered, in registration order."""
        rows = await self._rows(
            "SELECT player_id, ai_level, status, since, seed_no, checked_in FROM "
            "tournament_players WHERE tournament_id = ? ORDER BY joined_at, entry_no",
            (tournament_id,))
        return [Entrant(row[0], row[1], row[2], row[3], row[4], bool(row[5])) for row in rows]

    async def check_in(self, tournament_id: int, player_id: int) -> bool:
        """Mark an active entrant as present; False if they were already (or are not in)."""
        async with self._transaction() as db:
            return await db.execute(
                "UPDATE tournament_players SET checked_in = 1 WHERE tournament_id = ? AND "
                "player_id = ? AND status = 'active' AND checked_in = 0",
                (tournament_id, player_id)) == 1

    async def drop_unchecked(self, tournament_id: int) -> list[int]:
        """When check-in closes: drop the people who did not check in (AI entrants are always
        present); returns who was dropped."""
        async with self._transaction() as db:
            gone = [row[0] for row in await db.fetch(
                "SELECT player_id FROM tournament_players WHERE tournament_id = ? AND "
                "status = 'active' AND checked_in = 0 AND ai_level IS NULL "
                "ORDER BY joined_at, entry_no", (tournament_id,))]
            await db.executemany(
                "UPDATE tournament_players SET status = 'dropped' WHERE tournament_id = ? AND "
                "player_id = ?", [(tournament_id, p) for p in gone])
        return gone

    async def set_seeds(self, tournament_id: int, order: Sequence[int]) -> None:
        """Fix the seeding (best first); entrants not listed keep none."""
        async with self._transaction() as db:
            await db.executemany(
                "UPDATE tournament_players SET seed_no = ? WHERE tournament_id = ? AND "
                "player_id = ?", [(k, tournament_id, p) for k, p in enumerate(order, start=1)])

    async def set_entrant_status(self, tournament_id: int, player_id: int, status: str) -> None:
        async with self._transaction() as db:
            if await db.execute(
                    "UPDATE tournament_players SET status = ? WHERE tournament_id = ? AND "
                    "player_id = ?", (status, tournament_id, player_id)) != 1:
                raise NotAllowed("tour.entrant_unknown")

    async def replace_entrant(self, tournament_id: int, old: int, new: int) -> None:
        """`new` takes over `old`'s place: registration, tables, results and byes."""
        async with self._transaction() as db:
            seated = {row[0] for row in await db.fetch(
                "SELECT player_id FROM tournament_players WHERE tournament_id = ? AND "
                "player_id IN (?, ?)" + self._backend.for_update, (tournament_id, old, new))}
            if old not in seated:
                raise NotAllowed("tour.entrant_unknown")
            if new in seated and new != old:
                raise NotAllowed("tour.replace_already_in")
            await db.execute(
                "UPDATE tournament_players SET player_id = ?, ai_level = NULL WHERE "
                "tournament_id = ? AND player_id = ?", (new, tournament_id, old))
            await db.execute("UPDATE tournament_byes SET player_id = ? WHERE tournament_id = ? "
                             "AND player_id = ?", (new, tournament_id, old))
            rows = await db.fetch(
                "SELECT round, table_no, players, result FROM tournament_tables WHERE "
                "tournament_id = ? ORDER BY round, table_no", (tournament_id,))
            for round_no, table_no, players, result in rows:
                if old not in orjson.loads(players):
                    continue
                players = [new if p == old else p for p in orjson.loads(players)]
                if result:
                    result = _swap_ids(orjson.loads(result), old, new)
                await db.execute(
                    "UPDATE tournament_tables SET players = ?, result = ? WHERE "
                    "tournament_id = ? AND round = ? AND table_no = ?",
                    (orjson.dumps(players).decode(),
                     orjson.dumps(result).decode() if result else None,
                     tournament_id, round_no, table_no))

    # ------------------------------------------------------------------ rounds and tables

    async def begin_round(self, tournament_id: int, round_no: int,
                          tables: Sequence[Sequence[int]], byes: Sequence[int],
                          deadline: float | None = None) -> None:
        """Record a round's tables, byes and deadline, once: refused unless the tournament is
        at the round before (a second click or a restart cannot pair a round twice)."""
        async with self._transaction() as db:
            if await db.execute(
                    "UPDATE tournaments SET round = ?, status = 'running', updated_at = ?, "
                    "round_deadline = ?, round_reminded = 0 "
                    "WHERE id = ? AND round = ? AND status IN ('registration', 'running')",
                    (round_no, _stamp(), deadline, tournament_id, round_no - 1)) != 1:
                raise StaleMove("tour.round_already_started")
            await db.executemany(
                "INSERT INTO tournament_tables (tournament_id, round, table_no, players) "
                "VALUES (?, ?, ?, ?)",
                [(tournament_id, round_no, k, orjson.dumps(list(t)).decode())
                 for k, t in enumerate(tables, start=1)])
            await db.executemany(
                "INSERT INTO tournament_byes (tournament_id, round, player_id) VALUES (?, ?, ?)",
                [(tournament_id, round_no, p) for p in byes])

    async def attach_thread(self, tournament_id: int, round_no: int, table_no: int,
                            thread_id: int) -> None:
        async with self._transaction() as db:
            await db.execute(
                "UPDATE tournament_tables SET thread_id = ? WHERE tournament_id = ? AND "
                "round = ? AND table_no = ?", (thread_id, tournament_id, round_no, table_no))

    async def attach_game(self, tournament_id: int, round_no: int, table_no: int, *,
                          game_id: int) -> None:
        async with self._transaction() as db:
            await db.execute(
                "UPDATE tournament_tables SET game_id = ? WHERE tournament_id = ? AND "
                "round = ? AND table_no = ?", (game_id, tournament_id, round_no, table_no))

    async def tables(self, tournament_id: int, round_no: int | None = None) -> list[TableRow]:
        rows = await self._rows(
            "SELECT round, table_no, players, game_id, thread_id, result, settled_by FROM "
            "tournament_tables WHERE tournament_id = ? "
            "AND (CAST(? AS BIGINT) IS NULL OR round = ?) "
            "ORDER BY round, table_no", (tournament_id, round_no, round_no))
        return [_table(row) for row in rows]

    async def table_of_game(self, game_id: int) -> tuple[int, TableRow] | None:
        rows = await self._rows(
            "SELECT round, table_no, players, game_id, thread_id, result, settled_by, "
            "tournament_id FROM tournament_tables WHERE game_id = ?", (game_id,))
        return (rows[0][7], _table(rows[0])) if rows else None

    async def tournament_of_thread(self, thread_id: int) -> int | None:
        """The tournament whose table plays in this thread, if any."""
        rows = await self._rows("SELECT tournament_id FROM tournament_tables WHERE thread_id = ?",
                                (thread_id,))
        return int(rows[0][0]) if rows else None

    async def byes(self, tournament_id: int) -> list[tuple[int, int]]:
        """(round, player) of every bye so far."""
        rows = await self._rows("SELECT round, player_id FROM tournament_byes WHERE "
                                "tournament_id = ? ORDER BY round", (tournament_id,))
        return [(row[0], row[1]) for row in rows]

    async def record_result(self, tournament_id: int, round_no: int, table_no: int,
                            result: dict[str, Any], settled_by: str) -> bool:
        """Store a table's result once; False if it already had one."""
        async with self._transaction() as db:
            return await db.execute(
                "UPDATE tournament_tables SET result = ?, settled_by = ? WHERE tournament_id = ? "
                "AND round = ? AND table_no = ? AND result IS NULL",
                (orjson.dumps(result).decode(), settled_by, tournament_id, round_no,
                 table_no)) == 1


def _swap_ids(result: dict[str, Any], old: int, new: int) -> dict[str, Any]:
    """A table result with player `old` renamed `new` (its VP keys are ids as text)."""
    def swap(p: int) -> int:
        return new if p == old else p

    return {**result,
            "places": [[swap(p) for p in place] for place in result.get("places", [])],
            "vp": {str(swap(int(k))): v for k, v in result.get("vp", {}).items()},
            "forfeited": [swap(p) for p in result.get("forfeited", [])]}
