"""Folders of files as a sync source: the same diff and apply as Confluence, with the content hash as the
signature (a file whose indexed form is unchanged is never re-embedded; a file removed from the folder is
deleted from the index)."""

from __future__ import annotations

import asyncio
import hashlib
from pathlib import Path

from core.knowledge.documents import SourceDocument
from sync.files import FileSkipped, iter_files, load_file, path_id
from sync.pipeline import ListedItem, Listing, Unreadable


class FileSource:
    def __init__(self, paths: list[Path], id_from: str = "path", base_url: str | None = None) -> None:
        """``base_url``: where the folders are published; each file's citation links to base URL + its path."""
        self.paths = [Path(p) for p in paths]
        self.base_urls = {(p if p.is_dir() else p.parent): base_url for p in self.paths} if base_url else {}
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
                doc = load_file(path, root, self.id_from, self.base_urls.get(root))
            except Exception as exc:  # noqa: BLE001 - one broken file never stops the batch
                reason = str(exc) if isinstance(exc, FileSkipped) else f"unexpected error: {type(exc).__name__}: {exc}"
                self.skipped_files.append((str(path), reason))
                # it keeps its previous indexed version (found by path if its id came from front matter), and
                # the other files' deletions still happen
                listing.unreadable.append(Unreadable(path_id(path, root, self.id_from), str(path.resolve()),
                                                     str(path), reason))
                continue
            self._docs[doc.id] = doc
            listing.items[doc.id] = ListedItem(doc.id, doc.title, doc.version, doc.content_hash,
                                               str(path.resolve()))
        for p in self.paths:
            if not p.exists():
                listing.errors.append(f"{p}: no such file or folder")
        listing.complete = not listing.errors
        return listing

    async def fetch(self, item: ListedItem) -> SourceDocument:
        doc = self._docs[item.id]
        return doc
