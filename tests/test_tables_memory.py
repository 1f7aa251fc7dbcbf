"""Memory stays flat however many games run (issue 19; the match cache is tested with the store,
on both backends, in tests/test_store.py)."""

from __future__ import annotations

from pathlib import Path

from bot.store import Store
from bot.tables import Tables


async def test_a_games_lock_is_forgotten_once_nobody_holds_it(database: Path) -> None:
    store = await Store.open(database)
    tables = Tables(store)
    async with tables.lock(7):
        assert 7 in tables._locks
    assert 7 not in tables._locks
    await store.close()
