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
import re
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from llama_index.core.agent.workflow import AgentOutput, FunctionAgent
from llama_index.core.bridge.pydantic import Field
from llama_index.core.llms import LLM, ChatMessage
from llama_index.core.memory import BaseMemory
from llama_index.core.tools import FunctionTool
from llama_index.core.workflow.errors import WorkflowRuntimeError

from core.knowledge.citation import Citation
from core.answering.answers import Answer, CitationBook
from core.conversation.model import Asker, ConversationKey, Turn
from core.answering.extractive import extractive_answer
from core.handoff.port import HandoffPort, HandoffRequest, RecordingHandoff
from core.knowledge.index.base import SearchFilter
from core.answering.prompts import HANDOFF_QUEUED, HANDOFF_UNAVAILABLE, NO_RESULTS, SYSTEM_PROMPT, TOOL_LIMIT_REACHED
from core.retrieval.hybrid import HybridRetriever, Passage, RetrievalResult
from core.foundation.settings import Settings

log = logging.getLogger(__name__)

T = TypeVar("T")

_MARKER = re.compile(r"\[(\d+(?:\s*,\s*\d+)*)\]")
_NOT_FOUND = re.compile(
    r"\b(couldn'?t|could not|can'?not|can'?t|was unable to|am unable to|did not|didn'?t) find\b"
    r"|\bno (relevant )?information (about|on|in)\b|\bnot (covered|mentioned) in the knowledge base\b",
    re.I,
)
PASSAGE_CHARS = 1800


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


def format_passages(passages: list[Passage], book: CitationBook, max_chars: int = PASSAGE_CHARS) -> str:
    """Numbered passages with their citation data; the text is fenced to mark it as quoted data."""
    blocks = []
    for p in passages:
        c = p.chunk
        text = c.text if len(c.text) <= max_chars else c.text[:max_chars].rstrip() + " …"
        n = book.cite(p, quoted=text)
        where = c.title + (f" › {c.section}" if c.section else "")
        meta = ", ".join(x for x in (f"version {c.version}" if c.version else "",
                                     f"updated {c.last_updated.date().isoformat()}" if c.last_updated else "") if x)
        blocks.append(f"[{n}] {where} ({meta}) {c.url}\n<<<\n{text}\n>>>")
    return "\n\n".join(blocks)


