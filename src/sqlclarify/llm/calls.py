"""One model decision = one tool call, made robust: a reply with no tool call, malformed arguments or
arguments that fail validation get one repair round; HTTP 429, 5xx and connection failures are retried
with backoff; a timed-out call is not retried (the server is still working on it); every failure is
reported as a `ModelError` naming the cause in one line."""

from __future__ import annotations

import contextlib
import json
import re
import time
from dataclasses import dataclass, field
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from langchain_core.messages.utils import count_tokens_approximately
from pydantic import BaseModel, ValidationError

from sqlclarify.llm.tools import tool_specs

REPAIR_ROUNDS = 1
# One tool call per reply; `tool_choice` is always sent (some servers, llama.cpp's among them, leave the tools
# out of the prompt without it). A server that refuses an option is asked again without that one.
MAX_BACKOFF_S = 8.0
MESSAGE_CHARS = 200


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
    model: BaseChatModel,
    messages: list[BaseMessage],
    tools: dict[str, type[BaseModel]],
    usage: Usage,
    step: str,
    *,
    tool_choice: str = "auto",
    retries: int = 0,
) -> Decision:
    """Call the model until it makes one valid tool call (one repair round), or raise ModelError.

    `tool_choice` is "auto" or the name of the one tool to call; `retries` bounds the retries of a call that
    failed with HTTP 429, 5xx or no connection."""
    options: dict[str, Any] = {"parallel_tool_calls": False, "tool_choice": tool_choice}
    specs = tool_specs(tools)
    conversation = list(messages)
    problem = ""
    for _ in range(1 + REPAIR_ROUNDS):
        started = time.perf_counter()
        prompt = prompt_tokens(conversation, specs)
        try:
            reply, options = _invoke(model, specs, options, conversation, retries)
        except _Failed as failed:
            usage.calls.append({"step": step, "error": failed.cause, "prompt_tokens": prompt, "ms": _ms(started)})
            raise ModelError(failed.cause) from failed.__cause__
        _count(usage, reply)
        decision, problem = _read(reply, tools)
        meta = reply.usage_metadata or {}
        usage.calls.append(
            {
                "step": step,
                "tool": decision.name if decision else None,
                "args": decision.args.model_dump() if decision else _raw_args(reply),
                "result": "ok" if decision else problem,
                "prompt_tokens": int(meta.get("input_tokens") or prompt),
                "ms": _ms(started),
            }
        )
        if decision:
            return decision
        conversation += _repair(reply, problem, tools)
    raise ModelError(f"the model gave no usable answer after a repair round ({problem})")


class _Failed(Exception):
    def __init__(self, cause: str) -> None:
        super().__init__(cause)
        self.cause = cause


def _invoke(
    model: BaseChatModel,
    specs: list[dict[str, Any]],
    options: dict[str, Any],
    conversation: list[BaseMessage],
    retries: int,
) -> tuple[AIMessage, dict[str, Any]]:
    """One reply, and the tool options the server accepted; raises _Failed with the cause."""
    attempt = 0
    while True:
        try:
            return _bind(model, specs, options).invoke(conversation), options
        except Exception as exc:
            refused = _refused_options(exc, options)
            if refused:
                options = {k: v for k, v in options.items() if k not in refused}
                continue
            if attempt >= retries or not _retryable(exc):
                raise _Failed(_cause(exc, attempt, _timeout_of(model))) from exc
            time.sleep(_backoff(exc, attempt))
            attempt += 1


def _bind(model: BaseChatModel, specs: list[dict[str, Any]], options: dict[str, Any]) -> Any:
    """The model with the tools bound and `options` where the model class takes them."""
    if options:
        with contextlib.suppress(TypeError, ValueError, NotImplementedError):
            return model.bind_tools(specs, **options)
    return model.bind_tools(specs)


def prompt_tokens(messages: list[BaseMessage], specs: list[dict[str, Any]]) -> int:
    """An estimate of a request's prompt tokens: the messages and the tools' JSON."""
    return count_tokens_approximately(messages) + count_tokens_approximately([HumanMessage(json.dumps(specs))])


