"""A stand-in for the model only: an OpenAI-compatible ``/v1/chat/completions`` server playing scripted turns.

It speaks the real wire format (JSON responses, and Server-Sent Events chunks when ``stream`` is set) so
the real ``openai`` client and LlamaIndex's tool-call parsing are exercised. Every request body is
recorded for assertions. Replies come from a queue (``play``) or, once it is empty, from ``responder``.
"""

from __future__ import annotations

import asyncio
import json
import re
import threading
import time
import uuid
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

from tests.services import free_port


@dataclass
class Reply:
    content: str | None = None
    tool_calls: list[tuple[str, dict]] = field(default_factory=list)
    status: int = 200
    delay_s: float = 0.0
    deltas: list[str] | None = None  # streamed content pieces (default: 12-character slices of ``content``)
    delta_gap_s: float = 0.0  # pause before each streamed content piece, as a model generating tokens
    fail_after_deltas: int | None = None  # streaming: drop the connection after this many content pieces


def say(text: str) -> Reply:
    return Reply(content=text)


def call(tool: str, **arguments: Any) -> Reply:
    return Reply(tool_calls=[(tool, arguments)])


def paced(text: str, tokens: int = 40, over_s: float = 2.0) -> Reply:
    """A reply streamed as ``tokens`` pieces spread over ``over_s`` seconds (a model writing at that pace)."""
    words = re.findall(r"\S+\s*", text)
    per = max(1, -(-len(words) // tokens))
    deltas = ["".join(words[i:i + per]) for i in range(0, len(words), per)]
    return Reply(content=text, deltas=deltas, delta_gap_s=over_s / max(1, len(deltas)))


def error(status: int = 500) -> Reply:
    return Reply(status=status)


Script = Reply | Callable[[dict], Reply]


def tool_messages(request: dict) -> list[str]:
    return [m["content"] if isinstance(m["content"], str) else "".join(p.get("text", "") for p in m["content"])
            for m in request["messages"] if m["role"] == "tool"]


def passage_numbers(request: dict) -> dict[str, int]:
    """Title → passage number, from every search result the model has seen in this request."""
    numbers: dict[str, int] = {}
    for text in tool_messages(request):
        for n, title in re.findall(r"^\[(\d+)\] (.+?)(?: › .*)? \(", text, re.M):
            numbers.setdefault(title, int(n))
    return numbers


class ScriptedLLM:
    def __init__(self) -> None:
        self.port = free_port()
        self.requests: list[dict] = []
        self.script: deque[Script] = deque()
        self.responder: Script | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._runner: web.AppRunner | None = None
        self._thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def play(self, *replies: Script) -> "ScriptedLLM":
        self.script.extend(replies)
        return self

    def reset(self) -> None:
        self.requests.clear()
        self.script.clear()
        self.responder = None

    # --- server ----------------------------------------------------------------------------------
    def start(self) -> "ScriptedLLM":
        ready = threading.Event()

        def serve() -> None:
            self._loop = asyncio.new_event_loop()
            app = web.Application()
            app.router.add_post("/v1/chat/completions", self._chat)
            self._runner = web.AppRunner(app)
            self._loop.run_until_complete(self._runner.setup())
            self._loop.run_until_complete(web.TCPSite(self._runner, "127.0.0.1", self.port).start())
            ready.set()
            self._loop.run_forever()

        self._thread = threading.Thread(target=serve, name="scripted-llm", daemon=True)
        self._thread.start()
        if not ready.wait(10):
            raise RuntimeError("scripted LLM server did not start")
        return self

    def stop(self) -> None:
        if self._loop and self._runner:
            asyncio.run_coroutine_threadsafe(self._runner.cleanup(), self._loop).result(10)
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(10)

    def _next_reply(self, body: dict) -> Reply:
        step = self.script.popleft() if self.script else self.responder
        if step is None:
            return Reply(content="(script exhausted)")
        return step(body) if callable(step) else step

    async def _chat(self, request: web.Request) -> web.StreamResponse:
        body = await request.json()
        self.requests.append(body)
        reply = self._next_reply(body)
        if reply.delay_s:
            await asyncio.sleep(reply.delay_s)
        if reply.status != 200:
            return web.json_response({"error": {"message": "scripted failure", "type": "server_error", "code": None}},
                                     status=reply.status)
        completion_id = f"chatcmpl-{uuid.uuid4().hex[:12]}"
        calls = [{"id": f"call_{uuid.uuid4().hex[:8]}", "type": "function",
                  "function": {"name": name, "arguments": json.dumps(args)}} for name, args in reply.tool_calls]
        finish = "tool_calls" if calls else "stop"
        usage = {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15}
        if not body.get("stream"):
            if reply.deltas is not None and reply.delta_gap_s:  # the model takes as long to write it unstreamed
                await asyncio.sleep(reply.delta_gap_s * len(reply.deltas))
            message: dict[str, Any] = {"role": "assistant", "content": reply.content}
            if calls:
                message["tool_calls"] = calls
            return web.json_response({"id": completion_id, "object": "chat.completion", "created": int(time.time()),
                                      "model": body.get("model", "scripted"),
                                      "choices": [{"index": 0, "message": message, "finish_reason": finish}],
                                      "usage": usage})
        return await self._stream(request, body, completion_id, reply, calls, finish, usage)

    async def _stream(self, request: web.Request, body: dict, completion_id: str, reply: Reply, calls: list[dict],
                      finish: str, usage: dict) -> web.StreamResponse:
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream", "Cache-Control": "no-cache"})
        await response.prepare(request)

        async def chunk(delta: dict, finish_reason: str | None = None, **extra: Any) -> None:
            payload = {"id": completion_id, "object": "chat.completion.chunk", "created": int(time.time()),
                       "model": body.get("model", "scripted"),
                       "system_fingerprint": "fp_scripted",
                       "choices": [{"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish_reason}],
                       **extra}
            await response.write(f"data: {json.dumps(payload)}\n\n".encode())

        await chunk({"role": "assistant", "content": "" if reply.content else None, "refusal": None})
        text = reply.content or ""
        deltas = reply.deltas if reply.deltas is not None else [text[i:i + 12] for i in range(0, len(text), 12)]
        for sent, piece in enumerate(deltas):  # several deltas, as a real model sends
            if reply.fail_after_deltas is not None and sent >= reply.fail_after_deltas:
                request.transport.close()  # the model's connection breaks mid-answer
                return response
            if reply.delta_gap_s:
                await asyncio.sleep(reply.delta_gap_s)
            await chunk({"content": piece})
        for i, c in enumerate(calls):
            args = c["function"]["arguments"]
            await chunk({"tool_calls": [{"index": i, "id": c["id"], "type": "function",
                                         "function": {"name": c["function"]["name"], "arguments": ""}}]})
            for start in range(0, len(args), 8):
                await chunk({"tool_calls": [{"index": i, "function": {"arguments": args[start:start + 8]}}]})
        await chunk({}, finish)
        if (body.get("stream_options") or {}).get("include_usage"):
            payload = {"id": completion_id, "object": "chat.completion.chunk", "created": int(time.time()),
                       "model": body.get("model", "scripted"), "choices": [], "usage": usage}
            await response.write(f"data: {json.dumps(payload)}\n\n".encode())
        await response.write(b"data: [DONE]\n\n")
        await response.write_eof()
        return response
