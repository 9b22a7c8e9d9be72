"""`advisor outbox`: what is waiting for delivery to Slack and Teams, and what could not be delivered."""

from __future__ import annotations

import json
from datetime import datetime, timezone

import typer

from bots.cli.common import console, load_settings, runtime, setup_logging


def register(app: typer.Typer) -> None:
    @app.command()
    def outbox(
        limit: int = typer.Option(20, "--limit", min=0, help="Dead letters to show (newest first)."),
        as_json: bool = typer.Option(False, "--json", help="Print as JSON."),
        verbose: bool = typer.Option(False, "--verbose", "-v"),
    ) -> None:
        """Posts queued for delivery (count, oldest age) and the newest dead letters (who, where, why)."""
        settings = load_settings()
        setup_logging(settings, verbose)
        store = runtime(settings).outbox
        stats = store.stats()
        dead = store.dead_letters(limit) if limit else []
        if as_json:
            typer.echo(json.dumps({"queued": stats.depth, "oldest_age_s": round(stats.oldest_age_s, 1),
                                   "unreadable": list(stats.unreadable),
                                   "dead_letters": [d.model_dump() for d in dead]}))
            return
        console.print(f"queued for delivery: {stats.depth}"
                      + (f" (oldest {stats.oldest_age_s:.0f} s)" if stats.depth else "")
                      + (f"; not counted: the {', '.join(stats.unreadable)} queue could not be read"
                         if stats.unreadable else ""), highlight=False)
        for d in dead:
            when = datetime.fromtimestamp(d.failed_at, timezone.utc).strftime("%Y-%m-%d %H:%M:%S UTC")
            console.print(f"{when}  {d.platform} {d.kind} for {d.user_id or '?'} in {d.conversation or '?'}: "
                          f"{d.reason}", highlight=False, markup=False)
