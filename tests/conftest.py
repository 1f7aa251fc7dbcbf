"""Shared fixtures: the fake game in the registry, a bot on a temporary database for simcord."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.config import Config
from games import registry
from tests.fake_game import RaceGame

registry.register(RaceGame())


def make_config(database: Path) -> Config:
    return Config(token=None, database=database, log_level="WARNING", dev_guild_id=None,
                  sync_commands="never")


@pytest.fixture
def database(tmp_path: Path) -> Path:
    return tmp_path / "bot.sqlite3"


@pytest.fixture
def simcord_bot(database: Path):
    from bot.core import GameBot

    return GameBot(make_config(database))
