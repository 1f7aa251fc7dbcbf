"""The local table: the real bot, cogs and store inside simcord's simulated Discord, in a browser.

No Discord account or token: a server with a #lobby, a channel per installed game and a
#tournaments channel, four simulated players (alice, who holds an organiser role with Manage
Server, bob, carol and dave), served on 127.0.0.1. simcord shows one channel per preview and one
preview at a time, so the printed address is our switchboard (`bot.switchboard`): it lists the
channels and threads and moves the preview to the one you pick.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import errno
import json
import logging
import os
import re
import signal
import zlib
from collections.abc import AsyncIterator, Callable, Iterator, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import discord

from bot.config import Config
from bot.i18n import language_of, t
from games import registry

if TYPE_CHECKING:
    from simcord import Env
    from simcord.actors import MemberActor
    from simcord.builders import ChannelHandle, GuildHandle
    from simcord.preview import Preview

    from bot.switchboard import Switchboard

log = logging.getLogger(__name__)

PLAYERS = ("alice", "bob", "carol", "dave")
ORGANISER = "alice"
GUILD_ID = 1_100_000_000_000_000_001
LOBBY = "lobby"
TOURNAMENTS = "tournaments"
DISCORD_LOCALES = {"en": "en-US", "zh": "zh-CN", "es": "es-ES"}
THREAD_NAME_LIMIT = 100  # Discord's limit for a channel or thread name

# discord.py start-up warnings that only make sense with a real token and gateway; on the local
# table a newcomer reads them as errors. Keyed by logger, matched on how the message starts.
TOKEN_ONLY_WARNINGS: Mapping[str, tuple[str, ...]] = {
    "discord.state": ("Guilds intent seems to be disabled",),
    "discord.client": ("PyNaCl is not installed", "davey is not installed",
                       "logging in using static token"),
}


def channel_name(title: str) -> str:
    """A game's channel name as Discord writes one: lower case, words joined by hyphens."""
    return re.sub(r"[\W_]+", "-", title.lower()).strip("-")[:THREAD_NAME_LIMIT] or "game"


def system_locale(environ: Mapping[str, str] | None = None) -> str:
    """The server's language from the system's (LC_ALL, LC_MESSAGES, LANG), as a Discord locale:
    a Chinese or Spanish desktop gets a Chinese or Spanish server, anything else English."""
    environ = os.environ if environ is None else environ
    tag = next((environ[k] for k in ("LC_ALL", "LC_MESSAGES", "LANG") if environ.get(k)), "")
    tag = tag.split(".")[0].split("@")[0].replace("_", "-")
    return DISCORD_LOCALES[language_of(tag or None)]


@contextlib.asynccontextmanager
async def exclusive(env: Env, label: str, *, timeout: float = 60.0) -> AsyncIterator[None]:
    """Run as one simcord operation. simcord lets one operation run at a time (a click in the
    browser, a slash command, a timer settling), so wait politely for ours instead of failing."""
    from simcord import SetupError

    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        try:
            env._begin_operation(label)
            break
        except SetupError:
            if loop.time() > deadline:
                raise
            await asyncio.sleep(0.02)
    try:
        yield
    finally:
        env._end_operation()


@dataclass
class LocalServer:
    """The simulated server and its people; channels and threads are read live from simcord."""

    env: Env
    guild: GuildHandle
    players: list[MemberActor]
    lobby: ChannelHandle
    game_channels: dict[str, ChannelHandle]  # by game key
    tournaments: ChannelHandle
    locale: str
    book: ThreadBook

    @property
    def channels(self) -> list[ChannelHandle]:
        return [self.lobby, *self.game_channels.values(), self.tournaments]

    def threads(self, channel: ChannelHandle) -> list[ChannelHandle]:
        """The channel's threads as they are now, oldest first (the bot opens some itself: a
        tournament's tables)."""
        return sorted(channel.threads, key=lambda thread: thread.id)

    def find(self, channel_id: int) -> ChannelHandle | None:
        for channel in self.channels:
            if channel.id == channel_id:
                return channel
            for thread in self.threads(channel):
                if thread.id == channel_id:
                    return thread
        return None

    async def close(self) -> None:
        """Finish the bot's pending writes and close its store, then stop the simulation (simcord
        does not close the bot, and an open store's thread would keep the process alive)."""
        self.book.unfollow(self)
        await self.env.bot.close()
        await self.env.shutdown()

    def player(self, name: str) -> MemberActor | None:
        return next((p for p in self.players if p.name == name), None)

    def preview(self, channel: ChannelHandle, viewer: MemberActor) -> Preview:
        """A preview of one channel (not yet entered); `viewer` is whom it shows first."""
        viewers = [viewer, *(p for p in self.players if p.id != viewer.id)]
        return self.env.preview(channel, viewers=viewers, layout="channel", locale=self.locale)

    async def open_thread(self, player: MemberActor, parent: ChannelHandle,
                          name: str) -> ChannelHandle:
        """A public thread opened by `player` in `parent`, as a member does it on Discord: the
        bot hears of it through the gateway and can host a game in it."""
        from simcord.builders import ChannelHandle

        name = " ".join(name.split())[:THREAD_NAME_LIMIT] or t(
            self.locale, "local.thread_default", player=player.name)[:THREAD_NAME_LIMIT]
        backend = self.env.backend
        async with exclusive(self.env, "local.open_thread"):
            backend.require_permissions(self.guild.id, player.id, parent.id,
                                        "create_public_threads")
            thread = backend.create_thread(parent.id, name, player.id)
            self.env._mark_mutation()
            await self.env._settle_internal(dispatch="MEMBER.create_thread")
        return ChannelHandle(self.env, self.guild, thread)


