"""Optional second-stage re-ranking of the fused candidates: a cross-encoder or an LLM judges each passage
against the question.

The offline default is ``none``: no cross-encoder ships in a PyPI package that these machines can install
(shared/MODELS.md), and retrieval quality must not depend on a model CI cannot load. A deployment that can
fetch one points ``reranker_model_dir`` at an exported cross-encoder (``model.onnx`` + ``tokenizer.json``,
e.g. ms-marco-MiniLM-L-6-v2, or one trained here by ``advisor train-reranker``, whose folder also holds
``reranker.json``: the answerability threshold calibrated for it and the sequence length it was trained at),
or sets ``reranker=llm`` to let the configured chat model grade the passages.

A re-ranker never loses an answer: on any failure (model missing, timeout, malformed reply) it logs once
per failure kind and the fused order stands. When it succeeds, its ``RerankPolicy`` decides what its scores
do: by default they order the candidates and the best relevance (0–1) is the answerability score, because a
reader that sees question and passage together judges "is the answer here" better than first-stage
similarity; a model trained here ships a policy fitted on its held-out questions (keep part of the
first-stage order, and judge answerability from its top relevances together with the first-stage score).
"""

from __future__ import annotations

import json
import logging
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

import numpy as np

from core.foundation.settings import Settings
from core.retrieval.passage_windows import best_window
from core.retrieval.question_prior import QueryEmbedding, QuestionPrior

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class RerankScores:
    """Relevance in [0, 1] of each of the first ``len(scores)`` candidates, in their original order, and the
    raw logits behind them when the model has any (a cross-encoder; not an LLM's grades)."""

    scores: tuple[float, ...]
    reranker: str
    logits: tuple[float, ...] = ()

    def logit(self, i: int) -> float:
        if self.logits:
            return self.logits[i]
        p = min(max(self.scores[i], 1e-6), 1 - 1e-6)
        return math.log(p / (1 - p))


@dataclass(frozen=True)
class RerankPolicy:
    """How a re-ranker's scores are used; a trained model's is fitted on its held-out questions
    (``advisor train-reranker`` writes it into ``reranker.json``).

    ``rank_weight``: candidates are ordered by ``logit − rank_weight · ln(1 + first-stage rank)``, so a strong
    first stage keeps a say (0 = the re-ranker's order alone). ``answerability``: (weight on the mean of the
    top ``top_n`` logits, weight on the first-stage answerability score, bias) of a logistic model whose
    probability is compared with the threshold; without it the best relevance is. ``prior`` and
    ``answerability_with_prior`` (the same weights, then the weight on the question prior's logit, then the
    bias): the model used instead when the question's vector comes from the prior's embedder."""

    rank_weight: float = 0.0
    answerability: tuple[float, float, float] | None = None
    top_n: int = 3
    prior: QuestionPrior | None = None
    answerability_with_prior: tuple[float, float, float, float] | None = None

    def order(self, scores: RerankScores) -> list[int]:
        """Candidate indexes, best first (stable: ties keep the first-stage order)."""
        keys = order_keys([scores.logit(i) for i in range(len(scores.scores))], self.rank_weight)
        return sorted(range(len(keys)), key=lambda i: -keys[i])

    def answerable(self, scores: RerankScores, first_stage: float, query: QueryEmbedding | None = None) -> float:
        """The answerability score (0–1) compared with the re-ranker threshold."""
        if not scores.scores:
            return 0.0
        if self.answerability is None:
            return max(scores.scores)
        relevance = top_mean([scores.logit(i) for i in range(len(scores.scores))], self.top_n)
        # _policy gives both or neither of prior and answerability_with_prior
        prior = self.prior.logit(query) if self.prior is not None else None
        if prior is not None and self.answerability_with_prior is not None:
            w_relevance, w_first, w_prior, bias = self.answerability_with_prior
            z = w_relevance * relevance + w_first * first_stage + w_prior * prior + bias
        else:
            w_relevance, w_first, bias = self.answerability
            z = w_relevance * relevance + w_first * first_stage + bias
        return 1.0 / (1.0 + math.exp(-max(min(z, 50.0), -50.0)))


def order_keys(logits: Sequence[float], rank_weight: float) -> list[float]:
    """``RerankPolicy.order``'s sort keys (candidates in first-stage order); calibration fits with the same rule."""
    return [x - rank_weight * math.log1p(i) for i, x in enumerate(logits)]


def top_mean(logits: Sequence[float], n: int) -> float:
    top = sorted(logits, reverse=True)[:n]
    return sum(top) / len(top) if top else 0.0


class Reranker(Protocol):
    name: str
    threshold: float | None  # the answerability threshold calibrated for this model, if it ships one
    candidates: int | None  # the candidate count that threshold was calibrated at
    reorder: bool  # False: the model judges answerability only (it ordered its held-out set worse)
    policy: RerankPolicy

    def score(self, query: str, texts: Sequence[str]) -> RerankScores | None:
        """Relevance of each text to the query, or None when the re-ranker failed (the caller keeps the
        fused order)."""
        ...


