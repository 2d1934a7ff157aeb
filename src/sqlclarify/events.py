"""Structured events as JSON lines through standard logging (logger "sqlclarify.events").

Events: clarification_requested, clarification_answered (source: user | default), sql_generated,
validation_failed, executed — each with the thread id and, where it applies, a duration in ms; and the writes to
the team's knowledge, each naming its actor as `by`: verified, unverified, verified_imported, vocabulary_added,
vocabulary_removed, vocabulary_imported.
"""

from __future__ import annotations

import json
import logging
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

logger = logging.getLogger("sqlclarify.events")


def current_thread_id() -> str | None:
    """The thread of the running graph, when called from inside a node."""
    try:
        from langgraph.config import get_config

        return get_config().get("configurable", {}).get("thread_id")
    except RuntimeError:
        return None


def emit(event: str, thread_id: str | None = None, **fields: Any) -> None:
    if logger.isEnabledFor(logging.INFO):
        logger.info(event, extra={"event_fields": {"thread_id": thread_id or current_thread_id(), **fields}})


class JsonLinesFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        payload = {
            "ts": datetime.fromtimestamp(record.created, UTC).isoformat(),
            "event": record.getMessage(),
            **getattr(record, "event_fields", {}),
        }
        return json.dumps(payload, default=str)


def log_json_to(path: str | Path) -> logging.Handler:
    """Append every event to `path` as one JSON object per line."""
    handler = logging.FileHandler(path, encoding="utf-8")
    handler.setFormatter(JsonLinesFormatter())
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)
    return handler
