"""Trust no click: the one check that a game or tournament named by a click belongs here.

A component's custom_id is input like any other: it names a game (or tournament) by id, and a
hand-made interaction can name one of another server or channel. Every persistent component of
the bot derives from `Checked`, whose `interaction_check` (the hook discord.py runs before any
callback) loads what the id names and refuses, privately and in the player's language, unless it
belongs to the guild and channel (or tournament thread) where the click happened. Callbacks run
inside the same error handling as slash commands. Commands that take an id call `check_place`.
"""

from __future__ import annotations

from abc import abstractmethod
from typing import TYPE_CHECKING, Any

import discord

from bot.core import report_error
from bot.errors import NotAllowed

if TYPE_CHECKING:
    from bot.core import GameBot


def check_place(interaction: discord.Interaction, guild_id: int, channel_id: int) -> None:
    """Refuse unless the interaction happened in that guild and channel (or thread)."""
    if interaction.guild_id != guild_id or interaction.channel_id != channel_id:
        raise NotAllowed("error.wrong_place")


class Checked:
    """Mixin for every `DynamicItem` of the bot: the place check, then `act` with the bot's
    error handling. Put it first among the bases:
    `class JoinButton(Checked, discord.ui.DynamicItem[discord.ui.Button], template=...)`."""

    @abstractmethod
    async def place(self, bot: GameBot) -> tuple[int, int]:
        """(guild id, channel id) of what the custom_id names; raises NotFound if nothing."""

    @abstractmethod
    async def act(self, interaction: discord.Interaction) -> None:
        """What the click does, once it is known to belong here."""

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        bot: Any = interaction.client
        try:
            guild_id, channel_id = await self.place(bot)
            check_place(interaction, guild_id, channel_id)
        except Exception as error:
            await report_error(interaction, error)
            return False
        return True

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            await self.act(interaction)
        except Exception as error:
            await report_error(interaction, error)


class CheckedGame(Checked):
    """A component that names a game by `game_id`."""

    game_id: int

    async def place(self, bot: GameBot) -> tuple[int, int]:
        record = await bot.tables.record(self.game_id)
        return record.guild_id, record.channel_id
