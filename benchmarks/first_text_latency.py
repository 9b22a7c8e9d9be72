"""Time to the first visible answer text (not a test): streamed answers against the whole answer's time.

A scripted model (OpenAI-compatible, real SSE wire format) searches once, then writes its answer as 40
tokens over 2 s. For each platform the question goes through the real front door on loopback and the
local platform server records when each call arrived:

- Slack: a signed Events API request for a question in an assistant thread (the bot in this process, the
  fake Slack Web API in a child process). First visible text = the first ``chat.startStream`` /
  ``chat.appendStream`` carrying text; whole answer = the call that completes it (``chat.stopStream``,
  ``chat.update`` or ``chat.postMessage``). "Today" = the same question with the assistant surface off
  (⏳, then one ``chat.postMessage`` with the whole answer).
- Teams: add ``measure_teams`` below (same model script, same report shape).

    python benchmarks/first_text_latency.py [--rounds 10] [--platform slack] [--json]   # BENCH_TRACE=1: each round's calls

Target: first visible text under 700 ms after the platform's request.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing as mp
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

TOKENS, OVER_S = 40, 2.0
GOAL_MS = 700.0
QUESTION = "How do I apply for graduation?"
# 40 words without numbers or dates: every sentence passes the answer check against the cited page
ANSWER = ("Students apply for graduation in the Student Portal under Academics and then Apply to Graduate [{n}]. "
          "Open the portal, sign in with your university account, choose the Academics menu, select Apply to "
          "Graduate and submit the application before the deadline for your term [{n}].")


MODEL_CALLS: list[float] = []  # when each model request arrived (perf_counter, for --trace)


def model_script(llm) -> None:
    """Every turn: one search, then the answer streamed as TOKENS pieces over OVER_S seconds."""
    from tests.llm_server import call, paced, passage_numbers

    def respond(request: dict):
        MODEL_CALLS.append(time.perf_counter())
        if not any(m["role"] == "tool" for m in request["messages"]):
            return call("search_knowledge_base", query="apply for graduation")
        numbers = passage_numbers(request)
        return paced(ANSWER.format(n=numbers.get("Applying for graduation", 1)), tokens=TOKENS, over_s=OVER_S)

    llm.responder = respond


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(p / 100 * (len(ordered) - 1))))]


def summary(values: list[float]) -> dict:
    return {"n": len(values), "p50_ms": round(statistics.median(values), 1), "p95_ms": round(percentile(values, 95), 1),
            "max_ms": round(max(values), 1)} if values else {"n": 0}


# --- Slack -------------------------------------------------------------------------------------------------
def _serve_fake_slack(conn) -> None:
    """Child process: the fake Slack Web API, off the bot's event loop as slack.com would be."""
    from tests.slack_api_server import FakeSlackApi

    async def main() -> None:
        fake = await FakeSlackApi().start()
        conn.send({"fake": f"http://127.0.0.1:{fake.port}", "api": fake.base_url})
        await asyncio.get_running_loop().run_in_executor(None, conn.recv)
        await fake.close()

    asyncio.run(main())


async def _calls(session, fake: str) -> list[dict]:
    async with session.get(fake + "/_calls") as resp:
        return await resp.json()


async def _slack_round(session, sender, bot: str, fake: str, channel: str) -> dict:
    from tests.slack_api_server import message_event, message_ts

    thread_ts = message_ts()
    event = message_event(QUESTION, channel=channel, thread_ts=thread_ts)
    body, headers = sender.event_request(event)
    sent = time.perf_counter()
    async with session.post(bot + "/slack/events", data=body.encode(), headers=headers) as resp:
        assert resp.status == 200, resp.status
    acked = time.perf_counter()

    deadline = time.monotonic() + 60  # each round has its own channel: its calls are the ones in it
    while not [c for c in await _calls(session, fake) if c["params"].get("channel") == channel
               and c["method"] in ("chat.stopStream", "chat.postMessage")]:
        if time.monotonic() > deadline:
            raise TimeoutError("no answer within 60 s")
        await asyncio.sleep(0.02)
    await asyncio.sleep(0.3)  # a chat.update that may follow the stop
    calls = [c for c in await _calls(session, fake) if c["at"] >= sent and channel in (c["params"].get("channel"),
                                                                                     c["params"].get("channel_id"))]
    if os.environ.get("BENCH_TRACE"):
        print([(c["method"], round((c["at"] - sent) * 1000)) for c in calls],
              "model requests at", [round((t - sent) * 1000) for t in MODEL_CALLS if t >= sent], file=sys.stderr)
    texts = [c["at"] for c in calls if c["method"] in ("chat.startStream", "chat.appendStream")
             and c["params"].get("channel") == channel and any(ch.get("text") for ch in c["params"].get("chunks") or [])]
    finals = [c["at"] for c in calls if c["params"].get("channel") == channel
              and c["method"] in ("chat.stopStream", "chat.update", "chat.postMessage")]
    if not finals:
        raise RuntimeError(f"no final call seen: {[(c['method'], round(c['at'] - sent, 3)) for c in calls]}")
    whole = (max(finals) - sent) * 1000
    first = (min(texts) - sent) * 1000 if texts else whole
    return {"ack_ms": (acked - sent) * 1000, "first_text_ms": first, "whole_ms": whole}


