"""What a LangGraph server client may choose for a run, and the operator's settings it runs on.

On a shared server the operator fixes the configuration: database, catalog, checkpoint, model, base URL, API key,
budgets and privacy come from the server's environment (the variables `Context` reads), never from a client. A
client's run `context` may only choose among `CLIENT_KEYS`; anything else is refused with a clear error (by the
auth module before the run is queued, and here again should a run reach the graph some other way). The user is
the authenticated one: the auth module writes it as `user_id`, which no client may send.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from langgraph.runtime import Runtime

from sqlclarify.context import Context
from sqlclarify.errors import InputError

# what a client may set per run, each within the operator's limits
CLIENT_KEYS = ("mode", "today", "max_clarification_rounds", "max_rows", "option_values_seconds")
USER_KEY = "user_id"  # written by the server's auth handler from the authenticated identity
MAX_CLARIFICATION_ROUNDS = 10


def refused_keys(context: dict[str, Any] | None) -> list[str]:
    """The keys of a client's context that a client may not set, sorted."""
    return sorted(k for k in (context or {}) if k not in CLIENT_KEYS)


def refusal(keys: list[str]) -> str:
    """The one-line error for a context that sets what the operator fixes."""
    return f"the server's operator fixes {', '.join(keys)}: a run's context may set only {', '.join(CLIENT_KEYS)}"


@dataclass(kw_only=True)
class ServerContext:
    """A LangGraph server run's context: the client's few choices (Studio shows them as the form)."""

    mode: Literal["interactive", "auto", "strict"] | None = field(
        default=None, metadata={"description": "interactive: ask; auto: take each default; strict: fail."}
    )
    today: str | None = field(
        default=None, metadata={"description": "The date relative ranges resolve against (YYYY-MM-DD)."}
    )
    max_clarification_rounds: int | None = field(
        default=None, metadata={"description": f"Rounds of questions (at most {MAX_CLARIFICATION_ROUNDS})."}
    )
    max_rows: int | None = field(
        default=None, metadata={"description": "Rows kept in the answer (at most the server's own)."}
    )
    option_values_seconds: float | None = field(
        default=None, metadata={"description": "Time budget of showing option values (at most the server's)."}
    )
    user_id: str | None = field(
        default=None, metadata={"description": "Set by the server from the authenticated user; not a client's."}
    )

    def __post_init__(self) -> None:
        self._operator: Context | None = None

    def operator_context(self) -> Context:
        """The Context the nodes run on: the operator's settings with this run's allowed choices (made once)."""
        if self._operator is None:
            base = Context()  # every field from the server's environment
            chosen: dict[str, Any] = {}
            if self.mode is not None:
                chosen["mode"] = self.mode
            if self.today is not None:
                chosen["today"] = self.today
            if self.max_clarification_rounds is not None:
                chosen["max_clarification_rounds"] = _within(
                    "max_clarification_rounds", self.max_clarification_rounds, MAX_CLARIFICATION_ROUNDS, int
                )
            if self.max_rows is not None:
                chosen["max_rows"] = _within("max_rows", self.max_rows, base.max_rows, int)
            if self.option_values_seconds is not None:
                chosen["option_values_seconds"] = _within(
                    "option_values_seconds", self.option_values_seconds, base.option_values_seconds, float
                )
            if self.user_id:
                chosen["user_id"] = self.user_id
            context = Context(**chosen)
            context.today_date()  # a bad date is refused before the run starts
            self._operator = context
        return self._operator


def _within(name: str, value: Any, most: float, kind: type) -> Any:
    try:
        number = kind(value)
    except (TypeError, ValueError):
        raise InputError(f"{name} must be a number, not '{value}'") from None
    if number < 0 or number > most:
        raise InputError(f"{name} must be between 0 and {most:g} on this server, not {value}")
    return number


def coerce(context: Any) -> ServerContext:
    """A run's context as a ServerContext; a dict that sets what the operator fixes is refused."""
    if isinstance(context, ServerContext):
        return context
    if context is None:
        return ServerContext()
    if isinstance(context, dict):
        if wrong := [k for k in refused_keys(context) if k != USER_KEY]:
            raise InputError(refusal(wrong))
        return ServerContext(**context)
    raise InputError(f"a run's context must be an object, not {type(context).__name__}")


def on_operator_settings(node: Callable[..., Any]) -> Callable[..., Any]:
    """`node`, run on the operator's Context instead of the client's ServerContext."""

    def run(state: Any, runtime: Runtime) -> Any:
        return node(state, runtime.override(context=coerce(runtime.context).operator_context()))

    run.__name__ = run.__qualname__ = getattr(node, "__name__", "node")
    run.__doc__ = node.__doc__
    return run
