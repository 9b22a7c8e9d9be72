"""Junk at the front doors: every unsigned or malformed request gets a 4xx, one log line and no traceback,
and nothing is sent. Slack's ``app_rate_limited`` notice is a 200 with a warning. Real server over HTTP."""

from __future__ import annotations

import hashlib
import hmac
import json
import logging
import time
from urllib.parse import urlencode

import aiohttp
import pytest

from core.foundation.settings import Settings
from tests.slack_harness import SIGNING_SECRET, start_harness
from tests.teams_connector_server import personal_message, serve_bot


def _signed(body: bytes, content_type: str, timestamp: str | None = None) -> dict:
    ts = timestamp or str(int(time.time()))
    base = f"v0:{ts}:".encode() + body
    signature = "v0=" + hmac.new(SIGNING_SECRET.encode(), base, hashlib.sha256).hexdigest()
    return {"Content-Type": content_type, "X-Slack-Request-Timestamp": ts, "X-Slack-Signature": signature}


FORM = "application/x-www-form-urlencoded"
SLACK_JUNK = {
    "timestamp abc": ("/slack/events", b'{"type":"event_callback"}',
                      {"Content-Type": "application/json", "X-Slack-Request-Timestamp": "abc",
                       "X-Slack-Signature": "v0=00"}),
    "unsigned command": ("/slack/commands", b"command=%2Fadvisor&text=hi", {"Content-Type": FORM}),
    "unsigned interaction": ("/slack/interactions", b"payload=%7B%7D", {"Content-Type": FORM}),
    "signature not hex": ("/slack/commands", b"command=%2Fadvisor", {
        "Content-Type": FORM, "X-Slack-Request-Timestamp": str(int(time.time())), "X-Slack-Signature": "garbage"}),
    "invalid UTF-8 command": ("/slack/commands", b"command=%2Fadvisor&text=\xff\xfe", None),
    "invalid UTF-8 event": ("/slack/events", b'{"type": "event_callback", "x": "\xff"}', None),
    "malformed payload=": ("/slack/interactions", b"payload=%7Bnot-json", None),
    "payload= not an object": ("/slack/interactions", urlencode({"payload": "[1, 2]"}).encode(), None),
    "no payload": ("/slack/interactions", b"foo=bar", None),
    "command without command": ("/slack/commands", b"text=hello", None),
    "event not JSON": ("/slack/events", b"{not json", None),
    "event JSON null": ("/slack/events", b"null", None),
    "event_callback without event": ("/slack/events", b'{"type": "event_callback", "event": "x"}', None),
}


def _no_tracebacks(caplog) -> None:
    assert not [r for r in caplog.records if r.exc_info], "no traceback in the log"
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR], [r.getMessage() for r in caplog.records]
    assert "Traceback" not in caplog.text


async def test_slack_junk_is_refused_with_4xx_and_no_traceback(tmp_path, caplog):
    h = await start_harness(tmp_path)
    try:
        caplog.clear()
        caplog.set_level(logging.INFO)
        for name, (path, body, headers) in SLACK_JUNK.items():
            content_type = "application/json" if path == "/slack/events" else FORM
            resp = await h.post(path, body, headers if headers is not None else _signed(body, content_type))
            assert 400 <= resp.status < 500, (name, resp.status)
            refusals = [r for r in caplog.records if r.name.startswith(("bots.", "aiohttp"))]
            assert len(refusals) <= 1, (name, [r.getMessage() for r in refusals])  # one line per refusal
            _no_tracebacks(caplog)
            caplog.clear()
        await h.settle()
        assert h.fake.calls == []
    finally:
        await h.close()


async def test_slack_app_rate_limited_notice_is_acknowledged_with_a_warning(tmp_path, caplog):
    h = await start_harness(tmp_path)
    try:
        body = json.dumps({"token": "legacy-unused", "type": "app_rate_limited", "team_id": "T0000001",
                           "minute_rate_limited": 1518467820, "api_app_id": "A0000001"}).encode()
        caplog.set_level(logging.INFO)
        resp = await h.post("/slack/events", body, _signed(body, "application/json"))
        assert resp.status == 200
        warnings = [r for r in caplog.records if r.levelno == logging.WARNING and "rate-limited" in r.getMessage()]
        assert len(warnings) == 1
        _no_tracebacks(caplog)
    finally:
        await h.close()


def _teams_junk(service_url: str) -> dict[str, bytes]:
    good = personal_message(service_url, "When is the add/drop deadline?")
    no_service = {k: v for k, v in good.items() if k != "serviceUrl"}
    no_conversation = {k: v for k, v in good.items() if k != "conversation"}
    conversation_without_id = {**good, "conversation": {"conversationType": "personal"}}
    return {
        "null": b"null", "list": b"[]", "string": b'"hello"', "number": b"42", "empty object": b"{}",
        "no type": json.dumps({k: v for k, v in good.items() if k != "type"}).encode(),
        "no serviceUrl": json.dumps(no_service).encode(),
        "no conversation": json.dumps(no_conversation).encode(),
        "conversation without id": json.dumps(conversation_without_id).encode(),
        "conversation not an object": json.dumps({**good, "conversation": "a:chat"}).encode(),
        "from not an object": json.dumps({**good, "from": "29:someone"}).encode(),
        "not JSON": b"{oops", "invalid UTF-8": b'{"type": "message", "text": "\xff"}',
    }


async def test_teams_junk_is_refused_with_400_and_no_traceback(tmp_path, caplog):
    settings = Settings(data_dir=tmp_path / "data", teams_allow_anonymous=True)
    async with serve_bot(settings) as bot:
        caplog.clear()
        caplog.set_level(logging.INFO)
        async with aiohttp.ClientSession() as session:
            for name, body in _teams_junk(bot.connector.service_url).items():
                async with session.post(f"{bot.url}/api/messages", data=body,
                                        headers={"Content-Type": "application/json"}) as resp:
                    assert resp.status == 400, (name, resp.status)
                refusals = [r for r in caplog.records if r.name.startswith("bots.")]
                assert len(refusals) == 1, (name, [r.getMessage() for r in refusals])
                _no_tracebacks(caplog)
                caplog.clear()
        assert bot.connector.calls == [] and "chat_turns" not in bot.rt.__dict__


@pytest.mark.parametrize("authorization", [None, "Bearer junk"])
async def test_teams_junk_without_valid_credentials_is_refused(tmp_path, authorization, caplog):
    settings = Settings(data_dir=tmp_path / "data", teams_app_id="5d1e7a52-0000-4000-8000-00000000a11c",
                        teams_app_password="s3cret")
    async with serve_bot(settings) as bot:
        caplog.set_level(logging.INFO)
        headers = {"Content-Type": "application/json", **({"Authorization": authorization} if authorization else {})}
        async with aiohttp.ClientSession() as session:
            async with session.post(f"{bot.url}/api/messages", data=b"null", headers=headers) as resp:
                assert resp.status == (401 if authorization is None else 400)
            valid_shape = json.dumps(personal_message(bot.connector.service_url, "hi")).encode()
            async with session.post(f"{bot.url}/api/messages", data=valid_shape, headers=headers) as resp:
                assert resp.status == 401
        _no_tracebacks(caplog)
