"""The issue's acceptance with Confluence: students asked in Slack threads (the shared chat-turn path, real
Redis), the quoted table row is edited on the local Confluence test server, and `advisor sync`'s run
(dry run, then real) ends with exactly one alert per thread carrying the old and new row; an unrelated
section edit sends nothing; an adviser-held thread and an opted-out channel hear nothing; a second sync
sends no duplicate; deleting the page sends "may no longer hold"."""

from __future__ import annotations

import asyncio
import json

from core.answering.chat_turns import IncomingMessage
from core.conversation.model import Asker, ConversationKey
from tests.slack_api_server import FakeSlackApi
from tests.slack_harness import BOT_TOKEN

QUESTION = "What is the last day to drop a class without a W in fall 2026?"
PAGE = "Adding and Dropping Classes"


def _alerts(fake):
    return [p for p in fake.to("chat.postMessage") if "quoted earlier" in p["text"]]


async def test_confluence_edit_sync_alerts_each_thread_once(confluence, redis_url, monkeypatch):
    from bots.cli.sync_cmd import run_sync_once
    from bots.runtime import AdvisorRuntime

    fake = await FakeSlackApi().start()
    from core.foundation.settings import Settings

    settings = Settings(**dict(confluence.settings.model_dump(),
        redis_url=redis_url, slack_bot_token=BOT_TOKEN, slack_api_base_url=fake.base_url,
        slack_adviser_group="UADVISER", slack_channel_config=json.dumps({"COPTOUT": {"change_alerts": False}})))
    rt = AdvisorRuntime(settings)
    # alerts are queued in the delivery outbox (Redis); here a delivery worker stands in for `advisor serve`
    from slack_sdk.web.async_client import AsyncWebClient

    from bots.delivery import DeliveryWorker
    from bots.slack.delivery import SlackSender

    worker = DeliveryWorker(rt.outbox, settings)
    worker.register("slack", SlackSender(AsyncWebClient(token=BOT_TOKEN, base_url=fake.base_url)))
    worker.start()
    try:
        threads = {name: ConversationKey(platform="slack", workspace="T1", channel=channel, thread=f"17000.{n}")
                   for n, (name, channel) in enumerate([("told", "CGEN"), ("also", "CGEN"), ("held", "CGEN"),
                                                        ("opted_out", "COPTOUT")])}
        for name, conversation in threads.items():
            outcome = await asyncio.to_thread(rt.chat_turns.handle, IncomingMessage(
                event_id=f"ev-{name}", conversation=conversation, asker=Asker(id=f"U-{name}"), text=QUESTION))
            assert outcome.kind == "answer" and PAGE in [c.title for c in outcome.answer.citations]
            assert "Sep 4" in outcome.answer.text  # the row the edit will change was shown
        ticket, _ = rt.handoffs.open(threads["held"], "U-held", QUESTION, "student asked for a person")
        assert rt.handoffs.claim(ticket.id, "UADVISER").ok

        server = confluence.server
        page = server.page_by_title(PAGE)
        # an edit in an unrelated section of the same page: no alert
        server.edit(page.id, append_markdown="## Parking during add/drop\n\nVisitor parking is free in lot B.\n")
        report = await asyncio.to_thread(run_sync_once, settings, False, False)
        assert report.changed == 1 and report.change_alerts["sent"] == 0 and not _alerts(fake)
        assert report.change_alerts["unchanged"] == 4  # every thread's quoted rows are still on the page

        server.edit(page.id, storage=page.storage.replace("<strong>Friday, Sep 4</strong>", "<strong>Friday, Sep 11</strong>"))
        dry = await asyncio.to_thread(run_sync_once, settings, True, False)
        assert dry.change_alerts == {"threads": 4}  # an upper bound: bodies are not fetched in a dry run
        report = await asyncio.to_thread(run_sync_once, settings, False, False)
        assert report.change_alerts["sent"] == 2, report.change_alerts
        assert report.change_alerts["suppressed"] == {"adviser_holds_thread": 1, "channel_opted_out": 1}
        await fake.wait_for(lambda: len(_alerts(fake)) >= 2)
        alerts = _alerts(fake)
        assert sorted(a["thread_ts"] for a in alerts) == sorted([threads["told"].thread, threads["also"].thread])
        for alert in alerts:
            assert alert["channel"] == "CGEN"
            assert "Sep 4" in alert["text"] and "Sep 11" in alert["text"] and "drop without a W" in alert["text"]
            assert PAGE in alert["text"] and "/721015/" in alert["text"]

        again = await asyncio.to_thread(run_sync_once, settings, False, False)
        assert again.changed == 0 and len(_alerts(fake)) == 2  # a second sync: no duplicate

        # deleted the same day: at most one alert per thread, page and day, so it waits for the next day
        server.delete(page.id)
        report = await asyncio.to_thread(run_sync_once, settings, False, False)
        assert report.deleted == 1 and report.change_alerts["sent"] == 0
        assert report.change_alerts["suppressed"]["already_sent_today"] == 2
        from core.conversation import change_alerts

        tomorrow = change_alerts.now() + 86400
        monkeypatch.setattr(change_alerts, "now", lambda: tomorrow)
        report = await asyncio.to_thread(run_sync_once, settings, False, False)  # nothing new in Confluence
        assert report.change_alerts["sent"] == 2, report.change_alerts
        await fake.wait_for(lambda: len(_alerts(fake)) >= 4)
        gone = _alerts(fake)[2:]
        assert sorted(a["thread_ts"] for a in gone) == sorted([threads["told"].thread, threads["also"].thread])
        assert all("may no longer hold" in a["text"] and "adviser" in a["text"] for a in gone)
        report = await asyncio.to_thread(run_sync_once, settings, False, False)
        assert report.change_alerts == {} and len(_alerts(fake)) == 4  # the subscriptions ended with the page
    finally:
        await worker.stop(5)
        rt.close()
        await fake.close()
