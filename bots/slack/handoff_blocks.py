"""The handoff card in the advisers' Slack queue channel, as Block Kit, for each ticket state.

Open: summary, link to the thread, sources, category, urgent marker, Claim. Claimed: who has it, with
"Hand back to the bot", "Resolve" and a user picker to transfer it. Closed: who closed it, no buttons.
Every interactive element carries the ticket id (button ``value``, the actions block's ``block_id``).
"""

from __future__ import annotations

from bots.slack.blocks import SECTION_LIMIT, escape, sources_block
from core.handoff.store import HandoffTicket, TicketStatus

ACTION_CLAIM = "advisor_handoff_claim"
ACTION_HAND_BACK = "advisor_handoff_hand_back"
ACTION_RESOLVE = "advisor_handoff_resolve"
ACTION_TRANSFER = "advisor_handoff_transfer"
BLOCK_PREFIX = "advisor_handoff:"


def ticket_of_block(block_id: str) -> str:
    return block_id.removeprefix(BLOCK_PREFIX) if block_id.startswith(BLOCK_PREFIX) else ""


def responders_mention(responders: list[str]) -> str:
    """``<!subteam^S…>`` for user groups, ``<@U…>`` for people."""
    return " ".join(f"<!subteam^{r}>" if r.startswith("S") else f"<@{r}>" for r in responders)


def _button(text: str, action_id: str, ticket_id: str, style: str | None = None) -> dict:
    button = {"type": "button", "action_id": action_id, "value": ticket_id,
              "text": {"type": "plain_text", "text": text, "emoji": True}}
    if style:
        button["style"] = style
    return button


def _who(user_id: str | None, name: str) -> str:
    return f"<@{user_id}>" if user_id and user_id.startswith(("U", "W")) else escape(name or user_id or "an adviser")


def card_text(ticket: HandoffTicket) -> str:
    """Notification text (and what clients without blocks show)."""
    urgent = "🚨 URGENT " if ticket.urgent else ""
    return f"{urgent}Handoff {ticket.id} ({ticket.category.replace('_', ' ')}): {ticket.question[:200]}"


def queue_card(ticket: HandoffTicket, responders: list[str] | None = None) -> list[dict]:
    title = f"*Handoff `{ticket.id}`* · {escape(ticket.category.replace('_', ' '))} · from <@{ticket.student_id}>"
    if ticket.urgent:
        title = "🚨 *URGENT — possible crisis: crisis resources were sent to the student.* " + title
        if ticket.crisis_categories:
            title += "\n*Signals:* " + ", ".join(c.replace("_", " ") for c in ticket.crisis_categories)
        if responders:
            title += f"\n{responders_mention(responders)}"
    out: list[dict] = [{"type": "section", "text": {"type": "mrkdwn", "text": title}}]
    question = "> " + escape(" ".join(ticket.question.split()))
    out.append({"type": "section", "text": {"type": "mrkdwn", "text": question[:SECTION_LIMIT]}})
    if ticket.summary:
        summary = "*Conversation so far*\n```" + escape(ticket.summary)[: SECTION_LIMIT - 40] + "```"
        out.append({"type": "section", "text": {"type": "mrkdwn", "text": summary}})
    link = f"<{ticket.thread_link}|Open the student's thread>" if ticket.thread_link else "thread link unavailable"
    out.append({"type": "context", "elements": [{"type": "mrkdwn", "text": f"{link} · reason: {escape(ticket.reason)}"}]})
    sources = sources_block(ticket.citations)
    if sources:
        out.append(sources)
    out.extend(_state_blocks(ticket))
    return out


def _state_blocks(ticket: HandoffTicket) -> list[dict]:
    block_id = BLOCK_PREFIX + ticket.id
    if ticket.status == TicketStatus.open:
        return [{"type": "actions", "block_id": block_id,
                 "elements": [_button("Claim", ACTION_CLAIM, ticket.id, style="danger" if ticket.urgent else "primary")]}]
    if ticket.status == TicketStatus.claimed:
        status = f"✋ *Claimed by {_who(ticket.claimed_by, ticket.claimed_by_name)}*"
        return [
            {"type": "context", "elements": [{"type": "mrkdwn", "text": status}]},
            {"type": "actions", "block_id": block_id, "elements": [
                _button("Hand back to the bot", ACTION_HAND_BACK, ticket.id),
                _button("Resolve", ACTION_RESOLVE, ticket.id, style="primary"),
                {"type": "users_select", "action_id": ACTION_TRANSFER,
                 "placeholder": {"type": "plain_text", "text": "Transfer to…"}},
            ]},
        ]
    closer = ticket.events[-1].actor if ticket.events else ""
    done = "↩️ Handed back to the bot" if ticket.status == TicketStatus.returned else "✅ Resolved"
    return [{"type": "context", "elements": [{"type": "mrkdwn", "text": f"{done} by {_who(closer, closer)}"}]}]
