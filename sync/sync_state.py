"""What the last syncs did, per source and document: signature, version, content hash, last success.

SQLite in ``settings.state_dir``: each page's row is committed right after the page is written to the index,
so a run that crashes half-way resumes where it stopped (pages already done match the listing and are not
fetched again) and the state survives restarts.
"""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from dataclasses import dataclass
from pathlib import Path

_SCHEMA = """
CREATE TABLE IF NOT EXISTS documents (
    source TEXT NOT NULL,
    doc_id TEXT NOT NULL,
    title TEXT NOT NULL DEFAULT '',
    signature TEXT,            -- NULL until the document was indexed once
    version TEXT NOT NULL DEFAULT '',
    content_hash TEXT NOT NULL DEFAULT '',
    chunks INTEGER NOT NULL DEFAULT 0,
    last_success REAL,
    last_error TEXT,
    last_error_at REAL,
    origin TEXT NOT NULL DEFAULT '',  -- a file's path: a file that cannot be read keeps its row by path
    PRIMARY KEY (source, doc_id)
);
CREATE TABLE IF NOT EXISTS user_names (
    user_key TEXT PRIMARY KEY,  -- "ri:account-id=…", "ri:userkey=…" or "ri:username=…"
    display_name TEXT NOT NULL,
    fetched REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS runs (
    source TEXT NOT NULL,
    finished REAL NOT NULL,
    report TEXT NOT NULL
);
"""


@dataclass(frozen=True)
class DocumentState:
    doc_id: str
    title: str
    signature: str | None
    version: str
    content_hash: str
    chunks: int
    last_success: float | None
    last_error: str | None
    origin: str = ""


class SyncState:
    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        self._db = sqlite3.connect(str(self.path), check_same_thread=False, isolation_level=None, timeout=30)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.executescript(_SCHEMA)
        columns = {row[1] for row in self._db.execute("PRAGMA table_info(documents)")}
        if "origin" not in columns:  # a state file from before origins were kept
            self._db.execute("ALTER TABLE documents ADD COLUMN origin TEXT NOT NULL DEFAULT ''")

    @classmethod
    def in_dir(cls, state_dir: Path) -> "SyncState":
        return cls(Path(state_dir) / "sync_state.sqlite3")

    def close(self) -> None:
        self._db.close()

    def documents(self, source: str) -> dict[str, DocumentState]:
        with self._lock:
            rows = self._db.execute(
                "SELECT doc_id, title, signature, version, content_hash, chunks, last_success, last_error, origin "
                "FROM documents WHERE source = ?", (source,)).fetchall()
        return {r[0]: DocumentState(*r) for r in rows}

    def record_success(self, source: str, doc_id: str, title: str, signature: str, version: str,
                       content_hash: str, chunks: int, origin: str = "") -> None:
        with self._lock:
            self._db.execute(
                "INSERT INTO documents (source, doc_id, title, signature, version, content_hash, chunks, "
                "last_success, last_error, last_error_at, origin) VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL, ?) "
                "ON CONFLICT (source, doc_id) DO UPDATE SET title = excluded.title, signature = excluded.signature, "
                "version = excluded.version, content_hash = excluded.content_hash, chunks = excluded.chunks, "
                "last_success = excluded.last_success, last_error = NULL, last_error_at = NULL, "
                "origin = excluded.origin",
                (source, doc_id, title, signature, version, content_hash, chunks, time.time(), origin))

    def record_failure(self, source: str, doc_id: str, title: str, error: str) -> None:
        """Keeps the last good signature: the previously indexed version stays and is retried next time."""
        with self._lock:
            self._db.execute(
                "INSERT INTO documents (source, doc_id, title, signature, last_error, last_error_at) "
                "VALUES (?, ?, ?, NULL, ?, ?) ON CONFLICT (source, doc_id) DO UPDATE SET "
                "last_error = excluded.last_error, last_error_at = excluded.last_error_at",
                (source, doc_id, title, error, time.time()))

    def forget(self, source: str, doc_id: str) -> None:
        with self._lock:
            self._db.execute("DELETE FROM documents WHERE source = ? AND doc_id = ?", (source, doc_id))

    def user_names(self, keys: set[str] | None = None) -> dict[str, str]:
        """Display names of mentioned users looked up before (all of them when ``keys`` is None)."""
        with self._lock:
            rows = self._db.execute("SELECT user_key, display_name FROM user_names").fetchall()
        return {k: v for k, v in rows if keys is None or k in keys}

    def record_user_name(self, key: str, display_name: str) -> None:
        with self._lock:
            self._db.execute("INSERT OR REPLACE INTO user_names (user_key, display_name, fetched) VALUES (?, ?, ?)",
                             (key, display_name, time.time()))

    def record_run(self, source: str, report: dict) -> None:
        with self._lock:
            self._db.execute("INSERT INTO runs (source, finished, report) VALUES (?, ?, ?)",
                             (source, time.time(), json.dumps(report)))
            # keep the last 100 runs per source
            self._db.execute("DELETE FROM runs WHERE source = ? AND rowid NOT IN (SELECT rowid FROM runs "
                             "WHERE source = ? ORDER BY finished DESC LIMIT 100)", (source, source))

    def last_run(self, source: str) -> dict | None:
        with self._lock:
            row = self._db.execute("SELECT report FROM runs WHERE source = ? ORDER BY finished DESC LIMIT 1",
                                   (source,)).fetchone()
        return json.loads(row[0]) if row else None
