"""Thread memory against a real Redis server and the on-disk SQLite store."""

from __future__ import annotations

import asyncio
import logging
import threading
import time

import pytest

from core.knowledge.citation import Citation
from core.conversation.model import ConversationKey, Turn
from core.conversation.memory import FaultTolerantMemory, LocalThreadMemory, RedisThreadMemory, build_thread_memory, trim_to_budget
from core.foundation.redis_client import redis_client

THREAD_A = ConversationKey(platform="slack", workspace="T1", channel="C1", thread="1700000000.000100")
THREAD_B = ConversationKey(platform="slack", workspace="T1", channel="C1", thread="1700000000.000200")


def exchange(i: int, user: str = "U1", size: int = 10) -> list[Turn]:
    return [Turn(role="user", content=f"q{i} " + "x" * size, user_id=user, at=float(i)),
            Turn(role="assistant", content=f"a{i} " + "y" * size, at=float(i),
                 citations=[Citation(n=1, title=f"Page {i}", url=f"https://kb/{i}", version="2")])]


@pytest.fixture(params=["redis", "local"])
def make_memory(request, tmp_path):
    """A factory for either store with chosen limits (same contract, same tests)."""

    def make(max_messages: int = 20, max_chars: int = 100_000, ttl_s: float = 3600):
        if request.param == "redis":
            url = request.getfixturevalue("redis_url")
            return RedisThreadMemory(redis_client(url), max_messages, max_chars, ttl_s)
        return LocalThreadMemory(tmp_path / "memory.sqlite3", max_messages, max_chars, ttl_s)

    return make


def test_turns_come_back_in_order_with_citations(make_memory):
    memory = make_memory()
    for i in range(3):
        memory.append(THREAD_A, exchange(i))
    history = memory.history(THREAD_A)
    assert [t.content.split()[0] for t in history] == ["q0", "a0", "q1", "a1", "q2", "a2"]
    assert history[1].citations[0].title == "Page 0" and history[1].citations[0].version == "2"
    assert history[0].user_id == "U1"


def test_message_cap_keeps_the_newest(make_memory):
    memory = make_memory(max_messages=4)
    for i in range(5):
        memory.append(THREAD_A, exchange(i))
    assert [t.content.split()[0] for t in memory.history(THREAD_A)] == ["q3", "a3", "q4", "a4"]


def test_character_budget_drops_the_oldest_whole_exchanges(make_memory):
    memory = make_memory(max_chars=100)  # each exchange is 2 × 13 characters
    for i in range(6):
        memory.append(THREAD_A, exchange(i))
    history = memory.history(THREAD_A)
    assert [t.content.split()[0] for t in history] == ["q3", "a3", "q4", "a4", "q5", "a5"]
    assert sum(len(t.content) for t in history) <= 100


def test_budget_never_starts_with_an_orphaned_answer():
    turns = exchange(0, size=50) + exchange(1, size=5)
    # room for the last exchange and the first answer, but not its question
    trimmed = trim_to_budget(turns, len(turns[1].content) + 2 * 8 + 2)
    assert [t.role for t in trimmed] == ["user", "assistant"]
    assert trimmed[0].content.startswith("q1")


def test_two_threads_are_isolated(make_memory):
    memory = make_memory()
    memory.append(THREAD_A, exchange(1, user="U1"))
    memory.append(THREAD_B, exchange(2, user="U2"))
    assert [t.content.split()[0] for t in memory.history(THREAD_A)] == ["q1", "a1"]
    assert [t.content.split()[0] for t in memory.history(THREAD_B)] == ["q2", "a2"]
    assert memory.history(ConversationKey(platform="teams", workspace="T1", channel="C1",
                                          thread=THREAD_A.thread)) == []


def test_threads_expire(make_memory):
    memory = make_memory(ttl_s=0.3)
    memory.append(THREAD_A, exchange(1))
    assert len(memory.history(THREAD_A)) == 2
    time.sleep(0.5)
    assert memory.history(THREAD_A) == []


