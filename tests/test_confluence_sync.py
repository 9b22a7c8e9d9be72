"""Confluence sync acceptance: a test Confluence server in the real wire format, a real LanceDB, the real
MiniLM embedder. First sync indexes all; re-sync fetches and embeds nothing; edits, deletes and moves are
picked up; a crashed run resumes; dry runs change nothing; folders of files share the same pipeline."""

from __future__ import annotations

import asyncio

from tests.conftest import SAMPLE_KB

PROBATION = "786819"  # Academic Probation, under Registrar > Grades and Academic Standing
PARKING = "458752"  # Parking Permits
ZORBLAX = "## Zorblax waiver\n\nThe zorblax waiver deadline is the 31st of October; late zorblax forms are refused.\n"


def test_first_sync_indexes_every_page_and_a_second_sync_fetches_and_embeds_nothing(confluence, synced_template):
    _, first, first_fetches = synced_template
    pages = len(confluence.server.pages)
    assert pages == len([p for p in SAMPLE_KB.glob("*.md") if p.name != "README.md"])
    assert first.listing_complete and first.listed == first.new == pages
    assert first.failed == [] and first.deleted == 0
    assert first.chunks_embedded == first.chunks_written > pages
    assert sorted(first_fetches) == sorted(confluence.server.pages) and set(first_fetches.values()) == {1}
    # pages whose whole body is noise (placeholders) are tracked but have no chunk to index
    assert set(confluence.runtime.index.document_versions()) == set(confluence.server.pages) - set(first.empty_documents)

    second = confluence.sync()
    assert (second.unchanged, second.new, second.changed, second.deleted) == (pages, 0, 0, 0)
    assert second.bodies_fetched == 0 and second.chunks_embedded == 0
    assert sum(confluence.server.body_fetches.values()) == 0  # not one body was asked of the server


def test_editing_a_page_re_embeds_only_its_chunks_and_answers_cite_the_new_version(confluence):
    server = confluence.server
    old_chunks = {c.id for c in confluence.doc_chunks(PROBATION)}
    new_version = server.edit(PROBATION, append_markdown=ZORBLAX)

    report = confluence.sync()
    assert (report.changed, report.new, report.unchanged) == (1, 0, len(server.pages) - 1)
    assert set(server.body_fetches) == {PROBATION}  # only the edited page (HTTP retries may repeat it)
    new_chunks = confluence.doc_chunks(PROBATION)
    assert 0 < report.chunks_embedded <= len(new_chunks)
    # the unchanged sections kept their vectors: only the new or changed section was embedded
    assert report.chunks_embedded == len({c.id for c in new_chunks} - old_chunks)
    assert {c.version for c in new_chunks} == {str(new_version)}

    answer = confluence.ask("When is the zorblax waiver deadline?")
    assert "31st of October" in answer.text
    assert answer.citations[0].doc_id == PROBATION and answer.citations[0].version == str(new_version)


def test_deleted_page_disappears_from_the_index_and_answers(confluence):
    before = confluence.ask("How do I get a parking permit?")
    assert PARKING in [c.doc_id for c in before.citations]
    confluence.server.delete(PARKING)

    report = confluence.sync()
    assert report.deleted == 1 and report.listing_complete
    assert confluence.doc_chunks(PARKING) == []
    assert PARKING not in confluence.runtime.index.document_versions()
    after = confluence.ask("How do I get a parking permit?")
    assert PARKING not in [c.doc_id for c in after.citations]


def test_moved_page_gets_its_new_breadcrumb_without_a_version_change(confluence):
    server = confluence.server
    version = server.pages[PROBATION].version
    server.move(PROBATION, server.page_by_title("Academic Records").id)

    report = confluence.sync()
    # only the moved page is fetched (a retried request after a dropped keep-alive connection may count twice)
    assert report.changed == 1 and set(server.body_fetches) == {PROBATION}
    chunks = confluence.doc_chunks(PROBATION)
    assert chunks and {c.breadcrumb for c in chunks} == {"Registrar > Academic Records > Academic Probation"}
    assert {c.version for c in chunks} == {str(version)}


def test_label_exclusion_removes_a_page_and_ancestor_rename_updates_children(confluence):
    server = confluence.server
    server.set_labels(PARKING, ["parking", "archived"])
    campus = server.page_by_title("Campus Life").id
    server.edit(campus, title="Campus Life and Housing")

    report = confluence.sync(confluence_exclude_labels="Archived")
    assert report.deleted == 1 and report.skipped == 1
    assert confluence.doc_chunks(PARKING) == []
    children = [p.id for p in server.pages.values() if p.parent_id == campus and p.id != PARKING]
    assert report.changed == 1 + len(children)  # the renamed page and every child (breadcrumb changed)
    for child in children:
        assert all("Campus Life and Housing" in c.breadcrumb for c in confluence.doc_chunks(child))


