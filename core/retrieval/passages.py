"""A retrieved passage: the chunk handed to the answerer, with the ranks that put it there."""

from __future__ import annotations

from dataclasses import dataclass

from core.knowledge.documents import Chunk


@dataclass
class Passage:
    chunk: Chunk
    score: float  # fused score, or the re-ranker's relevance when one ran; the learned order keeps fused scores
    keyword_rank: int | None = None
    vector_rank: int | None = None
    vector_score: float | None = None
    merged_ids: tuple[str, ...] = ()  # ids of further chunks merged into this passage (adjacent/overlapping)
