"""The delivery worker: sends every post queued in the outbox (``core/conversation/outbox.py``) to its
platform, with retries, and acknowledges it only once the platform took it.

Each platform registers a ``PlatformSender`` that turns an entry into one send and classifies failures:
``TransientDeliveryError`` (5xx, 429, timeouts, Slack's ``ok:false`` rate-limit and internal errors;
``retry_after`` when the platform said how long to wait) is retried with exponential backoff (tenacity)
until ``delivery_give_up_s`` after the post was queued; ``PermanentDeliveryError`` (channel gone, not
allowed …) is not. A post given up gets one apology attempt and a dead-letter record. The worker claims
entries with a lease (visibility timeout) and renews it while retrying; a process that dies leaves its
entries to the next claim, so a restart of ``advisor serve`` delivers what was queued before it.
"""

from __future__ import annotations

import asyncio
import logging
import random
import time
import uuid
from collections.abc import Coroutine
from typing import Any, Protocol

from aiohttp import web
from tenacity import AsyncRetrying, RetryCallState, retry_if_exception_type

from bots.delivery_latest import LatestOnly, Superseded
from core.conversation.outbox import Outbox, OutboxEntry
from core.foundation import metrics
from core.foundation.settings import Settings

log = logging.getLogger(__name__)


class TransientDeliveryError(Exception):
    """Worth retrying; ``retry_after`` is the platform's own wait (Retry-After), in seconds."""

    def __init__(self, reason: str, retry_after: float | None = None) -> None:
        super().__init__(reason)
        self.retry_after = retry_after


class PermanentDeliveryError(Exception):
    """The platform refused the post for good (unknown channel, no permission …)."""


class PlatformSender(Protocol):
    async def send(self, entry: OutboxEntry) -> None:
        """Deliver once; raise TransientDeliveryError or PermanentDeliveryError on failure."""

    async def apologise(self, entry: OutboxEntry) -> None:
        """One attempt to tell the student their post could not be delivered (may raise)."""


def retry_after_seconds(value: str | None) -> float | None:
    """A Retry-After header in seconds (the date form is rare on these APIs and treated as absent)."""
    try:
        return max(0.0, float(value)) if value not in (None, "") else None
    except ValueError:
        return None


