"""Feedback (👍/👎, adviser requests) and unanswered questions, kept for the knowledge-base owners.

Records are student data: each carries the id of who clicked (``user_id``) and of who asked the question
the answer was for (``asked_by``; in a shared thread a classmate can rate someone else's answer).
``forget_user`` erases a person's own records and strips their question and answer text from records of
others. Redis when configured (shared by replicas; per-user indexes named by keyed hashes, without expiry
like the records), otherwise SQLite in the state directory.
"""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path
from typing import Literal, Protocol

from pydantic import BaseModel, Field

from core.knowledge.citation import Citation
from core.foundation.private_sqlite import connect_private, scrub
from core.foundation.pseudonyms import KeyedHash
from core.foundation.redis_client import redis_client

FeedbackKind = Literal["helpful", "not_helpful", "adviser_request", "unanswered"]


class FeedbackRecord(BaseModel):
    kind: FeedbackKind
    platform: str
    conversation: str = Field(description="ConversationKey.key of the thread.")
    user_id: str
    asked_by: str | None = Field(None, description="Who asked the question of the rated answer, when not user_id.")
    question: str = ""
    answer: str = ""
    citations: list[Citation] = Field(default_factory=list)
    comment: str = ""
    at: float = Field(default_factory=time.time)


class FeedbackStore(Protocol):
    def record(self, item: FeedbackRecord) -> None: ...

    def list(self, kind: FeedbackKind | None = None, limit: int = 100) -> list[FeedbackRecord]: ...

    def forget_user(self, user_id: str) -> int: ...

    def count_user(self, user_id: str) -> int: ...


def without_their_words(item: FeedbackRecord) -> FeedbackRecord:
    """Another person's feedback on an answer the forgotten student asked for: keep the rating, drop the text."""
    return item.model_copy(update={"asked_by": None, "question": "", "answer": ""})


class RedisFeedbackStore:
    _ALL = "advisor:feedback"  # sorted set: record json scored by time

    def __init__(self, redis_url: str, keyed_hash: KeyedHash | None = None) -> None:
        self._r = redis_client(redis_url)
        self._hash = keyed_hash or KeyedHash.for_redis(self._r)

    def _index(self, user_id: str) -> str:
        return f"advisor:feedback:user:{self._hash(user_id)}"

    def record(self, item: FeedbackRecord) -> None:
        payload = item.model_dump_json()
        pipe = self._r.pipeline(transaction=True)
        pipe.zadd(self._ALL, {payload: item.at})
        for user in {item.user_id, item.asked_by} - {None}:
            pipe.sadd(self._index(user), payload)
        pipe.execute()

    def list(self, kind: FeedbackKind | None = None, limit: int = 100) -> list[FeedbackRecord]:
        out: list[FeedbackRecord] = []
        for raw in self._r.zrevrange(self._ALL, 0, -1):
            item = FeedbackRecord.model_validate_json(raw)
            if kind is None or item.kind == kind:
                out.append(item)
                if len(out) >= limit:
                    break
        return out

    def _members(self, user_id: str) -> set[str]:
        legacy = f"advisor:feedback:user:{user_id}"  # index named by the raw id (before keyed hashes)
        return {m for m in self._r.smembers(self._index(user_id)) | self._r.smembers(legacy)
                if self._r.zscore(self._ALL, m) is not None}

    def count_user(self, user_id: str) -> int:
        return len(self._members(user_id))

    def forget_user(self, user_id: str) -> int:
        members = self._members(user_id)
        pipe = self._r.pipeline(transaction=True)
        for payload in members:
            item = FeedbackRecord.model_validate_json(payload)
            pipe.zrem(self._ALL, payload)
            for other in {item.user_id, item.asked_by} - {None, user_id}:
                pipe.srem(self._index(other), payload)
            if item.user_id != user_id:  # someone else's rating of this student's answer: keep it, wordless
                kept = without_their_words(item)
                pipe.zadd(self._ALL, {kept.model_dump_json(): kept.at})
                pipe.sadd(self._index(kept.user_id), kept.model_dump_json())
        pipe.delete(self._index(user_id), f"advisor:feedback:user:{user_id}")
        pipe.execute()
        return len(members)


class SQLiteFeedbackStore:
    def __init__(self, path: Path) -> None:
        self._conn = connect_private(path, check_same_thread=False)
        self._conn.execute("CREATE TABLE IF NOT EXISTS feedback (at REAL, kind TEXT, user_id TEXT, payload TEXT)")
        self._conn.execute("CREATE INDEX IF NOT EXISTS feedback_user ON feedback(user_id)")
        self._conn.execute("CREATE INDEX IF NOT EXISTS feedback_asked_by ON feedback(json_extract(payload, '$.asked_by'))")
        self._lock = threading.Lock()

    def record(self, item: FeedbackRecord) -> None:
        with self._lock:
            self._conn.execute("INSERT INTO feedback VALUES (?, ?, ?, ?)",
                               (item.at, item.kind, item.user_id, item.model_dump_json()))

    def list(self, kind: FeedbackKind | None = None, limit: int = 100) -> list[FeedbackRecord]:
        sql = "SELECT payload FROM feedback" + (" WHERE kind = ?" if kind else "") + " ORDER BY at DESC LIMIT ?"
        args = (kind, limit) if kind else (limit,)
        with self._lock:
            rows = self._conn.execute(sql, args).fetchall()
        return [FeedbackRecord.model_validate(json.loads(r[0])) for r in rows]

    def count_user(self, user_id: str) -> int:
        with self._lock:
            return self._conn.execute(
                "SELECT COUNT(*) FROM feedback WHERE user_id = ? OR json_extract(payload, '$.asked_by') = ?",
                (user_id, user_id)).fetchone()[0]

    def forget_user(self, user_id: str) -> int:
        with self._lock:
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                erased = self._conn.execute("DELETE FROM feedback WHERE user_id = ?", (user_id,)).rowcount
                rated = self._conn.execute("SELECT rowid, payload FROM feedback WHERE json_extract(payload, '$.asked_by') = ?",
                                           (user_id,)).fetchall()
                self._conn.executemany("UPDATE feedback SET payload = ? WHERE rowid = ?", [
                    (without_their_words(FeedbackRecord.model_validate_json(p)).model_dump_json(), rowid)
                    for rowid, p in rated])
                self._conn.execute("COMMIT")
            except BaseException:
                self._conn.execute("ROLLBACK")
                raise
            scrub(self._conn)
        return erased + len(rated)


def build_feedback_store(redis_url: str | None, state_dir: Path, keyed_hash: KeyedHash | None = None) -> FeedbackStore:
    if redis_url:
        return RedisFeedbackStore(redis_url, keyed_hash)
    return SQLiteFeedbackStore(state_dir / "feedback.sqlite3")
