"""generate_sql: governed SQL from the catalog for a resolved metric; anything else needs a model."""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime

from sqlclarify.catalog.sql_builder import render_metric_sql
from sqlclarify.context import Context
from sqlclarify.resources import catalog_for
from sqlclarify.state import Slots, State

NEEDS_MODEL = (
    "This question is outside the metric catalog, so answering it needs a language model. "
    "Set SQLCLARIFY_MODEL (e.g. openai:gpt-4o-mini) with OPENAI_API_KEY, or OPENAI_BASE_URL for a local "
    "OpenAI-compatible server. Catalog metrics: ask 'help' to list them."
)
MODEL_PATH_MISSING = (
    "This question is outside the metric catalog. Free-form questions through the configured model "
    "({model}) are not available in this version yet; catalog metrics work: ask 'help' to list them."
)


def generate_sql(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    ctx = runtime.context
    catalog = catalog_for(ctx)
    slots = Slots(**state["slots"])
    if catalog is not None and slots.metric and slots.date_range is not None:
        return {"sql": render_metric_sql(catalog, slots), "sql_source": "catalog", "sql_error": None}
    message = MODEL_PATH_MISSING.format(model=ctx.model) if ctx.model else NEEDS_MODEL
    return {"sql": None, "sql_source": None, "status": "error", "message": message}
