"""Issue 6: a locked or full database gives a clear error, writes nothing half, and recovers."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from bot.errors import StoreUnavailable
from bot.i18n import say
from tests.test_store import lobby, started


async def test_a_locked_database_refuses_clearly_and_the_move_can_be_replayed(
    database: Path,
) -> None:
    store, tables, record = await started(database)
    await store._db.execute_fetchall("PRAGMA busy_timeout=50")
    seat = (await tables.match(record)).to_act()
    user = record.players[seat]
    other = sqlite3.connect(database, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # another program holds the database
    with pytest.raises(StoreUnavailable, match=r"store\.busy") as caught:
        await tables.play(record.id, user, "roll")
    assert say("en", caught.value).startswith("Nothing was saved: the database is busy")
    other.execute("ROLLBACK")
    other.close()
    assert (await store.get(record.id)).version == 0 and await store.moves(record.id) == []
    played = await tables.play(record.id, user, "roll")  # memory was not left ahead of the disk
    assert played.record.version == 1
    await store.close()


async def test_a_full_disk_refuses_clearly_and_other_games_go_on(database: Path) -> None:
    store, tables, record = await started(database)
    seat = (await tables.match(record)).to_act()
    user = record.players[seat]
    async with store._db.execute("PRAGMA page_count") as cursor:
        pages = (await cursor.fetchone())[0]
    await store._db.execute_fetchall(f"PRAGMA max_page_count={pages}")
    with pytest.raises(StoreUnavailable, match=r"store\.full") as caught:
        for _ in range(200):  # each move grows the log until the "disk" is full
            await lobby(store, channel=5000 + _)
    assert say("en", caught.value).startswith("Nothing was saved: the disk is full")
    await store._db.execute_fetchall("PRAGMA max_page_count=1073741823")
    await tables.play(record.id, user, "roll")
    assert [m.move for m in await store.moves(record.id)] == ["roll"]
    await store.close()
