"""Benchmark (not a test): 100 Slack events and 100 Teams activities at once against one `advisor serve`.

    python benchmarks/load_serve.py [--slack 100] [--teams 100] [--timeout 240] [--fault-rate 0.05]

Everything runs on loopback: a private redis-server, a fake Slack Web API (`slack_api_base_url`) and a fake
Bot Framework connector (the activities' `serviceUrl`, with `teams_allow_anonymous=true`), both speaking the
real wire format, and one `advisor serve` process over the sample knowledge base. Every message has its
own conversation, so "answered exactly once" is checked per conversation: exactly one reply message
(Slack `chat.postMessage`, Teams `message` activity; edits and typing indicators are not replies).
Reports answered/duplicated/missing counts, answer latency p50/p95 (request sent → reply received by the
fake platform) and the server's peak resident memory (VmHWM). Bounded: fixed counts, one overall timeout.
``--fault-rate`` makes both fake platforms fail that share of all requests with a transient error (500,
503, or 429 + Retry-After), as the real services sometimes do: the outbox must still deliver every answer
exactly once.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

from aiohttp import ClientSession, ClientTimeout, web

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from tests.faults import FaultPlan  # noqa: E402
from tests.services import RedisServer, free_port  # noqa: E402

SIGNING_SECRET = "load-test-signing-secret"
QUESTIONS = [
    "How do I register for classes?", "When can I drop a course without a W?", "How do I request a transcript?",
    "What is the pass/fail grading option?", "How do I apply for a leave of absence?",
    "How do I reset my password?", "Where is the writing center?", "How do payment plans for tuition work?",
    "How does transfer credit work?", "What do I need for an I-20 travel signature?",
]


class Replies:
    """What the fake platforms received: reply times and counts per conversation."""

    def __init__(self) -> None:
        self.sent_at: dict[str, float] = {}
        self.first_reply_at: dict[str, float] = {}
        self.count: dict[str, int] = defaultdict(int)
        self.all_answered = asyncio.Event()
        self.expected = 0
        self.faults = FaultPlan()
        self.injected = 0  # requests answered with an injected transient failure

    async def fault(self, key: str) -> web.Response | None:
        fault = self.faults.next(key)
        if fault is None:
            return None
        self.injected += 1
        return await fault.response()

    def reply(self, conversation: str) -> None:
        self.count[conversation] += 1
        self.first_reply_at.setdefault(conversation, time.perf_counter())
        if self.expected and sum(1 for c in self.sent_at if c in self.first_reply_at) >= self.expected:
            self.all_answered.set()


def slack_api(replies: Replies) -> web.Application:
    """Slack Web API methods the adapter may call; form or JSON bodies, like api.slack.com."""

    async def method(request: web.Request) -> web.Response:
        name = request.match_info["method"]
        body = dict(await request.post()) if request.content_type != "application/json" else await request.json()
        channel = str(body.get("channel", ""))
        if name != "auth.test" and (failed := await replies.fault(name)) is not None:
            return failed
        if name == "chat.postMessage":
            replies.reply(f"slack:{channel}")
            return web.json_response({"ok": True, "channel": channel, "ts": f"{time.time():.6f}",
                                      "message": {"text": body.get("text", "")}})
        if name == "auth.test":
            return web.json_response({"ok": True, "url": "https://example.slack.com/", "team": "Uni",
                                      "user": "advisor", "team_id": "T1", "user_id": "UBOT", "bot_id": "BBOT"})
        if name in ("chat.update", "chat.postEphemeral", "reactions.add", "reactions.remove"):
            return web.json_response({"ok": True, "channel": channel, "ts": body.get("ts", f"{time.time():.6f}")})
        if name == "users.info":
            return web.json_response({"ok": True, "user": {"id": body.get("user"), "name": "student",
                                                           "real_name": "Student", "profile": {}}})
        if name == "conversations.info":
            return web.json_response({"ok": True, "channel": {"id": channel, "is_im": channel.startswith("D")}})
        return web.json_response({"ok": True})

    app = web.Application()
    app.router.add_post("/api/{method}", method)
    return app


def bot_connector(replies: Replies) -> web.Application:
    """Bot Framework connector: replies are POSTed to /v3/conversations/{id}/activities[/{replyTo}]."""

    async def activities(request: web.Request) -> web.Response:
        activity = await request.json()
        if (failed := await replies.fault(str(activity.get("type")))) is not None:
            return failed
        if activity.get("type") == "message":
            replies.reply(f"teams:{request.match_info['conversation']}")
        return web.json_response({"id": f"reply-{time.time_ns()}"})

    async def update(request: web.Request) -> web.Response:  # edits (PUT) are not new replies
        return web.json_response({"id": request.match_info["activity"]})

    app = web.Application()
    app.router.add_post("/v3/conversations/{conversation}/activities", activities)
    app.router.add_post("/v3/conversations/{conversation}/activities/{activity}", activities)
    app.router.add_put("/v3/conversations/{conversation}/activities/{activity}", update)
    return app


def slack_event(i: int) -> tuple[bytes, dict[str, str]]:
    from slack_sdk.signature import SignatureVerifier

    ts = f"{time.time():.6f}"
    body = json.dumps({
        "token": "unused", "team_id": "T1", "api_app_id": "A1", "type": "event_callback",
        "event_id": f"EvLoad{i:04d}", "event_time": int(time.time()),
        "event": {"type": "message", "channel_type": "im", "channel": f"D{i:04d}", "user": f"U{i:04d}",
                  "text": QUESTIONS[i % len(QUESTIONS)], "ts": ts, "event_ts": ts},
        "authorizations": [{"team_id": "T1", "user_id": "UBOT", "is_bot": True}],
    }).encode()
    stamp = str(int(time.time()))
    signature = SignatureVerifier(SIGNING_SECRET).generate_signature(timestamp=stamp, body=body)
    return body, {"Content-Type": "application/json", "X-Slack-Request-Timestamp": stamp,
                  "X-Slack-Signature": signature}


def teams_activity(i: int, service_url: str) -> dict:
    return {
        "type": "message", "id": f"act{i:04d}", "timestamp": time.strftime("%Y-%m-%dT%H:%M:%S.000Z", time.gmtime()),
        "channelId": "msteams", "serviceUrl": service_url, "text": QUESTIONS[i % len(QUESTIONS)],
        "from": {"id": f"29:user{i:04d}", "name": "Student", "aadObjectId": f"00000000-0000-0000-0000-{i:012d}"},
        "conversation": {"id": f"a:conv{i:04d}", "conversationType": "personal", "tenantId": "tenant1"},
        "recipient": {"id": "28:advisor-bot", "name": "advisor"},
        "channelData": {"tenant": {"id": "tenant1"}},
    }


def peak_rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return float("nan")


async def wait_ready(port: int, proc: subprocess.Popen, deadline: float, log: Path) -> None:
    async with ClientSession(timeout=ClientTimeout(total=2)) as session:
        while time.time() < deadline:
            if proc.poll() is not None:
                raise SystemExit(f"advisor serve exited early: {log.read_text()[-2000:]}")
            try:
                async with session.get(f"http://127.0.0.1:{port}/readyz") as r:
                    if r.status == 200:
                        return
            except OSError:
                pass
            await asyncio.sleep(0.25)
    raise SystemExit("advisor serve did not become ready")


async def run(args: argparse.Namespace) -> dict:
    replies = Replies()
    replies.faults.rate = args.fault_rate
    runners = []
    ports = {"slack": free_port(), "connector": free_port(), "serve": free_port()}
    for app, port in ((slack_api(replies), ports["slack"]), (bot_connector(replies), ports["connector"])):
        runner = web.AppRunner(app)
        await runner.setup()
        await web.TCPSite(runner, "127.0.0.1", port).start()
        runners.append(runner)
    redis = RedisServer().start()
    tmp = tempfile.TemporaryDirectory(prefix="advisor-load-")
    env = {**os.environ, "PYTHONPATH": str(REPO), "ADVISOR_DATA_DIR": tmp.name, "ADVISOR_REDIS_URL": redis.url,
           "ADVISOR_HOST": "127.0.0.1", "ADVISOR_PORT": str(ports["serve"]), "ADVISOR_LOG_JSON": "true",
           "ADVISOR_LOG_LEVEL": "WARNING", "ADVISOR_RATE_LIMIT_PER_MINUTE": "1000",
           "ADVISOR_SLACK_BOT_TOKEN": "xoxb-load-test", "ADVISOR_SLACK_SIGNING_SECRET": SIGNING_SECRET,
           "ADVISOR_SLACK_API_BASE_URL": f"http://127.0.0.1:{ports['slack']}/api/",
           "ADVISOR_TEAMS_ALLOW_ANONYMOUS": "true", "ADVISOR_TEAMS_APP_ID": ""}
    # Indexing the sample knowledge base is set-up, outside the measured bound.
    subprocess.run([sys.executable, "-m", "bots.cli.main", "ingest", str(REPO / "core" / "knowledge" / "sample_kb")],
                   env=env, cwd=tmp.name, check=True, capture_output=True, timeout=600)
    # The server's log goes to a file: a pipe nobody reads fills up (each retried post logs a warning) and
    # would block the server on its next log line.
    log = Path(tmp.name) / "serve.log"
    log_file = log.open("w")
    proc = subprocess.Popen([sys.executable, "-m", "bots.cli.main", "serve"], env=env, cwd=tmp.name,
                            stdout=subprocess.DEVNULL, stderr=log_file, text=True)
    try:
        await wait_ready(ports["serve"], proc, time.time() + 120, log)  # start-up is not measured either
        deadline = time.time() + args.timeout
        base = f"http://127.0.0.1:{ports['serve']}"
        service_url = f"http://127.0.0.1:{ports['connector']}/"
        replies.expected = args.slack + args.teams
        statuses: dict[int, int] = defaultdict(int)
        async with ClientSession(timeout=ClientTimeout(total=60)) as session:

            async def send_slack(i: int) -> None:
                body, headers = slack_event(i)
                replies.sent_at[f"slack:D{i:04d}"] = time.perf_counter()
                async with session.post(f"{base}/slack/events", data=body, headers=headers) as r:
                    statuses[r.status] += 1

            async def send_teams(i: int) -> None:
                activity = teams_activity(i, service_url)
                replies.sent_at[f"teams:{activity['conversation']['id']}"] = time.perf_counter()
                async with session.post(f"{base}/api/messages", json=activity) as r:
                    statuses[r.status] += 1

            started = time.perf_counter()
            await asyncio.gather(*[send_slack(i) for i in range(args.slack)],
                                 *[send_teams(i) for i in range(args.teams)])
            try:
                await asyncio.wait_for(replies.all_answered.wait(), timeout=max(1.0, deadline - time.time()))
            except asyncio.TimeoutError:
                pass
            await asyncio.sleep(2.0)  # late duplicates would show up here
            wall = time.perf_counter() - started
        peak = peak_rss_mb(proc.pid)
    finally:
        proc.terminate()
        try:
            proc.wait(60)
        except subprocess.TimeoutExpired:
            proc.kill()
        for runner in runners:
            await runner.cleanup()
        redis.close()
        log_file.close()
        tmp.cleanup()

    latencies = sorted(replies.first_reply_at[c] - replies.sent_at[c] for c in replies.sent_at
                       if c in replies.first_reply_at)
    by_platform = {p: {"sent": sum(1 for c in replies.sent_at if c.startswith(p)),
                       "answered": sum(1 for c in replies.sent_at if c.startswith(p) and replies.count[c] >= 1),
                       "answered_more_than_once": sum(1 for c in replies.sent_at if c.startswith(p) and replies.count[c] > 1)}
                   for p in ("slack", "teams")}
    return {
        "messages": len(replies.sent_at), "http_statuses": dict(statuses), "by_platform": by_platform,
        "exactly_once": all(replies.count[c] == 1 for c in replies.sent_at),
        "latency_s": {"p50": round(statistics.median(latencies), 3) if latencies else None,
                      "p95": round(latencies[int(0.95 * (len(latencies) - 1))], 3) if latencies else None,
                      "max": round(latencies[-1], 3) if latencies else None},
        "wall_s": round(wall, 2), "server_peak_rss_mb": round(peak, 1), "exit_code": proc.returncode,
        "fault_rate": args.fault_rate, "injected_failures": replies.injected,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--slack", type=int, default=100)
    parser.add_argument("--teams", type=int, default=100)
    parser.add_argument("--timeout", type=float, default=240.0, help="overall bound in seconds")
    parser.add_argument("--fault-rate", type=float, default=0.0,
                        help="share of platform requests failed with a transient error (0-0.5)")
    args = parser.parse_args()
    if not 0 <= args.slack <= 1000 or not 0 <= args.teams <= 1000:
        raise SystemExit("--slack/--teams: 0 to 1000")
    if not 0 <= args.fault_rate <= 0.5:
        raise SystemExit("--fault-rate: 0 to 0.5")
    print(json.dumps(asyncio.run(run(args)), indent=2))


if __name__ == "__main__":
    main()
