"""Folders of files as a sync source: the same diff and apply as Confluence, with the content hash as the
signature (a file whose indexed form is unchanged is never re-embedded; a file removed from the folder is
deleted from the index)."""

from __future__ import annotations

import asyncio
import hashlib
from pathlib import Path

from core.knowledge.documents import SourceDocument
from sync.files import FileSkipped, iter_files, load_file
from sync.pipeline import ListedItem, Listing


class FileSource:
    def __init__(self, paths: list[Path], id_from: str = "path") -> None:
        self.paths = [Path(p) for p in paths]
        self.id_from = id_from
        key = "\n".join(sorted(str(p.resolve()) for p in self.paths))
        self.name = "files:" + hashlib.sha256(key.encode()).hexdigest()[:16]
        self._docs: dict[str, SourceDocument | FileSkipped] = {}
        self.skipped_files: list[tuple[str, str]] = []

    async def list(self) -> Listing:
        return await asyncio.to_thread(self._list)

    def _list(self) -> Listing:
        # Files are read here: the id (front matter or path) and the content hash both need the content.
        listing = Listing()
        for path, root in iter_files(self.paths):
            try:
                if not path.exists():
                    raise FileSkipped("no such file")
                doc = load_file(path, root, self.id_from)
            except FileSkipped as exc:
                self.skipped_files.append((str(path), str(exc)))
                continue
            except Exception as exc:  # noqa: BLE001 - one broken file never stops the batch
                self.skipped_files.append((str(path), f"unexpected error: {type(exc).__name__}: {exc}"))
                continue
            self._docs[doc.id] = doc
            listing.items[doc.id] = ListedItem(doc.id, doc.title, doc.version, doc.content_hash)
        for p in self.paths:
            if not p.exists():
                listing.errors.append(f"{p}: no such file or folder")
        # A file that failed to load keeps its previous indexed version, so it must not look deleted.
        listing.complete = not listing.errors and not self.skipped_files
        return listing

    async def fetch(self, item: ListedItem) -> SourceDocument:
        doc = self._docs[item.id]
        return doc
