"""``CrisisDetector``: rules first (explicit forms, four languages), then the semantic layer for close
paraphrases, then the learned classifier for the ways of writing neither has seen (``classifier.py``).
Offline and deterministic; when the embedding model cannot be loaded the rules still work.

A false alarm costs a kind message and a ticket an adviser closes; a miss can cost far more — but false
alarms on ordinary questions teach students to ignore the bot, so both are measured (docs/evaluation.md).
"""

from __future__ import annotations

import logging
import re
import threading
from dataclasses import dataclass
from pathlib import Path

from core.handoff.crisis.classifier import CrisisClassifier
from core.handoff.crisis.rules import SELF_HARM, THIRD_PARTY, match_rules
from core.handoff.crisis.semantic import MIN_MARGIN, MIN_SIMILARITY, SemanticCrisisScorer, SemanticScore

log = logging.getLogger(__name__)
_HANDLE = re.compile(r"(?<![\w@])@[A-Za-z0-9][\w.\-]*")


@dataclass(frozen=True)
class CrisisAssessment:
    is_crisis: bool
    categories: tuple[str, ...] = ()
    layer: str = ""  # "rules" | "semantic" | "classifier" | "" (no crisis)
    plan_or_means: bool = False
    imminent: bool = False
    semantic: SemanticScore | None = None

    @property
    def reason(self) -> str:
        """What the advisers' ticket says about why it was opened (no student text)."""
        if not self.is_crisis:
            return ""
        extra = [w for w, on in (("plan or means", self.plan_or_means), ("imminent", self.imminent)) if on]
        details = ", ".join([c.replace("_", " ") for c in self.categories] + extra)
        return f"crisis signal in the student's message ({details}; {self.layer})"


class CrisisDetector:
    def __init__(self, scorer: SemanticCrisisScorer | None = None, min_similarity: float = MIN_SIMILARITY,
                 min_margin: float = MIN_MARGIN, classifier: CrisisClassifier | None = None) -> None:
        self.scorer = scorer
        self.classifier = classifier
        self.min_similarity = min_similarity
        self.min_margin = min_margin

    @property
    def semantic_available(self) -> bool:
        return self.scorer is not None

    def assess(self, text: str) -> CrisisAssessment:
        # "@dana" or "@U0FRIEND" says whom a message is for, not what it says; raw user ids only add noise for
        # the learned layer ("@U0FRIEND thanks, see you at lunch!" scored over its threshold)
        text = _HANDLE.sub(" ", text or "")
        if not text.strip():
            return CrisisAssessment(False)
        rules = match_rules(text)
        if rules.matched:
            return CrisisAssessment(True, rules.categories, "rules", rules.plan_or_means, rules.imminent)
        score = None
        if self.scorer is not None:
            try:
                score = self.scorer.score(text)
            except Exception as exc:  # noqa: BLE001 - the rules already ran; a model fault must not block the answer
                log.warning("crisis semantic layer failed (%s); rules only for this message", type(exc).__name__)
        if score is not None and score.signals(self.min_similarity, self.min_margin):
            categories = (SELF_HARM, THIRD_PARTY) if score.category == THIRD_PARTY else (score.category,)
            return CrisisAssessment(True, categories, "semantic", rules.plan_or_means, rules.imminent, score)
        if self.classifier is not None:
            try:
                probability, category = self.classifier.score(
                    text, score.message_vector if score is not None else None)
            except Exception as exc:  # noqa: BLE001 - as above
                log.warning("crisis classifier failed (%s); rules only for this message", type(exc).__name__)
            else:
                if probability >= self.classifier.threshold:
                    return CrisisAssessment(True, (category or SELF_HARM,), "classifier", rules.plan_or_means,
                                            rules.imminent, score)
        return CrisisAssessment(False, semantic=score)

    def is_crisis(self, text: str) -> bool:
        return self.assess(text).is_crisis


_defaults: dict[bool, CrisisDetector] = {}
_default_lock = threading.Lock()


def build_crisis_detector(semantic: bool = True, cache_dir: Path | None = None) -> CrisisDetector:
    """Rules plus the MiniLM semantic layer; rules only (with a warning) when the model cannot be loaded."""
    if not semantic:
        return CrisisDetector()
    try:
        from core.knowledge.embeddings import MiniLMEmbedder

        # short messages: 128 tokens is plenty and keeps the cost per message low; the loaded model is the
        # retrieval embedder's (one ONNX session per process; its idle threads sleep rather than spin)
        embedder = MiniLMEmbedder(max_tokens=128)
        return CrisisDetector(SemanticCrisisScorer(embedder, cache_dir=cache_dir), classifier=_classifier(embedder))
    except Exception as exc:  # noqa: BLE001 - any load failure leaves the rules working
        log.warning("crisis detection runs on rules only: the MiniLM model could not be loaded (%s)", exc)
        return CrisisDetector()


def _classifier(embedder) -> CrisisClassifier | None:
    try:
        return CrisisClassifier(embedder)
    except Exception as exc:  # noqa: BLE001 - a missing or mismatched model leaves rules + semantic layer
        log.warning("crisis classifier unavailable (%s); rules and semantic layer only", exc)
        return None


def default_crisis_detector(semantic: bool = True, cache_dir: Path | None = None) -> CrisisDetector:
    """One detector per process (the exemplar vectors are computed once)."""
    with _default_lock:
        if semantic not in _defaults:
            _defaults[semantic] = build_crisis_detector(semantic, cache_dir)
        return _defaults[semantic]
