"""Configuration from the environment (and `.env`), checked once at start-up.

Every problem becomes a `ConfigError` whose message names the variable and says what is wrong, so
`python -m bot` can print it and exit without a traceback.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from bot import logs
from bot.shards import ShardError, Shards, parse

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
SYNC_MODES = ("auto", "always", "never")

MISSING_TOKEN_HELP = """\
No DISCORD_TOKEN is set, so the bot cannot log in to Discord.

To run it on your server:
  1. Open https://discord.com/developers/applications and click "New Application".
  2. Under "Bot", click "Reset Token" and copy the token.
  3. Put it in a file named .env next to this README:   DISCORD_TOKEN=your-token-here
     (or export DISCORD_TOKEN in your shell). Never share or commit it.
  4. Under "OAuth2 > URL Generator", tick the scopes "bot" and "applications.commands", and the
     bot permissions "View Channels", "Send Messages", "Send Messages in Threads",
     "Create Public Threads", "Embed Links", "Attach Files" and "Read Message History".
     Open the generated URL to invite the bot to your server.
  5. Run `python -m bot` again.

No Discord account at hand? `python -m bot --local` opens a local table in your browser with
simulated players (see the README)."""


class ConfigError(Exception):
    """A configuration problem, described for the person starting the bot."""


@dataclass(frozen=True)
class Config:
    token: str | None = field(repr=False)  # never in a repr: configs end up in logs and tracebacks
    database: Path
    log_level: str
    dev_guild_id: int | None
    sync_commands: str
    database_url: str | None = field(default=None, repr=False)  # PostgreSQL (may hold a password)
    shards: Shards = field(default_factory=Shards)  # this process's Discord shards (bot/shards.py)
    wait_for_lease: bool = False  # a shard leased by a live process: wait instead of refusing

    @property
    def store_target(self) -> Path | str:
        """What the store opens: DATABASE_URL (PostgreSQL) when set, else the SQLite file."""
        return self.database_url or self.database

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None, *, need_token: bool = True) -> Config:
        env = os.environ if env is None else env
        token = (env.get("DISCORD_TOKEN") or "").strip() or None
        if need_token and token is None:
            raise ConfigError(MISSING_TOKEN_HELP)
        if token is not None and (len(token) < 50 or " " in token or token.count(".") != 2):
            raise ConfigError(
                "DISCORD_TOKEN does not look like a bot token (three parts separated by dots, "
                "about 70 characters). Copy it again from the Developer Portal, under Bot > "
                "Reset Token."
            )
        level = (env.get("LOG_LEVEL") or "INFO").strip().upper()
        if level not in LOG_LEVELS:
            raise ConfigError(f"LOG_LEVEL is `{level}`; use one of {', '.join(LOG_LEVELS)}.")
        guild_text = (env.get("DEV_GUILD_ID") or "").strip()
        if guild_text and not guild_text.isdigit():
            raise ConfigError(
                f"DEV_GUILD_ID is `{guild_text}`; it must be a server id (digits only; in "
                "Discord enable Developer Mode, right-click the server, Copy Server ID)."
            )
        sync = (env.get("SYNC_COMMANDS") or "auto").strip().lower()
        if sync not in SYNC_MODES:
            raise ConfigError(f"SYNC_COMMANDS is `{sync}`; use one of {', '.join(SYNC_MODES)}.")
        database = Path(env.get("DATABASE_PATH") or "data/bot.sqlite3")
        if database.exists() and database.is_dir():
            raise ConfigError(f"DATABASE_PATH `{database}` is a folder; give a file path.")
        url = (env.get("DATABASE_URL") or "").strip() or None
        if url is not None and not url.startswith(("postgresql://", "postgres://")):
            raise ConfigError(f"DATABASE_URL must start with postgresql:// (it starts with "
                              f"`{url.split(':', 1)[0][:20]}`); unset it to use the SQLite file "
                              "DATABASE_PATH.")
        try:
            shards = parse(env.get("SHARD_IDS"), env.get("SHARD_COUNT"))
        except ShardError as error:
            raise ConfigError(f"SHARD_IDS / SHARD_COUNT (--shards / --shard-count): "
                              f"{error}.") from None
        if not shards.all and url is None:
            raise ConfigError(
                f"Shards {shards.describe()} are a part of the bot, and several processes need "
                "PostgreSQL: set DATABASE_URL=postgresql://… (python -m bot migrate copies the "
                "SQLite file there), or run every shard in one process.")
        wait = (env.get("WAIT_FOR_LEASE") or "").strip().lower() in ("1", "true", "yes")
        return cls(
            shards=shards,
            wait_for_lease=wait,
            database_url=url,
            token=token,
            database=database,
            log_level=level,
            dev_guild_id=int(guild_text) if guild_text else None,
            sync_commands=sync,
        )

    def configure_logging(self) -> None:
        logs.configure(self.log_level)
