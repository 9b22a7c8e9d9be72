"""Which threads were told what by which page: the subscriptions change alerts are matched against, and the
record of alerts already sent (at most one per thread, page and day). Redis when configured, else SQLite.

One subscription per (answer, cited page): who asked (for erasure only), where the thread is, the page's
version then and the passages quoted. Redis: one key per subscription expiring with the alert window
(``advisor:alert:sub:<doc id>:<answer id>``), a set per page listing them, the set of pages with
subscriptions, and the student's index (named by the keyed hash of the user id, expiry only pushed later, so
it outlives every subscription it lists) with their subscriptions and the sent-alert markers of their
threads: ``advisor forget`` finds and erases both. SQLite: indexed tables, pruned as read.
"""

from __future__ import annotations

import hashlib
import json
import threading
import time
from pathlib import Path

from pydantic import BaseModel, Field

from core.conversation.model import ConversationKey
from core.foundation.private_sqlite import connect_private, scrub
from core.foundation.pseudonyms import KeyedHash
from core.foundation.redis_client import redis_client
from core.knowledge.citation import CitedPassage

_DOCS = "advisor:alert:docs"
_SENT_TTL_S = 2 * 86400  # a marker only has to outlive its day


class AlertSubscription(BaseModel):
    answer_id: str
    user_id: str
    conversation: ConversationKey
    reply_address: dict[str, str] = Field(default_factory=dict)
    doc_id: str
    title: str = ""
    url: str = ""
    version: str = ""
    passages: list[CitedPassage] = Field(default_factory=list)
    at: float = Field(default_factory=time.time)


def sent_marker(conversation: ConversationKey, doc_id: str, day: str) -> str:
    """Key of "this thread heard about this page on this day" (hashed: no thread or page ids in key names)."""
    digest = hashlib.sha256(f"{conversation.key}\x00{doc_id}\x00{day}".encode("utf-8")).hexdigest()[:32]
    return f"advisor:alert:sent:{digest}"


