"""Helpers shared by the index test suites: chunk builders, a tiny deterministic embedder, backend factories."""

from __future__ import annotations

import hashlib
import re
import uuid
from collections.abc import Callable, Sequence
from datetime import datetime, timezone
from pathlib import Path

import numpy as np

from core.knowledge.documents import Chunk

DIM = 64


class HashEmbedder:
    """Bag-of-words feature hashing, L2-normalised: texts sharing words are close. Fast and deterministic,
    so index tests do not depend on the ONNX model (retrieval quality is measured by benchmarks)."""

    model_id = "test:hash-bow"
    dimension = DIM

    def _one(self, text: str) -> np.ndarray:
        v = np.zeros(DIM, dtype=np.float32)
        for word in re.findall(r"[a-z0-9]+", text.lower()):
            v[int(hashlib.md5(word.encode()).hexdigest(), 16) % DIM] += 1.0
        n = np.linalg.norm(v)
        return v / n if n else v

    def embed_documents(self, texts: Sequence[str], progress: Callable[[int], None] | None = None) -> np.ndarray:
        return np.vstack([self._one(t) for t in texts]) if texts else np.zeros((0, DIM), dtype=np.float32)

    def embed_query(self, text: str) -> np.ndarray:
        return self._one(text)


def make_chunk(doc_id: str, position: int, text: str, **fields) -> Chunk:
    title = fields.pop("title", f"Title of {doc_id}")
    return Chunk(id=f"{doc_id}-{position}-{hashlib.sha1(text.encode()).hexdigest()[:8]}", doc_id=doc_id,
                 position=position, text=text, enriched_text=f"{title}\n\n{text}", title=title,
                 url=fields.pop("url", f"https://wiki.example.edu/{doc_id}"),
                 last_updated=fields.pop("last_updated", datetime(2026, 3, 1, 12, 0, tzinfo=timezone.utc)),
                 **fields)


def open_backend(backend: str, tmp_path: Path, weaviate_server=None):
    """A fresh, empty index of the given backend (its own LanceDB dir or Weaviate collection)."""
    if backend == "lancedb":
        from core.knowledge.index.lancedb_index import LanceDBIndex

        return LanceDBIndex(tmp_path / "lancedb", "chunks")
    from core.knowledge.index.weaviate_index import WeaviateIndex

    return WeaviateIndex(weaviate_server.url, weaviate_server.grpc_port, f"t_{uuid.uuid4().hex[:12]}")
