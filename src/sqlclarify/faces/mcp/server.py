"""The MCP server: the Agent's ask/answer/threads/history, verified answers, the catalog and the validator as MCP
tools.

A paused turn's questions become one elicitation form per clarification round (see `mcp_forms`): on connections
that negotiated protocol 2025-11-25 or older the form is sent mid-call (`elicitation/create`); from 2026-07-28
the tool returns an `InputRequiredResult` whose `request_state` names the thread, and the client's retry
carries the form's answer. A declined or cancelled form leaves the thread paused; a client without the
elicitation capability gets the questions as the result, to answer with the `answer` tool.

Tools run in a bounded pool of worker threads, so a read never waits behind a slow model call; a thread's own
changes stay one at a time through its claim. Over HTTP with token auth (see `mcp_auth`) every call acts as the
token's user: their remembered choices, their name on what they verify, and only the threads they started.
"""

from __future__ import annotations

import contextlib
import copy
import json
import threading
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Annotated, Any, TypeVar

import anyio
import anyio.to_thread
from mcp.server.auth.middleware.auth_context import get_access_token
from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import (
    CallToolResult,
    ElicitRequest,
    ElicitRequestFormParams,
    ElicitResult,
    InputRequiredResult,
    TextContent,
    ToolAnnotations,
)
from mcp_types.version import is_version_at_least
from pydantic import BaseModel, Field

from sqlclarify.agent import Agent, ThreadSummary, Turn
from sqlclarify.errors import InputError, SqlclarifyError, ThreadNotFound, infrastructure_fault
from sqlclarify.faces.mcp.auth import HttpAuth
from sqlclarify.forms import elicitation_message, elicitation_schema, form_answers
from sqlclarify.ids import check_thread_id
from sqlclarify.knowledge.verified import VerifiedAnswer
from sqlclarify.presentation import formatted_rows
from sqlclarify.threads.owners import adopt_legacy_owners

MAX_ROWS = 200  # rows in one result; `truncated` says when more were cut
TEXT_ROWS = 20  # rows repeated in the text content, for clients that show the model only text
FORM_KEY = "answers"  # the key of the one elicitation of a round in an InputRequiredResult
INPUT_REQUIRED_VERSION = "2026-07-28"
WORKERS = 32  # tool calls running at once; more wait (most of a call is waiting on the model or a database)
MAX_LIST = 100  # threads in one `threads` result
INSTRUCTIONS = (
    "sqlclarify answers business questions about a SQL database. Call `ask` with the user's question in their "
    "words; when it is vague the server asks the user back through an elicitation form, or returns the questions "
    "(status needs_clarification) for the `answer` tool. `metrics` lists what can be asked about. When the user "
    "says an answer is right, `verify` its thread: later questions that mean the same reuse it."
)
T = TypeVar("T")


class QuestionOut(BaseModel):
    id: str
    text: str
    kind: str
    options: list[str] = Field(default_factory=list)
    default: str | list[str] | None = None


class TurnResult(BaseModel):
    """One turn as an MCP result: the answer, or the questions a paused thread waits on."""

    status: str  # answered | needs_clarification | refused | error
    thread_id: str
    message: str = ""
    interpretation: dict[str, Any] = Field(default_factory=dict)
    sql: str | None = None
    columns: list[str] = Field(default_factory=list)
    rows: list[list[Any]] = Field(default_factory=list)
    row_count: int = 0
    truncated: bool = False  # fewer rows here than the query returned
    questions: list[QuestionOut] = Field(default_factory=list)
    chart: dict[str, Any] | None = None  # a Vega-Lite v5 spec (rows inline) for a series or a breakdown
    # words the answer placed as a catalog element ("outlet" = Store): {"phrase", "label", "added", ...}
    vocabulary: list[dict[str, Any]] = Field(default_factory=list)


class ThreadsResult(BaseModel):
    threads: list[ThreadSummary]


