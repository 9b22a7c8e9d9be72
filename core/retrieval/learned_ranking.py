"""Learned re-ordering of the fused candidates: a linear model over ranking features.

Fusion sees only two ranks per chunk. This step also weighs how strong each signal is (the keyword score
against the best one, the cosine), whether the question's word pairs occur in the chunk, whether the chunk
sits next to the best hit, and whether it opens its document. It is a logistic model, fitted on
SyllabusQA **train** (39 syllabi; dev uses 11 others) to predict "this chunk holds an evidence span".
Only the features that differ between the chunks of one query are kept here: ranking ignores the rest.
Applied unchanged to all three benchmarks, dev (docs/evaluation.md):
- SyllabusQA evidence recall @4k 0.764 → 0.776;
- StackFAQ nDCG@10 0.961 → 0.970;
- SciFact nDCG@10 0.728 → 0.736.
"""

from __future__ import annotations

from core.knowledge.documents import Chunk
from core.knowledge.index.base import ScoredChunk
from core.knowledge.index.text_analysis import analyse

# Per-feature weights of the fitted model (standardised coefficients divided by each feature's spread).
WEIGHTS: dict[str, float] = {
    "fused": -0.4611,  # fused score / best fused score (its rank carries the signal; this corrects it)
    "fused_rank": 0.8524,  # 1 / (1 + rank in the fused list)
    "keyword_rank": 0.6354,  # 1 / (1 + BM25 rank), 1/101 when not a keyword hit
    "keyword_score": 1.9650,  # BM25 score / best BM25 score of the query
    "cosine": 3.5219,  # cosine to the question (minus 0.3 below the best one when not a vector hit)
    "vector_rank": 1.0656,  # 1 / (1 + vector rank)
    "coverage": 0.0350,  # share of the question's content terms in the chunk
    "bigrams": 1.2987,  # share of the question's adjacent content-term pairs found adjacent in the chunk
    "length": 0.2827,  # characters / 1000
    "next_to_top": 0.7729,  # the chunk right before or after the best fused hit, same document
    "first_chunk": 0.7480,  # position 0 of its document
}
CANDIDATES = 30  # fused candidates re-ordered; the rest keep their fused order after them

# Question words carry no topic ("what", "how", "my" …); they are not content terms of the question.
QUESTION_WORDS = frozenset(analyse(
    "what when where which who whom whose why how do does did doing done i me my mine we our us you your can "
    "could would should shall may might must will have has had having am been being get got any some there here "
    "about also just than too very so more most other own same only both each few all such nor out up down over "
    "under again further once").split())
_ABSENT_RANK = 100


def _content_terms(query: str) -> list[str]:
    terms = analyse(query).split()
    return [t for t in terms if t not in QUESTION_WORDS] or terms


def learned_order(query: str, chunks: list[Chunk], fused: list[float], keyword: list[ScoredChunk],
                  dense: list[ScoredChunk]) -> list[int]:
    """New order (indices into ``chunks``) of the first ``CANDIDATES`` fused candidates, given best first with
    their fused scores; the model's best first."""
    head = chunks[:CANDIDATES]
    if len(head) < 2:
        return list(range(len(head)))
    kw_rank = {h.chunk.id: r for r, h in enumerate(keyword)}
    kw_score = {h.chunk.id: h.score for h in keyword}
    vec_rank = {h.chunk.id: r for r, h in enumerate(dense)}
    vec_score = {h.chunk.id: h.score for h in dense}
    best_kw = keyword[0].score if keyword and keyword[0].score else 1.0
    best_cos = dense[0].score if dense else 0.0
    best_fused = fused[0] or 1.0
    terms = _content_terms(query)
    wanted = set(terms)
    pairs = set(zip(terms, terms[1:]))
    top = head[0]
    scores: list[float] = []
    for rank, c in enumerate(head):
        chunk_terms = analyse(c.text).split()
        features = {
            "fused": fused[rank] / best_fused,
            "fused_rank": 1.0 / (1 + rank),
            "keyword_rank": 1.0 / (1 + kw_rank.get(c.id, _ABSENT_RANK)),
            "keyword_score": kw_score.get(c.id, 0.0) / best_kw,
            "cosine": vec_score.get(c.id, best_cos - 0.3),
            "vector_rank": 1.0 / (1 + vec_rank.get(c.id, _ABSENT_RANK)),
            "coverage": len(wanted & set(analyse(c.enriched_text).split())) / len(wanted) if wanted else 0.0,
            "bigrams": len(pairs & set(zip(chunk_terms, chunk_terms[1:]))) / len(pairs) if pairs else 0.0,
            "length": len(c.text) / 1000,
            "next_to_top": float(rank > 0 and c.doc_id == top.doc_id and abs(c.position - top.position) == 1),
            "first_chunk": float(c.position == 0),
        }
        scores.append(sum(WEIGHTS[name] * value for name, value in features.items()))
    return sorted(range(len(head)), key=lambda i: -scores[i])  # stable: equal scores keep the fused order
