"""The port through which the agent asks for a human adviser; the handoff feature implements it.

Until then ``RecordingHandoff`` keeps the requests in memory (tests, CLI) and issues no ticket, so the
agent tells the student how to reach the advising office instead of promising a callback.
"""

from __future__ import annotations

import threading
import time
from typing import Protocol

from pydantic import BaseModel, Field

from core.conversation.model import Asker, ConversationKey, Turn


class HandoffRequest(BaseModel):
    reason: str
    question: str
    asker: Asker
    conversation: ConversationKey | None = None
    history: list[Turn] = Field(default_factory=list, description="The thread so far, for the adviser's context.")
    at: float = Field(default_factory=time.time)


class HandoffPort(Protocol):
    def request_adviser(self, request: HandoffRequest) -> str | None:
        """Queue the request for an adviser; returns a ticket id, or None when no queue is available."""


class RecordingHandoff:
    """No adviser queue: remember what was asked (for tests and the CLI) and issue no ticket."""

    def __init__(self) -> None:
        self.requests: list[HandoffRequest] = []
        self._lock = threading.Lock()

    def request_adviser(self, request: HandoffRequest) -> str | None:
        with self._lock:
            self.requests.append(request)
        return None
