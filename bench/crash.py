"""Crash test: SIGKILL the turn pipeline at random moments and check nothing acknowledged is lost.

A driver process plays Alien Frontiers games through the real store and turn pipeline
(`bot.tables.Tables`) with simulated players submitting moves concurrently, and prints an
acknowledgement line for every move *after* its commit returned (the moment a Discord reply would
be sent). The parent kills it with SIGKILL at random moments, restarts it on the same database,
and at the end checks the players' records against the database: every acknowledged move is in the
log at its place, versions equal log lengths, and every game replays from seed + log to exactly its
stored state (so no move was applied twice or half-written).

    python -m bench.crash --kills 50 --seed 1     # the long run (a short one runs in the tests)
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.store import GameRecord, Store

ROOT = Path(__file__).resolve().parents[1]
GAMES = 6
PLAYERS_PER_GAME = 3


async def drive(database: Path, seed: int) -> None:
    """The driver: keep GAMES games running (a new one when one ends) with random legal moves."""
    from bot.store import Store
    from bot.tables import Tables
    from games import registry

    registry.load_installed()
    store = await Store.open(database)
    tables = Tables(store)
    rng = random.Random(seed)

    async def ready_game(channel: int) -> int:
        """The channel's running game, set up anew if a kill struck mid-setup or it ended."""
        record = await store.latest_game_in(channel)
        if record is None or not record.is_open:
            record = await tables.create(guild_id=1, channel_id=channel,
                                         game_key="alien_frontiers", options={},
                                         seats=PLAYERS_PER_GAME, creator_id=1)
        if record.status == "lobby":
            for user in range(len(record.players) + 1, PLAYERS_PER_GAME + 1):
                await store.join(record.id, user)
            record, _match = await tables.start(record.id, 1)
        return record.id

    async def player(channel: int) -> None:
        game_id = await ready_game(channel)
        while True:
            record = await store.get(game_id)
            if record.status != "active":
                game_id = await ready_game(channel)
                continue
            match = await tables.match(record)
            seat = match.to_act()
            move = rng.choice([m for m in match.legal_moves(seat) if m != "undo"])
            played = await tables.play(game_id, record.players[seat], move,
                                       expected_version=record.version)
            print(f"ACK {game_id} {played.record.version} {played.move}", flush=True)

    print("READY", flush=True)
    await asyncio.gather(*(player(channel) for channel in range(1000, 1000 + GAMES)))


def run(database: Path, kills: int, seed: int, *, quiet: bool = False) -> dict[str, int]:
    """Kill and restart the driver `kills` times; return counts; raise AssertionError on loss."""
    rng = random.Random(seed)
    acks: list[tuple[int, int, str]] = []
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for attempt in range(kills + 1):
        process = subprocess.Popen(
            [sys.executable, "-m", "bench.crash", "--driver", str(database),
             "--seed", str(seed * 1000 + attempt)],
            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
        )
        assert process.stdout is not None
        ready = process.stdout.readline().strip()
        assert ready == "READY", f"driver did not start: {ready!r}"
        deadline = time.monotonic() + rng.uniform(0.05, 0.6)
        final = attempt == kills
        while True:
            line = process.stdout.readline() if not final or process.poll() is None else ""
            if line.startswith("ACK "):
                _tag, game, version, move = line.rstrip("\n").split(" ", 3)
                acks.append((int(game), int(version), move))
            if not line or time.monotonic() >= deadline:
                break
        process.send_signal(signal.SIGKILL)
        # Lines already written before the kill are acknowledgements too.
        for line in process.stdout.read().splitlines():
            if line.startswith("ACK "):
                _tag, game, version, move = line.split(" ", 3)
                acks.append((int(game), int(version), move))
        process.wait()
        if not quiet:
            print(f"kill {attempt:3d}: {len(acks):6d} acknowledged moves so far", flush=True)
    return asyncio.run(check(database, acks))


async def check(database: Path, acks: list[tuple[int, int, str]]) -> dict[str, int]:
    from bot.store import Store
    from games import registry
    from games.match import Match

    registry.load_installed()
    store = await Store.open(database)
    try:
        logs = {}
        for record in await _all_games(store):
            moves = await store.moves(record.id)
            assert [m.seq for m in moves] == list(range(1, len(moves) + 1)), "gap in the log"
            assert record.version == len(moves), f"game {record.id}: version != log length"
            game = registry.get(record.game_type)
            replayed = Match.replay(game, len(record.players), record.seed, record.options,
                                    [(m.seat, m.move) for m in moves])
            assert game.encode(replayed.state) == record.state, f"game {record.id} differs"
            logs[record.id] = {m.seq: m.move for m in moves}
        seen = set()
        for game_id, version, move in acks:
            assert (game_id, version) not in seen, "a version was acknowledged twice"
            seen.add((game_id, version))
            assert logs[game_id].get(version) == move, f"acknowledged move lost: {move}"
        finished = sum(1 for r in await _all_games(store) if r.status == "finished")
        return {"acknowledged": len(acks), "games": len(logs), "finished": finished,
                "logged": sum(len(log) for log in logs.values())}
    finally:
        await store.close()


async def _all_games(store: Store) -> list[GameRecord]:
    from bot.errors import NotFound

    records, game_id = [], 1
    while True:
        try:
            records.append(await store.get(game_id))
        except NotFound:
            return records
        game_id += 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--driver", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--kills", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--database", type=Path, default=Path("data/crash.sqlite3"))
    args = parser.parse_args()
    if args.driver:
        asyncio.run(drive(args.driver, args.seed))
        return 0
    for suffix in ("", "-wal", "-shm"):
        Path(f"{args.database}{suffix}").unlink(missing_ok=True)
    counts = run(args.database, args.kills, args.seed)
    print(f"\nOK after {args.kills} kills: {counts['acknowledged']} acknowledged moves, all in "
          f"the log; {counts['games']} games ({counts['finished']} finished) replay exactly "
          f"({counts['logged']} moves).")
    return 0


if __name__ == "__main__":
    sys.exit(main())
