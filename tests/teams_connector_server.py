"""A local Bot Framework connector (the service at an activity's ``serviceUrl``) and Teams activities.

The connector speaks the real REST wire format the botbuilder ConnectorClient uses:
``POST /v3/conversations/{id}/activities`` (send), ``POST …/activities/{replyToId}`` (reply) and
``PUT …/activities/{activityId}`` (update), each answered with ``{"id": …}``. It records every call so
tests can assert what the bot sent, where, and in reply to what.

Streams follow Teams' rules (``bots/teams/stream_activity.py``): the first update of a stream is answered
201 with the id that becomes the ``streamId``, later ones 202 ``{}``; a stream update outside a personal chat,
a sequence that does not start at 1 or does not increase, an update without its stream's id, a final with a
``streamSequence``, or anything after the final is refused like Teams does (400 / 403
``ContentStreamNotAllowed``) and recorded in ``stream_errors``.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import time
import uuid
from dataclasses import dataclass, field

from aiohttp import web

from bots.teams.stream_activity import stream_of
from tests.faults import FaultPlan
from tests.services import free_port

BOT_ID = "28:advisor-bot-id"
BOT_NAME = "Advisor"
TENANT = "tenant-northbridge"
CHANNEL_CONVERSATION = "19:advising-channel@thread.tacv2"


@dataclass
class ConnectorCall:
    method: str
    conversation_id: str
    activity_id: str | None  # replyToId for replies, the edited message id for updates
    body: dict
    authorization: str | None
    response_id: str = ""  # the message id the connector assigned
    at: float = field(default_factory=time.perf_counter)

    @property
    def type(self) -> str:
        return self.body.get("type", "")

    @property
    def stream(self) -> dict | None:
        """The call's ``streaminfo`` entity (stream updates and the final message), else None."""
        return stream_of(self.body)

    @property
    def cards(self) -> list[dict]:
        return [a["content"] for a in self.body.get("attachments") or []
                if a.get("contentType") == "application/vnd.microsoft.card.adaptive"]


@dataclass
class ConnectorServer:
    calls: list[ConnectorCall] = field(default_factory=list)  # activities the connector accepted
    failed: list[ConnectorCall] = field(default_factory=list)  # answered with an injected fault
    faults: FaultPlan = field(default_factory=FaultPlan)  # keyed by activity type: "message", "typing" …
    port: int = 0
    stream_errors: list[str] = field(default_factory=list)  # stream rules the bot broke (refused like Teams)
    _streams: dict[str, dict] = field(default_factory=dict)  # stream id -> {"sequence": last, "final": bool}
    _runner: web.AppRunner | None = None
    _ids: itertools.count = field(default_factory=lambda: itertools.count(1))

    @property
    def service_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"

    async def start(self) -> "ConnectorServer":
        app = web.Application()
        app.router.add_post("/v3/conversations/{conversation_id}/activities", self._record)
        app.router.add_post("/v3/conversations/{conversation_id}/activities/{activity_id}", self._record)
        app.router.add_put("/v3/conversations/{conversation_id}/activities/{activity_id}", self._record)
        self._runner = web.AppRunner(app)
        await self._runner.setup()
        self.port = free_port()
        await web.TCPSite(self._runner, "127.0.0.1", self.port).start()
        return self

    async def stop(self) -> None:
        if self._runner:
            await self._runner.cleanup()

    async def _record(self, request: web.Request) -> web.Response:
        call = ConnectorCall(
            method=request.method, conversation_id=request.match_info["conversation_id"],
            activity_id=request.match_info.get("activity_id"), body=await request.json(),
            authorization=request.headers.get("Authorization"), response_id=f"bot-msg-{next(self._ids)}")
        fault = self.faults.next(f"stream:{call.stream['streamType']}" if call.stream else call.type) \
            or (self.faults.next(call.type) if call.stream else None)
        if fault is not None:
            self.failed.append(call)
            return await fault.response()
        if call.stream is not None:
            return self._stream_call(call)
        self.calls.append(call)
        return web.json_response({"id": call.response_id})

    def _stream_call(self, call: ConnectorCall) -> web.Response:
        info = call.stream
        stream_id, sequence, final = info.get("streamId"), info.get("streamSequence"), info.get("streamType") == "final"
        problem = None
        if "@thread" in call.conversation_id:
            problem = (403, "ContentStreamNotAllowed", "Content stream is not allowed")
        elif stream_id is None:
            if final or sequence != 1:
                problem = (400, "BadRequest", "a new stream starts with streamSequence 1")
        elif stream_id not in self._streams:
            problem = (400, "BadRequest", "unknown streamId")
        elif self._streams[stream_id]["final"]:
            problem = (403, "ContentStreamNotAllowed",
                       "Content stream is not allowed on an already completed streamed message")
        elif final and sequence is not None:
            problem = (400, "BadRequest", "the final message must not carry streamSequence")
        elif not final and (not isinstance(sequence, int) or sequence <= self._streams[stream_id]["sequence"]):
            problem = (400, "BadRequest", "streamSequence must increase")
        if not final and not (call.body.get("text") or "").strip():
            problem = problem or (400, "BadRequest", "Start streaming activities should include text")
        if problem is not None:
            self.stream_errors.append(problem[2])
            self.failed.append(call)
            return web.json_response({"error": {"code": problem[1], "message": problem[2]}}, status=problem[0])
        if stream_id is None:
            self._streams[call.response_id] = {"sequence": sequence, "final": False}
            self.calls.append(call)
            return web.json_response({"id": call.response_id}, status=201)
        self._streams[stream_id] = {"sequence": sequence if not final else self._streams[stream_id]["sequence"],
                                    "final": final}
        call.response_id = stream_id
        self.calls.append(call)
        return web.json_response({}, status=202)

    def of_type(self, kind: str) -> list[ConnectorCall]:
        return [c for c in self.calls if c.type == kind]

    def answers(self) -> list[ConnectorCall]:
        """Messages the bot posted (not typing indicators, not card updates); a stream's final message included."""
        return [c for c in self.calls if c.method == "POST" and c.type == "message"]

    def stream_updates(self) -> list[ConnectorCall]:
        """Accepted informative and streaming updates, in order."""
        return [c for c in self.calls if c.type == "typing" and c.stream is not None]

    async def wait_for(self, predicate, timeout_s: float = 30.0) -> list[ConnectorCall]:
        """Poll until ``predicate(calls)`` holds (the bot answers in the background)."""
        deadline = asyncio.get_running_loop().time() + timeout_s
        while not predicate(self.calls):
            if asyncio.get_running_loop().time() > deadline:
                raise AssertionError(f"connector did not receive the expected calls; got {self.calls!r}")
            await asyncio.sleep(0.05)
        return self.calls


