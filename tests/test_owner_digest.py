"""The knowledge-owner digest with seeded data in real Redis: unanswered questions grouped by topic with the
shipped MiniLM embedder, 👎 answers by page, most-cited and stale pages, handoffs by category and median time
to claim; posted to the recording Slack API with its PNG chart, and no personal data anywhere."""

from __future__ import annotations

import asyncio
import json
import time

from typer.testing import CliRunner

from bots.cli.main import app
from core.conversation.alert_subscriptions import AlertSubscription
from core.conversation.feedback import FeedbackRecord
from core.conversation.model import ConversationKey
from core.knowledge.citation import Citation
from tests.slack_api_server import FakeSlackApi
from tests.slack_harness import BOT_TOKEN

PAGES = {
    "parking.md": ("5002", "Parking Permits", "2026-05-02", "A semester parking permit costs $180."),
    "housing.md": ("5009", "Housing Deposits", "2023-01-10", "The housing deposit is $200 and is refundable."),
}
UNANSWERED = [
    ("Where can I buy a parking permit for the student lots?", "U-PARK-1"),
    ("How much does a parking permit cost per semester?", "U-PARK-2"),
    ("Do I need a parking permit for lot A? I'm Sam Student, email sam.student@uni.edu, ID 20231234", "U-PARK-3"),
    ("How do I order an official transcript?", "U-TRANS-1"),
    ("How long does it take to get an electronic transcript?", "U-TRANS-2"),
    ("Is the swimming pool open on Sundays?", "U-POOL-1"),
]
PERSONAL = ["U-PARK", "U-TRANS", "U-POOL", "U-DISLIKE", "U-CITE", "U-HANDOFF", "sam.student@uni.edu", "20231234", "Sam Student"]


def _seed(rt, now: float) -> None:
    for n, (question, user) in enumerate(UNANSWERED):
        rt.feedback.record(FeedbackRecord(kind="unanswered", platform="slack", conversation=f"slack:T:C:{n}",
                                          user_id=user, question=question, answer="not found", at=now - 3600 * n))
    parking = Citation(n=1, title="Parking Permits", url="https://wiki.example.edu/pages/5002", doc_id="5002")
    for n in range(2):
        rt.feedback.record(FeedbackRecord(kind="not_helpful", platform="teams", conversation=f"teams:T:C:{n}",
                                          user_id=f"U-DISLIKE-{n}", question="parking?", answer="…",
                                          citations=[parking], at=now - 7200))
    subs = []
    for n in range(5):
        for doc_id, title in (("5002", "Parking Permits"), ("5009", "Housing Deposits")):
            if doc_id == "5009" and n > 2:
                continue
            subs.append(AlertSubscription(answer_id=f"a{n}", user_id=f"U-CITE-{n}", doc_id=doc_id, title=title,
                                          url=f"https://wiki.example.edu/pages/{doc_id}", version="1",
                                          conversation=ConversationKey(platform="slack", channel="C", thread=f"t{n}"),
                                          at=now - 86400 * (n % 3)))
    rt.alert_subscriptions.add(subs)
    for n, category in enumerate(["registration", "registration", "financial aid"]):
        ticket, _ = rt.handoffs.open(ConversationKey(platform="slack", workspace="T", channel="C", thread=f"h{n}"),
                                     f"U-HANDOFF-{n}", "I need help", "student asked", student_name="Sam Student",
                                     category=category)
        ticket.created_at = now - 600 * (n + 1)  # waited 10, 20 and 30 minutes
        rt.handoffs.store.save(ticket)
        if n < 2:
            assert rt.handoffs.claim(ticket.id, "UADVISER").ok


