"""What the core hands back to every front door: the answer, its citations, and what to do next."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from pydantic import BaseModel, Field

from core.knowledge.citation import Citation, CitedPassage
from core.retrieval.hybrid import Passage

AnswerMode = Literal["extractive", "agent", "smalltalk", "crisis", "handoff", "rejected", "unavailable"]


class Answer(BaseModel):
    text: str
    abstained: bool = False
    citations: list[Citation] = Field(default_factory=list)
    suggest_adviser: bool = False
    mode: AnswerMode = "extractive"
    timings_ms: dict[str, float] = Field(default_factory=dict)
    notes: list[str] = Field(default_factory=list, description="Operational notes, e.g. 'LLM unavailable, extractive fallback'.")
    handoff_ticket: str | None = None
    handoff_requested: bool = Field(False, description="The agent asked for an adviser in this turn (ticket or none).")
    passages: list[CitedPassage] = Field(default_factory=list, description="What each citation quoted (change alerts).")

    def public_json(self) -> dict:
        """The stable `--json` contract of `advisor ask`."""
        return {
            "answer": self.text,
            "abstained": self.abstained,
            "citations": [c.model_dump(include={"n", "title", "url", "version", "last_updated"}) for c in self.citations],
            "timings_ms": {k: round(v, 1) for k, v in self.timings_ms.items()},
            "mode": self.mode,
            "suggest_adviser": self.suggest_adviser,
            "notes": list(self.notes),
        }


@dataclass
class CitationBook:
    """Numbers sources by document in order of first use, so [1] always means the same page."""

    citations: list[Citation] = field(default_factory=list)
    passages: list[CitedPassage] = field(default_factory=list)
    _by_doc: dict[str, int] = field(default_factory=dict)
    _quoted_chunks: dict[str, list[str]] = field(default_factory=dict)  # chunk id -> the texts shown of it

    def cite(self, passage: Passage, quoted: str | None = None) -> int:
        """Number of the passage's page; ``quoted`` is the part shown (default: the whole passage)."""
        chunk = passage.chunk
        text = quoted if quoted is not None else chunk.text
        shown = self._quoted_chunks.setdefault(chunk.id, [])
        # a chunk shown twice (tool result, then prompt) is recorded once; but a packed passage may show the same
        # chunk cut in one search and whole in another, and what the model read of it must all be watched
        if not any(text in earlier for earlier in shown):
            shown.append(text)
            # chunk ids vouch for the text only when it was taken from this chunk (not widened to its section)
            within = quoted is None or quoted.strip(" …") in chunk.text
            self.passages.append(CitedPassage(doc_id=chunk.doc_id,
                                              chunk_ids=[chunk.id, *passage.merged_ids] if within else [],
                                              section=chunk.section, version=chunk.version, text=text,
                                              restricted=bool(chunk.allowed_users or chunk.allowed_groups)))
        if chunk.doc_id not in self._by_doc:
            n = len(self.citations) + 1
            self._by_doc[chunk.doc_id] = n
            self.citations.append(Citation(
                n=n, title=chunk.title, url=chunk.url, version=chunk.version,
                last_updated=chunk.last_updated.date().isoformat() if chunk.last_updated else None,
                doc_id=chunk.doc_id, section=chunk.section, page=chunk.page,
            ))
        return self._by_doc[chunk.doc_id]

    def passages_of(self, cited: list[Citation]) -> list[CitedPassage]:
        """The recorded passages of the pages an answer finally cites."""
        docs = {c.doc_id for c in cited}
        return [p for p in self.passages if p.doc_id in docs]
