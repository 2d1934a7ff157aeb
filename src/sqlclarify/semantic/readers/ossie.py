"""An Apache Ossie (formerly Open Semantic Interchange, OSI) document, JSON or YAML, per its JSON Schema
(apache/ossie `core-spec/osi-schema.json`, release 0.1.1) → the legacy dbt dicts the YAML reader parses.

The mapping follows Ossie's own dbt converter (`converters/dbt`, `ossie_to_msi.py`):

- a dataset is a semantic model on its table (`source`; a query-backed dataset has no table and is left
  out); its primary key is an entity named after the dataset, a unique key an entity `<dataset>_<column>`;
- a relationship makes the `from` columns a foreign entity named as the `to` dataset's key entity, so the
  two join as dbt models do;
- other fields are dimensions (`dimension.is_time`: a time dimension, by day, as Ossie has no grain);
- a metric is SQL over fields: one aggregate (`SUM(orders.amount)`, `COUNT(DISTINCT …)`, `AVG`, `MIN`,
  `MAX`, `MEDIAN`, `PERCENTILE_CONT/DISC(p) WITHIN GROUP (ORDER BY …)`) is a simple metric; arithmetic over
  several aggregates is a derived metric over one simple metric per aggregate (`<metric>_part<N>`).
  A field named in an aggregate is replaced by its expression.

`ai_context` feeds the vocabulary: its synonyms become the element's synonyms (`meta.synonyms`); its
instructions and examples are kept on the layer (`SemanticLayer.ai_context`). An element that cannot be
read is left out with one line; the rest loads.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Literal

import sqlglot
import sqlglot.expressions as exp
from pydantic import BaseModel, ConfigDict, ValidationError
from pydantic import Field as PydanticField

from sqlclarify.semantic.model import AiContext
from sqlclarify.semantic.readers.project_items import first_problem
from sqlclarify.semantic.readers.sources import Sources

# Dialects whose expressions are SQL (MDX, TABLEAU and MAQL are not)
SQL_DIALECTS = ("ANSI_SQL", "SNOWFLAKE", "DATABRICKS")


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)


class DialectExpression(_Strict):
    dialect: str
    expression: str


class Expression(_Strict):
    dialects: list[DialectExpression] = PydanticField(min_length=1)


class AiContextSpec(BaseModel):
    model_config = ConfigDict(extra="allow")
    instructions: str | None = None
    synonyms: list[str] = PydanticField(default_factory=list)
    examples: list[str] = PydanticField(default_factory=list)


class CustomExtension(_Strict):
    vendor_name: str
    data: str


class DimensionSpec(_Strict):
    is_time: bool = False


class FieldSpec(_Strict):
    name: str
    expression: Expression
    dimension: DimensionSpec | None = None
    label: str | None = None
    description: str | None = None
    ai_context: str | AiContextSpec | None = None
    custom_extensions: list[CustomExtension] = PydanticField(default_factory=list)


class TableSource(_Strict):
    kind: Literal["table"]
    object: str


class QuerySource(_Strict):
    kind: Literal["query"]
    object: Expression


class DatasetSpec(_Strict):
    name: str
    source: str | TableSource | QuerySource
    primary_key: list[str] = PydanticField(default_factory=list)
    unique_keys: list[list[str]] = PydanticField(default_factory=list)
    description: str | None = None
    ai_context: str | AiContextSpec | None = None
    fields: list[FieldSpec] = PydanticField(default_factory=list)
    custom_extensions: list[CustomExtension] = PydanticField(default_factory=list)


class RelationshipSpec(_Strict):
    name: str
    from_: str = PydanticField(alias="from")
    to: str
    from_columns: list[str] = PydanticField(min_length=1)
    to_columns: list[str] = PydanticField(min_length=1)
    ai_context: str | AiContextSpec | None = None
    custom_extensions: list[CustomExtension] = PydanticField(default_factory=list)


class MetricSpec(_Strict):
    name: str
    expression: Expression
    description: str | None = None
    ai_context: str | AiContextSpec | None = None
    custom_extensions: list[CustomExtension] = PydanticField(default_factory=list)


@dataclass
class OssieRead:
    """What an Ossie document reads into: legacy dbt dicts, and the ai_context kept beside them."""

    semantic_models: list[dict[str, Any]] = field(default_factory=list)
    metrics: list[dict[str, Any]] = field(default_factory=list)
    ai_context: list[AiContext] = field(default_factory=list)


class OssieError(ValueError):
    """One element of an Ossie document cannot be read; the message is one line."""


def ossie_to_legacy(document: dict[str, Any], file: str, sources: Sources) -> OssieRead:
    """The legacy dicts of an Ossie document; what cannot be read is left out (`sources.leave_out`)."""
    read = OssieRead()
    if not isinstance(document.get("version"), str):
        sources.leave_out("other", "version", "an Ossie document needs version: (a string)", file)
    for index, model in enumerate(document["semantic_model"]):
        if not isinstance(model, dict) or not isinstance(model.get("name"), str):
            sources.leave_out("other", f"semantic_model {index + 1}", "must be a mapping with a name", file)
            continue
        _read_semantic_model(model, file, sources, read)
    return read


def _parse(kind: type[BaseModel], raw: Any, what: str, file: str, sources: Sources) -> Any:
    name = raw.get("name") if isinstance(raw, dict) else None
    try:
        return kind.model_validate(raw)
    except ValidationError as exc:
        sources.leave_out(what, str(name or "?"), first_problem(exc), file)
        return None


def _read_semantic_model(model: dict[str, Any], file: str, sources: Sources, read: OssieRead) -> None:
    _keep_ai_context(model.get("ai_context"), "catalog", model["name"], read)
    datasets: dict[str, DatasetSpec] = {}
    for raw in model.get("datasets") or []:
        dataset = _parse(DatasetSpec, raw, "semantic_model", file, sources)
        if dataset is not None:
            datasets[dataset.name] = dataset
    relationships = [
        r
        for r in (_parse(RelationshipSpec, raw, "other", file, sources) for raw in model.get("relationships") or [])
        if r is not None
    ]
    models: dict[str, dict[str, Any]] = {}
    for dataset in datasets.values():
        try:
            models[dataset.name] = _dataset(dataset, read)
        except OssieError as exc:
            sources.leave_out("semantic_model", dataset.name, str(exc), file)
    for relationship in relationships:
        try:
            _relate(relationship, datasets, models)
        except OssieError as exc:
            sources.leave_out("other", f"relationship {relationship.name}", str(exc), file)
        _keep_ai_context(relationship.ai_context, "relationship", relationship.name, read)
    read.semantic_models.extend(models.values())
    for raw in model.get("metrics") or []:
        metric = _parse(MetricSpec, raw, "metric", file, sources)
        if metric is None:
            continue
        try:
            read.metrics.extend(_metric(metric, datasets, models))
        except OssieError as exc:
            sources.leave_out("metric", metric.name, str(exc), file)
            continue
        _keep_ai_context(metric.ai_context, "metric", metric.name, read)


def _synonyms(context: str | AiContextSpec | None) -> list[str]:
    return list(context.synonyms) if isinstance(context, AiContextSpec) else []


def _keep_ai_context(context: Any, kind: str, name: str, read: OssieRead) -> None:
    """Instructions and examples kept on the layer (synonyms go to the element itself)."""
    if isinstance(context, dict):
        context = AiContextSpec.model_validate(context)
    if isinstance(context, str) and context.strip():
        read.ai_context.append(AiContext(kind=kind, name=name, instructions=context.strip()))  # type: ignore[arg-type]
    elif isinstance(context, AiContextSpec) and (context.instructions or context.examples):
        read.ai_context.append(
            AiContext(kind=kind, name=name, instructions=context.instructions or "", examples=list(context.examples))  # type: ignore[arg-type]
        )


def sql_expression(expression: Expression) -> str | None:
    """The expression in a SQL dialect (ANSI first), or None when it has none."""
    by_dialect = {d.dialect.upper(): d.expression for d in expression.dialects}
    return next((by_dialect[d] for d in SQL_DIALECTS if d in by_dialect), None)


def _table(source: str | TableSource | QuerySource) -> dict[str, str]:
    if isinstance(source, QuerySource):
        raise OssieError("a query-backed dataset is not supported: sqlclarify reads tables")
    reference = source if isinstance(source, str) else source.object
    parts = [p.strip().strip('"`[]') for p in reference.split(".")]
    if not parts[-1] or " " in reference.strip():
        raise OssieError(f"source '{reference}' is not a table reference")
    return {"alias": parts[-1], "schema_name": parts[-2] if len(parts) > 1 else ""}


def dbt_name(name: str) -> str:
    """A name dbt accepts (lowercase letters, digits, single underscores): `Order Lines` → `order_lines`."""
    cleaned = re.sub(r"_+", "_", re.sub(r"[^a-z0-9_]", "_", name.strip().lower())).strip("_")
    return cleaned if cleaned[:1].isalpha() else f"x_{cleaned}"


def _key_entity(dataset: DatasetSpec, columns: list[str]) -> str | None:
    """The entity name of a dataset's key (primary or unique) made of `columns`."""
    if columns == dataset.primary_key:
        return dbt_name(dataset.name)
    if columns in dataset.unique_keys and len(columns) == 1:
        return dbt_name(f"{dataset.name}_{columns[0]}")
    return None