async def test_digest_groups_counts_chart_and_no_personal_data(tmp_path, redis_url, monkeypatch):
    from bots.cli.ingest import ingest_paths
    from bots.owner_digest_post import gather_digest, post_digest
    from bots.runtime import AdvisorRuntime
    from core.foundation.settings import Settings

    kb = tmp_path / "kb"
    kb.mkdir()
    for name, (doc_id, title, updated, body) in PAGES.items():
        (kb / name).write_text(f"---\nid: \"{doc_id}\"\ntitle: {title}\nurl: https://wiki.example.edu/pages/{doc_id}\n"
                               f"version: 1\nlast_updated: {updated}\n---\n# {title}\n\n{body}\n")
    fake = await FakeSlackApi().start()
    settings = Settings(data_dir=tmp_path / "data", redis_url=redis_url, slack_bot_token=BOT_TOKEN,
                        slack_api_base_url=fake.base_url, slack_adviser_group="UADVISER",
                        digest_slack_channel="CDIGEST")
    rt = AdvisorRuntime(settings)
    try:
        await asyncio.to_thread(ingest_paths, rt, [kb], True)
        now = time.time()
        _seed(rt, now)

        digest = await asyncio.to_thread(gather_digest, rt)
        assert [(t.count, len(t.examples)) for t in digest.topics] == [(3, 2), (2, 2), (1, 1)]
        assert "parking" in digest.topics[0].label and "transcript" in digest.topics[1].label
        assert [(p.title, p.count) for p in digest.disliked] == [("Parking Permits", 2)]
        assert [(p.title, p.count) for p in digest.most_cited] == [("Parking Permits", 5), ("Housing Deposits", 3)]
        assert [(p.title, p.last_updated) for p in digest.stale] == [("Housing Deposits", "2023-01-10")]
        assert digest.handoffs_by_category == {"registration": 2, "financial aid": 1}
        assert 14 <= digest.median_minutes_to_claim <= 16  # claims after 10 and 20 minutes
        assert sum(d["abstentions"] for d in digest.daily.values()) == 6
        assert sum(d["handoffs"] for d in digest.daily.values()) == 3

        results = await asyncio.to_thread(post_digest, rt)
        assert results == {"slack": "ok"}
        post = fake.to("chat.postMessage")[-1]
        assert post["channel"] == "CDIGEST" and "Parking Permits" in post["text"]
        assert "— 3:" in post["text"] and "— 2:" in post["text"]
        assert fake.uploads and all(data.find(b"\x89PNG") >= 0 for data in fake.uploads.values())
        completed = fake.to("files.completeUploadExternal")
        assert completed and completed[0]["channel_id"] == "CDIGEST"
        everything = json.dumps([c.params for c in fake.calls], ensure_ascii=False)
        for personal in PERSONAL:
            assert personal not in everything

        for key, value in {"ADVISOR_DATA_DIR": str(settings.data_dir), "ADVISOR_REDIS_URL": redis_url}.items():
            monkeypatch.setenv(key, value)
        result = await asyncio.to_thread(CliRunner().invoke, app, ["report", "digest", "--json",
                                                                   "--chart", str(tmp_path / "chart.png")])
        assert result.exit_code == 0, result.output
        assert (tmp_path / "chart.png").read_bytes().startswith(b"\x89PNG")
        printed = json.loads(result.output)
        assert [t["count"] for t in printed["topics"]] == [3, 2, 1]
        for personal in PERSONAL:
            assert personal not in result.output
    finally:
        rt.close()
        await fake.close()


async def test_digest_posts_to_teams_with_the_chart_and_the_serve_job_posts_once(tmp_path, redis_url):
    from aiohttp import web

    from bots.app_keys import RUNTIME_KEY
    from bots.owner_digest_post import run_digest_job
    from bots.runtime import AdvisorRuntime
    from core.foundation.settings import Settings
    from tests.teams_connector_server import CHANNEL_CONVERSATION, ConnectorServer

    connector = await ConnectorServer().start()
    settings = Settings(data_dir=tmp_path / "data", redis_url=redis_url, teams_allow_anonymous=True,
                        slack_adviser_group="UADVISER", digest_teams_conversation=CHANNEL_CONVERSATION,
                        digest_teams_service_url=connector.service_url)
    rt = AdvisorRuntime(settings)
    try:
        _seed(rt, time.time())
        app = web.Application()
        app[RUNTIME_KEY] = rt
        assert await run_digest_job(app) == {"teams": "ok"}
        assert await run_digest_job(app) == {}  # a second replica in the same slot posts nothing
        posts = connector.answers()
        assert len(posts) == 1 and posts[0].conversation_id == CHANNEL_CONVERSATION
        body = posts[0].body
        assert "Knowledge-base digest" in body["text"] and "registration: 2" in body["text"]
        image = body["attachments"][0]
        assert image["contentType"] == "image/png" and image["contentUrl"].startswith("data:image/png;base64,iVBOR")
        for personal in PERSONAL:
            assert personal not in json.dumps(body)
    finally:
        rt.close()
        await connector.stop()


def test_example_questions_lose_names_emails_ids_and_mentions():
    from core.evaluation.owner_digest import group_questions, redact

    assert redact("Do I need a permit? I'm Sam Student, email sam.student@uni.edu, ID 20231234, cc <@U123>") == (
        "Do I need a permit? I'm [name], email [email], ID [number], cc [someone]")
    assert redact("I am taking three classes in March") == "I am taking three classes in March"
    groups = group_questions(["My name is Jordan Lee, where is the library?"], None)
    assert "Jordan" not in str(groups) and "jordan" not in groups[0].label
