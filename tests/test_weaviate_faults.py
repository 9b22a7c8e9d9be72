"""Weaviate faults with the real server: down at start, rejected batches, killed in the middle of ingesting."""

from __future__ import annotations

import threading

import numpy as np
import pytest
from typer.testing import CliRunner

from core.knowledge.chunking import StructuredChunker
from core.knowledge.documents import SourceDocument
from core.knowledge.index.base import IndexError_, SearchFilter
from core.knowledge.index.weaviate_index import WeaviateIndex
from tests.index_support import DIM, HashEmbedder, make_chunk
from tests.services import WeaviateServer, free_port

pytestmark = pytest.mark.weaviate
EMBEDDER = HashEmbedder()


@pytest.fixture
def dead_url(monkeypatch):
    """Settings pointing at a loopback port where nothing listens."""
    url = f"http://127.0.0.1:{free_port()}"
    monkeypatch.setenv("ADVISOR_INDEX_BACKEND", "weaviate")
    monkeypatch.setenv("ADVISOR_WEAVIATE_URL", url)
    monkeypatch.setenv("ADVISOR_WEAVIATE_GRPC_PORT", str(free_port()))
    return url


def test_down_at_start_is_one_line_naming_the_url(dead_url):
    index = WeaviateIndex(dead_url, free_port(), "x")
    for call in (index.ping, lambda: index.ensure("m", 4), index.stats,
                 lambda: index.keyword_search("fees", 5, SearchFilter())):
        with pytest.raises(IndexError_) as info:
            call()
        message = str(info.value)
        assert dead_url in message and "\n" not in message and "unreachable" in message


def test_cli_index_stats_fails_with_the_url_when_weaviate_is_down(dead_url):
    from bots.cli.main import app

    result = CliRunner().invoke(app, ["index", "stats"])
    assert result.exit_code == 1
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("error:") and dead_url in lines[0]


def test_answer_path_says_the_knowledge_base_is_unavailable(dead_url, settings):
    from bots.cli.main import app
    from bots.runtime import AdvisorRuntime
    from core.foundation.settings import Settings

    answer = AdvisorRuntime(Settings()).advising.answer("When is the tuition deadline?")
    assert answer.mode == "unavailable" and answer.abstained
    assert "knowledge base is unavailable" in answer.text
    result = CliRunner().invoke(app, ["ask", "When is the tuition deadline?", "--json"])
    assert result.exit_code == 2
    assert "knowledge base is unavailable" in result.output


def test_rejected_batch_objects_raise(live_weaviate):
    index = WeaviateIndex(live_weaviate.url, live_weaviate.grpc_port, "t_rejected")
    try:
        index.ensure(EMBEDDER.model_id, DIM)
        index.replace_document("a", [make_chunk("a", 0, "fine")], EMBEDDER.embed_documents(["fine"]))
        bad = make_chunk("b", 0, "a vector of the wrong length")
        with pytest.raises(IndexError_, match="rejected 1 of 1 chunks of b"):
            index.replace_document("b", [bad], np.ones((1, DIM + 3), dtype=np.float32))
        assert index.document_versions() == {"a": "1"}
    finally:
        index.drop()
        index.close()


def _doc(i: int, version: str) -> SourceDocument:
    # each version rewrites every section, so old and new chunks have different ids
    body = "\n\n".join(f"## Rule {s}\n\n" + f"Version {version} of rule {s} in policy {i}. " * 12 for s in range(4))
    return SourceDocument(id=f"policy-{i}", title=f"Policy {i}", body=body, version=version)


def test_killed_mid_ingest_fails_then_rerun_completes_without_mixed_pages(tmp_path):
    from core.knowledge.knowledge_base import KnowledgeBase

    server = WeaviateServer().start()
    chunker = StructuredChunker(400, 80)
    try:
        index = WeaviateIndex(server.url, server.grpc_port, "crash_test")
        kb = KnowledgeBase(index, EMBEDDER, chunker)
        kb.upsert([_doc(i, "1") for i in range(60)])
        new_docs = [_doc(i, "2") for i in range(60)]

        written, done = threading.Event(), [0]

        def progress(n: int) -> None:
            done[0] += n
            if done[0] >= 10:
                written.set()

        killer = threading.Thread(target=lambda: written.wait(60) and server.kill())
        killer.start()
        with pytest.raises(IndexError_) as info:
            kb.upsert(new_docs, progress=progress)
        killer.join()
        assert server.url in str(info.value)
        assert 10 <= done[0] < 60  # the run stopped part-way and said so
        index.close()

        server.start()  # a restart on the same data directory, as after a crash
        index = WeaviateIndex(server.url, server.grpc_port, "crash_test")
        before = index.document_versions()
        assert set(before) == {d.id for d in new_docs}  # nothing lost
        assert "2" in before.values() and "1" in before.values()
        assert set(before.values()) <= {"1", "2", ""}  # "" = an interrupted page, flagged for rewrite

        report = KnowledgeBase(index, EMBEDDER, chunker).upsert(new_docs)
        assert report.documents == 60
        assert index.document_versions() == {d.id: "2" for d in new_docs}
        for doc in new_docs:
            expected = {c.id for c in chunker.chunk(doc)[0]}
            assert set(index.existing_vectors(doc.id)) == expected  # no stale chunk of version 1 left
        index.close()
    finally:
        server.close()
