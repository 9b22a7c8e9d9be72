"""Card buttons over HTTP: Action.Execute invokes get a Universal Actions response (HTTP 200, an updated
card), Action.Submit messages update the card in place; both land in the feedback store once."""

from __future__ import annotations

import pytest

from core.foundation.settings import Settings
from tests.teams_connector_server import card_execute, card_submit, personal_message, serve_bot

pytestmark = pytest.mark.redis


@pytest.fixture
def teams_settings(tmp_path, redis_url) -> Settings:
    return Settings(data_dir=tmp_path / "data", redis_url=redis_url, teams_allow_anonymous=True,
                    office_hours="Mon–Thu 10:00–16:00")


async def _ask(bot, text: str) -> tuple[str, str]:
    """Ask a question; returns (answer_id from the card's buttons, the card message id)."""
    await bot.post(personal_message(bot.connector.service_url, text))
    await bot.connector.wait_for(lambda calls: any(c.type == "message" for c in calls))
    message = bot.connector.answers()[-1]
    return message.cards[0]["actions"][0]["data"]["answer_id"], message.response_id


def _texts(card: dict) -> str:
    import json

    return json.dumps(card, ensure_ascii=False)


async def test_execute_feedback_returns_an_updated_card_and_is_recorded(teams_settings, tmp_path):
    async with serve_bot(teams_settings, tmp_path / "kb") as bot:
        answer_id, _ = await _ask(bot, "How much does a parking permit cost?")
        sent_before = len(bot.connector.calls)
        status, body = await bot.post(card_execute(bot.connector.service_url, "helpful", answer_id))

        assert status == 200
        assert body["statusCode"] == 200
        assert body["type"] == "application/vnd.microsoft.card.adaptive"
        card = body["value"]
        assert card["type"] == "AdaptiveCard" and "glad it helped" in _texts(card)
        assert "$180" in _texts(card), "the updated card still shows the answer"
        assert [a["verb"] for a in card["actions"]] == ["adviser"], "feedback buttons are replaced"
        assert len(bot.connector.calls) == sent_before, "an invoke is answered in the HTTP response"

        records = bot.rt.feedback.list(kind="helpful")
        assert len(records) == 1
        assert records[0].platform == "teams" and records[0].user_id == "aad-student-1"
        assert records[0].question == "How much does a parking permit cost?"
        assert records[0].citations[0].url == "https://wiki.example.edu/pages/5002"


async def test_execute_talk_to_an_adviser_is_recorded_once_even_if_redelivered(teams_settings, tmp_path):
    async with serve_bot(teams_settings, tmp_path / "kb") as bot:
        answer_id, _ = await _ask(bot, "How do I order a transcript?")
        invoke = card_execute(bot.connector.service_url, "adviser", answer_id)
        first = await bot.post(invoke)
        second = await bot.post(invoke)

        for status, body in (first, second):
            assert status == 200 and body["statusCode"] == 200
            assert "Mon–Thu 10:00–16:00" in _texts(body["value"])
            assert "actions" not in body["value"]
        records = bot.rt.feedback.list(kind="adviser_request")
        assert len(records) == 1
        assert records[0].question == "How do I order a transcript?"


async def test_submit_fallback_updates_the_card_in_place_and_is_recorded(teams_settings, tmp_path):
    async with serve_bot(teams_settings, tmp_path / "kb") as bot:
        answer_id, card_message_id = await _ask(bot, "How much does a parking permit cost?")
        answer = bot.connector.answers()[-1]
        submit = card_submit(bot.connector.service_url, {"advisor_action": "not_helpful", "answer_id": answer_id},
                             reply_to=card_message_id)
        status, _ = await bot.post(submit)
        assert status in (200, 201)

        updates = [c for c in bot.connector.calls if c.method == "PUT"]
        assert len(updates) == 1
        assert updates[0].conversation_id == answer.conversation_id
        assert updates[0].activity_id == card_message_id
        assert "knowledge-base team reviews" in _texts(updates[0].cards[0])
        assert len(bot.connector.answers()) == 1, "no new answer for a button click"
        assert len(bot.rt.feedback.list(kind="not_helpful")) == 1


async def test_submit_without_a_card_to_update_confirms_in_text(teams_settings, tmp_path):
    async with serve_bot(teams_settings, tmp_path / "kb") as bot:
        answer_id, _ = await _ask(bot, "How do I order a transcript?")
        await bot.post(card_submit(bot.connector.service_url, {"advisor_action": "adviser", "answer_id": answer_id}))
        confirmation = bot.connector.answers()[-1]
        assert "advising office" in confirmation.body["text"]  # no advisers' queue configured: no promise
        assert len(bot.rt.feedback.list(kind="adviser_request")) == 1


async def test_unknown_card_action_gets_an_error_response_and_records_nothing(teams_settings, tmp_path):
    async with serve_bot(teams_settings, tmp_path / "kb") as bot:
        url = bot.connector.service_url
        status, body = await bot.post(card_execute(url, "delete_everything", "some-answer"))
        assert status == 200  # Universal Actions: HTTP 200, the error is in the body
        assert body["statusCode"] == 400 and body["type"] == "application/vnd.microsoft.error"
        bad = card_execute(url, "helpful", "x")
        bad["value"]["action"]["type"] = "Action.Submit"
        status, body = await bot.post(bad)
        assert body["statusCode"] == 400
        assert bot.rt.feedback.list() == []
        assert bot.connector.calls == []


async def test_adviser_button_under_a_text_answer_keeps_the_answer_text(teams_settings, tmp_path):
    async with serve_bot(teams_settings, tmp_path / "kb") as bot:
        url = bot.connector.service_url
        answer_id, message_id = await _ask(bot, "How much does a parking permit cost?")
        answer = bot.connector.answers()[-1]
        button = answer.cards[0]["actions"][0]
        assert button["verb"] == "adviser" and button["data"]["in_text"] is True

        invoke = card_execute(url, "adviser", answer_id)
        invoke["value"]["action"]["data"] = button["data"]
        status, body = await bot.post(invoke)
        assert status == 200 and body["statusCode"] == 200
        assert "$180" not in _texts(body["value"]), "the card holds only the note; the answer stays in the text"
        assert "Mon–Thu 10:00–16:00" in _texts(body["value"])

        # clients without Universal Actions: the Submit fallback replaces the whole message, so it is sent again
        await bot.post(card_submit(url, button["fallback"]["data"], reply_to=message_id))
        [update] = [c for c in bot.connector.calls if c.method == "PUT"]
        assert update.activity_id == message_id and "$180" in update.body["text"]
        assert any(e.get("additionalType") == ["AIGeneratedContent"] for e in update.body["entities"])
        assert "Mon–Thu 10:00–16:00" in _texts(update.cards[0])
        assert len(bot.rt.feedback.list(kind="adviser_request")) == 2, "two clicks (Execute, then Submit)"
