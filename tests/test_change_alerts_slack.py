"""Change alerts through the Slack front door: questions asked over signed Slack events (real Bolt app, real
Redis, LanceDB), the quoted page edited and re-indexed, then `advisor alerts preview` / `send` and the
ingest hook post (or do not post) thread replies to the recording Slack Web API."""

from __future__ import annotations

import asyncio
import json

from typer.testing import CliRunner

from bots.cli.main import app
from tests.slack_api_server import mention_event
from tests.slack_harness import BOT_TOKEN, SIGNING_SECRET, start_harness


def _cli(monkeypatch, h, *args):
    settings = h.rt.settings
    for key, value in {"ADVISOR_DATA_DIR": str(settings.data_dir), "ADVISOR_REDIS_URL": settings.redis_url,
                       "ADVISOR_SLACK_BOT_TOKEN": BOT_TOKEN, "ADVISOR_SLACK_SIGNING_SECRET": SIGNING_SECRET,
                       "ADVISOR_SLACK_API_BASE_URL": settings.slack_api_base_url,
                       "ADVISOR_SLACK_CHANNEL_CONFIG": settings.slack_channel_config}.items():
        monkeypatch.setenv(key, value)
    result = CliRunner().invoke(app, list(args))
    assert result.exit_code == 0, result.output + repr(result.exception)
    return result.output


def _alerts(h):
    return [p for p in h.fake.to("chat.postMessage") if "quoted earlier" in p["text"]]


async def test_edit_preview_send_hook_and_delete(tmp_path, redis_url, monkeypatch):
    h = await start_harness(tmp_path, redis_url=redis_url,
                            slack_channel_config=json.dumps({"C0OPTOUT": {"change_alerts": False}}))
    try:
        told = mention_event("When can I withdraw from a course?", channel="C0GENERAL")
        other = mention_event("How much is the graduation fee?", channel="C0GENERAL")
        opted_out = mention_event("When can I withdraw from a course?", channel="C0OPTOUT")
        for event in (told, other, opted_out):
            await h.event(event)
        await h.settle()
        assert len(h.fake.to("chat.postMessage")) == 3

        kb = tmp_path / "kb" / "withdrawal.md"
        kb.write_text(kb.read_text().replace("week ten", "week eight").replace("version: 3", "version: 4"))
        # the page changes in the index without the hook (as if another process synced it): preview, then send
        from sync.files import load_file

        await asyncio.to_thread(h.rt.knowledge_base.upsert, [load_file(kb)])
        preview = json.loads(await asyncio.to_thread(_cli, monkeypatch, h, "alerts", "preview", "--json"))
        # exactly the threads shown the edited sentence (an answer may quote a second page), never the opted-out one
        shown = {p["thread_ts"] for p in h.fake.to("chat.postMessage") if "week ten" in p["text"]}
        assert told["ts"] in shown and opted_out["ts"] in shown
        expected = sorted(("C0GENERAL", t) for t in shown - {opted_out["ts"]})
        assert sorted((a["channel"], a["thread"]) for a in preview["alerts"]) == expected
        change = preview["alerts"][0]["changes"][0]
        assert "week ten" in change["old"] and "week eight" in change["new"]
        assert [s["reason"] for s in preview["suppressed"]] == ["channel_opted_out"]
        assert not _alerts(h)  # preview sends nothing

        await asyncio.to_thread(_cli, monkeypatch, h, "alerts", "send")  # off the loop serving the fake Slack API
        await h.fake.wait_for(lambda: len(_alerts(h)) >= len(expected))
        alerts = _alerts(h)
        assert sorted((a["channel"], a["thread_ts"]) for a in alerts) == expected
        for alert in alerts:
            assert "week ten" in alert["text"] and "week eight" in alert["text"] and "3 → 4" in alert["text"]
        second = json.loads(await asyncio.to_thread(_cli, monkeypatch, h, "alerts", "send", "--json"))
        assert second["sent"] == 0 and len(_alerts(h)) == len(expected)  # a second run: nothing new
        answers = [p for p in h.fake.to("chat.postMessage") if "quoted earlier" not in p["text"]]
        quoted_fee = {p["thread_ts"] for p in answers if "$75" in p["text"]}
        assert other["ts"] in quoted_fee

        # the graduation page is deleted and the folder re-ingested: the ingest hook says "may no longer hold"
        from bots.cli.ingest import ingest_paths

        (tmp_path / "kb" / "graduation.md").unlink()
        summary = await asyncio.to_thread(ingest_paths, h.rt, [tmp_path / "kb"], True)
        assert summary["deleted"] == 1 and summary["change_alerts"]["sent"] >= 1
        await h.fake.wait_for(lambda: len(_alerts(h)) >= len(expected) + summary["change_alerts"]["sent"])
        gone = [a for a in _alerts(h) if "may no longer hold" in a["text"]]
        assert sorted(a["thread_ts"] for a in gone) == sorted(quoted_fee - {opted_out["ts"]})
        assert all("Applying for graduation" in a["text"] and "adviser" in a["text"] for a in gone)
        before = len(_alerts(h))
        again = await asyncio.to_thread(ingest_paths, h.rt, [tmp_path / "kb"], True)
        assert again["change_alerts"] == {} and len(_alerts(h)) == before  # nothing changed: no duplicate
    finally:
        await h.close()
