"""Diff and apply, for any source (Confluence pages, folders of files).

A source lists what it holds (cheap: ids and signatures); the pipeline compares that with the sync state,
fetches and re-indexes only new or changed documents, and deletes what disappeared — but only when the
listing is complete: a failed or partial listing never deletes anything. State is written per document
right after the index write, so a crashed run resumes without redoing finished work.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Protocol

from core.knowledge.documents import SourceDocument
from core.knowledge.index.base import ChunkIndex
from core.knowledge.knowledge_base import KnowledgeBase
from sync.sync_state import DocumentState, SyncState

log = logging.getLogger(__name__)


@dataclass
class ListedItem:
    """One document as the listing sees it. ``signature`` changes whenever the indexed form would."""

    id: str
    title: str = ""
    version: str = ""
    signature: str = ""
    origin: str = ""  # where it came from, when that is not the id (a file's path)


@dataclass
class Unreadable:
    """A document that exists but could not be read this time: reported by name, never deleted."""

    id: str
    origin: str
    title: str
    error: str


@dataclass
class Listing:
    items: dict[str, ListedItem] = field(default_factory=dict)
    complete: bool = True
    errors: list[str] = field(default_factory=list)
    skipped: dict[str, str] = field(default_factory=dict)  # id → why it is out of scope (label, restriction)
    unreadable: list[Unreadable] = field(default_factory=list)


class Source(Protocol):
    name: str  # key of this source's rows in the sync state

    async def list(self) -> Listing: ...

    async def fetch(self, item: ListedItem) -> SourceDocument:
        """The document, converted; raises with a one-line message when it cannot be fetched or converted."""


@dataclass
class SyncPlan:
    new: list[ListedItem] = field(default_factory=list)
    changed: list[ListedItem] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    deleted: list[DocumentState] = field(default_factory=list)


@dataclass
class SyncReport:
    source: str
    dry_run: bool = False
    listing_complete: bool = True
    listed: int = 0
    new: int = 0
    changed: int = 0
    unchanged: int = 0
    deleted: int = 0
    failed: list[dict] = field(default_factory=list)  # {"id", "title", "error"}
    skipped: int = 0
    bodies_fetched: int = 0
    chunks_embedded: int = 0
    chunks_written: int = 0
    chunks_unchanged: int = 0  # chunks of unchanged documents, left as they were
    dropped_chunks: dict[str, int] = field(default_factory=dict)  # noise-filter rule → chunks dropped
    empty_documents: list[str] = field(default_factory=list)  # indexed with no content chunk
    seconds: float = 0.0
    errors: list[str] = field(default_factory=list)
    changes: list[dict] = field(default_factory=list)  # {"id", "title", "action"}: what was (or would be) done
    mass_delete_refused: str = ""  # why the deletions of this run were held back (exit code 4)
    change_alerts: dict = field(default_factory=dict)  # filled by the caller's change-alert hook (bots/)

    def as_dict(self) -> dict:
        return asdict(self)


ProgressFn = Callable[[str, int, int | None], None]  # (phase, advance, total)


def plan_sync(listing: Listing, known: dict[str, DocumentState], indexed_ids: set[str] | None) -> SyncPlan:
    """What to do. ``indexed_ids`` (ids present in the index) catches an index dropped behind the state's back."""
    plan = SyncPlan()
    for item in listing.items.values():
        state = known.get(item.id)
        if state is None or state.last_success is None:
            plan.new.append(item)
        elif state.signature != item.signature:
            plan.changed.append(item)
        elif indexed_ids is not None and state.chunks and item.id not in indexed_ids:
            plan.changed.append(item)
        else:
            plan.unchanged.append(item.id)
    if listing.complete:
        present = {u.id for u in listing.unreadable} | {u.origin for u in listing.unreadable if u.origin}
        plan.deleted = [s for doc_id, s in known.items()
                        if doc_id not in listing.items and doc_id not in present and s.origin not in present]
    return plan


def mass_deletion(plan: SyncPlan, known: dict[str, DocumentState], max_share: float) -> str:
    """Why the planned deletions look like a broken listing rather than real deletions ("" when they do not):
    more than ``max_share`` of the source's indexed documents, and more than one."""
    indexed = sum(1 for s in known.values() if s.last_success is not None)
    n = len(plan.deleted)
    if n <= 1 or n <= max_share * indexed:
        return ""
    return (f"this run would delete {n} of {indexed} indexed documents ({n / max(indexed, 1):.0%}, more than "
            f"{max_share:.0%}): nothing was deleted. If the source really lost them, run again with "
            f"--allow-mass-delete")