def _refused_options(exc: Exception, options: dict[str, Any]) -> list[str]:
    import openai

    if not isinstance(exc, openai.BadRequestError):
        return []
    return [name for name in options if name in str(exc)]


def _retryable(exc: Exception) -> bool:
    import openai

    if isinstance(exc, openai.APITimeoutError):
        return False  # the server keeps working on the abandoned call: a retry would queue behind it
    if isinstance(exc, openai.APIStatusError):
        return exc.status_code in (408, 409, 429) or exc.status_code >= 500
    return isinstance(exc, openai.APIConnectionError)


def _backoff(exc: Exception, attempt: int) -> float:
    """The server's retry-after (ms or s) when it gives one, else exponential; at most MAX_BACKOFF_S."""
    headers = getattr(getattr(exc, "response", None), "headers", None) or {}
    with contextlib.suppress(TypeError, ValueError):
        if headers.get("retry-after-ms"):
            return min(float(headers["retry-after-ms"]) / 1000, MAX_BACKOFF_S)
        if headers.get("retry-after"):
            return min(float(headers["retry-after"]), MAX_BACKOFF_S)
    return min(0.5 * 2**attempt, MAX_BACKOFF_S)


def _timeout_of(model: BaseChatModel) -> float | None:
    timeout = getattr(model, "request_timeout", None)
    return float(timeout) if isinstance(timeout, int | float) else None


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


def _cause(exc: Exception, retried: int = 0, timeout_s: float | None = None) -> str:
    """A one-line cause: the HTTP status and what it means, a timeout, a context too small, or a connection
    failure; "after N retries" only when there were retries."""
    import openai

    after = f" after {retried} {'retry' if retried == 1 else 'retries'}" if retried else ""
    if isinstance(exc, openai.APITimeoutError):
        within = f"within {timeout_s:g} s" if timeout_s else "within the timeout"
        return (
            f"the model endpoint did not answer {within} (not retried: the server may still be busy with it; "
            "raise --model-timeout for a slow local model)"
        )
    if isinstance(exc, openai.APIConnectionError):
        return f"cannot reach the model endpoint (connection failed{after})"
    if isinstance(exc, openai.RateLimitError):
        return f"the model endpoint is rate limiting (HTTP 429{after}); try again shortly"
    if isinstance(exc, openai.APIStatusError):
        if exc.status_code == 400 and (needed := context_overflow(_message_of(exc))):
            return (
                f"the prompt ({needed}) does not fit the model's context (HTTP 400); start the server with a larger "
                "context, or give its size with --model-context so the prompt is trimmed to fit"
            )
        return f"the model endpoint failed with HTTP {exc.status_code}{after}: {_short(_message_of(exc))}"
    if isinstance(exc, json.JSONDecodeError):
        return f"the model endpoint returned a malformed response (not complete JSON: {exc.msg})"
    if isinstance(exc, IndexError):  # langchain-openai reads choices[0] of a reply that has none
        return "the model endpoint returned no choices (an empty completion)"
    return f"the model call failed: {type(exc).__name__}: {_short(str(exc))}"


def context_overflow(message: str) -> str:
    """'N tokens' when a server's error says the prompt exceeds its context ('' when it says something else)."""
    lowered = message.lower()
    if "context" not in lowered and "too long" not in lowered:
        return ""
    found = re.search(r"prompt (?:is|has|of) (\d+) tokens|requested tokens \((\d+)\)|(\d+) tokens", lowered)
    if not found:
        return "too many tokens" if "exceed" in lowered or "too long" in lowered else ""
    return f"{next(g for g in found.groups() if g)} tokens"


def _message_of(exc: Exception) -> str:
    body = getattr(exc, "body", None)
    if isinstance(body, dict):
        inner = body.get("error", body) if isinstance(body.get("error", body), dict) else body
        if isinstance(inner.get("message"), str):
            return inner["message"]
    return str(exc)


def _short(text: str) -> str:
    """At most MESSAGE_CHARS characters on one line, cut between words."""
    text = " ".join(text.split())
    if len(text) <= MESSAGE_CHARS:
        return text
    return text[: MESSAGE_CHARS + 1].rsplit(" ", 1)[0].rstrip(",;:") + " …"
