"""An Apache Ossie (formerly Open Semantic Interchange, OSI) document, JSON or YAML, per its JSON Schema
(apache/ossie `core-spec/osi-schema.json`: release 0.1.1, and 0.2.0.dev0 on its main branch, chosen by the
document's `version`) → the legacy dbt dicts the YAML reader parses.

The mapping follows Ossie's own dbt converter (`converters/dbt`, `ossie_to_msi.py`):

- a dataset is a semantic model on its table (`source`; a query-backed dataset has no table and is left
  out); its primary key is an entity named after the dataset, a unique key an entity `<dataset>_<column>`;
- a relationship makes the `from` columns a foreign entity named as the `to` dataset's key entity, so the
  two join as dbt models do; `to_columns` are the `to` dataset's key (the spec says so) even when the
  dataset does not declare it;
- other fields are dimensions. A time dimension (by day, as Ossie has no grain) is one with
  `dimension.is_time`, or (0.2) with a `Date`, `DateTime` or `DateTimeTz` `datatype` and no `is_time: false`;
  a field whose `datatype` says it holds no dates (`Integer`, `String`, …, `Time`) is read as categorical
  even with `is_time` (a year number, a month name), with a notice;
- a metric is SQL over fields: one aggregate (`SUM(orders.amount)`, `COUNT(DISTINCT …)`, `AVG`, `MIN`,
  `MAX`, `MEDIAN`, `PERCENTILE_CONT/DISC(p) WITHIN GROUP (ORDER BY …)`) is a simple metric; arithmetic over
  several aggregates is a derived metric over one simple metric per aggregate (`<metric>_part<N>`).
  A field named in an aggregate is replaced by its expression. `COUNT(*)`, and a column that is no field of
  any dataset, belong to the model's fact dataset when it has exactly one (the one dataset that is no
  relationship's `to`, as the Databricks and Omni converters write them).

0.2's ontology form (`ontology:` concepts, `ontology_mappings:` each with a `semantic_model:`) is read through
the semantic models its mappings hold; the concepts and their mappings are named in a notice, not used.

`ai_context` feeds the vocabulary: its synonyms become the element's synonyms (`meta.synonyms`); its
instructions and examples are kept on the layer (`SemanticLayer.ai_context`). A key the version does not
define is named once (`catalog check`) and the element is kept; an element is left out, with one line, only
when what is missing or wrong changes what it means.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Literal

import sqlglot
import sqlglot.expressions as exp
from dbt_semantic_interfaces.type_enums.time_granularity import TimeGranularity
from pydantic import BaseModel, ConfigDict, ValidationError
from pydantic import Field as PydanticField

from sqlclarify.semantic.model import AiContext
from sqlclarify.semantic.readers.project_items import first_problem
from sqlclarify.semantic.readers.sources import Sources
from sqlclarify.semantic.readers.unknown_keys import name_unknown_keys

# Dialects whose expressions are SQL, in the order one is picked (MDX, TABLEAU and MAQL are not SQL);
# OSSIE_SQL_2026 is the portable dialect the spec's expression-language proposal names.
SQL_DIALECTS = ("ANSI_SQL", "OSSIE_SQL_2026", "SNOWFLAKE", "DATABRICKS", "BIGQUERY")

# The versions read, by their first two numbers: 0.1 (release 0.1.1) and 0.2 (0.2.0.dev0, apache/ossie main)
VERSIONS = {"0.1": "0.1.1", "0.2": "0.2.0.dev0"}
NEWEST = "0.2"

# 0.2's logical data types; a field of one of these holds dates or instants (a time dimension by default)
DATATYPES = ("String", "Integer", "Decimal", "Float", "Boolean", "Date", "Time", "DateTime", "DateTimeTz", "Opaque")
DATE_DATATYPES = ("Date", "DateTime", "DateTimeTz")

# The keys of a document and of a semantic model (the rest of the schema is in the classes below)
_DOCUMENT_KEYS = {
    "0.1": frozenset({"version", "semantic_model", "dialects", "vendors"}),
    "0.2": frozenset(
        {"version", "semantic_model", "name", "description", "ai_context", "requires", "ontology", "ontology_mappings"}
    ),
}
_SEMANTIC_MODEL_KEYS = frozenset(
    {"name", "description", "ai_context", "datasets", "relationships", "metrics", "custom_extensions"}
)
_ONTOLOGY_MAP_KEYS = frozenset({"name", "description", "semantic_model", "concept_mappings"})
_OSSIE_LISTS = {"fields": "field"}
# Names MetricFlow keeps for itself (time grains, metric_time): a dimension is not named so
_RESERVED_NAMES = frozenset({g.value.upper() for g in TimeGranularity} | {"METRIC_TIME", "MF_INTERNAL_UUID"})


class _Strict(BaseModel):
    """A part of the schema: keys it does not define are named by the reader (`name_unknown_keys`) and ignored."""

    model_config = ConfigDict(extra="ignore", populate_by_name=True)


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
    is_time: bool | None = None  # unset: from the datatype (0.2)


class FieldSpec(_Strict):
    name: str
    expression: Expression
    dimension: DimensionSpec | None = None
    label: str | None = None
    description: str | None = None
    datatype: str | None = None  # 0.2; checked against DATATYPES by the reader (a wrong one is ignored)
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
    fields: list[FieldSpec] = PydanticField(default_factory=list)  # those readable (see `_parse_dataset`)
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
    datatype: str | None = None  # 0.2; not used (a metric's values are what its SQL returns)
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


@dataclass
class _Reading:
    """One document being read: its file, its version ("0.1" or "0.2"), where problems go, what it reads into."""

    file: str
    version: str
    sources: Sources
    read: OssieRead
    roots: list[str] = field(default_factory=list)  # of the semantic model being read: datasets no `to` names

    def unknown(self, kind: str, name: str, key: str) -> None:
        self.sources.unknown_key(self.file, kind, name, key)

    def notice(self, text: str) -> None:
        self.sources.notice(self.file, text)


def ossie_to_legacy(document: dict[str, Any], file: str, sources: Sources) -> OssieRead:
    """The legacy dicts of an Ossie document; what cannot be read is left out (`sources.leave_out`)."""
    reading = _Reading(file=file, version=_version(document, file, sources), sources=sources, read=OssieRead())
    for key in document:
        if key not in _DOCUMENT_KEYS[reading.version]:
            reading.unknown("document", "", str(key))
    models: list[tuple[Any, str]] = []
    listed = document.get("semantic_model")
    if listed is not None and not isinstance(listed, list):
        sources.leave_out("other", "semantic_model", "must be a list of semantic models", file)
    for index, model in enumerate(listed if isinstance(listed, list) else []):
        models.append((model, f"semantic_model {index + 1}"))
    if reading.version != "0.1":
        models += _ontology_models(document, reading)
    for model, where in models:
        if not isinstance(model, dict) or not isinstance(model.get("name"), str):
            sources.leave_out("other", where, "must be a mapping with a name", file)
            continue
        _read_semantic_model(model, reading)
    return reading.read


def _version(document: dict[str, Any], file: str, sources: Sources) -> str:
    """The spec version the document is read by: 0.1 or 0.2 (the newest, when it says none sqlclarify knows)."""
    version = document.get("version")
    text = str(version).strip() if isinstance(version, str | int | float) and str(version).strip() else ""
    for prefix in VERSIONS:
        if text == prefix or text.startswith(f"{prefix}."):
            return prefix
    said = f"version '{text}'" if text else "no version"
    known = ", ".join(VERSIONS.values())
    sources.notice(file, f"{said}: not an Ossie version sqlclarify knows ({known}); read as {VERSIONS[NEWEST]}")
    return NEWEST


def _ontology_models(document: dict[str, Any], reading: _Reading) -> list[tuple[Any, str]]:
    """The semantic models of 0.2's ontology mappings; the concepts themselves named in a notice."""
    mappings = document.get("ontology_mappings")
    models: list[tuple[Any, str]] = []
    concept_mappings = 0
    for index, mapping in enumerate(mappings if isinstance(mappings, list) else []):
        if not isinstance(mapping, dict) or "semantic_model" not in mapping:
            reading.sources.leave_out(
                "other", f"ontology_mappings {index + 1}", "must be a mapping with a semantic_model", reading.file
            )
            continue
        name = str(mapping.get("name") or index + 1)
        for key in mapping:
            if key not in _ONTOLOGY_MAP_KEYS:
                reading.unknown("ontology mapping", name, str(key))
        concepts = mapping.get("concept_mappings")
        concept_mappings += len(concepts) if isinstance(concepts, list) else 0
        models.append((mapping["semantic_model"], f"ontology mapping '{name}' semantic_model"))
    ontology = document.get("ontology")
    concepts = len(ontology) if isinstance(ontology, list) else 0
    constraints = len(document["requires"]) if isinstance(document.get("requires"), list) else 0
    if concepts or concept_mappings or constraints:
        counts = ((concepts, "concept"), (concept_mappings, "concept mapping"), (constraints, "constraint"))
        read = ", ".join(f"{count} {what}{'s' if count != 1 else ''}" for count, what in counts if count)
        reading.notice(f"ontology: {read} read, not used (sqlclarify reads the semantic models of ontology_mappings)")
    return models