class AlertSubscriptions:
    def __init__(self, redis_url: str | None, state_dir: Path, window_days: int = 30,
                 keyed_hash: KeyedHash | None = None) -> None:
        self.ttl_s = window_days * 86400
        self._redis = redis_client(redis_url) if redis_url else None
        self._lock = threading.Lock()
        if self._redis is not None:
            self._hash = keyed_hash or KeyedHash.for_redis(self._redis)
        else:
            self._conn = connect_private(state_dir / "alert_subscriptions.sqlite3", check_same_thread=False)
            self._conn.executescript(
                "CREATE TABLE IF NOT EXISTS subs (doc_id TEXT, answer_id TEXT, user_id TEXT, at REAL, payload TEXT,"
                " PRIMARY KEY (doc_id, answer_id));"
                "CREATE INDEX IF NOT EXISTS subs_user ON subs(user_id);"
                "CREATE TABLE IF NOT EXISTS sent (marker TEXT PRIMARY KEY, user_id TEXT, at REAL);"
                "CREATE INDEX IF NOT EXISTS sent_user ON sent(user_id);")

    def _user_index(self, user_id: str) -> str:
        return f"advisor:alert:user:{self._hash(user_id)}"

    # --- subscriptions ----------------------------------------------------------------------------
    @staticmethod
    def _key(doc_id: str, answer_id: str) -> str:
        return f"advisor:alert:sub:{doc_id}:{answer_id}"

    def _push_expiry(self, pipe, name: str, ttl_s: int) -> None:
        pipe.expire(name, ttl_s, nx=True)  # a new key gets the expiry …
        pipe.expire(name, ttl_s, gt=True)  # … an old one is only ever pushed later

    def add(self, subs: list[AlertSubscription]) -> None:
        if not subs:
            return
        if self._redis is not None:
            pipe = self._redis.pipeline(transaction=True)
            for sub in subs:
                ttl_s = int(sub.at + self.ttl_s - time.time())  # the window runs from the answer
                if ttl_s <= 0:
                    continue
                page, index = f"advisor:alert:doc:{sub.doc_id}", self._user_index(sub.user_id)
                pipe.set(self._key(sub.doc_id, sub.answer_id), sub.model_dump_json(), ex=ttl_s)
                pipe.sadd(page, sub.answer_id)
                pipe.sadd(_DOCS, sub.doc_id)
                pipe.sadd(index, f"{sub.doc_id}\x1f{sub.answer_id}")
                self._push_expiry(pipe, page, self.ttl_s)
                self._push_expiry(pipe, index, self.ttl_s)
            pipe.execute()
            return
        with self._lock:
            self._conn.executemany("INSERT OR REPLACE INTO subs VALUES (?, ?, ?, ?, ?)",
                                   [(s.doc_id, s.answer_id, s.user_id, s.at, s.model_dump_json()) for s in subs])

    def for_documents(self, doc_ids: list[str] | None, since: float) -> dict[str, list[AlertSubscription]]:
        """Subscriptions per page (all pages when ``doc_ids`` is None) answered at or after ``since``."""
        out: dict[str, list[AlertSubscription]] = {}
        if self._redis is not None:
            ids = sorted(self._redis.smembers(_DOCS)) if doc_ids is None else list(doc_ids)
            pipe = self._redis.pipeline(transaction=False)
            for doc_id in ids:
                pipe.smembers(f"advisor:alert:doc:{doc_id}")
            members = dict(zip(ids, pipe.execute(), strict=True))
            keys = [(doc_id, answer_id) for doc_id in ids for answer_id in sorted(members[doc_id])]
            values = self._redis.mget([self._key(d, a) for d, a in keys]) if keys else []
            gone = self._redis.pipeline(transaction=False)
            for (doc_id, answer_id), raw in zip(keys, values, strict=True):
                if raw is None:  # expired or erased: drop it from the page's set
                    gone.srem(f"advisor:alert:doc:{doc_id}", answer_id)
                    continue
                sub = AlertSubscription.model_validate_json(raw)
                if sub.at >= max(since, time.time() - self.ttl_s):
                    out.setdefault(doc_id, []).append(sub)
            if doc_ids is None:
                for doc_id in ids:
                    if not members[doc_id]:
                        gone.srem(_DOCS, doc_id)
            gone.execute()
            return out
        with self._lock:
            self._conn.execute("DELETE FROM subs WHERE at < ?", (time.time() - self.ttl_s,))
            if doc_ids is None:
                rows = self._conn.execute("SELECT payload FROM subs WHERE at >= ?", (since,)).fetchall()
            else:
                rows = []
                for start in range(0, len(doc_ids), 500):
                    part = doc_ids[start:start + 500]
                    rows += self._conn.execute(
                        f"SELECT payload FROM subs WHERE at >= ? AND doc_id IN ({','.join('?' * len(part))})",
                        (since, *part)).fetchall()
        for (raw,) in rows:
            sub = AlertSubscription.model_validate_json(raw)
            out.setdefault(sub.doc_id, []).append(sub)
        return out

    def update(self, sub: AlertSubscription) -> None:
        """Store what the thread has now been told (the new version and sentences)."""
        if self._redis is not None:  # XX: erased meanwhile stays erased; KEEPTTL: the window is the answer's
            self._redis.set(self._key(sub.doc_id, sub.answer_id), sub.model_dump_json(), xx=True, keepttl=True)
            return
        with self._lock:
            self._conn.execute("UPDATE subs SET payload = ? WHERE doc_id = ? AND answer_id = ?",
                               (sub.model_dump_json(), sub.doc_id, sub.answer_id))

    def remove(self, sub: AlertSubscription) -> None:
        if self._redis is not None:
            self._redis.delete(self._key(sub.doc_id, sub.answer_id))
            self._redis.srem(f"advisor:alert:doc:{sub.doc_id}", sub.answer_id)
            return
        with self._lock:
            self._conn.execute("DELETE FROM subs WHERE doc_id = ? AND answer_id = ?", (sub.doc_id, sub.answer_id))

    # --- sent markers -------------------------------------------------------------------------------
    def was_sent(self, conversation: ConversationKey, doc_id: str, day: str) -> bool:
        marker = sent_marker(conversation, doc_id, day)
        if self._redis is not None:
            return bool(self._redis.exists(marker))
        with self._lock:
            return self._conn.execute("SELECT 1 FROM sent WHERE marker = ?", (marker,)).fetchone() is not None

    def mark_sent(self, conversation: ConversationKey, doc_id: str, day: str, user_ids: set[str]) -> bool:
        """Claim the (thread, page, day) slot; False when another run already has it."""
        marker = sent_marker(conversation, doc_id, day)
        if self._redis is not None:
            if not self._redis.set(marker, "1", nx=True, ex=_SENT_TTL_S):
                return False
            pipe = self._redis.pipeline(transaction=False)
            for user_id in user_ids:
                index = self._user_index(user_id)
                pipe.sadd(index, f"sent\x1f{marker}")
                pipe.expire(index, _SENT_TTL_S, nx=True)
                pipe.expire(index, _SENT_TTL_S, gt=True)
            pipe.execute()
            return True
        with self._lock:
            self._conn.execute("DELETE FROM sent WHERE at < ?", (time.time() - _SENT_TTL_S,))
            if self._conn.execute("SELECT 1 FROM sent WHERE marker = ?", (marker,)).fetchone():
                return False
            self._conn.executemany("INSERT OR IGNORE INTO sent VALUES (?, ?, ?)",
                                   [(marker, u, time.time()) for u in sorted(user_ids) or [""]])
            return True

    def release(self, conversation: ConversationKey, doc_id: str, day: str) -> None:
        """Give the slot back after a failed delivery, so a later run retries."""
        marker = sent_marker(conversation, doc_id, day)
        if self._redis is not None:
            self._redis.delete(marker)
            return
        with self._lock:
            self._conn.execute("DELETE FROM sent WHERE marker = ?", (marker,))

    # --- erasure ------------------------------------------------------------------------------------
    def _members(self, user_id: str) -> tuple[list[tuple[str, str]], list[str]]:
        entries = self._redis.smembers(self._user_index(user_id))
        subs = [tuple(e.split("\x1f", 1)) for e in entries if not e.startswith("sent\x1f")]
        sent = [e.split("\x1f", 1)[1] for e in entries if e.startswith("sent\x1f")]
        return subs, sent  # type: ignore[return-value]

    def count_user(self, user_id: str) -> int:
        if self._redis is not None:
            subs, sent = self._members(user_id)
            keys = [self._key(d, a) for d, a in subs] + sent
            return int(self._redis.exists(*keys)) if keys else 0
        with self._lock:
            return (self._conn.execute("SELECT COUNT(*) FROM subs WHERE user_id = ?", (user_id,)).fetchone()[0]
                    + self._conn.execute("SELECT COUNT(*) FROM sent WHERE user_id = ?", (user_id,)).fetchone()[0])

    def forget_user(self, user_id: str) -> int:
        if self._redis is not None:
            subs, sent = self._members(user_id)
            keys = [self._key(d, a) for d, a in subs] + sent
            pipe = self._redis.pipeline(transaction=True)
            if keys:
                pipe.delete(*keys)
            for doc_id, answer_id in subs:
                pipe.srem(f"advisor:alert:doc:{doc_id}", answer_id)
            pipe.delete(self._user_index(user_id))
            results = pipe.execute()
            return int(results[0]) if keys else 0
        with self._lock:
            erased = self._conn.execute("DELETE FROM subs WHERE user_id = ?", (user_id,)).rowcount
            erased += self._conn.execute("DELETE FROM sent WHERE user_id = ?", (user_id,)).rowcount
            scrub(self._conn)
        return erased
