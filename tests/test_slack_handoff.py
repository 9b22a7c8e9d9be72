"""Adviser handoff in Slack, end to end: the real app over HTTP, signed requests, the local Slack Web API,
real Redis. Escalate → queue card → claim → quiet → hand back; adviser shortcut; refusals; races;
reminders; restarts; crisis."""

from __future__ import annotations

import asyncio
import json
import time

import pytest

from bots.slack import handoff_blocks as hb
from core.foundation.metrics import REGISTRY
from tests.faults import held_until
from tests.slack_api_server import block_action_payload, command_fields, mention_event, message_event
from tests.slack_harness import start_bot, start_harness

QUEUE = "C0ADVISING"
SETTINGS = dict(slack_adviser_channel=QUEUE, slack_adviser_group="U0DANA,U0LEE", slack_wellbeing_responders="S0WELL",
                office_hours="Mon–Fri 9–5")


@pytest.fixture
async def slack(tmp_path, redis_url):
    h = await start_harness(tmp_path, redis_url=redis_url, **SETTINGS)
    yield h
    await h.close()


def _posts(h, channel: str) -> list[dict]:
    return [p for p in h.fake.to("chat.postMessage") if p["channel"] == channel]


async def _click(h, action_id: str, ticket_id: str, user: str, name: str | None = None) -> None:
    payload = block_action_payload(action_id, ticket_id, h.fake.response_url(name), user=user, channel=QUEUE)
    body, headers = h.sender.interaction_request(payload)
    assert (await h.post("/slack/interactions", body, headers)).status == 200


async def _command(h, text: str, user: str) -> dict:
    body, headers = h.sender.command_request(command_fields(text, h.fake.response_url(), user=user))
    async with h.session.post(h.base_url + "/slack/commands", data=body.encode(), headers=headers) as resp:
        return await resp.json()


async def _student_thread_with_ticket(h) -> tuple[str, str]:
    """A channel question answered by the bot, then "a real person please" in its thread: (thread ts, ticket id)."""
    top = mention_event("How do I apply for graduation?", channel="C0GENERAL")
    await h.event(top)
    await h.settle()
    await h.event(message_event("can I talk to a real person please", channel="C0GENERAL", channel_type="channel",
                                thread_ts=top["ts"]))
    await h.settle()
    [card] = _posts(h, QUEUE)
    ticket_id = card["blocks"][-1]["elements"][0]["value"]
    return top["ts"], ticket_id


def _bot_output(h) -> list:
    """What the bot did in Slack (auth.test is Bolt's own start-up call)."""
    return [c for c in h.fake.web_api_calls() if c.method != "auth.test"]


def _card_text(update: dict) -> str:
    return json.dumps(update["blocks"])


async def test_an_older_card_state_never_lands_after_a_newer_one(tmp_path, redis_url):
    """The claim's card update fails after the transfer was made: its retry must not overwrite the card
    with "Claimed by Dana" once "Claimed by Lee" is the truth."""
    h = await start_harness(tmp_path, redis_url=redis_url, **SETTINGS, delivery_backoff_s=0.05)
    try:
        thread, ticket_id = await _student_thread_with_ticket(h)
        gate = asyncio.Event()
        h.fake.faults.add("chat.update", held_until(gate, 503))
        labels = {"platform": "slack", "kind": "card_update", "outcome": "superseded"}
        superseded = REGISTRY.get_sample_value("advisor_deliveries_total", labels) or 0.0
        await _click(h, hb.ACTION_CLAIM, ticket_id, "U0DANA")
        await h.fake.wait_for(lambda: any(c.method == "chat.update" for c in h.fake.failed))  # claim's, held
        ack = await _command(h, f"transfer {ticket_id} <@U0LEE|lee>", "U0DANA")
        assert "transferred to <@U0LEE>" in ack["text"]
        gate.set()  # the claim's update fails now; its retry comes after the transfer's update was queued
        await h.settle()  # every queued post delivered or finished
        assert (REGISTRY.get_sample_value("advisor_deliveries_total", labels) or 0.0) == superseded + 1
        updates = [_card_text(u) for u in h.fake.to("chat.update")]
        assert len(updates) == 1 and "Claimed by <@U0LEE>" in updates[0]
        assert h.rt.outbox.stats().depth == 0  # the superseded one is acknowledged, not left queued
    finally:
        await h.close()


