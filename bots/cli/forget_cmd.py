"""`advisor forget --user ID [--dry-run] [--json]`: erase a person's conversations (and other records)
everywhere they are stored, or list what would be erased."""

from __future__ import annotations

import json

import typer

from bots.cli.common import console, fail, load_settings, runtime, setup_logging


def register(app: typer.Typer) -> None:
    @app.command()
    def forget(
        user: str = typer.Option(..., "--user", help="The person's user id (Slack user id, Teams AAD object id, CLI --user)."),
        dry_run: bool = typer.Option(False, "--dry-run", help="Erase nothing; list what would be erased in each store."),
        as_json: bool = typer.Option(False, "--json", help="Print the result per store as JSON."),
        verbose: bool = typer.Option(False, "--verbose", "-v"),
    ) -> None:
        """Erase a person's turns in conversation threads (shared threads keep the others' turns), feedback,
        shown answers, handoff transcripts and change-alert subscriptions, and say what was erased per store."""
        if not user.strip():
            fail("--user must not be empty")
        user = user.strip()
        settings = load_settings()
        setup_logging(settings, verbose)
        results = runtime(settings).eraser.erase(user, dry_run=dry_run)
        if as_json:
            typer.echo(json.dumps({"user": user, "dry_run": dry_run, "stores": [
                {"store": r.store, "what": r.what, "count": r.erased, "error": r.error} for r in results],
                # the pre-dry-run name of the same list, kept for scripts written against it
                "erased": [] if dry_run else [
                {"store": r.store, "what": r.what, "count": r.erased, "error": r.error} for r in results]}))
        else:
            if not results:
                console.print("No store holds user data in this configuration; nothing to erase.")
            for r in results:
                if r.error:
                    console.print(f"[red]{r.store}: could not {'count' if dry_run else 'erase'} ({r.error})[/]",
                                  highlight=False)
                elif dry_run:
                    count = "an unknown number of" if r.erased is None else str(r.erased)
                    console.print(f"{r.store}: would erase {count} {r.what} of {user}", highlight=False)
                else:
                    console.print(f"{r.store}: erased {r.erased} {r.what} of {user}", highlight=False)
        if any(r.error for r in results):
            raise typer.Exit(1)
