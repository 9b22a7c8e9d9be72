"""A local Bot Framework identity endpoint (OpenID metadata + JWKS), standing in for login.botframework.com,
and channel tokens signed with its key. ``hang`` makes it accept requests and never answer."""

from __future__ import annotations

import asyncio
import json
import time

import jwt
from aiohttp import web
from cryptography.hazmat.primitives.asymmetric import rsa
from jwt.algorithms import RSAAlgorithm

from tests.services import free_port

APP_ID = "5d1e7a52-0000-4000-8000-00000000a11c"
KID = "test-key-1"


class IdentityEndpoint:
    """OpenID metadata and JWKS on loopback; ``hang`` makes it accept and never answer."""

    def __init__(self) -> None:
        self.key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
        self.port = free_port()
        self.hang = False
        self.requests = 0
        self._runner: web.AppRunner | None = None

    @property
    def metadata_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1/.well-known/openidconfiguration"

    async def start(self) -> "IdentityEndpoint":
        app = web.Application()
        app.router.add_get("/v1/.well-known/openidconfiguration", self._metadata)
        app.router.add_get("/v1/keys", self._keys)
        self._runner = web.AppRunner(app, shutdown_timeout=0.5)
        await self._runner.setup()
        await web.TCPSite(self._runner, "127.0.0.1", self.port).start()
        return self

    async def close(self) -> None:
        self.hang = False
        await self._runner.cleanup()

    async def _wait_if_hanging(self) -> None:
        self.requests += 1
        while self.hang:
            await asyncio.sleep(0.05)

    async def _metadata(self, request: web.Request) -> web.Response:
        await self._wait_if_hanging()
        return web.json_response({"issuer": "https://api.botframework.com",
                                  "jwks_uri": f"http://127.0.0.1:{self.port}/v1/keys"})

    async def _keys(self, request: web.Request) -> web.Response:
        await self._wait_if_hanging()
        jwk = json.loads(RSAAlgorithm.to_jwk(self.key.public_key()))
        return web.json_response({"keys": [{**jwk, "kid": KID, "use": "sig"}]})

    def token(self, service_url: str) -> str:
        now = int(time.time())
        claims = {"iss": "https://api.botframework.com", "aud": APP_ID, "serviceurl": service_url,
                  "iat": now, "nbf": now - 5, "exp": now + 600}
        return jwt.encode(claims, self.key, algorithm="RS256", headers={"kid": KID})
