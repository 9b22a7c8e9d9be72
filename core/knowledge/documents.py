"""The document model: what every source (Confluence page, Markdown file, PDF, DOCX) becomes."""

from __future__ import annotations

import hashlib
from datetime import datetime

from pydantic import BaseModel, Field

from core.knowledge.page_marks import page_of_url


class SourceDocument(BaseModel):
    """One source page or file, its body already converted to Markdown."""

    id: str = Field(description="Stable id: Confluence page id, or a path-derived id for files.")
    title: str
    url: str = Field("", description="Web URL, or the file path for files.")
    version: str = Field("1", description="Confluence version number, or a content hash prefix for files.")
    last_updated: datetime | None = None
    space: str = ""
    space_key: str = ""
    ancestors: list[str] = Field(default_factory=list, description="Titles from the space home down to the parent.")
    labels: list[str] = Field(default_factory=list)
    body: str = Field("", description="Markdown body.")
    source_type: str = Field("markdown", description="confluence, markdown, html, text, pdf, docx, jsonl.")
    # Access control: empty lists = public. Retrieval filters on the asker's groups before ranking.
    allowed_users: list[str] = Field(default_factory=list)
    allowed_groups: list[str] = Field(default_factory=list)

    @property
    def breadcrumb(self) -> list[str]:
        """Space > ancestors > title, without repeating the space when it is also the first ancestor."""
        trail = [a for a in self.ancestors if a]
        if self.space and (not trail or trail[0] != self.space):
            trail = [self.space, *trail]
        return [*trail, self.title]

    @property
    def content_hash(self) -> str:
        """Hash of everything that ends up in the index; unchanged hash = nothing to re-embed."""
        h = hashlib.sha256()
        for part in (self.title, self.url, self.version, " > ".join(self.breadcrumb), ",".join(self.labels),
                     ",".join(self.allowed_users), ",".join(self.allowed_groups), self.body):
            h.update(part.encode("utf-8"))
            h.update(b"\x00")
        return h.hexdigest()

    @property
    def is_restricted(self) -> bool:
        return bool(self.allowed_users or self.allowed_groups)


class Chunk(BaseModel):
    """A retrievable piece of a document: original text for display, enriched text for indexing."""

    id: str
    doc_id: str
    position: int = Field(description="Order of the chunk within its document (for neighbour expansion).")
    section: str = Field("", description="Heading path inside the page, e.g. 'Fees > Late fees'.")
    text: str = Field(description="Original text, shown to users and quoted in answers.")
    enriched_text: str = Field(description="Breadcrumb + title + body, what keyword and vector search see.")
    # Denormalised document metadata, so a hit carries its citation without a second lookup.
    title: str
    url: str = ""
    version: str = "1"
    last_updated: datetime | None = None
    space: str = ""
    space_key: str = ""
    breadcrumb: str = ""
    labels: list[str] = Field(default_factory=list)
    source_type: str = "markdown"
    allowed_users: list[str] = Field(default_factory=list)
    allowed_groups: list[str] = Field(default_factory=list)

    @property
    def page(self) -> int | None:
        """Page number in a paged source (PDF), carried as the URL's ``#page=N`` (core.knowledge.page_marks)."""
        return page_of_url(self.url)