class RerankerError(RuntimeError):
    """The configured re-ranker cannot be built (a missing model directory, say)."""


class CrossEncoderReranker:
    """A BERT-style cross-encoder exported to ONNX, run with onnxruntime and tokenizers (no torch).

    An optional ``reranker.json`` beside the model (written by ``advisor train-reranker``) gives the
    calibrated answerability ``threshold``, the ``candidates`` count it was calibrated at, ``max_tokens``,
    the sequence length to read each passage at, and ``window_chars``: read only the window of each passage
    that shares most words with the question (``passage_windows.best_window``; explicit arguments win over
    the file); the settings ``reranker_threshold`` / ``reranker_candidates``, when set, win over the file."""

    name = "cross-encoder"

    def __init__(self, model_dir: Path, max_tokens: int | None = None, batch_size: int = 16,
                 window_chars: int | None = None) -> None:
        import onnxruntime as ort
        from tokenizers import Tokenizer

        model, tokenizer = model_dir / "model.onnx", model_dir / "tokenizer.json"
        for path in (model, tokenizer):
            if not path.is_file():
                raise RerankerError(f"reranker model directory {model_dir} has no {path.name}")
        calibrated = _model_config(model_dir)
        self.threshold: float | None = calibrated.get("threshold")
        self.candidates: int | None = calibrated.get("candidates")
        self.reorder: bool = calibrated.get("reorder", True)
        self.policy: RerankPolicy = calibrated.get("policy") or RerankPolicy()
        max_tokens = max_tokens or calibrated.get("max_tokens") or 512
        # 0 = whole passages, whatever the file says (calibration passes what it is told to serve at)
        self.window_chars: int | None = window_chars if window_chars is not None else calibrated.get("window_chars")
        self._tokenizer = Tokenizer.from_file(str(tokenizer))
        self._tokenizer.enable_truncation(max_length=max_tokens, strategy="only_second")
        self._tokenizer.enable_padding()
        options = ort.SessionOptions()
        options.log_severity_level = 3
        self._session = ort.InferenceSession(str(model), options, providers=["CPUExecutionProvider"])
        self._inputs = {i.name for i in self._session.get_inputs()}
        self._batch_size = batch_size

    def score(self, query: str, texts: Sequence[str]) -> RerankScores | None:
        if not texts:
            return RerankScores((), self.name)
        try:
            if self.window_chars:
                texts = [best_window(query, t, self.window_chars) for t in texts]
            out: list[float] = []
            raw: list[float] = []
            for start in range(0, len(texts), self._batch_size):
                batch = self._tokenizer.encode_batch([(query, t) for t in texts[start : start + self._batch_size]])
                feed = {"input_ids": np.array([e.ids for e in batch], dtype=np.int64),
                        "attention_mask": np.array([e.attention_mask for e in batch], dtype=np.int64),
                        "token_type_ids": np.array([e.type_ids for e in batch], dtype=np.int64)}
                outputs = self._session.run(None, {k: v for k, v in feed.items() if k in self._inputs})
                logits = np.asarray(outputs[0], dtype=np.float64).reshape(len(batch), -1)
                # one logit per pair (ms-marco models) or two classes (not relevant, relevant)
                relevant = logits[:, -1] - (logits[:, 0] if logits.shape[1] == 2 else 0.0)
                out.extend((1.0 / (1.0 + np.exp(-relevant))).tolist())
                raw.extend(relevant.tolist())
            return RerankScores(tuple(out), self.name, tuple(raw))
        except Exception:  # noqa: BLE001 - a broken model must not take answers down
            log.exception("cross-encoder re-ranking failed; keeping the fused order")
            return None


def _model_config(model_dir: Path) -> dict:
    """``reranker.json`` of a trained model folder: {"threshold": 0-1 or null, "max_tokens": int, "candidates":
    int, "window_chars": int or null, "reorder": bool, "rank_weight": float >= 0, "answerability": {"relevance": float, "first_stage": float,
    "bias": float, "top_n": int, "with_question_prior": {"relevance", "first_stage", "question_prior", "bias"}},
    "question_prior": {"embedder": str, "weights": [float], "bias": float}} (each optional); {} if absent."""
    path = model_dir / "reranker.json"
    if not path.is_file():
        return {}
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
        threshold, max_tokens, candidates = raw.get("threshold"), raw.get("max_tokens"), raw.get("candidates")
        window_chars = raw.get("window_chars")
        reorder = raw.get("reorder", True)
        if not isinstance(reorder, bool):
            raise ValueError(f"reorder {reorder!r} is not true or false")
        if threshold is not None and not 0 <= float(threshold) <= 1:
            raise ValueError(f"threshold {threshold} is not within 0-1")
        if max_tokens is not None and int(max_tokens) < 8:
            raise ValueError(f"max_tokens {max_tokens} is too small")
        if candidates is not None and int(candidates) < 1:
            raise ValueError(f"candidates {candidates} is not a positive count")
        if window_chars is not None and int(window_chars) < 40:
            raise ValueError(f"window_chars {window_chars} is too small")
        policy = _policy(raw)
    except (ValueError, TypeError, AttributeError, KeyError) as exc:
        raise RerankerError(f"{path} is not a valid re-ranker config: {exc}") from exc
    return {"threshold": None if threshold is None else float(threshold),
            "max_tokens": None if max_tokens is None else int(max_tokens),
            "candidates": None if candidates is None else int(candidates), "reorder": reorder, "policy": policy,
            "window_chars": None if window_chars is None else int(window_chars)}


