"""Slack load benchmark (not a test): N concurrent signed events against the real app on loopback.

The bot (``bots.server.build_app`` with the Slack routes and a small LanceDB knowledge base) and the fake
Slack Web API each run in a child process, as in production; this process fires the signed events and
measures how long each HTTP acknowledgement takes, then checks that every event was answered exactly
once (retries with ``X-Slack-Retry-Num`` included) and how soon the working signal appeared.

    python benchmarks/slack_load.py [--events 100] [--retries 20] [--no-redis] [--json]

Target: p99 ack ≤ 50 ms (Slack retries anything not acknowledged within 3 s).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing as mp
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

QUESTIONS = ["How do I apply for graduation?", "How much is the graduation fee?", "When can I withdraw from a course?",
             "What is the late homework policy?", "How is the CS101 grade computed?"]


def _serve_fake_slack(conn) -> None:
    """Child process: the fake Slack Web API (kept off the bot's event loop, as slack.com would be)."""
    from tests.slack_api_server import FakeSlackApi

    async def main() -> None:
        fake = await FakeSlackApi().start()
        conn.send({"fake": f"http://127.0.0.1:{fake.port}", "api": fake.base_url})
        await asyncio.get_running_loop().run_in_executor(None, conn.recv)  # blocks until "stop"
        await fake.close()

    asyncio.run(main())


def _serve_bot(conn, data_dir: str, api_base_url: str, redis_url: str | None) -> None:
    """Child process: the bot, until the parent says stop."""
    import logging

    from tests.slack_harness import start_bot

    logging.basicConfig(level=logging.WARNING)

    async def main() -> None:
        rt, runner, base_url = await start_bot(Path(data_dir), api_base_url, redis_url=redis_url,
                                               rate_limit_per_minute=1000)
        conn.send({"bot": base_url})
        await asyncio.get_running_loop().run_in_executor(None, conn.recv)
        await runner.cleanup()
        rt.close()

    asyncio.run(main())


def _percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(p / 100 * len(ordered)) - 1))]