class HistoryResult(BaseModel):
    thread_id: str
    turns: list[TurnResult]


class VerifiedOut(BaseModel):
    """A verified answer: the question a person approved, who and when; `broken` says why it no longer fits."""

    id: str
    question: str
    by: str
    on: str
    broken: str | None = None


class VerifiedList(BaseModel):
    verified: list[VerifiedOut]


class WordOut(BaseModel):
    """A word of the team vocabulary: what it means in which catalog, who added it and when; `broken` says why
    it no longer fits its catalog."""

    id: str
    phrase: str
    means: str
    kind: str
    catalog: str
    by: str
    on: str
    broken: str | None = None


class VocabularyList(BaseModel):
    words: list[WordOut]


class CatalogEntry(BaseModel):
    name: str
    label: str
    description: str = ""


class MetricsResult(BaseModel):
    metrics: list[CatalogEntry]
    dimensions: list[CatalogEntry]


class Issue(BaseModel):
    kind: str
    message: str
    line: int | None = None
    column: int | None = None


class ValidationResult(BaseModel):
    ok: bool
    errors: list[Issue] = Field(default_factory=list)
    sql: str
    tables: list[str] = Field(default_factory=list)


class Callers:
    """The agent each call acts through. Without token auth: the server's own agent (one user, every thread).
    With it: a view of that agent whose user is the token's; threads are the caller's own by the thread index's
    owner column, the one record of owners that the CLI and the LangGraph server keep to as well."""

    def __init__(self, agent: Agent, authenticated: bool) -> None:
        self.agent = agent
        self.authenticated = authenticated
        self._views: dict[tuple[str, frozenset[str]], Agent] = {}
        self._lock = threading.Lock()
        if authenticated:
            agent.graph  # compiled once, shared by every user's view  # noqa: B018
            adopt_legacy_owners(agent.store.saver)

    def user(self) -> str | None:
        """The token's user (None without token auth). Never taken from the request's arguments."""
        if not self.authenticated:
            return None
        token = get_access_token()
        if token is None or not token.subject:
            raise ToolError("not authenticated: send a bearer token")
        return token.subject

    @staticmethod
    def permissions() -> frozenset[str]:
        """The token's permissions (its scopes): what its user may change of the team's knowledge."""
        token = get_access_token()
        return frozenset(token.scopes if token is not None else ())

    def agent_for(self, user: str | None) -> Agent:
        if user is None:
            return self.agent
        permissions = self.permissions()
        with self._lock:
            view = self._views.get((user, permissions))
            if view is None:
                view = copy.copy(self.agent)  # the same store, graph and claims; only the user differs
                view.context = replace(self.agent.context, user_id=user)  # its checkpoints name this owner
                view.ownerless_visible = False  # threads from before owners are nobody's on a shared server
                view.permissions = permissions  # the token's: verify, vocabulary (sqlclarify.permissions)
                self._views[(user, permissions)] = view
            return view

    def own_thread(self, user: str | None, given: object) -> str:
        """The whole id of the caller's thread that `given` names (its id or a unique prefix of the caller's own
        ids); ThreadNotFound for another user's thread, as for one that does not exist."""
        thread_id = check_thread_id(given)
        if user is None:
            return thread_id
        with _not_found_as_none(thread_id):
            return self.agent_for(user).resolve_thread_id(thread_id)

    def ask(self, user: str | None, question: str, thread_id: str | None) -> Turn:
        agent = self.agent_for(user)
        if thread_id is None:
            return agent.ask(question)  # the view's user is the new thread's owner in the index
        if user is None:
            return agent.ask(question, check_thread_id(thread_id))
        return agent.ask(question, self.own_thread(user, thread_id))  # a new thread: leave thread_id out

    # The agent's own calls resolve the id for the view's user (their threads only): no second look-up here.

    def answer(
        self, user: str | None, thread_id: str, reply: dict[str, str], remember: bool = False, vocabulary: bool = False
    ) -> Turn:
        with _not_found_as_none(thread_id):
            return self.agent_for(user).answer(check_thread_id(thread_id), reply, remember, vocabulary)

    def current(self, user: str | None, thread_id: str) -> Turn:
        with _not_found_as_none(thread_id):
            return self.agent_for(user).current(check_thread_id(thread_id))

    def history(self, user: str | None, thread_id: str) -> list[Turn]:
        with _not_found_as_none(thread_id):
            return self.agent_for(user).history(check_thread_id(thread_id))

    def verify(self, user: str | None, thread_id: str) -> VerifiedAnswer:
        with _not_found_as_none(thread_id):
            return self.agent_for(user).verify(check_thread_id(thread_id))

    def unverify(self, user: str | None, answer_id: str) -> VerifiedAnswer:
        """Remove a verified answer; with token auth only who verified it, or a holder of `verify` (the Agent's
        permission check, the same on every face)."""
        return self.agent_for(user).unverify(answer_id)

    def threads(self, user: str | None, limit: int, status: str | None) -> list[ThreadSummary]:
        if not isinstance(limit, int) or isinstance(limit, bool):
            raise InputError(f"limit must be a whole number, got {limit!r}")
        return self.agent_for(user).threads(limit=min(max(limit, 0), MAX_LIST), status=status)


