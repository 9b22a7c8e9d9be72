"""Progress while answering (core/answering/progress.py): status lines per tool call and the model's text as it
streams, through the real openai client and LlamaIndex against the scripted model server; the kept answer is
still the checked one, and a broken sink never costs the answer."""

from __future__ import annotations

import asyncio
import threading

import pytest

from core.answering.chat_turns import IncomingMessage
from core.answering.progress import AnswerProgress, ProgressReporter, SpaceNames, searching_status
from core.conversation.model import Asker, ConversationKey
from core.knowledge.index.base import SearchFilter
from core.answering.advising import AdvisingService
from tests.llm_server import Reply, call, passage_numbers, say
from tests.test_agent import ADD_DROP, Q1, cite, kb_dir, make_service, make_settings, retriever  # noqa: F401

STUDENT_WORDS = "zebra-unique-question-word"


class Recorder:
    def __init__(self) -> None:
        self.items: list[AnswerProgress] = []
        self.threads: set[int] = set()

    def __call__(self, item: AnswerProgress) -> None:
        self.items.append(item)
        self.threads.add(threading.get_ident())

    def kinds(self, kind: str) -> list[str]:
        return [i.text for i in self.items if i.kind == kind]


def streamed_answer(template: str, pieces: list[str]):
    """A final model reply citing the add/drop page, streamed as the given pieces ({n} = its number)."""
    def reply(request: dict) -> Reply:
        n = passage_numbers(request)[ADD_DROP]
        deltas = [p.format(n=n) for p in pieces]
        return Reply(content=template.format(n=n), deltas=deltas)
    return reply


def test_status_per_search_and_the_answer_text_streams_in_order(kb_dir, retriever, llm):
    pieces = ["You can drop ", "a course until ", "the end of the second week ", "of classes [{n}]."]
    llm.play(call("search_knowledge_base", query="add drop deadline undergraduate"),
             streamed_answer("".join(pieces), pieces))
    recorder = Recorder()
    answer = make_service(make_settings(kb_dir, llm), retriever).answer(Q1 + " " + STUDENT_WORDS,
                                                                         asker=Asker(id="U1"), progress=recorder)

    assert all(r.get("stream") for r in llm.requests), "a watched turn streams from the model"
    statuses = recorder.kinds("status")
    assert statuses[0] == "Searching the knowledge base…"
    assert any(s.startswith("Reading ") and "Registrar" in s for s in statuses)
    streamed = "".join(recorder.kinds("text"))
    assert streamed == "".join(pieces).format(n=passage_numbers(llm.requests[-1])[ADD_DROP])
    assert len(recorder.kinds("text")) >= len(pieces)  # deltas, not one block at the end
    # statuses come before the text; nothing the student wrote is in a status line
    first_text = next(i for i, item in enumerate(recorder.items) if item.kind == "text")
    assert all(item.kind == "text" for item in recorder.items[first_text:])
    assert not any(STUDENT_WORDS in s or "drop deadline" in s for s in statuses)
    assert answer.mode == "agent" and answer.text == "You can drop a course until the end of the second week of classes [1]."


def test_the_kept_answer_is_the_checked_one_not_what_streamed(kb_dir, retriever, llm):
    # the second sentence cites a source that was never returned: streamed, then removed by the check
    text = "Until the end of the second week [{n}]. It costs 500 dollars [9]."
    llm.play(call("search_knowledge_base", query="drop deadline"), streamed_answer(text, [text]))
    recorder = Recorder()
    answer = make_service(make_settings(kb_dir, llm), retriever).answer(Q1, progress=recorder)
    assert "500 dollars" in "".join(recorder.kinds("text"))
    assert "500 dollars" not in answer.text and answer.text == "Until the end of the second week [1]."


def test_scoped_search_names_the_space(kb_dir, retriever, llm):
    names = SpaceNames()
    assert searching_status(SearchFilter(space_keys=("REG",)), names=names) == "Searching the REG pages…"
    names.learn([("REG", "Registrar"), ("CAMPUS", "Campus services")])
    assert searching_status(SearchFilter(space_keys=("REG", "CAMPUS")), 1, names) == \
        "Searching again the Registrar and Campus services pages…"
    assert searching_status(SearchFilter(doc_ids=("handbook",)), names=names) == "Searching this channel's pages…"
    # end to end: once the process has seen the Registrar space, a scoped turn says so
    llm.play(call("search_knowledge_base", query="drop deadline"), cite(ADD_DROP, "Second week [{n}]."))
    make_service(make_settings(kb_dir, llm), retriever).answer(Q1)
    llm.play(call("search_knowledge_base", query="drop deadline"), cite(ADD_DROP, "Second week [{n}]."))
    recorder = Recorder()
    make_service(make_settings(kb_dir, llm), retriever).answer(Q1, scope={"space": "REG"}, progress=recorder)
    assert recorder.kinds("status")[0] == "Searching the Registrar pages…"