async def test_escalate_claim_quiet_hand_back_resume(slack):
    thread, ticket_id = await _student_thread_with_ticket(slack)
    answers = _posts(slack, "C0GENERAL")
    assert len(answers) == 2 and "advising team" in answers[1]["text"]  # the student was told, in the thread
    [card] = _posts(slack, QUEUE)
    text = _card_text(card)
    assert f"Handoff `{ticket_id}`" in text and "<@U0STUDENT>" in text and "records" in text  # category
    assert f"https://advising-test.slack.com/archives/C0GENERAL/p{thread.replace('.', '')}" in text
    assert "Applying for graduation" in text and "real person" in text  # sources and summary travel along
    assert card["blocks"][-1]["elements"][0]["action_id"] == hb.ACTION_CLAIM
    ticket = slack.rt.handoffs.store.get(ticket_id)
    assert ticket.queue_refs["slack_channel"] == QUEUE and ticket.queue_refs["slack_ts"]

    # a student pressing Claim is refused privately; the ticket stays open
    await _click(slack, hb.ACTION_CLAIM, ticket_id, "U0STUDENT", "refused")
    await slack.fake.wait_for(lambda: slack.fake.to("response_url"))
    [refusal] = slack.fake.to("response_url")
    assert refusal["response_type"] == "ephemeral" and "Only advisers" in refusal["text"]
    assert slack.rt.handoffs.store.get(ticket_id).status.value == "open"

    await _click(slack, hb.ACTION_CLAIM, ticket_id, "U0DANA")
    # the card update and the thread notice are delivered concurrently: wait for both
    await slack.fake.wait_for(lambda: len(_posts(slack, "C0GENERAL")) == 3 and slack.fake.to("chat.update"))
    [update] = slack.fake.to("chat.update")
    assert update["channel"] == QUEUE and update["ts"] == ticket.queue_refs["slack_ts"]
    assert "Claimed by <@U0DANA>" in _card_text(update)
    assert [e["action_id"] for e in update["blocks"][-1]["elements"]] == [hb.ACTION_HAND_BACK, hb.ACTION_RESOLVE,
                                                                           hb.ACTION_TRANSFER]
    joined = _posts(slack, "C0GENERAL")[2]
    assert joined["thread_ts"] == thread and "has joined this conversation" in joined["text"]

    # while claimed: nothing at all from the bot in that thread, even when mentioned
    calls_before = len(_bot_output(slack))
    await slack.event(message_event("hello? when is the deadline to apply for graduation?", channel="C0GENERAL",
                                    channel_type="channel", thread_ts=thread))
    await slack.event(mention_event("are you there bot?", channel="C0GENERAL", thread_ts=thread))
    await slack.settle()
    assert len(_bot_output(slack)) == calls_before

    await _click(slack, hb.ACTION_HAND_BACK, ticket_id, "U0DANA")
    await slack.fake.wait_for(lambda: len(_posts(slack, "C0GENERAL")) == 4 and len(slack.fake.to("chat.update")) == 2)
    assert "handed this conversation back" in _posts(slack, "C0GENERAL")[3]["text"]
    assert "Handed back to the bot" in _card_text(slack.fake.to("chat.update")[-1])

    await slack.event(message_event("How much is the graduation fee?", channel="C0GENERAL", channel_type="channel",
                                    thread_ts=thread))
    await slack.settle()
    last = _posts(slack, "C0GENERAL")[-1]
    assert len(_posts(slack, "C0GENERAL")) == 5 and "$75" in last["text"] and last["thread_ts"] == thread


