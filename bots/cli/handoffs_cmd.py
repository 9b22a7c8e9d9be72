"""`advisor handoffs list|show|resolve`: staff see and act on the handoff queue from the terminal."""

from __future__ import annotations

import json
from datetime import datetime

import typer

from bots.cli.common import console, fail, load_settings, runtime, setup_logging

app = typer.Typer(help="See and act on the adviser handoff queue.", no_args_is_help=True)


def _when(ts: float | None) -> str:
    return datetime.fromtimestamp(ts).strftime("%Y-%m-%d %H:%M") if ts else "-"


def _service():
    settings = load_settings()
    setup_logging(settings)
    return runtime(settings).handoffs


@app.command("list")
def list_(status: str = typer.Option("active", help="active, open, claimed, resolved, returned or all."),
          as_json: bool = typer.Option(False, "--json")) -> None:
    """Tickets in the queue (default: open and claimed)."""
    tickets = _service().list(None if status == "all" else status)
    if as_json:
        typer.echo(json.dumps([t.model_dump(mode="json", exclude={"events"}) for t in tickets]))
        return
    if not tickets:
        console.print(f"No {status} handoffs.")
        return
    from rich.table import Table

    table = Table("id", "status", "category", "urgent", "platform", "student", "opened", "claimed by", "question")
    for t in tickets:
        table.add_row(t.id, t.status.value, t.category, "yes" if t.urgent else "", t.platform,
                      t.student_name or t.student_id, _when(t.created_at), t.claimed_by_name or t.claimed_by or "",
                      t.question[:60])
    console.print(table)


@app.command()
def show(ticket_id: str, as_json: bool = typer.Option(False, "--json")) -> None:
    """One ticket with its summary, sources and audit trail."""
    ticket = _service().store.get(ticket_id)
    if ticket is None:
        fail(f"no handoff ticket {ticket_id}")
    if as_json:
        typer.echo(ticket.model_dump_json())
        return
    console.print(f"[bold]{ticket.id}[/] {ticket.status.value} · {ticket.category}{' · URGENT' if ticket.urgent else ''}")
    console.print(f"student: {ticket.student_name or ticket.student_id} · thread: {ticket.thread_link or ticket.conversation.key}",
                  highlight=False)
    console.print(f"reason: {ticket.reason}\n\n{ticket.summary}\n", highlight=False)
    for c in ticket.citations:
        console.print(f"  [{c.n}] {c.title} (v{c.version}) {c.url}", highlight=False)
    for e in ticket.events:
        console.print(f"  {_when(e.at)}  {e.action:<12} {e.actor} {e.detail}", highlight=False)


@app.command()
def resolve(ticket_id: str) -> None:
    """Close a ticket as resolved (the bot answers in that thread again)."""
    from core.handoff.service import HandoffError

    try:
        ticket = _service().resolve(ticket_id, "cli", system=True)
    except HandoffError as exc:
        fail(str(exc))
    console.print(f"{ticket.id} is {ticket.status.value}.")


def register(root: typer.Typer) -> None:
    root.add_typer(app, name="handoffs")
