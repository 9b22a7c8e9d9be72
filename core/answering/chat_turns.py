"""One chat message in, one outcome out: the policy every chat adapter shares.

Order matters: de-duplicate first (a retry must not count against the rate limit), then the size limit,
then the rate limit, then answer; abstentions are logged for the knowledge-base owners. Slack and Teams
adapters only translate platform events into ``IncomingMessage`` and outcomes into their UI.
"""

from __future__ import annotations

import logging
import uuid
from dataclasses import dataclass
from typing import Literal

from core.answering.advising import LONG_MESSAGE_CRISIS_SCAN, AdvisingService
from core.conversation.alert_subscriptions import AlertSubscriptions
from core.conversation.answer_archive import AnswerArchive, ShownAnswer, popular_questions
from core.conversation.change_alerts import subscriptions_for
from core.knowledge.citation import Citation
from core.answering.answers import Answer
from core.answering.progress import ProgressSink
from core.conversation.model import Asker, ConversationKey
from core.conversation.delivery_guard import EventDeduplicator, RateLimiter
from core.conversation.feedback import FeedbackKind, FeedbackRecord, FeedbackStore
from core.handoff.service import HandoffService
from core.handoff.store import HandoffTicket
from core.foundation.metrics import observe_turns
from core.foundation.settings import Settings

log = logging.getLogger(__name__)


@dataclass
class IncomingMessage:
    event_id: str
    conversation: ConversationKey
    asker: Asker
    text: str
    scope: dict | None = None
    counted_on_delivery: bool = False  # the adapter posts through the outbox: "answered" is counted on delivery
    reply_address: dict[str, str] | None = None  # what a later proactive post needs (Teams: service_url)


@dataclass
class TurnOutcome:
    kind: Literal["answer", "duplicate", "rate_limited", "too_long", "quiet"]
    answer: Answer | None = None
    answer_id: str | None = None
    message: str = ""
    ticket: HandoffTicket | None = None  # set when this turn opened (or joined) a handoff: route it to the queue


@dataclass
class EscalationOutcome:
    ticket: HandoffTicket
    created: bool
    student_notice: str


