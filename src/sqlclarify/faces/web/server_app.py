"""The web page mounted on the LangGraph server (`langgraph.json` → `http.app`): one server for the API, Studio
and the page. Each signed-in user gets an Agent of their own, built from the server's environment (what the
operator set: SQLCLARIFY_DB, SQLCLARIFY_CATALOG, SQLCLARIFY_CHECKPOINT, the model) on their first request: the
page shows and answers only that user's threads, as the server's own routes do."""

from __future__ import annotations

import threading
from typing import Any

from starlette.requests import Request

from sqlclarify.errors import InputError
from sqlclarify.faces.web.app import create_app

MAX_AGENTS = 256  # users served at once; the least recently used is closed beyond that

_lock = threading.Lock()
_agents: dict[str, Any] = {}


def user_of(request: Request) -> str:
    """The signed-in user of a request (the server's token check put them in the scope); InputError if none."""
    user = request.scope.get("user")
    identity = getattr(user, "identity", None) or getattr(user, "display_name", None)
    if not isinstance(identity, str) or not identity or not getattr(user, "is_authenticated", True):
        raise InputError("sign in: the page needs the server's token (Authorization: Bearer …)")
    return identity


def agent_for(request: Request) -> Any:
    """The Agent of the request's user: their threads only (threads without an owner are not shown)."""
    user = user_of(request)
    with _lock:
        agent = _agents.pop(user, None)
        if agent is None:
            from sqlclarify.agent import Agent

            agent = Agent(user_id=user)
            agent.ownerless_visible = False
        # what this user may change of the team's knowledge: the token's permissions (sqlclarify.permissions)
        agent.permissions = frozenset(getattr(request.scope.get("auth"), "scopes", None) or ())
        _agents[user] = agent  # most recently used last
        while len(_agents) > MAX_AGENTS:
            _agents.pop(next(iter(_agents))).close()
    return agent


app = create_app(agent_for)
