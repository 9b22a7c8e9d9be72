"""Copy a whole index to another backend (LanceDB ↔ Weaviate) without re-embedding.

The target ends up a mirror of the source: every source document is written with its stored vectors
(write-then-prune per document, as in ingestion), and target documents the source does not have are
removed. The target must be empty or built by the same embedding model (``ensure`` refuses otherwise).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from core.knowledge.index.base import ChunkIndex, IndexError_


@dataclass
class MigrationReport:
    documents: int = 0
    chunks: int = 0
    removed_documents: int = 0


def copy_index(source: ChunkIndex, target: ChunkIndex, progress: Callable[[int], None] | None = None) -> MigrationReport:
    stats = source.stats()
    if not stats.embedding_model or not stats.dimension:
        raise IndexError_(f"the source index ({source.backend} at {stats.location}) is empty: nothing to migrate")
    target.ensure(stats.embedding_model, stats.dimension)
    report = MigrationReport()
    source_docs = source.document_versions()
    for doc_id in source_docs:
        chunks, vectors = source.export_document(doc_id)
        target.replace_document(doc_id, chunks, vectors)
        report.documents += 1
        report.chunks += len(chunks)
        if progress:
            progress(1)
    for doc_id in set(target.document_versions()) - set(source_docs):
        target.delete_document(doc_id)
        report.removed_documents += 1
    if hasattr(target, "optimize"):
        target.optimize()
    return report
