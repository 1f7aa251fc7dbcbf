"""`python -m bot migrate`: the SQLite file copied into PostgreSQL whole, checked by replaying
every game on the target, and never into a database that already holds data. A game of earlier
rules (its log no longer rebuilds its state) is copied as it is and named."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest

from bot.__main__ import DATABASE_PROBLEM, main
from bot.ratings import GLOBAL
from bot.store import Store
from bot.store import transfer as transfer_module
from bot.store.transfer import TABLES, TransferError, transfer
from bot.tables import Tables
from tests.test_ratings import finished_race


async def filled(path: Path) -> dict[str, object]:
    """A database with a bit of everything; returns what it holds, read through the store."""
    store = await Store.open(path)
    tables = Tables(store)
    finished = await finished_race(store, 1, [(11, None), (12, None)], channel=100)
    await store.rate_game(await store.get(finished))
    running = await store.create_lobby(guild_id=1, channel_id=101, game_type="race",
                                       options={"target": 10}, seed=8, max_seats=2,
                                       creator_id=11)
    await store.join(running.id, 0, ai_level="random")
    record, match = await tables.start(running.id, 11)
    while not record.is_ai(match.to_act()) and len(match.log) < 3:
        move = next(m for m in match.legal_moves(match.to_act()) if m != "undo")
        played = await tables.play(record.id, record.players[match.to_act()], move)
        record, match = played.record, played.match
    lobby = await store.create_lobby(guild_id=2, channel_id=102, game_type="race",
                                     options={}, seed=1, max_seats=3, creator_id=13)
    tid = (await store.create_tournament(
        guild_id=1, channel_id=103, name="Cup", game_type="race", options={}, format="swiss",
        table_size=2, rounds=1, turn_seconds=3600, forfeit_after=2, stuck_days=7,
        registration_ends=None, seed=4, creator_id=11)).id
    for player in (11, 12, 14):
        await store.add_entrant(tid, player)
    await store.begin_round(tid, 1, [[11, 12]], [14])
    await store.attach_game(tid, 1, 1, game_id=finished)
    await store.set_player(11, locale="es", dm_private=True)
    await store.set_vacation(12, 5e9)
    await store.set_meta("commands", "abc")
    seen = await snapshot(store, [finished, record.id, lobby.id], tid)
    await store.close()
    return seen


async def snapshot(store: Store, games: list[int], tid: int) -> dict[str, object]:
    return {
        "games": [await store.get(g) for g in games],
        "moves": [await store.moves(g) for g in games],
        "timers": [await store.timers(g) for g in games],
        "tournament": await store.tournament(tid),
        "entrants": await store.entrants(tid),
        "tables": await store.tables(tid),
        "byes": await store.byes(tid),
        "board": await store.leaderboard(GLOBAL, "race", include_ai=True),
        "players": (await store.private_news([11, 12]), await store.vacation_until(12)),
        "meta": await store.get_meta("commands"),
    }


async def test_everything_is_copied_and_every_game_replays(tmp_path: Path,
                                                            pg_schema: str) -> None:
    source = tmp_path / "bot.sqlite3"
    before = await filled(source)
    done = await transfer(source, pg_schema)
    assert done.rows["games"] == 3 and done.rows["moves"] > 0 and done.replayed == 2
    assert done.rows["seat_timers"] == 1 and done.rows["ratings"] == 4
    store = await Store.open(pg_schema)
    games = [g.id for g in before["games"]]
    assert await snapshot(store, games, before["tournament"].id) == before
    # The ids go on after the copied ones; the copied lobby still holds its channel.
    fresh = await store.create_lobby(guild_id=1, channel_id=200, game_type="race", options={},
                                     seed=1, max_seats=2, creator_id=1)
    assert fresh.id == max(games) + 1
    assert (await store.open_game_in(102)).id == before["games"][2].id
    await store.close()


async def test_a_target_with_data_is_refused(tmp_path: Path, pg_schema: str) -> None:
    source = tmp_path / "bot.sqlite3"
    await filled(source)
    store = await Store.open(pg_schema)
    await store.set_player(99, locale="en")
    await store.close()
    with pytest.raises(TransferError, match="already holds data"):
        await transfer(source, pg_schema)
    store = await Store.open(pg_schema)
    assert await store.open_games() == []  # nothing was added
    await store.close()


async def test_an_older_schema_holding_data_is_refused_as_it_is(tmp_path: Path,
                                                               pg_schema: str) -> None:
    """A target holding an earlier version of this bot's data is refused before anything
    touches it: not upgraded to this version's schema first."""
    import asyncpg

    source = tmp_path / "bot.sqlite3"
    await filled(source)
    connection = await asyncpg.connect(pg_schema)
    await connection.execute("CREATE TABLE schema_version (version INTEGER PRIMARY KEY, "
                             "name TEXT NOT NULL, applied_at TEXT NOT NULL)")
    await connection.execute("INSERT INTO schema_version VALUES (1, '0001_games_and_moves', 'x')")
    await connection.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT)")
    await connection.execute("INSERT INTO meta VALUES ('commands', 'old')")
    with pytest.raises(TransferError, match=r"already holds data \(in meta\)"):
        await transfer(source, pg_schema)
    assert await connection.fetchval("SELECT MAX(version) FROM schema_version") == 1
    assert await connection.fetchval("SELECT to_regclass('games')") is None
    await connection.close()


