"""The tools the model calls. Each is a pydantic model: its JSON schema goes to the model, and the
model's arguments are checked against it (a failure gets one repair round)."""

from __future__ import annotations

import copy
import functools
from typing import Any, Literal

from pydantic import BaseModel, Field

from sqlclarify.state import ClarificationQuestion


class AskUser(BaseModel):
    """Ask the user structured clarification questions before answering. Use it when the question fits
    several interpretations or lacks something needed (a market, a date range, which entity is meant)."""

    questions: list[ClarificationQuestion] = Field(min_length=1, max_length=5)


class QueryMetrics(BaseModel):
    """Answer with governed catalog metrics: you give a semantic query, the catalog compiles the SQL.
    Leave out what the user did not say (the agent asks for what a metric requires)."""

    metrics: list[str] = Field(min_length=1, description="catalog metric names, e.g. ['ads_net_revenue']")
    filters: dict[str, list[str]] = Field(
        default_factory=dict, description="dimension name -> values the user named, e.g. {'market': ['ID']}"
    )
    group_by: list[str] = Field(default_factory=list, description="dimension names to break the answer down by")
    grain: Literal["day", "week", "month", "quarter", "year"] | None = Field(
        default=None, description="a time series at this grain"
    )
    date_range: str | None = Field(default=None, description="the dates in the user's words, e.g. 'Nov 2025'")
    compare_to: str | None = Field(default=None, description="a second period to compare with, e.g. 'Oct 2025'")
    order: Literal["descending", "ascending"] | None = Field(default=None, description="sort by the first metric")
    limit: int | None = Field(default=None, ge=1, description="keep the first N rows ('top 3')")


class ProceedToSql(BaseModel):
    """The question is clear and answerable from the schema: go on to write SQL for it."""

    question: str = Field(description="the question, restated completely with the user's answers folded in")


class Refuse(BaseModel):
    """Refuse: the user asks to change data (insert, update, delete, drop…) or asks something the database
    cannot answer."""

    kind: Literal["change_data", "out_of_scope"]
    message: str = Field(description="one or two sentences for the user")


class SubmitSql(BaseModel):
    """Submit one read-only query, in the database's SQL dialect, that answers the question."""

    sql: str = Field(description="one SELECT statement in the SQL dialect named in the instructions")
    explanation: str = Field(description="one sentence: what the query computes")
    tables: list[str] = Field(default_factory=list, description="the tables it reads")


CLASSIFY_TOOLS: dict[str, type[BaseModel]] = {
    "ask_user": AskUser,
    "query_metrics": QueryMetrics,
    "proceed_to_sql": ProceedToSql,
    "refuse": Refuse,
}
SQL_TOOLS: dict[str, type[BaseModel]] = {"submit_sql": SubmitSql}


def tool_specs(tools: dict[str, type[BaseModel]]) -> list[dict[str, Any]]:
    """OpenAI function-tool specs with our snake_case names, compact: no titles, no $defs, no null branches."""
    return [
        {
            "type": "function",
            "function": {
                "name": name,
                "description": " ".join((schema.__doc__ or "").split()),
                "parameters": _parameters(schema),
            },
        }
        for name, schema in tools.items()
    ]


def _parameters(schema: type[BaseModel]) -> dict[str, Any]:
    """The compact JSON schema of a tool's arguments: built once per class (pydantic's schema generation is a
    good part of a turn's CPU, and many clients' turns share one process), a fresh copy each call."""
    return copy.deepcopy(_cached_parameters(schema))


@functools.cache
def _cached_parameters(schema: type[BaseModel]) -> dict[str, Any]:
    return compact_schema(schema.model_json_schema())


def compact_schema(schema: dict[str, Any]) -> dict[str, Any]:
    """A JSON schema as small as it can be for a prompt: $refs inlined, titles and the top description
    dropped (the tool's description says it), `X or null` written as X, null defaults left out."""
    defs = schema.get("$defs", {})

    def walk(node: Any) -> Any:
        if isinstance(node, list):
            return [walk(item) for item in node]
        if not isinstance(node, dict):
            return node
        if "$ref" in node:
            return walk(defs[node["$ref"].rsplit("/", 1)[-1]])
        branches = [b for b in node.get("anyOf", []) if b != {"type": "null"}]
        if "anyOf" in node and len(branches) == 1:
            node = {**{k: v for k, v in node.items() if k != "anyOf"}, **branches[0]}
        return {
            key: walk(value)
            for key, value in node.items()
            if key not in ("title", "$defs") and not (key == "default" and value is None)
        }

    compact = walk(schema)
    compact.pop("description", None)
    return compact