def _parse(kind: type[BaseModel], raw: Any, what: str, label: str, reading: _Reading) -> Any:
    """`raw` read as `kind` (its unknown keys named, the element kept); None, left out with one line, when a
    key the schema defines is missing or of the wrong type."""
    name = raw.get("name") if isinstance(raw, dict) else None
    if isinstance(raw, dict):
        raw = _as_version(raw, label, str(name or "?"), reading)
        name_unknown_keys(reading.sources, raw, kind, label, str(name or "?"), reading.file, frozenset(), _OSSIE_LISTS)
    try:
        return _validate(kind, raw, f"{label} '{name or '?'}'", reading)
    except ValidationError as exc:
        reading.sources.leave_out(what, str(name or "?"), first_problem(exc), reading.file)
        return None


# Keys whose value says nothing of what an element computes: a wrong one is ignored (a warning), not the element
_DESCRIPTIVE_KEYS = frozenset({"description", "label", "ai_context", "custom_extensions", "datatype"})


def _validate(kind: type[BaseModel], raw: Any, element: str, reading: _Reading) -> Any:
    """`kind.model_validate(raw)`, a descriptive key of a wrong shape dropped with a warning; ValidationError
    when a key that gives the element its meaning (name, expression, source, keys…) is missing or wrong."""
    for _ in range(len(_DESCRIPTIVE_KEYS) + 1):
        try:
            return kind.model_validate(raw)
        except ValidationError as exc:
            location = exc.errors()[0].get("loc", ())
            key = location[0] if location else None
            if not isinstance(raw, dict) or key not in _DESCRIPTIVE_KEYS or key not in raw:
                raise
            reading.notice(f"{element}: {first_problem(exc)}; {key} ignored")
            raw = {k: v for k, v in raw.items() if k != key}
    return kind.model_validate(raw)