def _dataset(dataset: DatasetSpec, read: OssieRead) -> dict[str, Any]:
    relation = _table(dataset.source)
    entities: list[dict[str, Any]] = []
    keys: set[str] = set()
    if len(dataset.primary_key) == 1:
        entities.append({"name": dbt_name(dataset.name), "type": "primary", "expr": dataset.primary_key[0]})
        keys.add(dataset.primary_key[0])
    for unique in dataset.unique_keys:
        if len(unique) == 1 and unique[0] not in keys:
            entities.append({"name": dbt_name(f"{dataset.name}_{unique[0]}"), "type": "unique", "expr": unique[0]})
            keys.add(unique[0])
    dimensions = []
    for spec in dataset.fields:
        if spec.name in keys:
            continue
        dimensions.append(_dimension(dataset, spec, read))
    time = next((d["name"] for d in dimensions if d["type"] == "time"), None)
    model: dict[str, Any] = {
        "name": dbt_name(dataset.name),
        "label": dataset.name if dbt_name(dataset.name) != dataset.name else None,
        "description": dataset.description,
        "node_relation": relation,
        "entities": entities,
        "dimensions": dimensions,
        "measures": [],
        "config": {"meta": {"synonyms": _synonyms(dataset.ai_context)}},
    }
    if not entities:
        model["primary_entity"] = dbt_name(dataset.name)  # MetricFlow's name for a table without a key
    if time:
        model["defaults"] = {"agg_time_dimension": time}
    _keep_ai_context(dataset.ai_context, "semantic_model", dataset.name, read)
    return model


