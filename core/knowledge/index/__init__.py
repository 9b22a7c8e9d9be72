"""Chunk indexes behind one port (``ChunkIndex``): LanceDB embedded default, Weaviate for production."""

from __future__ import annotations

from core.knowledge.index.base import ChunkIndex, EmbeddingMismatchError, IndexError_, IndexStats, ScoredChunk, SearchFilter
from core.foundation.settings import Settings

__all__ = ["ChunkIndex", "EmbeddingMismatchError", "IndexError_", "IndexStats", "ScoredChunk", "SearchFilter", "open_index"]


def open_index(settings: Settings, name: str | None = None) -> ChunkIndex:
    """The configured backend; switching backends is a settings change only."""
    name = name or settings.index_name
    if settings.index_backend == "weaviate":
        from core.knowledge.index.weaviate_index import WeaviateIndex

        return WeaviateIndex.from_settings(settings, name)
    from core.knowledge.index.lancedb_index import LanceDBIndex

    return LanceDBIndex(settings.lancedb_dir, name)
