"""Keyed hashes of user ids (and other personal identifiers) for Redis key names.

A key such as ``advisor:rate:<user>`` or ``advisor:mem:user:<user>`` never needs the id read back out
of its name: the code that reads it already has the id and recomputes the name. So the name carries
``HMAC-SHA256(secret, id)`` (32 hex characters) instead of the id, and a copy of the keyspace (``SCAN``,
``MONITOR``, an RDB/AOF file, a slow log) does not list who talked to the bot.

The secret is ``privacy_hash_key`` (``ADVISOR_PRIVACY_HASH_KEY``). When it is empty it is generated once
(32 random bytes) and kept where every replica finds it: in Redis under ``advisor:privacy:hash-key``
(``SET NX``, so concurrent first starts agree). The secret must then stay the same for as long as data
lives: with another secret, ``advisor forget`` computes other names and cannot find the old indexes.
Setting it explicitly (a Kubernetes Secret) keeps it out of the Redis data it protects.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from typing import Callable

GENERATED_KEY = "advisor:privacy:hash-key"


class KeyedHash:
    """``digest(value)`` = hex HMAC-SHA256 of ``value`` under the secret, truncated to 128 bits."""

    def __init__(self, secret: bytes | None = None, load: Callable[[], bytes] | None = None) -> None:
        if not secret and load is None:
            raise ValueError("the keyed hash needs a non-empty secret")
        self._secret = secret
        self._load = load

    def digest(self, value: str) -> str:
        if self._secret is None:  # fetched on first use: a store built while Redis is down still starts
            self._secret = self._load()
        return hmac.new(self._secret, value.encode("utf-8"), hashlib.sha256).hexdigest()[:32]

    __call__ = digest

    def __repr__(self) -> str:  # never show the secret
        return "KeyedHash(<secret>)"

    @classmethod
    def ephemeral(cls) -> "KeyedHash":
        """A random secret for this process only (in-process state that never outlives it)."""
        return cls(secrets.token_bytes(32))

    @classmethod
    def for_redis(cls, client, configured: str | None = None) -> "KeyedHash":
        """The configured secret, else the one generated once and shared through Redis (see module doc)."""
        if configured:
            return cls(configured.encode("utf-8"))

        def load() -> bytes:
            client.set(GENERATED_KEY, secrets.token_hex(32), nx=True)
            return str(client.get(GENERATED_KEY)).encode("utf-8")

        return cls(load=load)


def keyed_hash_for(client, settings) -> KeyedHash:
    """The keyed hash every Redis store of this deployment uses (``settings.privacy_hash_key``, else generated)."""
    configured = settings.privacy_hash_key.get_secret_value() if settings.privacy_hash_key else None
    return KeyedHash.for_redis(client, configured)
