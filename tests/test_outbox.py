"""The outbox stores: a Redis stream with a consumer group (real redis-server) and the local SQLite queue
behave the same — leases, takeover after the visibility timeout, acks, dead letters, statistics, erasure —
and the fallback keeps posts locally while Redis is down."""

from __future__ import annotations

import time

import pytest

from core.conversation.outbox import FallbackOutbox, OutboxEntry, SQLiteOutbox
from core.conversation.outbox_redis import RedisOutbox, build_outbox


def _entry(user: str = "U1", text: str = "the answer", kind: str = "answer") -> OutboxEntry:
    return OutboxEntry(platform="slack", kind=kind, user_id=user, conversation=f"slack:T:D:{user}",
                       payload={"method": "chat.postMessage", "params": {"channel": "D1", "text": text}})


@pytest.fixture(params=["redis", "sqlite"])
def outbox(request, tmp_path):
    if request.param == "redis":
        return RedisOutbox(request.getfixturevalue("redis_url"))
    return SQLiteOutbox(tmp_path / "state")


def test_a_claimed_entry_is_leased_then_taken_over_when_its_claimer_dies(outbox):
    outbox.put(_entry(text="first"))
    [claimed] = outbox.claim("worker-a", 10, visibility_s=1.0)
    assert claimed.payload["params"]["text"] == "first" and claimed.deliveries == 1 and claimed.id
    assert outbox.claim("worker-b", 10, visibility_s=1.0) == []  # leased to worker-a
    deadline = time.time() + 30
    taken: list[OutboxEntry] = []
    while not taken and time.time() < deadline:  # worker-a "died": its lease runs out
        time.sleep(0.2)
        taken = outbox.claim("worker-b", 10, visibility_s=1.0)
    assert [e.id for e in taken] == [claimed.id] and taken[0].deliveries == 2
    outbox.ack(taken[0])
    assert outbox.stats().depth == 0
    time.sleep(1.2)
    assert outbox.claim("worker-c", 10, visibility_s=1.0) == []  # acked: never handed out again


def test_touch_keeps_the_lease_of_an_entry_still_being_retried(outbox):
    outbox.put(_entry())
    [claimed] = outbox.claim("worker-a", 10, visibility_s=4.0)
    time.sleep(2.5)
    outbox.touch("worker-a", [claimed.id], visibility_s=4.0)
    time.sleep(2.5)  # 5 s after the claim, 2.5 s after the touch
    assert outbox.claim("worker-b", 10, visibility_s=4.0) == []


def test_stats_dead_letters_and_erasure(outbox):
    outbox.put(_entry(user="U1"))
    time.sleep(0.05)
    outbox.put(_entry(user="U2", text="secret answer for U2"))
    stats = outbox.stats()
    assert stats.depth == 2 and stats.oldest_age_s > 0
    claimed = {e.user_id: e for e in outbox.claim("w", 10, visibility_s=30)}
    outbox.dead_letter(claimed["U2"], "gave up after retries: HTTP 500")
    assert outbox.stats().depth == 1
    [dead] = outbox.dead_letters()
    assert dead.user_id == "U2" and dead.kind == "answer" and dead.reason.startswith("gave up")
    assert "secret answer" not in dead.model_dump_json()
    assert outbox.forget_user("U2") == 1 and outbox.dead_letters() == []
    assert outbox.forget_user("U1") == 1 and outbox.stats().depth == 0


def test_redis_outbox_recreates_its_group_after_the_stream_vanished(redis_url):
    import redis

    outbox = RedisOutbox(redis_url)
    outbox.put(_entry())
    redis.Redis.from_url(redis_url).flushdb()  # like a Redis restart without its data
    outbox.put(_entry(text="after"))
    [claimed] = outbox.claim("w", 10, visibility_s=30)
    assert claimed.payload["params"]["text"] == "after"
    outbox.ack(claimed)


def test_fallback_queues_locally_while_redis_is_down_and_drains_both(tmp_path, redis_url, redis_server):
    outbox = build_outbox(redis_url, tmp_path / "state")
    assert isinstance(outbox, FallbackOutbox)
    outbox.put(_entry(user="U1", text="in redis"))
    redis_server.stop()
    try:
        local_id = outbox.put(_entry(user="U2", text="kept locally"))
        assert local_id.startswith("local:")
        down = outbox.stats()  # the post in Redis cannot be counted: the figure says so instead of hiding it
        assert down.depth == 1 and down.unreadable == ("redis",)
        claimed = outbox.claim("w", 10, visibility_s=30)
        assert [e.payload["params"]["text"] for e in claimed] == ["kept locally"]
        outbox.ack(claimed[0])
    finally:
        redis_server.start()
    [remote] = outbox.claim("w", 10, visibility_s=30)
    assert remote.payload["params"]["text"] == "in redis"  # survived the restart (AOF)
    outbox.ack(remote)
    assert outbox.stats().depth == 0 and outbox.stats().unreadable == ()


def test_advisor_outbox_and_forget_show_and_erase_queued_posts(tmp_path, monkeypatch):
    import json

    from typer.testing import CliRunner

    from bots.cli.main import app

    monkeypatch.setenv("ADVISOR_DATA_DIR", str(tmp_path / "data"))
    store = SQLiteOutbox(tmp_path / "data" / "state")
    store.put(_entry(user="U7", text="queued answer"))
    store.put(_entry(user="U8"))
    [first, _] = store.claim("w", 10, visibility_s=0.0)
    store.dead_letter(first, "gave up after retries: HTTP 503")
    shown = json.loads(CliRunner().invoke(app, ["outbox", "--json"]).stdout)
    assert shown["queued"] == 1 and shown["dead_letters"][0]["reason"].endswith("HTTP 503")
    erased = json.loads(CliRunner().invoke(app, ["forget", "--user", "U7", "--json"]).stdout)
    assert {"store": "delivery outbox", "what": "queued posts and dead letters", "count": 1, "error": None} \
        in erased["erased"]
    assert store.dead_letters() == [] and store.stats().depth == 1


def test_delivery_metrics_are_exposed_with_bounded_labels():
    from core.foundation import metrics

    metrics.record_delivery_attempt("slack", "transient")
    metrics.record_delivery("teams", "answer", "gave_up")
    metrics.set_outbox_state(3, 12.5, unreadable=True)
    text = metrics.exposition()[0].decode()
    assert "advisor_outbox_unreadable 1.0" in text and "advisor_outbox_depth 3.0" in text
    assert 'advisor_delivery_attempts_total{platform="slack",result="transient"}' in text
    assert 'advisor_deliveries_total{kind="answer",outcome="gave_up",platform="teams"}' in text
    assert 'advisor_requests_total{outcome="undelivered",platform="teams"}' in text
    assert "advisor_outbox_depth 3.0" in text and "advisor_outbox_oldest_age_seconds 12.5" in text
