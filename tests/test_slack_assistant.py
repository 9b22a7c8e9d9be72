"""Acceptance tests of Slack's assistant surface: the real Bolt app over HTTP with signed requests, the local
Slack Web API speaking assistant.threads.* and chat.startStream/appendStream/stopStream, a scripted model
streaming through the real openai client, real Redis, LanceDB."""

from __future__ import annotations

import json

import pytest

from bots.slack import blocks
from tests.faults import server_error, slack_error
from tests.llm_server import Reply, call, passage_numbers
from tests.slack_api_server import BOT_USER_ID, TEAM_ID, block_action_payload, message_event, message_ts
from tests.slack_harness import start_harness

GRADUATION = "Applying for graduation"
QUESTION = "How do I apply for graduation?"
DM = "D0ASSIST1"


def answer_citing(template: str, pieces: int = 4, gap_s: float = 0.05):
    """The model's final reply citing the graduation page, streamed in ``pieces`` deltas."""
    def reply(request: dict) -> Reply:
        text = template.format(n=passage_numbers(request)[GRADUATION])
        size = -(-len(text) // pieces)
        return Reply(content=text, deltas=[text[i:i + size] for i in range(0, len(text), size)], delta_gap_s=gap_s)
    return reply


KEPT = "Apply in the Student Portal under Academics > Apply to Graduate [1]."


@pytest.fixture
async def assistant(tmp_path, redis_url, llm):
    config = json.dumps({"C0REGVIEW": {"scope": {"space": "REG"}}})
    h = await start_harness(tmp_path, redis_url=redis_url, llm_base_url=llm.url, llm_model="scripted",
                            llm_timeout_s=20.0, slack_stream_append_interval_s=0.05, slack_channel_config=config)
    h.llm = llm
    yield h
    await h.close()


def thread_started(channel: str = DM, viewing: str | None = "C0REGVIEW") -> tuple[dict, str]:
    ts = message_ts()
    context = {"channel_id": viewing, "team_id": TEAM_ID, "enterprise_id": None} if viewing else {}
    return {"type": "assistant_thread_started", "event_ts": ts,
            "assistant_thread": {"user_id": "U0STUDENT", "context": context, "channel_id": channel,
                                 "thread_ts": ts}}, ts


def methods(h) -> list[str]:
    return [c.method for c in h.fake.web_api_calls() if c.method != "auth.test"]


def bot_messages(h, channel: str, thread_ts: str) -> list[dict]:
    return [m for (c, _), m in h.fake.messages.items() if c == channel and m.get("thread_ts") == thread_ts]


async def ask(h, thread_ts: str, text: str = QUESTION, channel: str = DM) -> dict:
    event = message_event(text, channel=channel, thread_ts=thread_ts)
    assert (await h.event(event)).status == 200
    await h.settle()
    return event


async def test_thread_started_greets_with_context_and_suggested_prompts(assistant):
    event, ts = thread_started()
    assert (await assistant.event(event)).status == 200
    await assistant.settle()
    [greeting] = assistant.fake.to("chat.postMessage")
    assert greeting["channel"] == DM and greeting["thread_ts"] == ts and "advising assistant" in greeting["text"]
    assert greeting["metadata"] == {"event_type": "assistant_thread_context",
                                    "event_payload": {"channel_id": "C0REGVIEW", "team_id": TEAM_ID,
                                                      "enterprise_id": None}}
    [prompts] = assistant.fake.to("assistant.threads.setSuggestedPrompts")
    assert prompts["channel_id"] == DM and prompts["thread_ts"] == ts
    # no history yet: the configured defaults
    assert [p["message"] for p in prompts["prompts"]] == assistant.rt.settings.suggested_questions[:4]
    assert all(p["title"] and p["message"] for p in prompts["prompts"])


async def test_question_sets_status_and_title_then_streams_and_finishes_with_sources_and_feedback(assistant):
    event, ts = thread_started()
    await assistant.event(event)
    await assistant.settle()
    assistant.llm.play(call("search_knowledge_base", query="apply for graduation"), answer_citing(KEPT, pieces=6))
    await ask(assistant, ts)

    calls = methods(assistant)
    statuses = [p["status"] for p in assistant.fake.to("assistant.threads.setStatus")]
    assert statuses[0] == "Looking into it…" and any(s.startswith("Searching the ") for s in statuses)
    assert statuses[-1] == ""  # cleared after the answer
    assert "reactions.add" not in calls, "the status line replaces the ⏳ reaction in assistant threads"
    [title] = assistant.fake.to("assistant.threads.setTitle")
    assert title == {"channel_id": DM, "thread_ts": ts, "title": QUESTION}
    # the stream: started with text, appended, stopped with the sources and buttons below the text
    [start] = assistant.fake.to("chat.startStream")
    assert start["channel"] == DM and start["thread_ts"] == ts and start["chunks"][0]["type"] == "markdown_text"
    assert start["recipient_user_id"] == "U0STUDENT" and start["recipient_team_id"] == TEAM_ID
    assert assistant.fake.to("chat.appendStream"), "text written while streaming is appended"
    [stop] = assistant.fake.to("chat.stopStream")
    first = calls.index("chat.startStream")
    assert calls.index("assistant.threads.setTitle") < first < calls.index("chat.appendStream") < calls.index("chat.stopStream")
    assert calls.index("assistant.threads.setStatus") < first
    [streamed] = [m for m in bot_messages(assistant, DM, ts) if m.get("streaming_state")]
    assert streamed["streaming_state"] == "completed" and streamed["text"] == KEPT
    kinds = [b["type"] for b in stop["blocks"]]
    assert kinds == ["context", "actions"]
    assert GRADUATION in stop["blocks"][0]["elements"][0]["text"]
    buttons = stop["blocks"][-1]["elements"]
    assert [b["action_id"] for b in buttons] == [blocks.ACTION_HELPFUL, blocks.ACTION_NOT_HELPFUL, blocks.ACTION_ADVISER]
    assert "chat.update" not in calls and len(assistant.fake.to("chat.postMessage")) == 1  # the greeting only
    # the channel being viewed scoped the search to its space
    searched = [m for r in assistant.llm.requests for m in r["messages"] if m["role"] == "tool"]
    assert searched and "CS101" not in json.dumps(searched)

    # a feedback click on the streamed answer is recorded like any other
    url = assistant.fake.response_url()
    body, headers = assistant.sender.interaction_request(
        block_action_payload(blocks.ACTION_HELPFUL, buttons[0]["value"], url, channel=DM, message_ts=streamed["ts"]))
    assert (await assistant.post("/slack/interactions", body, headers)).status == 200
    await assistant.fake.wait_for(lambda: assistant.fake.to("response_url"))
    [record] = assistant.rt.feedback.list(kind="helpful")
    assert record.question == QUESTION and record.answer == KEPT and record.citations[0].title == GRADUATION


async def test_answer_changed_by_the_grounding_check_replaces_the_streamed_text(assistant):
    _, ts = thread_started()
    # the second sentence cites a page that was never returned: streamed, then removed by the check
    streamed = KEPT + " The fee is 500 dollars [7]."
    assistant.llm.play(call("search_knowledge_base", query="apply for graduation"), answer_citing(streamed))
    await ask(assistant, ts)
    [update] = assistant.fake.to("chat.update")
    [stop] = assistant.fake.to("chat.stopStream")
    assert "blocks" not in stop or not stop["blocks"]
    assert update["ts"] == stop["ts"] and "500 dollars" not in update["text"] and "Student Portal" in update["text"]
    assert any(b.get("block_id") == blocks.ACTIONS_BLOCK_ID for b in update["blocks"])
    [message] = [m for m in bot_messages(assistant, DM, ts)]
    assert "500 dollars" not in message["text"]


@pytest.mark.parametrize("failure", ["append_5xx", "start_refused", "stop_5xx_then_ok", "stream_gone"])
async def test_a_failing_stream_ends_as_one_complete_message(assistant, failure):
    _, ts = thread_started()
    faults = assistant.fake.faults
    if failure == "append_5xx":
        faults.add("chat.appendStream", server_error(500))
    elif failure == "start_refused":
        faults.add("chat.startStream", slack_error("fatal_error"))
    elif failure == "stop_5xx_then_ok":
        faults.add("chat.stopStream", server_error(503))
    else:  # the stream expired before it was stopped, and the message can no longer be edited
        faults.add("chat.stopStream", slack_error("message_not_in_streaming_state"))
        faults.add("chat.update", slack_error("message_not_found"))
    assistant.llm.play(call("search_knowledge_base", query="apply for graduation"), answer_citing(KEPT, pieces=6))
    await ask(assistant, ts)

    complete = [m for m in bot_messages(assistant, DM, ts) if "Student Portal" in m["text"]
                and any(b.get("block_id") == blocks.ACTIONS_BLOCK_ID for b in m.get("blocks", []))]
    assert len(complete) == 1, f"one complete answer ({failure})"
    partial = [m for m in bot_messages(assistant, DM, ts) if m not in complete]
    if failure == "stream_gone":  # the expired stream could not be touched: the answer was posted whole
        assert assistant.fake.to("chat.postMessage")[-1]["thread_ts"] == ts
    else:
        assert not partial, "no second, partial copy"
    assert not assistant.rt.outbox.dead_letters()


async def test_a_workspace_without_the_assistant_still_answers_dms_and_threads(tmp_path, redis_url):
    h = await start_harness(tmp_path, redis_url=redis_url, slack_assistant=False)
    try:
        top = message_event(QUESTION, channel="D0PLAIN")
        await h.event(top)
        await h.event(message_event("And the fee?", channel="D0PLAIN", thread_ts=top["ts"]))
        await h.settle()
        posts = h.fake.to("chat.postMessage")
        assert len(posts) == 2 and all(p["thread_ts"] == top["ts"] for p in posts)
        assert len(h.fake.to("reactions.add")) == 2
        assert not [m for m in methods(h) if m.startswith(("assistant.", "chat.startStream"))]
    finally:
        await h.close()


async def test_assistant_on_but_not_available_in_this_workspace_falls_back_to_the_dm_path(assistant):
    top = message_event(QUESTION, channel="D0NOPANE")
    assistant.fake.faults.add("assistant.threads.setStatus", slack_error("channel_not_found"))
    assistant.llm.play(call("search_knowledge_base", query="apply for graduation"), answer_citing(KEPT))
    await ask(assistant, top["ts"], channel="D0NOPANE")
    [post] = assistant.fake.to("chat.postMessage")
    assert post["thread_ts"] == top["ts"] and "Student Portal" in post["text"]
    assert assistant.fake.to("reactions.add") and not assistant.fake.to("chat.startStream")
    assert not assistant.fake.to("assistant.threads.setTitle")


async def test_extractive_mode_in_an_assistant_thread_posts_the_answer_whole(tmp_path, redis_url):
    h = await start_harness(tmp_path, redis_url=redis_url)
    try:
        _, ts = thread_started()
        await ask(h, ts)
        statuses = [p["status"] for p in h.fake.to("assistant.threads.setStatus")]
        assert statuses[0] == "Looking into it…" and "Searching the knowledge base…" in statuses, statuses
        [post] = h.fake.to("chat.postMessage")
        assert post["thread_ts"] == ts and "Student Portal" in post["text"] and not h.fake.to("chat.startStream")
        assert BOT_USER_ID  # the bot answered as itself
    finally:
        await h.close()


async def test_thread_context_is_read_back_from_the_greeting_when_this_process_did_not_see_it(assistant):
    event, ts = thread_started(viewing="C0REGVIEW")
    await assistant.event(event)
    await assistant.settle()
    assistant.advisor.assistant.contexts = type(assistant.advisor.assistant.contexts)(
        assistant.advisor.client, lambda: BOT_USER_ID)  # as after a restart, or on another replica
    assistant.llm.play(call("search_knowledge_base", query="late homework grading"),
                       Reply(content="The pages I searched do not say."))
    await ask(assistant, ts, text="What is the late homework policy?")
    [replies] = assistant.fake.to("conversations.replies")
    assert replies["channel"] == DM and replies["ts"] == ts
    searched = [m for r in assistant.llm.requests for m in r["messages"] if m["role"] == "tool"]
    assert searched and "CS101" not in json.dumps(searched), "the viewed channel's scope still applies"


async def test_suggested_prompts_come_from_what_students_asked_most(tmp_path, redis_url):
    from core.conversation.answer_archive import ShownAnswer
    from core.knowledge.citation import Citation

    h = await start_harness(tmp_path, redis_url=redis_url, suggested_questions_min_history=1)
    try:
        h.rt.answer_archive.recent()  # the store is reachable
        for i, user in enumerate(["U1", "U2", "U3"]):
            h.rt.answer_archive.put(ShownAnswer(id=f"hist{i}", platform="slack", conversation="c", user_id=user,
                                                question="When is the graduation application deadline?",
                                                answer="March 1 [1].", citations=[Citation(n=1, title=GRADUATION)]))
        await h.event(thread_started()[0])
        await h.settle()
        [prompts] = h.fake.to("assistant.threads.setSuggestedPrompts")
        assert [p["message"] for p in prompts["prompts"]] == ["When is the graduation application deadline?"]
    finally:
        await h.close()


async def test_a_changed_context_is_kept_for_other_replicas_in_the_greeting(assistant):
    event, ts = thread_started(viewing="C0ELSEWHERE")
    await assistant.event(event)
    await assistant.settle()
    changed = {"type": "assistant_thread_context_changed", "event_ts": message_ts(),
               "assistant_thread": {"user_id": "U0STUDENT", "channel_id": DM, "thread_ts": ts,
                                    "context": {"channel_id": "C0REGVIEW", "team_id": TEAM_ID}}}
    await assistant.event(changed)
    await assistant.settle()
    [update] = assistant.fake.to("chat.update")
    assert update["metadata"]["event_payload"]["channel_id"] == "C0REGVIEW"
    pane = assistant.advisor.assistant
    pane.contexts = type(pane.contexts)(assistant.advisor.client, lambda: BOT_USER_ID)  # another replica
    found = await pane.contexts.find(channel_id=DM, thread_ts=ts)
    assert found["channel_id"] == "C0REGVIEW"


async def test_appends_are_throttled_and_lose_no_text(tmp_path, redis_url, llm):
    h = await start_harness(tmp_path, redis_url=redis_url, llm_base_url=llm.url, llm_model="scripted",
                            llm_timeout_s=20.0, slack_stream_append_interval_s=0.25)
    try:
        _, ts = thread_started()
        llm.play(call("search_knowledge_base", query="apply for graduation"),
                 answer_citing(KEPT, pieces=40, gap_s=0.01))
        await ask(h, ts)
        starts, appends = h.fake.to("chat.startStream"), h.fake.to("chat.appendStream")
        assert len(starts) == 1 and len(appends) <= 20, "40 model deltas, sent in a few appends"
        [streamed] = [m for m in bot_messages(h, DM, ts) if m.get("streaming_state")]
        assert streamed["text"] == KEPT and streamed["streaming_state"] == "completed"
    finally:
        await h.close()
