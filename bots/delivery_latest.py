"""Posts that show the latest state of one thing (a handoff's queue card): the newest version must land last.

Two updates of the same card can be in the outbox at once (claimed, then transferred a second later). The
worker sends posts concurrently and retries failures, so the older update could reach the platform last —
after a 5xx or a 429 on its first try — and the card would show a state that is no longer true. Such an
entry carries ``latest_key`` and ``version`` (the ticket's event count); the worker sends one entry per key
at a time, and an entry whose key has a newer version queued or delivered in this process is acknowledged
without being sent (counted as ``superseded``). Across replicas sharing a Redis outbox, two updates made by
different replicas within one delivery's latency could still cross; the ticket's next change corrects it.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from core.conversation.outbox import OutboxEntry


class Superseded(Exception):
    """A newer version of this post exists: sending this one would show an outdated state."""


class LatestOnly:
    def __init__(self, remember: int = 10_000) -> None:
        self._newest: OrderedDict[str, float] = OrderedDict()  # key → newest version seen (bounded)
        self._remember = remember
        self._locks: dict[str, tuple[asyncio.Lock, int]] = {}  # key → (lock, entries using it)

    def saw(self, entry: OutboxEntry) -> None:
        """Note an entry queued or claimed here: older versions of its key are now outdated."""
        key = entry.latest_key
        if not key:
            return
        if entry.version >= self._newest.get(key, float("-inf")):
            self._newest[key] = entry.version
        self._newest.move_to_end(key)
        while len(self._newest) > self._remember:
            self._newest.popitem(last=False)

    def outdated(self, entry: OutboxEntry) -> bool:
        key = entry.latest_key
        return bool(key) and entry.version < self._newest.get(key, float("-inf"))

    @asynccontextmanager
    async def turn(self, entry: OutboxEntry) -> AsyncIterator[None]:
        """One send at a time per key (held for a single attempt, never across a retry's wait); raises
        ``Superseded`` instead of sending when a newer version was seen."""
        key = entry.latest_key
        if not key:
            yield
            return
        lock, users = self._locks.get(key) or (asyncio.Lock(), 0)
        self._locks[key] = (lock, users + 1)
        try:
            async with lock:
                if self.outdated(entry):
                    raise Superseded(key)
                yield
        finally:
            lock, users = self._locks[key]
            if users <= 1:
                del self._locks[key]
            else:
                self._locks[key] = (lock, users - 1)
