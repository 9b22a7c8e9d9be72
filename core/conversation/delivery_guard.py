"""Exactly-once answers and fair use: event de-duplication and per-user rate limits.

Both are shared across bot replicas through Redis (``SET NX EX``; a sorted set of recent question times). Without Redis
(the embedded default, one process) they fall back to in-process state. When Redis is configured but
down they fail open to the in-process state: answering a retried event twice is better than never.
"""

from __future__ import annotations

import itertools
import logging
import threading
import time
import uuid
from collections import deque
from collections.abc import Callable

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


# KEYS[1] the user's sorted set; ARGV window seconds, limit, a unique member, TTL, and optionally "now"
_SLIDING_WINDOW = """
local now = tonumber(ARGV[5])
if not now then
  local t = redis.call('TIME')
  now = tonumber(t[1]) + tonumber(t[2]) / 1000000
end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[1]))
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then
  return 0
end
redis.call('ZADD', KEYS[1], now, ARGV[3])
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[4]))
return 1
"""


class RateLimiter(_RedisOrLocal):
    """At most ``per_minute`` questions per user in any 60 seconds: ``allow(user_key)`` is False past that.

    A sliding window, not a clock-minute one: a fixed window lets a user ask twice the limit across a
    minute's boundary, and lets the second of two quick questions through when they straddle it. With Redis
    each user's recent questions are a sorted set of timestamps, kept by one Lua script per question on
    Redis's clock (a refused question is not added, so retrying does not lengthen the wait).

    The key's name carries the keyed hash of the user key, never the user id: nothing reads the id back
    from it."""

    WINDOW_S = 60.0

    def __init__(self, redis_url: str | None, per_minute: int, keyed_hash: KeyedHash | None = None,
                 clock: Callable[[], float] | None = None) -> None:
        super().__init__(redis_url, "advisor:rate")
        self.per_minute = per_minute
        self._hash = keyed_hash or (KeyedHash.for_redis(self._redis) if self._redis is not None else None)
        self._local_hash = KeyedHash.ephemeral()
        self._clock = clock
        self._recent: dict[str, deque[float]] = {}
        self._lock = threading.Lock()
        self._sequence = itertools.count()
        # ``clock`` (tests) replaces Redis's TIME and this process's time.time
        self._script = self._redis.register_script(_SLIDING_WINDOW) if self._redis is not None else None

    def allow(self, user_key: str) -> bool:
        if self.per_minute <= 0:
            return True
        if self._redis is not None:
            try:
                return self._allow_shared(f"{self._prefix}:{self._hash(user_key)}",
                                          None if self._clock is None else self._clock())
            except Exception as exc:  # noqa: BLE001
                self._warn(exc)
        return self._allow_local(self._local_hash(user_key), (self._clock or time.time)())

    def _allow_shared(self, key: str, now: float | None) -> bool:
        # one script: prune, count, add only if allowed, on Redis's own clock (replicas' clocks may differ), so a
        # refused question never counts and no failure can leave half of it done
        member = uuid.uuid4().hex[:12]
        args = [self.WINDOW_S, self.per_minute, member, int(self.WINDOW_S) + 1]
        if now is not None:
            args.append(repr(now))
        return bool(self._script(keys=[key], args=args))

    def _allow_local(self, key: str, now: float) -> bool:
        with self._lock:
            if next(self._sequence) % 1000 == 0:  # forget users idle for a window
                for idle in [k for k, q in self._recent.items() if not q or q[-1] <= now - self.WINDOW_S]:
                    del self._recent[idle]
            recent = self._recent.setdefault(key, deque())
            while recent and recent[0] <= now - self.WINDOW_S:
                recent.popleft()
            if len(recent) >= self.per_minute:
                return False
            recent.append(now)
            return True
