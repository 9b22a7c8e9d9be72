"""The one entry point every front door calls: ``AdvisingService.answer(question, conversation, asker, scope)``."""

from __future__ import annotations

import logging
import time
from typing import Protocol

from core.answering.answers import Answer
from core.answering.crisis_reply import check_in_line, crisis_opening
from core.conversation.model import Asker, ConversationKey, ThreadMemory, Turn
from core.answering.extractive import extractive_answer
from core.answering.followups import retrieval_plan, retrieve_follow_up
from core.answering.progress import QUOTING_STATUS, ProgressSink, as_reporter, searching_status
from core.handoff.service import HandoffService
from core.handoff.crisis import CrisisAssessment, CrisisDetector, default_crisis_detector
from core.handoff.crisis.language import covered_language
from core.handoff.crisis.reported_speech import outside_reports
from core.handoff.notices import student_notice
from core.handoff.triggers import asks_for_person, is_personal
from core.knowledge.index.base import IndexError_, SearchFilter
from core.foundation.metrics import observe_answers, record_handoff_notice
from core.retrieval.hybrid import HybridRetriever, RetrievalResult
from core.retrieval.section_context import section_text
from core.foundation.settings import Settings
from core.answering.smalltalk import small_talk_reply

log = logging.getLogger(__name__)


# how much of an over-long message is read for crisis signals before it is refused
LONG_MESSAGE_CRISIS_SCAN = 20_000


class InvalidQuestion(ValueError):
    """The message cannot be answered as given (empty, too long)."""


class AgentPort(Protocol):
    """The LLM agent (``core.answering.agent``); absent in extractive mode."""

    def run(self, question: str, history: list[Turn], flt: SearchFilter, asker: Asker,
            conversation: ConversationKey | None = None, progress: ProgressSink | None = None) -> Answer: ...


def validate_question(question: str, max_chars: int) -> str:
    text = (question or "").strip()
    if not text:
        raise InvalidQuestion("Your message is empty: please type a question.")
    if len(text) > max_chars:
        raise InvalidQuestion(
            f"Your message is {len(text):,} characters long; I can take up to {max_chars:,}. "
            "Please ask a shorter, specific question."
        )
    return text


