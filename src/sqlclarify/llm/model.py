"""Build the chat model from a spec such as "openai:gpt-4o-mini" or "ollama:llama3.1" (langchain-openai)."""

from __future__ import annotations

import os
from functools import lru_cache
from typing import Any

from langchain_core.language_models import BaseChatModel

from sqlclarify.errors import InputError

# Local servers that speak the OpenAI API, and where they listen by default.
LOCAL_DEFAULTS = {
    "ollama": "http://localhost:11434/v1",
    "vllm": "http://localhost:8000/v1",
    "llamacpp": "http://localhost:8080/v1",
}


def model_name(model: Any) -> str:
    """A printable name for a spec or a chat model object."""
    if isinstance(model, BaseChatModel):
        return getattr(model, "model_name", None) or type(model).__name__
    return str(model)


def make_chat_model(spec: Any, *, base_url: str | None, timeout_s: float) -> BaseChatModel:
    """A chat model for `spec`; a BaseChatModel given directly (Python API, tests) is used as it is.
    The client itself never retries: `llm.calls` does, and never after a timeout."""
    if isinstance(spec, BaseChatModel):
        return spec
    if not isinstance(spec, str) or not spec.strip():
        raise InputError("the model must be a name such as 'openai:gpt-4o-mini'")
    provider, _, name = spec.strip().partition(":")
    if not name:
        provider, name = "openai", provider
    if provider not in ("openai", *LOCAL_DEFAULTS):
        raise InputError(f"unknown model provider '{provider}' (use openai:, ollama:, vllm: or llamacpp:)")
    url = base_url or os.environ.get("OPENAI_BASE_URL") or LOCAL_DEFAULTS.get(provider)
    return _chat_openai(name, url, float(timeout_s), provider != "openai")


@lru_cache(maxsize=8)
def _chat_openai(name: str, base_url: str | None, timeout_s: float, local: bool) -> BaseChatModel:
    from langchain_openai import ChatOpenAI

    key = os.environ.get("OPENAI_API_KEY") or ("not-needed" if local or base_url else None)
    if key is None:
        raise InputError("OPENAI_API_KEY is not set (or set OPENAI_BASE_URL for a local OpenAI-compatible server)")
    return ChatOpenAI(
        model=name,
        base_url=base_url,
        api_key=key,
        temperature=0,
        timeout=timeout_s,  # ChatOpenAI has no timeout by default
        max_retries=0,  # retries are llm.calls' (the client would retry a timed-out call too)
        use_responses_api=False,  # local servers speak chat completions only
    )
