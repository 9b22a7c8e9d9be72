"""Hybrid retrieval: keyword (BM25) and vector rankings fused, expanded, and judged answerable or not."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from core.documents import Chunk
from core.embeddings import Embedder
from core.index.base import ChunkIndex, ScoredChunk, SearchFilter
from core.metrics import record_retrieval
from core.settings import Settings


@dataclass
class Passage:
    chunk: Chunk
    score: float
    keyword_rank: int | None = None
    vector_rank: int | None = None
    vector_score: float | None = None


@dataclass
class RetrievalResult:
    query: str
    passages: list[Passage]
    confidence: float
    found: bool
    timings_ms: dict[str, float] = field(default_factory=dict)


def rrf_fuse(rankings: list[list[ScoredChunk]], weights: list[float], k: int) -> dict[str, float]:
    scores: dict[str, float] = {}
    for ranking, weight in zip(rankings, weights, strict=True):
        for rank, hit in enumerate(ranking):
            scores[hit.chunk.id] = scores.get(hit.chunk.id, 0.0) + weight / (k + rank + 1)
    return scores


def weighted_fuse(rankings: list[list[ScoredChunk]], weights: list[float]) -> dict[str, float]:
    """Min-max normalised score fusion (Weaviate's relativeScore)."""
    scores: dict[str, float] = {}
    for ranking, weight in zip(rankings, weights, strict=True):
        if not ranking:
            continue
        values = [h.score for h in ranking]
        lo, hi = min(values), max(values)
        span = hi - lo or 1.0
        for hit in ranking:
            scores[hit.chunk.id] = scores.get(hit.chunk.id, 0.0) + weight * (hit.score - lo) / span
    return scores


class HybridRetriever:
    def __init__(self, index: ChunkIndex, embedder: Embedder, settings: Settings) -> None:
        self.index = index
        self.embedder = embedder
        self.settings = settings

    def retrieve(self, query: str, flt: SearchFilter | None = None, top_k: int | None = None,
                 mode: str | None = None) -> RetrievalResult:
        """``mode``: hybrid (default), bm25, dense."""
        s = self.settings
        flt = flt or SearchFilter()
        top_k = top_k or s.retrieval_top_k
        mode = mode or "hybrid"
        timings: dict[str, float] = {}
        t0 = time.perf_counter()
        vector = self.embedder.embed_query(query)
        timings["embed"] = (time.perf_counter() - t0) * 1000
        t1 = time.perf_counter()
        keyword = self.index.keyword_search(query, s.retrieval_candidates, flt) if mode != "dense" else []
        dense = self.index.vector_search(vector, s.retrieval_candidates, flt)
        timings["search"] = (time.perf_counter() - t1) * 1000

        by_id: dict[str, Chunk] = {h.chunk.id: h.chunk for h in [*keyword, *dense]}
        kw_rank = {h.chunk.id: i for i, h in enumerate(keyword)}
        vec_rank = {h.chunk.id: i for i, h in enumerate(dense)}
        vec_score = {h.chunk.id: h.score for h in dense}
        if mode == "bm25":
            fused = {h.chunk.id: h.score for h in keyword}
        elif mode == "dense":
            fused = dict(vec_score)
        elif s.fusion == "weighted":
            fused = weighted_fuse([keyword, dense], [1 - s.fusion_alpha, s.fusion_alpha])
        else:
            fused = rrf_fuse([keyword, dense], [1.0, 1.0], s.rrf_k)
        ranked = sorted(fused, key=lambda cid: -fused[cid])
        passages = [Passage(by_id[cid], fused[cid], kw_rank.get(cid), vec_rank.get(cid), vec_score.get(cid))
                    for cid in ranked]
        if s.neighbour_expansion and passages:
            passages = self._expand(passages[:top_k], s.neighbour_expansion) + passages[top_k:]
        # Answerability: the best dense similarity in scope (the strongest single signal measured on dev).
        confidence = max(vec_score.values(), default=0.0)
        timings["total"] = (time.perf_counter() - t0) * 1000
        record_retrieval(timings["total"] / 1000)
        return RetrievalResult(query, passages, confidence, confidence >= s.not_found_threshold and bool(passages), timings)

    def _expand(self, passages: list[Passage], width: int) -> list[Passage]:
        """Add the chunks next to each hit (same document), right after it, without duplicates."""
        seen = {p.chunk.id for p in passages}
        out: list[Passage] = []
        for p in passages:
            out.append(p)
            wanted = [p.chunk.position + d for d in range(-width, width + 1) if d and p.chunk.position + d >= 0]
            for neighbour in self.index.chunks_at(p.chunk.doc_id, wanted):
                if neighbour.id not in seen:
                    seen.add(neighbour.id)
                    out.append(Passage(neighbour, p.score * 0.5))
        return out
