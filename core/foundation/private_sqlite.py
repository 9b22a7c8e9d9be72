"""SQLite files that hold student data: deleted rows must not survive as raw bytes on disk.

``secure_delete`` makes SQLite overwrite deleted content with zeros (in tables, indexes and freed pages);
``scrub`` then moves the WAL into the database and truncates it, so the write-ahead log does not keep
the page images written before the erasure. Every local store with student data opens its file here.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path


def connect_private(path: Path, **kwargs) -> sqlite3.Connection:
    """An autocommit connection in WAL mode with ``secure_delete`` on (set per connection)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(str(path), isolation_level=None, **kwargs)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA secure_delete=ON")
    return conn


def scrub(conn: sqlite3.Connection) -> None:
    """After an erasure: zero the free pages (VACUUM rewrites the file from live rows only), then checkpoint
    and truncate the WAL so no older page image of the erased rows stays in either file."""
    conn.execute("VACUUM")
    busy = conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()[0]
    if busy:  # another connection still reads an older snapshot: the log may keep old pages. Say so.
        raise RuntimeError("the rows are erased, but the write-ahead log is still in use by another reader; "
                           "run `advisor forget` again to truncate it")
