"""Async client for the Confluence REST API v1 (Cloud and Server/Data Center).

Auth: email + API token (Cloud, HTTP basic) or a personal access token alone (Server/DC, bearer).
Every request goes through one semaphore (bounded concurrency) and tenacity: 5xx, timeouts and connection
errors are retried with exponential backoff; 429 — and 403 when the server says it is throttling — wait as
long as ``Retry-After`` says.
"""

from __future__ import annotations

import asyncio
import logging
from collections import Counter
from collections.abc import AsyncIterator
from typing import Any
from urllib.parse import urljoin, urlsplit

import aiohttp
from tenacity import AsyncRetrying, RetryCallState, retry_if_exception_type, stop_after_attempt, wait_exponential_jitter

from core.foundation.settings import Settings

log = logging.getLogger(__name__)

LISTING_EXPAND = "version,ancestors,metadata.labels,restrictions.read.restrictions.user,restrictions.read.restrictions.group"
PAGE_EXPAND = "body.storage,version,ancestors,space,metadata.labels"
# A server asking for a very long pause is not waited for inside one sync run.
MAX_RETRY_AFTER_S = 300.0


class ConfluenceError(RuntimeError):
    """A request failed for good (after retries, or a status that retrying cannot fix)."""

    def __init__(self, message: str, status: int | None = None) -> None:
        super().__init__(message)
        self.status = status


class ConfluenceAuthError(ConfluenceError):
    """The credentials were refused (401) or do not reach the configured content (403): a configuration
    problem no retry or later page fixes, so the whole run stops."""


class TransientError(ConfluenceError):
    """Worth retrying: 5xx, 429, throttling 403, timeouts, dropped connections."""

    def __init__(self, message: str, status: int | None = None, retry_after: float | None = None) -> None:
        super().__init__(message, status)
        self.retry_after = retry_after


def _retry_after(headers: Any) -> float | None:
    value = headers.get("Retry-After")
    if value is None:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        from email.utils import parsedate_to_datetime
        from datetime import datetime, timezone

        try:
            return max(0.0, (parsedate_to_datetime(value) - datetime.now(timezone.utc)).total_seconds())
        except (TypeError, ValueError):
            return None


def _is_throttle_403(headers: Any, body: str) -> bool:
    """Some Server/DC rate limiters answer 403; a plain permission 403 is final."""
    return "Retry-After" in headers or "rate limit" in body.lower() or "too many requests" in body.lower()


