"""Per-thread conversation memory: Redis in production, SQLite on disk when no Redis URL is set.

A thread keeps its last ``memory_max_messages`` turns (user and assistant, with citations) and expires
``memory_ttl_days`` after its last message. Conversations are student records, so every write also
records which users take part, and ``forget_user`` finds that person's threads through a per-user index
(no scan of the whole keyspace) that lives at least as long as every thread it lists. In a shared thread
it removes only their turns and the bot's answers to them; the others' history stays usable.
"""

from __future__ import annotations

import logging
import sqlite3
import threading
import time
from pathlib import Path


from core.conversation.model import ConversationKey, ThreadMemory, Turn, owned_by
from core.foundation.private_sqlite import connect_private, scrub
from core.foundation.pseudonyms import KeyedHash, keyed_hash_for
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
    return {u for t in turns for u in (t.user_id, t.for_user) if u}


# One atomic step per append: push, trim, expire the thread; add the writers to the thread's participant set;
# then list the thread in EVERY participant's index and extend that index to at least the thread's expiry.
# So an index outlives every thread it lists, whoever keeps the thread alive (issue 23). The index names are
# built here from the participant digests (standalone Redis; the keys share one prefix).
_APPEND = """
local ttl = tonumber(ARGV[1])
local n = tonumber(ARGV[4])
redis.call('RPUSH', KEYS[1], unpack(ARGV, 5, 4 + n))
redis.call('LTRIM', KEYS[1], -tonumber(ARGV[2]), -1)
redis.call('PEXPIRE', KEYS[1], ttl)
if #ARGV > 4 + n then redis.call('SADD', KEYS[2], unpack(ARGV, 5 + n, #ARGV)) end
if redis.call('EXISTS', KEYS[2]) == 0 then return 0 end
redis.call('PEXPIRE', KEYS[2], ttl)
for _, who in ipairs(redis.call('SMEMBERS', KEYS[2])) do
  local index = ARGV[3] .. who
  redis.call('SADD', index, KEYS[3])
  if redis.call('PTTL', index) < ttl then redis.call('PEXPIRE', index, ttl) end
end
return 1
"""


class RedisThreadMemory:
    """Per thread: a list of JSON turns (oldest first) and the set of its participants; per user: an index
    of the threads they took part in. Key names carry keyed hashes, never a user id or a thread id."""

    def __init__(self, client, max_messages: int, max_chars: int, ttl_s: float,
                 keyed_hash: KeyedHash | None = None) -> None:
        self.client = client
        self.max_messages = max_messages
        self.max_chars = max_chars
        self.ttl_ms = max(int(ttl_s * 1000), 1)
        self.hash = keyed_hash or KeyedHash.for_redis(client)
        self._append = client.register_script(_APPEND)

    def thread_key(self, conversation: ConversationKey) -> str:
        return f"{_PREFIX}:thread:{self.hash(conversation.key)}"

    def user_key(self, user_id: str) -> str:
        return f"{_PREFIX}:user:{self.hash(user_id)}"

    def append(self, conversation: ConversationKey, turns: list[Turn]) -> None:
        if not turns:
            return
        digest = self.hash(conversation.key)
        who = sorted(self.hash(u) for u in _users(turns))
        self._append(keys=[f"{_PREFIX}:thread:{digest}", f"{_PREFIX}:who:{digest}", digest],
                     args=[self.ttl_ms, self.max_messages, f"{_PREFIX}:user:", len(turns),
                           *[t.model_dump_json() for t in turns], *who])

    def all_turns(self, conversation: ConversationKey) -> list[Turn]:
        return [Turn.model_validate_json(raw) for raw in self.client.lrange(self.thread_key(conversation), 0, -1)]

    def history(self, conversation: ConversationKey) -> list[Turn]:
        return trim_to_budget(self.all_turns(conversation), self.max_chars)

    def _indexed_threads(self, user_id: str) -> list[tuple[str, str | None]]:
        """(thread key, participant-set key) of every thread in the user's index, and of the index kept
        under the raw id by versions before keyed hashes (its members are whole thread keys)."""
        threads = [(f"{_PREFIX}:thread:{d}", f"{_PREFIX}:who:{d}") for d in sorted(self.client.smembers(self.user_key(user_id)))]
        legacy = sorted(self.client.smembers(f"{_PREFIX}:user:{user_id}"))
        return threads + [(key, None) for key in legacy if key.startswith(f"{_PREFIX}:thread:")]

    def count_user(self, user_id: str) -> int:
        return sum(1 for key, _ in self._indexed_threads(user_id)
                   if any(owned_by([Turn.model_validate_json(r) for r in self.client.lrange(key, 0, -1)], user_id)))

    def forget_user(self, user_id: str) -> int:
        erased = sum(self._erase_in_thread(key, who, user_id) for key, who in self._indexed_threads(user_id))
        self.client.delete(self.user_key(user_id), f"{_PREFIX}:user:{user_id}")
        return erased

    def _erase_in_thread(self, key: str, who: str | None, user_id: str) -> bool:
        """Rewrite the thread without the user's turns, keeping its expiry; retried if a write lands meanwhile."""
        from redis.exceptions import WatchError  # redis-py loads on first use (start-up cost)

        with self.client.pipeline(transaction=True) as pipe:
            while True:
                try:
                    pipe.watch(key)
                    raw = pipe.lrange(key, 0, -1)
                    ttl_ms = pipe.pttl(key)
                    mine = owned_by([Turn.model_validate_json(r) for r in raw], user_id)
                    kept = [r for r, m in zip(raw, mine) if not m]
                    pipe.multi()
                    if any(mine):
                        pipe.delete(key)
                        if kept:
                            pipe.rpush(key, *kept)
                            if ttl_ms > 0:
                                pipe.pexpire(key, ttl_ms)
                    if who is not None:
                        pipe.srem(who, self.hash(user_id))
                        if not kept:
                            pipe.delete(who)
                    pipe.execute()
                    return any(mine)
                except WatchError:
                    continue


