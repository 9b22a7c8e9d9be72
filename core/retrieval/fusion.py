"""Rank fusion and the answerability score, from the keyword and vector candidate lists of one query.

Kept apart from ``core.retrieval.hybrid`` so they can be unit-tested and tuned on recorded rankings.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from core.knowledge.index.base import ScoredChunk
from core.retrieval.terms import stemmed_terms


def rrf_fuse(rankings: list[list[ScoredChunk]], weights: list[float], k: int) -> dict[str, float]:
    scores: dict[str, float] = {}
    for ranking, weight in zip(rankings, weights, strict=True):
        for rank, hit in enumerate(ranking):
            scores[hit.chunk.id] = scores.get(hit.chunk.id, 0.0) + weight / (k + rank + 1)
    return scores


def weighted_fuse(rankings: list[list[ScoredChunk]], weights: list[float]) -> dict[str, float]:
    """Min-max normalised score fusion (Weaviate's relativeScore)."""
    scores: dict[str, float] = {}
    for ranking, weight in zip(rankings, weights, strict=True):
        if not ranking:
            continue
        values = [h.score for h in ranking]
        lo, hi = min(values), max(values)
        span = hi - lo or 1.0
        for hit in ranking:
            scores[hit.chunk.id] = scores.get(hit.chunk.id, 0.0) + weight * (hit.score - lo) / span
    return scores


@dataclass(frozen=True)
class RankingSignals:
    """Per-query summary of the two candidate lists, the input of adaptive fusion and answerability."""

    kw_scores: tuple[float, ...]
    vec_scores: tuple[float, ...]
    kw_ids: tuple[str, ...]
    vec_ids: tuple[str, ...]

    @classmethod
    def of(cls, keyword: list[ScoredChunk], dense: list[ScoredChunk]) -> "RankingSignals":
        return cls(tuple(h.score for h in keyword), tuple(h.score for h in dense),
                   tuple(h.chunk.id for h in keyword), tuple(h.chunk.id for h in dense))

    @property
    def max_cosine(self) -> float:
        return self.vec_scores[0] if self.vec_scores else 0.0


# Adaptive fusion, calibrated on the dev splits (docs/evaluation.md). The absolute best cosine says how
# sure the vector model is: paraphrased questions against whole FAQ threads score 0.6–0.8 and the vector
# ranking is far better than BM25 there; questions about one syllabus score 0.25–0.55 and BM25 is better.
# So the vector ranking's RRF weight grows exponentially with the best cosine around a pivot.
ADAPTIVE_PIVOT = 0.6
ADAPTIVE_GAIN = 5.0

# Answerability: logistic model over the best cosine and the largest share of the question's content words
# found in any one of the top passages (one passage, not their union: "menu" in one page and "Friday" in
# another do not answer "the cafeteria menu on Friday"), fitted (class-balanced) on SyllabusQA *train*;
# 0.5 = equal error on both classes.
_ANSWERABLE_W_COSINE = 3.85
_ANSWERABLE_W_COVERAGE = 1.45
_ANSWERABLE_BIAS = -2.27
ANSWERABILITY_PASSAGES = 3

def adaptive_weights(signals: RankingSignals, pivot: float = ADAPTIVE_PIVOT,
                     gain: float = ADAPTIVE_GAIN) -> tuple[float, float]:
    """(keyword, vector) RRF weights for this query: the vector ranking counts more the surer it is."""
    if not signals.vec_scores:
        return 1.0, 0.0
    if not signals.kw_scores:
        return 0.0, 1.0
    return 1.0, math.exp(gain * (signals.max_cosine - pivot))


def term_coverage(query: str, texts: list[str]) -> float:
    """Share of the question's content words (crudely stemmed) that occur in the given texts."""
    wanted = stemmed_terms(query)
    if not wanted:
        return 0.0
    return len(wanted & stemmed_terms(" ".join(texts))) / len(wanted)


def answerability(signals: RankingSignals, query: str = "", top_texts: list[str] | None = None) -> float:
    """Probability-like score in [0, 1] that the searched scope holds the answer."""
    if not signals.vec_scores and not signals.kw_scores:
        return 0.0
    coverage = max((term_coverage(query, [text]) for text in top_texts or []), default=0.0)
    z = _ANSWERABLE_BIAS + _ANSWERABLE_W_COSINE * signals.max_cosine + _ANSWERABLE_W_COVERAGE * coverage
    return 1.0 / (1.0 + math.exp(-z))
