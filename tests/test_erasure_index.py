"""Erasure that holds over time (real Redis and the SQLite store): a student's thread index lives at least as
long as every thread it lists, whatever order two students write in, and `forget` finds a shared thread
long after the student's own last message."""

from __future__ import annotations

import itertools
import sqlite3
import time

import pytest

from core.conversation.memory import LocalThreadMemory, RedisThreadMemory
from core.conversation.model import ConversationKey, Turn
from core.foundation.redis_client import redis_client

SHARED = ConversationKey(platform="slack", workspace="T1", channel="C1", thread="1700000000.000100")
OWN = {"UA": ConversationKey(platform="slack", workspace="T1", channel="DA1", thread="d"),
       "UB": ConversationKey(platform="slack", workspace="T1", channel="DB1", thread="d")}
WRITES = [("UA", SHARED), ("UB", SHARED), ("UA", OWN["UA"]), ("UB", OWN["UB"])]


def exchange(user: str, text: str) -> list[Turn]:
    return [Turn(role="user", content=text, user_id=user), Turn(role="assistant", content=f"re: {text}", for_user=user)]


def wait_until(condition, timeout: float = 10.0, step: float = 0.01) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "condition not reached in time"
        time.sleep(step)


def redis_now_ms(client) -> int:
    seconds, micros = client.time()
    return int(seconds) * 1000 + int(micros) // 1000


def assert_indexes_outlive_threads(memory: RedisThreadMemory, client) -> None:
    """Absolute expiry times (PEXPIRETIME): every index expires no earlier than each thread it lists, and
    lists every live thread its user wrote in."""
    for user in ("UA", "UB"):
        index = memory.user_key(user)
        listed = client.smembers(index)
        for digest in listed:
            thread_expiry = client.pexpiretime(f"advisor:mem:thread:{digest}")
            if thread_expiry > 0:
                assert client.pexpiretime(index) >= thread_expiry, (user, digest)
        for conversation in (SHARED, OWN[user]):
            if any(t.user_id == user for t in memory.all_turns(conversation)):
                assert memory.thread_key(conversation).rsplit(":", 1)[1] in listed


@pytest.mark.parametrize("order", list(itertools.product(range(len(WRITES)), repeat=3)))
def test_redis_index_outlives_every_thread_under_any_order_of_writes(redis_url, order):
    client = redis_client(redis_url)
    client.flushdb()
    memory = RedisThreadMemory(client, 20, 10_000, ttl_s=5)
    for step, i in enumerate(order):
        before = redis_now_ms(client)
        wait_until(lambda: redis_now_ms(client) > before + 1, step=0.001)  # each write lands at a later millisecond
        user, conversation = WRITES[i]
        memory.append(conversation, exchange(user, f"{user} message {step}"))
        assert_indexes_outlive_threads(memory, client)


def test_local_index_lists_every_participant_of_every_live_thread(tmp_path):
    for n, order in enumerate(itertools.product(range(len(WRITES)), repeat=3)):
        memory = LocalThreadMemory(tmp_path / f"m{n}.sqlite3", 20, 10_000, ttl_s=5)
        for step, i in enumerate(order):
            user, conversation = WRITES[i]
            memory.append(conversation, exchange(user, f"{user} message {step}"))
        with sqlite3.connect(memory.path) as conn:
            writers = set(conn.execute("SELECT DISTINCT json_extract(data, '$.user_id'), thread FROM turns "
                                       "WHERE json_extract(data, '$.role') = 'user'"))
            indexed = set(conn.execute("SELECT user_id, thread FROM thread_users"))
        assert writers <= indexed, order


def keep_thread_alive_past(memory, user: str, since: float, ttl_s: float) -> int:
    """The other student writes in the shared thread until the first one's last write is older than the
    TTL (when the old per-user index had expired); returns how many messages that took."""
    n = 0
    while time.time() < since + ttl_s * 1.3:
        memory.append(SHARED, exchange(user, f"{user} keeps the thread alive {n}"))
        n += 1
        time.sleep(ttl_s / 6)
    return n


