"""Slack posts through the outbox: rendering a Web API call into an entry, and sending it.

An entry's payload is ``{"method": …, "params": {…}, "then": [{"method": …, "params": …}]}`` (``then``:
best-effort follow-ups once the post went out, e.g. removing the ⏳ reaction) or ``{"response_url": …,
"body": {…}}`` for a slash command's private reply. A streamed answer's entry also has ``"stream"``
(``bots.slack.streaming``): ``chat.stopStream`` completes the streamed message with the sources and buttons;
when the kept answer differs from what streamed (``replace``), or the stream cannot be stopped (expired,
already stopped by an earlier attempt), ``chat.update`` replaces the message with the whole answer, and if
that message is gone the answer is posted whole — one complete answer either way. Slack reports many failures as HTTP 200 with
``{"ok": false, "error": …}``: rate limits and Slack-side errors are retried like 429 and 5xx; anything
else (``channel_not_found``, ``not_in_channel`` …) will not get better and is not.
"""

from __future__ import annotations

import asyncio
import logging

import aiohttp
from slack_sdk.errors import SlackApiError
from slack_sdk.web.async_client import AsyncWebClient

from bots.delivery import PermanentDeliveryError, TransientDeliveryError, retry_after_seconds
from core.conversation.model import ConversationKey
from core.conversation.outbox import OutboxEntry

log = logging.getLogger(__name__)

# ok:false errors worth retrying (https://api.slack.com/methods/chat.postMessage#errors and friends)
TRANSIENT_ERRORS = {"ratelimited", "rate_limited", "internal_error", "fatal_error", "service_unavailable",
                    "request_timeout", "team_added_to_org"}
APOLOGY = ("Sorry, I couldn't deliver my answer because Slack was having trouble. Please ask again in a "
           "little while.")


def post_entry(kind: str, method: str, params: dict, *, user_id: str, conversation: ConversationKey | None,
               then: list[dict] | None = None) -> OutboxEntry:
    return OutboxEntry(platform="slack", kind=kind, user_id=user_id,
                       conversation=conversation.key if conversation else "",
                       payload={"method": method, "params": params, "then": then or []})


def response_url_entry(kind: str, response_url: str, body: dict, *, user_id: str,
                       conversation: ConversationKey | None) -> OutboxEntry:
    return OutboxEntry(platform="slack", kind=kind, user_id=user_id,
                       conversation=conversation.key if conversation else "",
                       payload={"response_url": response_url, "body": body})


class SlackSender:
    """Sends outbox entries with its own Web API client (no SDK retries: the worker owns retrying)."""

    def __init__(self, client: AsyncWebClient) -> None:
        self.client = client

    async def send(self, entry: OutboxEntry) -> None:
        payload = entry.payload
        if "response_url" in payload:
            await self._post_response_url(payload["response_url"], payload["body"])
            return
        if payload.get("stream"):
            await self._finish_stream(payload)
        else:
            await self._call(payload["method"], payload["params"])
        for follow_up in payload.get("then") or []:
            await self._best_effort(follow_up)

    async def _finish_stream(self, payload: dict) -> None:
        stream, params = payload["stream"], payload["params"]
        stopped = False
        stop = {"channel": stream["channel"], "ts": stream["ts"]}
        if not stream.get("replace"):
            stop["blocks"] = stream.get("blocks") or []
            if stream.get("markdown_text"):
                stop["chunks"] = [{"type": "markdown_text", "text": stream["markdown_text"]}]
        try:
            await self._call("chat.stopStream", stop)
            stopped = True
        except PermanentDeliveryError as exc:  # expired, or stopped by an earlier attempt of this entry
            log.info("Slack stream not stopped (%s): replacing the message with the whole answer", exc)
        if stopped and not stream.get("replace"):
            return
        try:
            await self._call("chat.update", params)
        except PermanentDeliveryError as exc:  # the streamed message is gone: the answer is posted whole
            log.warning("Slack streamed message not updated (%s): posting the answer whole", exc)
            await self._call("chat.postMessage", {
                "channel": params["channel"], "thread_ts": stream.get("thread_ts"), "text": params.get("text", ""),
                "blocks": params.get("blocks", []), "unfurl_links": False, "unfurl_media": False})

    async def apologise(self, entry: OutboxEntry) -> None:
        payload = entry.payload
        if "response_url" in payload:
            await self._post_response_url(payload["response_url"], {"response_type": "ephemeral",
                                                                    "replace_original": True, "text": APOLOGY})
            return
        params = payload["params"]
        reply = {"channel": params.get("channel"), "text": APOLOGY}
        thread_ts = params.get("thread_ts") or (payload.get("stream") or {}).get("thread_ts")
        if thread_ts:
            reply["thread_ts"] = thread_ts
        if payload["method"] == "chat.postEphemeral":
            reply["user"] = params.get("user")
        try:
            if payload.get("stream"):  # the unchecked streamed text must not stay: the apology replaces it
                try:
                    await self._call("chat.update", {"channel": params.get("channel"), "ts": payload["stream"]["ts"],
                                                     "text": APOLOGY, "blocks": []})
                    return
                except (PermanentDeliveryError, TransientDeliveryError) as exc:
                    log.warning("Slack streamed message not replaced by the apology (%s)", exc)
            await self._call(payload["method"] if payload["method"].startswith("chat.post") else "chat.postMessage",
                             reply)
        finally:
            for follow_up in payload.get("then") or []:
                await self._best_effort(follow_up)

    async def _best_effort(self, call: dict) -> None:
        try:
            await self._call(call["method"], call["params"])
        except Exception as exc:  # noqa: BLE001 - e.g. the ⏳ is already gone
            log.info("Slack %s (follow-up) failed: %s", call.get("method"), exc)

    async def _call(self, method: str, params: dict) -> None:
        try:
            await self.client.api_call(method, json=params)
        except SlackApiError as exc:
            raise classify(exc) from exc
        except (aiohttp.ClientError, asyncio.TimeoutError, OSError) as exc:
            raise TransientDeliveryError(f"{type(exc).__name__}") from exc

    async def _post_response_url(self, url: str, body: dict) -> None:
        session = self.client.session
        own = session is None
        session = session or aiohttp.ClientSession()
        try:
            async with session.post(url, json=body, timeout=aiohttp.ClientTimeout(total=self.client.timeout)) as resp:
                if resp.status == 429 or resp.status >= 500:
                    raise TransientDeliveryError(f"HTTP {resp.status}", retry_after_seconds(resp.headers.get("Retry-After")))
                if resp.status >= 400:  # 404: the response_url expired (30 min)
                    raise PermanentDeliveryError(f"HTTP {resp.status}")
        except (aiohttp.ClientError, asyncio.TimeoutError, OSError) as exc:
            raise TransientDeliveryError(type(exc).__name__) from exc
        finally:
            if own:
                await session.close()


def classify(exc: SlackApiError) -> Exception:
    """429, 5xx and ok:false rate-limit/Slack-side errors are transient; other ok:false errors are final."""
    response = exc.response
    status = getattr(response, "status_code", 200)
    data = response.data if isinstance(getattr(response, "data", None), dict) else {}
    error = str(data.get("error") or "")
    headers = getattr(response, "headers", {}) or {}
    retry_after = retry_after_seconds(headers.get("Retry-After") or headers.get("retry-after"))
    if status == 429 or status >= 500 or error in TRANSIENT_ERRORS:
        return TransientDeliveryError(f"HTTP {status} {error}".strip(), retry_after)
    return PermanentDeliveryError(f"HTTP {status} {error}".strip())
