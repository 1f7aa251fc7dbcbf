"""The turn pipeline shared by every game: who may act, engine move, store write.

Cogs call this; it calls the engine (`games/`) and the store. Moves to one game are serialised by
a per-game lock; the engine work runs outside the store's lock, so other games are not held up.
Matches are kept in memory once used; a match is rebuilt from its seed and move log the first time
it is needed after a restart (which also gives undo its history back), and checked against the
stored state.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from typing import Any

from bot.errors import NotAllowed, StaleMove
from bot.store import GameRecord, Store
from games import registry
from games.base import Game, GameError
from games.match import Match

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Played:
    """What a move did, for the cog to tell the players."""

    record: GameRecord
    match: Match
    seat: int
    move: str
    turn_over: bool
    game_over: bool


Observer = Callable[[GameRecord, "Played | None"], Awaitable[None]]


class Tables:
    def __init__(self, store: Store) -> None:
        self.store = store
        self._matches: dict[int, Match] = {}
        # The record of each running game as of its last move: a click needs no database read.
        # The store re-checks version and status in the move's transaction, so a stale copy can
        # only cause a "moved on" refusal (after which it is dropped), never a wrong write.
        self._records: dict[int, GameRecord] = {}
        self._locks: dict[int, asyncio.Lock] = {}
        # Told of every start (played=None) and move, after the commit (the turn clock listens).
        self.observers: list[Observer] = []

    async def _notify(self, record: GameRecord, played: Played | None) -> None:
        for observer in self.observers:
            try:
                await observer(record, played)
            except Exception:
                log.exception("observer failed after game %s changed", record.id)

    def lock(self, game_id: int) -> asyncio.Lock:
        return self._locks.setdefault(game_id, asyncio.Lock())

    async def create(
        self,
        *,
        guild_id: int,
        channel_id: int,
        game_key: str,
        options: dict[str, Any],
        seats: int | None,
        creator_id: int,
        turn_seconds: int = 86400,
        forfeit_after: int = 3,
        vacation_days: int = 7,
        ai_seats: int = 0,
        ai_level: str | None = None,
        rated: bool = True,
    ) -> GameRecord:
        game = registry.get(game_key)
        max_seats = seats or game.info.max_seats
        resolved = game.info.resolve_options(options, max_seats)
        level = ai_level or game.info.ai_levels[-1]
        if level not in game.info.ai_levels:
            raise NotAllowed(f"{game.info.title} has no AI level `{level}`; "
                             f"choose {', '.join(game.info.ai_levels)}.")
        if ai_seats >= max_seats:
            raise NotAllowed("Leave at least one seat for a person.")
        record = await self.store.create_lobby(
            guild_id=guild_id,
            channel_id=channel_id,
            game_type=game_key,
            options=resolved,
            seed=secrets.randbits(63),
            max_seats=max_seats,
            creator_id=creator_id,
            turn_seconds=turn_seconds,
            forfeit_after=forfeit_after,
            vacation_days=vacation_days,
            rated=rated,
        )
        for _ in range(ai_seats):
            record = await self.store.join(record.id, 0, ai_level=level)
        return record

    async def create_started(
        self, *, guild_id: int, channel_id: int, game_key: str, options: dict[str, Any],
        seats: list[tuple[int, str | None]], creator_id: int, turn_seconds: int,
        forfeit_after: int,
    ) -> GameRecord:
        """A game seated as given (user id and AI level per seat) and started at once: the
        tables of a tournament round, where nobody waits in a lobby."""
        game = registry.get(game_key)
        resolved = game.info.resolve_options(options, len(seats))
        record = await self.store.create_lobby(
            guild_id=guild_id, channel_id=channel_id, game_type=game_key, options=resolved,
            seed=secrets.randbits(63), max_seats=len(seats), creator_id=creator_id,
            turn_seconds=turn_seconds, forfeit_after=forfeit_after, seats=seats,
        )
        record, _match = await self.start(record.id, creator_id)
        return record

    async def start(self, game_id: int, user_id: int) -> tuple[GameRecord, Match]:
        async with self.lock(game_id):
            record = await self.store.get(game_id)
            if record.status != "lobby":
                raise StaleMove("This game has already started.")
            if user_id != record.creator_id:
                raise NotAllowed("Only the player who opened the lobby can start the game.")
            game = registry.get(record.game_type)
            if len(record.players) < game.info.min_seats:
                raise NotAllowed(
                    f"{game.info.title} needs at least {game.info.min_seats} players; "
                    f"{len(record.players)} joined so far."
                )
            match = Match.start(game, len(record.players), record.seed, record.options)
            record = await self.store.start(game_id, game.encode(match.state))
            self._matches[game_id] = match
            self._records[game_id] = record
        await self._notify(record, None)
        return record, match

    async def match(self, record: GameRecord) -> Match:
        """The in-memory match of an active or finished game (rebuilt from its log if needed)."""
        cached = self._matches.get(record.id)
        if cached is not None and len(cached.log) == record.version:
            return cached
        game = registry.get(record.game_type)
        moves = await self.store.moves(record.id)
        try:
            match = Match.replay(
                game, len(record.players), record.seed, record.options,
                [(m.seat, m.move) for m in moves],
            )
        except GameError:
            log.exception("game %s: its move log no longer replays; using the stored state",
                          record.id)
            match = self._from_state(game, record)
        else:
            if record.state is not None and game.encode(match.state) != record.state:
                log.error("game %s: the replayed state differs from the stored one; "
                          "using the stored state", record.id)
                match = self._from_state(game, record)
        self._matches[record.id] = match
        return match

    @staticmethod
    def _from_state(game: Game, record: GameRecord) -> Match:
        assert record.state is not None
        return Match(game, len(record.players), record.seed, dict(record.options),
                     game.decode(record.state))

    async def play(
        self, game_id: int, user_id: int, move: str, *, expected_version: int | None = None
    ) -> Played:
        """Play `move` for the user's seat; raises a readable error and changes nothing if not."""
        async with self.lock(game_id):
            record = self._records.get(game_id) or await self.store.get(game_id)
            if record.status != "active":
                raise NotAllowed("This game is not running.")
            if expected_version is not None and expected_version != record.version:
                raise StaleMove(
                    "That button belongs to an earlier position: the game has moved on. "
                    "Open your panel again to see the current one."
                )
            seat = record.seat_of(user_id)
            if seat is None:
                raise NotAllowed("You are not playing in this game.")
            match = await self.match(record)
            if match.to_act() != seat:
                raise NotAllowed("It is not your turn.")
            game = match.game
            turn_before = game.turn_key(match.state)
            snapshot = (match.state, list(match.log), list(match.undo_stack))
            text = match.play(seat, move)
            over = game.is_over(match.state)
            state = game.encode(match.state)
            ranking = game.ranking(match.state) if over else None
            try:
                version = await self.store.record_move(
                    game_id, expected_version=record.version, seat=seat, move=text,
                    state=state, ranking=ranking,
                )
            except BaseException:
                match.state, match.log, match.undo_stack = snapshot
                self._records.pop(game_id, None)
                raise
            record = replace(record, version=version, state=state, ranking=ranking,
                             status="finished" if over else record.status)
            if over:  # archived: rebuilt from the log if anyone looks at it again
                self._records.pop(game_id, None)
                self._matches.pop(game_id, None)
            else:
                self._records[game_id] = record
            played = Played(
                record=record,
                match=match,
                seat=seat,
                move=text,
                turn_over=over or game.turn_key(match.state) != turn_before,
                game_over=over,
            )
        await self._notify(record, played)
        return played

    async def seats_changed(self, record: GameRecord) -> None:
        """A seat changed hands: the turn clock starts the turn afresh for whoever holds it."""
        self._records.pop(record.id, None)
        if record.status == "active":
            await self._notify(record, None)

    async def abandon(self, game_id: int) -> GameRecord:
        async with self.lock(game_id):
            record = await self.store.abandon(game_id)
            self._matches.pop(game_id, None)
            self._records.pop(game_id, None)
        await self._notify(record, None)
        return record
