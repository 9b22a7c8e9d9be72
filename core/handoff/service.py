"""Adviser handoff: open a ticket with context, claim it, transfer, hand back, resolve — with an audit trail.

Platform-free: adapters post the queue card and the thread notices; this module decides and records.
While a ticket is claimed the bot stays quiet in that thread (``is_claimed``); it answers again only
after hand-back or resolution.
"""

from __future__ import annotations

import logging
import time
import uuid
from dataclasses import dataclass

from core.knowledge.citation import Citation
from core.conversation.model import ConversationKey, Turn, owned_by
from core.handoff.notices import student_notice
from core.handoff.port import HandoffRequest
from core.handoff.store import Adviser, HandoffStore, HandoffTicket, TicketEvent, TicketStatus
from core.handoff.triggers import infer_category

log = logging.getLogger(__name__)


class HandoffError(RuntimeError):
    """A transition that is not allowed (unknown ticket, wrong state, not an adviser)."""


@dataclass
class ClaimResult:
    ok: bool
    ticket: HandoffTicket | None
    message: str


SUMMARY_TURNS = 6


def summarise(question: str, history: list[Turn], max_turns: int = SUMMARY_TURNS) -> str:
    """A short, factual summary of the thread for the adviser (no model needed: quotes, trimmed)."""
    lines = []
    for turn in history[-max_turns:]:
        who = "Student" if turn.role == "user" else ("Bot (could not find it)" if turn.abstained else "Bot")
        text = " ".join(turn.content.split())
        lines.append(f"{who}: {text[:200]}{'…' if len(text) > 200 else ''}")
    lines.append(f"Student: {' '.join(question.split())[:300]}")
    return "\n".join(lines)


