"""Ratings: every finished rated game updates openskill ratings; `/leaderboard` and `/stats`.

A game settled before its end (a tournament table settled by an organiser or its round's
deadline) is finished like any other: it is rated once, here, and counted in `/stats`.
Players read one friendly number; `details:true` adds mu and sigma. A post's content is a short
summary (the picture carries the table, its alt text the whole of it)."""

from __future__ import annotations

import io
import logging
from functools import partial
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from bot import render
from bot.i18n import t, tr_for
from bot.limits import ALT_TEXT, clip
from bot.names import ai_name, member_name
from bot.ratings import GLOBAL, entrant, is_ai, summarise
from bot.store import GameRecord
from bot.tables import Played, Stage
from games import registry
from rendering import tournament as pictures

if TYPE_CHECKING:
    from bot.core import GameBot

log = logging.getLogger(__name__)
LEADERBOARD_ROWS = 25


def scope_of(interaction: discord.Interaction, where: str) -> str:
    return GLOBAL if where == "global" else str(interaction.guild_id)


class Ratings(commands.Cog):
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        self.bot.tables.listen(Stage.RESULT, self.on_game_change)
        self.bot.at_start(self.catch_up)

    async def cog_unload(self) -> None:
        self.bot.tables.unlisten(self.on_game_change)

    async def catch_up(self) -> None:
        """Rate games that finished while the bot stopped before it could rate them."""
        for record in await self.bot.store.unrated_games():
            await self.bot.store.rate_game(record)

    async def on_game_change(self, record: GameRecord, played: Played | None) -> None:
        if record.status == "finished" and record.rated:
            await self.bot.store.rate_game(record)

    async def _name(self, guild_id: int, who: str) -> str:
        if is_ai(who):
            return ai_name(None, who[3:])
        return await member_name(self.bot, guild_id, int(who), f"#{who}")

    @app_commands.command(name=_("leaderboard", key="cmd.leaderboard.name"),
                          description=_("The best rated players of a game",
                                        key="cmd.leaderboard.description"))
    @app_commands.describe(game=_("Which game", key="cmd.leaderboard.game"),
                           where=_("This server or everywhere", key="cmd.leaderboard.where"),
                           details=_("Also show μ and σ, the model behind the rating",
                                     key="cmd.rating.details"))
    @app_commands.choices(where=[
        app_commands.Choice(name=_("this server", key="rating.scope.server"), value="server"),
        app_commands.Choice(name=_("everywhere", key="rating.scope.global"), value="global"),
    ])
    @app_commands.guild_only()
    async def leaderboard(self, interaction: discord.Interaction, game: str,
                          where: str = "server", details: bool = False) -> None:
        info = registry.get(game).info
        guild_id = interaction.guild_id or 0
        settings = await self.bot.store.guild_settings(guild_id)
        board = await self.bot.store.leaderboard(scope_of(interaction, where), game,
                                                 include_ai=settings.rate_ai,
                                                 limit=LEADERBOARD_ROWS)
        locale = interaction.locale
        rows = [pictures.LeaderRow(rank=k, name=await self._name(guild_id, who),
                                   rating=r.friendly, mu=r.mu, sigma=r.sigma, games=r.games,
                                   wins=r.wins, is_ai=is_ai(who))
                for k, (who, r) in enumerate(board, start=1)]
        title = t(locale, "rating.leaderboard_title", game=info.title)
        subtitle = t(locale, f"rating.scope.{where}")
        await self._send(interaction, pictures.leaderboard_png, pictures.leaderboard_summary,
                         pictures.leaderboard_text, (title, subtitle, rows),
                         "leaderboard.png", empty=not rows, details=details)

    @app_commands.command(name=_("stats", key="cmd.stats.name"),
                          description=_("A player's rating and record in a game",
                                        key="cmd.stats.description"))
    @app_commands.describe(game=_("Which game", key="cmd.stats.game"),
                           player=_("Whose (default: yours)", key="cmd.stats.player"),
                           details=_("Also show μ and σ, the model behind the rating",
                                     key="cmd.rating.details"))
    @app_commands.guild_only()
    async def stats(self, interaction: discord.Interaction, game: str,
                    player: discord.Member | None = None, details: bool = False) -> None:
        info = registry.get(game).info
        user = player or interaction.user
        guild_id = interaction.guild_id or 0
        scope = str(guild_id)
        rating = await self.bot.store.rating(scope, game, entrant(user.id, None))
        history = await self.bot.store.history(user.id, game, guild_id)
        summary = summarise(user.id, history, teams=info.teams)
        board = await self.bot.store.leaderboard(scope, game, include_ai=False, limit=1000)
        rank = next((k for k, (who, _r) in enumerate(board, start=1) if who == str(user.id)),
                    None)
        card = pictures.StatsCard(
            name=getattr(user, "display_name", user.name), game_title=info.title,
            rating=rating.friendly if rating else 0, mu=rating.mu if rating else 25.0,
            sigma=rating.sigma if rating else 25 / 3, games=summary.games, wins=summary.wins,
            average_place=summary.average_place, rank=rank,
            favourite_opponents=[(await self._name(guild_id, str(u)), n, w)
                                 for u, n, w in summary.opponents],
            recent=[(when[:10], place, size) for when, place, size in summary.recent],
            rated=rating.games if rating else 0)
        await self._send(interaction, pictures.stats_png, pictures.stats_summary,
                         pictures.stats_text, (card,), "stats.png", empty=False,
                         details=details)

    @leaderboard.autocomplete("game")
    @stats.autocomplete("game")
    async def _game_choices(self, interaction: discord.Interaction,
                            current: str) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=g.info.title, value=g.info.key)
                for g in registry.all_games() if current.lower() in g.info.title.lower()][:25]

    async def _send(self, interaction: discord.Interaction, draw: Any, summary: Any,
                    text: Any, args: tuple[Any, ...], filename: str, *, empty: bool,
                    details: bool) -> None:
        """The picture with a short summary as the post's content, and the whole table as
        the picture's alt text (and the content, if the picture fails)."""
        locale = interaction.locale
        tr = tr_for(locale)
        if empty:
            await interaction.response.send_message(t(locale, "rating.empty"), ephemeral=True)
            return
        await interaction.response.defer(thinking=True)
        fallback = text(*args, tr, details=details)
        try:
            png = await render.draw(partial(draw, *args, tr, details=details))
        except Exception:  # the text still answers the question
            log.exception("rating picture failed")
            await interaction.followup.send(fallback,
                                            allowed_mentions=discord.AllowedMentions.none())
            return
        await interaction.followup.send(
            content=summary(*args, tr, details=details),
            file=discord.File(io.BytesIO(png), filename=filename,
                              description=clip(fallback, ALT_TEXT)),
            allowed_mentions=discord.AllowedMentions.none())

    ratings = app_commands.Group(name=_("ratings", key="cmd.ratings.name"),
                                 description=_("Rating settings of this server",
                                               key="cmd.ratings.description"),
                                 guild_only=True,
                                 default_permissions=discord.Permissions(manage_guild=True))

    @ratings.command(name=_("ai", key="cmd.ratings.ai.name"),
                     description=_("Rate AI players as entrants of their own, or leave them out",
                                   key="cmd.ratings.ai.description"))
    @app_commands.describe(rated=_("Rate AI seats", key="cmd.ratings.ai.rated"))
    @app_commands.checks.has_permissions(manage_guild=True)
    async def ai(self, interaction: discord.Interaction, rated: bool) -> None:
        await self.bot.store.set_guild_settings(interaction.guild_id or 0, rate_ai=rated)
        await interaction.response.send_message(
            t(interaction.locale, "rating.ai_on" if rated else "rating.ai_off"), ephemeral=True)


async def setup(bot: GameBot) -> None:
    await bot.add_cog(Ratings(bot))
