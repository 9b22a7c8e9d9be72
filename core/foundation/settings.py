"""All configuration, read from the environment (prefix ``ADVISOR_``) and an optional ``.env`` file.

Every field here is documented in ``deploy/.env.example`` and the Helm chart values; a test keeps them in
step. Secrets are ``SecretStr`` so they never appear in logs or reprs.
"""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import Field, SecretStr, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict


# Neutral on purpose: no invented number. Deployments replace it with their campus counselling line.
DEFAULT_CRISIS_RESOURCES = (
    "If you are in immediate danger, call your local emergency number now (emergency services). "
    "You can also reach your national suicide and crisis lifeline at any hour. "
    "[Campus counselling line: replace with your campus counselling line — set ADVISOR_CRISIS_RESOURCES.]"
)


# the languages besides English a crisis reply opens in (core/answering/crisis_reply.py), by code
CRISIS_REPLY_LANGUAGES = ("es", "fr", "de", "it", "pt")


def _default_data_dir() -> Path:
    """XDG data home, so a fresh machine gets a writable, per-user location."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "advisor"


class Settings(BaseSettings):
    model_config = SettingsConfigDict(
        env_prefix="ADVISOR_", env_file=".env", env_file_encoding="utf-8", extra="ignore"
    )

    # --- storage -------------------------------------------------------------------------------
    data_dir: Path = Field(default_factory=_default_data_dir, description="Where the embedded index, sync state and local stores live.")
    sample_kb: Literal["auto", "always", "never"] = Field(
        "auto", description="The bundled demo pages: auto = indexed by the first `advisor ask` only while nothing "
        "real has been ingested or synced (the first real ingest or sync removes them); always = keep them; never.")
    index_backend: Literal["lancedb", "weaviate"] = Field("lancedb", description="Knowledge-base index: embedded LanceDB or a Weaviate server.")
    index_name: str = Field("advisor_chunks", description="Table (LanceDB) or collection (Weaviate) name.")

    # --- Weaviate ------------------------------------------------------------------------------
    weaviate_url: str = Field("http://127.0.0.1:8080", description="Weaviate HTTP endpoint.")
    weaviate_grpc_port: int = Field(50051, ge=1, le=65535, description="Weaviate gRPC port (on weaviate_grpc_host, else the URL's host).")
    weaviate_api_key: SecretStr | None = Field(None, description="Weaviate API key; empty for anonymous access.")
    weaviate_timeout_s: float = Field(30.0, gt=0, description="Weaviate request timeout in seconds.")
    weaviate_query_properties: str = Field("search_text", description="Properties BM25 searches, comma-separated, with optional ^weight (e.g. 'search_text,title^2'). search_text = enriched text stemmed like LanceDB's index (the query is stemmed too); raw: text, enriched_text, title, section, breadcrumb.")
    weaviate_hybrid_fusion: Literal["relative_score", "ranked"] = Field("relative_score", description="Fusion type of WeaviateIndex.hybrid_search (server-side hybrid; retrieval itself fuses in core.retrieval.hybrid with `fusion`).")

    # --- chunking ------------------------------------------------------------------------------
    chunk_size: int = Field(1000, ge=100, description="Target chunk size in characters.")
    chunk_overlap: int = Field(200, ge=0, description="Overlap between consecutive chunks of a section, in characters.")

    # --- embeddings ----------------------------------------------------------------------------
    embedding_provider: Literal["minilm", "openai"] = Field("minilm", description="minilm = offline all-MiniLM-L6-v2 int8 ONNX; openai = any OpenAI-compatible /embeddings endpoint.")
    embedding_model: str = Field("text-embedding-3-small", description="Model name for the OpenAI-compatible embeddings endpoint.")
    embedding_base_url: str | None = Field(None, description="Base URL of the embeddings endpoint (defaults to llm_base_url).")
    embedding_api_key: SecretStr | None = Field(None, description="API key of the embeddings endpoint (defaults to llm_api_key).")
    embedding_batch_size: int = Field(32, ge=1, description="Passages per embedding batch.")

    # --- retrieval -----------------------------------------------------------------------------
    retrieval_top_k: int = Field(6, ge=1, description="Passages handed to the answerer when context_budget_chars is 0 (with a budget, the packed passages within it).")
    retrieval_candidates: int = Field(50, ge=1, description="Candidates fetched from each of keyword and vector search before fusion.")
    fusion: Literal["rrf", "weighted", "adaptive"] = Field("adaptive", description="How keyword and vector rankings are fused.")
    fusion_alpha: float = Field(0.5, ge=0, le=1, description="Weight of the vector ranking for weighted fusion (0 = keyword only, 1 = vector only).")
    rrf_k: int = Field(10, ge=1, description="Reciprocal-rank-fusion constant.")
    neighbour_expansion: int = Field(0, ge=0, description="Adjacent chunks of the same section added around each hit (0 = off).")
    not_found_threshold: float = Field(0.45, ge=0, le=1, description="Answerability score below which the bot says it cannot find the answer.")
    context_budget_chars: int = Field(4000, ge=0, description="Characters of passages the answerer is handed, in rank order (as evidence recall @4k reads them): within them a retrieved chunk's neighbour is joined to it (overlap once) and the passage at the edge is cut to its best whole sentences (core/retrieval/context_packing.py). 0 = passages as ranked.")
    passage_merge: bool = Field(False, description="Merge retrieved chunks that are neighbours in their document into one passage (overlap returned once).")
    learned_ranking: bool = Field(True, description="Re-order the fused candidates with the linear ranking model fitted on SyllabusQA train (core/retrieval/learned_ranking.py).")
    reranker: Literal["none", "cross-encoder", "llm"] = Field("none", description="Second-stage re-ranking of the fused candidates: none (offline default), cross-encoder (ONNX model in reranker_model_dir) or llm (the configured chat model grades the passages).")
    reranker_model_dir: str | None = Field(None, description="Directory with model.onnx and tokenizer.json of a cross-encoder (e.g. ms-marco-MiniLM-L-6-v2 exported to ONNX).")
    reranker_candidates: int | None = Field(None, ge=1, description="Fused candidates the re-ranker scores; the rest keep their fused order after them. Empty = the count the cross-encoder was calibrated for (reranker.json), else 20.")
    reranker_threshold: float | None = Field(None, ge=0, le=1, description="With a re-ranker, the best passage's relevance (0-1) below which the bot says it cannot find the answer. Empty = the threshold calibrated for the cross-encoder (reranker.json in its folder, written by `advisor train-reranker`), else 0.5.")
    reranker_reorder: bool | None = Field(None, description="Whether the re-ranker re-orders the candidates (true) or only judges answerability, leaving the first-stage order (false). Empty = the model's own verdict in reranker.json (`advisor train-reranker` writes false when the model orders its held-out questions worse than the retriever), else true.")
    reranker_timeout_s: float = Field(10.0, gt=0, description="Time budget of one LLM re-ranking request; on timeout the fused order stands.")

    # --- LLM -----------------------------------------------------------------------------------
    llm_base_url: str | None = Field(None, description="OpenAI-compatible endpoint (OpenAI, vLLM, Ollama …). Empty with no key = extractive mode.")
    llm_api_key: SecretStr | None = Field(None, description="API key for the LLM endpoint.")
    llm_model: str = Field("gpt-4o-mini", description="Chat model name.")
    llm_azure_api_version: str | None = Field(None, description="Set for Azure OpenAI (then llm_base_url is the Azure endpoint and llm_model the deployment).")
    llm_timeout_s: float = Field(60.0, gt=0, description="Overall time budget of one agent turn in seconds.")
    llm_max_tool_calls: int = Field(4, ge=1, description="Cap on tool calls per turn.")
    llm_temperature: float = Field(0.1, description="Sampling temperature.")
    llm_max_retries: int = Field(1, ge=0, description="Retries of a failed or timed-out LLM request (within llm_timeout_s).")
    llm_context_window: int = Field(32768, description="Context window of the chat model in tokens (models the client library does not know).")

    # --- conversation memory -------------------------------------------------------------------
    redis_url: str | None = Field(None, description="Redis URL for memory, dedup, handoffs, locks. Empty = local on-disk stores.")
    memory_ttl_days: int = Field(30, ge=1, description="Conversation memory expiry in days.")
    memory_max_messages: int = Field(20, ge=0, description="Messages kept per thread.")
    memory_max_chars: int = Field(12000, ge=0, description="Character budget of history sent to the model.")

    # --- privacy -------------------------------------------------------------------------------
    privacy_hash_key: SecretStr | None = Field(None, description="Secret of the keyed hash (HMAC-SHA256) that stands for user ids in Redis key names (indexes, rate limits). Empty = generated once and kept in Redis (advisor:privacy:hash-key). Never change it while data lives: `advisor forget` would no longer find the old indexes.")

    # --- questions -----------------------------------------------------------------------------
    max_question_chars: int = Field(4000, ge=1, description="Longer messages are refused politely.")
    suggested_questions: list[str] = Field(default_factory=lambda: [
        "How do I apply for graduation?", "When is the last day to drop a course?",
        "How do I order an official transcript?", "How do I talk to an adviser?"],
        description="Suggested prompts offered when a student opens the assistant (JSON list), until the answer archive knows what students ask most.")
    suggested_questions_min_askers: int = Field(3, ge=1, description="A question becomes a suggested prompt only once this many different students asked it in the same words (nobody's question can be singled out).")
    suggested_questions_min_history: int = Field(3, ge=1, description="Popular questions replace the configured suggestions once at least this many qualify.")

    # --- Slack ---------------------------------------------------------------------------------
    slack_bot_token: SecretStr | None = Field(None, description="Slack bot token (xoxb-…).")
    slack_signing_secret: SecretStr | None = Field(None, description="Slack signing secret.")
    slack_app_token: SecretStr | None = Field(None, description="Slack app-level token (xapp-…) for Socket Mode.")
    slack_socket_mode: bool = Field(False, description="Use Socket Mode instead of HTTP (development).")
    slack_api_base_url: str | None = Field(None, description="Override of the Slack Web API base URL (tests).")
    slack_respond_to_bots: bool = Field(False, description="Answer messages from other bots.")
    slack_channel_config: str = Field("{}", description='JSON per channel: {"C123": {"mentions_only": true, "scope": {"space": "REG"}, "disabled": false}}.')
    slack_adviser_channel: str | None = Field(None, description="Channel id of the advisers' queue in Slack.")
    slack_adviser_group: str = Field("", description="Comma-separated Slack user ids allowed to claim handoffs.")
    slack_wellbeing_responders: str = Field("", description="Comma-separated Slack user-group ids (S…) or user ids (U…) mentioned on urgent (crisis) handoff cards in the advisers' queue.")
    slack_assistant: bool = Field(True, description="Use Slack's AI assistant surface where the workspace has it (manifest `assistant_view`): greeting and suggested prompts when a student opens the assistant, a status line while answering, the thread title, answers streamed as the model writes. Workspaces without it keep the DM, mention and thread behaviour.")
    slack_assistant_greeting: str = Field("Hi! I'm the advising assistant. Ask me about deadlines, forms, fees or course rules — I answer from the university's pages and cite them.", description="First message in a new Slack assistant thread.")
    slack_stream_append_interval_s: float = Field(0.75, gt=0, description="Least time between two appends to a streamed Slack answer (chat.appendStream); text written meanwhile is sent together, within Slack's rate limits. The first text goes out at once.")
    slack_answer_workers: int = Field(2, ge=1, description="Answers computed at once by one `advisor serve` process (worker threads; about one per CPU core). More wait their turn, so a burst of questions never starves the acknowledgements Slack needs within 3 s.")

    # --- Teams ---------------------------------------------------------------------------------
    teams_app_id: str = Field("", description="Microsoft App ID of the bot registration.")
    teams_app_password: SecretStr | None = Field(None, description="Client secret of the bot registration.")
    teams_app_type: Literal["MultiTenant", "SingleTenant", "UserAssignedMSI"] = Field("MultiTenant", description="Bot registration type.")
    teams_app_tenant_id: str = Field("", description="Tenant id for SingleTenant bots.")
    teams_allow_anonymous: bool = Field(False, description="Accept unauthenticated activities (local testing only).")
    teams_adviser_conversation: str | None = Field(None, description="Conversation id of the advisers' queue channel in Teams.")
    teams_channel_config: str = Field("{}", description='JSON per Teams channel conversation id, same shape as ADVISOR_SLACK_CHANNEL_CONFIG (today only "change_alerts" is read).')
    teams_adviser_group: str = Field("", description="Comma-separated AAD object ids allowed to claim handoffs.")
    teams_answer_workers: int = Field(2, ge=1, description="Teams answers computed at once by one `advisor serve` process (worker threads; about one per CPU core), so answering never starves the acknowledgements Teams needs within 15 s.")
    teams_signing_keys_timeout_s: float = Field(5.0, gt=0, description="Time budget of fetching the Bot Framework token-signing keys (off the event loop); a dead identity endpoint then means 401s, not a frozen server.")
    teams_openid_metadata_url: str | None = Field(None, description="Override of the Bot Framework OpenID metadata URL (tests and benchmarks only).")
    teams_streaming: bool = Field(True, description="With an LLM configured, stream answers in Teams 1:1 chats (an informative \"Searching…\" update, then the text as the model writes it, then the final message); channels and group chats always get one message, as Teams allows streaming in personal chats only.")
    teams_stream_interval_s: float = Field(1.0, ge=0.05, description="Least time between two activities of one Teams stream (Teams throttles faster streams; its guidance is about one update per second, buffering the model's tokens in between).")

    # --- delivery (the outbox between "answer computed" and "delivered") ---------------------------
    delivery_backoff_s: float = Field(1.0, gt=0, description="First retry delay of a failed post to Slack or Teams (doubles each retry, with jitter, up to delivery_backoff_max_s); 429/503 wait as Retry-After says.")
    delivery_backoff_max_s: float = Field(30.0, gt=0, description="Longest wait between two delivery attempts (also caps Retry-After).")
    delivery_give_up_s: float = Field(600.0, gt=0, description="A post still undelivered this long after it was queued is given up: one apology attempt, then a dead-letter record.")
    delivery_send_timeout_s: float = Field(10.0, gt=0, description="Time budget of one send to the Slack Web API or the Bot Framework connector; a hang counts as a transient failure.")
    delivery_visibility_timeout_s: float = Field(60.0, gt=0, description="A claimed post not acknowledged this long (its process died) is taken over by the next claim (restart or another replica).")
    delivery_concurrency: int = Field(16, ge=1, description="Posts sent at once by one `advisor serve` process.")
    delivery_poll_interval_s: float = Field(0.5, gt=0, description="How often the delivery worker looks for posts queued by other replicas or left by a crash.")
    delivery_dead_letter_days: int = Field(30, ge=1, description="How long dead-letter records (who, where, why; never the text) are kept.")
    typing_max_in_flight: int = Field(4, ge=1, description="Teams typing indicators being sent at once by one process; more are skipped. They are best effort (never retried, never delay an answer), and each send to a hanging connector holds a thread for up to delivery_send_timeout_s.")

    # --- abuse limits --------------------------------------------------------------------------
    rate_limit_per_minute: int = Field(10, ge=0, description="Questions per user in any 60 seconds, a sliding window (0 = no limit).")

    # --- Confluence ----------------------------------------------------------------------------
    confluence_base_url: str | None = Field(None, description="Confluence base URL (Cloud: https://SITE.atlassian.net/wiki).")
    confluence_email: str | None = Field(None, description="Account email for Cloud API-token auth.")
    confluence_api_token: SecretStr | None = Field(None, description="Cloud API token (with email) or Server/DC personal access token (alone).")
    confluence_root_pages: str = Field("", description="Comma-separated root page ids; each whole subtree is synced.")
    confluence_spaces: str = Field("", description="Comma-separated space keys synced whole.")
    confluence_exclude_labels: str = Field("", description="Comma-separated labels whose pages are skipped.")
    confluence_index_restricted: bool = Field(False, description="Index read-restricted pages with their allowed users/groups (filtered at query time).")
    confluence_concurrency: int = Field(4, ge=1, description="Parallel page fetches.")
    confluence_timeout_s: float = Field(30.0, gt=0, description="HTTP timeout per request.")
    confluence_max_retries: int = Field(5, ge=0, description="Retries on 5xx, 429 and timeouts.")
    confluence_backoff_s: float = Field(1.0, ge=0, description="First retry delay in seconds on 5xx/timeouts (doubles each retry, with jitter, up to 30 s); 429 waits as Retry-After says.")
    confluence_listing: Literal["cql", "children"] = Field("cql", description="How root-page subtrees are listed: CQL ancestor= search, or a walk over /child/page.")
    sync_schedule: str = Field("0 */6 * * *", description="Cron expression for the scheduled sync.")
    sync_lock_ttl_s: int = Field(3600, ge=1, description="Expiry of the sync lock, so a crashed run never blocks the next forever (a heartbeat renews it every quarter of this while a run lasts).")
    sync_max_delete_share: float = Field(0.2, ge=0.0, le=1.0, description="A sync or ingest that would delete more than this share of a source's indexed documents (and more than one) deletes nothing and exits 4, unless --allow-mass-delete.")
    sync_misfire_grace_s: int = Field(900, description="A scheduled sync missed by up to this many seconds still runs (once: missed runs are coalesced).")
    sync_timezone: str = Field("UTC", description="Time zone of the sync cron expression.")

    # --- handoff -------------------------------------------------------------------------------
    handoff_retention_days: int = Field(365, ge=1, description="How long closed handoff tickets are kept.")
    handoff_reminder_minutes: int = Field(15, ge=1, description="Re-ping the queue when a ticket stays unclaimed this long.")
    office_hours: str = Field("Mon–Fri 9:00–17:00", description="Advising office hours told to students when nobody is available.")
    crisis_resources: str = Field(
        DEFAULT_CRISIS_RESOURCES,
        description="Crisis resources sent at once when a message signals a crisis. Set it to your campus "
                    "counselling line and local emergency numbers: `advisor serve` warns while it is the default.",
    )
    crisis_resources_by_language: dict[str, str] = Field(
        default_factory=dict,
        description="Crisis resources in the students' other languages, as JSON by language code (es, fr, de, it, "
                    "pt), e.g. {\"es\": \"Línea de crisis: …\"}: a crisis message in one of them gets its line "
                    "first and these resources; the others get ADVISOR_CRISIS_RESOURCES. Leave unset (or {}) for none.")
    crisis_semantic_layer: bool = Field(
        True, description="Also catch crisis paraphrases with the offline MiniLM model (rules alone when off "
                          "or when the model cannot be loaded).")

    # --- change alerts and the knowledge-owner digest -------------------------------------------
    change_alerts_enabled: bool = Field(True, description="After a sync, tell threads whose cited passage changed (or whose page went away).")
    change_alert_days: int = Field(30, ge=1, description="Only threads answered within this many days hear about a change.")
    digest_schedule: str = Field("0 8 * * 1", description="Cron expression of the knowledge-owner digest posted by `advisor serve` (default Mondays 08:00).")
    digest_days: int = Field(7, ge=1, description="How many days the digest looks back.")
    digest_slack_channel: str | None = Field(None, description="Slack channel id the digest is posted to (none = not posted to Slack).")
    digest_teams_conversation: str | None = Field(None, description="Teams channel conversation id the digest is posted to (none = not posted to Teams).")
    digest_teams_service_url: str | None = Field(None, description="Bot Framework service URL for posting the digest to Teams (e.g. https://smba.trafficmanager.net/emea/).")

    # --- server / operations -------------------------------------------------------------------
    host: str = Field("0.0.0.0", description="Host `advisor serve` binds.")
    port: int = Field(3978, ge=1, le=65535, description="Port `advisor serve` listens on.")
    log_level: str = Field("INFO", description="Log level; DEBUG also logs message text.")
    log_json: bool = Field(False, description="JSON log lines (production).")
    shutdown_timeout_s: float = Field(30.0, ge=0, description="On SIGTERM, how long `advisor serve` waits for in-flight answers before exiting.")
    weaviate_grpc_host: str | None = Field(None, description="Weaviate gRPC host when it differs from the URL's host (the Weaviate Helm chart serves gRPC on a separate `weaviate-grpc` Service).")

    @model_validator(mode="after")
    def _chunk_overlap_fits(self) -> "Settings":
        if self.chunk_overlap >= self.chunk_size:
            raise ValueError(f"ADVISOR_CHUNK_OVERLAP ({self.chunk_overlap}) must be smaller than "
                             f"ADVISOR_CHUNK_SIZE ({self.chunk_size})")
        return self

    @model_validator(mode="after")
    def _crisis_languages_are_covered(self) -> "Settings":
        unknown = sorted(set(self.crisis_resources_by_language) - set(CRISIS_REPLY_LANGUAGES))
        if unknown:
            raise ValueError(f"ADVISOR_CRISIS_RESOURCES_BY_LANGUAGE has {', '.join(unknown)}: the covered languages are "
                             f"{', '.join(CRISIS_REPLY_LANGUAGES)} (English is ADVISOR_CRISIS_RESOURCES)")
        blank = sorted(code for code, text in self.crisis_resources_by_language.items() if not text.strip())
        if blank:  # a crisis reply must never go out without resources
            raise ValueError(f"ADVISOR_CRISIS_RESOURCES_BY_LANGUAGE gives no text for {', '.join(blank)}: give the "
                             "resources, or leave the language out to use ADVISOR_CRISIS_RESOURCES")
        return self

    @model_validator(mode="after")
    def _reranker_is_usable(self) -> "Settings":
        if self.reranker == "cross-encoder" and not self.reranker_model_dir:
            raise ValueError("ADVISOR_RERANKER=cross-encoder needs ADVISOR_RERANKER_MODEL_DIR (a folder with model.onnx and tokenizer.json)")
        if self.reranker == "llm" and not self.llm_enabled:
            raise ValueError("ADVISOR_RERANKER=llm needs an LLM endpoint (ADVISOR_LLM_BASE_URL or ADVISOR_LLM_API_KEY)")
        return self

    # derived paths ------------------------------------------------------------------------------
    @property
    def lancedb_dir(self) -> Path:
        return self.data_dir / "lancedb"

    @property
    def state_dir(self) -> Path:
        return self.data_dir / "state"

    @property
    def llm_enabled(self) -> bool:
        return bool(self.llm_base_url or self.llm_api_key)


def csv_list(value: str) -> list[str]:
    """Split a comma-separated setting into trimmed, non-empty items."""
    return [item.strip() for item in value.split(",") if item.strip()]


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    return Settings()
