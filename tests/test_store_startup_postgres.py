"""The start-up check on PostgreSQL (DATABASE_URL): a server that cannot be reached, another
program's schema or a newer version's stops the bot with one line and exit code 3, before
anything is written."""

from __future__ import annotations

import asyncio

import asyncpg
import pytest

from bot.__main__ import DATABASE_PROBLEM, main
from bot.store import Store, StoreCorrupt

TOKEN = f"{'a' * 24}.{'b' * 6}.{'c' * 27}"  # looks like a token; never used to log in


async def test_an_unreachable_server_stops_the_start() -> None:
    with pytest.raises(StoreCorrupt, match=r"PostgreSQL database .*:1/test cannot be reached") \
            as refused:
        await Store.open("postgresql://postgres:secret@127.0.0.1:1/test")
    assert "secret" not in str(refused.value)  # the password never reaches a message


async def test_a_newer_schema_is_refused_untouched(pg_schema: str, monkeypatch, capsys) -> None:
    store = await Store.open(pg_schema)
    async with store._transaction() as db:
        await db.execute("INSERT INTO schema_version VALUES (99, '0099_future', 'x')")
    await store.close()
    with pytest.raises(StoreCorrupt, match=r"newer version of the bot \(schema 99"):
        await Store.open(pg_schema)
    monkeypatch.setenv("DATABASE_URL", pg_schema)
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    assert await asyncio.to_thread(main, []) == DATABASE_PROBLEM
    err = capsys.readouterr().err
    assert err.startswith("The bot did not start: the PostgreSQL database") and "newer" in err
    assert len(err.strip().splitlines()) == 1


async def test_another_programs_schema_is_refused_untouched(pg_schema: str) -> None:
    connection = await asyncpg.connect(pg_schema)
    await connection.execute("CREATE TABLE invoices (id BIGINT PRIMARY KEY)")
    await connection.close()
    with pytest.raises(StoreCorrupt, match="belongs to another program"):
        await Store.open(pg_schema)
    connection = await asyncpg.connect(pg_schema)
    tables = await connection.fetch("SELECT table_name FROM information_schema.tables "
                                    "WHERE table_schema = current_schema()")
    await connection.close()
    assert [row[0] for row in tables] == ["invoices"]  # no migration was applied