class HandoffService:
    """Also the agent's ``HandoffPort``: its ``request_adviser`` tool opens a ticket here."""

    def __init__(self, store: HandoffStore, advisers_by_platform: dict[str, set[str]] | None = None,
                 office_hours: str = "", queues: set[str] | None = None) -> None:
        self.store = store
        self.advisers_by_platform = advisers_by_platform or {}
        self.office_hours = office_hours
        # Platforms whose advisers' queue is configured (None: all of them). Elsewhere nobody sees a ticket.
        self.queues = queues

    def request_adviser(self, request: HandoffRequest) -> str | None:
        if request.conversation is None:
            return None
        ticket, _ = self.open(request.conversation, request.asker.id, request.question, request.reason,
                              student_name=request.asker.name, history=request.history)
        return ticket.id

    def student_notice(self, ticket: HandoffTicket, language: str | None = None) -> str:
        """What the student is told after escalation: honest about availability, never silence. In ``language``
        (a code of ``notices.LANGUAGES``) where the reply before it is; English otherwise."""
        hours = self.office_hours
        if ticket.status == TicketStatus.claimed:
            return student_notice("claimed", language, name=ticket.claimed_by_name)
        if self.queues is not None and ticket.platform not in self.queues:
            log.error("handoff %s: no advisers' queue is configured for %s, so no adviser will see it; the student "
                      "was told to contact the advising office", ticket.id, ticket.platform)
            return student_notice("no_queue", language, hours=hours)
        if ticket.platform == "cli":  # nobody can write into a terminal: say what was done and who calls back
            return student_notice("ticket_opened", language, hours=hours, ticket=ticket.id, category=ticket.category)
        if self.available_for(ticket.platform, ticket.category):
            return student_notice("passed", language, category=ticket.category)
        return student_notice("passed_nobody_available", language, hours=hours, category=ticket.category)

    # --- who may act ------------------------------------------------------------------------------
    def is_adviser(self, platform: str, user_id: str) -> bool:
        return user_id in self.advisers_by_platform.get(platform, set())

    def set_availability(self, platform: str, adviser_id: str, available: bool, name: str = "",
                         categories: list[str] | None = None) -> Adviser:
        if not self.is_adviser(platform, adviser_id):
            raise HandoffError("only members of the advisers group can change availability")
        current = next((a for a in self.store.advisers(platform) if a.id == adviser_id), None)
        adviser = Adviser(id=adviser_id, platform=platform, name=name or (current.name if current else ""),
                          available=available,
                          categories=categories if categories is not None else (current.categories if current else []))
        self.store.save_adviser(adviser)
        return adviser

    def available_for(self, platform: str, category: str) -> list[Adviser]:
        """Advisers marked available for this category. Members who never set a status count as available."""
        roster = {a.id: a for a in self.store.advisers(platform)}
        out = []
        for member in sorted(self.advisers_by_platform.get(platform, set())):
            adviser = roster.get(member, Adviser(id=member, platform=platform))
            if adviser.available and adviser.covers(category):
                out.append(adviser)
        return out

    # --- lifecycle --------------------------------------------------------------------------------
    def active_ticket(self, conversation: ConversationKey) -> HandoffTicket | None:
        ticket_id = self.store.active_for_thread(conversation.key)
        ticket = self.store.get(ticket_id) if ticket_id else None
        return ticket if ticket and ticket.active else None

    def is_claimed(self, conversation: ConversationKey) -> bool:
        ticket = self.active_ticket(conversation)
        return bool(ticket and ticket.status == TicketStatus.claimed)

    def open(self, conversation: ConversationKey, student_id: str, question: str, reason: str, *,
             student_name: str = "", history: list[Turn] | None = None, citations: list[Citation] | None = None,
             urgent: bool = False, category: str | None = None, thread_link: str = "",
             opened_by: str | None = None, question_by: str | None = None,
             crisis_categories: list[str] | None = None) -> tuple[HandoffTicket, bool]:
        """Open a ticket for the thread, or return the one already active. Returns (ticket, created)."""
        existing = self.active_ticket(conversation)
        if existing:
            if urgent and (not existing.urgent or set(crisis_categories or []) - set(existing.crisis_categories)):
                existing.urgent = True
                existing.crisis_categories = list(dict.fromkeys(existing.crisis_categories + (crisis_categories or [])))
                existing.events.append(TicketEvent(actor=opened_by or student_id, action="marked_urgent", detail=reason))
                self.store.save(existing)
            return existing, False
        history = history or []
        if citations is None:
            citations = next((t.citations for t in reversed(history) if t.role == "assistant" and t.citations), [])
        context = " ".join(c.title for c in citations)
        transcript = history[-SUMMARY_TURNS:]
        ticket = HandoffTicket(
            id=uuid.uuid4().hex[:12], platform=conversation.platform, conversation=conversation,
            thread_link=thread_link, student_id=student_id, student_name=student_name, question=question,
            question_by=question_by if question_by != student_id else None,
            summary=summarise(question, transcript), transcript=transcript, citations=citations, reason=reason,
            category=category or ("wellbeing" if urgent else infer_category(question, context)), urgent=urgent,
            crisis_categories=list(crisis_categories or []),
        )
        ticket.events.append(TicketEvent(actor=opened_by or student_id, action="opened", detail=reason))
        self.store.save(ticket)
        self.store.set_active(conversation.key, ticket.id)
        log.info("handoff ticket opened", extra={"fields": {"ticket": ticket.id, "category": ticket.category,
                                                            "urgent": urgent}})
        return ticket, True

    def _require(self, ticket_id: str) -> HandoffTicket:
        ticket = self.store.get(ticket_id)
        if ticket is None:
            raise HandoffError(f"no handoff ticket {ticket_id}")
        return ticket

    def claim(self, ticket_id: str, adviser_id: str, adviser_name: str = "") -> ClaimResult:
        ticket = self._require(ticket_id)
        if not self.is_adviser(ticket.platform, adviser_id):
            return ClaimResult(False, ticket, "Only advisers can claim handoffs.")
        if not ticket.active:
            return ClaimResult(False, ticket, f"This handoff is already {ticket.status.value}.")
        holder = self.store.try_claim(ticket_id, adviser_id)
        if holder != adviser_id:
            other = ticket.claimed_by_name or holder
            return ClaimResult(False, self.store.get(ticket_id), f"Already claimed by {other}.")
        ticket.status, ticket.claimed_by, ticket.claimed_by_name = TicketStatus.claimed, adviser_id, adviser_name
        ticket.claimed_at = time.time()
        ticket.events.append(TicketEvent(actor=adviser_id, action="claimed"))
        self.store.save(ticket)
        return ClaimResult(True, ticket, f"Claimed by {adviser_name or adviser_id}.")

    def transfer(self, ticket_id: str, actor_id: str, to_adviser_id: str, to_name: str = "") -> HandoffTicket:
        ticket = self._require(ticket_id)
        if not (self.is_adviser(ticket.platform, actor_id) and self.is_adviser(ticket.platform, to_adviser_id)):
            raise HandoffError("transfers are between members of the advisers group")
        if ticket.status != TicketStatus.claimed:
            raise HandoffError("only a claimed handoff can be transferred")
        self.store.force_claim(ticket_id, to_adviser_id)
        ticket.events.append(TicketEvent(actor=actor_id, action="transferred", detail=f"{ticket.claimed_by} → {to_adviser_id}"))
        ticket.claimed_by, ticket.claimed_by_name = to_adviser_id, to_name
        self.store.save(ticket)
        return ticket

    def _close(self, ticket_id: str, actor_id: str, status: TicketStatus, system: bool = False) -> HandoffTicket:
        ticket = self._require(ticket_id)
        if not system and not self.is_adviser(ticket.platform, actor_id):
            raise HandoffError("only advisers can close a handoff")
        if not ticket.active:
            return ticket
        ticket.status, ticket.closed_at = status, time.time()
        ticket.events.append(TicketEvent(actor=actor_id, action=status.value))
        self.store.save(ticket)
        self.store.set_active(ticket.conversation.key, None)
        self.store.release_claim(ticket_id)
        return ticket

    def hand_back(self, ticket_id: str, actor_id: str) -> HandoffTicket:
        """The adviser returns the thread to the bot, which answers again from the next message on."""
        return self._close(ticket_id, actor_id, TicketStatus.returned)

    def resolve(self, ticket_id: str, actor_id: str, system: bool = False) -> HandoffTicket:
        return self._close(ticket_id, actor_id, TicketStatus.resolved, system=system)

    # --- queue hygiene ----------------------------------------------------------------------------
    def set_queue_ref(self, ticket_id: str, refs: dict[str, str]) -> None:
        ticket = self._require(ticket_id)
        ticket.queue_refs.update(refs)
        self.store.save(ticket)

    def due_reminders(self, after_minutes: int, now: float | None = None) -> list[HandoffTicket]:
        """Open (unclaimed) tickets waiting longer than ``after_minutes`` since creation or the last reminder;
        marks them reminded so each interval pings once."""
        now = now or time.time()
        due = []
        for ticket in self.store.all():
            if ticket.status != TicketStatus.open:
                continue
            since = ticket.last_reminder_at or ticket.created_at
            if now - since >= after_minutes * 60:
                ticket.last_reminder_at = now
                ticket.events.append(TicketEvent(actor="system", action="reminder"))
                self.store.save(ticket)
                due.append(ticket)
        return due

    def list(self, status: str | None = None) -> list[HandoffTicket]:
        tickets = self.store.all()
        return [t for t in tickets if status is None or t.status.value == status or (status == "active" and t.active)]

    def _concerning(self, user_id: str) -> list[tuple[HandoffTicket, bool]]:
        """(ticket, is theirs) for every ticket of the student, or quoting them in its transcript (a classmate's
        ticket from a shared thread). Scans the ticket index, which retention bounds; no key scan."""
        out = []
        for ticket in self.store.all():
            if ticket.student_id == user_id:
                out.append((ticket, True))
            elif ticket.question_by == user_id or any(owned_by(ticket.transcript, user_id)):
                out.append((ticket, False))
        return out

    def count_user(self, user_id: str) -> int:
        return len(self._concerning(user_id))

    def forget_user(self, user_id: str) -> int:
        """Erase the student's tickets (with transcripts), and their lines from other students' transcripts."""
        concerning = self._concerning(user_id)
        for ticket, theirs in concerning:
            if theirs:
                if self.store.active_for_thread(ticket.conversation.key) == ticket.id:
                    self.store.set_active(ticket.conversation.key, None)
                self.store.delete(ticket.id)
            else:
                mine = owned_by(ticket.transcript, user_id)
                ticket.transcript = [t for t, m in zip(ticket.transcript, mine) if not m]
                if ticket.question_by == user_id:  # a classmate escalated this student's question
                    ticket.question, ticket.question_by = "(removed: its author's data was erased)", None
                ticket.summary = summarise(ticket.question, ticket.transcript)
                self.store.save(ticket)
        self.store.scrub()  # also when nothing matched: a rerun completes an earlier, interrupted scrub
        return len(concerning)
