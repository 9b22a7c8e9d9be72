"""The Teams bot: translates activities into core chat turns and outcomes into Teams AI messages
(``ai_message.py``: text with native citations, the AI label, feedback buttons, an adviser card).

Why answers are sent in the background: Teams waits about 15 s for the HTTP response to an activity and
then shows an error and may redeliver, while an LLM turn may take up to ``llm_timeout_s`` (60 s by
default). So the inbound turn only de-duplicates and returns (acknowledged first: the typing indicator is a
background send that never delays or fails the turn); the answer is computed in a worker thread and queued
in the outbox as a proactive reply (``continue_conversation``) to the same conversation and reply chain,
which the delivery worker sends with retries. Clicks on an answer (``answer_actions.py``) are answered in the turn.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Coroutine
from concurrent.futures import ThreadPoolExecutor
from copy import copy
from functools import partial

from botbuilder.core import ActivityHandler, InvokeResponse, MessageFactory, TurnContext
from botbuilder.schema import Activity, ChannelAccount, ConversationReference
from botbuilder.integration.aiohttp import CloudAdapter

from bots.runtime import AdvisorRuntime
from bots.teams.addressing import address_of, asker_of, event_id_of
from bots.teams.delivery import TeamsSender, activity_entry
from bots.teams.handoff import TeamsHandoffs
from bots.teams.ai_message import FEEDBACK_INVOKE, answer_message
from bots.teams.answer_actions import AnswerActions
from bots.teams.cards import parse_card_action
from bots.teams.stream_activity import final_activity
from bots.teams.streaming import TeamsStream
from core.answering.chat_turns import IncomingMessage, TurnOutcome
from core.answering.smalltalk import HELP_TEXT
from core.conversation.outbox import OutboxEntry
from core.handoff.desk import parse_adviser_command

log = logging.getLogger(__name__)

WELCOME = (f"👋 {HELP_TEXT}\n\nIn a channel or group chat, @mention me with your question; "
           "in a 1:1 chat just type it.")
TYPING_REFRESH_S = 3.0
SORRY = "Sorry, I couldn't answer that just now. Please try again in a moment, or ask to talk to an adviser."


class AdvisorTeamsBot(ActivityHandler):
    def __init__(self, rt: AdvisorRuntime, adapter: CloudAdapter,
                 enqueue: Callable[[OutboxEntry], Awaitable[None]] | None = None) -> None:
        self.rt = rt
        self.adapter = adapter
        self._tasks: set[asyncio.Task] = set()
        self.handoffs = TeamsHandoffs(rt, adapter)
        self.sender = TeamsSender(adapter, rt.settings.teams_app_id, rt.settings.delivery_send_timeout_s,
                                  rt.settings.typing_max_in_flight)
        # so Teams' feedback buttons (which name only the message) find their answer; built lazily like the core
        self.sender.link_message = lambda key, answer_id: rt.answer_archive.link_message(key, answer_id)
        self._enqueue = enqueue or self.sender.send
        self.handoffs.enqueue = enqueue
        self.actions = AnswerActions(rt, self.handoffs, self._spawn)
        # Answering is CPU-bound: its own small pool, so acknowledgements never wait behind answers.
        self._answer_pool = ThreadPoolExecutor(rt.settings.teams_answer_workers, thread_name_prefix="teams-answer")

    # --- questions -----------------------------------------------------------------------------
    async def on_message_activity(self, turn_context: TurnContext) -> None:
        activity = turn_context.activity
        action = parse_card_action(activity.value)
        if action is not None:  # an Action.Submit click arrives as a message carrying the button's data
            await self.actions.on_submit(turn_context, action)
            return
        address = address_of(activity)
        if not address.is_personal and not _mentions_recipient(activity):
            return  # in channels and group chats we only answer when @mentioned
        text = ((TurnContext.remove_recipient_mention(activity) if activity.recipient else activity.text) or "").strip()
        event_id = event_id_of(activity)
        asker = asker_of(activity)
        reference = TurnContext.get_conversation_reference(activity)
        reference.conversation = copy(reference.conversation)
        reference.conversation.id = address.reply_conversation_id
        if parse_adviser_command(text) is None:
            # A question: acknowledged now, without waiting for a worker thread (under load every hop waits
            # for the GIL); de-duplication and the rest happen in the background.
            self._spawn(self._admit_and_answer(reference, event_id, asker, text, address))
            return
        # Looks like an adviser command: checked and answered in the turn, where the adviser expects the reply.
        first, command, quiet = await asyncio.to_thread(self._admit, event_id, asker.id, text, address.key)
        if not first:
            log.info("Teams activity %s delivered again; already answered", activity.id)
        elif command is not None:  # advisers only: for a student "available" is just a question
            await self.handoffs.run_command(turn_context, command, asker, address)
        else:
            self._spawn(self._answer_admitted(reference, event_id, asker, text, address, quiet))

    async def _admit_and_answer(self, reference: ConversationReference, event_id: str, asker, text: str,
                                address) -> None:
        first, _, quiet = await asyncio.to_thread(self._admit, event_id, asker.id, text, address.key)
        if not first:
            log.info("Teams activity %s delivered again; already answered", reference.activity_id)
            return
        await self._answer_admitted(reference, event_id, asker, text, address, quiet)

    async def _answer_admitted(self, reference: ConversationReference, event_id: str, asker, text: str, address,
                               quiet: bool) -> None:
        message = IncomingMessage(event_id=event_id, conversation=address.key, asker=asker, text=text,
                                  counted_on_delivery=True, reply_address={"service_url": reference.service_url or ""})
        if quiet:
            # an adviser has this thread: no typing, no reply (core keeps the student's words for context)
            await asyncio.to_thread(self.rt.chat_turns.handle, message, True)
            return
        self.sender.typing(reference)
        await self._answer_later(reference, message, self._stream_for(reference, address))

    def _admit(self, event_id: str, asker_id: str, text: str, key) -> tuple[bool, object, bool]:
        """(first delivery?, adviser command or None, adviser holds the thread?) — blocking, off the loop."""
        if not self.rt.chat_turns.accept(event_id):
            return False, None, False
        command = self.handoffs.desk.command_for("teams", asker_id, text)
        if command is not None:
            return True, command, False
        return True, None, self.rt.chat_turns.is_quiet(key)

    def _stream_for(self, reference: ConversationReference, address) -> TeamsStream | None:
        """A stream for this turn when Teams allows one (1:1 chats) and a model writes the answer."""
        settings = self.rt.settings
        if not (address.is_personal and settings.teams_streaming and settings.llm_enabled):
            return None
        return TeamsStream(self.sender, reference, settings.teams_stream_interval_s, settings.delivery_send_timeout_s)

    async def _answer_later(self, reference: ConversationReference, message: IncomingMessage,
                            stream: TeamsStream | None = None) -> None:
        handle = partial(self.rt.chat_turns.handle, message, True, progress=stream.sink() if stream else None)
        work = asyncio.ensure_future(asyncio.get_running_loop().run_in_executor(self._answer_pool, handle))
        # Teams shows a typing indicator for a few seconds only: renew it while a slow (LLM) answer runs
        # (not once a stream shows progress: its updates are the indicator).
        while not (await asyncio.wait({work}, timeout=TYPING_REFRESH_S))[0]:
            if stream is None or not stream.started:
                self.sender.typing(reference)
        outcome = None
        try:
            outcome = work.result()
            reply = _reply_for(outcome)
        except Exception:  # noqa: BLE001 - the student must hear back even when the core fails
            log.exception("Teams: answering failed")
            reply = MessageFactory.text(SORRY)
        stream_id = await stream.finish() if stream is not None else None
        if reply is not None:
            if stream_id:  # the answer as kept (checked, renumbered) replaces what was streamed
                reply = final_activity(reply, stream_id)
            answered = outcome is not None and outcome.kind == "answer"
            await self._enqueue(activity_entry("answer" if answered else "notice", reference, reply,
                                               user_id=message.asker.id, conversation=message.conversation.key,
                                               answer_id=outcome.answer_id if answered else None,
                                               stream_id=stream_id))
        if outcome is not None and outcome.ticket is not None:  # the answer told the student; now the queue
            await self.handoffs.route(outcome.ticket, reference.service_url)

    # --- installation --------------------------------------------------------------------------
    async def on_members_added_activity(self, members_added: list[ChannelAccount], turn_context: TurnContext) -> None:
        activity = turn_context.activity
        if not any(m.id == activity.recipient.id for m in members_added or []):
            return  # someone else joined a conversation the bot is in: stay quiet
        if activity.id and not await asyncio.to_thread(self.rt.chat_turns.accept, event_id_of(activity, ":welcome")):
            return
        await turn_context.send_activity(MessageFactory.text(WELCOME))

    # --- feedback and card buttons ---------------------------------------------------------------
    async def on_invoke_activity(self, turn_context: TurnContext) -> InvokeResponse | None:
        activity = turn_context.activity
        if activity.name == FEEDBACK_INVOKE:  # Teams' own 👍/👎 under an answer
            return await self.actions.feedback_invoke(activity)
        # botbuilder 4.17's own adaptiveCard/action path serialises the response body twice (ActivityHandler,
        # then CloudAdapter.process) and fails; hand CloudAdapter the unserialised model instead.
        if activity.name == "adaptiveCard/action":
            return InvokeResponse(status=200, body=await self.actions.card_action_invoke(activity))
        return await super().on_invoke_activity(turn_context)

    # --- background work -----------------------------------------------------------------------
    def _spawn(self, work: Coroutine) -> None:
        task = asyncio.create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def drain(self, timeout_s: float = 30.0) -> None:
        """On shutdown: let answers in flight reach the students."""
        if self._tasks:
            await asyncio.wait(set(self._tasks), timeout=timeout_s)
        self._answer_pool.shutdown(wait=False, cancel_futures=True)


def _mentions_recipient(activity: Activity) -> bool:
    bot_id = activity.recipient.id if activity.recipient else None
    for mention in TurnContext.get_mentions(activity):
        mentioned = (mention.additional_properties or {}).get("mentioned") or {}
        if bot_id and mentioned.get("id") == bot_id:
            return True
    return False


def _reply_for(outcome: TurnOutcome) -> Activity | None:
    if outcome.kind == "answer" and outcome.answer is not None:
        return answer_message(outcome.answer, outcome.answer_id or "")
    if outcome.message:
        return MessageFactory.text(outcome.message)
    return None  # duplicate or quiet: nothing to say
