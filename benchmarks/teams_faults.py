"""Benchmark (not a test): the Teams front door while its dependencies hang.

    python benchmarks/teams_faults.py [--activities 100] [--health-probes 50]

1. Ack latency while the connector hangs on every typing indicator: activities POSTed one after another
   (each its own conversation) to the real server + CloudAdapter; the local connector accepts typing
   requests and never answers them. Reports the HTTP response time (what Teams waits for, limit ~15 s)
   p50/p95/p99/max and whether each answer was still delivered exactly once.
2. /healthz while the identity endpoint (OpenID metadata + signing keys) hangs: authenticated activities
   wait for the signing keys (bounded by teams_signing_keys_timeout_s, off the event loop) while /healthz
   is probed; reports the probe latencies and the activities' statuses (401) and durations.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

import aiohttp

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from core.foundation.settings import Settings  # noqa: E402
from tests.faults import hang  # noqa: E402
from tests.identity_server import APP_ID, IdentityEndpoint  # noqa: E402
from tests.teams_connector_server import personal_message, serve_bot  # noqa: E402

QUESTIONS = ["When is the add/drop deadline?", "How much does a parking permit cost?",
             "How do I order a transcript?", "Can graduate students drop a class in week two?"]


def summary(values_ms: list[float]) -> dict:
    v = sorted(values_ms)
    pick = lambda q: round(v[min(len(v) - 1, int(q * (len(v) - 1) + 0.5))], 1)  # noqa: E731
    return {"n": len(v), "p50_ms": round(statistics.median(v), 1), "p95_ms": pick(0.95), "p99_ms": pick(0.99),
            "max_ms": round(v[-1], 1)}


async def ack_while_typing_hangs(n: int) -> dict:
    tmp = Path(tempfile.mkdtemp(prefix="teams-faults-"))
    settings = Settings(data_dir=tmp / "data", teams_allow_anonymous=True, rate_limit_per_minute=0)
    acks: list[float] = []
    async with serve_bot(settings, tmp / "kb") as bot:
        bot.connector.faults.always["typing"] = hang(3600)
        # Warm-up, not measured: the first activity builds the core (embedder, index, stores) on first use.
        started = time.perf_counter()
        await bot.post(personal_message(bot.connector.service_url, QUESTIONS[0], chat_id="a:warm-up"))
        cold_ms = (time.perf_counter() - started) * 1000
        await bot.connector.wait_for(lambda calls: len(bot.connector.answers()) >= 1, timeout_s=120)
        for i in range(n):
            activity = personal_message(bot.connector.service_url, QUESTIONS[i % len(QUESTIONS)],
                                        chat_id=f"a:bench-{i}")
            started = time.perf_counter()
            status, _ = await bot.post(activity)
            acks.append((time.perf_counter() - started) * 1000)
            assert status in (200, 201), status
        await bot.connector.wait_for(lambda calls: len(bot.connector.answers()) >= n + 1, timeout_s=300)
        await bot.delivery.wait_idle(60)
        per_conversation: dict[str, int] = {}
        for call in bot.connector.answers()[1:]:
            per_conversation[call.conversation_id] = per_conversation.get(call.conversation_id, 0) + 1
        bot.connector.faults.clear()
    return {"ack": summary(acks), "first_ack_cold_ms": round(cold_ms, 1), "answered": len(per_conversation),
            "exactly_once": len(per_conversation) == n and set(per_conversation.values()) == {1},
            "typing_requests_hung": len(bot.connector.failed)}


async def health_while_identity_hangs(probes: int, activities: int = 20) -> dict:
    tmp = Path(tempfile.mkdtemp(prefix="teams-identity-"))
    identity = await IdentityEndpoint().start()
    identity.hang = True
    settings = Settings(data_dir=tmp / "data", teams_app_id=APP_ID, teams_app_password="s3cret",
                        teams_openid_metadata_url=identity.metadata_url)
    try:
        async with serve_bot(settings) as bot:
            token = identity.token(bot.connector.service_url)

            async def authenticated(i: int) -> tuple[int, float]:
                started = time.perf_counter()
                activity = personal_message(bot.connector.service_url, "hello", chat_id=f"a:id-{i}")
                status, _ = await bot.post(activity, authorization=f"Bearer {token}")
                return status, (time.perf_counter() - started) * 1000

            waiting = [asyncio.ensure_future(authenticated(i)) for i in range(activities)]
            health: list[float] = []
            async with aiohttp.ClientSession() as session:
                while len(health) < probes:
                    started = time.perf_counter()
                    async with session.get(f"{bot.url}/healthz") as resp:
                        assert resp.status == 200
                    health.append((time.perf_counter() - started) * 1000)
                    await asyncio.sleep(0.05)
            results = await asyncio.gather(*waiting)
    finally:
        await identity.close()
    return {"healthz": summary(health), "activity_statuses": sorted({s for s, _ in results}),
            "activity_ms": summary([ms for _, ms in results]), "identity_requests": identity.requests,
            "signing_keys_timeout_s": settings.teams_signing_keys_timeout_s}


async def main(args: argparse.Namespace) -> None:
    report = {"ack_while_connector_hangs_on_typing": await ack_while_typing_hangs(args.activities),
              "healthz_while_identity_endpoint_hangs": await health_while_identity_hangs(args.health_probes)}
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--activities", type=int, default=100)
    parser.add_argument("--health-probes", type=int, default=50)
    asyncio.run(main(parser.parse_args()))