@contextlib.contextmanager
def _not_found_as_none(thread_id: object) -> Iterator[None]:
    """The same words for another user's thread and for none, and no path of the thread store in them."""
    try:
        yield
    except ThreadNotFound:
        raise ThreadNotFound(f"no thread with id {str(thread_id)[:128]}") from None


def build_server(agent: Agent, auth: HttpAuth | None = None, workers: int = WORKERS) -> MCPServer:
    """An MCP server over `agent`; its tools run the agent's calls in a pool of `workers` threads. With `auth`
    (HTTP only) every call needs a bearer token and acts as the token's user."""
    authenticated = auth is not None and auth.enabled
    server = MCPServer(
        name="sqlclarify",
        instructions=INSTRUCTIONS,
        log_level="WARNING",
        auth=auth.settings() if authenticated else None,  # type: ignore[union-attr]
        token_verifier=auth.verifier() if authenticated else None,  # type: ignore[union-attr]
    )
    callers = Callers(agent, authenticated)
    if authenticated:
        _serve_root_metadata(server, auth.settings())  # type: ignore[union-attr]
    limiter = anyio.CapacityLimiter(max(1, workers))

    async def call(fn: Callable[..., T], *args: Any) -> T:
        return await anyio.to_thread.run_sync(lambda: fn(*args), limiter=limiter)

    async def settle(user: str | None, turn: Turn, ctx: Context) -> CallToolResult | InputRequiredResult:
        """Ask the user a paused turn's questions through elicitation, round after round, while they answer."""
        while turn.status == "needs_clarification" and _can_elicit(ctx):
            message = elicitation_message(turn.questions, turn.reason, turn.note)
            schema = elicitation_schema(turn.questions)
            if _input_required(ctx):
                state = {"thread_id": turn.thread_id, "questions": [q.id for q in turn.questions]}
                form = ElicitRequest(params=ElicitRequestFormParams(message=message, requested_schema=schema))
                return InputRequiredResult(input_requests={FORM_KEY: form}, request_state=json.dumps(state))
            reply = await ctx.session.elicit_form(message, schema, related_request_id=ctx.request_id)
            if reply.action != "accept":
                return _result(turn, _paused(turn, reply.action))
            turn = await call(callers.answer, user, turn.thread_id, form_answers(turn.questions, reply.content))
        return _result(turn)

    async def resume(user: str | None, ctx: Context) -> Turn | CallToolResult | None:
        """The retry of an InputRequiredResult: the form's answer applied to its thread (None on a first call)."""
        if not ctx.request_state:
            return None
        state = json.loads(ctx.request_state)  # sealed and verified by the SDK: it is the state this server minted
        turn = await call(callers.current, user, state["thread_id"])
        if turn.status != "needs_clarification" or [q.id for q in turn.questions] != state["questions"]:
            raise InputError(f"thread {turn.thread_id} is no longer waiting on these questions; nothing was changed")
        reply = (ctx.input_responses or {}).get(FORM_KEY)
        if isinstance(reply, dict):
            reply = ElicitResult.model_validate(reply)
        if not isinstance(reply, ElicitResult) or reply.action != "accept":
            return _result(turn, _paused(turn, reply.action if isinstance(reply, ElicitResult) else "cancel"))
        return await call(callers.answer, user, turn.thread_id, form_answers(turn.questions, reply.content))

    @server.tool(
        name="ask",
        description="Ask a data question in plain words, in a new thread or as a follow-up in `thread_id`. "
        "Vague questions are asked back (an elicitation form, or the questions for the `answer` tool).",
    )
    async def ask(
        question: str, ctx: Context, thread_id: str | None = None
    ) -> Annotated[CallToolResult, TurnResult] | InputRequiredResult:
        with _one_line_errors():
            user = callers.user()
            resumed = await resume(user, ctx)
            if isinstance(resumed, CallToolResult):
                return resumed
            turn = resumed or await call(callers.ask, user, question, thread_id)
            return await settle(user, turn, ctx)

    @server.tool(
        name="answer",
        description="Answer a paused thread's questions: an object of question id → option number, option label "
        "or text (several options comma-separated, e.g. '2,3'). remember=true (only when the user asks) keeps the "
        "metric chosen for an ambiguous word, and the values chosen for a required filter, for the user's later "
        "questions. add_vocabulary=true (only when the user approves) adds the words the answer placed as a "
        "catalog element ('outlet' = Store) to the team vocabulary, for every user.",
    )
    async def answer(
        thread_id: str,
        answers: dict[str, str | int | bool | list[str]],
        ctx: Context,
        remember: bool = False,
        add_vocabulary: bool = False,
    ) -> Annotated[CallToolResult, TurnResult] | InputRequiredResult:
        with _one_line_errors():
            user = callers.user()
            resumed = await resume(user, ctx)
            if isinstance(resumed, CallToolResult):
                return resumed
            turn = resumed or await call(callers.answer, user, thread_id, _reply(answers), remember, add_vocabulary)
            return await settle(user, turn, ctx)

    @server.tool(
        name="threads",
        description=f"Your threads, most recent first (at most {MAX_LIST}); `status` keeps one status "
        "(e.g. needs_clarification).",
        annotations=ToolAnnotations(read_only_hint=True),
    )
    async def threads(limit: int = 20, status: str | None = None) -> Annotated[CallToolResult, ThreadsResult]:
        with _one_line_errors():
            found = await call(callers.threads, callers.user(), limit, status)
            lines = [f"{t.thread_id}  {t.status}  {t.turns} turn(s)  {t.last_question}" for t in found]
            return _tool_result(ThreadsResult(threads=found), "\n".join(lines) or "no threads")

    @server.tool(
        name="history",
        description="Every turn of a thread, oldest first: questions, answers, SQL and rows.",
        annotations=ToolAnnotations(read_only_hint=True),
    )
    async def history(thread_id: str) -> Annotated[CallToolResult, HistoryResult]:
        with _one_line_errors():
            turns = await call(callers.history, callers.user(), thread_id)
            results = [_turn_result(t) for t in turns]
            text = "\n\n".join(f"turn {n}: {t.question}\n{_text(t)}" for n, t in enumerate(turns, start=1))
            tid = turns[0].thread_id if turns else thread_id
            return _tool_result(HistoryResult(thread_id=tid, turns=results), text or "no turns")

    @server.tool(
        name="verify",
        description="Mark a thread's latest answer as right (only when the user says so): later questions of any "
        "user that mean the same are answered from it, saying who verified it and when.",
        annotations=ToolAnnotations(read_only_hint=False, destructive_hint=False, idempotent_hint=True),
    )
    async def verify(thread_id: str) -> Annotated[CallToolResult, VerifiedOut]:
        with _one_line_errors():
            saved = _verified_out(await call(callers.verify, callers.user(), thread_id))
            text = f"verified {saved.id}: '{saved.question}' by {saved.by} on {saved.on} (shared with every user)"
            return _tool_result(saved, text)

    @server.tool(
        name="verified",
        description="The verified answers, most recent first; `broken` says why one no longer fits the catalog.",
        annotations=ToolAnnotations(read_only_hint=True),
    )
    async def verified() -> Annotated[CallToolResult, VerifiedList]:
        with _one_line_errors():
            found = [_verified_out(a) for a in await call(callers.agent_for(callers.user()).verified)]
            lines = [
                f"{a.id}  {a.on}  {a.by}  {a.question}" + (f"  (broken: {a.broken})" if a.broken else "") for a in found
            ]
            return _tool_result(VerifiedList(verified=found), "\n".join(lines) or "no verified answers yet")

    @server.tool(
        name="unverify",
        description="Remove a verified answer (its id or a unique prefix): it is never reused again.",
        annotations=ToolAnnotations(read_only_hint=False, destructive_hint=True),
    )
    async def unverify(answer_id: str) -> Annotated[CallToolResult, VerifiedOut]:
        with _one_line_errors():
            removed = _verified_out(await call(callers.unverify, callers.user(), answer_id))
            return _tool_result(removed, f"removed {removed.id}: '{removed.question}'")

    @server.tool(
        name="vocabulary",
        description="The team vocabulary: words taught by answers ('outlet' = Store), used for every user; "
        "`broken` says why one no longer fits its catalog.",
        annotations=ToolAnnotations(read_only_hint=True),
    )
    async def vocabulary() -> Annotated[CallToolResult, VocabularyList]:
        with _one_line_errors():
            found = [_word_out(w) for w in await call(callers.agent_for(callers.user()).vocabulary)]
            lines = [
                f"{w.id}  '{w.phrase}' = {w.means}  {w.by} {w.on}" + (f"  (broken: {w.broken})" if w.broken else "")
                for w in found
            ]
            return _tool_result(VocabularyList(words=found), "\n".join(lines) or "the team vocabulary is empty")

    @server.tool(
        name="remove_vocabulary",
        description="Remove a word from the team vocabulary (its phrase, or its id): the reader no longer takes it.",
        annotations=ToolAnnotations(read_only_hint=False, destructive_hint=True),
    )
    async def remove_vocabulary(phrase: str) -> Annotated[CallToolResult, VocabularyList]:
        with _one_line_errors():
            removed = [_word_out(w) for w in await call(callers.agent_for(callers.user()).remove_vocabulary, phrase)]
            text = "\n".join(f"removed {w.id}: '{w.phrase}' = {w.means}" for w in removed)
            return _tool_result(VocabularyList(words=removed), text)

    @server.tool(
        name="metrics",
        description="The catalog's metrics and dimensions, with labels and descriptions: what a user may ask.",
        annotations=ToolAnnotations(read_only_hint=True),
    )
    async def metrics() -> Annotated[CallToolResult, MetricsResult]:
        with _one_line_errors():
            result = await call(_metrics, agent)
            text = "metrics: " + ", ".join(m.label for m in result.metrics)
            text += "\ndimensions: " + ", ".join(d.label for d in result.dimensions)
            return _tool_result(result, text)

    @server.tool(
        name="validate_sql",
        description="Check SQL against the database's live schema and the read-only rules; nothing is run.",
        annotations=ToolAnnotations(read_only_hint=True),
    )
    async def validate_sql(sql: str) -> Annotated[CallToolResult, ValidationResult]:
        with _one_line_errors():
            result = await call(_validate, agent, sql)
            text = (
                f"valid; tables: {', '.join(result.tables) or 'none'}"
                if result.ok
                else "rejected: " + "; ".join(f"[{e.kind}] {e.message}" for e in result.errors)
            )
            return _tool_result(result, text)

    return server