def _as_version(raw: dict[str, Any], label: str, name: str, reading: _Reading) -> dict[str, Any]:
    """A 0.1 element without 0.2's `datatype` (0.1 defines none: named as unknown, not read)."""
    if reading.version != "0.1":
        return raw
    raw = dict(raw)
    if "datatype" in raw and label in ("metric", "field"):
        raw.pop("datatype")
        reading.unknown(label, name, "datatype")
    if label == "dataset" and isinstance(raw.get("fields"), list):
        fields = []
        for item in raw["fields"]:
            if isinstance(item, dict) and "datatype" in item:
                item = {k: v for k, v in item.items() if k != "datatype"}
                reading.unknown("field", f"{name}.{item.get('name', '?')}", "datatype")
            fields.append(item)
        raw["fields"] = fields
    return raw


def _read_semantic_model(model: dict[str, Any], reading: _Reading) -> None:
    read, file, sources = reading.read, reading.file, reading.sources
    for key in model:
        if key not in _SEMANTIC_MODEL_KEYS:
            reading.unknown("semantic model", model["name"], str(key))
    _keep_ai_context(model.get("ai_context"), "catalog", model["name"], read)
    datasets: dict[str, DatasetSpec] = {}
    for raw in _list(model, "datasets", reading):
        dataset = _parse_dataset(raw, reading)
        if dataset is not None:
            datasets[dataset.name] = dataset
    parsed = (
        _parse(RelationshipSpec, raw, "other", "relationship", reading)
        for raw in _list(model, "relationships", reading)
    )
    relationships = [r for r in parsed if r is not None]
    targets = {r.to for r in relationships}
    reading.roots = [name for name in datasets if name not in targets]
    models: dict[str, dict[str, Any]] = {}
    for dataset in datasets.values():
        try:
            models[dataset.name] = _dataset(dataset, reading)
        except OssieError as exc:
            sources.leave_out("semantic_model", dataset.name, str(exc), file)
    for relationship in relationships:
        try:
            _relate(relationship, datasets, models)
        except OssieError as exc:
            sources.leave_out("other", f"relationship {relationship.name}", str(exc), file)
        _keep_ai_context(relationship.ai_context, "relationship", relationship.name, read)
    read.semantic_models.extend(models.values())
    for raw in _list(model, "metrics", reading):
        metric = _parse(MetricSpec, raw, "metric", "metric", reading)
        if metric is None:
            continue
        try:
            read.metrics.extend(_metric(metric, datasets, models, reading.roots))
        except OssieError as exc:
            sources.leave_out("metric", metric.name, str(exc), file)
            continue
        _keep_ai_context(metric.ai_context, "metric", metric.name, read)


