"""Two real bot processes on one PostgreSQL database (tests/shard_worker.py: the real start with
leases and the sharded bot, in a simcord world each): games in both, one killed with SIGKILL
while it plays, restarted, and nothing it acknowledged is lost; each process fires only its own
guild's timers; games finished in both are rated once and counted on one global leaderboard."""

from __future__ import annotations

import json
import os
import queue
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LEASE_SECONDS = "3"
pytestmark = pytest.mark.slow


def guild_on(shard: int) -> int:
    return ((shard + 8 * 9) << 22) | 4321


class Worker:
    """A bot process and the JSON lines it prints."""

    def __init__(self, url: str, shards: str, guild_id: int, logs: Path, *,
                 wait: bool = False) -> None:
        env = {**os.environ, "DATABASE_URL": url, "SHARD_IDS": shards, "SHARD_COUNT": "8",
               "LEASE_SECONDS": LEASE_SECONDS, "WAIT_FOR_LEASE": "1" if wait else ""}
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tests.shard_worker", str(guild_id)], cwd=ROOT, env=env,
            stdout=subprocess.PIPE, stderr=(logs / f"{shards}.{time.time_ns()}.log").open("w"),
            text=True)
        self.lines: queue.Queue[dict] = queue.Queue()
        self.seen: list[dict] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            if line.startswith("{"):
                self.lines.put(json.loads(line))

    def until(self, acks: int, timeout: float = 120.0) -> list[dict]:
        """Read lines until `acks` more moves were acknowledged."""
        got = 0
        deadline = time.monotonic() + timeout
        while got < acks:
            item = self.lines.get(timeout=max(0.1, deadline - time.monotonic()))
            self.seen.append(item)
            got += "ack" in item
        return self.seen

    def until_over(self, timeout: float = 120.0) -> None:
        """Read lines until a game it plays is over."""
        deadline = time.monotonic() + timeout
        while not self.over():
            self.seen.append(self.lines.get(timeout=max(0.1, deadline - time.monotonic())))

    def acks(self) -> list[tuple[int, int]]:
        return [tuple(item["ack"]) for item in self.seen if "ack" in item]

    def fires(self) -> set[int]:
        return {item["fire"][0] for item in self.seen if "fire" in item}

    def games(self) -> list[int]:
        """The games it played, in order (a new one when one is over)."""
        return [item["game"] for item in self.seen if "game" in item]

    def over(self) -> set[int]:
        return {item["over"] for item in self.seen if "over" in item}

    def person(self) -> int:
        """The user id of the person who plays in this process's server."""
        return next(item["person"] for item in self.seen if "person" in item)

    def stop(self, number: int = signal.SIGTERM) -> int:
        self.process.send_signal(number)
        return self.process.wait(60)


async def query(url: str, sql: str, *args: object) -> list[int]:
    import asyncpg

    connection = await asyncpg.connect(url)
    try:
        return [row[0] for row in await connection.fetch(sql, *args)]
    finally:
        await connection.close()


async def moves_of(url: str, game_id: int) -> list[int]:
    """The game's logged moves: a game's version is the number of its moves."""
    return await query(url, "SELECT seq FROM moves WHERE game_id = $1 ORDER BY seq", game_id)


async def test_a_killed_process_loses_no_acknowledged_move_and_its_shards_restart(
        pg_schema: str, tmp_path: Path) -> None:
    a = Worker(pg_schema, "0-3", guild_on(2), tmp_path)  # its stderr: tmp_path/0-3.*.log
    b = Worker(pg_schema, "4-7", guild_on(6), tmp_path)
    workers = [a, b]
    try:
        a.until(8)
        b.until(8)
        # Started while a lives: refused in one line, exit code 4.
        twin = subprocess.run(
            [sys.executable, "-m", "tests.shard_worker", str(guild_on(2))], cwd=ROOT,
            env={**os.environ, "DATABASE_URL": pg_schema, "SHARD_IDS": "2", "SHARD_COUNT": "8"},
            capture_output=True, text=True, timeout=120)
        assert twin.returncode == 4 and "shard 2 of 8 is run by another live process" in (
            twin.stderr)
        a.process.kill()  # SIGKILL in the middle of its moves: no clean stop, no release
        a.process.wait(30)
        acked = a.acks()
        game_a = a.games()[-1]
        # The same shards again: it waits for the dead one's leases to expire.
        again = Worker(pg_schema, "0-3", guild_on(2), tmp_path, wait=True)
        workers.append(again)
        again.until(8)
        b.until(4)  # b went on all along
        if game_a not in a.over():
            assert again.games()[0] == game_a  # the game it was playing, taken over
            assert min(v for g, v in again.acks() if g == game_a) > max(
                v for g, v in acked if g == game_a)
        for game in {g for g, _v in acked}:
            logged = await moves_of(pg_schema, game)
            assert logged == list(range(1, len(logged) + 1))  # no gap, nothing twice
            assert {v for g, v in acked if g == game} <= set(logged)  # nothing acked lost
        games_a, games_b = set(a.games() + again.games()), set(b.games())
        assert not games_a & games_b
        # Each process fired only its own guild's timers (the AI seat's turns), and the
        # restarted one took over the timers of the game it found.
        assert a.fires() | again.fires() <= games_a and b.fires() <= games_b
        assert again.games()[0] in again.fires() and b.fires()
        # Games finished in both processes are rated once each, and the one global leaderboard
        # lists the players of both servers with their games.
        again.until_over()
        b.until_over()
        finished_a, finished_b = a.over() | again.over(), b.over()
        rated = set(await query(pg_schema, "SELECT game_id FROM rated_games"))
        assert finished_a | finished_b <= rated
        board = dict(zip(
            await query(pg_schema, "SELECT entrant FROM ratings WHERE scope = 'global' AND "
                        "game_type = 'race' ORDER BY entrant"),
            await query(pg_schema, "SELECT games FROM ratings WHERE scope = 'global' AND "
                        "game_type = 'race' ORDER BY entrant"), strict=True))
        assert set(board) == {str(a.person()), str(b.person())}  # one board, both servers
        assert sum(board.values()) == len(rated)  # each person's games, each counted once
        assert again.stop() == 0 and b.stop() == 0  # a clean stop gives the leases back
        assert await query(pg_schema, "SELECT shard FROM shard_leases") == []
    finally:
        for worker in workers:
            if worker.process.poll() is None:
                worker.process.kill()
                worker.process.wait(30)
