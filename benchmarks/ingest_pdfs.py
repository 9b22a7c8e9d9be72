"""Benchmark (not a test): ingest the 63 SyllabusQA PDFs into a fresh LanceDB, then time retrieval.

    python benchmarks/ingest_pdfs.py [--pdf-dir ../shared/bench/syllabusqa/docs/pdf] [--queries 200]

Reports seconds, chunks, chunks/s for the full ingest, and retrieval latency p50/p95 over N queries of
the dev split, each scoped to its syllabus like a course channel would be.
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from pathlib import Path

from bots.runtime import AdvisorRuntime
from core.knowledge.index.base import SearchFilter
from core.foundation.settings import Settings
from sync.files import load_files

from bench_data import bench_root, dataset_dir

BENCH = bench_root() / "syllabusqa"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--pdf-dir", type=Path, default=BENCH / "docs" / "pdf")
    parser.add_argument("--queries", type=int, default=200)
    args = parser.parse_args()
    if args.pdf_dir == BENCH / "docs" / "pdf":
        dataset_dir("syllabusqa")  # clean stop when the data is absent
    with tempfile.TemporaryDirectory() as tmp:
        rt = AdvisorRuntime(Settings(data_dir=Path(tmp), _env_file=None))
        rt.embedder  # model load is not part of ingest time
        t0 = time.perf_counter()
        loaded = load_files([args.pdf_dir], id_from="stem")
        t_extract = time.perf_counter() - t0
        report = rt.knowledge_base.upsert(loaded.documents)
        rt.index.optimize()
        total = time.perf_counter() - t0
        queries = [json.loads(l) for l in (BENCH / "queries" / "dev.jsonl").read_text().splitlines()][: args.queries]
        for q in queries[:5]:  # warm-up
            rt.retriever.retrieve(q["text"], SearchFilter(doc_ids=(q["metadata"]["doc_id"],)))
        latencies = []
        for q in queries:
            t = time.perf_counter()
            rt.retriever.retrieve(q["text"], SearchFilter(doc_ids=(q["metadata"]["doc_id"],)))
            latencies.append((time.perf_counter() - t) * 1000)
        latencies.sort()
        result = {
            "pdfs": len(loaded.documents), "skipped": loaded.skipped, "text_extraction_s": round(t_extract, 2),
            "ingest_s": round(total, 2), "chunks": report.chunks, "chunks_per_s": round(report.chunks / total, 1),
            "queries": len(latencies), "retrieval_p50_ms": round(statistics.median(latencies), 1),
            "retrieval_p95_ms": round(latencies[int(0.95 * (len(latencies) - 1))], 1),
            "chunk_size": rt.settings.chunk_size, "chunk_overlap": rt.settings.chunk_overlap,
        }
        print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
