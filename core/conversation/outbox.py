"""The delivery outbox: every post to a student (answers, notices, card updates) waits here until the
platform has taken it, so a failed or interrupted send is retried instead of lost.

Between "answer computed" and "delivered". An adapter renders the platform request (a Slack Web API call,
a Bot Framework activity with its conversation reference) into an ``OutboxEntry`` and ``put``s it; the
delivery worker (``bots/delivery.py``) ``claim``s entries, sends them, and ``ack``s (delivered) or
``dead_letter``s (given up) each one. A claimed entry is leased for a visibility timeout: if the process
dies before acking, the lease runs out and the next claim (a restart, or another replica) takes it again.

Stores: ``RedisOutbox`` (``core/conversation/outbox_redis.py``: a stream with a consumer group) when
Redis is configured, ``SQLiteOutbox`` (here) otherwise, and ``FallbackOutbox``: Redis first, the local
SQLite queue while Redis is unreachable, both drained (``outbox_redis.build_outbox`` picks). Entries hold only what delivery needs (the
rendered post, whose user it is for erasure, the conversation for logs) and are deleted once delivered;
dead letters keep no message text. Both are erasable by ``advisor forget``.
"""

from __future__ import annotations

import logging
import sqlite3
import threading
import time
from pathlib import Path
from typing import Protocol

from pydantic import BaseModel, Field

log = logging.getLogger(__name__)

LOCAL_PREFIX = "local:"


class OutboxEntry(BaseModel):
    """One post waiting for delivery. ``payload`` is the platform request, rendered by the adapter."""

    platform: str
    kind: str  # answer | notice | card_update | apology … (a bounded set: it labels metrics)
    payload: dict
    user_id: str = ""  # whose post this is, so `advisor forget` can erase it
    conversation: str = ""  # ConversationKey.key, for logs and dead letters
    created_at: float = Field(default_factory=time.time)
    # A post showing the latest state of one thing (a queue card): only the newest version of a key is sent
    # (bots/delivery_latest.py). ``version`` orders the states, e.g. the ticket's event count.
    latest_key: str = ""
    version: float = 0.0
    id: str = Field("", exclude=True)  # assigned by the store
    deliveries: int = Field(1, exclude=True)  # how many times it was claimed (>1 after a crash or lease expiry)

    def to_json(self) -> str:
        return self.model_dump_json()

    @classmethod
    def from_json(cls, raw: str, entry_id: str, deliveries: int = 1) -> "OutboxEntry":
        entry = cls.model_validate_json(raw)
        entry.id = entry_id
        entry.deliveries = deliveries
        return entry


class DeadLetter(BaseModel):
    """What is kept of a post that could not be delivered: who, where, why, never the text."""

    platform: str
    kind: str
    user_id: str
    conversation: str
    reason: str
    created_at: float
    failed_at: float = Field(default_factory=time.time)


class OutboxStats(BaseModel):
    depth: int = 0  # entries not yet delivered (queued or being sent)
    oldest_age_s: float = 0.0  # age of the oldest of them
    # stores whose queue could not be read (Redis down): depth and age leave their posts out, so a zero depth
    # does not mean that nothing is waiting
    unreadable: tuple[str, ...] = ()


class Outbox(Protocol):
    """The port the adapters and the delivery worker use. Every method is synchronous (run it off the loop)."""

    def put(self, entry: OutboxEntry) -> str: ...

    def claim(self, consumer: str, limit: int, visibility_s: float) -> list[OutboxEntry]:
        """New entries, and entries whose lease ran out (their claimer died), leased to ``consumer``."""

    def touch(self, consumer: str, entry_ids: list[str], visibility_s: float = 60.0) -> None:
        """Renew the leases of entries still being sent (so a long retry is not taken by someone else)."""

    def ack(self, entry: OutboxEntry) -> None: ...

    def dead_letter(self, entry: OutboxEntry, reason: str) -> None: ...

    def dead_letters(self, limit: int = 100) -> list[DeadLetter]: ...

    def stats(self) -> OutboxStats: ...

    def forget_user(self, user_id: str) -> int: ...


