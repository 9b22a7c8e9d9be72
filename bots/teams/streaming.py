"""One streamed Teams reply: progress from the core (status lines, the model's text) turned into Teams'
streaming updates, within Teams' rules (``stream_activity.py``).

- One stream per turn, personal chats only (the bot decides; Teams refuses streams elsewhere).
- Updates are sent one at a time, each only after the previous one was answered, and at least
  ``teams_stream_interval_s`` apart (Teams throttles faster streams): text that arrives in between is
  buffered and goes out with the next update (each streaming update carries the whole text so far).
- The first update is informative (the status line, e.g. "Searching the knowledge base…") unless the text
  is already there; once text is shown, status lines are not (a status after text means the model went
  back to its tools: what it wrote was a preamble, and the next update replaces it).
- Any failed update ends the updates (the stream is never restarted in the same turn); the final message
  still names the stream if one was opened, and ``TeamsSender`` turns it into a message of its own if
  Teams refuses to close it. So the answer always ends as exactly one complete message.

The core calls the sink from its worker thread: ``sink()`` bridges each item onto the event loop with
``call_soon_threadsafe`` and returns at once, so a slow connector never slows the answer.
"""

from __future__ import annotations

import asyncio
import logging

from botbuilder.schema import Activity, ConversationReference

from bots.teams.ai_message import teams_markdown
from bots.teams.delivery import TeamsSender
from bots.teams.stream_activity import update_activity
from core.answering.progress import AnswerProgress, ProgressSink

log = logging.getLogger(__name__)


class TeamsStream:
    def __init__(self, sender: TeamsSender, reference: ConversationReference, interval_s: float,
                 send_timeout_s: float) -> None:
        self._sender = sender
        self._reference = reference
        self._interval_s = interval_s
        self._send_timeout_s = send_timeout_s
        self._status: str | None = None  # the latest status line not yet shown
        self._text = ""  # the answer text so far
        self._text_shown = ""
        self._streaming = False  # text has been shown: no more informative updates
        self._sequence = 0
        self._last_sent = float("-inf")
        self._wake = asyncio.Event()
        self._task: asyncio.Task | None = None
        self._closed = False
        self.failed = False
        self.stream_id: str | None = None

    @property
    def started(self) -> bool:
        return self._task is not None

    def sink(self) -> ProgressSink:
        """A progress sink for the core's worker thread."""
        loop = asyncio.get_running_loop()

        def sink(item: AnswerProgress) -> None:
            loop.call_soon_threadsafe(self.offer, item)

        return sink

    def offer(self, item: AnswerProgress) -> None:
        """One progress item, on the event loop."""
        if self._closed or self.failed:
            return
        if item.kind == "status":
            if self._text:  # the model is back at its tools: its text so far was a preamble
                self._text = ""
            if not self._streaming:
                self._status = item.text
        else:
            self._text += item.text
        self._wake.set()
        if self._task is None:
            self._task = asyncio.create_task(self._run())

    async def _run(self) -> None:
        loop = asyncio.get_running_loop()
        while not self._closed:
            await self._wake.wait()
            self._wake.clear()
            pause = self._last_sent + self._interval_s - loop.time()
            if pause > 0:
                await asyncio.sleep(pause)  # buffer what arrives meanwhile
            if self._closed:
                return
            update = self._next_update()
            if update is None:
                continue
            try:
                sent_id = await asyncio.wait_for(self._sender.send_now(self._reference, update),
                                                 self._send_timeout_s + 1)
            except Exception as exc:  # noqa: BLE001 - any failure ends the updates; the final message still goes
                self.failed = True
                log.info("Teams: stream update failed (%s); the answer follows as one message",
                         type(exc).__name__)
                return
            finally:
                self._last_sent = loop.time()
            if self.stream_id is None:
                self.stream_id = sent_id
                if not sent_id:  # no id, no stream to continue or close
                    self.failed = True
                    return

    def _next_update(self) -> Activity | None:
        text = teams_markdown(self._text) if self._text.strip() else ""
        if text and text != self._text_shown:
            self._streaming = True
            self._text_shown = text
            self._sequence += 1
            return update_activity("streaming", text, self.stream_id, self._sequence)
        if self._status and not self._streaming:
            status, self._status = self._status, None
            self._sequence += 1
            return update_activity("informative", status, self.stream_id, self._sequence)
        return None

    async def finish(self) -> str | None:
        """No more updates; once the last one was answered and the interval has passed, the stream id the
        final message must name (None: no stream was opened, send a plain message)."""
        self._closed = True
        self._wake.set()
        if self._task is not None:
            await self._task
        if self.stream_id is None:
            return None
        pause = self._last_sent + self._interval_s - asyncio.get_running_loop().time()
        if pause > 0:
            await asyncio.sleep(pause)
        return self.stream_id
