"""Several processes, one bot (bot/shards.py): the shard settings, the leases that keep each shard
in one process at a time (on both backends: PostgreSQL is the one several processes share), and
a process that reads, arms and fires only its own guilds' games."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from bot.config import Config, ConfigError
from bot.shards import LeaseRefused, Leases, Shards, format_ids, shard_of
from bot.store import Store, TimerPlan
from bot.tables import Tables
from cogs.clock import Clock
from tests.fake_game import RaceGame

ROOT = Path(__file__).resolve().parents[1]
TOKEN = "MTAx" + "A" * 20 + ".GhIjKl." + "x" * 38
PG = "postgresql://bot@db.example/bot"
FIRST_HALF = Shards((0, 1, 2, 3), 8)


def guild_on(shard: int, count: int = 8, n: int = 7) -> int:
    """A guild id that Discord puts on `shard` (its shard is `(id >> 22) % count`)."""
    return ((shard + count * n) << 22) | 12345


def test_guild_ids_fall_on_their_shard() -> None:
    assert [shard_of(guild_on(s), 8) for s in range(8)] == list(range(8))
    assert FIRST_HALF.owns(guild_on(3)) and not FIRST_HALF.owns(guild_on(4))


# ---------------------------------------------------------------- settings


def test_shards_and_count_from_the_environment() -> None:
    config = Config.from_env({"DISCORD_TOKEN": TOKEN, "DATABASE_URL": PG,
                              "SHARD_IDS": "0-3,6", "SHARD_COUNT": "8"})
    assert config.shards == Shards((0, 1, 2, 3, 6), 8)
    assert config.shards.describe() == "0-3,6 of 8" and not config.shards.all
    assert not config.wait_for_lease
    assert Config.from_env({"DISCORD_TOKEN": TOKEN}).shards == Shards()  # one process, all
    every = Config.from_env({"DISCORD_TOKEN": TOKEN, "SHARD_COUNT": "4"}).shards
    assert every == Shards((0, 1, 2, 3), 4) and every.all  # every shard: SQLite will do
    assert format_ids((0, 1, 2, 5, 6, 9)) == "0-2,5-6,9"


@pytest.mark.parametrize(("ids", "count", "said"), [
    ("0-3", "", "SHARD_COUNT"),
    ("0-3,9", "8", "shard 9 does not exist"),
    ("3-1", "8", "runs backwards"),
    ("a", "8", "`a` is not a shard number"),
    ("0", "none", "whole number"),
])
def test_each_wrong_shard_setting_is_explained(ids: str, count: str, said: str) -> None:
    with pytest.raises(ConfigError, match=said):
        Config.from_env({"DISCORD_TOKEN": TOKEN, "DATABASE_URL": PG, "SHARD_IDS": ids,
                         "SHARD_COUNT": count})


def test_the_command_line_flags_reach_the_configuration(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    import bot.__main__ as cli
    import bot.store

    monkeypatch.chdir(tmp_path)  # no .env of the developer's
    for name in ("DATABASE_URL", "SHARD_IDS", "SHARD_COUNT", "WAIT_FOR_LEASE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    monkeypatch.setenv("DATABASE_URL", PG)
    started: list[Config] = []

    async def checked(url: str) -> None:
        assert url == PG

    async def serve(config: Config) -> int:
        started.append(config)
        return 0

    monkeypatch.setattr(bot.store, "check_postgres", checked)
    monkeypatch.setattr(cli, "serve", serve)
    monkeypatch.setattr(Config, "configure_logging", lambda self: None)  # pytest's logging stays
    assert cli.main(["--shards", "0-3,6", "--shard-count", "8", "--wait-for-lease"]) == 0
    [config] = started
    assert config.shards == Shards((0, 1, 2, 3, 6), 8) and config.wait_for_lease
    assert cli.main(["--shards", "9", "--shard-count", "8"]) == cli.CONFIG_PROBLEM
    assert "shard 9 does not exist" in capsys.readouterr().err


def _run_bot(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items()
             if k not in ("DATABASE_URL", "SHARD_IDS", "SHARD_COUNT")}
    return subprocess.run([sys.executable, "-m", "bot", *args], capture_output=True, text=True,
                          cwd=ROOT, timeout=300, env={**clean, "DISCORD_TOKEN": TOKEN, **env})


def test_part_of_the_shards_on_sqlite_is_refused_in_one_line(tmp_path: Path) -> None:
    database = tmp_path / "bot.sqlite3"
    done = _run_bot("--shards", "0-3,6", "--shard-count", "8", DATABASE_PATH=str(database))
    assert done.returncode == 2
    [line] = done.stderr.strip().splitlines()
    assert "0-3,6 of 8" in line and "PostgreSQL" in line and "DATABASE_URL" in line
    assert not database.exists()  # refused before anything was opened


# ---------------------------------------------------------------- leases


class Clock_:
    """A clock the test moves (the leases' time: no waiting in tests)."""

    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


async def test_a_live_lease_refuses_a_second_process(target: Path | str) -> None:
    first, second = await Store.open(target), await Store.open(target)
    clock = Clock_()
    a = Leases(first, FIRST_HALF, "host-a:1", clock=clock)
    await a.try_acquire()
    b = Leases(second, Shards((3, 4), 8), "host-b:2", clock=clock)
    with pytest.raises(LeaseRefused, match=r"shard 3 of 8 is run by another live process "
                                           r"\(host-a:1\).*--wait-for-lease"):
        await b.try_acquire()
    assert {h.shard for h in await b.holders()} == {0, 1, 2, 3}  # nothing of b's was taken
    other = Leases(second, Shards((4, 5, 6, 7), 8), "host-c:3", clock=clock)
    await other.try_acquire()  # the other half: both run side by side
    wrong_count = Leases(second, Shards((0,), 1), "host-d:4", clock=clock)
    with pytest.raises(LeaseRefused, match="same shard count"):
        await wrong_count.try_acquire()
    assert await a.renew() and await other.renew()
    await first.close()
    await second.close()


async def test_a_dead_owners_leases_expire_and_are_taken_over(target: Path | str) -> None:
    first, second = await Store.open(target), await Store.open(target)
    clock = Clock_()
    a = Leases(first, FIRST_HALF, "host-a:1", clock=clock)
    await a.try_acquire()
    clock.now += 20
    assert await a.renew()  # alive: heartbeats keep the lease
    b = Leases(second, FIRST_HALF, "host-b:2", clock=clock)
    clock.now += 29
    with pytest.raises(LeaseRefused):
        await b.try_acquire()
    clock.now += 2  # 31 s without a heartbeat: a is dead
    await b.try_acquire()
    holders = await b.holders()
    assert {(h.shard, h.owner) for h in holders} == {(s, "host-b:2") for s in range(4)}
    assert not await a.renew()  # a, back from the dead, learns it lost its shards
    await first.close()
    await second.close()


async def test_waiting_for_a_lease_takes_it_when_the_owner_stops(target: Path | str) -> None:
    first, second = await Store.open(target), await Store.open(target)
    a = Leases(first, FIRST_HALF, "host-a:1")
    await a.try_acquire()
    b = Leases(second, Shards((2,), 8), "host-b:2")
    waiting = asyncio.create_task(b.acquire(wait=True, every=0.01))
    await asyncio.sleep(0.05)
    assert not waiting.done()
    assert await a.release() == 4  # a clean stop gives the leases back at once
    await asyncio.wait_for(waiting, 10)
    assert [(h.shard, h.owner) for h in await b.holders()] == [(2, "host-b:2")]
    assert await b.release() == 1 and await b.holders() == []
    await first.close()
    await second.close()


async def test_a_process_that_lost_its_leases_is_told_to_stop(target: Path | str) -> None:
    first, second = await Store.open(target), await Store.open(target)
    clock = Clock_()
    a = Leases(first, FIRST_HALF, "host-a:1", clock=clock)
    await a.try_acquire()
    clock.now += 60  # a hung long enough for its leases to expire, and b took over
    await Leases(second, FIRST_HALF, "host-b:2", clock=clock).try_acquire()
    reasons: list[str] = []
    await asyncio.wait_for(a.keep(reasons.append, every=0.01), 10)
    assert reasons == ["another process took over some of this process's shards"]
    await first.close()
    await second.close()


# ---------------------------------------------------------------- only our guilds' games


async def _running(store: Store, guild_id: int, *, ai: bool = False, channel: int = 1) -> int:
    record = await store.create_lobby(guild_id=guild_id, channel_id=guild_id + channel,
                                      game_type="race", options={"target": 10}, seed=3,
                                      max_seats=2, creator_id=1, seats=[(1, None), (2, None)])
    await store.start(record.id, RaceGame().new(2, 3, {"target": 10}),
                      TimerPlan(1000.0, "[0]", ((0, ai),)))
    return record.id


async def test_the_clock_reads_only_the_timers_of_its_shards_games(target: Path | str) -> None:
    store = await Store.open(target)
    ours = await _running(store, guild_on(2))
    theirs = await _running(store, guild_on(6))
    our_ai, their_ai = await _running(store, guild_on(1), ai=True), await _running(
        store, guild_on(7), ai=True)
    store.shards = FIRST_HALF
    due = await store.due_timers(10 ** 9)
    assert {t.game_id for t in due} == {ours, our_ai}
    assert await store.next_timer_at() == (await store.timer(ours, 0)).remind_at
    assert {r.id for r in await store.open_games()} == {ours, our_ai}
    assert [r.id for r in await store.open_games(guild_on(6))] == [theirs]  # asked by guild
    store.shards = Shards((4, 5, 6, 7), 8)
    assert {t.game_id for t in await store.due_timers(10 ** 9)} == {theirs, their_ai}
    store.shards = Shards()  # one process: everything
    assert len(await store.due_timers(10 ** 9)) == 4
    await store.close()


async def test_start_up_arms_only_the_games_of_its_shards(target: Path | str) -> None:
    store = await Store.open(target)
    ours, theirs = await _running(store, guild_on(0)), await _running(store, guild_on(5))
    async with store.backend.transaction() as tx:  # both lost their timers (a crash)
        await tx.execute("DELETE FROM seat_timers")
    store.shards = FIRST_HALF
    tables = Tables(store, lambda: 2000.0)
    bot = SimpleNamespace(store=store, tables=tables, at_start=lambda _: None)
    clock = Clock(bot)  # type: ignore[arg-type]
    await clock.cog_load()
    await clock.catch_up()
    assert [t.seat for t in await store.timers(ours)] == [0]
    assert await store.timers(theirs) == []  # the other process arms it, not this one
    await clock.cog_unload()
    store.shards = Shards()  # the same start in a process with every shard arms both
    await clock.catch_up()
    assert [t.seat for t in await store.timers(theirs)] == [0]
    await clock.cog_unload()
    await store.close()


async def test_a_tournament_is_resumed_by_its_guilds_process(target: Path | str) -> None:
    store = await Store.open(target)
    for guild in (guild_on(1), guild_on(5)):
        await store.create_tournament(
            guild_id=guild, channel_id=9, name="Cup", game_type="race", options={},
            format="swiss", table_size=2, rounds=3, turn_seconds=3600, forfeit_after=3,
            stuck_days=7, registration_ends=None, seed=1, creator_id=1)
    store.shards = FIRST_HALF
    assert [t.guild_id for t in await store.open_tournaments()] == [guild_on(1)]
    store.shards = Shards((5,), 8)
    assert [t.guild_id for t in await store.open_tournaments()] == [guild_on(5)]
    await store.close()


# ---------------------------------------------------------------- the process's life


def _config(url: str, ids: str = "0-3", count: str = "8") -> Config:
    return Config.from_env({"DISCORD_TOKEN": TOKEN, "DATABASE_URL": url, "SHARD_IDS": ids,
                            "SHARD_COUNT": count, "LOG_LEVEL": "WARNING"})


async def test_a_clean_stop_gives_the_leases_back(pg_schema: str) -> None:
    from bot.__main__ import serve

    store = await Store.open(pg_schema)
    seen: list[set[int]] = []

    async def run(bot) -> None:  # the bot "runs", then stops cleanly
        seen.append({h.shard for h in await Leases(store, FIRST_HALF).holders()})

    assert await serve(_config(pg_schema), run) == 0
    assert seen == [{0, 1, 2, 3}]
    assert await Leases(store, FIRST_HALF).holders() == []  # free for the next process at once
    await store.close()


async def test_a_process_whose_shards_were_taken_over_stops(
        pg_schema: str, monkeypatch: pytest.MonkeyPatch) -> None:
    import bot.shards
    from bot.__main__ import LEASE_LOST, serve

    monkeypatch.setattr(bot.shards, "HEARTBEAT_SECONDS", 0.01)
    store = await Store.open(pg_schema)

    async def run(game_bot) -> None:
        # It hung long enough for its leases to expire; another process took shard 2 over.
        await Leases(store, Shards((2,), 8), "host-b:2",
                     clock=lambda: 10 ** 10).try_acquire()
        while not game_bot.is_closed():
            await asyncio.sleep(0.01)

    assert await serve(_config(pg_schema), run) == LEASE_LOST
    assert [(h.shard, h.owner) for h in await Leases(store, FIRST_HALF).holders()] == [
        (2, "host-b:2")]  # the winner's lease is left alone
    await store.close()


def test_a_second_process_on_a_live_shard_is_refused_in_one_line(pg_schema: str) -> None:
    async def lease_held_elsewhere() -> None:
        store = await Store.open(pg_schema)
        await Leases(store, Shards((5,), 8), "elsewhere:1", clock=lambda: 10 ** 10).try_acquire()
        await store.close()

    asyncio.run(lease_held_elsewhere())
    done = _run_bot("--shards", "4-7", "--shard-count", "8", DATABASE_URL=pg_schema)
    assert done.returncode == 4
    [line] = done.stderr.strip().splitlines()
    assert "shard 5 of 8 is run by another live process (elsewhere:1)" in line
    assert "--wait-for-lease" in line


async def test_on_sqlite_a_crashed_process_of_this_machine_is_taken_over_at_once(
        target: Path | str) -> None:
    import socket

    finished = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                              capture_output=True, text=True, check=True)
    crashed = f"{socket.gethostname()[:40]}:{finished.stdout.strip()}:abcdef"
    first, second = await Store.open(target), await Store.open(target)
    clock = Clock_()
    await Leases(first, Shards(), crashed, clock=clock).try_acquire()  # its heartbeat is fresh
    restarted = Leases(second, Shards(), clock=clock)
    if isinstance(target, Path):  # SQLite: only this machine's processes can use the file
        await restarted.try_acquire()
        assert [h.owner for h in await restarted.holders()] == [restarted.owner]
    else:  # PostgreSQL: the owner may be another machine; its lease must expire first
        with pytest.raises(LeaseRefused):
            await restarted.try_acquire()
    await first.close()
    await second.close()


