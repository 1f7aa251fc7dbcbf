"""The store: migrations, one open game per channel, versioned moves, rebuild from the log; on
both backends (the `target` fixture: a SQLite file, then a PostgreSQL schema)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.errors import ChannelBusy, NotAllowed, StaleMove
from bot.store import LATEST_VERSION, IntegrityViolation, Store, TimerPlan, is_url, migration_files
from bot.tables import Tables
from games import registry
from games.match import Match


async def lobby(store: Store, channel: int = 10, creator: int = 1):
    return await store.create_lobby(guild_id=1, channel_id=channel, game_type="race",
                                    options={"target": 10}, seed=42, max_seats=3,
                                    creator_id=creator)


async def test_fresh_database_is_migrated_to_latest(target: Path | str) -> None:
    store = await Store.open(target)
    assert await store.schema_version() == LATEST_VERSION
    if not is_url(target):
        rows = await store._rows("PRAGMA journal_mode")
        assert rows[0][0] == "wal"
        assert (await store._rows("PRAGMA foreign_keys"))[0][0] == 1
    await store.close()


@pytest.mark.parametrize("start", [number for number, _ in migration_files()[:-1]])
async def test_older_database_upgrades_on_start_and_keeps_its_games(target: Path | str,
                                                                   start: int) -> None:
    store = await Store.open(target, migrate=False)
    assert await store.migrate(target=start) == start
    async with store._transaction() as db:
        await db.execute(
            "INSERT INTO games (guild_id, channel_id, game_type, options, seed, max_seats, "
            "creator_id, created_at, updated_at) VALUES (1, 5, 'race', '{}', 7, 2, 9, 'x', 'x')")
        await db.execute("INSERT INTO seats (game_id, seat, user_id) VALUES (1, 0, 9)")
    await store.close()
    store = await Store.open(target)  # what the bot does at start-up
    assert await store.schema_version() == LATEST_VERSION
    record = await store.get(1)
    assert record.players == (9,) and record.lobby_message_id is None
    await store.close()


async def test_migrating_twice_changes_nothing(target: Path | str) -> None:
    store = await Store.open(target)
    assert await store.migrate() == LATEST_VERSION
    rows = await store._rows("SELECT COUNT(*) FROM schema_version")
    assert rows[0][0] == len(migration_files())
    await store.close()


async def test_one_open_game_per_channel_is_enforced_by_the_schema(target: Path | str) -> None:
    store = await Store.open(target)
    await lobby(store)
    with pytest.raises(ChannelBusy):
        await lobby(store, creator=2)
    # Even raw SQL that skips the store's code cannot open a second game there.
    with pytest.raises(IntegrityViolation):
        async with store._transaction() as db:
            await db.execute(
                "INSERT INTO games (guild_id, channel_id, game_type, options, seed, max_seats, "
                "creator_id, status, created_at, updated_at) "
                "VALUES (1, 10, 'race', '{}', 1, 2, 3, 'active', 'x', 'x')")
    await lobby(store, channel=11)  # another channel is fine
    await store.close()


async def test_finished_game_frees_the_channel(target: Path | str) -> None:
    store = await Store.open(target)
    record = await lobby(store)
    await store.abandon(record.id)
    again = await lobby(store)
    assert again.id != record.id
    await store.close()


async def test_join_leave_and_full_lobby(target: Path | str) -> None:
    store = await Store.open(target)
    record = await lobby(store)
    record = await store.join(record.id, 2)
    record = await store.join(record.id, 3)
    assert record.players == (1, 2, 3)
    with pytest.raises(NotAllowed, match=r"lobby\.full"):
        await store.join(record.id, 4)
    with pytest.raises(NotAllowed, match=r"lobby\.already_joined"):
        await store.join(record.id, 2)
    record = await store.leave(record.id, 2)
    assert record.players == (1, 3)
    with pytest.raises(NotAllowed):
        await store.leave(record.id, 1)  # the creator abandons instead
    await store.close()


async def started(target: Path | str):
    store = await Store.open(target)
    tables = Tables(store)
    record = await lobby(store)
    await store.join(record.id, 2)
    record, _match = await tables.start(record.id, 1)
    return store, tables, record


async def test_a_stale_version_is_refused_and_changes_nothing(target: Path | str) -> None:
    store, tables, record = await started(target)
    seat = (await tables.match(record)).to_act()
    user = record.players[seat]
    await tables.play(record.id, user, "roll", expected_version=0)
    with pytest.raises(StaleMove):
        await tables.play(record.id, user, "roll", expected_version=0)  # a double click
    with pytest.raises(StaleMove):
        await store.record_move(record.id, expected_version=0, seat=seat, move="roll",
                                state={"bogus": True}, timers=TimerPlan(0.0, ""))
    after = await store.get(record.id)
    assert after.version == 1 and "bogus" not in after.state
    assert [m.move for m in await store.moves(record.id)] == ["roll"]
    await store.close()


async def test_the_move_log_is_append_only(target: Path | str) -> None:
    store, tables, record = await started(target)
    user = record.players[(await tables.match(record)).to_act()]
    await tables.play(record.id, user, "roll")
    for statement in ("UPDATE moves SET move = 'add 2'", "DELETE FROM moves"):
        with pytest.raises(IntegrityViolation, match="append-only"):
            async with store._transaction() as db:
                await db.execute(statement)
    await store.close()


async def test_a_transaction_sent_whole_commits_whole_or_not_at_all(target: Path | str) -> None:
    """`Backend.run`, which every move's commit takes (on SQLite: one call to its thread)."""
    store, tables, record = await started(target)
    user = record.players[(await tables.match(record)).to_act()]
    await tables.play(record.id, user, "roll")

    async def rename_then_break(db) -> None:
        await db.execute("UPDATE games SET game_type = 'renamed' WHERE id = ?", (record.id,))
        await db.execute("DELETE FROM moves")  # the log is append-only: the whole body fails

    with pytest.raises(IntegrityViolation, match="append-only"):
        await store.backend.run(rename_then_break)

    async def count(db) -> int:
        row = await db.fetchrow("SELECT count(*) FROM moves WHERE game_id = ?", (record.id,))
        return int(row[0])

    assert await store.backend.run(count) == 1
    assert (await store.get(record.id)).game_type == "race"
    await store.close()


