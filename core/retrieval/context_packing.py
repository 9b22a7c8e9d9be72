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

from core.knowledge.documents import Chunk
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
            out.append(replace(p))  # a copy: merging changes it
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
            if cut is not None and cut != c.text:
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
