"""POST /api/messages: the Bot Framework endpoint, guarded by our authentication rule and a shape check.

Refused before botbuilder parses anything, each with one log line and no traceback: unauthenticated (401),
not JSON (415), malformed or not UTF-8 JSON, a body that is not an object (``null``, a list …), an
activity without a type, or a message/invoke without ``serviceUrl`` or ``conversation.id`` (400: there is
nowhere to answer).
"""

from __future__ import annotations

import json
import logging

from aiohttp import web
from msrest.exceptions import DeserializationError

from bots.delivery import DELIVERY_KEY
from bots.handoff_reminders import REMINDER_SENDERS_KEY
from bots.runtime import AdvisorRuntime
from bots.teams.adapter import build_adapter, request_is_admissible
from bots.teams.bot import AdvisorTeamsBot

log = logging.getLogger(__name__)

TEAMS_BOT_KEY = web.AppKey("teams_bot", AdvisorTeamsBot)


def add_routes(app: web.Application, rt: AdvisorRuntime) -> None:
    settings = rt.settings
    adapter = build_adapter(settings)
    worker = app[DELIVERY_KEY]
    bot = AdvisorTeamsBot(rt, adapter, enqueue=worker.enqueue)
    worker.register("teams", bot.sender)
    app[TEAMS_BOT_KEY] = bot
    app[REMINDER_SENDERS_KEY]["teams"] = bot.handoffs.remind

    async def messages(request: web.Request) -> web.StreamResponse:
        if not request_is_admissible(settings, request.headers.get("Authorization")):
            # Refused before botbuilder parses anything: with no app id it would accept anyone.
            return web.json_response({"error": "unauthorized"}, status=401)
        if "application/json" not in request.headers.get("Content-Type", ""):
            return web.json_response({"error": "expected application/json"}, status=415)
        problem = await _shape_problem(request)
        if problem:
            log.info("Teams: malformed activity refused (%s)", problem)
            return web.json_response({"error": f"malformed activity: {problem}"}, status=400)
        try:
            return await adapter.process(request, bot)
        except (json.JSONDecodeError, DeserializationError, UnicodeDecodeError) as exc:
            log.info("Teams: malformed activity refused (%s)", type(exc).__name__)
            return web.json_response({"error": "malformed activity"}, status=400)

    async def drain(_app: web.Application) -> None:
        await bot.drain()

    app.router.add_post("/api/messages", messages)
    app.on_shutdown.append(drain)


async def _shape_problem(request: web.Request) -> str | None:
    """Why the body cannot be an activity we can answer, or None. (aiohttp caches the body for botbuilder.)"""
    try:
        activity = json.loads(await request.read())
    except (ValueError, UnicodeDecodeError):
        return "not JSON"
    if not isinstance(activity, dict):
        return "not a JSON object"
    if not isinstance(activity.get("type"), str) or not activity["type"]:
        return "no type"
    conversation = activity.get("conversation")
    if not isinstance(conversation, dict) or not isinstance(conversation.get("id"), str) or not conversation["id"]:
        return "no conversation"
    service_url = activity.get("serviceUrl")
    if not isinstance(service_url, str) or not service_url.startswith(("https://", "http://")):
        return "no serviceUrl"
    for key in ("from", "recipient"):
        if activity.get(key) is not None and not isinstance(activity[key], dict):
            return f"{key} is not an object"
    return None
