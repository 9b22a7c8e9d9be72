"""One Redis connection pool per URL, shared by memory, dedup, rate limits, feedback, handoffs and locks."""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import redis

# redis-py is imported on first use: it costs ~0.5 s of start-up that a terminal question without Redis
# (the default) never needs.
_clients: dict[str, "redis.Redis"] = {}
_lock = threading.Lock()


def redis_client(url: str) -> redis.Redis:
    """A client with short timeouts: a dead Redis must fail fast, not hang a student's answer."""
    import redis

    with _lock:
        if url not in _clients:
            _clients[url] = redis.Redis.from_url(
                url, decode_responses=True, socket_timeout=2.0, socket_connect_timeout=2.0,
                health_check_interval=30,
            )
        return _clients[url]
