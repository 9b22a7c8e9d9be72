"""Change alerts through the Teams front door: questions over /api/messages (real CloudAdapter, real Redis),
then the quoted page edited and re-ingested; the ingest hook posts proactive replies, with the stored
service URL, into the chat and into the channel's reply chain — and nothing for an unrelated edit."""

from __future__ import annotations

import asyncio

import pytest

from core.foundation.settings import Settings
from tests.teams_connector_server import CHANNEL_CONVERSATION, channel_mention, personal_message, serve_bot

pytestmark = pytest.mark.redis


def _alerts(bot):
    return [c for c in bot.connector.answers() if "quoted earlier" in (c.body.get("text") or "")]


async def _answered(bot, n: int) -> None:
    await bot.connector.wait_for(lambda calls: sum(1 for c in bot.connector.answers() if c.cards) >= n)


async def test_teams_threads_hear_about_an_edit_of_the_quoted_sentence_only(tmp_path, redis_url):
    settings = Settings(data_dir=tmp_path / "data", redis_url=redis_url, teams_allow_anonymous=True)
    kb = tmp_path / "kb"
    async with serve_bot(settings, kb) as bot:
        from bots.cli.ingest import ingest_paths

        url = bot.connector.service_url
        chat = personal_message(url, "When is the add/drop deadline for undergraduates?")
        channel = channel_mention(url, "When is the add/drop deadline for undergraduates?")
        for activity in (chat, channel):
            status, _ = await bot.post(activity)
            assert status in (200, 201)
        await _answered(bot, 2)

        page = kb / "add-drop.md"
        # a new section on the same page, and the quoted sentence only re-wrapped and emphasised: no alert
        page.write_text(page.read_text().replace("version: 7", "version: 8")
                        .replace("of the first week of classes\n(the add/drop", "of the **first week** of classes (the add/drop")
                        + "\n## Summer sessions\n\nSummer classes may be dropped until the second day of the session.\n")
        summary = await asyncio.to_thread(ingest_paths, bot.rt, [kb], True)
        assert summary["changed"] == 1 and summary["change_alerts"].get("sent", 0) == 0
        assert not _alerts(bot)

        # the quoted sentence changes: one proactive reply per thread, old and new sentence
        page.write_text(page.read_text().replace("end of the **first week**", "end of the **second week**")
                        .replace("version: 8", "version: 9"))
        summary = await asyncio.to_thread(ingest_paths, bot.rt, [kb], True)
        assert summary["change_alerts"]["sent"] == 2, summary["change_alerts"]
        await bot.connector.wait_for(lambda calls: len(_alerts(bot)) >= 2)
        alerts = _alerts(bot)
        by_conversation = {c.conversation_id: c for c in alerts}
        assert len(alerts) == 2 and set(by_conversation) == {
            "a:personal-chat-1", f"{CHANNEL_CONVERSATION};messageid={channel['id']}"}
        in_chain = by_conversation[f"{CHANNEL_CONVERSATION};messageid={channel['id']}"]
        assert in_chain.activity_id == channel["id"], "a reply in the question's reply chain"
        for alert in alerts:
            text = alert.body["text"]
            assert "end of the first week" in text and "end of the second week" in text and "7 → 9" in text

        again = await asyncio.to_thread(ingest_paths, bot.rt, [kb], True)
        assert again["change_alerts"] == {} and len(_alerts(bot)) == 2
