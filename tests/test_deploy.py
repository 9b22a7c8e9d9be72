"""Deployment artefacts and the operations endpoints of `advisor serve`.

Manifests: compose parses with the four services; every setting is in .env.example and the Helm values
(and nothing else is); the chart lints and renders (real helm). Server: /healthz, /readyz (503 with Redis
stopped), /metrics (parsed as Prometheus text, counters move after a question), request ids, log privacy
and graceful shutdown, against a server on a loopback port.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import re
import shutil
import signal
import subprocess
import sys
import time
import typing
import urllib.request
from pathlib import Path

import pytest
import yaml
from pydantic import SecretStr

from tests.services import free_port, require_binary

REPO = Path(__file__).resolve().parent.parent
DEPLOY = REPO / "deploy"
CHART = DEPLOY / "helm" / "advisor"


def setting_names() -> set[str]:
    from core.foundation.settings import Settings

    return set(Settings.model_fields)


def secret_setting_names() -> set[str]:
    from core.foundation.settings import Settings

    return {name for name, info in Settings.model_fields.items()
            if SecretStr in (info.annotation, *typing.get_args(info.annotation))}


# --- compose -----------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def compose() -> dict:
    return yaml.safe_load((DEPLOY / "compose.yaml").read_text())


def test_compose_has_the_four_services_wired_together(compose):
    services = compose["services"]
    assert set(services) == {"weaviate", "redis", "bot", "sync"}

    weaviate = services["weaviate"]
    assert weaviate["image"] == "cr.weaviate.io/semitechnologies/weaviate:1.39.0"
    assert weaviate["environment"]["DEFAULT_VECTORIZER_MODULE"] == "none"
    assert weaviate["environment"]["PERSISTENCE_DATA_PATH"] == "/var/lib/weaviate"
    assert "weaviate-data:/var/lib/weaviate" in weaviate["volumes"]

    redis = services["redis"]
    assert redis["image"].startswith("redis:7")
    command = redis["command"]
    assert command[command.index("--appendonly") + 1] == "yes"
    assert "redis-data:/data" in redis["volumes"]

    bot, sync = services["bot"], services["sync"]
    assert bot["command"] == ["serve"]
    assert "/healthz" in " ".join(bot["healthcheck"]["test"])
    assert sync["command"][:2] == ["sync", "--schedule"]
    assert "${ADVISOR_SYNC_SCHEDULE" in sync["command"][2]
    assert sync["deploy"]["replicas"] == 1
    for service in (bot, sync):  # the YAML merge key gives both the shared image, env file and wiring
        assert service["env_file"][0]["path"] == ".env"
        assert service["environment"]["ADVISOR_REDIS_URL"] == "redis://redis:6379/0"
        assert service["environment"]["ADVISOR_WEAVIATE_URL"] == "http://weaviate:8080"
        assert service["environment"]["ADVISOR_INDEX_BACKEND"] == "weaviate"
        assert set(service["depends_on"]) == {"weaviate", "redis"}
    assert set(compose["volumes"]) >= {"weaviate-data", "redis-data"}


# --- settings documented everywhere ----------------------------------------------------------------------
def test_env_example_lists_every_setting_and_nothing_else():
    text = (DEPLOY / ".env.example").read_text()
    documented = {m.group(1).lower() for m in re.finditer(r"^#?\s*ADVISOR_([A-Z0-9_]+)=", text, re.M)}
    assert documented == setting_names()
    for secret in secret_setting_names():  # secrets never carry a value in the example
        assert re.search(rf"^# ADVISOR_{secret.upper()}=$", text, re.M), secret


def test_helm_values_list_every_setting_as_config_or_secret():
    values = yaml.safe_load((CHART / "values.yaml").read_text())
    config, secrets = set(values["config"]), set(values["secrets"])
    assert config | secrets == setting_names()
    assert secrets == secret_setting_names()
    assert not config & secrets
    assert values["config"]["index_backend"] == "weaviate"  # several bot replicas need a shared index


def test_generated_files_are_up_to_date():
    result = subprocess.run([sys.executable, str(DEPLOY / "gen_env_example.py"), "--check"],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr


# --- Dockerfile -------------------------------------------------------------------------------------------
def test_dockerfile_is_multi_stage_slim_non_root_with_healthcheck():
    lines = [ln.strip() for ln in (REPO / "Dockerfile").read_text().splitlines()]
    stages = [i for i, ln in enumerate(lines) if ln.startswith("FROM ")]
    assert len(stages) == 2
    final = lines[stages[-1]:]
    assert final[0].startswith("FROM python:3.11-slim")
    assert any(ln.startswith("USER ") and "root" not in ln for ln in final)
    assert any(ln.startswith("HEALTHCHECK") for ln in final)
    assert any("/healthz" in ln for ln in final)
    assert 'ENTRYPOINT ["advisor"]' in final and 'CMD ["serve"]' in final
    assert "COPY --from=builder /opt/venv /opt/venv" in final
    final_text = "\n".join(final)
    for tool in ("apt-get install", "gcc", "build-essential", "pip install"):
        assert tool not in final_text
    ignored = (REPO / ".dockerignore").read_text().split()
    assert {".git", ".env", "tests"} <= set(ignored)


def test_wheel_ships_the_tokenizer(tmp_path):
    """The image installs the wheel: the MiniLM tokenizer must be package data or the model cannot load."""
    import zipfile

    src = tmp_path / "src"
    shutil.copytree(REPO, src, ignore=shutil.ignore_patterns(".git", "__pycache__", "build", "*.egg-info"))
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
                    "-w", str(tmp_path / "dist"), str(src)], check=True, capture_output=True, timeout=300)
    wheel = next((tmp_path / "dist").glob("*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    assert "core/knowledge/assets/minilm/tokenizer.json" in names
    # the crisis detector's exemplar banks: without them an installed wheel silently loses its semantic layer
    assert {"core/handoff/crisis/exemplars/crisis.tsv", "core/handoff/crisis/exemplars/benign.txt"} <= set(names)
    assert "bots/server.py" in names and "core/foundation/metrics.py" in names


# --- Helm ---------------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def chart_copy(tmp_path_factory) -> Path:
    """The chart with an empty stand-in for the Weaviate dependency (the real one is fetched by
    `helm dependency build`, which needs the internet); it renders nothing of its own."""
    chart = tmp_path_factory.mktemp("chart") / "advisor"
    shutil.copytree(CHART, chart)
    declared = yaml.safe_load((CHART / "Chart.yaml").read_text())["dependencies"]
    assert declared[0]["name"] == "weaviate" and declared[0]["condition"] == "weaviate.enabled"
    assert declared[0]["repository"] == "https://weaviate.github.io/weaviate-helm"
    stub = chart / "charts" / "weaviate"
    stub.mkdir(parents=True)
    (stub / "Chart.yaml").write_text("apiVersion: v2\nname: weaviate\nversion: 17.8.1\n")
    return chart


def helm(*args: str) -> subprocess.CompletedProcess:
    binary = require_binary("helm")
    return subprocess.run([binary, *args], capture_output=True, text=True, timeout=120)


def render(chart: Path, *sets: str) -> list[dict]:
    result = helm("template", "uni", str(chart), *[a for s in sets for a in ("--set", s)])
    assert result.returncode == 0, result.stderr
    return [doc for doc in yaml.safe_load_all(result.stdout) if doc]


def test_helm_lint_passes(chart_copy):
    result = helm("lint", "--strict", str(chart_copy))
    assert result.returncode == 0, result.stdout + result.stderr


def test_helm_template_renders_the_expected_objects(chart_copy):
    docs = render(chart_copy)
    by_kind: dict[str, list[dict]] = {}
    for doc in docs:
        by_kind.setdefault(doc["kind"], []).append(doc)
    assert set(by_kind) == {"ConfigMap", "Secret", "Deployment", "Service", "HorizontalPodAutoscaler", "StatefulSet"}

    deployments = {d["metadata"]["name"]: d for d in by_kind["Deployment"]}
    bot, sync = deployments["uni-advisor-bot"], deployments["uni-advisor-sync"]
    container = bot["spec"]["template"]["spec"]["containers"][0]
    assert container["readinessProbe"]["httpGet"]["path"] == "/readyz"
    assert container["livenessProbe"]["httpGet"]["path"] == "/healthz"
    assert container["args"][0] == "serve" and container["resources"]["requests"]
    assert container["lifecycle"]["preStop"]["exec"]["command"]
    assert bot["spec"]["template"]["spec"]["terminationGracePeriodSeconds"] >= 65
    assert "replicas" not in bot["spec"]  # the HPA owns the replica count
    assert sync["spec"]["replicas"] == 1 and sync["spec"]["strategy"]["type"] == "Recreate"
    assert sync["spec"]["template"]["spec"]["containers"][0]["args"] == ["sync", "--schedule", "0 */6 * * *"]

    hpa = by_kind["HorizontalPodAutoscaler"][0]
    assert hpa["spec"]["scaleTargetRef"]["name"] == "uni-advisor-bot"

    redis = by_kind["StatefulSet"][0]
    redis_args = redis["spec"]["template"]["spec"]["containers"][0]["args"]
    assert redis_args[redis_args.index("--appendonly") + 1] == "yes"
    assert redis["spec"]["volumeClaimTemplates"]

    config = by_kind["ConfigMap"][0]["data"]
    assert config["ADVISOR_REDIS_URL"] == "redis://uni-advisor-redis:6379/0"
    assert config["ADVISOR_WEAVIATE_URL"] == "http://weaviate:8080"
    # every non-null config value reaches the pods, whole numbers printed as integers
    assert config["ADVISOR_MEMORY_MAX_CHARS"] == "12000"
    assert {"ADVISOR_" + k.upper() for k, v in yaml.safe_load((CHART / "values.yaml").read_text())["config"].items()
            if v is not None} <= set(config)


def test_helm_passes_a_map_setting_as_the_json_the_app_reads(chart_copy):
    result = helm("template", "uni", str(chart_copy), "--set-json",
                  'config.crisis_resources_by_language={"es":"Llama al 112 o a la línea de crisis del campus"}')
    assert result.returncode == 0, result.stderr
    config = next(d for d in yaml.safe_load_all(result.stdout) if d and d["kind"] == "ConfigMap")["data"]
    value = config["ADVISOR_CRISIS_RESOURCES_BY_LANGUAGE"]
    assert json.loads(value) == {"es": "Llama al 112 o a la línea de crisis del campus"}
    from core.foundation.settings import Settings

    assert Settings(crisis_resources_by_language=json.loads(value), _env_file=None).crisis_resources_by_language["es"]


def test_helm_secrets_external_services_and_ingress(chart_copy):
    docs = render(chart_copy, "secrets.slack_bot_token=xoxb-1", "redis.enabled=false",
                  "config.redis_url=redis://cache.example.edu:6379/2", "weaviate.enabled=false",
                  "ingress.enabled=true", "config.memory_max_chars=10000000")
    kinds = [d["kind"] for d in docs]
    assert "StatefulSet" not in kinds and "Ingress" in kinds
    secret = next(d for d in docs if d["kind"] == "Secret")
    assert secret["stringData"] == {"ADVISOR_SLACK_BOT_TOKEN": "xoxb-1"}
    config = next(d for d in docs if d["kind"] == "ConfigMap")["data"]
    assert config["ADVISOR_REDIS_URL"] == "redis://cache.example.edu:6379/2"
    assert config["ADVISOR_MEMORY_MAX_CHARS"] == "10000000"


def test_helm_refuses_an_embedded_index_with_several_replicas(chart_copy):
    result = helm("template", "uni", str(chart_copy), "--set", "config.index_backend=lancedb")
    assert result.returncode != 0 and "lancedb" in result.stderr


# --- the running server -------------------------------------------------------------------------------------
DOCS = {
    "registration": "# Course registration\n\n## Deadlines\n\nThe add/drop deadline for the fall term is "
                    "September 15. After that date a late-add form signed by the instructor is required.",
    "housing": "# Student housing\n\n## Applications\n\nHousing applications for first-year students open "
               "on March 1 and close on May 1. Returning students apply through the housing portal.",
}


@pytest.fixture
def runtime_with_kb(tmp_path, redis_url):
    from bots.runtime import AdvisorRuntime
    from core.knowledge.documents import SourceDocument
    from core.foundation.settings import Settings

    rt = AdvisorRuntime(Settings(data_dir=tmp_path / "data", redis_url=redis_url))
    rt.knowledge_base.upsert([SourceDocument(id=k, title=k.title(), body=v) for k, v in DOCS.items()])
    return rt


@pytest.fixture
async def client(runtime_with_kb):
    from aiohttp.test_utils import TestClient, TestServer

    from bots.server import build_app

    async with TestClient(TestServer(build_app(runtime_with_kb), host="127.0.0.1")) as c:
        yield c


async def test_healthz(client):
    response = await client.get("/healthz")
    assert response.status == 200 and (await response.json())["status"] == "ok"


async def test_readyz_is_503_while_redis_is_down(client, redis_server):
    ok = await client.get("/readyz")
    assert ok.status == 200, await ok.text()
    assert (await ok.json())["checks"] == {"index": "ok", "redis": "ok"}
    redis_server.stop()
    down = await client.get("/readyz")
    body = await down.json()
    assert down.status == 503 and body["ready"] is False
    assert body["checks"]["index"] == "ok" and body["checks"]["redis"].startswith("error")
    redis_server.start()
    assert (await client.get("/readyz")).status == 200


def sample_value(text: str, name: str, labels: dict[str, str]) -> float:
    from prometheus_client.parser import text_string_to_metric_families

    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            if sample.name == name and all(sample.labels.get(k) == v for k, v in labels.items()):
                return sample.value
    return 0.0


async def test_metrics_parse_and_move_after_a_question(client, runtime_with_kb):
    from core.conversation.model import Asker, ConversationKey
    from core.answering.chat_turns import IncomingMessage

    before = await client.get("/metrics")
    assert before.status == 200 and before.headers["Content-Type"].startswith("text/plain; version=")
    text0 = await before.text()

    def ask(event_id: str, text: str):
        msg = IncomingMessage(event_id=event_id, text=text, asker=Asker(id="U1"),
                              conversation=ConversationKey(platform="slack", workspace="T1", channel="D1", thread=event_id))
        return runtime_with_kb.chat_turns.handle(msg)

    answered = await asyncio.to_thread(ask, "Ev1", "When is the add/drop deadline for the fall term?")
    assert answered.kind == "answer" and not answered.answer.abstained
    assert (await asyncio.to_thread(ask, "Ev1", "When is the add/drop deadline?")).kind == "duplicate"
    abstained = await asyncio.to_thread(ask, "Ev2", "Which dinosaur species lived in the Cretaceous swamps?")
    assert abstained.answer.abstained

    text1 = await (await client.get("/metrics")).text()
    delta = lambda name, **labels: sample_value(text1, name, labels) - sample_value(text0, name, labels)  # noqa: E731
    assert delta("advisor_requests_total", platform="slack", outcome="answer") == 2
    assert delta("advisor_requests_total", platform="slack", outcome="duplicate") == 1
    assert delta("advisor_answer_seconds_count", platform="slack", mode="extractive") == 2
    assert delta("advisor_abstentions_total", platform="slack") == 1
    assert delta("advisor_retrieval_seconds_count") >= 2
    for family in ("advisor_handoffs_open", "advisor_handoff_time_to_claim_seconds", "advisor_sync_runs_total",
                   "advisor_sync_duration_seconds"):
        assert f"# TYPE {family} " in text1


def test_handoff_and_sync_recorders_show_in_the_exposition():
    from prometheus_client.parser import text_string_to_metric_families

    from core.foundation import metrics

    metrics.set_handoffs_open("teams", 3)
    metrics.record_handoff_claimed("teams", 240.0)
    metrics.record_sync("confluence", "ok", 12.5, {"added": 4, "deleted": 1, "unchanged": 0})
    text = metrics.exposition()[0].decode()
    assert sample_value(text, "advisor_handoffs_open", {"platform": "teams"}) == 3
    assert sample_value(text, "advisor_handoff_time_to_claim_seconds_bucket", {"platform": "teams", "le": "300.0"}) >= 1
    assert sample_value(text, "advisor_sync_documents_total", {"source": "confluence", "change": "added"}) >= 4
    assert sample_value(text, "advisor_sync_last_success_timestamp_seconds", {"source": "confluence"}) > 0
    assert list(text_string_to_metric_families(text))


async def test_request_id_follows_into_threads_and_background_tasks(runtime_with_kb):
    from aiohttp import web
    from aiohttp.test_utils import TestClient, TestServer

    from bots.server import build_app, track_background
    from core.foundation.logging_setup import request_id

    seen: dict[str, str] = {}

    async def probe(request: web.Request) -> web.Response:
        seen["thread"] = await asyncio.to_thread(request_id.get)

        async def later() -> None:
            await asyncio.sleep(0.01)
            seen["task"] = request_id.get()

        await track_background(request.app, later())
        return web.json_response({})

    app = build_app(runtime_with_kb)
    app.router.add_get("/probe", probe)
    async with TestClient(TestServer(app, host="127.0.0.1")) as c:
        given = await c.get("/probe", headers={"X-Request-Id": "slack-Ev42"})
        assert given.headers["X-Request-Id"] == "slack-Ev42"
        assert seen == {"thread": "slack-Ev42", "task": "slack-Ev42"}
        fresh = await c.get("/probe", headers={"X-Request-Id": "bad id; with spaces"})
        assert re.fullmatch(r"[0-9a-f]{32}", fresh.headers["X-Request-Id"])
        assert seen["thread"] == fresh.headers["X-Request-Id"]


async def test_shutdown_finishes_in_flight_answers_and_cancels_stragglers(runtime_with_kb):
    from aiohttp import web

    from bots.server import SHUTDOWN_TIMEOUT_KEY, build_app, track_background

    app = build_app(runtime_with_kb)
    app[SHUTDOWN_TIMEOUT_KEY] = 1.0
    done: list[str] = []

    async def answer(name: str, seconds: float) -> None:
        await asyncio.sleep(seconds)
        done.append(name)

    runner = web.AppRunner(app)
    await runner.setup()
    await web.TCPSite(runner, "127.0.0.1", free_port()).start()
    quick = track_background(app, answer("in-flight", 0.3))
    slow = track_background(app, answer("too slow", 30))
    await runner.cleanup()
    assert done == ["in-flight"] and quick.done()
    assert slow.cancelled()


def test_private_values_and_fields_are_redacted_unless_debug():
    from core.foundation.logging_setup import JsonFormatter, Private

    root = logging.getLogger()
    old = root.level
    record = logging.LogRecord("x", logging.INFO, __file__, 1, "asked %s", (Private("my visa expires"),), None)
    record.fields = {"question": "my visa expires", "platform": "slack"}
    try:
        root.setLevel(logging.INFO)
        line = json.loads(JsonFormatter().format(record))
        assert "visa" not in json.dumps(line) and line["platform"] == "slack"
        root.setLevel(logging.DEBUG)
        line = json.loads(JsonFormatter().format(record))
        assert line["msg"] == "asked my visa expires" and line["question"] == "my visa expires"
    finally:
        root.setLevel(old)


def test_no_message_text_or_name_in_logs_at_info(tmp_path, redis_url, caplog):
    """Logged paths of chat turns (a handoff ticket opened, a Redis fallback) stay free of what the
    student wrote and who they are."""
    from bots.runtime import AdvisorRuntime
    from core.answering.chat_turns import IncomingMessage
    from core.conversation.model import Asker, ConversationKey
    from core.conversation.delivery_guard import RateLimiter
    from core.knowledge.documents import SourceDocument
    from core.foundation.settings import Settings

    rt = AdvisorRuntime(Settings(data_dir=tmp_path / "data", redis_url=redis_url))
    rt.knowledge_base.upsert([SourceDocument(id="r", title="Registration", body=DOCS["registration"])])
    asker = Asker(id="U9", name="Priya Raman")
    with caplog.at_level(logging.INFO):
        # a request for a person opens a handoff ticket (logged at INFO)
        rt.chat_turns.handle(IncomingMessage(
            event_id="E1", text="Zanzibar-7 here: can I talk to a person about my visa?", asker=asker,
            conversation=ConversationKey(platform="teams", thread="t1")))
        # a dead Redis behind the rate limiter falls back to process memory with a warning
        RateLimiter(f"redis://127.0.0.1:{free_port()}/0", 10).allow("teams:local:U9")
    assert any("handoff" in r.getMessage() for r in caplog.records)
    assert any(r.levelno == logging.WARNING for r in caplog.records)
    logged = "\n".join(r.getMessage() + json.dumps(getattr(r, "fields", {})) for r in caplog.records)
    assert "Zanzibar" not in logged and "Priya" not in logged and "visa" not in logged


def test_advisor_serve_exits_cleanly_on_sigterm(tmp_path):
    port = free_port()
    env = {**os.environ, "ADVISOR_DATA_DIR": str(tmp_path / "data"), "ADVISOR_PORT": str(port),
           "ADVISOR_HOST": "127.0.0.1", "ADVISOR_LOG_JSON": "true", "PYTHONPATH": str(REPO)}
    proc = subprocess.Popen([sys.executable, "-m", "bots.cli.main", "serve"], cwd=tmp_path, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.time() + 300  # generous: a loaded CI host takes minutes to import and embed the crisis exemplars
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=1) as r:
                    assert r.status == 200
                    break
            except OSError:
                assert proc.poll() is None and time.time() < deadline, proc.stderr.read() if proc.poll() else "timeout"
                time.sleep(0.2)
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=5) as r:
            assert b"advisor_requests_total" in r.read()
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(30) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
