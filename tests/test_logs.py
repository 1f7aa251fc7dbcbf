"""Issue 12: with LOG_LEVEL=DEBUG, no private text a player was sent reaches the logs."""

from __future__ import annotations

import asyncio
import io
import json
import logging
from pathlib import Path

import pytest
from aiohttp import web
from discord.http import HTTPClient, Route, handle_message_parameters

from bot import logs
from bot.store import TimerPlan
from tests.test_store import started

SECRET = "your hand: 3 ore, 2 fuel, secret bid 7 (SECRET-5f0c)"
TOKEN = "MTAx" + "A" * 20 + ".GhIjKl." + "x" * 38


def assert_private(caplog: pytest.LogCaptureFixture, written: io.StringIO, secret: str) -> None:
    """The secret is in no log record and in nothing the bot's handler wrote; DEBUG was on."""
    logging.getLogger("bot.check").debug("debug lines are written")
    assert "debug lines are written" in written.getvalue()
    assert secret not in written.getvalue()
    assert not [r.getMessage() for r in caplog.records if secret in r.getMessage()]


async def discord_stand_in() -> tuple[web.AppRunner, str]:
    """Discord's REST API as far as a login and one message go, on 127.0.0.1."""
    def reply(data: dict[str, object]) -> web.Response:  # discord.py wants this exact type
        return web.Response(body=json.dumps(data), headers={"Content-Type": "application/json"})

    async def me(_request: web.Request) -> web.Response:
        return reply({"id": "1", "username": "bot", "discriminator": "0", "avatar": None,
                      "bot": True})

    async def send(request: web.Request) -> web.Response:
        body = await request.json()
        return reply({"id": "2", "channel_id": request.match_info["channel"],
                      "content": body["content"]})

    app = web.Application()
    app.router.add_get("/api/v10/users/@me", me)
    app.router.add_post("/api/v10/channels/{channel}/messages", send)
    runner = web.AppRunner(app, access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = runner.addresses[0][1]
    return runner, f"http://127.0.0.1:{port}/api/v10"


async def test_discord_py_http_bodies_are_not_logged_at_debug(
    debug_logging: io.StringIO, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch,
) -> None:
    """discord.py's real HTTP client sends a private message (a DM of a player's hand): at DEBUG
    it would log the request body and the response, both holding the text."""
    runner, base = await discord_stand_in()
    monkeypatch.setattr(Route, "BASE", base)
    http = HTTPClient(asyncio.get_running_loop())
    try:
        await http.static_login(TOKEN)
        sent = await http.send_message(42, params=handle_message_parameters(content=SECRET))
        assert sent["content"] == SECRET  # the text really went through discord.http
    finally:
        await http.close()
        await runner.cleanup()
    assert_private(caplog, debug_logging, SECRET)
    assert TOKEN not in debug_logging.getvalue()


async def test_an_ephemeral_reply_is_not_logged_at_debug(
    simcord_env, debug_logging: io.StringIO, caplog: pytest.LogCaptureFixture,
) -> None:
    """The whole bot through simcord: a private answer (`/game vacation`) stays out of the logs.
    (simcord stands in for discord.py's HTTP layer, so the test above covers that layer.)"""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    alice = guild.add_member(env.create_user("alice"))
    await env.bot.tree.sync()
    answer = await alice.slash(channel, "game vacation", days=3)
    assert answer.ephemeral
    assert_private(caplog, debug_logging, answer.response.content)


async def test_sql_parameters_are_not_logged_at_debug(
    debug_logging: io.StringIO, caplog: pytest.LogCaptureFixture, database: Path,
) -> None:
    """aiosqlite logs each statement with its parameters: a game's state holds every hand."""
    store, _tables, record = await started(database)
    seat = record.players.index(1)
    await store.record_move(record.id, expected_version=0, seat=seat, move="roll",
                            state={**record.state, "hidden_hand": SECRET},
                            timers=TimerPlan(0.0, ""))
    assert_private(caplog, debug_logging, SECRET)


def test_payload_loggers_stay_at_info_even_when_lowered_again() -> None:
    """Should a library lower discord.http to DEBUG again, the bot's handler still drops it."""
    stream = io.StringIO()
    root = logging.getLogger()
    level = root.level
    logs.configure("DEBUG", stream)
    try:
        assert logging.getLogger("discord.http").getEffectiveLevel() == logging.INFO
        assert logging.getLogger("discord.gateway").getEffectiveLevel() == logging.INFO
        logging.getLogger("discord.http").setLevel(logging.DEBUG)
        logging.getLogger("discord.http").debug("POST /channels/1/messages with %s", SECRET)
        logging.getLogger("discord.http").warning("We are being rate limited.")
        logs.configure("WARNING", stream)  # configuring again keeps one handler
        assert logging.getLogger("discord.gateway").getEffectiveLevel() == logging.WARNING
        assert sum(isinstance(h, logs.BotHandler) for h in root.handlers) == 1
    finally:
        for handler in [h for h in root.handlers if isinstance(h, logs.BotHandler)]:
            root.removeHandler(handler)
        root.setLevel(level)
        for name in logs.PAYLOAD_LOGGERS:
            logging.getLogger(name).setLevel(logging.NOTSET)
    assert SECRET not in stream.getvalue()
    assert "rate limited" in stream.getvalue()


def test_the_payload_loggers_are_the_libraries_own() -> None:
    """The loggers kept quiet are the ones the libraries write with (a rename upstream would
    silently undo the protection)."""
    import aiosqlite.core
    import discord.gateway
    import discord.http
    import discord.webhook.async_

    names = {discord.http._log.name, discord.gateway._log.name, discord.webhook.async_._log.name,
             aiosqlite.core.LOG.name}
    assert all(name.startswith(logs.PAYLOAD_LOGGERS) for name in names)
