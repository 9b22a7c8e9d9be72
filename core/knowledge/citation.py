"""How an answer points at its source: a page's title, link, version and date (shared by every subsystem that
stores or shows answers, so it lives with the documents it describes)."""

from __future__ import annotations

from pydantic import BaseModel, Field


class Citation(BaseModel):
    n: int
    title: str
    url: str = ""
    version: str = ""
    last_updated: str | None = Field(None, description="ISO date (YYYY-MM-DD) of the cited version.")
    doc_id: str = ""
    section: str = ""
    page: int | None = Field(None, description="Page of the cited passage in a paged source (PDF).")

    @property
    def page_label(self) -> str:
        """'p. 3' for a PDF passage, '' otherwise: what every front door shows beside the title."""
        return f"p. {self.page}" if self.page else ""


class CitedPassage(BaseModel):
    """The text an answer was built from, kept with the answer so a later edit of that very passage can be
    told to the thread (change alerts); ``chunk_ids`` are content hashes, so an unchanged id = unchanged text."""

    doc_id: str
    chunk_ids: list[str] = Field(default_factory=list)
    section: str = ""
    version: str = ""
    text: str = ""
    restricted: bool = Field(False, description="The page was readable only by some when it was quoted.")
