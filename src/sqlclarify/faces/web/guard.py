"""The page's own guard (ASGI middleware), for `sqlclarify web` and the page mounted on the LangGraph server alike:

- Host: only the names the page is served as (`sqlclarify web`: the bind address and the loopback names; on the
  LangGraph server its own guard checks Host first), so a site that rebinds its name to 127.0.0.1 reads nothing;
- cross-site requests: a state-changing request (POST and the like) from a browser must come from the page
  itself (`Sec-Fetch-Site` same-origin or none, an `Origin` equal to the page's own) and carry JSON
  (`Content-Type: application/json`, which no HTML form can send), so another site cannot ask, answer, verify
  or remember in the user's name;
- framing and sniffing: every answer says `X-Frame-Options: DENY`, `Content-Security-Policy: frame-ancestors
  'none'` (no page can frame a one-click "Verify") and `X-Content-Type-Options: nosniff`.
"""

from __future__ import annotations

import json
from urllib.parse import urlsplit

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from sqlclarify.faces.web.binding import LOOPBACK_NAMES

PAGE_PATHS = ("/api/", "/static/")  # and "/": the page's routes (app.py)
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
SAME_SITE = frozenset({"same-origin", "none"})  # `none`: the user typed the address or used a bookmark
SECURITY_HEADERS = [
    (b"x-frame-options", b"DENY"),
    (b"content-security-policy", b"frame-ancestors 'none'"),
    (b"x-content-type-options", b"nosniff"),
]


def page_hosts(bind_host: str, extra: list[str] | None = None) -> set[str]:
    """The Host names `sqlclarify web` answers to: its bind address, the loopback names and `extra`."""
    names = {bind_host.strip().strip("[]").lower(), "127.0.0.1", "::1", *LOOPBACK_NAMES}
    return names | {h.strip().strip("[]").lower() for h in extra or [] if h.strip()}


def host_of(header: str) -> str:
    """A Host header's name without its port: `[::1]:8765` -> `::1`, `localhost:8765` -> `localhost`."""
    header = header.strip().lower()
    if header.startswith("["):
        return header[1 : header.find("]")] if "]" in header else header
    return header.rsplit(":", 1)[0] if header.count(":") == 1 else header


def cross_site(method: str, headers: dict[bytes, bytes]) -> str | None:
    """Why a request is refused as coming from another site, or None."""
    if method in SAFE_METHODS:
        return None
    site = headers.get(b"sec-fetch-site", b"").decode("latin-1").strip().lower()
    if site and site not in SAME_SITE:
        return f"a {site} request may not change anything here"
    origin = headers.get(b"origin", b"").decode("latin-1").strip().lower()
    if origin:
        host = headers.get(b"host", b"").decode("latin-1").strip().lower()
        if origin == "null" or urlsplit(origin).netloc != host:
            return "a request from another site may not change anything here"
    content_type = headers.get(b"content-type", b"").decode("latin-1").split(";", 1)[0].strip().lower()
    if content_type != "application/json":
        return "send JSON (Content-Type: application/json)"
    return None


class PageGuard:
    """Host allow-list (when `hosts` is given), no cross-site writes, and anti-framing headers on every answer."""

    def __init__(self, app: ASGIApp, hosts: set[str] | None = None) -> None:
        self.app = app
        self.hosts = hosts

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        path = scope.get("path", "")
        if not (path == "/" or path.startswith(PAGE_PATHS)):  # mounted: LangGraph's own routes are not the page's
            await self.app(scope, receive, send)
            return
        headers = dict(scope.get("headers") or [])
        if self.hosts is not None:
            host = host_of(headers.get(b"host", b"").decode("latin-1"))
            if host not in self.hosts:
                await _refuse(send, 400, f"host '{host[:100]}' is not served here")
                return
        if refused := cross_site(scope.get("method", "GET"), headers):
            status = 415 if refused.startswith("send JSON") else 403
            await _refuse(send, status, refused)
            return
        await self.app(scope, receive, _with_security_headers(send))


def _with_security_headers(send: Send) -> Send:
    async def sending(message: Message) -> None:
        if message["type"] == "http.response.start":
            names = {k.lower() for k, _ in message.get("headers") or []}
            added = [(k, v) for k, v in SECURITY_HEADERS if k not in names]
            message = {**message, "headers": [*(message.get("headers") or []), *added]}
        await send(message)

    return sending


async def _refuse(send: Send, status: int, detail: str) -> None:
    body = json.dumps({"error": detail}).encode()
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
    await _with_security_headers(send)({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})
