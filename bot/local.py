"""The local table: the real bot, cogs and store inside simcord's simulated Discord, in a browser.

No Discord account or token: a server with a #games channel and four simulated players, served on
127.0.0.1 with a composer for slash commands, buttons, and a switch to act as each player.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
from pathlib import Path

from bot.config import Config

log = logging.getLogger(__name__)

PLAYERS = ("alice", "bob", "carol", "dave")
GUILD_ID = 1_100_000_000_000_000_001
WELCOME = (
    "Welcome to the local table! Type `/game new` below and pick a game, then switch the "
    "\"viewing as\" player to let the others join. Everything you play is kept in ./data/."
)


async def open_table(config: Config, *, port: int | None = None):
    """Start the bot in a simulated server; return (env, channel, players, preview context)."""
    import simcord

    from bot.core import GameBot

    bot = GameBot(dataclasses.replace(config, sync_commands="never"))
    env = simcord.Env(bot, check_errors=False)
    await env.start()
    guild = env.create_guild("Board game night", id=GUILD_ID)
    channel = guild.create_text_channel("games", topic="Try /game new")
    players = [guild.add_member(env.create_user(name)) for name in PLAYERS]
    await env.bot.tree.sync()
    await env.bot.get_channel(channel.id).send(WELCOME)
    preview = env.preview(channel, viewers=players, layout="channel", port=port)
    return env, channel, players, preview


async def run_local(config: Config, *, port: int) -> int:
    if config.database == Path("data/bot.sqlite3"):
        config = dataclasses.replace(config, database=Path("data/local.sqlite3"))
    env, _channel, _players, preview = await open_table(config, port=port)
    try:
        with contextlib.suppress(KeyboardInterrupt, asyncio.CancelledError):
            async with preview as served:
                print(f"\nThe local table is open: {served.url}\n"
                      f"Database: {config.database}. Stop with Ctrl+C.\n", flush=True)
                await asyncio.Event().wait()
    finally:
        await env.shutdown()
    return 0
