"""Confluence as a sync source: the listing drives the diff, bodies are fetched only for new or changed pages."""

from __future__ import annotations

import asyncio
import logging

from core.knowledge.documents import SourceDocument
from core.knowledge.index.base import ChunkIndex
from core.knowledge.knowledge_base import KnowledgeBase
from core.foundation.settings import Settings, csv_list
from sync.confluence_client import ConfluenceClient
from sync.confluence_listing import ListedPage, ListingMethod, list_pages
from sync.pipeline import ListedItem, Listing, ProgressFn, SyncPipeline, SyncReport
from sync.confluence_page import page_to_document
from sync.storage_converter import mentioned_users
from sync.sync_state import SyncState

log = logging.getLogger(__name__)


class UserNames:
    """Display names of mentioned users: each looked up once through the REST API and kept in the sync state;
    a user that cannot be looked up shows as the account id, and is asked for again on a later run."""

    def __init__(self, client: ConfluenceClient, state: SyncState | None) -> None:
        self.client = client
        self.state = state
        self._known: dict[str, str] = state.user_names() if state is not None else {}
        self._failed: set[str] = set()  # not asked again in this run
        self._lock = asyncio.Lock()

    async def resolve(self, keys: set[str]) -> dict[str, str]:
        async with self._lock:  # pages fetched in parallel often mention the same people: one lookup each
            for key in sorted(keys - self._known.keys() - self._failed):
                name = await self.client.user_display_name(key)
                if name is None:
                    self._failed.add(key)
                    continue
                self._known[key] = name
                if self.state is not None:
                    self.state.record_user_name(key, name)
        return {k: self._known[k] for k in keys if k in self._known}


class ConfluenceSource:
    def __init__(self, client: ConfluenceClient, root_pages: list[str], spaces: list[str],
                 exclude_labels: list[str] | None = None, index_restricted: bool = False,
                 method: ListingMethod = "cql", state: SyncState | None = None) -> None:
        if not root_pages and not spaces:
            raise ValueError("nothing to sync: set ADVISOR_CONFLUENCE_ROOT_PAGES and/or ADVISOR_CONFLUENCE_SPACES")
        self.client = client
        self.root_pages = root_pages
        self.spaces = spaces
        self.exclude_labels = exclude_labels or []
        self.index_restricted = index_restricted
        self.method = method
        self.name = f"confluence:{client.base_url}"
        self.user_names = UserNames(client, state)

    @classmethod
    def from_settings(cls, settings: Settings, client: ConfluenceClient,
                      state: SyncState | None = None) -> "ConfluenceSource":
        return cls(client, csv_list(settings.confluence_root_pages), csv_list(settings.confluence_spaces),
                   csv_list(settings.confluence_exclude_labels), settings.confluence_index_restricted,
                   settings.confluence_listing, state)

    async def list(self) -> Listing:
        listing = await list_pages(self.client, self.root_pages, self.spaces, self.exclude_labels, self.method)
        if not self.index_restricted:
            # Not indexed at all (not even with access metadata): a restricted page never reaches the index.
            for page_id in [i.id for i in listing.items.values() if isinstance(i, ListedPage) and i.restricted]:
                listing.skipped[page_id] = "read-restricted"
                del listing.items[page_id]
        return listing

    async def fetch(self, item: ListedItem) -> SourceDocument:
        assert isinstance(item, ListedPage)
        page = await self.client.page(item.id)
        ancestors = [title for _, title in item.ancestors] or None
        storage = ((page.get("body") or {}).get("storage") or {}).get("value", "")
        users = await self.user_names.resolve(mentioned_users(storage))
        # conversion is CPU work: keep the event loop free for the other fetches
        return await asyncio.to_thread(page_to_document, page, self.client.base_url, item.allowed_users,
                                       item.allowed_groups, ancestors, users)


async def sync_confluence(settings: Settings, kb: KnowledgeBase | None, state: SyncState, dry_run: bool = False,
                          progress: ProgressFn | None = None, index: ChunkIndex | None = None,
                          allow_mass_delete: bool = False) -> SyncReport:
    """One Confluence sync run as configured in settings (``kb`` None + ``index`` for a dry run).
    ``ConfluenceAuthError`` when the credentials are refused."""
    async with ConfluenceClient.from_settings(settings) as client:
        source = ConfluenceSource.from_settings(settings, client, state)
        pipeline = SyncPipeline(kb, state, progress=progress, index=index,
                                max_delete_share=settings.sync_max_delete_share, allow_mass_delete=allow_mass_delete)
        report = await pipeline.run(source, dry_run=dry_run)
        if client.retries:
            log.info("%d Confluence requests were retried", client.retries)
        return report
