"""The Slack front door: Bolt listeners that turn Slack events into core chat turns and answers into blocks.

Thin by design: the policy (de-duplication, size and rate limits, answering, feedback) lives in
``core.answering.chat_turns``; channel settings in ``core.conversation.channel_policy``; the "bot answered in this thread"
marker in ``core.conversation.answered_threads``. Bolt acknowledges events before listeners run (HTTP mode with
``process_before_response=False``); the listeners do the cheap filtering and hand the slow work to a
tracked asyncio task, which runs the synchronous core in a worker thread. Slack's assistant pane (status
line, title, streamed answers) is ``bots.slack.assistant``.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections import deque
from collections.abc import Awaitable, Callable, Coroutine
from concurrent.futures import ThreadPoolExecutor

from slack_bolt.async_app import AsyncApp
from slack_bolt.request.async_request import AsyncBoltRequest
from slack_sdk.errors import SlackApiError
from slack_sdk.http_retry.builtin_async_handlers import (
    AsyncConnectionErrorRetryHandler,
    AsyncRateLimitErrorRetryHandler,
)
from slack_sdk.web.async_client import AsyncWebClient

from bots.runtime import AdvisorRuntime
from bots.slack import blocks
from bots.slack.assistant import SlackAssistantPane
from bots.slack.delivery import SlackSender, post_entry, response_url_entry
from bots.slack.handoff import SlackHandoffs, adviser_command_text
from bots.slack.listener_tasks import dispatch_tracked
from bots.slack.text import question_text
from core.answering.answers import Answer
from core.conversation.channel_policy import ChannelPolicies, ChannelPolicy
from core.answering.chat_turns import IncomingMessage, TurnOutcome
from core.answering.progress import ProgressSink
from core.conversation.model import Asker, ConversationKey
from core.conversation.outbox import OutboxEntry
from core.conversation.feedback import FeedbackKind
from core.foundation.logging_setup import new_request_id

log = logging.getLogger(__name__)

WORKING_REACTION = "hourglass_flowing_sand"
ESCALATE_CALLBACK = "escalate_to_advising"
# Message subtypes that are still a person asking something; every other subtype (edits, joins, deletions,
# topic changes …) is ignored. A message with files (file_share) is answered from its text.
_PLAIN_SUBTYPES = {None, "thread_broadcast", "file_share"}
_MENTION = re.compile(r"<@([UW][A-Z0-9]+)")
ATTACHMENTS_NOT_READ = "_I can't read attachments, so I answered from the text of your message._"
ATTACHMENT_ONLY = ("I can't read attachments. Please type your question as a message and I'll look it up.")

FEEDBACK_REPLIES: dict[str, str] = {
    "helpful": "Thanks for the feedback! 👍",
    "not_helpful": "Thanks for telling me. The knowledge-base team reviews answers marked 👎 to improve them.",
    "adviser_request": ("Your request to talk to an adviser has been recorded; an adviser will get back to you. "
                        "Advising office hours: {office_hours}."),
}
ALREADY_RECORDED = "Already recorded. Thanks!"
SWITCHED_OFF = "I'm switched off in this channel. Send me a direct message instead."
COMMAND_USAGE = "Ask me a question, for example: `/advisor How do I apply for graduation?`"
FAILED = "Sorry, something went wrong while I was answering. Please try again in a moment."


class SlackAdvisor:
    """Owns the Bolt app, its Web API client and the background answers in flight."""

    def __init__(self, rt: AdvisorRuntime, client: AsyncWebClient | None = None,
                 start_task: Callable[[Coroutine], asyncio.Task] | None = None,
                 enqueue: Callable[[OutboxEntry], Awaitable[None]] | None = None) -> None:
        settings = rt.settings
        if settings.slack_bot_token is None:
            raise ValueError("slack_bot_token is not set")
        self.settings = settings
        self.policies = ChannelPolicies.parse(settings.slack_channel_config)
        # Resolve the core objects here, on one thread: AdvisorRuntime's cached properties are not
        # thread-safe, and answers run in worker threads.
        self.turns = rt.chat_turns
        self.answered_threads = rt.answered_threads
        self.client = client or AsyncWebClient(
            token=settings.slack_bot_token.get_secret_value(),
            base_url=settings.slack_api_base_url or AsyncWebClient.BASE_URL,
            retry_handlers=[AsyncConnectionErrorRetryHandler(), AsyncRateLimitErrorRetryHandler(max_retry_count=2)],
        )
        # Posts to students go through the outbox (retried until delivered); its sender has its own client
        # without the SDK's retry handlers, so retries are counted and bounded in one place.
        self.sender = SlackSender(AsyncWebClient(
            token=settings.slack_bot_token.get_secret_value(), base_url=self.client.base_url,
            timeout=max(1, int(settings.delivery_send_timeout_s)), retry_handlers=[]))
        self._enqueue = enqueue or self.sender.send
        secret = settings.slack_signing_secret.get_secret_value() if settings.slack_signing_secret else ""
        # request_verification_enabled stays True: every HTTP request must carry a valid, fresh signature.
        # (Socket Mode requests are not signed; Bolt skips the check for them by itself.)
        self.app = AsyncApp(client=self.client, signing_secret=secret, request_verification_enabled=True,
                            process_before_response=False, ignoring_self_events_enabled=True)
        # The server passes its ``track_background`` so a SIGTERM lets answers in flight finish.
        self._start_task = start_task or asyncio.ensure_future
        self._tasks: set[asyncio.Task] = set()
        self._backlog: deque[AsyncBoltRequest] = deque()
        self._dispatcher: asyncio.Task | None = None
        # Answering is CPU-bound (embedding, search): a small dedicated pool keeps the event loop, which
        # acknowledges Slack's requests, from competing with dozens of answer threads for the cores.
        # Quick bookkeeping calls (dedup, thread markers) use the default pool and never wait behind it.
        self._answer_pool = ThreadPoolExecutor(max_workers=settings.slack_answer_workers,
                                               thread_name_prefix="slack-answer")
        self.handoffs = SlackHandoffs(settings, rt.handoff_desk, self.turns, self._call, self.answered_threads.mark,
                                      enqueue=self._enqueue)
        self.assistant = SlackAssistantPane(
            settings, self.turns, self.policies, self.client, call=self._call, enqueue=self._enqueue,
            spawn=self.spawn, handle=self._handle, classic=self._answer_in_thread, route_ticket=self.handoffs.route,
            answered_threads=self.answered_threads) if settings.slack_assistant else None
        self._register()

    # --- wiring ------------------------------------------------------------------------------------
    def _register(self) -> None:
        if self.assistant is not None:  # first: Bolt's assistant middleware takes the assistant's events
            self.assistant.register(self.app)
        self.app.event("app_mention")(self.on_app_mention)
        self.app.event("message")(self.on_message)
        self.app.command("/advisor")(self.on_command)
        for action_id, kind in ((blocks.ACTION_HELPFUL, "helpful"), (blocks.ACTION_NOT_HELPFUL, "not_helpful")):
            self.app.action(action_id)(self._feedback_listener(kind))
        self.app.action(blocks.ACTION_ADVISER)(self.on_talk_to_adviser)
        self.app.shortcut(ESCALATE_CALLBACK)(self.handoffs.on_escalate_shortcut)
        self.handoffs.register(self.app)

    def spawn(self, coro: Coroutine) -> asyncio.Task:
        """Run slow work after the ack; keep a reference so the task is neither collected nor forgotten."""
        return self.spawned(self._start_task(coro))

    def spawned(self, task: asyncio.Task) -> asyncio.Task:  # work in flight until done (wait_idle, shutdown)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    def dispatch_later(self, request: AsyncBoltRequest) -> None:
        """Queue an already acknowledged event for Bolt; one worker processes the queue in order.

        Between two events the worker yields to the event loop, so requests that arrived meanwhile are
        acknowledged first: in a burst, each ack waits for at most one event's processing, not all of them.
        """
        self._backlog.append(request)
        if self._dispatcher is None or self._dispatcher.done():
            self._dispatcher = self.spawn(self._drain_backlog())

    async def _drain_backlog(self) -> None:
        while self._backlog:
            await asyncio.sleep(0)
            request = self._backlog.popleft()
            new_request_id()  # one id per event for its log lines, inherited by the tasks it starts
            try:
                response = await dispatch_tracked(self.app, request, self.spawned)
            except Exception:  # noqa: BLE001 - one bad event must not stop the queue
                log.exception("Slack event processing failed")
                continue
            if response.status >= 400:
                log.warning("Slack event not processed: %s %s", response.status, response.body[:200])

    @property
    def in_flight(self) -> int:
        return len(self._tasks)

    async def wait_idle(self, timeout: float | None = None) -> None:
        """Wait for the answers in flight (tests, benchmarks, graceful shutdown)."""
        async def drain() -> None:
            while self._tasks:
                await asyncio.gather(*list(self._tasks), return_exceptions=True)
        await asyncio.wait_for(drain(), timeout)

    def close(self) -> None:
        self._answer_pool.shutdown(wait=False, cancel_futures=True)

    # --- events ------------------------------------------------------------------------------------
    def _ignored_sender(self, event: dict, context: dict) -> bool:
        if event.get("user") and event.get("user") == context.get("bot_user_id"):
            return True
        bot_id = event.get("bot_id")
        if bot_id and (bot_id == context.get("bot_id") or not self.settings.slack_respond_to_bots):
            return True
        return False

    async def on_app_mention(self, body: dict, event: dict, context: dict) -> None:
        if event.get("subtype") not in _PLAIN_SUBTYPES or self._ignored_sender(event, context):
            return
        policy = self.policies.for_channel(event.get("channel", ""))
        if policy.disabled:
            return
        self._start(body, event, context, policy)

    async def on_message(self, body: dict, event: dict, context: dict) -> None:
        subtype = event.get("subtype")
        allowed = _PLAIN_SUBTYPES | ({"bot_message"} if self.settings.slack_respond_to_bots else set())
        if subtype not in allowed or self._ignored_sender(event, context):
            return
        channel = event.get("channel", "")
        policy = self.policies.for_channel(channel)
        if policy.disabled:
            return
        if event.get("channel_type") == "im":
            self._start(body, event, context, policy)
            return
        bot_user_id = context.get("bot_user_id")
        if bot_user_id and f"<@{bot_user_id}" in (event.get("text") or ""):
            return  # the app_mention event for the same message answers it
        thread_ts = event.get("thread_ts")
        if policy.mentions_only or not thread_ts or thread_ts == event.get("ts"):
            return
        if _MENTION.search(event.get("text") or "") and not self.turns.signals_crisis(
                question_text(event.get("text") or "", bot_user_id)):
            return  # addressed to other people in the thread (it mentions someone, not the bot) — unless a crisis
        self._start(body, event, context, policy, only_in_answered_thread=True)

    def _conversation(self, body: dict, event: dict) -> ConversationKey:
        team = body.get("team_id") or event.get("team") or "unknown"
        return ConversationKey(platform="slack", workspace=team, channel=event.get("channel", ""),
                               thread=event.get("thread_ts") or event.get("ts", ""))

    def _start(self, body: dict, event: dict, context: dict, policy: ChannelPolicy,
               only_in_answered_thread: bool = False) -> None:
        conversation = self._conversation(body, event)
        user = event.get("user") or event.get("bot_id") or "unknown"
        # One answer per message: the key is the message itself, so retries (same event id), duplicate
        # deliveries and the app_mention + message pair of one message all collapse into one.
        msg = IncomingMessage(event_id=f"slack:{conversation.workspace}:{conversation.channel}:{event.get('ts')}",
                              conversation=conversation, asker=Asker(id=user),
                              text=question_text(event.get("text", ""), context.get("bot_user_id")),
                              scope=policy.scope, counted_on_delivery=True)
        self.spawn(self._answer_in_thread(msg, event.get("ts", ""), is_dm=event.get("channel_type") == "im",
                                          only_in_answered_thread=only_in_answered_thread,
                                          has_files=bool(event.get("files")) or event.get("subtype") == "file_share"))

    async def _answer_in_thread(self, msg: IncomingMessage, message_ts: str, is_dm: bool,
                                only_in_answered_thread: bool = False, has_files: bool = False,
                                accepted: bool = False) -> None:
        if only_in_answered_thread and not await asyncio.to_thread(self.answered_threads.answered, msg.conversation):
            return  # a thread the bot is not part of: people talking among themselves
        if not accepted and not await asyncio.to_thread(self.turns.accept, msg.event_id):
            log.debug("duplicate delivery of %s ignored", msg.event_id)
            return
        channel, thread_ts = msg.conversation.channel, msg.conversation.thread
        if await asyncio.to_thread(self.turns.is_quiet, msg.conversation):
            await self._handle(msg)  # an adviser has the thread: no reaction, no reply (core keeps the words)
            return
        if has_files and not msg.text.strip():
            await self._post("notice", msg, is_dm, text=ATTACHMENT_ONLY)
            return
        reacted = await self._call("reactions.add", channel=channel, timestamp=message_ts, name=WORKING_REACTION)
        # The ⏳ comes down once the reply is out (or given up): a follow-up of the queued post.
        then = [{"method": "reactions.remove", "params": {"channel": channel, "timestamp": message_ts,
                                                          "name": WORKING_REACTION}}] if reacted else []
        outcome = await self._handle(msg)
        if outcome.kind == "answer" and outcome.answer is not None:
            answer_blocks = blocks.answer_blocks(outcome.answer, outcome.answer_id)
            text = blocks.fallback_text(outcome.answer)
            if has_files:
                answer_blocks = [{"type": "context", "elements": [{"type": "mrkdwn", "text": ATTACHMENTS_NOT_READ}]},
                                 *answer_blocks][:50]
                text = f"{ATTACHMENTS_NOT_READ}\n{text}"
            if not is_dm:
                await asyncio.to_thread(self.answered_threads.mark, msg.conversation)
            await self._enqueue(post_entry("answer", "chat.postMessage", {
                "channel": channel, "thread_ts": thread_ts, "text": text, "blocks": answer_blocks,
                "unfurl_links": False, "unfurl_media": False}, user_id=msg.asker.id, conversation=msg.conversation,
                then=then))
        elif outcome.message:
            await self._post("notice", msg, is_dm, text=outcome.message, then=then)
        elif then:
            await self._call("reactions.remove", **then[0]["params"])
        if outcome.ticket is not None:  # the answer already told the student; the advisers' queue gets the card
            await self.handoffs.route(outcome.ticket)

    async def _post(self, kind: str, msg: IncomingMessage, is_dm: bool, text: str, then: list | None = None) -> None:
        """A notice through the outbox: in channels to the asker alone; in a DM the asker is the only reader."""
        channel, thread_ts = msg.conversation.channel, msg.conversation.thread
        if is_dm:
            method, params = "chat.postMessage", {"channel": channel, "thread_ts": thread_ts, "text": text}
        else:
            method, params = "chat.postEphemeral", {"channel": channel, "user": msg.asker.id, "thread_ts": thread_ts,
                                                    "text": text}
        await self._enqueue(post_entry(kind, method, params, user_id=msg.asker.id, conversation=msg.conversation,
                                       then=then))

    async def _handle(self, msg: IncomingMessage, progress: ProgressSink | None = None) -> TurnOutcome:
        try:
            return await asyncio.get_running_loop().run_in_executor(
                self._answer_pool, lambda: self.turns.handle(msg, True, progress=progress))
        except Exception:  # noqa: BLE001 - the student gets an apology, the log gets the trace
            log.exception("answering %s failed", msg.event_id)
            return TurnOutcome("answer", answer=Answer(text=FAILED, abstained=True, suggest_adviser=True,
                                                       mode="unavailable"))

    async def _call(self, method: str, **kwargs) -> dict | None:
        """A Web API call whose failure is logged, not raised: one failed call must not stop the others."""
        try:
            response = await self.client.api_call(method, json=kwargs)
            return response.data if isinstance(response.data, dict) else {}
        except SlackApiError as exc:  # the body may be an error page, not JSON: never assume a dict
            data = getattr(exc.response, "data", None)
            log.warning("Slack %s failed: HTTP %s %s", method, getattr(exc.response, "status_code", "?"),
                        data.get("error", "") if isinstance(data, dict) else "")
        except Exception as exc:  # noqa: BLE001 - network errors after the SDK's own retries
            log.warning("Slack %s failed: %s", method, exc)
        return None

    # --- slash command ------------------------------------------------------------------------------
    async def on_command(self, ack: Callable, command: dict, respond: Callable, context: dict) -> None:
        text = question_text(command.get("text", ""), context.get("bot_user_id"))
        channel = command.get("channel_id", "")
        if not text:
            await ack(response_type="ephemeral", text=COMMAND_USAGE)
            return
        user = command.get("user_id", "unknown")
        adviser_command = await asyncio.to_thread(self.handoffs.desk.command_for, "slack", user,
                                                  adviser_command_text(command.get("text", "")))
        if adviser_command is not None:  # advisers only; for students "available" is just a question
            reply = await self.handoffs.run_command(adviser_command, Asker(id=user, name=command.get("user_name", "")))
            await ack(response_type="ephemeral", text=reply)
            return
        policy = self.policies.for_channel(channel)
        if policy.disabled:
            await ack(response_type="ephemeral", text=SWITCHED_OFF)
            return
        await ack(response_type="ephemeral", text=f":{WORKING_REACTION}: Looking that up…")
        # A private thread per user and channel, so follow-up commands have their own memory.
        conversation = ConversationKey(platform="slack", workspace=command.get("team_id") or "unknown",
                                       channel=channel, thread=f"command:{user}")
        msg = IncomingMessage(event_id=f"slack-command:{command.get('trigger_id') or id(command)}",
                              conversation=conversation, asker=Asker(id=user), text=text, scope=policy.scope,
                              counted_on_delivery=True)
        self.spawn(self._answer_command(msg, command.get("response_url", "")))

    async def _answer_command(self, msg: IncomingMessage, response_url: str) -> None:
        if not await asyncio.to_thread(self.turns.accept, msg.event_id):
            return
        outcome = await self._handle(msg)
        body: dict | None = None
        if outcome.kind == "answer" and outcome.answer is not None:
            body = {"response_type": "ephemeral", "replace_original": True,
                    "text": blocks.fallback_text(outcome.answer),
                    "blocks": blocks.answer_blocks(outcome.answer, outcome.answer_id)}
        elif outcome.message:
            body = {"response_type": "ephemeral", "replace_original": True, "text": outcome.message}
        if body is not None and response_url:
            await self._enqueue(response_url_entry("answer" if outcome.kind == "answer" else "notice", response_url,
                                                   body, user_id=msg.asker.id, conversation=msg.conversation))
        if outcome.ticket is not None:
            await self.handoffs.route(outcome.ticket)

    # --- buttons and shortcuts ------------------------------------------------------------------------
    def _feedback_listener(self, kind: FeedbackKind) -> Callable:
        async def on_feedback(ack: Callable, body: dict, action: dict, respond: Callable) -> None:
            await ack()
            answer_id = action.get("value", "")
            user = (body.get("user") or {}).get("id", "unknown")
            # One vote of each kind per user and answer: double clicks and retries count once.
            if not await asyncio.to_thread(self.turns.accept, f"slack-feedback:{answer_id}:{user}:{kind}"):
                await respond(response_type="ephemeral", replace_original=False, text=ALREADY_RECORDED)
                return
            try:
                await asyncio.to_thread(self.turns.record_feedback, answer_id, kind, user, "slack")
            except Exception:  # noqa: BLE001
                log.exception("could not record %s feedback", kind)
                await respond(response_type="ephemeral", replace_original=False, text=FAILED)
                return
            reply = FEEDBACK_REPLIES[kind].format(office_hours=self.settings.office_hours)
            await respond(response_type="ephemeral", replace_original=False, text=reply)

        on_feedback.__name__ = f"on_{kind}"
        return on_feedback

    async def on_talk_to_adviser(self, ack: Callable, body: dict, action: dict, respond: Callable) -> None:
        """"Talk to an adviser" under an answer: a handoff ticket with that answer's question and sources."""
        await ack()
        answer_id = action.get("value", "")
        user = (body.get("user") or {}).get("id", "unknown")
        if not await asyncio.to_thread(self.turns.accept, f"slack-feedback:{answer_id}:{user}:adviser_request"):
            await respond(response_type="ephemeral", replace_original=False, text=ALREADY_RECORDED)
            return
        try:
            escalation = await asyncio.to_thread(self.turns.escalate_from_answer, answer_id, Asker(id=user), "slack")
        except Exception:  # noqa: BLE001 - e.g. the handoff store is down: the request is still recorded
            log.exception("could not open a handoff from the answer button")
            escalation = None
        if escalation is None:  # the answer expired from the archive: the request is recorded as feedback
            reply = FEEDBACK_REPLIES["adviser_request"].format(office_hours=self.settings.office_hours)
            await respond(response_type="ephemeral", replace_original=False, text=reply)
            return
        await self.handoffs.route(escalation.ticket, tell_student=escalation.student_notice)

    # --- Socket Mode (development) ----------------------------------------------------------------------
    def socket_mode_handler(self):
        """A Socket Mode connection for development without a public URL (needs slack_app_token)."""
        from slack_bolt.adapter.socket_mode.async_handler import AsyncSocketModeHandler  # noqa: PLC0415

        if self.settings.slack_app_token is None:
            raise ValueError("Socket Mode needs slack_app_token (xapp-…)")
        return AsyncSocketModeHandler(self.app, self.settings.slack_app_token.get_secret_value())
