"""The advising agent: a LlamaIndex ``FunctionAgent`` that searches the knowledge base and answers with citations.

Per turn the model may rewrite the question into search queries, search again when results are thin,
and ask for an adviser. Everything it may cite is numbered by a per-turn ``CitationBook``; the final
answer keeps only the sources it actually cited, renumbered in order of appearance. Limits: at most
``llm_max_tool_calls`` tool calls and ``llm_timeout_s`` seconds per turn. Model failures raise, and the
advising service falls back to extractive mode; a tool loop that hits the cap ends in an extractive
answer over what was found.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field, replace
from typing import Any, TypeVar

from llama_index.core.agent.workflow import AgentOutput, AgentStream, FunctionAgent
from llama_index.core.bridge.pydantic import Field
from llama_index.core.llms import LLM, ChatMessage
from llama_index.core.memory import BaseMemory
from llama_index.core.tools import FunctionTool
from llama_index.core.workflow.errors import WorkflowRuntimeError

from core.answering.answers import Answer, CitationBook
from core.conversation.model import Asker, ConversationKey, Turn
from core.answering.extractive import NOT_FOUND, extractive_answer
from core.answering.followups import retrieval_plan, retrieve_follow_up
from core.answering.grounding import check_answer
from core.answering.progress import (ADVISER_STATUS, SPACE_NAMES, ProgressReporter, ProgressSink, as_reporter,
                                     reading_status, searching_status)
from core.answering.passage_fence import PASSAGE_CHARS, PassageFence, format_passages, shown_text, strip_instructions
from core.foundation.metrics import record_answer_check, record_page_instructions
from core.handoff.port import HandoffPort, HandoffRequest, RecordingHandoff
from core.knowledge.index.base import SearchFilter
from core.answering.prompts import HANDOFF_QUEUED, HANDOFF_UNAVAILABLE, NO_RESULTS, TOOL_LIMIT_REACHED, system_prompt
from core.retrieval.context_packing import read_within_budget
from core.retrieval.hybrid import HybridRetriever, Passage, RetrievalResult
from core.foundation.settings import Settings

log = logging.getLogger(__name__)

T = TypeVar("T")



@dataclass
class TurnState:
    """What one turn of the agent has searched, found and asked for."""

    book: CitationBook = field(default_factory=CitationBook)
    passages: dict[str, Passage] = field(default_factory=dict)
    queries: list[str] = field(default_factory=list)
    tool_calls: int = 0
    retrieval_ms: float = 0.0
    confidence: float = 0.0
    found: bool = False
    handoff_reason: str | None = None
    handoff_ticket: str | None = None
    fence: PassageFence = field(default_factory=PassageFence.new)
    shown: dict[int, list[str]] = field(default_factory=dict)  # citation number -> passage texts the model saw


class TurnMemory(BaseMemory):
    """The agent's scratch memory for one turn: a plain list, never trimmed or summarised.

    The thread's history is already cut to the character budget by ``core.conversation.memory``; LlamaIndex's
    default buffer would trim again by a tokenizer guessed from the model name.
    """

    messages: list[ChatMessage] = Field(default_factory=list)

    @classmethod
    def class_name(cls) -> str:
        return "AdvisorTurnMemory"

    @classmethod
    def from_defaults(cls, **kwargs: Any) -> "TurnMemory":
        return cls()

    def get(self, input: str | None = None, **kwargs: Any) -> list[ChatMessage]:
        return list(self.messages)

    def get_all(self) -> list[ChatMessage]:
        return list(self.messages)

    def put(self, message: ChatMessage) -> None:
        self.messages.append(message)

    def set(self, messages: list[ChatMessage]) -> None:
        self.messages = list(messages)

    def reset(self) -> None:
        self.messages = []

    # No thread hop for list operations (the base class runs them in a thread).
    async def aget(self, input: str | None = None, **kwargs: Any) -> list[ChatMessage]:
        return self.get(input)

    async def aget_all(self) -> list[ChatMessage]:
        return self.get_all()

    async def aput(self, message: ChatMessage) -> None:
        self.put(message)

    async def aput_messages(self, messages: list[ChatMessage]) -> None:
        self.messages.extend(messages)

    async def aset(self, messages: list[ChatMessage]) -> None:
        self.set(messages)

    async def areset(self) -> None:
        self.reset()


def run_sync(make_coro: Callable[[], Awaitable[T]]) -> T:
    """Run a coroutine to completion from synchronous code.

    Bots call the advising service from worker threads (no loop there: ``asyncio.run``). Called from a
    thread that is already running a loop, the coroutine gets its own loop in a helper thread instead of
    nesting loops.
    """
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(make_coro())  # type: ignore[arg-type]
    with concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="advisor-agent") as pool:
        return pool.submit(lambda: asyncio.run(make_coro())).result()  # type: ignore[arg-type]


def history_messages(history: list[Turn]) -> list[ChatMessage]:
    messages = []
    for turn in history:
        content = turn.content
        if turn.role == "assistant" and turn.citations:
            content += "\n\nSources: " + "; ".join(f"[{c.n}] {c.title}" for c in turn.citations)
        messages.append(ChatMessage(role=turn.role, content=content))
    return messages


class AdvisingAgent:
    """Implements ``core.answering.advising.AgentPort``; one ``FunctionAgent`` per turn, so turns share no state."""

    def __init__(self, settings: Settings, retriever: HybridRetriever, llm: LLM,
                 handoff: HandoffPort | None = None, streaming: bool = False) -> None:
        self.settings = settings
        self.retriever = retriever
        self.llm = llm
        self.handoff: HandoffPort = handoff or RecordingHandoff()
        self.streaming = streaming

    # --- tools ------------------------------------------------------------------------------------
    def _tools(self, state: TurnState, flt: SearchFilter, question: str, asker: Asker,
               conversation: ConversationKey | None, history: list[Turn],
               progress: ProgressReporter) -> list[FunctionTool]:
        cap = self.settings.llm_max_tool_calls
        top_k = self.settings.retrieval_top_k
        budget = self.settings.context_budget_chars

        async def search_knowledge_base(query: str) -> str:
            """Search the university knowledge base (hybrid keyword + semantic search).

            Use a short, specific query in the knowledge base's own terms. Returns numbered passages
            with title, version, last-updated date and URL; cite them as [n].
            """
            state.tool_calls += 1
            if state.tool_calls > cap:
                return TOOL_LIMIT_REACHED
            query = (query or "").strip() or question
            progress.status(searching_status(flt, len(state.queries)))
            state.queries.append(query)
            result = await asyncio.to_thread(self.retriever.retrieve, query, flt)
            state.retrieval_ms += result.timings_ms.get("total", 0.0)
            state.confidence = max(state.confidence, result.confidence)
            if not result.found:
                progress.status(reading_status([], 0))
                return NO_RESULTS
            state.found = True
            passages = read_within_budget(result.passages, budget, top_k)
            SPACE_NAMES.learn((p.chunk.space_key, p.chunk.space) for p in passages)
            progress.status(reading_status(list(dict.fromkeys(p.chunk.space for p in passages if p.chunk.space)),
                                           len({p.chunk.doc_id for p in passages})))
            shown = []
            for p in passages:
                best = state.passages.get(p.chunk.id)
                if best is None or p.score > best.score:
                    state.passages[p.chunk.id] = p
                text, removed = shown_text(p, max(PASSAGE_CHARS, budget))  # packed: the budget bounds them
                record_page_instructions(removed)
                state.shown.setdefault(state.book.cite(p, quoted=text), []).append(text)
                shown.append((p, text))
            return format_passages(shown, state.book, state.fence)

        async def request_adviser(reason: str) -> str:
            """Ask a human academic adviser to follow up with this student.

            Use when the student asks for a person, or their situation is personal or sensitive.
            """
            state.tool_calls += 1
            if state.tool_calls > cap:
                return TOOL_LIMIT_REACHED
            state.handoff_reason = (reason or "").strip() or "requested by the assistant"
            progress.status(ADVISER_STATUS)
            request = HandoffRequest(reason=state.handoff_reason, question=question, asker=asker,
                                     conversation=conversation, history=history)
            ticket = await asyncio.to_thread(self.handoff.request_adviser, request)
            state.handoff_ticket = ticket
            if ticket:
                return HANDOFF_QUEUED.format(ticket=ticket)
            return HANDOFF_UNAVAILABLE.format(office_hours=self.settings.office_hours)

        return [FunctionTool.from_defaults(async_fn=search_knowledge_base),
                FunctionTool.from_defaults(async_fn=request_adviser)]

    # --- one turn ---------------------------------------------------------------------------------
    async def _arun(self, question: str, history: list[Turn], tools: list[FunctionTool],
                    fence: PassageFence, progress: ProgressReporter) -> AgentOutput:
        # With someone watching, the model streams so its text can be shown as it is written.
        agent = FunctionAgent(name="advisor", tools=tools, llm=self.llm, system_prompt=system_prompt(fence.token),
                              streaming=self.streaming or progress.active)
        # One model call per tool round, plus the answer and one grace round after the cap message.
        handler = agent.run(user_msg=question, chat_history=history_messages(history), memory=TurnMemory(),
                            max_iterations=self.settings.llm_max_tool_calls + 2)

        async def finish() -> AgentOutput:
            if progress.active:
                async for event in handler.stream_events():
                    # Text of a round that selects a tool is a preamble, not the answer: not shown once a tool
                    # call appears (what slipped out before is replaced by the kept answer at the end).
                    if isinstance(event, AgentStream) and event.delta and not event.tool_calls:
                        progress.text(event.delta)
            return await handler

        try:
            return await asyncio.wait_for(finish(), timeout=self.settings.llm_timeout_s)
        except TimeoutError:
            await _cancel(handler)
            raise TimeoutError(f"the language model did not answer within {self.settings.llm_timeout_s:g} s") from None

    def run(self, question: str, history: list[Turn], flt: SearchFilter, asker: Asker,
            conversation: ConversationKey | None = None, progress: ProgressSink | None = None) -> Answer:
        """One turn. ``progress`` (see ``core.answering.progress``) gets a status per tool call and the deltas of
        the model's text; it is called from the thread that runs the turn."""
        started = time.perf_counter()
        state = TurnState()
        reporter = as_reporter(progress)
        tools = self._tools(state, flt, question, asker, conversation, history, reporter)
        try:
            output = run_sync(lambda: self._arun(question, history, tools, state.fence, reporter))
        except WorkflowRuntimeError as exc:
            if state.tool_calls < self.settings.llm_max_tool_calls:
                raise
            log.warning("agent stopped at the tool-call cap (%d calls): %s", state.tool_calls, exc)
            answer = self._capped_answer(question, state)
        else:
            answer = self._final_answer(str(output.response.content or ""), state, question, history, flt)
        answer.handoff_ticket = state.handoff_ticket
        answer.handoff_requested = state.handoff_reason is not None
        answer.suggest_adviser = answer.suggest_adviser or answer.handoff_requested
        answer.timings_ms.update({"retrieval": state.retrieval_ms, "agent": (time.perf_counter() - started) * 1000})
        return answer

    def _final_answer(self, text: str, state: TurnState, question: str, history: list[Turn],
                      flt: SearchFilter) -> Answer:
        if not text.strip():
            raise ValueError("the language model returned an empty answer")
        started = time.perf_counter()
        checked = check_answer(text, state.book.citations, state.shown)
        check_ms = (time.perf_counter() - started) * 1000
        record_answer_check(checked.verdict, len(checked.removed))
        if checked.shown:
            answer = Answer(text=checked.text, citations=checked.citations, mode="agent",
                            passages=state.book.passages_of(checked.citations))
            if checked.removed:
                log.warning("answer check removed %d unsupported sentence(s)", len(checked.removed))
                answer.notes.append(f"{len(checked.removed)} sentence(s) of the assistant's answer were removed: "
                                    "their numbers, dates or links are not in the cited sources.")
        elif checked.verdict == "not_found" and state.queries:
            answer = Answer(text=NOT_FOUND, abstained=True, suggest_adviser=True, mode="agent")
        else:
            log.warning("answer check: %s answer replaced by quoting the sources", checked.verdict)
            answer = self._fallback(question, history, flt, state, _FALLBACK_NOTES[checked.verdict])
        answer.timings_ms["check"] = check_ms
        return answer

    def _fallback(self, question: str, history: list[Turn], flt: SearchFilter, state: TurnState, note: str) -> Answer:
        """Quote what this turn retrieved; when the model never searched, search the thread's query first."""
        if state.found:
            passages = sorted(state.passages.values(), key=lambda p: -p.score)
            result = RetrievalResult(query=" ".join([question, *state.queries]), passages=passages,
                                     confidence=state.confidence, found=True)
        elif not state.queries:
            plan = retrieval_plan(question, history)
            result = retrieve_follow_up(plan, lambda query: self.retriever.retrieve(query, flt))
            state.retrieval_ms += result.timings_ms.get("total", 0.0)
        else:
            result = RetrievalResult(query=question, passages=[], confidence=state.confidence, found=False)
        answer = extractive_answer(without_instructions(result))
        answer.notes.append(note)
        return answer

    def _capped_answer(self, question: str, state: TurnState) -> Answer:
        """The best grounded answer at the cap: quote what the searches found."""
        passages = sorted(state.passages.values(), key=lambda p: -p.score)
        result = RetrievalResult(query=" ".join([question, *state.queries]), passages=passages,
                                 confidence=state.confidence, found=state.found)
        answer = extractive_answer(without_instructions(result))
        answer.notes.append(f"The assistant stopped after {self.settings.llm_max_tool_calls} searches; "
                            "this answer quotes the sources it found.")
        return answer


_FALLBACK_NOTES = {
    "uncited": "The assistant's answer cited no source found in this turn, so this answer quotes the sources directly.",
    "unsupported": "The assistant's answer stated numbers, dates or links its sources do not contain, so this "
                   "answer quotes the sources directly.",
    "not_found": "The assistant answered without searching the knowledge base, so this answer quotes the sources "
                 "directly.",
}


def without_instructions(result: RetrievalResult) -> RetrievalResult:
    """The result with sentences addressed to the assistant removed from its passages, for quoting."""
    passages = [replace(p, chunk=p.chunk.model_copy(update={"text": strip_instructions(p.chunk.text)[0]}))
                for p in result.passages]
    return replace(result, passages=passages)


async def _cancel(handler: Any) -> None:
    """Stop a timed-out workflow so no model call outlives the turn."""
    try:
        await handler.cancel_run()
    except Exception:  # noqa: BLE001 - best effort; asyncio.run cancels what is left
        log.debug("could not cancel the agent run", exc_info=True)


def build_agent(settings: Settings, retriever: HybridRetriever, handoff: HandoffPort | None = None) -> AdvisingAgent:
    from core.answering.llm import build_llm

    return AdvisingAgent(settings, retriever, build_llm(settings), handoff=handoff)
