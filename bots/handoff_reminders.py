"""Nothing falls through: inside `advisor serve`, an APScheduler job re-pings the advisers' queue every
minute for tickets still unclaimed after ``handoff_reminder_minutes``.

Every replica runs the scheduler; ``HandoffDesk.due_reminders`` takes a per-minute Redis lock (SET NX EX),
so one replica pings and the others skip. Each platform adapter registers how it pings its queue
(``REMINDER_SENDERS_KEY[platform]``); a ticket for a platform this process does not serve is logged.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

from aiohttp import web

from bots.app_jobs import add_app_job
from bots.app_keys import RUNTIME_KEY
from core.handoff.store import HandoffTicket

log = logging.getLogger(__name__)

ReminderSender = Callable[[HandoffTicket], Awaitable[None]]
REMINDER_SENDERS_KEY = web.AppKey("handoff_reminder_senders", dict)


async def send_due_reminders(app: web.Application) -> list[str]:
    """The job: ping the queue for each due ticket; returns the ids pinged (for tests and logs)."""
    desk = app[RUNTIME_KEY].handoff_desk
    try:
        due = await asyncio.to_thread(desk.due_reminders)
    except Exception as exc:  # noqa: BLE001 - Redis down: try again next minute
        log.warning("handoff reminders skipped: %s", exc)
        return []
    senders: dict[str, ReminderSender] = app[REMINDER_SENDERS_KEY]
    pinged = []
    for ticket in due:
        sender = senders.get(ticket.platform)
        if sender is None:
            log.warning("handoff %s is waiting but this process does not serve %s", ticket.id, ticket.platform)
            continue
        try:
            await sender(ticket)
            pinged.append(ticket.id)
        except Exception:  # noqa: BLE001 - one failed ping must not stop the others
            log.exception("could not send the reminder for handoff %s", ticket.id)
    if pinged:
        log.info("handoff reminders sent", extra={"fields": {"tickets": pinged}})
    return pinged


def add_reminder_job(app: web.Application) -> None:
    """Start the scheduler with the app (inside its event loop) and stop it on cleanup."""
    add_app_job(app, send_due_reminders, "interval", minutes=1, id="handoff-reminders")
