"""One model decision = one tool call, made robust: a reply with no tool call, malformed arguments or
arguments that fail validation get one repair round; transport failures (429, 5xx, timeouts) are retried
by the client with backoff and then reported as a `ModelError` naming the cause."""

from __future__ import annotations

import contextlib
import json
import time
from dataclasses import dataclass, field
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from pydantic import BaseModel, ValidationError

from sqlclarify.llm.tools import tool_specs

REPAIR_ROUNDS = 1


class ModelError(Exception):
    """The model could not give a usable decision; the message names the cause for the user."""


@dataclass
class Usage:
    """What a turn cost and did: tokens from usage metadata, and every call with its duration."""

    model: str = ""
    input_tokens: int = 0
    output_tokens: int = 0
    calls: list[dict[str, Any]] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return {
            "model": self.model,
            "input_tokens": self.input_tokens,
            "output_tokens": self.output_tokens,
            "calls": self.calls,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any] | None) -> Usage:
        return cls(**data) if data else cls()


@dataclass
class Decision:
    name: str
    args: BaseModel
    text: str  # what the model wrote beside its tool call
    message: AIMessage
    tool_call_id: str


def decide(
    model: BaseChatModel, messages: list[BaseMessage], tools: dict[str, type[BaseModel]], usage: Usage, step: str
) -> Decision:
    """Call the model until it makes one valid tool call (one repair round), or raise ModelError."""
    bound = model.bind_tools(tool_specs(tools))
    conversation = list(messages)
    problem = ""
    for _ in range(1 + REPAIR_ROUNDS):
        started = time.perf_counter()
        try:
            reply = bound.invoke(conversation)
        except Exception as exc:
            usage.calls.append({"step": step, "error": _cause(exc), "ms": _ms(started)})
            raise ModelError(_cause(exc)) from exc
        _count(usage, reply)
        decision, problem, tool_call_id = _read(reply, tools)
        usage.calls.append(
            {
                "step": step,
                "tool": decision.name if decision else None,
                "args": decision.args.model_dump() if decision else _raw_args(reply),
                "result": "ok" if decision else problem,
                "ms": _ms(started),
            }
        )
        if decision:
            return decision
        conversation.append(reply)
        if tool_call_id:
            conversation.append(
                ToolMessage(
                    content=f"Error: {problem}. Call the tool again with valid arguments.", tool_call_id=tool_call_id
                )
            )
        else:
            conversation.append(
                HumanMessage(
                    content=f"Error: {problem}. Reply by calling exactly one of the tools: {', '.join(tools)}."
                )
            )
    raise ModelError(f"the model gave no usable answer after a repair round ({problem})")


def _read(reply: AIMessage, tools: dict[str, type[BaseModel]]) -> tuple[Decision | None, str, str | None]:
    if reply.invalid_tool_calls:
        bad = reply.invalid_tool_calls[0]
        return None, f"the arguments of {bad.get('name')} are not valid JSON", bad.get("id")
    if not reply.tool_calls:
        return None, "the reply called no tool", None
    call = reply.tool_calls[0]
    schema = tools.get(call["name"])
    if schema is None:
        return None, f"there is no tool named {call['name']}", call.get("id")
    try:
        args = schema.model_validate(call["args"])
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        return None, f"invalid arguments for {call['name']}: {where}: {first['msg']}", call.get("id")
    text = reply.content if isinstance(reply.content, str) else ""
    return Decision(call["name"], args, text.strip(), reply, call.get("id") or call["name"]), "", None


def _count(usage: Usage, reply: AIMessage) -> None:
    meta = reply.usage_metadata or {}
    usage.input_tokens += int(meta.get("input_tokens", 0))
    usage.output_tokens += int(meta.get("output_tokens", 0))


def _raw_args(reply: AIMessage) -> Any:
    calls = reply.tool_calls or reply.invalid_tool_calls
    return calls[0].get("args") if calls else None


def _ms(started: float) -> float:
    return round((time.perf_counter() - started) * 1000, 1)


def _cause(exc: Exception) -> str:
    """A one-line cause: the HTTP status and what it means, a timeout, or a connection failure."""
    import openai

    if isinstance(exc, openai.RateLimitError):
        return "the model endpoint is rate limiting (HTTP 429) and retries ran out; try again shortly"
    if isinstance(exc, openai.APITimeoutError):
        return "the model endpoint did not answer within the timeout (retries ran out)"
    if isinstance(exc, openai.APIConnectionError):
        return "cannot reach the model endpoint (connection failed)"
    if isinstance(exc, openai.APIStatusError):
        return f"the model endpoint failed with HTTP {exc.status_code} (retries ran out): {_short(exc)}"
    return f"the model call failed: {type(exc).__name__}: {_short(exc)}"


def _short(exc: Exception) -> str:
    text = " ".join(str(exc).split())
    with contextlib.suppress(ValueError, AttributeError):
        text = json.loads(text).get("error", {}).get("message", text)
    return text[:200]
