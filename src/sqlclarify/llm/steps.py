"""The model's two jobs: decide what to do with a question (classify) and write SQL (generate_sql).
Each returns a partial state; a model failure becomes a clean error turn, never an exception."""

from __future__ import annotations

from typing import Any

from langchain_core.messages import BaseMessage, ToolMessage
from pydantic import BaseModel

from sqlclarify.context import Context
from sqlclarify.llm.budget import fit_prompt
from sqlclarify.llm.calls import ModelError, Usage, decide
from sqlclarify.llm.model import make_chat_model, model_name
from sqlclarify.llm.prompting import build_messages
from sqlclarify.llm.schema_context import relevant_schema
from sqlclarify.llm.tools import CLASSIFY_TOOLS, SQL_TOOLS, AskUser, ProceedToSql, QueryMetrics, Refuse, tool_specs
from sqlclarify.resources import Catalog
from sqlclarify.semantic.model import METRIC_TIME
from sqlclarify.semantic.query import DimensionFilter, GroupBy, OrderBy, TimeRange
from sqlclarify.state import Reading, State
from sqlclarify.understanding.dates import resolve_date_range
from sqlclarify.warehouse import engine_name


def _messages(
    task: str,
    state: State,
    ctx: Context,
    catalog: Catalog | None,
    question: str,
    tools: dict[str, type[BaseModel]],
    extra: list[BaseMessage] | None = None,
) -> list[BaseMessage]:
    """The prompt of `task`, trimmed to the model's context when its size is set (raises ModelError)."""
    warehouse = ctx.warehouse()

    def build(schema_budget: int, memory_budget: int) -> list[BaseMessage]:
        return [
            *build_messages(
                task,
                catalog=catalog,
                today=ctx.today_date().isoformat(),
                schema=relevant_schema(warehouse, question, schema_budget, ctx.sample_values),
                question=question,
                answers=state.get("model_answers", []),
                conversation=state.get("conversation", []),
                max_turns=ctx.memory_turns,
                memory_budget=memory_budget,
                engine=engine_name(warehouse.dialect),
            ),
            *(extra or []),
        ]

    return fit_prompt(
        build, tool_specs(tools), ctx.schema_token_budget, ctx.memory_token_budget, ctx.model_context_tokens
    )


def _model(ctx: Context):
    return make_chat_model(ctx.model, base_url=ctx.model_base_url, timeout_s=ctx.model_timeout_seconds)


def llm_classify(state: State, ctx: Context, catalog: Catalog | None) -> dict[str, Any]:
    """Let the model ask, pick a catalog metric, go on to SQL, or refuse."""
    usage = Usage.from_dict(state.get("usage"))
    usage.model = model_name(ctx.model)
    question = state["question"]
    try:
        messages = _messages("classify", state, ctx, catalog, question, CLASSIFY_TOOLS)
        decision = decide(_model(ctx), messages, CLASSIFY_TOOLS, usage, "classify", retries=ctx.model_max_retries)
    except ModelError as exc:
        return {
            "status": "error",
            "message": f"The model failed: {exc}",
            "usage": usage.as_dict(),
            "intent": "data_question",
            "model_questions": [],
        }
    update: dict[str, Any] = {
        "usage": usage.as_dict(),
        "model_questions": [],
        "model_note": decision.text,
        "intent": "data_question",  # the model's reading wins over the vocabulary's "out of scope"
    }
    args = decision.args
    if isinstance(args, AskUser):
        update["model_questions"] = [q.model_dump() for q in args.questions]
        update["status"] = "needs_clarification"  # what the thread's state says while it waits
    elif isinstance(args, QueryMetrics) and catalog is not None and (reading := _catalog_reading(args, catalog, ctx)):
        update["slots"] = reading.model_dump()
    elif isinstance(args, Refuse):
        update |= {"intent": args.kind, "message": args.message}
    elif isinstance(args, ProceedToSql):
        update["sql_question"] = args.question
    else:  # a catalog metric that does not exist: write SQL instead of trusting the name
        update["sql_question"] = question
    return update


def _catalog_reading(args: QueryMetrics, catalog: Catalog, ctx: Context) -> Reading | None:
    """The model's semantic query as a reading; None when it names a metric the catalog lacks."""
    vocab = catalog.vocab
    if any(m not in catalog.layer.metrics for m in args.metrics):
        return None
    reading = Reading()
    query = reading.query
    query.metrics = list(dict.fromkeys(args.metrics))
    for dimension, values in args.filters.items():
        if dimension not in vocab.dimension_labels or not values:
            reading.unplaced.append(f"{dimension}: {', '.join(values)}")
            continue
        known = {v.value.lower(): v.value for v in vocab.values.get(dimension, [])}
        query.filters.append(DimensionFilter(dimension=dimension, values=[known.get(v.lower(), v) for v in values]))
    for dimension in args.group_by:
        if dimension in vocab.dimension_labels and all(g.dimension != dimension for g in query.group_by):
            query.group_by.append(GroupBy(dimension=dimension))
    if args.grain:
        query.group_by.insert(0, GroupBy(dimension=METRIC_TIME, grain=args.grain))
    today = ctx.today_date()
    for text, field in ((args.date_range, "time_range"), (args.compare_to, "compare_to")):
        if text:
            resolved = resolve_date_range(text, today)
            if resolved is None:
                reading.date_note = f"I could not read the dates in '{text}'"
            else:
                setattr(query, field, TimeRange(**resolved.as_dict()))
    if args.order:
        query.order_by = [OrderBy(key=query.metrics[0], descending=args.order == "descending")]
    query.limit = args.limit
    reading.mentioned = ["metric"]
    return reading


def llm_generate_sql(state: State, ctx: Context, catalog: Catalog | None) -> dict[str, Any]:
    """Ask the model for SQL; earlier failed attempts of this turn go back to it as tool results."""
    usage = Usage.from_dict(state.get("usage"))
    usage.model = model_name(ctx.model)
    question = state.get("sql_question") or state["question"]
    attempts: list[BaseMessage] = []
    for attempt in state.get("sql_history", []):
        attempts.append(attempt_message(attempt))
        attempts.append(ToolMessage(content=f"Error: {attempt['error']}", tool_call_id=attempt["id"]))
    try:
        messages = _messages("generate_sql", state, ctx, catalog, question, SQL_TOOLS, attempts)
        (tool,) = SQL_TOOLS
        decision = decide(
            _model(ctx), messages, SQL_TOOLS, usage, "generate_sql", tool_choice=tool, retries=ctx.model_max_retries
        )
    except ModelError as exc:
        return {"status": "error", "message": f"The model failed: {exc}", "usage": usage.as_dict(), "sql": None}
    return {
        "sql": decision.args.sql,  # type: ignore[attr-defined]
        "sql_source": "model",
        "sql_explanation": decision.args.explanation,  # type: ignore[attr-defined]
        "sql_call_id": decision.tool_call_id,
        "usage": usage.as_dict(),
    }


def attempt_message(attempt: dict[str, Any]) -> BaseMessage:
    from langchain_core.messages import AIMessage

    return AIMessage(
        content="",
        tool_calls=[
            {
                "name": "submit_sql",
                "args": {"sql": attempt["sql"], "explanation": "", "tables": []},
                "id": attempt["id"],
                "type": "tool_call",
            }
        ],
    )