class LocalThreadMemory:
    """The same contract in one SQLite file (WAL, secure_delete), for a single process without Redis.

    ``thread_users`` is the per-user index; its rows go only with their thread, so it lives as long.
    """

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
        self._conn().executescript(self._SCHEMA)

    def _conn(self) -> sqlite3.Connection:
        """One connection per thread: sqlite3 connections must not be shared across threads."""
        conn = getattr(self._local, "conn", None)
        if conn is None:
            conn = connect_private(self.path, timeout=10)
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

    def _owned_rows(self, conn: sqlite3.Connection, user_id: str) -> dict[str, tuple[list[int], int]]:
        """Per thread of the user: the row ids of their turns, and how many turns the thread has."""
        out = {}
        for (thread,) in conn.execute("SELECT thread FROM thread_users WHERE user_id = ?", (user_id,)).fetchall():
            rows = conn.execute("SELECT id, data FROM turns WHERE thread = ? ORDER BY id", (thread,)).fetchall()
            mine = owned_by([Turn.model_validate_json(r[1]) for r in rows], user_id)
            out[thread] = ([r[0] for r, m in zip(rows, mine) if m], len(rows))
        return out

    def count_user(self, user_id: str) -> int:
        conn = self._conn()
        self._purge_expired(conn)
        return sum(1 for ids, _ in self._owned_rows(conn, user_id).values() if ids)

    def forget_user(self, user_id: str) -> int:
        conn = self._conn()
        conn.execute("BEGIN IMMEDIATE")
        try:
            self._purge_expired(conn)
            owned = self._owned_rows(conn, user_id)
            for thread, (ids, total) in owned.items():
                if len(ids) == total:
                    self._delete_thread(conn, thread)
                    continue
                conn.executemany("DELETE FROM turns WHERE id = ?", [(i,) for i in ids])
                conn.execute("DELETE FROM thread_users WHERE user_id = ? AND thread = ?", (user_id, thread))
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        scrub(conn)
        return sum(1 for ids, _ in owned.values() if ids)


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

    def count_user(self, user_id: str) -> int:
        return self.inner.count_user(user_id)


def build_thread_memory(settings: Settings) -> ThreadMemory:
    ttl_s = settings.memory_ttl_days * 86400
    if settings.redis_url:
        from core.foundation.redis_client import redis_client

        client = redis_client(settings.redis_url)
        inner: ThreadMemory = RedisThreadMemory(client, settings.memory_max_messages, settings.memory_max_chars, ttl_s,
                                                keyed_hash_for(client, settings))
    else:
        inner = LocalThreadMemory(settings.state_dir / "memory.sqlite3", settings.memory_max_messages,
                                  settings.memory_max_chars, ttl_s)
    return FaultTolerantMemory(inner)

