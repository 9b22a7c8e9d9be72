"""Hybrid retrieval: keyword (BM25) and vector rankings fused, assembled into passages, judged answerable.

Fusion methods (``settings.fusion``):
- ``rrf``: reciprocal-rank fusion with equal weights.
- ``weighted``: min-max normalised score fusion with a fixed ``fusion_alpha`` (Weaviate's relativeScore).
- ``adaptive`` (default): weighted RRF whose vector weight is set per query from how sure the vector model
  is (its best cosine; see ``core.retrieval.fusion``). Measured on the dev splits in docs/evaluation.md.

Then the first fused candidates are re-ordered by a linear model over ranking features
(``core.retrieval.learned_ranking``, on by default), and optionally by a cross-encoder or LLM (``core.retrieval.reranking``).
"""

from __future__ import annotations

import logging
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

from core.retrieval.date_terms import expand_date_terms
from core.knowledge.documents import Chunk
from core.knowledge.embeddings import Embedder
from core.retrieval.fusion import ANSWERABILITY_PASSAGES, RankingSignals, adaptive_weights, answerability, rrf_fuse, weighted_fuse
from core.knowledge.index.base import ChunkIndex, ScoredChunk, SearchFilter
from core.retrieval.learned_ranking import learned_order
from core.foundation.metrics import record_retrieval
from core.retrieval.context_packing import merge_adjacent, pack_context
from core.retrieval.passages import Passage
from core.retrieval.question_prior import QueryEmbedding
from core.retrieval.reranking import Reranker, RerankPolicy
from core.foundation.settings import Settings

log = logging.getLogger(__name__)

_POOL = ThreadPoolExecutor(max_workers=4, thread_name_prefix="keyword-search")

__all__ = ["HybridRetriever", "Passage", "RetrievalResult", "merge_adjacent", "rrf_fuse", "weighted_fuse"]


@dataclass
class RetrievalResult:
    query: str
    passages: list[Passage]
    confidence: float
    found: bool
    timings_ms: dict[str, float] = field(default_factory=dict)
    weights: tuple[float, float] | None = None  # (keyword, vector) weights the fusion used


