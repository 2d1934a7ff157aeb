"""Fitting a prompt into the model's context: the conversation memory goes first, then the schema excerpt
shrinks; when even one table and no memory do not fit, the turn ends with a one-line reason."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from langchain_core.messages import BaseMessage

from sqlclarify.llm.calls import ModelError, prompt_tokens

REPLY_TOKENS = 512  # kept free for the model's reply (a tool call with SQL)
SHRINK_STEPS = 6

Build = Callable[[int, int], list[BaseMessage]]  # (schema budget, memory budget) -> messages


def fit_prompt(
    build: Build, specs: list[dict[str, Any]], schema_budget: int, memory_budget: int, context_tokens: int
) -> list[BaseMessage]:
    """The messages of `build` within `context_tokens` (0: the budgets alone decide), or ModelError."""
    messages = build(schema_budget, memory_budget)
    if context_tokens <= 0:
        return messages
    room = context_tokens - REPLY_TOKENS
    needed = prompt_tokens(messages, specs)
    if needed <= room:
        return messages
    memory_budget = 0
    for _ in range(SHRINK_STEPS):
        messages = build(schema_budget, memory_budget)
        needed = prompt_tokens(messages, specs)
        if needed <= room:
            return messages
        if schema_budget <= 0:
            break
        schema_budget = max(0, min(schema_budget // 2, schema_budget - (needed - room)))
    raise ModelError(
        f"the smallest prompt (one table, no memory) is about {needed} tokens, more than the model's context of "
        f"{context_tokens} leaves after {REPLY_TOKENS} for the reply; start the model server with a larger context "
        "and give its size with --model-context"
    )
