"""Slack's AI assistant surface (Agents & AI Apps, manifest ``assistant_view``) on top of the Slack front door.

Bolt's ``AsyncAssistant`` middleware routes the assistant's events here:

- ``assistant_thread_started`` → the greeting (through the delivery outbox, carrying the thread context as
  message metadata) and suggested prompts: what most students asked (``ChatTurnProcessor.suggested_questions``),
  else the configured defaults;
- ``assistant_thread_context_changed`` → the channel the student is viewing, kept for the thread: its
  channel policy's search scope applies to the questions asked there;
- a message in an assistant thread → the same chat turn as any DM, shown the assistant's way: a status line
  instead of the ⏳ reaction, the thread's title from its first question, and the answer streamed while the
  model writes (``bots.slack.streaming``), completed through the outbox.

Bolt matches any threaded DM as an assistant message. Where the workspace has no assistant (the first
``assistant.threads.setStatus`` fails), the message takes the ordinary DM path, ⏳ and all.
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any

from slack_bolt.context.assistant.thread_context import AssistantThreadContext
from slack_bolt.context.assistant.thread_context_store.async_store import AsyncAssistantThreadContextStore
from slack_bolt.middleware.assistant.async_assistant import AsyncAssistant
from slack_sdk.web.async_client import AsyncWebClient

from bots.slack import blocks
from bots.slack.delivery import post_entry
from bots.slack.streaming import LiveAnswer
from bots.slack.text import question_text
from core.answering.chat_turns import IncomingMessage, TurnOutcome
from core.answering.progress import ProgressSink
from core.conversation.channel_policy import ChannelPolicies
from core.conversation.model import Asker, ConversationKey
from core.conversation.outbox import OutboxEntry
from core.foundation.settings import Settings

log = logging.getLogger(__name__)

FIRST_STATUS = "Looking into it…"
TITLE_LIMIT = 80
CONTEXT_EVENT = "assistant_thread_context"  # Bolt's metadata event type for a thread's context
_PLAIN_SUBTYPES = {None, "file_share"}


class ThreadContexts(AsyncAssistantThreadContextStore):
    """The channel each assistant thread is looking at: kept in memory, read back from the greeting's message
    metadata in Slack when this process has not seen the thread (restart, another replica)."""

    def __init__(self, client: AsyncWebClient, bot_user_id: Callable[[], str | None], size: int = 10_000) -> None:
        self.client = client
        self.bot_user_id = bot_user_id
        self.size = size
        self._known: OrderedDict[tuple[str, str], dict] = OrderedDict()

    def remember(self, channel_id: str, thread_ts: str, context: dict) -> None:
        self._known[(channel_id, thread_ts)] = dict(context or {})
        self._known.move_to_end((channel_id, thread_ts))
        while len(self._known) > self.size:
            self._known.popitem(last=False)

    async def save(self, *, channel_id: str, thread_ts: str, context: dict[str, str]) -> None:
        """Remember the new context, and write it into the greeting's metadata for other replicas."""
        self.remember(channel_id, thread_ts, context)
        greeting = await self._greeting(channel_id, thread_ts)
        if greeting is None:
            return
        try:
            await self.client.chat_update(channel=channel_id, ts=greeting["ts"], text=greeting.get("text", ""),
                                           blocks=greeting.get("blocks") or None,
                                           metadata={"event_type": CONTEXT_EVENT, "event_payload": context})
        except Exception as exc:  # noqa: BLE001 - this process still knows it
            log.info("assistant thread context not saved in Slack: %s", type(exc).__name__)

    async def find(self, *, channel_id: str, thread_ts: str) -> AssistantThreadContext | None:
        known = self._known.get((channel_id, thread_ts))
        if known is None:
            known = await self._from_slack(channel_id, thread_ts)
            if known is not None:
                self.remember(channel_id, thread_ts, known)
        return AssistantThreadContext(known) if known else None

    async def _greeting(self, channel_id: str, thread_ts: str) -> dict | None:
        """The bot's message carrying the thread's context (the greeting), read from Slack."""
        try:
            response = await self.client.conversations_replies(channel=channel_id, ts=thread_ts, oldest=thread_ts,
                                                               include_all_metadata=True, limit=4)
        except Exception as exc:  # noqa: BLE001 - without context the thread uses the DM's scope
            log.info("assistant thread context not read: %s", type(exc).__name__)
            return None
        for message in response.get("messages", []):
            metadata = message.get("metadata") or {}
            if message.get("user") == self.bot_user_id() and metadata.get("event_type") == CONTEXT_EVENT:
                return message
        return None

    async def _from_slack(self, channel_id: str, thread_ts: str) -> dict | None:
        greeting = await self._greeting(channel_id, thread_ts)
        return (greeting["metadata"].get("event_payload") or {}) if greeting is not None else None


