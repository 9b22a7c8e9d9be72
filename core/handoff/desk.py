"""The advisers' desk: what chat adapters call around a handoff ticket, platform-free.

``HandoffService`` decides and records transitions; the desk adds what every adapter needs on top:
who may type adviser commands (``available``, ``away``, ``transfer``, ``escalate``) and how they parse,
the notices posted in the student's thread, metrics on every transition, where the queue card lives,
and the reminder tick guarded by a lock shared across replicas (so only one replica re-pings the queue).
Adapters only render these and make the platform calls.
"""

from __future__ import annotations

import logging
import re
import time
from dataclasses import dataclass, field
from typing import Literal

from core.conversation.model import Asker, Turn
from core.conversation.delivery_guard import EventDeduplicator
from core.handoff.service import ClaimResult, HandoffError, HandoffService
from core.handoff.store import HandoffTicket, TicketStatus
from core.handoff.triggers import CATEGORIES
from core.foundation.metrics import record_handoff_claimed, set_handoffs_open

log = logging.getLogger(__name__)

CommandKind = Literal["available", "away", "transfer", "escalate"]
NOT_ALLOWED = "Only members of the advisers group can do that."
_TRANSFER = re.compile(r"^transfer\s+(?P<ticket>[0-9a-f]{6,32})\s+(?:to\s+)?(?P<to>\S.*?)\s*$", re.I)


@dataclass(frozen=True)
class AdviserCommand:
    kind: CommandKind
    categories: list[str] = field(default_factory=list)
    ticket_id: str = ""
    to: str = ""  # transfer target as typed (an id or a platform mention already reduced to an id)
    note: str = ""


def parse_adviser_command(text: str) -> AdviserCommand | None:
    """``available [categories…]`` · ``away`` · ``transfer TICKET USER`` · ``escalate [note]``; else None.

    Only advisers' messages are parsed (``HandoffDesk.command_for``): for a student, "available" is just words.
    """
    words = (text or "").strip().split()
    if not words:
        return None
    head = words[0].lower()
    if head == "available":
        cats = [w.strip(",").lower() for w in words[1:] if w.strip(",")]
        return AdviserCommand("available", categories=cats)
    if head == "away" and len(words) == 1:
        return AdviserCommand("away")
    if head == "escalate":
        return AdviserCommand("escalate", note=" ".join(words[1:]))
    transfer = _TRANSFER.match(" ".join(words))
    if transfer:
        return AdviserCommand("transfer", ticket_id=transfer.group("ticket"), to=transfer.group("to"))
    return None


# --- what the student's thread is told -----------------------------------------------------------
def joined_notice(ticket: HandoffTicket) -> str:
    return (f"👋 {ticket.claimed_by_name or 'An adviser'} from the advising team has joined this conversation "
            "and will reply here. I'll stay quiet until they hand it back.")


def transferred_notice(ticket: HandoffTicket) -> str:
    return f"{ticket.claimed_by_name or 'Another adviser'} from the advising team is now looking after this conversation."


def closed_notice(ticket: HandoffTicket) -> str:
    if ticket.status == TicketStatus.returned:
        return "The adviser has handed this conversation back to me. Ask me anything here whenever you like."
    return "The advising team has marked this conversation as resolved. You can ask me anything here again."


