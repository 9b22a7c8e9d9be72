"""Slack endpoints on the shared aiohttp server: POST /slack/events, /slack/interactions, /slack/commands.

Added only when Slack is configured (bot token and signing secret; Socket Mode instead needs the bot and
app-level tokens). Every request goes through Bolt, which verifies the signature first (401 otherwise).
"""

from __future__ import annotations

import logging

import aiohttp
from aiohttp import web
from slack_bolt.adapter.aiohttp import to_aiohttp_response, to_bolt_request

from bots.runtime import AdvisorRuntime
from bots.slack.app import SlackAdvisor

log = logging.getLogger(__name__)

SLACK_KEY = web.AppKey("slack", SlackAdvisor)
PATHS = ("/slack/events", "/slack/interactions", "/slack/commands")
SHUTDOWN_GRACE_S = 25.0


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
    advisor = SlackAdvisor(rt)
    app[SLACK_KEY] = advisor

    async def handle(request: web.Request) -> web.Response:
        return await to_aiohttp_response(await advisor.app.async_dispatch(await to_bolt_request(request)))

    async def open_session(_: web.Application) -> None:
        # One pooled HTTP session for every Web API call (the SDK otherwise opens a connection per call).
        advisor.client.session = aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=advisor.client.timeout))

    async def close_session(_: web.Application) -> None:
        if advisor.client.session is not None:
            await advisor.client.session.close()

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
        for path in PATHS:
            app.router.add_post(path, handle)

    async def finish_answers(_: web.Application) -> None:
        """On SIGTERM, let answers in flight reach their students before the process exits."""
        try:
            await advisor.wait_idle(SHUTDOWN_GRACE_S)
        except TimeoutError:
            log.warning("shutdown: %d Slack answers still in flight were abandoned", len(advisor._tasks))

    app.on_shutdown.append(finish_answers)
