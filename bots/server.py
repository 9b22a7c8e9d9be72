"""`advisor serve`: one aiohttp server for Slack (/slack/events), Teams (/api/messages) and operations
(/healthz, /readyz, /metrics). Each platform adds its own routes when it is configured."""

from __future__ import annotations

import asyncio
import logging
from concurrent.futures import ThreadPoolExecutor
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any

from aiohttp import web

from bots.delivery import add_delivery_worker, stop_delivery_on_shutdown
from bots.handoff_reminders import REMINDER_SENDERS_KEY, add_reminder_job
from bots.owner_digest_post import add_digest_job
from bots.app_keys import RUNTIME_KEY
from bots.runtime import AdvisorRuntime
from core.foundation.logging_setup import new_request_id

log = logging.getLogger(__name__)

# The default thread pool runs every quick blocking call (Redis, SQLite, dedup) and botbuilder's connector
# requests. Python's default (cores + 4 = 6 here) lets a few sends to a hanging connector starve the
# acknowledgements queued behind them; a larger pool keeps them independent.
IO_THREADS = 32

BACKGROUND_KEY = web.AppKey("background_tasks", set)
SHUTDOWN_TIMEOUT_KEY = web.AppKey("shutdown_timeout_s", float)


@web.middleware
async def request_id_middleware(request: web.Request,
                                handler: Callable[[web.Request], Awaitable[web.StreamResponse]]) -> web.StreamResponse:
    """Every request gets an id (the caller's X-Request-Id or a new one) that its log lines carry.

    Set here, in the request's own task, it is inherited by tasks the handler starts (``track_background``)
    and by ``asyncio.to_thread`` calls, so it follows the message through core.
    """
    rid = new_request_id(request.headers.get("X-Request-Id"))
    try:
        response = await handler(request)
    except web.HTTPException as exc:
        exc.headers["X-Request-Id"] = rid
        raise
    response.headers["X-Request-Id"] = rid
    return response


def track_background(app: web.Application, coro: Coroutine[Any, Any, Any]) -> asyncio.Task:
    """Run work after the HTTP response (e.g. answering a Slack event acked within 3 s) so that a SIGTERM
    lets it finish: ``advisor serve`` waits for these tasks on shutdown (up to ``shutdown_timeout_s``).

    Call it from a request handler with the application given to ``add_routes`` (``request.app``): the task
    inherits the request id.
    """
    task = asyncio.get_running_loop().create_task(coro)
    tasks: set[asyncio.Task] = app[BACKGROUND_KEY]
    tasks.add(task)
    task.add_done_callback(_finished(tasks))
    return task


def _finished(tasks: set[asyncio.Task]) -> Callable[[asyncio.Task], None]:
    def done(task: asyncio.Task) -> None:
        tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("background task failed", exc_info=task.exception())

    return done


async def _finish_background_tasks(app: web.Application) -> None:
    """on_shutdown: the listening socket is already closed; let in-flight answers complete."""
    tasks = set(app[BACKGROUND_KEY])
    if not tasks:
        return
    timeout = app[SHUTDOWN_TIMEOUT_KEY]
    log.info("shutting down: waiting up to %.0f s for %d in-flight answer(s)", timeout, len(tasks))
    _, pending = await asyncio.wait(tasks, timeout=timeout)
    for task in pending:
        task.cancel()
    if pending:
        await asyncio.wait(pending, timeout=1.0)  # let the cancellations run (finally blocks, logging)
        log.warning("shutdown timeout: %d answer(s) cancelled", len(pending))


async def _larger_default_executor(_: web.Application) -> None:
    asyncio.get_running_loop().set_default_executor(ThreadPoolExecutor(IO_THREADS, thread_name_prefix="advisor-io"))


async def healthz(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


async def readyz(request: web.Request) -> web.Response:
    """Ready when the index answers and holds documents and, if configured, Redis answers (checked off the event loop: a
    Redis that times out must not stall the answers being served meanwhile)."""
    checks = await asyncio.to_thread(readiness_checks, request.app[RUNTIME_KEY])
    ready = all(v == "ok" for v in checks.values())
    return web.json_response({"ready": ready, "checks": checks}, status=200 if ready else 503)


def readiness_checks(rt: AdvisorRuntime) -> dict[str, str]:
    checks: dict[str, str] = {}
    try:
        rt.index.ping()
        # An empty index answers every question with "knowledge base unavailable": not ready to serve.
        checks["index"] = "ok" if not rt.index_is_empty() else \
            "empty: no documents indexed (run `advisor ingest` or `advisor sync`)"
    except Exception as exc:  # noqa: BLE001
        checks["index"] = f"error: {exc}"
    if rt.settings.redis_url:
        from core.foundation.redis_client import redis_client

        try:
            redis_client(rt.settings.redis_url).ping()
            checks["redis"] = "ok"
        except Exception as exc:  # noqa: BLE001
            checks["redis"] = f"error: {exc}"
    return checks


def build_app(rt: AdvisorRuntime) -> web.Application:
    app = web.Application(client_max_size=1024 * 1024, middlewares=[request_id_middleware])
    app[RUNTIME_KEY] = rt
    app[BACKGROUND_KEY] = set()
    app[SHUTDOWN_TIMEOUT_KEY] = float(rt.settings.shutdown_timeout_s)
    app.on_startup.append(_larger_default_executor)
    app.on_shutdown.append(_finish_background_tasks)
    app.router.add_get("/healthz", healthz)
    app.router.add_get("/readyz", readyz)

    app[REMINDER_SENDERS_KEY] = {}  # each platform's add_routes registers how it pings its queue
    add_delivery_worker(app, rt.outbox, rt.settings)  # each platform registers its sender with it
    # Platform adapters: each module exposes add_routes(app, runtime) and decides if it is configured.
    for module in ("bots.slack.routes", "bots.teams.routes", "bots.metrics_routes"):
        try:
            mod = __import__(module, fromlist=["add_routes"])
        except ModuleNotFoundError as exc:
            if not exc.name or not (module == exc.name or module.startswith(exc.name + ".")):
                raise  # a missing dependency inside an adapter is an error, a missing adapter is not
            continue
        mod.add_routes(app, rt)
    stop_delivery_on_shutdown(app)  # after the platforms' drains: the posts they queue still go out
    add_reminder_job(app)
    add_digest_job(app)
    return app
