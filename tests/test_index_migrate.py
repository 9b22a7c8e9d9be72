"""`advisor index migrate`: LanceDB ↔ Weaviate copies chunks and vectors; the target mirrors the source."""

from __future__ import annotations

import uuid

import numpy as np
import pytest
from typer.testing import CliRunner

from core.knowledge.index.base import SearchFilter
from core.foundation.settings import Settings
from tests.index_support import DIM, HashEmbedder, make_chunk

pytestmark = pytest.mark.weaviate
EMBEDDER = HashEmbedder()


def test_migrate_lancedb_to_weaviate_and_back(live_weaviate, monkeypatch, tmp_path):
    from bots.cli.main import app
    from core.knowledge.index import open_index

    monkeypatch.setenv("ADVISOR_WEAVIATE_URL", live_weaviate.url)
    monkeypatch.setenv("ADVISOR_WEAVIATE_GRPC_PORT", str(live_weaviate.grpc_port))
    monkeypatch.setenv("ADVISOR_INDEX_NAME", f"migrate_{uuid.uuid4().hex[:8]}")
    settings = Settings()
    lance = open_index(settings)
    weav = open_index(settings.model_copy(update={"index_backend": "weaviate"}))
    try:
        lance.ensure(EMBEDDER.model_id, DIM)
        docs = {f"d{i}": [make_chunk(f"d{i}", p, f"topic {i} part {p} enrolment", version=str(i)) for p in range(3)]
                for i in range(5)}
        for doc_id, chunks in docs.items():
            lance.replace_document(doc_id, chunks, EMBEDDER.embed_documents([c.enriched_text for c in chunks]))
        # a document only the target has: the mirror removes it
        weav.ensure(EMBEDDER.model_id, DIM)
        weav.replace_document("orphan", [make_chunk("orphan", 0, "old")], EMBEDDER.embed_documents(["old"]))

        result = CliRunner().invoke(app, ["index", "migrate", "--to", "weaviate"])
        assert result.exit_code == 0, result.output
        assert "Copied 5 documents (15 chunks)" in result.output and "removed 1" in result.output
        assert weav.document_versions() == lance.document_versions()
        for doc_id in docs:
            a_chunks, a_vecs = lance.export_document(doc_id)
            b_chunks, b_vecs = weav.export_document(doc_id)
            assert [c.model_dump() for c in a_chunks] == [c.model_dump() for c in b_chunks]
            np.testing.assert_allclose(a_vecs, b_vecs, atol=1e-6)
        q = EMBEDDER.embed_query("topic 3 part 2 enrolment")
        w_hits, l_hits = weav.vector_search(q, 15, SearchFilter()), lance.vector_search(q, 15, SearchFilter())
        assert w_hits[0].chunk.id == l_hits[0].chunk.id == docs["d3"][2].id
        assert {h.chunk.id: round(h.score, 4) for h in w_hits} == {h.chunk.id: round(h.score, 4) for h in l_hits}

        lance.drop()
        result = CliRunner().invoke(app, ["index", "migrate", "--from", "weaviate", "--to", "lancedb"])
        assert result.exit_code == 0, result.output
        assert open_index(settings).stats().chunks == 15
    finally:
        weav.drop()
        weav.close()


def test_migrate_refuses_same_backend_and_empty_source(monkeypatch):
    from bots.cli.main import app

    result = CliRunner().invoke(app, ["index", "migrate", "--to", "lancedb"])
    assert result.exit_code == 1 and "both lancedb" in result.output
    monkeypatch.setenv("ADVISOR_WEAVIATE_URL", "http://127.0.0.1:9")
    result = CliRunner().invoke(app, ["index", "migrate", "--to", "weaviate"])
    assert result.exit_code == 1 and "empty: nothing to migrate" in result.output
