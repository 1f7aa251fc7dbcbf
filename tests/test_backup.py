"""Issue 12: a running bot is backed up safely, and a backup restores into a working bot."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from bot.backup import BackupError, backup
from bot.store import Store, StoreCorrupt
from bot.tables import Tables
from games import registry
from games.match import Match
from tests.test_store import lobby
from tests.test_store_startup import bot_database, garbage

ROOT = Path(__file__).resolve().parents[1]
GAMES = 6


async def running_games(store: Store, tables: Tables) -> list[int]:
    ids = []
    for channel in range(GAMES):
        record = await store.create_lobby(guild_id=1, channel_id=200 + channel, game_type="race",
                                          options={"target": 50}, seed=channel, max_seats=2,
                                          creator_id=1)
        await store.join(record.id, 2)
        ids.append((await tables.start(record.id, 1))[0].id)
    return ids


async def test_a_backup_during_concurrent_moves_restores_every_game(database: Path,
                                                                    tmp_path: Path) -> None:
    store = await Store.open(database)
    tables = Tables(store)
    for channel in range(150):  # finished-looking history, so the copy takes many steps
        await lobby(store, channel=5000 + channel)
    ids = await running_games(store, tables)
    acknowledged = [0]
    moved = threading.Condition()
    stop = asyncio.Event()

    async def player(game_id: int) -> None:
        while not stop.is_set():
            record = await store.get(game_id)
            match = await tables.match(record)
            seat = match.to_act()
            if seat is None:
                return
            move = next(m for m in match.legal_moves(seat) if m != "undo")
            await tables.play(game_id, record.players[seat], move)
            with moved:
                acknowledged[0] += 1
                moved.notify_all()
            await asyncio.sleep(0)

    steps: list[int] = []
    during: list[int] = []

    def progress(remaining: int, _total: int) -> None:
        """Between two steps of the copy, let the games move on (so they surely do meanwhile)."""
        assert not steps or remaining < steps[-1], "the copy started over"
        steps.append(remaining)
        with moved:
            seen = acknowledged[0]
            # a guard only: moves come within milliseconds; a busy machine may take far longer
            moved.wait_for(lambda: acknowledged[0] > seen, timeout=300)
            during.append(acknowledged[0] - seen)

    players = [asyncio.create_task(player(game_id)) for game_id in ids]
    made = await asyncio.to_thread(backup, database, tmp_path / "copy.sqlite3", pages=4,
                                   progress=progress)
    stop.set()
    await asyncio.gather(*players)
    assert len(steps) > 5 and all(during)  # moves were committed between the copy's steps

    restored = await Store.open(made.path)  # "restore": a new bot on the copy
    restored_tables = Tables(restored)
    game = registry.get("race")
    copied_moves = 0
    for game_id in ids:
        record = await restored.get(game_id)
        log = [(m.seat, m.move) for m in await restored.moves(game_id)]
        live = [(m.seat, m.move) for m in await store.moves(game_id)]
        assert log == live[: len(log)]  # one moment of each game, never a torn write
        assert record.version == len(log)
        replayed = Match.replay(game, len(record.players), record.seed, record.options, log)
        assert game.encode(replayed.state) == record.state
        await restored_tables.match(record)  # the table rebuilds it too (checked against state)
        copied_moves += len(log)
    assert made.games == GAMES + 150 and made.moves == copied_moves
    assert copied_moves < acknowledged[0]  # the snapshot predates the moves made meanwhile
    record = await restored.get(ids[0])
    seat = (await restored_tables.match(record)).to_act()
    move = next(m for m in (await restored_tables.match(record)).legal_moves(seat)
                if m != "undo")
    played = await restored_tables.play(ids[0], record.players[seat], move)
    assert played.record.version == record.version + 1  # the restored bot plays on
    await store.close()


def run_backup(tmp_path: Path, database: Path, target: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    env.update(PYTHONPATH=str(ROOT), DATABASE_PATH=str(database))
    return subprocess.run([sys.executable, "-m", "bot", "backup", str(target)], cwd=tmp_path,
                          env=env, capture_output=True, text=True, timeout=120)


async def test_python_m_bot_backup_into_a_folder(tmp_path: Path) -> None:
    database = await bot_database(tmp_path / "bot.sqlite3", games=5)
    folder = tmp_path / "backups"
    folder.mkdir()
    done = run_backup(tmp_path, database, folder)  # no token needed
    assert done.returncode == 0, done.stderr
    lines = done.stdout.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"Backed up {database}")
    assert "5 games" in lines[0] and "To restore: stop the bot" in lines[0]
    [copy] = folder.iterdir()
    assert copy.name.startswith("bot-") and copy.suffix == ".sqlite3"
    restored = await Store.open(copy)
    assert len(await restored.open_games()) == 5


async def test_a_damaged_database_is_not_backed_up_over_a_good_backup(tmp_path: Path) -> None:
    database = tmp_path / "bot.sqlite3"
    garbage(database)
    target = tmp_path / "last-good.sqlite3"
    await bot_database(target, games=2)
    before = target.read_bytes()
    done = run_backup(tmp_path, database, target)
    assert done.returncode == 3
    lines = done.stderr.strip().splitlines()
    assert lines == [f"No backup was made: the database file {database} is not a SQLite "
                     "database (it is damaged, or another kind of file). Nothing was written "
                     "to it: restore a backup (README, \"Backups and restore\") or set "
                     "DATABASE_PATH to another file."]
    assert target.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bot.sqlite3", "last-good.sqlite3"]


async def test_a_backup_must_go_elsewhere_and_needs_a_database(tmp_path: Path) -> None:
    database = await bot_database(tmp_path / "bot.sqlite3", games=1)
    with pytest.raises(BackupError, match="another file"):
        backup(database, database)
    with pytest.raises(BackupError, match="no database"):
        backup(tmp_path / "missing.sqlite3", tmp_path / "copy.sqlite3")
    with pytest.raises(StoreCorrupt):
        garbage(database)
        backup(database, tmp_path / "copy.sqlite3")
    assert not (tmp_path / "copy.sqlite3").exists()
