"""The chat model behind the agent: any OpenAI-compatible endpoint (OpenAI, vLLM, Ollama …) or Azure OpenAI.

LlamaIndex's ``OpenAI`` class decides from the model *name* whether to use the chat API and how large the
context is; an unknown name (``llama3.1``, ``qwen2.5-7b-instruct``, an Azure deployment) raises in
``metadata`` and would be sent to the legacy completions API. ``CompatibleOpenAI`` keeps its request and
tool-call handling but declares every model a chat model with function calling, and builds an Azure
client when an API version is configured.
"""

from __future__ import annotations

import functools
import ssl
from typing import Any

import httpx
from llama_index.core.base.llms.types import LLMMetadata
from llama_index.core.bridge.pydantic import Field
from llama_index.llms.openai import OpenAI
from openai import AsyncAzureOpenAI, AsyncOpenAI, AzureOpenAI, DefaultAsyncHttpxClient
from openai import OpenAI as SyncOpenAI

from core.foundation.settings import Settings

# Local servers (vLLM, Ollama, llama.cpp) accept any key, but the openai client refuses to start without one.
_NO_KEY = "not-needed"


@functools.cache
def shared_tls_context() -> ssl.SSLContext:
    """One TLS context (CA bundle loaded once) for every async client.

    Each agent turn opens fresh async clients (they must not outlive the turn's event loop), and loading
    the CA bundle for each took ~90 ms per model call on the loaded 2-core machine — most of the time to
    the first streamed word. An ``SSLContext`` is not bound to a loop and is safe to share.
    """
    return httpx.create_ssl_context()


class CompatibleOpenAI(OpenAI):
    context_window: int = Field(default=32768, description="Context window of the served model, in tokens.")
    azure_api_version: str | None = Field(default=None, description="Set for Azure OpenAI.")

    @classmethod
    def class_name(cls) -> str:
        return "advisor_compatible_openai"

    @property
    def metadata(self) -> LLMMetadata:
        return LLMMetadata(context_window=self.context_window, num_output=self.max_tokens or -1,
                           is_chat_model=True, is_function_calling_model=True, model_name=self.model)

    def _azure_kwargs(self) -> dict[str, Any]:
        return {"azure_endpoint": self.api_base, "azure_deployment": self.model, "api_version": self.azure_api_version,
                "api_key": self.api_key, "max_retries": self.max_retries, "timeout": self.timeout,
                "default_headers": self.default_headers}

    def _get_client(self) -> SyncOpenAI:
        if self.azure_api_version:
            return AzureOpenAI(**self._azure_kwargs())
        return super()._get_client()

    def _get_aclient(self) -> AsyncOpenAI:
        http_client = self._async_http_client or DefaultAsyncHttpxClient(verify=shared_tls_context())
        if self.azure_api_version:
            return AsyncAzureOpenAI(**self._azure_kwargs(), http_client=http_client)
        if self.reuse_client:
            return super()._get_aclient()
        return AsyncOpenAI(**{**self._get_credential_kwargs(is_async=True), "http_client": http_client})


def build_llm(settings: Settings) -> CompatibleOpenAI:
    """The configured chat model.

    ``reuse_client=False``: each call opens its own async HTTP client, because every agent turn runs in
    its own event loop (bots call the service from worker threads) and an httpx client must not outlive
    the loop it was created in.
    """
    key = settings.llm_api_key.get_secret_value() if settings.llm_api_key else _NO_KEY
    return CompatibleOpenAI(
        model=settings.llm_model,
        api_key=key,
        api_base=settings.llm_base_url or None,
        temperature=settings.llm_temperature,
        timeout=settings.llm_timeout_s,
        max_retries=settings.llm_max_retries,
        reuse_client=False,
        azure_api_version=settings.llm_azure_api_version,
        context_window=settings.llm_context_window,
    )
