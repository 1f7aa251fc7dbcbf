"""`python -m bot`: run the bot on Discord, `--local` for a table in your browser,
`backup PATH` for a consistent copy of the database while the bot runs, or `migrate --from FILE
--to postgresql://…` to move the bot's data from its SQLite file to PostgreSQL."""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TYPE_CHECKING

from bot.config import Config, ConfigError
from bot.store import StoreCorrupt, is_url

if TYPE_CHECKING:
    from bot.core import GameBot

CONFIG_PROBLEM = 2
DATABASE_PROBLEM = 3
LEASE_REFUSED = 4  # a shard is run by another live process
LEASE_LOST = 5  # another process took a shard over while this one ran (it stopped)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot", description=__doc__)
    parser.add_argument("--local", action="store_true",
                        help="play locally in a browser with simulated players (no Discord)")
    parser.add_argument("--port", type=int, default=8765, help="port of the local table")
    parser.add_argument("--shards", metavar="IDS",
                        help="run only these Discord shards, like 0-3,6 (SHARD_IDS; needs "
                             "--shard-count and PostgreSQL)")
    parser.add_argument("--shard-count", metavar="N",
                        help="the bot's total number of shards over all its processes "
                             "(SHARD_COUNT)")
    parser.add_argument("--wait-for-lease", action="store_true",
                        help="when another live process runs one of these shards, wait for it "
                             "to stop instead of refusing (WAIT_FOR_LEASE=1)")
    commands = parser.add_subparsers(dest="command", metavar="{backup,migrate}")
    backup = commands.add_parser(
        "backup", help="copy DATABASE_PATH safely, even while the bot runs",
        description="Copy DATABASE_PATH with SQLite's online backup API (consistent while games "
                    "go on). Restore: stop the bot, move DATABASE_PATH and its -wal and -shm files "
                    "aside, copy the backup there, start the bot.")
    backup.add_argument("path", type=Path, help="the backup file, or a folder for a dated name")
    migrate = commands.add_parser(
        "migrate", help="copy the SQLite database into an empty PostgreSQL database",
        description="Copy every game, move log, timer, tournament and rating from the SQLite "
                    "file into an empty PostgreSQL database, then check that every game replays "
                    "to its stored state there. Stop the bot first; afterwards set DATABASE_URL.")
    migrate.add_argument("--from", dest="source", type=Path,
                         help="the SQLite file (default: DATABASE_PATH)")
    migrate.add_argument("--to", dest="target",
                         help="postgresql://USER@HOST:PORT/DB (default: DATABASE_URL)")
    args = parser.parse_args(argv)
    env = _dotenv()
    for name, value in (("SHARD_IDS", args.shards), ("SHARD_COUNT", args.shard_count),
                        ("WAIT_FOR_LEASE", "1" if args.wait_for_lease else None)):
        if value is not None:
            env[name] = value
    try:
        config = Config.from_env(env, need_token=not args.local and not args.command)
    except ConfigError as error:
        print(error, file=sys.stderr)
        return CONFIG_PROBLEM
    config.configure_logging()
    if args.command == "backup":
        if config.database_url:
            print("No backup was made: DATABASE_URL is set, and a PostgreSQL database is backed "
                  "up with the server's own tools (pg_dump, or continuous archiving).",
                  file=sys.stderr)
            return DATABASE_PROBLEM
        return _backup(config.database, args.path)
    if args.command == "migrate":
        return _migrate(args.source or config.database, args.target or config.database_url)
    try:
        if args.local:
            from bot.local import run_local

            return asyncio.run(run_local(config, port=args.port))
        # A bad database stops `serve` before it logs in (the leases' store opens it first),
        # untouched.
        return asyncio.run(serve(config))
    except StoreCorrupt as error:
        print(f"The bot did not start: {error}", file=sys.stderr)
        return DATABASE_PROBLEM
    return 0


