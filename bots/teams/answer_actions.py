"""What students do with an answer in Teams: Teams' own 👍/👎 (the ``message/submitAction`` invoke, with an
optional comment) and the "Talk to an adviser" button (an ``adaptiveCard/action`` invoke, or an
``Action.Submit`` message on clients without Universal Actions). Every path records through the same
``ChatTurnProcessor.record_feedback`` as Slack's buttons, once per click (redeliveries are de-duplicated).

Clicks are quick (a store write or two) and are answered in the turn, as both invokes require: feedback with
an empty HTTP 200 (Teams rejects a non-empty ``message/submitAction`` response), card buttons with the card
that replaces the clicked one.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine

from botbuilder.core import CardFactory, InvokeResponse, MessageFactory, TurnContext
from botbuilder.schema import Activity, AdaptiveCardInvokeResponse
from msrest.serialization import Model

from bots.runtime import AdvisorRuntime
from bots.teams.addressing import asker_of, event_id_of, message_key
from bots.teams.ai_message import parse_feedback_invoke, shown_answer_message, snippets_by_document
from bots.teams.cards import CARD_CONTENT_TYPE, CardAction, adviser_request_note, after_action_card, parse_card_action
from bots.teams.handoff import TeamsHandoffs
from bots.teams.handoff_cards import parse_handoff_action

log = logging.getLogger(__name__)


class _EmptyBody(Model):
    """``{}``: CloudAdapter serialises invoke bodies with msrest, so a plain dict cannot be the body."""

    _attribute_map: dict = {}


class AnswerActions:
    def __init__(self, rt: AdvisorRuntime, handoffs: TeamsHandoffs, spawn: Callable[[Coroutine], None]) -> None:
        self.rt = rt
        self.handoffs = handoffs
        self._spawn = spawn

    # --- Teams' feedback buttons -----------------------------------------------------------------
    async def feedback_invoke(self, activity: Activity) -> InvokeResponse:
        feedback = parse_feedback_invoke(activity.value)
        if feedback is None:
            log.info("Teams: message/submitAction without a like/dislike reaction ignored")
            return InvokeResponse(status=400, body=_EmptyBody())
        chat_turns = self.rt.chat_turns
        if not await asyncio.to_thread(chat_turns.accept, event_id_of(activity, ":feedback")):
            return InvokeResponse(status=200, body=_EmptyBody())  # redelivered: counted once
        conversation_id = activity.conversation.id if activity.conversation else ""
        answer_id = ""
        if activity.reply_to_id:
            answer_id = await asyncio.to_thread(chat_turns.archive.answer_for_message,
                                                message_key(conversation_id, activity.reply_to_id)) or ""
        if not answer_id:  # the link expired with the answer (or the message is not an answer): still counted
            log.info("Teams: feedback on a message with no known answer; recorded without it")
        await asyncio.to_thread(chat_turns.record_feedback, answer_id, feedback.kind, asker_of(activity).id, "teams",
                                feedback.comment)
        return InvokeResponse(status=200, body=_EmptyBody())

    # --- card buttons (Universal Actions, with the Submit fallback) -------------------------------------
    async def card_action_invoke(self, activity: Activity) -> AdaptiveCardInvokeResponse:
        """Action.Execute: answer with the updated card (Universal Actions response)."""
        value = activity.value if isinstance(activity.value, dict) else {}
        button = value.get("action") if isinstance(value.get("action"), dict) else {}
        handoff = (parse_handoff_action(button.get("data"), button.get("verb"))
                   if button.get("type") == "Action.Execute" else None)
        if handoff is not None:  # a button on the advisers' queue card
            first = await asyncio.to_thread(self.rt.chat_turns.accept, event_id_of(activity, ":handoff"))
            return await self.handoffs.on_action(handoff, asker_of(activity), first)
        action = (parse_card_action(button.get("data"), button.get("verb"))
                  if button.get("type") == "Action.Execute" else None)
        if action is None:
            return AdaptiveCardInvokeResponse(
                status_code=400, type="application/vnd.microsoft.error",
                value={"code": "BadRequest", "message": "Unknown card action or missing answer id."})
        card = await self._apply_action(activity, action)
        return AdaptiveCardInvokeResponse(status_code=200, type=CARD_CONTENT_TYPE, value=card)

    async def on_submit(self, turn_context: TurnContext, action: CardAction) -> None:
        """Action.Submit fallback: record it, then update the message in place (or confirm in text)."""
        card = await self._apply_action(turn_context.activity, action)
        card_message_id = turn_context.activity.reply_to_id
        if card_message_id:
            update = await self._updated_message(action, card)
            update.id = card_message_id
            try:
                await turn_context.update_activity(update)
                return
            except Exception:  # noqa: BLE001 - e.g. the card is too old to edit; confirm in text instead
                log.info("Teams: could not update card %s", card_message_id, exc_info=True)
        note = card["body"][-1]["text"]
        await turn_context.send_activity(MessageFactory.text(note))

    async def _updated_message(self, action: CardAction, card: dict) -> Activity:
        """An update replaces the whole message: an answer shown as text is sent again with the new card."""
        shown = await asyncio.to_thread(self.rt.chat_turns.archive.get, action.answer_id) if action.in_text else None
        if shown is None:
            return MessageFactory.attachment(CardFactory.adaptive_card(card))
        return shown_answer_message(shown.answer, shown.citations, snippets_by_document(shown.passages),
                                    action.answer_id, adviser_card_body=card)

    async def _apply_action(self, activity: Activity, action: CardAction) -> dict:
        """Record the click once (redelivered clicks are not counted twice) and build the card after it."""
        chat_turns = self.rt.chat_turns
        asker = asker_of(activity)
        note = adviser_request_note(self.rt.settings.office_hours)
        if await asyncio.to_thread(chat_turns.accept, event_id_of(activity, ":action")):
            if action.kind == "adviser_request":
                note = await self._escalate_from_answer(activity, action.answer_id, asker) or note
            else:
                await asyncio.to_thread(chat_turns.record_feedback, action.answer_id, action.kind, asker.id, "teams")
        if action.in_text:  # the answer is the message's text: the card holds only the button
            return after_action_card(action, "", [], note)
        shown = await asyncio.to_thread(chat_turns.archive.get, action.answer_id)
        text, citations = (shown.answer, shown.citations) if shown else ("", [])
        return after_action_card(action, text, citations, note)

    async def _escalate_from_answer(self, activity: Activity, answer_id: str, asker) -> str | None:
        """"Talk to an adviser": a handoff ticket with the answer's question and sources; the card says what happens."""
        try:
            escalation = await asyncio.to_thread(self.rt.chat_turns.escalate_from_answer, answer_id, asker, "teams")
        except Exception:  # noqa: BLE001 - e.g. the handoff store is down: the request is still recorded
            log.exception("Teams: could not open a handoff from the answer button")
            return None
        if escalation is None:  # the answer expired from the archive: recorded as feedback only
            return None
        self._spawn(self.handoffs.route(escalation.ticket, activity.service_url))
        return escalation.student_notice