def serve(
    agent: Agent,
    address: tuple[str, int] | None = None,
    auth: HttpAuth | None = None,
    allowed_hosts: list[str] | None = None,
    workers: int = WORKERS,
) -> None:
    """Run the server on stdio, or on streamable HTTP at `address` (host, port) with `auth` and Host/Origin
    checks for the bind address, the public URL and `allowed_hosts`."""
    if address is None:
        build_server(agent, workers=workers).run("stdio")
        return
    from sqlclarify.faces.mcp.auth import http_auth, transport_security

    host, port = address
    auth = auth or http_auth(host, port)
    server = build_server(agent, auth, workers)
    security = transport_security(host, port, auth, allowed_hosts or [])
    server.run("streamable-http", host=host, port=port, transport_security=security)


# -- helpers ------------------------------------------------------------------------------------------------


def _serve_root_metadata(server: MCPServer, settings: Any) -> None:
    """The RFC 9728 metadata also at /.well-known/oauth-protected-resource (the SDK serves it under the
    resource's path, …/oauth-protected-resource/mcp): clients that look at the root find it too."""
    from mcp.server.auth.routes import create_protected_resource_routes

    [route] = create_protected_resource_routes(settings.resource_server_url, [settings.issuer_url])
    path = "/.well-known/oauth-protected-resource"
    if route.path != path:
        server.custom_route(path, methods=["GET", "OPTIONS"])(route.endpoint)


