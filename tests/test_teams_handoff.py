"""Adviser handoff in Teams, end to end: activities POSTed to the real server and CloudAdapter, the queue
card and notices captured by the local connector, real Redis."""

from __future__ import annotations

import asyncio
import json
import time

import pytest

from core.foundation.settings import Settings
from tests.teams_connector_server import CHANNEL_CONVERSATION, _base, channel_mention, personal_message, serve_bot

pytestmark = pytest.mark.redis

QUEUE = "19:advisers@thread.tacv2"
DANA = dict(user="29:dana", aad="aad-dana")
LEE = dict(user="29:lee", aad="aad-lee")


@pytest.fixture
def teams_settings(tmp_path, redis_url) -> Settings:
    return Settings(data_dir=tmp_path / "data", redis_url=redis_url, teams_allow_anonymous=True,
                    teams_adviser_conversation=QUEUE, teams_adviser_group="aad-dana,aad-lee")


def _named(activity: dict, name: str) -> dict:
    activity["from"]["name"] = name
    return activity


def queue_click(url: str, verb: str, ticket_id: str, card_id: str, who: dict, name: str) -> dict:
    activity = _base(url, {"id": f"{QUEUE};messageid={card_id}", "conversationType": "channel"}, **who)
    activity.update(type="invoke", name="adaptiveCard/action", replyToId=card_id, value={
        "action": {"type": "Action.Execute", "verb": verb, "data": {"advisor_action": verb, "ticket_id": ticket_id}},
        "trigger": "manual"})
    return _named(activity, name)


def _queue_posts(bot) -> list:
    return [c for c in bot.connector.answers() if c.conversation_id == QUEUE]


def _in_chain(bot, root: str) -> list:
    return [c for c in bot.connector.answers() if c.conversation_id == f"{CHANNEL_CONVERSATION};messageid={root}"]


def _text(call) -> str:
    return call.body.get("text") or json.dumps(call.cards)


async def _ticket_in_channel(bot) -> tuple[str, str, str]:
    """A question in a channel, then "a real person please" in its reply chain: (root id, ticket id, card id)."""
    url = bot.connector.service_url
    root = channel_mention(url, "How do I order a transcript?")
    await bot.post(root)
    await bot.connector.wait_for(lambda calls: len(_in_chain(bot, root["id"])) == 1)
    await bot.post(channel_mention(url, "can I talk to a real person please", root_id=root["id"]))
    # the reply to the student goes through the outbox: it may arrive just before or after the queue card
    await bot.connector.wait_for(lambda calls: _queue_posts(bot) and len(_in_chain(bot, root["id"])) == 2)
    card = _queue_posts(bot)[0]
    ticket_id = card.cards[0]["actions"][0]["data"]["ticket_id"]
    await _routed(bot, ticket_id)
    return root["id"], ticket_id, card.response_id


async def _routed(bot, ticket_id: str):
    """The stored ticket once its queue card id is recorded: that happens after the connector answered the
    post, so a test can see the card a moment before the store has its id."""
    for _ in range(100):
        ticket = bot.rt.handoffs.store.get(ticket_id)
        if "teams_activity" in ticket.queue_refs:
            return ticket
        await asyncio.sleep(0.05)
    return ticket


