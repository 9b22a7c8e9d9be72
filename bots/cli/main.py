"""`advisor`: the one command-line front door. Each capability lives in its own module here."""

from __future__ import annotations

import typer

from bots.cli import ask, index_cmd, ingest

app = typer.Typer(
    name="advisor",
    help="Academic-advising assistant: answers from the university knowledge base with citations.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    context_settings={"help_option_names": ["-h", "--help"]},
    # plain help: typer's rich help prints "<bool>" beside every flag and "{question}" for arguments
    rich_markup_mode=None,
)


def _print_version(value: bool) -> None:
    if value:
        from importlib.metadata import PackageNotFoundError, version

        try:
            typer.echo(f"advisor {version('advisor-bot')}")
        except PackageNotFoundError:  # running from a checkout that was never installed
            typer.echo("advisor (not installed)")
        raise typer.Exit()


@app.callback()
def _root(
    version: bool = typer.Option(False, "--version", callback=_print_version, is_eager=True,
                                 help="Show the version and exit."),
) -> None:
    """Academic-advising assistant: answers from the university knowledge base with citations."""

ask.register(app)
ingest.register(app)
app.add_typer(index_cmd.app, name="index")

# Later capabilities register themselves here (eval, sync, serve, report, forget, handoffs …).
for _module in ("eval_cmd", "sync_cmd", "serve_cmd", "report_cmd", "forget_cmd", "handoffs_cmd", "outbox_cmd", "alerts_cmd", "train_cmd"):
    try:
        _mod = __import__(f"bots.cli.{_module}", fromlist=["register"])
    except ModuleNotFoundError as exc:
        if exc.name != f"bots.cli.{_module}":
            raise
        continue
    _mod.register(app)


def main(argv: list[str] | None = None) -> None:
    """The `advisor` entry point: environment mistakes (a closed Redis, a busy port, an unreachable endpoint)
    end in one line and exit code 2; anything else is a bug and keeps its traceback."""
    import sys

    from bots.cli import common
    from bots.cli.errors import CONFIG_EXIT_CODE, describe_environment_error

    try:
        app(args=argv, prog_name="advisor")
    except Exception as exc:  # noqa: BLE001 - classified below; unknown errors re-raise
        message = describe_environment_error(exc, common.current_settings)
        if message is None:
            raise
        common.err_console.print(f"[bold red]error:[/] {message}", highlight=False, soft_wrap=True)
        sys.exit(CONFIG_EXIT_CODE)


if __name__ == "__main__":
    main()
