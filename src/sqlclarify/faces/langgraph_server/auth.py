"""Who may do what on the LangGraph server (langgraph.json "auth"): every request carries a bearer token
(`server_tokens.py` says whose), every thread has an owner, and each user reaches only their own.

- threads: created with `metadata.owner` = the user; read, search, update, delete, runs, state and history are
  filtered to the owner. A thread id that the CLI already uses (the shared thread index) can be opened on the
  server only by the index's owner of that thread; threads from before owners are nobody's on the server.
- runs: the client's `context` may set only `server_context.CLIENT_KEYS`; the user is written in by the server; a
  `command` only resumes with an answer (never `update` or `goto`); a question or message is at most the CLI's
  10,000 characters (`run_payload.py`).
- assistants: read and search only (the operator's graph); crons: none.
- store: a user's own memory (remembered choices), and the team's verified answers and vocabulary (read by every
  user; written only with the `verify` or `vocabulary` permission, and `by` is always the authenticated user).
Anything not named here is refused (default deny).

With no tokens configured (`make dev` on a laptop), a request from this machine to a loopback name, sent by no
proxy and from no foreign web page, is the person who started the server (its OS user), as with the MCP server;
any other request still needs a token.
"""

from __future__ import annotations

import asyncio
import ipaddress
from functools import lru_cache
from typing import Any

from langgraph_sdk import Auth
from starlette.requests import Request

from sqlclarify.errors import InputError
from sqlclarify.faces.langgraph_server.context import USER_KEY, refusal, refused_keys
from sqlclarify.faces.langgraph_server.run_payload import run_refusal
from sqlclarify.faces.langgraph_server.tokens import Unauthorized, server_verifier
from sqlclarify.threads.index import OWNER_KEYS

auth = Auth()

OWNER = "owner"
MY_NAMESPACES = (("sqlclarify", "choices"), ("sqlclarify", "filter_choices"))
# the team's knowledge: read by every user, written through the store API only with the permission named
TEAM_NAMESPACES = {
    ("sqlclarify", "verified"): "verify",
    ("sqlclarify", "verified_version"): "verify",
    ("sqlclarify", "team_vocabulary"): "vocabulary",
    ("sqlclarify", "team_vocabulary_version"): "vocabulary",
}
READ_ACTIONS = ("get", "search", "list_namespaces")
LOOPBACK_NAMES = ("localhost", "127.0.0.1", "::1")
STUDIO_ORIGIN = "https://smith.langchain.com"  # LangGraph Studio (langgraph.json's CORS lists the same origin)
PROXY_HEADERS = ("forwarded", "x-forwarded-for", "x-real-ip")  # a proxy in front: the peer is not the person


def _deny(detail: str, status: int = 403) -> Auth.exceptions.HTTPException:
    return Auth.exceptions.HTTPException(status_code=status, detail=detail)


def _local_person(request: Request | None) -> str | None:
    """The OS user, for a request from this machine to a loopback name with no proxy and no foreign page behind
    it; None for any other request."""
    if request is None or request.client is None:
        return None
    try:
        if not ipaddress.ip_address(request.client.host).is_loopback:
            return None
    except ValueError:
        return None
    host = request.headers.get("host", "").rsplit(":", 1)[0].strip("[]").lower() if request.headers else ""
    if host not in LOOPBACK_NAMES or any(name in request.headers for name in PROXY_HEADERS):
        return None
    origin = request.headers.get("origin")
    if origin and origin != STUDIO_ORIGIN and _origin_host(origin) not in LOOPBACK_NAMES:
        return None  # a page of another site, sent by the person's own browser
    from sqlclarify.context import Context

    return Context().user_id


def _origin_host(origin: str) -> str:
    from urllib.parse import urlsplit

    return (urlsplit(origin).hostname or "").lower()


@auth.authenticate
async def authenticate(authorization: str | None, request: Request) -> Auth.types.MinimalUserDict:
    """The user a request's bearer token names; 401 without one that this server accepts. With no tokens
    configured, the person who started the server, for a request from this machine (see the module's doc)."""
    try:
        verifier = server_verifier()
    except InputError as exc:  # the operator's token file is wrong: nobody gets in, and the reason is said
        raise _deny(f"the server's token setup is wrong: {exc}", 500) from None
    if not verifier.configured and (person := _local_person(request)) is not None:
        # the only user of a personal server: the team's knowledge (verified answers, vocabulary) is theirs too
        return {
            "identity": person,
            "display_name": person,
            "is_authenticated": True,
            "permissions": ["verify", "vocabulary"],
        }
    try:
        if verifier.jwt is not None:
            identity = await asyncio.to_thread(verifier.identify, authorization)  # may fetch the JWKS
        else:
            identity = verifier.identify(authorization)
    except Unauthorized as exc:
        raise _deny(str(exc), 401) from None
    return {
        "identity": identity.user,
        "display_name": identity.user,
        "is_authenticated": True,
        "permissions": list(identity.permissions),
    }


