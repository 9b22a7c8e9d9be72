"""The answerability threshold on the cross-encoder's best relevance, fitted to maximise balanced accuracy."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Calibration:
    threshold: float
    balanced_accuracy: float
    questions: int
    unanswerable: int


def balanced_accuracy_at(scores: Sequence[float], answerable: Sequence[bool], threshold: float) -> float:
    """Mean of: share of unanswerable questions abstained on (score < threshold), share of answerable ones
    answered."""
    pos = [s for s, a in zip(scores, answerable, strict=True) if a]
    neg = [s for s, a in zip(scores, answerable, strict=True) if not a]
    if not pos or not neg:
        raise ValueError("calibration needs answerable and unanswerable questions")
    return (sum(s >= threshold for s in pos) / len(pos) + sum(s < threshold for s in neg) / len(neg)) / 2


def fit_threshold(scores: Sequence[float], answerable: Sequence[bool]) -> Calibration:
    """The threshold (midway between two neighbouring scores) with the best balanced accuracy; among equals
    the lowest, so the bot answers rather than refuses when the data cannot tell."""
    ordered = sorted(set(scores))
    candidates = [ordered[0]] + [(a + b) / 2 for a, b in zip(ordered, ordered[1:])] + [ordered[-1] + 1e-9]
    best = max(candidates, key=lambda t: (round(balanced_accuracy_at(scores, answerable, t), 12), -t))
    return Calibration(round(min(max(best, 0.0), 1.0), 6), balanced_accuracy_at(scores, answerable, best),
                       len(scores), sum(not a for a in answerable))


@dataclass(frozen=True)
class RankingCheck:
    """Mean reciprocal rank of the first relevant passage among the held-out questions' candidates, in the
    retriever's order and in the re-ranker's: a model that ranks worse than the order it would replace must
    not be deployed."""

    first_stage_mrr: float
    reranked_mrr: float
    questions: int

    @property
    def helps(self) -> bool:
        return self.reranked_mrr > self.first_stage_mrr


def reciprocal_rank(relevant: Sequence[bool]) -> float:
    return next((1.0 / (i + 1) for i, r in enumerate(relevant) if r), 0.0)


def ranking_check(relevant_lists: Sequence[Sequence[bool]], scores: Sequence[Sequence[float]]) -> RankingCheck | None:
    """Over the questions with a relevant candidate: MRR in the given order vs sorted by score (stable)."""
    pairs = [(rel, sc) for rel, sc in zip(relevant_lists, scores, strict=True) if any(rel)]
    if not pairs:
        return None
    first = sum(reciprocal_rank(rel) for rel, _ in pairs) / len(pairs)
    reranked = sum(reciprocal_rank([rel[i] for i in sorted(range(len(rel)), key=lambda i: -sc[i])])
                   for rel, sc in pairs) / len(pairs)
    return RankingCheck(round(first, 4), round(reranked, 4), len(pairs))
