"""`advisor alerts preview|send`: the follow-ups threads would get (or get now) because a page they were
quoted has changed since; the same matching a sync runs after it applies changes."""

from __future__ import annotations

import json
from datetime import datetime, timezone

import typer

from bots.cli.common import console, fail, load_settings, runtime, setup_logging

app = typer.Typer(help="Change alerts: tell threads when a page they were quoted changes.", no_args_is_help=True)


def _since(value: str | None) -> float | None:
    if not value:
        return None
    try:
        day = datetime.strptime(value, "%Y-%m-%d").replace(tzinfo=timezone.utc)
    except ValueError:
        fail(f"--since must be a date like 2026-11-30, not {value!r}")
    return day.timestamp()


def _pages(rt, since: float | None):
    from core.conversation.change_alerts import pages_to_check

    window_start = datetime.now(timezone.utc).timestamp() - rt.settings.change_alert_days * 86400
    pages = pages_to_check(rt.index, rt.alert_subscriptions, window_start)
    if since is not None:  # pages changed on or after the date (removed pages carry no date: always listed)
        day = datetime.fromtimestamp(since, timezone.utc).date().isoformat()
        pages = {d: p for d, p in pages.items() if p.gone or not p.updated or p.updated >= day}
    return pages


@app.command()
def preview(
    since: str = typer.Option(None, "--since", metavar="DATE", help="Only pages changed on or after DATE (YYYY-MM-DD)."),
    as_json: bool = typer.Option(False, "--json", help="Print the alerts as JSON."),
) -> None:
    """List the change alerts a run would send now (sends nothing)."""
    settings = load_settings()
    setup_logging(settings)
    rt = runtime(settings)
    plan = rt.change_alerts().preview(_pages(rt, _since(since)))
    if as_json:
        typer.echo(json.dumps({"alerts": [a.preview() for a in plan.alerts],
                               "suppressed": [dict(a.preview(), reason=r) for a, r in plan.suppressed],
                               "unchanged": plan.unchanged}, ensure_ascii=False, indent=2))
        return
    if not settings.change_alerts_enabled:
        console.print("[yellow]Change alerts are off (ADVISOR_CHANGE_ALERTS_ENABLED=false); nothing would be sent.[/]")
    console.print(f"[bold]{len(plan.alerts)} alert(s) would be sent[/], {len(plan.suppressed)} suppressed, "
                  f"{plan.unchanged} quoted passage(s) unchanged.", highlight=False)
    for alert in plan.alerts:
        where = f"{alert.conversation.platform} {alert.conversation.channel} thread {alert.conversation.thread}"
        console.print(f"\n[bold]{where}[/] — {alert.title}", highlight=False)
        console.print(alert.text, highlight=False, markup=False)
    for alert, reason in plan.suppressed:
        console.print(f"suppressed ({reason}): {alert.conversation.platform} {alert.conversation.channel} — "
                      f"{alert.title}", highlight=False, markup=False)


@app.command()
def send(as_json: bool = typer.Option(False, "--json", help="Print the run's counts as JSON.")) -> None:
    """Queue the pending change alerts for delivery now (also those a sync could not queue)."""
    from bots.change_alert_senders import OutboxAlertSender

    settings = load_settings()
    setup_logging(settings)
    rt = runtime(settings)
    report = rt.change_alerts(OutboxAlertSender(rt.outbox, settings)).run(_pages(rt, None))
    summary = report.summary()
    if as_json:
        typer.echo(json.dumps(summary))
    else:
        console.print(f"Change alerts: {summary['sent']} queued for delivery, {summary['failed']} failed, "
                      f"suppressed {summary['suppressed'] or 0}.", highlight=False)
    if report.failed:
        raise typer.Exit(1)


def register(parent: typer.Typer) -> None:
    parent.add_typer(app, name="alerts")
