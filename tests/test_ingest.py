"""Ingestion into a real LanceDB: incremental embedding, page replacement, bad files, model mismatch."""

from __future__ import annotations

import pytest

from bots.cli.ingest import ingest_paths
from bots.runtime import AdvisorRuntime
from core.knowledge.index.base import EmbeddingMismatchError, SearchFilter
from sync.files import load_files
from tests.conftest import SAMPLE_KB

PAGE = """---
id: "9001"
title: "Library Fines"
url: "https://wiki.example.edu/9001"
space: "Student Services"
space_key: "SS"
version: {version}
last_updated: "2026-05-01T12:00:00Z"
ancestors: ["Student Services", "Library"]
labels: ["library"]
---
# Library Fines

## Overdue books

Overdue books cost {fine} per day, up to a maximum of $10 per item.

## Lost books

{lost}
"""


def _write(tmp_path, version=1, fine="$0.25", lost="A lost book is billed at its replacement cost plus a $15 processing fee."):
    folder = tmp_path / "kb"
    folder.mkdir(exist_ok=True)
    (folder / "library-fines.md").write_text(PAGE.format(version=version, fine=fine, lost=lost))
    return folder


def test_reingesting_unchanged_documents_embeds_nothing(settings, tmp_path):
    rt = AdvisorRuntime(settings)
    first = ingest_paths(rt, [SAMPLE_KB], quiet=True)
    assert first["documents"] >= 30 and first["embedded"] == first["chunks"] > 0
    second = ingest_paths(rt, [SAMPLE_KB], quiet=True)
    assert second["embedded"] == 0
    assert second["reused"] == second["chunks"] == first["chunks"]
    assert rt.index.stats().chunks == first["chunks"]


def test_updating_a_page_replaces_its_chunks_and_leaves_no_stale_ones(settings, tmp_path):
    rt = AdvisorRuntime(settings)
    folder = _write(tmp_path)
    ingest_paths(rt, [folder], quiet=True)
    before = rt.index.existing_vectors("9001")
    assert len(before) == 2
    # the fine changes and the "Lost books" section disappears: one chunk re-embedded, one removed
    _write(tmp_path, version=2, fine="$0.50", lost="")
    summary = ingest_paths(rt, [folder], quiet=True)
    assert summary["embedded"] == 1
    after = rt.index.existing_vectors("9001")
    assert len(after) == 1 and not set(after) & set(before)
    hits = rt.index.keyword_search("overdue books per day", 5, SearchFilter(doc_ids=("9001",)))
    assert [h.chunk.version for h in hits] == ["2"]
    assert "$0.50" in hits[0].chunk.text
    assert rt.index.document_versions()["9001"] == "2"


def test_delete_document(settings, tmp_path):
    rt = AdvisorRuntime(settings)
    ingest_paths(rt, [_write(tmp_path)], quiet=True)
    assert rt.knowledge_base.delete("9001") == 2
    assert rt.index.keyword_search("overdue books", 5, SearchFilter()) == []


def test_bad_files_are_skipped_with_reasons_and_the_rest_is_ingested(settings, tmp_path):
    folder = _write(tmp_path)
    (folder / "empty.md").write_bytes(b"")
    (folder / "binary.md").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" * 10)
    (folder / "broken.pdf").write_bytes(b"%PDF-1.7\nthis is not really a pdf\n%%EOF")
    (folder / "latin1.txt").write_bytes("Caf\xe9 cr\xe8me and na\xefve r\xe9sum\xe9".encode("latin-1"))
    (folder / "huge.txt").write_bytes(b"a" * (20 * 1024 * 1024))
    (folder / "bad-front-matter.md").write_text("---\ntitle: [unclosed\n---\n# Body\n\ntext")
    report = load_files([folder])
    reasons = {p.rsplit("/", 1)[-1]: r for p, r in report.skipped}
    assert reasons["empty.md"] == "empty file"
    assert "binary" in reasons["binary.md"]
    assert "PDF does not parse" in reasons["broken.pdf"]
    assert "not UTF-8" in reasons["latin1.txt"]
    assert "too large" in reasons["huge.txt"]
    assert "front matter" in reasons["bad-front-matter.md"]
    assert [d.id for d in report.documents] == ["9001"]
    summary = ingest_paths(AdvisorRuntime(settings), [folder], quiet=True)
    assert summary["documents"] == 1 and len(summary["skipped"]) == 6


def test_pdf_and_docx_are_ingested(settings, tmp_path):
    from pathlib import Path

    bench = Path(__file__).resolve().parents[2] / "shared" / "bench" / "syllabusqa" / "docs"
    pdfs, docxs = sorted((bench / "pdf").glob("*.pdf"))[:1], sorted((bench / "docx").glob("*.docx"))[:1]
    if not pdfs or not docxs:
        pytest.skip("shared/bench syllabi not present")
    report = load_files([*pdfs, *docxs])
    assert not report.skipped
    kinds = {d.source_type for d in report.documents}
    assert kinds == {"pdf", "docx"}
    assert all(len(d.body) > 500 for d in report.documents)


def test_index_refuses_vectors_of_another_embedding_model(settings):
    rt = AdvisorRuntime(settings)
    rt.index.ensure(rt.embedder.model_id, rt.embedder.dimension)
    with pytest.raises(EmbeddingMismatchError):
        rt.index.ensure("openai:text-embedding-3-large", 3072)
