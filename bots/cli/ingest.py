"""`advisor ingest PATH...`: index Markdown/HTML/text/PDF/DOCX files and folders."""

from __future__ import annotations

import json
from pathlib import Path

import typer

from bots.cli.common import PipelineProgress, console, err_console, fail, load_settings, runtime, setup_logging


def ingest_paths(rt, paths: list[Path], quiet: bool = False, base_url: str | None = None,
                 allow_mass_delete: bool = False) -> dict:
    """Load, chunk, embed (new chunks only) and index through the sync pipeline: unchanged files (by content
    hash) are skipped, files gone from a folder synced before are deleted (unless that is more than
    ``sync_max_delete_share`` of them), a file that cannot be read keeps its previous version. Returns the
    summary as a dict."""
    import asyncio

    from bots.change_alert_senders import alert_after_sync
    from sync.file_source import FileSource
    from sync.pipeline import SyncPipeline
    from sync.sample_kb import is_sample, retire_sample
    from sync.sync_state import SyncState

    source = FileSource(paths, base_url=base_url)
    state = SyncState.in_dir(rt.settings.state_dir)
    sample_removed = 0
    try:
        with PipelineProgress(enabled=not quiet) as progress:
            pipeline = SyncPipeline(rt.knowledge_base, state, progress=progress,
                                    max_delete_share=rt.settings.sync_max_delete_share,
                                    allow_mass_delete=allow_mass_delete)
            report = asyncio.run(pipeline.run(source))
        if not is_sample(paths) and report.new + report.changed + report.unchanged:
            sample_removed = retire_sample(rt.settings, rt.knowledge_base, state)
        report.change_alerts = alert_after_sync(rt, report)
    finally:
        state.close()
    chunks = report.chunks_written + report.chunks_unchanged
    return {
        "documents": report.new + report.changed + report.unchanged,
        "new": report.new,
        "changed": report.changed,
        "unchanged": report.unchanged,
        "deleted": report.deleted,
        "chunks": chunks,
        "embedded": report.chunks_embedded,
        "reused": chunks - report.chunks_embedded,
        # unreadable files are listed under "skipped", with the path and reason
        "failed": [f for f in report.failed if f["title"] not in {p for p, _ in source.skipped_files}],
        "skipped": [{"path": p, "reason": r} for p, r in source.skipped_files],
        "warnings": report.errors,
        "mass_delete_refused": report.mass_delete_refused,
        "dropped_chunks": report.dropped_chunks,
        "documents_without_content": report.empty_documents,
        "seconds": report.seconds,
        "sample_pages_removed": sample_removed,
        "change_alerts": report.change_alerts,
    }


def print_summary(summary: dict) -> None:
    console.print(
        f"Indexed {summary['documents']} documents ({summary['new']} new, {summary['changed']} changed, "
        f"{summary['unchanged']} unchanged, {summary['deleted']} deleted) → {summary['chunks']} chunks "
        f"({summary['embedded']} embedded, {summary['reused']} unchanged) in {summary['seconds']} s."
    )
    if summary.get("sample_pages_removed"):
        console.print(f"Removed the {summary['sample_pages_removed']} pages of the bundled sample knowledge base: "
                      "answers now come from your own documents only.")
    for failure in summary["failed"]:
        console.print(f"[red]failed[/] {failure['title'] or failure['id']}: {failure['error']}", highlight=False)
    for warning in summary["warnings"]:
        console.print(f"[yellow]warning:[/] {warning}", highlight=False)
    if summary["dropped_chunks"]:
        console.print("Noise filters dropped: " + ", ".join(f"{k} {v}" for k, v in sorted(summary["dropped_chunks"].items())))
    if summary["skipped"]:
        console.print(f"[yellow]Skipped {len(summary['skipped'])} file(s) (a file indexed before keeps its "
                      "previous version):[/]")
        for item in summary["skipped"]:
            console.print(f"  - {item['path']}: {item['reason']}", highlight=False)
    if summary["mass_delete_refused"]:
        err_console.print(f"[bold red]error:[/] {summary['mass_delete_refused']}", highlight=False, soft_wrap=True)


def register(app: typer.Typer) -> None:
    @app.command()
    def ingest(
        paths: list[Path] = typer.Argument(..., metavar="PATH", help="Files or folders (Markdown with front matter, HTML, text, PDF, DOCX)."),
        as_json: bool = typer.Option(False, "--json", help="Print the summary as JSON."),
        base_url: str = typer.Option(
            None, "--base-url", metavar="URL",
            help="Where these folders are published (https://…): citations link to URL/<path in the folder>. "
                 "Without it (and without a url in front matter) citations show the plain path."),
        allow_mass_delete: bool = typer.Option(
            False, "--allow-mass-delete",
            help="Delete even when more than ADVISOR_SYNC_MAX_DELETE_SHARE (20%) of the indexed files are gone."),
        verbose: bool = typer.Option(False, "--verbose", "-v"),
    ) -> None:
        """Index files and folders into the knowledge base (unchanged chunks are not re-embedded).

        Exit codes: 0 ok · 1 some files could not be read (they keep their previous version) or nothing was indexed
        · 4 mass deletion refused (nothing was deleted)."""
        settings = load_settings()
        setup_logging(settings, verbose)
        missing = [str(p) for p in paths if not p.exists()]
        if missing and len(missing) == len(paths):
            fail(f"no such file or folder: {', '.join(missing)}")
        if base_url is not None and not base_url.startswith(("https://", "http://")):
            fail(f"--base-url must be an http(s) URL, not {base_url!r}")
        from core.knowledge.index import IndexError_

        try:
            summary = ingest_paths(runtime(settings), paths, quiet=as_json, base_url=base_url,
                                   allow_mass_delete=allow_mass_delete)
        except IndexError_ as exc:
            fail(str(exc))
        summary["skipped"] = [{"path": m, "reason": "no such file or folder"} for m in missing] + summary["skipped"]
        if as_json:
            typer.echo(json.dumps(summary, indent=2))
        else:
            print_summary(summary)
        if summary["mass_delete_refused"]:
            raise typer.Exit(4)
        if summary["documents"] == 0 or summary["skipped"]:
            raise typer.Exit(1)
