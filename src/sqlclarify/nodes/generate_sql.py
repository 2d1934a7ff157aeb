"""generate_sql: the catalog's semantic query compiled to SQL in the warehouse's dialect; anything else is the
model's job."""

from __future__ import annotations

import time
from functools import lru_cache
from typing import Any

from langgraph.runtime import Runtime

from sqlclarify.context import Context
from sqlclarify.events import emit
from sqlclarify.resources import Catalog, catalog_for
from sqlclarify.semantic.compile import CompileError, compile_query
from sqlclarify.semantic.query import SemanticQuery
from sqlclarify.state import Reading, State

NEEDS_MODEL = (
    "This question is outside the metric catalog, so answering it needs a language model. "
    "Set SQLCLARIFY_MODEL (e.g. openai:gpt-4o-mini) with OPENAI_API_KEY, or OPENAI_BASE_URL for a local "
    "OpenAI-compatible server (Ollama, vLLM, llama.cpp). Catalog metrics: ask 'help' to list them."
)


def generate_sql(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    ctx = runtime.context
    started = time.perf_counter()
    catalog = catalog_for(ctx)
    reading = Reading(**state["slots"])
    if catalog is not None and reading.query.metrics:
        try:
            sql = catalog_sql(catalog, reading.query.model_dump_json())
        except CompileError as exc:
            return {"sql": None, "sql_source": "catalog", "status": "error", "message": f"I cannot answer that: {exc}"}
        update = {"sql": sql, "sql_source": "catalog", "sql_error": None}
    elif ctx.model:
        from sqlclarify.llm.steps import llm_generate_sql  # the model's code loads only for a turn that calls it

        update = llm_generate_sql(state, ctx, catalog)
    else:
        return {"sql": None, "sql_source": None, "status": "error", "message": NEEDS_MODEL}
    if update.get("sql"):
        emit(
            "sql_generated",
            source=update.get("sql_source"),
            sql=update["sql"],
            attempt=state.get("sql_attempts", 0),
            ms=round((time.perf_counter() - started) * 1000, 2),
        )
    return update


@lru_cache(maxsize=256)
def catalog_sql(catalog: Catalog, query_json: str) -> str:
    """The SQL of a semantic query (as JSON) in the catalog's dialect; compiled once per catalog and query
    (a catalog is rebuilt when its files or the warehouse change, so a new one never sees old SQL)."""
    query = SemanticQuery.model_validate_json(query_json)
    return compile_query(catalog.layer, query, catalog.warehouse.dialect).sql
