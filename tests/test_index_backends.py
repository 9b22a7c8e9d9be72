"""The index port's contract, run against both backends: embedded LanceDB and a real weaviate-server."""

from __future__ import annotations

import numpy as np
import pytest

from core.knowledge.documents import SourceDocument
from core.knowledge.index.base import EmbeddingMismatchError, SearchFilter
from tests.index_support import DIM, HashEmbedder, make_chunk, open_backend

EMBEDDER = HashEmbedder()


@pytest.fixture(params=["lancedb", pytest.param("weaviate", marks=pytest.mark.weaviate)])
def index(request, tmp_path):
    server = request.getfixturevalue("live_weaviate") if request.param == "weaviate" else None
    idx = open_backend(request.param, tmp_path, server)
    idx.ensure(EMBEDDER.model_id, DIM)
    yield idx
    if request.param == "weaviate":
        idx.drop()
        idx.close()


def put(index, doc_id, chunks):
    index.replace_document(doc_id, chunks, EMBEDDER.embed_documents([c.enriched_text for c in chunks]))
    return chunks


def ids(hits):
    return [h.chunk.id for h in hits]


def test_round_trip_keeps_every_chunk_field(index):
    chunk = make_chunk("d1", 0, "Late fees are charged after the second week.", section="Fees > Late fees",
                       version="7", space="Registrar", space_key="REG", breadcrumb="Registrar > Fees",
                       labels=["fees", "deadlines"], source_type="confluence", allowed_users=["u1"],
                       allowed_groups=["staff"])
    put(index, "d1", [chunk])
    [hit] = index.keyword_search("late fees", 5, SearchFilter(asker_id="u1"))
    assert hit.chunk.model_dump() == chunk.model_dump()
    assert hit.score > 0


def test_replacing_a_shrunk_page_leaves_no_stale_chunks(index):
    old = put(index, "d1", [make_chunk("d1", i, f"old paragraph {i} about housing") for i in range(5)])
    new = [old[0], make_chunk("d1", 1, "new paragraph about housing deposits")]
    put(index, "d1", new)
    assert set(index.existing_vectors("d1")) == {c.id for c in new}
    assert [c.id for c in index.chunks_at("d1", list(range(5)))] == [c.id for c in new]
    assert set(ids(index.keyword_search("paragraph housing", 20, SearchFilter()))) == {c.id for c in new}
    assert index.stats().chunks == 2


def test_replacing_with_no_chunks_empties_the_document(index):
    put(index, "d1", [make_chunk("d1", 0, "parking permits")])
    index.replace_document("d1", [], np.zeros((0, DIM), dtype=np.float32))
    assert index.existing_vectors("d1") == {}
    assert index.document_versions() == {}


def test_existing_vectors_are_the_stored_ones(index):
    chunks = put(index, "d1", [make_chunk("d1", i, f"text {i} scholarships") for i in range(3)])
    stored = index.existing_vectors("d1")
    expected = EMBEDDER.embed_documents([c.enriched_text for c in chunks])
    for chunk, vector in zip(chunks, expected):
        np.testing.assert_allclose(stored[chunk.id], vector, rtol=1e-5, atol=1e-6)
    assert index.existing_vectors("unknown") == {}


def test_delete_document_removes_only_that_document(index):
    put(index, "d1", [make_chunk("d1", i, f"exam {i}") for i in range(3)])
    put(index, "d2", [make_chunk("d2", 0, "exam timetable")])
    assert index.delete_document("d1") == 3
    assert index.delete_document("d1") == 0
    assert {h.chunk.doc_id for h in index.keyword_search("exam", 10, SearchFilter())} == {"d2"}


def test_filters_scope_documents_spaces_and_labels(index):
    put(index, "reg", [make_chunk("reg", 0, "deadline to add a course", space="Registrar", space_key="REG",
                                  labels=["deadlines"])])
    put(index, "fin", [make_chunk("fin", 0, "deadline to pay tuition", space="Finance", space_key="FIN",
                                  labels=["fees", "deadlines"])])
    put(index, "hou", [make_chunk("hou", 0, "deadline to apply for housing", space="Housing", space_key="HOU")])

    def docs(**kw):
        hits = index.keyword_search("deadline", 10, SearchFilter(**kw))
        vhits = index.vector_search(EMBEDDER.embed_query("deadline"), 10, SearchFilter(**kw))
        assert {h.chunk.doc_id for h in hits} == {h.chunk.doc_id for h in vhits}  # same filter on both paths
        return {h.chunk.doc_id for h in hits}

    assert docs() == {"reg", "fin", "hou"}
    assert docs(doc_ids=("fin", "hou")) == {"fin", "hou"}
    assert docs(space_keys=("REG",)) == {"reg"}
    assert docs(space_keys=("Finance",)) == {"fin"}  # a space name works as well as its key
    assert docs(labels=("fees",)) == {"fin"}
    assert docs(labels=("deadlines",), space_keys=("REG", "FIN"), doc_ids=("reg",)) == {"reg"}
    assert docs(labels=("nothing",)) == set()


