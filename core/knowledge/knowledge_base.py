"""Writing documents into the index: chunk, embed only what is new, replace atomically per document."""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

import numpy as np

from core.knowledge.chunking import StructuredChunker
from core.knowledge.documents import Chunk, SourceDocument
from core.knowledge.embeddings import Embedder
from core.knowledge.index.base import ChunkIndex

log = logging.getLogger(__name__)


@dataclass
class UpsertReport:
    documents: int = 0
    chunks: int = 0
    embedded: int = 0
    reused: int = 0
    dropped: Counter[str] = field(default_factory=Counter)
    empty_documents: list[str] = field(default_factory=list)
    document_chunks: dict[str, int] = field(default_factory=dict)  # doc id → chunks written (sync state)


class KnowledgeBase:
    """Ingestion side of the core: ``SourceDocument`` in, chunks with vectors in the index out."""

    def __init__(self, index: ChunkIndex, embedder: Embedder, chunker: StructuredChunker) -> None:
        self.index = index
        self.embedder = embedder
        self.chunker = chunker
        self.index.ensure(embedder.model_id, embedder.dimension)

    def upsert(self, docs: Iterable[SourceDocument], progress: Callable[[int], None] | None = None,
               batch_docs: int = 16, embed_progress: Callable[[int], None] | None = None) -> UpsertReport:
        """Index documents; a chunk whose id is already stored for that document keeps its vector.

        Embedding and writing run over batches of documents (one model call and one index write for many
        short pages is much faster); a failed batch leaves the batches before it written. ``progress`` gets
        documents written, ``embed_progress`` chunks embedded (after every embedding batch, so a progress bar
        moves while a large batch of documents is embedded).
        """
        report = UpsertReport()
        batch: list[SourceDocument] = []
        for doc in docs:
            batch.append(doc)
            if len(batch) >= batch_docs:
                self._upsert_batch(batch, report, progress, embed_progress)
                batch = []
        if batch:
            self._upsert_batch(batch, report, progress, embed_progress)
        return report

    def _upsert_batch(self, docs: list[SourceDocument], report: UpsertReport,
                      progress: Callable[[int], None] | None,
                      embed_progress: Callable[[int], None] | None = None) -> None:
        planned: list[tuple[SourceDocument, list[Chunk]]] = []
        for doc in docs:
            chunks, chunk_report = self.chunker.chunk(doc)
            report.dropped.update(chunk_report.dropped)
            if not chunks:
                report.empty_documents.append(doc.id)
            planned.append((doc, chunks))
        stored = self.index.existing_vectors_many([doc.id for doc in docs])
        to_embed = [c for doc, chunks in planned for c in chunks if c.id not in stored.get(doc.id, {})]
        vectors = self.embedder.embed_documents([c.enriched_text for c in to_embed], embed_progress) if to_embed else None
        fresh = {c.id: vectors[i] for i, c in enumerate(to_embed)} if vectors is not None else {}
        report.embedded += len(to_embed)
        items = []
        for doc, chunks in planned:
            existing = stored.get(doc.id, {})
            matrix = np.array([fresh.get(c.id, existing.get(c.id)) for c in chunks], dtype=np.float32).reshape(
                len(chunks), self.embedder.dimension)
            items.append((doc.id, chunks, matrix))
            report.reused += sum(1 for c in chunks if c.id in existing)
        self.index.replace_documents(items)
        for doc, chunks in planned:
            report.documents += 1
            report.chunks += len(chunks)
            report.document_chunks[doc.id] = len(chunks)
        if progress:
            progress(len(planned))

    def delete(self, doc_id: str) -> int:
        return self.index.delete_document(doc_id)