async def test_a_deadline_claimed_by_two_processes_at_once_fires_once(pg_schema: str) -> None:
    """A process that lost its shard and one that took it over may both see a deadline before
    the first one notices and stops: the claim lets exactly one of them act on it."""
    first, second = await Store.open(pg_schema), await Store.open(pg_schema)
    games = [await _running(first, guild_on(2), channel=n) for n in range(1, 6)]
    timers = [(await first.timers(game))[0] for game in games]
    for timer in timers:
        claims = await asyncio.gather(first.claim_timeout(timer, timer.due_at),
                                      second.claim_timeout(timer, timer.due_at),
                                      first.claim_reminder(timer), second.claim_reminder(timer))
        assert sorted(bool(claim) for claim in claims[:2]) == [False, True]
        assert sum(claims[2:]) <= 1
    await first.close()
    await second.close()


async def test_leases_are_stamped_with_the_database_clock(target: Path | str) -> None:
    """A process whose own clock is far off still stamps its heartbeat in the database's time,
    so another process reads the lease as alive (or dead) as every other process does."""
    import time as wall

    store = await Store.open(target)
    leases = Leases(store, Shards((0,), 2), "host-a:1")
    await leases.try_acquire()
    [held] = await leases.holders()
    assert abs(held.heartbeat_at - wall.time()) < 5  # the server runs on this machine here
    assert await leases.renew()
    [renewed] = await leases.holders()
    assert renewed.heartbeat_at >= held.heartbeat_at
    with pytest.raises(LeaseRefused):  # alive in the database's time, whatever our clock says
        await Leases(store, Shards((0,), 2), "host-b:2").try_acquire()
    await store.close()
