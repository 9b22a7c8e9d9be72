"""Benchmark and parity check of the two index backends (LanceDB embedded, Weaviate server) on real corpora.

    python benchmarks/index_backends.py [--datasets stackfaq syllabusqa] [--weaviate-url URL --weaviate-grpc-port N]

Per dataset: documents are chunked with the default settings and embedded ONCE with the offline MiniLM
model, then written to each backend (ingest chunks/s = index writes only, embedding excluded, one
``replace_document`` per document as ingestion does). Queries are embedded once too; per query the index
part of retrieval (keyword + vector candidates) is timed (p50/p95), and the full ``HybridRetriever`` ranking
gives the quality figures, with the same settings on both backends:
- qrels datasets (stackfaq): nDCG@10 over documents;
- evidence datasets (syllabusqa, ``doc_id`` scope as in a course channel): evidence recall @4k.
Parity: the metric difference, and the mean overlap of the two backends' top-10 chunk ids.

Without --weaviate-url a private weaviate-server is started (tests/services.py; binary from
ADVISOR_WEAVIATE_SERVER_BIN or ~/go/bin).
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
import tempfile
import time
import unicodedata
import uuid
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from core.knowledge.chunking import StructuredChunker  # noqa: E402
from core.knowledge.documents import SourceDocument  # noqa: E402
from core.knowledge.embeddings import MiniLMEmbedder  # noqa: E402
from core.knowledge.index.base import SearchFilter  # noqa: E402
from core.retrieval.hybrid import HybridRetriever  # noqa: E402
from core.foundation.settings import Settings  # noqa: E402

from bench_data import bench_root  # noqa: E402

BENCH = bench_root()


def _normalise(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", " ", unicodedata.normalize("NFKC", text).lower()).strip()


def load_dataset(name: str, split: str = "dev"):
    from bench_data import dataset_dir

    root = dataset_dir(name)
    docs = []
    for line in (root / "corpus.jsonl").open():
        row = json.loads(line)
        docs.append(SourceDocument(id=row["_id"], title=row.get("title") or row["_id"], body=row["text"],
                                   source_type="jsonl"))
    queries = [json.loads(line) for line in (root / "queries" / f"{split}.jsonl").open()]
    qrels: dict[str, dict[str, int]] = {}
    if (root / "qrels" / f"{split}.tsv").exists():
        for line in list((root / "qrels" / f"{split}.tsv").open())[1:]:
            qid, did, score = line.rstrip("\n").split("\t")
            qrels.setdefault(qid, {})[did] = int(score)
    evidence = {}
    if (root / "evidence" / f"{split}.jsonl").exists():
        for line in (root / "evidence" / f"{split}.jsonl").open():
            row = json.loads(line)
            evidence[row["query-id"]] = [_normalise(s) for s in row["spans"] if _normalise(s)]
    return docs, queries, qrels, evidence


def ndcg10(ranked_docs: list[str], rels: dict[str, int]) -> float:
    dcg = sum(rels.get(d, 0) / math.log2(i + 2) for i, d in enumerate(ranked_docs[:10]))
    ideal = sum(r / math.log2(i + 2) for i, r in enumerate(sorted(rels.values(), reverse=True)[:10]))
    return dcg / ideal if ideal else 0.0


def evidence_recall_4k(chunk_texts: list[str], spans: list[str]) -> float:
    taken, used = [], 0
    for text in chunk_texts:
        if taken and used + len(text) > 4000:
            break
        taken.append(_normalise(text))
        used += len(text)
    return sum(any(span in t for t in taken) for span in spans) / len(spans)


class CachedEmbedder:
    """Query vectors computed once, so both backends see identical inputs."""

    def __init__(self, model_id: str, dimension: int, vectors: dict[str, np.ndarray]) -> None:
        self.model_id, self.dimension, self._vectors = model_id, dimension, vectors

    def embed_query(self, text: str) -> np.ndarray:
        return self._vectors[text]


def cached_embeddings(cache_dir: Path, name: str, model, passages: list[str], queries: list[str]):
    """Embedding dominates the run time and is not what is measured: keep it on disk between runs."""
    import hashlib

    key = hashlib.sha256("\x00".join([model.model_id, *passages, "\x01", *queries]).encode()).hexdigest()[:16]
    path = cache_dir / f"{name}-{key}.npz"
    if path.exists():
        data = np.load(path)
        return data["passages"], data["queries"]
    passages_m, queries_m = model.embed_documents(passages), model.embed_documents(queries)
    cache_dir.mkdir(parents=True, exist_ok=True)
    np.savez(path, passages=passages_m, queries=queries_m)
    return passages_m, queries_m


def percentile(values: list[float], q: float) -> float:
    return float(np.percentile(np.asarray(values), q)) if values else float("nan")


def run_backend(index, chunks_by_doc, vectors_by_doc, queries, qrels, evidence, embedder, settings):
    index.ensure(embedder.model_id, embedder.dimension)
    n_chunks = sum(len(c) for c in chunks_by_doc.values())
    t0 = time.perf_counter()
    for doc_id, chunks in chunks_by_doc.items():
        index.replace_document(doc_id, chunks, vectors_by_doc[doc_id])
    if hasattr(index, "optimize"):
        index.optimize()
    ingest_s = time.perf_counter() - t0

    retriever = HybridRetriever(index, embedder, settings)
    latencies, scores, rankings = [], [], {}
    for q in queries:
        scope = {"doc_id": q["metadata"]["doc_id"]} if q.get("metadata", {}).get("doc_id") else None
        flt = SearchFilter.from_scope(scope)
        vector = embedder.embed_query(q["text"])
        t = time.perf_counter()
        index.keyword_search(q["text"], settings.retrieval_candidates, flt)
        index.vector_search(vector, settings.retrieval_candidates, flt)
        latencies.append((time.perf_counter() - t) * 1000)
        result = retriever.retrieve(q["text"], flt, top_k=settings.retrieval_top_k)
        ranked = [p.chunk for p in result.passages]
        rankings[q["_id"]] = [c.id for c in ranked[:10]]
        if q["_id"] in qrels:
            docs = list(dict.fromkeys(c.doc_id for c in ranked))
            scores.append(ndcg10(docs, qrels[q["_id"]]))
        elif evidence.get(q["_id"]):
            scores.append(evidence_recall_4k([c.text for c in ranked], evidence[q["_id"]]))
    return {
        "chunks": n_chunks, "ingest_s": round(ingest_s, 2), "ingest_chunks_per_s": round(n_chunks / ingest_s, 1),
        "query_p50_ms": round(percentile(latencies, 50), 2), "query_p95_ms": round(percentile(latencies, 95), 2),
        "metric": round(float(np.mean(scores)), 4), "scored_queries": len(scores),
    }, rankings


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--datasets", nargs="+", default=["stackfaq", "syllabusqa"])
    parser.add_argument("--weaviate-url")
    parser.add_argument("--weaviate-grpc-port", type=int, default=50051)
    parser.add_argument("--json", type=Path, help="Also write the results here.")
    parser.add_argument("--cache", type=Path, default=Path(tempfile.gettempdir()) / "advisor-bench-embeddings",
                        help="Where passage/query embeddings are kept between runs.")
    args = parser.parse_args()

    server = None
    if not args.weaviate_url:
        from tests.services import WeaviateServer

        server = WeaviateServer().start()
        args.weaviate_url, args.weaviate_grpc_port = server.url, server.grpc_port
    settings = Settings(_env_file=None)
    chunker = StructuredChunker(settings.chunk_size, settings.chunk_overlap)
    model = MiniLMEmbedder(batch_size=settings.embedding_batch_size)
    results = {}
    from core.knowledge.index.text_analysis import analyse

    analyse("warm up")  # NLTK's import (~1.5 s) is a one-off, not ingest throughput
    try:
        for name in args.datasets:
            docs, queries, qrels, evidence = load_dataset(name)
            chunks_by_doc = {d.id: chunker.chunk(d)[0] for d in docs}
            chunks_by_doc = {k: v for k, v in chunks_by_doc.items() if v}
            t = time.perf_counter()
            flat = [c for cs in chunks_by_doc.values() for c in cs]
            texts = list(dict.fromkeys(q["text"] for q in queries))
            matrix, query_matrix = cached_embeddings(args.cache, name, model, [c.enriched_text for c in flat], texts)
            vectors_by_doc, i = {}, 0
            for doc_id, cs in chunks_by_doc.items():
                vectors_by_doc[doc_id] = matrix[i:i + len(cs)]
                i += len(cs)
            qvecs = dict(zip(texts, query_matrix))
            print(f"[{name}] {len(docs)} docs, {len(flat)} chunks, {len(queries)} queries; "
                  f"embedded in {time.perf_counter() - t:.1f} s", file=sys.stderr)
            embedder = CachedEmbedder(model.model_id, model.dimension, qvecs)

            from core.knowledge.index.lancedb_index import LanceDBIndex
            from core.knowledge.index.weaviate_index import WeaviateIndex

            with tempfile.TemporaryDirectory() as tmp:
                lance = LanceDBIndex(Path(tmp), "bench")
                lance_res, lance_rank = run_backend(lance, chunks_by_doc, vectors_by_doc, queries, qrels, evidence,
                                                    embedder, settings)
            weav = WeaviateIndex.from_settings(settings.model_copy(update={
                "weaviate_url": args.weaviate_url, "weaviate_grpc_port": args.weaviate_grpc_port}),
                f"bench_{uuid.uuid4().hex[:8]}")
            try:
                weav_res, weav_rank = run_backend(weav, chunks_by_doc, vectors_by_doc, queries, qrels, evidence,
                                                  embedder, settings)
            finally:
                weav.drop()
                weav.close()
            overlap = np.mean([len(set(lance_rank[q]) & set(weav_rank[q])) / max(len(lance_rank[q]), 1)
                               for q in lance_rank])
            top1 = np.mean([bool(lance_rank[q]) and lance_rank[q][:1] == weav_rank[q][:1] for q in lance_rank])
            metric = "nDCG@10" if qrels else "evidence recall@4k"
            results[name] = {"metric": metric, "lancedb": lance_res, "weaviate": weav_res,
                             "metric_diff": round(weav_res["metric"] - lance_res["metric"], 4),
                             "top10_overlap": round(float(overlap), 4), "top1_agreement": round(float(top1), 4)}
            print(json.dumps({name: results[name]}, indent=2))
    finally:
        if server:
            server.close()
    if args.json:
        args.json.write_text(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
