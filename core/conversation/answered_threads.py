"""Threads the bot has answered in, so a follow-up there is answered without a new @mention.

Redis (``SET key 1 EX ttl``, shared by replicas) when configured, otherwise SQLite in the state directory,
so the marker survives a restart like the thread's memory does. Expires with conversation memory.
"""

from __future__ import annotations

import logging
import sqlite3
import threading
import time
from pathlib import Path

from core.conversation.model import ConversationKey
from core.foundation.redis_client import redis_client

log = logging.getLogger(__name__)


class AnsweredThreads:
    def __init__(self, redis_url: str | None, state_dir: Path, ttl_days: int = 30) -> None:
        self.ttl_s = max(1, ttl_days) * 86400
        self._redis = redis_client(redis_url) if redis_url else None
        self._conn: sqlite3.Connection | None = None
        self._lock = threading.Lock()
        if self._redis is None:
            state_dir.mkdir(parents=True, exist_ok=True)
            self._conn = sqlite3.connect(str(state_dir / "answered_threads.sqlite3"), check_same_thread=False,
                                         isolation_level=None)
            self._conn.execute("PRAGMA journal_mode=WAL")
            self._conn.execute("CREATE TABLE IF NOT EXISTS threads (key TEXT PRIMARY KEY, expires REAL)")

    @staticmethod
    def _key(conversation: ConversationKey) -> str:
        return f"advisor:answered:{conversation.key}"

    def mark(self, conversation: ConversationKey) -> None:
        """Remember (or refresh) that the bot answered in this thread."""
        if self._redis is not None:
            self._redis.set(self._key(conversation), "1", ex=self.ttl_s)
            return
        with self._lock:
            self._conn.execute("INSERT OR REPLACE INTO threads VALUES (?, ?)",
                               (self._key(conversation), time.time() + self.ttl_s))

    def answered(self, conversation: ConversationKey) -> bool:
        """True if the bot answered in this thread within the expiry; False when the store is unreachable."""
        try:
            if self._redis is not None:
                return bool(self._redis.exists(self._key(conversation)))
            with self._lock:
                row = self._conn.execute("SELECT expires FROM threads WHERE key = ?",
                                         (self._key(conversation),)).fetchone()
            return bool(row and row[0] > time.time())
        except Exception as exc:  # noqa: BLE001 - staying quiet beats failing the whole event
            log.warning("answered-threads store unavailable: %s", exc)
            return False
