"""Change alerts on the platforms (the ``AlertSender`` port of ``core.conversation.alert_delivery``): a Slack
thread reply and a Teams proactive reply, rendered into delivery-outbox entries, so they take the path every
answer takes (retries, dead letters, delivery by `advisor serve` whichever process queued them); and the
hooks a sync or an ingest runs after it applied changes."""

from __future__ import annotations

import logging

from core.conversation.change_alerts import ChangeAlert
from core.foundation.settings import Settings

log = logging.getLogger(__name__)


class OutboxAlertSender:
    """Alerts through the delivery outbox, the path every answer takes: rendered here into the platform
    request (Slack Web API call, Bot Framework activity + conversation reference) and delivered, retried and
    dead-lettered by the delivery worker of `advisor serve` (whichever process queued it)."""

    def __init__(self, outbox, settings: Settings) -> None:
        self.outbox = outbox
        self.settings = settings

    def send(self, alert: ChangeAlert) -> None:
        for entry in self.entries(alert):
            self.outbox.put(entry)

    def entries(self, alert: ChangeAlert) -> list:
        conv = alert.conversation
        owner = sorted(alert.user_ids)[0] if alert.user_ids else ""
        if conv.platform == "slack":
            from bots.slack.blocks import markdown_to_mrkdwn, split_mrkdwn
            from bots.slack.delivery import post_entry

            text = markdown_to_mrkdwn(alert.text)
            blocks = [{"type": "section", "text": {"type": "mrkdwn", "text": part}} for part in split_mrkdwn(text)]
            if conv.thread.startswith("command:"):  # a slash command's private answer: tell each asker privately
                return [post_entry("change_alert", "chat.postEphemeral",
                                   {"channel": conv.channel, "user": user, "text": text, "blocks": blocks},
                                   user_id=user, conversation=conv) for user in sorted(alert.user_ids)]
            return [post_entry("change_alert", "chat.postMessage",
                               {"channel": conv.channel, "thread_ts": conv.thread, "text": text, "blocks": blocks,
                                "unfurl_links": False}, user_id=owner, conversation=conv)]
        if conv.platform == "teams":
            from botbuilder.core import MessageFactory

            from bots.teams.delivery import activity_entry

            return [activity_entry("change_alert", teams_reference(self.settings, alert), MessageFactory.text(alert.text),
                                   user_id=owner, conversation=conv.key)]
        raise RuntimeError(f"no {conv.platform} delivery for change alerts")


def teams_reference(settings: Settings, alert: ChangeAlert):
    """The stored conversation reference of the alert's thread (service URL kept with the answer)."""
    from botbuilder.schema import ChannelAccount, ConversationAccount, ConversationReference

    service_url = alert.reply_address.get("service_url")
    if not service_url:
        raise RuntimeError("the answer was stored without a Teams service URL")
    conv = alert.conversation
    in_chain = conv.thread != "chat"
    return ConversationReference(
        channel_id="msteams", service_url=service_url, activity_id=conv.thread if in_chain else None,
        bot=ChannelAccount(id=settings.teams_app_id or "advisor"),
        conversation=ConversationAccount(id=f"{conv.channel};messageid={conv.thread}" if in_chain else conv.channel,
                                         is_group=in_chain, tenant_id=conv.workspace,
                                         conversation_type="channel" if in_chain else "personal"))


def _touched(report) -> list[str]:
    return [c["id"] for c in report.changes if c.get("action") in ("changed", "deleted")]


def alert_after_sync(rt, report) -> dict:
    """The sync hook: match and send alerts for the pages this run changed or removed, and for pages whose
    alert is still owed (a failed send, a second change on a day the thread already heard about the page).
    Never fails the sync: an error is reported in the summary (`advisor alerts send` retries)."""
    import time

    from core.conversation.change_alerts import pages_to_check

    if not rt.settings.change_alerts_enabled:
        return {}
    try:
        since = time.time() - rt.settings.change_alert_days * 86400
        pages = pages_to_check(rt.index, rt.alert_subscriptions, since, also=_touched(report))
        if not pages:
            return {}
        run = rt.change_alerts(OutboxAlertSender(rt.outbox, rt.settings)).run(pages)
    except Exception as exc:  # noqa: BLE001 - the index is written; alerts are the optional epilogue
        log.exception("change alerts after the sync failed")
        return {"error": f"{type(exc).__name__}: {exc}"}
    return run.summary()


def alerts_for_dry_run(rt, report) -> dict:
    """`advisor sync --dry-run`: how many threads quoted a page the sync would change or remove (an upper
    bound: bodies are not fetched, so whether the quoted sentences changed is decided by the real run)."""
    import time

    ids = _touched(report)
    if not ids or not rt.settings.change_alerts_enabled:
        return {"threads": 0}
    since = time.time() - rt.settings.change_alert_days * 86400
    subs = rt.alert_subscriptions.for_documents(ids, since)
    return {"threads": len({(s.conversation.key, doc) for doc, items in subs.items() for s in items})}
