"""What a LangGraph server client may send in a run: a question (or chat messages) within the CLI's length limit,
and a `command` that only resumes a paused thread with an answer.

A `command` with `update` or `goto` would write the thread's state (its SQL, its status) or jump to a node
(`execute`) past the validator: the graph never runs SQL it did not validate, so neither is accepted. Each
check answers in one line; the thread is left as it was.
"""

from __future__ import annotations

import json
from typing import Any

from sqlclarify.agent import MAX_QUESTION_CHARS
from sqlclarify.state import MAX_MESSAGES
from sqlclarify.understanding.answers import MAX_ANSWER_CHARS

COMMAND_KEYS = frozenset({"resume"})
MAX_RESUME_BYTES = 64 * 1024  # answers by question id: a few short texts


def run_refusal(kwargs: dict[str, Any]) -> tuple[int, str] | None:
    """(HTTP status, one line) when a run's payload is refused: 403 for a command that is not a resume, 422 for
    text over the limits; None when it may run."""
    if found := _command_refusal(kwargs.get("command")):
        return 403, found
    if found := _length_refusal(kwargs.get("command")) or _input_refusal(kwargs.get("input")):
        return 422, found
    return None


def _command_refusal(command: Any) -> str | None:
    if command is None:
        return None
    if not isinstance(command, dict):
        return 'a run\'s command must be an object: {"resume": ANSWER}'
    if extra := sorted(k for k, v in command.items() if k not in COMMAND_KEYS and v not in (None, [], {})):
        return (
            f"a run's command may only resume a paused thread with an answer ({', '.join(extra)} is not allowed): "
            "the server writes a thread's state only through the graph"
        )
    return None


def _length_refusal(command: Any) -> str | None:
    if not isinstance(command, dict):
        return None
    resume = command.get("resume")
    if isinstance(resume, str):
        return _too_long(resume, "answer", MAX_ANSWER_CHARS)
    if len(json.dumps(resume, default=str)) > MAX_RESUME_BYTES:
        return f"the answer is over {MAX_RESUME_BYTES // 1024} KB"
    for text in _strings(resume):
        if found := _too_long(text, "answer", MAX_ANSWER_CHARS):
            return found
    return None


def _input_refusal(given: Any) -> str | None:
    if not isinstance(given, dict):
        return None  # LangGraph answers a malformed input itself
    if isinstance(question := given.get("question"), str) and (found := _too_long(question, "question")):
        return found
    messages = given.get("messages")
    if messages is None:
        return None
    if not isinstance(messages, list):
        messages = [messages]
    if len(messages) > MAX_MESSAGES:
        return f"a run may send at most {MAX_MESSAGES} messages"
    for message in messages:
        content = message.get("content") if isinstance(message, dict) else message
        if found := _too_long(" ".join(_strings(content)), "message"):
            return found
    return None


def _too_long(text: str, what: str, limit: int = MAX_QUESTION_CHARS) -> str | None:
    return f"the {what} is longer than {limit} characters" if len(text.strip()) > limit else None


def _strings(value: Any, depth: int = 0) -> list[str]:
    """Every string in a JSON value (content blocks, answers by id)."""
    if isinstance(value, str):
        return [value]
    if depth > 16:
        return []
    if isinstance(value, dict):
        return [s for item in value.values() for s in _strings(item, depth + 1)]
    if isinstance(value, list):
        return [s for item in value for s in _strings(item, depth + 1)]
    return []