async def test_a_body_that_waits_on_more_than_its_statements_is_refused_on_sqlite(
    database: Path,
) -> None:
    """Sent whole to SQLite's thread, a body cannot wait for the event loop: refused, unwritten."""
    store, tables, record = await started(database)

    async def waits(db) -> None:
        await db.execute("UPDATE games SET game_type = 'renamed' WHERE id = ?", (record.id,))
        await asyncio.sleep(0)

    with pytest.raises(RuntimeError, match="awaited more than its statements"):
        await store.backend.run(waits)
    assert (await store.get(record.id)).game_type == "race"
    user = record.players[(await tables.match(record)).to_act()]
    assert (await tables.play(record.id, user, "roll")).record.version == 1  # the store goes on
    await store.close()


async def test_rebuild_from_seed_and_log_equals_the_stored_state(target: Path | str) -> None:
    store, tables, record = await started(target)
    game = registry.get("race")
    while True:
        record = await store.get(record.id)
        match = await tables.match(record)
        seat = match.to_act()
        if seat is None:
            break
        moves = match.legal_moves(seat)
        plays = [m for m in moves if m != "undo"]
        move = "undo" if "undo" in moves and len(match.log) % 7 == 3 else plays[-1]
        await tables.play(record.id, record.players[seat], move)
    record = await store.get(record.id)
    assert record.status == "finished" and record.ranking
    log = [(m.seat, m.move) for m in await store.moves(record.id)]
    assert "undo" in [m for _s, m in log]
    rebuilt = Match.replay(game, 2, record.seed, record.options, log)
    assert game.encode(rebuilt.state) == record.state
    await store.close()


