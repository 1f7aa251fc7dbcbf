"""Several processes, one bot: which Discord shards this process runs, and the leases that keep
each shard in one process at a time.

Every guild belongs to one shard, `(guild_id >> 22) % shard_count` (Discord's rule), so a game,
its timers and a tournament are handled by the one process that runs their guild's shard. The
store is told the process's shards (`Store.shards`) and the clock, the start-up catch-ups and
the tournament runner read only their guilds' games. Ratings and leaderboards are shared through
the database.

A shard is owned through a lease row (`shard_leases`, migration 0009): the owner's id and a
heartbeat renewed every `HEARTBEAT_SECONDS`. A process starting with a shard whose lease is alive
refuses (or waits, `--wait-for-lease`); a lease not renewed for `LEASE_SECONDS` has expired (its
owner died) and the next process takes the shard over, with its games and timers. A clean stop
releases its leases at once. On SQLite (one machine, one process) a lease whose owner's
process is gone from this machine is dead at once: a bot restarted after a crash is not refused.
Heartbeats are stamped with the database server's clock, so processes on machines whose clocks
disagree still agree on which leases are alive.
"""

from __future__ import annotations

import asyncio
import logging
import os
import secrets
import socket
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.store import Store
    from bot.store.backend import Tx

log = logging.getLogger(__name__)

LEASE_SECONDS = 30.0  # a lease not renewed for this long is dead: its shard may be taken over
HEARTBEAT_SECONDS = 5.0
WAIT_SECONDS = 5.0  # --wait-for-lease: how often to try again
LOCK_LEASES = 7_210_003  # Backend.lock key: lease changes one at a time


class ShardError(ValueError):
    """A shard setting that cannot be used, described for the person starting the bot."""


@dataclass(frozen=True)
class Shards:
    """The shards this process runs (`ids`) out of `count`."""

    ids: tuple[int, ...] = (0,)
    count: int = 1

    @property
    def all(self) -> bool:
        """Whether this process runs every shard (one process: any database will do)."""
        return len(self.ids) == self.count

    def owns(self, guild_id: int) -> bool:
        return shard_of(guild_id, self.count) in self.ids

    def where(self, column: str = "guild_id") -> str:
        """An SQL condition true for the rows whose guild is on these shards ("1 = 1" for
        all). Both dialects know `>>` and `%` on integers; the ids are ours, never user text."""
        if self.all:
            return "1 = 1"
        ids = ", ".join(str(i) for i in self.ids)
        return f"(({column} >> 22) % {self.count}) IN ({ids})"

    def describe(self) -> str:
        return f"{format_ids(self.ids)} of {self.count}"


def shard_of(guild_id: int, count: int) -> int:
    return (guild_id >> 22) % count


def parse_ids(text: str) -> tuple[int, ...]:
    """`0-3,6` → (0, 1, 2, 3, 6)."""
    found: set[int] = set()
    for part in text.replace(" ", "").split(","):
        if not part:
            continue
        low, dash, high = part.partition("-")
        if not low.isdigit() or (dash and not high.isdigit()):
            raise ShardError(f"`{part}` is not a shard number or a range like 0-3")
        first, last = int(low), int(high) if dash else int(low)
        if last < first:
            raise ShardError(f"the range `{part}` runs backwards")
        found.update(range(first, last + 1))
    if not found:
        raise ShardError("no shard is named")
    return tuple(sorted(found))


def format_ids(ids: Iterable[int]) -> str:
    """(0, 1, 2, 3, 6) → `0-3,6`."""
    ordered = sorted(ids)
    parts: list[str] = []
    start = prev = ordered[0]
    for i in [*ordered[1:], None]:
        if i is not None and i == prev + 1:
            prev = i
            continue
        parts.append(str(start) if start == prev else f"{start}-{prev}")
        if i is not None:
            start = prev = i
    return ",".join(parts)


def parse(ids_text: str | None, count_text: str | None) -> Shards:
    """The shards from `SHARD_IDS` / `--shards` and `SHARD_COUNT` / `--shard-count` (both
    unset: one process with every shard)."""
    ids_text = (ids_text or "").strip()
    count_text = (count_text or "").strip()
    if not count_text:
        if ids_text:
            raise ShardError("give the total number of shards too (SHARD_COUNT, or "
                             "--shard-count)")
        return Shards()
    if not count_text.isdigit() or int(count_text) < 1:
        raise ShardError(f"the shard count is `{count_text}`; it must be a whole number, 1 or "
                         "more")
    count = int(count_text)
    ids = parse_ids(ids_text) if ids_text else tuple(range(count))
    outside = [i for i in ids if i >= count]
    if outside:
        raise ShardError(f"shard {outside[0]} does not exist: with {count} shards they are "
                         f"numbered 0 to {count - 1}")
    return Shards(ids, count)


def owner_id() -> str:
    """This process, as its leases name it: host, process id and a random part (a restarted
    process with a recycled pid is still someone else)."""
    return f"{_host()}:{os.getpid()}:{secrets.token_hex(3)}"


def _host() -> str:
    return socket.gethostname()[:40]


def gone_from_this_machine(owner: str) -> bool:
    """Whether `owner` (another lease's) was a process of this machine that no longer runs."""
    host, _, rest = owner.partition(":")
    pid = rest.partition(":")[0]
    if host != _host() or not pid.isdigit():
        return False
    if int(pid) == os.getpid():
        return True  # an earlier process that had our pid (we are not it: the ids differ)
    try:
        os.kill(int(pid), 0)
    except ProcessLookupError:
        return True
    except OSError:
        return False
    return False


class LeaseRefused(Exception):
    """Another live process holds some of the shards (or runs another shard count)."""


