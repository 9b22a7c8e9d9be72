"""The Bot Framework adapter, built from settings, and our authentication rule around it.

The rule: real Bot Framework JWT validation whenever ``teams_app_id`` is set; anonymous requests only
when ``teams_allow_anonymous`` is explicitly true; otherwise every request is refused.

botbuilder treats an empty app id as "authentication disabled" and accepts a request without an
Authorization header as anonymous (emulator style), so the "refused by default" part must be enforced
before the adapter (``request_is_admissible``). And a malformed token makes PyJWT raise ``DecodeError``,
which ``CloudAdapter.process`` does not map to 401 (it only catches ``PermissionError``) and would
surface as a 500: ``_StrictAuthentication`` turns every validation failure into ``PermissionError``.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from botbuilder.core import TurnContext
from botbuilder.integration.aiohttp import CloudAdapter, ConfigurationBotFrameworkAuthentication
from botbuilder.schema import Activity
from botframework.connector.auth import AuthenticateRequestResult, ConnectorFactory

from bots.teams import signing_keys
from core.foundation.settings import Settings

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class BotConfiguration:
    """The attribute names ConfigurationBotFrameworkAuthentication reads."""

    APP_ID: str
    APP_PASSWORD: str
    APP_TYPE: str
    APP_TENANTID: str


class _BoundedConnectorFactory(ConnectorFactory):
    """Connector clients whose requests end within ``timeout_s``.

    botframework-connector sends with ``requests`` in the default thread pool, with msrest's 100 s timeout:
    a connector that hangs would hold a pool thread per send for 100 s, times msrest's own read retries (and
    with it every ``to_thread`` call behind it, acknowledgements included), whatever timeout the caller
    awaits with.
    """

    def __init__(self, inner: ConnectorFactory, timeout_s: float) -> None:
        self._inner = inner
        self._timeout_s = timeout_s

    async def create(self, service_url: str, audience: str = None):  # noqa: RUF013 - the library's signature
        client = await self._inner.create(service_url, audience)
        client.config.connection.timeout = self._timeout_s
        client.config.retry_policy.retries = 0  # the outbox retries (counted, bounded, honouring Retry-After)
        return client


class _StrictAuthentication(ConfigurationBotFrameworkAuthentication):
    send_timeout_s = 10.0

    def create_connector_factory(self, claims_identity) -> ConnectorFactory:
        return _BoundedConnectorFactory(super().create_connector_factory(claims_identity), self.send_timeout_s)

    async def authenticate_request(self, activity: Activity, auth_header: str) -> AuthenticateRequestResult:
        try:
            return await super().authenticate_request(activity, auth_header)
        except PermissionError:
            raise
        except Exception as exc:  # noqa: BLE001 - any token that fails validation is a 401, not a 500
            log.info("Teams request refused: token validation failed (%s)", type(exc).__name__)
            raise PermissionError("invalid Authorization token") from exc


def request_is_admissible(settings: Settings, authorization: str | None) -> bool:
    """Our rule, checked before botbuilder sees the request (it validates the token itself afterwards)."""
    if settings.teams_app_id:
        return bool(authorization)
    return settings.teams_allow_anonymous


def build_adapter(settings: Settings) -> CloudAdapter:
    if not settings.teams_app_id and settings.teams_allow_anonymous:
        log.warning("Teams: no app id and teams_allow_anonymous=true: accepting unauthenticated requests "
                    "(local testing only)")
    elif not settings.teams_app_id:
        log.info("Teams: no app id configured; /api/messages refuses every request")
    password = settings.teams_app_password.get_secret_value() if settings.teams_app_password else ""
    if settings.teams_app_id and not password and settings.teams_app_type != "UserAssignedMSI":
        log.warning("Teams: teams_app_id is set but teams_app_password is empty: replies will fail")
    # Signing keys off the event loop, with a timeout, cached (botframework-connector fetches them blocking).
    signing_keys.install(settings.teams_signing_keys_timeout_s, settings.teams_openid_metadata_url)
    config = BotConfiguration(APP_ID=settings.teams_app_id, APP_PASSWORD=password,
                              APP_TYPE=settings.teams_app_type, APP_TENANTID=settings.teams_app_tenant_id)
    authentication = _StrictAuthentication(config)
    authentication.send_timeout_s = settings.delivery_send_timeout_s
    adapter = CloudAdapter(authentication)

    async def on_turn_error(context: TurnContext, error: Exception) -> None:
        log.exception("Teams turn failed", exc_info=error)
        try:
            await context.send_activity("Sorry, something went wrong on my side. Please try again in a moment.")
        except Exception:  # noqa: BLE001 - the connector may be what failed
            log.debug("could not tell the user about the error", exc_info=True)

    adapter.on_turn_error = on_turn_error
    return adapter
