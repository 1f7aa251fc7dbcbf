"""`python -m bot migrate --from FILE --to postgresql://…`: move the bot from its SQLite file to
PostgreSQL.

Both ends are brought to this version's schema first (the file as the bot would at start-up).
The target must hold no data: the copy never merges. Every table is copied whole, in one
transaction (all or nothing), ids kept, and the identity counters moved past them. Then the
copy is checked on the target: the same number of rows in every table, every game's stored state
and move log the same as the source's, and every started game rebuilt from its seed and move log
equal to its stored state (games/match.py). A failed check empties the target again and says
which games differ.

A game begun under an earlier version of the rules may no longer rebuild from its log (an engine
fix since): the table already plays it on from its stored state (`Tables.match`), so the copy
keeps it exactly as it is and names it, instead of refusing the whole database for it.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path

from bot.store import Store
from bot.store.backend import Tx
from bot.store.postgres import redacted
from bot.store.sqlite import SqliteBackend

log = logging.getLogger(__name__)

# In an order that keeps every foreign key satisfied. A table a migration adds must be added
# here (the copy refuses a source with a table it does not know).
TABLES = ("meta", "games", "seats", "moves", "players", "guild_settings", "ratings",
          "rated_games", "tournaments", "tournament_players", "tournament_tables",
          "tournament_byes", "seat_timers")
# Not copied: which process ran which shard belongs to the processes of the old database.
NOT_COPIED = ("schema_version", "shard_leases")
IDENTITIES = ("games", "tournaments")  # tables whose `id` the database numbers
CHUNK = 5000


class TransferError(Exception):
    """Nothing was copied (or the copy was undone); the message says why in one line."""


@dataclass
class Transfer:
    rows: dict[str, int] = field(default_factory=dict)
    replayed: int = 0  # started games rebuilt from their log and compared
    earlier_rules: list[int] = field(default_factory=list)  # ids: no longer rebuilt, as on source

    def summary(self) -> str:
        r = self.rows
        return (f"{r['games']} games, {r['moves']} moves, {r['seat_timers']} timers, "
                f"{r['tournaments']} tournaments, {r['ratings']} ratings, "
                f"{r['players']} players' settings")


async def transfer(source: Path, target: str) -> Transfer:
    """Copy the SQLite database at `source` into the empty PostgreSQL database at `target`."""
    if not source.is_file():
        raise TransferError(f"there is no database at {source.resolve()} (check --from)")
    held = await _tables_with_rows(target)  # before the target's schema is touched
    if held:
        raise TransferError(_not_empty(redacted(target), held))
    source_store = await Store.open(source)
    try:
        target_store = await Store.open(target)
        try:
            return await _copy(source_store, target_store, redacted(target))
        finally:
            await target_store.close()
    finally:
        await source_store.close()


async def _copy(source: Store, target: Store, shown: str) -> Transfer:
    tables = {row[0] for row in await source._rows(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")}
    unknown = tables - set(TABLES) - set(NOT_COPIED)
    if unknown:
        raise TransferError(f"the source has tables this copy does not know: {sorted(unknown)}")
    counts = {table: (await source._rows(f"SELECT COUNT(*) FROM {table}"))[0][0]
              for table in TABLES}
    held = [table for table in TABLES
            if (await target._rows(f"SELECT COUNT(*) FROM {table}"))[0][0]]
    if held:
        raise TransferError(_not_empty(shown, held))
    _, earlier_rules = await check_replays(source)
    async with target._transaction() as tx:
        await _copy_tables(source, tx)
    done = Transfer(rows=counts)
    try:
        for table in TABLES:
            copied = (await target._rows(f"SELECT COUNT(*) FROM {table}"))[0][0]
            if copied != counts[table]:
                raise TransferError(f"{table}: {counts[table]} rows in the source, {copied} "
                                    "in the copy")
        done.replayed, failed = await check_replays(target)
        differ = sorted(set(failed).symmetric_difference(earlier_rules)
                        | set(await _games_not_alike(source, target)))
        if differ:
            shown_ids = ", ".join(str(game_id) for game_id in differ[:20])
            raise TransferError(f"{len(differ)} of the games on the target differ from the "
                                f"source or do not replay to their stored state (ids "
                                f"{shown_ids})")
        done.earlier_rules = earlier_rules
    except BaseException:
        async with target._transaction() as tx:
            await tx.execute(f"TRUNCATE {', '.join(TABLES)} CASCADE")
        raise
    return done


def _not_empty(shown: str, held: list[str]) -> str:
    return (f"{shown} already holds data (in {', '.join(held)}); the copy goes only into an "
            "empty database: give it a new database or schema")


async def _tables_with_rows(url: str) -> list[str]:
    """The bot's tables that hold rows at `url`, read without migrating anything (an older
    schema of this bot holding data is refused as it is, not upgraded first)."""
    import asyncpg

    connection = await asyncpg.connect(url)
    try:
        held = []
        for table in TABLES:
            if await connection.fetchval("SELECT to_regclass($1)", table) is not None and \
                    await connection.fetchval(f"SELECT EXISTS (SELECT 1 FROM {table})"):
                held.append(table)
        return held
    finally:
        await connection.close()


async def _copy_tables(source: Store, tx: Tx) -> None:
    """Every table, in chunks, inside the target's transaction `tx`."""
    backend = source.backend
    assert isinstance(backend, SqliteBackend)
    for table in TABLES:
        columns = [row[1] for row in await source._rows(f"PRAGMA table_info({table})")]
        names = ", ".join(columns)
        insert = f"INSERT INTO {table} ({names}) VALUES ({', '.join('?' * len(columns))})"
        async with backend.db.execute(f"SELECT {names} FROM {table}") as cursor:
            while chunk := await cursor.fetchmany(CHUNK):
                await tx.executemany(insert, chunk)
    for table in IDENTITIES:
        await tx.fetch(
            f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), "
            f"GREATEST(COALESCE(MAX(id), 0), 1), MAX(id) IS NOT NULL) FROM {table}")


async def _games_not_alike(source: Store, target: Store) -> list[int]:
    """The games whose stored state, version, status or move log differ between the two ends."""

    async def facts(store: Store, game_id: int) -> tuple[object, ...]:
        record = await store.get(game_id)
        return record.state, record.version, record.status, await store.moves(game_id)

    return [game_id for (game_id,) in await source._rows("SELECT id FROM games ORDER BY id")
            if await facts(source, game_id) != await facts(target, game_id)]


async def check_replays(store: Store) -> tuple[int, list[int]]:
    """(how many started games were rebuilt, the ids of those whose rebuilt state differs from
    the stored one or whose log no longer replays)."""
    from games import registry
    from games.match import Match

    registry.load_installed()
    checked, failed = 0, []
    for (game_id,) in await store._rows("SELECT id FROM games WHERE state IS NOT NULL "
                                        "ORDER BY id"):
        record = await store.get(game_id)
        checked += 1
        try:
            game = registry.get(record.game_type)
            log_ = [(m.seat, m.move) for m in await store.moves(game_id)]
            rebuilt = Match.replay(game, len(record.players), record.seed, record.options, log_)
            same = game.encode(rebuilt.state) == record.state
        except Exception:  # an unknown game, a log that no longer replays
            log.exception("game %s does not replay", game_id)
            same = False
        if not same:
            failed.append(game_id)
    return checked, failed
