"""Failures the local Slack and Bot Framework servers can answer with, like the real services do:
transient 5xx, 429 with Retry-After, Slack's HTTP 200 ``{"ok": false, "error": …}``, and hangs.

A ``FaultPlan`` holds queued faults per key (a Slack method, a Bot Framework activity type); each
request takes the next one. ``rate`` adds random transient failures (benchmarks). A failed request is
not a delivery: the servers record it apart from the calls they accepted.
"""

from __future__ import annotations

import asyncio
import random
from collections import defaultdict, deque
from dataclasses import dataclass, field

from aiohttp import web


@dataclass
class Fault:
    status: int = 500
    retry_after: float | None = None
    json_body: dict | None = None
    hang_s: float = 0.0  # answer only after this long (the client should have given up by then)
    gate: asyncio.Event | None = None  # answer only once the test opens it (orders a race deterministically)

    async def response(self) -> web.Response:
        if self.gate is not None:
            await self.gate.wait()
        if self.hang_s:
            await asyncio.sleep(self.hang_s)
        headers = {"Retry-After": f"{self.retry_after:g}"} if self.retry_after is not None else {}
        if self.json_body is not None:
            return web.json_response(self.json_body, status=self.status, headers=headers)
        return web.Response(status=self.status, text="upstream trouble", headers=headers)


def server_error(status: int = 500) -> Fault:
    return Fault(status=status)


def too_many_requests(retry_after: float = 1.0) -> Fault:
    return Fault(status=429, retry_after=retry_after, json_body={"ok": False, "error": "ratelimited"})


def slack_error(error: str = "ratelimited") -> Fault:
    return Fault(status=200, json_body={"ok": False, "error": error})


def hang(seconds: float = 5.0) -> Fault:
    return Fault(status=503, hang_s=seconds)


def held_until(gate: asyncio.Event, status: int = 503) -> Fault:
    """A request that stays open until ``gate`` is set, then fails with ``status``."""
    return Fault(status=status, gate=gate)


@dataclass
class FaultPlan:
    queued: dict[str, deque[Fault]] = field(default_factory=lambda: defaultdict(deque))
    always: dict[str, Fault] = field(default_factory=dict)
    rate: float = 0.0  # random transient failures (5xx or 429), for load benchmarks
    rng: random.Random = field(default_factory=lambda: random.Random(17))

    def add(self, key: str, *faults: Fault) -> None:
        self.queued[key].extend(faults)

    def next(self, key: str) -> Fault | None:
        if self.queued.get(key):
            return self.queued[key].popleft()
        if key in self.always:
            return self.always[key]
        if self.rate and self.rng.random() < self.rate:
            return self.rng.choice([server_error(500), server_error(503), too_many_requests(1)])
        return None

    def clear(self) -> None:
        self.queued.clear()
        self.always.clear()
        self.rate = 0.0
