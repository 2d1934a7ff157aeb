"""The analysts' web page: a Starlette app over the same `Agent` the CLI and the MCP server use.

Routes (JSON unless said):
- `GET /` the page; `GET /static/...` its scripts, styles and vendored Vega (no CDN: it works offline);
- `GET /api/threads?limit&offset&search` a page of the thread index and its total: the user's threads on the
  database and catalog the page serves (and those whose database is not recorded, `here: null`);
- `GET /api/threads/{id}` every turn of a thread; `POST /api/threads/{id}/verify` marks its answer verified;
- `POST /api/ask` `{question, thread_id?}` and `POST /api/answer` `{thread_id, answers|text, remember?}`: a
  server-sent event stream — one `step` event per graph node as it ends, then `turn` (the Turn) or `error`
  (one line; the thread is left as it was);
- `GET /api/suggestions`, `GET /api/memory`, `GET /api/config`.

The page holds no logic of its own: every decision is the Agent's, and a turn's JSON is the CLI's `--json`.
"""

from __future__ import annotations

import asyncio
import json
import re
import threading
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response, StreamingResponse
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from sqlclarify.errors import InputError, SqlclarifyError
from sqlclarify.faces.web.guard import PageGuard
from sqlclarify.redact import redact

STATIC = Path(__file__).parent / "static"
MAX_PAGE = 100  # threads per page at most
MAX_BODY = 64 * 1024  # a question or an answer is text: more is refused before it is read whole