@contextlib.contextmanager
def _one_line_errors() -> Iterator[None]:
    """Errors as MCP tool errors with one line; the agent leaves the thread as it was."""
    try:
        yield
    except ToolError:
        raise
    except SqlclarifyError as exc:
        raise ToolError(" ".join(str(exc).split())) from None
    except Exception as exc:
        fault = infrastructure_fault(exc)
        if fault is not None:
            raise ToolError(str(fault)) from None
        text = " ".join(str(exc).split())
        raise ToolError(f"internal error: {type(exc).__name__}{': ' + text if text else ''}") from None


def _can_elicit(ctx: Context) -> bool:
    capabilities = ctx.client_capabilities
    elicitation = capabilities.elicitation if capabilities is not None else None
    return elicitation is not None and (elicitation.form is not None or elicitation.url is None)


def _input_required(ctx: Context) -> bool:
    version = ctx.protocol_version
    return version is not None and is_version_at_least(version, INPUT_REQUIRED_VERSION)


def _reply(answers: dict[str, Any]) -> dict[str, str]:
    if not answers:
        raise InputError("answers is empty: give question id → option number, label or text")
    reply = {}
    for key, value in answers.items():
        if isinstance(value, bool):
            reply[key] = "yes" if value else "no"
        elif isinstance(value, list):
            reply[key] = ",".join(str(v) for v in value)
        else:
            reply[key] = str(value)
    return reply


