"""The web page mounted on the LangGraph server (`langgraph.json` → `http.app`): one server for the API, Studio
and the page. Every signed-in user acts through a view of one shared Agent (built from the server's environment:
SQLCLARIFY_DB, SQLCLARIFY_CATALOG, SQLCLARIFY_CHECKPOINT, the model) whose user is theirs: the page shows and
answers only that user's threads, as the server's own routes do, with the token's permissions. The views share
the Agent's thread store, so the page holds the store's few connections whatever the number of users (one Agent
per user held two PostgreSQL connections each, and ~45 users took all of a default server's)."""

from __future__ import annotations

import copy
import threading
from dataclasses import replace
from typing import Any

from starlette.requests import Request

from sqlclarify.errors import InputError
from sqlclarify.faces.web.app import create_app

MAX_VIEWS = 1024  # users' views kept at once (a view holds no connection); the least recently used is dropped

_lock = threading.Lock()
_shared: list[Any] = []  # the one Agent, made on the first request
_views: dict[tuple[str, frozenset[str]], Any] = {}


def user_of(request: Request) -> str:
    """The signed-in user of a request (the server's token check put them in the scope); InputError if none."""
    user = request.scope.get("user")
    identity = getattr(user, "identity", None) or getattr(user, "display_name", None)
    if not isinstance(identity, str) or not identity or not getattr(user, "is_authenticated", True):
        raise InputError("sign in: the page needs the server's token (Authorization: Bearer …)")
    return identity


def _shared_agent() -> Any:
    if not _shared:
        from sqlclarify.agent import Agent

        agent = Agent()
        agent.graph  # compiled once, shared by every view  # noqa: B018
        _shared.append(agent)
    return _shared[0]


def agent_for(request: Request) -> Any:
    """The request's user's view of the shared Agent: their threads only (threads without an owner are not
    shown), their permissions (the token's: sqlclarify.permissions)."""
    user = user_of(request)
    permissions = frozenset(getattr(request.scope.get("auth"), "scopes", None) or ())
    with _lock:
        shared = _shared_agent()
        view = _views.pop((user, permissions), None)
        if view is None:
            view = copy.copy(shared)  # the same store, graph and claims; only the user differs
            view.context = replace(shared.context, user_id=user)  # its checkpoints name this owner
            view.ownerless_visible = False  # threads from before owners are nobody's on a shared server
            view.permissions = permissions
        _views[(user, permissions)] = view  # most recently used last
        while len(_views) > MAX_VIEWS:
            _views.pop(next(iter(_views)))
    return view


def build_app() -> Any:
    """A new instance of the page's app (each front adds its own middleware to its own instance)."""
    return create_app(agent_for)


app = build_app()