def _dimension(dataset: DatasetSpec, spec: FieldSpec, read: OssieRead) -> dict[str, Any]:
    expression = sql_expression(spec.expression)
    is_time = bool(spec.dimension and spec.dimension.is_time)
    dimension: dict[str, Any] = {
        "name": dbt_name(spec.name),
        "type": "time" if is_time else "categorical",
        "label": spec.label or (spec.name if dbt_name(spec.name) != spec.name else None),
        "description": spec.description,
        "config": {"meta": {"synonyms": _synonyms(spec.ai_context)}},
    }
    if is_time:
        dimension["type_params"] = {"time_granularity": "day"}
    column = _unqualified(expression, dataset.name) if expression else None
    if column and column != dimension["name"]:
        dimension["expr"] = column
    _keep_ai_context(spec.ai_context, "dimension", f"{dataset.name}.{spec.name}", read)
    return dimension


def _unqualified(expression: str, dataset: str) -> str:
    """The expression with `dataset.` taken off its column references (the query names the table itself)."""
    try:
        tree = sqlglot.parse_one(expression)
    except sqlglot.errors.SqlglotError:
        return expression
    if isinstance(tree, exp.Column) and tree.table in ("", dataset):
        return tree.name
    return tree.transform(
        lambda node: exp.column(node.name) if isinstance(node, exp.Column) and node.table == dataset else node
    ).sql()


