"""`advisor report unanswered|feedback`: what students asked that the knowledge base could not answer,
and how they rated the answers (👍/👎, adviser requests), for the knowledge-base owners."""

from __future__ import annotations

import json
from collections import Counter
from datetime import datetime, timezone
from pathlib import Path

import typer

from bots.cli.common import console, fail, load_settings, runtime, setup_logging

app = typer.Typer(help="Reports for the knowledge-base owners.", no_args_is_help=True)

_FEEDBACK_KINDS = ("helpful", "not_helpful", "adviser_request")


def _when(at: float) -> str:
    return datetime.fromtimestamp(at, timezone.utc).strftime("%Y-%m-%d %H:%M")


def _store():
    settings = load_settings()
    setup_logging(settings)
    return runtime(settings).feedback


def _row(record) -> dict:
    return {"at": _when(record.at), "kind": record.kind, "platform": record.platform, "user_id": record.user_id,
            "conversation": record.conversation, "question": record.question, "answer": record.answer,
            "citations": [c.model_dump(include={"n", "title", "url", "version", "last_updated"}) for c in record.citations],
            "comment": record.comment}


@app.command()
def unanswered(
    as_json: bool = typer.Option(False, "--json", help="One JSON array of records."),
    limit: int = typer.Option(100, "--limit", min=1, help="Newest records first, at most this many."),
) -> None:
    """Questions the bot could not answer from the knowledge base (newest first)."""
    records = _store().list(kind="unanswered", limit=limit)
    if as_json:
        typer.echo(json.dumps([_row(r) for r in records], ensure_ascii=False, indent=2))
        return
    if not records:
        console.print("No unanswered questions recorded.")
        return
    counts = Counter(" ".join(r.question.lower().split()) for r in records)
    console.print(f"[bold]{len(records)} unanswered question(s)[/], {len(counts)} distinct:")
    for r in records:
        console.print(f"  {_when(r.at)}  [{r.platform}] {r.question}", markup=False, highlight=False, soft_wrap=True)


@app.command()
def feedback(
    as_json: bool = typer.Option(False, "--json", help="One JSON object: counts and records."),
    limit: int = typer.Option(100, "--limit", min=1, help="Newest records first, at most this many."),
    kind: str = typer.Option(None, "--kind", help="Only one kind: helpful, not_helpful or adviser_request."),
) -> None:
    """Ratings of answers (👍/👎) and requests to talk to an adviser (newest first)."""
    if kind is not None and kind not in _FEEDBACK_KINDS:
        raise typer.BadParameter(f"must be one of {', '.join(_FEEDBACK_KINDS)}", param_hint="--kind")
    store = _store()
    kinds = (kind,) if kind else _FEEDBACK_KINDS
    records = sorted((r for k in kinds for r in store.list(kind=k, limit=limit)), key=lambda r: r.at, reverse=True)[:limit]
    counts = {k: sum(1 for r in records if r.kind == k) for k in kinds}
    if as_json:
        typer.echo(json.dumps({"counts": counts, "records": [_row(r) for r in records]}, ensure_ascii=False, indent=2))
        return
    console.print("  ".join(f"{k}: {n}" for k, n in counts.items()))
    labels = {"helpful": "👍", "not_helpful": "👎", "adviser_request": "adviser"}
    for r in records:
        sources = ", ".join(c.title for c in r.citations)
        console.print(f"  {_when(r.at)}  {labels[r.kind]:<8} [{r.platform}] {r.question or '(answer expired)'}"
                      + (f"  — sources: {sources}" if sources else ""), markup=False, highlight=False, soft_wrap=True)


@app.command()
def digest(
    days: int = typer.Option(None, "--days", min=1, help="Days to look back (default: ADVISOR_DIGEST_DAYS, 7)."),
    chart: Path = typer.Option(None, "--chart", metavar="PNG", help="Also write the per-day chart to this file."),
    as_json: bool = typer.Option(False, "--json", help="Print the digest as JSON."),
    post: bool = typer.Option(False, "--post", help="Post it to the configured Slack/Teams digest channels now."),
) -> None:
    """The knowledge-owner digest: unanswered questions by topic, 👎 answers, most-cited and possibly stale
    pages, handoffs by category and time to claim (no student names or ids)."""
    from dataclasses import asdict

    from bots.owner_digest_post import gather_digest, post_digest
    from core.evaluation.owner_digest import render_chart
    from core.foundation.metrics import record_digest

    settings = load_settings()
    setup_logging(settings)
    rt = runtime(settings)
    if post:
        results = post_digest(rt)
        if not results:
            fail("no digest destination: set ADVISOR_DIGEST_SLACK_CHANNEL and/or ADVISOR_DIGEST_TEAMS_CONVERSATION")
        for destination, result in results.items():
            console.print(f"{destination}: {result}", highlight=False, markup=False)
        if any(r != "ok" for r in results.values()):
            raise typer.Exit(1)
        return
    built = gather_digest(rt, days=days)
    record_digest("terminal", "ok")
    if chart is not None:
        chart.write_bytes(render_chart(built))
    if as_json:
        typer.echo(json.dumps(asdict(built), ensure_ascii=False, indent=2))
        return
    from rich.markdown import Markdown

    console.print(Markdown(built.markdown()))
    if chart is not None:
        console.print(f"Chart written to {chart}", highlight=False)


def register(parent: typer.Typer) -> None:
    parent.add_typer(app, name="report")