# --- activities as Teams sends them ------------------------------------------------------------

def _base(service_url: str, conversation: dict, user: str = "29:student-1", aad: str = "aad-student-1",
          activity_id: str | None = None) -> dict:
    return {
        "id": activity_id or f"1{uuid.uuid4().int % 10**12:012d}",
        "channelId": "msteams",
        "serviceUrl": service_url,
        "timestamp": "2026-11-29T10:00:00.000Z",
        "from": {"id": user, "name": "Sam Student", "aadObjectId": aad},
        "recipient": {"id": BOT_ID, "name": BOT_NAME},
        "conversation": {"tenantId": TENANT, **conversation},
        "channelData": {"tenant": {"id": TENANT}},
        "locale": "en-US",
    }


def personal_message(service_url: str, text: str, chat_id: str = "a:personal-chat-1", **kw) -> dict:
    activity = _base(service_url, {"id": chat_id, "conversationType": "personal"}, **kw)
    activity.update(type="message", text=text, textFormat="plain")
    return activity


def channel_mention(service_url: str, question: str, root_id: str | None = None, **kw) -> dict:
    """An @mention in a channel; ``root_id`` set = inside that reply chain, else a new post."""
    activity = _base(service_url, {"id": "", "conversationType": "channel", "isGroup": True}, **kw)
    root = root_id or activity["id"]
    activity["conversation"]["id"] = f"{CHANNEL_CONVERSATION};messageid={root}"
    mention = f"<at>{BOT_NAME}</at>"
    activity.update(type="message", text=f"{mention} {question}", textFormat="plain", entities=[
        {"type": "mention", "text": mention, "mentioned": {"id": BOT_ID, "name": BOT_NAME}},
    ])
    activity["channelData"].update(teamsChannelId=CHANNEL_CONVERSATION, team={"id": "19:team@thread.tacv2"})
    return activity


def bot_added(service_url: str, chat_id: str = "a:personal-chat-1") -> dict:
    activity = _base(service_url, {"id": chat_id, "conversationType": "personal"})
    activity.update(type="conversationUpdate", membersAdded=[{"id": BOT_ID}])
    return activity


def card_execute(service_url: str, verb: str, answer_id: str, chat_id: str = "a:personal-chat-1",
                 reply_to: str | None = None) -> dict:
    activity = _base(service_url, {"id": chat_id, "conversationType": "personal"})
    activity.update(type="invoke", name="adaptiveCard/action", value={
        "action": {"type": "Action.Execute", "verb": verb,
                   "data": {"advisor_action": verb, "answer_id": answer_id}},
        "trigger": "manual",
    })
    if reply_to:
        activity["replyToId"] = reply_to
    return activity


