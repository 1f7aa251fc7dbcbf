"""The local table: the real bot in simcord's simulated Discord, served to a browser through our
switchboard (channels and threads, one preview at a time), and `python -m bot --local` itself."""

from __future__ import annotations

import asyncio
import contextlib
import http.client
import json
import logging
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import AsyncIterator, Callable, Mapping
from pathlib import Path
from urllib.parse import urlencode, urlsplit

import pytest

from bot import render
from bot.local import (
    ORGANISER,
    PLAYERS,
    TOKEN_ONLY_WARNINGS,
    LocalServer,
    channel_name,
    open_table,
    quiet_token_warnings,
    system_locale,
)
from bot.switchboard import Switchboard, page_language
from games import registry
from tests.conftest import make_config

REPO = Path(__file__).resolve().parent.parent
CHROMIUM = shutil.which("chromium")
SILENCED = [start for starts in TOKEN_ONLY_WARNINGS.values() for start in starts]


@pytest.fixture
async def table(database: Path) -> AsyncIterator[tuple[LocalServer, Switchboard]]:
    server = await open_table(make_config(database))
    switchboard = Switchboard(server)
    await switchboard.start(0)
    try:
        yield server, switchboard
    finally:
        await switchboard.close()
        await server.close()


async def request(port: int, path: str, *, method: str = "GET", body: str | bytes = b"",
                  headers: Mapping[str, str] | None = None) -> tuple[int, dict[str, str], str]:
    """One HTTP request to 127.0.0.1, redirects not followed (off the event loop)."""
    def send() -> tuple[int, dict[str, str], str]:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        try:
            connection.request(method, path, body=body, headers=dict(headers or {}))
            response = connection.getresponse()
            return response.status, dict(response.getheaders()), response.read().decode()
        finally:
            connection.close()

    return await asyncio.get_running_loop().run_in_executor(None, send)


async def preview_page(url: str) -> dict:
    """Open the preview as its page does: the HTML, then a page context with the capability the
    address carries in its fragment. The snapshot says which channel it shows, and as whom."""
    address = urlsplit(url)
    assert address.hostname == "127.0.0.1" and address.fragment
    status, _, html = await request(address.port, "/")
    assert status == 200 and "<html" in html.lower()
    status, _, text = await request(address.port, "/api/pages", method="POST", body="{}",
                                    headers={"X-Simcord-Capability": address.fragment,
                                             "Content-Type": "application/json"})
    assert status == 200, text
    return json.loads(text)


async def switch(switchboard: Switchboard, channel_id: int) -> str:
    status, headers, _ = await request(switchboard.port, f"/channel/{channel_id}")
    assert status == 303
    return headers["Location"]


def form_token(page: str) -> str:
    found = re.search(r'name=token value="([^"]+)"', page)
    assert found
    return found.group(1)


async def test_a_channel_per_installed_game_a_lobby_and_tournaments(database: Path) -> None:
    server = await open_table(make_config(database))
    try:
        games = registry.all_games()
        assert [c.name for c in server.channels] == [
            "lobby", *(channel_name(g.info.title) for g in games), "tournaments"]
        assert {"alien-frontiers", "ascending-empires", "race-to-ten"} <= {
            c.name for c in server.channels}
        assert [p.name for p in server.players] == list(PLAYERS)
        lobby = server.lobby.last_message
        assert lobby is not None and lobby.content.startswith("Welcome to the local table")
        assert "game new" in server.players[1].available_commands(server.game_channels["race"])
        async with server.preview(server.game_channels["race"], server.players[0]) as served:
            await server.players[0].slash(server.game_channels["race"], "game new", game="race")
            assert "Race to Ten" in str(await served.snapshot())
        assert database.exists()
    finally:
        await server.close()