class SyncPipeline:
    def __init__(self, kb: KnowledgeBase | None, state: SyncState, batch_size: int = 32,
                 progress: ProgressFn | None = None, index: ChunkIndex | None = None,
                 max_delete_share: float = 0.2, allow_mass_delete: bool = False) -> None:
        """``kb`` may be None for dry runs, which only read the ``index`` (no embedder is loaded)."""
        self.max_delete_share = max_delete_share
        self.allow_mass_delete = allow_mass_delete
        if kb is None and index is None:
            raise ValueError("SyncPipeline needs a knowledge base, or an index for dry runs")
        self.kb = kb
        self.index = index if index is not None else kb.index
        self.state = state
        self.batch_size = max(1, batch_size)
        self.progress = progress or (lambda phase, advance, total: None)

    async def run(self, source: Source, dry_run: bool = False) -> SyncReport:
        started = time.perf_counter()
        report = SyncReport(source=source.name, dry_run=dry_run)
        self.progress("listing", 0, None)
        listing = await source.list()
        self.progress("listing", len(listing.items), len(listing.items))  # the spinner ends with the listing
        report.listing_complete = listing.complete
        report.errors.extend(listing.errors)
        report.listed = len(listing.items)
        report.skipped = len(listing.skipped)
        indexed = await asyncio.to_thread(self.index.document_versions)
        known = self.state.documents(source.name)
        plan = plan_sync(listing, known, set(indexed))
        if not listing.complete:
            report.errors.append("listing incomplete: nothing was deleted")
        for bad in listing.unreadable:
            log.info("%s %s could not be read; its previous version stays: %s", source.name, bad.title, bad.error)
            report.failed.append({"id": bad.id, "title": bad.title, "error": bad.error})
        if not self.allow_mass_delete and (why := mass_deletion(plan, known, self.max_delete_share)):
            log.info("%s: %s", source.name, why)  # the report carries it to the operator
            report.mass_delete_refused = why
            plan.deleted = []
        report.unchanged = len(plan.unchanged)
        report.chunks_unchanged = sum(known[i].chunks for i in plan.unchanged)
        if dry_run or self.kb is None:
            report.new, report.changed, report.deleted = len(plan.new), len(plan.changed), len(plan.deleted)
            report.changes = ([{"id": i.id, "title": i.title, "action": "new"} for i in plan.new]
                              + [{"id": i.id, "title": i.title, "action": "changed"} for i in plan.changed]
                              + [{"id": s.doc_id, "title": s.title, "action": "deleted"} for s in plan.deleted])
        else:
            await self._apply(source, plan, report)
            self.state.record_run(source.name, {k: v for k, v in report.as_dict().items() if k != "changes"})
        report.seconds = round(time.perf_counter() - started, 2)
        return report

    async def _apply(self, source: Source, plan: SyncPlan, report: SyncReport) -> None:
        assert self.kb is not None
        work = [(item, "new") for item in plan.new] + [(item, "changed") for item in plan.changed]
        self.progress("indexing", 0, len(work) + len(plan.deleted))
        batches = [work[i : i + self.batch_size] for i in range(0, len(work), self.batch_size)]
        # fetch the next batch while the current one is embedded
        pending = asyncio.ensure_future(self._fetch_batch(source, batches[0])) if batches else None
        for n in range(len(batches)):
            fetched = await pending
            pending = asyncio.ensure_future(self._fetch_batch(source, batches[n + 1])) if n + 1 < len(batches) else None
            report.bodies_fetched += len(fetched)
            docs: list[tuple[ListedItem, str, SourceDocument]] = []
            for (item, action), result in zip(batches[n], fetched, strict=True):
                if isinstance(result, BaseException):
                    self._failed(source, report, item, f"{type(result).__name__}: {result}")
                else:
                    docs.append((item, action, result))
            if docs:
                await self._upsert(source, docs, report)
            self.progress("indexing", len(batches[n]), None)
        for gone in plan.deleted:
            try:
                await asyncio.to_thread(self.kb.delete, gone.doc_id)
            except Exception as exc:  # noqa: BLE001 - keep the state row: the delete is retried next run
                report.errors.append(f"delete {gone.doc_id}: {exc}")
                continue
            self.state.forget(source.name, gone.doc_id)
            report.deleted += 1
            report.changes.append({"id": gone.doc_id, "title": gone.title, "action": "deleted"})
            self.progress("indexing", 1, None)
        if (report.new or report.changed or report.deleted) and hasattr(self.index, "optimize"):
            await asyncio.to_thread(self.index.optimize)

    async def _fetch_batch(self, source: Source, batch: list[tuple[ListedItem, str]]) -> list:
        return await asyncio.gather(*(source.fetch(item) for item, _ in batch), return_exceptions=True)

    async def _upsert(self, source: Source, docs: list[tuple[ListedItem, str, SourceDocument]],
                      report: SyncReport) -> None:
        try:
            # chunks embedded move the bar per embedding batch: one batch of documents can take minutes
            upserted = await asyncio.to_thread(self.kb.upsert, [doc for _, _, doc in docs], None, 16,
                                               lambda n: self.progress("embedding chunks", n, None))
        except Exception as exc:  # noqa: BLE001 - the index refused the batch: report, keep old state, go on
            log.exception("index write failed")
            for item, _, _ in docs:
                self._failed(source, report, item, f"index write failed: {exc}")
            return
        report.chunks_embedded += upserted.embedded
        report.chunks_written += upserted.chunks
        for rule, n in upserted.dropped.items():
            report.dropped_chunks[rule] = report.dropped_chunks.get(rule, 0) + n
        report.empty_documents.extend(upserted.empty_documents)
        for item, action, doc in docs:
            self.state.record_success(source.name, item.id, doc.title, item.signature, doc.version,
                                      doc.content_hash, upserted.document_chunks.get(doc.id, 0), item.origin)
            setattr(report, action, getattr(report, action) + 1)
            report.changes.append({"id": item.id, "title": doc.title, "action": action, "version": doc.version})

    def _failed(self, source: Source, report: SyncReport, item: ListedItem, error: str) -> None:
        log.warning("%s %s (%s) failed: %s", source.name, item.id, item.title, error)
        report.failed.append({"id": item.id, "title": item.title, "error": error})
        self.state.record_failure(source.name, item.id, item.title, error)