def test_access_control_is_applied_before_ranking(index):
    put(index, "pub", [make_chunk("pub", 0, "grading policy for everyone")])
    put(index, "usr", [make_chunk("usr", 0, "grading appeal of one student", allowed_users=["alice"])])
    put(index, "grp", [make_chunk("grp", 0, "grading guide for advisers", allowed_groups=["advisers", "deans"])])

    def visible(asker=None, groups=()):
        flt = SearchFilter(asker_id=asker, asker_groups=groups)
        kw = {h.chunk.doc_id for h in index.keyword_search("grading", 10, flt)}
        vec = {h.chunk.doc_id for h in index.vector_search(EMBEDDER.embed_query("grading"), 10, flt)}
        assert kw == vec
        return kw

    assert visible() == {"pub"}
    assert visible("bob") == {"pub"}
    assert visible("alice") == {"pub", "usr"}
    assert visible("bob", ("deans",)) == {"pub", "grp"}
    assert visible("alice", ("students", "advisers")) == {"pub", "usr", "grp"}
    # a user id is not a group id
    assert visible("advisers") == {"pub"}


def test_keyword_ranking_prefers_the_matching_chunk(index):
    put(index, "park", [make_chunk("park", 0, "Parking permits are sold at the campus parking office.")])
    put(index, "fees", [make_chunk("fees", 0, "Tuition fees are due before the term starts.")])
    put(index, "cafe", [make_chunk("cafe", 0, "The résumé clinic meets in the café on Fridays.")])
    hits = index.keyword_search("where do I buy a parking permit", 10, SearchFilter())
    assert hits[0].chunk.doc_id == "park"
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)
    # accents folded on both sides, as students type without them
    assert index.keyword_search("resume cafe", 10, SearchFilter())[0].chunk.doc_id == "cafe"
    # English stemming on both backends: inflected forms meet
    put(index, "enr", [make_chunk("enr", 0, "Students enrolled in two majors need a second adviser.")])
    assert index.keyword_search("enrolling majoring", 10, SearchFilter())[0].chunk.doc_id == "enr"
    assert index.keyword_search("   ", 10, SearchFilter()) == []
    assert index.keyword_search("zzzunknownword", 10, SearchFilter()) == []


def test_vector_ranking_is_cosine_similarity(index):
    chunks = [make_chunk("d", i, text) for i, text in enumerate(
        ["library opening hours", "exam resit rules", "library fines and loans", "sports centre"])]
    put(index, "d", chunks)
    query = EMBEDDER.embed_query(chunks[2].enriched_text)
    hits = index.vector_search(query, 3, SearchFilter())
    assert len(hits) == 3
    assert hits[0].chunk.id == chunks[2].id
    assert hits[0].score == pytest.approx(1.0, abs=1e-4)
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)
    expected = float(EMBEDDER.embed_documents([chunks[0].enriched_text])[0] @ query)
    assert {h.chunk.id: h.score for h in hits}[chunks[0].id] == pytest.approx(expected, abs=1e-4)


def test_another_embedding_model_is_refused(index):
    put(index, "d", [make_chunk("d", 0, "anything")])
    with pytest.raises(EmbeddingMismatchError):
        index.ensure("another-model", DIM)
    with pytest.raises(EmbeddingMismatchError):
        index.ensure(EMBEDDER.model_id, DIM + 1)
    index.ensure(EMBEDDER.model_id, DIM)  # the same model is welcome


def test_document_versions_and_interrupted_writes(index):
    put(index, "a", [make_chunk("a", i, f"a{i}", version="3") for i in range(2)])
    put(index, "b", [make_chunk("b", 0, "b0", version="12")])
    assert index.document_versions() == {"a": "3", "b": "12"}
    # what an interrupted replace leaves behind: chunks of two versions → "" so the sync rewrites it
    put(index, "a", [make_chunk("a", 0, "a0", version="3"), make_chunk("a", 1, "a1 new", version="4")])
    assert index.document_versions() == {"a": "", "b": "12"}


def test_chunks_at_returns_neighbours_in_order(index):
    chunks = put(index, "d", [make_chunk("d", i, f"part {i}") for i in range(6)])
    put(index, "e", [make_chunk("e", i, f"other {i}") for i in range(3)])
    assert [c.id for c in index.chunks_at("d", [4, 1, 2, 9])] == [chunks[1].id, chunks[2].id, chunks[4].id]
    assert index.chunks_at("d", []) == []


def test_stats_and_drop(index):
    put(index, "a", [make_chunk("a", i, f"a{i}") for i in range(3)])
    put(index, "b", [make_chunk("b", 0, "b0")])
    stats = index.stats()
    assert (stats.backend, stats.documents, stats.chunks) == (index.backend, 2, 4)
    assert (stats.embedding_model, stats.dimension) == (EMBEDDER.model_id, DIM)
    index.ping()
    index.drop()
    assert index.stats().chunks == 0
    index.ensure("another-model", 8)  # a dropped index takes any model
    assert index.stats().embedding_model == "another-model"


def test_knowledge_base_reuses_vectors_of_unchanged_chunks(index):
    from core.knowledge.chunking import StructuredChunker
    from core.knowledge.knowledge_base import KnowledgeBase

    kb = KnowledgeBase(index, EMBEDDER, StructuredChunker(300, 50))
    body = "\n\n".join(f"## Section {i}\n\n" + f"Paragraph {i} on course withdrawal rules. " * 6 for i in range(4))
    doc = SourceDocument(id="w", title="Withdrawal", body=body, version="1")
    first = kb.upsert([doc])
    assert first.embedded == first.chunks > 2
    second = kb.upsert([doc.model_copy(update={"version": "2", "body": body + "\n\n## New\n\nA new rule."})])
    assert second.reused >= first.chunks - 1 and second.embedded >= 1
    assert index.document_versions() == {"w": "2"}
