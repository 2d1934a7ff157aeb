"""The parts of a dbt project's YAML beside semantic models and metrics: time spines and saved queries.

- A time spine is a dbt model with `time_spine:` (dbt >= 1.9): `standard_granularity_column` (a column with
  `granularity:`) and `custom_granularities` (`name`, optional `column_name`), read as dbt-core's
  `_get_pydantic_semantic_manifest` does. A model named `metricflow_time_spine` without it is the legacy
  spine (`date_day`, daily), and a MetricFlow-style `project_configuration:` block is read as it is.
- A saved query (`saved_queries:`) is kept with its metrics, group-bys and filters; exports are dbt's
  business (they write tables) and are not read.

Each reader raises `ItemError` (one line) for an item that cannot be used; the caller leaves it out.
"""

from __future__ import annotations

from typing import Any

from dbt_semantic_interfaces.implementations.project_configuration import PydanticProjectConfiguration
from dbt_semantic_interfaces.implementations.saved_query import PydanticSavedQuery
from dbt_semantic_interfaces.implementations.time_spine import PydanticTimeSpine
from dbt_semantic_interfaces.implementations.time_spine_table_configuration import (
    PydanticTimeSpineTableConfiguration,
)

from sqlclarify.semantic.model import SavedQuery

LEGACY_TIME_SPINE_MODEL = "metricflow_time_spine"


class ItemError(ValueError):
    """A time spine or saved query that cannot be read; the message is one line."""


def time_spine(model: dict[str, Any]) -> PydanticTimeSpine:
    """The time spine a dbt `models:` entry declares with `time_spine:`."""
    config = model["time_spine"]
    if not isinstance(config, dict) or not isinstance(config.get("standard_granularity_column"), str):
        raise ItemError("time_spine needs standard_granularity_column")
    standard = config["standard_granularity_column"]
    columns = model.get("columns") or []
    if isinstance(columns, dict):
        columns = [{"name": k, **(v or {})} for k, v in columns.items()]
    column = next((c for c in columns if isinstance(c, dict) and c.get("name") == standard), None)
    if column is None:
        raise ItemError(f"standard_granularity_column '{standard}' is not one of the model's columns")
    if not column.get("granularity"):
        raise ItemError(f"column '{standard}' needs granularity: (the time spine's grain)")
    customs = config.get("custom_granularities") or []
    if not isinstance(customs, list) or not all(isinstance(c, dict) and c.get("name") for c in customs):
        raise ItemError("custom_granularities must be a list of mappings with name (and column_name)")
    return _parse(
        PydanticTimeSpine,
        {
            "node_relation": {"alias": _alias(model), "schema_name": ""},
            "primary_column": {"name": standard, "time_granularity": str(column["granularity"]).lower()},
            "custom_granularities": [{"name": c["name"], "column_name": c.get("column_name")} for c in customs],
        },
    )


def legacy_time_spine(model: dict[str, Any]) -> PydanticTimeSpineTableConfiguration:
    """dbt's fallback for a `metricflow_time_spine` model without `time_spine:`: daily, column `date_day`."""
    return _parse(
        PydanticTimeSpineTableConfiguration,
        {"location": _alias(model), "column_name": "date_day", "grain": "day"},
    )


def project_configuration(block: Any) -> PydanticProjectConfiguration:
    """A MetricFlow-style `project_configuration:` block (time_spine_table_configurations, time_spines)."""
    if not isinstance(block, dict):
        raise ItemError("project_configuration must be a mapping")
    return _parse(PydanticProjectConfiguration, block)


def _alias(model: dict[str, Any]) -> str:
    config = model.get("config")
    alias = config.get("alias") if isinstance(config, dict) else None
    return str(alias or model["name"])


# The keys of a saved query dbt reads (exports write tables, dbt's business: known, not used)
_SAVED_QUERY_KEYS = frozenset(
    {"name", "description", "label", "query_params", "exports", "config", "meta", "tags", "group"}
)
_QUERY_PARAMS_KEYS = frozenset({"metrics", "group_by", "order_by", "limit", "where"})


def unknown_saved_query_keys(raw: dict[str, Any]) -> list[str]:
    """The keys of a `saved_queries:` item (and of its query_params, dotted) the reader does not read."""
    unknown = [str(k) for k in raw if k not in _SAVED_QUERY_KEYS]
    params = raw.get("query_params")
    if isinstance(params, dict):
        unknown += [f"query_params.{k}" for k in params if k not in _QUERY_PARAMS_KEYS]
    return unknown


def saved_query(raw: dict[str, Any]) -> PydanticSavedQuery:
    """dsi's saved query for a `saved_queries:` item (its exports left aside)."""
    params = raw.get("query_params")
    if not isinstance(params, dict) or not params.get("metrics"):
        raise ItemError("a saved query needs query_params with metrics")
    where = params.get("where")
    wheres = [where] if isinstance(where, str) else list(where or [])
    data = {
        "name": raw["name"],
        "description": raw.get("description"),
        "label": raw.get("label"),
        "query_params": {
            "metrics": list(params["metrics"]),
            "group_by": list(params.get("group_by") or []),
            "order_by": list(params.get("order_by") or []),
            "limit": params.get("limit"),
            "where": {"where_filters": [{"where_sql_template": w} for w in wheres]} if wheres else None,
        },
    }
    return _parse(PydanticSavedQuery, data)


def to_saved_query(query: PydanticSavedQuery, file: str) -> SavedQuery:
    """Our typed saved query."""
    params = query.query_params
    return SavedQuery(
        name=query.name,
        label=query.label,
        description=query.description or "",
        metrics=list(params.metrics),
        group_by=list(params.group_by),
        where=[w.where_sql_template for w in params.where.where_filters] if params.where else [],
        order_by=list(params.order_by),
        limit=params.limit,
        source=file,
    )


def _parse(kind: Any, data: dict[str, Any]) -> Any:
    try:
        return kind.parse_obj(data)
    except Exception as exc:
        raise ItemError(first_problem(exc)) from exc


def first_problem(exc: Exception) -> str:
    """pydantic's first complaint about a dict, on one line (`where: what`)."""
    errors = getattr(exc, "errors", None)
    if callable(errors):
        try:
            found = errors()
        except Exception:
            found = None
        if found:
            first = found[0]
            where = " → ".join(str(p) for p in first.get("loc", ()) if p != "__root__")
            message = str(first.get("msg"))
            return " ".join((f"{where}: {message}" if where else message).split())
    return " ".join(str(exc).split())
