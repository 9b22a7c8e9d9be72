"""A hyphen at a PDF line break is a syllable break or a compound's own, told by the document's own words;
and a benchmark's original files are read once per document when the same one is there in two formats."""

from __future__ import annotations

import pytest

from bots.cli.eval_cmd import load_docs
from sync.files import load_files_one_per_stem
from sync.pdf_text import BREAK_HYPHEN as M
from sync.pdf_text import pdf_text, resolve_break_hyphens
from tests.pdf_maker import make_pdf


@pytest.mark.parametrize("text, expected", [
    # the whole word is used elsewhere: a syllable break
    (f"Meet the require{M}ments. All requirements are listed.", "Meet the requirements."),
    # both halves are words of the document, the whole word is not: the compound's own hyphen
    (f"Bring a calculator to in{M}class activities. The class meets in Hall 2.", "to in-class activities"),
    # the hyphenated form is used elsewhere
    (f"Our e-mail policy: send an e{M}mail first.", "send an e-mail first"),
    # a digit or a capital after the break never continues a syllable
    (f"Masks are worn under the COVID{M}19 rules.", "COVID-19 rules"),
    (f"Read the AI{M}Enabled tools policy.", "AI-Enabled tools"),
    # neither half is a word here: joined
    (f"Read the Univer{M}sity policy on grades.", "University policy"),
    # an all-capitals word split by a syllable break is one word
    (f"THE UNIVER{M}SITY POLICY", "THE UNIVERSITY POLICY"),
])
def test_a_break_hyphen_is_decided_by_the_documents_own_words(text, expected):
    out = resolve_break_hyphens(text)
    assert expected in out
    assert M not in out


def test_the_whole_word_elsewhere_wins_over_two_halves_that_are_words():
    # "with" and "in" are words, but "within" is used: a syllable break at a compound's seam
    out = resolve_break_hyphens(f"Submit with{M}in a week. Grades are posted within two days. Come in with a pen.")
    assert "Submit within a week." in out


def test_a_compound_hyphen_at_a_pdf_line_break_is_kept_and_a_syllable_break_joined():
    lines = ["Students bring a calculator to every lecture for the graded in-",
             "class activities, which start in week two of the class schedule.",
             "Late work follows the department policy on grading and the course require-",
             "ments listed below; the requirements are the same for every section."]
    body = pdf_text(make_pdf([lines])).body
    assert "for the graded in-class activities" in body
    assert "the course requirements listed below" in body
    assert M not in body


def _docx(path, text: str) -> None:
    import docx

    document = docx.Document()
    document.add_paragraph(text)
    path.parent.mkdir(parents=True, exist_ok=True)
    document.save(path)


def test_one_document_in_two_formats_is_read_once_the_pdf_first(tmp_path):
    docs = tmp_path / "docs"
    (docs / "pdf").mkdir(parents=True)
    (docs / "pdf" / "chem101.pdf").write_bytes(make_pdf([["Chemistry 101 syllabus", "Labs meet on Fridays."]]))
    _docx(docs / "docx" / "chem101.docx", "Labs meet on Fridays.")
    _docx(docs / "docx" / "bio150.docx", "Field trips are in May.")
    (docs / "pdf" / "hist200.pdf").write_bytes(b"not a pdf at all")  # unreadable: the other format is read
    _docx(docs / "docx" / "hist200.docx", "Essays are due on Mondays.")

    report = load_files_one_per_stem([docs])
    by_id = {d.id: d for d in report.documents}
    assert sorted(by_id) == ["bio150", "chem101", "hist200"]
    assert by_id["chem101"].source_type == "pdf"
    assert by_id["hist200"].source_type == "docx" and "Essays are due" in by_id["hist200"].body
    assert report.copies == [(str(docs / "docx" / "chem101.docx"), str(docs / "pdf" / "chem101.pdf"))]
    assert [p for p, _ in report.skipped] == [str(docs / "pdf" / "hist200.pdf")]
    # the evaluation's --from-docs loader is this one: no document is indexed twice
    assert sorted(d.id for d in load_docs(docs)) == ["bio150", "chem101", "hist200"]


@pytest.mark.parametrize("text, expected", [
    (f"Use of AI{M}enabled tools is allowed.", "AI-enabled tools"),  # an acronym before the break
    (f"A fill-in-the{M}blank quiz each week.", "fill-in-the-blank quiz"),  # another hyphen in the compound
    (f"See https://doi{M}org.silk.library.example.edu/10.1201 for the text.", "https://doi-org.silk"),
    (f"Read it at ebookcentral-proquest{M}com.silk.example.edu today.", "ebookcentral-proquest-com.silk"),
    (f"Wear long{M}sleeved shirts in the lab.", "longsleeved shirts"),  # no word list: glued, as documented
])
def test_acronyms_compounds_and_web_addresses_keep_their_hyphen(text, expected):
    assert expected in resolve_break_hyphens(text)


def test_a_long_run_of_word_characters_is_scanned_once():
    # the unanchored patterns rescanned a run from every position (quadratic): 20,000 letters took seconds
    import time

    text = "a" * 200_000 + f" require{M}ments and requirements"
    started = time.process_time()
    out = resolve_break_hyphens(text)
    assert out.endswith("requirements and requirements")
    assert time.process_time() - started < 5  # generous: linear is milliseconds, quadratic is minutes


def test_a_grade_at_a_line_end_keeps_its_line():
    lines = ["Grading scale for the course:", "91-89: A-", "86-82: B", "81-79: B-", "Course Policy on Academic Honesty:"]
    body = pdf_text(make_pdf([lines])).body
    assert "A-86" not in body and "B-Course" not in body
    assert "91-89: A-" in body and "81-79: B-" in body


def test_one_stem_in_one_format_twice_is_not_taken_for_a_copy(tmp_path):
    docs = tmp_path / "docs"
    for year, day in (("2022", "Mondays"), ("2023", "Tuesdays")):
        (docs / year).mkdir(parents=True)
        (docs / year / "syllabus.md").write_text(f"# Syllabus {year}\n\nLabs are on {day}.\n")
    (docs / "pdf").mkdir()
    (docs / "pdf" / "Bio101.pdf").write_bytes(make_pdf([["Biology 101", "Field trips are in May."]]))
    _docx(docs / "docx" / "bio101.docx", "Field trips are in May.")
    _docx(docs / "docx" / "chem.docx", "Labs meet on Fridays.")
    (docs / "md").mkdir()
    (docs / "md" / "chem.md").write_text("# Chemistry\n\nLabs meet on Fridays.\n")
    (docs / "pdf" / "chem.pdf").write_bytes(make_pdf([["Chemistry", "Labs meet on Fridays."]]))

    report = load_files_one_per_stem([docs])
    assert sorted((d.id.casefold(), d.source_type) for d in report.documents) == [
        ("bio101", "pdf"), ("chem", "pdf"), ("syllabus", "markdown")]
    # the other year's syllabus is not "another format": it is skipped, and says why
    assert [(p, r.startswith("same id as")) for p, r in report.skipped] == [(str(docs / "2023" / "syllabus.md"), True)]
    assert len({read for _, read in report.copies}) == 2 and len(report.copies) == 3
