"""The local table: the real bot in simcord's simulated Discord, served to a browser."""

from __future__ import annotations

import asyncio
import shutil
import subprocess
import urllib.request
from pathlib import Path

import pytest

from bot.local import PLAYERS, open_table
from tests.conftest import make_config


async def _get(url: str) -> tuple[int, str]:
    def fetch() -> tuple[int, str]:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status, response.read().decode()

    return await asyncio.get_running_loop().run_in_executor(None, fetch)


async def test_the_local_table_serves_the_games_channel(database: Path) -> None:
    env, channel, players, preview = await open_table(make_config(database))
    try:
        assert [p.name for p in players] == list(PLAYERS)
        assert "game new" in players[0].available_commands(channel)
        async with preview as served:
            assert served.url.startswith("http://127.0.0.1:")
            status, page = await _get(served.url.split("#")[0])
            assert status == 200 and "<html" in page.lower()
            snapshot = await served.snapshot()
            text = str(snapshot)
            assert "Welcome to the local table" in text
            await players[0].slash(channel, "game new", game="race")
            assert "Race to Ten" in str(await served.snapshot())
        assert database.exists()
    finally:
        await env.shutdown()


CHROMIUM = shutil.which("chromium")


@pytest.mark.skipif(CHROMIUM is None, reason="Chromium is not installed")
async def test_screenshot_of_the_lobby(database: Path, tmp_path: Path) -> None:
    env, channel, players, preview = await open_table(make_config(database))
    try:
        await players[0].slash(channel, "game new", game="race")
        async with preview as served:
            out = tmp_path / "lobby.png"
            args = [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                    "--no-first-run", "--disable-background-networking",
                    "--disable-component-update", "--disable-sync",
                    f"--user-data-dir={tmp_path / 'profile'}", "--window-size=1100,800",
                    "--virtual-time-budget=5000", f"--screenshot={out}", served.url]
            process = await asyncio.create_subprocess_exec(
                *args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            await asyncio.wait_for(process.wait(), timeout=60)
            assert out.exists() and out.stat().st_size > 5_000
    finally:
        await env.shutdown()
