"""Prometheus metrics: one registry for the process, and small typed functions the rest of the code calls.

Callers never touch prometheus-client objects directly, so metric names and labels stay in one place.
Label values are bounded enumerations (platform, outcome, mode, source, result): never user ids or text,
which would explode the number of series and leak personal data into monitoring.
"""

from __future__ import annotations

import functools
import inspect
import time
from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest
from prometheus_client.exposition import CONTENT_TYPE_LATEST

# A private registry instead of the global default: tests and the CLI can import core freely without
# "duplicated timeseries" errors, and /metrics shows only what this application defines.
REGISTRY = CollectorRegistry(auto_describe=True)

# Answers take from milliseconds (extractive) to tens of seconds (LLM agent with tool calls).
_ANSWER_BUCKETS = (0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60, 120)
_RETRIEVAL_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5)
# Time to claim a handoff: minutes to a day.
_CLAIM_BUCKETS = (30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 14400, 28800, 86400)
_SYNC_BUCKETS = (1, 5, 15, 30, 60, 120, 300, 600, 1200, 1800, 3600, 7200)

REQUESTS = Counter("advisor_requests", "Chat messages handled, by platform and outcome "
                   "(answer = delivered, undelivered, duplicate, rate_limited, too_long, quiet).", ["platform", "outcome"], registry=REGISTRY)
ANSWER_SECONDS = Histogram("advisor_answer_seconds", "Time to produce an answer, by platform and answer mode.",
                           ["platform", "mode"], buckets=_ANSWER_BUCKETS, registry=REGISTRY)
ABSTENTIONS = Counter("advisor_abstentions", "Answers where the bot said it could not find the answer.",
                      ["platform"], registry=REGISTRY)
RETRIEVAL_SECONDS = Histogram("advisor_retrieval_seconds", "Hybrid retrieval time (embedding + search + fusion).",
                              buckets=_RETRIEVAL_BUCKETS, registry=REGISTRY)
HANDOFFS_OPEN = Gauge("advisor_handoffs_open", "Handoff tickets waiting for or being handled by an adviser.",
                      ["platform"], registry=REGISTRY)
HANDOFF_CLAIM_SECONDS = Histogram("advisor_handoff_time_to_claim_seconds",
                                  "Time from a handoff being opened to an adviser claiming it.",
                                  ["platform"], buckets=_CLAIM_BUCKETS, registry=REGISTRY)
ANSWER_CHECKS = Counter("advisor_answer_checks", "Model answers checked against this turn's sources, by outcome "
                        "(grounded, trimmed, unsupported, uncited, not_found).", ["outcome"], registry=REGISTRY)
UNSUPPORTED_SENTENCES = Counter("advisor_unsupported_sentences", "Sentences removed from model answers because a "
                                "number, date, time, address or URL in them is not in the cited sources.",
                                registry=REGISTRY)
PAGE_INSTRUCTIONS = Counter("advisor_page_instructions_removed", "Sentences addressed to the assistant removed from "
                            "passages before the model saw them.", registry=REGISTRY)
HANDOFF_NOTICES = Counter("advisor_handoff_notices", "Standard handoff notices added to answers because the model "
                          "asked for an adviser, by whether a ticket was opened (ticket, no_queue).", ["kind"],
                          registry=REGISTRY)
SYNC_RUNS = Counter("advisor_sync_runs", "Knowledge-base sync runs by source and result (ok, failed, skipped).",
                    ["source", "result"], registry=REGISTRY)
SYNC_DOCUMENTS = Counter("advisor_sync_documents", "Documents seen by sync runs, by source and change "
                         "(added, updated, deleted, unchanged, failed).", ["source", "change"], registry=REGISTRY)
SYNC_SECONDS = Histogram("advisor_sync_duration_seconds", "Duration of a sync run.", ["source"],
                         buckets=_SYNC_BUCKETS, registry=REGISTRY)