async def test_a_copy_that_differs_from_the_source_is_undone(tmp_path: Path, pg_schema: str,
                                                             monkeypatch) -> None:
    source = tmp_path / "bot.sqlite3"
    before = await filled(source)
    spoilt = before["games"][1].id
    copy_tables = transfer_module._copy_tables

    async def faulty_copy(store: Store, tx) -> None:  # a copy that loses a game's position
        await copy_tables(store, tx)
        await tx.execute("UPDATE games SET state = ? WHERE id = ?",
                         ('{"scores": [99, 0]}', spoilt))

    monkeypatch.setattr(transfer_module, "_copy_tables", faulty_copy)
    with pytest.raises(TransferError, match=rf"1 of the games .* differ .*ids {spoilt}\)"):
        await transfer(source, pg_schema)
    store = await Store.open(pg_schema)
    for table in TABLES:
        assert (await store._rows(f"SELECT COUNT(*) FROM {table}"))[0][0] == 0, table
    await store.close()


async def test_a_game_of_earlier_rules_is_copied_as_it_is_and_named(
        tmp_path: Path, pg_schema: str, capsys, monkeypatch) -> None:
    """A game whose log no longer rebuilds its stored state (an engine fixed since it began)
    plays on from that state at the table: the copy keeps it exactly and says so."""
    source = tmp_path / "bot.sqlite3"
    before = await filled(source)
    earlier = before["games"][1].id
    connection = sqlite3.connect(source)
    with connection:
        connection.execute("UPDATE games SET state = '{\"scores\": [9, 0]}' WHERE id = ?",
                           (earlier,))
    connection.close()
    monkeypatch.chdir(tmp_path)
    assert await asyncio.to_thread(
        main, ["migrate", "--from", str(source), "--to", pg_schema]) == 0
    out = capsys.readouterr().out
    assert "1 of 2 started games replay" in out
    assert f"1 game (ids {earlier}) began under an earlier version of the rules" in out
    store = await Store.open(pg_schema)
    assert (await store.get(earlier)).state == {"scores": [9, 0]}
    await store.close()


async def test_the_command_copies_then_refuses_a_second_time(tmp_path: Path, pg_schema: str,
                                                             capsys, monkeypatch) -> None:
    source = tmp_path / "bot.sqlite3"
    await filled(source)
    monkeypatch.chdir(tmp_path)  # no .env of the developer's
    args = ["migrate", "--from", str(source), "--to", pg_schema]
    assert await asyncio.to_thread(main, args) == 0
    assert "3 games" in capsys.readouterr().out
    assert await asyncio.to_thread(main, args) == DATABASE_PROBLEM
    assert "already holds data" in capsys.readouterr().err
    assert await asyncio.to_thread(main, ["migrate", "--from", str(source)]) != 0