def _relate(relationship: RelationshipSpec, datasets: dict[str, DatasetSpec], models: dict[str, dict]) -> None:
    source, target = models.get(relationship.from_), datasets.get(relationship.to)
    if source is None or target is None or relationship.to not in models:
        missing = relationship.from_ if source is None else relationship.to
        raise OssieError(f"dataset '{missing}' is missing or left out")
    if len(relationship.from_columns) != 1 or len(relationship.to_columns) != 1:
        raise OssieError("a key of several columns cannot be joined on (dbt entities are one column)")
    entity = _key_entity(target, relationship.to_columns)
    if entity is None:
        raise OssieError(f"{relationship.to}.{relationship.to_columns[0]} is not a key of '{relationship.to}'")
    if any(e["name"] == entity for e in source["entities"]):
        raise OssieError(f"'{relationship.from_}' already joins '{relationship.to}' (one relationship per pair)")
    column = relationship.from_columns[0]
    source["entities"].append({"name": entity, "type": "foreign", "expr": column})
    source["dimensions"] = [d for d in source["dimensions"] if d.get("expr", d["name"]) != column]


# --- metrics ---------------------------------------------------------------------------------------------

_SIMPLE_AGGS: dict[type[exp.Expression], str] = {exp.Sum: "sum", exp.Avg: "average", exp.Min: "min", exp.Max: "max"}


def _metric(metric: MetricSpec, datasets: dict[str, DatasetSpec], models: dict[str, dict]) -> list[dict[str, Any]]:
    """The legacy metric dicts for an Ossie metric (adding its measures to `models`)."""
    expression = sql_expression(metric.expression)
    if expression is None:
        dialects = ", ".join(d.dialect for d in metric.expression.dialects)
        raise OssieError(f"no SQL expression (only {dialects})")
    try:
        tree = sqlglot.parse_one(expression)
    except sqlglot.errors.SqlglotError as exc:
        raise OssieError(f"expression is not SQL: {' '.join(str(exc).split())}") from exc
    meta = {"synonyms": _synonyms(metric.ai_context)}
    name = dbt_name(metric.name)
    label = metric.name if name != metric.name else None
    aggregates = _outer_aggregates(tree)
    if not aggregates:
        raise OssieError("the expression aggregates nothing (a metric needs SUM, COUNT, AVG, …)")
    if tree is aggregates[0] or (isinstance(tree, exp.Paren) and tree.this is aggregates[0]):
        measure = _measure(name, aggregates[0], datasets, models)
        return [_simple(name, measure, metric.description, meta, label)]
    parts = []
    for index, aggregate in enumerate(aggregates, start=1):
        part = f"{name}_part{index}"
        parts.append(_simple(part, _measure(part, aggregate, datasets, models), None, {}))
        aggregate.replace(exp.column(part))
    if any(column.name not in {p["name"] for p in parts} for column in tree.find_all(exp.Column)):
        raise OssieError("a column is used outside an aggregate")
    derived = {
        "name": name,
        "label": label,
        "description": metric.description,
        "type": "derived",
        "type_params": {"expr": tree.sql(), "metrics": [{"name": p["name"]} for p in parts]},
        "config": {"meta": meta},
    }
    return [*parts, derived]


def _outer_aggregates(tree: exp.Expression) -> list[exp.Expression]:
    """The aggregates of an expression not nested in another aggregate."""
    return [node for node in tree.walk() if _is_aggregate(node) and not any(_is_aggregate(a) for a in _ancestors(node))]


def _is_aggregate(node: exp.Expression) -> bool:
    return isinstance(node, exp.AggFunc | exp.WithinGroup) and not (
        isinstance(node, exp.PercentileCont | exp.PercentileDisc) and isinstance(node.parent, exp.WithinGroup)
    )


def _ancestors(node: exp.Expression) -> list[exp.Expression]:
    found = []
    parent = node.parent
    while parent is not None:
        found.append(parent)
        parent = parent.parent
    return found


def _simple(
    name: str, measure: str, description: str | None, meta: dict[str, Any], label: str | None = None
) -> dict[str, Any]:
    return {
        "name": name,
        "label": label,
        "description": description,
        "type": "simple",
        "type_params": {"measure": {"name": measure}},
        "config": {"meta": meta},
    }


