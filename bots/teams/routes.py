"""POST /api/messages: the Bot Framework endpoint, guarded by our authentication rule."""

from __future__ import annotations

import json
import logging

from aiohttp import web
from msrest.exceptions import DeserializationError

from bots.handoff_reminders import REMINDER_SENDERS_KEY
from bots.runtime import AdvisorRuntime
from bots.teams.adapter import build_adapter, request_is_admissible
from bots.teams.bot import AdvisorTeamsBot

log = logging.getLogger(__name__)

TEAMS_BOT_KEY = web.AppKey("teams_bot", AdvisorTeamsBot)


def add_routes(app: web.Application, rt: AdvisorRuntime) -> None:
    settings = rt.settings
    adapter = build_adapter(settings)
    bot = AdvisorTeamsBot(rt, adapter)
    app[TEAMS_BOT_KEY] = bot
    app[REMINDER_SENDERS_KEY]["teams"] = bot.handoffs.remind

    async def messages(request: web.Request) -> web.StreamResponse:
        if not request_is_admissible(settings, request.headers.get("Authorization")):
            # Refused before botbuilder parses anything: with no app id it would accept anyone.
            return web.json_response({"error": "unauthorized"}, status=401)
        if "application/json" not in request.headers.get("Content-Type", ""):
            return web.json_response({"error": "expected application/json"}, status=415)
        try:
            return await adapter.process(request, bot)
        except (json.JSONDecodeError, DeserializationError) as exc:
            log.info("Teams: malformed activity refused (%s)", exc)
            return web.json_response({"error": "malformed activity"}, status=400)

    async def drain(_app: web.Application) -> None:
        await bot.drain()

    app.router.add_post("/api/messages", messages)
    app.on_shutdown.append(drain)
