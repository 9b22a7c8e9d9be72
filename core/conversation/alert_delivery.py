"""Sending change alerts: the platform port, and the run that plans, claims, sends and records them.

Alerts suppressed because the channel opted out or an adviser holds the thread are settled as if sent
(they are never owed); one suppressed because the thread heard about the page today waits for a later run.
A (thread, page, day) slot is claimed before the send (so two runs never both post), given back when the
send fails (so a later run retries; the failure is logged and counted, never silent), and after a send the
thread's subscription records what it has now been told. Gone pages end the subscription.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from core.conversation.alert_subscriptions import AlertSubscriptions
from core.conversation.change_alerts import AlertPlan, ChangeAlert, ChangeAlertPlanner, PageNow, told
from core.foundation.metrics import record_change_alert

log = logging.getLogger(__name__)


class AlertSender(Protocol):
    """Hands one alert over for its thread (Slack thread reply, Teams proactive reply; in production queued in
    the delivery outbox, which retries until the platform takes it); raises when it cannot."""

    def send(self, alert: ChangeAlert) -> None: ...


@dataclass
class AlertRunReport:
    planned: int = 0
    sent: int = 0
    failed: list[str] = field(default_factory=list)  # one-line reasons, no ids
    suppressed: dict[str, int] = field(default_factory=dict)
    unchanged: int = 0
    alerts: list[ChangeAlert] = field(default_factory=list)

    def summary(self) -> dict:
        return {"planned": self.planned, "sent": self.sent, "failed": len(self.failed),
                "suppressed": dict(self.suppressed), "unchanged": self.unchanged}


class ChangeAlertService:
    def __init__(self, planner: ChangeAlertPlanner, subscriptions: AlertSubscriptions,
                 sender: AlertSender | None = None, enabled: bool = True) -> None:
        self.planner = planner
        self.subscriptions = subscriptions
        self.sender = sender
        self.enabled = enabled

    def preview(self, pages: dict[str, PageNow], answered_since: float | None = None) -> AlertPlan:
        """What a run would send now (nothing is sent or recorded)."""
        return self.planner.plan(pages, answered_since)

    def run(self, pages: dict[str, PageNow], on_sent: Callable[[ChangeAlert], None] | None = None) -> AlertRunReport:
        report = AlertRunReport()
        if not self.enabled or not pages:
            return report
        plan = self.planner.plan(pages)
        report.unchanged = plan.unchanged
        report.planned = len(plan.alerts)
        for alert, reason in plan.suppressed:
            report.suppressed[reason] = report.suppressed.get(reason, 0) + 1
            record_change_alert(alert.conversation.platform, reason)
            if reason != "already_sent_today":  # never owed (opted out; the adviser speaks for the thread)
                self._settle(alert, pages[alert.doc_id])
        day = self.planner.day()
        for alert in plan.alerts:
            if not self.subscriptions.mark_sent(alert.conversation, alert.doc_id, day, alert.user_ids):
                report.suppressed["already_sent_today"] = report.suppressed.get("already_sent_today", 0) + 1
                record_change_alert(alert.conversation.platform, "already_sent_today")
                continue
            try:
                if self.sender is None:
                    raise RuntimeError("no alert sender is configured")
                self.sender.send(alert)
            except Exception as exc:  # noqa: BLE001 - counted and retried by a later run, never dropped silently
                self.subscriptions.release(alert.conversation, alert.doc_id, day)
                record_change_alert(alert.conversation.platform, "failed")
                log.warning("change alert (%s) not delivered: %s", alert.conversation.platform, exc)
                report.failed.append(f"{alert.conversation.platform}: {exc}")
                continue
            record_change_alert(alert.conversation.platform, "sent")
            report.sent += 1
            report.alerts.append(alert)
            self._settle(alert, pages[alert.doc_id])
            if on_sent is not None:
                on_sent(alert)
        return report

    def _settle(self, alert: ChangeAlert, page: PageNow) -> None:
        """The thread is square with the page: later runs compare with the new text (or, gone, forget it)."""
        for sub in alert.subscriptions:
            if alert.kind == "gone":
                self.subscriptions.remove(sub)
            else:
                self.subscriptions.update(told(sub, alert, page))
