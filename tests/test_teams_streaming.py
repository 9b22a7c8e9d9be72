"""Streamed Teams replies end to end: the real server and CloudAdapter, the scripted model streaming over SSE,
and the local Bot Framework connector enforcing Teams' stream rules (sequence from 1 and increasing, the
stream id on every later activity, a final without a sequence, personal chats only)."""

from __future__ import annotations

import pytest

from core.foundation.settings import Settings
from tests.faults import Fault, hang, server_error
from tests.llm_server import call, paced, passage_numbers
from tests.teams_connector_server import channel_mention, feedback_invoke, personal_message, serve_bot

pytestmark = pytest.mark.redis

TITLE = "Adding and Dropping Classes"
ANSWER = ("Undergraduate students may add or drop a full-semester class until the end of the first week of "
          "classes, without a W grade [{n}]. After that, a class can only be withdrawn with a W grade [{n}].")


@pytest.fixture
def teams_settings(tmp_path, redis_url, llm) -> Settings:
    return Settings(_env_file=None, data_dir=tmp_path / "data", redis_url=redis_url, teams_allow_anonymous=True,
                    llm_base_url=llm.url, llm_model="scripted-model", llm_timeout_s=30.0,
                    teams_stream_interval_s=0.2, delivery_send_timeout_s=1.0, delivery_backoff_s=0.1)


def _script(llm, tokens: int = 20, over_s: float = 1.0) -> None:
    def answer(request: dict):
        return paced(ANSWER.format(n=passage_numbers(request)[TITLE]), tokens=tokens, over_s=over_s)

    llm.play(call("search_knowledge_base", query="add drop deadline undergraduate"), answer)


def _full_answer_in(text: str) -> bool:
    return "first week of classes" in text and "withdrawn with a W grade" in text


async def _ask(bot, activity: dict) -> None:
    status, _ = await bot.post(activity)
    assert status in (200, 201)
    await bot.connector.wait_for(lambda calls: any(c.type == "message" for c in calls))
    await bot.delivery.wait_idle()


async def test_a_streamed_turn_sends_informative_streaming_and_final_in_order(teams_settings, tmp_path, llm):
    _script(llm)
    async with serve_bot(teams_settings, tmp_path / "kb") as bot:
        question = personal_message(bot.connector.service_url, "When is the add/drop deadline for undergraduates?")
        await _ask(bot, question)

        connector = bot.connector
        assert connector.stream_errors == [], "every activity kept Teams' stream rules"
        updates = connector.stream_updates()
        kinds = [u.stream["streamType"] for u in updates]
        assert kinds[0] == "informative" and updates[0].body["text"].startswith("Searching")
        assert "streaming" in kinds and kinds.index("streaming") > 0
        assert kinds[kinds.index("streaming"):] == ["streaming"] * kinds[kinds.index("streaming"):].count("streaming")
        assert [u.stream["streamSequence"] for u in updates] == list(range(1, len(updates) + 1))
        stream_id = updates[0].response_id
        assert "streamId" not in updates[0].stream
        assert all(u.stream["streamId"] == stream_id for u in updates[1:])
        texts = [u.body["text"] for u in updates if u.stream["streamType"] == "streaming"]
        assert all(later.startswith(earlier) for earlier, later in zip(texts, texts[1:])), "cumulative text"
        assert not _full_answer_in(texts[0]), "the first text went out before the model finished"
        assert all(u.activity_id == question["id"] for u in updates)

        [final] = connector.answers()
        assert connector.calls.index(final) > connector.calls.index(updates[-1]), "the final comes last"
        assert final.stream == {"type": "streaminfo", "streamType": "final", "streamId": stream_id}
        # one at a time, each sent only after the previous was answered, and the interval apart (a lower bound
        # that load can only widen)
        arrivals = [c.at for c in [*updates, final]]
        assert all(b - a >= teams_settings.teams_stream_interval_s for a, b in zip(arrivals, arrivals[1:]))
        assert _full_answer_in(final.body["text"])
        [root] = [e for e in final.body["entities"] if e["type"] == "https://schema.org/Message"]
        assert root["additionalType"] == ["AIGeneratedContent"]
        assert [c["position"] for c in root["citation"]] == [1] and "[1]" in final.body["text"]
        assert root["citation"][0]["appearance"]["url"] == "https://wiki.example.edu/pages/5001"
        assert final.body["channelData"]["feedbackLoop"] == {"type": "default"}
        assert [a["verb"] for a in final.cards[0]["actions"]] == ["adviser"]

        # the streamed message is the answer's message: Teams' feedback buttons on it find the answer
        status, _ = await bot.post(feedback_invoke(connector.service_url, stream_id, "like"))
        assert status == 200
        [record] = bot.rt.feedback.list(kind="helpful")
        assert record.question == question["text"] and _full_answer_in(record.answer)


