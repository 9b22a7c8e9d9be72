"""Threads the bot has answered in, so a follow-up there is answered without a new @mention.

Redis (``SET key 1 EX ttl``, shared by replicas) when configured, otherwise SQLite in the state directory,
so the marker survives a restart like the thread's memory does. Expires with conversation memory. The
Redis key carries the keyed hash of the thread (a CLI or direct-message thread id can contain a user id).
"""

from __future__ import annotations

import logging
import threading
import time
from pathlib import Path

from core.conversation.model import ConversationKey
from core.foundation.private_sqlite import connect_private
from core.foundation.pseudonyms import KeyedHash
from core.foundation.redis_client import redis_client

log = logging.getLogger(__name__)


class AnsweredThreads:
    def __init__(self, redis_url: str | None, state_dir: Path, ttl_days: int = 30,
                 keyed_hash: KeyedHash | None = None) -> None:
        self.ttl_s = max(1, ttl_days) * 86400
        self._redis = redis_client(redis_url) if redis_url else None
        self._lock = threading.Lock()
        if self._redis is not None:
            self._hash = keyed_hash or KeyedHash.for_redis(self._redis)
        else:
            self._conn = connect_private(state_dir / "answered_threads.sqlite3", check_same_thread=False)
            self._conn.execute("CREATE TABLE IF NOT EXISTS threads (key TEXT PRIMARY KEY, expires REAL)")

    def _key(self, conversation: ConversationKey) -> str:
        if self._redis is not None:
            return f"advisor:answered:{self._hash(conversation.key)}"
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
