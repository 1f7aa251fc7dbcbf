"""The SQLite file itself: checked before the bot touches it, and watched while the bot runs.

A damaged file, another program's database or one written by a newer version of the bot must stop
the start-up with one line an admin can act on, before anything (the WAL switch, a migration)
writes to it: the check reads the file through a read-only connection and leaves no WAL or SHM
files behind. While the bot runs, the file may be deleted or replaced under it (a cleanup script,
a restore into a running bot): SQLite would go on writing to the open, unlinked file and every
later move would be lost at the next start, so each write transaction first checks that the path
still names the file the store has open.
"""

from __future__ import annotations

import logging
import os
import sqlite3
from collections.abc import Mapping
from datetime import UTC, datetime
from pathlib import Path

import aiosqlite

log = logging.getLogger(__name__)

SQLITE_HEADER = b"SQLite format 3\x00"
UNTOUCHED = "Nothing was written to it: "
ADVICE = (UNTOUCHED + 'restore a backup (README, "Backups and restore") or set DATABASE_PATH to '
          "another file")
NEWER_ADVICE = (UNTOUCHED + "run the newer version of the bot, restore a backup made with this "
                "version, or set DATABASE_PATH to another file")
NOT_SQLITE = "is not a SQLite database (it is damaged, or another kind of file)"


class StoreCorrupt(Exception):
    """The database file cannot be used (damaged, another program's, newer, unreadable, or
    refusing writes). The message is one line for the admin: what is wrong, the file's path,
    whether anything was written, and what to do."""

    def __init__(self, path: Path | str, problem: str, advice: str = ADVICE, *,
                 what: str = "the database file") -> None:
        self.path = path
        super().__init__(f"{what} {path} {problem}. {advice}.")


def check_file(path: Path, migrations: Mapping[int, str]) -> None:
    """Raise `StoreCorrupt` unless `path` is missing, empty, or a healthy database of this bot
    whose migrations (number -> name) this version knows. Reads only."""
    shown = path.resolve()
    wal = Path(f"{path}-wal")
    try:
        size = path.stat().st_size
        with path.open("rb") as file:
            header = file.read(len(SQLITE_HEADER))
    except FileNotFoundError:
        if wal.exists():  # SQLite would replay that log into a new, empty file: a damaged one
            raise StoreCorrupt(shown, f"is missing, but its write-ahead log {wal.name} is still "
                                      "there (was the file deleted?)",
                               UNTOUCHED + "put the file (or a backup) back, or delete the -wal "
                               "and -shm files to start with an empty database") from None
        return  # a new database
    except OSError as error:
        raise StoreCorrupt(shown, f"cannot be read ({error.strerror})") from None
    if size == 0 and not wal.exists():
        return  # SQLite makes an empty file a new database
    if size and header != SQLITE_HEADER:
        raise StoreCorrupt(shown, NOT_SQLITE)
    # Without a WAL file to read, `immutable` keeps SQLite from creating -wal and -shm files.
    uri = f"{shown.as_uri()}?mode=ro" + ("" if wal.exists() else "&immutable=1")
    try:
        connection = sqlite3.connect(uri, uri=True)
    except sqlite3.Error as error:
        raise StoreCorrupt(shown, _described(error)) from None
    try:
        problems = [row[0] for row in connection.execute("PRAGMA quick_check")]
        if problems != ["ok"]:
            first = " ".join(problems[0].replace("*** in database main ***", "").split())
            raise StoreCorrupt(shown, f"is damaged (SQLite's check says: {first[:120]})")
        tables = {row[0] for row in connection.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table'")}
        if not tables:
            return
        if "schema_version" not in tables:
            raise StoreCorrupt(shown, "belongs to another program (it has none of this bot's "
                                      "tables)")
        applied = connection.execute("SELECT version, name FROM schema_version").fetchall()
    except sqlite3.Error as error:
        raise StoreCorrupt(shown, _described(error)) from None
    finally:
        connection.close()
    newest = max((version for version, _name in applied), default=0)
    if newest > max(migrations):
        raise StoreCorrupt(shown, f"was written by a newer version of the bot (schema {newest}; "
                                  f"this version knows up to {max(migrations)})", NEWER_ADVICE)
    if any(migrations.get(version) != name for version, name in applied):
        raise StoreCorrupt(shown, "belongs to another program (its schema history is not this "
                                  "bot's)")


def _described(error: sqlite3.Error) -> str:
    text = str(error)
    if "not a database" in text:
        return NOT_SQLITE
    if "malformed" in text:
        return f"is damaged ({text})"
    return f"cannot be read by SQLite ({text})"


class FileWatch:
    """Whether the database path still names the file the store opened (same device and inode).

    Once it does not, it never will again for this process: `lost` stays true."""

    def __init__(self, path: Path) -> None:
        self.path = path
        info = path.stat()
        self._identity = (info.st_dev, info.st_ino)
        self.lost = False

    def intact(self) -> bool:
        """One `stat` of the path (cheap enough for every write transaction)."""
        if not self.lost:
            try:
                info = os.stat(self.path)
                self.lost = (info.st_dev, info.st_ino) != self._identity
            except (FileNotFoundError, NotADirectoryError):
                self.lost = True
        return not self.lost


async def rescue(connection: aiosqlite.Connection, path: Path) -> None:
    """Log, once, that the file is gone, and save what the open connection still holds (every
    acknowledged move) next to it, so an admin can put it back."""
    copy = path.with_name(f"{path.name}.rescued-{datetime.now(UTC):%Y%m%d-%H%M%S}")
    try:
        target = sqlite3.connect(copy, check_same_thread=False)
        try:
            await connection.backup(target)
        finally:
            target.close()
        saved = f"everything saved until now was copied to {copy.resolve()}"
    except (OSError, sqlite3.Error) as error:
        saved = f"no rescue copy could be written ({error})"
    log.error("the database file %s was deleted or replaced while the bot was running: every "
              "write is refused from now on; %s. Stop the bot, put that copy (or a backup) at "
              "DATABASE_PATH, and start it again.", path.resolve(), saved)
