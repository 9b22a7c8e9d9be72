"""Metric functions against hand-computed cases (definitions: shared/bench/README.md)."""

from __future__ import annotations

import math

import pytest

from core.evaluation import metrics as m


def test_normalise_follows_the_readme():
    assert m.normalise("  Office-Hours:\tTUES 2–4 pm!! ") == "office hours tues 2 4 pm"
    assert m.normalise("ﬁnal") == "final"  # NFKC folds the ligature


def test_documents_keep_first_occurrence():
    assert m.dedupe_documents(["a", "b", "a", "c", "b"]) == ["a", "b", "c"]


def test_ndcg_with_repeated_document_chunks():
    # chunks: a, a, b, c → documents a, b, c; relevant: b (1) and c (1)
    ranked = ["a", "a", "b", "c"]
    dcg = 1 / math.log2(3) + 1 / math.log2(4)
    idcg = 1 + 1 / math.log2(3)
    assert m.ndcg_at_k(ranked, {"b": 1, "c": 1}) == pytest.approx(dcg / idcg)
    assert m.mrr_at_k(ranked, {"b": 1, "c": 1}) == pytest.approx(1 / 2)


def test_graded_relevance_and_ideal_order():
    assert m.ndcg_at_k(["x", "y"], {"x": 2, "y": 1}) == pytest.approx(1.0)
    swapped = (1 + 2 / math.log2(3)) / (2 + 1 / math.log2(3))
    assert m.ndcg_at_k(["y", "x"], {"x": 2, "y": 1}) == pytest.approx(swapped)


def test_no_relevant_document_retrieved():
    assert m.ndcg_at_k(["a", "b"], {"z": 1}) == 0.0
    assert m.mrr_at_k(["a", "b"], {"z": 1}) == 0.0
    assert m.recall_at_k(["a", "b"], {"z": 1, "a": 1}) == 0.5
    assert m.recall_at_k([], {"z": 1}) == 0.0


def test_cutoffs_apply_after_deduplication():
    ranked = ["a"] * 20 + ["b"]  # 20 chunks of a, then b: b is the 2nd document
    assert m.mrr_at_k(ranked, {"b": 1}, k=2) == 0.5
    docs = [f"d{i}" for i in range(150)]
    assert m.recall_at_k(docs, {"d99": 1, "d100": 1}, k=100) == 0.5


def test_evidence_budget_first_chunk_always_counts_and_overflow_stops():
    spans = ["alpha beta", "gamma delta"]
    big = "x" * 5000 + " Alpha, BETA."
    assert m.evidence_recall_at_budget([big, "gamma delta"], spans) == 0.5  # 2nd chunk overflows 4,000
    small = ["alpha beta " + "y" * 1000, "z" * 2900, "gamma delta"]  # 1011 + 2900 + 11 ≤ 4000
    assert m.evidence_recall_at_budget(small, spans) == 1.0
    assert m.evidence_recall_at_budget(small, spans, budget_chars=3000) == 0.5


def test_fewer_than_k_chunks_in_scope():
    chunks = ["nothing here", "the exam is on friday"]
    spans = ["exam is on Friday"]
    assert m.span_hit_at_k(chunks, spans, 5) == 1.0
    assert m.span_mrr_at_k(chunks, spans, 10) == 0.5
    assert m.context_precision_at_k(chunks, spans, 5) == 0.5
    assert m.evidence_recall_at_budget(chunks, spans) == 1.0
    assert m.span_hit_at_k([], spans) == 0.0
    assert m.evidence_recall_at_budget([], spans) == 0.0


def test_span_split_across_chunk_boundaries_is_not_covered_by_either_chunk():
    span = "late reports lose ten percent per day"
    first, second = "Policy: late reports lose ten", "percent per day after the deadline"
    assert m.evidence_recall_at_budget([first, second], [span]) == 0.0
    assert m.span_hit_at_k([first, second], [span]) == 0.0
    # a passage that merges the two neighbours covers it
    assert m.evidence_recall_at_budget([first + " " + second], [span]) == 1.0


def test_context_precision_is_rank_weighted():
    spans = ["answer"]
    chunks = ["answer one", "noise", "answer two", "noise", "noise"]
    # hits at ranks 1 and 3: precision@1 = 1, precision@3 = 2/3 → mean 5/6
    assert m.context_precision_at_k(chunks, spans, 5) == pytest.approx(5 / 6)
    assert m.context_precision_at_k(["noise"] * 5, spans, 5) == 0.0
    assert m.span_mrr_at_k(["noise"] * 10 + ["answer"], spans, 10) == 0.0


def test_balanced_accuracy_and_ties_in_the_decision():
    answerable = [True, True, True, False, False]
    abstained = [False, True, False, True, False]
    assert m.balanced_accuracy(answerable, abstained) == pytest.approx((2 / 3 + 1 / 2) / 2)
    assert m.balanced_accuracy([True, True], [False, True]) is None  # one class only: not applicable
    # abstaining on everything (or nothing) scores 0.5 however unbalanced the classes are
    assert m.balanced_accuracy(answerable, [True] * 5) == 0.5


def test_ties_keep_the_given_rank_order():
    # two chunks with equal scores: the metric trusts the order it is given (the retriever breaks ties)
    assert m.ndcg_at_k(["b", "a"], {"a": 1}) == pytest.approx(1 / math.log2(3))
    assert m.ndcg_at_k(["a", "b"], {"a": 1}) == 1.0


def test_percentile_interpolates():
    assert m.percentile([10, 20, 30, 40], 50) == 25
    assert m.percentile([5.0], 95) == 5.0
    assert m.percentile(list(range(1, 101)), 95) == pytest.approx(95.05)