class SlackAssistantPane:
    """Registers the assistant listeners on the Bolt app; the answering itself is the front door's."""

    def __init__(self, settings: Settings, turns: Any, policies: ChannelPolicies, client: AsyncWebClient, *,
                 call: Callable[..., Awaitable[dict | None]], enqueue: Callable[[OutboxEntry], Awaitable[None]],
                 spawn: Callable[[Coroutine], Any],
                 handle: Callable[[IncomingMessage, ProgressSink | None], Awaitable[TurnOutcome]],
                 classic: Callable[..., Coroutine], route_ticket: Callable[[Any], Awaitable[None]],
                 answered_threads: Any) -> None:
        self.settings = settings
        self.turns = turns
        self.policies = policies
        self.client = client
        self._call, self._enqueue, self._spawn = call, enqueue, spawn
        self._handle, self._classic, self._route = handle, classic, route_ticket
        self.answered_threads = answered_threads
        self._bot_user_id: str | None = None
        self.contexts = ThreadContexts(client, lambda: self._bot_user_id)

    def register(self, app: Any) -> None:
        assistant = AsyncAssistant(thread_context_store=self.contexts)
        assistant.thread_started(self.on_thread_started)
        assistant.thread_context_changed(self.on_context_changed)
        assistant.user_message(self.on_user_message)
        app.assistant(assistant)

    # --- thread started / context changed ----------------------------------------------------------
    # Bolt runs listeners in tasks of its own after the ack; the work goes to tracked tasks at once, so
    # shutdown (and tests) wait for it like for every other answer.
    async def on_thread_started(self, payload: dict, body: dict, context: Any) -> None:
        self._bot_user_id = context.get("bot_user_id") or self._bot_user_id
        self._spawn(self._greet(payload, body))

    async def _greet(self, payload: dict, body: dict) -> None:
        thread = payload.get("assistant_thread") or {}
        channel, thread_ts = thread.get("channel_id", ""), thread.get("thread_ts", "")
        viewing = thread.get("context") or {}
        self.contexts.remember(channel, thread_ts, viewing)
        conversation = ConversationKey(platform="slack", workspace=body.get("team_id") or "unknown",
                                       channel=channel, thread=thread_ts)
        params = {"channel": channel, "thread_ts": thread_ts, "text": self.settings.slack_assistant_greeting,
                  "metadata": {"event_type": CONTEXT_EVENT, "event_payload": viewing}}
        await self._enqueue(post_entry("notice", "chat.postMessage", params, user_id=thread.get("user_id", ""),
                                       conversation=conversation))
        prompts = await asyncio.to_thread(self.turns.suggested_questions, 4)
        if prompts:
            await self._call("assistant.threads.setSuggestedPrompts", channel_id=channel, thread_ts=thread_ts,
                             title="Students often ask:",
                             prompts=[{"title": p[:75], "message": p} for p in prompts])

    async def on_context_changed(self, payload: dict, context: Any) -> None:
        self._bot_user_id = context.get("bot_user_id") or self._bot_user_id
        thread = payload.get("assistant_thread") or {}
        self.contexts.remember(thread.get("channel_id", ""), thread.get("thread_ts", ""), thread.get("context") or {})
        self._spawn(self.contexts.save(channel_id=thread.get("channel_id", ""), thread_ts=thread.get("thread_ts", ""),
                                       context=thread.get("context") or {}))

    # --- a question in an assistant thread ----------------------------------------------------------------
    async def on_user_message(self, payload: dict, body: dict, context: Any) -> None:
        self._bot_user_id = context.get("bot_user_id") or self._bot_user_id
        if payload.get("subtype") not in _PLAIN_SUBTYPES or not payload.get("user"):
            return
        self._spawn(self._question(payload, body, context.get("bot_user_id")))

    async def _question(self, payload: dict, body: dict, bot_user_id: str | None) -> None:
        channel, thread_ts = payload.get("channel", ""), payload.get("thread_ts", "")
        policy = self.policies.for_channel(channel)
        if policy.disabled:
            return
        viewing = await self.contexts.find(channel_id=channel, thread_ts=thread_ts)
        scope = policy.scope
        if viewing and viewing.get("channel_id"):  # the channel the student is looking at narrows the search
            scope = self.policies.for_channel(viewing["channel_id"]).scope or scope
        team = body.get("team_id") or payload.get("team") or "unknown"
        conversation = ConversationKey(platform="slack", workspace=team, channel=channel, thread=thread_ts)
        msg = IncomingMessage(event_id=f"slack:{team}:{channel}:{payload.get('ts')}", conversation=conversation,
                              asker=Asker(id=payload["user"]),
                              text=question_text(payload.get("text", ""), bot_user_id),
                              scope=scope, counted_on_delivery=True)
        has_files = bool(payload.get("files")) or payload.get("subtype") == "file_share"
        await self._answer(msg, payload.get("ts", ""), team, has_files)

    async def _answer(self, msg: IncomingMessage, message_ts: str, team: str, has_files: bool) -> None:
        conversation = msg.conversation
        if not await asyncio.to_thread(self.turns.accept, msg.event_id):
            return
        if (has_files and not msg.text.strip()) or await asyncio.to_thread(self.turns.is_quiet, conversation):
            await self._classic(msg, message_ts, is_dm=True, has_files=has_files, accepted=True)
            return
        channel, thread_ts = conversation.channel, conversation.thread
        status = await self._call("assistant.threads.setStatus", channel_id=channel, thread_ts=thread_ts,
                                  status=FIRST_STATUS)
        if status is None:  # no assistant here (or Slack refused): the ordinary DM path
            await self._classic(msg, message_ts, is_dm=True, has_files=has_files, accepted=True)
            return
        if not await asyncio.to_thread(self.answered_threads.answered, conversation):
            title = " ".join(msg.text.split())
            title = title if len(title) <= TITLE_LIMIT else title[: TITLE_LIMIT - 1] + "…"
            await self._call("assistant.threads.setTitle", channel_id=channel, thread_ts=thread_ts, title=title)
        live = LiveAnswer(self.client, channel, thread_ts, user_id=msg.asker.id, team_id=team,
                          append_interval_s=self.settings.slack_stream_append_interval_s)
        try:
            outcome = await self._handle(msg, live.sink)
        finally:
            await live.close()
        # the status line goes away with the reply; cleared explicitly too in case nothing is posted
        clear = [{"method": "assistant.threads.setStatus",
                  "params": {"channel_id": channel, "thread_ts": thread_ts, "status": ""}}]
        if outcome.kind == "answer" and outcome.answer is not None:
            await asyncio.to_thread(self.answered_threads.mark, conversation)
            await self._enqueue(live.finish_entry(outcome.answer, outcome.answer_id, user_id=msg.asker.id,
                                                  conversation=conversation, then=clear))
        elif outcome.message:
            await self._enqueue(post_entry("notice", "chat.postMessage", {
                "channel": channel, "thread_ts": thread_ts, "text": outcome.message,
                "blocks": blocks.notice_blocks(outcome.message)}, user_id=msg.asker.id, conversation=conversation,
                then=clear))
        else:
            await self._call("assistant.threads.setStatus", **clear[0]["params"])
        if outcome.ticket is not None:
            await self._route(outcome.ticket)
