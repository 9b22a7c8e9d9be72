"""Fixtures for the Confluence sync tests: one test server for the session (content reset per test) and one
full sync of the sample space done once, whose data directory each test copies (embedding the whole
sample knowledge base per test would dominate the suite's run time)."""

from __future__ import annotations

import asyncio
import shutil
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.confluence_server import ConfluenceTestServer

SAMPLE_KB = Path(__file__).resolve().parent.parent / "core" / "knowledge" / "sample_kb"


def load_sample_space(server: ConfluenceTestServer) -> None:
    server.reset()
    server.load_markdown_dir(SAMPLE_KB)


def sync_settings(server: ConfluenceTestServer, data_dir: Path, **overrides):
    from core.foundation.settings import Settings

    # A generous timeout: the test server shares this process (and the GIL) with the sync's embedding work,
    # so on a busy machine a 5 s budget expired mid-request; the retry then fetched the page twice and the
    # abandoned first request reached the server's counters during the next test (the flaky
    # "second sync fetches nothing" failure). Tests about timeouts pass their own short value.
    values = dict(data_dir=data_dir, confluence_base_url=server.base_url, confluence_email=server.email,
                  confluence_api_token=server.token, confluence_spaces=",".join(sorted(server.spaces)),
                  confluence_backoff_s=0.01, confluence_max_retries=2, confluence_timeout_s=60.0)
    values.update(overrides)
    return Settings(**values)


@dataclass
class SyncEnv:
    server: ConfluenceTestServer
    settings: object

    def __post_init__(self) -> None:
        from bots.runtime import AdvisorRuntime
        from sync.sync_state import SyncState

        self.runtime = AdvisorRuntime(self.settings)
        self.state = SyncState.in_dir(self.settings.state_dir)

    def sync(self, dry_run: bool = False, **overrides):
        from sync.confluence_source import sync_confluence

        settings = self.settings.model_copy(update=overrides) if overrides else self.settings
        kb = None if dry_run else self.runtime.knowledge_base
        return asyncio.run(sync_confluence(settings, kb, self.state, dry_run=dry_run, index=self.runtime.index))

    def ask(self, question: str, asker_id: str | None = None, groups: tuple[str, ...] = ()):
        from core.conversation.model import Asker

        return self.runtime.advising.answer(question, asker=Asker(id=asker_id, groups=groups) if asker_id else None)

    def doc_chunks(self, doc_id: str):
        return self.runtime.index.chunks_at(doc_id, list(range(50)))

    def close(self) -> None:
        self.state.close()


@pytest.fixture(scope="session")
def confluence_server():
    server = ConfluenceTestServer().start()
    load_sample_space(server)
    yield server
    server.stop()


@pytest.fixture(scope="session")
def synced_template(confluence_server, tmp_path_factory):
    """(data dir, first report) of one full sync of the sample space."""
    load_sample_space(confluence_server)
    data = tmp_path_factory.mktemp("confluence-template") / "data"
    env = SyncEnv(confluence_server, sync_settings(confluence_server, data))
    report = env.sync()
    env.close()
    return data, report, dict(confluence_server.body_fetches)


@pytest.fixture
def confluence(confluence_server, synced_template, tmp_path):
    """A test server with the sample space and an index + sync state as after the first full sync."""
    template, _, _ = synced_template
    load_sample_space(confluence_server)
    data = tmp_path / "data"
    if data.exists():
        shutil.rmtree(data)
    shutil.copytree(template, data)
    env = SyncEnv(confluence_server, sync_settings(confluence_server, data))
    yield env
    env.close()
