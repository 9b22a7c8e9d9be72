"""An answer's progress shown live in a Slack assistant thread: the status line, then the model's text streamed.

Core reports progress from the worker thread that computes the answer (``core.answering.progress``); the
sink here only hands each item to the event loop (``call_soon_threadsafe``) and returns. On the loop one
consumer task turns them into Web API calls, in order:

- status lines → ``assistant.threads.setStatus`` (until text is shown; the same line is not sent twice);
- text → slack_sdk's ``AsyncChatStream``: the first text at once (``chat.startStream``, the student sees the
  answer begin), then the text written meanwhile at most every ``slack_stream_append_interval_s``
  (``chat.appendStream``, Tier 4), so a fast model never runs into Slack's rate limits.

Any failed live call stops the live part (status and stream) quietly; the answer is never lost, because
the finished answer always goes through the delivery outbox (``finish_entry``): ``chat.stopStream`` with the
sources and feedback buttons when what was streamed is the kept answer, else ``chat.update`` replacing the
streamed text with the kept answer (grounding check, renumbered citations), or a plain post when no stream
was started.
"""

from __future__ import annotations

import asyncio
import logging
import time

from slack_sdk.web.async_chat_stream import AsyncChatStream
from slack_sdk.web.async_client import AsyncWebClient

from bots.slack import blocks
from core.answering.answers import Answer
from core.answering.progress import AnswerProgress
from core.conversation.model import ConversationKey
from core.conversation.outbox import OutboxEntry

log = logging.getLogger(__name__)

STREAM_TEXT_LIMIT = 12_000  # Slack: markdown_text of one call


class LiveAnswer:
    """One answer's live status and stream in one thread; ``sink`` is safe to call from any thread."""

    def __init__(self, client: AsyncWebClient, channel: str, thread_ts: str, *, user_id: str, team_id: str,
                 append_interval_s: float) -> None:
        self.client = client
        self.channel, self.thread_ts = channel, thread_ts
        self.user_id, self.team_id = user_id, team_id
        self.interval = append_interval_s
        self.loop = asyncio.get_running_loop()
        self.queue: asyncio.Queue[AnswerProgress | None] = asyncio.Queue()
        self.stream: AsyncChatStream | None = None
        self.sent = ""  # text Slack has shown (or accepted) so far
        self.pending = ""  # text written since the last append
        self.broken = False
        self._status: str | None = None
        self._last_flush = 0.0
        self._status_task: asyncio.Future | None = None
        self._task = asyncio.ensure_future(self._consume())

    # --- called from the answering thread -------------------------------------------------------------
    def sink(self, item: AnswerProgress) -> None:
        """Hand the item to the loop and return at once (raises if the loop is gone: core then stops calling)."""
        self.loop.call_soon_threadsafe(self.queue.put_nowait, item)

    # --- on the loop ----------------------------------------------------------------------------------
    @property
    def ts(self) -> str | None:
        return self.stream.ts if self.stream is not None else None

    @property
    def text(self) -> str:
        return self.sent + self.pending

    async def _consume(self) -> None:
        while True:
            timeout = None  # wait for the next item, or until the pending text is due
            if self.pending and self.stream is not None and not self.broken:
                timeout = max(0.0, self._last_flush + self.interval - time.monotonic())
            try:
                item = await asyncio.wait_for(self.queue.get(), timeout)
            except TimeoutError:
                await self._flush()
                continue
            if item is None:
                return
            if item.kind == "status":  # not awaited here: the answer's text never waits behind a status line
                self._status_task = asyncio.ensure_future(self._set_status(item.text, self._status_task))
            else:
                self.pending += item.text
                if self.stream is None or time.monotonic() - self._last_flush >= self.interval:
                    await self._flush()

    async def _set_status(self, text: str, previous: asyncio.Future | None) -> None:
        if previous is not None:  # status lines reach Slack in the order they were reported
            await asyncio.gather(previous, return_exceptions=True)
        if self.broken or self.stream is not None or text == self._status:
            return
        self._status = text
        try:
            await self.client.assistant_threads_setStatus(channel_id=self.channel, thread_ts=self.thread_ts,
                                                          status=text)
        except Exception as exc:  # noqa: BLE001 - a status line is a courtesy
            log.info("Slack status not set: %s", type(exc).__name__)

    async def _flush(self) -> None:
        # the message starts with visible text; after that whitespace counts (it is the answer's layout)
        if self.broken or not self.pending or (self.stream is None and not self.pending.strip()):
            return
        if len(self.sent) + len(self.pending) > STREAM_TEXT_LIMIT:  # too long for one message: sent whole
            self.broken = True
            return
        try:
            if self.stream is None:
                self.stream = await self.client.chat_stream(
                    channel=self.channel, thread_ts=self.thread_ts, recipient_user_id=self.user_id,
                    recipient_team_id=self.team_id, buffer_size=1)  # our own throttle decides when to send
            text, self.pending = self.pending, ""
            self._last_flush = time.monotonic()
            await self.stream.append(markdown_text=text)
            self.sent += text
        except Exception as exc:  # noqa: BLE001 - the outbox delivers the whole answer at the end
            self.broken = True
            log.warning("Slack answer stream failed (%s); the answer will be delivered whole",
                        type(exc).__name__)

    async def close(self) -> None:
        """Stop consuming (what is still pending goes out with the final entry)."""
        self.queue.put_nowait(None)
        try:
            await self._task
        except Exception:  # noqa: BLE001 - the consumer logs its own failures
            log.debug("live answer consumer failed", exc_info=True)
        if self._status_task is not None:  # a late status line must not land after the final reply
            await asyncio.gather(self._status_task, return_exceptions=True)

    # --- the end: one outbox entry --------------------------------------------------------------------
    def finish_entry(self, answer: Answer, answer_id: str | None, *, user_id: str,
                     conversation: ConversationKey, then: list[dict] | None = None) -> OutboxEntry:
        """The outbox entry that completes this answer in Slack, whatever happened live."""
        full = blocks.answer_blocks(answer, answer_id)
        text = blocks.fallback_text(answer)
        payload: dict = {"then": then or []}
        if self.ts is None:  # nothing was shown: a plain post
            payload.update(method="chat.postMessage", params={
                "channel": self.channel, "thread_ts": self.thread_ts, "text": text, "blocks": full,
                "unfurl_links": False, "unfurl_media": False})
        else:
            same = not self.broken and self.text.strip() == answer.text.strip()
            footer = full[next((i for i, b in enumerate(full) if b["type"] != "section"), len(full)):]
            payload.update(
                method="chat.update",
                params={"channel": self.channel, "ts": self.ts, "text": text, "blocks": full},
                stream={"channel": self.channel, "ts": self.ts, "thread_ts": self.thread_ts,
                        "markdown_text": self.pending if same else "", "blocks": footer, "replace": not same})
        return OutboxEntry(platform="slack", kind="answer", user_id=user_id, conversation=conversation.key,
                           payload=payload)