@dataclass(frozen=True)
class Holder:
    shard: int
    count: int
    owner: str
    heartbeat_at: float


class Leases:
    """This process's leases on its shards, in the store's `shard_leases` table."""

    def __init__(self, store: Store, shards: Shards, owner: str | None = None, *,
                 clock: Callable[[], float] | None = None, ttl: float | None = None) -> None:
        self.store = store
        self.shards = shards
        self.owner = owner or owner_id()
        self.clock = clock  # None: the database's clock (tests give one they move)
        self.ttl = ttl or LEASE_SECONDS
        self.renewed_at: float | None = None  # this process's monotonic clock

    async def _now(self, tx: Tx) -> float:
        """Lease time: the database server's clock, the one every process reads, so machines
        whose clocks disagree still agree on which lease is alive."""
        if self.clock is not None:
            return self.clock()
        row = await tx.fetchrow(f"SELECT {self.store.backend.now_sql}")
        assert row is not None
        return float(row[0])

    async def holders(self) -> list[Holder]:
        rows = await self.store.backend.rows(
            "SELECT shard, shard_count, owner, heartbeat_at FROM shard_leases ORDER BY shard")
        return [Holder(int(r[0]), int(r[1]), str(r[2]), float(r[3])) for r in rows]

    async def try_acquire(self) -> None:
        """Take every shard of this process, or none: raise `LeaseRefused` saying who holds
        what when a live lease of another process is in the way."""
        backend = self.store.backend
        async with backend.transaction() as tx:
            await backend.lock(tx, LOCK_LEASES)
            moment = await self._now(tx)
            rows = await tx.fetch("SELECT shard, shard_count, owner, heartbeat_at "
                                  "FROM shard_leases")
            alive = [Holder(int(r[0]), int(r[1]), str(r[2]), float(r[3])) for r in rows
                     if r[2] != self.owner and float(r[3]) > moment - self.ttl
                     and not (backend.name == "sqlite" and gone_from_this_machine(r[2]))]
            other_count = [h for h in alive if h.count != self.shards.count]
            if other_count:
                h = other_count[0]
                raise LeaseRefused(
                    f"process {h.owner} runs shard {h.shard} of {h.count}, and this one was "
                    f"given {self.shards.count} shards: every process of the bot must use the "
                    f"same shard count (stop the others first, or wait {self.ttl:.0f} s after "
                    "they died)")
            taken = [h for h in alive if h.shard in self.shards.ids]
            if taken:
                held = format_ids(h.shard for h in taken)
                owners = ", ".join(sorted({h.owner for h in taken}))
                raise LeaseRefused(
                    f"shard {held} of {self.shards.count} is run by another live process "
                    f"({owners}); start this one with other shards, stop that one, or add "
                    f"--wait-for-lease to take over when it stops (a dead process's lease "
                    f"expires {self.ttl:.0f} s after its last heartbeat)")
            # Leases of another count are dead here (checked above): they no longer mean
            # anything, nor do dead leases of the shards taken now.
            await tx.execute("DELETE FROM shard_leases WHERE shard_count <> ?",
                             (self.shards.count,))
            for shard in self.shards.ids:
                await tx.execute(
                    "INSERT INTO shard_leases (shard, shard_count, owner, acquired_at, "
                    "heartbeat_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (shard) DO UPDATE SET "
                    "shard_count = excluded.shard_count, owner = excluded.owner, "
                    "acquired_at = excluded.acquired_at, heartbeat_at = excluded.heartbeat_at",
                    (shard, self.shards.count, self.owner, moment, moment))
        self.renewed_at = time.monotonic()
        log.info("process %s holds shards %s", self.owner, self.shards.describe())

    async def acquire(self, *, wait: bool = False, every: float | None = None) -> None:
        """`try_acquire`; with `wait`, try again every `every` seconds until it works."""
        every = every or WAIT_SECONDS
        told = False
        while True:
            try:
                await self.try_acquire()
                return
            except LeaseRefused as refusal:
                if not wait:
                    raise
                if not told:
                    log.warning("waiting for the leases: %s", refusal)
                    told = True
            await asyncio.sleep(every)

    async def renew(self) -> bool:
        """The heartbeat: False when some lease is no longer this process's (it expired and
        another process took the shard over)."""
        marks = ", ".join("?" * len(self.shards.ids))
        async with self.store.backend.transaction() as tx:
            changed = await tx.execute(
                f"UPDATE shard_leases SET heartbeat_at = ? WHERE owner = ? AND shard IN ({marks})",
                (await self._now(tx), self.owner, *self.shards.ids))
        if changed != len(self.shards.ids):
            return False
        self.renewed_at = time.monotonic()
        return True

    async def release(self) -> int:
        """Give every lease of this process back (a clean stop); how many there were."""
        async with self.store.backend.transaction() as tx:
            return await tx.execute("DELETE FROM shard_leases WHERE owner = ?", (self.owner,))

    async def keep(self, on_lost: Callable[[str], object], every: float | None = None) -> None:
        """Renew every `every` seconds until cancelled. When the leases are lost, or cannot be
        renewed for most of their life (another process may take them soon), call `on_lost`
        with the reason and stop: a process must not go on with shards it no longer owns."""
        every = every or HEARTBEAT_SECONDS
        while True:
            await asyncio.sleep(every)
            try:
                if not await self.renew():
                    on_lost("another process took over some of this process's shards")
                    return
            except Exception as error:  # the database is away: retry while the lease lives
                log.warning("could not renew the shard leases: %s", error)
                since = time.monotonic() - (self.renewed_at or 0.0)
                if self.renewed_at is None or since > self.ttl - 2 * every:
                    on_lost(f"the shard leases could not be renewed for {since:.0f} s")
                    return
