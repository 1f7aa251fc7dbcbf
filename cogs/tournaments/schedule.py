"""The tournament clock: what happens at a set time rather than after a game.

- the check-in call, when the check-in window opens before round 1;
- round 1, when registration (and check-in) closes;
- a reminder when a quarter of a round's time is left, pinging the players of its unfinished
  tables;
- the round's deadline: its unfinished tables are settled by the game's ranking, and the
  tournament moves on.

One task sleeps until the earliest of these over every open tournament (Discord's clock, so
tests move it with simcord's virtual time). Every change that may move a time wakes it. Each
action is guarded in the store (a once-only marker, a table without a result), so a restart or
an early wake-up never does anything twice; one that fell due while the bot was down happens at
start.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

import discord

from bot.core import discord_now
from bot.errors import NotAllowed
from bot.i18n import say, t
from bot.store import Tournament
from cogs.tournaments import present

if TYPE_CHECKING:
    from bot.core import GameBot
    from cogs.tournaments.runner import Runner

log = logging.getLogger(__name__)

IDLE_SECONDS = 3600.0  # at most this long asleep: every change wakes the clock anyway
RETRY_SECONDS = 60.0
REMIND_WHEN_LEFT = 0.25  # remind when a quarter of the round's time is left


class Schedule:
    def __init__(self, bot: GameBot, runner: Runner) -> None:
        self.bot = bot
        self.runner = runner
        self._task: asyncio.Task[None] | None = None
        self._sleeping = False
        self._dirty = False  # times changed while the clock was busy: read them again

    def wake(self) -> None:
        """Look at the times again now (a tournament was created, started or moved on). A
        clock in the middle of an action is never cut off: it reads them again before it
        sleeps."""
        self._dirty = True
        if self._task is None or self._task.done() or self._sleeping:
            if self._task is not None:
                self._task.cancel()
            self._task = asyncio.create_task(self._run(), name="tournament-clock")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)

    async def _run(self) -> None:
        while True:
            self._dirty = False
            try:
                upcoming = []
                for tournament in await self.bot.store.open_tournaments():
                    when = await self._due(tournament)
                    if when is not None:
                        upcoming.append(when)
                delay = min([IDLE_SECONDS, *(when - discord_now() for when in upcoming)])
            except Exception:
                log.exception("the tournament clock failed")
                delay = RETRY_SECONDS
            if self._dirty:
                continue
            self._sleeping = True
            try:
                await asyncio.sleep(max(1.0, delay))
            finally:
                self._sleeping = False

    async def _due(self, tournament: Tournament) -> float | None:
        """Do what is due for one tournament; when it next needs the clock (None: never)."""
        moment = discord_now()
        if tournament.status == "registration":
            opens = tournament.checkin_opens()
            if opens is not None and tournament.checkin_message_id is None:
                if moment < opens:
                    return opens
                await self.runner.call_checkin(tournament)
            if tournament.registration_ends is None:
                return None
            if moment < tournament.registration_ends:
                return tournament.registration_ends
            await self._start(tournament)
            return None
        deadline = tournament.round_deadline
        if deadline is None:
            return None
        tables = await self.bot.store.tables(tournament.id, tournament.round)
        if all(table.result is not None for table in tables):
            return None
        remind_at = deadline - tournament.round_hours * 3600 * REMIND_WHEN_LEFT
        if moment >= deadline:
            await self._deadline(tournament)
            return None
        if not tournament.round_reminded:
            if moment < remind_at:
                return remind_at
            if await self.bot.store.claim(tournament.id, "round_reminded", 1,
                                          round_no=tournament.round):
                await self._remind(tournament)
        return deadline

    async def _start(self, tournament: Tournament) -> None:
        """Registration has closed: round 1 starts, or the channel hears why it cannot."""
        channel = self.bot.get_channel(tournament.channel_id)
        locale = present.locale_of(channel)
        try:
            await self.runner.start(tournament.id, locale, at_once=True)
        except NotAllowed as error:
            await self.bot.store.set_tournament(tournament.id, registration_ends=None)
            if isinstance(channel, discord.abc.Messageable):
                await channel.send(t(locale, "tour.could_not_start", name=tournament.name,
                                     reason=say(locale, error)))
            await self.runner.refresh(tournament.id)

    async def _remind(self, tournament: Tournament) -> None:
        """A quarter of the round's time left: the unfinished tables' players are pinged."""
        channel = await self.runner.channel(tournament.channel_id)
        locale = present.locale_of(channel)
        names = await self.runner.names(tournament)
        open_tables = [table for table in await self.bot.store.tables(tournament.id,
                                                                      tournament.round)
                       if table.result is None]
        people = sorted({p for table in open_tables for p in table.players if p > 0})
        lines = [t(locale, "tour.round_reminder", name=tournament.name, round=tournament.round,
                   when=f"<t:{int(tournament.round_deadline or 0)}:R>")]
        lines += [present.table_line(locale, table, names, pings=True) for table in open_tables]
        await channel.send("\n".join(lines)[:2000], allowed_mentions=discord.AllowedMentions(
            users=[discord.Object(p) for p in people]))

    async def _deadline(self, tournament: Tournament) -> None:
        """The round's time is up: settle what is unfinished by the game's ranking, move on."""
        settled = await self.runner.settle_round(tournament, "deadline")
        if settled:
            channel = await self.runner.channel(tournament.channel_id)
            await channel.send(t(present.locale_of(channel), "tour.deadline_passed",
                                 name=tournament.name, round=tournament.round, count=settled),
                               allowed_mentions=present.NO_MENTIONS)
        await self.runner.advance(tournament.id)
