"""How often questions like this one go unanswered by the knowledge base, judged from the question alone.

Some questions are rarely answered by the documents a deployment holds, whatever the retriever finds: a
syllabus seldom says whether classes will move online or when the final grades are posted. A trained
re-ranker's folder may carry a logistic model over the question's embedding, fitted on its training
questions that were and were not answerable (``advisor train-reranker``, ``training/calibration.py``). Its
logit is one more input to the re-ranker's answerability model, beside what the re-ranker read in the
passages; it never decides alone, and it never touches the order.

The model is tied to the embedder it was fitted with: a query vector from another embedder (another
``model_id``) gets no prior, and the answerability model fitted without one applies.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np


@dataclass(frozen=True)
class QueryEmbedding:
    """The question's vector as the retriever computed it, and which embedder made it."""

    model_id: str
    vector: np.ndarray


@dataclass(frozen=True)
class QuestionPrior:
    """``logit = weights · vector + bias``: positive means questions like this are usually answerable."""

    embedder: str
    weights: tuple[float, ...]
    bias: float
    _array: np.ndarray = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not self.embedder:
            raise ValueError("question prior names no embedder")
        if not self.weights or not all(math.isfinite(w) for w in self.weights) or not math.isfinite(self.bias):
            raise ValueError("question prior weights are empty or not finite")
        # once, not per question: logit() runs on every re-ranked retrieval
        object.__setattr__(self, "_array", np.asarray(self.weights, dtype=np.float64))

    def logit(self, query: QueryEmbedding | None) -> float | None:
        """None when there is no vector, or it comes from another embedder or has another length."""
        if query is None or query.model_id != self.embedder or len(query.vector) != len(self.weights):
            return None
        return float(np.dot(self._array, np.asarray(query.vector, dtype=np.float64)) + self.bias)

    @classmethod
    def from_record(cls, raw: dict) -> QuestionPrior:
        """``reranker.json``'s ``question_prior``: {"embedder": str, "weights": [float], "bias": float, …}."""
        weights: Sequence[float] = raw["weights"]
        return cls(str(raw["embedder"]), tuple(float(w) for w in weights), float(raw["bias"]))