async def test_two_advisers_claiming_at_once_get_one_winner(slack):
    _, ticket_id = await _student_thread_with_ticket(slack)
    await asyncio.gather(_click(slack, hb.ACTION_CLAIM, ticket_id, "U0DANA"),
                         _click(slack, hb.ACTION_CLAIM, ticket_id, "U0LEE"))
    await slack.fake.wait_for(lambda: slack.fake.to("response_url") and slack.fake.to("chat.update"))
    await slack.settle()
    [update] = slack.fake.to("chat.update")
    [loser] = slack.fake.to("response_url")
    winner = slack.rt.handoffs.store.get(ticket_id).claimed_by
    assert winner in ("U0DANA", "U0LEE") and f"Claimed by <@{winner}>" in _card_text(update)
    assert "Already claimed" in loser["text"] and loser["response_type"] == "ephemeral"
    assert sum("has joined" in p["text"] for p in _posts(slack, "C0GENERAL")) == 1


async def test_adviser_shortcut_escalates_the_message_and_students_cannot(slack):
    message = message_event("My visa paperwork is stuck, who can help?", channel="C0GENERAL", channel_type="channel")

    async def shortcut(user: str) -> None:
        payload = {"type": "message_action", "callback_id": "escalate_to_advising", "trigger_id": "1.2.3",
                   "team": {"id": "T0000001"}, "user": {"id": user, "name": user.lower()},
                   "channel": {"id": "C0GENERAL"}, "message": message, "response_url": slack.fake.response_url(),
                   "token": "legacy-unused", "api_app_id": "A0000001"}
        body, headers = slack.sender.interaction_request(payload)
        assert (await slack.post("/slack/interactions", body, headers)).status == 200

    await shortcut("U0STUDENT")
    await slack.fake.wait_for(lambda: slack.fake.to("response_url"))
    assert "Only members of the advisers group" in slack.fake.to("response_url")[0]["text"]
    assert slack.rt.handoffs.list() == []

    await shortcut("U0DANA")
    await slack.fake.wait_for(lambda: len(slack.fake.to("response_url")) == 2 and _posts(slack, QUEUE))
    [ticket] = slack.rt.handoffs.list("open")
    assert ticket.student_id == "U0STUDENT" and ticket.question == message["text"]
    assert ticket.category == "international" and ticket.events[0].actor == "U0DANA"
    assert ticket.conversation.thread == message["ts"] and ticket.queue_refs["slack_ts"]
    [notice] = _posts(slack, "C0GENERAL")
    assert notice["thread_ts"] == message["ts"] and "advising team" in notice["text"]
    assert f"Handoff {ticket.id} opened" in slack.fake.to("response_url")[1]["text"]


async def test_reminder_pings_the_queue_thread_for_an_unclaimed_ticket_once_per_interval(slack):
    from bots.handoff_reminders import send_due_reminders

    _, ticket_id = await _student_thread_with_ticket(slack)
    app = slack.runner.app
    assert slack.rt.handoffs.due_reminders(15) == []  # a fresh ticket is not due
    store = slack.rt.handoffs.store
    ticket = store.get(ticket_id)
    ticket.created_at = time.time() - 20 * 60
    store.save(ticket)
    assert await send_due_reminders(app) == [ticket_id]
    [card, reminder] = _posts(slack, QUEUE)
    assert reminder["thread_ts"] == ticket.queue_refs["slack_ts"] and ticket_id in reminder["text"]
    assert "waiting 20 min" in reminder["text"]
    assert await send_due_reminders(app) == []  # same minute: the lock; and it was just reminded anyway


async def test_restart_keeps_the_claim(tmp_path, redis_url, slack):
    thread, ticket_id = await _student_thread_with_ticket(slack)
    await _click(slack, hb.ACTION_CLAIM, ticket_id, "U0DANA")
    await slack.fake.wait_for(lambda: slack.fake.to("chat.update"))
    await slack.settle()
    await slack.runner.cleanup()  # the bot process goes away …
    rt, runner, base_url = await start_bot(tmp_path / "restarted", slack.fake.base_url, redis_url=redis_url,
                                           **SETTINGS)  # … and a fresh one starts on the same Redis
    slack.runner, slack.base_url, slack.rt = runner, base_url, rt
    before = len(_bot_output(slack))
    await slack.event(message_event("How much is the graduation fee?", channel="C0GENERAL", channel_type="channel",
                                    thread_ts=thread))
    await slack.settle()
    assert len(_bot_output(slack)) == before, "the new process stays quiet in the claimed thread"
    assert rt.handoffs.is_claimed(rt.handoffs.store.get(ticket_id).conversation)