def _list(model: dict[str, Any], key: str, reading: _Reading) -> list[Any]:
    items = model.get(key)
    if items is None:
        return []
    if not isinstance(items, list):
        reading.sources.leave_out("other", f"{model['name']} {key}", "must be a list", reading.file)
        return []
    return items


def _parse_dataset(raw: Any, reading: _Reading) -> DatasetSpec | None:
    """A dataset, each field read alone: a field that cannot be read is left out, not its dataset."""
    if not isinstance(raw, dict) or not isinstance(raw.get("fields", []), list):
        return _parse(DatasetSpec, raw, "semantic_model", "dataset", reading)
    dataset = _parse(DatasetSpec, {**raw, "fields": []}, "semantic_model", "dataset", reading)
    if dataset is None:
        return None
    fields = _as_version(raw, "dataset", dataset.name, reading).get("fields") or []
    # the fields' unknown keys (the dataset's own were named above)
    only_fields = {"fields": fields}
    name_unknown_keys(
        reading.sources, only_fields, DatasetSpec, "dataset", dataset.name, reading.file, frozenset(), _OSSIE_LISTS
    )
    for index, item in enumerate(fields):
        name = item.get("name") if isinstance(item, dict) else None
        try:
            dataset.fields.append(_validate(FieldSpec, item, f"field '{dataset.name}.{name}'", reading))
        except ValidationError as exc:
            what = f"{dataset.name}.{name}" if isinstance(name, str) else f"{dataset.name} field {index + 1}"
            reading.sources.leave_out("dimension", what, first_problem(exc), reading.file)
    return dataset


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


def _declare_key(dataset: DatasetSpec, model: dict[str, Any], column: str) -> str:
    """A relationship's `to_columns` are its `to` dataset's key (the spec: "Primary/unique key columns"):
    declared here when the dataset did not (primary when it has no primary key, else unique); its entity."""
    entity = _key_entity(dataset, [column])
    if entity is not None:
        return entity
    if not dataset.primary_key and not any(e["type"] == "primary" for e in model["entities"]):
        dataset.primary_key = [column]
        entity, kind = dbt_name(dataset.name), "primary"
        model.pop("primary_entity", None)
    else:
        dataset.unique_keys.append([column])
        entity, kind = dbt_name(f"{dataset.name}_{column}"), "unique"
    model["entities"].append({"name": entity, "type": kind, "expr": column})
    model["dimensions"] = [d for d in model["dimensions"] if d.get("expr", d["name"]) != column or d["type"] == "time"]
    return entity


def _dataset(dataset: DatasetSpec, reading: _Reading) -> dict[str, Any]:
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
        dimension = _dimension(dataset, spec, reading)
        if spec.name not in keys or dimension["type"] == "time":  # a date key is still the model's time
            dimensions.append(dimension)
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
    _keep_ai_context(dataset.ai_context, "semantic_model", dataset.name, reading.read)
    return model


def _dimension(dataset: DatasetSpec, spec: FieldSpec, reading: _Reading) -> dict[str, Any]:
    expression = sql_expression(spec.expression)
    is_time = _is_time(f"{dataset.name}.{spec.name}", spec, reading)
    name = dbt_name(spec.name)
    if name.upper() in _RESERVED_NAMES:  # `year`, `date`…: MetricFlow's own words, so the dataset's name first
        name = dbt_name(f"{dataset.name}_{spec.name}")
    dimension: dict[str, Any] = {
        "name": name,
        "type": "time" if is_time else "categorical",
        "label": spec.label or (spec.name if name != spec.name else None),
        "description": spec.description,
        "config": {"meta": {"synonyms": _synonyms(spec.ai_context)}},
    }
    if is_time:
        dimension["type_params"] = {"time_granularity": "day"}
    column = _unqualified(expression, dataset.name) if expression else None
    if column and column != dimension["name"]:
        dimension["expr"] = column
    _keep_ai_context(spec.ai_context, "dimension", f"{dataset.name}.{spec.name}", reading.read)
    return dimension


