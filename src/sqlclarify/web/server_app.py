"""The web page mounted on the LangGraph server (`langgraph.json` → `http.app`): one server for the API, Studio
and the page. The Agent is built from the server's environment (what the operator set: SQLCLARIFY_DB,
SQLCLARIFY_CATALOG, SQLCLARIFY_CHECKPOINT, the model), on the first request, and shares the server's threads."""

from __future__ import annotations

import threading
from typing import Any

_lock = threading.Lock()
_app: Any = None


def _build() -> Any:
    from sqlclarify.agent import Agent
    from sqlclarify.web.app import create_app

    return create_app(Agent())


async def app(scope: dict[str, Any], receive: Any, send: Any) -> None:
    """ASGI entry: the page's app, built once."""
    global _app
    if _app is None:
        with _lock:
            if _app is None:
                _app = _build()
    await _app(scope, receive, send)
