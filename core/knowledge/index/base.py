"""The index port: what retrieval and ingestion need from a chunk store (LanceDB or Weaviate)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

import numpy as np

from core.knowledge.documents import Chunk


class IndexError_(RuntimeError):
    """The index is unavailable or refused an operation (named so it does not shadow the builtin)."""


class EmbeddingMismatchError(IndexError_):
    """Vectors of another embedding model would be mixed into the index."""


@dataclass(frozen=True)
class SearchFilter:
    """Pre-ranking filter. Empty fields do not filter; access is always enforced.

    A chunk is visible when it is public (no allowed users/groups) or the asker is one of its allowed
    users or shares one of its allowed groups.
    """

    doc_ids: tuple[str, ...] = ()
    space_keys: tuple[str, ...] = ()
    labels: tuple[str, ...] = ()
    asker_id: str | None = None
    asker_groups: tuple[str, ...] = ()

    @classmethod
    def from_scope(cls, scope: dict | None, asker_id: str | None = None, asker_groups: tuple[str, ...] = ()) -> "SearchFilter":
        """Build from a conversation scope such as ``{"doc_id": "x"}`` or ``{"space": ["REG"], "labels": [...]}``."""
        scope = scope or {}

        def many(*keys: str) -> tuple[str, ...]:
            values: list[str] = []
            for key in keys:
                value = scope.get(key)
                if value is None:
                    continue
                values.extend([value] if isinstance(value, str) else list(value))
            return tuple(values)

        return cls(many("doc_id", "doc_ids"), many("space", "space_key", "spaces"), many("label", "labels"),
                   asker_id, tuple(asker_groups))


@dataclass
class ScoredChunk:
    chunk: Chunk
    score: float


@dataclass
class IndexStats:
    backend: str
    location: str
    documents: int
    chunks: int
    embedding_model: str | None
    dimension: int | None
    extra: dict = field(default_factory=dict)


class ChunkIndex(Protocol):
    """Implemented by ``LanceDBIndex`` and ``WeaviateIndex``; the shared test suite runs on both."""

    backend: str

    def ensure(self, embedding_model: str, dimension: int) -> None:
        """Create the store if missing; raise ``EmbeddingMismatchError`` if it was built by another model."""

    def existing_vectors(self, doc_id: str) -> dict[str, np.ndarray]:
        """chunk id → vector for a document's current chunks (to skip re-embedding unchanged chunks)."""

    def existing_vectors_many(self, doc_ids: list[str]) -> dict[str, dict[str, np.ndarray]]:
        """doc id → (chunk id → vector) for a batch of documents, in as few round trips as the store allows."""

    def replace_document(self, doc_id: str, chunks: list[Chunk], vectors: np.ndarray) -> None:
        """Write the new chunks, then remove the document's other chunks: readers see old or new, no gap."""

    def replace_documents(self, items: list[tuple[str, list[Chunk], np.ndarray]]) -> None:
        """``replace_document`` for a batch of (doc id, chunks, vectors)."""

    def delete_document(self, doc_id: str) -> int:
        """Remove every chunk of a document; returns how many were removed."""

    def document_versions(self) -> dict[str, str]:
        """doc id → indexed version, for the sync's diff."""

    def keyword_search(self, query: str, k: int, flt: SearchFilter) -> list[ScoredChunk]:
        """BM25 over the enriched text, best first."""

    def vector_search(self, vector: np.ndarray, k: int, flt: SearchFilter) -> list[ScoredChunk]:
        """Cosine similarity (higher is better), best first."""

    def chunks_at(self, doc_id: str, positions: list[int]) -> list[Chunk]:
        """Chunks of a document at the given positions (neighbour expansion)."""

    def export_document(self, doc_id: str) -> tuple[list[Chunk], np.ndarray]:
        """A document's chunks (by position) and their vectors, row for row (``advisor index migrate``)."""

    def stats(self) -> IndexStats: ...

    def drop(self) -> None: ...

    def ping(self) -> None:
        """Raise ``IndexError_`` when the store cannot be reached."""
