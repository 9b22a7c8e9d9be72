"""`advisor index stats|drop`: look after the knowledge-base index of the configured backend."""

from __future__ import annotations

import json

import typer

from bots.cli.common import console, fail, load_settings, runtime, setup_logging

app = typer.Typer(help="Inspect and manage the knowledge-base index.", no_args_is_help=True)


@app.command()
def stats(as_json: bool = typer.Option(False, "--json")) -> None:
    """Documents, chunks, embedding model and location of the index."""
    from core.index import IndexError_

    settings = load_settings()
    setup_logging(settings)
    try:
        s = runtime(settings).index.stats()
    except IndexError_ as exc:
        fail(str(exc))
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
    runtime(settings).index.drop()
    console.print("Index dropped.")
