"""Shared plumbing of the CLI commands: settings, runtime, console, logging, one-line errors."""

from __future__ import annotations

import logging
import sys

import typer
from rich.console import Console

from core.foundation.settings import Settings

console = Console()
err_console = Console(stderr=True)


def setup_logging(settings: Settings, verbose: bool = False) -> None:
    level = logging.DEBUG if verbose else getattr(logging, settings.log_level.upper(), logging.INFO)
    if settings.log_json:
        from core.foundation.logging_setup import configure_json_logging

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


class PipelineProgress:
    """A rich progress bar fed by the sync pipeline's (phase, advance, total) callbacks."""

    def __init__(self, enabled: bool) -> None:
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

        self.progress = Progress(SpinnerColumn(), TextColumn("[progress.description]{task.description}"), BarColumn(),
                                 MofNCompleteColumn(), TimeElapsedColumn(), console=err_console, transient=True,
                                 disable=not enabled)
        self.tasks: dict[str, int] = {}

    def __call__(self, phase: str, advance: int, total: int | None) -> None:
        if phase not in self.tasks:
            self.tasks[phase] = self.progress.add_task(phase, total=total)
        elif total is not None:
            self.progress.update(self.tasks[phase], total=total)
        if advance:
            self.progress.advance(self.tasks[phase], advance)

    def __enter__(self) -> "PipelineProgress":
        self.progress.__enter__()
        return self

    def __exit__(self, *exc) -> None:
        self.progress.__exit__(*exc)
