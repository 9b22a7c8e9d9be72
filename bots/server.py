"""`advisor serve`: one aiohttp server for Slack (/slack/events), Teams (/api/messages) and operations
(/healthz, /readyz, /metrics). Each platform adds its own routes when it is configured."""

from __future__ import annotations

import logging

from aiohttp import web

from bots.runtime import AdvisorRuntime

log = logging.getLogger(__name__)

RUNTIME_KEY = web.AppKey("runtime", AdvisorRuntime)


async def healthz(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


async def readyz(request: web.Request) -> web.Response:
    """Ready when the index answers and, if configured, Redis answers."""
    rt = request.app[RUNTIME_KEY]
    checks: dict[str, str] = {}
    try:
        rt.index.ping()
        checks["index"] = "ok"
    except Exception as exc:  # noqa: BLE001
        checks["index"] = f"error: {exc}"
    if rt.settings.redis_url:
        from core.redis_client import redis_client

        try:
            redis_client(rt.settings.redis_url).ping()
            checks["redis"] = "ok"
        except Exception as exc:  # noqa: BLE001
            checks["redis"] = f"error: {exc}"
    ready = all(v == "ok" for v in checks.values())
    return web.json_response({"ready": ready, "checks": checks}, status=200 if ready else 503)


def build_app(rt: AdvisorRuntime) -> web.Application:
    app = web.Application(client_max_size=1024 * 1024)
    app[RUNTIME_KEY] = rt
    app.router.add_get("/healthz", healthz)
    app.router.add_get("/readyz", readyz)
    # Platform adapters: each module exposes add_routes(app, runtime) and decides if it is configured.
    for module in ("bots.slack.routes", "bots.teams.routes", "bots.metrics_routes"):
        try:
            mod = __import__(module, fromlist=["add_routes"])
        except ModuleNotFoundError as exc:
            if not exc.name or not (module == exc.name or module.startswith(exc.name + ".")):
                raise  # a missing dependency inside an adapter is an error, a missing adapter is not
            continue
        mod.add_routes(app, rt)
    return app
