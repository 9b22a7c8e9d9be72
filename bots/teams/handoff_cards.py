"""The handoff card in the advisers' Teams queue (Adaptive Card 1.5) and the parser of its buttons.

Buttons are ``Action.Execute`` only (advisers use current Teams clients): the invoke's response replaces
the card, and the bot also updates the queue message so everyone sees who has the ticket.
"""

from __future__ import annotations

from dataclasses import dataclass

from bots.teams.cards import adaptive_card, text_block
from core.handoff.store import HandoffTicket, TicketStatus

HANDOFF_VERBS = ("handoff_claim", "handoff_hand_back", "handoff_resolve")


@dataclass(frozen=True)
class HandoffAction:
    verb: str
    ticket_id: str


def parse_handoff_action(data: object, verb: str | None = None) -> HandoffAction | None:
    if not isinstance(data, dict):
        return None
    verb = verb or data.get("advisor_action")
    ticket_id = data.get("ticket_id")
    if verb not in HANDOFF_VERBS or not isinstance(ticket_id, str) or not ticket_id:
        return None
    return HandoffAction(verb=verb, ticket_id=ticket_id)


def _execute(verb: str, title: str, ticket_id: str, style: str | None = None) -> dict:
    action = {"type": "Action.Execute", "verb": verb, "title": title,
              "data": {"advisor_action": verb, "ticket_id": ticket_id}}
    if style:
        action["style"] = style
    return action


def thread_link(tenant: str, channel: str, root: str) -> str:
    """A deep link to a channel reply chain (1:1 chats have none an adviser could open)."""
    if root == "chat" or "@thread" not in channel:
        return ""
    return f"https://teams.microsoft.com/l/message/{channel}/{root}?tenantId={tenant}"


def card_summary(ticket: HandoffTicket) -> str:
    urgent = "🚨 URGENT " if ticket.urgent else ""
    return f"{urgent}Handoff {ticket.id} ({ticket.category.replace('_', ' ')}): {ticket.question[:120]}"


def queue_card(ticket: HandoffTicket) -> dict:
    body: list[dict] = []
    if ticket.urgent:
        body.append(text_block("🚨 **URGENT — possible crisis.** Crisis resources were sent to the student.",
                          color="Attention", weight="Bolder"))
        if ticket.crisis_categories:
            body.append(text_block("**Signals:** " + ", ".join(c.replace("_", " ") for c in ticket.crisis_categories)))
    student = ticket.student_name or ticket.student_id
    body.append(text_block(f"**Handoff {ticket.id}** · {ticket.category.replace('_', ' ')} · from {student}"))
    body.append({"type": "Container", "style": "emphasis", "items": [text_block(ticket.question)]})
    if ticket.summary:
        body.append(text_block("**Conversation so far**", spacing="Medium"))
        body.append(text_block(ticket.summary[:3000], size="Small"))
    if ticket.thread_link:
        body.append(text_block(f"[Open the student's thread]({ticket.thread_link})"))
    body.append(text_block(f"Reason: {ticket.reason}", isSubtle=True, size="Small"))
    if ticket.citations:
        body.append(text_block("**Sources shown**", spacing="Medium"))
        body.extend(text_block(f"[{c.n}] [{c.title}]({c.url})" if c.url else f"[{c.n}] {c.title}", size="Small")
                    for c in ticket.citations)
    if ticket.status == TicketStatus.open:
        return adaptive_card(body, [_execute("handoff_claim", "Claim", ticket.id,
                                     style="destructive" if ticket.urgent else "positive")])
    if ticket.status == TicketStatus.claimed:
        body.append(text_block(f"✋ **Claimed by {ticket.claimed_by_name or ticket.claimed_by}**", separator=True))
        body.append(text_block(f"To transfer it, send me: `transfer {ticket.id} <adviser>`", isSubtle=True, size="Small"))
        return adaptive_card(body, [_execute("handoff_hand_back", "Hand back to the bot", ticket.id),
                            _execute("handoff_resolve", "Resolve", ticket.id, style="positive")])
    done = "↩️ Handed back to the bot" if ticket.status == TicketStatus.returned else "✅ Resolved"
    closer = ticket.events[-1].actor if ticket.events else ""
    body.append(text_block(f"{done} by {ticket.claimed_by_name if closer == ticket.claimed_by else closer}", separator=True))
    return adaptive_card(body)
