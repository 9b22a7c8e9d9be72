"""What the core hands back to every front door: the answer, its citations, and what to do next."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from pydantic import BaseModel, Field

from core.knowledge.citation import Citation
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
    _by_doc: dict[str, int] = field(default_factory=dict)

    def cite(self, passage: Passage) -> int:
        chunk = passage.chunk
        if chunk.doc_id not in self._by_doc:
            n = len(self.citations) + 1
            self._by_doc[chunk.doc_id] = n
            self.citations.append(Citation(
                n=n, title=chunk.title, url=chunk.url, version=chunk.version,
                last_updated=chunk.last_updated.date().isoformat() if chunk.last_updated else None,
                doc_id=chunk.doc_id, section=chunk.section,
            ))
        return self._by_doc[chunk.doc_id]
