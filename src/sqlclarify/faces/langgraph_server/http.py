"""The LangGraph server's outer guard (langgraph.json "http.app"): checks every request makes before LangGraph's
own routes see it.

- Host: only the names the operator lists (SQLCLARIFY_ALLOWED_HOSTS, comma-separated; default the loopback
  names), so a page on another site cannot reach a loopback server through DNS rebinding.
- A thread's state is written only by its runs: update_state (`POST /threads/{id}/state`) and a thread created
  with supersteps are refused, so no client sets a thread's SQL past the validator. A thread's binding (the
  database, catalog and model it runs on) is the operator's: a body that writes `binding` anywhere is refused.
- Private network access: `langgraph dev` answers every preflight with `Access-Control-Allow-Private-Network`;
  it is kept only where CORS (langgraph.json "http.cors") allowed the origin.
"""

from __future__ import annotations

import json
import os
import re
from typing import Any

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.types import ASGIApp, Message, Receive, Scope, Send

LOOPBACK_HOSTS = ("localhost", "127.0.0.1", "::1")
PROTECTED_KEYS = frozenset({"binding"})
MAX_BODY_BYTES = 16 * 1024 * 1024  # a larger body is refused before it is read into memory
PRIVATE_NETWORK = b"access-control-allow-private-network"
ALLOW_ORIGIN = b"access-control-allow-origin"
STATE_PATH = re.compile(r"/threads/[^/]+/state/?")  # POST: update_state (GET reads; /state/checkpoint reads)


def allowed_hosts() -> set[str]:
    """Host names (no port) the server answers to."""
    listed = os.environ.get("SQLCLARIFY_ALLOWED_HOSTS", "")
    names = {h.strip().lower().strip("[]") for h in listed.split(",") if h.strip()}
    return names or set(LOOPBACK_HOSTS)


def host_name(header: str) -> str:
    """The host of a Host header without its port: `[::1]:2024` -> `::1`, `a.b:80` -> `a.b`."""
    header = header.strip().lower()
    if header.startswith("["):
        return header[1 : header.find("]")] if "]" in header else header
    return header.rsplit(":", 1)[0] if header.count(":") == 1 else header


def names_protected(value: Any, depth: int = 0) -> str | None:
    """The first protected key written anywhere in a JSON value, or None."""
    if depth > 64:
        return None
    if isinstance(value, dict):
        for key, item in value.items():
            if key in PROTECTED_KEYS:
                return key
            if (found := names_protected(item, depth + 1)) is not None:
                return found
    elif isinstance(value, list):
        for item in value:
            if (found := names_protected(item, depth + 1)) is not None:
                return found
    return None


def state_write(scope: Scope, body: Any) -> str | None:
    """Why a request that writes a thread's state directly is refused (update_state, a thread created with
    supersteps): a client could set its SQL and skip the validator. A thread changes only through runs."""
    if scope.get("method") == "POST" and STATE_PATH.fullmatch(scope.get("path", "")):
        return "a thread's state is written only by its runs (ask, or resume with an answer)"
    if scope.get("path", "").rstrip("/") == "/threads" and isinstance(body, dict) and body.get("supersteps"):
        return "a thread is created empty: its state is written only by its runs"
    return None


async def _reply(send: Send, status: int, detail: str) -> None:
    body = json.dumps({"detail": detail}).encode()
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


class ServerGuard:
    """ASGI middleware: Host allow-list, no client-written binding, private network access only with CORS."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app
        self.hosts = allowed_hosts()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        headers = dict(scope.get("headers") or [])
        host = host_name(headers.get(b"host", b"").decode("latin-1"))
        if host not in self.hosts:
            if scope["type"] == "http":
                await _reply(send, 400, f"host '{host[:100]}' is not served here (SQLCLARIFY_ALLOWED_HOSTS)")
            else:
                await send({"type": "websocket.close", "code": 1008})
            return
        if scope["type"] == "http" and scope.get("method") in ("POST", "PUT", "PATCH"):
            receive = await self._checked_body(scope, receive, send)
            if receive is None:
                return
        await self.app(scope, receive, self._without_private_network(send))

    async def _checked_body(self, scope: Scope, receive: Receive, send: Send) -> Receive | None:
        """The body read and checked, replayed to the app; None when a reply was sent instead."""
        chunks: list[bytes] = []
        size = 0
        more = True
        while more:
            message = await receive()
            if message["type"] == "http.disconnect":
                return None
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > MAX_BODY_BYTES:
                await _reply(send, 413, f"request body over {MAX_BODY_BYTES // (1024 * 1024)} MB")
                return None
            chunks.append(chunk)
            more = message.get("more_body", False)
        body = b"".join(chunks)
        try:
            parsed = json.loads(body) if body.strip() else None
        except ValueError:
            parsed = None  # not JSON: LangGraph answers it
        if refused := state_write(scope, parsed):
            await _reply(send, 403, refused)
            return None
        if (key := names_protected(parsed)) is not None:
            await _reply(send, 403, f"a thread's {key} (database, catalog, model) is set by the server's operator")
            return None
        replayed = False

        async def replay() -> Message:
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        return replay

    @staticmethod
    def _without_private_network(send: Send) -> Send:
        async def sending(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers") or [])
                names = {k.lower() for k, _ in headers}
                if PRIVATE_NETWORK in names and ALLOW_ORIGIN not in names:
                    message = {**message, "headers": [(k, v) for k, v in headers if k.lower() != PRIVATE_NETWORK]}
            await send(message)

        return sending


def _guarded_web_page() -> Starlette:
    """The analysts' web page (web/server_app.py) behind the guard; langgraph.json's `enable_custom_route_auth`
    puts the server's token check in front of its routes too."""
    from sqlclarify.faces.web.server_app import build_app

    page = build_app()  # its own instance: importing this module must not put the guard on server_app.app
    page.user_middleware.insert(0, Middleware(ServerGuard))
    return page


app = _guarded_web_page()
