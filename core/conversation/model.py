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
    for_user: str | None = Field(None, description="On an assistant turn: the student it answered (said to them, "
                                 "maybe only to them), so erasing that student erases it too.")
    at: float = 0.0


def owned_by(turns: list[Turn], user_id: str) -> list[bool]:
    """Which turns belong to ``user_id``: their own messages and what the bot said in answer to them.

    An assistant turn is theirs when it names them (``for_user``), or, for turns stored before that field,
    when it directly follows their message (a question and its answer are always appended together).
    """
    mine: list[bool] = []
    for i, turn in enumerate(turns):
        if turn.role == "user":
            mine.append(turn.user_id == user_id)
        elif turn.for_user is not None:
            mine.append(turn.for_user == user_id)
        else:
            mine.append(i > 0 and turns[i - 1].role == "user" and turns[i - 1].user_id == user_id)
    return mine


class ThreadMemory(Protocol):
    """Per-thread history. Implementations: ``RedisThreadMemory`` and ``LocalThreadMemory``."""

    def append(self, conversation: ConversationKey, turns: list[Turn]) -> None: ...

    def history(self, conversation: ConversationKey) -> list[Turn]: ...

    def forget_user(self, user_id: str) -> int:
        """Erase that user's turns (and the answers to them) from every thread they took part in; the other
        participants' turns stay. Returns how many threads held something of theirs."""

    def count_user(self, user_id: str) -> int:
        """How many threads ``forget_user`` would change now (``advisor forget --dry-run``)."""
