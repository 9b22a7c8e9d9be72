"""Storage format → Markdown on the fixtures in tests/data/confluence, and `advisor convert`."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from bots.cli.main import app
from sync.confluence_page import front_matter, page_to_document
from sync.storage_converter import StorageFormatError, mentioned_users, storage_to_markdown
from tests.conftest import DATA

FIXTURES = DATA / "confluence"
BASE = "https://wiki.example.edu"


def _md(name: str) -> str:
    return storage_to_markdown((FIXTURES / name).read_text(encoding="utf-8"), BASE, "4242", "REG")


def test_macros_panels_code_and_expand():
    md = _md("macros_and_panels.xml")
    # non-content macros and empty paragraphs are gone, no storage markup leaks through
    assert "ac:" not in md and "ri:" not in md and "maxLevel" not in md
    assert md.startswith("# Course withdrawal")
    assert "end of week 9" in md  # &nbsp; became a character
    assert "> **Info:**\n>\n> Withdrawal after week 9 needs the dean’s approval." in md
    assert "> **International students:**" in md  # a panel's own title replaces the generic label
    assert "> **Warning:**\n>\n> A **W** grade appears on the transcript." in md
    assert "> **Tip:**" in md
    assert '```bash\nportal withdraw --course CS101 --term "2025 <fall>"\n```' in md
    assert "**Refund schedule details**\n\nFull refund before week 2" in md
    assert "1. Open the student portal.\n2. Choose *Enrolment > Withdraw*." in md
    assert "- Check the refund date." in md
    assert "**[Current]**" in md and "Withdrawal deadlines are set each semester." in md
    assert "- [x] Read the policy\n- [ ] Submit the form" in md
    assert "\n\n\n" not in md


def test_layouts_tables_links_attachments_and_images():
    md = _md("layout_tables_links.xml")
    assert "ac:layout" not in md and md.startswith("## Tuition fees")
    assert "| Student type | Fee per credit |\n| --- | --- |\n| Domestic | $350 |\n| International | $1,050 |" in md
    assert "| Deadline | 1 March |" in md and "| Late deadline | 15 March |" in md
    assert "[payment plans](https://wiki.example.edu/display/REG/Payment+Plans)" in md
    assert "[Late Fees](https://wiki.example.edu/display/REG/Late+Fees)" in md  # same space when none given
    assert "[fee schedule](https://wiki.example.edu/download/attachments/4242/fee%20schedule%202025.pdf)" in md
    assert "(https://wiki.example.edu/display/REG/Forms?preview=/form.docx)" in md
    assert "[Federal student aid](https://studentaid.gov/)" in md
    assert "[Image: Chart of fee increases since 2020]" in md  # alt text kept, image dropped
    assert "decoration.png" not in md and "fees-chart.png" not in md


def test_malformed_page_raises_a_clear_error():
    with pytest.raises(StorageFormatError, match=r"malformed storage format at line \d+, column \d+"):
        _md("malformed.xml")


def test_page_json_becomes_a_document_with_front_matter():
    page = json.loads((FIXTURES / "page.json").read_text())
    doc = page_to_document(page, "https://ignored.example.edu")
    assert (doc.id, doc.title, doc.version, doc.space, doc.space_key) == ("98765", "Course Withdrawal", "7", "Registrar", "REG")
    assert doc.url == "https://wiki.example.edu/confluence/display/REG/Course+Withdrawal"  # _links.base + webui
    assert doc.ancestors == ["Registrar", "Policies"] and doc.labels == ["policy", "withdrawal"]
    assert doc.last_updated.isoformat() == "2025-08-14T09:30:00+00:00"
    assert doc.breadcrumb == ["Registrar", "Policies", "Course Withdrawal"]
    text = front_matter(doc)
    assert text.startswith("---\nid: '98765'\ntitle: Course Withdrawal\n")
    assert "ancestors:\n- Registrar\n- Policies\n" in text and text.endswith("Withdraw by week 9.\n")


def test_advisor_convert_prints_markdown_with_front_matter_and_rejects_malformed_xml():
    runner = CliRunner()
    ok = runner.invoke(app, ["convert", str(FIXTURES / "macros_and_panels.xml"), "--base-url", BASE, "--space", "REG"])
    assert ok.exit_code == 0, ok.output
    assert ok.output.startswith("---\nid: macros_and_panels\ntitle: macros and panels\n")
    assert "# Course withdrawal" in ok.output and "> **Warning:**" in ok.output
    bad = runner.invoke(app, ["convert", str(FIXTURES / "malformed.xml")])
    assert bad.exit_code == 1 and "malformed storage format at line" in " ".join(bad.output.split())
    missing = runner.invoke(app, ["convert", str(FIXTURES / "nope.xml")])
    assert missing.exit_code == 1 and "no such file" in " ".join(missing.output.split())
