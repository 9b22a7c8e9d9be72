"""`advisor serve`: run the HTTP server for Slack, Teams and health/metrics endpoints."""

from __future__ import annotations

import typer

from bots.cli.common import console, load_settings, runtime, setup_logging


def register(app: typer.Typer) -> None:
    @app.command()
    def serve(
        host: str = typer.Option(None, help="Bind address (default from settings)."),
        port: int = typer.Option(None, help="Port (default from settings)."),
        verbose: bool = typer.Option(False, "--verbose", "-v"),
    ) -> None:
        """Serve Slack (/slack/events), Teams (/api/messages), /healthz, /readyz and /metrics."""
        from aiohttp import web

        from bots.server import build_app

        settings = load_settings()
        setup_logging(settings, verbose)
        rt = runtime(settings)
        app = build_app(rt)
        console.print(f"advisor serving on http://{host or settings.host}:{port or settings.port}", highlight=False)
        # aiohttp's run_app handles SIGTERM: it stops accepting, waits for in-flight handlers, and
        # bots.server's on_shutdown waits for background answers (track_background) as long again.
        web.run_app(app, host=host or settings.host, port=port or settings.port, print=None,
                    shutdown_timeout=settings.shutdown_timeout_s)