async def test_alice_is_the_organiser_and_the_switchboard_lists_the_bots_threads(
    table: tuple[LocalServer, Switchboard],
) -> None:
    """A newcomer runs a tournament as alice; the table threads the bot opens are listed live."""
    server, switchboard = table
    alice, bob = server.player(ORGANISER), server.player("bob")
    assert alice is not None and bob is not None
    here = server.tournaments
    refused = await bob.slash(here, "tournament create", name="Cup", game="race")
    assert refused.ephemeral
    created = await alice.slash(here, "tournament create", name="Local Cup", game="race",
                                options="target=4", table_size=2, rounds=1)
    assert not created.ephemeral, created.response.content
    await bob.click(here.last_message, label="Join")
    await alice.slash(here, "tournament add", ai_level="random")
    await alice.slash(here, "tournament start")
    [thread] = server.threads(here)
    assert "Local Cup" in (thread.name or "")
    status, _, page = await request(switchboard.port, "/")
    assert status == 200
    for channel in server.channels:
        assert f'href="/channel/{channel.id}"># {channel.name}</a>' in page
    assert f'href="/channel/{thread.id}">{thread.name}</a>' in page
    assert page.index(f"/channel/{here.id}") < page.index(f"/channel/{thread.id}")


async def test_switching_serves_the_preview_of_the_chosen_channel(
    table: tuple[LocalServer, Switchboard], caplog: pytest.LogCaptureFixture,
    capsys: pytest.CaptureFixture[str],
) -> None:
    caplog.set_level(logging.DEBUG)
    server, switchboard = table
    race = server.game_channels["race"]
    await server.player("carol").slash(race, "game new", game="race")
    first = await switch(switchboard, race.id)
    shown = await preview_page(first)
    assert shown["channel"]["name"] == "race-to-ten"
    assert str(race.last_message.id) in shown["messages"]  # carol's lobby
    assert await switch(switchboard, race.id) == first  # already shown: the same preview
    second = await switch(switchboard, server.lobby.id)
    assert urlsplit(second).fragment != urlsplit(first).fragment
    assert (await preview_page(second))["channel"]["name"] == "lobby"
    with pytest.raises(OSError):  # the first preview is closed: one at a time
        await request(urlsplit(first).port, "/")
    _, _, page = await request(switchboard.port, "/")
    assert re.search(rf'/channel/{server.lobby.id}"># lobby</a> <span class=now>', page)
    printed = capsys.readouterr()
    for url in (first, second):  # capabilities go to the browser, never to a log
        capability = urlsplit(url).fragment
        assert capability not in caplog.text + printed.out + printed.err


async def test_a_thread_opened_from_the_switchboard_hosts_a_second_game(
    table: tuple[LocalServer, Switchboard],
) -> None:
    """One open game per channel or thread: the second game goes in a thread, the first stays."""
    server, switchboard = table
    race, bob = server.game_channels["race"], server.player("bob")
    await server.player("alice").slash(race, "game new", game="race")
    status, _, page = await request(switchboard.port, "/")
    form = urlencode({"token": form_token(page), "channel": race.id, "name": "Second game",
                      "player": "bob"})
    status, headers, _ = await request(
        switchboard.port, "/thread", method="POST", body=form,
        headers={"Content-Type": "application/x-www-form-urlencoded",
                 "Origin": f"http://127.0.0.1:{switchboard.port}"})
    assert status == 303
    [thread] = server.threads(race)
    assert thread.name == "Second game"
    assert server.env.bot.get_channel(thread.id).owner_id == bob.id
    shown = await preview_page(headers["Location"])
    assert shown["channel"]["name"] == "Second game" and shown["viewerId"] == str(bob.id)
    res = await bob.slash(thread, "game new", game="race")
    assert not res.ephemeral
    assert "Race to Ten" in thread.last_message.embeds[0].title
    assert "Race to Ten" in race.history()[1].embeds[0].title  # the first game is still there
    _, _, page = await request(switchboard.port, "/")
    assert f'href="/channel/{thread.id}">Second game</a>' in page


async def test_channels_players_and_threads_come_back_after_a_restart(database: Path) -> None:
    """The database knows games by channel and player ids: a restart rebuilds the same server,
    threads included, and the game in a thread is still there."""
    server = await open_table(make_config(database))
    try:
        race = server.game_channels["race"]
        thread = await server.open_thread(server.player("bob"), race, "  Side   game ")
        assert thread.name == "Side game"
        await server.player("bob").slash(thread, "game new", game="race")
        before = ([c.id for c in server.channels], [p.id for p in server.players], thread.id)
    finally:
        await server.close()
    server = await open_table(make_config(database))
    try:
        race = server.game_channels["race"]
        [again] = server.threads(race)
        assert ([c.id for c in server.channels], [p.id for p in server.players], again.id) == before
        assert again.name == "Side game"
        status = await server.player("carol").slash(again, "game status")
        assert "Race to Ten" in status.response.embeds[0].title
        fresh = await server.open_thread(server.player("dave"), race, "")
        assert fresh.id not in before[0] + before[1] + [again.id]  # no id is given twice
        assert fresh.name == "dave's table"
    finally:
        await server.close()


