"""The structure-following chunker on tricky Markdown."""

from __future__ import annotations

import re

from core.knowledge.chunking import StructuredChunker
from core.knowledge.documents import SourceDocument

TRICKY = """# Grading Policy

Intro paragraph about grades.

## Letter grades

| Grade | Points | Range |
| --- | --- | --- |
""" + "\n".join(f"| G{i} | {i}.0 | {i * 10}-{i * 10 + 9} % of the final course mark |" for i in range(40)) + """

### Notes inside H2

- First item with a long explanation that goes on for a while so that the list is big enough to matter
  and continues on a second line
  - nested item under the first
- Second item
""" + "\n".join(f"- Item {i} of a long list with enough words to take up space in the chunk body" for i in range(30)) + """

## Code example

```python
# not a heading inside code
def f():
    return 1
```

## Empty section

## Placeholder section

TODO

## Punctuation section

--- ... ***
"""


def _doc(body: str, **kw) -> SourceDocument:
    return SourceDocument(id=kw.pop("id", "doc-1"), title=kw.pop("title", "Grading Policy"), body=body,
                          space="Registrar", ancestors=["Registrar", "Policies"], **kw)


def test_sections_split_on_h1_h2_and_keep_headers():
    chunks, _ = StructuredChunker(600, 120).chunk(_doc(TRICKY))
    sections = {c.section for c in chunks}
    assert {"Letter grades", "Code example"} <= sections
    for c in chunks:
        if c.section == "Letter grades":
            assert c.text.startswith("# Grading Policy\n## Letter grades")
    # H3 stays inside its H2 section, and '#' inside code is not a heading
    assert not any(c.section.endswith("Notes inside H2") for c in chunks)
    code = [c for c in chunks if c.section == "Code example"]
    assert len(code) == 1 and "# not a heading inside code" in code[0].text


def test_size_bounds_and_no_cut_inside_table_rows_or_list_items():
    size = 600
    chunks, _ = StructuredChunker(size, 120).chunk(_doc(TRICKY))
    table_chunks = [c for c in chunks if c.section == "Letter grades" and "| G" in c.text]
    assert len(table_chunks) > 2  # the table was split across chunks …
    for c in table_chunks:
        assert len(c.text) <= size + 60
        # … but only between rows: every table line is a whole row, and each chunk repeats the header
        rows = [l for l in c.text.splitlines() if l.startswith("|")]
        assert rows[0] == "| Grade | Points | Range |"
        assert all(re.fullmatch(r"\| (G\d+ \| \d+\.0 \| \d+-\d+ % of the final course mark|Grade \| Points \| Range|--- \| --- \| ---) \|", r) for r in rows)
    list_text = "\n".join(c.text for c in chunks if "Item 1 of" in c.text)
    assert "- First item" in "\n".join(c.text for c in chunks)
    for c in chunks:
        for line in c.text.splitlines():
            if line.startswith("- Item"):
                assert line.endswith("to take up space in the chunk body")
    assert list_text


def test_overlap_repeats_trailing_blocks():
    chunks, _ = StructuredChunker(600, 200).chunk(_doc(TRICKY))
    items = [c for c in chunks if c.section == "Letter grades" and "- Item" in c.text]
    assert len(items) >= 2
    first_lines = {l for l in items[0].text.splitlines() if l.startswith("- Item")}
    second_lines = {l for l in items[1].text.splitlines() if l.startswith("- Item")}
    assert first_lines & second_lines, "consecutive chunks of a section share their boundary blocks"


def test_enriched_text_has_breadcrumb_title_then_body():
    chunks, _ = StructuredChunker(600, 100).chunk(_doc(TRICKY))
    c = next(c for c in chunks if c.section == "Code example")
    assert c.enriched_text.startswith("Registrar > Policies > Grading Policy > Code example\nGrading Policy\n\n")
    assert c.enriched_text.endswith(c.text)


def test_noise_filters_report_counts_per_rule():
    chunks, report = StructuredChunker(600, 100).chunk(_doc(TRICKY))
    assert report.dropped["empty"] >= 1
    assert report.dropped["placeholder_only"] == 1
    assert report.dropped["punctuation_only"] == 1
    assert report.kept == len(chunks)
    assert not any(c.section in ("Empty section", "Placeholder section", "Punctuation section") for c in chunks)


def test_ids_are_deterministic_and_content_addressed():
    chunker = StructuredChunker(600, 100)
    a, _ = chunker.chunk(_doc(TRICKY))
    b, _ = chunker.chunk(_doc(TRICKY))
    assert [c.id for c in a] == [c.id for c in b]
    assert len({c.id for c in a}) == len(a)
    edited, _ = chunker.chunk(_doc(TRICKY.replace("def f():", "def g():")))
    changed = {c.id for c in edited} - {c.id for c in a}
    assert len(changed) == 1  # only the code chunk changed
    other_doc, _ = chunker.chunk(_doc(TRICKY, id="doc-2"))
    assert not {c.id for c in other_doc} & {c.id for c in a}


def test_oversized_paragraph_is_split_by_sentence():
    body = "# T\n\n" + " ".join(f"Sentence number {i} says something useful." for i in range(200))
    chunks, _ = StructuredChunker(500, 50).chunk(_doc(body, title="T"))
    assert len(chunks) > 5
    assert all(len(c.text) <= 560 for c in chunks)
    assert all(c.text.rstrip().endswith(".") for c in chunks)


def test_document_with_only_placeholders_yields_nothing():
    chunks, report = StructuredChunker().chunk(_doc("# Stub\n\nTBD\n\n## More\n\nContent coming soon", title="Stub"))
    assert chunks == []
    assert sum(report.dropped.values()) >= 2


def test_overlap_repeats_the_tail_of_a_paragraph_too_long_to_repeat_whole():
    # PDF text often arrives as one long paragraph; a sentence cut at a chunk boundary must still be
    # whole in one of the two chunks
    sentences = [f"Sentence number {i} says the lab quiz {i} is worth {i} points." for i in range(60)]
    chunks, _ = StructuredChunker(600, 200).chunk(_doc("# Labs\n\n" + " ".join(sentences)))
    assert len(chunks) >= 4
    for s in sentences:
        assert any(s in c.text for c in chunks), s
    for before, after in zip(chunks, chunks[1:]):
        body = after.text.split("\n\n", 1)[1]
        shared = body[: body.find(".") + 1]
        assert shared in before.text, "each chunk starts with a sentence the previous one ended with"
        assert len(body) <= 600


def test_tail_overlap_is_bounded_by_the_overlap_budget():
    from core.knowledge.chunking import _tail

    text = "First sentence here. Second one is here. Third and last sentence."
    assert _tail(text, 40) == "Third and last sentence."
    assert _tail(text, 45) == "Second one is here. Third and last sentence."
    assert _tail(text, 10) == ""  # too little room for a meaningful overlap
    assert len(_tail("word " * 100, 50)) <= 50
