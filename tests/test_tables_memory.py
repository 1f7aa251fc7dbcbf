"""Memory stays flat however many games run: only the recently played stay in memory, and a game
read back from the database plays on exactly where it was (issue 19)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot import tables as tables_module
from bot.store import Store
from bot.tables import Tables
from tests.test_store import lobby


async def test_a_game_crowded_out_of_memory_plays_on_from_the_database(
    database: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(tables_module, "GAMES_KEPT", 2)
    store = await Store.open(database)
    tables = Tables(store)
    games = []
    for channel in (10, 11, 12):  # three running games, room for two
        record = await lobby(store, channel=channel)
        await store.join(record.id, 2)
        record, _ = await tables.start(record.id, 1)
        games.append(record)
    assert len(tables._matches) == 2 and games[0].id not in tables._matches
    first = games[0]
    match = await tables.match(await store.get(first.id))  # read back and replayed
    seat = match.to_act()
    played = await tables.play(first.id, first.players[seat], "roll", expected_version=0)
    assert played.record.version == 1
    assert (await store.moves(first.id))[-1].move == "roll"
    assert len(tables._matches) <= 2 and len(tables._records) <= 2
    await store.close()


async def test_a_games_lock_is_forgotten_once_nobody_holds_it(database: Path) -> None:
    store = await Store.open(database)
    tables = Tables(store)
    async with tables.lock(7):
        assert 7 in tables._locks
    assert 7 not in tables._locks
    await store.close()
