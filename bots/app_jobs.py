"""Background jobs that live and die with the aiohttp application (handoff reminders, the owners' digest)."""

from __future__ import annotations

from typing import Any

from aiohttp import web
from apscheduler.schedulers.asyncio import AsyncIOScheduler


def add_app_job(app: web.Application, func: Any, trigger: Any, **job_options: Any) -> None:
    """Run ``func(app)`` on ``trigger`` while the app runs: the scheduler is created on start-up (it binds to the
    running event loop) and shut down on cleanup. Jobs are coalesced with one instance at a time, so a slow run
    or a paused process never stacks runs up."""
    schedulers: list[AsyncIOScheduler] = []

    async def start(app: web.Application) -> None:
        scheduler = AsyncIOScheduler()
        scheduler.add_job(func, trigger, args=[app], coalesce=True, max_instances=1, **job_options)
        scheduler.start()
        schedulers.append(scheduler)

    async def stop(app: web.Application) -> None:
        while schedulers:
            scheduler = schedulers.pop()
            if scheduler.running:
                scheduler.shutdown(wait=False)

    app.on_startup.append(start)
    app.on_cleanup.append(stop)