def feedback_invoke(service_url: str, reply_to: str, reaction: str = "like", text: str | None = None,
                    conversation: dict | None = None, **kw) -> dict:
    """Teams' own 👍/👎 under a bot message: ``message/submitAction`` naming the message by ``replyToId``."""
    activity = _base(service_url, conversation or {"id": "a:personal-chat-1", "conversationType": "personal"}, **kw)
    action_value: dict = {"reaction": reaction}
    if text is not None:
        action_value["feedback"] = json.dumps({"feedbackText": text})
    activity.update(type="invoke", name="message/submitAction", replyToId=reply_to,
                    value={"actionName": "feedback", "actionValue": action_value})
    return activity


def card_submit(service_url: str, data: dict, chat_id: str = "a:personal-chat-1",
                reply_to: str | None = None) -> dict:
    activity = _base(service_url, {"id": chat_id, "conversationType": "personal"})
    activity.update(type="message", value=data)
    if reply_to:
        activity["replyToId"] = reply_to
    return activity


# --- the bot under test: bots.server.build_app on a free loopback port ----------------------------

KB_DOCS = {
    "add-drop.md": """---
id: "5001"
title: "Adding and Dropping Classes"
url: "https://wiki.example.edu/pages/5001"
version: 7
last_updated: "2026-08-20T09:00:00Z"
---
# Adding and Dropping Classes

## Undergraduate deadlines

Undergraduate students may add or drop a full-semester class until the end of the first week of classes
(the add/drop deadline) in MyNSU without a W grade. After the add/drop deadline, a class can only be
withdrawn with a W grade.

## Graduate students

Graduate students may drop a class until the end of the second week of classes. Graduate students who
drop after the second week need the approval of their program director.
""",
    "parking.md": """---
id: "5002"
title: "Parking Permits"
url: "https://wiki.example.edu/pages/5002"
version: 3
last_updated: "2026-05-02T09:00:00Z"
---
# Parking Permits

Students buy a parking permit online in the Parking Portal. A semester permit costs $180 and is valid in
the student lots A, C and F. Permits are checked by licence plate, so no sticker is needed.
""",
    "transcripts.md": """---
id: "5003"
title: "Transcripts"
url: "https://wiki.example.edu/pages/5003"
version: 12
last_updated: "2026-03-15T09:00:00Z"
---
# Transcripts

Official transcripts are ordered through the Registrar's transcript service. An electronic transcript
costs $10 and is usually delivered within one business day.
""",
}


@dataclass
class BotUnderTest:
    url: str
    rt: object
    connector: ConnectorServer
    app: web.Application | None = None

    @property
    def delivery(self):
        from bots.delivery import DELIVERY_KEY

        return self.app[DELIVERY_KEY]

    async def post(self, activity: dict, authorization: str | None = None) -> tuple[int, dict | None]:
        import aiohttp

        headers = {"Authorization": authorization} if authorization else {}
        async with aiohttp.ClientSession() as session:
            async with session.post(f"{self.url}/api/messages", json=activity, headers=headers) as resp:
                body = await resp.json() if resp.content_type == "application/json" else None
                return resp.status, body


class serve_bot:
    """``async with serve_bot(settings, kb_dir) as bot``: knowledge base ingested, server up, connector up."""

    def __init__(self, settings, kb_dir=None) -> None:
        self.settings = settings
        self.kb_dir = kb_dir  # None: no knowledge base (requests that must never reach the core)
        self._runner: web.AppRunner | None = None
        self._connector = ConnectorServer()

    async def __aenter__(self) -> BotUnderTest:
        from bots.cli.ingest import ingest_paths
        from bots.runtime import AdvisorRuntime
        from bots.server import build_app

        rt = AdvisorRuntime(self.settings)
        if self.kb_dir is not None:
            self.kb_dir.mkdir(parents=True, exist_ok=True)
            for name, text in KB_DOCS.items():
                (self.kb_dir / name).write_text(text, encoding="utf-8")
            summary = await asyncio.to_thread(ingest_paths, rt, [self.kb_dir], True)
            assert summary["documents"] == len(KB_DOCS)
        await self._connector.start()
        self._runner = web.AppRunner(build_app(rt))
        await self._runner.setup()
        port = free_port()
        await web.TCPSite(self._runner, "127.0.0.1", port).start()
        return BotUnderTest(url=f"http://127.0.0.1:{port}", rt=rt, connector=self._connector, app=self._runner.app)

    async def __aexit__(self, *exc) -> None:
        if self._runner:
            await self._runner.cleanup()  # runs on_shutdown: answers in flight are drained first
        await self._connector.stop()
