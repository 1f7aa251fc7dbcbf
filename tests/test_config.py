"""Configuration errors name the variable and say what is wrong; `python -m bot` exits cleanly."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.config import Config, ConfigError

ROOT = Path(__file__).resolve().parents[1]
TOKEN = "MTAx" + "A" * 20 + ".GhIjKl." + "x" * 38


def test_missing_token_explains_how_to_get_one() -> None:
    with pytest.raises(ConfigError) as caught:
        Config.from_env({})
    text = str(caught.value)
    for needed in ("DISCORD_TOKEN", "applications.commands", "bot", ".env", "--local"):
        assert needed in text


@pytest.mark.parametrize(
    ("env", "named"),
    [
        ({"DISCORD_TOKEN": "abc"}, "DISCORD_TOKEN"),
        ({"DISCORD_TOKEN": TOKEN, "LOG_LEVEL": "loud"}, "LOG_LEVEL"),
        ({"DISCORD_TOKEN": TOKEN, "DEV_GUILD_ID": "my-server"}, "DEV_GUILD_ID"),
        ({"DISCORD_TOKEN": TOKEN, "SYNC_COMMANDS": "sometimes"}, "SYNC_COMMANDS"),
        ({"DISCORD_TOKEN": TOKEN, "DATABASE_PATH": "/"}, "DATABASE_PATH"),
    ],
)
def test_each_invalid_setting_is_named(env: dict[str, str], named: str) -> None:
    with pytest.raises(ConfigError, match=named):
        Config.from_env(env)


def test_valid_settings_and_defaults() -> None:
    config = Config.from_env({"DISCORD_TOKEN": TOKEN, "DEV_GUILD_ID": "123", "LOG_LEVEL": "debug"})
    assert config.dev_guild_id == 123 and config.log_level == "DEBUG"
    assert config.database == Path("data/bot.sqlite3") and config.sync_commands == "auto"
    assert Config.from_env({}, need_token=False).token is None


def test_python_m_bot_without_token_exits_with_help_and_no_traceback(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    env["PYTHONPATH"] = str(ROOT)
    done = subprocess.run([sys.executable, "-m", "bot"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode != 0
    assert "DISCORD_TOKEN" in done.stderr and "--local" in done.stderr
    assert "Traceback" not in done.stderr + done.stdout


def test_the_token_never_appears_in_the_configs_repr() -> None:
    """A config printed in a log line or a traceback must not leak the token."""
    config = Config.from_env({"DISCORD_TOKEN": TOKEN})
    assert config.token == TOKEN
    for text in (repr(config), str(config), f"{config}", repr([config])):
        assert TOKEN not in text and TOKEN.split(".")[1] not in text
        assert "database=" in text and "log_level='INFO'" in text