def keep_cited(text: str, available: list[Citation]) -> tuple[str, list[Citation]]:
    """Renumber the cited sources 1..k in order of first citation; drop markers of unknown sources."""
    by_n = {c.n: c for c in available}
    renumber: dict[int, int] = {}

    def replace(match: re.Match) -> str:
        out = []
        for raw in match.group(1).split(","):
            n = int(raw)
            if n not in by_n:
                continue
            renumber.setdefault(n, len(renumber) + 1)
            if f"[{renumber[n]}]" not in out:
                out.append(f"[{renumber[n]}]")
        return "".join(out)

    new_text = _MARKER.sub(replace, text)
    new_text = re.sub(r"[ \t]+([.,;:!?])", r"\1", new_text)  # a dropped marker must not leave "word ."
    cited = [by_n[old].model_copy(update={"n": new}) for old, new in sorted(renumber.items(), key=lambda kv: kv[1])]
    return new_text.strip(), cited


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
               conversation: ConversationKey | None, history: list[Turn]) -> list[FunctionTool]:
        cap = self.settings.llm_max_tool_calls
        top_k = self.settings.retrieval_top_k

        async def search_knowledge_base(query: str) -> str:
            """Search the university knowledge base (hybrid keyword + semantic search).

            Use a short, specific query in the knowledge base's own terms. Returns numbered passages
            with title, version, last-updated date and URL; cite them as [n].
            """
            state.tool_calls += 1
            if state.tool_calls > cap:
                return TOOL_LIMIT_REACHED
            query = (query or "").strip() or question
            state.queries.append(query)
            result = await asyncio.to_thread(self.retriever.retrieve, query, flt)
            state.retrieval_ms += result.timings_ms.get("total", 0.0)
            state.confidence = max(state.confidence, result.confidence)
            if not result.found:
                return NO_RESULTS
            state.found = True
            passages = result.passages[:top_k]
            for p in passages:
                best = state.passages.get(p.chunk.id)
                if best is None or p.score > best.score:
                    state.passages[p.chunk.id] = p
            return format_passages(passages, state.book)

        async def request_adviser(reason: str) -> str:
            """Ask a human academic adviser to follow up with this student.

            Use when the student asks for a person, or their situation is personal or sensitive.
            """
            state.tool_calls += 1
            if state.tool_calls > cap:
                return TOOL_LIMIT_REACHED
            state.handoff_reason = (reason or "").strip() or "requested by the assistant"
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
    async def _arun(self, question: str, history: list[Turn], tools: list[FunctionTool]) -> AgentOutput:
        agent = FunctionAgent(name="advisor", tools=tools, llm=self.llm, system_prompt=SYSTEM_PROMPT,
                              streaming=self.streaming)
        # One model call per tool round, plus the answer and one grace round after the cap message.
        handler = agent.run(user_msg=question, chat_history=history_messages(history), memory=TurnMemory(),
                            max_iterations=self.settings.llm_max_tool_calls + 2)
        try:
            return await asyncio.wait_for(handler, timeout=self.settings.llm_timeout_s)
        except TimeoutError:
            await _cancel(handler)
            raise TimeoutError(f"the language model did not answer within {self.settings.llm_timeout_s:g} s") from None

    def run(self, question: str, history: list[Turn], flt: SearchFilter, asker: Asker,
            conversation: ConversationKey | None = None) -> Answer:
        started = time.perf_counter()
        state = TurnState()
        tools = self._tools(state, flt, question, asker, conversation, history)
        try:
            output = run_sync(lambda: self._arun(question, history, tools))
        except WorkflowRuntimeError as exc:
            if state.tool_calls < self.settings.llm_max_tool_calls:
                raise
            log.warning("agent stopped at the tool-call cap (%d calls): %s", state.tool_calls, exc)
            answer = self._capped_answer(question, state)
        else:
            answer = self._final_answer(str(output.response.content or ""), state)
        answer.timings_ms.update({"retrieval": state.retrieval_ms, "agent": (time.perf_counter() - started) * 1000})
        return answer

    def _final_answer(self, text: str, state: TurnState) -> Answer:
        if not text.strip():
            raise ValueError("the language model returned an empty answer")
        text, cited = keep_cited(text, state.book.citations)
        # Not grounded = abstained: the model said it found nothing, or searched and cited nothing.
        abstained = not cited and (bool(_NOT_FOUND.search(text)) or bool(state.queries))
        requested = state.handoff_reason is not None
        return Answer(text=text, citations=cited, abstained=abstained, suggest_adviser=abstained or requested,
                      mode="agent", handoff_ticket=state.handoff_ticket, passages=state.book.passages_of(cited))

    def _capped_answer(self, question: str, state: TurnState) -> Answer:
        """The best grounded answer at the cap: quote what the searches found."""
        passages = sorted(state.passages.values(), key=lambda p: -p.score)
        result = RetrievalResult(query=" ".join([question, *state.queries]), passages=passages,
                                 confidence=state.confidence, found=state.found)
        answer = extractive_answer(result)
        answer.notes.append(f"The assistant stopped after {self.settings.llm_max_tool_calls} searches; "
                            "this answer quotes the sources it found.")
        answer.suggest_adviser = answer.suggest_adviser or state.handoff_reason is not None
        answer.handoff_ticket = state.handoff_ticket
        return answer


async def _cancel(handler: Any) -> None:
    """Stop a timed-out workflow so no model call outlives the turn."""
    try:
        await handler.cancel_run()
    except Exception:  # noqa: BLE001 - best effort; asyncio.run cancels what is left
        log.debug("could not cancel the agent run", exc_info=True)


def build_agent(settings: Settings, retriever: HybridRetriever, handoff: HandoffPort | None = None) -> AdvisingAgent:
    from core.answering.llm import build_llm

    return AdvisingAgent(settings, retriever, build_llm(settings), handoff=handoff)
