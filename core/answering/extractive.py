"""Answering without an LLM: quote the most relevant passages, verbatim, with numbered citations.

Nothing here writes new facts: every sentence of the answer body is copied from a retrieved passage, so
the offline mode cannot hallucinate. Procedures (numbered lists) and tables are quoted as whole blocks.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from core.answering.answers import Answer, CitationBook
from core.knowledge.documents import Chunk
from core.retrieval.hybrid import Passage, RetrievalResult
from core.retrieval.terms import content_terms, stem

_HEADING = re.compile(r"^#{1,6}\s+")

NOT_FOUND = (
    "I couldn't find this in the knowledge base, so I won't guess. "
    "An adviser can help: use \"Talk to an adviser\" or contact the advising office."
)


def _overlap(query_terms: set[str], text: str) -> float:
    stems = {stem(t) for t in content_terms(text)}
    return sum(1 for q in query_terms if stem(q) in stems) / max(len(query_terms), 1)


_LIST_START = re.compile(r"^\s*([-*+]|\d+[.)])\s")


def _blocks(text: str) -> list[str]:
    """Paragraph-level blocks; a run of list items (even a loose list) or table rows stays one block."""
    blocks: list[str] = []
    for raw in re.split(r"\n\s*\n", text):
        block = raw.strip()
        if not block or _HEADING.match(block):
            continue
        if blocks and _LIST_START.match(block) and _LIST_START.match(blocks[-1].splitlines()[-1]):
            blocks[-1] = f"{blocks[-1]}\n{block}"
        else:
            blocks.append(block)
    return blocks


def best_excerpt(passage_text: str, query: str, max_chars: int) -> str:
    """The contiguous run of blocks with the most query terms, within ``max_chars``."""
    q = content_terms(query)
    blocks = _blocks(passage_text)
    if not blocks:
        return ""
    best, best_score = "", -1.0
    for start in range(len(blocks)):
        excerpt = ""
        for block in blocks[start:]:
            candidate = f"{excerpt}\n\n{block}" if excerpt else block
            if len(candidate) > max_chars and excerpt:
                break
            excerpt = candidate
            # prefer coverage of the question, then excerpts that start early (a section's opening
            # usually frames the rest, and procedures must start at step 1)
            score = _overlap(q, excerpt) - 0.05 * start
            if score > best_score:
                best, best_score = excerpt, score
    if len(best) > max_chars:  # a single huge block: cut at a sentence end
        cut = best.rfind(". ", 0, max_chars)
        best = best[: cut + 1] if cut > max_chars // 3 else best[:max_chars].rstrip() + " …"
    return best


def _quote(text: str) -> str:
    return "\n".join(f"> {line}" if line.strip() else ">" for line in text.splitlines())


def extractive_answer(result: RetrievalResult, section_text: Callable[[Chunk], str] | None = None,
                      max_passages: int = 3, lead_chars: int = 1800, other_chars: int = 400) -> Answer:
    """Compose the offline answer from a retrieval result.

    ``section_text`` widens the lead passage to its whole section (a procedure split over chunks is
    quoted from step 1 to the end)."""
    if not result.found or not result.passages:
        return Answer(text=NOT_FOUND, abstained=True, suggest_adviser=True, mode="extractive",
                      timings_ms=dict(result.timings_ms))
    book = CitationBook()
    parts: list[str] = []
    used_sections: set[tuple[str, str]] = set()
    lead = result.passages[0]
    for i, passage in enumerate(_pick(result.passages, max_passages)):
        key = (passage.chunk.doc_id, passage.chunk.section)
        if key in used_sections:
            continue
        used_sections.add(key)
        text = section_text(passage.chunk) if (i == 0 and section_text) else passage.chunk.text
        excerpt = best_excerpt(text, result.query, lead_chars if i == 0 else other_chars)
        if not excerpt:
            continue
        n = book.cite(passage, quoted=excerpt)
        where = passage.chunk.title + (f" › {passage.chunk.section}" if passage.chunk.section else "")
        parts.append(f"**{where}** [{n}]\n{_quote(excerpt)}")
    if not parts:
        return Answer(text=NOT_FOUND, abstained=True, suggest_adviser=True, timings_ms=dict(result.timings_ms))
    intro = "Here is what the knowledge base says:" if lead.chunk.title else ""
    text = "\n\n".join([intro, *parts]) if intro else "\n\n".join(parts)
    return Answer(text=text, citations=book.citations, passages=book.passages, mode="extractive",
                  timings_ms=dict(result.timings_ms))


def _pick(passages: list[Passage], n: int) -> list[Passage]:
    """Top passages, but a second passage only when it is reasonably close to the first."""
    if not passages:
        return []
    top = passages[0].score or 1e-9
    chosen = [passages[0]]
    for p in passages[1:]:
        if len(chosen) >= n:
            break
        if p.score >= 0.6 * top:
            chosen.append(p)
    return chosen
