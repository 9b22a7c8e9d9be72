"""Whole-section context: a procedure split over several chunks is shown as one piece, overlap removed.

Chunks of one section share their boundary blocks (overlap) and each repeats the section headings, so
joining them naively would repeat steps. Consecutive chunks are merged line-wise on their longest
common suffix/prefix.
"""

from __future__ import annotations

import re

from core.knowledge.documents import Chunk
from core.knowledge.index.base import ChunkIndex

_HEADING = re.compile(r"^#{1,6}\s")


def _body_lines(chunk: Chunk) -> list[str]:
    lines = chunk.text.splitlines()
    i = 0
    while i < len(lines) and (_HEADING.match(lines[i]) or not lines[i].strip()):
        i += 1
    return lines[i:]


def join_overlapping(first: str, second: str) -> str:
    """``first`` + ``second`` without the text they share (chunk overlap repeats trailing blocks, or the tail
    of a paragraph too long to repeat whole)."""
    longest = min(len(first), len(second))
    for size in range(longest, 20, -1):
        if first.endswith(second[:size]):
            return first + second[size:]
    # the overlap may start after the repeated section heading of the next chunk
    head, sep, rest = second.partition("\n\n")
    if sep and head.startswith("#") and first.startswith(head):
        for size in range(min(len(first), len(rest)), 20, -1):
            if first.endswith(rest[:size]):
                return first + rest[size:]
        return first + "\n\n" + rest
    return first + "\n\n" + second


def _merge(a: list[str], b: list[str]) -> list[str]:
    for k in range(min(len(a), len(b)), 0, -1):
        if a[-k:] == b[:k]:
            return a + b[k:]
    # the overlap may be the tail of a long paragraph, starting mid-line
    return join_overlapping("\n".join(a), "\n".join(b)).split("\n")


def section_text(index: ChunkIndex, chunk: Chunk, max_chars: int = 3500, reach: int = 4) -> str:
    """The chunk's section text (headings + body) built from its neighbours, or the chunk alone when the
    section is larger than ``max_chars``."""
    if not chunk.section and chunk.position == 0:
        return chunk.text
    positions = [p for p in range(chunk.position - reach, chunk.position + reach + 1) if p >= 0]
    neighbours = {c.position: c for c in index.chunks_at(chunk.doc_id, positions) if c.section == chunk.section}
    # the section is rebuilt from the stored chunk, not the passage's text (a passage packed for a reader may
    # carry its neighbour too); when no section is rebuilt, the passage's own text is the answer
    passed = chunk
    chunk = neighbours.setdefault(chunk.position, chunk)
    # only the contiguous run around the hit belongs to this occurrence of the section
    start = chunk.position
    while start - 1 in neighbours:
        start -= 1
    end = chunk.position
    while end + 1 in neighbours:
        end += 1
    if start == end:
        return passed.text
    heading_lines = chunk.text.splitlines()[: len(chunk.text.splitlines()) - len(_body_lines(chunk))]
    merged: list[str] = []
    for pos in range(start, end + 1):
        merged = _merge(merged, _body_lines(neighbours[pos])) if merged else _body_lines(neighbours[pos])
    text = "\n".join([*heading_lines, *merged]).strip()
    return text if len(text) <= max_chars else passed.text
