"""Slack endpoints on the shared aiohttp server: POST /slack/events, /slack/interactions, /slack/commands.

Added only when Slack is configured (bot token and signing secret; Socket Mode instead needs the bot and
app-level tokens). Every request goes through Bolt, which verifies the signature first (401 otherwise).
"""

from __future__ import annotations

import gc
import json
import logging

import aiohttp
from aiohttp import web
from slack_bolt.adapter.aiohttp import to_aiohttp_response, to_bolt_request
from slack_bolt.request.async_request import AsyncBoltRequest
from slack_sdk.signature import SignatureVerifier

from bots.handoff_reminders import REMINDER_SENDERS_KEY
from bots.runtime import AdvisorRuntime
from bots.server import track_background
from bots.slack.app import SlackAdvisor

log = logging.getLogger(__name__)

SLACK_KEY = web.AppKey("slack", SlackAdvisor)


def add_routes(app: web.Application, rt: AdvisorRuntime) -> None:
    settings = rt.settings
    if settings.slack_bot_token is None:
        log.info("Slack not configured (no slack_bot_token): Slack endpoints off")
        return
    if settings.slack_socket_mode:
        if settings.slack_app_token is None:
            raise ValueError("slack_socket_mode needs slack_app_token (xapp-…)")
    elif settings.slack_signing_secret is None:
        log.warning("slack_signing_secret is not set: Slack endpoints off (requests could not be verified)")
        return
    advisor = SlackAdvisor(rt, start_task=lambda coro: track_background(app, coro))
    app[SLACK_KEY] = advisor
    app[REMINDER_SENDERS_KEY]["slack"] = advisor.handoffs.remind

    async def handle(request: web.Request) -> web.Response:
        return await to_aiohttp_response(await advisor.app.async_dispatch(await to_bolt_request(request)))

    verifier = SignatureVerifier(settings.slack_signing_secret.get_secret_value()) if settings.slack_signing_secret else None

    async def handle_event(request: web.Request) -> web.Response:
        """Events API: 200 as soon as the signature checks out, then Bolt processes the event in the background.

        Slack only needs a 2xx within 3 s. Acknowledging before Bolt's middleware chain runs keeps the ack
        in well under a millisecond of work, so a burst of events does not queue acks behind each other's
        processing. Bolt verifies the signature again itself; anything but an event callback (URL
        verification, rate-limit notices, bad JSON) takes the ordinary Bolt path.
        """
        body = await request.text()
        if verifier is None or not verifier.is_valid_request(body, dict(request.headers)):
            return web.Response(status=401)
        try:
            kind = json.loads(body).get("type")
        except (ValueError, AttributeError):
            kind = None
        if kind != "event_callback":
            return await handle(request)
        advisor.dispatch_later(AsyncBoltRequest(body=body, query=request.query_string, headers=request.headers))
        return web.Response(status=200)

    async def open_session(_: web.Application) -> None:
        # One pooled HTTP session for every Web API call (the SDK otherwise opens a connection per call).
        advisor.client.session = aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=advisor.client.timeout))
        # Start-up imported LlamaIndex, LanceDB, pyarrow …: millions of long-lived objects. A full (gen 2)
        # garbage collection over them stalled the event loop for ~0.4 s in the load benchmark, delaying
        # every ack in flight. Freezing them moves them out of the collector's sight for good.
        gc.freeze()

    async def close_session(_: web.Application) -> None:
        if advisor.client.session is not None:
            await advisor.client.session.close()
        advisor.close()

    app.on_startup.append(open_session)
    app.on_cleanup.append(close_session)

    if settings.slack_socket_mode:
        handlers: list = []  # created on start-up: the Socket Mode client opens its session in its constructor

        async def connect(_: web.Application) -> None:
            handlers.append(advisor.socket_mode_handler())
            await handlers[0].connect_async()
            log.info("Slack Socket Mode connected")

        async def disconnect(_: web.Application) -> None:
            for handler in handlers:
                await handler.close_async()

        app.on_startup.append(connect)
        app.on_cleanup.append(disconnect)
    else:
        app.router.add_post("/slack/events", handle_event)
        app.router.add_post("/slack/interactions", handle)
        app.router.add_post("/slack/commands", handle)
