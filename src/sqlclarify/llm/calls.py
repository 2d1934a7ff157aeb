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
# One tool call per reply, and a tool call rather than prose; servers that refuse these are asked without them.
STRICT_TOOL_OPTIONS = {"parallel_tool_calls": False, "tool_choice": "any"}
REJECTED_OPTION_WORDS = ("parallel_tool_calls", "tool_choice")


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
    bound, strict = _bind(model, tools, strict=True)
    conversation = list(messages)
    problem = ""
    for _ in range(1 + REPAIR_ROUNDS):
        started = time.perf_counter()
        try:
            reply = bound.invoke(conversation)
        except Exception as exc:
            if not (strict and _refuses_tool_options(exc)):
                usage.calls.append({"step": step, "error": _cause(exc), "ms": _ms(started)})
                raise ModelError(_cause(exc)) from exc
            bound, strict = _bind(model, tools, strict=False)
            try:
                reply = bound.invoke(conversation)
            except Exception as retry_exc:
                usage.calls.append({"step": step, "error": _cause(retry_exc), "ms": _ms(started)})
                raise ModelError(_cause(retry_exc)) from retry_exc
        _count(usage, reply)
        decision, problem = _read(reply, tools)
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
        conversation += _repair(reply, problem, tools)
    raise ModelError(f"the model gave no usable answer after a repair round ({problem})")


def _bind(model: BaseChatModel, tools: dict[str, type[BaseModel]], *, strict: bool) -> tuple[Any, bool]:
    """The model with the tools bound; `strict` adds STRICT_TOOL_OPTIONS where the model class takes them."""
    specs = tool_specs(tools)
    if strict:
        with contextlib.suppress(TypeError, ValueError, NotImplementedError):
            return model.bind_tools(specs, **STRICT_TOOL_OPTIONS), _takes_options(model)
    return model.bind_tools(specs), False


def _takes_options(model: BaseChatModel) -> bool:
    from langchain_openai import ChatOpenAI

    return isinstance(model, ChatOpenAI)


def _refuses_tool_options(exc: Exception) -> bool:
    import openai

    return isinstance(exc, openai.BadRequestError) and any(word in str(exc) for word in REJECTED_OPTION_WORDS)


def _repair(reply: AIMessage, problem: str, tools: dict[str, type[BaseModel]]) -> list[BaseMessage]:
    """The reply and what was wrong with it; every tool call of the reply gets its answer (OpenAI requires it)."""
    ids = [call.get("id") for call in [*reply.tool_calls, *reply.invalid_tool_calls] if call.get("id")]
    if not ids:
        tip = f"Error: {problem}. Reply by calling exactly one of the tools: {', '.join(tools)}."
        return [reply, HumanMessage(content=tip)]
    tip = f"Error: {problem}. Call exactly one tool, once, with valid arguments."
    return [reply, *(ToolMessage(content=tip, tool_call_id=call_id) for call_id in ids)]


def _read(reply: AIMessage, tools: dict[str, type[BaseModel]]) -> tuple[Decision | None, str]:
    """The reply's first tool call as a Decision, or what is wrong with it (further calls are ignored)."""
    if reply.invalid_tool_calls:
        bad = reply.invalid_tool_calls[0]
        return None, f"the arguments of {bad.get('name')} are not valid JSON"
    if not reply.tool_calls:
        return None, "the reply called no tool"
    call = reply.tool_calls[0]
    schema = tools.get(call["name"])
    if schema is None:
        return None, f"there is no tool named {call['name']}"
    try:
        args = schema.model_validate(call["args"])
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        return None, f"invalid arguments for {call['name']}: {where}: {first['msg']}"
    text = reply.content if isinstance(reply.content, str) else ""
    return Decision(call["name"], args, text.strip(), reply, call.get("id") or call["name"]), ""


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
        retried = " (retries ran out)" if exc.status_code in (408, 409, 429) or exc.status_code >= 500 else ""
        return f"the model endpoint failed with HTTP {exc.status_code}{retried}: {_short(exc)}"
    if isinstance(exc, json.JSONDecodeError):
        return f"the model endpoint returned a malformed response (not complete JSON: {exc.msg})"
    if isinstance(exc, IndexError):  # langchain-openai reads choices[0] of a reply that has none
        return "the model endpoint returned no choices (an empty completion)"
    return f"the model call failed: {type(exc).__name__}: {_short(exc)}"


def _short(exc: Exception) -> str:
    text = " ".join(str(exc).split())
    with contextlib.suppress(ValueError, AttributeError):
        text = json.loads(text).get("error", {}).get("message", text)
    return text[:200]
