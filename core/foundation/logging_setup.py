"""Structured (JSON) logging for production, with a request id carried through a message's path.

Privacy: students' messages and names must not reach the logs unless debug logging is switched on.
Code that wants to log user content wraps it in ``Private(...)`` (or passes it in ``extra={"fields": ...}``
under one of ``SENSITIVE_FIELDS``); both are redacted unless the root logger is at DEBUG.
"""

from __future__ import annotations

import contextvars
import json
import logging
import re
import sys
import time
import uuid

request_id: contextvars.ContextVar[str] = contextvars.ContextVar("request_id", default="-")

# Fields in ``extra={"fields": {...}}`` that may carry what a student wrote or who they are.
SENSITIVE_FIELDS = frozenset({"text", "question", "answer", "message", "comment", "user_name", "name", "email"})
_REQUEST_ID_OK = re.compile(r"^[A-Za-z0-9._:-]{1,128}$")


def debug_logging_enabled() -> bool:
    return logging.getLogger().isEnabledFor(logging.DEBUG)


class Private:
    """A value shown in logs only when debug logging is on: ``log.info("asked %s", Private(text))``."""

    __slots__ = ("value",)

    def __init__(self, value: object) -> None:
        self.value = value

    def __str__(self) -> str:
        if debug_logging_enabled():
            return str(self.value)
        return f"[redacted {len(str(self.value))} chars]"

    __repr__ = __str__


def redact_fields(fields: dict) -> dict:
    if debug_logging_enabled():
        return fields
    return {k: (f"[redacted {len(str(v))} chars]" if k in SENSITIVE_FIELDS else v) for k, v in fields.items()}


def new_request_id(incoming: str | None = None) -> str:
    """Use the caller's id (X-Request-Id) when it is a sane token, else a fresh one; sets the context var.

    The context var is copied into asyncio tasks and ``asyncio.to_thread`` calls made afterwards, so every
    log line written while handling this message carries the id.
    """
    rid = incoming if incoming and _REQUEST_ID_OK.match(incoming) else uuid.uuid4().hex
    request_id.set(rid)
    return rid


class RequestIdFilter(logging.Filter):
    """Adds ``record.request_id`` for plain-text formats (``%(request_id)s``)."""

    def filter(self, record: logging.LogRecord) -> bool:
        record.request_id = request_id.get()
        return True


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        payload = {
            "ts": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created)) + f".{int(record.msecs):03d}Z",
            "level": record.levelname.lower(),
            "logger": record.name,
            "msg": record.getMessage(),
            "request_id": request_id.get(),
        }
        for key, value in redact_fields(getattr(record, "fields", {})).items():
            payload[key] = value
        if record.exc_info:
            payload["exc"] = self.formatException(record.exc_info)
        return json.dumps(payload, default=str)


def configure_json_logging(level: int = logging.INFO) -> None:
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(JsonFormatter())
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    if level > logging.DEBUG:
        _quiet_chatty_libraries()


def _quiet_chatty_libraries() -> None:
    """Libraries that log request or message bodies at INFO are held at WARNING outside debug mode."""
    for name in ("httpx", "openai", "slack_bolt", "slack_sdk", "botbuilder", "msrest", "urllib3"):
        logging.getLogger(name).setLevel(logging.WARNING)
