"""The cheap part of a sync: the full list of pages in scope with their version, title, ancestors, labels and
read restrictions — no bodies.

Scope = root pages (each with its whole subtree) and/or whole spaces. Subtrees are listed either by CQL
``ancestor=ID`` (one paged query) or by walking ``/child/page`` as the seed project did. Every collection is
paged to the end; any error anywhere marks the listing incomplete, and an incomplete listing never causes a
deletion.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
from dataclasses import dataclass, field
from typing import Literal

from sync.confluence_client import LISTING_EXPAND, ConfluenceAuthError, ConfluenceClient, ConfluenceError
from sync.pipeline import ListedItem, Listing

log = logging.getLogger(__name__)

ListingMethod = Literal["cql", "children"]
_EXPAND = LISTING_EXPAND + ",space"


@dataclass
class ListedPage(ListedItem):
    last_modified: str = ""
    space_key: str = ""
    ancestors: list[tuple[str, str]] = field(default_factory=list)  # (id, title), space home first
    labels: list[str] = field(default_factory=list)
    own_users: list[str] = field(default_factory=list)  # read restrictions set on this page itself
    own_groups: list[str] = field(default_factory=list)
    allowed_users: list[str] = field(default_factory=list)  # effective (own, else the nearest restricted ancestor)
    allowed_groups: list[str] = field(default_factory=list)

    @property
    def restricted(self) -> bool:
        return bool(self.allowed_users or self.allowed_groups)

    def compute_signature(self) -> None:
        """Moves, renames of ancestors, labels and restrictions change no version number but do change what
        the index holds (breadcrumb, labels, access), so they are part of the signature."""
        h = hashlib.sha256()
        for part in (self.version, self.title, "/".join(t for _, t in self.ancestors), ",".join(sorted(self.labels)),
                     ",".join(sorted(self.allowed_users)), ",".join(sorted(self.allowed_groups))):
            h.update(part.encode("utf-8") + b"\x00")
        self.signature = h.hexdigest()


def _principals(page: dict) -> tuple[list[str], list[str]]:
    read = ((page.get("restrictions") or {}).get("read") or {}).get("restrictions") or {}
    users = [u.get("accountId") or u.get("username") or u.get("userKey") or ""
             for u in (read.get("user") or {}).get("results") or []]
    groups = [g.get("name") or g.get("id") or "" for g in (read.get("group") or {}).get("results") or []]
    return [u for u in users if u], [g for g in groups if g]


def listed_page(page: dict) -> ListedPage:
    version = page.get("version") or {}
    labels = [lbl.get("name", "") for lbl in (((page.get("metadata") or {}).get("labels") or {}).get("results") or [])]
    users, groups = _principals(page)
    return ListedPage(
        id=str(page["id"]), title=page.get("title", ""), version=str(version.get("number", "")),
        last_modified=version.get("when", ""), space_key=(page.get("space") or {}).get("key", ""),
        ancestors=[(str(a.get("id")), a.get("title", "")) for a in page.get("ancestors") or []],
        labels=[lbl for lbl in labels if lbl], own_users=users, own_groups=groups,
    )


class _Collector:
    def __init__(self, exclude_labels: set[str]) -> None:
        self.exclude_labels = exclude_labels
        self.listing = Listing()

    def add(self, page: dict) -> None:
        if page.get("type", "page") != "page" or page.get("status", "current") != "current":
            return
        item = listed_page(page)
        excluded = self.exclude_labels.intersection(lbl.lower() for lbl in item.labels)
        if excluded:
            self.listing.skipped[item.id] = f"excluded label {sorted(excluded)[0]}"
            return
        self.listing.items[item.id] = item

    def error(self, where: str, exc: Exception) -> None:
        log.warning("listing %s failed: %s", where, exc)
        self.listing.errors.append(f"{where}: {exc}")


async def _walk_children(client: ConfluenceClient, root_id: str, collector: _Collector) -> None:
    """Tree walk over /child/page, one level at a time (the pages of a level are listed concurrently)."""

    async def children(page_id: str) -> list[dict]:
        return [p async for p in client.child_pages(page_id, _EXPAND)]

    level = [root_id]
    seen = {root_id}
    while level:
        results = await asyncio.gather(*(children(pid) for pid in level), return_exceptions=True)
        next_level: list[str] = []
        for pid, result in zip(level, results, strict=True):
            if isinstance(result, BaseException):
                if isinstance(result, ConfluenceAuthError) or not isinstance(result, (ConfluenceError, ValueError)):
                    raise result
                collector.error(f"children of page {pid}", result)
                continue
            for page in result:
                collector.add(page)
                if str(page["id"]) not in seen:  # excluded pages' children are still in scope
                    seen.add(str(page["id"]))
                    next_level.append(str(page["id"]))
        level = next_level


def _apply_inherited_restrictions(listing: Listing) -> None:
    """Confluence read restrictions are inherited: a page under a restricted page is restricted too."""
    by_id = listing.items
    for item in by_id.values():
        assert isinstance(item, ListedPage)
        item.allowed_users, item.allowed_groups = item.own_users, item.own_groups
        if not item.restricted:
            for ancestor_id, _ in reversed(item.ancestors):
                ancestor = by_id.get(ancestor_id)
                if isinstance(ancestor, ListedPage) and (ancestor.own_users or ancestor.own_groups):
                    item.allowed_users, item.allowed_groups = ancestor.own_users, ancestor.own_groups
                    break
        item.compute_signature()


async def list_pages(client: ConfluenceClient, root_pages: list[str], spaces: list[str],
                     exclude_labels: list[str] | None = None, method: ListingMethod = "cql") -> Listing:
    """Every page in scope; ``listing.complete`` is False when any request failed for good."""
    collector = _Collector({lbl.lower() for lbl in exclude_labels or []})
    for root in root_pages:
        try:
            collector.add(await client.page(root, _EXPAND))
            if method == "children":
                await _walk_children(client, root, collector)
            else:
                async for page in client.search(f"ancestor={root} and type=page", _EXPAND):
                    collector.add(page)
        except ConfluenceAuthError:
            raise  # wrong credentials are no incomplete listing: the run stops with one clear error
        except (ConfluenceError, ValueError) as exc:
            collector.error(f"root page {root}", exc)
    for key in spaces:
        try:
            async for page in client.search(f'space="{key}" and type=page', _EXPAND):
                collector.add(page)
        except ConfluenceAuthError:
            raise
        except (ConfluenceError, ValueError) as exc:
            collector.error(f"space {key}", exc)
    listing = collector.listing
    listing.complete = not listing.errors
    _apply_inherited_restrictions(listing)
    return listing