async def test_escalate_claim_quiet_hand_back_resume(teams_settings, tmp_path):
    async with serve_bot(teams_settings, tmp_path / "kb") as bot:
        url = bot.connector.service_url
        root, ticket_id, card_id = await _ticket_in_channel(bot)
        assert "advising team" in _text(_in_chain(bot, root)[1])
        card = json.dumps(_queue_posts(bot)[0].cards[0])
        assert f"Handoff {ticket_id}" in card and "records" in card and "Transcripts" in card
        assert f"https://teams.microsoft.com/l/message/{CHANNEL_CONVERSATION}/{root}" in card
        ticket = await _routed(bot, ticket_id)
        assert ticket.queue_refs["teams_activity"] == card_id and ticket.thread_link

        status, body = await bot.post(queue_click(url, "handoff_claim", ticket_id, card_id,
                                                  dict(user="29:student-1", aad="aad-student-1"), "Sam Student"))
        assert status == 200 and body["type"] == "application/vnd.microsoft.activity.message"
        assert "Only advisers" in body["value"] and bot.rt.handoffs.store.get(ticket_id).status.value == "open"

        status, body = await bot.post(queue_click(url, "handoff_claim", ticket_id, card_id, DANA, "Dana Adviser"))
        assert body["type"] == "application/vnd.microsoft.card.adaptive"
        assert "Claimed by Dana Adviser" in json.dumps(body["value"])
        assert [a["verb"] for a in body["value"]["actions"]] == ["handoff_hand_back", "handoff_resolve"]
        # the card update and the student's notice go out through the outbox, just after the click's response
        await bot.connector.wait_for(lambda calls: any(c.method == "PUT" for c in calls)
                                     and "Dana Adviser" in _text(_in_chain(bot, root)[-1]))
        [put] = [c for c in bot.connector.calls if c.method == "PUT"]
        assert put.activity_id == card_id and "Claimed by Dana Adviser" in json.dumps(put.cards)
        joined = _in_chain(bot, root)[-1]
        assert "Dana Adviser" in joined.body["text"] and joined.activity_id == root

        before = len(bot.connector.calls)
        await bot.post(channel_mention(url, "How much does an electronic transcript cost?", root_id=root))
        await asyncio.sleep(0.5)
        assert len(bot.connector.calls) == before, "no typing, no answer while an adviser has the thread"

        status, body = await bot.post(queue_click(url, "handoff_hand_back", ticket_id, card_id, DANA, "Dana Adviser"))
        assert "Handed back to the bot" in json.dumps(body["value"])
        await bot.connector.wait_for(lambda calls: "handed this conversation back" in _text(_in_chain(bot, root)[-1]))
        await bot.post(channel_mention(url, "How much does an electronic transcript cost?", root_id=root))
        await bot.connector.wait_for(lambda calls: "$10" in _text(_in_chain(bot, root)[-1]))


async def test_simultaneous_claims_have_one_winner(teams_settings, tmp_path):
    async with serve_bot(teams_settings, tmp_path / "kb") as bot:
        url = bot.connector.service_url
        root, ticket_id, card_id = await _ticket_in_channel(bot)
        results = await asyncio.gather(
            bot.post(queue_click(url, "handoff_claim", ticket_id, card_id, DANA, "Dana Adviser")),
            bot.post(queue_click(url, "handoff_claim", ticket_id, card_id, LEE, "Lee Park")))
        kinds = sorted(body["type"] for _, body in results)
        assert kinds == ["application/vnd.microsoft.activity.message", "application/vnd.microsoft.card.adaptive"]
        loser = next(body for _, body in results if body["type"].endswith("activity.message"))
        assert "Already claimed" in loser["value"]
        await bot.delivery.wait_idle(30)  # the winner's notice goes out through the outbox
        assert sum("has joined" in (c.body.get("text") or "") for c in _in_chain(bot, root)) == 1


async def test_adviser_escalate_command_opens_the_same_kind_of_ticket(teams_settings, tmp_path):
    async with serve_bot(teams_settings, tmp_path / "kb") as bot:
        url = bot.connector.service_url
        root = channel_mention(url, "How much does a parking permit cost?")
        await bot.post(root)
        await bot.connector.wait_for(lambda calls: len(_in_chain(bot, root["id"])) == 1)
        await bot.post(_named(channel_mention(url, "escalate she needs a payment plan", root_id=root["id"], **DANA),
                              "Dana Adviser"))
        await bot.connector.wait_for(lambda calls: _queue_posts(bot))
        [ticket] = bot.rt.handoffs.list("open")
        ticket = await _routed(bot, ticket.id)
        assert ticket.student_id == "aad-student-1" and ticket.question == "How much does a parking permit cost?"
        assert ticket.events[0].actor == "aad-dana" and "payment plan" in ticket.reason
        # the student's notice goes through the outbox: it may land just after the queue card
        await bot.connector.wait_for(lambda calls: "advising team" in _text(_in_chain(bot, root["id"])[-1]))
        assert ticket.queue_refs["teams_activity"] == _queue_posts(bot)[0].response_id


