"""Shared plumbing of the CLI commands: settings, runtime, console, logging, one-line errors."""

from __future__ import annotations

import logging
import sys

import typer
from rich.console import Console

from core.settings import Settings

console = Console()
err_console = Console(stderr=True)


def setup_logging(settings: Settings, verbose: bool = False) -> None:
    level = logging.DEBUG if verbose else getattr(logging, settings.log_level.upper(), logging.INFO)
    if settings.log_json:
        from core.logging_setup import configure_json_logging

        configure_json_logging(level)
    else:
        logging.basicConfig(level=max(level, logging.WARNING) if not verbose else level, stream=sys.stderr,
                            format="%(levelname)s %(name)s: %(message)s")


def load_settings(**overrides) -> Settings:
    try:
        return Settings(**{k: v for k, v in overrides.items() if v is not None})
    except Exception as exc:  # noqa: BLE001 - pydantic ValidationError: show it as one clear error
        fail(f"invalid settings: {exc}")
        raise  # unreachable


def fail(message: str, code: int = 1) -> None:
    err_console.print(f"[bold red]error:[/] {message}", highlight=False, soft_wrap=True)  # one line, unwrapped
    raise typer.Exit(code)


def runtime(settings: Settings):
    from bots.runtime import AdvisorRuntime

    return AdvisorRuntime(settings)
