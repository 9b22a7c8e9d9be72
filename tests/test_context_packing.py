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
    edge = _passage("e", _filler(400) + ". The midterm is worth thirty percent of the grade. Also " + _filler(400), doc="b")
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


def _chunked(text: str, doc: str = "d", section: str = "", url: str = "") -> list[Chunk]:
    """1,000-character chunks overlapping by 200, as the chunker cuts them."""
    return [Chunk(id=f"{doc}{i}", doc_id=doc, position=i, text=text[start:start + 1000], enriched_text="", title="T",
                  section=section, url=f"{url}#page={i + 1}" if url else "")
            for i, start in enumerate(range(0, len(text) - 200, 800))]


def test_packing_leaves_its_input_alone_and_gives_the_same_result_twice():
    chunks = _chunked(" ".join(f"fact{i:04d}" for i in range(1000)))
    ranked = [Passage(chunks[i], 1.0) for i in (3, 2, 4, 9)]
    before = [(p.chunk.text, p.merged_ids) for p in ranked]
    first = pack_context("fact", ranked, 4000)
    assert [(p.chunk.text, p.merged_ids) for p in ranked] == before
    second = pack_context("fact", ranked, 4000)
    assert [(p.chunk.id, p.chunk.text, p.merged_ids) for p in first] == [(p.chunk.id, p.chunk.text, p.merged_ids) for p in second]


def test_a_chain_of_neighbours_is_rebuilt_in_document_order_and_cites_the_page_it_starts_on():
    text = " ".join(f"fact{i:04d}" for i in range(500))
    chunks = _chunked(text, url="https://kb.example.edu/handbook.pdf")
    packed = pack_context("fact", [Passage(chunks[i], 1.0) for i in (3, 4, 2, 5)], 4000)
    assert len(packed) == 1 and packed[0].merged_ids == ("d4", "d2", "d5")
    start = 2 * 800
    assert packed[0].chunk.text == text[start:start + 1000 + 3 * 800]
    assert packed[0].chunk.url.endswith("#page=3")  # chunk 2's page: the joined text starts there
    assert packed[0].chunk.id == "d3"


def test_no_join_across_documents_or_sections():
    a = _chunked("a " * 1500, doc="a")
    b = _chunked("b " * 1500, doc="b")
    fees = Chunk(id="f", doc_id="h", position=3, text="Tuition fees are due in August.", enriched_text="", title="H",
                 section="Fees")
    refunds = Chunk(id="r", doc_id="h", position=4, text="Refunds are paid in September.", enriched_text="", title="H",
                    section="Refunds")
    packed = pack_context("q", [Passage(a[1], 1.0), Passage(b[2], 1.0), Passage(fees, 1.0), Passage(refunds, 1.0)], 4000)
    assert [p.chunk.id for p in packed] == ["a1", "b2", "f", "r"]
    assert all(not p.merged_ids for p in packed)


def test_a_passage_already_merged_is_not_cut_at_the_edge():
    head = _passage("h", _filler(3600), doc="a")
    merged = _passage("m", "First sentence here. " + _filler(800), doc="b")
    merged.merged_ids = ("m2",)
    packed = pack_context("first sentence", [head, merged], 4000)
    assert packed[1].chunk.text == merged.chunk.text


def test_sentences_are_not_cut_at_abbreviations_initials_or_inside_a_table():
    text = ("Office hours: Dr. Lee meets students Monday 9 a.m. to 11 a.m. in room 204. Bring your ID.\n"
            "| Week | Topic |\n|---|---|\n| 1 | Cells |\n| 2 | Genes |\nSee Fig. 2 for details.")
    assert [text[a:b] for a, b in sentence_spans(text)] == [
        "Office hours: Dr. Lee meets students Monday 9 a.m. to 11 a.m. in room 204.", "Bring your ID.",
        "| Week | Topic |\n|---|---|\n| 1 | Cells |\n| 2 | Genes |", "See Fig. 2 for details."]
    assert best_sentence_run("When are office hours?", text, 80) == sentences_first(text)


def sentences_first(text: str) -> str:
    a, b = sentence_spans(text)[0]
    return text[a:b]


def test_the_reader_is_handed_the_packed_passages_within_the_budget():
    from core.retrieval.context_packing import read_within_budget

    passages = [_passage(f"p{i}", _filler(900), doc=f"d{i}") for i in range(8)]
    assert [p.chunk.id for p in read_within_budget(passages, 4000, 6)] == ["p0", "p1", "p2", "p3"]
    assert [p.chunk.id for p in read_within_budget(passages, 0, 6)] == [f"p{i}" for i in range(6)]
    huge = _passage("big", _filler(5000))
    assert [p.chunk.id for p in read_within_budget([huge, *passages], 4000, 6)] == ["big"]


def test_a_chunk_shown_cut_and_then_whole_is_recorded_both_ways():
    from core.answering.answers import CitationBook

    whole = _passage("e", "Withdrawal is free until week 4. After that, a W grade costs 200 dollars.")
    cut = Passage(whole.chunk.model_copy(update={"text": "Withdrawal is free until week 4."}), 1.0)
    book = CitationBook()
    book.cite(cut)
    book.cite(whole)
    book.cite(cut)  # already covered by the whole text
    assert [p.text for p in book.passages] == [cut.chunk.text, whole.chunk.text]
