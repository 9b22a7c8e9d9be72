"""A local Confluence REST v1 server (aiohttp) for tests and benchmarks, speaking the real wire format.

It serves spaces of pages in storage format with realistic shapes (ids, ``version.number``/``when``,
``ancestors``, ``space``, ``metadata.labels``, read restrictions, ``_links.base``/``webui``/``next``,
``start``/``limit``/``size``), CQL search for ``ancestor=`` and ``space=``, ``/child/page``, and test hooks:
edit (bumps the version), move, delete, restrict, and injected faults (status codes with ``Retry-After``,
slow responses) on chosen calls. Runs in a background thread so synchronous test code can drive it.
"""

from __future__ import annotations

import asyncio
import base64
import re
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from urllib.parse import quote_plus, urlencode

import yaml
from aiohttp import web

_FRONT_MATTER = re.compile(r"\A---\s*\n(.*?)\n---\s*\n", re.S)


def _now() -> str:
    return datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.000Z")


# --- Markdown → storage format (small, for building test spaces) ----------------------------------------
def markdown_to_storage(markdown: str) -> str:
    """Markdown as Confluence would store it: code macros, panels for Note/Tip/Warning quotes, a toc macro
    and a layout wrapper, so the converter under test sees realistic shapes."""
    from markdown_it import MarkdownIt

    html = MarkdownIt("commonmark", {"xhtmlOut": True}).enable("table").render(markdown)

    def code(m: re.Match) -> str:
        import html as html_lib

        lang = m.group(1) or ""
        text = html_lib.unescape(m.group(2)).replace("]]>", "]]]]><![CDATA[>")
        param = f'<ac:parameter ac:name="language">{lang}</ac:parameter>' if lang else ""
        return (f'<ac:structured-macro ac:name="code" ac:schema-version="1">{param}'
                f"<ac:plain-text-body><![CDATA[{text}]]></ac:plain-text-body></ac:structured-macro>")

    html = re.sub(r'<pre><code(?: class="language-([\w+-]+)")?>(.*?)</code></pre>', code, html, flags=re.S)

    def panel(m: re.Match) -> str:
        kind, rest = m.group(1).lower(), m.group(2)
        return (f'<ac:structured-macro ac:name="{kind}" ac:schema-version="1"><ac:rich-text-body>'
                f"<p>{rest}</ac:rich-text-body></ac:structured-macro>")

    html = re.sub(r"<blockquote>\s*<p><strong>(Note|Tip|Warning|Info):?</strong>:?\s*(.*?)</blockquote>", panel,
                  html, flags=re.S)
    toc = '<ac:structured-macro ac:name="toc" ac:schema-version="1"><ac:parameter ac:name="maxLevel">2</ac:parameter></ac:structured-macro>'
    return (f'<ac:layout><ac:layout-section ac:type="single"><ac:layout-cell>{toc}<p></p>{html}'
            f"</ac:layout-cell></ac:layout-section></ac:layout>")


# --- the content model --------------------------------------------------------------------------------
@dataclass
class FakePage:
    id: str
    title: str
    storage: str
    space_key: str
    parent_id: str | None = None
    version: int = 1
    when: str = field(default_factory=_now)
    labels: list[str] = field(default_factory=list)
    users: list[str] = field(default_factory=list)  # read restrictions (account ids)
    groups: list[str] = field(default_factory=list)
    position: int = 0


@dataclass
class Fault:
    """Answer matching calls with ``status`` (or delay them) ``times`` times. ``kind``: page, children, search."""

    kind: str
    page_id: str | None = None
    min_start: int | None = None
    status: int = 500
    times: int = 1
    retry_after: float | None = None
    delay_s: float = 0.0
    body: str = '{"statusCode": 500, "message": "injected failure"}'

    def matches(self, kind: str, page_id: str | None, start: int) -> bool:
        return (self.times > 0 and self.kind == kind and (self.page_id is None or self.page_id == page_id)
                and (self.min_start is None or start >= self.min_start))


