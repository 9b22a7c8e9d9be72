"""The fault matrix: answers reach the student exactly once when Slack's Web API or the Bot Framework
connector fails the way the real services do (5xx, 429 + Retry-After, ``ok:false``, hangs), and when Redis
restarts under a queued answer. Real app over HTTP, local platform servers, real Redis, small backoffs."""

from __future__ import annotations

import time

import pytest

from core.foundation.metrics import REGISTRY
from core.foundation.settings import Settings
from tests.faults import hang, server_error, slack_error, too_many_requests
from tests.slack_api_server import message_event
from tests.slack_harness import start_harness
from tests.teams_connector_server import personal_message, serve_bot

pytestmark = pytest.mark.redis

# Small delays so the matrix runs in seconds; the behaviour is the production one.
FAST = dict(delivery_backoff_s=0.05, delivery_backoff_max_s=2.0, delivery_send_timeout_s=1.0,
            delivery_visibility_timeout_s=2.0, delivery_poll_interval_s=0.1, delivery_give_up_s=60.0,
            shutdown_timeout_s=5.0)


def _sample(name: str, **labels) -> float:
    return REGISTRY.get_sample_value(name, labels) or 0.0


@pytest.fixture
async def slack(tmp_path, redis_url):
    h = await start_harness(tmp_path, redis_url=redis_url, **FAST)
    yield h
    await h.close()


SLACK_CASES = {
    "500 once": [server_error(500)],
    "429 + Retry-After": [too_many_requests(retry_after=1.0)],
    "ok:false ratelimited": [slack_error("ratelimited")],
    "ok:false internal_error": [slack_error("internal_error")],
    "three 429s then success": [too_many_requests(0.1), too_many_requests(0.1), too_many_requests(0.1)],
    "hang on answer": [hang(4.0)],
}


@pytest.mark.parametrize("case", list(SLACK_CASES))
async def test_slack_answer_is_delivered_exactly_once_through_faults(slack, case):
    faults = SLACK_CASES[case]
    slack.fake.faults.add("chat.postMessage", *faults)
    delivered_before = _sample("advisor_deliveries_total", platform="slack", kind="answer", outcome="delivered")
    answered_before = _sample("advisor_requests_total", platform="slack", outcome="answer")

    event = message_event("How do I apply for graduation?", channel="D0FAULTS")
    assert (await slack.event(event)).status == 200
    await slack.fake.wait_for(lambda: len(slack.fake.to("chat.postMessage")) == 1, timeout=30)
    await slack.settle()

    posts = slack.fake.to("chat.postMessage")
    assert len(posts) == 1 and "Student Portal" in posts[0]["text"] and posts[0]["thread_ts"] == event["ts"]
    assert len([c for c in slack.fake.failed if c.method == "chat.postMessage"]) == len(faults)
    # the ⏳ comes down after the answer, once
    assert len(slack.fake.to("reactions.remove")) == 1
    assert slack.fake.calls.index(next(c for c in slack.fake.calls if c.method == "reactions.remove")) > \
        slack.fake.calls.index(next(c for c in slack.fake.calls if c.method == "chat.postMessage"))
    assert _sample("advisor_deliveries_total", platform="slack", kind="answer", outcome="delivered") == delivered_before + 1
    assert _sample("advisor_requests_total", platform="slack", outcome="answer") == answered_before + 1
    assert (await _outbox_depth(slack.rt)) == 0
    if case == "429 + Retry-After":  # the wait Slack asked for was honoured (backoff alone is 0.05 s)
        failed_at = next(c.at for c in slack.fake.failed if c.method == "chat.postMessage")
        posted_at = next(c.at for c in slack.fake.calls if c.method == "chat.postMessage")
        assert posted_at - failed_at >= 0.9


async def _outbox_depth(rt) -> int:
    import asyncio

    return (await asyncio.to_thread(rt.outbox.stats)).depth


async def test_slack_notice_is_retried_too(tmp_path, redis_url):
    h = await start_harness(tmp_path, redis_url=redis_url, max_question_chars=20, **FAST)
    try:
        h.fake.faults.add("chat.postMessage", server_error(503))
        await h.event(message_event("How do I apply for graduation, and what does it cost?", channel="D0LONG"))
        await h.fake.wait_for(lambda: len(h.fake.to("chat.postMessage")) == 1, timeout=30)
        await h.settle()
        assert "characters long" in h.fake.to("chat.postMessage")[0]["text"]
        assert len(h.fake.to("chat.postMessage")) == 1
    finally:
        await h.close()


async def test_slack_gives_up_after_the_bound_with_one_apology_and_a_dead_letter(tmp_path, redis_url):
    h = await start_harness(tmp_path, redis_url=redis_url, **{**FAST, "delivery_give_up_s": 1.5})
    try:
        h.fake.faults.always["chat.postMessage"] = server_error(500)
        gave_up_before = _sample("advisor_deliveries_total", platform="slack", kind="answer", outcome="gave_up")
        undelivered_before = _sample("advisor_requests_total", platform="slack", outcome="undelivered")
        await h.event(message_event("How do I apply for graduation?", channel="D0DOWN", user="U0DOWN"))
        await h.settle()
        attempts = [c for c in h.fake.failed if c.method == "chat.postMessage"]
        apologies = [c for c in attempts if "couldn't deliver" in c.params.get("text", "")]
        assert len(apologies) == 1 and apologies[0].params["channel"] == "D0DOWN"
        assert len(attempts) - 1 >= 2, "retried before giving up"
        assert h.fake.to("chat.postMessage") == []
        assert len(h.fake.to("reactions.remove")) == 1, "the ⏳ does not stay forever"
        dead = h.rt.outbox.dead_letters()
        assert len(dead) == 1 and dead[0].user_id == "U0DOWN" and dead[0].kind == "answer"
        assert "Student Portal" not in dead[0].model_dump_json(), "dead letters keep no message text"
        assert _sample("advisor_deliveries_total", platform="slack", kind="answer", outcome="gave_up") == gave_up_before + 1
        assert _sample("advisor_requests_total", platform="slack", outcome="undelivered") == undelivered_before + 1
        assert h.rt.eraser.erase("U0DOWN")[-1].erased == 1 and h.rt.outbox.dead_letters() == []
    finally:
        await h.close()


