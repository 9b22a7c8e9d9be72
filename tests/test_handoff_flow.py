"""Handoff through the core entry points (real Redis): crisis first, requests for a person, quiet while
claimed, suggestions after two abstentions, the answer-button escalation."""

from __future__ import annotations

import pytest

from bots.cli.ingest import ingest_paths
from bots.runtime import AdvisorRuntime
from core.answering.chat_turns import IncomingMessage
from core.conversation.model import Asker, ConversationKey
from core.handoff.store import TicketStatus
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
"""


@pytest.fixture
def rt(tmp_path, redis_url):
    kb = tmp_path / "kb"
    kb.mkdir()
    (kb / "add-drop.md").write_text(PAGE)
    # an advisers' queue is configured (without one the student is sent to the office: test_slack_addressing.py)
    runtime = AdvisorRuntime(Settings(data_dir=tmp_path / "data", redis_url=redis_url, slack_adviser_group="UADV",
                                      slack_adviser_channel="C0ADVISERS", office_hours="Mon–Fri 9–5", _env_file=None))
    ingest_paths(runtime, [kb], quiet=True)
    return runtime


def _msg(text: str, n: int, thread: str = "t1") -> IncomingMessage:
    return IncomingMessage(event_id=f"ev{n}-{thread}", text=text, asker=Asker(id="USTU", name="Sam"),
                           conversation=ConversationKey(platform="slack", workspace="T", channel="D", thread=thread))


def test_crisis_message_gets_resources_at_once_and_an_urgent_ticket(rt):
    out = rt.chat_turns.handle(_msg("I don't want to live anymore, nothing matters", 1))
    answer = out.answer
    assert answer.mode == "crisis" and not answer.citations
    assert rt.settings.crisis_resources in answer.text
    assert out.ticket is not None and out.ticket.urgent and out.ticket.category == "wellbeing"


def test_ordinary_question_is_answered_from_the_kb(rt):
    out = rt.chat_turns.handle(_msg("When is the deadline to drop a class without a W?", 1))
    assert out.answer.mode == "extractive" and out.answer.citations and out.ticket is None


def test_asking_for_a_person_opens_a_ticket_and_claim_silences_the_bot_until_hand_back(rt):
    first = rt.chat_turns.handle(_msg("How much is the late-add fee?", 1))
    assert not first.answer.abstained
    asked = rt.chat_turns.handle(_msg("can I talk to a real person please", 2))
    ticket = asked.ticket
    assert asked.answer.mode == "handoff" and ticket is not None
    assert "advising team" in asked.answer.text and "thread" in asked.answer.text
    assert "late-add fee" in ticket.summary and ticket.citations  # the context travels with the ticket
    # nobody claimed yet: the bot still answers
    assert rt.chat_turns.handle(_msg("How much is the late-add fee?", 3)).kind == "answer"
    assert rt.handoffs.claim(ticket.id, "UADV", "Dana").ok
    quiet = rt.chat_turns.handle(_msg("are you there?", 4))
    assert quiet.kind == "quiet" and quiet.answer is None
    history = rt.memory.history(_msg("", 0).conversation)
    assert history[-1].content == "are you there?"  # kept for the adviser and for later turns
    rt.handoffs.hand_back(ticket.id, "UADV")
    assert rt.chat_turns.handle(_msg("When can I drop a class?", 5)).kind == "answer"
    assert rt.handoffs.store.get(ticket.id).status == TicketStatus.returned


def test_no_adviser_available_is_said_honestly_with_office_hours(rt):
    rt.handoffs.set_availability("slack", "UADV", False)
    out = rt.chat_turns.handle(_msg("I want to speak with an advisor", 1))
    assert "nobody for this topic is available" in out.answer.text and "Mon–Fri 9–5" in out.answer.text


def test_two_abstentions_in_a_row_suggest_an_adviser(rt):
    a = rt.chat_turns.handle(_msg("What is the cafeteria menu on Friday?", 1)).answer
    b = rt.chat_turns.handle(_msg("Who won the football game last week?", 2)).answer
    assert a.abstained and b.abstained
    assert "last two questions" not in a.text and "last two questions" in b.text and b.suggest_adviser


def test_answer_button_escalates_with_that_answers_question_and_sources(rt):
    out = rt.chat_turns.handle(_msg("How much is the late-add fee?", 1))
    escalation = rt.chat_turns.escalate_from_answer(out.answer_id, Asker(id="USTU", name="Sam"), "slack")
    assert escalation.created and escalation.ticket.question == "How much is the late-add fee?"
    assert escalation.ticket.citations[0].title == "Add and Drop"
    again = rt.chat_turns.escalate_from_answer(out.answer_id, Asker(id="USTU"), "slack")
    assert not again.created and again.ticket.id == escalation.ticket.id
    kinds = [r.kind for r in rt.feedback.list()]
    assert kinds.count("adviser_request") == 2


def test_redis_down_still_answers_and_crisis_still_gets_resources(rt, redis_server):
    redis_server.stop()
    try:
        out = rt.chat_turns.handle(_msg("When is the deadline to drop a class without a W?", 1))
        assert out.kind == "answer" and out.answer.citations
        crisis = rt.chat_turns.handle(_msg("I want to kill myself", 2))
        assert crisis.answer.mode == "crisis" and rt.settings.crisis_resources in crisis.answer.text
        assert "advising office" in crisis.answer.text
    finally:
        redis_server.start()
