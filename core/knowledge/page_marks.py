"""Page numbers of paged sources (PDFs): where each page starts in a document body, and which page a chunk
comes from.

A paged document's Markdown body carries one ``<!-- page N -->`` line where page N starts (an HTML comment, so
it renders as nothing). The chunker removes the marks and gives each chunk the page its text starts on; the
page travels with the chunk as a ``#page=N`` fragment of its URL — the PDF open parameter browsers honour, so
the link opens on the cited page — and needs no index column of its own.
"""

from __future__ import annotations

import bisect
import re

_MARK = re.compile(r"^<!-- page (\d+) -->[ \t]*\n?", re.M)
_FRAGMENT = re.compile(r"#page=(\d+)$")


def page_mark(page: int) -> str:
    return f"<!-- page {page} -->"


def with_page(url: str, page: int | None) -> str:
    """``url#page=N`` (any earlier page fragment replaced)."""
    base = _FRAGMENT.sub("", url)
    return f"{base}#page={page}" if page else base


def page_of_url(url: str) -> int | None:
    m = _FRAGMENT.search(url or "")
    return int(m.group(1)) if m else None


class PageLocator:
    """The body without its page marks, and the page any piece of it starts on."""

    def __init__(self, body: str) -> None:
        self.starts: list[int] = []
        self.pages: list[int] = []
        removed = 0
        for m in _MARK.finditer(body):
            self.starts.append(m.start() - removed)
            self.pages.append(int(m.group(1)))
            removed += len(m.group(0))
        self.text = _MARK.sub("", body) if self.starts else body
        self._cursor = 0
        self._last: int | None = None

    @property
    def paged(self) -> bool:
        return bool(self.starts)

    def page_of(self, piece: str, previous: str = "") -> int | None:
        """Page where ``piece`` starts — its first line that is not the overlap repeated from the ``previous``
        piece — searched from where the previous piece was found (pieces come in order)."""
        if not self.starts:
            return None
        lines = [line.strip() for line in piece.splitlines() if line.strip() and not line.startswith("#")]
        fresh = [line for line in lines if line not in previous]
        probe = (fresh or lines or [""])[0][:80]
        if probe:
            at = self.text.find(probe, max(0, self._cursor - 4000))
            if at < 0:
                at = self.text.find(probe)
            if at >= 0:
                self._cursor = at
                i = bisect.bisect_right(self.starts, at) - 1
                self._last = self.pages[max(i, 0)]
        return self._last if self._last is not None else self.pages[0]
