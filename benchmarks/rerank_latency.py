"""Latency of the cross-encoder re-ranker (int8 ONNX, onnxruntime, no torch) per question, by candidate count.

    PYTHONPATH=$PWD python3 benchmarks/rerank_latency.py MODEL_DIR [--dataset ../shared/bench/syllabusqa]
        [--split dev] [--questions 200] [--candidates 5 10 15 20] [--max-tokens N] [--window-chars N]
        [--data-dir DIR]

The questions' real first-stage candidates (hybrid retriever over the dataset's cached evaluation index,
built as ``advisor eval`` builds it, with each question's ``doc_id`` scope) are scored by
``CrossEncoderReranker`` exactly as serving does; per candidate count the script prints p50 / p95 / max ms
of one question's ``score`` call, passages per second, and the load average before and after (the machine
is shared: a high load inflates every figure). Goal: top 20 within 150 ms p95.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from core.evaluation.datasets import load_dataset  # noqa: E402
from core.evaluation.runner import EvalRunner  # noqa: E402
from core.foundation.settings import Settings  # noqa: E402
from core.knowledge.index.base import SearchFilter  # noqa: E402
from core.retrieval.hybrid import HybridRetriever  # noqa: E402
from core.retrieval.reranking import CrossEncoderReranker  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("model_dir", type=Path)
    ap.add_argument("--dataset", type=Path, default=REPO.parent / "shared" / "bench" / "syllabusqa")
    ap.add_argument("--split", default="dev")
    ap.add_argument("--questions", type=int, default=200)
    ap.add_argument("--candidates", type=int, nargs="+", default=[5, 10, 15, 20])
    ap.add_argument("--max-tokens", type=int, default=None, help="Override reranker.json's max_tokens.")
    ap.add_argument("--window-chars", type=int, default=None, help="Override reranker.json's window_chars (0 = whole).")
    ap.add_argument("--data-dir", type=Path, default=None, help="ADVISOR_DATA_DIR of the cached eval index.")
    args = ap.parse_args()

    settings = Settings(**({"data_dir": args.data_dir} if args.data_dir else {}))
    dataset = load_dataset(args.dataset, args.split)
    runner = EvalRunner(settings, dataset)
    runner.prepare_index()
    retriever = HybridRetriever(runner.index, runner.embedder, settings.model_copy(update={"reranker": "none", "context_budget_chars": 0}))
    questions = dataset.queries[: args.questions]
    depth = max(args.candidates)
    candidates = []
    for q in questions:
        flt = SearchFilter(doc_ids=(q.doc_id,)) if q.doc_id else SearchFilter()
        candidates.append((q.text, [p.chunk.text for p in retriever.retrieve(q.text, flt, top_k=depth).passages[:depth]]))
    t0 = time.perf_counter()
    reranker = CrossEncoderReranker(args.model_dir, max_tokens=args.max_tokens, window_chars=args.window_chars)
    load_s = time.perf_counter() - t0
    reranker.score(*candidates[0])  # warm-up
    print(f"model {args.model_dir} · load {load_s:.2f} s · window {reranker.window_chars or 'whole'} · {len(questions)} questions of {dataset.name} {args.split} · "
          f"onnxruntime threads default · load average before {os.getloadavg()[0]:.2f}")
    for k in args.candidates:
        times, passages = [], 0
        for question, texts in candidates:
            t = time.perf_counter()
            reranker.score(question, texts[:k])
            times.append((time.perf_counter() - t) * 1000)
            passages += len(texts[:k])
        arr = np.array(times)
        print(f"  top {k:>2}: p50 {np.percentile(arr, 50):6.1f} ms · p95 {np.percentile(arr, 95):6.1f} ms · "
              f"max {arr.max():6.1f} ms · {passages / (arr.sum() / 1000):6.1f} passages/s")
    print(f"load average after {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