class _Connection:
    """A raw keep-alive HTTP/1.1 connection: the client's own overhead stays out of the measured ack time."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, host: str) -> None:
        self.reader, self.writer, self.host = reader, writer, host

    @classmethod
    async def open(cls, url: str) -> "_Connection":
        host_port = url.split("//", 1)[1]
        host, port = host_port.split(":")
        reader, writer = await asyncio.open_connection(host, int(port))
        return cls(reader, writer, host_port)

    def send(self, path: str, body: str, headers: dict) -> float:
        data = body.encode()
        head = "".join(f"{k}: {v}\r\n" for k, v in headers.items())
        self.writer.write(f"POST {path} HTTP/1.1\r\nHost: {self.host}\r\nContent-Length: {len(data)}\r\n{head}\r\n"
                          .encode() + data)
        return time.perf_counter()

    async def receive(self) -> tuple[int, float]:
        head = await self.reader.readuntil(b"\r\n\r\n")
        done = time.perf_counter()
        status = int(head.split(b" ", 2)[1])
        length = next((int(line.split(b":", 1)[1]) for line in head.split(b"\r\n")
                       if line.lower().startswith(b"content-length:")), 0)
        await self.reader.readexactly(length)
        return status, done

    def close(self) -> None:
        self.writer.close()


async def _load(urls: dict, events: int, retries: int, timeout_s: float, questions: list[str]) -> dict:
    import aiohttp

    from tests.slack_api_server import SlackSender, message_event
    from tests.slack_harness import SIGNING_SECRET

    sender = SlackSender(SIGNING_SECRET)
    # warm-up: the first request pays auth.test and the first embedding
    warm = await _Connection.open(urls["bot"])
    warm.send("/slack/events", *sender.event_request(message_event("warm-up: graduation?", channel="D0WARMUP")))
    await warm.receive()
    warm.close()
    async with aiohttp.ClientSession() as session:
        for _ in range(600):  # until the warm-up answer is out (index, model and Redis pools are warm)
            async with session.get(urls["fake"] + "/_calls") as resp:
                if any(c["method"] == "chat.postMessage" for c in await resp.json()):
                    break
            await asyncio.sleep(0.1)

    batch, requests = [], []
    for i in range(events):
        event = message_event(questions[i % len(questions)], channel=f"D{i:07d}", user=f"U{i:07d}")
        batch.append(event)
        requests.append(sender.event_request(event, f"EvLOAD{i:05d}"))
    requests += [sender.event_request(batch[i], f"EvLOAD{i:05d}", retry=1) for i in range(min(retries, events))]
    # one connection per request, opened beforehand, like Slack's many senders
    connections = await asyncio.gather(*(_Connection.open(urls["bot"]) for _ in requests))
    sent = [conn.send("/slack/events", body, headers) for conn, (body, headers) in zip(connections, requests)]
    received = await asyncio.gather(*(conn.receive() for conn in connections))
    for conn in connections:
        conn.close()
    results = [(status, sent[i], (done - sent[i]) * 1000) for i, (status, done) in enumerate(received)]
    wall_ms = (max(done for _, done in received) - min(sent)) * 1000

    async with aiohttp.ClientSession() as session:
        deadline = time.monotonic() + timeout_s
        while True:
            async with session.get(urls["fake"] + "/_calls") as resp:
                calls = await resp.json()
            answers = [c for c in calls if c["method"] == "chat.postMessage" and c["params"]["channel"] != "D0WARMUP"]
            if len(answers) >= events or time.monotonic() > deadline:
                break
            await asyncio.sleep(0.1)
        await asyncio.sleep(1.0)  # any duplicate answer would arrive now
        async with session.get(urls["fake"] + "/_calls") as resp:
            calls = await resp.json()
    extra = requests[events:]

    sent_at = {event["channel"]: results[i][1] for i, event in enumerate(batch)}
    per_channel: dict[str, int] = {}
    answer_ms, signal_ms = [], []
    for c in calls:
        channel = c["params"].get("channel")
        if channel not in sent_at:
            continue
        if c["method"] == "chat.postMessage":
            per_channel[channel] = per_channel.get(channel, 0) + 1
            answer_ms.append((c["at"] - sent_at[channel]) * 1000)
        elif c["method"] == "reactions.add":
            signal_ms.append((c["at"] - sent_at[channel]) * 1000)
    acks = [ms for _, _, ms in results]
    return {
        "events": events, "retries_sent": len(extra), "requests": len(results),
        "acknowledged_200": sum(1 for status, _, _ in results if status == 200),
        "ack_ms": {"p50": round(statistics.median(acks), 1), "p99": round(_percentile(acks, 99), 1),
                   "max": round(max(acks), 1)},
        "all_acks_wall_ms": round(wall_ms, 1),
        "answered_once": sum(1 for n in per_channel.values() if n == 1),
        "answered_more_than_once": sum(1 for n in per_channel.values() if n > 1),
        "unanswered": events - len(per_channel),
        "working_signal_ms": {"p50": round(statistics.median(signal_ms), 1), "p99": round(_percentile(signal_ms, 99), 1)}
        if signal_ms else None,
        "answer_ms": {"p50": round(statistics.median(answer_ms), 1), "p99": round(_percentile(answer_ms, 99), 1)}
        if answer_ms else None,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=100, help="Concurrent distinct events (bounded to 1000).")
    parser.add_argument("--retries", type=int, default=20, help="Of those, re-sent at once with X-Slack-Retry-Num.")
    parser.add_argument("--timeout", type=float, default=120.0, help="Seconds to wait for all answers.")
    parser.add_argument("--no-redis", action="store_true", help="In-process dedup instead of a private redis-server.")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--smalltalk", action="store_true",
                        help='Ask only "hi" (answered without retrieval): measures the Slack path alone.')
    args = parser.parse_args()
    events = max(1, min(args.events, 1000))

    redis = None
    if not args.no_redis:
        from tests.services import RedisServer

        redis = RedisServer().start()
    data_dir = tempfile.mkdtemp(prefix="slack-load-")
    ctx = mp.get_context("spawn")
    children = []
    try:
        fake_conn, child = mp.Pipe()
        children.append((ctx.Process(target=_serve_fake_slack, args=(child,)), fake_conn))
        children[-1][0].start()
        fake_urls = fake_conn.recv()
        bot_conn, child = mp.Pipe()
        children.append((ctx.Process(target=_serve_bot, args=(child, data_dir, fake_urls["api"],
                                                                 redis.url if redis else None)), bot_conn))
        children[-1][0].start()
        if not bot_conn.poll(120):
            raise SystemExit("the bot did not start within 120 s")
        urls = {**fake_urls, **bot_conn.recv()}
        report = asyncio.run(_load(urls, events, args.retries, args.timeout, ["hi"] if args.smalltalk else QUESTIONS))
    finally:
        for proc, conn in reversed(children):
            conn.send("stop")
            proc.join(30)
            if proc.is_alive():
                proc.kill()
        if redis:
            redis.close()
    report["dedup_store"] = "redis" if redis else "in-process"
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        for key, value in report.items():
            print(f"{key:>24}: {value}")
    ok = (report["acknowledged_200"] == report["requests"] and report["answered_once"] == events
          and report["ack_ms"]["p99"] <= 50)
    print("PASS" if ok else "FAIL", "(p99 ack ≤ 50 ms, every event acknowledged and answered exactly once)",
          file=sys.stderr if args.json else sys.stdout)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