async def test_slack_permanent_error_is_not_retried(slack):
    slack.fake.faults.add("chat.postMessage", slack_error("channel_not_found"))
    await slack.event(message_event("How do I apply for graduation?", channel="D0GONE"))
    await slack.settle()
    # the outbox worker sends after the turn settles: wait for its attempt and the apology, not a fixed time
    await slack.fake.wait_for(lambda: any(c.method == "chat.postMessage" for c in slack.fake.failed)
                              and len(slack.fake.to("chat.postMessage")) >= 1)
    answers = [c for c in slack.fake.failed if c.method == "chat.postMessage"]
    assert len(answers) == 1  # no retry of a final error …
    assert len(slack.fake.to("chat.postMessage")) == 1  # … but one apology attempt, which got through here
    assert "couldn't deliver" in slack.fake.to("chat.postMessage")[0]["text"]
    assert slack.rt.outbox.dead_letters()[0].reason.startswith("rejected")


async def test_redis_restarted_mid_queue_delivers_each_answer_once(tmp_path, redis_url, redis_server):
    h = await start_harness(tmp_path, redis_url=redis_url, **FAST)
    try:
        h.fake.faults.always["chat.postMessage"] = server_error(503)  # answers pile up in the queue
        channels = [f"D0REDIS{i}" for i in range(3)]
        for channel in channels[:2]:
            await h.event(message_event("How do I apply for graduation?", channel=channel))
        await h.fake.wait_for(lambda: {c.params["channel"] for c in h.fake.failed} >= set(channels[:2]), timeout=30)
        redis_server.stop()  # kill -9: the stream survives in the AOF
        await h.event(message_event("How do I apply for graduation?", channel=channels[2]))  # queued locally
        await h.fake.wait_for(lambda: channels[2] in {c.params["channel"] for c in h.fake.failed}, timeout=30)
        redis_server.start()
        h.fake.faults.clear()
        await h.fake.wait_for(lambda: {p["channel"] for p in h.fake.to("chat.postMessage")} == set(channels),
                              timeout=60)
        await h.settle()
        posted = [p["channel"] for p in h.fake.to("chat.postMessage")]
        assert sorted(posted) == sorted(channels), "each answer exactly once"
    finally:
        await h.close()


# --- Teams ----------------------------------------------------------------------------------------------
TEAMS_CASES = {
    "500 once": ("message", [server_error(500)]),
    "429 + Retry-After": ("message", [too_many_requests(retry_after=1.0)]),
    "three 429s then success": ("message", [too_many_requests(0.1), too_many_requests(0.1), too_many_requests(0.1)]),
    "hang on answer": ("message", [hang(4.0)]),
    "hang on typing": ("typing", [hang(4.0)]),
    "500 on typing": ("typing", [server_error(500)]),
}


@pytest.mark.parametrize("case", list(TEAMS_CASES))
async def test_teams_answer_is_delivered_exactly_once_through_faults(tmp_path, redis_url, case):
    kind, faults = TEAMS_CASES[case]
    settings = Settings(data_dir=tmp_path / "data", redis_url=redis_url, teams_allow_anonymous=True, **FAST)
    async with serve_bot(settings, tmp_path / "kb") as bot:
        bot.connector.faults.add(kind, *faults)
        question = personal_message(bot.connector.service_url, "How much does a parking permit cost?")
        status, _ = await bot.post(question)
        assert status in (200, 201)
        await bot.connector.wait_for(lambda calls: any(c.type == "message" for c in calls))
        await _teams_settle(bot)

    answers = bot.connector.answers()
    assert len(answers) == 1, [a.body.get("text") for a in answers]
    assert answers[0].cards and answers[0].activity_id == question["id"]
    assert len([c for c in bot.connector.failed if c.type == kind]) == len(faults)
    assert not any("went wrong" in (c.body.get("text") or "") for c in bot.connector.calls)
    if case == "429 + Retry-After":  # the answer was refused first, then retried after the wait asked for
        failed = next(c for c in bot.connector.failed if c.type == "message")
        assert failed.body.get("attachments") and answers[0].at - failed.at >= 0.9


async def _teams_settle(bot) -> None:
    await bot.delivery.wait_idle(30)


async def test_slack_working_signal_failing_with_an_error_page_does_not_cost_the_answer(slack):
    """reactions.add answered with a 503 text page (not JSON): the ⏳ is skipped, the answer still goes out."""
    slack.fake.faults.add("reactions.add", server_error(503))
    await slack.event(message_event("How do I apply for graduation?", channel="D0NOHOURGLASS"))
    await slack.fake.wait_for(lambda: len(slack.fake.to("chat.postMessage")) == 1, timeout=30)
    await slack.settle()
    assert len(slack.fake.to("chat.postMessage")) == 1 and slack.fake.to("reactions.remove") == []
