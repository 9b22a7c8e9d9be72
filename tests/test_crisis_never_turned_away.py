"""A message that signals a crisis is never turned away by the chat turn's guards: not for its length, not
by the per-user rate limit. Ordinary messages still are."""

from __future__ import annotations

import pytest

from bots.cli.ingest import ingest_paths
from bots.runtime import AdvisorRuntime
from core.answering.chat_turns import IncomingMessage
from core.conversation.model import Asker, ConversationKey
from core.foundation.settings import Settings

PAGE = """---
title: Transcripts
---
# Transcripts
An official e-transcript costs $10 and is sent within one business day.
"""
CRISIS = "honestly i think i'm going to kill myself tonight"
PADDING = "I have a long story about my semester, the labs, the group project and the exams. " * 8


@pytest.fixture(scope="module")
def turns(tmp_path_factory):
    root = tmp_path_factory.mktemp("crisis-guards")
    (root / "kb").mkdir()
    (root / "kb" / "transcripts.md").write_text(PAGE)
    settings = Settings(data_dir=root / "data", max_question_chars=300, rate_limit_per_minute=1,
                        crisis_semantic_layer=False, _env_file=None)
    rt = AdvisorRuntime(settings)
    ingest_paths(rt, [root / "kb"], quiet=True)
    return rt.chat_turns


def _msg(event: str, text: str, thread: str = "t1") -> IncomingMessage:
    return IncomingMessage(event_id=event, conversation=ConversationKey(platform="slack", workspace="T1",
                                                                        channel="D1", thread=thread),
                           asker=Asker(id="U-student"), text=text)


def test_rate_limit_and_length_never_stop_a_crisis(turns):
    first = turns.handle(_msg("e1", "How much does an e-transcript cost?"))
    assert first.kind == "answer"
    limited = turns.handle(_msg("e2", "And how long does it take?"))
    assert limited.kind == "rate_limited"  # the guard works for ordinary questions

    crisis = turns.handle(_msg("e3", CRISIS))
    assert crisis.kind == "answer" and crisis.answer.mode == "crisis"

    long_plain = turns.handle(_msg("e4", PADDING, thread="t2"))
    assert long_plain.kind == "too_long" and len(PADDING) > 300

    long_crisis = turns.handle(_msg("e5", PADDING + CRISIS, thread="t3"))
    assert long_crisis.kind == "answer" and long_crisis.answer.mode == "crisis"
    assert long_crisis.answer.handoff_ticket  # a person is reached too


@pytest.mark.parametrize("text, mode", [(CRISIS, "crisis"), ("Is an e-transcript sent by post?", None)])
def test_a_chat_turn_assesses_the_message_once(turns, monkeypatch, text, mode):
    """The turn's guards and the advising service share one assessment (the detector may run a model)."""
    detector = turns.advising.crisis
    seen: list[str] = []
    assess = detector.assess

    def counting(message: str):
        seen.append(message)
        return assess(message)

    monkeypatch.setattr(detector, "assess", counting)
    msg = _msg(f"once-{len(text)}", text, thread=f"once-{len(text)}")
    msg.asker = Asker(id=f"U-once-{len(text)}")  # a student the rate limit has not seen: the turn is answered
    outcome = turns.handle(msg)
    assert outcome.kind == "answer"
    assert (outcome.answer.mode == "crisis") == (mode == "crisis")
    assert seen == [text]