async def test_crisis_gets_resources_at_once_and_an_urgent_card_for_responders(slack):
    await slack.event(mention_event("I want to kill myself, I can't go on", channel="C0GENERAL"))
    await slack.settle()
    [reply] = _posts(slack, "C0GENERAL")
    assert slack.rt.settings.crisis_resources.split(".")[0] in reply["text"]
    [card] = _posts(slack, QUEUE)
    assert card["text"].startswith("<!subteam^S0WELL> 🚨 URGENT") and "URGENT" in _card_text(card)
    assert card["blocks"][-1]["elements"][0]["style"] == "danger"
    [ticket] = slack.rt.handoffs.list("open")
    assert ticket.urgent and ticket.category == "wellbeing"


async def test_adviser_commands_availability_and_transfer(slack):
    ack = await _command(slack, "away", "U0DANA")
    assert "marked away" in ack["text"]
    ack = await _command(slack, "available registration records", "U0LEE")
    assert "available for registration, records" in ack["text"]
    assert [a.id for a in slack.rt.handoffs.available_for("slack", "records")] == ["U0LEE"]
    ack = await _command(slack, "available nonsense", "U0LEE")
    assert "Unknown categories: nonsense" in ack["text"]
    # for a student "available" is just words: it is answered as a question
    ack = await _command(slack, "available", "U0STUDENT")
    assert "Looking that up" in ack["text"]
    await slack.settle()

    thread, ticket_id = await _student_thread_with_ticket(slack)
    await _click(slack, hb.ACTION_CLAIM, ticket_id, "U0DANA")
    await slack.fake.wait_for(lambda: slack.fake.to("chat.update"))
    ack = await _command(slack, f"transfer {ticket_id} <@U0LEE|lee>", "U0DANA")
    assert f"transferred to <@U0LEE>" in ack["text"]
    assert slack.rt.handoffs.store.get(ticket_id).claimed_by == "U0LEE"
    # the ack comes once the card update is queued; its delivery follows (later on a busy machine)
    await slack.fake.wait_for(lambda: "Claimed by <@U0LEE>" in _card_text(slack.fake.to("chat.update")[-1]))
    # the card's user picker transfers too, and a non-adviser target is refused privately
    payload = block_action_payload(hb.ACTION_TRANSFER, "", slack.fake.response_url(), user="U0LEE", channel=QUEUE)
    payload["actions"] = [{"action_id": hb.ACTION_TRANSFER, "block_id": hb.BLOCK_PREFIX + ticket_id,
                           "type": "users_select", "selected_user": "U0STUDENT", "action_ts": "1"}]
    body, headers = slack.sender.interaction_request(payload)
    await slack.post("/slack/interactions", body, headers)
    # wait for this refusal itself: the student's earlier slash-command answer also arrives at response_url,
    # later than the refusal on a busy machine
    await slack.fake.wait_for(
        lambda: any("advisers group" in m.get("text", "") for m in slack.fake.to("response_url")))
    assert slack.rt.handoffs.store.get(ticket_id).claimed_by == "U0LEE"  # the refused transfer changed nothing
    payload["actions"][0]["selected_user"] = "U0DANA"
    body, headers = slack.sender.interaction_request(payload)
    await slack.post("/slack/interactions", body, headers)
    await slack.fake.wait_for(lambda: slack.rt.handoffs.store.get(ticket_id).claimed_by == "U0DANA"
                              and "Claimed by <@U0DANA>" in _card_text(slack.fake.to("chat.update")[-1]))
    await slack.settle()
    notices = [p["text"] for p in _posts(slack, "C0GENERAL") if p.get("thread_ts") == thread]
    assert sum("is now looking after" in n for n in notices) == 2