async def measure_slack(rounds: int, llm, redis_url: str | None) -> dict:
    import aiohttp

    from tests.slack_api_server import SlackSender
    from tests.slack_harness import SIGNING_SECRET, start_bot

    parent, child = mp.Pipe()
    proc = mp.Process(target=_serve_fake_slack, args=(child,), daemon=True)
    proc.start()
    urls = parent.recv()
    results: dict = {}
    try:
        for mode, assistant, prefix in (("streamed (assistant pane)", True, "D0STREAM"),
                                        ("today (whole answer, ⏳)", False, "D0WHOLE")):
            with tempfile.TemporaryDirectory() as tmp:
                rt, runner, bot = await start_bot(Path(tmp), urls["api"], redis_url=redis_url, llm_base_url=llm.url,
                                                  llm_model="scripted", llm_timeout_s=30.0, slack_assistant=assistant,
                                                  rate_limit_per_minute=1000)
                try:
                    async with aiohttp.ClientSession() as session:
                        sender = SlackSender(SIGNING_SECRET)
                        await _slack_round(session, sender, bot, urls["fake"], f"{prefix}WARM")  # warm-up
                        rows = [await _slack_round(session, sender, bot, urls["fake"], f"{prefix}{i:03d}")
                                for i in range(rounds)]
                finally:
                    await runner.cleanup()
                    rt.close()
            results[mode] = {"first_text": summary([r["first_text_ms"] for r in rows]),
                             "whole_answer": summary([r["whole_ms"] for r in rows]),
                             "ack": summary([r["ack_ms"] for r in rows])}
    finally:
        parent.send("stop")
        proc.join(10)
    return results


PLATFORMS: dict[str, Callable[[int, object, str | None], Awaitable[dict]]] = {"slack": measure_slack}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--platform", choices=sorted(PLATFORMS), action="append")
    parser.add_argument("--no-redis", action="store_true", help="In-process stores instead of a private redis-server.")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()

    import logging

    logging.basicConfig(level=logging.ERROR)
    from tests.llm_server import ScriptedLLM

    redis = None
    if not args.no_redis:
        from tests.services import RedisServer

        redis = RedisServer().start()
    llm = ScriptedLLM().start()
    model_script(llm)
    load_before = os.getloadavg()
    report: dict = {"model": f"{TOKENS} tokens over {OVER_S:g} s", "goal_first_text_ms": GOAL_MS, "platforms": {}}
    try:
        for name in args.platform or sorted(PLATFORMS):
            report["platforms"][name] = asyncio.run(PLATFORMS[name](args.rounds, llm, redis.url if redis else None))
    finally:
        llm.stop()
        if redis:
            redis.stop()
    report["load_average"] = {"before": [round(x, 2) for x in load_before],
                              "after": [round(x, 2) for x in os.getloadavg()], "cpus": os.cpu_count()}
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    print(f"model: {report['model']}; goal: first text < {GOAL_MS:g} ms; load average "
          f"{report['load_average']['before']} → {report['load_average']['after']} on {os.cpu_count()} CPUs")
    for platform, modes in report["platforms"].items():
        for mode, figures in modes.items():
            first, whole = figures["first_text"], figures["whole_answer"]
            print(f"{platform:6} {mode:28} first text p50 {first['p50_ms']:7.0f} p95 {first['p95_ms']:7.0f} ms · "
                  f"whole answer p50 {whole['p50_ms']:7.0f} p95 {whole['p95_ms']:7.0f} ms (n={first['n']})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
