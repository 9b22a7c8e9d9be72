"""The learned re-ordering of fused candidates, on hand-made candidate lists."""

from __future__ import annotations

from core.knowledge.documents import Chunk
from core.knowledge.index.base import ScoredChunk
from core.retrieval.learned_ranking import CANDIDATES, learned_order


def _chunk(cid: str, text: str, pos: int, doc: str = "syllabus") -> Chunk:
    return Chunk(id=cid, doc_id=doc, position=pos, text=text, enriched_text=text, title="T")


def _order(query: str, chunks: list[Chunk], keyword: list[tuple[str, float]], dense: list[tuple[str, float]]) -> list[str]:
    by_id = {c.id: c for c in chunks}
    fused = [1.0 / (10 + r) for r in range(len(chunks))]
    kw = [ScoredChunk(by_id[cid], score) for cid, score in keyword]
    vec = [ScoredChunk(by_id[cid], score) for cid, score in dense]
    return [chunks[i].id for i in learned_order(query, chunks, fused, kw, vec)]


def test_a_chunk_with_the_questions_word_pairs_and_a_strong_keyword_score_moves_up():
    chunks = [_chunk("a", "Late work policy: late homework loses 10 % per day.", 5),
              _chunk("b", "The final exam is on May 5 in the main hall.", 9),
              _chunk("c", "Homework is due weekly. Late work is not accepted after solutions are posted.", 12)]
    keyword = [("a", 4.0), ("c", 3.9), ("b", 0.5)]
    dense = [("b", 0.41), ("a", 0.40), ("c", 0.39)]
    order = _order("What is the late work policy?", chunks, keyword, dense)
    assert order[0] == "a"
    assert order.index("c") < order.index("b")  # "late work" as a pair and a near-best BM25 score
    assert sorted(order) == ["a", "b", "c"]


def test_the_chunk_next_to_the_best_hit_and_the_opening_chunk_get_a_lift():
    chunks = [_chunk("top", "Office hours are on Tuesdays.", 7), _chunk("far", "Office hours vary.", 20),
              _chunk("next", "Office hours are also on Thursdays.", 8)]
    keyword = [("top", 3.0), ("far", 2.0), ("next", 2.0)]
    dense = [("top", 0.5), ("far", 0.4), ("next", 0.4)]
    assert _order("When are office hours?", chunks, keyword, dense) == ["top", "next", "far"]
    opening = [_chunk("top", "Office hours are on Tuesdays.", 7), _chunk("mid", "Office hours vary.", 20),
               _chunk("intro", "Office hours vary.", 0)]
    assert _order("When are office hours?", opening, keyword[:1] + [("mid", 2.0), ("intro", 2.0)],
                  dense[:1] + [("mid", 0.4), ("intro", 0.4)]) == ["top", "intro", "mid"]


def test_only_the_first_candidates_are_reordered_and_tiny_lists_stay_as_they_are():
    chunks = [_chunk(f"c{i}", f"text {i}", i + 1) for i in range(CANDIDATES + 5)]
    order = learned_order("question", chunks, [1.0 / (10 + r) for r in range(len(chunks))], [], [])
    assert sorted(order) == list(range(CANDIDATES))
    assert learned_order("question", chunks[:1], [1.0], [], []) == [0]
