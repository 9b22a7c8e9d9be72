"""Teams posts through the outbox, and best-effort typing indicators.

An entry's payload is ``{"reference": <ConversationReference>, "activity": <Activity>}`` in the Bot
Framework's JSON form; sending is ``continue_conversation`` to the reference, like any proactive reply.
The connector client does not retry (STACK.md): a 429 (with ``Retry-After``) or 5xx surfaces as
``ErrorResponseException`` and becomes a ``TransientDeliveryError`` the worker retries; 4xx other than 429
(conversation gone, bot removed) is final. Typing indicators never go through the outbox: they are
background sends with a short timeout whose failure nobody sees.

An answer entry names its answer (``answer_id``): once delivered, the message id Teams gave it is linked to
the answer, so Teams' feedback buttons (which name only the message) reach the right answer. The final
message of a streamed answer (``stream_id``) closes the stream; if Teams refuses that for good (the student
stopped the stream, it ran over Teams' two minutes, streaming is not allowed there), the answer is sent as
a message of its own instead, so it always ends as exactly one complete message.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

import aiohttp
from botbuilder.core import MessageFactory, TurnContext
from botbuilder.integration.aiohttp import CloudAdapter
from botbuilder.schema import Activity, ActivityTypes, ConversationReference
from msrest.exceptions import ClientRequestError, DeserializationError, HttpOperationError

from bots.delivery import PermanentDeliveryError, TransientDeliveryError, retry_after_seconds, spawn_logged
from bots.teams.addressing import message_key
from bots.teams.ai_message import json_entities
from bots.teams.stream_activity import ALREADY_COMPLETED, without_stream
from core.conversation.outbox import OutboxEntry

log = logging.getLogger(__name__)

APOLOGY = ("Sorry, I couldn't deliver my answer because Teams was having trouble. Please ask again in a "
           "little while.")


def activity_entry(kind: str, reference: ConversationReference, activity: Activity, *, user_id: str,
                   conversation: str, update: bool = False, answer_id: str | None = None,
                   stream_id: str | None = None) -> OutboxEntry:
    """``update``: replace the message ``activity.id`` (a card) instead of posting a new one; ``answer_id``:
    link the delivered message to this answer; ``stream_id``: the activity closes this stream."""
    payload = {"reference": reference.serialize(), "activity": activity.serialize(), "update": update}
    if answer_id:
        payload["answer_id"] = answer_id
    if stream_id:
        payload["stream_id"] = stream_id
    return OutboxEntry(platform="teams", kind=kind, user_id=user_id, conversation=conversation, payload=payload)


def entry_activity(entry: OutboxEntry) -> Activity:
    raw = entry.payload["activity"]
    activity = Activity().deserialize(raw)
    activity.entities = json_entities(raw.get("entities"))  # deserialize keeps only each entity's type
    return activity


class TeamsSender:
    def __init__(self, adapter: CloudAdapter, app_id: str, send_timeout_s: float, typing_max_in_flight: int) -> None:
        self.adapter = adapter
        self.app_id = app_id
        self.send_timeout_s = send_timeout_s
        self.typing_max_in_flight = typing_max_in_flight
        self._typing: dict[str, asyncio.Task] = {}
        # (message key, answer id) -> None, blocking (a store write): set by the bot
        self.link_message: Callable[[str, str], None] | None = None

    async def send(self, entry: OutboxEntry) -> None:
        reference = ConversationReference().deserialize(entry.payload["reference"])
        activity = entry_activity(entry)
        try:
            message_id = await self._send_classified(reference, activity, update=bool(entry.payload.get("update")))
        except PermanentDeliveryError as exc:
            if not entry.payload.get("stream_id"):
                raise
            if ALREADY_COMPLETED in _error_text(exc):  # our own final went through; its response was lost
                message_id = entry.payload["stream_id"]
            else:
                log.info("Teams refused to close the stream (%s): sending the answer as its own message", exc)
                message_id = await self._send_classified(reference, without_stream(activity))
        await self._link(reference, message_id or entry.payload.get("stream_id"), entry.payload.get("answer_id"))

    async def _link(self, reference: ConversationReference, message_id: str | None, answer_id: str | None) -> None:
        if not (message_id and answer_id and self.link_message and reference.conversation):
            return
        try:
            await asyncio.to_thread(self.link_message, message_key(reference.conversation.id, message_id), answer_id)
        except Exception:  # noqa: BLE001 - delivered is delivered: a retry would post the answer twice
            log.warning("Teams: could not link message %s to its answer (its feedback will lack the answer)",
                        message_id, exc_info=True)

    async def apologise(self, entry: OutboxEntry) -> None:
        reference = ConversationReference().deserialize(entry.payload["reference"])
        await self._send_classified(reference, MessageFactory.text(APOLOGY))

    async def _send_classified(self, reference: ConversationReference, activity: Activity,
                               update: bool = False) -> str | None:
        try:
            return await self.send_now(reference, activity, update)
        except HttpOperationError as exc:
            raise classify(exc) from exc
        except (ClientRequestError, aiohttp.ClientError, OSError) as exc:  # refused, reset, DNS …
            raise TransientDeliveryError(type(exc).__name__) from exc
        except DeserializationError as exc:  # an error page that is not JSON (a proxy's 502 …): status unknown
            raise TransientDeliveryError("unreadable error response") from exc

    async def send_now(self, reference: ConversationReference, activity: Activity, update: bool = False) -> str | None:
        """Send (or update) once; the id Teams gave the message, when it said."""
        failure: list[Exception] = []
        sent: list[str | None] = []

        async def send(context: TurnContext) -> None:
            # The continuation activity gets a fresh id; restore the question's id so the reply threads under it.
            context.activity.id = reference.activity_id
            try:
                response = await (context.update_activity(activity) if update else context.send_activity(activity))
                sent.append(getattr(response, "id", None))
            except Exception as exc:  # noqa: BLE001 - raised below: the adapter's turn-error handler would
                failure.append(exc)  # swallow it and post "something went wrong" instead of a retry

        await self.adapter.continue_conversation(reference, send, bot_app_id=self.app_id)
        if failure:
            raise failure[0]
        return sent[0] if sent else None

    def typing(self, reference: ConversationReference) -> None:
        """Show "typing…" (best effort): never awaited by a turn, one at a time per conversation, a few at once.

        botbuilder sends in the default thread pool and the thread stays busy until the connection times
        out (``delivery_send_timeout_s``) even if nobody waits: with a hanging connector, unbounded typing
        sends would take every thread, and the acknowledgements' quick calls would queue behind them.
        """
        key = reference.conversation.id if reference.conversation else ""
        running = self._typing.get(key)
        if running is not None and not running.done():
            return  # the last one is still hanging: do not pile up more
        if sum(1 for t in self._typing.values() if not t.done()) >= self.typing_max_in_flight:
            return  # the connector is slow: skip this indicator rather than hold more threads
        task = spawn_logged(asyncio.wait_for(self.send_now(reference, Activity(type=ActivityTypes.typing)),
                                             self.send_timeout_s + 1))
        self._typing[key] = task
        task.add_done_callback(lambda _t: self._typing.pop(key, None) if self._typing.get(key) is _t else None)


def _error_text(exc: Exception) -> str:
    cause = exc.__cause__
    response = getattr(cause, "response", None)
    try:
        return str(getattr(response, "text", "") or "") + str(cause or "")
    except Exception:  # noqa: BLE001 - only a hint
        return ""


def classify(exc: HttpOperationError) -> Exception:
    response = getattr(exc, "response", None)
    status = getattr(response, "status_code", None) or getattr(response, "status", None) or 0
    headers = getattr(response, "headers", None) or {}
    if status == 429 or status >= 500 or status == 0:
        return TransientDeliveryError(f"HTTP {status}", retry_after_seconds(headers.get("Retry-After")))
    return PermanentDeliveryError(f"HTTP {status}")
