"""The turn clock and AI seats, for every game: reminders, deadlines, timeouts, AI turns.

Each running game has one timer row in SQLite for the turn in progress (see `Store.set_timer`):
a person's turn gets a reminder and a deadline; an AI seat's turn is due at once. A single task
sleeps until the earliest timer, so timers survive restarts (one that fell due while the bot was
down fires once, at start) and a turn that ends early simply replaces its game's row. Claims are
conditional updates, so no reminder or timeout is ever acted on twice.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any

import discord
from discord.ext import commands

from bot.core import after_move
from bot.i18n import t
from bot.store import GameRecord
from bot.store_clock import Timer
from bot.tables import Played
from games import registry

if TYPE_CHECKING:
    from bot.core import GameBot

log = logging.getLogger(__name__)

REMIND_WHEN_LEFT = 0.25  # remind when a quarter of the turn's time is left
RETRY_SECONDS = 30
IDLE_SECONDS = 3600.0
DAY = 86400


def now() -> float:
    """Discord time (simcord's virtual clock in tests)."""
    return discord.utils.utcnow().timestamp()


def timeout_level(record: GameRecord) -> str:
    return registry.get(record.game_type).info.stand_in_level


class Clock(commands.Cog):
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        self._runner: asyncio.Task[None] | None = None
        self._sleeping = False
        self._ai_turns: dict[int, asyncio.Task[None]] = {}

    async def cog_load(self) -> None:
        self.bot.tables.observers.append(self.on_change)
        self._wake()

    async def cog_unload(self) -> None:
        self.bot.tables.observers.remove(self.on_change)
        tasks = [task for task in (self._runner, *self._ai_turns.values()) if task is not None]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    async def on_change(self, record: GameRecord, played: Played | None) -> None:
        """After a start or a move: arm the next turn's timer, or clear it when the game ended."""
        if record.status != "active":
            await self.bot.store.clear_timer(record.id)
        elif played is None or played.turn_over:
            await self.arm(record)
        self._wake()

    def _wake(self) -> None:
        """Re-read the timers now: restart the runner if it is asleep (a busy one re-reads them
        anyway when it is done, and is never cut off in the middle of an action)."""
        if self._runner is None or self._runner.done() or self._sleeping:
            if self._runner is not None:
                self._runner.cancel()
            self._runner = asyncio.create_task(self._run())

    async def arm(self, record: GameRecord) -> None:
        seat = (await self.bot.tables.match(record)).to_act()
        if seat is None:
            return
        moment = now()
        if record.is_ai(seat):
            await self.bot.store.set_timer(record.id, version=record.version, kind="ai",
                                           due_at=moment)
            return
        due = moment + record.turn_seconds + await self.vacation_left(record, seat, moment)
        await self.bot.store.set_timer(
            record.id, version=record.version, kind="turn", due_at=due,
            remind_at=due - record.turn_seconds * REMIND_WHEN_LEFT)

    async def vacation_left(self, record: GameRecord, seat: int, moment: float) -> float:
        """Seconds of the player's vacation still ahead, up to what this game allows."""
        until = await self.bot.store.vacation_until(record.players[seat])
        if until is None or until <= moment:
            return 0.0
        return min(until - moment, record.vacation_days * DAY)

    async def _run(self) -> None:
        while True:
            try:
                moment = now()
                for timer in await self.bot.store.due_timers(moment):
                    await self._fire(timer, moment)
                next_at = await self.bot.store.next_timer_at()
            except Exception:
                log.exception("the turn clock failed; retrying in %s s", RETRY_SECONDS)
                next_at = now() + RETRY_SECONDS
            delay = IDLE_SECONDS if next_at is None else min(IDLE_SECONDS, next_at - now())
            self._sleeping = True
            try:
                await asyncio.sleep(max(0.0, delay))
            finally:
                self._sleeping = False

    async def _fire(self, timer: Timer, moment: float) -> None:
        if timer.kind == "ai":
            self._start_ai_turn(timer.game_id)
        elif timer.due_at <= moment:
            if await self.bot.store.claim_timer(timer, "timeout"):
                await self._timed_out(timer.game_id)
        elif timer.remind_at is not None and await self.bot.store.claim_timer(timer, "remind"):
            await self._remind(timer)

    def _start_ai_turn(self, game_id: int) -> None:
        running = self._ai_turns.get(game_id)
        if running is None or running.done():
            self._ai_turns[game_id] = asyncio.create_task(self._play_ai_turn(game_id))

    async def _play_ai_turn(self, game_id: int) -> None:
        """Play the current turn with the AI, move by move, through the normal pipeline."""
        try:
            record = await self.bot.store.get(game_id)
            turn = None
            while record.status == "active":
                match = await self.bot.tables.match(record)
                seat = match.to_act()
                key = match.game.turn_key(match.state)
                if seat is None or turn not in (None, key):
                    return
                turn = key
                level = record.ai_levels[seat] or timeout_level(record)
                move = await asyncio.to_thread(match.game.ai_move, match.state, seat, level,
                                               record.seed ^ record.version)
                played = await self.bot.tables.play(game_id, record.players[seat], move,
                                                    expected_version=record.version)
                await after_move(self.bot, await self._channel(record), played)
                record = played.record
        except Exception:
            log.exception("game %s: the AI could not finish its turn", game_id)
        finally:
            self._ai_turns.pop(game_id, None)
            self._wake()

    async def _timed_out(self, game_id: int) -> None:
        record = await self.bot.store.get(game_id)
        seat = (await self.bot.tables.match(record)).to_act()
        if record.status != "active" or seat is None:
            return
        count = await self.bot.store.count_timeout(game_id, seat)
        channel = await self._channel(record)
        locale = getattr(getattr(channel, "guild", None), "preferred_locale", None)
        user = f"<@{record.players[seat]}>"
        if record.forfeit_after and count >= record.forfeit_after:
            record = await self.bot.store.replace_seat(game_id, seat,
                                                       ai_level=timeout_level(record))
            await self.bot.tables.seats_changed(record)
            text = t(locale, "clock.forfeit", user=user, count=count)
        else:
            text = t(locale, "clock.timeout", user=user)
        await channel.send(text, allowed_mentions=discord.AllowedMentions.none())
        self._start_ai_turn(game_id)

    async def _remind(self, timer: Timer) -> None:
        record = await self.bot.store.get(timer.game_id)
        seat = (await self.bot.tables.match(record)).to_act()
        if seat is None or record.is_ai(seat):
            return
        user_id = record.players[seat]
        channel = await self._channel(record)
        locale = getattr(getattr(channel, "guild", None), "preferred_locale", None)
        text = t(locale, "clock.reminder", user=f"<@{user_id}>", when=f"<t:{int(timer.due_at)}:R>",
                 game=registry.get(record.game_type).info.title)
        await channel.send(text, allowed_mentions=discord.AllowedMentions(
            users=[discord.Object(user_id)]))
        if await self.bot.store.dm_reminders(user_id):
            await self._dm(user_id, text, getattr(channel, "jump_url", ""))

    async def _dm(self, user_id: int, text: str, link: str) -> None:
        """A DM reminder; a closed DM or a vanished user never breaks anything."""
        try:
            user = self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)
            await user.send(f"{text}\n{link}".strip())
        except discord.HTTPException as error:
            log.info("no DM reminder for %s: %s", user_id, error)

    async def _channel(self, record: GameRecord) -> Any:
        return (self.bot.get_channel(record.channel_id)
                or await self.bot.fetch_channel(record.channel_id))


async def setup(bot: GameBot) -> None:
    await bot.add_cog(Clock(bot))
