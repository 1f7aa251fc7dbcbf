"""Private news: a player whose secrets changed (a new hand, a card handed over) hears it by DM,
if they asked for it (`/game reminders secrets:true`); everyone can always look privately with
`/<prefix> panel` or `/<prefix> board`. Only the owner's own view is read, and only the DM carries
it: nothing private reaches a channel or a log line.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from bot.i18n import t
from bot.limits import MESSAGE, clip
from bot.store import GameRecord
from bot.tables import Played

if TYPE_CHECKING:
    from bot.core import GameBot
    from cogs.table import TableKit

log = logging.getLogger(__name__)


class PrivateNews:
    def __init__(self, bot: GameBot, kit: TableKit) -> None:
        self.bot = bot
        self.kit = kit
        # (game, seat, user) -> the digest last sent: a member taking over a seat is told afresh
        self._told: dict[tuple[int, int, int], str] = {}

    async def on_change(self, record: GameRecord, played: Played | None) -> None:
        """A `PRIVATE` listener: DM each human seat whose private digest changed."""
        if record.status != "active":
            for key in [k for k in self._told if k[0] == record.id]:
                del self._told[key]
            return
        presentation = self.kit.presentation(record.game_type)
        humans = {record.players[s]: s for s in range(len(record.players))
                  if not record.is_ai(s)}
        wanted = await self.bot.store.private_news(list(humans))
        if not wanted:
            return
        match = await self.bot.tables.match(record)
        for user_id, locale in wanted.items():
            seat = humans[user_id]
            digest = presentation.private_digest(locale, match.game.view(match.state, seat), seat)
            key = (record.id, seat, user_id)
            if digest is None or self._told.get(key) == digest:
                continue
            self._told[key] = digest
            await self._send(user_id, t(locale, "table.private_news",
                                        game=presentation.title(locale), news=digest,
                                        link=f"<#{record.channel_id}>"))

    async def _send(self, user_id: int, text: str) -> None:
        try:
            user = self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)
            await user.send(clip(text, MESSAGE), allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException as error:
            log.info("no private news by DM for user %s: %s", user_id, error.status)
