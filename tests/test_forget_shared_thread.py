"""`advisor forget` on a shared thread, end to end through the chat-turn policy and the CLI (real Redis, and
the SQLite stores): A's words are gone from every Redis key and value and from the raw bytes of every SQLite
file; B's turns, the bot's answers to B, B's ticket and ratings stay, and B's next turn still sees its history."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bots.cli.ingest import ingest_paths
from bots.cli.main import app
from bots.runtime import AdvisorRuntime
from core.answering.chat_turns import IncomingMessage
from core.conversation.model import Asker, ConversationKey
from core.foundation.redis_client import redis_client
from core.foundation.settings import Settings

PAGE = """---
id: "77"
title: "Add and Drop"
space: "Registrar"
version: 3
last_updated: "2026-01-10T00:00:00Z"
---
# Add and Drop

## Deadlines

You can drop a class without a W grade until Friday of week 2. Adding a class in week 2 costs a $25 late-add fee.

## Tuition refunds

Dropping a class in week 1 gives a full tuition refund; in week 2 a half refund.
"""

A, B = "UALICE7Q", "UBORIS3K"
SHARED = ConversationKey(platform="slack", workspace="T9", channel="C55", thread="1700000000.000100")
A_DM = ConversationKey(platform="slack", workspace="T9", channel="D71", thread="1700000000.000200")
A_TEXTS = ["Zephyrine wonders when the drop deadline without a W is", "Zephyrine asks about the late-add fee",
           "Zephyrine privately asks about tuition refunds"]
B_TEXTS = ["Quokkaman asks how much the late-add fee is", "Quokkaman asks until when a class can be dropped"]


@pytest.fixture(params=["redis", "local"])
def env(request, tmp_path):
    kb = tmp_path / "kb"
    kb.mkdir()
    (kb / "add-drop.md").write_text(PAGE)
    values = {"ADVISOR_DATA_DIR": str(tmp_path / "data"), "ADVISOR_SLACK_ADVISER_GROUP": "UADV"}
    if request.param == "redis":
        values["ADVISOR_REDIS_URL"] = request.getfixturevalue("redis_url")
    runtime = AdvisorRuntime(settings_from(values))
    ingest_paths(runtime, [kb], quiet=True)
    return values


def settings_from(env: dict) -> Settings:
    return Settings(_env_file=None, data_dir=Path(env["ADVISOR_DATA_DIR"]), redis_url=env.get("ADVISOR_REDIS_URL"),
                    slack_adviser_group=env["ADVISOR_SLACK_ADVISER_GROUP"])


def ask(rt: AdvisorRuntime, who: str, text: str, conversation: ConversationKey, n: int):
    out = rt.chat_turns.handle(IncomingMessage(event_id=f"Ev{n:04d}", text=text, asker=Asker(id=who, name="x"),
                                               conversation=conversation))
    assert out.kind == "answer", out
    return out


def forget(env: dict, *args: str) -> dict:
    result = CliRunner().invoke(app, ["forget", "--user", A, "--json", *args], env=env)
    assert result.exit_code == 0, result.output
    return {s["store"]: s["count"] for s in json.loads(result.output)["stores"]}


def redis_contents(url: str) -> list[str]:
    """Every key name and every value in the database (SCAN, then read each key by its type)."""
    client = redis_client(url)
    out: list[str] = []
    for key in client.scan_iter(count=500):
        out.append(key)
        kind = client.type(key)
        if kind == "string":
            out.append(client.get(key))
        elif kind == "list":
            out.extend(client.lrange(key, 0, -1))
        elif kind == "set":
            out.extend(client.smembers(key))
        elif kind == "zset":
            out.extend(client.zrange(key, 0, -1))
        elif kind == "hash":
            out.extend(k + v for k, v in client.hgetall(key).items())
        else:
            raise AssertionError(f"unexpected key type {kind} of {key}")
    return out


def sqlite_bytes(data_dir: Path) -> dict[str, bytes]:
    return {str(p): p.read_bytes() for p in data_dir.rglob("*") if p.is_file() and ".sqlite3" in p.name}


def traces_of_a(env: dict) -> list[str]:
    needles = [A, *A_TEXTS]
    found = []
    if env.get("ADVISOR_REDIS_URL"):
        found += [f"redis: {n!r} in {v[:80]!r}" for v in redis_contents(env["ADVISOR_REDIS_URL"]) for n in needles if n in v]
    for path, raw in sqlite_bytes(Path(env["ADVISOR_DATA_DIR"])).items():
        found += [f"{path}: {n!r}" for n in needles if n.encode() in raw]
    return found


def test_forgetting_a_keeps_b_whole_and_leaves_nothing_of_a(env):
    rt = AdvisorRuntime(settings_from(env))
    a1 = ask(rt, A, A_TEXTS[0], SHARED, 1)
    b1 = ask(rt, B, B_TEXTS[0], SHARED, 2)
    ask(rt, A, A_TEXTS[1], SHARED, 3)
    ask(rt, A, A_TEXTS[2], A_DM, 4)  # what the bot said only to A
    b2 = ask(rt, B, B_TEXTS[1], SHARED, 5)
    rt.chat_turns.record_feedback(a1.answer_id, "helpful", A, "slack")
    rt.chat_turns.record_feedback(a1.answer_id, "not_helpful", B, "slack")  # B rates A's answer
    rt.chat_turns.record_feedback(b1.answer_id, "helpful", B, "slack")
    a_ticket = rt.chat_turns.escalate(A_DM, Asker(id=A), A_TEXTS[2], "asked for a person").ticket
    # B presses "Talk to an adviser" under A's answer: B's ticket carries A's question and quotes A's turns
    b_ticket = rt.chat_turns.escalate_from_answer(a1.answer_id, Asker(id=B), "slack").ticket
    assert b_ticket.student_id == B and b_ticket.question == A_TEXTS[0] and A_TEXTS[1] in b_ticket.summary
    assert traces_of_a(env)  # the scan does see A before the erasure

    involving_a = sum(1 for r in rt.feedback.list(limit=1000) if A in (r.user_id, r.asked_by))
    assert involving_a >= 2  # A's own rating (and an unanswered question, if any) and B's rating of A's answer
    alert_subs_a = rt.alert_subscriptions.count_user(A)
    assert alert_subs_a >= 1  # the pages A's answers quoted (change alerts), erased with the rest
    preview = forget(env, "--dry-run")
    assert preview == {"conversation memory": 2, "feedback": involving_a, "answer archive": 3, "handoffs": 2,
                       "change alerts": alert_subs_a,
                       "delivery outbox": 0}  # nothing of A waits for delivery here
    text = CliRunner().invoke(app, ["forget", "--user", A, "--dry-run"], env=env)
    assert text.exit_code == 0 and f"conversation memory: would erase 2 threads of {A}" in text.output
    assert traces_of_a(env)  # a dry run erases nothing
    assert forget(env) == preview
    assert traces_of_a(env) == []
    assert forget(env) == {"conversation memory": 0, "feedback": 0, "answer archive": 0, "handoffs": 0,
                           "change alerts": 0,
                           "delivery outbox": 0}

    rt = AdvisorRuntime(settings_from(env))  # a fresh process sees the same state
    history = rt.advising.thread_history(SHARED)
    assert [(t.role, t.content) for t in history] == [
        ("user", B_TEXTS[0]), ("assistant", b1.answer.text), ("user", B_TEXTS[1]), ("assistant", b2.answer.text)]
    assert rt.advising.thread_history(A_DM) == []
    ask(rt, B, "Quokkaman asks about refunds for a dropped class", SHARED, 6)
    assert [t.content for t in rt.advising.thread_history(SHARED) if t.role == "user"] == [
        *B_TEXTS, "Quokkaman asks about refunds for a dropped class"]
    kept = rt.handoffs.store.get(b_ticket.id)
    assert kept is not None and kept.student_id == B and B_TEXTS[0] in kept.summary and B_TEXTS[1] in kept.summary
    assert all(t.user_id != A and t.for_user != A for t in kept.transcript)
    assert rt.handoffs.store.get(a_ticket.id) is None
    ratings = {(r.kind, r.user_id) for r in rt.feedback.list()}
    assert ("not_helpful", B) in ratings and ("helpful", B) in ratings and all(u != A for _, u in ratings)
    assert rt.answer_archive.get(b1.answer_id) is not None and rt.answer_archive.get(a1.answer_id) is None


def test_rate_limit_keys_carry_no_user_id(redis_url):
    from core.conversation.delivery_guard import RateLimiter

    limiter = RateLimiter(redis_url, per_minute=1)
    assert limiter.allow(f"slack:T9:{A}") and not limiter.allow(f"slack:T9:{A}")
    assert limiter.allow(f"slack:T9:{B}")  # per user, though the names are hashed
    keys = [k for k in redis_client(redis_url).scan_iter("advisor:rate:*")]
    assert len(keys) == 2 and not any(A in k or B in k for k in keys)
