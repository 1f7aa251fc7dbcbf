"""Online backups: a consistent copy of the database, made while the bot runs and games go on.

`python -m bot backup PATH` copies DATABASE_PATH with SQLite's backup API. The source is opened
read-only and one read transaction is held for the whole copy, so every page comes from the same
moment: in WAL mode a reader never blocks the bot's writes, and the bot's commits during the copy
cannot make the backup restart (which, copied step by step without that snapshot, it would do on
every commit and might never finish). The copy is written beside the target, checked like a
database at start-up, and only then renamed into place, so a failed backup never replaces a good
one.

Restore: stop the bot, move DATABASE_PATH and its -wal and -shm files aside (a leftover WAL would
be replayed into the restored file), copy the backup there, start the bot (its start-up check
verifies the file).
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from bot.store import check_database

STEP_PAGES = 1024  # pages copied per step (4 MiB at SQLite's default page size)


class BackupError(Exception):
    """No backup was made; the message says why in one line."""


@dataclass(frozen=True)
class Backup:
    path: Path
    games: int
    moves: int
    size: int  # bytes


def backup(source: Path, target: Path, *, pages: int = STEP_PAGES,
           progress: Callable[[int, int], object] | None = None) -> Backup:
    """Copy the database at `source` to `target` (a file, or a folder to get a dated name).

    `progress(remaining, total)` is called after each step of `pages` pages. Raises
    `BackupError` or `StoreCorrupt` (a damaged source) without touching `target`."""
    if not source.is_file():
        raise BackupError(f"there is no database at {source.resolve()} (check DATABASE_PATH)")
    if target.is_dir():
        target = target / f"{source.stem}-{datetime.now(UTC):%Y%m%d-%H%M%S}.sqlite3"
    if target.resolve() == source.resolve():
        raise BackupError("the backup must go to another file than the database itself")
    check_database(source)
    partial = target.with_name(f".{target.name}.partial")
    try:
        _copy(source, partial, pages, progress)
        check_database(partial)
        games, moves = _counts(partial)
        _sync(partial)
        os.replace(partial, target)
        _sync(target.parent)
    except OSError as error:
        raise BackupError(f"cannot write {target.resolve()} ({error.strerror})") from None
    except sqlite3.Error as error:
        raise BackupError(f"SQLite could not copy {source.resolve()} ({error})") from None
    finally:
        partial.unlink(missing_ok=True)
    return Backup(target, games, moves, target.stat().st_size)


def _copy(source: Path, target: Path, pages: int,
          progress: Callable[[int, int], object] | None) -> None:
    target.unlink(missing_ok=True)
    reader = sqlite3.connect(f"{source.resolve().as_uri()}?mode=ro", uri=True,
                             isolation_level=None)
    try:
        reader.execute("BEGIN")
        reader.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()  # the snapshot starts
        writer = sqlite3.connect(target)
        try:
            reader.backup(writer, pages=pages,
                          progress=(lambda _status, remaining, total:
                                    progress(remaining, total)) if progress else None)
        finally:
            writer.close()
        reader.execute("ROLLBACK")
    finally:
        reader.close()


def _counts(path: Path) -> tuple[int, int]:
    """Games and logged moves in a finished copy (for the summary line)."""
    reader = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro&immutable=1", uri=True)
    try:
        games, moves = reader.execute(
            "SELECT (SELECT COUNT(*) FROM games), (SELECT COUNT(*) FROM moves)").fetchone()
    except sqlite3.OperationalError:  # a database the bot never started on: no tables yet
        games, moves = 0, 0
    finally:
        reader.close()
    return games, moves


def _sync(path: Path) -> None:
    """Make the file (or a folder's entry for it) durable before saying the backup is done."""
    descriptor = os.open(path, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)
