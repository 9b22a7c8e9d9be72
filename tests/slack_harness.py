"""The real Slack app, served by ``bots.server.build_app`` on a loopback port, in front of a small
knowledge base in LanceDB and the fake Slack Web API. Shared by the Slack tests and benchmarks/slack_load.py."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from pathlib import Path

import aiohttp
from aiohttp import web

from tests.services import free_port
from tests.slack_api_server import FakeSlackApi, SlackSender

SIGNING_SECRET = "8f742231b10e8888abcd99yyyzzz85a5"
BOT_TOKEN = "xoxb-0000000001-test-token"

KB_DOCS = {
    "graduation.md": """---
id: reg-graduation
title: Applying for graduation
url: https://wiki.example.edu/display/REG/Applying+for+graduation
version: 7
last_updated: 2026-08-14
space: Registrar
space_key: REG
---
# Applying for graduation

## How to apply
Students apply for graduation in the Student Portal under **Academics > Apply to Graduate**.
The application deadline is **March 1** for spring graduation and **October 1** for fall graduation.

## Graduation fee
The graduation application fee is $75, charged to the student account when the application is submitted.
""",
    "withdrawal.md": """---
id: reg-withdrawal
title: Withdrawing from a course
url: https://wiki.example.edu/display/REG/Withdrawing+from+a+course
version: 3
last_updated: 2026-05-02
space: Registrar
space_key: REG
---
# Withdrawing from a course

Students may withdraw from a course until the end of week ten of the semester using the withdrawal form.
A withdrawal appears as a W on the transcript and does not affect the grade point average.
""",
    "cs101.md": """---
id: cs101-syllabus
title: CS101 Syllabus
url: https://wiki.example.edu/display/CS101/Syllabus
version: 12
last_updated: 2026-09-01
space: CS101
space_key: CS101
---
# CS101 Syllabus

## Late work
Late homework loses 10 percent per day and is not accepted after three days.

## Grading
Homework is 40 percent, the midterm exam 25 percent and the final exam 35 percent of the grade.
""",
}


@dataclass
class SlackHarness:
    rt: object
    fake: FakeSlackApi
    sender: SlackSender
    base_url: str
    runner: web.AppRunner
    session: aiohttp.ClientSession

    @property
    def advisor(self):
        from bots.slack.routes import SLACK_KEY

        return self.runner.app[SLACK_KEY]

    async def post(self, path: str, body: str | bytes, headers: dict) -> aiohttp.ClientResponse:
        data = body.encode() if isinstance(body, str) else body
        async with self.session.post(self.base_url + path, data=data, headers=headers) as resp:
            await resp.read()
            return resp

    async def event(self, event: dict, event_id: str | None = None, **kw) -> aiohttp.ClientResponse:
        body, headers = self.sender.event_request(event, event_id, **kw)
        return await self.post("/slack/events", body, headers)

    async def settle(self) -> None:
        """Wait for every answer in flight: Bolt's listener tasks count as in flight from the moment Slack
        is acknowledged (bots/slack/listener_tasks.py), so no pause is needed for them to start."""
        await self.advisor.wait_idle(30)
        await self.delivery.wait_idle(30)  # the posts they queued, delivered (or given up)

    @property
    def delivery(self):
        from bots.delivery import DELIVERY_KEY

        return self.runner.app[DELIVERY_KEY]

    async def close(self) -> None:
        await self.session.close()
        await self.runner.cleanup()
        await self.fake.close()
        self.rt.close()


def write_kb(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in KB_DOCS.items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder


async def start_bot(tmp_path: Path, api_base_url: str, **overrides) -> tuple[object, web.AppRunner, str]:
    """The real app (bots.server.build_app) with a small knowledge base, listening on a free loopback port."""
    from bots.cli.ingest import ingest_paths
    from bots.runtime import AdvisorRuntime
    from bots.server import build_app
    from core.foundation.settings import Settings

    settings = Settings(data_dir=tmp_path / "data", slack_bot_token=BOT_TOKEN, slack_signing_secret=SIGNING_SECRET,
                        slack_api_base_url=api_base_url, **overrides)
    rt = AdvisorRuntime(settings)
    # ingest runs its own event loop (asyncio.run): off this one
    await asyncio.to_thread(ingest_paths, rt, [write_kb(tmp_path / "kb")], True)
    runner = web.AppRunner(build_app(rt), access_log=None)
    await runner.setup()
    port = free_port()
    await web.TCPSite(runner, "127.0.0.1", port).start()
    return rt, runner, f"http://127.0.0.1:{port}"


async def start_harness(tmp_path: Path, **overrides) -> SlackHarness:
    fake = await FakeSlackApi().start()
    rt, runner, base_url = await start_bot(tmp_path, fake.base_url, **overrides)
    return SlackHarness(rt=rt, fake=fake, sender=SlackSender(SIGNING_SECRET), base_url=base_url,
                        runner=runner, session=aiohttp.ClientSession())
