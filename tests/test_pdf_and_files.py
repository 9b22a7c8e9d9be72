"""PDFs as a reader sees them (title, page numbers in citations, no running headers/footers or contents
lines, whole paragraphs), DOCX headings as sections, and local files cited by a link or a plain path."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from bots.cli.main import app
from core.knowledge.chunking import StructuredChunker
from core.knowledge.citation import Citation
from sync.files import load_file
from sync.pdf_text import pdf_text
from tests.pdf_maker import make_pdf

BENCH = Path(__file__).resolve().parents[2] / "shared" / "bench" / "syllabusqa" / "docs"
WRAP = "Students who need a permit must apply through the parking portal before the first day of"

PAGES = [
    ["Marine Biology 210: Course Syllabus", "Contents",
     "Section 1: Course Description ........................ 2",
     "Section 6: Course Prerequisite \u2026\u2026\u2026\u2026 3", "Welcome to the course."],
    ["Section 1: Course Description",
     "This course surveys the ecology of coastal waters, with field work in the estuary on three",
     "Saturdays during the term, and weekly labs in Science Hall.",
     "Office: Room 12", "Email: marine at example"],
    ["Section 6: Course Prerequisite",
     "BIO 110 with a grade of C or better is required, and students must complete the online regis-",
     "tration form for field work before the second week of classes.",
     "Lab fee: $40"],
]


def _pdf(tmp_path, title: str | None = "Microsoft Word - marine.docx", pages=PAGES) -> Path:
    path = tmp_path / "docs" / "marine-210.pdf"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(make_pdf(pages, title=title, header="DRAFT Jan 12 {page}", footer="Page {page} of 3"))
    return path


def test_pdf_title_comes_from_metadata_else_the_first_heading_like_line(tmp_path):
    assert load_file(_pdf(tmp_path, title="Marine Biology Syllabus, Fall 2026")).title == "Marine Biology Syllabus, Fall 2026"
    # a generated title ("Microsoft Word - x.docx") or none at all: the first heading-like line
    assert load_file(_pdf(tmp_path)).title == "Marine Biology 210: Course Syllabus"
    assert load_file(_pdf(tmp_path, title=None)).title == "Marine Biology 210: Course Syllabus"


def test_running_headers_footers_and_contents_lines_are_removed(tmp_path):
    body = pdf_text(_pdf(tmp_path).read_bytes()).body
    assert "DRAFT" not in body and "Page 2 of 3" not in body and "Jan 12" not in body
    assert "......" not in body and "\u2026" not in body  # dot-leader contents lines dropped
    assert body.count("Section 6: Course Prerequisite") == 1  # the real heading only
    assert "Welcome to the course." in body


def test_paragraphs_are_rebuilt_and_hyphenation_joined(tmp_path):
    body = pdf_text(_pdf(tmp_path).read_bytes()).body
    assert ("with field work in the estuary on three Saturdays during the term, and weekly labs in Science Hall."
            in body)
    assert "complete the online registration form for field work" in body
    assert "\n\nOffice: Room 12\n\nEmail: marine at example" in body  # short lines stay lines


def test_each_chunk_knows_its_page_and_citations_show_it(tmp_path):
    from bots.slack.blocks import citation_line
    from bots.teams.cards import source_caption

    doc = load_file(_pdf(tmp_path), tmp_path / "docs")
    chunks, _ = StructuredChunker(chunk_size=200, chunk_overlap=40).chunk(doc)
    assert "<!-- page" not in " ".join(c.text for c in chunks)
    pages = [c.page for c in chunks]
    assert pages == sorted(pages) and set(pages) == {1, 2, 3}
    # a chunk's page is the page its text starts on
    assert all(c.page == 3 for c in chunks if c.text.startswith(("tration form", "Lab fee")))
    assert all(c.page == 2 for c in chunks if c.text.startswith(("Office:", "This course surveys")))
    assert chunks[-1].url == "docs/marine-210.pdf#page=3"  # the PDF open parameter: the link opens on page 3
    cited = Citation(n=1, title=doc.title, url=chunks[-1].url, page=chunks[-1].page)
    assert cited.page_label == "p. 3"
    assert "p. 3" in citation_line(cited) and source_caption(cited).startswith("p. 3")


def test_an_answer_from_a_pdf_cites_the_page(tmp_path, settings):
    from bots.cli.ingest import ingest_paths
    from bots.runtime import AdvisorRuntime

    def filler(n: int) -> list[str]:
        text = " ".join(f"Reading {n}.{k} for this week is posted on the course site and discussed in section."
                        for k in range(14))
        return [text[i:i + 85] for i in range(0, len(text), 85)]

    # "Week N" headings top every page (weeks 1, 3, 5 …: they do not count pages, so they are content)
    pages = [[f"Week {2 * n - 1}: Coastal ecology topics", *filler(n)] for n in range(1, 6)]
    pages[3][1:4] = ["The lab fee for Marine Biology 210 is $40, paid at the Science Hall office before the",
                     "first field trip; students with a fee waiver show their waiver letter instead.", ""]
    _pdf(tmp_path, pages=pages)
    rt = AdvisorRuntime(settings)
    ingest_paths(rt, [tmp_path / "docs"], quiet=True)
    assert all(f"Week {2 * n - 1}: Coastal" in " ".join(c.text for c in rt.index.chunks_at("marine-210", list(range(40))))
               for n in range(1, 6))
    fee_chunks = [c for c in rt.index.chunks_at("marine-210", list(range(40))) if "lab fee" in c.text]
    assert fee_chunks and {c.page for c in fee_chunks} == {4}
    answer = rt.advising.answer("What is the lab fee for Marine Biology 210?")
    # the citation names the page the quoted passage starts on (a passage merged with the chunk before it
    # starts on page 3)
    (page,) = [c.page for c in answer.citations][:1]
    assert page in (3, 4) and "$40" in answer.text, answer
    out = CliRunner().invoke(app, ["ask", "What is the lab fee for Marine Biology 210?"],
                             env={"ADVISOR_DATA_DIR": str(settings.data_dir)})
    assert out.exit_code == 0, out.output
    assert f"p. {page}" in out.output and f"marine-210.pdf#page={page}" in out.output


@pytest.mark.skipif(not (BENCH / "pdf").is_dir(), reason="shared/bench syllabi not present")
def test_a_real_syllabus_loses_its_contents_and_running_header():
    path = BENCH / "pdf" / "151 syllabus fall 2022 Rounds.pdf"
    text = pdf_text(path.read_bytes())
    assert text.title == "Introductory Biology"
    assert "........" not in text.body and "<PROF_LAST_NAME> Biology 151 Fall 2022" not in text.body
    assert text.body.count("<!-- page ") == text.pages - sum(1 for _ in ()) or text.body.count("<!-- page ") > 10
    assert "Student Learning Objectives" in text.body


def test_docx_headings_become_sections(tmp_path):
    import docx
    from docx.enum.style import WD_STYLE_TYPE

    document = docx.Document()
    document.add_heading("Chemistry 111 Syllabus", level=0)
    document.add_heading("Grading", level=1)
    document.add_paragraph("Exams count for 60% of the grade.")
    custom = document.styles.add_style("Syllabus Section", WD_STYLE_TYPE.PARAGRAPH)
    custom.base_style = document.styles["Heading 2"]
    document.add_paragraph("Late work", style="Syllabus Section")
    document.add_paragraph("Late labs lose 10% per day.")
    path = tmp_path / "chem111.docx"
    document.save(path)
    doc = load_file(path)
    assert doc.title == "Chemistry 111 Syllabus"
    chunks, _ = StructuredChunker(1000, 200).chunk(doc)
    sections = {c.section: c.text for c in chunks}
    assert "Exams count for 60%" in sections["Grading"]
    assert "Late labs lose 10% per day." in sections["Grading > Late work"]


# --- local files -------------------------------------------------------------------------------------------
def _folder(tmp_path) -> Path:
    folder = tmp_path / "handbook"
    (folder / "transport").mkdir(parents=True)
    (folder / "transport" / "shuttle.md").write_text("# Campus shuttle\n\nThe shuttle runs every 15 minutes.\n")
    (folder / "library.html").write_text("<html><head><title>Library | Northbridge University</title></head>"
                                         "<body><h1>Library hours</h1><p>Open until midnight.</p></body></html>")
    (folder / "notitle.html").write_text("<html><head><title>Gym opening times</title></head>"
                                         "<body><p>Open from 6 am.</p></body></html>")
    return folder


def test_files_link_to_the_published_copy_or_show_a_plain_path(tmp_path):
    folder = _folder(tmp_path)
    shuttle = load_file(folder / "transport" / "shuttle.md", folder)
    assert shuttle.url == "handbook/transport/shuttle.md" and "file:" not in shuttle.url
    published = load_file(folder / "transport" / "shuttle.md", folder, base_url="https://docs.example.edu/handbook/")
    assert published.url == "https://docs.example.edu/handbook/transport/shuttle.md"


def test_html_title_is_the_first_heading_else_the_title_element(tmp_path):
    folder = _folder(tmp_path)
    assert load_file(folder / "library.html", folder).title == "Library hours"
    assert "Northbridge University" not in load_file(folder / "library.html", folder).body
    assert load_file(folder / "notitle.html", folder).title == "Gym opening times"


def test_advisor_ingest_base_url_reaches_the_citation(tmp_path, settings):
    folder = _folder(tmp_path)
    env = {"ADVISOR_DATA_DIR": str(settings.data_dir)}
    runner = CliRunner()
    bad = runner.invoke(app, ["ingest", str(folder), "--base-url", "docs.example.edu"], env=env)
    assert bad.exit_code == 1 and "--base-url must be an http(s) URL" in " ".join(bad.output.split())
    ok = runner.invoke(app, ["ingest", str(folder), "--base-url", "https://docs.example.edu/handbook"], env=env)
    assert ok.exit_code == 0, ok.output
    answer = runner.invoke(app, ["ask", "How often does the campus shuttle run?", "--json"], env=env)
    assert "https://docs.example.edu/handbook/transport/shuttle.md" in answer.output
    assert "file://" not in answer.output
