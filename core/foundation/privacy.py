"""Erasing a person's data everywhere the project keeps it (`advisor forget --user ID`).

Every store that holds student data (conversation memory, feedback, handoff transcripts …) joins the
``UserDataEraser`` built by the runtime, so a new store cannot be forgotten by the forget command.

What a store must guarantee (docs/architecture.md, "Erasure"):
- it finds everything of the user through an index that lives at least as long as the records it lists
  (or by scanning a bounded, indexed structure of its own — never ``KEYS``);
- it erases only that user's part of shared records (a shared thread keeps the other students' turns);
- Redis key names carry a keyed hash of the user id (``core.foundation.pseudonyms``), never the id;
- SQLite files open through ``core.foundation.private_sqlite`` and are scrubbed after an erasure.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Protocol

log = logging.getLogger(__name__)


class ErasableStore(Protocol):
    def forget_user(self, user_id: str) -> int:
        """Erase everything of that user; returns how many records (threads, tickets …) were erased."""

    def count_user(self, user_id: str) -> int | None:
        """How many records ``forget_user`` would erase now, erasing nothing (``advisor forget --dry-run``).

        Optional: a store without it (or returning None) is reported as "cannot tell without erasing".
        The eraser looks it up with ``getattr``, so stores need not subclass this protocol.
        """
        return None


@dataclass
class Erasure:
    store: str
    what: str
    erased: int | None
    error: str | None = None
    dry_run: bool = False


@dataclass
class UserDataEraser:
    """The stores holding student data, each with a name and what its records are called."""

    stores: list[tuple[str, str, ErasableStore]] = field(default_factory=list)

    def register(self, name: str, what: str, store: ErasableStore) -> None:
        self.stores.append((name, what, store))

    def erase(self, user_id: str, dry_run: bool = False) -> list[Erasure]:
        """Erase from every store (or only count, with ``dry_run``); one failing store does not stop the
        others, and is reported."""
        if not user_id.strip():
            raise ValueError("a user id is required")
        results: list[Erasure] = []
        for name, what, store in self.stores:
            try:
                if dry_run:
                    count = getattr(store, "count_user", None)
                    results.append(Erasure(name, what, count(user_id) if count else None, dry_run=True))
                else:
                    results.append(Erasure(name, what, store.forget_user(user_id)))
            except Exception as exc:  # noqa: BLE001 - report and continue with the other stores
                log.error("could not %s user data in %s: %s", "count" if dry_run else "erase", name, exc)
                results.append(Erasure(name, what, None if dry_run else 0, f"{type(exc).__name__}: {exc}", dry_run))
        return results