class AdvisingService:
    def __init__(self, settings: Settings, retriever: HybridRetriever, memory: ThreadMemory | None = None,
                 agent: AgentPort | None = None, handoffs: HandoffService | None = None,
                 crisis: CrisisDetector | None = None) -> None:
        self.settings = settings
        self.retriever = retriever
        self.memory = memory
        self.agent = agent
        self.handoffs = handoffs
        self._crisis = crisis

    @property
    def crisis(self) -> CrisisDetector:
        """Built on first use (the semantic layer loads a small model once per process)."""
        if self._crisis is None:
            self._crisis = default_crisis_detector(self.settings.crisis_semantic_layer, self.settings.state_dir)
        return self._crisis

    def thread_history(self, conversation: ConversationKey | None) -> list[Turn]:
        if conversation is None or self.memory is None:
            return []
        try:
            return self.memory.history(conversation)
        except Exception as exc:  # noqa: BLE001 - memory is a nice-to-have; the answer is not
            log.warning("conversation memory unavailable: %s", exc)
            return []

    def _remember(self, conversation: ConversationKey | None, asker: Asker, question: str, answer: Answer) -> None:
        if conversation is None or self.memory is None or answer.mode == "rejected":
            return
        now = time.time()
        try:
            self.memory.append(conversation, [
                Turn(role="user", content=question, user_id=asker.id, at=now),
                Turn(role="assistant", content=answer.text, citations=answer.citations, abstained=answer.abstained,
                     for_user=asker.id, at=now),
            ])
        except Exception as exc:  # noqa: BLE001
            log.warning("could not store the turn in conversation memory: %s", exc)

    def note_user_turn(self, conversation: ConversationKey, asker: Asker, text: str) -> None:
        """Keep a student's message the bot did not answer (an adviser had the thread)."""
        if self.memory is None:
            return
        try:
            self.memory.append(conversation, [Turn(role="user", content=text, user_id=asker.id, at=time.time())])
        except Exception as exc:  # noqa: BLE001
            log.warning("could not store the turn in conversation memory: %s", exc)

    def retrieve(self, question: str, flt: SearchFilter) -> RetrievalResult:
        return self.retriever.retrieve(question, flt)

    def extractive(self, question: str, history: list[Turn], flt: SearchFilter,
                   progress: ProgressSink | None = None) -> Answer:
        reporter = as_reporter(progress)
        reporter.status(searching_status(flt))
        result = retrieve_follow_up(retrieval_plan(question, history), lambda query: self.retrieve(query, flt))
        reporter.status(QUOTING_STATUS)
        return extractive_answer(result, section_text=lambda chunk: section_text(self.retriever.index, chunk))

    @observe_answers
    def answer(self, question: str, conversation: ConversationKey | None = None, asker: Asker | None = None,
               scope: dict | None = None, progress: ProgressSink | None = None,
               crisis: CrisisAssessment | None = None) -> Answer:
        """``progress`` receives status lines and the model's text deltas while answering (see
        ``core.answering.progress``: called from this thread or a worker thread; the returned answer is what
        is kept). Crisis, handoff and small-talk replies report nothing: they are immediate.
        ``crisis``: the caller's assessment of this same message (a chat turn assesses it before deciding
        whether to answer at all), so the detector runs once per message."""
        started, started_at = time.perf_counter(), time.time()
        asker = asker or Asker()
        try:
            question = validate_question(question, self.settings.max_question_chars)
            assessment = crisis if crisis is not None else self.crisis.assess(question)
        except InvalidQuestion as exc:
            # a crisis is never turned away for its length: a long message is read for signals before refusing
            text = (question or "").strip()
            if crisis is not None:
                assessment = crisis if text else None
            else:
                assessment = self.crisis.assess(text[:LONG_MESSAGE_CRISIS_SCAN]) if text else None
            if assessment is None or not assessment.is_crisis:
                return Answer(text=str(exc), mode="rejected")
            question = text[: self.settings.max_question_chars]
        if assessment.is_crisis:
            # never answered from the knowledge base alone: resources at once, and an urgent ticket
            # in the student's language where it is one of the covered five (resources and notice too)
            language = covered_language(outside_reports(question))
            answer = self._escalate(question, conversation, asker, assessment.reason, urgent=True,
                                    crisis_categories=list(assessment.categories), language=language)
            answer.text = (f"{crisis_opening(assessment.categories, language)}\n\n{self._resources(language)}\n\n"
                           + answer.text)
            answer.mode = "crisis"
            answer.notes.append(f"crisis categories: {', '.join(assessment.categories)} ({assessment.layer})")
            answer.timings_ms["total"] = (time.perf_counter() - started) * 1000
            self._remember(conversation, asker, question, answer)
            return answer
        if asks_for_person(question):  # asked in one of the covered languages, told in it
            answer = self._escalate(question, conversation, asker, "student asked for a person",
                                    language=covered_language(outside_reports(question)))
            self._remember(conversation, asker, question, answer)
            return answer
        reply = small_talk_reply(question)
        if reply is not None:
            return self._check_in(question, Answer(text=reply, mode="smalltalk",
                                                   timings_ms={"total": (time.perf_counter() - started) * 1000}),
                                  assessment)
        history = self.thread_history(conversation)
        flt = SearchFilter.from_scope(scope, asker.id, asker.groups)
        try:
            answer = self._answer(question, history, flt, asker, conversation, progress)
        except IndexError_ as exc:
            log.error("knowledge base unavailable: %s", exc)
            return Answer(text="The knowledge base is unavailable right now, so I can't answer. "
                               "Please try again later or ask an adviser.", abstained=True, suggest_adviser=True,
                          mode="unavailable", notes=[str(exc)])
        self._tell_about_handoff(answer, conversation, since=started_at)
        self._suggest_adviser(question, history, answer)
        self._check_in(question, answer, assessment)
        answer.timings_ms["total"] = (time.perf_counter() - started) * 1000
        self._remember(conversation, asker, question, answer)
        return answer

    def _resources(self, language: str | None) -> str:
        """The crisis resources for a student writing in ``language`` (a covered code, or None for English)."""
        return self.settings.crisis_resources_by_language.get(language or "", self.settings.crisis_resources)

    def _check_in(self, question: str, answer: Answer, assessment: CrisisAssessment | None) -> Answer:
        """A crisis alarm the detector doubted (its reader was all but sure the message is ordinary), or a
        message only its reader leans to read as a crisis, is not answered as a crisis, but the answer ends with
        the resources and the offer of a person: a doubt is not a certainty either way, and the line costs an
        ordinary student one sentence."""
        if assessment is not None and assessment.check_in:
            language = covered_language(outside_reports(question))
            answer.text = f"{answer.text}\n\n{check_in_line(self._resources(language), language)}"
            answer.suggest_adviser = True
            answer.notes.append("crisis check-in: " + ("an alarm the detector doubted" if assessment.doubted else
                                                       "the detector's reader leans to a crisis"))
        return answer

    def _escalate(self, question: str, conversation: ConversationKey | None, asker: Asker, reason: str,
                  urgent: bool = False, crisis_categories: list[str] | None = None,
                  language: str | None = None) -> Answer:
        """Open the ticket and tell the student what happens next, in ``language`` where the reply is in it."""
        # every front door with a conversation opens a ticket, the terminal included (same as the agent's
        # request_adviser); only the stateless HTTP API has no thread to hand over
        hours = self.settings.office_hours
        if self.handoffs is None or conversation is None or conversation.platform == "api":
            return Answer(text=student_notice("no_handoffs", language, hours=hours), mode="handoff",
                          suggest_adviser=True)
        try:
            ticket, _ = self.handoffs.open(conversation, asker.id, question, reason, student_name=asker.name,
                                           history=self.thread_history(conversation), urgent=urgent,
                                           crisis_categories=crisis_categories)
        except Exception as exc:  # noqa: BLE001 - the student must still get a useful reply
            log.error("could not open a handoff ticket: %s", exc)
            return Answer(text=student_notice("queue_failed", language, hours=hours), mode="handoff",
                          suggest_adviser=True, notes=[str(exc)])
        return Answer(text=self.handoffs.student_notice(ticket, language), mode="handoff", suggest_adviser=True,
                      handoff_ticket=ticket.id)

    def _tell_about_handoff(self, answer: Answer, conversation: ConversationKey | None, since: float) -> None:
        """A ticket opened in this turn (the agent called ``request_adviser``, even if the model then failed or
        never mentioned it): the student gets the standard notice, whatever the model wrote."""
        ticket = None
        if self.agent is not None and self.handoffs is not None and conversation is not None:
            try:
                ticket = self.handoffs.active_ticket(conversation)
            except Exception as exc:  # noqa: BLE001 - the notice below still tells the student what happens
                log.warning("could not read the handoff ticket: %s", exc)
        if ticket is not None and ticket.created_at >= since and not answer.handoff_ticket:
            answer.handoff_ticket, answer.handoff_requested = ticket.id, True
        if not answer.handoff_requested:
            return
        hours = self.settings.office_hours
        if ticket is not None and ticket.id == answer.handoff_ticket:
            notice = self.handoffs.student_notice(ticket)
            if hours and hours not in notice:
                notice += f" Office hours: {hours}."
            notice += f" (Ticket {ticket.id}.)"
        elif answer.handoff_ticket:
            notice = (f"I've asked an adviser to follow up in this conversation (ticket {answer.handoff_ticket}); "
                      f"they will reply here in this thread." + (f" Office hours: {hours}." if hours else ""))
        else:
            notice = ("I couldn't pass this to an adviser from here, so please contact the advising office directly"
                      + (f" (office hours: {hours})" if hours else "") + "; an adviser can help you in person.")
        record_handoff_notice(ticket_opened=bool(answer.handoff_ticket))
        answer.text = f"{answer.text}\n\n{notice}" if answer.text.strip() else notice
        answer.suggest_adviser = True

    @staticmethod
    def _suggest_adviser(question: str, history: list[Turn], answer: Answer) -> None:
        """Offer a person when the bot abstains twice in a row in a thread or the question is personal."""
        last_assistant = next((t for t in reversed(history) if t.role == "assistant"), None)
        if answer.abstained and last_assistant is not None and last_assistant.abstained:
            answer.suggest_adviser = True
            answer.text += "\n\nI couldn't help with your last two questions. Would you like to talk to an adviser?"
        elif is_personal(question):
            answer.suggest_adviser = True
            answer.text += ("\n\nThis sounds like a personal situation: an adviser can look at your case "
                            "confidentially. Use \"Talk to an adviser\" whenever you like.")

    def _answer(self, question: str, history: list[Turn], flt: SearchFilter, asker: Asker,
                conversation: ConversationKey | None = None, progress: ProgressSink | None = None) -> Answer:
        reporter = as_reporter(progress)  # one reporter per turn: a sink that failed stays silenced
        if self.agent is not None:
            try:
                if progress is None:  # agents written before progress existed keep working
                    return self.agent.run(question, history, flt, asker, conversation=conversation)
                return self.agent.run(question, history, flt, asker, conversation=conversation, progress=reporter)
            except IndexError_:
                raise
            except Exception as exc:  # noqa: BLE001 - any model failure falls back to quoting the sources
                log.warning("LLM agent failed (%s); answering in extractive mode", exc)
                answer = self.extractive(question, history, flt, reporter)
                answer.notes.append(f"The language model was unavailable ({type(exc).__name__}); "
                                    "this answer quotes the sources directly.")
                return answer
        return self.extractive(question, history, flt, reporter)