SYNC_LAST_SUCCESS = Gauge("advisor_sync_last_success_timestamp_seconds",
                          "Unix time of the last successful sync run.", ["source"], registry=REGISTRY)

DELIVERIES = Counter("advisor_deliveries", "Posts to students through the outbox, by platform, kind (answer, "
                     "notice, card_update) and outcome (delivered, gave_up, rejected).",
                     ["platform", "kind", "outcome"], registry=REGISTRY)
DELIVERY_ATTEMPTS = Counter("advisor_delivery_attempts", "Send attempts of outbox posts, by platform and result "
                            "(ok, transient, rejected).", ["platform", "result"], registry=REGISTRY)
OUTBOX_DEPTH = Gauge("advisor_outbox_depth", "Posts queued or being sent (not yet delivered).", registry=REGISTRY)
OUTBOX_OLDEST_AGE = Gauge("advisor_outbox_oldest_age_seconds", "Age of the oldest undelivered post.", registry=REGISTRY)
OUTBOX_UNREADABLE = Gauge("advisor_outbox_unreadable", "1 while the shared queue (Redis) cannot be read: depth and "
                          "age then count only the local queue.", registry=REGISTRY)
CHANGE_ALERTS = Counter("advisor_change_alerts", "Change alerts after a sync, by platform and outcome (sent, failed, "
                        "adviser_holds_thread, channel_opted_out, already_sent_today).", ["platform", "outcome"],
                        registry=REGISTRY)
DIGEST_RUNS = Counter("advisor_digest_runs", "Knowledge-owner digests built, by destination (terminal, slack, teams) "
                      "and result (ok, failed).", ["destination", "result"], registry=REGISTRY)

F = TypeVar("F", bound=Callable[..., Any])


# --- chat ---------------------------------------------------------------------------------------------
def record_turn(platform: str, outcome: str) -> None:
    """One chat message handled by ``ChatTurnProcessor`` (``outcome`` is ``TurnOutcome.kind``)."""
    REQUESTS.labels(platform=platform, outcome=outcome).inc()


def record_answer(platform: str, mode: str, abstained: bool, seconds: float) -> None:
    ANSWER_SECONDS.labels(platform=platform, mode=mode).observe(seconds)
    if abstained:
        ABSTENTIONS.labels(platform=platform).inc()


def record_retrieval(seconds: float) -> None:
    RETRIEVAL_SECONDS.observe(seconds)


def observe_answers(method: F) -> F:
    """Decorator for ``AdvisingService.answer``: latency by platform and mode, and abstentions.

    A decorator keeps the instrumentation to one line in the service, whatever path the answer takes
    (rejected, small talk, unavailable, extractive, agent).
    """
    signature = inspect.signature(method)

    @functools.wraps(method)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        started = time.perf_counter()
        answer = method(*args, **kwargs)
        conversation = signature.bind(*args, **kwargs).arguments.get("conversation")
        record_answer(getattr(conversation, "platform", None) or "cli", getattr(answer, "mode", "unknown"),
                      bool(getattr(answer, "abstained", False)), time.perf_counter() - started)
        return answer

    return wrapper  # type: ignore[return-value]


def observe_turns(method: F) -> F:
    """Decorator for ``ChatTurnProcessor.handle(msg, ...)``: counts outcomes by platform.

    An answer posted through the outbox (``msg.counted_on_delivery``) is counted by the delivery worker
    once the platform took it (``record_delivery``), not when it was computed.
    """

    @functools.wraps(method)
    def wrapper(self: Any, msg: Any, *args: Any, **kwargs: Any) -> Any:
        outcome = method(self, msg, *args, **kwargs)
        if not (outcome.kind == "answer" and getattr(msg, "counted_on_delivery", False)):
            record_turn(msg.conversation.platform, outcome.kind)
        return outcome

    return wrapper  # type: ignore[return-value]


