"""Feedback (👍/👎, adviser requests) and unanswered questions, kept for the knowledge-base owners.

Records are student data: each carries the user id so ``forget_user`` can erase them. Redis when
configured (shared by replicas), otherwise SQLite in the state directory.
"""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from pathlib import Path
from typing import Literal, Protocol

from pydantic import BaseModel, Field

from core.knowledge.citation import Citation
from core.foundation.redis_client import redis_client

FeedbackKind = Literal["helpful", "not_helpful", "adviser_request", "unanswered"]


class FeedbackRecord(BaseModel):
    kind: FeedbackKind
    platform: str
    conversation: str = Field(description="ConversationKey.key of the thread.")
    user_id: str
    question: str = ""
    answer: str = ""
    citations: list[Citation] = Field(default_factory=list)
    comment: str = ""
    at: float = Field(default_factory=time.time)


class FeedbackStore(Protocol):
    def record(self, item: FeedbackRecord) -> None: ...

    def list(self, kind: FeedbackKind | None = None, limit: int = 100) -> list[FeedbackRecord]: ...

    def forget_user(self, user_id: str) -> int: ...


class RedisFeedbackStore:
    _ALL = "advisor:feedback"  # sorted set: record json scored by time

    def __init__(self, redis_url: str) -> None:
        self._r = redis_client(redis_url)

    def record(self, item: FeedbackRecord) -> None:
        payload = item.model_dump_json()
        pipe = self._r.pipeline(transaction=True)
        pipe.zadd(self._ALL, {payload: item.at})
        pipe.sadd(f"advisor:feedback:user:{item.user_id}", payload)
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

    def forget_user(self, user_id: str) -> int:
        key = f"advisor:feedback:user:{user_id}"
        members = list(self._r.smembers(key))
        if members:
            pipe = self._r.pipeline(transaction=True)
            pipe.zrem(self._ALL, *members)
            pipe.delete(key)
            pipe.execute()
        return len(members)


class SQLiteFeedbackStore:
    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self._conn = sqlite3.connect(str(path), check_same_thread=False, isolation_level=None)
        self._conn.execute("PRAGMA journal_mode=WAL")
        self._conn.execute("CREATE TABLE IF NOT EXISTS feedback (at REAL, kind TEXT, user_id TEXT, payload TEXT)")
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

    def forget_user(self, user_id: str) -> int:
        with self._lock:
            return self._conn.execute("DELETE FROM feedback WHERE user_id = ?", (user_id,)).rowcount


def build_feedback_store(redis_url: str | None, state_dir: Path) -> FeedbackStore:
    return RedisFeedbackStore(redis_url) if redis_url else SQLiteFeedbackStore(state_dir / "feedback.sqlite3")
