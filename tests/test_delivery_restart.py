"""A queued answer survives the process: `advisor serve` killed (SIGKILL) after the answer was queued and
before Slack took it; the next `advisor serve` delivers it, exactly once. With Redis (the stream's pending
entry is claimed after the visibility timeout) and without (the local SQLite queue)."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
from pathlib import Path

import aiohttp
import pytest

from tests.faults import server_error
from tests.services import free_port
from tests.slack_api_server import FakeSlackApi, SlackSender, message_event
from tests.slack_harness import BOT_TOKEN, SIGNING_SECRET, write_kb

REPO = Path(__file__).resolve().parent.parent


def _env(tmp_path: Path, port: int, api: str, redis_url: str | None) -> dict:
    env = {**os.environ, "PYTHONPATH": str(REPO), "ADVISOR_DATA_DIR": str(tmp_path / "data"),
           "ADVISOR_HOST": "127.0.0.1", "ADVISOR_PORT": str(port), "ADVISOR_SLACK_BOT_TOKEN": BOT_TOKEN,
           "ADVISOR_SLACK_SIGNING_SECRET": SIGNING_SECRET, "ADVISOR_SLACK_API_BASE_URL": api,
           "ADVISOR_DELIVERY_BACKOFF_S": "0.2", "ADVISOR_DELIVERY_BACKOFF_MAX_S": "0.5",
           "ADVISOR_DELIVERY_SEND_TIMEOUT_S": "2", "ADVISOR_DELIVERY_VISIBILITY_TIMEOUT_S": "2",
           "ADVISOR_DELIVERY_POLL_INTERVAL_S": "0.2", "ADVISOR_LOG_LEVEL": "WARNING"}
    env.pop("ADVISOR_REDIS_URL", None)
    if redis_url:
        env["ADVISOR_REDIS_URL"] = redis_url
    return env


async def _wait_ready(port: int, proc: subprocess.Popen, timeout: float = 180) -> None:
    async def poll() -> None:
        async with aiohttp.ClientSession() as session:
            while True:
                assert proc.poll() is None, "advisor serve exited"
                try:
                    async with session.get(f"http://127.0.0.1:{port}/healthz") as r:
                        if r.status == 200:
                            return
                except aiohttp.ClientError:
                    pass
                await asyncio.sleep(0.2)
    await asyncio.wait_for(poll(), timeout)


def _serve(env: dict, cwd: Path) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "bots.cli.main", "serve"], env=env, cwd=cwd,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


@pytest.mark.parametrize("store", ["redis", "local"])
async def test_answer_queued_before_a_kill_is_delivered_by_the_next_start(tmp_path, redis_url, store):
    fake = await FakeSlackApi().start()
    port = free_port()
    env = _env(tmp_path, port, fake.base_url, redis_url if store == "redis" else None)
    subprocess.run([sys.executable, "-m", "bots.cli.main", "ingest", str(write_kb(tmp_path / "kb"))], env=env,
                   cwd=tmp_path, check=True, capture_output=True, timeout=600)
    fake.faults.always["chat.postMessage"] = server_error(503)  # Slack is down: the answer waits in the outbox
    first = _serve(env, tmp_path)
    second = None
    try:
        await _wait_ready(port, first)
        event = message_event("How do I apply for graduation?", channel="D0RESTART")
        body, headers = SlackSender(SIGNING_SECRET).event_request(event)
        async with aiohttp.ClientSession() as session:
            async with session.post(f"http://127.0.0.1:{port}/slack/events", data=body.encode(), headers=headers) as r:
                assert r.status == 200
        await fake.wait_for(lambda: any(c.method == "chat.postMessage" for c in fake.failed), timeout=120)
        first.send_signal(signal.SIGKILL)
        first.wait(10)
        assert fake.to("chat.postMessage") == []

        fake.faults.clear()  # Slack is back
        second = _serve(env, tmp_path)
        await _wait_ready(port, second)
        await fake.wait_for(lambda: len(fake.to("chat.postMessage")) >= 1, timeout=120)
        await _wait_outbox_empty(env, tmp_path)
        posts = fake.to("chat.postMessage")
        assert len(posts) == 1, "delivered exactly once"
        assert posts[0]["channel"] == "D0RESTART" and posts[0]["thread_ts"] == event["ts"]
        assert "Student Portal" in posts[0]["text"]
    finally:
        for proc in (first, second):
            if proc is not None and proc.poll() is None:
                proc.terminate()
                try:
                    proc.wait(30)
                except subprocess.TimeoutExpired:
                    proc.kill()
        await fake.close()


async def _wait_outbox_empty(env: dict, tmp_path: Path) -> None:
    from core.conversation.outbox_redis import build_outbox

    outbox = build_outbox(env.get("ADVISOR_REDIS_URL"), tmp_path / "data" / "state")

    async def poll() -> None:
        while (await asyncio.to_thread(outbox.stats)).depth:
            await asyncio.sleep(0.2)
    await asyncio.wait_for(poll(), 60)
    await asyncio.sleep(1.0)  # a duplicate would have to be sent within the poll interval; give it the chance
