"""The outbox in Redis: one stream, one consumer group, shared by every `advisor serve` replica.

``XADD`` queues a post; ``XREADGROUP >`` hands new entries to one consumer; an entry stays in the group's
pending list until ``XACK`` (then ``XDEL``, so the stream holds only undelivered posts and its length is
the queue depth). A consumer that died leaves its entries pending: ``XAUTOCLAIM`` with the visibility
timeout as minimum idle time moves them to whoever claims next, and a live consumer keeps its entries
fresh with ``XCLAIM … JUSTID`` (idle time reset) while it retries. After a Redis restart without the
stream (or a FLUSHDB) the group is created again.
"""

from __future__ import annotations

import time
from pathlib import Path

import redis

from core.conversation.outbox import (
    DeadLetter,
    FallbackOutbox,
    Outbox,
    OutboxEntry,
    OutboxStats,
    SQLiteOutbox,
    dead_record,
)
from core.foundation.redis_client import redis_client

STREAM = "advisor:outbox"
GROUP = "delivery"
DEAD = "advisor:outbox:dead"
DEAD_MAX = 10_000
_SCAN_BATCH = 500


class RedisOutbox:
    def __init__(self, redis_url: str, dead_letter_days: int = 30) -> None:
        self._redis = redis_client(redis_url)
        self.dead_ttl_s = dead_letter_days * 86400
        self._group_ready = False

    # --- the consumer group -------------------------------------------------------------------------
    def _ensure_group(self) -> None:
        if self._group_ready:
            return
        try:
            # id 0: entries queued before the group existed are delivered too
            self._redis.xgroup_create(STREAM, GROUP, id="0", mkstream=True)
        except redis.ResponseError as exc:
            if "BUSYGROUP" not in str(exc):
                raise
        self._group_ready = True

    def _with_group(self, call):
        self._ensure_group()
        try:
            return call()
        except redis.ResponseError as exc:
            if "NOGROUP" not in str(exc):
                raise
            self._group_ready = False  # the stream went away (restart without data, FLUSHDB): recreate
            self._ensure_group()
            return call()

    # --- the port ---------------------------------------------------------------------------------------
    def put(self, entry: OutboxEntry) -> str:
        self._ensure_group()
        entry.id = self._redis.xadd(STREAM, {"entry": entry.to_json(), "user": entry.user_id})
        return entry.id

    def claim(self, consumer: str, limit: int, visibility_s: float) -> list[OutboxEntry]:
        if limit <= 0:
            return []
        idle_ms = max(1, int(visibility_s * 1000))
        stale = self._with_group(lambda: self._redis.xautoclaim(STREAM, GROUP, consumer, idle_ms, "0-0", count=limit))
        claimed = [(i, f) for i, f in stale[1] if f]  # entries deleted meanwhile come back without fields
        retried = {i for i, _ in claimed}
        fresh = self._with_group(lambda: self._redis.xreadgroup(GROUP, consumer, {STREAM: ">"},
                                                                count=max(1, limit - len(claimed))))
        for _, messages in fresh or []:
            claimed += [(i, f) for i, f in messages if f]
        return [OutboxEntry.from_json(fields["entry"], entry_id, 2 if entry_id in retried else 1)
                for entry_id, fields in claimed]

    def touch(self, consumer: str, entry_ids: list[str], visibility_s: float = 60.0) -> None:
        if entry_ids:
            self._with_group(lambda: self._redis.xclaim(STREAM, GROUP, consumer, 0, entry_ids, justid=True))

    def ack(self, entry: OutboxEntry) -> None:
        def ack() -> None:
            pipe = self._redis.pipeline(transaction=True)
            pipe.xack(STREAM, GROUP, entry.id)
            pipe.xdel(STREAM, entry.id)
            pipe.execute()

        self._with_group(ack)

    def dead_letter(self, entry: OutboxEntry, reason: str) -> None:
        record = dead_record(entry, reason)
        pipe = self._redis.pipeline(transaction=True)
        pipe.xadd(DEAD, {"record": record.model_dump_json(), "user": record.user_id}, maxlen=DEAD_MAX,
                  approximate=True)
        pipe.xtrim(DEAD, minid=f"{int((time.time() - self.dead_ttl_s) * 1000)}-0", approximate=True)
        pipe.execute()
        self.ack(entry)

    def dead_letters(self, limit: int = 100) -> list[DeadLetter]:
        return [DeadLetter.model_validate_json(fields["record"])
                for _, fields in self._redis.xrevrange(DEAD, count=limit) if fields.get("record")]

    def stats(self) -> OutboxStats:
        depth = self._redis.xlen(STREAM)
        first = self._redis.xrange(STREAM, count=1)
        if not first:
            return OutboxStats(depth=depth)
        queued_ms = int(first[0][0].split("-")[0])
        return OutboxStats(depth=depth, oldest_age_s=max(0.0, time.time() - queued_ms / 1000))

    def count_user(self, user_id: str) -> int:
        """What `forget_user` would erase now (`advisor forget --dry-run`)."""
        return self._erase(user_id, dry_run=True)

    def forget_user(self, user_id: str) -> int:
        return self._erase(user_id, dry_run=False)

    def _erase(self, user_id: str, dry_run: bool) -> int:
        erased = 0
        for key, is_outbox in ((STREAM, True), (DEAD, False)):
            start = "-"
            while True:
                batch = self._redis.xrange(key, min=start, count=_SCAN_BATCH)
                ids = [i for i, fields in batch if fields.get("user") == user_id]
                if ids and dry_run:
                    erased += len(ids)
                elif ids:
                    pipe = self._redis.pipeline(transaction=True)
                    if is_outbox:
                        pipe.xack(STREAM, GROUP, *ids)
                    pipe.xdel(key, *ids)
                    pipe.execute()
                    erased += len(ids)
                if len(batch) < _SCAN_BATCH:
                    break
                start = "(" + batch[-1][0]
        return erased


def build_outbox(redis_url: str | None, state_dir: Path, dead_letter_days: int = 30) -> Outbox:
    """The outbox the settings ask for: Redis with the local queue as fallback, or the local queue alone."""
    local = SQLiteOutbox(state_dir, dead_letter_days)
    if not redis_url:
        return local
    return FallbackOutbox(RedisOutbox(redis_url, dead_letter_days), local)
