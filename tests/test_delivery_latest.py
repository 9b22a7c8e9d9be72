"""Queue-card updates through the outbox: an older state is never sent after a newer one was queued."""

from __future__ import annotations

import asyncio

import pytest

from bots.delivery_latest import LatestOnly, Superseded
from core.conversation.outbox import OutboxEntry


def _card(key: str, version: float) -> OutboxEntry:
    return OutboxEntry(platform="slack", kind="card_update", payload={}, latest_key=key, version=version)


async def test_an_older_version_is_superseded_once_a_newer_one_was_seen():
    latest = LatestOnly()
    old, new = _card("handoff-card:a", 2), _card("handoff-card:a", 3)
    latest.saw(old)
    async with latest.turn(old):  # nothing newer yet: it may be sent
        pass
    latest.saw(new)
    with pytest.raises(Superseded):
        async with latest.turn(old):
            raise AssertionError("an outdated card state was sent")
    async with latest.turn(new):
        pass
    other = _card("handoff-card:b", 1)  # another card is not affected
    async with latest.turn(other):
        pass


async def test_posts_without_a_key_are_never_held_or_superseded():
    latest = LatestOnly()
    answer = OutboxEntry(platform="slack", kind="answer", payload={})
    latest.saw(answer)
    assert not latest.outdated(answer)
    async with latest.turn(answer), latest.turn(answer):  # no lock is taken for them
        pass


async def test_one_send_at_a_time_per_card_in_arrival_order():
    latest = LatestOnly()
    first, second = _card("handoff-card:a", 1), _card("handoff-card:a", 1)
    order: list[str] = []
    inside = asyncio.Event()
    release = asyncio.Event()

    async def send(entry: OutboxEntry, name: str) -> None:
        async with latest.turn(entry):
            order.append(f"{name} start")
            if name == "first":
                inside.set()
                await release.wait()
            order.append(f"{name} end")

    task1 = asyncio.create_task(send(first, "first"))
    await inside.wait()
    task2 = asyncio.create_task(send(second, "second"))
    await asyncio.sleep(0)
    assert order == ["first start"]  # the second waits for the card's first send to finish
    release.set()
    await asyncio.gather(task1, task2)
    assert order == ["first start", "first end", "second start", "second end"]


def test_memory_of_versions_is_bounded():
    latest = LatestOnly(remember=3)
    for i in range(10):
        latest.saw(_card(f"handoff-card:{i}", 1))
    assert not latest.outdated(_card("handoff-card:0", 0))  # forgotten: the oldest keys go first
    assert latest.outdated(_card("handoff-card:9", 0))
