"""The bot: start-up (store, migrations, cogs), command sync, and the one error handler."""

from __future__ import annotations

import asyncio
import gc
import hashlib
import logging
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Protocol, TypeVar

import discord
import orjson
from discord import app_commands
from discord.ext import commands

from bot.config import Config
from bot.errors import incident_id
from bot.i18n import BotTranslator, say, t
from bot.store import GameRecord, Store
from bot.tables import Played, Tables
from games import registry
from games.base import GameError

log = logging.getLogger(__name__)
T = TypeVar("T")

# Pictures are drawn on two threads of their own, so a burst of renders neither blocks the event
# loop nor starves the default executor that aiosqlite-free work (DNS, files) shares.
RENDER_POOL = ThreadPoolExecutor(max_workers=2, thread_name_prefix="render")


async def off_loop(function: Callable[..., T], *args: Any) -> T:
    """Run CPU work (drawing, AI search) away from the event loop."""
    return await asyncio.get_running_loop().run_in_executor(RENDER_POOL, function, *args)


EXTENSIONS = ("cogs.lobby", "cogs.alien_frontiers", "cogs.clock", "cogs.replay", "cogs.ratings",
              "cogs.tournaments", "cogs.ascending_empires")
COMMANDS_HASH_KEY = "global_commands_hash"


class Presenter(Protocol):
    """What a game's cog shows the table: the post when a game starts or is re-shown, and what
    follows a move (whoever made it: a player's click, or the clock playing an AI turn)."""

    async def announce(self, channel: discord.abc.Messageable, record: GameRecord) -> None: ...

    async def after_move(self, channel: discord.abc.Messageable, played: Played) -> None: ...


class TextPresenter:
    """For games without a cog of their own: one line saying whose turn it is."""

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    async def announce(self, channel: discord.abc.Messageable, record: GameRecord) -> None:
        match = await self.bot.tables.match(record)
        seat = match.to_act()
        locale = getattr(getattr(channel, "guild", None), "preferred_locale", None)
        title = registry.get(record.game_type).info.title
        if seat is None:
            await channel.send(t(locale, "game.over_generic", game=title))
        else:
            await channel.send(t(locale, "game.turn_generic", user=_who(record, seat),
                                 game=title))

    async def after_move(self, channel: discord.abc.Messageable, played: Played) -> None:
        if played.turn_over:
            await self.announce(channel, played.record)


def _who(record: GameRecord, seat: int) -> str:
    return f"<@{record.players[seat]}>" if not record.is_ai(seat) else f"AI {seat + 1}"


def presenter_for(bot: GameBot, game_type: str) -> Presenter:
    return bot.presenters.get(game_type) or TextPresenter(bot)


async def after_move(bot: GameBot, channel: discord.abc.Messageable, played: Played) -> None:
    await presenter_for(bot, played.record.game_type).after_move(channel, played)


class GameBot(commands.Bot):
    store: Store
    tables: Tables

    def __init__(self, config: Config) -> None:
        intents = discord.Intents.default()
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            help_command=None,
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=True),
        )
        self.config = config
        self.presenters: dict[str, Presenter] = {}

    async def setup_hook(self) -> None:
        self.store = await Store.open(self.config.database)
        self.tables = Tables(self.store)
        registry.load_installed()
        await self.tree.set_translator(BotTranslator())
        self.tree.on_error = self.on_app_command_error
        for extension in EXTENSIONS:
            await self.load_extension(extension)
        await self.sync_commands()
        gc.freeze()  # start-up objects live forever: keep them out of every later collection

    async def close(self) -> None:
        await super().close()
        if hasattr(self, "store"):
            await self.store.close()

    async def sync_commands(self) -> None:
        """Sync explicitly: the dev guild at every start; global commands only when changed."""
        mode = self.config.sync_commands
        if mode == "never":
            return
        if self.config.dev_guild_id is not None:
            guild = discord.Object(self.config.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
            log.info("commands synced to the dev guild %s", self.config.dev_guild_id)
            return
        payload = [command.to_dict(self.tree) for command in self.tree.get_commands()]
        digest = hashlib.sha256(orjson.dumps(payload, option=orjson.OPT_SORT_KEYS)).hexdigest()
        if mode == "always" or await self.store.get_meta(COMMANDS_HASH_KEY) != digest:
            await self.tree.sync()
            await self.store.set_meta(COMMANDS_HASH_KEY, digest)
            log.info("global commands synced")

    async def on_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        await report_error(interaction, error)


async def report_error(interaction: discord.Interaction, error: BaseException) -> None:
    """Expected errors: a short private note. Anything else: logged with an incident id."""
    original = getattr(error, "original", error)
    locale = interaction.locale
    if isinstance(original, GameError):
        text = say(locale, original)
    elif isinstance(error, app_commands.MissingPermissions):
        text = t(locale, "error.missing_permissions")
    elif isinstance(error, app_commands.NoPrivateMessage):
        text = t(locale, "error.guild_only")
    elif isinstance(error, app_commands.CheckFailure):
        text = t(locale, "error.not_allowed")
    else:
        incident = incident_id()
        log.error("incident %s in %s", incident, _where(interaction), exc_info=original)
        text = t(locale, "error.unexpected", incident=incident)
    try:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)
    except discord.HTTPException:
        log.warning("could not tell the user about an error in %s", _where(interaction))


async def guarded(
    interaction: discord.Interaction, action: Callable[[], Awaitable[Any]]
) -> None:
    """Run a component callback with the same error handling as app commands."""
    try:
        await action()
    except Exception as error:
        await report_error(interaction, error)


def _where(interaction: discord.Interaction) -> str:
    command = interaction.command.qualified_name if interaction.command else None
    custom_id = (interaction.data or {}).get("custom_id")
    return f"command={command} custom_id={custom_id} user={interaction.user.id}"