def _paused(turn: Turn, action: str) -> str:
    verb = "declined" if action == "decline" else "cancelled"
    return (
        f"The form was {verb}; thread {turn.thread_id} is still waiting for an answer. "
        "Answer it with the answer tool, or ask a new question."
    )


def _turn_result(turn: Turn, message: str | None = None) -> TurnResult:
    questions = [
        QuestionOut(id=q.id, text=q.text, kind=q.kind, options=[o.label for o in q.options], default=q.default)
        for q in turn.questions
    ]
    return TurnResult(
        status=turn.status,
        thread_id=turn.thread_id,
        message=message if message is not None else (turn.message or turn.note or turn.reason),
        interpretation=turn.interpretation,
        sql=turn.sql,
        columns=turn.columns,
        rows=turn.rows[:MAX_ROWS],
        row_count=turn.row_count,
        truncated=turn.truncated or len(turn.rows) > MAX_ROWS,
        questions=questions,
        chart=turn.chart,
        vocabulary=turn.vocabulary,
    )


def _result(turn: Turn, message: str | None = None) -> CallToolResult:
    result = _turn_result(turn, message)
    text = _text(turn)
    return _tool_result(result, f"{message}\n{text}" if message else text, is_error=turn.status == "error")


def _tool_result(model: BaseModel, text: str, is_error: bool = False) -> CallToolResult:
    return CallToolResult(
        content=[TextContent(type="text", text=text)],
        structured_content=model.model_dump(mode="json"),
        is_error=is_error,
    )


