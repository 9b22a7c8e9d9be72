"""/readyz tells the truth: not ready while the index holds no documents, and says why."""

from __future__ import annotations

import pytest


@pytest.fixture
async def client_for(tmp_path):
    from aiohttp.test_utils import TestClient, TestServer

    from bots.runtime import AdvisorRuntime
    from bots.server import build_app
    from core.foundation.settings import Settings

    clients = []

    async def start(rt=None):
        rt = rt or AdvisorRuntime(Settings(data_dir=tmp_path / "data"))
        client = TestClient(TestServer(build_app(rt), host="127.0.0.1"))
        await client.start_server()
        clients.append(client)
        return client, rt

    yield start
    for client in clients:
        await client.close()


async def test_readyz_is_503_with_a_reason_while_the_index_is_empty_and_200_once_documents_arrive(client_for):
    from core.knowledge.documents import SourceDocument

    client, rt = await client_for()
    empty = await client.get("/readyz")
    body = await empty.json()
    assert empty.status == 503 and body["ready"] is False
    assert body["checks"]["index"].startswith("empty") and "advisor ingest" in body["checks"]["index"]
    assert (await client.get("/healthz")).status == 200  # alive, just not ready

    rt.knowledge_base.upsert([SourceDocument(id="reg", title="Registration",
                                             body="# Registration\n\nThe add/drop deadline is September 15.")])
    ready = await client.get("/readyz")
    assert ready.status == 200 and (await ready.json())["checks"]["index"] == "ok"
