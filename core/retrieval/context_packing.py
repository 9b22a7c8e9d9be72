"""Passages as a reader with a budget of characters should get them.

The answerer, and the evaluation's evidence recall @4k, read the ranked passages in order until a budget of
characters is spent. Two things waste that budget: a chunk and its neighbour in the document both retrieved
(the chunker's overlap is then read twice, in two places), and the first passage that does not fit whole
(dropped, leaving the rest of the budget unread). ``pack_context`` joins a later-ranked neighbour to the
passage it continues when the joined text still fits, and cuts the first passage that does not fit to the
run of whole sentences, within the room left, that shares most words with the question. Passages after
the budget follow unchanged. Measured in docs/evaluation.md (issue 22): joining beyond the budget pulls
low-ranked text forward and costs recall, so joins stop where the budget does.
"""

from __future__ import annotations

from dataclasses import replace

from core.retrieval.passage_windows import best_sentence_run
from core.retrieval.passages import Passage
from core.retrieval.section_context import join_overlapping

# A shorter remainder holds no useful sentence; the budget is left unfilled instead.
MIN_FILL_CHARS = 100


def merge_adjacent(passages: list[Passage]) -> list[Passage]:
    """Merge each passage with later-ranked chunks of the same document that touch it (positions next to
    each other), so overlapping neighbours are returned once, as one longer passage, at the rank of the
    better one. Keeps a context budget from being spent twice on the same sentences."""
    out: list[Passage] = []
    spans: list[tuple[str, int, int]] = []  # (doc_id, first position, last position) of each output passage
    texts: list[str] = []
    for p in passages:
        c = p.chunk
        target = next((i for i, (d, lo, hi) in enumerate(spans)
                       if d == c.doc_id and (c.position == hi + 1 or c.position == lo - 1)), None)
        if target is None:
            out.append(p)
            spans.append((c.doc_id, c.position, c.position))
            texts.append(c.text)
            continue
        d, lo, hi = spans[target]
        if c.position == hi + 1:
            texts[target] = join_overlapping(texts[target], c.text)
            spans[target] = (d, lo, c.position)
        else:
            texts[target] = join_overlapping(c.text, texts[target])
            spans[target] = (d, c.position, hi)
        host = out[target]
        host.merged_ids = (*host.merged_ids, c.id)
    for p, text in zip(out, texts, strict=True):
        if p.merged_ids:
            p.chunk = p.chunk.model_copy(update={"text": text})
    return out


def pack_context(question: str, passages: list[Passage], budget_chars: int, join_neighbours: bool = True,
                 min_fill_chars: int = MIN_FILL_CHARS) -> list[Passage]:
    """``passages`` in the same order, packed for a reader that takes them until ``budget_chars`` characters:
    a later passage that continues one already taken (the next or previous chunk of its document) is joined
    to it, overlap once, while the total stays within the budget; the first passage that does not fit is cut
    to the sentences that best answer ``question`` in the room left (left whole when no sentence fits);
    the rest follow as they were. The first passage always counts whole, as a reader always gets it."""
    out: list[Passage] = []
    extents: list[tuple[str, int, int]] = []  # (doc_id, first position, last position) of each taken passage
    used = 0
    for i, p in enumerate(passages):
        c = p.chunk
        if used >= budget_chars and out:
            out.extend(passages[i:])
            return out
        host = _continued(extents, c.doc_id, c.position) if join_neighbours else None
        if host is not None:
            d, lo, hi = extents[host]
            target = out[host]
            joined = (join_overlapping(target.chunk.text, c.text) if c.position == hi + 1
                      else join_overlapping(c.text, target.chunk.text))
            if used + len(joined) - len(target.chunk.text) <= budget_chars:
                used += len(joined) - len(target.chunk.text)
                target.chunk = target.chunk.model_copy(update={"text": joined})
                target.merged_ids = (*target.merged_ids, c.id)
                extents[host] = (d, min(lo, c.position), max(hi, c.position))
                continue
        if out and used + len(c.text) > budget_chars:
            room = budget_chars - used
            cut = best_sentence_run(question, c.text, room) if room >= min_fill_chars else None
            if cut is not None and cut != c.text:
                p = replace(p, chunk=c.model_copy(update={"text": cut}))
            out.append(p)
            out.extend(passages[i + 1:])
            return out
        out.append(p)
        extents.append((c.doc_id, c.position, c.position))
        used += len(c.text)
    return out


def _continued(extents: list[tuple[str, int, int]], doc_id: str, position: int) -> int | None:
    """Index of the taken passage that chunk ``position`` of ``doc_id`` continues (either side), if any."""
    return next((i for i, (d, lo, hi) in enumerate(extents)
                 if d == doc_id and (position == hi + 1 or position == lo - 1)), None)