def _text(turn: Turn) -> str:
    """A short text of the turn: the answer, the SQL and the first rows; or the questions and how to answer."""
    if turn.status == "needs_clarification":
        lines = [f"Thread {turn.thread_id} needs answers first:"]
        for q in turn.questions:
            options = " ".join(f"{n}) {o.label}" for n, o in enumerate(q.options, start=1))
            default = f" (default: {q.default})" if q.default not in (None, "", []) else ""
            lines.append(f"- {q.id}: {q.text} {options}{default}".rstrip())
        example = ", ".join(f'"{q.id}": "1"' for q in turn.questions)
        lines.append(f"Answer with the answer tool: thread_id={turn.thread_id}, answers={{{example}}}")
        return "\n".join(lines)
    lines = [turn.message] if turn.message else []
    if turn.sql:
        lines.append(f"SQL:\n{turn.sql}")
    if turn.columns:  # formatted by the catalog (labels, units, decimals); the structured content stays raw
        headers, shown = formatted_rows(turn.columns, turn.rows[:TEXT_ROWS], turn.interpretation.get("columns"))
        lines.append(" | ".join(headers))
        lines += [" | ".join(row) for row in shown]
        if turn.row_count > TEXT_ROWS or turn.truncated:
            lines.append(f"({turn.row_count} rows; the structured content has up to {MAX_ROWS})")
    if turn.chart:
        lines.append("A chart is attached: a Vega-Lite spec in the structured content's `chart`.")
    lines.append(f"thread: {turn.thread_id}")
    return "\n".join(lines)


def _word_out(word: Any) -> WordOut:
    return WordOut(
        id=word.id,
        phrase=word.phrase,
        means=word.label,
        kind=word.kind,
        catalog=word.catalog,
        by=word.by,
        on=word.on,
        broken=word.broken,
    )


def _verified_out(answer: VerifiedAnswer) -> VerifiedOut:
    return VerifiedOut(id=answer.id, question=answer.question, by=answer.by, on=answer.on, broken=answer.broken)


def _metrics(agent: Agent) -> MetricsResult:
    from sqlclarify.resources import catalog_for

    catalog = catalog_for(agent.context)
    if catalog is None:
        raise InputError(f"no metric catalog fits {agent.context.database or 'the database'}")
    layer = catalog.layer
    metrics = [CatalogEntry(name=m.name, label=m.label, description=m.description) for m in layer.metrics.values()]
    seen: dict[str, CatalogEntry] = {}
    for model in layer.semantic_models:
        for d in model.dimensions:
            seen.setdefault(d.name, CatalogEntry(name=d.name, label=d.label or d.name, description=d.description))
    return MetricsResult(metrics=metrics, dimensions=list(seen.values()))


def _validate(agent: Agent, sql: str) -> ValidationResult:
    from sqlclarify.warehouse.guard import validate_sql

    report = validate_sql(sql, agent.context.warehouse())
    return ValidationResult(
        ok=report.ok,
        errors=[Issue(**e.model_dump()) for e in report.errors],
        sql=report.sql,
        tables=report.tables,
    )
