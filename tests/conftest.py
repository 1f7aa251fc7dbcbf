"""Shared fixtures: the fake game in the registry, a bot on a temporary database for simcord, and
the rules that keep the suite independent of the machine's speed.

- Slow tests (`@pytest.mark.slow`) run only in the long run: `python3 dev.py test --long` or
  `RUN_SLOW=1`.
- No test depends on wall-clock speed: Hypothesis has no deadline, simcord waits long enough for
  a loaded CI machine, and the Alien Frontiers AI never cuts its search short on a slow clock.
- Every test gets its own temporary database (`database`), so tests run in parallel
  (pytest-xdist) without sharing a file or a port. The modules that took longest last time run
  first, so the workers finish together.
- The store's tests run on both backends (`target`: a SQLite file, then a PostgreSQL schema of
  their own at TEST_DATABASE_URL, dropped after); with no server there, the PostgreSQL variants
  are left out and the run says so in one line. TEST_STORE=postgres puts the end-to-end tests'
  bots on PostgreSQL too.
"""

from __future__ import annotations

import io
import logging
import math
import os
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from bot import logs
from bot.config import Config
from bot.store.postgres import redacted
from games import registry
from tests.fake_game import BidGame, RaceGame

registry.register(RaceGame())
registry.register(BidGame())

LONG_RUN = os.environ.get("RUN_SLOW", "") not in ("", "0")
# How long simcord waits for the bot to settle after one action (wall-clock seconds). Only a
# stuck bot reaches it: drawing boards and AI turns in worker threads on a busy 2-core machine
# running two test workers can take many times the 5 s simcord gives by default.
SETTLE_TIMEOUT = 120.0

# Hypothesis: no deadline (wall-clock); on CI the same examples every run (a red CI is a change,
# not a lucky draw), elsewhere new ones each run, with the blob to replay a failure.
settings.register_profile(
    "suite", deadline=None, suppress_health_check=[HealthCheck.too_slow], print_blob=True)
settings.register_profile("ci", settings.get_profile("suite"), derandomize=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE",
                                     "ci" if os.environ.get("CI") else "suite"))


DURATIONS_KEY = "boardgame-bot/durations"  # test id → seconds it took last time (.pytest_cache)
_durations: dict[str, float] = defaultdict(float)
_skipped: set[str] = set()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Skip the slow tests unless this is the long run; run the longest modules first."""
    if not LONG_RUN:
        skip = pytest.mark.skip(reason="slow: runs in the long run (python3 dev.py test --long)")
        for item in items:
            if "slow" in item.keywords:
                item.add_marker(skip)
    deselect_postgres(config, items)
    cache = getattr(config, "cache", None)
    known = cache.get(DURATIONS_KEY, {}) if cache is not None else {}
    if known:
        # Whole modules keep their order (module fixtures are made once); a long module left
        # for the end would keep one worker busy while the others wait.
        took: dict[str, float] = defaultdict(float)
        for item in items:
            took[item.nodeid.split("::")[0]] += known.get(item.nodeid, 0.0)
        items.sort(key=lambda item: -took[item.nodeid.split("::")[0]])


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    _durations[report.nodeid] += report.duration
    if report.skipped:
        _skipped.add(report.nodeid)


def pytest_sessionfinish(session: pytest.Session) -> None:
    """Keep how long each test took (in the main process: xdist workers send it their reports)."""
    cache = getattr(session.config, "cache", None)
    if cache is None or hasattr(session.config, "workerinput") or not _durations:
        return
    known = cache.get(DURATIONS_KEY, {})
    known.update((test, seconds) for test, seconds in _durations.items() if test not in _skipped)
    cache.set(DURATIONS_KEY, known)


# TEST_STORE=postgres: the bots of the end-to-end tests keep their data in PostgreSQL (a schema
# of their own per test) instead of the SQLite file `database`; restarts find it again.
STORE_BACKEND = os.environ.get("TEST_STORE", "sqlite")
_postgres_for: dict[Path, str] = {}


def make_config(database: Path) -> Config:
    return Config(token=None, database=database, log_level="WARNING", dev_guild_id=None,
                  sync_commands="never", database_url=_postgres_for.get(database))


@pytest.fixture(autouse=True)
def _search_by_size_not_by_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Alien Frontiers strong AI stops searching after a wall-clock guard (for overloaded
    hosts); in tests its moves depend on the seed alone."""
    from games.alien_frontiers import ai

    monkeypatch.setattr(ai, "GUARD_S", math.inf, raising=False)


@pytest.fixture(autouse=True)
async def _close_stores(monkeypatch: pytest.MonkeyPatch):
    """Close every store a test opened (bots replaced by `restart_bot` are not closed by simcord):
    an open aiosqlite connection keeps a non-daemon thread that would stop pytest from exiting.
    The tables' background work (posts after a move) finishes first, as when the bot closes, so
    it never meets a closed database."""
    from bot.store import Store
    from bot.tables import Tables

    opened: list[Store] = []
    tables: list[Tables] = []
    real_open = Store.open.__func__
    real_init = Tables.__init__

    async def tracking_open(cls, *args, **kwargs):
        store = await real_open(cls, *args, **kwargs)
        opened.append(store)
        return store

    def tracking_init(self, *args, **kwargs) -> None:
        real_init(self, *args, **kwargs)
        tables.append(self)

    monkeypatch.setattr(Store, "open", classmethod(tracking_open))
    monkeypatch.setattr(Tables, "__init__", tracking_init)
    yield
    for table in tables:
        await table.drain()
    for store in opened:
        await store.close()


