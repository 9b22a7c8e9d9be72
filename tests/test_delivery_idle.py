"""The delivery worker's idle signal (``wait_idle``: tests, benchmarks) must not be given by a pass whose view
of the queue predates a post queued meanwhile. A settled Slack test once returned with its second answer still
queued: the pass had read an empty queue in its thread just before the answer was put, and reported idle after.
The real local queue (SQLite) is used; only its statistics call is held back, to make that interleaving certain."""

from __future__ import annotations

import asyncio
import threading

from bots.delivery import DeliveryWorker
from core.conversation.outbox import OutboxEntry, OutboxStats, SQLiteOutbox
from core.foundation.settings import Settings


class HeldStatsOutbox(SQLiteOutbox):
    """Reads the statistics, then (while held) waits before returning them: they are stale by then."""

    def __init__(self, state_dir) -> None:
        super().__init__(state_dir)
        self.read = threading.Event()
        self.release = threading.Event()
        self.holding = True

    def stats(self) -> OutboxStats:
        stats = super().stats()
        if self.holding:
            self.read.set()
            self.release.wait(30)
        return stats


class RecordingSender:
    def __init__(self) -> None:
        self.sent: list[dict] = []

    async def send(self, entry: OutboxEntry) -> None:
        self.sent.append(entry.payload)

    async def apologise(self, entry: OutboxEntry) -> None:
        raise AssertionError("nothing should be given up")


async def test_idle_is_not_reported_from_a_view_of_the_queue_older_than_a_post_queued_meanwhile(tmp_path):
    outbox = HeldStatsOutbox(tmp_path / "state")
    worker = DeliveryWorker(outbox, Settings(data_dir=tmp_path / "data", delivery_poll_interval_s=30))
    sender = RecordingSender()
    worker.register("slack", sender)
    worker.start()
    try:
        # the first pass found nothing to claim and has read an empty queue
        assert await asyncio.to_thread(outbox.read.wait, 30)
        assert sender.sent == []
        await worker.enqueue(OutboxEntry(platform="slack", kind="answer", payload={"text": "the second answer"}))
        waiting = asyncio.ensure_future(worker.wait_idle(30))
        await asyncio.sleep(0)  # let wait_idle begin waiting before the stale pass goes on
        assert not waiting.done()
        outbox.holding = False
        outbox.release.set()
        await waiting
        # idle means delivered: the post queued after the stale read went out before idle was reported
        assert sender.sent == [{"text": "the second answer"}]
        assert outbox.stats().depth == 0
    finally:
        outbox.release.set()
        await worker.stop(5)
