"""Run a benchmark split through the real index and retriever and compute its metrics.

The index of a dataset is built once per fingerprint (corpus content, or with ``--from-docs`` the text its
files read as, + everything that changes what is indexed: chunking, enrichment, embedding model, backend)
and reused afterwards, so tuning retrieval-time settings (fusion, thresholds, expansion) never re-embeds a
corpus.
"""

from __future__ import annotations

import hashlib
import json
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from core.evaluation import metrics as m
from core.knowledge.documents import SourceDocument
from core.evaluation.datasets import Dataset, DatasetError, corpus_documents
from core.foundation.settings import Settings

log = logging.getLogger(__name__)

MODES = ("bm25", "dense", "rrf", "adaptive")
# Bump when the chunker's output or enrichment changes, so cached indexes are rebuilt.
INDEX_FORMAT = "4"  # 4: PDF page marks and page-numbered chunk URLs (issue 18)
_RETRIEVAL_FIELDS = ("retrieval_candidates", "fusion", "fusion_alpha", "rrf_k", "neighbour_expansion",
                     "not_found_threshold", "passage_merge", "context_budget_chars", "learned_ranking", "reranker", "reranker_candidates", "reranker_threshold", "chunk_size", "chunk_overlap", "index_backend")


@dataclass
class EvalResult:
    dataset: str
    split: str
    mode: str
    n_queries: int
    metrics: dict[str, float]
    latency_ms: dict[str, float]
    config: dict
    index_build_s: float
    per_query: list[dict] = field(default_factory=list)

    def to_json(self) -> dict:
        """The stable JSON contract of ``advisor eval --json``."""
        return {"dataset": self.dataset, "split": self.split, "n_queries": self.n_queries,
                "metrics": self.metrics, "latency_ms": self.latency_ms, "config": self.config}


def index_fingerprint(settings: Settings, dataset: Dataset, from_docs: bool, embedding_model: str,
                      documents: list[SourceDocument] | None = None) -> str:
    """``documents``: what the original files read as (``--from-docs``). Their text, not the files' bytes, is
    what gets indexed, so a change to a file reader (the PDF reader's hyphens, say) rebuilds the index."""
    corpus = documents_fingerprint(documents) if documents is not None else dataset.corpus_fingerprint(from_docs)
    parts = {"corpus": corpus, "from_docs": from_docs, "format": INDEX_FORMAT,
             "chunk_size": settings.chunk_size, "chunk_overlap": settings.chunk_overlap,
             "embedding": embedding_model, "backend": settings.index_backend}
    return hashlib.sha256(json.dumps(parts, sort_keys=True).encode()).hexdigest()[:12]


def documents_fingerprint(documents: list[SourceDocument]) -> str:
    h = hashlib.sha256()
    for d in sorted(documents, key=lambda d: d.id):
        # content_hash: everything the chunker indexes (title, body, breadcrumb, labels, access lists, version)
        h.update(json.dumps([d.id, d.content_hash, d.source_type]).encode())
    return h.hexdigest()[:16]


# Reads a folder of original files into documents (id = file stem). The file loaders live in sync/, which
# core must not import, so the front door that wants --from-docs passes them in.
DocsLoader = Callable[[Path], list[SourceDocument]]


def _load_documents(dataset: Dataset, from_docs: bool, docs_loader: DocsLoader | None) -> list:
    if not from_docs:
        if not dataset.corpus_path.exists():
            raise DatasetError(f"{dataset.root} has no corpus.jsonl (use --from-docs for the original files)")
        return list(corpus_documents(dataset))
    if not dataset.docs_dir.is_dir():
        raise DatasetError(f"{dataset.root} has no docs/ folder")
    if docs_loader is None:
        raise DatasetError("--from-docs needs a file loader")
    return docs_loader(dataset.docs_dir)


