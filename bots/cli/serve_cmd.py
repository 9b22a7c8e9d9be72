"""`advisor serve`: run the HTTP server for Slack, Teams and health/metrics endpoints."""

from __future__ import annotations

import logging

import typer

from bots.cli.common import console, fail, load_settings, runtime, setup_logging

log = logging.getLogger("advisor.serve")


def check_crisis_setup(rt) -> None:
    """Warn while students would get the neutral default resources, and load the crisis detector now so
    the first student does not wait for it."""
    from core.foundation.settings import DEFAULT_CRISIS_RESOURCES

    if rt.settings.crisis_resources.strip() == DEFAULT_CRISIS_RESOURCES:
        log.warning("ADVISOR_CRISIS_RESOURCES is the neutral default: set it to your campus counselling line "
                    "and local emergency numbers before students use the bot")
    detector = rt.advising.crisis
    if not detector.semantic_available and rt.settings.crisis_semantic_layer:
        log.warning("crisis detection runs on rules only (semantic layer unavailable)")


def register(app: typer.Typer) -> None:
    @app.command()
    def serve(
        host: str = typer.Option(None, help="Bind address (default from settings)."),
        port: int = typer.Option(None, help="Port (default from settings)."),
        slack_socket_mode: bool = typer.Option(False, "--slack-socket-mode",
                                               help="Connect to Slack over Socket Mode (development; needs slack_app_token)."),
        verbose: bool = typer.Option(False, "--verbose", "-v"),
    ) -> None:
        """Serve Slack (/slack/events), Teams (/api/messages), /healthz, /readyz and /metrics."""
        from aiohttp import web

        from bots.server import build_app

        settings = load_settings(slack_socket_mode=True if slack_socket_mode else None)
        setup_logging(settings, verbose)
        from core.retrieval.reranking import RerankerError

        rt = runtime(settings)
        try:
            rt.reranker  # noqa: B018 - a re-ranker model that cannot load stops the start, not the first question
            app = build_app(rt)
        except (ValueError, RerankerError) as exc:  # e.g. malformed slack_channel_config: refuse to start, say why
            fail(str(exc))
        check_crisis_setup(rt)
        address = f"http://{host or settings.host}:{port or settings.port}"
        # aiohttp's run_app handles SIGTERM: it stops accepting, waits for in-flight handlers, and
        # bots.server's on_shutdown waits for background answers (track_background) as long again.
        # Its `print` runs once the socket is bound, so a busy port never claims to be serving.
        web.run_app(app, host=host or settings.host, port=port or settings.port,
                    print=lambda _msg: console.print(f"advisor serving on {address}", highlight=False),
                    shutdown_timeout=settings.shutdown_timeout_s)
