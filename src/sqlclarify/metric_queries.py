"""MetricFlow's verbs over sqlclarify's compiler: list metrics, dimensions and entities, and run a metric query
named as `mf query` names it, read-only, on the catalog's database (`--db`, else the dbt project's
profiles.yml, else the demo)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlclarify.errors import InputError
from sqlclarify.semantic.model import METRIC_TIME, SemanticLayer
from sqlclarify.warehouse.base import Warehouse


@dataclass
class MetricAnswer:
    columns: list[str]
    rows: list[list[Any]]
    sql: str
    truncated: bool


def catalog_path(catalog: str | None) -> str | None:
    """--catalog, else SQLCLARIFY_CATALOG, else the dbt project in the current folder, else None (the demo)."""
    found = catalog or os.environ.get("SQLCLARIFY_CATALOG")
    if found:
        return found
    return "." if Path("dbt_project.yml").is_file() else None


def database_for(db: str | None, catalog: str | None, target: str | None = None) -> str | None:
    """--db, else SQLCLARIFY_DB, else the connection in the catalog's dbt project's profiles.yml (when the catalog
    is a dbt project), else None (the demo)."""
    found = db or os.environ.get("SQLCLARIFY_DB")
    if found or catalog is None:
        return found
    from sqlclarify.semantic.readers.files import project_of
    from sqlclarify.warehouse.dbt_profiles import database_from_profiles

    project = project_of(Path(catalog))
    return database_from_profiles(project.parent, target) if project is not None else None


def open_layer(catalog: str | None, db: str | None, target: str | None = None) -> tuple[SemanticLayer, Warehouse]:
    """The catalog fitted to its database (what the database lacks is left out), and the read-only warehouse."""
    from sqlclarify.context import Context
    from sqlclarify.semantic.readers import load_semantic_layer
    from sqlclarify.semantic.validate import check_against_schema, fit_to_schema

    path = catalog_path(catalog)
    database = database_for(db, path, target)
    warehouse = Context(database=database, catalog=path).warehouse()
    layer = load_semantic_layer(path)
    problems = check_against_schema(layer, warehouse.schema())
    if problems:
        layer = fit_to_schema(layer, warehouse.schema(), warehouse.dialect)
        if not layer.metrics:
            raise InputError(f"the catalog does not fit {warehouse.url}: {problems[0]}")
    return layer, warehouse


def run_metric_query(
    layer: SemanticLayer,
    warehouse: Warehouse,
    metrics: list[str],
    group_by: list[str],
    where: list[str],
    start: str | None = None,
    end: str | None = None,
    order: list[str] | None = None,
    limit: int | None = None,
    max_rows: int = 10_000,
    timeout_s: float = 30.0,
) -> MetricAnswer:
    """The rows of an `mf query`-style request, compiled by sqlclarify and run read-only; InputError (one line)
    for a name the catalog lacks or a query sqlclarify cannot compile."""
    from sqlclarify.semantic.compile import compile_query
    from sqlclarify.semantic.errors import CompileError
    from sqlclarify.semantic.mf_names import NameError_, build_query
    from sqlclarify.warehouse.base import QueryError

    try:
        query = build_query(layer, metrics, group_by, where, start, end, order or [], limit)
        compiled = compile_query(layer, query, warehouse.dialect)
    except (NameError_, CompileError) as exc:
        raise InputError(str(exc)) from exc
    try:
        result = warehouse.run(compiled.sql, max_rows=max_rows, timeout_s=timeout_s)
    except QueryError as exc:
        raise InputError(f"the database refused the query: {exc}") from exc
    names = iter(group_by)
    columns = []
    for column in compiled.columns:
        if column.role in ("dimension", "time"):
            given = next(names, None)
            columns.append(given or (f"{METRIC_TIME}__{column.grain}" if column.ref == METRIC_TIME else column.ref))
        else:
            columns.append(column.ref if column.role == "metric" else column.name)
    return MetricAnswer(
        columns=columns, rows=[list(r) for r in result.rows], sql=compiled.sql, truncated=result.truncated
    )
