"""`advisor forget --user ID`: erase a person's conversations (and other records) everywhere they are stored."""

from __future__ import annotations

import json

import typer

from bots.cli.common import console, fail, load_settings, runtime, setup_logging


def register(app: typer.Typer) -> None:
    @app.command()
    def forget(
        user: str = typer.Option(..., "--user", help="The person's user id (Slack user id, Teams AAD object id, CLI --user)."),
        as_json: bool = typer.Option(False, "--json", help="Print what was erased as JSON."),
        verbose: bool = typer.Option(False, "--verbose", "-v"),
    ) -> None:
        """Erase a person's conversation threads, feedback and handoff transcripts, and say what was erased."""
        if not user.strip():
            fail("--user must not be empty")
        settings = load_settings()
        setup_logging(settings, verbose)
        results = runtime(settings).eraser.erase(user.strip())
        if as_json:
            typer.echo(json.dumps({"user": user, "erased": [
                {"store": r.store, "what": r.what, "count": r.erased, "error": r.error} for r in results]}))
        else:
            if not results:
                console.print("No store holds user data in this configuration; nothing to erase.")
            for r in results:
                if r.error:
                    console.print(f"[red]{r.store}: could not erase ({r.error})[/]", highlight=False)
                else:
                    console.print(f"{r.store}: erased {r.erased} {r.what} of {user}", highlight=False)
        if any(r.error for r in results):
            raise typer.Exit(1)
