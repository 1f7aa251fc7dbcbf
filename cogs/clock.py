"""The turn clock and AI seats, for every game: reminders, deadlines, timeouts, AI turns.

Every seat a running game waits on has a timer row (`seat_timers`), written in the same
transaction as the move that started its turn (`Tables.play`): a person's turn gets a reminder and
a deadline; an AI seat's turn is due at once. A single task sleeps until the earliest timer, so
timers survive restarts (one that fell due while the bot was down fires once, at start). Before
anything fires, the timer is claimed with a conditional update (nothing fires twice) and checked
against the game as it is now: still running, the seat still owing a move, in the same turn. A
stale timer does nothing, so a timer can never act on another turn or another seat.

A seat the game asks in secret (`Presentation.secret_waits`: Battlestar Galactica's interrupt
windows) is never named in the channel: its reminders go by DM only, and its timeout plays its
absent answer (a pass) silently, without counting towards forfeiting the seat.

At start (once, not at every reconnect) the clock gives every running game the timers it lacks
(a crash between two writes, a database from before timers per seat), so AI seats to act play.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any

import discord
import orjson
from discord.ext import commands

from bot.errors import StaleMove
from bot.i18n import t
from bot.store import GameRecord, Timer
from bot.tables import Played, Stage
from cogs.table.asked import secret_seats
from games import registry
from games.match import Match

if TYPE_CHECKING:
    from bot.core import GameBot

log = logging.getLogger(__name__)

RETRY_SECONDS = 30
IDLE_SECONDS = 6 * 3600.0  # at most this long asleep: every change wakes the clock anyway


def now() -> float:
    """Discord time (simcord's virtual clock in tests)."""
    return discord.utils.utcnow().timestamp()


def stand_in_level(record: GameRecord) -> str:
    return registry.get(record.game_type).info.stand_in_level


def still_owed(timer: Timer, record: GameRecord, match: Match) -> bool:
    """Whether `timer` still belongs to the game as it is: running, its seat owing a move, in
    the turn it was armed for."""
    if record.status != "active" or timer.seat not in match.awaiting():
        return False
    return timer.turn == orjson.dumps(list(match.game.turn_key(match.state))).decode()


class Clock(commands.Cog):
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        self._runner: asyncio.Task[None] | None = None
        self._sleeping = False
        self._dirty = False  # timers changed while the runner was busy: read them again
        self._ai_turns: dict[tuple[int, int], asyncio.Task[None]] = {}

    async def cog_load(self) -> None:
        self.bot.tables.listen(Stage.CLOCK, self.on_change)
        self.bot.at_start(self.catch_up)

    async def cog_unload(self) -> None:
        self.bot.tables.unlisten(self.on_change)
        tasks = [task for task in (self._runner, *self._ai_turns.values()) if task is not None]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    async def on_change(self, record: GameRecord, played: Played | None) -> None:
        """After any change the timers were written with it: read them again now."""
        self._wake()

    async def catch_up(self) -> None:
        """Once per start: every running game gets the timers it lacks, then the clock runs."""
        store = self.bot.store
        dropped = await store.drop_stray_timers()
        if dropped:
            log.info("dropped %s timers of games that are no longer running", dropped)
        for record in await store.open_games():
            if record.status == "active":
                await self.bot.tables.rearm(record)
        self._wake()

    def _wake(self) -> None:
        """Re-read the timers now: restart the runner if it is asleep; a busy one is never cut
        off in the middle of an action, and reads them again before it sleeps."""
        self._dirty = True
        if self._runner is None or self._runner.done() or self._sleeping:
            if self._runner is not None:
                self._runner.cancel()
            self._runner = asyncio.create_task(self._run(), name="turn-clock")

    async def _run(self) -> None:
        while True:
            self._dirty = False
            try:
                moment = now()
                for timer in await self.bot.store.due_timers(moment):
                    await self._fire(timer, moment)
                next_at = await self.bot.store.next_timer_at()
            except Exception:
                log.exception("the turn clock failed; retrying in %s s", RETRY_SECONDS)
                next_at = now() + RETRY_SECONDS
            if self._dirty:
                continue
            delay = IDLE_SECONDS if next_at is None else min(IDLE_SECONDS, next_at - now())
            self._sleeping = True
            try:
                await asyncio.sleep(max(0.0, delay))
            finally:
                self._sleeping = False

    async def _fire(self, timer: Timer, moment: float) -> None:
        if timer.kind in ("ai", "late"):
            self._start_ai_turn(timer)
        elif timer.due_at <= moment:
            # a seat asked in secret does not draw on its late bank: the bank it has left is
            # shown with the deadline of its next public turn, and would tell it was asked
            record = await self.bot.store.get(timer.game_id)
            secret = timer.seat in self._secret_seats(record,
                                                      await self.bot.tables.match(record))
            claimed = await self.bot.store.claim_timeout(timer, moment, bank=not secret)
            if claimed == "late":
                await self._timed_out(timer)
            elif claimed == "bank":
                extended = await self.bot.store.timer(timer.game_id, timer.seat)
                if extended is not None:
                    await self._remind(extended, "clock.bank_runs")
        elif timer.remind_at is not None and await self.bot.store.claim_reminder(timer):
            await self._remind(timer, "clock.reminder_bank" if timer.bank_from is not None
                               else "clock.reminder")

    def _start_ai_turn(self, timer: Timer) -> None:
        key = (timer.game_id, timer.seat)
        running = self._ai_turns.get(key)
        if running is None or running.done():
            self._ai_turns[key] = asyncio.create_task(
                self._play_ai_turn(timer), name=f"ai-turn-{timer.game_id}-{timer.seat}")

    async def _play_ai_turn(self, timer: Timer) -> None:
        """Play the timer's seat, move by move through the normal pipeline, while that seat owes
        a move in that turn: an AI seat's own turn, or a late person's (the stand-in AI, or the
        move the rules give a late player)."""
        try:
            record = await self.bot.store.get(timer.game_id)
            while True:
                match = await self.bot.tables.match(record)
                if not still_owed(timer, record, match):
                    return
                if timer.kind == "ai" and not record.is_ai(timer.seat):
                    return  # the seat changed hands: its new player has their own timer
                if timer.kind == "late":
                    current = await self.bot.store.timer(timer.game_id, timer.seat)
                    if current is None or current.kind != "late" or current.turn != timer.turn:
                        return
                move = await self._choose(record, match, timer)
                try:
                    played = await self.bot.tables.play(
                        timer.game_id, record.players[timer.seat], move,
                        expected_version=record.version)
                except StaleMove:  # another seat of a simultaneous step moved meanwhile
                    record = await self.bot.store.get(timer.game_id)
                    continue
                record = played.record
        except Exception:
            log.exception("game %s: the AI could not finish seat %s's turn", timer.game_id,
                          timer.seat + 1)
        finally:
            self._ai_turns.pop((timer.game_id, timer.seat), None)
            self._wake()

    async def _choose(self, record: GameRecord, match: Match, timer: Timer) -> str:
        game, seat = match.game, timer.seat
        if timer.kind == "late":
            forced = game.timeout_move(match.state, seat)
            if forced is not None:
                return forced
        level = record.ai_levels[seat] or stand_in_level(record)
        return await asyncio.to_thread(game.ai_move, match.state, seat, level,
                                       record.seed ^ record.version)

    async def _timed_out(self, timer: Timer) -> None:
        record = await self.bot.store.get(timer.game_id)
        match = await self.bot.tables.match(record)
        if not still_owed(timer, record, match) or record.is_ai(timer.seat):
            return
        seat = timer.seat
        if seat in self._secret_seats(record, match):  # its absent answer, silently (a pass)
            self._start_ai_turn(Timer(timer.game_id, seat, timer.turn, timer.version, "late",
                                      None, timer.due_at))
            return
        count = await self.bot.store.count_timeout(record.id, seat)
        channel = await self._channel(record)
        locale = getattr(getattr(channel, "guild", None), "preferred_locale", None)
        user = f"<@{record.players[seat]}>"
        if record.forfeit_after and count >= record.forfeit_after:
            await self.bot.tables.replace_seat(record.id, seat, ai_level=stand_in_level(record))
            text = t(locale, "clock.forfeit", user=user, count=count)
        else:
            text = t(locale, "clock.timeout", user=user)
            self._start_ai_turn(Timer(timer.game_id, seat, timer.turn, timer.version, "late",
                                      None, timer.due_at))
        await channel.send(text, allowed_mentions=discord.AllowedMentions.none())

    async def _remind(self, timer: Timer, key: str) -> None:
        """Ping the seat's player in the channel (and by DM if they asked): time is running out,
        or their late bank has started to run. A seat the game asks in secret is reminded by DM
        only, whatever its settings: the channel may not learn that it is asked."""
        record = await self.bot.store.get(timer.game_id)
        match = await self.bot.tables.match(record)
        if not still_owed(timer, record, match) or record.is_ai(timer.seat):
            return
        user_id = record.players[timer.seat]
        channel = await self._channel(record)
        locale = getattr(getattr(channel, "guild", None), "preferred_locale", None)
        text = t(locale, key, user=f"<@{user_id}>", when=f"<t:{int(timer.due_at)}:R>",
                 game=registry.get(record.game_type).info.title_msg)
        if timer.seat in self._secret_seats(record, match):
            await self._dm(user_id, text, getattr(channel, "jump_url", ""))
            return
        await channel.send(text, allowed_mentions=discord.AllowedMentions(
            users=[discord.Object(user_id)]))
        if await self.bot.store.dm_reminders(user_id):
            await self._dm(user_id, text, getattr(channel, "jump_url", ""))

    def _secret_seats(self, record: GameRecord, match: Match) -> set[int]:
        """The seats the game waits on in secret now (`Presentation.secret_waits`)."""
        kit = getattr(self.bot, "kit", None)
        return set() if kit is None else secret_seats(kit.presentation(record.game_type), match)

    async def _dm(self, user_id: int, text: str, link: str) -> None:
        """A DM reminder; a closed DM or a vanished user never breaks anything."""
        try:
            user = self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)
            await user.send(f"{text}\n{link}".strip())
        except discord.HTTPException as error:
            log.info("a DM reminder could not be sent: %s", error)  # not to whom (may be secret)

    async def _channel(self, record: GameRecord) -> Any:
        return (self.bot.get_channel(record.channel_id)
                or await self.bot.fetch_channel(record.channel_id))


async def setup(bot: GameBot) -> None:
    await bot.add_cog(Clock(bot))

