"""The turn pipeline shared by every game: who may act, engine move, store write, listeners.

Cogs call this; it calls the engine (`games/`) and the store. Moves to one game are serialised by
a per-game lock; the engine work runs outside the store's lock, so other games are not held up.
Each move is committed together with the clocks it leaves (one per seat the game waits on), so a
timer never outlives its turn. Matches are kept in memory once used; a match is rebuilt from its
seed and move log the first time it is needed after a restart (which also gives undo its history
back), and checked against the stored state.

After a change (a start, a move, a seat changing hands, an abandon) the listeners run in the
order of their `Stage`, never in the order they registered: `NOTE` listeners at once (they must
read the position the move left, before anything else moves the game on); the others in a
background job per game, after the mover has had their answer, one change after another in the
order of the changes. The jobs are tracked: their failures are logged and `drain` waits for them
at shutdown.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
import weakref
from collections.abc import Awaitable, Callable, Coroutine
from dataclasses import dataclass, replace
from enum import IntEnum
from typing import Any

import orjson
from cachetools import LRUCache

from bot.errors import NotAllowed, StaleMove
from bot.store import GameRecord, Store, TimerPlan
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


class Stage(IntEnum):
    """When a listener runs after a change, lowest first."""

    NOTE = 0  # at once, before the mover's answer: reads the position the move left
    CLOCK = 10  # the turn clock wakes for the new timers (AI seats play)
    POST = 20  # the public post of the change in the game's channel
    PRIVATE = 25  # private news by DM to players whose secrets changed
    RESULT = 30  # ratings of a finished game
    TOURNAMENT = 40  # a tournament table's result: may open the next round, after the post


Listener = Callable[[GameRecord, "Played | None"], Awaitable[None]]


def timer_plan(game: Game, state: Any, record: GameRecord, now: float) -> TimerPlan:
    """The clocks a position needs: one for every seat it waits on (an AI seat plays at once)."""
    if game.is_over(state):
        return TimerPlan(now, "")
    turn = orjson.dumps(list(game.turn_key(state))).decode()
    return TimerPlan(now, turn, tuple((seat, record.is_ai(seat))
                                      for seat in game.awaiting(state)))


GAMES_KEPT = 4096  # running games whose match and record stay in memory

class Tables:
    def __init__(self, store: Store, clock: Callable[[], float] = time.time) -> None:
        self.store = store
        self.clock = clock  # Unix seconds as Discord sees them (virtual in tests)
        # The match and the record of each running game as of its last move, so a click needs no
        # database read; the least recently played beyond GAMES_KEPT are read again (and the
        # match replayed) on their next click, so memory stays flat however many games run.
        # The store re-checks version and status in the move's transaction, so a stale copy can
        # only cause a "moved on" refusal (after which it is dropped), never a wrong write.
        self._matches: LRUCache[int, Match] = LRUCache(GAMES_KEPT)
        self._records: LRUCache[int, GameRecord] = LRUCache(GAMES_KEPT)
        # A game's lock lives while someone holds or waits for it.
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = \
            weakref.WeakValueDictionary()
        self._listeners: list[tuple[Stage, Listener]] = []
        self._jobs: dict[int, asyncio.Task[None]] = {}  # game -> its latest listener job
        self._spawned: set[asyncio.Task[None]] = set()  # other background work (`spawn`)

    # ------------------------------------------------------------------ listeners

    def listen(self, stage: Stage, listener: Listener) -> None:
        self._listeners.append((stage, listener))
        self._listeners.sort(key=lambda pair: pair[0])

    def unlisten(self, listener: Listener) -> None:
        self._listeners = [(s, f) for s, f in self._listeners if f != listener]

    async def _changed(self, record: GameRecord, played: Played | None) -> None:
        """Run the NOTE listeners now, then queue the rest behind the game's earlier changes."""
        later = []
        for stage, listener in self._listeners:
            if stage == Stage.NOTE:
                await self._run(listener, record, played)
            else:
                later.append(listener)
        previous = self._jobs.get(record.id)
        job = asyncio.create_task(self._after(previous, later, record, played),
                                  name=f"game-{record.id}-v{record.version}-listeners")
        self._jobs[record.id] = job
        job.add_done_callback(lambda done: self._forget(record.id, done))

    async def _after(self, previous: asyncio.Task[None] | None, listeners: list[Listener],
                     record: GameRecord, played: Played | None) -> None:
        if previous is not None:
            await asyncio.gather(previous, return_exceptions=True)
        for listener in listeners:
            await self._run(listener, record, played)

    @staticmethod
    async def _run(listener: Listener, record: GameRecord, played: Played | None) -> None:
        try:
            await listener(record, played)
        except Exception:
            log.exception("listener %s failed after game %s changed (version %s)",
                          getattr(listener, "__qualname__", listener), record.id, record.version)

    def _forget(self, game_id: int, job: asyncio.Task[None]) -> None:
        if self._jobs.get(game_id) is job:
            del self._jobs[game_id]

    def spawn(self, work: Coroutine[Any, Any, Any], name: str) -> asyncio.Task[None]:
        """Run `work` in the background, tracked like the listener jobs: a failure is logged
        (never a bare "Task exception was never retrieved") and `drain` waits for it."""
        async def logged() -> None:
            try:
                await work
            except Exception:
                log.exception("background job %s failed", name)

        task = asyncio.create_task(logged(), name=name)
        self._spawned.add(task)
        task.add_done_callback(self._spawned.discard)
        return task

    async def drain(self, timeout: float = 30.0) -> None:
        """Wait for the listener jobs and spawned work under way (shutdown), including the jobs
        they start meanwhile: none is lost halfway; what outlasts `timeout` is cancelled."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while jobs := [job for job in (*self._jobs.values(), *self._spawned) if not job.done()]:
            left = deadline - loop.time()
            if left <= 0:
                for job in jobs:
                    log.error("background job %s still running at shutdown: cancelled",
                              job.get_name())
                    job.cancel()
                await asyncio.gather(*jobs, return_exceptions=True)
                return
            await asyncio.wait(jobs, timeout=left)

    # ------------------------------------------------------------------ games

    def lock(self, game_id: int) -> asyncio.Lock:
        return self._locks.setdefault(game_id, asyncio.Lock())

    async def record(self, game_id: int) -> GameRecord:
        """A game's record: from memory while it runs (no read per click), else the store."""
        return self._records.get(game_id) or await self.store.get(game_id)

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
        bank_hours: int | None = None,
        ai_seats: int = 0,
        ai_level: str | None = None,
        rated: bool = True,
    ) -> GameRecord:
        """A lobby for `game_key`; each player's late bank is the game's default unless
        `bank_hours` is given."""
        game = registry.get(game_key)
        info = game.info
        max_seats = seats or info.max_seats
        resolved = info.resolve_options(options, max_seats)
        if ai_seats >= info.max_seats:
            raise NotAllowed("lobby.too_many_ai", game=info.title_msg, high=info.max_seats,
                             count=info.max_seats - 1)
        if ai_seats >= max_seats:
            raise NotAllowed("lobby.need_a_person")
        level = ai_level or info.ai_levels[-1]
        if level not in info.ai_levels:
            raise NotAllowed("lobby.no_such_level", game=info.title_msg, level=level[:40],
                             levels=list(info.ai_levels))
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
            bank_seconds=(info.late_bank_hours if bank_hours is None else bank_hours) * 3600,
            rated=rated,
        )
        for _ in range(ai_seats):
            record = await self.store.join(record.id, 0, ai_level=level)
        return record

    async def create_started(
        self, *, guild_id: int, channel_id: int, game_key: str, options: dict[str, Any],
        seats: list[tuple[int, str | None]], creator_id: int, turn_seconds: int,
        forfeit_after: int, prepare: Callable[[GameRecord], Awaitable[None]] | None = None,
        bank_seconds: int | None = None,
    ) -> GameRecord:
        """A game seated as given (user id and AI level per seat) and started at once: the
        tables of a tournament round, where nobody waits in a lobby. `prepare` runs between
        its creation and its start (a tournament ties the game to its table there, so the
        opening post already knows whose table it is)."""
        game = registry.get(game_key)
        resolved = game.info.resolve_options(options, len(seats))
        record = await self.store.create_lobby(
            guild_id=guild_id, channel_id=channel_id, game_type=game_key, options=resolved,
            seed=secrets.randbits(63), max_seats=len(seats), creator_id=creator_id,
            turn_seconds=turn_seconds, forfeit_after=forfeit_after, seats=seats,
            bank_seconds=(game.info.late_bank_hours * 3600 if bank_seconds is None
                          else bank_seconds),
        )
        if prepare is not None:
            await prepare(record)
        record, _match = await self.start(record.id, creator_id)
        return record

    async def start(self, game_id: int, user_id: int) -> tuple[GameRecord, Match]:
        async with self.lock(game_id):
            record = await self.store.get(game_id)
            if record.status != "lobby":
                raise StaleMove("lobby.already_started")
            if user_id != record.creator_id:
                raise NotAllowed("lobby.only_creator_starts")
            game = registry.get(record.game_type)
            if len(record.players) < game.info.min_seats:
                raise NotAllowed("lobby.too_few", game=game.info.title_msg,
                                 count=game.info.min_seats, joined=len(record.players))
            match = Match.start(game, len(record.players), record.seed, record.options)
            plan = timer_plan(game, match.state, record, self.clock())
            record = await self.store.start(game_id, game.encode(match.state), plan)
            self._matches[game_id] = match
            self._records[game_id] = record
        await self._changed(record, None)
        return record, match

    async def match(self, record: GameRecord) -> Match:
        """The in-memory match of an active or finished game (rebuilt from its log if needed)."""
        cached = self._matches.get(record.id)
        if cached is not None and len(cached.log) >= record.version:
            # the same version, or a newer one: a move landed between reading the record and
            # asking for its match (seats answering at once, the clock's AI): the newest wins
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
        if record.status == "active":
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
                raise NotAllowed("game.not_running")
            if expected_version is not None and expected_version != record.version:
                raise StaleMove("game.moved_on")
            seat = record.seat_of(user_id)
            if seat is None:
                raise NotAllowed("game.not_playing")
            match = await self.match(record)
            game = match.game
            if seat not in match.awaiting() and not game.anytime(move.strip().lower()):
                raise NotAllowed("game.not_your_turn")
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
                    timers=timer_plan(game, match.state, record, self.clock()),
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
            await self._changed(record, played)
        return played

    async def replace_seat(self, game_id: int, seat: int, *, user_id: int | None = None,
                           ai_level: str | None = None) -> GameRecord:
        """A person or an AI takes over a seat; the game's clocks follow in the same write."""
        async with self.lock(game_id):
            record = await self.store.get(game_id)
            plan = None
            if record.status == "active":
                match = await self.match(record)
                plan = timer_plan(match.game, match.state, record, self.clock())
            record = await self.store.replace_seat(game_id, seat, user_id=user_id,
                                                   ai_level=ai_level, timers=plan)
            self._records.pop(game_id, None)
            if record.status == "active":
                await self._changed(record, None)
        return record

    async def rearm(self, record: GameRecord) -> bool:
        """Give a running game the clocks it lacks (start-up, after a vacation); False when it
        moved on meanwhile (its own move armed them)."""
        async with self.lock(record.id):
            match = await self.match(record)
            plan = timer_plan(match.game, match.state, record, self.clock())
            return await self.store.sync_game_timers(record.id, record.version, plan)

    async def settle(self, game_id: int,
                     rank: Callable[[Match], list[list[int]]]) -> tuple[GameRecord, Match]:
        """End a running game now, ranked by `rank` from its position as it stands (decided
        under the game's lock, so no move slips in between). The game is finished like one the
        engine ended: the listeners rate it and retire its post's button; its clocks are gone.
        Raises StaleMove if it is no longer running."""
        async with self.lock(game_id):
            record = await self.store.get(game_id)
            if record.status != "active":
                raise StaleMove("game.already_over")
            match = await self.match(record)
            record = await self.store.settle(game_id, rank(match),
                                             expected_version=record.version)
            self._matches.pop(game_id, None)
            self._records.pop(game_id, None)
            await self._changed(record, None)
        return record, match

    async def abandon(self, game_id: int) -> GameRecord:
        async with self.lock(game_id):
            record = await self.store.abandon(game_id)
            self._matches.pop(game_id, None)
            self._records.pop(game_id, None)
            await self._changed(record, None)
        return record