async def test_channels_get_one_message_without_a_stream(teams_settings, tmp_path, llm):
    _script(llm)
    async with serve_bot(teams_settings, tmp_path / "kb") as bot:
        await _ask(bot, channel_mention(bot.connector.service_url, "When is the add/drop deadline for undergraduates?"))
        assert bot.connector.stream_updates() == [] and bot.connector.stream_errors == []
        [answer] = bot.connector.answers()
        assert answer.stream is None and _full_answer_in(answer.body["text"])
        assert any(e.get("additionalType") == ["AIGeneratedContent"] for e in answer.body["entities"])


async def test_a_failed_update_ends_the_stream_and_the_answer_still_arrives_once(teams_settings, tmp_path, llm):
    _script(llm)
    async with serve_bot(teams_settings, tmp_path / "kb") as bot:
        bot.connector.faults.add("stream:streaming", server_error(503))
        await _ask(bot, personal_message(bot.connector.service_url, "When is the add/drop deadline?"))
        connector = bot.connector
        assert [c.stream["streamType"] for c in connector.failed] == ["streaming"]
        [failed] = connector.failed
        updates = connector.stream_updates()
        assert updates and all(u.stream["streamType"] == "informative" for u in updates)
        assert all(u.at < failed.at for u in updates), "no update after the failed one (never restarted)"
        [final] = connector.answers()
        assert _full_answer_in(final.body["text"]) and final.stream["streamType"] == "final"
        assert connector.stream_errors == []


async def test_when_teams_refuses_to_close_the_stream_the_answer_is_sent_as_its_own_message(
        teams_settings, tmp_path, llm):
    _script(llm)
    refused = Fault(status=403, json_body={"error": {"code": "ContentStreamNotAllowed",
                                                     "message": "Content stream finished due to exceeded streaming time."}})
    async with serve_bot(teams_settings, tmp_path / "kb") as bot:
        bot.connector.faults.add("stream:final", refused)
        await _ask(bot, personal_message(bot.connector.service_url, "When is the add/drop deadline?"))
        [message] = bot.connector.answers()
        assert message.stream is None and "id" not in message.body
        assert _full_answer_in(message.body["text"])
        assert any(e.get("additionalType") == ["AIGeneratedContent"] for e in message.body["entities"])
        assert "streamId" not in message.body["channelData"]


async def test_a_hanging_connector_at_the_first_update_means_one_plain_message(teams_settings, tmp_path, llm):
    _script(llm, tokens=10, over_s=0.5)
    async with serve_bot(teams_settings, tmp_path / "kb") as bot:
        bot.connector.faults.add("stream:informative", hang(3.0))
        await _ask(bot, personal_message(bot.connector.service_url, "When is the add/drop deadline?"))
        assert bot.connector.stream_updates() == []
        [message] = bot.connector.answers()
        assert message.stream is None and _full_answer_in(message.body["text"])


async def test_a_model_that_breaks_mid_answer_ends_with_the_kept_answer_in_the_final(tmp_path, redis_url, llm):
    from tests.llm_server import Reply

    settings = Settings(_env_file=None, data_dir=tmp_path / "data", redis_url=redis_url, teams_allow_anonymous=True,
                        llm_base_url=llm.url, llm_model="scripted-model", llm_timeout_s=30.0, llm_max_retries=0,
                        teams_stream_interval_s=0.1)
    llm.play(call("search_knowledge_base", query="add drop deadline undergraduate"),
             Reply(content="Probably Friday, I think, maybe", deltas=["Probably Friday, ", "I think, ", "maybe"],
                   delta_gap_s=0.3, fail_after_deltas=2))
    llm.responder = Reply(status=500)
    async with serve_bot(settings, tmp_path / "kb") as bot:
        await _ask(bot, personal_message(bot.connector.service_url, "When is the add/drop deadline for undergraduates?"))
        streamed = [u.body["text"] for u in bot.connector.stream_updates() if u.stream["streamType"] == "streaming"]
        assert streamed and streamed[0].startswith("Probably Friday"), "the model's text was shown as it came"
        [final] = bot.connector.answers()
        assert final.stream["streamType"] == "final" and bot.connector.stream_errors == []
        assert "Probably Friday" not in final.body["text"], "what was kept (the quoted sources) replaces it"
        assert "first week of classes" in final.body["text"]
