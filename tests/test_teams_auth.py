"""Who may talk to /api/messages: Bot Framework JWT validation whenever an app id is configured,
anonymous only when explicitly allowed, refused by default. Refused requests send nothing and never
reach the core (the runtime's chat-turn processor is not even built)."""

from __future__ import annotations

import time

import jwt
import pytest

from core.foundation.settings import Settings
from tests.teams_connector_server import card_execute, personal_message, serve_bot

APP_ID = "5d1e7a52-0000-4000-8000-00000000a11c"


def _untouched(bot) -> bool:
    return bot.connector.calls == [] and "chat_turns" not in bot.rt.__dict__


def _foreign_token() -> str:
    """Well-formed and unexpired, but not issued by the Bot Framework."""
    now = int(time.time())
    return jwt.encode({"iss": "https://attacker.example", "aud": APP_ID, "serviceurl": "http://127.0.0.1/",
                       "iat": now, "nbf": now, "exp": now + 600}, "not-a-bot-framework-signing-key-0123456789", algorithm="HS256")


@pytest.mark.parametrize("authorization", [
    None,
    "Bearer not-a-jwt",
    "Basic dXNlcjpwYXNz",
    "Bearer " + _foreign_token(),
], ids=["missing", "garbage", "wrong-scheme", "foreign-issuer"])
async def test_with_an_app_id_bad_or_missing_tokens_get_401_and_nothing_is_sent(tmp_path, authorization):
    settings = Settings(data_dir=tmp_path / "data", teams_app_id=APP_ID, teams_app_password="s3cret",
                        teams_allow_anonymous=True)  # allow_anonymous never overrides a configured app id
    async with serve_bot(settings) as bot:
        for activity in (personal_message(bot.connector.service_url, "When is the add/drop deadline?"),
                         card_execute(bot.connector.service_url, "helpful", "some-answer")):
            status, _ = await bot.post(activity, authorization=authorization)
            assert status == 401
        assert _untouched(bot)


async def test_anonymous_is_refused_by_default(tmp_path):
    async with serve_bot(Settings(data_dir=tmp_path / "data")) as bot:
        assert bot.rt.settings.teams_app_id == "" and bot.rt.settings.teams_allow_anonymous is False
        status, _ = await bot.post(personal_message(bot.connector.service_url, "When is the add/drop deadline?"))
        assert status == 401
        status, _ = await bot.post(card_execute(bot.connector.service_url, "helpful", "some-answer"),
                                   authorization="Bearer " + _foreign_token())
        assert status == 401
        assert _untouched(bot)


async def test_malformed_requests_are_refused_cleanly(tmp_path):
    import aiohttp

    async with serve_bot(Settings(data_dir=tmp_path / "data", teams_allow_anonymous=True)) as bot:
        async with aiohttp.ClientSession() as session:
            async with session.post(f"{bot.url}/api/messages", data="hello", headers={"Content-Type": "text/plain"}) as r:
                assert r.status == 415
            async with session.post(f"{bot.url}/api/messages", data="{not json",
                                    headers={"Content-Type": "application/json"}) as r:
                assert r.status == 400
        assert _untouched(bot)
