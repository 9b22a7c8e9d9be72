"""Exactly-once answers and fair use: event de-duplication and per-user rate limits.

Both are shared across bot replicas through Redis (``SET NX EX`` and ``INCR``+``EXPIRE``). Without Redis
(the embedded default, one process) they fall back to in-process state. When Redis is configured but
down they fail open to the in-process state: answering a retried event twice is better than never.
"""

from __future__ import annotations

import logging
import threading
import time

from core.foundation.pseudonyms import KeyedHash
from core.foundation.redis_client import redis_client

log = logging.getLogger(__name__)


class _Expiring:
    """A tiny in-process TTL map."""

    def __init__(self) -> None:
        self._data: dict[str, tuple[float, int]] = {}
        self._lock = threading.Lock()

    def _sweep(self, now: float) -> None:
        if len(self._data) > 10_000:
            for key in [k for k, (exp, _) in self._data.items() if exp < now]:
                del self._data[key]

    def set_if_absent(self, key: str, ttl: float) -> bool:
        now = time.monotonic()
        with self._lock:
            self._sweep(now)
            entry = self._data.get(key)
            if entry and entry[0] > now:
                return False
            self._data[key] = (now + ttl, 1)
            return True

    def incr(self, key: str, ttl: float) -> int:
        now = time.monotonic()
        with self._lock:
            self._sweep(now)
            exp, count = self._data.get(key, (0.0, 0))
            if exp <= now:
                exp, count = now + ttl, 0
            self._data[key] = (exp, count + 1)
            return count + 1


class _RedisOrLocal:
    def __init__(self, redis_url: str | None, prefix: str) -> None:
        self._redis = redis_client(redis_url) if redis_url else None
        self._local = _Expiring()
        self._prefix = prefix
        self._last_warning = 0.0

    def _warn(self, exc: Exception) -> None:
        now = time.monotonic()
        if now - self._last_warning > 60:
            self._last_warning = now
            log.warning("Redis unavailable for %s (%s); using this process's memory", self._prefix, exc)


class EventDeduplicator(_RedisOrLocal):
    """``first_delivery(event_id)`` is True once per event id within the TTL, across replicas."""

    def __init__(self, redis_url: str | None, ttl_s: int = 3600) -> None:
        super().__init__(redis_url, "advisor:event")
        self.ttl_s = ttl_s

    def first_delivery(self, event_id: str) -> bool:
        key = f"{self._prefix}:{event_id}"
        if self._redis is not None:
            try:
                return bool(self._redis.set(key, "1", nx=True, ex=self.ttl_s))
            except Exception as exc:  # noqa: BLE001 - redis.ConnectionError, TimeoutError …
                self._warn(exc)
        return self._local.set_if_absent(key, self.ttl_s)


class RateLimiter(_RedisOrLocal):
    """Fixed one-minute window per user: ``allow(user_key)`` is False past ``per_minute`` questions.

    The counter's key name carries the keyed hash of the user key, never the user id: nothing reads the id
    back from it."""

    def __init__(self, redis_url: str | None, per_minute: int, keyed_hash: KeyedHash | None = None) -> None:
        super().__init__(redis_url, "advisor:rate")
        self.per_minute = per_minute
        self._hash = keyed_hash or (KeyedHash.for_redis(self._redis) if self._redis is not None else None)
        self._local_hash = KeyedHash.ephemeral()

    def allow(self, user_key: str) -> bool:
        if self.per_minute <= 0:
            return True
        window = int(time.time() // 60)
        if self._redis is not None:
            try:
                key = f"{self._prefix}:{self._hash(user_key)}:{window}"
                pipe = self._redis.pipeline()
                pipe.incr(key)
                pipe.expire(key, 120)
                count = pipe.execute()[0]
                return int(count) <= self.per_minute
            except Exception as exc:  # noqa: BLE001
                self._warn(exc)
        return self._local.incr(f"{self._prefix}:{self._local_hash(user_key)}:{window}", 60) <= self.per_minute
