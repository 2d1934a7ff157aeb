"""The clarifying text-to-SQL graph.

classify → disambiguate → clarify (interrupt) → generate_sql → validate → execute → respond

`graph` is compiled without a checkpointer, as `langgraph dev` requires; `build_graph(checkpointer)`
compiles the same graph with the SQLite checkpointer for the CLI and the Python API.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal, get_args, get_type_hints

from langgraph.graph import END, START, StateGraph
from langgraph.graph.state import CompiledStateGraph
from langgraph.runtime import Runtime
from langgraph.store.base import BaseStore
from langgraph.types import Checkpointer, Command

from sqlclarify.context import Context
from sqlclarify.nodes import clarify, classify, disambiguate, execute, generate_sql, respond, validate
from sqlclarify.state import InputState, OutputState, Reading, State


def route_after_classify(
    state: State, context: Context
) -> Literal["disambiguate", "clarify", "generate_sql", "respond"]:
    if state.get("chat_reply"):
        return "clarify"  # a chat message answering the pending questions
    if state["intent"] not in ("data_question", "follow_up") or state.get("status") == "error":
        return "respond"
    if state.get("model_questions"):
        return "clarify"
    if Reading(**state["slots"]).knows_metric:
        return "disambiguate"
    return "generate_sql"


def route_after_disambiguate(state: State, context: Context) -> Literal["clarify", "generate_sql"]:
    # disambiguate has looked for open questions already; its status says whether it found any
    return "clarify" if state.get("status") == "needs_clarification" else "generate_sql"


def route_after_clarify(
    state: State, context: Context
) -> Literal["clarify", "classify", "disambiguate", "respond"]:
    if state.get("asking"):
        return "clarify"  # the questions were posted as a chat message: now pause on them
    if state.get("status") == "error":
        return "respond"
    return "classify" if state.get("reclassify") else "disambiguate"


def route_after_generate(state: State, context: Context) -> Literal["validate", "respond"]:
    return "validate" if state.get("sql") else "respond"


def route_after_validate(state: State, context: Context) -> Literal["execute", "generate_sql", "respond"]:
    if not state.get("sql_error"):
        return "execute"
    # catalog SQL is deterministic: a retry would fail the same way
    retry = state.get("sql_source") == "model" and state.get("sql_attempts", 0) <= context.max_sql_retries
    return "generate_sql" if retry else "respond"


Node = Callable[[State, Runtime[Context]], dict[str, Any]]
Route = Callable[[State, Context], str]


def routed(node: Node, route: Route) -> Callable[[State, Runtime[Context]], Command]:
    """`node`, going on to where `route` sends the state it leaves. The node names its next step itself
    (a Command) instead of LangGraph running a conditional edge: an edge reads a fresh copy of every channel,
    about a sixth of a millisecond a step. Routes read only plain last-value channels, so the state a route
    sees is the node's input with the node's update laid over it."""

    def run(state: State, runtime: Runtime[Context]) -> Command:
        update = node(state, runtime)
        return Command(update=update, goto=route({**state, **update}, runtime.context))  # type: ignore[typeddict-item]

    run.__name__ = run.__qualname__ = node.__name__
    run.__doc__ = node.__doc__
    return run


def _targets(route: Route) -> tuple[str, ...]:
    return get_args(get_type_hints(route)["return"])


builder = StateGraph(State, input_schema=InputState, output_schema=OutputState, context_schema=Context)
for name, node, route in (
    ("classify", classify, route_after_classify),
    ("disambiguate", disambiguate, route_after_disambiguate),
    ("clarify", clarify, route_after_clarify),
    ("generate_sql", generate_sql, route_after_generate),
    ("validate", validate, route_after_validate),
):
    builder.add_node(name, routed(node, route), destinations=_targets(route))
builder.add_node("execute", execute)
builder.add_node("respond", respond)

builder.add_edge(START, "classify")
builder.add_edge("execute", "respond")
builder.add_edge("respond", END)


def build_graph(checkpointer: Checkpointer = None, store: BaseStore | None = None) -> CompiledStateGraph:
    """The graph compiled with `checkpointer` (threads persist and can pause for questions) and `store`
    (long-term memory: remembered choices, verified answers; nodes read it as `runtime.store`)."""
    return builder.compile(checkpointer=checkpointer, store=store, name="sqlclarify")


graph = builder.compile(name="sqlclarify")
