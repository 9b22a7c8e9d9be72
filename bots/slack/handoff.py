"""Adviser handoff in Slack: the queue card, Claim / Hand back / Resolve / Transfer, the adviser shortcut
and commands, thread notices and reminders. Decisions are ``core.handoff.desk``'s; this renders and calls.

The queue card is a message in ``slack_adviser_channel``; its channel and ts are stored on the ticket
(``queue_refs``), so any replica, or the process after a restart, can update it and thread reminders under it.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Awaitable, Callable

from slack_bolt.async_app import AsyncApp

from bots.slack import handoff_blocks as hb
from bots.slack.delivery import post_entry
from bots.slack.text import question_text
from core.answering.chat_turns import ChatTurnProcessor
from core.conversation.model import Asker, ConversationKey
from core.conversation.outbox import OutboxEntry
from core.handoff.service import HandoffError
from core.handoff.desk import (
    NOT_ALLOWED,
    AdviserCommand,
    HandoffDesk,
    closed_notice,
    joined_notice,
    reminder_text,
    transferred_notice,
)
from core.handoff.store import HandoffTicket
from core.foundation.settings import Settings, csv_list

log = logging.getLogger(__name__)

ApiCall = Callable[..., Awaitable[dict | None]]
_RAW_MENTION = re.compile(r"<@([UW][A-Z0-9]+)(?:\|[^>]*)?>")


def adviser_command_text(raw: str) -> str:
    """Escaped command text with user mentions reduced to their ids (``transfer abc123 U0DANA``)."""
    return _RAW_MENTION.sub(r"\1", raw or "").strip()


ESCALATE_IN_COMMAND = "Use the message shortcut “Escalate to advising” on the student's message to escalate a thread."


def _user(body: dict) -> Asker:
    user = body.get("user") or {}
    return Asker(id=user.get("id", "unknown"), name=user.get("name") or user.get("username") or "")


class SlackHandoffs:
    def __init__(self, settings: Settings, desk: HandoffDesk, turns: ChatTurnProcessor, call: ApiCall,
                 mark_answered: Callable[[ConversationKey], None],
                 enqueue: Callable[[OutboxEntry], Awaitable[None]] | None = None) -> None:
        self.settings = settings
        self.desk = desk
        self.turns = turns
        self._call = call  # direct calls: the queue card (its ts is needed), permalinks, adviser replies
        self._enqueue = enqueue  # the outbox: what the student reads, and card updates
        self._mark_answered = mark_answered
        self.responders = csv_list(settings.slack_wellbeing_responders)

    def register(self, app: AsyncApp) -> None:
        app.action(hb.ACTION_CLAIM)(self.on_claim)
        app.action(hb.ACTION_HAND_BACK)(self._closer("hand_back"))
        app.action(hb.ACTION_RESOLVE)(self._closer("resolve"))
        app.action(hb.ACTION_TRANSFER)(self.on_transfer)

    # --- routing ------------------------------------------------------------------------------------
    async def route(self, ticket: HandoffTicket, tell_student: str | None = None) -> None:
        """Post (or refresh) the ticket's card in the queue; optionally tell the student in their thread."""
        if tell_student:
            await self.tell_thread(ticket, tell_student)
        channel = self.settings.slack_adviser_channel
        if not channel:
            log.warning("slack_adviser_channel is not set: handoff %s is only in `advisor handoffs list`", ticket.id)
            return
        if ticket.queue_refs.get("slack_ts"):  # joined an existing ticket (e.g. it became urgent): refresh it
            await self.refresh_card(ticket)
            return
        link = await self._thread_link(ticket.conversation)
        ticket.thread_link = ticket.thread_link or link
        text = hb.card_text(ticket)
        if ticket.urgent and self.responders:
            text = f"{hb.responders_mention(self.responders)} {text}"
        posted = await self._call("chat.postMessage", channel=channel, text=text,
                                  blocks=hb.queue_card(ticket, self.responders), unfurl_links=False)
        if posted and posted.get("ts"):
            await asyncio.to_thread(self.desk.routed, ticket.id,
                                    {"slack_channel": posted.get("channel") or channel, "slack_ts": posted["ts"]}, link)

    async def _thread_link(self, conversation: ConversationKey) -> str:
        if conversation.thread.startswith("command:"):
            return ""
        got = await self._call("chat.getPermalink", channel=conversation.channel, message_ts=conversation.thread)
        if got and got.get("permalink"):
            return got["permalink"]
        return (f"https://app.slack.com/client/{conversation.workspace}/{conversation.channel}/thread/"
                f"{conversation.channel}-{conversation.thread}")

    async def refresh_card(self, ticket: HandoffTicket) -> None:
        refs = ticket.queue_refs
        if refs.get("slack_channel") and refs.get("slack_ts"):
            params = {"channel": refs["slack_channel"], "ts": refs["slack_ts"], "text": hb.card_text(ticket),
                      "blocks": hb.queue_card(ticket, self.responders)}
            if self._enqueue is None:
                await self._call("chat.update", **params)
                return
            entry = post_entry("card_update", "chat.update", params, user_id=ticket.student_id,
                               conversation=ticket.conversation)
            entry.latest_key, entry.version = ticket.card_key, ticket.state_version
            await self._enqueue(entry)

    async def tell_thread(self, ticket: HandoffTicket, text: str) -> None:
        conv = ticket.conversation
        if conv.thread.startswith("command:"):  # a slash-command "thread" is private: tell the student alone
            method, params = "chat.postEphemeral", {"channel": conv.channel, "user": ticket.student_id, "text": text}
        else:
            method, params = "chat.postMessage", {"channel": conv.channel, "thread_ts": conv.thread, "text": text}
            if not conv.channel.startswith("D"):
                # the bot now takes part in the thread: the student's next words there reach it without a mention
                await asyncio.to_thread(self._mark_answered, conv)
        if self._enqueue is None:
            await self._call(method, **params)
            return
        await self._enqueue(post_entry("notice", method, params, user_id=ticket.student_id, conversation=conv))

    async def remind(self, ticket: HandoffTicket) -> None:
        refs = ticket.queue_refs
        channel = refs.get("slack_channel") or self.settings.slack_adviser_channel
        if not channel:
            return
        text = reminder_text(ticket)
        if ticket.urgent and self.responders:
            text = f"{hb.responders_mention(self.responders)} {text}"
        await self._call("chat.postMessage", channel=channel, thread_ts=refs.get("slack_ts"), text=text,
                         reply_broadcast=bool(refs.get("slack_ts")))

    # --- buttons on the queue card ------------------------------------------------------------------
    async def on_claim(self, ack: Callable, body: dict, action: dict, respond: Callable) -> None:
        await ack()
        result = await asyncio.to_thread(self.desk.claim, action.get("value", ""), _user(body))
        if not result.ok or result.ticket is None:
            await respond(response_type="ephemeral", replace_original=False, text=result.message)
            return
        await self.refresh_card(result.ticket)
        await self.tell_thread(result.ticket, joined_notice(result.ticket))

    def _closer(self, how: str) -> Callable:
        async def on_close(ack: Callable, body: dict, action: dict, respond: Callable) -> None:
            await ack()
            try:
                ticket = await asyncio.to_thread(self.desk.close, action.get("value", ""), _user(body), how)
            except HandoffError as exc:
                await respond(response_type="ephemeral", replace_original=False,
                              text=NOT_ALLOWED if "only advisers" in str(exc) else str(exc))
                return
            await self.refresh_card(ticket)
            await self.tell_thread(ticket, closed_notice(ticket))

        on_close.__name__ = f"on_{how}"
        return on_close

    async def on_transfer(self, ack: Callable, body: dict, action: dict, respond: Callable) -> None:
        await ack()
        message = await self.transfer(hb.ticket_of_block(action.get("block_id", "")), _user(body),
                                      action.get("selected_user", ""))
        if message:
            await respond(response_type="ephemeral", replace_original=False, text=message)

    async def transfer(self, ticket_id: str, actor: Asker, to_id: str) -> str | None:
        """Returns an error for the actor, or None once the card and the thread are updated."""
        try:
            ticket = await asyncio.to_thread(self.desk.transfer, ticket_id, actor, to_id)
        except HandoffError as exc:
            return str(exc)
        await self.refresh_card(ticket)
        await self.tell_thread(ticket, transferred_notice(ticket))
        return None

    # --- adviser-initiated -----------------------------------------------------------------------------
    async def on_escalate_shortcut(self, ack: Callable, shortcut: dict, respond: Callable) -> None:
        """Message shortcut "Escalate to advising" (advisers only): the message's author is the student."""
        await ack()
        adviser = _user(shortcut)
        if not await asyncio.to_thread(self.desk.is_adviser, "slack", adviser.id):
            await respond(response_type="ephemeral", text=NOT_ALLOWED)
            return
        message = shortcut.get("message") or {}

        conversation = ConversationKey(platform="slack", workspace=(shortcut.get("team") or {}).get("id", "unknown"),
                                       channel=(shortcut.get("channel") or {}).get("id", ""),
                                       thread=message.get("thread_ts") or message.get("ts", ""))
        student = Asker(id=message.get("user") or "unknown")
        outcome = await asyncio.to_thread(self.turns.escalate, conversation, student,
                                          question_text(message.get("text", ""), None),
                                          f"escalated by adviser {adviser.name or adviser.id}",
                                          initiated_by=adviser.id)
        await self.route(outcome.ticket, tell_student=outcome.student_notice if outcome.created else None)
        state = "opened" if outcome.created else "already open"
        await respond(response_type="ephemeral", text=f"Handoff {outcome.ticket.id} {state}; it is in the queue.")

    async def run_command(self, command: AdviserCommand, adviser: Asker) -> str:
        """/advisor available|away|transfer from an adviser; returns the private reply."""
        if command.kind in ("available", "away"):
            return await asyncio.to_thread(self.desk.set_availability, "slack", adviser, command)
        if command.kind == "transfer":
            to_id = command.to.lstrip("@")
            error = await self.transfer(command.ticket_id, adviser, to_id)
            return error or f"Handoff {command.ticket_id} transferred to <@{to_id}>."
        return ESCALATE_IN_COMMAND