@pytest.mark.parametrize("backend", ["redis", "local"])
def test_forget_finds_the_shared_thread_after_the_old_index_would_have_expired(backend, request, tmp_path):
    ttl_s = 1.2
    if backend == "redis":
        client = redis_client(request.getfixturevalue("redis_url"))
        memory = RedisThreadMemory(client, 50, 100_000, ttl_s)
    else:
        memory = LocalThreadMemory(tmp_path / "memory.sqlite3", 50, 100_000, ttl_s)
    memory.append(SHARED, exchange("UA", "alpha question from A"))
    a_wrote_at = time.time()
    memory.append(OWN["UA"], exchange("UA", "A alone"))  # A's own thread: expires, and must then not count
    kept_alive = keep_thread_alive_past(memory, "UB", a_wrote_at, ttl_s)
    assert kept_alive >= 2 and time.time() > a_wrote_at + ttl_s
    wait_until(lambda: memory.all_turns(OWN["UA"]) == [])  # A's own thread has expired by now
    if backend == "redis":
        # TTL inspection: A's index is still there and expires no earlier than the shared thread
        assert client.pexpiretime(memory.user_key("UA")) >= client.pexpiretime(memory.thread_key(SHARED)) > 0

    assert memory.count_user("UA") == 1
    assert any(t.user_id == "UA" for t in memory.all_turns(SHARED))  # the dry run erased nothing
    assert memory.forget_user("UA") == 1
    turns = memory.all_turns(SHARED)
    assert turns and all("A" not in t.content.split()[0] for t in turns)
    assert all(t.user_id in ("UB", None) and t.for_user in ("UB", None) for t in turns)
    assert [t.content for t in turns if t.role == "user"] == [f"UB keeps the thread alive {i}" for i in range(kept_alive)]
    assert [t.content for t in turns if t.role == "assistant"] == [f"re: UB keeps the thread alive {i}"
                                                                    for i in range(kept_alive)]
    assert memory.forget_user("UA") == 0 and memory.count_user("UA") == 0


@pytest.mark.parametrize("backend", ["redis", "local"])
def test_answers_stored_before_for_user_are_attributed_by_position(backend, request, tmp_path):
    if backend == "redis":
        memory = RedisThreadMemory(redis_client(request.getfixturevalue("redis_url")), 50, 100_000, 60)
    else:
        memory = LocalThreadMemory(tmp_path / "memory.sqlite3", 50, 100_000, 60)
    old_style = [Turn(role="user", content="A asks", user_id="UA"), Turn(role="assistant", content="answer to A")]
    memory.append(SHARED, old_style)
    memory.append(SHARED, [Turn(role="user", content="B asks", user_id="UB"),
                           Turn(role="assistant", content="answer to B")])
    memory.append(SHARED, [Turn(role="user", content="A again, unanswered", user_id="UA")])
    assert memory.forget_user("UA") == 1
    assert [t.content for t in memory.history(SHARED)] == ["B asks", "answer to B"]


class CountlessStore:
    """A store written against the first ErasableStore protocol: forget_user only."""

    def __init__(self) -> None:
        self.records = {"UA": 2}

    def forget_user(self, user_id: str) -> int:
        return self.records.pop(user_id, 0)


def test_dry_run_counts_erase_nothing_and_stores_without_a_count_still_work(tmp_path):
    from core.foundation.privacy import UserDataEraser

    memory = LocalThreadMemory(tmp_path / "memory.sqlite3", 20, 10_000, 60)
    memory.append(SHARED, exchange("UA", "hello"))
    old = CountlessStore()
    eraser = UserDataEraser()
    eraser.register("memory", "threads", memory)
    eraser.register("outbox", "entries", old)
    dry = eraser.erase("UA", dry_run=True)
    assert [(r.store, r.erased, r.dry_run, r.error) for r in dry] == [("memory", 1, True, None),
                                                                      ("outbox", None, True, None)]
    assert memory.all_turns(SHARED) and old.records == {"UA": 2}
    assert [(r.store, r.erased) for r in eraser.erase("UA")] == [("memory", 1), ("outbox", 2)]
    assert memory.all_turns(SHARED) == [] and old.records == {}


def test_keyed_hash_secret_is_configured_or_generated_once_and_shared(redis_url):
    from core.foundation.pseudonyms import KeyedHash

    client = redis_client(redis_url)
    first, second = KeyedHash.for_redis(client), KeyedHash.for_redis(client)  # two replicas
    assert first("UA") == second("UA") != first("UB")
    assert len(first("UA")) == 32 and "UA" not in first("UA")
    configured = KeyedHash.for_redis(client, "a-secret-from-the-deployment")
    assert configured("UA") != first("UA") and configured("UA") == KeyedHash(b"a-secret-from-the-deployment")("UA")


def test_forget_also_finds_indexes_written_under_raw_ids_before_the_upgrade(redis_url):
    client = redis_client(redis_url)
    legacy_thread = f"advisor:mem:thread:{SHARED.key}"  # the layout before keyed hashes
    client.rpush(legacy_thread, *[t.model_dump_json() for t in exchange("UA", "old A") + exchange("UB", "old B")])
    client.expire(legacy_thread, 60)
    client.sadd("advisor:mem:user:UA", legacy_thread)
    memory = RedisThreadMemory(client, 20, 10_000, 60)
    assert memory.count_user("UA") == 1
    assert memory.forget_user("UA") == 1
    assert [Turn.model_validate_json(r).content for r in client.lrange(legacy_thread, 0, -1)] == ["old B", "re: old B"]
    assert client.exists("advisor:mem:user:UA") == 0 and 0 < client.ttl(legacy_thread) <= 60
