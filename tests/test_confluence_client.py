"""The REST client against the test server: auth modes, paging to the end, what is and is not retried."""

from __future__ import annotations

import asyncio

import pytest

from sync.confluence_client import ConfluenceClient, ConfluenceError
from tests.confluence_server import ConfluenceTestServer


@pytest.fixture
def server():
    srv = ConfluenceTestServer(token="pat-123").start()
    srv.generate_space(60, key="GEN", fanout=40)  # the home page has 40 children: two pages of 25
    yield srv
    srv.stop()


def _run(coro):
    return asyncio.run(coro)


def test_personal_access_token_is_sent_as_bearer_and_search_is_paged_to_the_end(server):
    async def go():
        async with ConfluenceClient(server.base_url, token="pat-123") as client:
            pages = [p async for p in client.search('space="GEN" and type=page')]
            home = server.home_pages()[0].id
            children = [p async for p in client.child_pages(home)]
            return pages, children

    pages, children = _run(go())
    assert len(pages) == 60 and len({p["id"] for p in pages}) == 60
    assert server.calls["search"] == 3  # 25 + 25 + 10, following _links.next
    assert len(children) == 40 and server.calls["children"] == 2
    assert {"number", "when"} <= set(pages[0]["version"]) and "ancestors" in pages[0]


def test_bad_credentials_fail_at_once_without_retries(server):
    async def go():
        async with ConfluenceClient(server.base_url, "bot@example.edu", "wrong", backoff_initial_s=0.01) as client:
            await client.page(server.home_pages()[0].id)

    with pytest.raises(ConfluenceError, match="401.*credentials") as err:
        _run(go())
    assert err.value.status == 401 and server.calls["page"] == 1


def test_persistent_5xx_gives_up_after_the_configured_retries(server):
    page_id = server.home_pages()[0].id
    server.inject("page", page_id=page_id, status=502, times=10)

    async def go():
        async with ConfluenceClient(server.base_url, token="pat-123", max_retries=3, backoff_initial_s=0.01) as client:
            await client.page(page_id)

    with pytest.raises(ConfluenceError, match="gave up after 4 attempts"):
        _run(go())
    assert server.calls["page"] == 4


def test_next_links_resolve_with_or_without_the_context_path():
    client = ConfluenceClient("https://site.atlassian.net/wiki", "a@b.c", "t")
    assert client.url("/rest/api/content/search?cql=x&start=25") == "https://site.atlassian.net/wiki/rest/api/content/search?cql=x&start=25"
    assert client.url("/wiki/rest/api/content/1") == "https://site.atlassian.net/wiki/rest/api/content/1"
    assert client.url("https://other/x") == "https://other/x"
    with pytest.raises(ConfluenceError, match="base URL"):
        ConfluenceClient("")
