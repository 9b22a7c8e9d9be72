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