def test_redis_keys_carry_the_configured_ttl(redis_url, settings):
    memory = build_thread_memory(settings.model_copy(update={"redis_url": redis_url, "memory_ttl_days": 30}))
    memory.append(THREAD_A, exchange(1, user="U9"))
    client = redis_client(redis_url)
    inner = memory.inner
    for key in (inner.thread_key(THREAD_A), inner.user_key("U9")):
        assert 29 * 86400 < client.ttl(key) <= 30 * 86400


def test_concurrent_appends_from_threads_lose_nothing(make_memory):
    memory = make_memory(max_messages=1000)
    writers = [threading.Thread(target=lambda w=w: [memory.append(THREAD_A, exchange(w * 100 + i, user=f"U{w}"))
                                                    for i in range(25)]) for w in range(2)]
    for t in writers:
        t.start()
    for t in writers:
        t.join()
    history = memory.history(THREAD_A)
    assert len(history) == 100
    # each exchange stays together: a question is always followed by its own answer
    for question, answer in zip(history[::2], history[1::2], strict=True):
        assert question.content.split()[0][1:] == answer.content.split()[0][1:]


async def test_concurrent_appends_from_tasks_lose_nothing(make_memory):
    memory = make_memory(max_messages=1000)

    async def writer(w: int) -> None:
        for i in range(20):
            await asyncio.to_thread(memory.append, THREAD_B, exchange(w * 100 + i, user=f"U{w}"))

    await asyncio.gather(writer(1), writer(2))
    contents = {t.content.split()[0] for t in memory.history(THREAD_B)}
    assert len(contents) == 80
    assert {f"q{w * 100 + i}" for w in (1, 2) for i in range(20)} <= contents


def test_forget_user_erases_only_their_threads(make_memory):
    memory = make_memory()
    memory.append(THREAD_A, exchange(1, user="U1"))
    memory.append(THREAD_B, exchange(2, user="U2"))
    other = THREAD_A.model_copy(update={"thread": "another"})
    memory.append(other, exchange(3, user="U1"))
    assert memory.forget_user("U1") == 2
    assert memory.history(THREAD_A) == [] and memory.history(other) == []
    assert len(memory.history(THREAD_B)) == 2
    assert memory.forget_user("U1") == 0


def test_local_memory_survives_a_restart(tmp_path):
    path = tmp_path / "memory.sqlite3"
    LocalThreadMemory(path, 20, 10_000, 3600).append(THREAD_A, exchange(1))
    assert len(LocalThreadMemory(path, 20, 10_000, 3600).history(THREAD_A)) == 2


def test_redis_down_degrades_to_no_history_and_recovers(redis_server, redis_url, caplog):
    memory = FaultTolerantMemory(RedisThreadMemory(redis_client(redis_url), 20, 10_000, 3600))
    memory.append(THREAD_A, exchange(1))
    redis_server.stop()
    try:
        with caplog.at_level(logging.WARNING, logger="core.conversation.memory"):
            assert memory.history(THREAD_A) == []
            memory.append(THREAD_A, exchange(2))  # lost, but no exception
            assert memory.history(THREAD_A) == []
        assert memory.failures == 3
        warnings = [r for r in caplog.records if "memory unavailable" in r.getMessage()]
        assert len(warnings) == 1  # rate-limited: once per minute, not once per call
    finally:
        redis_server.start()
    memory.append(THREAD_A, exchange(3))
    assert [t.content.split()[0] for t in memory.history(THREAD_A)] == ["q1", "a1", "q3", "a3"]


def test_build_thread_memory_picks_the_store(settings, redis_url):
    assert isinstance(build_thread_memory(settings).inner, LocalThreadMemory)
    assert (settings.state_dir / "memory.sqlite3").exists()
    assert isinstance(build_thread_memory(settings.model_copy(update={"redis_url": redis_url})).inner,
                      RedisThreadMemory)
