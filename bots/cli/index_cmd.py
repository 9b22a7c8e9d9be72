"""`advisor index stats|migrate|drop`: look after the knowledge-base index of the configured backend."""

from __future__ import annotations

import json

import typer

from bots.cli.common import console, err_console, fail, load_settings, runtime, setup_logging

app = typer.Typer(help="Inspect and manage the knowledge-base index.", no_args_is_help=True)


@app.command()
def stats(as_json: bool = typer.Option(False, "--json")) -> None:
    """Documents, chunks, embedding model and location of the index."""
    from core.knowledge.index import IndexError_

    settings = load_settings()
    setup_logging(settings)
    rt = runtime(settings)
    try:
        s = rt.index.stats()
    except IndexError_ as exc:
        fail(str(exc))
    finally:
        rt.close()
    data = {"backend": s.backend, "location": s.location, "documents": s.documents, "chunks": s.chunks,
            "embedding_model": s.embedding_model, "dimension": s.dimension, **s.extra}
    if as_json:
        typer.echo(json.dumps(data))
    else:
        for k, v in data.items():
            console.print(f"{k:>16}: {v}", highlight=False)


@app.command()
def drop(yes: bool = typer.Option(False, "--yes", help="Do not ask for confirmation.")) -> None:
    """Delete the whole index (documents must be ingested again)."""
    settings = load_settings()
    setup_logging(settings)
    if not yes and not typer.confirm(f"Drop the {settings.index_backend} index '{settings.index_name}'?"):
        raise typer.Exit(1)
    from core.knowledge.index import IndexError_

    rt = runtime(settings)
    try:
        rt.index.drop()
    except IndexError_ as exc:
        fail(str(exc))
    finally:
        rt.close()
    console.print("Index dropped.")


@app.command()
def migrate(
    to: str = typer.Option(..., "--to", help="Target backend: lancedb or weaviate."),
    source: str = typer.Option(None, "--from", help="Source backend (default: the configured ADVISOR_INDEX_BACKEND)."),
) -> None:
    """Copy every chunk and its vector to the other backend (no re-embedding); the target becomes a mirror.

    Then set ADVISOR_INDEX_BACKEND to the target: switching needs no other change.
    """
    from rich.progress import Progress

    from core.knowledge.index import IndexError_, open_index
    from core.knowledge.index.migrate import copy_index

    settings = load_settings()
    setup_logging(settings)
    source = source or settings.index_backend
    for name in (source, to):
        if name not in ("lancedb", "weaviate"):
            fail(f"unknown backend {name!r}: choose lancedb or weaviate")
    if source == to:
        fail(f"source and target are both {to}: pass --from or --to another backend")
    src = open_index(settings.model_copy(update={"index_backend": source}))
    dst = open_index(settings.model_copy(update={"index_backend": to}))
    try:
        total = len(src.document_versions())
        with Progress(console=err_console.rich, transient=True) as progress:
            task = progress.add_task(f"{source} → {to}", total=total)
            report = copy_index(src, dst, lambda n: progress.advance(task, n))
        target_stats = dst.stats()
    except IndexError_ as exc:
        fail(str(exc))
    finally:
        for idx in (src, dst):
            if hasattr(idx, "close"):
                idx.close()
    console.print(f"Copied {report.documents} documents ({report.chunks} chunks) from {source} to {to}; "
                  f"removed {report.removed_documents} documents absent from the source. "
                  f"Target now holds {target_stats.documents} documents, {target_stats.chunks} chunks "
                  f"({target_stats.location}).", highlight=False)
