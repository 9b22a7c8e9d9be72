"""Mistakes a person can make in configuration or environment, told in one line that names the setting, the
value and what to do — never a traceback. Exit code 2 for all of them (1 stays "the command ran and
something in the data failed")."""

from __future__ import annotations

import errno
import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pydantic import ValidationError

CONFIG_EXIT_CODE = 2
_URL_PASSWORD = re.compile(r"(//[^:/@]*:)[^@/]+@")


def redact_url(url: str) -> str:
    """A URL as it can be shown: the password (redis://:secret@host) replaced."""
    return _URL_PASSWORD.sub(r"\1***@", url)


def describe_settings_error(exc: ValidationError) -> str:
    """pydantic's multi-line report as one line per the environment variables a person actually sets."""
    parts = []
    for error in exc.errors():
        field = str(error["loc"][0]) if error.get("loc") else ""
        message = error.get("msg", "invalid").removeprefix("Value error, ")
        if field:
            value = error.get("input")
            shown = "" if isinstance(value, dict) else f"={redact_url(str(value))!s}"
            parts.append(f"ADVISOR_{field.upper()}{shown}: {message}")
        else:
            parts.append(message)
    return "invalid settings: " + "; ".join(parts) + " (see deploy/.env.example)"


def describe_environment_error(exc: BaseException, settings=None) -> str | None:
    """One line for an environment failure a person can fix, or None for a genuine bug (let it raise)."""
    try:
        import redis
    except ImportError:  # pragma: no cover - redis is a dependency
        redis = None
    redis_url = redact_url(settings.redis_url) if settings is not None and settings.redis_url else "ADVISOR_REDIS_URL"
    if redis is not None and isinstance(exc, (redis.exceptions.ConnectionError, redis.exceptions.TimeoutError)):
        return (f"cannot reach Redis at ADVISOR_REDIS_URL={redis_url} ({_first_line(exc)}): start it, fix the URL, "
                "or unset ADVISOR_REDIS_URL to use the local stores")
    if isinstance(exc, ValueError) and "Redis URL must specify" in str(exc):
        return (f"ADVISOR_REDIS_URL={redis_url} is not a Redis URL: use redis://HOST:PORT/DB "
                "(or rediss:// for TLS), or unset it to use the local stores")
    try:
        import openai
    except ImportError:  # pragma: no cover
        openai = None
    if openai is not None and isinstance(exc, (openai.APIConnectionError, openai.APITimeoutError)):
        where = (settings.embedding_base_url or settings.llm_base_url) if settings is not None else None
        return (f"cannot reach the OpenAI-compatible endpoint {where or '(default)'} ({_first_line(exc)}): check "
                "ADVISOR_EMBEDDING_BASE_URL / ADVISOR_LLM_BASE_URL, or use ADVISOR_EMBEDDING_PROVIDER=minilm offline")
    if openai is not None and isinstance(exc, openai.AuthenticationError):
        return "the OpenAI-compatible endpoint refused the API key: check ADVISOR_EMBEDDING_API_KEY / ADVISOR_LLM_API_KEY"
    from core.knowledge.embeddings import EmbeddingError

    if isinstance(exc, EmbeddingError):
        return (f"{_first_line(exc)}: check ADVISOR_EMBEDDING_BASE_URL and ADVISOR_EMBEDDING_API_KEY, or use "
                "ADVISOR_EMBEDDING_PROVIDER=minilm (offline)")
    if isinstance(exc, OSError) and exc.errno == errno.EADDRINUSE:
        return f"{_first_line(exc)}: stop the other process or choose another port with --port or ADVISOR_PORT"
    if isinstance(exc, PermissionError) and exc.filename:
        return f"no permission to write {exc.filename}: set ADVISOR_DATA_DIR to a writable folder"
    return None


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return text[0][:200] if text else type(exc).__name__
