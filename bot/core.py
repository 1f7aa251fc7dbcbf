"""The bot: start-up (store, migrations, cogs), command sync, and the one place errors are told.

Cogs are found, not listed: the platform's own (`PLATFORM_COGS`) and, for every installed game,
its table package `cogs/<game key>/` when it has one.
"""

from __future__ import annotations

import asyncio
import gc
import hashlib
import importlib.util
import logging
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar, cast

import discord
import orjson
from discord import app_commands
from discord.ext import commands

from bot import render
from bot.config import Config
from bot.errors import incident_id
from bot.i18n import BotTranslator, say, t
from bot.limits import MESSAGE, clip
from bot.shards import Shards
from bot.store import Store
from bot.tables import Tables
from games import registry
from games.base import GameError

log = logging.getLogger(__name__)
T = TypeVar("T")

# CPU work that is not a picture (an AI's search, a flick's predicted path) runs on two threads
# of its own, so a burst of it neither blocks the event loop nor starves the default executor
# that other blocking work (DNS, files) shares. Pictures go to the render processes (bot.render).
CPU_POOL = ThreadPoolExecutor(max_workers=2, thread_name_prefix="cpu")

PLATFORM_COGS = ("cogs.table", "cogs.lobby", "cogs.clock", "cogs.replay", "cogs.ratings",
                 "cogs.tournaments", "cogs.help")
COMMANDS_HASH_KEY = "global_commands_hash"


async def off_loop(function: Callable[..., T], *args: Any) -> T:
    """Run CPU work (an AI's search, a prediction) away from the event loop."""
    return await asyncio.get_running_loop().run_in_executor(CPU_POOL, function, *args)


def discord_now() -> float:
    """Unix seconds as Discord's clock says (simcord's virtual clock in tests)."""
    return discord.utils.utcnow().timestamp()


def game_cogs() -> list[str]:
    """The table package of every installed game that has one (`cogs/<game key>/`)."""
    return [f"cogs.{game.info.key}" for game in registry.all_games()
            if importlib.util.find_spec(f"cogs.{game.info.key}") is not None]


class GameTree(app_commands.CommandTree):
    """The one place every slash command's refusals and failures are told, in the player's
    language (a refusal is an answer, not a failure of the bot: nothing else sees it)."""

    async def answer_error(self, interaction: discord.Interaction,
                           error: app_commands.AppCommandError) -> None:
        await report_error(interaction, error)


class GameBot(commands.Bot):
    store: Store
    tables: Tables

    def __init__(self, config: Config, **options: Any) -> None:
        super().__init__(
            **options,
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            help_command=None,
            tree_cls=GameTree,
            # Nobody is pinged unless a message names them on purpose (a member nicknamed
            # "<@someone>" or "@everyone" must not ping anyone through our posts).
            allowed_mentions=discord.AllowedMentions.none(),
        )
        self.config = config
        self.store_checked = False  # `serve` checked the database before logging in
        self._at_start: list[Callable[[], Awaitable[None]]] = []
        self._started = False
        self._warming: asyncio.Task[None] | None = None  # the render pool starting its workers

    async def setup_hook(self) -> None:
        self.store = await Store.open(self.config.store_target, check=not self.store_checked)
        self.store.shards = self.config.shards  # the clock and catch-ups read only our guilds
        self.tables = Tables(self.store, discord_now)
        registry.load_installed()
        await self.tree.set_translator(BotTranslator())
        self.tree.on_error = self.tree.answer_error  # type: ignore[attr-defined, method-assign]
        for extension in (*PLATFORM_COGS, *game_cogs()):
            await self.load_extension(extension)
        await self.sync_commands()
        self._warming = asyncio.create_task(render.warm(), name="render-warm")
        gc.freeze()  # start-up objects live forever: keep them out of every later collection

    def at_start(self, catch_up: Callable[[], Awaitable[None]]) -> None:
        """Run `catch_up` once when the bot is first ready (never again on a reconnect)."""
        self._at_start.append(catch_up)

    async def on_ready(self) -> None:
        if self._started:
            return
        self._started = True
        for catch_up in self._at_start:
            try:
                await catch_up()
            except Exception:
                log.exception("start-up catch-up %s failed", catch_up.__qualname__)

    async def close(self) -> None:
        if hasattr(self, "tables"):
            await self.tables.drain()
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


class ShardedGameBot(GameBot, commands.AutoShardedBot):
    """The bot running some of Discord's shards (`--shards` / `--shard-count`, bot/shards.py):
    one gateway connection per shard, and only those shards' guilds' games on this process."""

    def __init__(self, config: Config) -> None:
        super().__init__(config, shard_ids=list(config.shards.ids),
                         shard_count=config.shards.count)


def make_bot(config: Config) -> GameBot:
    """The bot for `config`: sharded when a shard count is given."""
    if config.shards == Shards():
        return GameBot(config)
    return ShardedGameBot(config)


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
    await tell(interaction, text)


async def tell(interaction: discord.Interaction, text: str) -> None:
    """A short private answer, whether or not the interaction was answered already."""
    text = clip(text, MESSAGE)
    try:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)
    except discord.HTTPException:
        log.warning("could not answer the user in %s", _where(interaction))


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
    custom_id = cast(dict[str, Any], interaction.data or {}).get("custom_id")
    return f"command={command} custom_id={str(custom_id)[:100]} user={interaction.user.id}"