def _is_time(name: str, spec: FieldSpec, reading: _Reading) -> bool:
    """Whether a field is a time dimension: its `is_time`, else (0.2) whether its datatype holds dates. A time
    dimension is truncated to dates, so values that are not (a year number, a month name, a time of day)
    are read as categorical, with a notice."""
    datatype = spec.datatype if reading.version != "0.1" else None
    if datatype is not None and datatype not in DATATYPES:
        reading.notice(f"field '{name}': datatype '{datatype}' is not one of {', '.join(DATATYPES)}; ignored")
        datatype = None
    flag = spec.dimension.is_time if spec.dimension is not None else None
    if flag is False:
        return False
    if datatype is None or datatype in DATE_DATATYPES:
        return bool(flag) or datatype is not None
    if flag or datatype == "Time":
        reading.notice(
            f"field '{name}': a time dimension holds dates; its {datatype} values are read as a categorical dimension"
        )
    return False


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
    entity = _declare_key(target, models[relationship.to], relationship.to_columns[0])
    if any(e["name"] == entity for e in source["entities"]):
        raise OssieError(f"'{relationship.from_}' already joins '{relationship.to}' (one relationship per pair)")
    column = relationship.from_columns[0]
    source["entities"].append({"name": entity, "type": "foreign", "expr": column})
    source["dimensions"] = [
        d for d in source["dimensions"] if d.get("expr", d["name"]) != column or d["type"] == "time"
    ]


# --- metrics ---------------------------------------------------------------------------------------------

_SIMPLE_AGGS: dict[type[exp.Expression], str] = {exp.Sum: "sum", exp.Avg: "average", exp.Min: "min", exp.Max: "max"}


def _metric(
    metric: MetricSpec, datasets: dict[str, DatasetSpec], models: dict[str, dict], roots: list[str]
) -> list[dict[str, Any]]:
    """The legacy metric dicts for an Ossie metric (adding its measures to `models`)."""
    expression = sql_expression(metric.expression)
    if expression is None:
        dialects = ", ".join(d.dialect for d in metric.expression.dialects)
        raise OssieError(f"no SQL expression (only {dialects})")
    try:
        tree = _parse_sql(expression)
    except sqlglot.errors.SqlglotError as exc:
        raise OssieError(f"expression is not SQL: {' '.join(str(exc).split())}") from exc
    meta = {"synonyms": _synonyms(metric.ai_context)}
    name = dbt_name(metric.name)
    label = metric.name if name != metric.name else None
    aggregates = _outer_aggregates(tree)
    if not aggregates:
        raise OssieError("the expression aggregates nothing (a metric needs SUM, COUNT, AVG, …)")
    if tree is aggregates[0] or (isinstance(tree, exp.Paren) and tree.this is aggregates[0]):
        measure = _measure(name, aggregates[0], datasets, models, roots)
        return [_simple(name, measure, metric.description, meta, label)]
    parts = []
    for index, aggregate in enumerate(aggregates, start=1):
        part = f"{name}_part{index}"
        parts.append(_simple(part, _measure(part, aggregate, datasets, models, roots), None, {}))
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


def _parse_sql(expression: str) -> exp.Expression:
    """A metric's SQL; `[Orders].[amount]` (bracket-quoted names, as Salesforce's converter writes them even
    for ANSI_SQL) is read as quoted names too."""
    try:
        return sqlglot.parse_one(expression)
    except sqlglot.errors.SqlglotError:
        if "[" not in expression:
            raise
        return sqlglot.parse_one(expression, read="tsql")


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


def _measure(
    name: str, aggregate: exp.Expression, datasets: dict[str, DatasetSpec], models: dict[str, dict], roots: list[str]
) -> str:
    """Add the measure an aggregate computes to its dataset's model; its name."""
    agg, argument, params = _aggregation(aggregate)
    dataset = _dataset_of(argument, datasets, models, roots)
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


def _dataset_of(
    argument: exp.Expression | None, datasets: dict[str, DatasetSpec], models: dict[str, dict], roots: list[str]
) -> str:
    """The one dataset an aggregate's columns belong to (named by qualifier, else by field name, else the fact
    dataset when the model has exactly one: `COUNT(*)`, a bare column of the fact table)."""
    fact = roots[0] if len(roots) == 1 else None
    columns = list(argument.find_all(exp.Column)) if argument is not None else []
    found: set[str] = set()
    for column in columns:
        if column.table:
            found.add(column.table)
            continue
        owners = [d.name for d in datasets.values() if any(f.name == column.name for f in d.fields)]
        if len(owners) > 1:
            raise OssieError(f"column '{column.name}' is in several datasets ({', '.join(owners)}): qualify it")
        found.update(owners or ([fact] if fact else []))
    if not columns and len(models) == 1:
        found = set(models)
    elif not columns and fact:
        found = {fact}
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
