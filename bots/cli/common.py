"""Shared plumbing of the CLI commands: settings, runtime, console, logging, one-line errors."""

from __future__ import annotations

import logging
import sys
from typing import TYPE_CHECKING, Any

import typer

if TYPE_CHECKING:
    from core.foundation.settings import Settings


class _LazyConsole:
    """A rich Console built on first use: importing rich and pydantic-settings at start-up made
    `advisor --help` cost ~0.6 s before any command ran (measured with -X importtime)."""

    def __init__(self, **options: Any) -> None:
        self._options = options
        self._console = None

    @property
    def rich(self):
        """The real Console, for rich objects that take one (Progress, Live)."""
        if self._console is None:
            from rich.console import Console

            self._console = Console(**self._options)
        return self._console

    def __getattr__(self, name: str) -> Any:
        return getattr(self.rich, name)


console = _LazyConsole()
err_console = _LazyConsole(stderr=True)


def setup_logging(settings: Settings, verbose: bool = False) -> None:
    level = logging.DEBUG if verbose else getattr(logging, settings.log_level.upper(), logging.INFO)
    if settings.log_json:
        from core.foundation.logging_setup import configure_json_logging

        configure_json_logging(level)
    else:
        logging.basicConfig(level=max(level, logging.WARNING), stream=sys.stderr,
                            format="%(levelname)s %(name)s: %(message)s")
    if verbose:
        # -v is about the advisor's own work (e.g. the retrieval trace), not third-party debug chatter
        # (markdown_it alone printed 253 lines per question)
        for ours in ("core", "bots", "sync"):
            logging.getLogger(ours).setLevel(logging.DEBUG)


def load_settings(**overrides) -> Settings:
    from pydantic import ValidationError

    from bots.cli.errors import CONFIG_EXIT_CODE, describe_settings_error
    from core.foundation.settings import Settings

    from pydantic_settings import SettingsError

    try:
        settings = Settings(**{k: v for k, v in overrides.items() if v is not None})
    except ValidationError as exc:
        fail(describe_settings_error(exc), CONFIG_EXIT_CODE)
        raise  # unreachable
    except SettingsError as exc:  # a value the environment source cannot parse (a JSON setting that is not JSON)
        fail(f"invalid settings: {exc} (a JSON value is expected; see deploy/.env.example)", CONFIG_EXIT_CODE)
        raise  # unreachable
    global current_settings
    current_settings = settings
    return settings


current_settings: Settings | None = None  # the settings of this command, for naming values in error messages


def fail(message: str, code: int = 1) -> None:
    from rich.markup import escape  # the message is text, not markup: '".[train]"' must keep its brackets

    err_console.print(f"[bold red]error:[/] {escape(message)}", highlight=False, soft_wrap=True)  # one line, unwrapped
    raise typer.Exit(code)


def runtime(settings: Settings):
    """The runtime of this command, closed when the command ends (Weaviate's HTTP and gRPC connections would
    otherwise be left to the garbage collector, with a ResourceWarning each)."""
    import atexit

    import click

    from bots.runtime import AdvisorRuntime

    rt = AdvisorRuntime(settings)
    ctx = click.get_current_context(silent=True)
    if ctx is not None:
        ctx.call_on_close(rt.close)
    else:
        atexit.register(rt.close)
    return rt


class StagedProgress:
    """A transient rich progress bar fed by (stage, done, total) callbacks, one bar per stage; with
    ``trace_every`` it also prints a line every N items (the bar disappears; logs keep the trace)."""

    def __init__(self, trace_every: int = 0) -> None:
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

        self.bar = Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                            console=err_console.rich, transient=True)
        self.trace_every = trace_every
        self.tasks: dict[str, int] = {}

    def __call__(self, stage: str, done: int, total: int | None) -> None:
        if stage not in self.tasks:
            self.tasks[stage] = self.bar.add_task(stage, total=total)
        self.bar.update(self.tasks[stage], completed=done)
        if self.trace_every and total and (done % self.trace_every == 0 or done == total):
            self.bar.console.print(f"{stage}: {done}/{total}", highlight=False)

    def __enter__(self) -> "StagedProgress":
        self.bar.__enter__()
        return self

    def __exit__(self, *exc) -> None:
        self.bar.__exit__(*exc)


class PipelineProgress:
    """A rich progress bar fed by the sync pipeline's (phase, advance, total) callbacks."""

    def __init__(self, enabled: bool) -> None:
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

        self.progress = Progress(SpinnerColumn(), TextColumn("[progress.description]{task.description}"), BarColumn(),
                                 MofNCompleteColumn(), TimeElapsedColumn(), console=err_console.rich, transient=True,
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
