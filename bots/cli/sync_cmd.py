"""`advisor sync` (Confluence → index, once, on a schedule, or as a dry run) and `advisor convert PAGE.xml`."""

from __future__ import annotations

import json
from pathlib import Path

import typer

from bots.cli.common import PipelineProgress, console, err_console, fail, load_settings, runtime, setup_logging

# exit codes (README "Connect Confluence"): 0 ok, 1 some pages failed or the listing was incomplete,
# 2 configuration or authentication error, 3 another sync holds the lock, 4 mass deletion refused
EXIT_PARTIAL, EXIT_CONFIG, EXIT_BUSY, EXIT_MASS_DELETE = 1, 2, 3, 4


def exit_code(report) -> int:
    if report.mass_delete_refused:
        return EXIT_MASS_DELETE
    return EXIT_PARTIAL if report.failed or not report.listing_complete else 0


def run_sync_once(settings, dry_run: bool = False, show_progress: bool = True, allow_mass_delete: bool = False):
    """One sync run under the sync lock (dry runs only read, so they take no lock and load no embedder)."""
    import asyncio

    from bots.change_alert_senders import alert_after_sync, alerts_for_dry_run
    from sync.confluence_source import sync_confluence
    from sync.scheduler import run_locked, sync_lock
    from sync.sync_state import SyncState

    rt = runtime(settings)
    state = SyncState.in_dir(settings.state_dir)
    try:
        if dry_run:
            with PipelineProgress(show_progress) as bar:
                report = asyncio.run(sync_confluence(settings, None, state, dry_run=True, progress=bar, index=rt.index,
                                                     allow_mass_delete=allow_mass_delete))
            report.change_alerts = alerts_for_dry_run(rt, report)
            return report

        def job(lock):
            from sync.sample_kb import retire_sample

            with PipelineProgress(show_progress) as bar:
                report = asyncio.run(sync_confluence(settings, rt.knowledge_base, state, progress=bar,
                                                     allow_mass_delete=allow_mass_delete))
            if report.listing_complete and report.listed:
                retire_sample(settings, rt.knowledge_base, state)  # real pages arrived: the demo leaves
            report.change_alerts = alert_after_sync(rt, report)
            return report

        return run_locked(sync_lock(settings), job)
    finally:
        state.close()


def print_report(report) -> None:
    from rich.table import Table

    verb = "Would change" if report.dry_run else "Synced"
    console.print(f"[bold]{verb}[/] {report.source}", highlight=False)
    table = Table(show_header=False, box=None)
    rows = [("pages listed", report.listed), ("new", report.new), ("changed", report.changed),
            ("unchanged", report.unchanged), ("deleted", report.deleted), ("failed", len(report.failed)),
            ("skipped (label, restricted)", report.skipped)]
    if not report.dry_run:
        rows += [("bodies fetched", report.bodies_fetched), ("chunks embedded", report.chunks_embedded)]
    alerts = report.change_alerts or {}
    if report.dry_run and alerts:
        rows.append(("change alerts (threads to check)", alerts.get("threads", 0)))
    elif alerts:
        rows.append(("change alerts sent", alerts.get("sent", 0)))
        if alerts.get("failed") or alerts.get("error"):
            rows.append(("change alerts failed", alerts.get("error") or alerts["failed"]))
    rows.append(("seconds", report.seconds))
    for name, value in rows:
        table.add_row(name, str(value))
    console.print(table)
    if report.dry_run:
        for change in report.changes:
            console.print(f"  {change['action']:8} {change['id']}  {change['title']}", highlight=False)
    for failure in report.failed:
        console.print(f"[red]failed[/] {failure['id']} ({failure['title']}): {failure['error']}", highlight=False)
    for error in report.errors:
        console.print(f"[yellow]warning:[/] {error}", highlight=False)
    if report.mass_delete_refused:
        err_console.print(f"[bold red]error:[/] {report.mass_delete_refused}", highlight=False, soft_wrap=True)


