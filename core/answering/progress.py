"""What core reports while it answers, so a front door can show a status line and stream the model's text.

Platform-free: an adapter passes a ``ProgressSink`` to ``ChatTurnProcessor.handle`` (or
``AdvisingService.answer``) and receives ``AnswerProgress`` items:

- ``status``: a short human line ("Searching the Registrar pages…"), built only from the search scope and
  the names of knowledge-base spaces, never from the student's words;
- ``text``: a delta of the model's answer text as it is generated (agent mode with an LLM only; an
  extractive answer arrives whole and reports status only).

Rules for adapters:

- The sink is called from the worker thread that runs the answer (often inside a private event loop), never
  from the adapter's own loop: bridge to it (``loop.call_soon_threadsafe``, a thread-safe queue) and return
  at once; a slow sink slows the answer.
- Streamed text is unchecked model output, and its ``[n]`` markers use the turn's provisional numbering. The
  ``Answer`` that ``handle``/``answer`` returns is what is kept (grounding check applied, citations
  renumbered): replace the streamed text with it when it differs.
- A sink that raises never costs the answer: ``ProgressReporter`` catches and logs without the text.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Literal

from core.knowledge.index.base import SearchFilter

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class AnswerProgress:
    kind: Literal["status", "text"]
    text: str


ProgressSink = Callable[[AnswerProgress], None]

# space key -> display name, learnt from passages this process has retrieved (names are knowledge-base
# metadata, never student data); bounded so a large wiki cannot grow it without limit
_SPACE_NAMES_MAX = 512


class SpaceNames:
    """Display names of knowledge-base spaces, so a scoped search can say "the Registrar pages"."""

    def __init__(self) -> None:
        self._names: dict[str, str] = {}
        self._lock = threading.Lock()

    def learn(self, pairs: Iterable[tuple[str, str]]) -> None:
        with self._lock:
            for key, name in pairs:
                if key and name and (key in self._names or len(self._names) < _SPACE_NAMES_MAX):
                    self._names[key] = name

    def name(self, key: str) -> str:
        return self._names.get(key, key)


SPACE_NAMES = SpaceNames()


def _joined(names: list[str]) -> str:
    if len(names) <= 2:
        return " and ".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def searching_status(flt: SearchFilter, searches_so_far: int = 0, names: SpaceNames = SPACE_NAMES) -> str:
    """The status line for a search in this scope ("Searching the Registrar pages…")."""
    again = " again" if searches_so_far else ""
    if flt.space_keys:
        spaces = list(dict.fromkeys(names.name(k) for k in flt.space_keys))
        return f"Searching{again} the {_joined(spaces[:3])} pages…"
    if flt.doc_ids:
        return f"Searching{again} this channel's pages…"
    return f"Searching{again} the knowledge base…"


def reading_status(spaces: list[str], pages: int) -> str:
    """After a search: how much was found and where ("Reading 3 pages from Registrar…")."""
    if pages == 0:
        return "Nothing found yet; trying other words…"
    where = f" from {_joined(spaces[:3])}" if spaces else ""
    return f"Reading {pages} page{'s' if pages != 1 else ''}{where}…"


ADVISER_STATUS = "Asking an adviser to follow up…"
QUOTING_STATUS = "Quoting the sources…"


class ProgressReporter:
    """A safe front for an optional sink: no sink → nothing; a sink that raises → logged once, then ignored.

    Repeated identical status lines are sent once (several searches in a row read the same).
    """

    def __init__(self, sink: ProgressSink | None) -> None:
        self._sink = sink
        self._last_status: str | None = None
        self._failed = False

    def __call__(self, item: AnswerProgress) -> None:  # a reporter is itself a sink (passed down as one)
        self._send(item)

    @property
    def active(self) -> bool:
        return self._sink is not None and not self._failed

    def status(self, text: str) -> None:
        if text != self._last_status:
            self._last_status = text
            self._send(AnswerProgress("status", text))

    def text(self, delta: str) -> None:
        if delta:
            self._send(AnswerProgress("text", delta))

    def _send(self, item: AnswerProgress) -> None:
        if not self.active:
            return
        try:
            self._sink(item)  # type: ignore[misc]
        except Exception as exc:  # noqa: BLE001 - progress is a nicety; the answer must arrive regardless
            # the item's text may carry model output about the student's question: never logged here
            self._failed = True
            log.warning("progress sink failed (%s); answering without progress updates", type(exc).__name__)
            log.debug("progress sink failure", exc_info=True)


def as_reporter(progress: ProgressSink | ProgressReporter | None) -> ProgressReporter:
    return progress if isinstance(progress, ProgressReporter) else ProgressReporter(progress)