class HybridRetriever:
    def __init__(self, index: ChunkIndex, embedder: Embedder, settings: Settings,
                 reranker: Reranker | None = None) -> None:
        self.index = index
        self.embedder = embedder
        self.settings = settings
        self.reranker = reranker

    def retrieve(self, query: str, flt: SearchFilter | None = None, top_k: int | None = None,
                 mode: str | None = None) -> RetrievalResult:
        """``mode``: hybrid (default: the configured fusion), bm25, dense, rrf, weighted, adaptive."""
        s = self.settings
        flt = flt or SearchFilter()
        top_k = top_k or s.retrieval_top_k
        mode = mode or "hybrid"
        fusion = s.fusion if mode == "hybrid" else mode
        timings: dict[str, float] = {}
        t0 = time.perf_counter()
        vector = self.embedder.embed_query(query)
        timings["embed"] = (time.perf_counter() - t0) * 1000
        t1 = time.perf_counter()
        n = max(s.retrieval_candidates, top_k)
        keyword_query = expand_date_terms(query)
        # both searches at once: the index releases the GIL, so this roughly halves the search time
        pending = _POOL.submit(self.index.keyword_search, keyword_query, n, flt) if fusion != "dense" else None
        dense = self.index.vector_search(vector, n, flt)
        keyword = pending.result() if pending is not None else []
        timings["search"] = (time.perf_counter() - t1) * 1000

        signals = RankingSignals.of(keyword, dense)
        weights: tuple[float, float] | None = None
        if fusion == "bm25":
            fused = {h.chunk.id: h.score for h in keyword}
        elif fusion == "dense":
            fused = {h.chunk.id: h.score for h in dense}
        elif fusion == "weighted":
            weights = (1 - s.fusion_alpha, s.fusion_alpha)
            fused = weighted_fuse([keyword, dense], list(weights))
        elif fusion == "adaptive":
            weights = adaptive_weights(signals)
            fused = rrf_fuse([keyword, dense], list(weights), s.rrf_k)
        else:
            weights = (1.0, 1.0)
            fused = rrf_fuse([keyword, dense], list(weights), s.rrf_k)
        passages = self._passages(keyword, dense, fused)
        if s.learned_ranking and fusion in ("adaptive", "rrf", "weighted") and len(passages) > 1:
            order = learned_order(query, [p.chunk for p in passages], [p.score for p in passages], keyword, dense)
            passages = [passages[i] for i in order] + passages[len(order):]  # scores stay the fused ones
        reranked = None
        if self.reranker and passages:
            # the first stage's own judgement, on its own order: a trained re-ranker's policy weighs it in
            first_stage = answerability(signals, query, [p.chunk.text for p in passages[:ANSWERABILITY_PASSAGES]])
            reranked = self._rerank(query, passages, first_stage, timings,
                                    QueryEmbedding(getattr(self.embedder, "model_id", ""), vector))
        if reranked is not None:
            passages = reranked[0]
        if s.neighbour_expansion and passages:
            passages = self._expand(passages[:top_k], s.neighbour_expansion) + passages[top_k:]
        if s.passage_merge:
            passages = merge_adjacent(passages)
        if reranked is not None:
            # the re-ranker read question and passage together: its policy judges answerability
            confidence = reranked[1]
            threshold = _reranker_threshold(s, self.reranker)
        else:
            confidence = answerability(signals, query, [p.chunk.text for p in passages[:ANSWERABILITY_PASSAGES]])
            threshold = s.not_found_threshold
        if s.context_budget_chars:
            # after every judgement, which read whole chunks: packing only changes what the reader is handed
            passages = pack_context(query, passages, s.context_budget_chars, join_neighbours=not s.passage_merge)
        timings["total"] = (time.perf_counter() - t0) * 1000
        record_retrieval(timings["total"] / 1000)
        if log.isEnabledFor(logging.DEBUG):  # `advisor ask -v`: the question's text, so DEBUG only
            log.debug("retrieval trace: query=%r keyword_query=%r fusion=%s weights=%s\n  keyword: %s\n  vector: %s\n"
                      "  final order: %s\n  answerability=%.3f threshold=%.2f reranked=%s",
                      query, keyword_query, fusion, weights, _top(keyword), _top(dense),
                      _top([ScoredChunk(p.chunk, p.score) for p in passages]), confidence, threshold,
                      reranked is not None)
        return RetrievalResult(query, passages, confidence, confidence >= threshold and bool(passages),
                               timings, weights)

    def _rerank(self, query: str, passages: list[Passage], first_stage: float, timings: dict[str, float],
                embedding: QueryEmbedding | None = None) -> tuple[list[Passage], float] | None:
        """(passages, answerability by the re-ranker's policy over the first ``reranker_candidates``), or None
        when the re-ranker failed. A re-ranker that orders better than the first stage (``reorder``) re-orders
        those candidates by its policy (score = its relevance), the rest after them in fused order; one that
        does not (its held-out check said so) leaves the order alone and only judges answerability."""
        assert self.reranker is not None
        t0 = time.perf_counter()
        head = passages[: reranker_candidates(self.settings, self.reranker)]
        result = self.reranker.score(query, [p.chunk.text for p in head])
        timings["rerank"] = (time.perf_counter() - t0) * 1000
        if result is None or len(result.scores) != len(head):
            return None
        policy: RerankPolicy = getattr(self.reranker, "policy", None) or RerankPolicy()
        judged = policy.answerable(result, first_stage, embedding)
        if not reranker_reorders(self.settings, self.reranker):
            return passages, judged
        for p, relevance in zip(head, result.scores, strict=True):
            p.score = relevance
        return [head[i] for i in policy.order(result)] + passages[len(head):], judged

    @staticmethod
    def _passages(keyword: list[ScoredChunk], dense: list[ScoredChunk], fused: dict[str, float]) -> list[Passage]:
        by_id: dict[str, Chunk] = {h.chunk.id: h.chunk for h in [*keyword, *dense]}
        kw_rank = {h.chunk.id: i for i, h in enumerate(keyword)}
        vec_rank = {h.chunk.id: i for i, h in enumerate(dense)}
        vec_score = {h.chunk.id: h.score for h in dense}
        ranked = sorted(fused, key=lambda cid: -fused[cid])
        return [Passage(by_id[cid], fused[cid], kw_rank.get(cid), vec_rank.get(cid), vec_score.get(cid))
                for cid in ranked]

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


def reranker_candidates(settings: Settings, reranker: Reranker | None) -> int:
    """An explicit ``reranker_candidates`` wins; else the count the model's threshold was calibrated at; else 20."""
    if settings.reranker_candidates is not None:
        return settings.reranker_candidates
    return getattr(reranker, "candidates", None) or 20


def reranker_reorders(settings: Settings, reranker: Reranker | None) -> bool:
    """An explicit ``reranker_reorder`` wins; else the model's own verdict (reranker.json); else True."""
    if settings.reranker_reorder is not None:
        return settings.reranker_reorder
    return getattr(reranker, "reorder", True)


def _reranker_threshold(settings: Settings, reranker: Reranker | None) -> float:
    """An explicit ``reranker_threshold`` wins; else the one calibrated for the model; else 0.5."""
    if settings.reranker_threshold is not None:
        return settings.reranker_threshold
    calibrated = getattr(reranker, "threshold", None)
    return 0.5 if calibrated is None else calibrated


def _top(hits: list[ScoredChunk], n: int = 5) -> str:
    return "; ".join(f"{h.chunk.title} #{h.chunk.position} ({h.score:.3f})" for h in hits[:n]) or "(none)"
