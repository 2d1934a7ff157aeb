"""A semantic layer checked against a database's schema: every table a semantic model names, and every column
its entities, dimensions and measures use (each `expr` is parsed with sqlglot), must exist."""

from __future__ import annotations

import sqlglot
from sqlglot import exp
from sqlglot.errors import SqlglotError

from sqlclarify.errors import CatalogError
from sqlclarify.semantic.model import SemanticLayer, SemanticModel
from sqlclarify.warehouse.base import WarehouseSchema


def check_against_schema(layer: SemanticLayer, schema: WarehouseSchema, dialect: str | None = None) -> list[str]:
    """One line per problem, each naming the file and the semantic model: a missing table, a missing column,
    an expression that is not SQL in `dialect`. Empty when the catalog fits the database."""
    problems: list[str] = []
    for model in layer.semantic_models:
        problems.extend(_model_problems(model, schema, dialect))
    return problems


def require_schema(layer: SemanticLayer, schema: WarehouseSchema, dialect: str | None = None) -> None:
    """CatalogError with the first problem (and how many more) when the catalog does not fit the database."""
    problems = check_against_schema(layer, schema, dialect)
    if problems:
        more = f" (and {len(problems) - 1} more problems)" if len(problems) > 1 else ""
        raise CatalogError(problems[0] + more)


def _model_problems(model: SemanticModel, schema: WarehouseSchema, dialect: str | None) -> list[str]:
    where = f"{model.source or model.name}: semantic model '{model.name}'"
    table = schema.find_table(model.table)
    if table is None:
        return [f"{where}: table '{model.table}' is not in the database"]
    elements = [
        *(("entity", e.name, e.expr) for e in model.entities),
        *(("dimension", d.name, d.expr) for d in model.dimensions),
        *(("measure", m.name, m.expr) for m in model.measures),
    ]
    problems = []
    for kind, name, expr in elements:
        try:
            columns = _columns(expr, dialect)
            reaches = _reaches_tables(expr, dialect)
        except SqlglotError:
            problems.append(f"{where}: {kind} '{name}': expr '{expr}' is not valid SQL")
            continue
        if reaches:
            # an expr is read per row of its own table; a sub-select would read any table, past the boundary
            problems.append(f"{where}: {kind} '{name}': expr reads another table ({reaches}); not allowed")
            continue
        for qualifier, column in columns:
            # A column qualified with another table is checked in that table (an expr may name a joined one).
            owner = schema.find_table(qualifier) if qualifier and qualifier.lower() != model.table.lower() else table
            if owner is None:
                problems.append(f"{where}: {kind} '{name}': table '{qualifier}' is not in the database")
            elif schema.find_column(owner, column) is None:
                problems.append(f"{where}: {kind} '{name}': column '{column}' is not in table '{owner}'")
    return problems


def _reaches_tables(expr: str, dialect: str | None) -> str | None:
    """The first table or sub-select an expression reads, as SQL, or None for a plain row expression."""
    parsed = sqlglot.parse_one(expr, read=dialect)
    found = next(iter(parsed.find_all(exp.Query, exp.Table, exp.Subquery)), None)
    return found.sql(dialect=dialect)[:60] if found is not None else None


def _columns(expr: str, dialect: str | None) -> list[tuple[str, str]]:
    """(table qualifier or "", column name) of every column an expression reads."""
    parsed = sqlglot.parse_one(expr, read=dialect)
    return [(column.table, column.name) for column in parsed.find_all(exp.Column) if column.name]
