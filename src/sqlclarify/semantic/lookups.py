"""Queries the question reader runs besides answers: the known values of a dimension, the days a metric covers."""

from __future__ import annotations

from sqlglot import exp

from sqlclarify.semantic.date_keys import as_time
from sqlclarify.semantic.errors import CompileError
from sqlclarify.semantic.joins import metric_measures, metric_models
from sqlclarify.semantic.model import Dimension, SemanticLayer, SemanticModel
from sqlclarify.semantic.sqlbuild import bind, check_dialect, column, ident, table, truncate
from sqlclarify.semantic.translate import catalog_sql


def _catalog_sql(layer: SemanticLayer, sql: str, model: SemanticModel, dialect: str, what: str) -> exp.Expression:
    """A catalog expression of `model`, read in the catalog's dialect and bound to the model's table alias."""
    return bind(catalog_sql(sql, layer.written_in(dialect), dialect, what), model.name, dialect, model.table)


def values_query(layer: SemanticLayer, dimension_ref: str, dialect: str, limit: int = 500) -> str:
    """SELECT DISTINCT of a categorical dimension's non-null values, ordered."""
    dialect = check_dialect(dialect)
    model, dim = _find_dimension(layer, dimension_ref)
    if dim.type != "categorical":
        raise CompileError(f"dimension {dimension_ref!r} is a time dimension, not categorical")
    expr = _catalog_sql(layer, dim.expr, model, dialect, f"dimension {dimension_ref!r}")
    select = (
        exp.select(exp.alias_(expr, ident(dim.name, dialect)))
        .distinct()
        .from_(table(model.table, model.name, dialect))
        .where(exp.Not(this=exp.Is(this=expr.copy(), expression=exp.Null())))
        .order_by(exp.Ordered(this=exp.Literal.number(1), desc=False, nulls_first=False))
        .limit(limit)
    )
    return select.sql(dialect=dialect)


IN_USE, IN_USE_KEY = "sqlclarify_in_use", "sqlclarify_key"


def values_in_use_query(layer: SemanticLayer, dimension_ref: str, dialect: str, limit: int = 500) -> str | None:
    """The values of a dimension of a lookup table (airports, customers) that some other model refers to: the
    airports flights leave from, not every airport in the world. None when no model refers to its table."""
    dialect = check_dialect(dialect)
    model, dim = _find_dimension(layer, dimension_ref)
    keys = {e.name: e for e in model.primary_entities}
    uses = [
        (other, entity, keys[entity.name])
        for other in layer.semantic_models
        if other is not model
        for entity in other.entities
        if entity.type == "foreign" and entity.name in keys
    ]
    if not uses or dim.type != "categorical":
        return None
    referred = None
    for other, foreign, _ in uses:
        fk = _catalog_sql(layer, foreign.expr, other, dialect, f"entity {foreign.name!r}")
        part = exp.select(exp.alias_(fk, IN_USE_KEY)).from_(table(other.table, other.name, dialect))
        referred = part if referred is None else exp.union(referred, part, distinct=True)
    key = _catalog_sql(layer, uses[0][2].expr, model, dialect, f"entity {uses[0][2].name!r}")
    expr = _catalog_sql(layer, dim.expr, model, dialect, f"dimension {dimension_ref!r}")
    select = (
        exp.select(exp.alias_(expr, ident(dim.name, dialect)))
        .distinct()
        .from_(table(model.table, model.name, dialect))
        .where(exp.Not(this=exp.Is(this=expr.copy(), expression=exp.Null())))
        # a join to the keys in use, not `key IN (… UNION …)`: MariaDB runs that subquery once per row
        .join(
            exp.Subquery(this=referred, alias=exp.TableAlias(this=exp.to_identifier(IN_USE))),
            on=exp.EQ(this=key, expression=exp.column(IN_USE_KEY, IN_USE)),
        )
        .order_by(exp.Ordered(this=exp.Literal.number(1), desc=False, nulls_first=False))
        .limit(limit)
    )
    return select.sql(dialect=dialect)


def _find_dimension(layer: SemanticLayer, ref: str) -> tuple[SemanticModel, Dimension]:
    parts = [p for p in ref.split("__") if p]
    name, entity = parts[-1], (parts[-2] if len(parts) > 1 else None)
    found = [
        (model, dim)
        for model in layer.semantic_models
        for dim in model.dimensions
        if dim.name == name and (entity is None or entity in {e.name for e in model.entities})
    ]
    if not found and entity is None and (key := _entity_key(layer, name)) is not None:
        return key
    if not found:
        raise CompileError(f"unknown dimension {ref!r}")
    if entity is not None and len(found) > 1:
        # an entity names the model where it is the key, not one that merely refers to it
        keyed = [(m, d) for m, d in found if entity in {e.name for e in m.primary_entities} | {m.primary_entity}]
        found = keyed or found
    if len({m.name for m, _ in found}) > 1:
        refs = ", ".join(sorted(f"{(m.primary_entity or m.name)}__{d.name}" for m, d in found))
        raise CompileError(f"dimension {ref!r} is ambiguous: say which one of {refs}")
    return found[0]


def _entity_key(layer: SemanticLayer, name: str) -> tuple[SemanticModel, Dimension] | None:
    """An entity's key as a categorical dimension of the model it is the key of (else the first that holds it):
    MetricFlow groups and filters by an entity ('FY2026' of fiscal_year)."""
    holders = [(m, e) for m in layer.semantic_models for e in m.entities if e.name == name]
    if not holders:
        return None
    model, entity = next(((m, e) for m, e in holders if e.type in ("primary", "unique", "natural")), holders[0])
    return model, Dimension(name=name, type="categorical", expr=entity.expr)


def coverage_query(layer: SemanticLayer, metric_name: str, dialect: str) -> str:
    """MIN and MAX day (columns min_time, max_time) of the metric's time dimension(s), over all its measures."""
    dialect = check_dialect(dialect)
    what = f"metric {metric_name!r}"
    metric_models(layer, metric_name)
    selects: list[exp.Select] = []
    seen: set[tuple[str, str]] = set()
    for measure_name in metric_measures(layer, metric_name):
        model, measure = layer.measures[measure_name]
        dim_name = measure.agg_time_dimension or model.default_agg_time_dimension
        dim = model.dimension(dim_name) if dim_name else None
        if dim is None:
            raise CompileError(f"{what} has no time dimension (measure {measure_name!r})")
        if (model.name, dim.name) in seen:
            continue
        seen.add((model.name, dim.name))
        t = as_time(_catalog_sql(layer, dim.expr, model, dialect, f"{what}: time dimension"), dim, dialect)
        selects.append(
            exp.select(
                exp.alias_(truncate(exp.Min(this=t), "day", dialect), "min_time"),
                exp.alias_(truncate(exp.Max(this=t.copy()), "day", dialect), "max_time"),
            ).from_(table(model.table, model.name, dialect))
        )
    if len(selects) == 1:
        return selects[0].sql(dialect=dialect)
    union: exp.Expression = selects[0]
    for other in selects[1:]:
        union = exp.union(union, other, distinct=False)
    outer = exp.select(
        exp.alias_(exp.Min(this=column("min_time", None, dialect)), "min_time"),
        exp.alias_(exp.Max(this=column("max_time", None, dialect)), "max_time"),
    ).from_(exp.Subquery(this=union, alias=exp.TableAlias(this=ident("spans", dialect))))
    return outer.sql(dialect=dialect)