async def open_table(config: Config, *, locale: str = "en-US") -> LocalServer:
    """Start the bot in a simulated server with its channels, players, threads and welcome posts.

    simcord's world lives in memory and the games in the database, which knows channels and
    players by id: so the server is built the same way, with the same ids, at every start (and
    the threads come back from `ThreadBook`), before the clock moves to the wall clock's time."""
    import simcord

    from bot.core import GameBot

    registry.load_installed()
    bot = GameBot(dataclasses.replace(config, sync_commands="never"))
    env = simcord.Env(bot, check_errors=False)
    guild = env.create_guild("Board game night", id=GUILD_ID, preferred_locale=locale)
    _at(env, LOBBY)
    lobby = guild.create_text_channel(LOBBY, topic=t(locale, "local.topic.lobby"))
    game_channels = {}
    for game in registry.all_games():
        name = channel_name(game.info.title)
        _at(env, name)
        game_channels[game.info.key] = guild.create_text_channel(name, topic=t(
            locale, "local.topic.game", game=game.info.title, game_key=game.info.key))
    _at(env, TOURNAMENTS)
    tournaments = guild.create_text_channel(TOURNAMENTS, topic=t(locale, "local.topic.tournaments"))
    _at(env, "@organiser")
    organiser = guild.create_role(t(locale, "local.organiser_role"),
                                  permissions=discord.Permissions(manage_guild=True))
    players = []
    for name in PLAYERS:
        _at(env, f"@{name}")
        players.append(guild.add_member(env.create_user(name),
                                        roles=[organiser] if name == ORGANISER else []))
    server = LocalServer(env, guild, players, lobby, game_channels, tournaments, locale,
                         ThreadBook(config.database.with_suffix(".threads.json")))
    server.book.restore(server)
    env.backend.clock.elapsed += (datetime.now(UTC) - env.now()).total_seconds()
    await env.start()
    server.book.follow(server)
    await env.bot.tree.sync()
    await _welcome(server)
    return server


def _at(env: Env, name: str) -> None:
    """Put simcord's clock at a moment of its first day fixed by `name`, so what is created next
    gets the same id at every start, whichever games are installed."""
    env.backend.clock.elapsed = zlib.crc32(name.encode()) % 86_400_000 / 1000


