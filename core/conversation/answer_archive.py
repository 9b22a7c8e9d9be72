"""Answers as shown to students, kept for a while so a later button click (👍, 👎, talk to an adviser)
can be recorded with its question, answer and citations. Redis when configured, else SQLite."""

from __future__ import annotations

import sqlite3
import threading
import time
from pathlib import Path

from pydantic import BaseModel, Field

from core.knowledge.citation import Citation
from core.conversation.model import ConversationKey
from core.foundation.redis_client import redis_client


class ShownAnswer(BaseModel):
    id: str
    platform: str
    conversation: str
    conversation_ref: ConversationKey | None = None
    user_id: str
    question: str
    answer: str
    abstained: bool = False
    citations: list[Citation] = Field(default_factory=list)
    at: float = Field(default_factory=time.time)


class AnswerArchive:
    def __init__(self, redis_url: str | None, state_dir: Path, ttl_days: int = 30) -> None:
        self.ttl_s = ttl_days * 86400
        self._redis = redis_client(redis_url) if redis_url else None
        self._conn: sqlite3.Connection | None = None
        self._lock = threading.Lock()
        if self._redis is None:
            state_dir.mkdir(parents=True, exist_ok=True)
            self._conn = sqlite3.connect(str(state_dir / "answers.sqlite3"), check_same_thread=False, isolation_level=None)
            self._conn.execute("PRAGMA journal_mode=WAL")
            self._conn.execute("CREATE TABLE IF NOT EXISTS answers (id TEXT PRIMARY KEY, user_id TEXT, at REAL, payload TEXT)")

    def put(self, item: ShownAnswer) -> None:
        if self._redis is not None:
            pipe = self._redis.pipeline(transaction=True)
            pipe.set(f"advisor:answer:{item.id}", item.model_dump_json(), ex=self.ttl_s)
            pipe.sadd(f"advisor:answer:user:{item.user_id}", item.id)
            pipe.expire(f"advisor:answer:user:{item.user_id}", self.ttl_s)
            pipe.execute()
            return
        with self._lock:
            self._conn.execute("INSERT OR REPLACE INTO answers VALUES (?, ?, ?, ?)",
                               (item.id, item.user_id, item.at, item.model_dump_json()))

    def get(self, answer_id: str) -> ShownAnswer | None:
        if self._redis is not None:
            raw = self._redis.get(f"advisor:answer:{answer_id}")
        else:
            with self._lock:
                row = self._conn.execute("SELECT payload, at FROM answers WHERE id = ?", (answer_id,)).fetchone()
            raw = row[0] if row and row[1] > time.time() - self.ttl_s else None
        return ShownAnswer.model_validate_json(raw) if raw else None

    def forget_user(self, user_id: str) -> int:
        if self._redis is not None:
            ids = list(self._redis.smembers(f"advisor:answer:user:{user_id}"))
            if ids:
                self._redis.delete(*[f"advisor:answer:{i}" for i in ids], f"advisor:answer:user:{user_id}")
            return len(ids)
        with self._lock:
            return self._conn.execute("DELETE FROM answers WHERE user_id = ?", (user_id,)).rowcount
