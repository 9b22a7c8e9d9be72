"""Erasing a person's data everywhere the project keeps it (`advisor forget --user ID`).

Every store that holds student data (conversation memory, feedback, handoff transcripts …) joins the
``UserDataEraser`` built by the runtime, so a new store cannot be forgotten by the forget command.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Protocol

log = logging.getLogger(__name__)


class ErasableStore(Protocol):
    def forget_user(self, user_id: str) -> int:
        """Erase everything of that user; returns how many records (threads, tickets …) were erased."""


@dataclass
class Erasure:
    store: str
    what: str
    erased: int
    error: str | None = None


@dataclass
class UserDataEraser:
    """The stores holding student data, each with a name and what its records are called."""

    stores: list[tuple[str, str, ErasableStore]] = field(default_factory=list)

    def register(self, name: str, what: str, store: ErasableStore) -> None:
        self.stores.append((name, what, store))

    def erase(self, user_id: str) -> list[Erasure]:
        """Erase from every store; one failing store does not stop the others, and is reported."""
        if not user_id.strip():
            raise ValueError("a user id is required")
        results: list[Erasure] = []
        for name, what, store in self.stores:
            try:
                results.append(Erasure(name, what, store.forget_user(user_id)))
            except Exception as exc:  # noqa: BLE001 - report and continue with the other stores
                log.error("could not erase user data from %s: %s", name, exc)
                results.append(Erasure(name, what, 0, f"{type(exc).__name__}: {exc}"))
        return results
