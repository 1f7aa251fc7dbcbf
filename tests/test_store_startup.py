"""Issue 12: the database file is checked at start-up and watched while the bot runs.

A bad file stops `python -m bot` at once with one line and a non-zero exit, and is left exactly as
it was; a file deleted or replaced under a running bot makes every later write refuse, so no move
is acknowledged that the next start would not find.
"""

from __future__ import annotations

import logging
import os
import shutil
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from bot.errors import StoreUnavailable
from bot.i18n import say
from bot.store import LATEST_VERSION, Store, StoreCorrupt
from tests.test_store import lobby, started

ROOT = Path(__file__).resolve().parents[1]
TOKEN = "MTAx" + "A" * 20 + ".GhIjKl." + "x" * 38


async def bot_database(path: Path, games: int = 60) -> Path:
    """A real database of this bot, closed cleanly (no WAL file left), big enough to span pages."""
    store = await Store.open(path)
    for channel in range(games):
        await lobby(store, channel=1000 + channel)
    await store.close()
    return path


def garbage(path: Path) -> None:
    path.write_bytes(bytes(range(256)) * 40)


async def half_truncated(path: Path) -> None:
    data = (await bot_database(path)).read_bytes()
    path.write_bytes(data[: len(data) // 2])


async def damaged_page(path: Path) -> None:
    """A good file with one index page overwritten (a bad sector, say): only a check of the
    whole file finds it, reading the schema does not."""
    await bot_database(path)
    reader = sqlite3.connect(path)
    root = reader.execute("SELECT rootpage FROM sqlite_master WHERE name = 'games_by_guild'"
                          ).fetchone()[0]
    size = reader.execute("PRAGMA page_size").fetchone()[0]
    reader.close()
    data = bytearray(path.read_bytes())
    data[(root - 1) * size: (root - 1) * size + 12] = b"\x55" * 12
    path.write_bytes(bytes(data))


def foreign(path: Path) -> None:
    """Another program's SQLite file (in WAL mode, so a careless open would leave -wal/-shm)."""
    other = sqlite3.connect(path)
    other.execute("PRAGMA journal_mode=WAL")
    other.execute("CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT)")
    other.execute("INSERT INTO users (name) VALUES ('ada')")
    other.commit()
    other.close()


async def newer(path: Path) -> None:
    await bot_database(path)
    later = sqlite3.connect(path)
    later.execute("INSERT INTO schema_version VALUES (?, 'future_feature', 'x')",
                  (LATEST_VERSION + 1,))
    later.commit()
    later.close()


async def make(kind: str, path: Path) -> str:
    """Write a bad database of `kind`; return words its start-up line must contain."""
    if kind == "garbage":
        garbage(path)
        return "is not a SQLite database"
    if kind == "half":
        await half_truncated(path)
        return "is damaged"
    if kind == "page":
        await damaged_page(path)
        return "is damaged (SQLite's check says: Page "
    if kind == "foreign":
        foreign(path)
        return "belongs to another program"
    await newer(path)
    return f"newer version of the bot (schema {LATEST_VERSION + 1}"


KINDS = ["garbage", "half", "page", "foreign", "newer"]


def start_bot(tmp_path: Path, database: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISCORD_TOKEN", "LOG_LEVEL")}
    env.update(PYTHONPATH=str(ROOT), DISCORD_TOKEN=TOKEN, DATABASE_PATH=str(database))
    return subprocess.run([sys.executable, "-m", "bot", *args], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=300)


@pytest.mark.parametrize("kind", KINDS)
async def test_a_bad_database_stops_python_m_bot_with_one_line_and_is_left_untouched(
    tmp_path: Path, kind: str
) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    database = folder / "bot.sqlite3"
    words = await make(kind, database)
    before = database.read_bytes()
    done = start_bot(tmp_path, database)
    assert done.returncode == 3
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("The bot did not start: the database file ")
    assert str(database.resolve()) in lines[0] and words in lines[0]
    assert "restore a backup" in lines[0] and "DATABASE_PATH" in lines[0]
    assert "Traceback" not in done.stdout + done.stderr
    assert database.read_bytes() == before
    assert sorted(p.name for p in folder.iterdir()) == ["bot.sqlite3"]  # no -wal, no -shm


async def test_the_local_table_goes_through_the_same_check(tmp_path: Path) -> None:
    database = tmp_path / "mine.sqlite3"
    await half_truncated(database)
    before = database.read_bytes()
    done = start_bot(tmp_path, database, "--local", "--port", "0")
    assert done.returncode == 3
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "is damaged" in lines[0] and str(database.resolve()) in lines[0]
    assert database.read_bytes() == before


@pytest.mark.parametrize("kind", KINDS)
async def test_store_open_refuses_a_bad_file_and_leaves_no_thread(tmp_path: Path,
                                                                  kind: str) -> None:
    database = tmp_path / "bot.sqlite3"
    await make(kind, database)
    before = database.read_bytes()
    threads = threading.active_count()
    with pytest.raises(StoreCorrupt):
        await Store.open(database)
    assert threading.active_count() == threads  # the database thread would keep the process up
    assert database.read_bytes() == before


async def test_another_schema_history_is_another_programs_database(tmp_path: Path) -> None:
    database = await bot_database(tmp_path / "bot.sqlite3", games=1)
    other = sqlite3.connect(database)
    other.execute("UPDATE schema_version SET name = 'their_own' WHERE version = 1")
    other.commit()
    other.close()
    with pytest.raises(StoreCorrupt, match="belongs to another program"):
        await Store.open(database)


async def test_a_missing_file_with_its_wal_left_is_not_taken_for_a_new_database(
    tmp_path: Path,
) -> None:
    """SQLite would replay the orphan log into a fresh file, giving a damaged database."""
    database = tmp_path / "bot.sqlite3"
    Path(f"{database}-wal").write_bytes(b"\0" * 64)
    with pytest.raises(StoreCorrupt, match="write-ahead log"):
        await Store.open(database)
    assert not database.exists()


async def test_a_good_database_with_a_wal_from_a_crash_passes(tmp_path: Path) -> None:
    database = await bot_database(tmp_path / "bot.sqlite3", games=3)
    store = await Store.open(database)
    await lobby(store, channel=7)
    copy = tmp_path / "crashed"
    copy.mkdir()
    for suffix in ("", "-wal", "-shm"):  # the files as a SIGKILL would leave them
        shutil.copy(f"{database}{suffix}", f"{copy / database.name}{suffix}")
    await store.close()
    reopened = await Store.open(copy / database.name)
    assert len(await reopened.open_games()) == 4


# ---------------------------------------------------------------- the file under a running bot


def file_gone_errors(caplog: pytest.LogCaptureFixture) -> list[logging.LogRecord]:
    return [r for r in caplog.records
            if r.levelno == logging.ERROR and "deleted or replaced" in r.getMessage()]


@pytest.mark.parametrize("how", ["deleted", "replaced"])
async def test_a_database_file_deleted_or_replaced_refuses_every_later_write(
    database: Path, caplog: pytest.LogCaptureFixture, how: str
) -> None:
    store, tables, record = await started(database)
    user = record.players[(await tables.match(record)).to_act()]
    await tables.play(record.id, user, "roll")  # acknowledged while the file is in place
    if how == "deleted":
        database.unlink()
    else:
        shutil.copy(database, database.with_suffix(".new"))
        os.replace(database.with_suffix(".new"), database)
    with pytest.raises(StoreUnavailable, match=r"store\.file_gone") as caught:
        await tables.play(record.id, user, "add 1")
    assert say("en", caught.value).startswith("Nothing was saved: the bot's database file")
    with pytest.raises(StoreUnavailable, match=r"store\.file_gone"):
        await lobby(store, channel=99)  # every later write, not only moves
    assert len(file_gone_errors(caplog)) == 1  # loud, but once
    # What the open file held is saved beside it: the acknowledged move, nothing refused.
    await store.close()
    rescued = list(database.parent.glob("bot.sqlite3.rescued-*"))
    assert len(rescued) == 1
    copy = await Store.open(rescued[0])
    assert [m.move for m in await copy.moves(record.id)] == ["roll"]
    assert await copy.open_game_in(99) is None


async def test_starting_reads_the_whole_database_file_once(tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """The check before logging in reads the whole file (`PRAGMA quick_check`); the bot's own
    connection, opened just after, does not read it again: a large file starts no slower."""
    import simcord

    import bot.store.schema as schema
    from bot.__main__ import serve
    from bot.config import Config

    checked: list[Path] = []
    real = schema.check_file
    monkeypatch.setattr(schema, "check_file", lambda path, known: (checked.append(path),
                                                                  real(path, known))[1])
    database = tmp_path / "bot.sqlite3"
    await (await Store.open(database)).close()  # a file with its schema, as after a first run
    checked.clear()
    config = Config.from_env({"DISCORD_TOKEN": TOKEN, "DATABASE_PATH": str(database),
                              "LOG_LEVEL": "WARNING"})
    started_up: list[bool] = []

    async def run(game_bot) -> None:
        env = simcord.Env(game_bot)
        await env.start()
        started_up.append(game_bot.store is not None)
        await env.shutdown()

    assert await serve(config, run) == 0
    assert started_up == [True] and checked == [database]
