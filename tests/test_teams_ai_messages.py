"""Teams AI messages: the answer as text with the AI label and native citations (one Claim per [n] marker),
Teams' own feedback buttons, and their message/submitAction invoke recorded like Slack's buttons."""

from __future__ import annotations

import pytest

from bots.teams.ai_message import (
    MAX_CITATIONS,
    ai_entity,
    answer_message,
    citation_keywords,
    parse_feedback_invoke,
    teams_markdown,
)
from core.answering.answers import Answer
from core.foundation.settings import Settings
from core.knowledge.citation import Citation, CitedPassage
from tests.teams_connector_server import CHANNEL_CONVERSATION, channel_mention, feedback_invoke, personal_message, serve_bot


def _root(body: dict) -> dict:
    [root] = [e for e in body.get("entities") or [] if e["type"] == "https://schema.org/Message"]
    return root


def test_citations_follow_the_markers_in_the_text():
    citations = [Citation(n=n, title=f"Page {n}", url=f"https://wiki/{n}", doc_id=f"d{n}") for n in (1, 2, 3)]
    passages = [CitedPassage(doc_id="d2", text="Second page says " + "x" * 300)]
    entity = ai_entity(teams_markdown("Both apply [2, 1]. Also this [2]."), citations,
                       {p.doc_id: p.text for p in passages})
    assert [c["position"] for c in entity["citation"]] == [2, 1], "only cited pages, in order of first use"
    assert entity["additionalType"] == ["AIGeneratedContent"] and entity["@type"] == "Message"
    second = entity["citation"][0]["appearance"]
    assert second["@type"] == "DigitalDocument" and second["name"] == "Page 2" and second["url"] == "https://wiki/2"
    assert second["abstract"].startswith("Second page says") and len(second["abstract"]) <= 160
    many = [Citation(n=n, title=f"P{n}") for n in range(1, 30)]
    text = " ".join(f"[{n}]" for n in range(1, 30))
    assert len(ai_entity(text, many)["citation"]) == MAX_CITATIONS


def test_keywords_carry_version_and_date_within_teams_limits():
    words = citation_keywords(Citation(n=1, title="t", version="3f9a0c1d2e3f4a5b6c7d", last_updated="2026-03-15",
                                       page=4, section="A very long section name that goes on"))
    assert words == ["Version 3f9a0c1d2e3f", "Updated 2026-03-15", "p. 4"]
    assert all(len(w) <= 28 for w in citation_keywords(Citation(n=1, title="t", section="s" * 60)))


def test_text_uses_the_markdown_teams_renders():
    text = teams_markdown("## Deadlines\n\nAdd by Friday [1, 3].\n\n| Event | Date |\n|---|---|\n| Add | Sep 4 |")
    assert text.splitlines() == ["**Deadlines**", "", "Add by Friday [1][3].", "", "**Event** · **Date**", "Add · Sep 4"]


def test_canned_texts_get_no_ai_label_and_files_no_link():
    crisis = answer_message(Answer(text="Please call 988 now.", mode="crisis"), "a1").serialize()
    assert all(e["type"] != "https://schema.org/Message" for e in crisis.get("entities") or [])
    assert "channelData" not in crisis, "no 👍/👎 under crisis resources"
    assert crisis["attachments"][0]["content"]["actions"][0]["verb"] == "adviser"
    smalltalk = answer_message(Answer(text="Hello!", mode="smalltalk"), "a2").serialize()
    assert "attachments" not in smalltalk and "channelData" not in smalltalk
    local = answer_message(Answer(text="See [1].", mode="extractive", citations=[Citation(n=1, title="Notes", url="notes/a.md")]),
                           "a3").serialize()
    assert "url" not in _root(local)["citation"][0]["appearance"]


def test_feedback_invoke_values():
    liked = parse_feedback_invoke({"actionName": "feedback", "actionValue": {
        "reaction": "like", "feedback": '{"feedbackText":"Clear, thanks"}'}})
    assert (liked.kind, liked.comment) == ("helpful", "Clear, thanks")
    assert parse_feedback_invoke({"actionName": "feedback", "actionValue": {"reaction": "dislike"}}).comment == ""
    assert parse_feedback_invoke({"actionName": "feedback", "actionValue": {"reaction": "meh"}}) is None
    assert parse_feedback_invoke({"actionName": "other", "actionValue": {"reaction": "like"}}) is None
    assert parse_feedback_invoke("like") is None


@pytest.fixture
def teams_settings(tmp_path, redis_url) -> Settings:
    return Settings(data_dir=tmp_path / "data", redis_url=redis_url, teams_allow_anonymous=True)


@pytest.mark.redis
async def test_teams_feedback_buttons_are_recorded_with_their_answer_once(teams_settings, tmp_path):
    async with serve_bot(teams_settings, tmp_path / "kb") as bot:
        url = bot.connector.service_url
        await bot.post(personal_message(url, "How much does a parking permit cost?"))
        await bot.connector.wait_for(lambda calls: any(c.type == "message" for c in calls))
        answer = bot.connector.answers()[-1]
        assert answer.body["channelData"]["feedbackLoopEnabled"] is True
        sent_before = len(bot.connector.calls)

        invoke = feedback_invoke(url, answer.response_id, "dislike", "It did not say where to park")
        status, body = await bot.post(invoke)
        assert status == 200 and not body, "Teams refuses a non-empty submitAction response"
        assert (await bot.post(invoke))[0] == 200  # redelivered
        [record] = bot.rt.feedback.list(kind="not_helpful")
        assert record.platform == "teams" and record.user_id == "aad-student-1"
        assert record.question == "How much does a parking permit cost?" and "$180" in record.answer
        assert record.comment == "It did not say where to park"
        assert record.citations[0].url == "https://wiki.example.edu/pages/5002"

        bad = feedback_invoke(url, answer.response_id, "meh")
        assert (await bot.post(bad))[0] == 400
        assert len(bot.connector.calls) == sent_before, "feedback is answered in the HTTP response only"
        assert bot.rt.feedback.list(kind="helpful") == []


@pytest.mark.redis
async def test_feedback_in_a_channel_reply_chain_finds_its_answer(teams_settings, tmp_path):
    async with serve_bot(teams_settings, tmp_path / "kb") as bot:
        url = bot.connector.service_url
        post = channel_mention(url, "How do I order a transcript?")
        await bot.post(post)
        await bot.connector.wait_for(lambda calls: any(c.type == "message" for c in calls))
        answer = bot.connector.answers()[-1]
        chain = {"id": f"{CHANNEL_CONVERSATION};messageid={post['id']}", "conversationType": "channel"}
        status, _ = await bot.post(feedback_invoke(url, answer.response_id, "like", conversation=chain,
                                                   user="29:classmate", aad="aad-classmate"))
        assert status == 200
        [record] = bot.rt.feedback.list(kind="helpful")
        assert record.question == "How do I order a transcript?" and record.asked_by == "aad-student-1"