def dead_record(entry: OutboxEntry, reason: str) -> DeadLetter:
    return DeadLetter(platform=entry.platform, kind=entry.kind, user_id=entry.user_id,
                      conversation=entry.conversation, reason=reason[:300], created_at=entry.created_at)


class SQLiteOutbox:
    """The local queue (no Redis, or Redis down): one file in the state directory, one process."""

    def __init__(self, state_dir: Path, dead_letter_days: int = 30) -> None:
        state_dir.mkdir(parents=True, exist_ok=True)
        self.dead_ttl_s = dead_letter_days * 86400
        self._lock = threading.Lock()
        self._conn = sqlite3.connect(str(state_dir / "outbox.sqlite3"), check_same_thread=False, isolation_level=None)
        self._conn.execute("PRAGMA journal_mode=WAL")
        self._conn.execute("PRAGMA synchronous=FULL")  # a queued answer survives a power cut, not just a crash
        self._conn.execute("CREATE TABLE IF NOT EXISTS outbox (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id TEXT, "
                           "created_at REAL, lease_owner TEXT, lease_until REAL DEFAULT 0, deliveries INTEGER "
                           "DEFAULT 0, entry TEXT)")
        self._conn.execute("CREATE TABLE IF NOT EXISTS dead_letters (id INTEGER PRIMARY KEY AUTOINCREMENT, "
                           "user_id TEXT, failed_at REAL, record TEXT)")

    @staticmethod
    def _row_id(entry_id: str) -> int:
        return int(entry_id.removeprefix(LOCAL_PREFIX))

    def put(self, entry: OutboxEntry) -> str:
        with self._lock:
            cur = self._conn.execute("INSERT INTO outbox (user_id, created_at, entry) VALUES (?, ?, ?)",
                                     (entry.user_id, entry.created_at, entry.to_json()))
        entry.id = f"{LOCAL_PREFIX}{cur.lastrowid}"
        return entry.id

    def claim(self, consumer: str, limit: int, visibility_s: float) -> list[OutboxEntry]:
        now = time.time()
        with self._lock:
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                rows = self._conn.execute("SELECT id, entry, deliveries FROM outbox WHERE lease_until <= ? "
                                          "ORDER BY id LIMIT ?", (now, limit)).fetchall()
                self._conn.executemany("UPDATE outbox SET lease_owner = ?, lease_until = ?, deliveries = "
                                       "deliveries + 1 WHERE id = ?",
                                       [(consumer, now + visibility_s, row[0]) for row in rows])
                self._conn.execute("COMMIT")
            except Exception:
                self._conn.execute("ROLLBACK")
                raise
        return [OutboxEntry.from_json(raw, f"{LOCAL_PREFIX}{row_id}", deliveries + 1) for row_id, raw, deliveries in rows]

    def touch(self, consumer: str, entry_ids: list[str], visibility_s: float = 60.0) -> None:
        if not entry_ids:
            return
        with self._lock:
            self._conn.executemany("UPDATE outbox SET lease_until = ? WHERE id = ? AND lease_owner = ?",
                                   [(time.time() + visibility_s, self._row_id(i), consumer) for i in entry_ids])

    def ack(self, entry: OutboxEntry) -> None:
        with self._lock:
            self._conn.execute("DELETE FROM outbox WHERE id = ?", (self._row_id(entry.id),))

    def dead_letter(self, entry: OutboxEntry, reason: str) -> None:
        record = dead_record(entry, reason)
        with self._lock:
            self._conn.execute("BEGIN IMMEDIATE")
            self._conn.execute("DELETE FROM outbox WHERE id = ?", (self._row_id(entry.id),))
            self._conn.execute("DELETE FROM dead_letters WHERE failed_at < ?", (time.time() - self.dead_ttl_s,))
            self._conn.execute("INSERT INTO dead_letters (user_id, failed_at, record) VALUES (?, ?, ?)",
                               (record.user_id, record.failed_at, record.model_dump_json()))
            self._conn.execute("COMMIT")

    def dead_letters(self, limit: int = 100) -> list[DeadLetter]:
        with self._lock:
            rows = self._conn.execute("SELECT record FROM dead_letters ORDER BY id DESC LIMIT ?", (limit,)).fetchall()
        return [DeadLetter.model_validate_json(r[0]) for r in rows]

    def stats(self) -> OutboxStats:
        with self._lock:
            depth, oldest = self._conn.execute("SELECT COUNT(*), MIN(created_at) FROM outbox").fetchone()
        return OutboxStats(depth=depth, oldest_age_s=max(0.0, time.time() - oldest) if oldest else 0.0)

    def count_user(self, user_id: str) -> int:
        """What `forget_user` would erase now (`advisor forget --dry-run`)."""
        with self._lock:
            return sum(self._conn.execute(f"SELECT COUNT(*) FROM {table} WHERE user_id = ?", (user_id,)).fetchone()[0]
                       for table in ("outbox", "dead_letters"))

    def forget_user(self, user_id: str) -> int:
        with self._lock:
            queued = self._conn.execute("DELETE FROM outbox WHERE user_id = ?", (user_id,)).rowcount
            dead = self._conn.execute("DELETE FROM dead_letters WHERE user_id = ?", (user_id,)).rowcount
        return queued + dead


