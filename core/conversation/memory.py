"""Per-thread conversation memory: Redis in production, SQLite on disk when no Redis URL is set.

A thread keeps its last ``memory_max_messages`` turns (user and assistant, with citations) and expires
``memory_ttl_days`` after its last message. Conversations are student records, so every write also
records which user took part, and ``forget_user`` erases that person's threads through a per-user index
(no scan of the whole keyspace).
"""

from __future__ import annotations

import logging
import sqlite3
import threading
import time
from pathlib import Path

from core.conversation.model import ConversationKey, ThreadMemory, Turn
from core.foundation.settings import Settings

log = logging.getLogger(__name__)

_PREFIX = "advisor:mem"


def trim_to_budget(turns: list[Turn], max_chars: int) -> list[Turn]:
    """The newest turns whose text fits in ``max_chars``; the model sees whole turns, newest last.

    A user turn is never left without the assistant turn that followed it, and vice versa, so the
    history never starts with an orphaned answer.
    """
    kept: list[Turn] = []
    used = 0
    for turn in reversed(turns):
        used += len(turn.content)
        if used > max_chars:
            break
        kept.append(turn)
    kept.reverse()
    while kept and kept[0].role == "assistant":
        kept.pop(0)
    return kept


def _users(turns: list[Turn]) -> set[str]:
    return {t.user_id for t in turns if t.user_id}


class RedisThreadMemory:
    """One Redis list per thread (JSON turns, oldest first) and one set of thread keys per user."""

    def __init__(self, client, max_messages: int, max_chars: int, ttl_s: float) -> None:
        self.client = client
        self.max_messages = max_messages
        self.max_chars = max_chars
        self.ttl_ms = max(int(ttl_s * 1000), 1)

    @staticmethod
    def thread_key(conversation: ConversationKey) -> str:
        return f"{_PREFIX}:thread:{conversation.key}"

    @staticmethod
    def user_key(user_id: str) -> str:
        return f"{_PREFIX}:user:{user_id}"

    def append(self, conversation: ConversationKey, turns: list[Turn]) -> None:
        if not turns:
            return
        key = self.thread_key(conversation)
        # MULTI/EXEC: the thread never holds a half-written exchange, and trim + expiry apply to it at once.
        pipe = self.client.pipeline(transaction=True)
        pipe.rpush(key, *[t.model_dump_json() for t in turns])
        pipe.ltrim(key, -self.max_messages, -1)
        pipe.pexpire(key, self.ttl_ms)
        for user_id in _users(turns):
            pipe.sadd(self.user_key(user_id), key)
            pipe.pexpire(self.user_key(user_id), self.ttl_ms)
        pipe.execute()

    def all_turns(self, conversation: ConversationKey) -> list[Turn]:
        return [Turn.model_validate_json(raw) for raw in self.client.lrange(self.thread_key(conversation), 0, -1)]

    def history(self, conversation: ConversationKey) -> list[Turn]:
        return trim_to_budget(self.all_turns(conversation), self.max_chars)

    def forget_user(self, user_id: str) -> int:
        user_key = self.user_key(user_id)
        threads = sorted(self.client.smembers(user_key))
        pipe = self.client.pipeline(transaction=True)
        for key in threads:
            pipe.delete(key)
        pipe.delete(user_key)
        results = pipe.execute()
        return sum(int(n) for n in results[: len(threads)])


