"""Who is asking, in which thread, and what that thread remembers: the types and the memory port."""

from __future__ import annotations

from typing import Literal, Protocol

from pydantic import BaseModel, Field

from core.knowledge.citation import Citation


class ConversationKey(BaseModel):
    """A thread on a platform. ``workspace`` is the Slack team or the Teams tenant."""

    platform: Literal["slack", "teams", "cli", "api"] = "cli"
    workspace: str = "local"
    channel: str = "terminal"
    thread: str = "default"

    @property
    def key(self) -> str:
        return ":".join((self.platform, self.workspace, self.channel, self.thread))


class Asker(BaseModel):
    id: str = "anonymous"
    name: str = ""
    groups: tuple[str, ...] = ()


class Turn(BaseModel):
    role: Literal["user", "assistant"]
    content: str
    citations: list[Citation] = Field(default_factory=list)
    abstained: bool = False
    user_id: str | None = None
    at: float = 0.0


class ThreadMemory(Protocol):
    """Per-thread history. Implementations: ``RedisThreadMemory`` and ``LocalThreadMemory``."""

    def append(self, conversation: ConversationKey, turns: list[Turn]) -> None: ...

    def history(self, conversation: ConversationKey) -> list[Turn]: ...

    def forget_user(self, user_id: str) -> int:
        """Erase every thread that user took part in; returns how many threads were erased."""