def test_adviser_request_is_reported(kb_dir, retriever, llm):
    llm.play(call("request_adviser", reason="family matter"), say("An adviser will follow up."))
    recorder = Recorder()
    make_service(make_settings(kb_dir, llm), retriever).answer("Can I talk about my situation?", progress=recorder)
    assert "Asking an adviser to follow up…" in recorder.kinds("status")


def test_extractive_mode_reports_status_only(kb_dir, retriever):
    from core.foundation.settings import Settings

    service = AdvisingService(Settings(_env_file=None, data_dir=kb_dir), retriever)
    recorder = Recorder()
    answer = service.answer(Q1, progress=recorder)
    assert answer.mode == "extractive" and answer.citations
    assert recorder.kinds("text") == []
    assert recorder.kinds("status") == ["Searching the knowledge base…", "Quoting the sources…"]


@pytest.mark.parametrize("fails_on", ["status", "text"])
def test_a_sink_that_raises_never_costs_the_answer(kb_dir, retriever, llm, caplog, fails_on):
    calls: list[str] = []

    def sink(item: AnswerProgress) -> None:
        calls.append(item.kind)
        if item.kind == fails_on:
            raise RuntimeError(f"adapter broke on {item.text}")

    llm.play(call("search_knowledge_base", query="drop deadline"), cite(ADD_DROP, "Until the second week [{n}]."))
    with caplog.at_level("INFO"):
        answer = make_service(make_settings(kb_dir, llm), retriever).answer(Q1, progress=sink)
    assert answer.mode == "agent" and answer.text == "Until the second week [1]."
    assert calls.count(fails_on) == 1, "a failed sink is not called again in the turn"
    assert "progress sink failed" in caplog.text and "adapter broke" not in caplog.text
    assert "second week" not in caplog.text


def test_model_failure_mid_stream_falls_back_with_the_same_sink(kb_dir, retriever, llm):
    llm.play(call("search_knowledge_base", query="drop deadline"),
             Reply(content="Until the end of the second week", deltas=["Until ", "the end ", "of the second week"],
                   fail_after_deltas=1))
    llm.responder = Reply(status=500)  # the openai client's retries fail too
    recorder = Recorder()
    answer = make_service(make_settings(kb_dir, llm, llm_max_retries=0), retriever).answer(Q1, progress=recorder)
    assert answer.mode == "extractive" and answer.citations
    assert recorder.kinds("text")[:1] == ["Until "]
    assert recorder.kinds("status")[-1] == "Quoting the sources…"


async def test_chat_turn_processor_passes_progress_from_a_worker_thread(kb_dir, retriever, llm, tmp_path):
    from bots.runtime import AdvisorRuntime

    turns = AdvisorRuntime(make_settings(kb_dir, llm, state_dir=tmp_path)).chat_turns
    llm.play(call("search_knowledge_base", query="drop deadline"), cite(ADD_DROP, "Until the second week [{n}]."))
    recorder = Recorder()
    msg = IncomingMessage(event_id="E1", conversation=ConversationKey(platform="slack", workspace="T", channel="D1",
                                                                      thread="1"),
                          asker=Asker(id="U1"), text=Q1)
    outcome = await asyncio.to_thread(turns.handle, msg, progress=recorder)  # how the bots call it
    assert outcome.kind == "answer" and outcome.answer.text == "Until the second week [1]."
    assert "".join(recorder.kinds("text")) == "Until the second week [1]."
    assert threading.get_ident() not in recorder.threads, "called on the worker thread, not the adapter's loop"


def test_reporter_without_a_sink_is_inert_and_dedups_status():
    seen: list[AnswerProgress] = []
    reporter = ProgressReporter(seen.append)
    reporter.status("Searching…")
    reporter.status("Searching…")
    reporter.text("")
    reporter.text("a")
    assert seen == [AnswerProgress("status", "Searching…"), AnswerProgress("text", "a")]
    inert = ProgressReporter(None)
    inert.status("x")
    assert not inert.active
