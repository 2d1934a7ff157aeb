"""sqlclarify: a conversational text-to-SQL agent that asks back when a question is vague."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"
from sqlclarify.errors import (
    AlreadyAnswered,
    InputError,
    NoPendingQuestion,
    PendingQuestion,
    SqlclarifyError,
    ThreadNotFound,
)

__all__ = [
    "Agent",
    "AlreadyAnswered",
    "InputError",
    "NoPendingQuestion",
    "PendingQuestion",
    "SqlclarifyError",
    "ThreadNotFound",
    "ThreadSummary",
    "Turn",
    "__version__",
]

if TYPE_CHECKING:
    from sqlclarify.agent import Agent, ThreadSummary, Turn


def __getattr__(name: str) -> Any:
    # LangGraph and friends load only when the API is used, so `sqlclarify --help` starts fast.
    if name in {"Agent", "Turn", "ThreadSummary"}:
        from sqlclarify import agent

        return getattr(agent, name)
    raise AttributeError(name)
