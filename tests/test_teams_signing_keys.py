"""Bot Framework token-signing keys: fetched off the event loop with a timeout and cached. A local identity
endpoint (OpenID metadata + JWKS) stands in for login.botframework.com: when it hangs, tokens get 401 and
the server keeps answering; once fetched, the key set validates tokens without asking again."""

from __future__ import annotations

import asyncio

import aiohttp
import jwt
import pytest
from cryptography.hazmat.primitives.asymmetric import rsa

from core.foundation.settings import Settings
from tests.identity_server import APP_ID, KID, IdentityEndpoint
from tests.teams_connector_server import personal_message, serve_bot


@pytest.fixture
async def identity():
    endpoint = await IdentityEndpoint().start()
    yield endpoint
    await endpoint.close()


def _event(service_url: str) -> dict:
    """An authenticated activity that needs no reply (a reply would ask login.microsoftonline.com for a token)."""
    activity = personal_message(service_url, "")
    activity.update(type="event", name="advisor/test")
    return activity


def _settings(tmp_path, identity: IdentityEndpoint) -> Settings:
    return Settings(data_dir=tmp_path / "data", teams_app_id=APP_ID, teams_app_password="s3cret",
                    teams_openid_metadata_url=identity.metadata_url, teams_signing_keys_timeout_s=1.0)


async def test_a_hanging_identity_endpoint_means_401_not_a_frozen_server(tmp_path, identity):
    identity.hang = True
    async with serve_bot(_settings(tmp_path, identity)) as bot:
        activity = personal_message(bot.connector.service_url, "When is the add/drop deadline?")
        token = identity.token(bot.connector.service_url)
        posting = asyncio.ensure_future(bot.post(activity, authorization=f"Bearer {token}"))
        await _wait(lambda: identity.requests >= 1)  # the key fetch is under way and hanging …
        async with aiohttp.ClientSession() as session:  # … and the server still answers meanwhile
            async with session.get(f"{bot.url}/healthz") as resp:
                assert resp.status == 200
        assert not posting.done(), "the activity was still waiting for the keys when /healthz answered"
        status, _ = await posting
        assert status == 401
        # recently failed: the next request is refused without another hanging fetch
        fetches = identity.requests
        status, _ = await bot.post(activity, authorization=f"Bearer {token}")
        assert status == 401 and identity.requests == fetches
        assert bot.connector.calls == []


async def test_fetched_keys_validate_tokens_and_are_served_from_the_cache(tmp_path, identity):
    async with serve_bot(_settings(tmp_path, identity)) as bot:
        activity = _event(bot.connector.service_url)
        token = identity.token(bot.connector.service_url)
        status, _ = await bot.post(activity, authorization=f"Bearer {token}")
        assert status in (200, 201)
        fetched = identity.requests
        assert fetched == 2  # metadata, then the key set
        identity.hang = True  # the endpoint dies: the cached keys keep working
        again = _event(bot.connector.service_url)
        status, _ = await bot.post(again, authorization=f"Bearer {token}")
        assert status in (200, 201) and identity.requests == fetched
        forged = jwt.encode(jwt.decode(token, options={"verify_signature": False}),
                            rsa.generate_private_key(public_exponent=65537, key_size=2048), algorithm="RS256",
                            headers={"kid": KID})
        status, _ = await bot.post(_event(bot.connector.service_url), authorization=f"Bearer {forged}")
        assert status == 401


async def _wait(predicate, timeout: float = 10.0) -> None:
    async def poll() -> None:
        while not predicate():
            await asyncio.sleep(0.02)
    await asyncio.wait_for(poll(), timeout)
