"""One bot process of tests/test_shard_processes.py: `python -m tests.shard_worker GUILD_ID`
with DATABASE_URL, SHARD_IDS, SHARD_COUNT (and WAIT_FOR_LEASE) in the environment.

It runs the real start (`bot.__main__.serve`: leases, heartbeat, the sharded bot) inside a
simcord world instead of Discord: one server (`GUILD_ID`, on its shard) with a #games channel
and two players, ids the same at every start. alice plays a race against an AI seat (the AI's
turns are the clock's timers); the process plays alice's moves one by one through the table's
pipeline and prints one JSON line per move once it is committed (`{"ack": [game, version]}`),
and one per timer the clock fires (`{"fire": [game, seat, kind]}`). A restarted process finds
the game in the database and goes on from where it stands.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
from typing import Any

import bot.shards
from bot import render
from bot.config import Config
from games import registry
from games.base import GameError
from tests.fake_game import RaceGame

# Pictures on threads, where the test's game is registered (not in spawned render processes).
render.pool = lambda: render._FALLBACK
bot.shards.LEASE_SECONDS = float(os.environ.get("LEASE_SECONDS", "3"))
bot.shards.HEARTBEAT_SECONDS = 0.3
bot.shards.WAIT_SECONDS = 0.3
TARGET = 50
PACE = 0.1  # seconds between alice's moves: a game lasts long enough to be killed in


def say(**what: object) -> None:
    print(json.dumps(what), flush=True)


async def play(game_bot, guild_id: int) -> None:
    import simcord

    from bot.local import _at
    from bot.shards import shard_of

    registry.register(RaceGame())
    shards = game_bot.config.shards
    env = simcord.Env(game_bot, check_errors=False, shard_count=shards.count)
    env.settle_timeout = 120.0  # two bots and their tests share a loaded machine
    _at(env, "guild")
    guild = env.create_guild("Games", id=guild_id, shard_id=shard_of(guild_id, shards.count))
    _at(env, f"#games-{guild_id}")  # ids of its own, the same at every start
    channel = guild.create_text_channel("games")
    _at(env, f"@alice-{guild_id}")
    alice = guild.add_member(env.create_user("alice"))
    await env.start()
    await game_bot.tree.sync()
    clock: Any = game_bot.get_cog("Clock")  # the extension's own module: not cogs.clock
    real_fire = clock._fire

    async def fire(timer, moment):
        say(fire=[timer.game_id, timer.seat, timer.kind], version=timer.version)
        await real_fire(timer, moment)

    clock._fire = fire  # type: ignore[method-assign]
    store = game_bot.store
    me = alice.id
    say(person=me)
    record = None
    try:
        while not game_bot.is_closed():
            if record is None or record.status != "active":
                record = await store.open_game_in(channel.id)
                if record is None:  # none yet, or the last one is over: a new one
                    await alice.slash(channel, "game new", game="race", players=2,
                                      ai_players=1, options=f"target={TARGET}")
                    await alice.click(channel.last_message, label="Start")
                    await env.settle()
                    record = await store.open_game_in(channel.id)
                assert record is not None
                say(game=record.id, version=record.version)
            record = await store.get(record.id)
            if record.status != "active":
                say(over=record.id)
                continue
            match = await game_bot.tables.match(record)
            seat = match.to_act()
            if seat is None or record.players[seat] != me:
                await env.settle()
                await asyncio.sleep(0.01)
                continue
            move = match.game.legal_moves(match.state, seat)[-1]
            try:
                played = await game_bot.tables.play(record.id, me, move,
                                                    expected_version=record.version)
            except GameError:  # the AI moved in between: look again
                continue
            say(ack=[record.id, played.record.version])
            await asyncio.sleep(PACE)
    except Exception:
        if not game_bot.is_closed():
            raise
    await env.shutdown()


def main() -> int:
    from bot.__main__ import serve

    guild_id = int(sys.argv[1])
    config = Config.from_env({**os.environ, "LOG_LEVEL": "WARNING"}, need_token=False)
    config.configure_logging()
    return asyncio.run(serve(config, lambda game_bot: play(game_bot, guild_id)))


if __name__ == "__main__":
    sys.exit(main())
