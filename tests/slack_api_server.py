"""A local Slack for tests and benchmarks: a Web API server that records every call, and a signed sender.

The Web API side answers like slack.com (``{"ok": true, "channel": …, "ts": …}``) on
``POST /api/<method>`` (form or JSON bodies, bearer token required) and records ``response_url`` posts on
``POST /response/<id>``. It keeps the thread's messages (with their ``metadata``, for
``conversations.replies``) and the state of streamed messages: ``chat.startStream`` opens one (its first
``chunks``/``markdown_text`` shown), ``chat.appendStream`` adds to it, ``chat.stopStream`` completes it
(with its ``blocks`` at the bottom); appending to or stopping a message that is not streaming answers
``message_not_in_streaming_state``, an unknown ``ts`` ``message_not_found``. ``assistant.threads.*`` answer
``{"ok": true}`` once their required arguments are present. The sender side builds Events API, interactivity and slash-command requests and
signs them the way Slack does (``v0=HMAC-SHA256(secret, "v0:{timestamp}:{body}")``).
"""

from __future__ import annotations

import asyncio
import itertools
import json
import time
import uuid
from dataclasses import dataclass, field
from urllib.parse import urlencode

from aiohttp import web
from slack_sdk.signature import SignatureVerifier

from tests.faults import FaultPlan
from tests.services import free_port

BOT_USER_ID = "UBOT0001"
BOT_ID = "BBOT0001"
TEAM_ID = "T0000001"
APP_ID = "A0000001"


@dataclass
class ApiCall:
    method: str
    params: dict
    at: float = field(default_factory=time.perf_counter)  # monotonic, comparable across processes on one host


