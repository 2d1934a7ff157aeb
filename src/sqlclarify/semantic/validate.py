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
            tables = _tables(expr, dialect)
        except SqlglotError:
            problems.append(f"{where}: {kind} '{name}': expr '{expr}' is not valid SQL")
            continue
        # a sub-select may read another table only inside the data boundary (`schema` is what the boundary
        # leaves): a catalog cannot reach a secrets table or a denied column through an expr
        outside = [t for t in tables if schema.find_table(t) is None]
        if outside:
            problems.append(
                f"{where}: {kind} '{name}': expr reads table '{outside[0]}', which is not in the database "
                "or is outside the data boundary"
            )
            continue
        for qualifier, column in columns:
            # A column qualified with another table is checked in that table (an expr may name a joined one).
            owner = schema.find_table(qualifier) if qualifier and qualifier.lower() != model.table.lower() else table
            if owner is None:
                problems.append(f"{where}: {kind} '{name}': table '{qualifier}' is not in the database")
            elif schema.find_column(owner, column) is None:
                problems.append(f"{where}: {kind} '{name}': column '{column}' is not in table '{owner}'")
    return problems


def _tables(expr: str, dialect: str | None) -> list[str]:
    """The tables an expression's sub-selects read."""
    parsed = sqlglot.parse_one(expr, read=dialect)
    return [t.name for t in parsed.find_all(exp.Table) if isinstance(t.this, exp.Identifier)]


def _columns(expr: str, dialect: str | None) -> list[tuple[str, str]]:
    """(table qualifier or "", column name) of every column an expression reads."""
    parsed = sqlglot.parse_one(expr, read=dialect)
    # a sub-select's alias stands for its table
    aliases = {t.alias.lower(): t.name for t in parsed.find_all(exp.Table) if t.alias}
    return [
        (aliases.get(column.table.lower(), column.table), column.name)
        for column in parsed.find_all(exp.Column)
        if column.name
    ]
