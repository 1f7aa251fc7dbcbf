"""`/help`: what the bot does, the games installed here, how to start, where the rules are."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from bot.i18n import t
from bot.limits import EMBED_FIELD_VALUE, clip
from games import registry

if TYPE_CHECKING:
    from bot.core import GameBot


def help_embed(locale: discord.Locale | str | None) -> discord.Embed:
    """The whole help in one embed, in the reader's language."""
    embed = discord.Embed(title=t(locale, "help.title"), description=t(locale, "help.intro"),
                          colour=0x4A6FA5)
    for game in registry.all_games():
        info = game.info
        if not info.prefix:
            continue  # a game without a table of its own (tests) is not advertised
        embed.add_field(
            name=t(locale, "help.game", game=t(locale, f"{info.prefix}.title"),
                   low=info.min_seats, high=info.max_seats),
            value=clip(t(locale, "help.game_value", pitch=t(locale, f"{info.prefix}.pitch"),
                         name=info.key, prefix=info.prefix), EMBED_FIELD_VALUE),
            inline=False)
    embed.add_field(name=t(locale, "help.start_title"), value=t(locale, "help.start"),
                    inline=False)
    embed.add_field(name=t(locale, "help.more_title"), value=t(locale, "help.more"),
                    inline=False)
    return embed


class Help(commands.Cog):
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    @app_commands.command(name=_("help", key="cmd.help.name"),
                          description=_("What this bot does and how to start a game",
                                        key="cmd.help.description"))
    async def help(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(embed=help_embed(interaction.locale),
                                                ephemeral=True)


async def setup(bot: GameBot) -> None:
    await bot.add_cog(Help(bot))
