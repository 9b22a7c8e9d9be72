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
)

ask.register(app)
ingest.register(app)
app.add_typer(index_cmd.app, name="index")

# Later capabilities register themselves here (eval, sync, serve, report, forget, handoffs …).
for _module in ("eval_cmd", "sync_cmd", "serve_cmd", "report_cmd", "forget_cmd", "handoffs_cmd", "outbox_cmd"):
    try:
        _mod = __import__(f"bots.cli.{_module}", fromlist=["register"])
    except ModuleNotFoundError as exc:
        if exc.name != f"bots.cli.{_module}":
            raise
        continue
    _mod.register(app)


if __name__ == "__main__":
    app()