def _measure(name: str, aggregate: exp.Expression, datasets: dict[str, DatasetSpec], models: dict[str, dict]) -> str:
    """Add the measure an aggregate computes to its dataset's model; its name."""
    agg, argument, params = _aggregation(aggregate)
    dataset = _dataset_of(argument, datasets, models)
    expr = _column_sql(argument, datasets[dataset]) if argument is not None else "1"
    measure: dict[str, Any] = {"name": name, "agg": agg, "expr": expr}
    if params:
        measure["agg_params"] = params
    models[dataset]["measures"].append(measure)
    return name


def _aggregation(node: exp.Expression) -> tuple[str, exp.Expression | None, dict[str, Any] | None]:
    """(dbt agg, its argument or None for every row, percentile params)."""
    if isinstance(node, exp.Count):
        argument = node.this
        if isinstance(argument, exp.Distinct):
            if len(argument.expressions) != 1:
                raise OssieError("COUNT(DISTINCT …) of several columns is not supported")
            return "count_distinct", argument.expressions[0], None
        if (
            argument is None
            or isinstance(argument, exp.Star)
            or (isinstance(argument, exp.Literal) and not argument.is_string)
        ):
            return "count", None, None
        return "count", argument, None
    for kind, agg in _SIMPLE_AGGS.items():
        if type(node) is kind:
            return agg, node.this, None
    if isinstance(node, exp.Median):
        return "median", node.this, None
    if isinstance(node, exp.WithinGroup) and isinstance(node.this, exp.PercentileCont | exp.PercentileDisc):
        order = node.expression
        if not isinstance(order, exp.Order) or not order.expressions:
            raise OssieError("PERCENTILE needs WITHIN GROUP (ORDER BY a column)")
        ordered = order.expressions[0]
        argument = ordered.this if isinstance(ordered, exp.Ordered) else ordered
        try:
            fraction = float(node.this.this.name)
        except (AttributeError, ValueError) as exc:
            raise OssieError("PERCENTILE needs a constant fraction") from exc
        discrete = isinstance(node.this, exp.PercentileDisc)
        if fraction == 0.5 and not discrete:
            return "median", argument, None
        return "percentile", argument, {"percentile": fraction, "use_discrete_percentile": discrete}
    raise OssieError(f"aggregate {node.sql()[:40]} is not supported (SUM, COUNT, AVG, MIN, MAX, MEDIAN, PERCENTILE)")


def _dataset_of(argument: exp.Expression | None, datasets: dict[str, DatasetSpec], models: dict[str, dict]) -> str:
    """The one dataset an aggregate's columns belong to (named by qualifier, else by field name)."""
    columns = list(argument.find_all(exp.Column)) if argument is not None else []
    found: set[str] = set()
    for column in columns:
        if column.table:
            found.add(column.table)
            continue
        owners = [d.name for d in datasets.values() if any(f.name == column.name for f in d.fields)]
        if len(owners) > 1:
            raise OssieError(f"column '{column.name}' is in several datasets ({', '.join(owners)}): qualify it")
        found.update(owners)
    if not columns and len(models) == 1:
        found = set(models)
    if not found:
        raise OssieError("which dataset it counts is not said: count a column of one (COUNT(dataset.column))")
    if len(found) > 1:
        raise OssieError(f"an aggregate must read one dataset, not {', '.join(sorted(found))}")
    dataset = found.pop()
    if dataset not in models:
        raise OssieError(f"dataset '{dataset}' is missing or left out")
    return dataset  # the Ossie name (models are keyed by it)


def _column_sql(argument: exp.Expression, dataset: DatasetSpec) -> str:
    """The aggregate's argument over the table: each field replaced by its expression, unqualified."""
    expressions = {f.name: sql_expression(f.expression) for f in dataset.fields}

    def substitute(node: exp.Expression) -> exp.Expression:
        if not isinstance(node, exp.Column):
            return node
        text = expressions.get(node.name)
        if text is None or text == node.name:
            return exp.column(node.name)
        try:
            replacement = sqlglot.parse_one(_unqualified(text, dataset.name))
        except sqlglot.errors.SqlglotError:
            return exp.column(node.name)
        return replacement if isinstance(replacement, exp.Column) else exp.Paren(this=replacement)

    return argument.copy().transform(substitute).sql()
