"""Who a Slack message is for: messages with files are answered from their text (saying attachments are
not read), and in a thread the bot answered, a message addressed to other people is left alone."""

from __future__ import annotations

import pytest

from tests.slack_api_server import BOT_USER_ID, mention_event, message_event
from tests.slack_harness import start_harness

FILES = [{"id": "F0001", "name": "transcript.pdf", "mimetype": "application/pdf", "filetype": "pdf"}]


@pytest.fixture
async def slack(tmp_path, redis_url):
    h = await start_harness(tmp_path, redis_url=redis_url)
    yield h
    await h.close()


async def test_dm_with_a_file_is_answered_from_its_text(slack):
    event = message_event("How do I apply for graduation?", channel="D0FILES", subtype="file_share", files=FILES)
    await slack.event(event)
    await slack.settle()
    [post] = slack.fake.to("chat.postMessage")
    assert "Student Portal" in post["text"] and "can't read attachments" in post["text"]
    assert "can't read attachments" in post["blocks"][0]["elements"][0]["text"]
    assert post["thread_ts"] == event["ts"]


async def test_mention_with_a_file_is_answered_and_a_file_alone_gets_a_hint(slack):
    mention = mention_event("How much is the graduation fee?", channel="C0FILES")
    mention["files"] = FILES
    await slack.event(mention)
    await slack.event(message_event("", channel="D0ONLYFILE", subtype="file_share", files=FILES))
    await slack.settle()
    posts = {p["channel"]: p for p in slack.fake.to("chat.postMessage")}
    assert "$75" in posts["C0FILES"]["text"] and "can't read attachments" in posts["C0FILES"]["text"]
    assert "type your question" in posts["D0ONLYFILE"]["text"]
    assert len(slack.fake.to("chat.postMessage")) == 2


async def test_in_an_answered_thread_messages_to_other_people_are_not_answered(slack):
    first = mention_event("How do I apply for graduation?", channel="C0THREAD")
    await slack.event(first)
    await slack.settle()
    for text in ("<@U0FRIEND> thanks, see you at lunch!", "<@U0FRIEND> <@U0OTHER> do you know the fee?"):
        await slack.event(message_event(text, channel="C0THREAD", channel_type="channel", thread_ts=first["ts"],
                                        user="U0STUDENT"))
    await slack.settle()
    assert len(slack.fake.to("chat.postMessage")) == 1, "people talking to each other get no reply"
    # a follow-up to nobody in particular is still for the bot; one that mentions the bot too is answered once
    await slack.event(message_event("How much does it cost to apply for graduation?", channel="C0THREAD",
                                    channel_type="channel", thread_ts=first["ts"]))
    both = mention_event("<@U0FRIEND> and when is the deadline?", channel="C0THREAD", thread_ts=first["ts"])
    await slack.event(both)
    await slack.event(message_event(both["text"], channel="C0THREAD", channel_type="channel",
                                    thread_ts=first["ts"], ts=both["ts"]))
    await slack.settle()
    posts = slack.fake.to("chat.postMessage")
    assert len(posts) == 3 and all(p["thread_ts"] == first["ts"] for p in posts)
    assert f"<@{BOT_USER_ID}>" in both["text"]


async def test_a_handoff_without_an_advisers_queue_sends_the_student_to_the_office(slack, caplog):
    """No slack_adviser_channel: nobody would see the ticket, so the bot must not promise a reply."""
    import logging

    caplog.set_level(logging.ERROR)
    await slack.event(message_event("I want to talk to an adviser please", channel="D0NOQUEUE"))
    await slack.settle()
    [post] = slack.fake.to("chat.postMessage")
    assert "advising office" in post["text"] and "will reply" not in post["text"]
    assert any("no advisers' queue" in r.getMessage() for r in caplog.records if r.levelno == logging.ERROR)


async def test_a_crisis_addressed_to_a_friend_in_an_answered_thread_still_reaches_help(slack):
    first = mention_event("How do I apply for graduation?", channel="C0CRISIS")
    await slack.event(first)
    await slack.settle()
    await slack.event(message_event("<@U0FRIEND> honestly i'm going to kill myself tonight", channel="C0CRISIS",
                                    channel_type="channel", thread_ts=first["ts"], user="U0STUDENT"))
    await slack.settle()
    posts = slack.fake.to("chat.postMessage")
    crisis = [p for p in posts if p.get("thread_ts") == first["ts"] and "alone" in p["text"]]
    assert len(crisis) == 1, [p["text"][:80] for p in posts]
