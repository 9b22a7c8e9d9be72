"""Packing ranked passages for a reader with a budget of characters (core/retrieval/context_packing.py)."""

from __future__ import annotations

import re

from core.evaluation.metrics import evidence_recall_at_budget
from core.knowledge.documents import Chunk
from core.retrieval.context_packing import pack_context
from core.retrieval.passage_windows import best_sentence_run, sentence_spans
from core.retrieval.passages import Passage


def _passage(cid: str, text: str, doc: str = "d", pos: int = 0, score: float = 1.0) -> Passage:
    return Passage(Chunk(id=cid, doc_id=doc, position=pos, text=text, enriched_text=text, title="T"), score)


def _filler(n: int, word: str = "filler") -> str:
    return " ".join([word] * (n // (len(word) + 1)))[:n]


def test_a_neighbour_within_the_budget_is_joined_once_at_the_better_rank():
    first = _passage("c1", "Intro text here.\n\nLate reports lose ten percent.", pos=1)
    other = _passage("o", "Office hours are on Tuesday.", doc="e", pos=4)
    second = _passage("c2", "Late reports lose ten percent.\n\nNo work is accepted after a week.", pos=2)
    packed = pack_context("late reports", [first, other, second], budget_chars=4000)
    assert [p.chunk.id for p in packed] == ["c1", "o"]
    assert packed[0].chunk.text == "Intro text here.\n\nLate reports lose ten percent.\n\nNo work is accepted after a week."
    assert packed[0].merged_ids == ("c2",)
    assert second.chunk.text.startswith("Late")  # chunks are copied, not changed


def test_a_neighbour_before_its_host_is_joined_in_document_order():
    host = _passage("c5", "Exams are in week ten.\n\nBring a calculator.", pos=5)
    before = _passage("c4", "Grading is out of one hundred.\n\nExams are in week ten.", pos=4)
    packed = pack_context("exams", [host, before], budget_chars=4000)
    assert [p.chunk.id for p in packed] == ["c5"]
    assert packed[0].chunk.text.startswith("Grading is out of one hundred.")
    assert packed[0].chunk.text.count("Exams are in week ten.") == 1


def test_a_neighbour_that_would_overflow_the_budget_is_not_pulled_forward():
    head = _passage("h", _filler(900), pos=0)
    middle = _passage("m", _filler(900, "middle"), doc="x", pos=0)
    neighbour = _passage("n", _filler(900, "later"), pos=1)
    packed = pack_context("question", [head, middle, neighbour], budget_chars=2000)
    assert packed[0].merged_ids == ()
    assert packed[0].chunk.text == head.chunk.text
    assert [p.chunk.id for p in packed][:2] == ["h", "m"]


def test_the_passage_at_the_edge_is_cut_to_whole_sentences_about_the_question():
    head = _passage("h", _filler(3600), doc="a")
    sentences = ["The syllabus covers many topics in depth.", "Readings are posted weekly on the course site.",
                 "The final exam is on May 12 in room 101.", "Grades are posted two weeks after it."]
    edge = _passage("e", " ".join(sentences + [_filler(600)]), doc="b")
    after = _passage("z", "Untouched after the budget.", doc="c")
    packed = pack_context("When is the final exam?", [head, edge, after], budget_chars=4000)
    cut = packed[1].chunk.text
    assert "The final exam is on May 12 in room 101." in cut
    assert len(head.chunk.text) + len(cut) <= 4000
    assert cut != edge.chunk.text and packed[1].chunk.id == "e"
    assert packed[2] is after
    # whole sentences only: the cut starts and ends where a sentence does
    assert any(cut.startswith(s) for s in sentences) and cut.endswith(".")


def test_no_cut_when_the_room_left_holds_no_sentence():
    head = _passage("h", _filler(3950), doc="a")
    edge = _passage("e", "A single sentence that is much too long to fit " + _filler(300) + ".", doc="b")
    packed = pack_context("sentence", [head, edge], budget_chars=4000)
    assert packed[1].chunk.text == edge.chunk.text


def test_the_first_passage_counts_whole_even_past_the_budget():
    big = _passage("b", _filler(5000), doc="a")
    rest = [_passage(f"r{i}", _filler(500), doc="z", pos=10 * i) for i in range(3)]
    packed = pack_context("question", [big, *rest], budget_chars=4000)
    assert packed[0].chunk.text == big.chunk.text
    assert [p.chunk.text for p in packed[1:]] == [p.chunk.text for p in rest]


def test_packing_lets_evidence_at_the_edge_of_the_budget_count():
    """The measured reason for packing: a span in the first passage that no longer fits whole is read."""
    head = _passage("h", _filler(3700), doc="a")
    edge = _passage("e", _filler(400) + ". The midterm is worth thirty percent of the grade. " + _filler(400), doc="b")
    spans = ["The midterm is worth thirty percent of the grade"]
    before = [head.chunk.text, edge.chunk.text]
    assert evidence_recall_at_budget(before, spans) == 0.0
    packed = pack_context("How much is the midterm worth?", [head, edge], budget_chars=4000)
    assert evidence_recall_at_budget([p.chunk.text for p in packed], spans) == 1.0


def test_sentence_runs_prefer_the_question_words_then_the_longer_run():
    text = "Alpha beta gamma. Late work loses ten percent per day. Delta epsilon.\nZeta eta theta."
    assert [text[a:b] for a, b in sentence_spans(text)] == [
        "Alpha beta gamma.", "Late work loses ten percent per day.", "Delta epsilon.", "Zeta eta theta."]
    run = best_sentence_run("late work penalty", text, 60)
    assert run is not None and "Late work loses ten percent per day." in run and len(run) <= 60
    assert best_sentence_run("anything", text, 5) is None


def test_the_retriever_packs_what_it_returns_and_judges_answerability_on_whole_chunks(tmp_path):
    """Through the real index (LanceDB) and retriever: packing on (default) and off give the same verdict and
    the same chunks; on, a retrieved neighbour is joined to the chunk it continues."""
    from bots.runtime import AdvisorRuntime
    from core.foundation.settings import Settings
    from core.knowledge.documents import SourceDocument

    rules = " ".join(f"Rule {i}: late lab reports lose {i} percent of the lab grade per day late." for i in range(1, 150))
    doc = SourceDocument(id="labs", title="Lab policies", url="https://kb.example.edu/labs", version="4",
                         body="# Late lab reports\n\n" + rules)
    data_dir = tmp_path / "data"
    AdvisorRuntime(Settings(_env_file=None, data_dir=data_dir)).knowledge_base.upsert([doc])
    question = "How much do late lab reports lose per day?"
    packed = AdvisorRuntime(Settings(_env_file=None, data_dir=data_dir)).retriever.retrieve(question)
    plain = AdvisorRuntime(Settings(_env_file=None, data_dir=data_dir, context_budget_chars=0)).retriever.retrieve(question)
    assert len(plain.passages) > 2 and all(not p.merged_ids for p in plain.passages)
    assert (packed.found, packed.confidence) == (plain.found, plain.confidence)
    assert any(p.merged_ids for p in packed.passages)
    covered = {p.chunk.id for p in packed.passages} | {i for p in packed.passages for i in p.merged_ids}
    assert covered == {p.chunk.id for p in plain.passages}

    def rules_read(passages) -> set[str]:  # the distinct rules a reader with the 4,000-character budget reads
        taken, read = 0, set()
        for i, p in enumerate(passages):
            if i and taken + len(p.chunk.text) > 4000:
                break
            taken += len(p.chunk.text)
            read |= set(re.findall(r"Rule \d+:", p.chunk.text))
        return read

    assert rules_read(plain.passages) < rules_read(packed.passages)  # the overlap is no longer read twice