async def test_a_new_process_rebuilds_undo_history_from_the_log(target: Path | str) -> None:
    store, tables, record = await started(target)
    seat = (await tables.match(record)).to_act()
    user = record.players[seat]
    await tables.play(record.id, user, "roll")
    await tables.play(record.id, user, "add 1")
    await store.close()
    store = await Store.open(target)
    tables = Tables(store)  # as after a restart: nothing in memory
    played = await tables.play(record.id, user, "undo")
    assert played.match.state["scores"][seat] == 0 and played.match.state["die"] is not None
    with pytest.raises(Exception, match=r"game\.nothing_to_undo"):
        await tables.play(record.id, user, "undo")  # not past the roll
    await store.close()


async def test_racing_clicks_apply_exactly_one_move(target: Path | str) -> None:
    """Issue 6: the same button clicked many times at once, by the player and by others."""
    import asyncio

    store, tables, record = await started(target)
    seat = (await tables.match(record)).to_act()
    player, other = record.players[seat], record.players[1 - seat]
    clicks = [tables.play(record.id, player, "roll", expected_version=0) for _ in range(8)]
    clicks += [tables.play(record.id, other, "roll", expected_version=0) for _ in range(4)]
    results = await asyncio.gather(*clicks, return_exceptions=True)
    played = [r for r in results if not isinstance(r, Exception)]
    refused = [r for r in results if isinstance(r, Exception)]
    assert len(played) == 1 and len(refused) == 11
    assert all(isinstance(r, StaleMove | NotAllowed) for r in refused)  # moved on, not your turn
    assert [m.move for m in await store.moves(record.id)] == ["roll"]
    await store.close()


async def test_moves_of_many_games_commit_together_and_all_persist(target: Path | str) -> None:
    import asyncio

    store = await Store.open(target)
    tables = Tables(store)
    records = []
    for channel in range(40):
        record = await lobby(store, channel=100 + channel)
        await store.join(record.id, 2)
        records.append((await tables.start(record.id, 1))[0])
    users = [r.players[(await tables.match(r)).to_act()] for r in records]
    plays = [tables.play(r.id, u, "roll") for r, u in zip(records, users, strict=True)]
    done = await asyncio.gather(*plays)
    assert [p.record.version for p in done] == [1] * 40

    async def end_turn(record, user) -> None:
        for move in ("add 1", "end"):
            await tables.play(record.id, user, move)

    await asyncio.gather(*(end_turn(r, u) for r, u in zip(records, users, strict=True)))
    await store.close()
    store = await Store.open(target)
    for record, user in zip(records, users, strict=True):
        assert [m.move for m in await store.moves(record.id)] == ["roll", "add 1", "end"]
        assert (await store.get(record.id)).version == 3
        # Each game's clock moved to the other player with its own move, batched or not.
        [timer] = await store.timers(record.id)
        assert (timer.kind, timer.version) == ("turn", 3)
        assert record.players[timer.seat] != user
    await store.close()


async def test_games_pushed_out_of_memory_play_on_from_their_log(target: Path | str,
                                                                 monkeypatch) -> None:
    """Memory holds a bounded number of running games; one pushed out is rebuilt from its seed
    and move log at its next click, and plays on as if it had never left."""
    import bot.tables

    monkeypatch.setattr(bot.tables, "GAMES_KEPT", 2)
    store = await Store.open(target)
    tables = Tables(store)
    records = []
    for channel in range(3):
        record = await lobby(store, channel=200 + channel)
        await store.join(record.id, 2)
        records.append((await tables.start(record.id, 1))[0])
    for record in records:  # the first game is pushed out by the third
        match = await tables.match(record)
        await tables.play(record.id, record.players[match.to_act()], "roll")
    assert len(tables._matches) == 2 and records[0].id not in tables._matches
    first = await store.get(records[0].id)
    match = await tables.match(first)
    played = await tables.play(first.id, first.players[match.to_act()], "add 1")
    assert played.record.version == 2
    assert [m.move for m in await store.moves(first.id)] == ["roll", "add 1"]
    await store.close()