async def serve(config: Config,
                run: Callable[[GameBot], Awaitable[None]] | None = None) -> int:
    """Take the leases of this process's shards, run the bot while renewing them, and give
    them back when it stops (SIGINT or SIGTERM close the bot cleanly). `run` runs the bot until
    it is closed (default: log in to Discord; simcord in tests)."""
    import logging
    import signal

    from bot.core import make_bot
    from bot.shards import LeaseRefused, Leases
    from bot.store import Store

    log = logging.getLogger("bot")
    store = await Store.open(config.store_target)  # the leases' own connection
    leases = Leases(store, config.shards)
    try:
        await leases.acquire(wait=config.wait_for_lease)
    except LeaseRefused as refusal:
        await store.close()
        print(f"The bot did not start: {refusal}.", file=sys.stderr)
        return LEASE_REFUSED
    bot = make_bot(config)
    bot.store_checked = True  # by the leases' store, just now
    lost: list[str] = []

    closing: list[asyncio.Task[None]] = []

    def stop() -> None:
        """Close the bot once, however many signals arrive (a process manager may signal both
        `dev.py` and the bot, and `dev.py` passes its own on)."""
        if not closing:
            closing.append(asyncio.get_running_loop().create_task(bot.close()))

    def on_lost(reason: str) -> None:
        lost.append(reason)
        log.critical("stopping: %s (its games go on in the other process)", reason)
        stop()

    loop = asyncio.get_running_loop()
    for number in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(number, stop)
    keeper = asyncio.create_task(leases.keep(on_lost), name="shard-leases")
    try:
        async with bot:
            await (run(bot) if run else bot.start(config.token or ""))
    finally:
        keeper.cancel()
        await asyncio.gather(keeper, return_exceptions=True)
        for number in (signal.SIGINT, signal.SIGTERM):
            loop.remove_signal_handler(number)
        await leases.release()  # only this process's: a lease taken over stays its winner's
        await store.close()
    return LEASE_LOST if lost else 0


def _backup(database: Path, target: Path) -> int:
    from bot.backup import BackupError, backup

    try:
        made = backup(database, target)
    except (BackupError, StoreCorrupt) as error:
        print(f"No backup was made: {error}", file=sys.stderr)
        return DATABASE_PROBLEM
    print(f"Backed up {database.resolve()} to {made.path.resolve()}: {made.games} games, "
          f"{made.moves} moves, {made.size / 1e6:.1f} MB, checked. To restore: stop the bot, "
          f"move the database and its -wal and -shm files aside, copy the backup there, start "
          f"the bot.")
    return 0


def _migrate(source: Path, target: str | None) -> int:
    from bot.store.transfer import TransferError, transfer

    if not target or not is_url(target):
        print("Nothing was copied: give the PostgreSQL database with --to postgresql://… (or set "
              "DATABASE_URL).", file=sys.stderr)
        return CONFIG_PROBLEM
    from bot.store.postgres import redacted

    try:
        done = asyncio.run(transfer(source, target))
    except (TransferError, StoreCorrupt) as error:
        print(f"Nothing was copied: {error}", file=sys.stderr)
        return DATABASE_PROBLEM
    earlier = done.earlier_rules
    print(f"Copied {source.resolve()} to {redacted(target)}: {done.summary()}; "
          f"{done.replayed - len(earlier)} of {done.replayed} started games replay to their "
          f"stored state. Set DATABASE_URL to run the bot on it.")
    if earlier:
        shown = ", ".join(str(game_id) for game_id in earlier[:20])
        print(f"{_games(len(earlier))} (ids {shown}) began under an earlier version of the rules "
              f"and no longer rebuild from their move log: copied exactly as they are, they go "
              f"on from their stored state, as they do now.")
    return 0


def _games(count: int) -> str:
    return f"{count} game" if count == 1 else f"{count} games"


def _dotenv() -> dict[str, str]:
    """The environment, with `.env` filling in what is not set."""
    import os

    from dotenv import dotenv_values

    values = {k: v for k, v in dotenv_values(".env").items() if v is not None}
    return {**values, **os.environ}


if __name__ == "__main__":
    sys.exit(main())
