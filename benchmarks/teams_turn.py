"""Teams turn latency through the real CloudAdapter: time to acknowledge an activity (the HTTP response
Teams waits for, limit ~15 s) and time until the answer card reaches the connector. Extractive mode,
the three-document test knowledge base, local stores (no Redis).

    python benchmarks/teams_turn.py [--questions 30]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from core.foundation.settings import Settings  # noqa: E402
from tests.teams_connector_server import personal_message, serve_bot  # noqa: E402

QUESTIONS = ["When is the add/drop deadline?", "How much does a parking permit cost?",
             "How do I order a transcript?", "Can graduate students drop a class in week two?"]


async def main(n: int) -> None:
    tmp = Path(tempfile.mkdtemp(prefix="teams-bench-"))
    settings = Settings(data_dir=tmp / "data", teams_allow_anonymous=True, rate_limit_per_minute=0)
    ack_ms, answer_ms = [], []
    async with serve_bot(settings, tmp / "kb") as bot:
        for i in range(n):
            activity = personal_message(bot.connector.service_url, QUESTIONS[i % len(QUESTIONS)])
            before = len(bot.connector.answers())
            started = time.perf_counter()
            status, _ = await bot.post(activity)
            ack_ms.append((time.perf_counter() - started) * 1000)
            assert status in (200, 201)
            await bot.connector.wait_for(lambda calls, b=before: len(bot.connector.answers()) > b)
            answer_ms.append((time.perf_counter() - started) * 1000)
    for name, values in (("ack (HTTP response)", ack_ms), ("answer card delivered", answer_ms)):
        values = sorted(values)
        print(f"{name:24s} p50 {statistics.median(values):7.1f} ms   p95 {values[int(0.95 * (len(values) - 1))]:7.1f} ms"
              f"   max {values[-1]:7.1f} ms   (n={len(values)})")


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--questions", type=int, default=30)
    asyncio.run(main(parser.parse_args().questions))