@pytest.fixture
def database(tmp_path: Path) -> Path:
    return tmp_path / "bot.sqlite3"


@pytest.fixture
def simcord_bot(database: Path, request: pytest.FixtureRequest):
    from bot.core import GameBot

    if STORE_BACKEND == "postgres":
        _postgres_for[database] = request.getfixturevalue("pg_schema")
    return GameBot(make_config(database))


@pytest.fixture
def simcord_env(simcord_env):
    """simcord's environment, with a settle timeout sized for a loaded CI machine (a test may
    still raise it further)."""
    simcord_env.settle_timeout = max(simcord_env.settle_timeout, SETTLE_TIMEOUT)
    return simcord_env


# ---------------------------------------------------------------- both store backends

PG_DEFAULT_URL = "postgresql://postgres@127.0.0.1:5432/test"
PG_URL = os.environ.get("TEST_DATABASE_URL") or PG_DEFAULT_URL
PG_HOW = ("PostgreSQL store tests not run: no server answers at TEST_DATABASE_URL "
          f"({redacted(PG_URL)}); run them with a server there (`.ci/run` starts one), or set "
          "TEST_DATABASE_URL=postgresql://USER@HOST:PORT/DB")
_pg_reachable: bool | None = None
_pg_left_out: list[str] = []


def postgres_reachable() -> bool:
    """Whether the test server answers (asked once per process, within 15 seconds; an absent
    server refuses at once)."""
    global _pg_reachable
    if _pg_reachable is None:
        import asyncio
        import concurrent.futures

        import asyncpg

        async def ask() -> bool:
            try:
                connection = await asyncpg.connect(PG_URL, timeout=15)  # refused at once if absent
            except (TimeoutError, OSError, asyncpg.PostgresError):
                return False
            await connection.close()
            return True

        with concurrent.futures.ThreadPoolExecutor(1) as pool:  # outside any running loop
            _pg_reachable = pool.submit(asyncio.run, ask()).result()
    return _pg_reachable


def pytest_report_header(config: pytest.Config) -> str | None:
    return f"PostgreSQL store tests on {redacted(PG_URL)}" if postgres_reachable() else None


def _needs_postgres(item: pytest.Item) -> bool:
    callspec = getattr(item, "callspec", None)
    return "pg_schema" in getattr(item, "fixturenames", ()) or (
        callspec is not None and callspec.params.get("target") == "postgres")


def deselect_postgres(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Without a reachable server, the PostgreSQL variants are left out (the run's summary says
    so in one line, with how to run them)."""
    if not any(_needs_postgres(item) for item in items) or postgres_reachable():
        return
    if os.environ.get("REQUIRE_POSTGRES"):  # CI: the PostgreSQL tests are part of the run
        raise pytest.UsageError(f"REQUIRE_POSTGRES is set but {PG_HOW}")
    left_out = [item for item in items if _needs_postgres(item)]
    items[:] = [item for item in items if not _needs_postgres(item)]
    config.hook.pytest_deselected(items=left_out)
    _pg_left_out.extend(item.nodeid for item in left_out)


def pytest_terminal_summary(terminalreporter, exitstatus: int, config: pytest.Config) -> None:
    controller = bool(config.getoption("numprocesses", None)) and not hasattr(config,
                                                                               "workerinput")
    if (_pg_left_out or controller) and not postgres_reachable():
        terminalreporter.write_line(PG_HOW)


def _with_schema(url: str, schema: str) -> str:
    return f"{url}{'&' if '?' in url else '?'}search_path={schema}"


@pytest.fixture
async def pg_schema():
    """A fresh, empty PostgreSQL schema for one test (dropped after it): its URL. Skipped, with
    how to run it, when no server answers."""
    import secrets

    import asyncpg

    if not postgres_reachable():
        pytest.skip(PG_HOW)
    schema = f"test_{secrets.token_hex(6)}"
    admin = await asyncpg.connect(PG_URL)
    try:
        await admin.execute(f"CREATE SCHEMA {schema}")
        yield _with_schema(PG_URL, schema)
    finally:
        await admin.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")
        await admin.close()


@pytest.fixture(params=["sqlite", "postgres"])
def target(request: pytest.FixtureRequest, tmp_path: Path) -> Path | str:
    """Where a store test keeps its data, once per backend: a SQLite file, or a PostgreSQL URL
    on a schema of its own."""
    if request.param == "sqlite":
        return tmp_path / "bot.sqlite3"
    return request.getfixturevalue("pg_schema")


@pytest.fixture
def debug_logging() -> Iterator[io.StringIO]:
    """The logging `python -m bot` sets up with LOG_LEVEL=DEBUG (undone afterwards); what the
    bot's handler writes to stdout goes to the returned buffer."""
    root = logging.getLogger()
    level = root.level
    Config.from_env({"LOG_LEVEL": "DEBUG"}, need_token=False).configure_logging()
    written = io.StringIO()
    [handler] = [h for h in root.handlers if isinstance(h, logs.BotHandler)]
    handler.setStream(written)
    yield written
    root.removeHandler(handler)
    root.setLevel(level)
    for name in logs.PAYLOAD_LOGGERS:
        logging.getLogger(name).setLevel(logging.NOTSET)