class DeliveryWorker:
    def __init__(self, outbox: Outbox, settings: Settings) -> None:
        self.outbox = outbox
        self.settings = settings
        self.senders: dict[str, PlatformSender] = {}
        self.consumer = f"serve-{uuid.uuid4().hex[:12]}"  # per process: a restart must not inherit live leases
        self._wake = asyncio.Event()
        self._in_flight: dict[str, asyncio.Task] = {}
        self._acked_unconfirmed: dict[str, OutboxEntry] = {}  # delivered, but the store missed the ack
        self._slots = asyncio.Semaphore(settings.delivery_concurrency)
        self._loop_task: asyncio.Task | None = None
        self._stopping = False
        self._idle = asyncio.Event()
        # Counts enqueues: a pass may report idle only if nothing was queued since it began. Its queue
        # statistics are read in a thread and can predate a post queued meanwhile (a settled test once
        # returned with the second answer still queued).
        self._queued_count = 0
        self._latest = LatestOnly()  # queue-card updates: an older state never lands after a newer one

    def register(self, platform: str, sender: PlatformSender) -> None:
        self.senders[platform] = sender

    # --- queueing ------------------------------------------------------------------------------------
    async def enqueue(self, entry: OutboxEntry) -> None:
        """Queue a post durably and wake the worker; if no store can take it, send it right away."""
        try:
            await asyncio.to_thread(self.outbox.put, entry)
        except Exception:  # noqa: BLE001 - the disk or every store is failing: still try to deliver it
            log.exception("outbox: could not queue a %s %s post; sending it directly", entry.platform, entry.kind)
            entry.id = f"unqueued:{uuid.uuid4().hex}"
            self._start(entry)
            return
        self._latest.saw(entry)
        self._queued_count += 1
        self._idle.clear()
        self._wake.set()

    # --- the loop --------------------------------------------------------------------------------------
    def start(self) -> None:
        self._loop_task = asyncio.get_running_loop().create_task(self._run())

    async def stop(self, timeout_s: float) -> None:
        """Stop claiming; give posts being sent up to ``timeout_s``. Undelivered posts stay queued."""
        self._stopping = True
        self._wake.set()
        if self._loop_task is not None:
            await asyncio.wait({self._loop_task}, timeout=1.0)
        pending = set(self._in_flight.values())
        if pending:
            _, still = await asyncio.wait(pending, timeout=timeout_s)
            for task in still:
                task.cancel()
            if still:
                log.warning("shutdown: %d post(s) left in the outbox for the next start", len(still))
        if self._loop_task is not None and not self._loop_task.done():
            self._loop_task.cancel()

    async def _run(self) -> None:
        settings = self.settings
        last_touch = 0.0
        while not self._stopping:
            self._wake.clear()
            queued_before = self._queued_count
            try:
                await self._confirm_acks()
                free = settings.delivery_concurrency - len(self._in_flight)
                if free > 0:
                    entries = await asyncio.to_thread(self.outbox.claim, self.consumer, free,
                                                      settings.delivery_visibility_timeout_s)
                    for entry in entries:
                        if entry.id in self._acked_unconfirmed:
                            continue  # delivered already; only its ack is outstanding
                        if entry.id not in self._in_flight:
                            self._start(entry)
                if self._in_flight and time.monotonic() - last_touch > settings.delivery_visibility_timeout_s / 3:
                    last_touch = time.monotonic()
                    await asyncio.to_thread(self.outbox.touch, self.consumer, self._queued_ids(),
                                            settings.delivery_visibility_timeout_s)
                stats = await asyncio.to_thread(self.outbox.stats)
                metrics.set_outbox_state(stats.depth, stats.oldest_age_s, bool(stats.unreadable))
                # a queue that could not be read may still hold posts: not idle until it is read empty
                if stats.depth == 0 and not stats.unreadable and not self._in_flight \
                        and self._queued_count == queued_before:
                    self._idle.set()
            except Exception as exc:  # noqa: BLE001 - a store hiccup must not end delivery
                log.warning("outbox: delivery loop error (%s); retrying", exc)
            try:
                await asyncio.wait_for(self._wake.wait(), timeout=settings.delivery_poll_interval_s)
            except asyncio.TimeoutError:
                pass

    def _queued_ids(self) -> list[str]:
        return [i for i in self._in_flight if not i.startswith("unqueued:")]

    def _start(self, entry: OutboxEntry) -> None:
        self._latest.saw(entry)
        task = asyncio.get_running_loop().create_task(self._deliver(entry))
        self._in_flight[entry.id] = task
        task.add_done_callback(lambda _t, key=entry.id: self._finished(key))

    def _finished(self, entry_id: str) -> None:
        self._in_flight.pop(entry_id, None)
        self._wake.set()

    async def wait_idle(self, timeout: float = 30.0) -> None:
        """Until nothing is queued or being sent (tests, benchmarks)."""
        async def idle() -> None:
            while True:
                self._idle.clear()
                self._wake.set()
                await self._idle.wait()
                if not self._in_flight:
                    return
        await asyncio.wait_for(idle(), timeout)

    # --- one post ----------------------------------------------------------------------------------------
    async def _deliver(self, entry: OutboxEntry) -> None:
        async with self._slots:
            sender = self.senders.get(entry.platform)
            if sender is None:
                await self._give_up(entry, None, "platform not configured", "rejected")
                return
            deadline = entry.created_at + self.settings.delivery_give_up_s
            try:
                async for attempt in AsyncRetrying(
                        retry=retry_if_exception_type(TransientDeliveryError), wait=self._wait(deadline),
                        stop=lambda _state: time.time() >= deadline, reraise=True):
                    with attempt:
                        await self._attempt(sender, entry)
            except TransientDeliveryError as exc:
                await self._give_up(entry, sender, f"gave up after retries: {exc}", "gave_up")
                return
            except PermanentDeliveryError as exc:
                await self._give_up(entry, sender, f"rejected: {exc}", "rejected")
                return
            except Superseded:  # a newer state of the same card was queued: this one would be wrong
                log.debug("outbox: %s %s post superseded by a newer version", entry.platform, entry.kind)
                metrics.record_delivery(entry.platform, entry.kind, "superseded")
                await self._ack(entry)
                return
            except asyncio.CancelledError:
                raise  # shutdown: the post stays queued for the next start
            except Exception as exc:  # noqa: BLE001 - a bug in a sender: do not retry forever
                log.exception("outbox: unexpected error sending a %s post", entry.platform)
                await self._give_up(entry, sender, f"error: {type(exc).__name__}", "rejected")
                return
            metrics.record_delivery(entry.platform, entry.kind, "delivered")
            await self._ack(entry)

    async def _attempt(self, sender: PlatformSender, entry: OutboxEntry) -> None:
        async with self._latest.turn(entry):  # raises Superseded (not retried) when a newer version exists
            await self._attempt_once(sender, entry)

    async def _attempt_once(self, sender: PlatformSender, entry: OutboxEntry) -> None:
        try:
            await asyncio.wait_for(sender.send(entry), self.settings.delivery_send_timeout_s)
        except asyncio.TimeoutError as exc:
            metrics.record_delivery_attempt(entry.platform, "transient")
            log.warning("outbox: %s %s post timed out; will retry", entry.platform, entry.kind)
            raise TransientDeliveryError("send timed out") from exc
        except TransientDeliveryError as exc:
            metrics.record_delivery_attempt(entry.platform, "transient")
            log.warning("outbox: %s %s post failed (%s); will retry", entry.platform, entry.kind, exc)
            raise
        except PermanentDeliveryError:
            metrics.record_delivery_attempt(entry.platform, "rejected")
            raise
        metrics.record_delivery_attempt(entry.platform, "ok")

    def _wait(self, deadline: float):
        base, cap = self.settings.delivery_backoff_s, self.settings.delivery_backoff_max_s

        def wait(state: RetryCallState) -> float:
            exc = state.outcome.exception() if state.outcome else None
            retry_after = getattr(exc, "retry_after", None)
            if retry_after is not None:
                delay = min(retry_after, cap)
            else:  # exponential backoff with full jitter on the upper half
                ceiling = min(cap, base * 2 ** (state.attempt_number - 1))
                delay = ceiling / 2 + random.uniform(0, ceiling / 2)
            return max(0.0, min(delay, deadline - time.time()))

        return wait

    async def _give_up(self, entry: OutboxEntry, sender: PlatformSender | None, reason: str, outcome: str) -> None:
        log.error("outbox: %s %s post for %s not delivered (%s); dead-lettered", entry.platform, entry.kind,
                  entry.conversation or "?", reason)
        metrics.record_delivery(entry.platform, entry.kind, outcome)
        if sender is not None and entry.kind in ("answer", "notice"):
            try:  # one attempt, no retries: the platform is failing already
                await asyncio.wait_for(sender.apologise(entry), self.settings.delivery_send_timeout_s)
            except Exception as exc:  # noqa: BLE001
                log.warning("outbox: the apology could not be delivered either (%s)", type(exc).__name__)
        if entry.id.startswith("unqueued:"):
            return
        try:
            await asyncio.to_thread(self.outbox.dead_letter, entry, reason)
        except Exception as exc:  # noqa: BLE001
            log.error("outbox: could not record the dead letter (%s)", exc)

    async def _ack(self, entry: OutboxEntry) -> None:
        if entry.id.startswith("unqueued:"):
            return
        try:
            await asyncio.to_thread(self.outbox.ack, entry)
        except Exception as exc:  # noqa: BLE001 - e.g. Redis restarting: remember it, never send it twice
            log.warning("outbox: delivered, but the ack failed (%s); retrying the ack", exc)
            self._acked_unconfirmed[entry.id] = entry

    async def _confirm_acks(self) -> None:
        for entry_id, entry in list(self._acked_unconfirmed.items()):
            try:
                await asyncio.to_thread(self.outbox.ack, entry)
            except Exception:  # noqa: BLE001 - still unreachable: try again next round, keep delivering
                return
            del self._acked_unconfirmed[entry_id]


DELIVERY_KEY = web.AppKey("delivery", DeliveryWorker)


def add_delivery_worker(app: web.Application, outbox: Outbox, settings: Settings) -> DeliveryWorker:
    """One worker per server, started with the app. Call before the platforms register their senders, and
    ``stop_delivery_on_shutdown`` after they added their own shutdown drains (their last posts go out)."""
    worker = DeliveryWorker(outbox, settings)
    app[DELIVERY_KEY] = worker

    async def start(_: web.Application) -> None:
        worker.start()

    app.on_startup.append(start)
    return worker


def stop_delivery_on_shutdown(app: web.Application) -> None:
    async def stop(_: web.Application) -> None:
        await app[DELIVERY_KEY].stop(app[DELIVERY_KEY].settings.shutdown_timeout_s)

    app.on_shutdown.append(stop)


def spawn_logged(coro: Coroutine[Any, Any, Any]) -> asyncio.Task:
    """Fire-and-forget for best-effort sends (typing indicators): failures are logged at DEBUG, never raised."""
    async def run() -> None:
        try:
            await coro
        except Exception as exc:  # noqa: BLE001
            log.debug("best-effort send failed: %s", exc)

    return asyncio.get_running_loop().create_task(run())
