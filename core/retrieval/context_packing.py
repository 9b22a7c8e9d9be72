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

import sys
from dataclasses import replace

from core.knowledge.documents import Chunk
from core.retrieval.passage_windows import best_sentence_run
from core.retrieval.passages import Passage
from core.retrieval.section_context import join_overlapping

# A shorter remainder holds no useful sentence; the budget is left unfilled instead.
MIN_FILL_CHARS = 100


def merge_adjacent(passages: list[Passage]) -> list[Passage]:
    """Merge each passage with every later-ranked chunk that continues it (setting ``passage_merge``): packing
    with no budget. Measured to cost evidence recall, since it pulls low-ranked text forward; kept as an option."""
    return pack_context("", passages, budget_chars=sys.maxsize)


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
        host = _continued(out, extents, c) if join_neighbours else None
        if host is not None:
            d, lo, hi = extents[host]
            target = out[host].chunk
            after = c.position == hi + 1
            joined = join_overlapping(target.text, c.text) if after else join_overlapping(c.text, target.text)
            if used + len(joined) - len(target.text) <= budget_chars:
                used += len(joined) - len(target.text)
                # text joined in front starts on the neighbour's page: cite that one (a PDF's #page=N)
                update = {"text": joined} if after else {"text": joined, "url": c.url}
                out[host] = replace(out[host], chunk=target.model_copy(update=update),
                                    merged_ids=(*out[host].merged_ids, c.id))
                extents[host] = (d, min(lo, c.position), max(hi, c.position))
                continue
        if out and used + len(c.text) > budget_chars:
            room = budget_chars - used
            # a passage already merged (passage_merge) is left whole: its id and page are the first chunk's
            cut = best_sentence_run(question, c.text, room) if room >= min_fill_chars and not p.merged_ids else None
            if cut is not None:
                p = replace(p, chunk=c.model_copy(update={"text": cut}))
            out.append(p)
            out.extend(passages[i + 1:])
            return out
        out.append(replace(p))  # a copy: a join changes it, and the caller's passage must not change
        extents.append((c.doc_id, c.position, c.position))
        used += len(c.text)
    return out


def _continued(out: list[Passage], extents: list[tuple[str, int, int]], chunk: Chunk) -> int | None:
    """Index of the taken passage that ``chunk`` continues (next or previous position of the same document,
    same section: the chunker's overlap never crosses a heading), if any."""
    return next((i for i, (d, lo, hi) in enumerate(extents)
                 if d == chunk.doc_id and (chunk.position == hi + 1 or chunk.position == lo - 1)
                 and out[i].chunk.section == chunk.section), None)


def read_within_budget(passages: list[Passage], budget_chars: int, top_k: int) -> list[Passage]:
    """What a reader is handed: with a budget, the packed passages in order while their total fits it (the first
    always, as evidence recall @4k counts them); without one (0), the first ``top_k``."""
    if not budget_chars:
        return passages[:top_k]
    out: list[Passage] = []
    used = 0
    for p in passages:
        if out and used + len(p.chunk.text) > budget_chars:
            break
        out.append(p)
        used += len(p.chunk.text)
    return out
