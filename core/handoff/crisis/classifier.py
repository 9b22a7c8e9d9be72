"""The learned layer: a logistic regression over what a message says and how it is spelled.

Rules only catch the forms someone wrote down, and nearest-neighbour matching against a few hundred
exemplars only catches close paraphrases: on sets written by people who had not seen them, the two together
caught 55–90 % of crisis messages (docs/evaluation.md#crisis-detection). This layer is fitted on a few
thousand labelled messages (``tests/data/crisis/train/`` and ``learned_only/``;
``benchmarks/crisis_classifier_fit.py``) with two
kinds of features:

- the MiniLM sentence embedding of the message (meaning, in English), and
- hashed character n-grams (3–5) and word uni/bigrams of the canonical text, L2-normalised: spelling,
  slang, typos and the Spanish, French, German, Portuguese and Italian words the English model cannot read.

The message is scored whole. Scoring its sentences one by one as well (the highest deciding) was tried: an
ordinary question's lone sentence ("I made a mistake and now I can't fix it.") then scored 0.96, the
threshold had to rise above it, and recall on an unseen set fell from 0.81 to 0.75. Two thresholds are
chosen when fitting and stored beside the weights: just above the highest SyllabusQA/StackFAQ question and
hand-written non-English ordinary question that the reader's second opinion lets through (``threshold``), and
just above the highest of all of them (``alone_threshold``, for a message the reader did not read).
"""

from __future__ import annotations

import json
import re
import zlib
from dataclasses import dataclass
from pathlib import Path

import numpy as np

# both model layers read the same canonical text: normalised, academic idioms taken out
from core.handoff.crisis.semantic import canonical
from core.knowledge.embeddings import Embedder

MODEL_PATH = Path(__file__).parent / "exemplars" / "classifier.npz"
HASH_BITS = 18


def hashed_features(canonical_text: str, bits: int = HASH_BITS) -> tuple[np.ndarray, np.ndarray]:
    """(bucket ids, values) of a canonical text's n-grams: character 3–5-grams inside word boundaries and
    word uni- and bigrams, binary, L2-normalised. crc32 keeps the buckets stable across processes."""
    words = canonical_text.split()
    grams: set[str] = set(words) | {f"{a} {b}" for a, b in zip(words, words[1:])}
    padded = f" {' '.join(words)} "
    for n in (3, 4, 5):
        grams.update("#" + padded[i:i + n] for i in range(len(padded) - n + 1))
    if not grams:
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.float32)
    mask = (1 << bits) - 1
    ids = np.unique(np.fromiter((zlib.crc32(g.encode()) & mask for g in grams), dtype=np.int64))
    return ids, np.full(len(ids), 1.0 / np.sqrt(len(ids)), dtype=np.float32)


# the training files' categories -> the urgent ticket's categories (who gets paged)
TICKET_CATEGORY = {"suicide": "self_harm", "self_harm": "self_harm", "hopeless": "self_harm",
                   "eating": "self_harm", "medical": "immediate_danger", "danger": "immediate_danger",
                   "unsafe": "immediate_danger", "abuse": "assault_abuse", "sexual": "assault_abuse",
                   "threat": "harm_to_others"}


@dataclass(frozen=True)
class ClassifierModel:
    embedding_weights: np.ndarray  # (dimension,)
    hashed_weights: np.ndarray  # (2**bits,)
    bias: float
    threshold: float
    bits: int
    embedder_id: str
    centroids: np.ndarray | None = None  # (categories, dimension): mean embedding of each ticket category
    centroid_categories: tuple[str, ...] = ()
    # ``threshold`` is fitted on the ordinary questions the reader's second opinion lets through (it vetoes an
    # English alarm it scores below detector.MODEL_VETO); this one on all of them, for a message the reader
    # did not read (no reader, a fault): one odd question the reader clears must not set the threshold for all
    threshold_alone: float | None = None

    def save(self, path: Path, meta: dict | None = None) -> None:
        centroids = self.centroids if self.centroids is not None else np.zeros((0, len(self.embedding_weights)))
        np.savez_compressed(path, embedding_weights=self.embedding_weights.astype(np.float32),
                            hashed_weights=self.hashed_weights.astype(np.float32),
                            centroids=centroids.astype(np.float32),
                            header=np.array(json.dumps({"bias": self.bias, "threshold": self.threshold,
                                                        "threshold_alone": self.alone_threshold,
                                                        "bits": self.bits, "embedder_id": self.embedder_id,
                                                        "centroid_categories": list(self.centroid_categories),
                                                        **(meta or {})})))

    @classmethod
    def load(cls, path: Path = MODEL_PATH) -> "ClassifierModel":
        with np.load(path) as data:
            header = json.loads(str(data["header"]))
            return cls(data["embedding_weights"], data["hashed_weights"], float(header["bias"]),
                       float(header["threshold"]), int(header["bits"]), str(header["embedder_id"]),
                       data["centroids"], tuple(header.get("centroid_categories", ())),
                       header.get("threshold_alone"))

    @property
    def alone_threshold(self) -> float:
        return self.threshold if self.threshold_alone is None else float(self.threshold_alone)

    def category(self, vectors: np.ndarray) -> str:
        """The ticket category whose training messages are, on average, nearest to the message."""
        if self.centroids is None or not len(self.centroid_categories):
            return "self_harm"
        return self.centroid_categories[int(np.argmax((vectors @ self.centroids.T).max(axis=0)))]

    def logits(self, vectors: np.ndarray, texts: list[str]) -> np.ndarray:
        hashed = np.array([float(self.hashed_weights[ids] @ values)
                           for ids, values in (hashed_features(t, self.bits) for t in texts)], dtype=np.float32)
        return vectors @ self.embedding_weights + hashed + self.bias


MIN_WORDS = 2
_WORD = re.compile(r"[^\W\d_]{2,}")


def enough_words(text: str) -> bool:
    """Whether a message has the two words the model layers were fitted on: a lone letter or a key mash
    ("yyyy", "zzzz") is outside what they learnt and scored up to 0.97; one-word slang ("kms") is the rules'."""
    return len(_WORD.findall(canonical(text))) >= MIN_WORDS


class CrisisClassifier:
    def __init__(self, embedder: Embedder, model: ClassifierModel | None = None) -> None:
        self.model = model or ClassifierModel.load()
        if self.model.embedder_id != embedder.model_id:
            raise ValueError(f"crisis classifier was fitted on {self.model.embedder_id}, not {embedder.model_id}")
        self.embedder = embedder

    @property
    def threshold(self) -> float:
        """The threshold when the reader's second opinion was given on the message."""
        return self.model.threshold

    @property
    def alone_threshold(self) -> float:
        """The threshold when it was not (no reader loaded, a fault, or a rule alarm in another language)."""
        return self.model.alone_threshold

    def score(self, text: str, vector: np.ndarray | None = None) -> tuple[float, str]:
        """(probability of a crisis, the nearest ticket category). ``vector``: the embedding of the canonical
        message when the caller already has it (the semantic layer's), saving a model query."""
        canon = canonical(text)
        if not enough_words(text):
            return 0.0, ""
        vectors = (vector if vector is not None else self.embedder.embed_query(canon))[None, :]
        return float(1.0 / (1.0 + np.exp(-self.model.logits(vectors, [canon])[0]))), self.model.category(vectors)

    def probability(self, text: str) -> float:
        return self.score(text)[0]