class ConfluenceTestServer:
    def __init__(self, email: str = "bot@example.edu", token: str = "api-token", context: str = "/wiki",
                 max_limit: int = 25) -> None:
        self.email, self.token, self.context, self.max_limit = email, token, context, max_limit
        self._default_max_limit = max_limit
        self.spaces: dict[str, str] = {}  # key → name
        self.pages: dict[str, FakePage] = {}
        self.faults: list[Fault] = []
        self.users: dict[str, str] = {}  # account id → display name (``/rest/api/user``)
        self.search_hides_pages = False  # a CQL search that wrongly finds nothing while the pages exist
        self.calls: Counter[str] = Counter()  # by kind
        self.body_fetches: Counter[str] = Counter()  # page id → GETs that expanded body.storage
        self.call_log: list[tuple[float, str, str | None, int]] = []  # (time, kind, page id, status)
        self._lock = threading.RLock()
        self._generation = 0  # bumped by reset(): a slow request of an earlier test is not counted in the next
        self._next_id = 900000
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self.base_url = ""

    # --- building and editing content (test hooks) ----------------------------------------------------
    def add_space(self, key: str, name: str) -> None:
        self.spaces[key] = name

    def add_page(self, title: str, storage: str, space_key: str, parent_id: str | None = None,
                 page_id: str | None = None, version: int = 1, when: str | None = None,
                 labels: list[str] | None = None) -> str:
        with self._lock:
            if page_id is None:
                self._next_id += 1
                page_id = str(self._next_id)
            self.pages[page_id] = FakePage(page_id, title, storage, space_key, parent_id, version, when or _now(),
                                           list(labels or []), position=len(self.pages))
            return page_id

    def reset(self) -> None:
        """Empty content, faults and counters (the server keeps its port, so a test can reuse it)."""
        with self._lock:
            self.spaces.clear()
            self.pages.clear()
            self.faults.clear()
            self.users.clear()
            self.search_hides_pages = False
            self.calls.clear()
            self.body_fetches.clear()
            self.call_log.clear()
            self._next_id = 900000
            self.max_limit = self._default_max_limit
            self._generation += 1

    def page_by_title(self, title: str) -> FakePage:
        return next(p for p in self.pages.values() if p.title == title)

    def edit(self, page_id: str, storage: str | None = None, title: str | None = None,
             append_markdown: str | None = None) -> int:
        """A new version, as an editor's save makes it."""
        with self._lock:
            page = self.pages[page_id]
            if storage is not None:
                page.storage = storage
            if append_markdown:
                page.storage += markdown_to_storage(append_markdown)
            if title is not None:
                page.title = title
            page.version += 1
            page.when = _now()
            return page.version

    def move(self, page_id: str, new_parent_id: str) -> None:
        """Moving a page keeps its version number (as on Server/DC): only its ancestors change."""
        with self._lock:
            self.pages[page_id].parent_id = new_parent_id
            self.pages[page_id].space_key = self.pages[new_parent_id].space_key

    def delete(self, page_id: str) -> None:
        with self._lock:
            for child in [p for p in self.pages.values() if p.parent_id == page_id]:
                child.parent_id = self.pages[page_id].parent_id  # Confluence re-parents children
            del self.pages[page_id]

    def restrict(self, page_id: str, users: list[str] = (), groups: list[str] = ()) -> None:
        with self._lock:
            self.pages[page_id].users, self.pages[page_id].groups = list(users), list(groups)

    def set_labels(self, page_id: str, labels: list[str]) -> None:
        with self._lock:
            self.pages[page_id].labels = list(labels)

    def inject(self, kind: str, page_id: str | None = None, status: int = 500, times: int = 1,
               retry_after: float | None = None, delay_s: float = 0.0, min_start: int | None = None) -> Fault:
        fault = Fault(kind, page_id, min_start, status, times, retry_after, delay_s)
        with self._lock:
            self.faults.append(fault)
        return fault

    def home_pages(self) -> list[FakePage]:
        return [p for p in self.pages.values() if p.parent_id is None]

    # --- building whole spaces --------------------------------------------------------------------------
    def load_markdown_dir(self, folder: Path) -> int:
        """Pages from Markdown files with front matter (id, title, space, space_key, version, last_updated,
        ancestors, labels), arranged in the tree their ancestors describe."""
        entries = []
        for path in sorted(Path(folder).glob("*.md")):
            text = path.read_text(encoding="utf-8")
            m = _FRONT_MATTER.match(text)
            if not m:
                continue
            meta = yaml.safe_load(m.group(1)) or {}
            entries.append((meta, text[m.end():]))
        entries.sort(key=lambda e: len(e[0].get("ancestors") or []))  # parents first
        by_title: dict[tuple[str, str], str] = {}
        for meta, body in entries:
            key = str(meta.get("space_key") or "DOC")
            self.spaces.setdefault(key, str(meta.get("space") or key))
            ancestors = [str(a) for a in meta.get("ancestors") or []]
            parent = by_title.get((key, ancestors[-1])) if ancestors else None
            if ancestors and parent is None:  # an ancestor with no file of its own: make a container page
                parent = self.add_page(ancestors[-1], f"<p>Pages about {ancestors[-1]}.</p>", key)
                by_title[(key, ancestors[-1])] = parent
            when = meta.get("last_updated")
            when = when.isoformat() if isinstance(when, datetime) else str(when or _now())
            title = str(meta.get("title") or "Untitled")
            by_title[(key, title)] = self.add_page(
                title, markdown_to_storage(body), key, parent, page_id=str(meta["id"]) if meta.get("id") else None,
                version=int(meta.get("version") or 1), when=when, labels=[str(l) for l in meta.get("labels") or []])
        return len(entries)

    def generate_space(self, pages: int, key: str = "GEN", fanout: int = 10) -> None:
        """A synthetic space of ``pages`` pages (a tree ``fanout`` wide) with distinct advising-like content."""
        self.add_space(key, f"Generated {key}")
        ids: list[str] = []
        for n in range(pages):
            parent = ids[(n - 1) // fanout] if n else None
            body = markdown_to_storage(
                f"# Topic {n}\n\nThe office for topic {n} is in building {n % 37} room {100 + n}. "
                f"Forms for topic {n} are due on day {n % 28 + 1} of each month.\n\n## Details\n\n"
                f"- Fee code F{n:04d} costs ${(n * 7) % 500 + 20}.\n- Contact desk {n % 11} for help with topic {n}.\n")
            ids.append(self.add_page(f"Topic {n}", body, key, parent, labels=[f"group-{n % 5}"]))

    # --- wire format -----------------------------------------------------------------------------------
    def _ancestors(self, page: FakePage) -> list[FakePage]:
        chain: list[FakePage] = []
        parent = page.parent_id
        while parent and parent in self.pages:
            chain.insert(0, self.pages[parent])
            parent = self.pages[parent].parent_id
        return chain

    def _content(self, page: FakePage, expand: set[str]) -> dict:
        base = self.base_url
        webui = f"/spaces/{page.space_key}/pages/{page.id}/{quote_plus(page.title)}"
        out: dict = {"id": page.id, "type": "page", "status": "current", "title": page.title,
                     "_links": {"webui": webui, "self": f"{base}/rest/api/content/{page.id}", "tinyui": f"/x/{page.id}"},
                     "_expandable": {}}
        if "space" in expand:
            out["space"] = {"id": abs(hash(page.space_key)) % 10**6, "key": page.space_key,
                            "name": self.spaces.get(page.space_key, page.space_key), "type": "global",
                            "_links": {"webui": f"/spaces/{page.space_key}"}}
        if "version" in expand:
            out["version"] = {"number": page.version, "when": page.when, "minorEdit": False,
                              "by": {"type": "known", "displayName": "Registrar Office"}}
        if "ancestors" in expand:
            out["ancestors"] = [{"id": a.id, "type": "page", "status": "current", "title": a.title,
                                 "_links": {"webui": f"/spaces/{a.space_key}/pages/{a.id}"}} for a in self._ancestors(page)]
        if "metadata.labels" in expand:
            out["metadata"] = {"labels": {"results": [{"prefix": "global", "name": l, "id": str(abs(hash(l)) % 10**6)}
                                                      for l in page.labels],
                                          "start": 0, "limit": 200, "size": len(page.labels)}}
        if any(e.startswith("restrictions.read") for e in expand):
            out["restrictions"] = {"read": {"operation": "read", "restrictions": {
                "user": {"results": [{"type": "known", "accountId": u} for u in page.users], "start": 0,
                         "limit": 200, "size": len(page.users)},
                "group": {"results": [{"type": "group", "name": g} for g in page.groups], "start": 0,
                          "limit": 200, "size": len(page.groups)}}}}
        if "body.storage" in expand:
            out["body"] = {"storage": {"value": page.storage, "representation": "storage"}}
        return out

    def _collection(self, request: web.Request, pages: list[FakePage], expand: set[str]) -> dict:
        start = int(request.query.get("start", 0))
        limit = min(int(request.query.get("limit", 25)), self.max_limit)
        window = pages[start : start + limit]
        links = {"base": self.base_url, "context": self.context, "self": str(request.url)}
        if start + limit < len(pages):
            query = {k: v for k, v in request.query.items() if k not in ("start", "limit")}
            query.update(start=start + limit, limit=limit)
            links["next"] = request.path.removeprefix(self.context) + "?" + urlencode(query)
        return {"results": [self._content(p, expand) for p in window], "start": start, "limit": limit,
                "size": len(window), "_links": links}

    def _authorised(self, request: web.Request) -> bool:
        header = request.headers.get("Authorization", "")
        basic = "Basic " + base64.b64encode(f"{self.email}:{self.token}".encode()).decode()
        return header in (basic, f"Bearer {self.token}")

    async def _guard(self, request: web.Request, kind: str, page_id: str | None) -> web.Response | None:
        start = int(request.query.get("start", 0))
        with self._lock:
            self.calls[kind] += 1
            fault = next((f for f in self.faults if f.matches(kind, page_id, start)), None)
            if fault:
                fault.times -= 1
        if not self._authorised(request):
            return web.json_response({"statusCode": 401, "message": "Unauthorized"}, status=401)
        if fault:
            if fault.delay_s:
                await asyncio.sleep(fault.delay_s)
            if fault.status != 200:
                headers = {"Retry-After": str(fault.retry_after)} if fault.retry_after is not None else {}
                self.call_log.append((time.monotonic(), kind, page_id, fault.status))
                return web.Response(status=fault.status, text=fault.body, headers=headers,
                                    content_type="application/json")
        self.call_log.append((time.monotonic(), kind, page_id, 200))
        return None

    async def _prologue(self, request: web.Request, kind: str) -> tuple[str | None, set[str], web.Response | None]:
        """(page id, expand set, error response or None) for one API call."""
        page_id = request.match_info.get("id")
        expand = set(filter(None, request.query.get("expand", "").split(",")))
        return page_id, expand, await self._guard(request, kind, page_id)

    async def _get_content(self, request: web.Request) -> web.Response:
        generation = self._generation
        page_id, expand, denied = await self._prologue(request, "page")
        if denied:
            return denied
        with self._lock:
            page = self.pages.get(page_id)
            if page is None:
                return web.json_response({"statusCode": 404, "message": f"No content found with id: {page_id}"}, status=404)
            if "body.storage" in expand and generation == self._generation:
                self.body_fetches[page_id] += 1
            return web.json_response(self._content(page, expand))

    async def _get_children(self, request: web.Request) -> web.Response:
        page_id, expand, denied = await self._prologue(request, "children")
        if denied:
            return denied
        with self._lock:
            if page_id not in self.pages:
                return web.json_response({"statusCode": 404, "message": "not found"}, status=404)
            children = sorted((p for p in self.pages.values() if p.parent_id == page_id), key=lambda p: p.position)
            return web.json_response(self._collection(request, children, expand))

    async def _search(self, request: web.Request) -> web.Response:
        cql = request.query.get("cql", "")
        _, expand, denied = await self._prologue(request, "search")
        if denied:
            return denied
        with self._lock:
            if m := re.search(r"\bancestor\s*=\s*\"?(\d+)\"?", cql):
                root = m.group(1)
                found = [p for p in self.pages.values() if any(a.id == root for a in self._ancestors(p))]
            elif m := re.search(r"\bspace\s*=\s*\"?([\w~-]+)\"?", cql):
                found = [p for p in self.pages.values() if p.space_key == m.group(1)]
            else:
                return web.json_response({"statusCode": 400, "message": f"Could not parse cql : {cql}"}, status=400)
            if self.search_hides_pages:
                found = []
            found.sort(key=lambda p: int(p.id) if p.id.isdigit() else 0)
            return web.json_response(self._collection(request, found, expand))

    async def _get_user(self, request: web.Request) -> web.Response:
        _, _, denied = await self._prologue(request, "user")
        if denied:
            return denied
        account_id = request.query.get("accountId", "")
        with self._lock:
            name = self.users.get(account_id)
        if name is None:
            return web.json_response({"statusCode": 404, "message": f"No user found with accountId {account_id}"},
                                     status=404)
        return web.json_response({"type": "known", "accountId": account_id, "accountType": "atlassian",
                                  "publicName": name, "displayName": name})

    # --- lifecycle ---------------------------------------------------------------------------------------
    def app(self) -> web.Application:
        app = web.Application()
        c = self.context
        app.router.add_get(f"{c}/rest/api/content/search", self._search)
        app.router.add_get(f"{c}/rest/api/user", self._get_user)
        app.router.add_get(f"{c}/rest/api/content/{{id}}/child/page", self._get_children)
        app.router.add_get(f"{c}/rest/api/content/{{id}}", self._get_content)
        return app

    def start(self) -> "ConfluenceTestServer":
        ready = threading.Event()

        def serve() -> None:
            self._loop = asyncio.new_event_loop()
            runner = web.AppRunner(self.app(), access_log=None)
            self._loop.run_until_complete(runner.setup())
            site = web.TCPSite(runner, "127.0.0.1", 0)
            self._loop.run_until_complete(site.start())
            port = site._server.sockets[0].getsockname()[1]  # noqa: SLF001 - the bound ephemeral port
            self.base_url = f"http://127.0.0.1:{port}{self.context}"
            self._runner = runner
            ready.set()
            self._loop.run_forever()
            self._loop.run_until_complete(runner.cleanup())
            self._loop.close()

        self._thread = threading.Thread(target=serve, name="confluence-test-server", daemon=True)
        self._thread.start()
        if not ready.wait(10):
            raise RuntimeError("Confluence test server did not start")
        return self

    def stop(self) -> None:
        if self._loop is not None and self._thread is not None:
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(10)
            self._loop = None
