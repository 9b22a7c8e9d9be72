"""The knowledge-owner digest outside the terminal: gathered from the runtime's stores, posted with its
chart to the configured Slack channel and/or Teams channel, and scheduled inside `advisor serve`
(APScheduler, crontab ``digest_schedule``; with Redis one replica posts per schedule slot)."""

from __future__ import annotations

import asyncio
import base64
import logging
import time
from typing import TYPE_CHECKING

from aiohttp import web

from bots.app_jobs import add_app_job
from bots.app_keys import RUNTIME_KEY
from core.foundation.metrics import record_digest

if TYPE_CHECKING:
    from core.evaluation.owner_digest import OwnerDigest

log = logging.getLogger(__name__)
FEEDBACK_LIMIT = 5000


def gather_digest(rt, days: int | None = None, now: float | None = None) -> OwnerDigest:
    """Read feedback, tickets and cited pages from the runtime's stores and build the digest."""
    from core.conversation.change_alerts import current_pages
    from core.evaluation.owner_digest import build_digest

    settings = rt.settings
    days = days or settings.digest_days
    now = now or time.time()
    since = now - days * 86400
    cited = [s for subs in rt.alert_subscriptions.for_documents(None, since).values() for s in subs]
    dates: dict[str, str | None] = {}

    def page_updated(doc_id: str) -> str | None:
        if doc_id not in dates:
            page = current_pages(rt.index, [doc_id])[doc_id]
            dates[doc_id] = None if page.gone else page.updated
        return dates[doc_id]

    feedback = rt.feedback.list(limit=FEEDBACK_LIMIT)
    tickets = rt.handoffs.store.all()
    return build_digest(feedback, tickets, cited, rt.embedder, days=days, page_updated=page_updated, now=now)


def post_to_slack(settings, digest: OwnerDigest, chart: bytes) -> None:
    from slack_sdk import WebClient

    from bots.slack.blocks import markdown_to_mrkdwn, split_mrkdwn

    client = WebClient(token=settings.slack_bot_token.get_secret_value(),
                       base_url=settings.slack_api_base_url or WebClient.BASE_URL)
    text = markdown_to_mrkdwn(digest.markdown())
    blocks = [{"type": "section", "text": {"type": "mrkdwn", "text": part}} for part in split_mrkdwn(text)][:50]
    posted = client.chat_postMessage(channel=settings.digest_slack_channel, text=text, blocks=blocks,
                                     unfurl_links=False)
    client.files_upload_v2(channel=settings.digest_slack_channel, thread_ts=posted["ts"], content=chart,
                           filename=f"digest-{digest.until}.png",
                           title=f"Questions, abstentions and handoffs per day ({digest.since} – {digest.until})")


def post_to_teams(settings, digest: OwnerDigest, chart: bytes) -> None:
    from botbuilder.core import MessageFactory, TurnContext
    from botbuilder.schema import Attachment, ChannelAccount, ConversationAccount, ConversationReference

    from bots.teams.adapter import build_adapter

    if not settings.digest_teams_service_url:
        raise ValueError("ADVISOR_DIGEST_TEAMS_SERVICE_URL is needed to post the digest to Teams")
    reference = ConversationReference(
        channel_id="msteams", service_url=settings.digest_teams_service_url,
        bot=ChannelAccount(id=settings.teams_app_id or "advisor"),
        conversation=ConversationAccount(id=settings.digest_teams_conversation, is_group=True,
                                         conversation_type="channel"))
    activity = MessageFactory.text(digest.markdown())
    activity.text_format = "markdown"
    activity.attachments = [Attachment(content_type="image/png", name=f"digest-{digest.until}.png",
                                       content_url="data:image/png;base64," + base64.b64encode(chart).decode())]
    adapter = build_adapter(settings)

    async def send(context: TurnContext) -> None:
        await context.send_activity(activity)

    async def run() -> None:
        await adapter.continue_conversation(reference, send, bot_app_id=settings.teams_app_id)

    asyncio.run(run())


def post_digest(rt, now: float | None = None) -> dict[str, str]:
    """Build once, post to every configured destination; returns destination → "ok" or the error."""
    settings = rt.settings
    destinations = {"slack": settings.digest_slack_channel and settings.slack_bot_token is not None,
                    "teams": bool(settings.digest_teams_conversation)}
    if not any(destinations.values()):
        return {}
    from core.evaluation.owner_digest import render_chart

    digest = gather_digest(rt, now=now)
    chart = render_chart(digest)
    results: dict[str, str] = {}
    for destination, post in (("slack", post_to_slack), ("teams", post_to_teams)):
        if not destinations[destination]:
            continue
        try:
            post(settings, digest, chart)
        except Exception as exc:  # noqa: BLE001 - one platform down must not cost the other its digest
            log.exception("digest: posting to %s failed", destination)
            record_digest(destination, "failed")
            results[destination] = f"{type(exc).__name__}: {exc}"
            continue
        record_digest(destination, "ok")
        results[destination] = "ok"
    return results


def _first_replica(rt) -> bool:
    """With Redis, one replica per schedule slot posts (SET NX with a day's expiry); without, this one."""
    if not rt.settings.redis_url:
        return True
    from core.foundation.redis_client import redis_client

    slot = time.strftime("%Y-%m-%dT%H", time.gmtime())
    return bool(redis_client(rt.settings.redis_url).set(f"advisor:digest:posted:{slot}", "1", nx=True, ex=86400))


async def run_digest_job(app: web.Application) -> dict[str, str]:
    rt = app[RUNTIME_KEY]
    try:
        if not await asyncio.to_thread(_first_replica, rt):
            return {}
        return await asyncio.to_thread(post_digest, rt)
    except Exception:  # noqa: BLE001 - a failed digest must not stop the schedule
        log.exception("digest job failed")
        return {}


def add_digest_job(app: web.Application) -> None:
    """Schedule the digest with the app when a destination is configured (a bad crontab fails start-up)."""
    rt = app[RUNTIME_KEY]
    settings = rt.settings
    if not (settings.digest_slack_channel or settings.digest_teams_conversation):
        return
    from sync.scheduler import parse_cron  # crontab weekdays (0 = Sunday), unlike APScheduler's from_crontab

    trigger = parse_cron(settings.digest_schedule, settings.sync_timezone)
    add_app_job(app, run_digest_job, trigger, id="owner-digest", misfire_grace_time=3600)
