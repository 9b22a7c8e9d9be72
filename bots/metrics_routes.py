"""GET /metrics: the Prometheus text exposition of ``core.foundation.metrics``."""

from __future__ import annotations

from aiohttp import web

from bots.runtime import AdvisorRuntime
from core.foundation.metrics import exposition


async def metrics(request: web.Request) -> web.Response:
    body, content_type = exposition()
    # aiohttp's content_type argument refuses parameters (version, charset): set the header as is.
    return web.Response(body=body, headers={"Content-Type": content_type})


def add_routes(app: web.Application, rt: AdvisorRuntime) -> None:
    app.router.add_get("/metrics", metrics)