def reminder_text(ticket: HandoffTicket, now: float | None = None) -> str:
    waited = int(((now or time.time()) - ticket.created_at) // 60)
    urgent = "🚨 URGENT " if ticket.urgent else ""
    return (f"⏰ {urgent}Handoff {ticket.id} ({ticket.category.replace('_', ' ')}) has been waiting {waited} min "
            "with nobody assigned. Can someone claim it?")


def availability_reply(available: bool, categories: list[str]) -> str:
    if not available:
        return "You're marked away: new handoffs will not count on you until you say `available`."
    cats = ", ".join(categories) if categories else "every category"
    return f"You're marked available for {cats}."


class HandoffDesk:
    def __init__(self, service: HandoffService, redis_url: str | None, reminder_minutes: int) -> None:
        self.service = service
        self.reminder_minutes = reminder_minutes
        # The reminder tick runs on every replica; a per-minute SET NX EX key lets exactly one of them act.
        self._tick_lock = EventDeduplicator(redis_url, ttl_s=120)

    # --- who may act ------------------------------------------------------------------------------
    def is_adviser(self, platform: str, user_id: str) -> bool:
        return self.service.is_adviser(platform, user_id)

    def command_for(self, platform: str, user_id: str, text: str) -> AdviserCommand | None:
        """An adviser command, only when an adviser typed it (students asking "available …?" get answers)."""
        command = parse_adviser_command(text)
        if command is None or not self.is_adviser(platform, user_id):
            return None
        return command

    def set_availability(self, platform: str, adviser: Asker, command: AdviserCommand) -> str:
        unknown = [c for c in command.categories if c not in CATEGORIES and c != "general"]
        if unknown:
            return f"Unknown categories: {', '.join(unknown)}. Known: {', '.join([*CATEGORIES, 'general'])}."
        available = command.kind == "available"
        self.service.set_availability(platform, adviser.id, available, name=adviser.name,
                                      categories=command.categories if available else None)
        return availability_reply(available, command.categories)

    # --- transitions, with metrics ----------------------------------------------------------------
    def claim(self, ticket_id: str, adviser: Asker) -> ClaimResult:
        try:
            result = self.service.claim(ticket_id, adviser.id, adviser.name)
        except HandoffError as exc:
            return ClaimResult(False, None, str(exc))
        if result.ok and result.ticket is not None:
            record_handoff_claimed(result.ticket.platform, (result.ticket.claimed_at or time.time()) - result.ticket.created_at)
            self.refresh_gauge(result.ticket.platform)
        return result

    def close(self, ticket_id: str, adviser: Asker, how: Literal["hand_back", "resolve"]) -> HandoffTicket:
        """Hand back or resolve; raises HandoffError for non-advisers and unknown tickets."""
        ticket = (self.service.hand_back if how == "hand_back" else self.service.resolve)(ticket_id, adviser.id)
        self.refresh_gauge(ticket.platform)
        return ticket

    def transfer(self, ticket_id: str, actor: Asker, to_id: str, to_name: str = "") -> HandoffTicket:
        """Raises HandoffError unless both are advisers and the ticket is claimed."""
        if not to_name:
            to_name = next((a.name for a in self.service.store.advisers(self._platform_of(ticket_id)) if a.id == to_id), "")
        return self.service.transfer(ticket_id, actor.id, to_id, to_name)

    def adviser_named(self, platform: str, who: str) -> str:
        """An advisers-group member by id or by the name they are known under (``@Lee Park``); '' if none."""
        who = who.strip().lstrip("@").strip()
        for member, name in self.advisers(platform):
            if who == member or (name and who.lower() == name.lower()):
                return member
        return ""

    def _platform_of(self, ticket_id: str) -> str:
        ticket = self.service.store.get(ticket_id)
        return ticket.platform if ticket else ""

    def refresh_gauge(self, platform: str) -> None:
        try:
            set_handoffs_open(platform, sum(1 for t in self.service.store.all() if t.platform == platform and t.active))
        except Exception as exc:  # noqa: BLE001 - a metric must never break a handoff
            log.debug("could not refresh the open-handoffs gauge: %s", exc)

    # --- the queue card ---------------------------------------------------------------------------
    def routed(self, ticket_id: str, refs: dict[str, str], thread_link: str = "") -> HandoffTicket:
        """Remember where the queue card lives (and the thread's link) once the adapter has posted it. The link is
        stored first: whoever sees the card's reference (a claim click, a test) then sees the link too."""
        ticket = self.service.store.get(ticket_id)
        if thread_link and ticket is not None and not ticket.thread_link:
            ticket.thread_link = thread_link
            self.service.store.save(ticket)
        self.service.set_queue_ref(ticket_id, refs)
        ticket = self.service.store.get(ticket_id)
        if ticket is not None:
            self.refresh_gauge(ticket.platform)
        return ticket

    def student_notice(self, ticket: HandoffTicket) -> str:
        return self.service.student_notice(ticket)

    def ticket(self, ticket_id: str) -> HandoffTicket | None:
        return self.service.store.get(ticket_id)

    def advisers(self, platform: str) -> list[tuple[str, str]]:
        """(id, name) of every advisers-group member, for a transfer picker."""
        names = {a.id: a.name for a in self.service.store.advisers(platform)}
        return [(m, names.get(m) or m) for m in sorted(self.service.advisers_by_platform.get(platform, set()))]

    # --- adviser-initiated escalation of a thread -------------------------------------------------
    @staticmethod
    def student_of_thread(history: list[Turn], adviser_id: str) -> tuple[str, str]:
        """(student id, their last question) from the thread's memory: the last person who is not the adviser."""
        for turn in reversed(history):
            if turn.role == "user" and turn.user_id and turn.user_id != adviser_id:
                return turn.user_id, turn.content
        return "", ""

    # --- nothing falls through --------------------------------------------------------------------
    def due_reminders(self, now: float | None = None) -> list[HandoffTicket]:
        """Unclaimed tickets to re-ping now; empty on every replica but the one that won this minute's lock."""
        now = now or time.time()
        if not self._tick_lock.first_delivery(f"handoff-reminders:{int(now // 60)}"):
            return []
        return self.service.due_reminders(self.reminder_minutes, now=now)