def _user(ctx: Auth.types.AuthContext) -> str:
    user = ctx.user
    # Studio's built-in user (x-auth-scheme: langsmith) is never one of ours (langgraph.json also turns it off)
    if type(user).__name__ == "StudioUser" or not getattr(user, "is_authenticated", False):
        raise _deny("sign in with a bearer token", 401)
    return user.identity


@lru_cache(maxsize=1)
def _thread_store() -> Any:
    from sqlclarify.threads.store import open_store

    return open_store()


async def _check_index_owner(thread_id: Any, user: str) -> None:
    """403 when the shared thread index already has `thread_id` for someone else (or for nobody)."""
    if thread_id is None:
        return
    known, owner = await asyncio.to_thread(lambda: _thread_store().owner_of(str(thread_id)))  # opens it once
    if known and owner != user:
        raise _deny(f"thread {thread_id} is not yours")


@auth.on
async def deny_the_rest(ctx: Auth.types.AuthContext, value: Any) -> bool:
    """Default deny: crons, writing assistants, and whatever a later server version adds."""
    _user(ctx)
    raise _deny(f"{ctx.resource}.{ctx.action} is not allowed on this server")


@auth.on.threads.create
async def create_thread(ctx: Auth.types.AuthContext, value: Auth.types.on.threads.create.value) -> dict[str, str]:
    user = _user(ctx)
    await _check_index_owner(value.get("thread_id"), user)
    metadata = value.get("metadata")
    if isinstance(metadata, dict):
        metadata[OWNER] = user  # the same dict the server stores
    else:
        value["metadata"] = {OWNER: user}
    return {OWNER: user}


@auth.on.threads.create_run
async def create_run(ctx: Auth.types.AuthContext, value: Auth.types.on.threads.create_run.value) -> dict[str, str]:
    user = _user(ctx)
    kwargs = value.get("kwargs") or {}
    if refused := run_refusal(kwargs):  # a command that writes state or jumps past the validator; a huge question
        raise _deny(refused[1], refused[0])
    context = kwargs.get("context")
    if context is not None and not isinstance(context, dict):
        raise _deny("a run's context must be an object", 422)
    if wrong := refused_keys(context):
        raise _deny(refusal(wrong))
    kwargs["context"] = {**(context or {}), USER_KEY: user}  # the authenticated user, never a client's
    # the checkpoints' metadata names the owner in the shared thread index: only the authenticated user
    config = kwargs.get("config")
    for metadata in (value.get("metadata"), config.setdefault("metadata", {}) if isinstance(config, dict) else None):
        if isinstance(metadata, dict):
            metadata |= {key: user for key in OWNER_KEYS}  # a thread this run creates is the user's too
    await _check_index_owner(value.get("thread_id"), user)
    return {OWNER: user}


@auth.on.threads.update
async def update_own_thread(ctx: Auth.types.AuthContext, value: Auth.types.on.threads.update.value) -> dict[str, str]:
    """The owner's own threads only; and the owner stays: a PATCH that names another owner (or its LangGraph
    twin) is refused, else an owner could give a thread to someone, or hide it from the thread index's check."""
    user = _user(ctx)
    metadata = value.get("metadata")
    if isinstance(metadata, dict) and any(key in metadata and metadata[key] != user for key in OWNER_KEYS):
        raise _deny("a thread's owner cannot be changed")
    return {OWNER: user}


@auth.on.threads.read
@auth.on.threads.delete
@auth.on.threads.search
async def own_threads(ctx: Auth.types.AuthContext, value: Any) -> dict[str, str]:
    return {OWNER: _user(ctx)}


@auth.on.assistants.read
@auth.on.assistants.search
async def read_assistants(ctx: Auth.types.AuthContext, value: Any) -> bool:
    _user(ctx)
    return True


@auth.on.store
async def store_access(ctx: Auth.types.AuthContext, value: Any) -> bool:
    """A user's own memory namespaces; the team's namespaces read by all, written with their permission."""
    user = _user(ctx)
    namespace = tuple(value.get("namespace") or ())
    if namespace[:2] in MY_NAMESPACES and namespace[2:] == (user,):
        return True
    if namespace in TEAM_NAMESPACES and ctx.action in READ_ACTIONS:
        return True
    if namespace in TEAM_NAMESPACES and TEAM_NAMESPACES[namespace] in ctx.permissions:
        entry = value.get("value")
        if ctx.action == "put" and isinstance(entry, dict) and namespace[-1] in ("verified", "team_vocabulary"):
            entry["by"] = user  # who did it is the authenticated user, never a field the client wrote
        return True
    raise _deny("that store namespace is not yours")