class FallbackOutbox:
    """Redis first; while Redis cannot take a post, the local queue does. The worker drains both.

    Entry ids tell the stores apart (``local:`` for SQLite), so ack and dead-letter go to the store that
    holds the entry.
    """

    def __init__(self, primary: Outbox, local: SQLiteOutbox) -> None:
        self.primary = primary
        self.local = local
        self._last_warning = 0.0

    def _warn(self, what: str, exc: Exception) -> None:
        now = time.monotonic()
        if now - self._last_warning > 30:
            self._last_warning = now
            log.warning("outbox: Redis unavailable for %s (%s); using the local queue", what, exc)

    def _store(self, entry_id: str) -> Outbox:
        return self.local if entry_id.startswith(LOCAL_PREFIX) else self.primary

    def put(self, entry: OutboxEntry) -> str:
        try:
            return self.primary.put(entry)
        except Exception as exc:  # noqa: BLE001 - redis.ConnectionError, TimeoutError …: keep the post locally
            self._warn("a new post", exc)
            return self.local.put(entry)

    def claim(self, consumer: str, limit: int, visibility_s: float) -> list[OutboxEntry]:
        entries = self.local.claim(consumer, limit, visibility_s)
        try:
            entries += self.primary.claim(consumer, max(0, limit - len(entries)), visibility_s)
        except Exception as exc:  # noqa: BLE001
            self._warn("claiming posts", exc)
        return entries

    def touch(self, consumer: str, entry_ids: list[str], visibility_s: float = 60.0) -> None:
        local = [i for i in entry_ids if i.startswith(LOCAL_PREFIX)]
        self.local.touch(consumer, local, visibility_s)
        remote = [i for i in entry_ids if not i.startswith(LOCAL_PREFIX)]
        if remote:
            self.primary.touch(consumer, remote, visibility_s)

    def ack(self, entry: OutboxEntry) -> None:
        self._store(entry.id).ack(entry)

    def dead_letter(self, entry: OutboxEntry, reason: str) -> None:
        self._store(entry.id).dead_letter(entry, reason)

    def dead_letters(self, limit: int = 100) -> list[DeadLetter]:
        found = self.local.dead_letters(limit)
        try:
            found += self.primary.dead_letters(limit)
        except Exception as exc:  # noqa: BLE001
            self._warn("reading dead letters", exc)
        return sorted(found, key=lambda d: d.failed_at, reverse=True)[:limit]

    def stats(self) -> OutboxStats:
        local = self.local.stats()
        try:
            remote = self.primary.stats()
        except Exception as exc:  # noqa: BLE001
            self._warn("queue statistics", exc)
            return local.model_copy(update={"unreadable": ("redis",)})
        return OutboxStats(depth=local.depth + remote.depth, oldest_age_s=max(local.oldest_age_s, remote.oldest_age_s))

    def count_user(self, user_id: str) -> int:
        return self.local.count_user(user_id) + self.primary.count_user(user_id)

    def forget_user(self, user_id: str) -> int:
        # Redis errors propagate: `advisor forget` must report a store it could not erase, not skip it.
        return self.local.forget_user(user_id) + self.primary.forget_user(user_id)
