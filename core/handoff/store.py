"""Handoff tickets and the adviser roster, persisted in Redis (durable with AOF) or SQLite locally.

Claims are atomic in both: Redis ``SET NX`` on a claim key, SQLite ``UPDATE … WHERE claimed_by IS NULL``
inside one statement, so two advisers pressing Claim at once get exactly one winner.
"""

from __future__ import annotations

import json
import threading
import time
from enum import Enum
from pathlib import Path
from typing import Protocol

from pydantic import BaseModel, Field

from core.knowledge.citation import Citation
from core.conversation.model import ConversationKey, Turn
from core.foundation.private_sqlite import connect_private, scrub
from core.foundation.redis_client import redis_client


class TicketStatus(str, Enum):
    open = "open"
    claimed = "claimed"
    resolved = "resolved"
    returned = "returned"  # handed back to the bot


class TicketEvent(BaseModel):
    at: float = Field(default_factory=time.time)
    actor: str
    action: str
    detail: str = ""


class HandoffTicket(BaseModel):
    id: str
    platform: str
    conversation: ConversationKey
    thread_link: str = ""
    student_id: str
    student_name: str = ""
    question: str
    question_by: str | None = Field(None, description="Who wrote the question, when not the student (a classmate's "
                                    "answer escalated from its button).")
    summary: str = ""
    transcript: list[Turn] = Field(default_factory=list, description="The thread turns the summary quotes, with who "
                                   "wrote them, so forgetting one participant removes exactly their lines.")
    citations: list[Citation] = Field(default_factory=list)
    reason: str
    category: str = "general"
    urgent: bool = False
    crisis_categories: list[str] = Field(default_factory=list, description="self_harm, harm_to_others, "
                                         "assault_abuse, immediate_danger, third_party: who to page.")
    status: TicketStatus = TicketStatus.open
    claimed_by: str | None = None
    claimed_by_name: str = ""
    created_at: float = Field(default_factory=time.time)
    claimed_at: float | None = None
    closed_at: float | None = None
    last_reminder_at: float | None = None
    queue_refs: dict[str, str] = Field(default_factory=dict, description="Where the queue card lives (platform ids).")
    events: list[TicketEvent] = Field(default_factory=list)

    @property
    def active(self) -> bool:
        return self.status in (TicketStatus.open, TicketStatus.claimed)

    @property
    def card_key(self) -> str:
        """Names the ticket's queue card for the outbox: only its newest state is sent."""
        return f"handoff-card:{self.id}"

    @property
    def state_version(self) -> int:
        """How many changes the ticket has been through: orders two renderings of its card."""
        return len(self.events)


class Adviser(BaseModel):
    id: str
    platform: str
    name: str = ""
    available: bool = True
    categories: list[str] = Field(default_factory=list, description="Empty = every category.")

    def covers(self, category: str) -> bool:
        return not self.categories or category in self.categories


class HandoffStore(Protocol):
    def save(self, ticket: HandoffTicket) -> None: ...
    def get(self, ticket_id: str) -> HandoffTicket | None: ...
    def active_for_thread(self, conversation_key: str) -> str | None: ...
    def set_active(self, conversation_key: str, ticket_id: str | None) -> None: ...
    def try_claim(self, ticket_id: str, adviser_id: str) -> str | None:
        """Claims the ticket for the adviser if nobody holds it; returns the holder after the attempt."""
    def release_claim(self, ticket_id: str) -> None: ...
    def force_claim(self, ticket_id: str, adviser_id: str) -> None: ...
    def all(self) -> list[HandoffTicket]: ...
    def delete(self, ticket_id: str) -> None: ...
    def scrub(self) -> None:
        """After an erasure: make deleted or rewritten ticket data unrecoverable from the store's files."""
    def save_adviser(self, adviser: Adviser) -> None: ...
    def advisers(self, platform: str) -> list[Adviser]: ...


class RedisHandoffStore:
    def __init__(self, redis_url: str, retention_days: int) -> None:
        self._r = redis_client(redis_url)
        self._retention_s = retention_days * 86400

    def save(self, ticket: HandoffTicket) -> None:
        pipe = self._r.pipeline(transaction=True)
        key = f"advisor:handoff:ticket:{ticket.id}"
        pipe.set(key, ticket.model_dump_json())
        pipe.zadd("advisor:handoff:index", {ticket.id: ticket.created_at})
        if not ticket.active:
            pipe.expire(key, self._retention_s)
        pipe.execute()

    def get(self, ticket_id: str) -> HandoffTicket | None:
        raw = self._r.get(f"advisor:handoff:ticket:{ticket_id}")
        return HandoffTicket.model_validate_json(raw) if raw else None

    def active_for_thread(self, conversation_key: str) -> str | None:
        return self._r.get(f"advisor:handoff:thread:{conversation_key}")

    def set_active(self, conversation_key: str, ticket_id: str | None) -> None:
        if ticket_id is None:
            self._r.delete(f"advisor:handoff:thread:{conversation_key}")
        else:
            self._r.set(f"advisor:handoff:thread:{conversation_key}", ticket_id)

    def try_claim(self, ticket_id: str, adviser_id: str) -> str | None:
        key = f"advisor:handoff:claim:{ticket_id}"
        self._r.set(key, adviser_id, nx=True)
        return self._r.get(key)

    def release_claim(self, ticket_id: str) -> None:
        self._r.delete(f"advisor:handoff:claim:{ticket_id}")

    def force_claim(self, ticket_id: str, adviser_id: str) -> None:
        self._r.set(f"advisor:handoff:claim:{ticket_id}", adviser_id)

    def all(self) -> list[HandoffTicket]:
        ids = self._r.zrange("advisor:handoff:index", 0, -1)
        if not ids:
            return []
        raws = self._r.mget([f"advisor:handoff:ticket:{i}" for i in ids])
        gone = [i for i, raw in zip(ids, raws) if raw is None]  # expired by retention
        if gone:
            self._r.zrem("advisor:handoff:index", *gone)
        return [HandoffTicket.model_validate_json(raw) for raw in raws if raw]

    def delete(self, ticket_id: str) -> None:
        self._r.delete(f"advisor:handoff:ticket:{ticket_id}", f"advisor:handoff:claim:{ticket_id}")
        self._r.zrem("advisor:handoff:index", ticket_id)

    def scrub(self) -> None:
        """Nothing to do: a deleted or overwritten Redis value is gone from the keyspace."""

    def save_adviser(self, adviser: Adviser) -> None:
        self._r.hset(f"advisor:advisers:{adviser.platform}", adviser.id, adviser.model_dump_json())

    def advisers(self, platform: str) -> list[Adviser]:
        return [Adviser.model_validate_json(v) for v in self._r.hgetall(f"advisor:advisers:{platform}").values()]


