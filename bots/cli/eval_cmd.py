"""`advisor eval DATASET_DIR --split NAME`: measure retrieval on a benchmark in the BEIR-like layout."""

from __future__ import annotations

import json
from pathlib import Path

import typer

from bots.cli.common import StagedProgress, console, err_console, fail, load_settings, setup_logging


def load_docs(folder: Path) -> list:
    """The original files of a dataset, id = file stem, one format per document (the PDF where there is
    one); unreadable ones are skipped with a warning."""
    from sync.files import load_files_one_per_stem

    report = load_files_one_per_stem([folder])
    if report.copies:
        documents = len({read for _, read in report.copies})
        err_console.print(f"{documents} documents are also in another format: each is read once "
                          "(the PDF where there is one)", highlight=False)
    for path, reason in report.skipped:
        err_console.print(f"skipped {path}: {reason}", highlight=False)
    return report.documents


def register(app: typer.Typer) -> None:
    app.command(name="eval")(eval_command)


def eval_command(
    dataset_dir: Path = typer.Argument(..., metavar="DATASET_DIR", help="Dataset folder: corpus.jsonl, queries/, qrels/, evidence/, docs/."),
    split: str = typer.Option(..., "--split", help="Query split, e.g. dev."),
    json_path: Path | None = typer.Option(None, "--json", help="Write the metrics as JSON to this file."),
    report_dir: Path | None = typer.Option(None, "--report", help="Write a Markdown + PNG report comparing modes here."),
    backend: str | None = typer.Option(None, "--backend", help="lancedb or weaviate (default: the configured one)."),
    reranker: str | None = typer.Option(None, "--reranker", help="none, cross-encoder or llm (default: the configured one; "
                                        "cross-encoder needs ADVISOR_RERANKER_MODEL_DIR, llm an LLM endpoint)."),
    mode: str = typer.Option("hybrid", "--mode", help="hybrid (configured fusion), bm25, dense, rrf, weighted, adaptive."),
    limit: int | None = typer.Option(None, "--limit", min=1, help="Only the first N queries (exploration)."),
    from_docs: bool = typer.Option(False, "--from-docs", help="Index the original files under docs/ (id = file stem; one file per document, the PDF first)."),
    verbose: bool = typer.Option(False, "--verbose", "-v"),
) -> None:
    """Index the dataset (cached per corpus + settings), run the split, print and save the metrics."""

    from core.evaluation.datasets import DatasetError, load_dataset
    from core.evaluation.runner import MODES, EvalRunner
    from core.retrieval.reranking import RerankerError

    if backend is not None and backend not in ("lancedb", "weaviate"):
        fail(f"--backend must be lancedb or weaviate, not {backend!r}")
    if mode not in ("hybrid", "bm25", "dense", "rrf", "weighted", "adaptive"):
        fail(f"unknown --mode {mode!r}")
    if reranker is not None and reranker not in ("none", "cross-encoder", "llm"):
        fail(f"--reranker must be none, cross-encoder or llm, not {reranker!r}")
    settings = load_settings(index_backend=backend, reranker=reranker)
    setup_logging(settings, verbose)
    try:
        dataset = load_dataset(dataset_dir, split)
    except DatasetError as exc:
        fail(str(exc))
    if not dataset.queries:
        fail(f"split '{split}' of {dataset_dir} has no queries")

    with StagedProgress() as progress:
        runner = None
        try:
            runner = EvalRunner(settings, dataset, from_docs=from_docs, progress=progress, docs_loader=load_docs)
            runner.prepare_index()
            result = runner.run(mode, limit)
            compared = []
            if report_dir is not None:
                same = {mode, settings.fusion if mode == "hybrid" else mode}
                compared = [runner.run(other, limit) for other in MODES if other not in same]
        except (DatasetError, RerankerError) as exc:
            fail(str(exc))
        finally:
            if runner is not None and hasattr(runner.index, "close"):
                runner.index.close()  # Weaviate holds HTTP and gRPC connections

    payload = result.to_json()
    if json_path is not None:
        json_path.parent.mkdir(parents=True, exist_ok=True)
        json_path.write_text(json.dumps(payload, indent=2) + "\n", encoding="utf-8")
    if report_dir is not None:
        from core.evaluation.report import write_report

        md = write_report([result, *compared], report_dir)
        console.print(f"report: {md}", highlight=False)
    console.print(f"[bold]{dataset.name}[/] {split} · {result.n_queries} queries · mode {mode} · "
                  f"index build {result.index_build_s:.1f} s", highlight=False)
    for name, value in result.metrics.items():
        console.print(f"  {name:>30}: {value:.4f}", highlight=False)
    console.print(f"  {'latency p50 / p95 ms':>30}: {result.latency_ms['p50']:.1f} / {result.latency_ms['p95']:.1f}",
                  highlight=False)
    if "rerank_p50" in result.latency_ms:  # the re-ranking step alone, inside the figure above
        console.print(f"  {'of it re-ranking p50 / p95 ms':>30}: {result.latency_ms['rerank_p50']:.1f} / "
                      f"{result.latency_ms['rerank_p95']:.1f}", highlight=False)
