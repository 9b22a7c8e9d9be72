"""Sync safety on the Confluence test server and on folders: a listing that wrongly comes back empty deletes
nothing (exit 4), the lock outlives a listing slower than its expiry, refused credentials are one line (exit 2),
and a document that cannot be read keeps its previous version without blocking real deletions."""

from __future__ import annotations

import threading
import time

import pytest
from typer.testing import CliRunner

from bots.cli.main import app

TOPICS = ["fee waivers", "visa letters", "transcripts", "interviews", "deadlines", "scholarships"]


def _admissions_space(server) -> tuple[str, list[str]]:
    """A small space: a root page and six children with distinct content."""
    server.reset()
    server.add_space("ADM", "Admissions")
    root = server.add_page("Admissions", "<p>The admissions office answers applicants.</p>", "ADM")
    children = [server.add_page(f"Admissions {topic}", f"<h1>{topic}</h1><p>Everything about {topic}: ask desk {n}, "
                                f"form AD-{n:02d}.</p>", "ADM", parent_id=root) for n, topic in enumerate(TOPICS)]
    return root, children


def _env(monkeypatch, server, **extra: str) -> None:
    values = {"BASE_URL": server.base_url, "EMAIL": server.email, "API_TOKEN": server.token,
              "BACKOFF_S": "0.01", "MAX_RETRIES": "1", **extra}
    for key, value in values.items():
        monkeypatch.setenv(f"ADVISOR_CONFLUENCE_{key}", value)


def _indexed() -> set[str]:
    from bots.runtime import AdvisorRuntime
    from core.foundation.settings import Settings

    return set(AdvisorRuntime(Settings()).index.document_versions())


def _lines(output: str) -> list[str]:
    return [line for line in output.splitlines() if line.strip()]


def test_an_empty_search_under_a_live_root_deletes_nothing_and_exits_4(confluence_server, monkeypatch):
    server = confluence_server
    root, children = _admissions_space(server)
    _env(monkeypatch, server, ROOT_PAGES=root)
    runner = CliRunner()
    first = runner.invoke(app, ["sync", "--once", "--json"])
    assert first.exit_code == 0, first.output
    assert _indexed() == {root, *children}

    server.search_hides_pages = True  # the root page still answers; CQL ancestor= finds nothing
    refused = runner.invoke(app, ["sync", "--once"])
    assert refused.exit_code == 4, refused.output
    assert "would delete 6 of 7 indexed documents" in " ".join(refused.output.split())
    assert "--allow-mass-delete" in refused.output
    assert _indexed() == {root, *children}  # nothing deleted

    dry = runner.invoke(app, ["sync", "--dry-run", "--json"])
    assert dry.exit_code == 4 and '"deleted": 0' in dry.output

    forced = runner.invoke(app, ["sync", "--once", "--allow-mass-delete", "--json"])
    assert forced.exit_code == 0, forced.output
    assert _indexed() == {root}
    server.search_hides_pages = False


def test_one_deleted_page_is_no_mass_deletion_and_a_malformed_page_beside_it_keeps_its_version(confluence_server,
                                                                                              monkeypatch):
    server = confluence_server
    root, children = _admissions_space(server)
    _env(monkeypatch, server, ROOT_PAGES=root)
    runner = CliRunner()
    assert runner.invoke(app, ["sync", "--once"]).exit_code == 0

    server.delete(children[0])
    server.edit(children[1], storage="<p>unclosed <strong>paragraph</p>")
    partial = runner.invoke(app, ["sync", "--once", "--json"])
    assert partial.exit_code == 1, partial.output  # some pages failed
    assert '"deleted": 1' in partial.output and children[1] in partial.output
    assert _indexed() == {root, *children[1:]}  # the deleted page is gone, the malformed one stays


def test_refused_credentials_are_one_line_and_exit_2(confluence_server, monkeypatch):
    server = confluence_server
    root, _ = _admissions_space(server)
    _env(monkeypatch, server, ROOT_PAGES=root, API_TOKEN="wrong-token")
    result = CliRunner().invoke(app, ["sync", "--once"])
    assert result.exit_code == 2
    lines = _lines(result.output)
    assert len(lines) == 1 and "401" in lines[0] and "ADVISOR_CONFLUENCE_API_TOKEN" in lines[0]
    assert "Synced" not in result.output and "pages listed" not in result.output


