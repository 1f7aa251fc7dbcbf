"""Ratings and per-server settings: the SQL, part of `Store` (kept apart only for size)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import orjson

from bot import ratings
from bot.ratings import GLOBAL, Rating
from bot.store.backend import LOCK_RATINGS
from bot.store.games import GAME_COLUMNS
from games import registry

if TYPE_CHECKING:
    from collections.abc import Sequence
    from contextlib import AbstractAsyncContextManager

    from bot.shards import Shards
    from bot.store.backend import Backend, Row, Tx
    from bot.store.records import GameRecord


@dataclass(frozen=True)
class GuildSettings:
    rate_ai: bool = False
    organiser_role_id: int | None = None


@dataclass(frozen=True)
class PastGame:
    """A finished game as a player's history needs it."""

    game_id: int
    game_type: str
    finished_at: str
    players: tuple[int, ...]
    ranking: list[list[int]]


def _stamp() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


class RatingQueries:
    """Mixed into `Store`, which provides the backend, `_transaction`, `_rows` and
    `_records` (games.py)."""

    _backend: Backend
    shards: Shards

    if TYPE_CHECKING:
        def _transaction(self) -> AbstractAsyncContextManager[Tx]: ...

        async def _rows(self, sql: str, params: Sequence[Any] = ()) -> list[Row]: ...

        async def _records(self, rows: list[Row]) -> list[GameRecord]: ...

    async def guild_settings(self, guild_id: int) -> GuildSettings:
        rows = await self._rows(
            "SELECT rate_ai, organiser_role_id FROM guild_settings WHERE guild_id = ?",
            (guild_id,))
        return GuildSettings(bool(rows[0][0]), rows[0][1]) if rows else GuildSettings()

    async def set_guild_settings(self, guild_id: int, *, rate_ai: bool | None = None,
                                 organiser_role_id: int | None = None) -> GuildSettings:
        async with self._transaction() as db:
            await db.execute("INSERT INTO guild_settings (guild_id) VALUES (?) "
                             "ON CONFLICT (guild_id) DO NOTHING", (guild_id,))
            if rate_ai is not None:
                await db.execute("UPDATE guild_settings SET rate_ai = ? WHERE guild_id = ?",
                                 (int(rate_ai), guild_id))
            if organiser_role_id is not None:
                await db.execute("UPDATE guild_settings SET organiser_role_id = ? "
                                 "WHERE guild_id = ?", (organiser_role_id or None, guild_id))
        return await self.guild_settings(guild_id)

    async def rate_game(self, record: GameRecord) -> dict[str, dict[str, Rating]] | None:
        """Update the ratings for a finished rated game, once: per scope (the server and
        global), the new ratings by entrant. None if it was rated already (or is not rated)."""
        if record.status != "finished" or not record.ranking:
            return None
        settings = await self.guild_settings(record.guild_id)
        entrants = [ratings.entrant(user, level)
                    for user, level in zip(record.players, record.ai_levels, strict=True)]
        names = sorted(set(entrants))
        out: dict[str, dict[str, Rating]] = {}
        async with self._transaction() as db:
            # Ratings are read, then rewritten: one game's update at a time (no row to lock
            # yet for an entrant's first game).
            await self._backend.lock(db, LOCK_RATINGS)
            if await db.execute(
                "INSERT INTO rated_games (game_id, rated_at) SELECT id, CAST(? AS TEXT) "
                "FROM games WHERE id = ? AND rated = 1 ON CONFLICT (game_id) DO NOTHING",
                (_stamp(), record.id),
            ) != 1:
                return None
            for scope in (str(record.guild_id), GLOBAL):
                marks = ",".join("?" * len(names))
                known = {row[0]: Rating(*row[1:]) for row in await db.fetch(
                    f"SELECT entrant, mu, sigma, games, wins FROM ratings WHERE scope = ? AND "
                    f"game_type = ? AND entrant IN ({marks})",
                    (scope, record.game_type, *names))}
                new = ratings.update(known, entrants, record.ranking, rate_ai=settings.rate_ai,
                                     teams=registry.get(record.game_type).info.teams)
                await db.executemany(
                    "INSERT INTO ratings (scope, game_type, entrant, mu, sigma, games, wins, "
                    "updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT "
                    "(scope, game_type, entrant) DO UPDATE SET mu = excluded.mu, "
                    "sigma = excluded.sigma, games = excluded.games, wins = excluded.wins, "
                    "updated_at = excluded.updated_at",
                    [(scope, record.game_type, e, r.mu, r.sigma, r.games, r.wins, _stamp())
                     for e, r in new.items()],
                )
                out[scope] = new
        return out

    async def unrated_games(self) -> list[GameRecord]:
        """Finished rated games whose rating update never happened (a restart in between)."""
        rows = await self._rows(
            f"SELECT {GAME_COLUMNS} FROM games WHERE status = 'finished' AND rated = 1 "
            "AND id NOT IN "
            f"(SELECT game_id FROM rated_games) AND {self.shards.where()} "
            "ORDER BY finished_at, id")
        return await self._records(rows)

    async def leaderboard(self, scope: str, game_type: str, *, include_ai: bool,
                          limit: int = 100) -> list[tuple[str, Rating]]:
        rows = await self._rows(
            "SELECT entrant, mu, sigma, games, wins FROM ratings WHERE scope = ? AND "
            "game_type = ? AND (? = 1 OR entrant NOT LIKE 'ai:%') "
            "ORDER BY mu - 3 * sigma DESC, games DESC, entrant LIMIT ?",
            (scope, game_type, int(include_ai), limit))
        return [(row[0], Rating(*row[1:])) for row in rows]

    async def rating(self, scope: str, game_type: str, entrant: str) -> Rating | None:
        rows = await self._rows(
            "SELECT mu, sigma, games, wins FROM ratings WHERE scope = ? AND game_type = ? AND "
            "entrant = ?", (scope, game_type, entrant))
        return Rating(*rows[0]) if rows else None

    async def history(self, user_id: int, game_type: str,
                      guild_id: int | None = None) -> list[PastGame]:
        """The user's finished games of one type, newest first (on one server, or anywhere)."""
        rows = await self._rows(
            "SELECT g.id, g.game_type, g.finished_at, g.ranking FROM games g "
            "WHERE g.status = 'finished' AND g.game_type = ? "
            "AND (CAST(? AS BIGINT) IS NULL OR g.guild_id = ?) "
            "AND g.id IN (SELECT game_id FROM seats WHERE user_id = ?) "
            "ORDER BY g.finished_at DESC, g.id DESC",
            (game_type, guild_id, guild_id, user_id))
        rows = [row for row in rows if row[3]]
        players: dict[int, list[int]] = {row[0]: [] for row in rows}
        if players:
            marks = ",".join("?" * len(players))
            for game_id, user in await self._rows(
                    f"SELECT game_id, user_id FROM seats WHERE game_id IN ({marks}) "
                    "ORDER BY game_id, seat", list(players)):
                players[game_id].append(user)
        return [PastGame(row[0], row[1], row[2], tuple(players[row[0]]),
                         orjson.loads(row[3])) for row in rows]