class ThreadBook:
    """The server's threads, kept in a JSON file beside the database: simcord forgets them when
    the table stops, the games in them are in the database, so they come back at the next start
    with their ids. Rewritten whenever a thread is opened, renamed or deleted (by a player or by
    the bot: a tournament's tables)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._listener: Callable[[str, Any], None] | None = None

    def restore(self, server: LocalServer) -> None:
        try:
            saved = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return
        parents = {channel.id for channel in server.channels}
        for thread in saved if isinstance(saved, list) else []:
            with contextlib.suppress(KeyError, TypeError, ValueError):
                if int(thread["parent_id"]) in parents:
                    server.env.backend.create_thread(
                        int(thread["parent_id"]), str(thread["name"])[:THREAD_NAME_LIMIT],
                        int(thread["owner_id"]), message_id=int(thread["id"]), broadcast=False)

    def follow(self, server: LocalServer) -> None:
        def changed(event: str, _payload: Any) -> None:
            if event in ("THREAD_CREATE", "THREAD_UPDATE", "THREAD_DELETE"):
                self.save(server)

        self._listener = changed
        server.env.backend.subscribers.append(changed)

    def unfollow(self, server: LocalServer) -> None:
        if self._listener in server.env.backend.subscribers:
            server.env.backend.subscribers.remove(self._listener)

    def save(self, server: LocalServer) -> None:
        threads = [{"id": thread.id, "parent_id": channel.id, "name": thread.name,
                    "owner_id": server.env.backend.channels[thread.id].owner_id}
                   for channel in server.channels for thread in server.threads(channel)]
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            partial = self.path.with_suffix(".partial")
            partial.write_text(json.dumps(threads, ensure_ascii=False, indent=1), "utf-8")
            partial.replace(self.path)
        except OSError:
            log.warning("could not keep the local table's threads in %s", self.path,
                        exc_info=True)


async def _welcome(server: LocalServer) -> None:
    """A first post in every channel saying what it is for."""
    locale, bot = server.locale, server.env.bot
    games = ", ".join(c.mention for c in server.game_channels.values())
    await bot.get_channel(server.lobby.id).send(t(
        locale, "local.welcome.lobby", channels=games, organiser=ORGANISER,
        tournaments=server.tournaments.mention))
    for key, channel in server.game_channels.items():
        title = registry.get(key).info.title
        await bot.get_channel(channel.id).send(
            t(locale, "local.welcome.game", game=title, game_key=key))
    await bot.get_channel(server.tournaments.id).send(
        t(locale, "local.welcome.tournaments", organiser=ORGANISER))


class _TokenOnlyWarnings(logging.Filter):
    def __init__(self, starts: tuple[str, ...]) -> None:
        super().__init__()
        self.starts = starts

    def filter(self, record: logging.LogRecord) -> bool:
        return not record.getMessage().startswith(self.starts)


@contextlib.contextmanager
def quiet_token_warnings() -> Iterator[None]:
    """Hide `TOKEN_ONLY_WARNINGS` (and only those) while the local table runs."""
    installed = [(logging.getLogger(name), _TokenOnlyWarnings(starts))
                 for name, starts in TOKEN_ONLY_WARNINGS.items()]
    for logger, quiet in installed:
        logger.addFilter(quiet)
    try:
        yield
    finally:
        for logger, quiet in installed:
            logger.removeFilter(quiet)


async def _listen(switchboard: Switchboard, port: int) -> str | None:
    """Bind the switchboard to `port`, else to a free port; the line to print when it moved."""
    if not 0 <= port <= 65535:
        why = f"--port {port} is not a port number (0-65535)"
    else:
        try:
            await switchboard.start(port)
            return None
        except OSError as error:
            why = (f"Port {port} is in use (another local table still running? Two at once "
                   "would share one database)" if error.errno == errno.EADDRINUSE
                   else f"Port {port} cannot be used ({error.strerror or error})")
    await switchboard.start(0)
    return f"{why}, so the local table is on port {switchboard.port}; pick one with --port N."


async def _until_stopped() -> None:
    """Wait for Ctrl+C or SIGTERM (a terminal closed, a process manager): either closes the
    table cleanly."""
    stopped = asyncio.Event()
    loop = asyncio.get_running_loop()
    for number in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(number, stopped.set)
    try:
        await stopped.wait()
    finally:
        for number in (signal.SIGINT, signal.SIGTERM):
            loop.remove_signal_handler(number)


async def run_local(config: Config, *, port: int) -> int:
    from bot.switchboard import Switchboard

    if config.database == Path("data/bot.sqlite3"):
        config = dataclasses.replace(config, database=Path("data/local.sqlite3"))
    with quiet_token_warnings():
        server = await open_table(config, locale=system_locale())
        switchboard = Switchboard(server)
        try:
            moved = await _listen(switchboard, port)
            channels = ", ".join(f"#{c.name}" for c in server.channels)
            people = ", ".join(f"{p} (organiser)" if p == ORGANISER else p for p in PLAYERS)
            print(*([moved] if moved else []),
                  f"\nThe local table is open: {switchboard.url}",
                  f"  channels: {channels}",
                  f"  players: {people}",
                  f"Database: {config.database}. Stop with Ctrl+C.\n", sep="\n", flush=True)
            await _until_stopped()
        finally:
            await switchboard.close()
            await server.close()
    print("The local table is closed.", flush=True)
    return 0