class ConfluenceClient:
    def __init__(self, base_url: str, email: str | None = None, token: str | None = None, timeout_s: float = 30.0,
                 concurrency: int = 4, max_retries: int = 5, backoff_initial_s: float = 0.5,
                 backoff_max_s: float = 30.0) -> None:
        if not base_url:
            raise ConfluenceError("no Confluence base URL configured (ADVISOR_CONFLUENCE_BASE_URL)")
        self.base_url = base_url.rstrip("/")
        self._headers = {"Accept": "application/json"}
        if email and token:
            self._headers["Authorization"] = aiohttp.encode_basic_auth(email, token)
        elif token:
            self._headers["Authorization"] = f"Bearer {token}"
        self._timeout = aiohttp.ClientTimeout(total=timeout_s)
        self._semaphore = asyncio.Semaphore(max(1, concurrency))
        self._max_attempts = max(1, max_retries + 1)
        self._backoff = wait_exponential_jitter(multiplier=backoff_initial_s, max=backoff_max_s,
                                                jitter=backoff_initial_s)
        self._session: aiohttp.ClientSession | None = None
        self.calls: Counter[str] = Counter()  # what was asked, by kind: "page", "children", "search"
        self.retries = 0

    @classmethod
    def from_settings(cls, settings: Settings) -> "ConfluenceClient":
        token = settings.confluence_api_token.get_secret_value() if settings.confluence_api_token else None
        return cls(settings.confluence_base_url or "", settings.confluence_email, token,
                   timeout_s=settings.confluence_timeout_s, concurrency=settings.confluence_concurrency,
                   max_retries=settings.confluence_max_retries, backoff_initial_s=settings.confluence_backoff_s)

    async def __aenter__(self) -> "ConfluenceClient":
        self._session = aiohttp.ClientSession(headers=self._headers, timeout=self._timeout,
                                              raise_for_status=False)
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        if self._session is not None:
            await self._session.close()
            self._session = None

    # --- plumbing --------------------------------------------------------------------------------------
    def _wait(self, state: RetryCallState) -> float:
        exc = state.outcome.exception() if state.outcome else None
        if isinstance(exc, TransientError) and exc.retry_after is not None:
            return min(exc.retry_after, MAX_RETRY_AFTER_S)
        return self._backoff(state)

    def _before_sleep(self, state: RetryCallState) -> None:
        self.retries += 1
        exc = state.outcome.exception() if state.outcome else None
        log.info("Confluence request failed (%s); retry %d in %.1f s", exc, state.attempt_number,
                 state.next_action.sleep if state.next_action else 0)

    def url(self, path_or_link: str) -> str:
        """Absolute URL for an API path (``/rest/api/...``) or a ``_links.next`` value."""
        if path_or_link.startswith(("http://", "https://")):
            return path_or_link
        base_path = urlsplit(self.base_url).path.rstrip("/")
        # Cloud's next links may or may not carry the /wiki context path
        if base_path and path_or_link.startswith(base_path + "/"):
            return urljoin(self.base_url + "/", path_or_link)
        return self.base_url + path_or_link

    async def _get_once(self, url: str, params: dict | None) -> dict:
        assert self._session is not None, "use `async with ConfluenceClient(...)`"
        async with self._semaphore:
            try:
                async with self._session.get(url, params=params) as resp:
                    body = await resp.text()
                    status = resp.status
                    headers = resp.headers
            except asyncio.TimeoutError as exc:
                raise TransientError(f"timeout on {url}") from exc
            except aiohttp.ClientError as exc:
                raise TransientError(f"{type(exc).__name__} on {url}: {exc}") from exc
        if status == 200:
            try:
                return await asyncio.to_thread(_json, body) if len(body) > 1_000_000 else _json(body)
            except ValueError as exc:
                raise ConfluenceError(f"invalid JSON from {url}: {exc}", status) from exc
        if status == 429 or status >= 500 or (status == 403 and _is_throttle_403(headers, body)):
            raise TransientError(f"HTTP {status} on {url}", status, _retry_after(headers))
        if status == 401:
            raise ConfluenceAuthError(f"HTTP 401 on {url}: Confluence refused the credentials; check "
                                      "ADVISOR_CONFLUENCE_EMAIL and ADVISOR_CONFLUENCE_API_TOKEN", status)
        if status == 403:
            raise ConfluenceAuthError(f"HTTP 403 on {url}: check the Confluence credentials and permissions (the "
                                      "account cannot read the configured spaces or pages)", status)
        raise ConfluenceError(f"HTTP {status} on {url}: {body[:200]}", status)

    async def get_json(self, path_or_link: str, params: dict | None = None, kind: str = "other") -> dict:
        url = self.url(path_or_link)
        self.calls[kind] += 1
        try:
            async for attempt in AsyncRetrying(retry=retry_if_exception_type(TransientError),
                                               stop=stop_after_attempt(self._max_attempts), wait=self._wait,
                                               before_sleep=self._before_sleep, reraise=True):
                with attempt:
                    return await self._get_once(url, params)
        except TransientError as exc:
            raise ConfluenceError(f"{exc} (gave up after {self._max_attempts} attempts)", exc.status) from exc
        raise AssertionError("unreachable")

    async def paged(self, path: str, params: dict, kind: str) -> AsyncIterator[dict]:
        """Every result of a paged v1 collection, following ``_links.next`` to the end."""
        data = await self.get_json(path, params, kind)
        seen: set[str] = set()
        while True:
            for item in data.get("results") or []:
                yield item
            nxt = (data.get("_links") or {}).get("next")
            if not nxt:
                return
            if nxt in seen:
                raise ConfluenceError(f"paging loop: {nxt} was already fetched")
            seen.add(nxt)
            data = await self.get_json(nxt, None, kind)

    # --- API -------------------------------------------------------------------------------------------
    async def page(self, page_id: str, expand: str = PAGE_EXPAND) -> dict:
        return await self.get_json(f"/rest/api/content/{page_id}", {"expand": expand}, "page")

    async def user_display_name(self, user_key: str) -> str | None:
        """Display name for a ``mentioned_users`` key (``ri:account-id=…``, ``ri:userkey=…``, ``ri:username=…``);
        None when the user cannot be looked up (deleted, anonymised, no permission)."""
        attr, _, value = user_key.partition("=")
        param = {"ri:account-id": "accountId", "ri:userkey": "key", "ri:username": "username"}.get(attr)
        if param is None or not value:
            return None
        try:
            data = await self.get_json("/rest/api/user", {param: value}, "user")
        except ConfluenceError as exc:
            log.info("no display name for %s: %s", user_key, exc)
            return None
        name = data.get("displayName") or data.get("publicName")
        return str(name) if name else None

    def child_pages(self, page_id: str, expand: str = LISTING_EXPAND, limit: int = 100) -> AsyncIterator[dict]:
        return self.paged(f"/rest/api/content/{page_id}/child/page",
                          {"expand": expand, "start": 0, "limit": limit}, "children")

    def search(self, cql: str, expand: str = LISTING_EXPAND, limit: int = 100) -> AsyncIterator[dict]:
        return self.paged("/rest/api/content/search", {"cql": cql, "expand": expand, "start": 0, "limit": limit},
                          "search")


def _json(body: str) -> dict:
    import json

    return json.loads(body)
