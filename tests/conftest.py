"""Shared fixtures: the fake game in the registry, a bot on a temporary database for simcord."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.config import Config
from games import registry
from tests.fake_game import BidGame, RaceGame

registry.register(RaceGame())
registry.register(BidGame())


def make_config(database: Path) -> Config:
    return Config(token=None, database=database, log_level="WARNING", dev_guild_id=None,
                  sync_commands="never")


@pytest.fixture(autouse=True)
async def _close_stores(monkeypatch: pytest.MonkeyPatch):
    """Close every store a test opened (bots replaced by `restart_bot` are not closed by simcord):
    an open aiosqlite connection keeps a non-daemon thread that would stop pytest from exiting."""
    from bot.store import Store

    opened: list[Store] = []
    real_open = Store.open.__func__

    async def tracking_open(cls, *args, **kwargs):
        store = await real_open(cls, *args, **kwargs)
        opened.append(store)
        return store

    monkeypatch.setattr(Store, "open", classmethod(tracking_open))
    yield
    for store in opened:
        await store.close()


@pytest.fixture
def database(tmp_path: Path) -> Path:
    return tmp_path / "bot.sqlite3"


@pytest.fixture
def simcord_bot(database: Path):
    from bot.core import GameBot

    return GameBot(make_config(database))
