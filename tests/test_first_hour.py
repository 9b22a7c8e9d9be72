"""A newcomer's first hour, through the real CLI: the demo knowledge base answers the first question, leaves
when their own documents arrive, and never comes back; configuration mistakes are one line, not tracebacks."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from bots.cli.main import app
from tests.conftest import SAMPLE_KB

SHUTTLE = """---
title: "Night Shuttle"
---
# Night Shuttle

The zorblax night shuttle leaves the library every 20 minutes between 22:00 and 02:00 on weekdays.
Students ride free with their campus card.
"""


def _json_line(output: str) -> dict:
    return json.loads(output.strip().splitlines()[-1])


def test_sample_kb_is_a_demo_that_leaves_when_real_documents_arrive(tmp_path, monkeypatch):
    monkeypatch.setenv("ADVISOR_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.delenv("ADVISOR_SAMPLE_KB", raising=False)
    sample_titles = {line.split(":", 1)[1].strip().strip('"') for p in SAMPLE_KB.glob("*.md")
                     for line in p.read_text().splitlines()[:8] if line.startswith("title:")}
    runner = CliRunner()

    first = runner.invoke(app, ["ask", "How do I buy a parking permit?", "--json"])
    assert first.exit_code == 0, first.output
    assert "ingesting the sample knowledge base" in first.stderr
    assert {c["title"] for c in _json_line(first.stdout)["citations"]} & sample_titles

    own = tmp_path / "my-docs"
    own.mkdir()
    (own / "shuttle.md").write_text(SHUTTLE)
    ingested = runner.invoke(app, ["ingest", str(own), "--json"])
    assert ingested.exit_code == 0, ingested.output
    summary = json.loads(ingested.stdout)
    assert summary["new"] == 1 and summary["sample_pages_removed"] >= len(sample_titles) - 2

    stats = runner.invoke(app, ["index", "stats", "--json"])
    assert json.loads(stats.stdout)["documents"] == 1

    for question in ("When does the night shuttle leave?", "How do I buy a parking permit?"):
        answer = runner.invoke(app, ["ask", question, "--json"])
        assert answer.exit_code == 0, answer.output
        assert not {c["title"] for c in _json_line(answer.stdout)["citations"]} & sample_titles, question
        assert "ingesting the sample" not in answer.stderr

    # a scope that matches nothing says so; what the terminal could not answer reaches the owners' report
    scoped = runner.invoke(app, ["ask", "When does the night shuttle leave?", "--space", "NOPE"])
    assert "no indexed document matches --space NOPE" in scoped.stderr
    unknown = runner.invoke(app, ["ask", "Which pizza toppings does the chess club vote for?", "--json"])
    assert _json_line(unknown.stdout)["abstained"] is True
    report = runner.invoke(app, ["report", "unanswered"])
    assert report.exit_code == 0 and "pizza toppings" in report.stdout

    empty = runner.invoke(app, ["ask", "  "])
    assert empty.exit_code == 2 and "empty" in empty.stderr

    assert runner.invoke(app, ["index", "drop", "--yes"]).exit_code == 0
    after_drop = runner.invoke(app, ["ask", "How do I buy a parking permit?"])
    assert after_drop.exit_code == 2 and "knowledge base is empty" in after_drop.stderr
    assert "ingesting the sample" not in after_drop.stderr