def _policy(raw: dict) -> RerankPolicy:
    rank_weight = float(raw.get("rank_weight") or 0.0)
    if not 0 <= rank_weight < 100:
        raise ValueError(f"rank_weight {rank_weight} is not within 0-100")
    model = raw.get("answerability")
    if model is None:
        return RerankPolicy(rank_weight)
    weights = (float(model["relevance"]), float(model["first_stage"]), float(model["bias"]))
    if not all(math.isfinite(w) for w in weights):
        raise ValueError(f"answerability weights {weights} are not finite")
    top_n = int(model.get("top_n", 3))
    if top_n < 1:
        raise ValueError(f"answerability top_n {top_n} is not a positive count")
    with_prior, prior = model.get("with_question_prior"), raw.get("question_prior")
    if (with_prior is None) != (prior is None):
        raise ValueError("question_prior and answerability.with_question_prior come together")
    if with_prior is None or prior is None:
        return RerankPolicy(rank_weight, weights, top_n)
    weights4 = (float(with_prior["relevance"]), float(with_prior["first_stage"]), float(with_prior["question_prior"]),
                float(with_prior["bias"]))
    if not all(math.isfinite(w) for w in weights4):
        raise ValueError(f"answerability weights with the question prior {weights4} are not finite")
    return RerankPolicy(rank_weight, weights, top_n, QuestionPrior.from_record(prior), weights4)


_GRADES = re.compile(r"\{.*\}", re.S)
_LLM_PROMPT = """You judge search results for a university advising assistant.
Question: {question}

Passages:
{passages}

For every passage, grade how well it answers the question: 3 = answers it, 2 = partly, 1 = related topic only,
0 = unrelated. Reply with JSON only, e.g. {{"grades": {{"1": 3, "2": 0}}}}."""


class LLMReranker:
    """Listwise grading by the configured OpenAI-compatible chat model, in one request per question."""

    name = "llm"
    threshold = None  # grades are on a fixed 0-3 scale: reranker_threshold applies
    candidates = None
    reorder = True
    policy = RerankPolicy()

    def __init__(self, settings: Settings, passage_chars: int = 700) -> None:
        from openai import AzureOpenAI, OpenAI

        key = settings.llm_api_key.get_secret_value() if settings.llm_api_key else "not-needed"
        common = {"api_key": key, "timeout": settings.reranker_timeout_s, "max_retries": 0}
        if settings.llm_azure_api_version:
            self._client = AzureOpenAI(azure_endpoint=settings.llm_base_url or "", azure_deployment=settings.llm_model,
                                       api_version=settings.llm_azure_api_version, **common)
        else:
            self._client = OpenAI(base_url=settings.llm_base_url or None, **common)
        self._model = settings.llm_model
        self._passage_chars = passage_chars

    def score(self, query: str, texts: Sequence[str]) -> RerankScores | None:
        if not texts:
            return RerankScores((), self.name)
        listing = "\n\n".join(f"[{i}] {' '.join(t.split())[: self._passage_chars]}" for i, t in enumerate(texts, 1))
        try:
            reply = self._client.chat.completions.create(
                model=self._model, temperature=0,
                messages=[{"role": "user", "content": _LLM_PROMPT.format(question=query, passages=listing)}])
            content = reply.choices[0].message.content or ""
            match = _GRADES.search(content)
            grades = json.loads(match.group(0))["grades"] if match else None
            if not isinstance(grades, dict):
                raise ValueError(f"no grades in the reply: {content[:200]!r}")
            scores = tuple(min(max(float(grades.get(str(i), 0)), 0.0), 3.0) / 3.0 for i in range(1, len(texts) + 1))
            return RerankScores(scores, self.name)
        except Exception as exc:  # noqa: BLE001 - timeouts, HTTP errors and bad JSON all keep the fused order
            log.warning("LLM re-ranking failed (%s: %s); keeping the fused order", type(exc).__name__, exc)
            return None


def build_reranker(settings: Settings) -> Reranker | None:
    """The configured re-ranker, or None for ``reranker=none``. Raises ``RerankerError`` on a bad setup, so
    a deployment finds out at start, not on the first question."""
    if settings.reranker == "none":
        return None
    if settings.reranker == "cross-encoder":
        # Settings already insists on the directory; this checks what is in it
        return CrossEncoderReranker(Path(settings.reranker_model_dir or "").expanduser())
    return LLMReranker(settings)