async def test_the_switchboard_answers_only_its_own_page(
    table: tuple[LocalServer, Switchboard],
) -> None:
    server, switchboard = table
    port = switchboard.port
    _, _, page = await request(port, "/")
    form = urlencode({"token": form_token(page), "channel": server.lobby.id, "name": "x",
                      "player": "alice"})
    posted = {"Content-Type": "application/x-www-form-urlencoded"}
    refused = [
        await request(port, "/", headers={"Host": "evil.example:80"}),  # a rebound DNS name
        await request(port, f"/channel/{server.lobby.id}",
                      headers={"Sec-Fetch-Site": "cross-site"}),
        await request(port, "/thread", method="POST", headers=posted,
                      body=form.replace("token=", "token=x")),
        await request(port, "/thread", method="POST", body=form,
                      headers={**posted, "Origin": "http://evil.example"}),
    ]
    assert [status for status, _, _ in refused] == [403] * 4
    assert switchboard.preview is None and server.threads(server.lobby) == []
    assert (await request(port, "/channel/12345"))[0] == 404
    assert (await request(port, "/nowhere"))[0] == 404
    assert (await request(port, "/", method="POST"))[0] == 405
    for raw, answer in ((b"not http at all\r\n\r\n", b"HTTP/1.1 400 "),
                        (f"POST /thread HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
                         "Content-Length: 5000\r\n\r\n".encode(), b"HTTP/1.1 413 ")):
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        writer.write(raw)
        assert (await reader.read()).startswith(answer)
        writer.close()


async def test_the_switchboard_speaks_the_browsers_language(
    table: tuple[LocalServer, Switchboard],
) -> None:
    _, switchboard = table
    _, _, page = await request(switchboard.port, "/", headers={"Accept-Language": "zh-CN,en;q=0.5"})
    assert '<html lang="zh">' in page and "开一个子区" in page
    assert page_language("fr-FR, es;q=0.8, en;q=0.5") == "es"
    assert page_language("de") == "en"


def test_the_servers_language_follows_the_system() -> None:
    assert system_locale({"LANG": "zh_CN.UTF-8"}) == "zh-CN"
    assert system_locale({"LC_ALL": "es_MX.UTF-8", "LANG": "en_US.UTF-8"}) == "es-ES"
    assert system_locale({"LANG": "C.UTF-8"}) == "en-US"
    assert system_locale({}) == "en-US"


def test_only_the_token_warnings_are_quiet(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO)
    client, state = logging.getLogger("discord.client"), logging.getLogger("discord.state")
    with quiet_token_warnings():
        state.warning("Guilds intent seems to be disabled. This may cause state related issues.")
        client.warning("PyNaCl is not installed, voice will NOT be supported")
        client.warning("davey is not installed, voice will NOT be supported")
        client.info("logging in using static token")
        client.warning("Shard ID %s has stopped responding to the gateway.", None)
        logging.getLogger("bot.core").warning("could not answer the user in %s", "#lobby")
    client.warning("PyNaCl is not installed, voice will NOT be supported")
    assert [r.getMessage() for r in caplog.records] == [
        "Shard ID None has stopped responding to the gateway.",
        "could not answer the user in #lobby",
        "PyNaCl is not installed, voice will NOT be supported",  # quiet only while it runs
    ]


