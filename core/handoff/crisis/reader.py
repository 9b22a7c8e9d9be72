"""The fine-tuned reader: MiniLM itself trained to tell a crisis from its look-alikes, as int8 ONNX.

The learned layer in ``classifier.py`` reads a frozen MiniLM embedding: the encoder was trained for
sentence similarity, so what decides a crisis ("I won't need the spring schedule") has to survive a
mean over tokens that were never asked to notice it. The reader is the same 6-layer encoder fine-tuned end
to end on the project's own labelled messages (``tests/data/crisis/train/``; recipe in
``training/crisis_reader.py``), with one head for "is this a crisis" and one for the ticket category. Its
attention can learn which words carry risk in a sentence, in the Spanish, French, German, Portuguese and
Italian the training lines use as well as in English (MiniLM's word pieces cover those languages' letters).

It runs on onnxruntime only (no torch at serving) and reads the same canonical text as the other model
layers. Its threshold is fitted with the model, above every SyllabusQA/StackFAQ question and hand-written
ordinary question that the learned layer gives ``agreement`` or more — the detector lets the reader alarm
alone only with that agreement — and stored beside the weights in ``reader.json``; the model file's sha256 is
checked before it is loaded.
"""

from __future__ import annotations

import hashlib
import json
import threading
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from core.handoff.crisis.semantic import canonical
from core.knowledge.embeddings import TOKENIZER_PATH

READER_DIR = Path(__file__).parent / "exemplars" / "reader"
MODEL_FILE = "model.onnx"
CONFIG_FILE = "reader.json"


@dataclass(frozen=True)
class ReaderConfig:
    threshold: float
    categories: tuple[str, ...]
    max_tokens: int
    sha256: str
    # the learned layer's probability the reader's own alarm needs (its threshold was fitted with it)
    agreement: float = 0.0

    @classmethod
    def load(cls, folder: Path) -> "ReaderConfig":
        data = json.loads((folder / CONFIG_FILE).read_text(encoding="utf-8"))
        return cls(float(data["threshold"]), tuple(data["categories"]), int(data["max_tokens"]), str(data["sha256"]),
                   float(data.get("agreement", 0.0)))


class CrisisReader:
    """``score(text) -> (probability of a crisis, ticket category)``; one short ONNX run per message."""

    def __init__(self, folder: Path = READER_DIR, threads: int | None = None) -> None:
        import onnxruntime as ort
        from tokenizers import Tokenizer

        self.config = ReaderConfig.load(folder)
        model_bytes = (folder / MODEL_FILE).read_bytes()
        digest = hashlib.sha256(model_bytes).hexdigest()
        if digest != self.config.sha256:
            raise ValueError(f"{folder / MODEL_FILE} has sha256 {digest}, expected {self.config.sha256}")
        options = ort.SessionOptions()
        if threads:
            options.intra_op_num_threads = threads
        # idle worker threads sleep instead of spinning (as the embedder's: spinning doubled CPU on a busy host)
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        self._session = ort.InferenceSession(model_bytes, options, providers=["CPUExecutionProvider"])
        self._inputs = {i.name for i in self._session.get_inputs()}
        self._tokenizer = Tokenizer.from_file(str(TOKENIZER_PATH))
        self._tokenizer.enable_truncation(max_length=self.config.max_tokens)
        self._tokenizer.enable_padding(pad_id=0, pad_token="[PAD]")
        self._lock = threading.Lock()  # the tokenizer's padding state is shared

    @property
    def threshold(self) -> float:
        return self.config.threshold

    @property
    def agreement(self) -> float:
        return self.config.agreement

    def logits(self, canonical_texts: list[str]) -> np.ndarray:
        """(batch, 1 + categories) raw outputs for texts already in canonical form."""
        with self._lock:
            encodings = self._tokenizer.encode_batch(canonical_texts)
        ids = np.array([e.ids for e in encodings], dtype=np.int64)
        feeds = {"input_ids": ids, "attention_mask": np.array([e.attention_mask for e in encodings], dtype=np.int64),
                 "token_type_ids": np.zeros_like(ids)}
        return self._session.run(None, {k: v for k, v in feeds.items() if k in self._inputs})[0]

    def probabilities(self, texts: list[str]) -> np.ndarray:
        """One message at a time, as served: the int8 model quantises its activations per run, so a message
        scored in a padded batch gets a slightly different probability ("I don't like to wear masks…" 0.973
        batched, 0.987 alone) — and the threshold is fitted with these."""
        return np.array([self.score(t)[0] for t in texts], dtype=np.float32)

    def score(self, text: str) -> tuple[float, str]:
        row = self.logits([canonical(text) or text.lower()])[0]
        category = self.config.categories[int(np.argmax(row[1:]))] if len(row) > 1 and self.config.categories else ""
        return float(1.0 / (1.0 + np.exp(-row[0]))), category