class EvalRunner:
    """Owns one dataset's cached index and runs queries through ``HybridRetriever``."""

    def __init__(self, settings: Settings, dataset: Dataset, from_docs: bool = False,
                 progress: Callable[[str, int, int | None], None] | None = None,
                 docs_loader: DocsLoader | None = None) -> None:
        from core.knowledge.embeddings import build_embedder

        self.settings = settings
        self.dataset = dataset
        self.from_docs = from_docs
        self.docs_loader = docs_loader
        self.progress = progress
        self.embedder = build_embedder(settings)
        # --from-docs: the documents are read first (prepare_index), and the fingerprint is of their text
        self._documents: list[SourceDocument] | None = None
        self.fingerprint = "" if from_docs else index_fingerprint(settings, dataset, False, self.embedder.model_id)
        self.index_build_s = 0.0
        self.index = None

    @property
    def index_name(self) -> str:
        return f"eval_{_safe(self.dataset.name)}_{self.fingerprint}"

    @property
    def _marker(self) -> Path:
        return self.settings.data_dir / "eval" / f"{self.index_name}.json"

    def prepare_index(self) -> float:
        """Open the cached index or build it; returns the build seconds (of the original build if cached)."""
        from core.knowledge.chunking import StructuredChunker
        from core.knowledge.index import open_index
        from core.knowledge.knowledge_base import KnowledgeBase

        if self.from_docs and self._documents is None:
            self._documents = _load_documents(self.dataset, True, self.docs_loader)
            self.fingerprint = index_fingerprint(self.settings, self.dataset, True, self.embedder.model_id,
                                                 self._documents)
        self.index = open_index(self.settings, self.index_name)
        if self._marker.exists():
            self.index_build_s = float(json.loads(self._marker.read_text())["build_s"])
            log.info("reusing cached index %s", self.index_name)
            return self.index_build_s
        self.index.drop()  # a half-built index from an interrupted run
        docs = self._documents if self._documents is not None else _load_documents(self.dataset, False, None)
        if not docs:
            raise DatasetError(f"{self.dataset.root}: no documents to index")
        t0 = time.perf_counter()
        kb = KnowledgeBase(self.index, self.embedder, StructuredChunker(self.settings.chunk_size, self.settings.chunk_overlap))
        done = 0

        def tick(n: int) -> None:
            nonlocal done
            done += n
            if self.progress:
                self.progress("index", done, len(docs))

        embedded = 0

        def tick_chunks(n: int) -> None:
            nonlocal embedded
            embedded += n
            if self.progress:
                self.progress("embedding chunks", embedded, None)

        report = kb.upsert(docs, progress=tick, batch_docs=64, embed_progress=tick_chunks)
        if hasattr(self.index, "optimize"):
            self.index.optimize()
        self.index_build_s = time.perf_counter() - t0
        self._marker.parent.mkdir(parents=True, exist_ok=True)
        self._marker.write_text(json.dumps({"build_s": self.index_build_s, "documents": report.documents,
                                            "chunks": report.chunks}))
        return self.index_build_s

    def run(self, mode: str = "adaptive", limit: int | None = None) -> EvalResult:
        from core.knowledge.index import SearchFilter
        from core.retrieval.reranking import build_reranker
        from core.retrieval.hybrid import HybridRetriever

        if self.index is None:
            self.prepare_index()
        retriever = HybridRetriever(self.index, self.embedder, self.settings, build_reranker(self.settings))
        queries = self.dataset.queries[:limit] if limit else self.dataset.queries
        top_k = 100 if self.dataset.has_qrels else 30
        retriever.retrieve(queries[0].text if queries else "warm-up", top_k=top_k, mode=mode)  # load caches
        rows: list[dict] = []
        latencies: list[float] = []
        rerank_latencies: list[float] = []  # the re-ranking step alone (HybridRetriever's "rerank" timing)
        for i, q in enumerate(queries):
            flt = SearchFilter(doc_ids=(q.doc_id,)) if q.doc_id else SearchFilter()
            t0 = time.perf_counter()
            result = retriever.retrieve(q.text, flt, top_k=top_k, mode=mode)
            latencies.append((time.perf_counter() - t0) * 1000)
            if "rerank" in result.timings_ms:
                rerank_latencies.append(result.timings_ms["rerank"])
            passages = result.passages[:top_k]
            rows.append({"query": q, "doc_ids": [p.chunk.doc_id for p in passages],
                         "texts": [p.chunk.text for p in passages], "found": result.found,
                         "confidence": result.confidence})
            if self.progress:
                self.progress(f"queries ({mode})", i + 1, len(queries))
        latency = {"p50": round(m.percentile(latencies, 50), 2), "p95": round(m.percentile(latencies, 95), 2)}
        if rerank_latencies:
            latency |= {"rerank_p50": round(m.percentile(rerank_latencies, 50), 2),
                        "rerank_p95": round(m.percentile(rerank_latencies, 95), 2)}
        return EvalResult(self.dataset.name, self.dataset.split, mode, len(queries), score_rows(rows), latency,
                          self.config(mode), round(self.index_build_s, 2),
                          [{"id": r["query"].id, "found": r["found"], "confidence": r["confidence"]} for r in rows])

    def config(self, mode: str) -> dict:
        s = self.settings
        cfg = {name: getattr(s, name) for name in _RETRIEVAL_FIELDS if hasattr(s, name)}
        cfg.update({"mode": mode, "embedding_model": self.embedder.model_id, "from_docs": self.from_docs,
                    "index_fingerprint": self.fingerprint, "index_build_s": round(self.index_build_s, 2)})
        return cfg


def score_rows(rows: list[dict]) -> dict[str, float]:
    """Aggregate metrics over the queries they apply to; a metric with no applicable query is absent."""
    sums: dict[str, list[float]] = {}

    def add(name: str, value: float) -> None:
        sums.setdefault(name, []).append(value)

    answerable: list[bool] = []
    abstained: list[bool] = []
    for r in rows:
        q = r["query"]
        if q.qrels:
            add("ndcg@10", m.ndcg_at_k(r["doc_ids"], q.qrels, 10))
            add("mrr@10", m.mrr_at_k(r["doc_ids"], q.qrels, 10))
            add("recall@100", m.recall_at_k(r["doc_ids"], q.qrels, 100))
        if q.spans:
            add("evidence_recall@4k", m.evidence_recall_at_budget(r["texts"], q.spans))
            add("span_hit@5", m.span_hit_at_k(r["texts"], q.spans, 5))
            add("span_mrr@10", m.span_mrr_at_k(r["texts"], q.spans, 10))
            add("context_precision@5", m.context_precision_at_k(r["texts"], q.spans, 5))
        if q.answerable is not None:
            answerable.append(q.answerable)
            abstained.append(not r["found"])
    out = {name: round(sum(v) / len(v), 4) for name, v in sums.items()}
    bacc = m.balanced_accuracy(answerable, abstained)
    if bacc is not None:
        out["abstention_balanced_accuracy"] = round(bacc, 4)
    return out


def _safe(name: str) -> str:
    return "".join(c if c.isalnum() else "_" for c in name.lower())
