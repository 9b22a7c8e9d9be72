"""Slack endpoints on the shared aiohttp server: POST /slack/events, /slack/interactions, /slack/commands.

Added only when Slack is configured (bot token and signing secret; Socket Mode instead needs the bot and
app-level tokens). Every request is checked here before Bolt sees it: a missing, stale or malformed
signature is a 401, a signed body that is not UTF-8, not JSON, or a form without a JSON ``payload`` is a
400, each with one log line and no traceback. Slack's ``app_rate_limited`` notice is a 200 and a warning.
"""

from __future__ import annotations

import gc
import json
import logging
from urllib.parse import parse_qs

import aiohttp
from aiohttp import web
from slack_bolt.adapter.aiohttp import to_aiohttp_response
from slack_bolt.request.async_request import AsyncBoltRequest
from slack_sdk.signature import SignatureVerifier

from bots.delivery import DELIVERY_KEY
from bots.handoff_reminders import REMINDER_SENDERS_KEY
from bots.runtime import AdvisorRuntime
from bots.server import track_background
from bots.slack.app import SlackAdvisor
from bots.slack.listener_tasks import dispatch_tracked

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
    worker = app[DELIVERY_KEY]
    advisor = SlackAdvisor(rt, start_task=lambda coro: track_background(app, coro), enqueue=worker.enqueue)
    worker.register("slack", advisor.sender)
    app[SLACK_KEY] = advisor
    app[REMINDER_SENDERS_KEY]["slack"] = advisor.handoffs.remind

    verifier = SignatureVerifier(settings.slack_signing_secret.get_secret_value()) if settings.slack_signing_secret else None

    async def verified_text(request: web.Request) -> str | web.Response:
        """The body as text once its signature checks out; otherwise the refusal to send."""
        raw = await request.read()
        try:
            valid = verifier is not None and verifier.is_valid_request(raw, dict(request.headers))
        except (ValueError, TypeError):  # e.g. a timestamp that is not a number
            valid = False
        if not valid:
            log.info("Slack %s refused: missing or invalid signature", request.path)
            return web.json_response({"error": "invalid signature"}, status=401)
        try:
            return raw.decode("utf-8")
        except UnicodeDecodeError:
            log.info("Slack %s refused: body is not UTF-8", request.path)
            return web.json_response({"error": "body is not UTF-8"}, status=400)

    async def handle(request: web.Request) -> web.Response:
        """Interactions and commands: form bodies; interactions carry their JSON in ``payload``."""
        body = await verified_text(request)
        if isinstance(body, web.Response):
            return body
        form = parse_qs(body)
        if request.path.endswith("/interactions"):
            try:
                payload = json.loads(form["payload"][0])
                if not isinstance(payload, dict):
                    raise ValueError("payload is not an object")
            except (KeyError, IndexError, ValueError) as exc:
                log.info("Slack interaction refused: malformed payload (%s)", type(exc).__name__)
                return web.json_response({"error": "malformed payload"}, status=400)
        elif not form.get("command"):
            log.info("Slack command refused: no command field")
            return web.json_response({"error": "malformed command"}, status=400)
        bolt_request = AsyncBoltRequest(body=body, query=request.query_string, headers=request.headers)
        return await to_aiohttp_response(await dispatch_tracked(advisor.app, bolt_request, advisor.spawned))

    async def handle_event(request: web.Request) -> web.Response:
        """Events API: 200 as soon as the signature checks out, then Bolt processes the event in the background.

        Slack only needs a 2xx within 3 s. Acknowledging before Bolt's middleware chain runs keeps the ack
        in well under a millisecond of work, so a burst of events does not queue acks behind each other's
        processing. Bolt verifies the signature again itself; anything but an event callback (URL
        verification, rate-limit notices, bad JSON) takes the ordinary Bolt path.
        """
        body = await verified_text(request)
        if isinstance(body, web.Response):
            return body
        try:
            envelope = json.loads(body)
            kind = envelope.get("type")
        except (ValueError, AttributeError):
            log.info("Slack event refused: body is not a JSON object")
            return web.json_response({"error": "malformed event"}, status=400)
        if kind == "app_rate_limited":
            # Slack stopped sending events for this minute: nothing to process, but operators must know.
            log.warning("Slack rate-limited the app's events (minute %s): some messages were not delivered to us",
                        envelope.get("minute_rate_limited"))
            return web.Response(status=200)
        bolt_request = AsyncBoltRequest(body=body, query=request.query_string, headers=request.headers)
        if kind != "event_callback":  # URL verification and the like
            return await to_aiohttp_response(await dispatch_tracked(advisor.app, bolt_request, advisor.spawned))
        if not isinstance(envelope.get("event"), dict):
            log.info("Slack event refused: event_callback without an event")
            return web.json_response({"error": "malformed event"}, status=400)
        advisor.dispatch_later(bolt_request)
        return web.Response(status=200)

    async def open_session(_: web.Application) -> None:
        # One pooled HTTP session for every Web API call (the SDK otherwise opens a connection per call).
        advisor.client.session = aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=advisor.client.timeout))
        advisor.sender.client.session = advisor.client.session
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
