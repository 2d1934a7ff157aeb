"""The web page mounted on the LangGraph server (`langgraph.json` → `http.app`): one server for the API, Studio
and the page. The Agent is built from the server's environment (what the operator set: SQLCLARIFY_DB,
SQLCLARIFY_CATALOG, SQLCLARIFY_CHECKPOINT, the model) on the first request, and shares the server's threads."""

from __future__ import annotations

import threading
from typing import Any

from sqlclarify.web.app import create_app

_lock = threading.Lock()
_agent: list[Any] = []


def _server_agent() -> Any:
    """The one Agent of this server process, built on first use."""
    if not _agent:
        with _lock:
            if not _agent:
                from sqlclarify.agent import Agent

                _agent.append(Agent())
    return _agent[0]


app = create_app(_server_agent)