class FakeSlackApi:
    """``await FakeSlackApi().start()``; point the bot's ``slack_api_base_url`` at ``.base_url``."""

    def __init__(self) -> None:
        self.calls: list[ApiCall] = []  # calls Slack accepted
        self.failed: list[ApiCall] = []  # calls answered with an injected fault (nothing happened)
        self.faults = FaultPlan()  # keyed by Web API method, or "response_url"
        self.uploads: dict[str, bytes] = {}  # file id → bytes uploaded (files_upload_v2)
        self.port = free_port()
        self._ts = itertools.count(1)
        self._runner: web.AppRunner | None = None
        self._changed = asyncio.Event()
        self.messages: dict[tuple[str, str], dict] = {}  # (channel, ts) → message as Slack would show it

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/api/"

    def response_url(self, name: str | None = None) -> str:
        return f"http://127.0.0.1:{self.port}/response/{name or uuid.uuid4().hex}"

    async def start(self) -> "FakeSlackApi":
        app = web.Application()
        app.router.add_post("/api/{method}", self._api)
        app.router.add_get("/api/{method}", self._api)  # the SDK reads some methods with GET (conversations.replies)
        app.router.add_post("/response/{name}", self._response_url)
        app.router.add_post("/upload/{file_id}", self._upload)
        app.router.add_get("/_calls", self._dump)  # for benchmarks driving a server in another process
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        await web.TCPSite(self._runner, "127.0.0.1", self.port).start()
        return self

    async def close(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()

    # --- inspection ------------------------------------------------------------------------------
    def to(self, method: str) -> list[dict]:
        return [c.params for c in self.calls if c.method == method]

    def web_api_calls(self) -> list[ApiCall]:
        return [c for c in self.calls if c.method != "response_url"]

    async def wait_for(self, predicate, timeout: float = 60.0) -> None:
        """Wait until ``predicate()`` holds (raises TimeoutError otherwise)."""
        async def poll() -> None:
            while not predicate():
                self._changed.clear()
                await self._changed.wait()
        await asyncio.wait_for(poll(), timeout)

    # --- handlers --------------------------------------------------------------------------------
    def _record(self, method: str, params: dict) -> None:
        self.calls.append(ApiCall(method, params))
        self._changed.set()

    def _next_ts(self) -> str:
        return f"{int(time.time())}.{next(self._ts):06d}"

    async def _api(self, request: web.Request) -> web.Response:
        method = request.match_info["method"]
        if request.content_type == "application/json":
            params = await request.json()
        else:
            params = dict(await request.post())
        params.update(request.query)
        for key in ("blocks", "attachments", "chunks", "prompts", "metadata"):
            if isinstance(params.get(key), str):
                params[key] = json.loads(params[key])
        token = request.headers.get("Authorization", "").removeprefix("Bearer ") or params.get("token", "")
        fault = self.faults.next(method)
        if fault is not None:
            self.failed.append(ApiCall(method, params))
            self._changed.set()
            return await fault.response()
        self._record(method, params)
        if not str(token).startswith("xox"):
            return web.json_response({"ok": False, "error": "not_authed"})
        return web.json_response(self._reply(method, params))

    def message(self, channel: str, ts: str) -> dict | None:
        return self.messages.get((channel, ts))

    def _store(self, channel: str, ts: str, **fields) -> dict:
        message = {"type": "message", "bot_id": BOT_ID, "user": BOT_USER_ID, "ts": ts, **fields}
        self.messages[(channel, ts)] = message
        return message

    @staticmethod
    def _stream_text(p: dict) -> str:
        """What a start/append/stop call adds: ``markdown_text`` and the text of ``markdown_text`` chunks."""
        text = p.get("markdown_text") or ""
        for chunk in p.get("chunks") or []:
            if isinstance(chunk, dict) and chunk.get("type") == "markdown_text":
                text += chunk.get("text", "")
        return text

    def _stream_reply(self, method: str, p: dict) -> dict:
        channel = p.get("channel")
        if not channel:
            return {"ok": False, "error": "channel_not_found"}
        if method == "chat.startStream":
            ts = self._next_ts()
            self._store(channel, ts, text=self._stream_text(p), thread_ts=p.get("thread_ts"),
                        streaming_state="in_progress", blocks=[])
            return {"ok": True, "channel": channel, "ts": ts}
        message = self.messages.get((channel, str(p.get("ts"))))
        if message is None:
            return {"ok": False, "error": "message_not_found"}
        if message.get("streaming_state") != "in_progress":
            return {"ok": False, "error": "message_not_in_streaming_state"}
        message["text"] += self._stream_text(p)
        if method == "chat.appendStream":
            return {"ok": True, "channel": channel, "ts": message["ts"]}
        message["streaming_state"] = "completed"
        message["blocks"] = list(p.get("blocks") or [])
        if p.get("metadata"):
            message["metadata"] = p["metadata"]
        return {"ok": True, "channel": channel, "ts": message["ts"], "message": dict(message)}

    def _assistant_reply(self, method: str, p: dict) -> dict:
        if not p.get("channel_id"):
            return {"ok": False, "error": "channel_not_found"}
        if method != "assistant.threads.setSuggestedPrompts" and not p.get("thread_ts"):
            return {"ok": False, "error": "invalid_thread_ts"}
        if method == "assistant.threads.setStatus" and "status" not in p:
            return {"ok": False, "error": "invalid_arguments"}
        if method == "assistant.threads.setSuggestedPrompts" and not isinstance(p.get("prompts"), list):
            return {"ok": False, "error": "invalid_arguments"}
        return {"ok": True}

    def _reply(self, method: str, p: dict) -> dict:
        if method in ("chat.startStream", "chat.appendStream", "chat.stopStream"):
            return self._stream_reply(method, p)
        if method.startswith("assistant.threads."):
            return self._assistant_reply(method, p)
        if method == "conversations.replies":
            channel, root = p.get("channel"), str(p.get("ts"))
            thread = sorted((m for (c, _), m in self.messages.items() if c == channel
                             and (m["ts"] == root or m.get("thread_ts") == root)), key=lambda m: m["ts"])
            if str(p.get("include_all_metadata")).lower() not in ("1", "true"):
                thread = [{k: v for k, v in m.items() if k != "metadata"} for m in thread]
            return {"ok": True, "messages": thread[: int(p.get("limit") or 1000)], "has_more": False}
        if method == "auth.test":
            return {"ok": True, "url": "https://advising-test.slack.com/", "team": "Advising Test", "user": "advisor",
                    "team_id": TEAM_ID, "user_id": BOT_USER_ID, "bot_id": BOT_ID, "is_enterprise_install": False}
        if method == "chat.postMessage":
            ts = self._next_ts()
            extra = {"metadata": p["metadata"]} if p.get("metadata") else {}
            self._store(p.get("channel"), ts, text=p.get("text", ""), thread_ts=p.get("thread_ts"),
                        blocks=p.get("blocks", []), **extra)
            return {"ok": True, "channel": p.get("channel"), "ts": ts,
                    "message": {"type": "message", "bot_id": BOT_ID, "user": BOT_USER_ID, "text": p.get("text", ""),
                                "ts": ts, "thread_ts": p.get("thread_ts"), "blocks": p.get("blocks", [])}}
        if method == "chat.update":
            message = self.messages.get((p.get("channel"), str(p.get("ts"))))
            if message is not None:
                message.update(text=p.get("text", ""), blocks=p.get("blocks", []), streaming_state="completed")
                if p.get("metadata"):
                    message["metadata"] = p["metadata"]
            return {"ok": True, "channel": p.get("channel"), "ts": p.get("ts"), "text": p.get("text", "")}
        if method == "chat.getPermalink":
            ts = str(p.get("message_ts", "")).replace(".", "")
            return {"ok": True, "channel": p.get("channel"),
                    "permalink": f"https://advising-test.slack.com/archives/{p.get('channel')}/p{ts}"}
        if method == "chat.postEphemeral":
            return {"ok": True, "message_ts": self._next_ts()}
        if method == "files.getUploadURLExternal":  # files_upload_v2: get a URL, upload there, then complete
            file_id = f"F{next(self._ts):08d}"
            return {"ok": True, "upload_url": f"http://127.0.0.1:{self.port}/upload/{file_id}", "file_id": file_id}
        if method == "files.completeUploadExternal":
            files = p.get("files")
            files = json.loads(files) if isinstance(files, str) else files or []
            return {"ok": True, "files": [{"id": f.get("id"), "title": f.get("title", "")} for f in files]}
        if method == "users.info":
            user = p.get("user", "U0")
            return {"ok": True, "user": {"id": user, "team_id": TEAM_ID, "name": user.lower(), "real_name": f"Student {user}",
                                         "is_bot": False, "tz": "America/New_York"}}
        return {"ok": True}

    async def _upload(self, request: web.Request) -> web.Response:
        self.uploads[request.match_info["file_id"]] = await request.read()
        self._changed.set()
        return web.Response(text="OK - uploaded")

    async def _dump(self, request: web.Request) -> web.Response:
        return web.json_response([{"method": c.method, "params": c.params, "at": c.at} for c in self.calls])

    async def _response_url(self, request: web.Request) -> web.Response:
        body = await request.json() if request.content_type == "application/json" else dict(await request.post())
        fault = self.faults.next("response_url")
        if fault is not None:
            self.failed.append(ApiCall("response_url", body))
            self._changed.set()
            return await fault.response()
        self._record("response_url", {"name": request.match_info["name"], **body})
        return web.Response(text="ok")


# --- the Slack side of the conversation: signed requests -------------------------------------------
class SlackSender:
    """Builds and signs the requests Slack sends to the app."""

    def __init__(self, signing_secret: str) -> None:
        self.verifier = SignatureVerifier(signing_secret)

    def headers(self, body: str, content_type: str, timestamp: int | None = None, retry: int | None = None) -> dict:
        ts = str(int(time.time()) if timestamp is None else timestamp)
        headers = {"Content-Type": content_type, "X-Slack-Request-Timestamp": ts,
                   "X-Slack-Signature": self.verifier.generate_signature(timestamp=ts, body=body)}
        if retry is not None:
            headers.update({"X-Slack-Retry-Num": str(retry), "X-Slack-Retry-Reason": "http_timeout"})
        return headers

    def event_request(self, event: dict, event_id: str | None = None, **kw) -> tuple[str, dict]:
        body = json.dumps({
            "token": "legacy-unused", "team_id": TEAM_ID, "api_app_id": APP_ID, "event": event,
            "type": "event_callback", "event_id": event_id or f"Ev{uuid.uuid4().hex[:10].upper()}",
            "event_time": int(time.time()), "authorizations": [
                {"team_id": TEAM_ID, "user_id": BOT_USER_ID, "is_bot": True, "is_enterprise_install": False}],
            "is_ext_shared_channel": False,
        })
        return body, self.headers(body, "application/json", **kw)

    def interaction_request(self, payload: dict, **kw) -> tuple[str, dict]:
        body = urlencode({"payload": json.dumps(payload)})
        return body, self.headers(body, "application/x-www-form-urlencoded", **kw)

    def command_request(self, fields: dict, **kw) -> tuple[str, dict]:
        body = urlencode(fields)
        return body, self.headers(body, "application/x-www-form-urlencoded", **kw)


_ts_counter = itertools.count(1)


def message_ts() -> str:
    return f"{int(time.time())}.{next(_ts_counter):06d}"


def message_event(text: str, channel: str = "D0000001", user: str = "U0STUDENT", channel_type: str = "im",
                  ts: str | None = None, thread_ts: str | None = None, **extra) -> dict:
    ts = ts or message_ts()
    event = {"type": "message", "channel": channel, "user": user, "text": text, "ts": ts,
             "channel_type": channel_type, "team": TEAM_ID, "event_ts": ts}
    if thread_ts:
        event["thread_ts"] = thread_ts
    event.update(extra)
    return event


def mention_event(text: str, channel: str = "C0000001", user: str = "U0STUDENT", ts: str | None = None,
                  thread_ts: str | None = None) -> dict:
    ts = ts or message_ts()
    event = {"type": "app_mention", "channel": channel, "user": user, "text": f"<@{BOT_USER_ID}> {text}", "ts": ts,
             "team": TEAM_ID, "event_ts": ts}
    if thread_ts:
        event["thread_ts"] = thread_ts
    return event


def block_action_payload(action_id: str, value: str, response_url: str, user: str = "U0STUDENT",
                         channel: str = "D0000001", message_ts: str = "1.000001") -> dict:
    return {
        "type": "block_actions", "team": {"id": TEAM_ID, "domain": "advising-test"},
        "user": {"id": user, "username": user.lower(), "team_id": TEAM_ID}, "api_app_id": APP_ID,
        "token": "legacy-unused", "container": {"type": "message", "message_ts": message_ts, "channel_id": channel,
                                                 "is_ephemeral": False},
        "trigger_id": f"{uuid.uuid4().int % 10**12}.1.{uuid.uuid4().hex[:8]}",
        "channel": {"id": channel, "name": "directmessage"},
        "message": {"type": "message", "ts": message_ts, "bot_id": BOT_ID, "text": "answer"},
        "response_url": response_url,
        "actions": [{"action_id": action_id, "block_id": "advisor_answer_actions", "type": "button", "value": value,
                     "text": {"type": "plain_text", "text": action_id}, "action_ts": str(time.time())}],
    }


def command_fields(text: str, response_url: str, user: str = "U0STUDENT", channel: str = "C0000001") -> dict:
    return {"token": "legacy-unused", "team_id": TEAM_ID, "team_domain": "advising-test", "channel_id": channel,
            "channel_name": "general", "user_id": user, "user_name": user.lower(), "command": "/advisor",
            "text": text, "api_app_id": APP_ID, "is_enterprise_install": "false", "response_url": response_url,
            "trigger_id": f"{uuid.uuid4().int % 10**12}.1.{uuid.uuid4().hex[:8]}"}
