"""`advisor ask` and `advisor chat`: the terminal as a front door to the same entry point as Slack and Teams."""

from __future__ import annotations

import json
import uuid

import typer

from bots.cli.common import console, err_console, fail, load_settings, runtime, setup_logging


def _ensure_index(rt) -> None:
    """On a fresh machine, index the bundled sample knowledge base so the first question works; once real
    content has been ingested, an empty index says what to do instead (the demo pages never come back)."""
    from bots.cli.ingest import ingest_paths
    from sync.sample_kb import SAMPLE_KB, should_seed

    if rt.settings.index_backend != "lancedb" or not rt.index_is_empty():
        return
    if not should_seed(rt.settings):
        fail("the knowledge base is empty: index your documents with `advisor ingest PATH` or `advisor sync`", 2)
    err_console.print(f"No index yet: ingesting the sample knowledge base ({SAMPLE_KB}) first — a demo, removed "
                      "when you ingest your own documents…", highlight=False)
    summary = ingest_paths(rt, [SAMPLE_KB], quiet=True)
    err_console.print(f"Indexed {summary['documents']} sample pages ({summary['chunks']} chunks) "
                      f"in {summary['seconds']} s.\n", highlight=False)


def _ready_runtime(verbose: bool):
    """Settings, logging and a runtime whose index has something in it; one-line error when it can't."""
    from core.knowledge.index import IndexError_
    from core.retrieval.reranking import RerankerError

    settings = load_settings()
    setup_logging(settings, verbose)
    rt = runtime(settings)
    try:
        rt.reranker  # noqa: B018 - builds the re-ranker now, so a bad model directory is one clear error
        _ensure_index(rt)
    except IndexError_ as exc:
        fail(f"knowledge base unavailable: {exc}")
    except RerankerError as exc:
        fail(str(exc))
    return rt


def render_answer(answer) -> None:
    from rich.markdown import Markdown

    console.print(Markdown(answer.text))
    if answer.citations:
        console.print("\n[bold]Sources[/]")
        for c in answer.citations:
            updated = f", updated {c.last_updated}" if c.last_updated else ""
            page = f", {c.page_label}" if c.page_label else ""
            # soft_wrap: a URL is never broken across lines (piped output is 80 columns wide)
            console.print(f"  [{c.n}] {c.title} (v{c.version}{page}{updated})\n      {c.url}", highlight=False,
                          soft_wrap=True)
    for note in answer.notes:
        console.print(f"[dim]note: {note}[/]")
    if answer.suggest_adviser and answer.mode != "rejected":
        console.print("[dim]Tip: ask for a human adviser any time.[/]")


def _scope(doc: str | None, space: str | None) -> dict | None:
    scope = {}
    if doc:
        scope["doc_id"] = doc
    if space:
        scope["space"] = space
    return scope or None


def register(app: typer.Typer) -> None:
    @app.command()
    def ask(
        question: str = typer.Argument(..., metavar="QUESTION", help="The student's question."),
        as_json: bool = typer.Option(False, "--json", help='Print {"answer", "abstained", "citations", "timings_ms", "mode", "suggest_adviser", "notes"}.'),
        doc: str = typer.Option(None, "--doc", help="Restrict to one document id."),
        space: str = typer.Option(None, "--space", help="Restrict to one Confluence space key."),
        verbose: bool = typer.Option(False, "--verbose", "-v"),
    ) -> None:
        """Ask one question and print the answer with its sources."""
        rt = _ready_runtime(verbose)
        answer = rt.advising.answer(question, scope=_scope(doc, space))
        if as_json:
            typer.echo(json.dumps(answer.public_json(), ensure_ascii=False))
        else:
            render_answer(answer)
        if answer.mode in ("rejected", "unavailable"):
            raise typer.Exit(2)

    @app.command()
    def chat(
        user: str = typer.Option("terminal-user", "--user", help="Who is asking (memory and `advisor forget`)."),
        thread: str = typer.Option(None, "--thread", help="Continue a thread by id (default: a new one)."),
        doc: str = typer.Option(None, "--doc", help="Restrict to one document id."),
        space: str = typer.Option(None, "--space", help="Restrict to one Confluence space key."),
        verbose: bool = typer.Option(False, "--verbose", "-v"),
    ) -> None:
        """A conversation in the terminal; follow-up questions use the thread's memory. Ctrl-D or /quit ends it."""
        from core.conversation.model import Asker, ConversationKey

        rt = _ready_runtime(verbose)
        conversation = ConversationKey(platform="cli", workspace="local", channel=user, thread=thread or uuid.uuid4().hex[:12])
        asker = Asker(id=user)
        console.print(f"[dim]thread {conversation.thread} — type your question, /quit to leave[/]")
        while True:
            try:
                question = console.input("[bold cyan]you>[/] ")
            except (EOFError, KeyboardInterrupt):
                console.print()
                break
            if question.strip() in ("/quit", "/exit"):
                break
            if not question.strip():
                continue
            answer = rt.advising.answer(question, conversation=conversation, asker=asker, scope=_scope(doc, space))
            console.print("[bold green]advisor>[/]")
            render_answer(answer)
            console.print()
