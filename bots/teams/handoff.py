"""Adviser handoff in Teams: the queue card (a proactive post in ``teams_adviser_conversation``), its
Claim / Hand back / Resolve buttons (Action.Execute), the adviser commands ``available``, ``away``,
``transfer TICKET ADVISER`` and ``escalate``, notices in the student's reply chain, and reminders.

Decisions are ``core.handoff.desk``'s. Where the card lives and which Bot Framework service serves the
tenant are stored on the ticket (``queue_refs``), so another replica or a restarted process can act on it.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Awaitable, Callable

from botbuilder.core import CardFactory, MessageFactory, TurnContext
from botbuilder.integration.aiohttp import CloudAdapter
from botbuilder.schema import Activity, AdaptiveCardInvokeResponse, ChannelAccount, ConversationAccount, ConversationReference

from msrest.serialization import Model

from bots.runtime import AdvisorRuntime
from bots.teams.addressing import TeamsAddress
from bots.teams.delivery import activity_entry
from bots.teams.cards import CARD_CONTENT_TYPE
from bots.teams.handoff_cards import HandoffAction, card_summary, queue_card, thread_link
from core.conversation.model import Asker
from core.conversation.outbox import OutboxEntry
from core.handoff.service import HandoffError
from core.handoff.desk import (
    NOT_ALLOWED,
    AdviserCommand,
    closed_notice,
    joined_notice,
    reminder_text,
    transferred_notice,
)
from core.handoff.store import HandoffTicket

log = logging.getLogger(__name__)

MESSAGE_RESPONSE = "application/vnd.microsoft.activity.message"  # a private reply to the one who clicked
_AT = re.compile(r"</?at>")
NO_STUDENT = ("I can't tell who the student in this thread is (I have no earlier message from them here). "
              "Ask them to @mention me with their question first.")


class MessageInvokeResponse(Model):
    """Universal Actions "message" response (a text shown to the one who clicked). botbuilder's
    AdaptiveCardInvokeResponse types ``value`` as an object and cannot serialise a string."""

    _attribute_map = {"status_code": {"key": "statusCode", "type": "int"}, "type": {"key": "type", "type": "str"},
                      "value": {"key": "value", "type": "str"}}

    def __init__(self, value: str) -> None:
        super().__init__()
        self.status_code, self.type, self.value = 200, MESSAGE_RESPONSE, value


def _private(text: str) -> MessageInvokeResponse:
    return MessageInvokeResponse(text)


class TeamsHandoffs:
    def __init__(self, rt: AdvisorRuntime, adapter: CloudAdapter,
                 enqueue: Callable[[OutboxEntry], Awaitable[None]] | None = None) -> None:
        self.rt = rt
        self.settings = rt.settings
        self.adapter = adapter
        # The outbox, for what the student reads and card updates; the queue card is sent directly (its id
        # is needed for later updates) and so are reminders to advisers.
        self.enqueue = enqueue

    # Resolved on first use (on the event loop), so requests refused before the core never build it.
    @property
    def desk(self):
        return self.rt.handoff_desk

    @property
    def turns(self):
        return self.rt.chat_turns

    # --- proactive sends ------------------------------------------------------------------------------
    async def _send(self, reference: ConversationReference, activity: Activity, update: bool = False) -> str | None:
        sent: list[str] = []

        async def callback(context: TurnContext) -> None:
            context.activity.id = reference.activity_id
            response = await (context.update_activity(activity) if update else context.send_activity(activity))
            if response is not None and getattr(response, "id", None):
                sent.append(response.id)

        try:
            await self.adapter.continue_conversation(reference, callback, bot_app_id=self.settings.teams_app_id)
        except Exception:  # noqa: BLE001 - the connector may be down: the ticket is still in the store
            log.exception("Teams: could not deliver to %s", reference.conversation.id)
            return None
        return sent[0] if sent else ""

    def _reference(self, service_url: str, conversation_id: str, tenant: str, reply_to: str | None = None,
                   channel: bool = True) -> ConversationReference:
        return ConversationReference(
            channel_id="msteams", service_url=service_url, activity_id=reply_to,
            bot=ChannelAccount(id=self.settings.teams_app_id or "advisor"),
            conversation=ConversationAccount(id=conversation_id, is_group=channel, tenant_id=tenant,
                                             conversation_type="channel" if channel else "personal"))

    def _queue(self, ticket: HandoffTicket, reply_to: str | None = None) -> ConversationReference | None:
        queue = ticket.queue_refs.get("teams_conversation") or self.settings.teams_adviser_conversation
        service_url = ticket.queue_refs.get("teams_service_url")
        if not queue or not service_url:
            return None
        conversation = f"{queue};messageid={reply_to}" if reply_to else queue
        return self._reference(service_url, conversation, ticket.conversation.workspace, reply_to)

    async def tell_thread(self, ticket: HandoffTicket, text: str) -> None:
        conv = ticket.conversation
        service_url = ticket.queue_refs.get("teams_service_url")
        if not service_url:
            return
        in_chain = conv.thread != "chat"
        reference = self._reference(service_url, f"{conv.channel};messageid={conv.thread}" if in_chain else conv.channel,
                                    conv.workspace, conv.thread if in_chain else None, channel=in_chain)
        if self.enqueue is None:
            await self._send(reference, MessageFactory.text(text))
            return
        await self.enqueue(activity_entry("notice", reference, MessageFactory.text(text), user_id=ticket.student_id,
                                          conversation=conv.key))

    def _card_activity(self, ticket: HandoffTicket) -> Activity:
        activity = MessageFactory.attachment(CardFactory.adaptive_card(queue_card(ticket)))
        activity.summary = card_summary(ticket)
        return activity

    # --- routing ------------------------------------------------------------------------------------
    async def route(self, ticket: HandoffTicket, service_url: str, tell_student: str | None = None) -> None:
        """Post (or refresh) the queue card; optionally tell the student in their thread first."""
        if not ticket.queue_refs.get("teams_service_url"):
            ticket.queue_refs["teams_service_url"] = service_url
        if tell_student:
            await self.tell_thread(ticket, tell_student)
        queue = self.settings.teams_adviser_conversation
        if not queue:
            log.warning("teams_adviser_conversation is not set: handoff %s is only in `advisor handoffs list`", ticket.id)
            await asyncio.to_thread(self.desk.routed, ticket.id, {"teams_service_url": service_url})
            return
        if ticket.queue_refs.get("teams_activity"):
            await self.refresh_card(ticket)
            return
        conv = ticket.conversation
        ticket.thread_link = ticket.thread_link or thread_link(conv.workspace, conv.channel, conv.thread)
        card_id = await self._send(self._reference(service_url, queue, conv.workspace), self._card_activity(ticket))
        refs = {"teams_service_url": service_url, "teams_conversation": queue}
        if card_id:
            refs["teams_activity"] = card_id
        await asyncio.to_thread(self.desk.routed, ticket.id, refs, ticket.thread_link)

    async def refresh_card(self, ticket: HandoffTicket) -> None:
        reference = self._queue(ticket)
        card_id = ticket.queue_refs.get("teams_activity")
        if reference is None or not card_id:
            return
        update = self._card_activity(ticket)
        update.id = card_id
        if self.enqueue is None:
            await self._send(reference, update, update=True)
            return
        entry = activity_entry("card_update", reference, update, user_id=ticket.student_id,
                               conversation=ticket.conversation.key, update=True)
        entry.latest_key, entry.version = ticket.card_key, ticket.state_version
        await self.enqueue(entry)

    async def remind(self, ticket: HandoffTicket) -> None:
        card_id = ticket.queue_refs.get("teams_activity")
        reference = self._queue(ticket, reply_to=card_id)
        if reference is not None:
            await self._send(reference, MessageFactory.text(reminder_text(ticket)))

    # --- the card's buttons ---------------------------------------------------------------------------
    async def on_action(self, action: HandoffAction, adviser: Asker, first_delivery: bool) -> AdaptiveCardInvokeResponse | MessageInvokeResponse:
        if not first_delivery:  # a redelivered click: show the card as it is, do nothing twice
            ticket = await asyncio.to_thread(self.desk.ticket, action.ticket_id)
            return self._card_response(ticket) if ticket else _private("Unknown handoff.")
        if action.verb == "handoff_claim":
            result = await asyncio.to_thread(self.desk.claim, action.ticket_id, adviser)
            if not result.ok or result.ticket is None:
                return _private(result.message)
            ticket, notice = result.ticket, joined_notice(result.ticket)
        else:
            how = "hand_back" if action.verb == "handoff_hand_back" else "resolve"
            try:
                ticket = await asyncio.to_thread(self.desk.close, action.ticket_id, adviser, how)
            except HandoffError as exc:
                return _private(NOT_ALLOWED if "only advisers" in str(exc) else str(exc))
            notice = closed_notice(ticket)
        await self.refresh_card(ticket)  # everyone watching the queue sees the new state
        await self.tell_thread(ticket, notice)
        return self._card_response(ticket)

    @staticmethod
    def _card_response(ticket: HandoffTicket) -> AdaptiveCardInvokeResponse:
        return AdaptiveCardInvokeResponse(status_code=200, type=CARD_CONTENT_TYPE, value=queue_card(ticket))

    # --- adviser commands -----------------------------------------------------------------------------
    async def run_command(self, turn_context: TurnContext, command: AdviserCommand, adviser: Asker,
                          address: TeamsAddress) -> None:
        reply = await self._command_reply(turn_context.activity, command, adviser, address)
        if reply:
            await turn_context.send_activity(MessageFactory.text(reply))

    async def _command_reply(self, activity: Activity, command: AdviserCommand, adviser: Asker,
                             address: TeamsAddress) -> str | None:
        if command.kind in ("available", "away"):
            return await asyncio.to_thread(self.desk.set_availability, "teams", adviser, command)
        if command.kind == "transfer":
            to_id = await asyncio.to_thread(self.desk.adviser_named, "teams", _AT.sub("", command.to))
            if not to_id:
                return f"I don't know an adviser called {_AT.sub('', command.to)}."
            try:
                ticket = await asyncio.to_thread(self.desk.transfer, command.ticket_id, adviser, to_id)
            except HandoffError as exc:
                return str(exc)
            await self.refresh_card(ticket)
            await self.tell_thread(ticket, transferred_notice(ticket))
            return f"Handoff {ticket.id} transferred to {ticket.claimed_by_name or to_id}."
        # escalate: the thread's student is the last person in it who is not this adviser
        history = await asyncio.to_thread(self.rt.advising.thread_history, address.key)
        student_id, question = self.desk.student_of_thread(history, adviser.id)
        if not student_id:
            return NO_STUDENT
        reason = f"escalated by adviser {adviser.name or adviser.id}" + (f": {command.note}" if command.note else "")
        outcome = await asyncio.to_thread(self.turns.escalate, address.key, Asker(id=student_id), question, reason,
                                          initiated_by=adviser.id)
        await self.route(outcome.ticket, activity.service_url, tell_student=outcome.student_notice if outcome.created else None)
        return None if outcome.created else f"Handoff {outcome.ticket.id} is already open for this thread."