class ChatTurnProcessor:
    def __init__(self, settings: Settings, advising: AdvisingService, dedup: EventDeduplicator,
                 rate_limiter: RateLimiter, feedback: FeedbackStore, archive: AnswerArchive,
                 handoffs: HandoffService | None = None,
                 alert_subscriptions: AlertSubscriptions | None = None) -> None:
        self.settings = settings
        self.advising = advising
        self.dedup = dedup
        self.rate_limiter = rate_limiter
        self.feedback = feedback
        self.archive = archive
        self.handoffs = handoffs
        self.alert_subscriptions = alert_subscriptions

    def signals_crisis(self, text: str) -> bool:
        """For adapters' filters that would otherwise stay silent (e.g. a thread message addressed to someone
        else): a crisis is answered wherever the bot can see it."""
        return self.advising.crisis.assess(text[:LONG_MESSAGE_CRISIS_SCAN]).is_crisis

    def accept(self, event_id: str) -> bool:
        """True the first time an event id is seen (across replicas); adapters call this before acking work."""
        return self.dedup.first_delivery(event_id)

    @observe_turns
    def handle(self, msg: IncomingMessage, deduplicated: bool = False,
               progress: ProgressSink | None = None) -> TurnOutcome:
        """``progress`` gets status lines and streamed model text while answering (``core.answering.progress``:
        called from this or a worker thread, never the adapter's loop; the outcome's answer is what is kept)."""
        if not deduplicated and not self.accept(msg.event_id):
            return TurnOutcome("duplicate")
        # A message that signals a crisis is never turned away, neither for its length nor by the rate limit:
        # the advising service answers it with the resources and an urgent ticket.
        crisis = self.signals_crisis(msg.text)
        if len(msg.text) > self.settings.max_question_chars and not crisis:
            return TurnOutcome("too_long", message=(
                f"That message is {len(msg.text):,} characters long; I can read up to "
                f"{self.settings.max_question_chars:,}. Could you ask a shorter, specific question?"))
        if self._claimed(msg.conversation):
            # an adviser has the thread: the bot stays quiet, but keeps the student's words for context
            self.advising.note_user_turn(msg.conversation, msg.asker, msg.text)
            return TurnOutcome("quiet")
        if not self.rate_limiter.allow(f"{msg.conversation.platform}:{msg.conversation.workspace}:{msg.asker.id}") \
                and not crisis:
            return TurnOutcome("rate_limited", message=(
                "You're asking faster than I can keep up with. Please wait a minute and try again."))
        # passed only when wanted, so an advising service written before progress existed keeps working
        watched = {"progress": progress} if progress is not None else {}
        answer = self.advising.answer(msg.text, conversation=msg.conversation, asker=msg.asker, scope=msg.scope,
                                      **watched)
        answer_id = uuid.uuid4().hex
        ticket = None
        try:
            if self.handoffs and answer.handoff_ticket:
                ticket = self.handoffs.store.get(answer.handoff_ticket)
            shown = ShownAnswer(id=answer_id, platform=msg.conversation.platform,
                                conversation=msg.conversation.key, conversation_ref=msg.conversation,
                                user_id=msg.asker.id, question=msg.text, answer=answer.text,
                                abstained=answer.abstained, citations=answer.citations, passages=answer.passages,
                                reply_address=msg.reply_address or {})
            self.archive.put(shown)
            if self.alert_subscriptions is not None:  # so a later edit of what was quoted reaches this thread
                self.alert_subscriptions.add(subscriptions_for(shown))
            self._record_if_unanswered(msg.conversation, msg.asker, msg.text, answer)
        except Exception as exc:  # noqa: BLE001 - bookkeeping must never cost the student the answer
            log.warning("could not archive the answer: %s", exc)
        return TurnOutcome("answer", answer=answer, answer_id=answer_id, ticket=ticket)

    def suggested_questions(self, limit: int = 4) -> list[str]:
        """Prompts to offer a student: what most students asked (from the answer archive) once there is enough
        history, else the configured defaults."""
        defaults = list(self.settings.suggested_questions)
        try:
            popular = popular_questions(self.archive.recent(), limit, self.settings.suggested_questions_min_askers)
        except Exception as exc:  # noqa: BLE001 - the defaults are always a fine answer
            log.warning("could not read the answer archive for suggested questions: %s", exc)
            popular = []
        if len(popular) < min(limit, self.settings.suggested_questions_min_history):
            return defaults[:limit]
        return popular[:limit]

    def record_unanswered(self, conversation: ConversationKey, asker: Asker, question: str, answer: Answer) -> None:
        """For front doors that call the advising service directly (the terminal): what the knowledge base
        could not answer goes to `advisor report unanswered` as it does from Slack and Teams."""
        try:
            self._record_if_unanswered(conversation, asker, question, answer)
        except Exception as exc:  # noqa: BLE001 - bookkeeping never costs the answer
            log.warning("could not record the unanswered question: %s", exc)

    def _record_if_unanswered(self, conversation: ConversationKey, asker: Asker, question: str, answer: Answer) -> None:
        if answer.abstained and answer.mode in ("extractive", "agent"):
            self.feedback.record(FeedbackRecord(kind="unanswered", platform=conversation.platform,
                                                conversation=conversation.key, user_id=asker.id,
                                                question=question, answer=answer.text))

    def is_quiet(self, conversation: ConversationKey) -> bool:
        """True while an adviser holds the thread: adapters then show nothing (no reaction, no typing)."""
        return self._claimed(conversation)

    def _claimed(self, conversation: ConversationKey) -> bool:
        """Is an adviser holding the thread? If the handoff store is down, answer rather than go silent."""
        if self.handoffs is None:
            return False
        try:
            return self.handoffs.is_claimed(conversation)
        except Exception as exc:  # noqa: BLE001 - redis.ConnectionError and friends
            log.warning("handoff state unavailable (%s); answering as if the thread were not claimed", exc)
            return False

    def escalate(self, conversation: ConversationKey, student: Asker, question: str, reason: str, *,
                 initiated_by: str | None = None, thread_link: str = "", question_by: str | None = None,
                 citations: list[Citation] | None = None) -> EscalationOutcome:
        """Open (or join) the thread's handoff ticket: "Talk to an adviser", an adviser's shortcut, a command."""
        if self.handoffs is None:
            raise RuntimeError("handoffs are not configured")
        history = self.advising.thread_history(conversation)
        ticket, created = self.handoffs.open(conversation, student.id, question, reason, student_name=student.name,
                                             history=history, citations=citations, thread_link=thread_link,
                                             opened_by=initiated_by, question_by=question_by)
        return EscalationOutcome(ticket, created, self.handoffs.student_notice(ticket))

    def escalate_from_answer(self, answer_id: str, user: Asker, platform: str) -> EscalationOutcome | None:
        """The "Talk to an adviser" button under an answer: the ticket carries that answer's question and sources."""
        self.record_feedback(answer_id, "adviser_request", user.id, platform)
        shown = self.archive.get(answer_id)
        if shown is None or shown.conversation_ref is None or self.handoffs is None:
            return None
        return self.escalate(shown.conversation_ref, user, shown.question, "student pressed Talk to an adviser",
                             citations=shown.citations, question_by=shown.user_id)

    def record_feedback(self, answer_id: str, kind: FeedbackKind, user_id: str, platform: str,
                        comment: str = "") -> FeedbackRecord:
        """A button click on an answer; works even if the archived answer expired (then without its text)."""
        shown = self.archive.get(answer_id)
        record = FeedbackRecord(
            kind=kind, platform=platform, user_id=user_id, comment=comment,
            asked_by=shown.user_id if shown and shown.user_id != user_id else None,
            conversation=shown.conversation if shown else "",
            question=shown.question if shown else "", answer=shown.answer if shown else "",
            citations=shown.citations if shown else [],
        )
        self.feedback.record(record)
        return record