def register(app: typer.Typer) -> None:
    @app.command()
    def sync(
        once: bool = typer.Option(False, "--once", help="Run one sync now and exit (the default)."),
        schedule: str = typer.Option(None, "--schedule", metavar="CRON",
                                     help='Keep running and sync on a cron schedule, e.g. "0 */6 * * *".'),
        dry_run: bool = typer.Option(False, "--dry-run", help="List what a sync would change (and how many threads "
                                     "quoted those pages: change alerts); change nothing."),
        as_json: bool = typer.Option(False, "--json", help="Print the summary as JSON."),
        allow_mass_delete: bool = typer.Option(
            False, "--allow-mass-delete",
            help="Delete even when more than ADVISOR_SYNC_MAX_DELETE_SHARE (20%) of the indexed pages are gone."),
        verbose: bool = typer.Option(False, "--verbose", "-v"),
    ) -> None:
        """Sync Confluence into the knowledge base: only new or changed pages are fetched and embedded.

        Exit codes: 0 ok · 1 some pages failed (their previous version stays) · 2 configuration or authentication
        error · 3 another sync is running · 4 mass deletion refused (nothing was deleted)."""
        from sync.confluence_client import ConfluenceError
        from sync.scheduler import SyncLockBusy

        settings = load_settings()
        setup_logging(settings, verbose)
        if not settings.confluence_base_url:
            fail("set ADVISOR_CONFLUENCE_BASE_URL (and ADVISOR_CONFLUENCE_SPACES or _ROOT_PAGES)", EXIT_CONFIG)
        if schedule and (once or dry_run):
            fail("--schedule runs forever; it cannot be combined with --once or --dry-run", EXIT_CONFIG)
        if schedule:
            _serve_schedule(settings, schedule, as_json, allow_mass_delete)
            return
        try:
            report = run_sync_once(settings, dry_run=dry_run, show_progress=not as_json,
                                   allow_mass_delete=allow_mass_delete)
        except SyncLockBusy as exc:
            fail(str(exc), EXIT_BUSY)
        except (ConfluenceError, ValueError) as exc:
            fail(str(exc), EXIT_CONFIG)
        if as_json:
            typer.echo(json.dumps(report.as_dict(), indent=2, default=str))
        else:
            print_report(report)
        if code := exit_code(report):
            raise typer.Exit(code)

    @app.command()
    def convert(
        page: Path = typer.Argument(..., metavar="PAGE", help="A storage-format body (.xml) or a REST content object (.json)."),
        base_url: str = typer.Option(None, "--base-url", help="Base URL for links (default: the configured Confluence)."),
        title: str = typer.Option(None, "--title", help="Page title for a bare .xml body (default: the file name)."),
        space_key: str = typer.Option("", "--space", help="Space key for links in a bare .xml body."),
    ) -> None:
        """Print the Markdown, with front matter, that a storage-format page becomes in the index."""
        from sync.confluence_page import front_matter, page_to_document
        from sync.storage_converter import StorageFormatError

        if not page.is_file():
            fail(f"no such file: {page}")
        settings = load_settings()
        base = base_url or settings.confluence_base_url or "https://confluence.invalid"
        users = _known_user_names(settings)
        text = page.read_text(encoding="utf-8")
        try:
            if page.suffix.lower() == ".json":
                content = json.loads(text)
            else:
                content = {"id": page.stem, "title": title or page.stem.replace("_", " ").replace("-", " "),
                           "space": {"key": space_key, "name": space_key}, "body": {"storage": {"value": text}}}
            doc = page_to_document(content, base, users=users)
        except StorageFormatError as exc:
            fail(f"{page}: {exc}")
        except (ValueError, KeyError) as exc:
            fail(f"{page}: not a Confluence content object ({exc})")
        typer.echo(front_matter(doc), nl=False)


def _known_user_names(settings) -> dict[str, str]:
    """Display names earlier syncs looked up (convert works offline: an unknown mention shows its account id)."""
    from sync.sync_state import SyncState

    if not (settings.state_dir / "sync_state.sqlite3").exists():
        return {}
    state = SyncState.in_dir(settings.state_dir)
    try:
        return state.user_names()
    finally:
        state.close()


def _serve_schedule(settings, cron: str, as_json: bool, allow_mass_delete: bool = False) -> None:
    import logging

    from sync.scheduler import SyncLockBusy, build_scheduler

    log = logging.getLogger(__name__)

    def job() -> None:
        try:
            report = run_sync_once(settings, show_progress=False, allow_mass_delete=allow_mass_delete)
        except SyncLockBusy as exc:
            log.warning("scheduled sync skipped: %s", exc)
            return
        except Exception:  # noqa: BLE001 - one failed run must not stop the schedule
            log.exception("scheduled sync failed")
            return
        if as_json:
            typer.echo(json.dumps(report.as_dict(), default=str))
        else:
            print_report(report)

    try:
        scheduler = build_scheduler(job, cron, settings)
    except ValueError as exc:
        fail(str(exc), EXIT_CONFIG)
    err_console.print(f"Syncing on schedule {cron!r} ({settings.sync_timezone}); Ctrl-C stops.", highlight=False)
    try:
        scheduler.start()
    except (KeyboardInterrupt, SystemExit):
        pass
