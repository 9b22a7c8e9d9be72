"""Time to the first visible text in Teams (not a test): a streamed answer against the whole answer's time.

The Teams half of ``benchmarks/first_text_latency.py``: the same model script shape (one search, then the
answer streamed by the scripted OpenAI-compatible model as 40 tokens over 2 s), the question POSTed to the real
``/api/messages`` (CloudAdapter) on loopback, and the local Bot Framework connector recording when each
activity arrived. Per round, from the POST:

- first visible text: the first activity the student sees with text (the informative "Searching…" update);
- first answer text: the first ``streaming`` update (the model's words);
- whole answer: the final message (streamed) or the one message (today: ``teams_streaming=false``).

Teams' stream rules space updates ``teams_stream_interval_s`` apart (1 s by default), so the first answer
text follows the informative update by about that much.

    python benchmarks/first_text_latency_teams.py [--rounds 10] [--interval 1.0] [--json]

Target: first visible text under 700 ms after the request. The connector runs in the bot's process and
event loop (as in ``benchmarks/teams_turn.py``), which makes the figures slightly pessimistic.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from first_text_latency import summary  # noqa: E402 - the Slack benchmark's percentile summary, one definition

TOKENS, OVER_S = 40, 2.0
GOAL_MS = 700.0
TITLE = "Adding and Dropping Classes"  # a page of the connector module's test knowledge base
QUESTION = "When is the add/drop deadline for undergraduates?"
# about 45 words, only facts the cited page states: every sentence passes the answer check
ANSWER = ("Undergraduate students may add or drop a full-semester class in MyNSU until the end of the first week "
          "of classes, which is the add/drop deadline, without a W grade [{n}]. After the add/drop deadline, a "
          "class can only be withdrawn with a W grade, so check your schedule early in the first week [{n}].")


def model_script(llm) -> None:
    from tests.llm_server import call, paced, passage_numbers

    def respond(request: dict):
        if not any(m["role"] == "tool" for m in request["messages"]):
            return call("search_knowledge_base", query="add drop deadline undergraduate")
        # (unstreamed, the scripted model waits as long before answering: a model takes as long to write it)
        return paced(ANSWER.format(n=passage_numbers(request).get(TITLE, 1)), tokens=TOKENS, over_s=OVER_S)

    llm.responder = respond


async def _round(bot, chat_id: str) -> dict:
    from tests.teams_connector_server import personal_message

    activity = personal_message(bot.connector.service_url, QUESTION, chat_id=chat_id)
    sent = time.perf_counter()
    status, _ = await bot.post(activity)
    acked = time.perf_counter()
    assert status in (200, 201), status
    mine = lambda calls: [c for c in calls if c.conversation_id == chat_id]  # noqa: E731
    await bot.connector.wait_for(lambda calls: any(c.type == "message" for c in mine(calls)), timeout_s=60)
    calls = mine(bot.connector.calls)
    visible = [c.at for c in calls if (c.body.get("text") or "").strip()]
    answer_text = [c.at for c in calls if c.type == "message" or (c.stream or {}).get("streamType") == "streaming"]
    whole = [c.at for c in calls if c.type == "message"]
    return {"ack_ms": (acked - sent) * 1000, "first_visible_ms": (min(visible) - sent) * 1000,
            "first_answer_text_ms": (min(answer_text) - sent) * 1000, "whole_ms": (min(whole) - sent) * 1000,
            "stream_errors": len(bot.connector.stream_errors)}


async def measure_teams(rounds: int, llm, interval_s: float) -> dict:
    from core.foundation.settings import Settings
    from tests.teams_connector_server import serve_bot

    results: dict = {}
    for mode, streaming in (("streamed (1:1 chat)", True), ("today (one message)", False)):
        with tempfile.TemporaryDirectory() as tmp:
            settings = Settings(_env_file=None, data_dir=Path(tmp) / "data", teams_allow_anonymous=True,
                                llm_base_url=llm.url, llm_model="scripted", llm_timeout_s=30.0,
                                rate_limit_per_minute=0, teams_streaming=streaming, teams_stream_interval_s=interval_s)
            async with serve_bot(settings, Path(tmp) / "kb") as bot:
                await _round(bot, "a:warm-up")
                rows = [await _round(bot, f"a:bench-{i:03d}") for i in range(rounds)]
        results[mode] = {key: summary([r[f"{key}_ms"] for r in rows])
                         for key in ("first_visible", "first_answer_text", "whole", "ack")}
        results[mode]["stream_errors"] = sum(r["stream_errors"] for r in rows)
    return results


def report(results: dict, load: tuple[float, float, float]) -> None:
    print(f"Teams, scripted model {TOKENS} tokens over {OVER_S:g} s; machine: {os.cpu_count()} cores, "
          f"load {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} (1/5/15 min) at start")
    for mode, rows in results.items():
        print(f"  {mode}:")
        for key, label in (("first_visible", "first visible text"), ("first_answer_text", "first answer text"),
                           ("whole", "whole answer"), ("ack", "HTTP ack")):
            s = rows[key]
            print(f"    {label:20s} p50 {s['p50_ms']:7.1f} ms   p95 {s['p95_ms']:7.1f} ms   max {s['max_ms']:7.1f} ms"
                  f"   (n={s['n']})")
    streamed = next(iter(results.values()))["first_visible"]["p50_ms"]
    print(f"  goal: first visible text < {GOAL_MS:.0f} ms (p50 {streamed:.0f} ms: "
          f"{'met' if streamed < GOAL_MS else 'NOT met'})")


async def main(rounds: int, interval_s: float, as_json: bool) -> None:
    from tests.llm_server import ScriptedLLM

    load = os.getloadavg()
    llm = ScriptedLLM().start()
    try:
        model_script(llm)
        results = await measure_teams(rounds, llm, interval_s)
    finally:
        llm.stop()
    if as_json:
        print(json.dumps({"load_avg": load, "cores": os.cpu_count(), "teams": results}, indent=2))
    else:
        report(results, load)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--interval", type=float, default=1.0, help="teams_stream_interval_s")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    asyncio.run(main(args.rounds, args.interval, args.json))