class LocalProcess:
    """`python -m bot --local` in a subprocess, its output collected line by line."""

    def __init__(self, tmp_path: Path, *args: str) -> None:
        env = {k: v for k, v in os.environ.items() if k not in ("DISCORD_TOKEN", "LC_ALL")}
        env.update(PYTHONPATH=str(REPO), DATABASE_PATH=str(tmp_path / "local.sqlite3"),
                   LANG="C.UTF-8", LOG_LEVEL="INFO", PYTHONUNBUFFERED="1")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "bot", "--local", *args], cwd=tmp_path, env=env,
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
            start_new_session=True)  # its own process group, as in a terminal
        self.lines: list[str] = []
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.append(line.rstrip("\n"))

    def wait_for(self, text: str, timeout: float = 180.0) -> None:
        self.wait_until(lambda: any(text in line for line in self.lines), timeout)

    def wait_until(self, condition: Callable[[], bool], timeout: float = 180.0) -> None:
        """Poll `condition` while the table runs (the timeout only stops a hung run)."""
        deadline = time.monotonic() + timeout
        while not condition():
            assert self.process.poll() is None, "\n".join(self.lines)
            assert time.monotonic() < deadline, "\n".join(self.lines)
            time.sleep(0.1)

    def render_workers(self) -> int:
        """The table's render worker processes running now (spawned children, Linux /proc)."""
        count = 0
        for stat in Path("/proc").glob("[0-9]*/stat"):
            try:
                ppid = int(stat.read_text().rsplit(")", 1)[1].split()[1])
                command = (stat.parent / "cmdline").read_bytes()
            except (OSError, IndexError, ValueError):
                continue  # gone meanwhile
            count += ppid == self.process.pid and b"spawn_main" in command
        return count

    def stop(self, number: int = signal.SIGINT) -> int:
        """Ctrl+C (SIGINT to the whole process group, render workers included, as a terminal
        sends it), or another signal to the bot alone (a process manager's SIGTERM)."""
        if self.process.poll() is None:
            if number == signal.SIGINT:
                os.killpg(self.process.pid, number)
            else:
                self.process.send_signal(number)
        try:
            code = self.process.wait(timeout=120)
        finally:
            if self.process.poll() is None:
                self.process.kill()
                self.process.wait()
        self._reader.join(timeout=30)
        return code


@pytest.mark.skipif(os.name != "posix", reason="stopped with SIGINT, as Ctrl+C does")
@pytest.mark.parametrize("number", [signal.SIGINT, signal.SIGTERM], ids=["ctrl-c", "sigterm"])
def test_a_taken_port_moves_the_table_and_its_output_is_clean(tmp_path: Path,
                                                              number: int) -> None:
    with socket.socket() as held:
        held.bind(("127.0.0.1", 0))
        held.listen()
        port = held.getsockname()[1]
        local = LocalProcess(tmp_path, "--port", str(port))
        try:
            local.wait_for("Stop with Ctrl+C")
            local.wait_until(lambda: local.render_workers() >= render.workers())  # with the table
        finally:
            code = local.stop(number)
    output = "\n".join(local.lines)
    assert code == 0, output
    assert "Traceback" not in output
    [moved] = [line for line in local.lines if f"Port {port}" in line]
    opened = next(line for line in local.lines if "The local table is open" in line)
    new_port = int(re.search(r"http://127\.0\.0\.1:(\d+)/", opened).group(1))
    assert new_port != port and f"on port {new_port}" in moved and "--port" in moved
    assert not [line for line in local.lines if any(s in line for s in SILENCED)]
    assert local.lines[-1] == "The local table is closed."


@pytest.mark.skipif(CHROMIUM is None, reason="Chromium is not installed")
async def test_screenshot_through_the_switchboard(
    table: tuple[LocalServer, Switchboard], tmp_path: Path,
) -> None:
    """A real browser follows the switchboard's redirect, capability and all, to the preview."""
    server, switchboard = table
    await server.player("alice").slash(server.lobby, "game new", game="race")
    out = tmp_path / "lobby.png"
    args = [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
            "--no-first-run", "--disable-background-networking", "--disable-component-update",
            "--disable-sync", f"--user-data-dir={tmp_path / 'profile'}", "--window-size=1100,800",
            "--virtual-time-budget=5000", "--dump-dom", f"--screenshot={out}",
            f"{switchboard.url}channel/{server.lobby.id}"]
    process = await asyncio.create_subprocess_exec(
        *args, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    try:
        dom, _ = await asyncio.wait_for(process.communicate(), timeout=120)
    finally:
        with contextlib.suppress(ProcessLookupError):
            process.kill()
    assert out.exists() and out.stat().st_size > 5_000
    assert switchboard.shown == server.lobby.id
    page = dom.decode()
    assert "Welcome to the local table" in page and "Race to Ten" in page  # the lobby, rendered
