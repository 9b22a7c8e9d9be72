"""Shared fixtures: settings in a temp data dir, a real Redis server, the sample knowledge base."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.services import RedisServer, WeaviateServer

REPO = Path(__file__).resolve().parent.parent
SAMPLE_KB = REPO / "core" / "knowledge" / "sample_kb"
DATA = Path(__file__).resolve().parent / "data"


@pytest.fixture(autouse=True)
def _isolated_env(monkeypatch, tmp_path):
    """No test reads the developer's .env or writes to their data dir."""
    monkeypatch.chdir(tmp_path)
    for key in list(__import__("os").environ):
        if key.startswith("ADVISOR_") and key not in ("ADVISOR_REQUIRE_SERVICES", "ADVISOR_WEAVIATE_SERVER_BIN"):
            monkeypatch.delenv(key, raising=False)
    monkeypatch.setenv("ADVISOR_DATA_DIR", str(tmp_path / "data"))


@pytest.fixture
def settings(tmp_path):
    from core.foundation.settings import Settings

    return Settings(data_dir=tmp_path / "data")


@pytest.fixture(scope="session")
def redis_server():
    server = RedisServer().start()
    yield server
    server.close()


@pytest.fixture
def redis_url(redis_server):
    """A clean database on the session's Redis server (restarted if a test killed it)."""
    import redis

    if redis_server.proc is None or redis_server.proc.poll() is not None:
        redis_server.start()
    client = redis.Redis.from_url(redis_server.url)
    client.flushdb()
    client.close()
    return redis_server.url


@pytest.fixture(scope="session")
def weaviate_server():
    """One weaviate-server for the session (tests use their own collections; a test that kills it restarts it)."""
    server = WeaviateServer().start()
    yield server
    server.close()


@pytest.fixture
def live_weaviate(weaviate_server):
    """The session's Weaviate server, restarted on its data dir if an earlier test killed it."""
    if weaviate_server.proc is None or weaviate_server.proc.poll() is not None:
        weaviate_server.start()
    return weaviate_server


# Confluence sync fixtures live in conftest scope so the session-wide full sync runs once for all modules.
from tests.confluence_support import confluence, confluence_server, synced_template  # noqa: E402, F401


@pytest.fixture(scope="module")
def llm_server():
    """A scripted OpenAI-compatible model server (a stand-in for the model only), one per test module."""
    from tests.llm_server import ScriptedLLM

    server = ScriptedLLM().start()
    yield server
    server.stop()


@pytest.fixture
def llm(llm_server):
    llm_server.reset()
    return llm_server


@pytest.fixture(scope="session")
def detector():
    """The shipped crisis detector with all its layers, built once for the run (its models load in about 3 s); tests
    that need another kind build their own."""
    from core.handoff.crisis import build_crisis_detector

    return build_crisis_detector()