def test_child_page_walk_lists_the_same_pages_as_cql(confluence):
    from sync.confluence_client import ConfluenceClient
    from sync.confluence_listing import list_pages

    roots = [p.id for p in confluence.server.home_pages()]

    async def both():
        async with ConfluenceClient(confluence.server.base_url, confluence.server.email, confluence.server.token) as c:
            return await list_pages(c, roots, [], method="cql"), await list_pages(c, roots, [], method="children")

    cql, walk = asyncio.run(both())
    assert cql.complete and walk.complete and len(cql.items) == len(confluence.server.pages)
    assert {i: p.signature for i, p in cql.items.items()} == {i: p.signature for i, p in walk.items.items()}
    assert confluence.server.calls["children"] >= len(roots)  # the walk asked /child/page, level by level


def test_crashed_run_resumes_without_redoing_finished_pages(confluence):
    from sync.confluence_client import ConfluenceClient
    from sync.confluence_source import ConfluenceSource
    from sync.pipeline import SyncPipeline

    server = confluence.server
    edited = sorted(server.pages)[:3]
    for page_id in edited:
        server.edit(page_id, append_markdown=f"Extra note for page {page_id}.")

    calls = {"n": 0}

    def crash_after_first_batch(phase, advance, total):
        if phase == "indexing" and advance:
            calls["n"] += 1
            raise KeyboardInterrupt("killed")

    async def run(progress, batch_size):
        async with ConfluenceClient(server.base_url, server.email, server.token) as client:
            source = ConfluenceSource(client, [], sorted(server.spaces))
            return await SyncPipeline(confluence.runtime.knowledge_base, confluence.state, batch_size=batch_size,
                                      progress=progress).run(source)

    try:
        asyncio.run(run(crash_after_first_batch, 1))
    except KeyboardInterrupt:
        pass
    assert calls["n"] == 1
    server.body_fetches.clear()
    resumed = asyncio.run(run(None, 32))
    assert resumed.changed == 2 and resumed.bodies_fetched == 2  # the page finished before the crash is done
    assert {c.version for page_id in edited for c in confluence.doc_chunks(page_id)} == {
        str(server.pages[page_id].version) for page_id in edited}


def test_dry_run_lists_changes_and_changes_nothing(confluence):
    server = confluence.server
    server.edit(PROBATION, append_markdown=ZORBLAX)
    server.delete(PARKING)
    server.add_page("New Advising Hours", "<p>Advising is open on Saturdays.</p>", "REG",
                    server.page_by_title("Registrar").id)

    report = confluence.sync(dry_run=True)
    actions = {c["action"]: c["title"] for c in report.changes}
    assert actions == {"new": "New Advising Hours", "changed": "Academic Probation", "deleted": "Parking Permits"}
    assert report.bodies_fetched == 0 and sum(server.body_fetches.values()) == 0
    assert PARKING in confluence.runtime.index.document_versions()
    assert confluence.runtime.index.document_versions()[PROBATION] == str(server.pages[PROBATION].version - 1)

    applied = confluence.sync()
    assert (applied.new, applied.changed, applied.deleted) == (1, 1, 1)


def test_folder_of_files_uses_the_same_diff_and_apply(settings, tmp_path):
    from bots.cli.ingest import ingest_paths
    from bots.runtime import AdvisorRuntime

    folder = tmp_path / "kb"
    folder.mkdir()
    for name in ("a", "b", "c"):
        (folder / f"{name}.md").write_text(f"# Page {name}\n\nPolicy {name} says students file form {name.upper()}-7.\n")
    rt = AdvisorRuntime(settings)
    first = ingest_paths(rt, [folder], quiet=True)
    assert (first["new"], first["embedded"]) == (3, first["chunks"])

    (folder / "b.md").write_text("# Page b\n\nPolicy b now says form B-9.\n")
    (folder / "c.md").unlink()
    (folder / "a.md").touch()  # a new modification time, same content: not re-indexed
    second = ingest_paths(rt, [folder], quiet=True)
    assert (second["new"], second["changed"], second["unchanged"], second["deleted"]) == (0, 1, 1, 1)
    assert second["embedded"] == 1
    assert set(rt.index.document_versions()) == {"a", "b"}