async def test_reminder_restart_and_commands(teams_settings, tmp_path):
    from bots.handoff_reminders import send_due_reminders

    server = serve_bot(teams_settings, tmp_path / "kb")
    async with server as bot:
        url = bot.connector.service_url
        root, ticket_id, card_id = await _ticket_in_channel(bot)
        store = bot.rt.handoffs.store
        ticket = store.get(ticket_id)
        ticket.created_at = time.time() - 30 * 60
        store.save(ticket)
        assert await send_due_reminders(server._runner.app) == [ticket_id]
        reminder = bot.connector.answers()[-1]
        assert reminder.conversation_id == f"{QUEUE};messageid={card_id}" and reminder.activity_id == card_id
        assert ticket_id in reminder.body["text"] and "waiting 30 min" in reminder.body["text"]

        # adviser commands in a 1:1 chat with the bot
        await bot.post(_named(personal_message(url, "away", chat_id="a:dana", **DANA), "Dana Adviser"))
        await bot.post(_named(personal_message(url, "available records", chat_id="a:lee", **LEE), "Lee Park"))
        await bot.connector.wait_for(lambda calls: len([c for c in calls if c.conversation_id in ("a:dana", "a:lee")]) == 2)
        replies = {c.conversation_id: c.body["text"] for c in bot.connector.answers() if c.conversation_id in ("a:dana", "a:lee")}
        assert "marked away" in replies["a:dana"] and "available for records" in replies["a:lee"]
        await bot.post(queue_click(url, "handoff_claim", ticket_id, card_id, DANA, "Dana Adviser"))
        await bot.post(_named(personal_message(url, f"transfer {ticket_id} Lee Park", chat_id="a:dana", **DANA),
                              "Dana Adviser"))
        await bot.connector.wait_for(lambda calls: store.get(ticket_id).claimed_by == "aad-lee")
        await bot.connector.wait_for(lambda calls: "now looking after" in _text(_in_chain(bot, root)[-1]))

    # a fresh process on the same Redis keeps the claim: the student's next @mention gets nothing
    async with serve_bot(teams_settings, tmp_path / "kb2") as bot:
        await bot.post(channel_mention(bot.connector.service_url, "hello? anyone?", root_id=root))
        await asyncio.sleep(0.5)
        assert bot.connector.calls == []
        assert bot.rt.handoffs.store.get(ticket_id).status.value == "claimed"


async def test_crisis_in_teams_gets_resources_and_an_urgent_card(teams_settings, tmp_path):
    async with serve_bot(teams_settings, tmp_path / "kb") as bot:
        await bot.post(personal_message(bot.connector.service_url, "I don't want to live anymore"))
        await bot.connector.wait_for(lambda calls: _queue_posts(bot) and any(
            c.conversation_id == "a:personal-chat-1" for c in bot.connector.answers()))
        reply = next(c for c in bot.connector.answers() if c.conversation_id == "a:personal-chat-1")
        assert teams_settings.crisis_resources.split(".")[0] in reply.body["text"]
        assert "channelData" not in reply.body or "feedbackLoop" not in reply.body["channelData"], "no 👍/👎 on a crisis"
        card = _queue_posts(bot)[0]
        assert "URGENT" in json.dumps(card.cards[0]) and card.body["summary"].startswith("🚨 URGENT")
        [ticket] = bot.rt.handoffs.list("open")
        assert ticket.urgent and ticket.category == "wellbeing"
