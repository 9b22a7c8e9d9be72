"""Retrieval metrics, exactly as defined in the benchmark README (shared/bench/README.md).

Document-level metrics (qrels) take a ranked list of document ids in which a document may repeat (one entry
per retrieved chunk): each document's first occurrence counts, later ones are dropped. Evidence metrics take
the ranked chunk texts and the question's evidence spans; a chunk covers a span when the normalised span is
a substring of the normalised chunk text.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Mapping, Sequence

_NON_ALNUM = re.compile(r"[^a-z0-9]+")

EVIDENCE_BUDGET_CHARS = 4000


def normalise(text: str) -> str:
    """Unicode NFKC, lower-case, every run of characters other than a–z and 0–9 → one space, stripped."""
    return _NON_ALNUM.sub(" ", unicodedata.normalize("NFKC", text).lower()).strip()


def dedupe_documents(doc_ids: Sequence[str]) -> list[str]:
    """Keep each document's first occurrence, in rank order (a chunk counts as its document)."""
    seen: set[str] = set()
    out: list[str] = []
    for doc_id in doc_ids:
        if doc_id not in seen:
            seen.add(doc_id)
            out.append(doc_id)
    return out


def ndcg_at_k(ranked_doc_ids: Sequence[str], qrels: Mapping[str, float], k: int = 10) -> float:
    """nDCG@k with graded gains (the qrels score) and the standard log2(rank+1) discount."""
    ranked = dedupe_documents(ranked_doc_ids)[:k]
    dcg = sum(qrels.get(d, 0.0) / math.log2(i + 2) for i, d in enumerate(ranked))
    ideal = sorted((g for g in qrels.values() if g > 0), reverse=True)[:k]
    idcg = sum(g / math.log2(i + 2) for i, g in enumerate(ideal))
    return dcg / idcg if idcg > 0 else 0.0


def mrr_at_k(ranked_doc_ids: Sequence[str], qrels: Mapping[str, float], k: int = 10) -> float:
    for i, d in enumerate(dedupe_documents(ranked_doc_ids)[:k]):
        if qrels.get(d, 0.0) > 0:
            return 1.0 / (i + 1)
    return 0.0


def recall_at_k(ranked_doc_ids: Sequence[str], qrels: Mapping[str, float], k: int = 100) -> float:
    relevant = {d for d, g in qrels.items() if g > 0}
    if not relevant:
        return 0.0
    return len(relevant & set(dedupe_documents(ranked_doc_ids)[:k])) / len(relevant)


def covered_spans(chunk_text: str, spans_normalised: Sequence[str]) -> set[int]:
    """Indices of the (already normalised) spans that this chunk covers."""
    text = normalise(chunk_text)
    return {i for i, s in enumerate(spans_normalised) if s and s in text}


def evidence_recall_at_budget(chunk_texts: Sequence[str], spans: Sequence[str],
                              budget_chars: int = EVIDENCE_BUDGET_CHARS) -> float:
    """Share of spans covered by the ranked chunks taken in order until ``budget_chars`` characters.

    The first chunk always counts; after it, chunks are taken while the running total stays within the
    budget, and the first chunk that would overflow it ends the list (no skipping to smaller ones).
    """
    norm = [normalise(s) for s in spans]
    if not norm:
        return 0.0
    covered: set[int] = set()
    used = 0
    for i, text in enumerate(chunk_texts):
        if i > 0 and used + len(text) > budget_chars:
            break
        used += len(text)
        covered |= covered_spans(text, norm)
    return len(covered) / len(norm)


def _covering_ranks(chunk_texts: Sequence[str], spans: Sequence[str], k: int) -> list[bool]:
    norm = [normalise(s) for s in spans]
    return [bool(covered_spans(t, norm)) for t in chunk_texts[:k]]


def span_hit_at_k(chunk_texts: Sequence[str], spans: Sequence[str], k: int = 5) -> float:
    """1 when any of the top-k chunks covers any span."""
    return 1.0 if any(_covering_ranks(chunk_texts, spans, k)) else 0.0


def span_mrr_at_k(chunk_texts: Sequence[str], spans: Sequence[str], k: int = 10) -> float:
    for i, hit in enumerate(_covering_ranks(chunk_texts, spans, k)):
        if hit:
            return 1.0 / (i + 1)
    return 0.0


def context_precision_at_k(chunk_texts: Sequence[str], spans: Sequence[str], k: int = 5) -> float:
    """Rank-weighted: the mean of precision@i over the ranks i ≤ k whose chunk covers a span (0 if none)."""
    hits = _covering_ranks(chunk_texts, spans, k)
    precisions: list[float] = []
    n_hit = 0
    for i, hit in enumerate(hits):
        if hit:
            n_hit += 1
            precisions.append(n_hit / (i + 1))
    return sum(precisions) / len(precisions) if precisions else 0.0


def balanced_accuracy(answerable: Sequence[bool], abstained: Sequence[bool]) -> float | None:
    """Mean of: share of unanswerable queries where the system abstains, share of answerable ones where it
    does not. ``None`` when either class is missing (the metric does not apply)."""
    unans = [a for ok, a in zip(answerable, abstained, strict=True) if not ok]
    ans = [a for ok, a in zip(answerable, abstained, strict=True) if ok]
    if not unans or not ans:
        return None
    return (sum(unans) / len(unans) + sum(1 for a in ans if not a) / len(ans)) / 2


def percentile(values: Sequence[float], q: float) -> float:
    """Linear-interpolated percentile (numpy's default), q in [0, 100]."""
    if not values:
        return 0.0
    ordered = sorted(values)
    pos = (len(ordered) - 1) * q / 100
    lo, hi = math.floor(pos), math.ceil(pos)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (pos - lo)
