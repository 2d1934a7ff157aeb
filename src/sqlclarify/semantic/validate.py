"""A semantic layer checked against a database's schema: every table a semantic model names, and every column
its entities, dimensions and measures use (each `expr` is parsed with sqlglot), must exist. `fit_to_schema`
leaves out what does not fit (one line each) and keeps the rest."""

from __future__ import annotations

import sqlglot
from sqlglot import exp
from sqlglot.errors import SqlglotError

from sqlclarify.errors import CatalogError
from sqlclarify.semantic.model import Excluded, SemanticLayer, SemanticModel
from sqlclarify.warehouse.base import WarehouseSchema


def check_against_schema(layer: SemanticLayer, schema: WarehouseSchema, dialect: str | None = None) -> list[str]:
    """One line per problem, each naming the file and the semantic model: a missing table, a missing column,
    an expression that is not SQL in `dialect`. Empty when the catalog fits the database."""
    return [line for model in layer.semantic_models for _, _, line in _model_problems(model, schema, dialect)]


def fit_to_schema(layer: SemanticLayer, schema: WarehouseSchema, dialect: str | None = None) -> SemanticLayer:
    """A copy of `layer` without what the database lacks — a semantic model whose table is missing, an entity,
    dimension or measure whose column is — and without the metrics computed from a measure left out; each is
    in the copy's `excluded` with its reason. `layer` itself when everything fits."""
    found = {model.name: _model_problems(model, schema, dialect) for model in layer.semantic_models}
    if not any(found.values()):
        return layer
    fitted = layer.model_copy(deep=True)
    fitted.__dict__.pop("measures", None)  # the cached lookup is rebuilt for the copy
    kept_models = []
    for model in fitted.semantic_models:
        problems = found[model.name]
        file = model.source or layer.source
        if any(kind is None for kind, _, _ in problems):  # the table itself is missing
            fitted.excluded.append(_excluded(file, "semantic_model", model.name, problems[0][2], model.label))
            continue
        gone = {(kind, name): line for kind, name, line in problems}
        for kind, elements in (
            ("entity", model.entities),
            ("dimension", model.dimensions),
            ("measure", model.measures),
        ):
            for element in [e for e in elements if (kind, e.name) in gone]:
                elements.remove(element)
                name = element.name if kind == "measure" else f"{model.name}.{element.name}"
                fitted.excluded.append(
                    _excluded(file, kind, name, gone[(kind, element.name)], getattr(element, "label", None))
                )
        kept_models.append(model)
    fitted.semantic_models = kept_models
    measures = {m.name for model in kept_models for m in model.measures}
    changed = True
    while changed:  # a metric on a measure or metric left out is left out too
        changed = False
        for name, metric in list(fitted.metrics.items()):
            inputs = [i.name for i in (metric.numerator, metric.denominator, *metric.metrics) if i is not None]
            missing = [("input metric", i) for i in inputs if i not in fitted.metrics]
            if metric.measure is not None and metric.measure.name not in measures:
                missing.append(("measure", metric.measure.name))
            if missing:
                kind, gone = missing[0]
                why = next((e.reason for e in fitted.excluded if e.name == gone), "not in the catalog")
                reason = f"uses {kind} '{gone}', which is left out ({why})"
                fitted.excluded.append(_excluded(metric.source or layer.source, "metric", name, reason, metric.label))
                del fitted.metrics[name]
                changed = True
    return fitted


def _excluded(file: str, kind: str, name: str, line: str, label: str | None) -> Excluded:
    from sqlclarify.semantic.readers.sources import element_words

    reason = line.rsplit("': ", 1)[-1] if "': " in line else line
    return Excluded(file=file, kind=kind, name=name, reason=reason, words=element_words(name, label))  # type: ignore[arg-type]


def require_schema(layer: SemanticLayer, schema: WarehouseSchema, dialect: str | None = None) -> None:
    """CatalogError with the first problem (and how many more) when the catalog does not fit the database."""
    problems = check_against_schema(layer, schema, dialect)
    if problems:
        more = f" (and {len(problems) - 1} more problems)" if len(problems) > 1 else ""
        raise CatalogError(problems[0] + more)


def _model_problems(
    model: SemanticModel, schema: WarehouseSchema, dialect: str | None
) -> list[tuple[str | None, str | None, str]]:
    """(element kind, element name, line) per problem; kind None when the model's table is missing."""
    where = f"{model.source or model.name}: semantic model '{model.name}'"
    table = schema.find_table(model.table)
    if table is None:
        return [(None, None, f"{where}: table '{model.table}' is not in the database")]
    elements = [
        *(("entity", e.name, e.expr) for e in model.entities),
        *(("dimension", d.name, d.expr) for d in model.dimensions),
        *(("measure", m.name, m.expr) for m in model.measures),
    ]
    problems: list[tuple[str | None, str | None, str]] = []
    for kind, name, expr in elements:
        try:
            columns = _columns(expr, dialect)
            tables = _tables(expr, dialect)
        except SqlglotError:
            problems.append((kind, name, f"{where}: {kind} '{name}': expr '{expr}' is not valid SQL"))
            continue
        # a sub-select may read another table only inside the data boundary (`schema` is what the boundary
        # leaves): a catalog cannot reach a secrets table or a denied column through an expr
        outside = [t for t in tables if schema.find_table(t) is None]
        if outside:
            problems.append(
                (
                    kind,
                    name,
                    f"{where}: {kind} '{name}': expr reads table '{outside[0]}', which is not in the database "
                    "or is outside the data boundary",
                )
            )
            continue
        for qualifier, column in columns:
            # A column qualified with another table is checked in that table (an expr may name a joined one).
            owner = schema.find_table(qualifier) if qualifier and qualifier.lower() != model.table.lower() else table
            if owner is None:
                problems.append((kind, name, f"{where}: {kind} '{name}': table '{qualifier}' is not in the database"))
            elif schema.find_column(owner, column) is None:
                problems.append((kind, name, f"{where}: {kind} '{name}': column '{column}' is not in table '{owner}'"))
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
