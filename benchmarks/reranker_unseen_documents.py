"""Evidence recall on documents the re-ranker never trained on, read from the training split alone.

    PYTHONPATH=$PWD python3 benchmarks/reranker_unseen_documents.py [MODEL_DIR …]
        [--dataset ../shared/bench/syllabusqa] [--split train] [--share 0.15] [--seed 13] [--from-docs] [--json FILE]

`advisor train-reranker` holds out about ``--share`` of the training split's documents (seeded, as the recipe
does) and fits only the answerability model and the rank weight on their questions (so abstention
here is in-sample). The split is drawn with the models' own share and seed (their reranker.json). Scoring those questions
with and without each MODEL_DIR estimates what the re-ranker does on unseen documents without reading dev or
held-out. It also prints the **ceiling**: the share of evidence spans inside any chunk of their document
(every chunk retrieved, no budget), and why the others are not: not in the document's text at all (the span
is worded differently from the corpus text), or cut by chunk boundaries. No ranking can pass the ceiling.
``--from-docs`` indexes the original files (one format per document, as `advisor eval --from-docs` does).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from core.evaluation import metrics  # noqa: E402
from core.evaluation.datasets import Dataset, corpus_documents, load_dataset  # noqa: E402
from core.evaluation.runner import EvalRunner  # noqa: E402
from core.foundation.settings import Settings  # noqa: E402
from core.knowledge.chunking import StructuredChunker  # noqa: E402
from core.knowledge.index.base import SearchFilter  # noqa: E402
from core.retrieval.hybrid import HybridRetriever  # noqa: E402
from training.pairs import calibration_split, load_benchmark_questions  # noqa: E402


def held_out_dataset(root: Path, split: str, share: float, seed: int) -> Dataset:
    _, held_questions = calibration_split(load_benchmark_questions(root, split), share, seed)
    held = {q.group for q in held_questions}
    ds = load_dataset(root, split)
    return Dataset(ds.name, ds.root, ds.split, [q for q in ds.queries if q.doc_id in held])


def span_losses(ds: Dataset, settings: Settings, documents: list | None = None) -> Counter:
    """Each evidence span: in some chunk, cut by chunk boundaries, or not in the document's text."""
    wanted = {q.doc_id for q in ds.queries}
    docs = {d.id: d for d in (documents if documents is not None else corpus_documents(ds)) if d.id in wanted}
    chunker = StructuredChunker(settings.chunk_size, settings.chunk_overlap)
    chunks = {i: [metrics.normalise(c.text) for c in chunker.chunk(d)[0]] for i, d in docs.items()}
    bodies = {i: metrics.normalise(d.body) for i, d in docs.items()}
    out: Counter = Counter()
    for q in ds.queries:
        for span in filter(None, (metrics.normalise(s) for s in q.spans)):
            if q.doc_id not in docs:
                out["document missing"] += 1
            elif any(span in c for c in chunks[q.doc_id]):
                out["in a chunk"] += 1
            else:
                out["cut by chunking" if span in bodies[q.doc_id] else "not in the document's text"] += 1
    return out


def ceiling(runner: EvalRunner) -> float:
    """Mean evidence recall with every chunk of the scoped document retrieved and no budget."""
    # every chunk whole: packing for a reader would join and cut them
    whole = runner.settings.model_copy(update={"context_budget_chars": 0})
    retriever = HybridRetriever(runner.index, runner.embedder, whole, None)
    scores = []
    for q in runner.dataset.queries:
        if q.spans:
            passages = retriever.retrieve(q.text, SearchFilter(doc_ids=(q.doc_id,)), top_k=1000).passages
            scores.append(metrics.evidence_recall_at_budget([p.chunk.text for p in passages], q.spans, 10**9))
    return round(statistics.mean(scores), 4) if scores else 0.0


def training_of(model_dir: Path) -> dict:
    """The ``training`` record of a model folder's reranker.json (empty when it has none)."""
    try:
        return json.loads((model_dir / "reranker.json").read_text(encoding="utf-8")).get("training") or {}
    except (OSError, ValueError):
        return {}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("model_dirs", nargs="*", type=Path)
    ap.add_argument("--dataset", type=Path, default=REPO.parent / "shared" / "bench" / "syllabusqa")
    ap.add_argument("--split", default="train")
    ap.add_argument("--share", type=float, help="default: the models' own (reranker.json), else 0.15")
    ap.add_argument("--seed", type=int, help="default: the models' own (reranker.json), else 13")
    ap.add_argument("--from-docs", action="store_true", help="index the original files under docs/")
    ap.add_argument("--json", type=Path)
    args = ap.parse_args()
    # the held-out documents are the models' only if the split is drawn as their training drew it
    trained = {(t.get("calibration_share"), t.get("seed")) for t in map(training_of, args.model_dirs)}
    if len(trained) > 1:
        ap.error(f"the models were trained with different held-out splits (share, seed): {sorted(trained, key=str)}")
    share, seed = next(iter(trained)) if trained else (None, None)
    for name, given, own in (("--share", args.share, share), ("--seed", args.seed, seed)):
        if given is not None and own is not None and given != own:
            ap.error(f"{name} {given} differs from the models' own {own}: their held-out documents would not be these")
    args.share = args.share if args.share is not None else share if share is not None else 0.15
    args.seed = args.seed if args.seed is not None else seed if seed is not None else 13
    ds = held_out_dataset(args.dataset, args.split, args.share, args.seed)
    base = Settings()
    loader = None
    if args.from_docs:
        from bots.cli.eval_cmd import load_docs

        loader = load_docs
    losses = span_losses(ds, base, loader(ds.docs_dir) if loader else None)
    total = sum(losses.values()) or 1
    report: dict = {"documents": len({q.doc_id for q in ds.queries}), "questions": len(ds.queries),
                    "from_docs": args.from_docs,
                    "spans": {k: [v, round(v / total, 4)] for k, v in losses.most_common()}}
    runner = EvalRunner(base, ds, from_docs=args.from_docs, docs_loader=loader)
    runner.prepare_index()
    report["ceiling_evidence_recall"] = ceiling(runner)
    print(json.dumps(report), flush=True)
    keys = ("evidence_recall@4k", "span_hit@5", "span_mrr@10", "abstention_balanced_accuracy")
    runs = [("none", runner), *[(str(m), EvalRunner(Settings(reranker="cross-encoder", reranker_model_dir=str(m)), ds,
                                                    from_docs=args.from_docs, docs_loader=loader))
                                for m in args.model_dirs]]
    for label, run in runs:  # "none" reuses the index the ceiling loaded
        result = run.run()
        row = {k: result.metrics[k] for k in keys if k in result.metrics} | {"latency_ms": result.latency_ms}
        report[label] = row
        print(label, json.dumps(row), flush=True)
    if args.json:
        args.json.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
