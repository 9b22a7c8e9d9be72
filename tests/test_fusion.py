"""Adaptive fusion, answerability and passage merging on hand-made rankings."""

from __future__ import annotations

from core.knowledge.documents import Chunk
from core.retrieval.fusion import RankingSignals, adaptive_weights, answerability, rrf_fuse, term_coverage
from core.knowledge.index.base import ScoredChunk
from core.retrieval.hybrid import Passage, merge_adjacent


def _chunk(cid: str, text: str = "x", doc: str = "d", pos: int = 0) -> Chunk:
    return Chunk(id=cid, doc_id=doc, position=pos, text=text, enriched_text=text, title="T")


def _hits(*pairs: tuple[str, float]) -> list[ScoredChunk]:
    return [ScoredChunk(_chunk(cid), score) for cid, score in pairs]


def test_vector_weight_grows_with_the_best_cosine():
    keyword = _hits(("a", 9.0), ("b", 3.0))
    unsure = RankingSignals.of(keyword, _hits(("b", 0.35), ("a", 0.30)))
    sure = RankingSignals.of(keyword, _hits(("b", 0.80), ("a", 0.50)))
    w_unsure, w_sure = adaptive_weights(unsure), adaptive_weights(sure)
    assert w_unsure[0] == w_sure[0] == 1.0
    assert w_unsure[1] < 0.5 < 1.0 < w_sure[1]
    # with an unsure vector model the keyword winner stays first; with a sure one the vector winner wins
    fused = rrf_fuse([keyword, _hits(("b", 0.35), ("a", 0.30))], list(w_unsure), 10)
    assert max(fused, key=fused.get) == "a"
    fused = rrf_fuse([keyword, _hits(("b", 0.80), ("a", 0.50))], list(w_sure), 10)
    assert max(fused, key=fused.get) == "b"
    assert adaptive_weights(RankingSignals.of([], _hits(("a", 0.2)))) == (0.0, 1.0)


def test_answerability_rises_with_cosine_and_term_coverage():
    sig_low = RankingSignals.of(_hits(("a", 1.0)), _hits(("a", 0.2)))
    sig_high = RankingSignals.of(_hits(("a", 1.0)), _hits(("a", 0.7)))
    q = "When are the chemistry office hours?"
    covered = ["Office hours for chemistry are on Tuesdays."]
    assert term_coverage(q, covered) == 1.0
    assert term_coverage(q, ["Lab safety rules."]) == 0.0
    assert answerability(sig_low, q, ["Lab safety rules."]) < 0.5 < answerability(sig_high, q, covered)
    assert answerability(RankingSignals.of([], []), q, covered) == 0.0


def test_merge_adjacent_returns_overlap_once_at_the_better_rank():
    first = _chunk("c1", "Intro.\n\nLate reports lose ten percent.", pos=1)
    second = _chunk("c2", "Late reports lose ten percent.\n\nNo work after a week.", pos=2)
    other = _chunk("o", "Elsewhere.", pos=7)
    merged = merge_adjacent([Passage(second, 3.0), Passage(other, 2.0), Passage(first, 1.0)])
    assert [p.chunk.id for p in merged] == ["c2", "o"]
    assert merged[0].chunk.text == "Intro.\n\nLate reports lose ten percent.\n\nNo work after a week."
    assert merged[0].merged_ids == ("c1",)
    assert second.text.startswith("Late")  # the original chunk object is not modified


def test_answerability_counts_coverage_within_one_passage_not_across_passages():
    sig = RankingSignals.of(_hits(("a", 1.0)), _hits(("a", 0.4)))
    q = "What is the cafeteria menu on Friday?"
    scattered = ["The last day of classes is Friday.", "Open the course menu in Canvas.", "Cafeteria hours vary."]
    together = ["The cafeteria menu for Friday is posted at the entrance."]
    assert answerability(sig, q, scattered) < answerability(sig, q, together)
    assert answerability(sig, q, scattered) == answerability(sig, q, scattered[:1])


def test_section_text_merges_an_overlap_that_starts_mid_line():
    from core.retrieval.section_context import _merge

    first = ["Labs run weekly. A quiz is given each lab period, including the first lab. Check practice",
             "quizzes on the lab website."]
    second = ["A quiz is given each lab period, including the first lab. Check practice",
              "quizzes on the lab website. Lab reports are due on Fridays."]
    merged = "\n".join(_merge(first, second))
    assert merged.count("A quiz is given") == 1
    assert merged.endswith("Lab reports are due on Fridays.")
