"""Sync under failure: 5xx on page fetches, 429 with Retry-After, a listing that fails midway, malformed pages."""

from __future__ import annotations


PROBATION = "786819"
PARKING = "458752"
TRANSCRIPTS = "851969"


def test_500s_are_retried_then_reported_failed_keep_the_old_version_and_the_next_sync_picks_them_up(confluence):
    server = confluence.server
    attempts = confluence.settings.confluence_max_retries + 1
    for page_id in (PROBATION, TRANSCRIPTS):
        server.edit(page_id, append_markdown=f"Extra paragraph for page {page_id}.")
        server.inject("page", page_id=page_id, status=503, times=attempts)
    old_version = confluence.runtime.index.document_versions()[PROBATION]

    report = confluence.sync()
    assert sorted(f["id"] for f in report.failed) == sorted([PROBATION, TRANSCRIPTS])
    assert all("503" in f["error"] for f in report.failed)
    assert report.changed == 0 and report.deleted == 0
    fetches = [c for c in server.call_log if c[1] == "page" and c[2] == PROBATION]
    assert len(fetches) == attempts and {c[3] for c in fetches} == {503}  # retried, then given up
    versions = confluence.runtime.index.document_versions()
    assert versions[PROBATION] == old_version and TRANSCRIPTS in versions  # previous versions stay

    retry = confluence.sync()  # the faults are used up: the server answers again
    assert retry.failed == [] and retry.changed == 2 and retry.unchanged == len(server.pages) - 2
    assert confluence.runtime.index.document_versions()[PROBATION] == str(server.pages[PROBATION].version)


def test_429_waits_as_long_as_retry_after_says(confluence):
    server = confluence.server
    server.edit(PROBATION, append_markdown="A new rule.")
    server.inject("page", page_id=PROBATION, status=429, retry_after=1, times=1)
    server.inject("search", status=403, retry_after=1, times=1)  # Server/DC throttling answers 403

    report = confluence.sync()
    assert report.failed == [] and report.changed == 1 and report.listing_complete
    for kind, page_id, throttled in (("page", PROBATION, 429), ("search", None, 403)):
        calls = [c for c in server.call_log if c[1] == kind and c[2] == page_id]
        assert [c[3] for c in calls[:2]] == [throttled, 200]
        assert calls[1][0] - calls[0][0] >= 0.95  # Retry-After: 1 honoured (backoff alone would be ~0.01 s)


def test_a_listing_that_fails_midway_deletes_nothing(confluence):
    server = confluence.server
    server.delete(PARKING)
    server.edit(PROBATION, append_markdown="A newer rule.")
    # search results come 10 per page; from the second page on, every space's search keeps failing
    server.max_limit = 10
    server.inject("search", status=500, times=100, min_start=10)

    report = confluence.sync()
    assert not report.listing_complete and report.deleted == 0
    assert any("listing incomplete" in e for e in report.errors)
    assert PARKING in confluence.runtime.index.document_versions()
    assert len(confluence.runtime.index.document_versions()) > report.listed

    server.faults.clear()
    healed = confluence.sync()
    assert healed.listing_complete and healed.deleted == 1
    assert PARKING not in confluence.runtime.index.document_versions()


def test_a_malformed_page_is_reported_and_its_previous_version_stays(confluence):
    server = confluence.server
    old_text = " ".join(c.text for c in confluence.doc_chunks(PROBATION))
    server.edit(PROBATION, storage="<h1>Broken</h1><p>unclosed paragraph<table><tr><td>x</td></tr>")

    report = confluence.sync()
    assert [f["id"] for f in report.failed] == [PROBATION]
    assert "malformed storage format" in report.failed[0]["error"]
    assert " ".join(c.text for c in confluence.doc_chunks(PROBATION)) == old_text


def test_slow_responses_time_out_and_are_retried(confluence):
    server = confluence.server
    server.edit(PROBATION, append_markdown="Slow news.")
    server.inject("page", page_id=PROBATION, status=200, delay_s=2.0, times=1)

    report = confluence.sync(confluence_timeout_s=0.5)
    assert report.failed == [] and report.changed == 1
    assert server.calls["page"] == 2  # the timed-out call and its retry
