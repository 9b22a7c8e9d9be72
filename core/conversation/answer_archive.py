"""Answers as shown to students, kept for a while so a later button click (👍, 👎, talk to an adviser)
can be recorded with its question, answer and citations. Redis when configured, else SQLite.

Platforms whose feedback names only the message (Teams' built-in 👍/👎 send the message id, ``replyToId``)
link each delivered message to its answer (``link_message``); links expire with the answers and hold no
student data (a platform message key and an answer id).

Each answer is listed in its student's index (Redis: a set named by the keyed hash of the user id, whose
expiry is only ever pushed later, so it outlives every answer it lists; SQLite: an indexed column).

``recent`` reads the latest answers for the questions students ask most (suggested prompts): Redis keeps a
capped list of answer ids only (``advisor:answer:recent``); an erased or expired answer simply no longer
resolves, so the list never holds student data of its own."""

from __future__ import annotations

import re
import threading
import time
from collections import Counter, defaultdict
from pathlib import Path

from pydantic import BaseModel, Field

from core.knowledge.citation import Citation, CitedPassage
from core.conversation.model import ConversationKey
from core.foundation.private_sqlite import connect_private, scrub
from core.foundation.pseudonyms import KeyedHash
from core.foundation.redis_client import redis_client


RECENT_KEY = "advisor:answer:recent"
RECENT_MAX = 2000


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
    passages: list[CitedPassage] = Field(default_factory=list)
    reply_address: dict[str, str] = Field(default_factory=dict, description="Platform data a later proactive "
                                          "post needs (Teams: service_url).")
    at: float = Field(default_factory=time.time)


class AnswerArchive:
    def __init__(self, redis_url: str | None, state_dir: Path, ttl_days: int = 30,
                 keyed_hash: KeyedHash | None = None) -> None:
        self.ttl_s = ttl_days * 86400
        self._redis = redis_client(redis_url) if redis_url else None
        self._lock = threading.Lock()
        if self._redis is not None:
            self._hash = keyed_hash or KeyedHash.for_redis(self._redis)
        else:
            self._conn = connect_private(state_dir / "answers.sqlite3", check_same_thread=False)
            self._conn.execute("CREATE TABLE IF NOT EXISTS answers (id TEXT PRIMARY KEY, user_id TEXT, at REAL, payload TEXT)")
            self._conn.execute("CREATE INDEX IF NOT EXISTS answers_user ON answers(user_id)")
            self._conn.execute("CREATE TABLE IF NOT EXISTS answer_messages (message TEXT PRIMARY KEY, answer_id TEXT, "
                               "at REAL)")

    def _user_index(self, user_id: str) -> str:
        return f"advisor:answer:user:{self._hash(user_id)}"

    def put(self, item: ShownAnswer) -> None:
        if self._redis is not None:
            index = self._user_index(item.user_id)
            pipe = self._redis.pipeline(transaction=True)
            pipe.set(f"advisor:answer:{item.id}", item.model_dump_json(), ex=self.ttl_s)
            pipe.sadd(index, item.id)
            pipe.expire(index, self.ttl_s, nx=True)  # a new index gets the answer's expiry …
            pipe.expire(index, self.ttl_s, gt=True)  # … and an old one is only ever pushed later
            pipe.lpush(RECENT_KEY, item.id)
            pipe.ltrim(RECENT_KEY, 0, RECENT_MAX - 1)
            pipe.execute()
            return
        with self._lock:
            self._conn.execute("DELETE FROM answers WHERE at < ?", (time.time() - self.ttl_s,))
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

    def link_message(self, message_key: str, answer_id: str) -> None:
        """``message_key``: the platform's own name of the message that showed the answer."""
        if self._redis is not None:
            self._redis.set(f"advisor:answer:message:{self._hash(message_key)}", answer_id, ex=self.ttl_s)
            return
        with self._lock:
            self._conn.execute("DELETE FROM answer_messages WHERE at < ?", (time.time() - self.ttl_s,))
            self._conn.execute("INSERT OR REPLACE INTO answer_messages VALUES (?, ?, ?)",
                               (message_key, answer_id, time.time()))

    def answer_for_message(self, message_key: str) -> str | None:
        if self._redis is not None:
            found = self._redis.get(f"advisor:answer:message:{self._hash(message_key)}")
            return found.decode() if isinstance(found, bytes) else found
        with self._lock:
            row = self._conn.execute("SELECT answer_id FROM answer_messages WHERE message = ? AND at >= ?",
                                     (message_key, time.time() - self.ttl_s)).fetchone()
        return row[0] if row else None

    def recent(self, limit: int = RECENT_MAX) -> list[ShownAnswer]:
        """The latest answers still kept, newest first (at most ``RECENT_MAX``)."""
        limit = max(0, min(limit, RECENT_MAX))
        if self._redis is not None:
            ids = self._redis.lrange(RECENT_KEY, 0, limit - 1) if limit else []
            raws = self._redis.mget([f"advisor:answer:{i}" for i in ids]) if ids else []
        else:
            with self._lock:
                raws = [r[0] for r in self._conn.execute(
                    "SELECT payload FROM answers WHERE at >= ? ORDER BY at DESC LIMIT ?",
                    (time.time() - self.ttl_s, limit))]
        return [ShownAnswer.model_validate_json(raw) for raw in raws if raw]

    def count_user(self, user_id: str) -> int:
        if self._redis is not None:
            ids = self._redis.smembers(self._user_index(user_id))
            return int(self._redis.exists(*[f"advisor:answer:{i}" for i in ids])) if ids else 0
        with self._lock:
            return self._conn.execute("SELECT COUNT(*) FROM answers WHERE user_id = ? AND at >= ?",
                                      (user_id, time.time() - self.ttl_s)).fetchone()[0]

    def forget_user(self, user_id: str) -> int:
        if self._redis is not None:
            index = self._user_index(user_id)
            legacy = f"advisor:answer:user:{user_id}"  # index named by the raw id (before keyed hashes)
            ids = self._redis.smembers(index) | self._redis.smembers(legacy)
            erased = int(self._redis.delete(*[f"advisor:answer:{i}" for i in ids])) if ids else 0
            self._redis.delete(index, legacy)
            return erased
        with self._lock:
            erased = self._conn.execute("DELETE FROM answers WHERE user_id = ?", (user_id,)).rowcount
            scrub(self._conn)
        return erased


def _question_key(text: str) -> str:
    return " ".join(re.findall(r"[\w']+", text.casefold()))


def popular_questions(answers: list[ShownAnswer], limit: int, min_askers: int, max_chars: int = 120) -> list[str]:
    """The questions most students asked, as they wrote them, for suggested prompts.

    Only questions the knowledge base answered with sources (never crisis, handoff or abstained turns), and
    only those asked in the same words by at least ``min_askers`` different students, so no prompt can point
    at one person; the wording shown is the most common one.
    """
    askers: dict[str, set[str]] = defaultdict(set)
    wordings: dict[str, Counter] = defaultdict(Counter)
    for shown in answers:
        question = " ".join(shown.question.split())
        key = _question_key(question)
        if not key or shown.abstained or not shown.citations or len(question) > max_chars:
            continue
        askers[key].add(shown.user_id)
        wordings[key][question] += 1
    ranked = sorted((k for k in askers if len(askers[k]) >= max(1, min_askers)),
                    key=lambda k: (-len(askers[k]), -sum(wordings[k].values()), k))
    return [wordings[k].most_common(1)[0][0] for k in ranked[:limit]]