class SQLiteHandoffStore:
    def __init__(self, path: Path, retention_days: int) -> None:
        self._c = connect_private(path, check_same_thread=False)
        self._c.executescript(
            "CREATE TABLE IF NOT EXISTS tickets (id TEXT PRIMARY KEY, created REAL, closed REAL, payload TEXT);"
            "CREATE TABLE IF NOT EXISTS threads (key TEXT PRIMARY KEY, ticket TEXT);"
            "CREATE TABLE IF NOT EXISTS claims (ticket TEXT PRIMARY KEY, adviser TEXT);"
            "CREATE TABLE IF NOT EXISTS advisers (platform TEXT, id TEXT, payload TEXT, PRIMARY KEY (platform, id));"
        )
        self._retention_s = retention_days * 86400
        self._lock = threading.Lock()

    def _x(self, sql: str, args: tuple = ()) -> list:
        with self._lock:
            return self._c.execute(sql, args).fetchall()

    def save(self, ticket: HandoffTicket) -> None:
        self._x("INSERT OR REPLACE INTO tickets VALUES (?, ?, ?, ?)",
                (ticket.id, ticket.created_at, ticket.closed_at, ticket.model_dump_json()))

    def get(self, ticket_id: str) -> HandoffTicket | None:
        rows = self._x("SELECT payload FROM tickets WHERE id = ?", (ticket_id,))
        return HandoffTicket.model_validate_json(rows[0][0]) if rows else None

    def active_for_thread(self, conversation_key: str) -> str | None:
        rows = self._x("SELECT ticket FROM threads WHERE key = ?", (conversation_key,))
        return rows[0][0] if rows else None

    def set_active(self, conversation_key: str, ticket_id: str | None) -> None:
        if ticket_id is None:
            self._x("DELETE FROM threads WHERE key = ?", (conversation_key,))
        else:
            self._x("INSERT OR REPLACE INTO threads VALUES (?, ?)", (conversation_key, ticket_id))

    def try_claim(self, ticket_id: str, adviser_id: str) -> str | None:
        self._x("INSERT OR IGNORE INTO claims VALUES (?, ?)", (ticket_id, adviser_id))
        rows = self._x("SELECT adviser FROM claims WHERE ticket = ?", (ticket_id,))
        return rows[0][0] if rows else None

    def release_claim(self, ticket_id: str) -> None:
        self._x("DELETE FROM claims WHERE ticket = ?", (ticket_id,))

    def force_claim(self, ticket_id: str, adviser_id: str) -> None:
        self._x("INSERT OR REPLACE INTO claims VALUES (?, ?)", (ticket_id, adviser_id))

    def all(self) -> list[HandoffTicket]:
        self._x("DELETE FROM tickets WHERE closed IS NOT NULL AND closed < ?", (time.time() - self._retention_s,))
        return [HandoffTicket.model_validate_json(r[0]) for r in self._x("SELECT payload FROM tickets ORDER BY created")]

    def delete(self, ticket_id: str) -> None:
        self._x("DELETE FROM tickets WHERE id = ?", (ticket_id,))
        self._x("DELETE FROM claims WHERE ticket = ?", (ticket_id,))

    def scrub(self) -> None:
        with self._lock:
            scrub(self._c)

    def save_adviser(self, adviser: Adviser) -> None:
        self._x("INSERT OR REPLACE INTO advisers VALUES (?, ?, ?)", (adviser.platform, adviser.id, adviser.model_dump_json()))

    def advisers(self, platform: str) -> list[Adviser]:
        return [Adviser.model_validate(json.loads(r[0])) for r in self._x("SELECT payload FROM advisers WHERE platform = ?", (platform,))]


def build_handoff_store(redis_url: str | None, state_dir: Path, retention_days: int) -> HandoffStore:
    if redis_url:
        return RedisHandoffStore(redis_url, retention_days)
    return SQLiteHandoffStore(state_dir / "handoffs.sqlite3", retention_days)
