"""`advisor report unanswered|feedback` over the real local feedback store."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from bots.cli.main import app
from core.knowledge.citation import Citation
from core.conversation.feedback import FeedbackRecord, build_feedback_store
from core.foundation.settings import Settings


def _seed() -> None:
    settings = Settings()  # ADVISOR_DATA_DIR points at the test's temp dir
    store = build_feedback_store(None, settings.state_dir)
    store.record(FeedbackRecord(kind="unanswered", platform="slack", conversation="slack:T:C:1", user_id="U1",
                                question="Can I bring my dog to the exam?", at=100.0))
    store.record(FeedbackRecord(kind="unanswered", platform="teams", conversation="teams:t:c:2", user_id="U2",
                                question="Is parking free on Sundays?", at=200.0))
    store.record(FeedbackRecord(kind="helpful", platform="slack", conversation="slack:T:C:3", user_id="U1",
                                question="How do I apply for graduation?", answer="In the portal [1]",
                                citations=[Citation(n=1, title="Applying for graduation", url="https://x/1")], at=300.0))
    store.record(FeedbackRecord(kind="adviser_request", platform="slack", conversation="slack:T:C:3", user_id="U3",
                                question="How do I apply for graduation?", at=400.0))


def test_unanswered_report_lists_newest_first_as_json_and_text():
    _seed()
    runner = CliRunner()
    result = runner.invoke(app, ["report", "unanswered", "--json"])
    assert result.exit_code == 0, result.output
    rows = json.loads(result.stdout)
    assert [r["question"] for r in rows] == ["Is parking free on Sundays?", "Can I bring my dog to the exam?"]
    assert rows[0]["platform"] == "teams"
    limited = json.loads(runner.invoke(app, ["report", "unanswered", "--json", "--limit", "1"]).stdout)
    assert len(limited) == 1
    text = runner.invoke(app, ["report", "unanswered"]).stdout
    assert "2 unanswered question(s)" in text and "[slack] Can I bring my dog to the exam?" in text


def test_feedback_report_counts_kinds_with_sources():
    _seed()
    runner = CliRunner()
    data = json.loads(runner.invoke(app, ["report", "feedback", "--json"]).stdout)
    assert data["counts"] == {"helpful": 1, "not_helpful": 0, "adviser_request": 1}
    assert [r["kind"] for r in data["records"]] == ["adviser_request", "helpful"]
    assert data["records"][1]["citations"][0]["title"] == "Applying for graduation"
    text = runner.invoke(app, ["report", "feedback", "--kind", "helpful"]).stdout
    assert "helpful: 1" in text and "[slack] How do I apply for graduation?  — sources: Applying for graduation" in text
    bad = runner.invoke(app, ["report", "feedback", "--kind", "angry"])
    assert bad.exit_code != 0 and "must be one of" in bad.output


def test_empty_reports_say_so():
    result = CliRunner().invoke(app, ["report", "unanswered"])
    assert result.exit_code == 0 and "No unanswered questions" in result.stdout