def create_app(agent: Any, *, lock: threading.Lock | None = None, hosts: set[str] | None = None) -> Starlette:
    """The page and its API over `agent`: an `Agent`, which the caller keeps open, or a function from the request
    to the Agent of its user (a shared server: one per signed-in user). Turns run one at a time under `lock`;
    reads never wait for them. `hosts`: the Host names answered (None: a guard in front checks Host); writes
    from other sites are refused and no page may frame this one (see `guard.py`)."""
    turns = lock or threading.Lock()
    provide = agent if callable(agent) else (lambda _request: agent)

    async def index(request: Request) -> Response:
        return FileResponse(STATIC / "index.html", headers=_NO_STORE)  # the page itself names no user

    async def threads(request: Request) -> Response:
        current = await asyncio.to_thread(provide, request)  # may open a store: not on the loop
        limit = _int(request.query_params.get("limit"), 20, "limit", 1, MAX_PAGE)
        offset = _int(request.query_params.get("offset"), 0, "offset", 0, 10**9)
        text = (request.query_params.get("search") or "").strip() or None
        # only the threads of the database and catalog this page serves: another's would not resume here
        page = await asyncio.to_thread(current.threads, limit, offset, None, text, here=True)
        total = await asyncio.to_thread(current.count_threads, None, text, here=True)
        return JSONResponse(
            {"threads": [t.model_dump() for t in page], "total": total, "limit": limit, "offset": offset}
        )

    async def history(request: Request) -> Response:
        current = await asyncio.to_thread(provide, request)  # may open a store: not on the loop
        found = await asyncio.to_thread(current.history, request.path_params["thread_id"])
        return JSONResponse({"turns": [t.model_dump(mode="json") for t in found]})

    async def verify(request: Request) -> Response:
        current = await asyncio.to_thread(provide, request)  # may open a store: not on the loop
        thread_id = request.path_params["thread_id"]
        verified = await asyncio.to_thread(_locked, turns, current.verify, thread_id)
        return JSONResponse(verified.model_dump(mode="json"))

    async def suggestions(request: Request) -> Response:
        current = await asyncio.to_thread(provide, request)  # may open a store: not on the loop
        return JSONResponse({"questions": await asyncio.to_thread(current.suggest)})

    async def memory(request: Request) -> Response:
        current = await asyncio.to_thread(provide, request)  # may open a store: not on the loop
        found = await asyncio.to_thread(current.memory)
        return JSONResponse({"memory": [m.model_dump(mode="json") for m in found]})

    async def config(request: Request) -> Response:
        current = await asyncio.to_thread(provide, request)  # may open a store: not on the loop
        context = current.context
        shown = await asyncio.to_thread(_display, context)
        about = await asyncio.to_thread(_catalog_summary, context)
        return JSONResponse({"user": context.user_id, "database": shown, "mode": context.mode, **about})

    async def ask(request: Request) -> Response:
        current = await asyncio.to_thread(provide, request)  # may open a store: not on the loop
        body = await _body(request)
        question = body.get("question")
        if not isinstance(question, str):
            raise InputError("the question must be text")
        thread_id = body.get("thread_id") or None
        return _stream(lambda progress: _locked(turns, current.ask, question, thread_id, progress=progress))

    async def answer(request: Request) -> Response:
        current = await asyncio.to_thread(provide, request)  # may open a store: not on the loop
        body = await _body(request)
        thread_id = body.get("thread_id")
        if not isinstance(thread_id, str) or not thread_id:
            raise InputError("a thread id is needed")
        reply = body.get("answers") if body.get("answers") is not None else body.get("text")
        if not isinstance(reply, (str, dict)) or not reply:
            raise InputError("an answer is needed: answers by question id, or text")
        remember = bool(body.get("remember"))
        return _stream(
            lambda progress: _locked(turns, current.answer, thread_id, reply, remember=remember, progress=progress)
        )

    routes = [
        Route("/", index),
        Route("/api/config", config),
        Route("/api/threads", threads),
        Route("/api/threads/{thread_id}", history),
        Route("/api/threads/{thread_id}/verify", verify, methods=["POST"]),
        Route("/api/suggestions", suggestions),
        Route("/api/memory", memory),
        Route("/api/ask", ask, methods=["POST"]),
        Route("/api/answer", answer, methods=["POST"]),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    return Starlette(
        routes=routes,
        middleware=[Middleware(PageGuard, hosts=hosts)],
        exception_handlers={SqlclarifyError: _user_error, Exception: _fault},
    )


_NO_STORE = {"Cache-Control": "no-store"}


def _locked(lock: threading.Lock, call: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    with lock:
        return call(*args, **kwargs)


def _stream(run: Callable[[Callable[[str], None]], Any]) -> Response:
    """Run a turn in a worker thread and stream its steps, then the turn (or one error line), as SSE."""

    async def events() -> AsyncIterator[str]:
        loop = asyncio.get_running_loop()
        queue: asyncio.Queue[tuple[str, Any]] = asyncio.Queue()

        def progress(node: str) -> None:
            loop.call_soon_threadsafe(queue.put_nowait, ("step", {"node": node}))

        def work() -> None:
            try:
                turn = run(progress)
                item = ("turn", turn.model_dump(mode="json"))
            except SqlclarifyError as exc:
                item = ("error", {"message": _one_line(exc), "kind": "input"})
            except Exception as exc:  # an infrastructure fault: one line, the thread as it was
                item = ("error", {"message": _one_line(exc), "kind": "fault"})
            loop.call_soon_threadsafe(queue.put_nowait, item)

        worker = asyncio.create_task(asyncio.to_thread(work))
        while True:
            kind, data = await queue.get()
            yield f"event: {kind}\ndata: {json.dumps(data, default=str)}\n\n"
            if kind in ("turn", "error"):
                break
        await worker

    return StreamingResponse(events(), media_type="text/event-stream", headers=_NO_STORE)


async def _body(request: Request) -> dict[str, Any]:
    raw = await request.body()
    if len(raw) > MAX_BODY:
        raise InputError(f"the request is over {MAX_BODY // 1024} KB")
    try:
        body = json.loads(raw or b"{}")
    except (ValueError, UnicodeDecodeError):
        raise InputError("the request body must be JSON") from None
    if not isinstance(body, dict):
        raise InputError("the request body must be a JSON object")
    return body


def _int(text: str | None, default: int, name: str, low: int, high: int) -> int:
    if text is None or text == "":
        return default
    try:
        value = int(text)
    except ValueError:
        raise InputError(f"{name} must be a whole number") from None
    return max(low, min(high, value))


def _display(context: Any) -> str:
    if not context.database:
        return "demo warehouse"  # not the path of its cache file
    try:
        return redact(context.warehouse().url)
    except SqlclarifyError:
        return redact(context.database or "demo")


def _catalog_summary(context: Any) -> dict[str, Any]:
    """The page's title (the catalog's project name) and what it answers about: its metrics, labelled."""
    from sqlclarify.resources import catalog_for

    try:
        catalog = catalog_for(context)
    except SqlclarifyError:
        catalog = None
    if catalog is None:
        return {"title": _catalog_title(context.catalog), "metrics": [], "dimensions": []}
    vocab = catalog.vocab
    metrics = [
        {"name": name, "label": metric.label, "description": metric.description or ""}
        for name, metric in catalog.layer.metrics.items()
    ]
    dimensions = sorted({vocab.dimension_label(d) for d in vocab.dimension_labels})
    return {"title": _catalog_title(context.catalog), "metrics": metrics, "dimensions": dimensions}


def _catalog_title(catalog: str | None) -> str:
    """'Chinook' for examples/chinook/models (its dbt project's name, else the folder's); the demo's for none."""
    if not catalog:
        return "Demo warehouse"
    path = Path(catalog).expanduser()
    folder = path if path.is_dir() else path.parent
    for candidate in (folder, *folder.parents[:2]):
        project = candidate / "dbt_project.yml"
        if project.is_file():
            import yaml

            try:
                name = (yaml.safe_load(project.read_text(encoding="utf-8")) or {}).get("name")
            except (OSError, yaml.YAMLError):
                name = None
            if isinstance(name, str) and name.strip():
                return name.replace("_", " ").strip().capitalize()
    named = folder.name if folder.name not in ("models", "semantic_models", "") else folder.parent.name
    return named.replace("_", " ").capitalize() or "sqlclarify"


def _one_line(exc: BaseException) -> str:
    """The error as the page shows it: one line, no password, no file path (a checkpoint's, a catalog's)."""
    text = " ".join(str(exc).split()) or type(exc).__name__
    return _PATH.sub("[path]", redact(text))


_PATH = re.compile(r"(?<![\w:/.~-])(?:~|\.{1,2})?/(?:[\w.@+~-]+/)*[\w.@+~-]+")  # not a URL's path: after "host"


async def _user_error(_: Request, exc: Exception) -> Response:
    from sqlclarify.errors import ThreadNotFound
    from sqlclarify.permissions import PermissionDenied

    status = 404 if isinstance(exc, ThreadNotFound) else 403 if isinstance(exc, PermissionDenied) else 400
    return JSONResponse({"error": _one_line(exc)}, status_code=status)


async def _fault(_: Request, exc: Exception) -> Response:
    return JSONResponse({"error": _one_line(exc)}, status_code=500)