# --- answer check (called by the answering subsystem) ----------------------------------------------------
ANSWER_CHECK_OUTCOMES = ("grounded", "trimmed", "unsupported", "uncited", "not_found")


def record_answer_check(outcome: str, removed_sentences: int = 0) -> None:
    """One model answer checked; ``outcome`` is one of ``ANSWER_CHECK_OUTCOMES`` (anything else is refused)."""
    if outcome not in ANSWER_CHECK_OUTCOMES:
        raise ValueError(f"unknown answer-check outcome {outcome!r}")
    ANSWER_CHECKS.labels(outcome=outcome).inc()
    if removed_sentences:
        UNSUPPORTED_SENTENCES.inc(removed_sentences)


def record_page_instructions(count: int) -> None:
    if count:
        PAGE_INSTRUCTIONS.inc(count)


def record_handoff_notice(ticket_opened: bool) -> None:
    HANDOFF_NOTICES.labels(kind="ticket" if ticket_opened else "no_queue").inc()


# --- delivery (called by the outbox's delivery worker) ------------------------------------------------
def record_delivery_attempt(platform: str, result: str) -> None:
    """One send of an outbox post: ``ok``, ``transient`` (will be retried) or ``rejected`` (permanent)."""
    DELIVERY_ATTEMPTS.labels(platform=platform, result=result).inc()


def record_delivery(platform: str, kind: str, outcome: str) -> None:
    """An outbox post finished: ``delivered``, ``gave_up`` (retries exhausted), ``rejected`` or
    ``superseded`` (a queue-card update made pointless by a newer one, so not sent).

    A delivered answer is what counts as answered (``advisor_requests{outcome="answer"}``); an answer that
    could not be delivered counts as ``undelivered``.
    """
    DELIVERIES.labels(platform=platform, kind=kind, outcome=outcome).inc()
    if kind == "answer":
        record_turn(platform, "answer" if outcome == "delivered" else "undelivered")


def set_outbox_state(depth: int, oldest_age_s: float, unreadable: bool = False) -> None:
    OUTBOX_DEPTH.set(depth)
    OUTBOX_OLDEST_AGE.set(oldest_age_s)
    OUTBOX_UNREADABLE.set(1 if unreadable else 0)


# --- handoff (called by the handoff feature) ------------------------------------------------------------
def set_handoffs_open(platform: str, count: int) -> None:
    """Set from the shared handoff store, so every replica reports the same, correct number."""
    HANDOFFS_OPEN.labels(platform=platform).set(count)


def record_handoff_claimed(platform: str, seconds_waiting: float) -> None:
    HANDOFF_CLAIM_SECONDS.labels(platform=platform).observe(seconds_waiting)


# --- sync (called by the sync worker) -------------------------------------------------------------------
def record_sync(source: str, result: str, seconds: float, changes: Mapping[str, int] | None = None) -> None:
    """One sync run. ``result``: ok, failed or skipped (lock held elsewhere); ``changes``: counts by kind."""
    SYNC_RUNS.labels(source=source, result=result).inc()
    SYNC_SECONDS.labels(source=source).observe(seconds)
    for change, count in (changes or {}).items():
        if count:
            SYNC_DOCUMENTS.labels(source=source, change=change).inc(count)
    if result == "ok":
        SYNC_LAST_SUCCESS.labels(source=source).set(time.time())


# --- exposition -----------------------------------------------------------------------------------------
# --- change alerts and digest -------------------------------------------------------------------------
def record_change_alert(platform: str, outcome: str) -> None:
    CHANGE_ALERTS.labels(platform=platform, outcome=outcome).inc()


def record_digest(destination: str, result: str) -> None:
    DIGEST_RUNS.labels(destination=destination, result=result).inc()


def exposition() -> tuple[bytes, str]:
    """The Prometheus text format of every metric, and its content type."""
    return generate_latest(REGISTRY), CONTENT_TYPE_LATEST
