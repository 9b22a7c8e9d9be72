"""The Bot Framework token-signing keys, fetched off the event loop, bounded in time, and cached.

botframework-connector 4.17 fetches the OpenID metadata and the key set with ``requests.get(url)`` (no
timeout) inside a coroutine, i.e. on the event loop: an identity endpoint that accepts the connection but
never answers freezes the whole server, health checks and SIGTERM included (STACK.md). ``install``
replaces the library's per-URL metadata object with ``SigningKeys``:

- fetches run in a worker thread with a timeout (``teams_signing_keys_timeout_s``), one at a time per URL;
- a key set once fetched is served from memory; after a day it is refreshed in the background while the
  old set keeps validating tokens;
- an unknown key id triggers at most one refresh every five minutes (keys do rotate);
- after a failed fetch, requests fail fast (401) for ``RETRY_AFTER_FAILURE_S`` instead of each waiting.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time

import requests
from botframework.connector.auth import ChannelValidation, jwt_token_extractor
from jwt.algorithms import RSAAlgorithm

log = logging.getLogger(__name__)

REFRESH_AFTER_S = 86400.0
UNKNOWN_KEY_REFRESH_S = 300.0
RETRY_AFTER_FAILURE_S = 30.0


class SigningKeysUnavailable(PermissionError):
    """No key to check the token with: the request is refused (401), the server keeps running."""


class SigningKeys:
    timeout_s = 5.0  # set by install()

    def __init__(self, url: str) -> None:
        self.url = url
        self.keys: list[dict] = []
        self.fetched_at = 0.0
        self.failed_at = -RETRY_AFTER_FAILURE_S
        self._refresh: asyncio.Task | None = None

    # the interface JwtTokenExtractor calls ----------------------------------------------------------------
    async def get(self, key_id: str):
        now = time.monotonic()
        if not self.keys:
            await self._refreshed()
        elif now - self.fetched_at > REFRESH_AFTER_S:
            self._start_refresh()  # keep validating with the current set meanwhile
        key = self._find(key_id)
        if key is None and now - self.fetched_at > UNKNOWN_KEY_REFRESH_S:
            await self._refreshed()
            key = self._find(key_id)
        if key is None:
            raise SigningKeysUnavailable("token signed with an unknown key")
        return key

    # ---------------------------------------------------------------------------------------------------
    async def _refreshed(self) -> None:
        if time.monotonic() - self.failed_at < RETRY_AFTER_FAILURE_S and (self._refresh is None or self._refresh.done()):
            raise SigningKeysUnavailable("identity endpoint failed recently; not retrying yet")
        task = self._start_refresh()
        try:
            await asyncio.shield(task)
        except Exception as exc:  # noqa: BLE001
            raise SigningKeysUnavailable(f"could not fetch signing keys: {type(exc).__name__}") from exc

    def _start_refresh(self) -> asyncio.Task:
        if self._refresh is None or self._refresh.done():
            self._refresh = asyncio.get_running_loop().create_task(self._fetch())
            self._refresh.add_done_callback(lambda t: t.cancelled() or t.exception())  # never "never retrieved"
        return self._refresh

    async def _fetch(self) -> None:
        try:
            keys = await asyncio.wait_for(asyncio.to_thread(self._download), self.timeout_s)
        except Exception as exc:
            self.failed_at = time.monotonic()
            log.warning("Teams: could not fetch the token-signing keys from %s (%s); tokens are refused until "
                        "they can be fetched", self.url, type(exc).__name__)
            raise
        self.keys = keys
        self.fetched_at = time.monotonic()

    def _download(self) -> list[dict]:
        """In a worker thread; ``timeout`` bounds each connect and read so the thread ends too."""
        metadata = requests.get(self.url, timeout=self.timeout_s)
        metadata.raise_for_status()
        keys = requests.get(metadata.json()["jwks_uri"], timeout=self.timeout_s)
        keys.raise_for_status()
        return list(keys.json()["keys"])

    def _find(self, key_id: str):
        for key in self.keys:
            if key.get("kid") == key_id:
                return _KeyConfig(RSAAlgorithm.from_jwk(json.dumps(key)), key.get("endorsements", []))
        return None


class _KeyConfig:
    """What JwtTokenExtractor reads from a key: ``public_key`` and ``endorsements``."""

    def __init__(self, public_key, endorsements: list[str]) -> None:
        self.public_key = public_key
        self.endorsements = endorsements


def install(timeout_s: float, channel_metadata_url: str | None = None) -> None:
    """Make every JwtTokenExtractor use ``SigningKeys`` (idempotent; call before the adapter validates).

    ``channel_metadata_url`` replaces login.botframework.com's OpenID metadata (tests, benchmarks).
    """
    SigningKeys.timeout_s = timeout_s
    ChannelValidation.open_id_metadata_endpoint = channel_metadata_url  # None: the library's public-cloud URL
    if getattr(jwt_token_extractor, "_OpenIdMetadata", None) is not SigningKeys:
        jwt_token_extractor._OpenIdMetadata = SigningKeys  # the library looks the class up at call time
    cache = jwt_token_extractor.JwtTokenExtractor.metadataCache
    for url, metadata in list(cache.items()):
        if not isinstance(metadata, SigningKeys):
            del cache[url]
