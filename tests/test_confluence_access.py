"""Read-restricted pages: skipped by default; with confluence_index_restricted they are indexed with their
allowed users/groups and never surface for an asker outside them."""

from __future__ import annotations

from core.knowledge.index.base import SearchFilter

PROBATION = "786819"  # child of "Grades and Academic Standing"
PARKING = "458752"


def _restrict(server) -> set[str]:
    grades = server.page_by_title("Grades and Academic Standing").id
    server.restrict(grades, groups=["registrar-staff"])
    server.restrict(PARKING, users=["U-parking-officer"])
    return {grades, PARKING} | {p.id for p in server.pages.values() if p.parent_id == grades}


def _restricted_hits(confluence, restricted: set[str], flt: SearchFilter) -> set[str]:
    index = confluence.runtime.index
    found = set()
    for query in ("academic probation GPA", "parking permit", "grade appeal", "incomplete grade"):
        found |= {h.chunk.doc_id for h in index.keyword_search(query, 50, flt)}
        found |= {h.chunk.doc_id for h in index.vector_search(confluence.runtime.embedder.embed_query(query), 50, flt)}
    return found & restricted


def test_restricted_pages_are_not_indexed_by_default(confluence):
    restricted = _restrict(confluence.server)
    report = confluence.sync()
    assert report.skipped == len(restricted) and report.deleted == len(restricted)
    assert not restricted & set(confluence.runtime.index.document_versions())
    assert sum(confluence.server.body_fetches.values()) == 0  # not even fetched
    answer = confluence.ask("What GPA puts me on academic probation?", "U1", ("registrar-staff",))
    assert PROBATION not in [c.doc_id for c in answer.citations]


def test_indexed_restricted_pages_surface_only_for_allowed_users_and_groups(confluence):
    restricted = _restrict(confluence.server)
    report = confluence.sync(confluence_index_restricted=True)
    assert report.changed == len(restricted) and report.skipped == 0  # access metadata changed
    chunks = confluence.doc_chunks(PROBATION)
    assert chunks and {tuple(c.allowed_groups) for c in chunks} == {("registrar-staff",)}  # inherited
    assert {tuple(c.allowed_users) for c in confluence.doc_chunks(PARKING)} == {("U-parking-officer",)}

    # a public / anonymous asker never gets a restricted chunk, whatever the query
    assert _restricted_hits(confluence, restricted, SearchFilter()) == set()
    assert _restricted_hits(confluence, restricted, SearchFilter(asker_id="U-student", asker_groups=("students",))) == set()
    public = confluence.ask("What GPA puts me on academic probation?")
    assert not restricted & {c.doc_id for c in public.citations}
    student = confluence.ask("How do I get a parking permit?", "U-student", ("students",))
    assert PARKING not in [c.doc_id for c in student.citations]

    # members of the allowed group, and the allowed user, do see them
    staff = confluence.ask("What GPA puts me on academic probation?", "U-9", ("registrar-staff",))
    assert staff.citations and staff.citations[0].doc_id == PROBATION
    officer = confluence.ask("How do I get a parking permit?", "U-parking-officer")
    assert PARKING in [c.doc_id for c in officer.citations]

    # lifting the restriction makes the page public again on the next sync
    confluence.server.restrict(PARKING)
    lifted = confluence.sync(confluence_index_restricted=True)
    assert lifted.changed == 1
    assert PARKING in [c.doc_id for c in confluence.ask("How do I get a parking permit?").citations]
