"""Wiring: builds the core objects from settings for the front doors (CLI, HTTP server).

Heavy imports (LanceDB, ONNX, LlamaIndex) happen here on first use, not at CLI start-up.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from functools import cached_property

from core.foundation.settings import Settings

log = logging.getLogger(__name__)



@dataclass
class AdvisorRuntime:
    settings: Settings
    _closers: list = field(default_factory=list)

    @cached_property
    def index(self):
        from core.knowledge.index import open_index

        index = open_index(self.settings)
        if hasattr(index, "close"):  # Weaviate holds HTTP and gRPC connections
            self._closers.append(index.close)
        return index

    @cached_property
    def embedder(self):
        from core.knowledge.embeddings import build_embedder

        return build_embedder(self.settings)

    @cached_property
    def knowledge_base(self):
        from core.knowledge.chunking import StructuredChunker
        from core.knowledge.knowledge_base import KnowledgeBase

        return KnowledgeBase(self.index, self.embedder,
                             StructuredChunker(self.settings.chunk_size, self.settings.chunk_overlap))

    @cached_property
    def reranker(self):
        from core.retrieval.reranking import build_reranker

        return build_reranker(self.settings)

    @cached_property
    def retriever(self):
        from core.retrieval.hybrid import HybridRetriever

        return HybridRetriever(self.index, self.embedder, self.settings, self.reranker)

    @cached_property
    def memory(self):
        try:
            from core.conversation.memory import build_thread_memory
        except ImportError:  # memory not built yet in this checkout
            return None
        return build_thread_memory(self.settings)

    @cached_property
    def agent(self):
        if not self.settings.llm_enabled:
            return None
        try:
            from core.answering.agent import build_agent
        except ImportError:
            return None
        return build_agent(self.settings, self.retriever, handoff=self.handoffs)

    @cached_property
    def eraser(self):
        """Every store holding student data, for `advisor forget`; new stores register here."""
        from core.foundation.privacy import UserDataEraser

        eraser = UserDataEraser()
        if self.memory is not None:
            eraser.register("conversation memory", "threads", self.memory)
        eraser.register("feedback", "records", self.feedback)
        eraser.register("answer archive", "shown answers", self.answer_archive)
        eraser.register("handoffs", "tickets with transcripts", self.handoffs)
        eraser.register("delivery outbox", "queued posts and dead letters", self.outbox)
        eraser.register("change alerts", "alert subscriptions and sent markers", self.alert_subscriptions)
        return eraser

    @cached_property
    def advising(self):
        from core.answering.advising import AdvisingService

        return AdvisingService(self.settings, self.retriever, memory=self.memory, agent=self.agent,
                               handoffs=self.handoffs)

    @cached_property
    def keyed_hash(self):
        """The keyed hash standing for user ids in Redis key names (None without Redis)."""
        if not self.settings.redis_url:
            return None
        from core.foundation.pseudonyms import keyed_hash_for
        from core.foundation.redis_client import redis_client

        return keyed_hash_for(redis_client(self.settings.redis_url), self.settings)

    @cached_property
    def feedback(self):
        from core.conversation.feedback import build_feedback_store

        return build_feedback_store(self.settings.redis_url, self.settings.state_dir, self.keyed_hash)

    @cached_property
    def outbox(self):
        """Posts to students waiting for delivery (Redis stream, or the local SQLite queue)."""
        from core.conversation.outbox_redis import build_outbox

        return build_outbox(self.settings.redis_url, self.settings.state_dir, self.settings.delivery_dead_letter_days)

    @cached_property
    def answer_archive(self):
        from core.conversation.answer_archive import AnswerArchive

        return AnswerArchive(self.settings.redis_url, self.settings.state_dir, self.settings.memory_ttl_days,
                             self.keyed_hash)

    @cached_property
    def alert_subscriptions(self):
        from core.conversation.alert_subscriptions import AlertSubscriptions

        return AlertSubscriptions(self.settings.redis_url, self.settings.state_dir, self.settings.change_alert_days,
                                  self.keyed_hash)

    def change_alerts(self, sender=None):
        """The change-alert run: channel policies of both platforms, quiet in threads an adviser holds."""
        from core.conversation.alert_delivery import ChangeAlertService
        from core.conversation.change_alerts import ChangeAlertPlanner
        from core.conversation.channel_policy import ChannelPolicies

        policies = {"slack": ChannelPolicies.parse(self.settings.slack_channel_config),
                    "teams": ChannelPolicies.parse(self.settings.teams_channel_config)}

        def allows(conversation) -> bool:
            platform = policies.get(conversation.platform)
            return platform is None or platform.for_channel(conversation.channel).change_alerts

        planner = ChangeAlertPlanner(self.alert_subscriptions, self.settings.change_alert_days, allows=allows,
                                     is_held=self.handoffs.is_claimed)
        return ChangeAlertService(planner, self.alert_subscriptions, sender, self.settings.change_alerts_enabled)

    @cached_property
    def chat_turns(self):
        from core.answering.chat_turns import ChatTurnProcessor
        from core.conversation.delivery_guard import EventDeduplicator, RateLimiter

        return ChatTurnProcessor(
            self.settings, self.advising,
            EventDeduplicator(self.settings.redis_url),
            RateLimiter(self.settings.redis_url, self.settings.rate_limit_per_minute, self.keyed_hash),
            self.feedback, self.answer_archive, handoffs=self.handoffs,
            alert_subscriptions=self.alert_subscriptions if self.settings.change_alerts_enabled else None,
        )

    @cached_property
    def handoffs(self):
        from core.handoff.service import HandoffService
        from core.handoff.store import build_handoff_store
        from core.foundation.settings import csv_list

        store = build_handoff_store(self.settings.redis_url, self.settings.state_dir, self.settings.handoff_retention_days)
        return HandoffService(store, {"slack": set(csv_list(self.settings.slack_adviser_group)),
                                      "teams": set(csv_list(self.settings.teams_adviser_group)),
                                      "cli": {"staff"}}, office_hours=self.settings.office_hours,
                              queues=self.adviser_queues)

    @property
    def adviser_queues(self) -> set[str]:
        """Platforms where a handoff reaches advisers (their queue is configured); `advisor handoffs` always."""
        configured = {"slack": self.settings.slack_adviser_channel, "teams": self.settings.teams_adviser_conversation}
        return {"cli"} | {platform for platform, queue in configured.items() if queue}

    @cached_property
    def handoff_desk(self):
        from core.handoff.desk import HandoffDesk

        return HandoffDesk(self.handoffs, self.settings.redis_url, self.settings.handoff_reminder_minutes)

    @cached_property
    def answered_threads(self):
        from core.conversation.answered_threads import AnsweredThreads

        return AnsweredThreads(self.settings.redis_url, self.settings.state_dir, self.settings.memory_ttl_days,
                               self.keyed_hash)

    def index_is_empty(self) -> bool:
        return self.index.stats().chunks == 0

    def close(self) -> None:
        closers, self._closers = self._closers, []  # idempotent: a command may close before its context does
        for closer in closers:
            try:
                closer()
            except Exception:  # noqa: BLE001
                log.debug("error while closing", exc_info=True)
