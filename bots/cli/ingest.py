"""`advisor ingest PATH...`: index Markdown/HTML/text/PDF/DOCX files and folders."""

from __future__ import annotations

import json
import time
from pathlib import Path

import typer

from bots.cli.common import console, err_console, fail, load_settings, runtime, setup_logging


def ingest_paths(rt, paths: list[Path], quiet: bool = False) -> dict:
    """Load, chunk, embed (new chunks only) and index; returns the summary as a dict."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from sync.files import load_files

    started = time.perf_counter()
    loaded = load_files(paths)
    kb = rt.knowledge_base
    with Progress(TextColumn("[progress.description]{task.description}"), BarColumn(), MofNCompleteColumn(),
                  TimeElapsedColumn(), console=err_console, disable=quiet or len(loaded.documents) < 5,
                  transient=True) as progress:
        task = progress.add_task("indexing", total=len(loaded.documents))
        report = kb.upsert(loaded.documents, progress=lambda n: progress.advance(task, n))
    if hasattr(rt.index, "optimize"):
        rt.index.optimize()
    return {
        "documents": report.documents,
        "chunks": report.chunks,
        "embedded": report.embedded,
        "reused": report.reused,
        "dropped_chunks": dict(report.dropped),
        "documents_without_content": report.empty_documents,
        "skipped": [{"path": p, "reason": r} for p, r in loaded.skipped],
        "seconds": round(time.perf_counter() - started, 2),
    }


def print_summary(summary: dict) -> None:
    console.print(
        f"Indexed {summary['documents']} documents → {summary['chunks']} chunks "
        f"({summary['embedded']} embedded, {summary['reused']} unchanged) in {summary['seconds']} s."
    )
    if summary["dropped_chunks"]:
        console.print("Noise filters dropped: " + ", ".join(f"{k} {v}" for k, v in sorted(summary["dropped_chunks"].items())))
    if summary["skipped"]:
        console.print(f"[yellow]Skipped {len(summary['skipped'])} file(s):[/]")
        for item in summary["skipped"]:
            console.print(f"  - {item['path']}: {item['reason']}", highlight=False)


def register(app: typer.Typer) -> None:
    @app.command()
    def ingest(
        paths: list[Path] = typer.Argument(..., help="Files or folders (Markdown with front matter, HTML, text, PDF, DOCX)."),
        as_json: bool = typer.Option(False, "--json", help="Print the summary as JSON."),
        verbose: bool = typer.Option(False, "--verbose", "-v"),
    ) -> None:
        """Index files and folders into the knowledge base (unchanged chunks are not re-embedded)."""
        settings = load_settings()
        setup_logging(settings, verbose)
        missing = [str(p) for p in paths if not p.exists()]
        if missing and len(missing) == len(paths):
            fail(f"no such file or folder: {', '.join(missing)}")
        from core.index import IndexError_

        try:
            summary = ingest_paths(runtime(settings), paths, quiet=as_json)
        except IndexError_ as exc:
            fail(str(exc))
        summary["skipped"] = [{"path": m, "reason": "no such file or folder"} for m in missing] + summary["skipped"]
        if as_json:
            typer.echo(json.dumps(summary, indent=2))
        else:
            print_summary(summary)
        if summary["documents"] == 0:
            raise typer.Exit(1)
