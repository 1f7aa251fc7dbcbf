"""Start-up with many active games: how soon is the bot ready after the database opens?

Fills a database with N active Alien Frontiers games (real states), then starts the real bot
(store, migrations, cogs, persistent buttons) inside simcord and measures, from the moment the
database is opened: start-up done, and the first click on an old lobby button answered. States are
decoded only when a game is first used, so N should not matter.

    python -m bench.startup [--games 10000] [--runs 5]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from pathlib import Path

import orjson


def fill(database: Path, games: int) -> int:
    """N active games (+ one lobby to click on); returns the lobby's game id."""
    import sqlite3

    from games import registry
    from games.alien_frontiers import GAME

    registry.load_installed()
    asyncio.run(_migrate(database))
    connection = sqlite3.connect(database)
    connection.execute("PRAGMA synchronous=OFF")  # filling only; the bot opens it normally
    with connection:
        for number in range(games):
            state = orjson.dumps(GAME.encode(GAME.new(4, number, {"long": False}))).decode()
            cursor = connection.execute(
                "INSERT INTO games (guild_id, channel_id, game_type, options, seed, max_seats, "
                "creator_id, status, state, version, created_at, updated_at) VALUES "
                "(1, ?, 'alien_frontiers', '{\"long\": false}', ?, 4, 11, 'active', ?, 0, "
                "'x', 'x')",
                (10_000 + number, number, state),
            )
            connection.executemany(
                "INSERT INTO seats (game_id, seat, user_id) VALUES (?, ?, ?)",
                [(cursor.lastrowid, seat, 11 + seat) for seat in range(4)],
            )
        cursor = connection.execute(
            "INSERT INTO games (guild_id, channel_id, game_type, options, seed, max_seats, "
            "creator_id, status, created_at, updated_at) VALUES "
            "(1, 1, 'alien_frontiers', '{}', 1, 4, 11, 'lobby', 'x', 'x')")
        lobby_id = int(cursor.lastrowid or 0)
        connection.execute("INSERT INTO seats (game_id, seat, user_id) VALUES (?, 0, 11)",
                           (lobby_id,))
    connection.close()
    return lobby_id


async def _migrate(database: Path) -> None:
    from bot.store import Store

    store = await Store.open(database)
    await store.close()


async def start_once(database: Path, lobby_id: int) -> tuple[float, float]:
    """(seconds to start-up done, seconds to the first answered click), from the database open."""
    import discord
    import simcord

    from bot.config import Config
    from bot.core import GameBot
    from bot.store import Store

    opened_at: list[float] = []
    real_open = Store.open

    async def timed_open(path: Path | str, *, migrate: bool = True) -> Store:
        opened_at.append(time.perf_counter())
        return await real_open(path, migrate=migrate)

    Store.open = timed_open  # type: ignore[method-assign]
    try:
        config = Config(token=None, database=database, log_level="ERROR", dev_guild_id=None,
                        sync_commands="never")
        env = simcord.Env(GameBot(config), check_errors=False)
        await env.start()
        started = time.perf_counter() - opened_at[0]
        guild = env.create_guild()
        channel = guild.create_text_channel("games")
        player = guild.add_member(env.create_user("late"))
        view = discord.ui.View()
        view.add_item(discord.ui.Button(label="Join", custom_id=f"lobby:join:{lobby_id}"))
        message = await env.bot.get_channel(channel.id).send("old lobby", view=view)
        before = time.perf_counter()
        result = await player.click(message, custom_id=f"lobby:join:{lobby_id}")
        assert result.acknowledged
        answered = started + (time.perf_counter() - before)
        await env.shutdown()
        return started, answered
    finally:
        Store.open = real_open  # type: ignore[method-assign]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        rows = []
        for games in (0, args.games):
            database = Path(folder) / f"startup-{games}.sqlite3"
            lobby_id = fill(database, games)
            size = database.stat().st_size / 2**20
            timings = [asyncio.run(start_once(database, lobby_id)) for _ in range(args.runs)]
            ready = statistics.median(t[0] for t in timings) * 1000
            click = statistics.median(t[1] for t in timings) * 1000
            rows.append((games, size, ready, click))
    base = rows[0][2]
    print(f"{'active games':>12} | {'db MiB':>7} | {'ready ms (median)':>17} | "
          f"{'first click answered ms':>23} | {'ready vs empty':>14}")
    print("-" * 86)
    for games, size, ready, click in rows:
        print(f"{games:>12} | {size:>7.1f} | {ready:>17.1f} | {click:>23.1f} | "
              f"{ready / base:>13.2f}×")
    print(f"\nmedians of {args.runs} starts each; goal: ready within 1,000 ms of the database "
          "being opened with 10,000 active games")


if __name__ == "__main__":
    main()
