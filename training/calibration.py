"""What a trained cross-encoder's ``RerankPolicy`` is fitted to on its held-out questions: the answerability
threshold (best balanced accuracy), the logistic answerability model over its top relevances and the first
stage's score (and, where the training questions allow, the question prior's logit), and the weight the
first-stage order keeps (best MRR). The question prior itself is fitted on the training share's questions,
so its logits on the held-out questions are out of sample."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from core.retrieval.reranking import order_keys, top_mean


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


RANK_WEIGHTS = (0.0, 0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 2.5, 3.0, 4.0)


def fit_rank_weight(relevant_lists: Sequence[Sequence[bool]], logits: Sequence[Sequence[float]],
                    tolerance: float = 0.005, minimum: float = 0.0) -> tuple[float, RankingCheck | None]:
    """The weight of the first-stage rank, and the ranking check at it: the largest weight whose held-out MRR
    is within ``tolerance`` of the best, and at least ``minimum``. The first stage keeps its say unless the
    re-ranker clearly earns it, because the re-ranker will also meet questions unlike its training ones, which
    the held-out MRR cannot see. Six models trained on SyllabusQA, scored at each weight on StackFAQ dev
    (docs/evaluation.md, session 45): at 1.5 they lose 0.010-0.016 nDCG@10, at 2.0 0.007 (one 0.011), at 2.5
    0.004-0.007, with SyllabusQA dev and held-out-like recall as good as at 2.0; so the recipe sets ``minimum``
    2.5, while the rule alone picked 1.0-2.0 for them."""
    checks = [(w, ranking_check(relevant_lists, [order_keys(x, w) for x in logits])) for w in RANK_WEIGHTS]
    if checks[0][1] is None:
        return minimum, None  # nothing to fit (no held-out question with a relevant candidate): the floor
    best = max(c.reranked_mrr for _w, c in checks if c is not None)
    weight, check = max(((w, c) for w, c in checks if c is not None and c.reranked_mrr >= best - tolerance),
                        key=lambda wc: wc[0])
    if weight >= minimum:
        return weight, check
    return minimum, ranking_check(relevant_lists, [order_keys(x, minimum) for x in logits])


@dataclass(frozen=True)
class AnswerabilityModel:
    """``RerankPolicy.answerability``: P(answerable) = σ(relevance · mean of the top ``top_n`` logits +
    first_stage · first-stage answerability [+ question_prior · the question prior's logit] + bias); balanced
    accuracy cross-validated on the held-out questions it was fitted on (``cv_balanced_accuracy``) and at 0.5
    on all of them."""

    relevance: float
    first_stage: float
    bias: float
    top_n: int
    cv_balanced_accuracy: float
    balanced_accuracy: float
    questions: int
    unanswerable: int
    question_prior: float | None = None

    def probability(self, logits: Sequence[float], first_stage: float, prior: float | None = None) -> float:
        z = self.relevance * top_mean(logits, self.top_n) + self.first_stage * first_stage + self.bias
        if self.question_prior is not None:
            if prior is None:
                raise ValueError("this answerability model needs the question prior's logit")
            z += self.question_prior * prior
        return 1.0 / (1.0 + math.exp(-max(min(z, 50.0), -50.0)))


def _balanced(z: np.ndarray, y: np.ndarray) -> float:
    return float(((z[y == 1] >= 0).mean() + (z[y == 0] < 0).mean()) / 2)


def _cross_validated(x: np.ndarray, y: np.ndarray, folds: int, l2: float = 0.01) -> np.ndarray:
    """Out-of-fold logits over ``folds`` interleaved folds (deterministic)."""
    predicted = np.zeros(len(y))
    for f in range(folds):
        test = np.arange(f, len(y), folds)
        train = np.setdiff1d(np.arange(len(y)), test)
        if y[train].min() == y[train].max():
            continue
        w, b = _logistic(x[train], y[train], l2=l2, rate=_rate(l2))
        predicted[test] = x[test] @ w + b
    return predicted


def fit_answerability(logits: Sequence[Sequence[float]], first_stage: Sequence[float], answerable: Sequence[bool],
                      top_n: int = 3, folds: int = 5, prior: Sequence[float] | None = None) -> AnswerabilityModel:
    """Logistic regression with balanced class weights (unanswerable questions are the rare class) and a
    little L2, by plain gradient descent from zero: deterministic, numpy only. Cross-validated over
    ``folds`` interleaved folds for an honest figure, then fitted on all. ``prior``: each question's
    question-prior logit, a third input."""
    rows = [[top_mean(lg, top_n), fs] for lg, fs in zip(logits, first_stage, strict=True)]
    if prior is not None:
        rows = [[*r, p] for r, p in zip(rows, prior, strict=True)]
    x = np.array(rows, dtype=np.float64)
    y = np.array(answerable, dtype=np.float64)
    if y.min() == y.max():
        raise ValueError("calibration needs answerable and unanswerable questions")
    predicted = _cross_validated(x, y, folds)
    w, b = _logistic(x, y)
    return AnswerabilityModel(round(float(w[0]), 6), round(float(w[1]), 6), round(float(b), 6), top_n,
                              round(_balanced(predicted, y), 4), round(_balanced(x @ w + b, y), 4), len(y),
                              int((y == 0).sum()), round(float(w[2]), 6) if prior is not None else None)


# Heavier than the answerability model's: 384 weights from a few hundred unanswerable questions. The strength
# is chosen where the prior is used: by the answerability model's cross-validated balanced accuracy on the
# held-out questions (``training.recipe.calibrate``). The prior's own cross-validation on the training
# questions was flat across this grid (0.636-0.645 on SyllabusQA train) and picked a weaker one than the
# held-out questions did (docs/evaluation.md).
PRIOR_L2 = (0.3, 1.0, 3.0, 10.0)
MIN_PRIOR_QUESTIONS = 20  # of each kind (answerable, unanswerable); fewer and no prior is fitted


@dataclass(frozen=True)
class QuestionPriorFit:
    """``core.retrieval.question_prior.QuestionPrior`` as fitted: weights on the question's embedding, the L2
    strength, and the prior's own cross-validated balanced accuracy on the questions it was fitted on."""

    weights: tuple[float, ...]
    bias: float
    l2: float
    cv_balanced_accuracy: float
    questions: int
    unanswerable: int

    def logits(self, vectors: np.ndarray) -> np.ndarray:
        return np.asarray(vectors, dtype=np.float64) @ np.asarray(self.weights) + self.bias


def fit_question_prior(vectors: np.ndarray, answerable: Sequence[bool], l2: float,
                       folds: int = 5) -> QuestionPriorFit | None:
    """A class-balanced logistic model of "answerable" on the question's embedding alone, at L2 strength
    ``l2``. None when the questions hold fewer than ``MIN_PRIOR_QUESTIONS`` of either kind (a deployment's
    history holds no unanswerable ones)."""
    x = np.asarray(vectors, dtype=np.float64)
    y = np.array(answerable, dtype=np.float64)
    if len(y) != len(x) or not enough_for_a_prior(answerable):
        return None
    cv = round(_balanced(_cross_validated(x, y, folds, l2), y), 4)
    w, b = _logistic(x, y, l2=l2, rate=_rate(l2))
    return QuestionPriorFit(tuple(round(float(v), 7) for v in w), round(float(b), 7), l2, cv, len(y),
                            int((y == 0).sum()))


def enough_for_a_prior(answerable: Sequence[bool]) -> bool:
    """At least ``MIN_PRIOR_QUESTIONS`` answerable and as many unanswerable questions."""
    answered = sum(bool(a) for a in answerable)
    return min(answered, len(answerable) - answered) >= MIN_PRIOR_QUESTIONS


def _rate(l2: float) -> float:
    # gradient descent diverges once rate · l2 nears 2; keep well inside
    return min(0.1, 0.5 / l2)


# A feature whose spread is below this share of the widest feature's is noise, not signal.
NOISE_SPREAD = 1e-5


def _logistic(x: np.ndarray, y: np.ndarray, l2: float = 0.01, steps: int = 3000,
              rate: float = 0.1) -> tuple[np.ndarray, float]:
    """Weights and bias on the raw features (standardised inside, folded back out). A feature that is
    constant up to floating-point noise gets weight 0: standardising it would turn the noise into a full
    feature, and folding back out would give it a weight in the millions, so the logit would swing with the
    last bits of the embedder's arithmetic (MiniLM has such dimensions, values near 1e-8)."""
    mean, spread = x.mean(0), x.std(0)
    live = spread > NOISE_SPREAD * max(float(spread.max(initial=0.0)), 1e-300)
    scale = np.where(live, spread, 1.0)
    z = np.where(live, (x - mean) / scale, 0.0)
    weight = np.where(y == 1, 0.5 / y.mean(), 0.5 / (1 - y.mean()))
    w, b = np.zeros(x.shape[1]), 0.0
    for _ in range(steps):
        p = 1.0 / (1.0 + np.exp(-(z @ w + b)))
        g = weight * (p - y)
        w -= rate * (z.T @ g / len(y) + l2 * w)
        b -= rate * float(g.mean())
    return w / scale, b - float((w * mean / scale).sum())