class LocalThreadMemory:
    """The same contract in one SQLite file (WAL), for a single process without Redis."""

    _SCHEMA = """
    CREATE TABLE IF NOT EXISTS turns (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        thread TEXT NOT NULL,
        data TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS turns_thread ON turns(thread, id);
    CREATE TABLE IF NOT EXISTS threads (thread TEXT PRIMARY KEY, expires_at REAL NOT NULL);
    CREATE TABLE IF NOT EXISTS thread_users (
        user_id TEXT NOT NULL, thread TEXT NOT NULL, PRIMARY KEY (user_id, thread)
    );
    """

    def __init__(self, path: Path, max_messages: int, max_chars: int, ttl_s: float) -> None:
        self.path = path
        self.max_messages = max_messages
        self.max_chars = max_chars
        self.ttl_s = ttl_s
        self._local = threading.local()
        path.parent.mkdir(parents=True, exist_ok=True)
        with self._conn() as conn:
            conn.execute("PRAGMA journal_mode=WAL")
            conn.executescript(self._SCHEMA)

    def _conn(self) -> sqlite3.Connection:
        """One connection per thread: sqlite3 connections must not be shared across threads."""
        conn = getattr(self._local, "conn", None)
        if conn is None:
            conn = sqlite3.connect(self.path, timeout=10, isolation_level=None)
            conn.execute("PRAGMA busy_timeout=10000")
            self._local.conn = conn
        return conn

    def _purge_expired(self, conn: sqlite3.Connection) -> None:
        expired = [r[0] for r in conn.execute("SELECT thread FROM threads WHERE expires_at < ?", (time.time(),))]
        for thread in expired:
            self._delete_thread(conn, thread)

    @staticmethod
    def _delete_thread(conn: sqlite3.Connection, thread: str) -> None:
        conn.execute("DELETE FROM turns WHERE thread = ?", (thread,))
        conn.execute("DELETE FROM threads WHERE thread = ?", (thread,))
        conn.execute("DELETE FROM thread_users WHERE thread = ?", (thread,))

    def append(self, conversation: ConversationKey, turns: list[Turn]) -> None:
        if not turns:
            return
        thread = conversation.key
        conn = self._conn()
        conn.execute("BEGIN IMMEDIATE")
        try:
            conn.executemany("INSERT INTO turns(thread, data) VALUES (?, ?)",
                             [(thread, t.model_dump_json()) for t in turns])
            conn.execute(
                "DELETE FROM turns WHERE thread = ? AND id NOT IN "
                "(SELECT id FROM turns WHERE thread = ? ORDER BY id DESC LIMIT ?)",
                (thread, thread, self.max_messages))
            conn.execute("INSERT INTO threads(thread, expires_at) VALUES (?, ?) "
                         "ON CONFLICT(thread) DO UPDATE SET expires_at = excluded.expires_at",
                         (thread, time.time() + self.ttl_s))
            conn.executemany("INSERT OR IGNORE INTO thread_users(user_id, thread) VALUES (?, ?)",
                             [(u, thread) for u in _users(turns)])
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise

    def all_turns(self, conversation: ConversationKey) -> list[Turn]:
        conn = self._conn()
        self._purge_expired(conn)
        rows = conn.execute("SELECT data FROM turns WHERE thread = ? ORDER BY id", (conversation.key,))
        return [Turn.model_validate_json(r[0]) for r in rows]

    def history(self, conversation: ConversationKey) -> list[Turn]:
        return trim_to_budget(self.all_turns(conversation), self.max_chars)

    def forget_user(self, user_id: str) -> int:
        conn = self._conn()
        conn.execute("BEGIN IMMEDIATE")
        try:
            threads = [r[0] for r in conn.execute("SELECT thread FROM thread_users WHERE user_id = ?", (user_id,))]
            erased = 0
            for thread in threads:
                erased += 1 if conn.execute("SELECT 1 FROM threads WHERE thread = ?", (thread,)).fetchone() else 0
                self._delete_thread(conn, thread)
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        return erased


class FaultTolerantMemory:
    """Memory is a nice-to-have: when the store is down, answer without history and say so in the log.

    The warning is logged at most once per ``warn_every_s``; nothing is cached about the outage, so the
    first call after the store comes back uses it again (redis-py reconnects on the next command).
    """

    def __init__(self, inner: ThreadMemory, warn_every_s: float = 60.0) -> None:
        self.inner = inner
        self.warn_every_s = warn_every_s
        self._last_warning = float("-inf")
        self._lock = threading.Lock()
        self.failures = 0

    def _failed(self, action: str, exc: Exception) -> None:
        with self._lock:
            self.failures += 1
            now = time.monotonic()
            if now - self._last_warning < self.warn_every_s:
                return
            self._last_warning = now
        log.warning("conversation memory unavailable (%s: %s); answering without history", action, exc)

    def append(self, conversation: ConversationKey, turns: list[Turn]) -> None:
        try:
            self.inner.append(conversation, turns)
        except Exception as exc:  # noqa: BLE001 - any store failure degrades to no memory
            self._failed("append", exc)

    def history(self, conversation: ConversationKey) -> list[Turn]:
        try:
            return self.inner.history(conversation)
        except Exception as exc:  # noqa: BLE001
            self._failed("history", exc)
            return []

    def forget_user(self, user_id: str) -> int:
        # Erasure must not silently do nothing: let the caller see the failure.
        return self.inner.forget_user(user_id)


def build_thread_memory(settings: Settings) -> ThreadMemory:
    ttl_s = settings.memory_ttl_days * 86400
    if settings.redis_url:
        from core.foundation.redis_client import redis_client

        inner: ThreadMemory = RedisThreadMemory(redis_client(settings.redis_url), settings.memory_max_messages,
                                                settings.memory_max_chars, ttl_s)
    else:
        inner = LocalThreadMemory(settings.state_dir / "memory.sqlite3", settings.memory_max_messages,
                                  settings.memory_max_chars, ttl_s)
    return FaultTolerantMemory(inner)