@pytest.mark.redis
def test_the_lock_is_held_through_a_listing_slower_than_its_expiry(confluence_server, redis_url, tmp_path):
    from bots.cli.sync_cmd import run_sync_once
    from core.foundation.redis_client import redis_client
    from sync.scheduler import RedisSyncLock
    from tests.confluence_support import sync_settings

    server = confluence_server
    root, _ = _admissions_space(server)
    ttl = 2
    settings = sync_settings(server, tmp_path / "data", confluence_spaces="", confluence_root_pages=root,
                             redis_url=redis_url, sync_lock_ttl_s=ttl)
    server.inject("search", status=200, delay_s=3 * ttl, times=1)  # the listing outlasts the lock's expiry

    outcome: dict = {}
    worker = threading.Thread(target=lambda: outcome.update(report=run_sync_once(settings, show_progress=False)))
    worker.start()
    client = redis_client(redis_url)
    rival = RedisSyncLock(client, ttl_s=ttl)
    deadline = time.monotonic() + 120
    while server.calls["search"] == 0 and time.monotonic() < deadline:  # wait until the slow listing started
        time.sleep(0.05)
    listing_started = time.monotonic()
    probes_after_expiry = 0
    # probe while the run is still listing (bodies are fetched only after the listing; the lock is released at
    # the end of the run, so probing stops before then)
    while worker.is_alive() and not server.body_fetches and time.monotonic() < deadline:
        got = rival.acquire()
        assert not got, (f"a second sync got the lock while the first was still listing "
                         f"({time.monotonic() - listing_started:.1f} s into the listing)")
        if time.monotonic() - listing_started > ttl * 1.5:
            probes_after_expiry += 1  # still listing, past the expiry: the heartbeat kept the lock
        time.sleep(0.1)
    worker.join()
    assert probes_after_expiry > 0
    assert outcome["report"].new == 7 and outcome["report"].listing_complete
    assert rival.acquire()  # released at the end
    rival.release()


def _folder(tmp_path):
    folder = tmp_path / "kb"
    folder.mkdir()
    for name in ("alpha", "beta", "gamma", "delta", "epsilon"):
        (folder / f"{name}.md").write_text(f"# Page {name}\n\nPolicy {name} says students file form {name.upper()}-7.\n")
    (folder / "rules.md").write_text('---\nid: "9001"\ntitle: Rules\n---\n# Rules\n\nThe old rule is kept.\n')
    return folder


def test_a_bad_file_keeps_its_old_version_and_does_not_block_a_real_deletion(tmp_path):
    folder = _folder(tmp_path)
    runner = CliRunner()
    assert runner.invoke(app, ["ingest", str(folder)]).exit_code == 0
    assert _indexed() == {"alpha", "beta", "gamma", "delta", "epsilon", "9001"}

    (folder / "gamma.md").unlink()
    (folder / "beta.md").write_bytes("caf\xe9".encode("latin-1"))  # no longer UTF-8
    (folder / "rules.md").write_text("---\ntitle: [unclosed\n---\n# Rules\n")  # its id was in the front matter
    result = runner.invoke(app, ["ingest", str(folder), "--json"])
    assert result.exit_code == 1, result.output
    assert '"deleted": 1' in result.output
    assert "beta.md" in result.output and "not UTF-8" in result.output and "rules.md" in result.output
    assert "listing incomplete" not in result.output
    assert _indexed() == {"alpha", "beta", "delta", "epsilon", "9001"}


def test_deleting_most_of_a_folder_is_refused_unless_allowed(tmp_path):
    folder = _folder(tmp_path)
    runner = CliRunner()
    assert runner.invoke(app, ["ingest", str(folder)]).exit_code == 0
    for name in ("alpha", "beta", "gamma"):
        (folder / f"{name}.md").unlink()
    refused = runner.invoke(app, ["ingest", str(folder)])
    assert refused.exit_code == 4
    assert "would delete 3 of 6 indexed documents" in " ".join(refused.output.split())
    assert {"alpha", "beta", "gamma"} <= _indexed()
    allowed = runner.invoke(app, ["ingest", str(folder), "--allow-mass-delete"])
    assert allowed.exit_code == 0, allowed.output
    assert _indexed() == {"delta", "epsilon", "9001"}
