"""The clarifying text-to-SQL graph.

classify → disambiguate → clarify (interrupt) → generate_sql → validate → execute → respond

`graph` is compiled without a checkpointer, as `langgraph dev` requires; `build_graph(checkpointer)`
compiles the same graph with the SQLite checkpointer for the CLI and the Python API.
"""

from __future__ import annotations

from typing import Literal

from langgraph.graph import END, START, StateGraph
from langgraph.graph.state import CompiledStateGraph
from langgraph.store.base import BaseStore
from langgraph.types import Checkpointer

from sqlclarify.context import Context
from sqlclarify.nodes import clarify, classify, disambiguate, execute, generate_sql, respond, validate
from sqlclarify.state import InputState, OutputState, Reading, State


def route_after_classify(state: State) -> Literal["disambiguate", "clarify", "generate_sql", "respond"]:
    if state["intent"] not in ("data_question", "follow_up") or state.get("status") == "error":
        return "respond"
    if state.get("model_questions"):
        return "clarify"
    if Reading(**state["slots"]).knows_metric:
        return "disambiguate"
    return "generate_sql"


def route_after_disambiguate(state: State) -> Literal["clarify", "generate_sql"]:
    # disambiguate has looked for open questions already; its status says whether it found any
    return "clarify" if state.get("status") == "needs_clarification" else "generate_sql"


def route_after_clarify(state: State) -> Literal["classify", "disambiguate", "respond"]:
    if state.get("status") == "error":
        return "respond"
    return "classify" if state.get("reclassify") else "disambiguate"


def route_after_generate(state: State) -> Literal["validate", "respond"]:
    return "validate" if state.get("sql") else "respond"


def route_after_validate(state: State, runtime) -> Literal["execute", "generate_sql", "respond"]:
    if not state.get("sql_error"):
        return "execute"
    # catalog SQL is deterministic: a retry would fail the same way
    retry = state.get("sql_source") == "model" and state.get("sql_attempts", 0) <= runtime.context.max_sql_retries
    return "generate_sql" if retry else "respond"


builder = StateGraph(State, input_schema=InputState, output_schema=OutputState, context_schema=Context)
builder.add_node("classify", classify)
builder.add_node("disambiguate", disambiguate)
builder.add_node("clarify", clarify)
builder.add_node("generate_sql", generate_sql)
builder.add_node("validate", validate)
builder.add_node("execute", execute)
builder.add_node("respond", respond)

builder.add_edge(START, "classify")
builder.add_conditional_edges("classify", route_after_classify)
builder.add_conditional_edges("disambiguate", route_after_disambiguate)
builder.add_conditional_edges("clarify", route_after_clarify)
builder.add_conditional_edges("generate_sql", route_after_generate)
builder.add_conditional_edges("validate", route_after_validate)
builder.add_edge("execute", "respond")
builder.add_edge("respond", END)


def build_graph(checkpointer: Checkpointer = None, store: BaseStore | None = None) -> CompiledStateGraph:
    """The graph compiled with `checkpointer` (threads persist and can pause for questions) and `store`
    (long-term memory: remembered choices, verified answers; nodes read it as `runtime.store`)."""
    return builder.compile(checkpointer=checkpointer, store=store, name="sqlclarify")


graph = builder.compile(name="sqlclarify")
