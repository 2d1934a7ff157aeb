"""dbt's latest semantic layer YAML (dbt Core 1.12+, Fusion) → the legacy spec's dicts, which the legacy
reader then parses and dbt's validator checks, so both spellings (also mixed in one project) become one
manifest.

The latest spec puts a `semantic_model:` block on a dbt model, entities and dimensions on its `columns:`
(`entity:`, `dimension:`, a time column's `granularity:`), computed ones under `derived_semantics:`, and
`metrics:` on the model (simple metrics with `agg`, and others) or at the top level (ratio, derived,
cumulative, conversion). The mapping follows dbt-core 1.12's own parser (`parser/schema_yaml_readers.py`):

- a simple metric with `agg` becomes a measure of the same name in its model (`agg`, `expr`, percentile,
  `agg_time_dimension`, `non_additive_dimension`) and a legacy simple metric on that measure
  (`fill_nulls_with`, `join_to_timespine`, `filter`);
- a dimension or entity named unlike its column gets the column as `expr`;
- cumulative and conversion metrics name metrics (`input_metric`, `base_metric`, `conversion_metric`); the
  legacy form names measures, so they are resolved to the input simple metric's measure (and its filter)
  once every file is read (`resolve_metric_inputs`).

A problem in one element is a `LatestSpecError` naming it; the caller leaves that element out.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


class LatestSpecError(ValueError):
    """One element of the latest spec cannot be read; the message is one line."""


# a column's `entity:`/`dimension:` may be a bare type ("primary", "categorical")
_PERIOD_AGGS = ("first", "last", "average")


@dataclass
class LatestModel:
    """A dbt model with a semantic model, read: the legacy semantic model dict and the metric dicts."""

    name: str  # the semantic model's name
    semantic_model: dict[str, Any]
    metrics: list[dict[str, Any]] = field(default_factory=list)
    problems: list[tuple[str, str, str]] = field(default_factory=list)  # (kind, name, reason)
    unknown: list[tuple[str, str, str]] = field(default_factory=list)  # (kind, name, key) of keys not read


# The keys each block of the latest spec is read with (dbt-core 1.12's `UnparsedSemanticModel`-v2 family);
# any other is named once in `catalog check` and ignored, the element kept.
_SEMANTIC_MODEL_KEYS = frozenset({"name", "enabled", "group", "config"})
_ENTITY_KEYS = frozenset({"type", "name", "description", "label", "config", "meta"})
_DIMENSION_KEYS = frozenset(
    {"type", "name", "description", "label", "is_partition", "validity_params", "config", "meta"}
)
_DERIVED_DIMENSION_KEYS = _DIMENSION_KEYS | {"expr", "granularity"}
_DERIVED_ENTITY_KEYS = _ENTITY_KEYS | {"expr"}
_METRIC_KEYS = frozenset(
    {
        *("name", "label", "description", "filter", "config", "meta", "time_granularity", "type", "tags", "group"),
        "hidden",
        *("agg", "expr", "percentile", "percentile_type", "agg_time_dimension", "non_additive_dimension"),
        *("fill_nulls_with", "join_to_timespine", "numerator", "denominator", "input_metrics", "input_metric"),
        *("window", "grain_to_date", "period_agg", "base_metric", "conversion_metric", "entity", "calculation"),
        "constant_properties",
    }
)


def unknown_metric_keys(raw: dict[str, Any]) -> list[str]:
    """The keys of a latest-spec metric the reader does not read (ignored, the metric kept)."""
    return [key for key in raw if isinstance(key, str) and key not in _METRIC_KEYS]


def _unknown_column_keys(columns: Any, model: str) -> list[tuple[str, str, str]]:
    """Unknown keys of the `entity:`/`dimension:` mappings on columns (a column's own keys are dbt's)."""
    if isinstance(columns, dict):
        columns = [{"name": k, **(v or {})} for k, v in columns.items()]
    found = []
    for column in columns if isinstance(columns, list) else []:
        if not isinstance(column, dict):
            continue
        for kind, known in (("entity", _ENTITY_KEYS), ("dimension", _DIMENSION_KEYS)):
            block = column.get(kind)
            if isinstance(block, dict):
                name = f"{model}.{block.get('name') or column.get('name')}"
                found += [(kind, name, key) for key in block if key not in known]
    return found


def is_latest_metric(raw: dict[str, Any]) -> bool:
    """dbt's own test: a metric without `type_params` is written in the latest spec."""
    return "type_params" not in raw


def is_disabled(raw: dict[str, Any]) -> bool:
    """`config: {enabled: false}`: dbt keeps the element out of the manifest (not an error)."""
    config = raw.get("config")
    return isinstance(config, dict) and config.get("enabled") is False


def has_semantic_model(raw: dict[str, Any]) -> bool:
    """A `models:` entry that declares a semantic model (`semantic_model: true` or a block not disabled)."""
    block = raw.get("semantic_model")
    if block is True:
        return True
    return isinstance(block, dict) and block.get("enabled", True) is not False


def read_model(raw: dict[str, Any]) -> LatestModel:
    """The semantic model and metrics of one `models:` entry; LatestSpecError when the model itself is
    unusable, a problem in `problems` for one metric, dimension or entity that is."""
    model_name = raw["name"]
    block = raw.get("semantic_model")
    block = block if isinstance(block, dict) else {}
    name = block.get("name") or model_name
    unknown = [("semantic_model", name, key) for key in block if key not in _SEMANTIC_MODEL_KEYS]
    config: dict[str, Any] = {}
    sub_config = block.get("config")
    if isinstance(sub_config, dict) and isinstance(sub_config.get("meta"), dict):
        config["meta"] = dict(sub_config["meta"])
    problems: list[tuple[str, str, str]] = []
    entities, dimensions = _column_elements(raw.get("columns"), name, problems)
    derived = raw.get("derived_semantics") or {}
    if not isinstance(derived, dict):
        raise LatestSpecError("derived_semantics must be a mapping with dimensions: and entities:")
    dimensions += _derived(derived.get("dimensions"), "dimension", name, problems, _derived_dimension)
    entities += _derived(derived.get("entities"), "entity", name, problems, _derived_entity)
    semantic_model: dict[str, Any] = {
        "name": name,
        "description": raw.get("description") or None,
        "model": f"ref('{model_name}')",
        "entities": entities,
        "dimensions": dimensions,
        "measures": [],
        "config": config,
    }
    if raw.get("agg_time_dimension"):
        semantic_model["defaults"] = {"agg_time_dimension": raw["agg_time_dimension"]}
    if raw.get("primary_entity"):
        semantic_model["primary_entity"] = raw["primary_entity"]
    unknown += _unknown_column_keys(raw.get("columns"), name)
    for kind, items in (("dimension", derived.get("dimensions")), ("entity", derived.get("entities"))):
        known = _DERIVED_DIMENSION_KEYS if kind == "dimension" else _DERIVED_ENTITY_KEYS
        for item in items if isinstance(items, list) else []:
            if isinstance(item, dict):
                unknown += [(kind, f"{name}.{item.get('name', '?')}", key) for key in item if key not in known]
    read = LatestModel(name=name, semantic_model=semantic_model, problems=problems, unknown=unknown)
    for metric in raw.get("metrics") or []:
        if not isinstance(metric, dict) or not isinstance(metric.get("name"), str):
            problems.append(("metric", f"{name} metric", "a metric must be a mapping with a name"))
            continue
        if is_disabled(metric):
            continue
        unknown += [("metric", metric["name"], key) for key in unknown_metric_keys(metric)]
        try:
            measure, legacy = read_metric(metric, semantic_model=name, agg_time_dimension=raw.get("agg_time_dimension"))
        except LatestSpecError as exc:
            problems.append(("metric", metric["name"], str(exc)))
            continue
        if measure is not None:
            semantic_model["measures"].append(measure)
        read.metrics.append(legacy)
    return read


def _column_elements(
    columns: Any, model: str, problems: list[tuple[str, str, str]]
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The entities and dimensions declared on columns (dbt-core: `_parse_v2_column_entities/_dimensions`)."""
    entities: list[dict[str, Any]] = []
    dimensions: list[dict[str, Any]] = []
    if columns is None:
        return entities, dimensions
    if isinstance(columns, dict):  # dbt also accepts columns keyed by name
        columns = [{"name": k, **(v or {})} for k, v in columns.items()]
    if not isinstance(columns, list):
        raise LatestSpecError("columns must be a list")
    for column in columns:
        if not isinstance(column, dict) or not isinstance(column.get("name"), str):
            continue  # a column without semantics is dbt's business, not ours
        column_meta = _meta_of(column)
        entity, dimension = column.get("entity"), column.get("dimension")
        if entity is not None and dimension is not None:
            problems.append(("entity", f"{model}.{column['name']}", "a column is an entity or a dimension, not both"))
            continue
        try:
            if entity is not None:
                entities.append(_column_entity(column, entity, column_meta))
            elif dimension is not None:
                dimensions.append(_column_dimension(column, dimension, column_meta))
        except LatestSpecError as exc:
            kind = "entity" if entity is not None else "dimension"
            problems.append((kind, f"{model}.{column['name']}", str(exc)))
    return entities, dimensions


def _meta_of(element: dict[str, Any]) -> dict[str, Any]:
    meta: dict[str, Any] = {}
    for value in (
        element.get("meta"),
        (element.get("config") or {}).get("meta") if isinstance(element.get("config"), dict) else None,
    ):
        if isinstance(value, dict):
            meta.update(value)
    return meta


def _column_entity(column: dict[str, Any], entity: Any, column_meta: dict[str, Any]) -> dict[str, Any]:
    if isinstance(entity, str):
        return {
            "name": column["name"],
            "type": entity.lower(),
            "description": column.get("description"),
            "config": {"meta": column_meta},
        }
    if not isinstance(entity, dict) or not isinstance(entity.get("type"), str):
        raise LatestSpecError("entity: must be a type (primary, foreign, unique, natural) or a mapping with type:")
    name = entity.get("name") or column["name"]
    meta = _meta_of(entity) or column_meta
    legacy = {
        "name": name,
        "type": entity["type"].lower(),
        "description": entity.get("description"),
        "label": entity.get("label"),
        "config": {"meta": meta},
    }
    if name != column["name"]:
        legacy["expr"] = column["name"]
    return legacy


def _column_dimension(column: dict[str, Any], dimension: Any, column_meta: dict[str, Any]) -> dict[str, Any]:
    block = {"type": dimension} if isinstance(dimension, str) else dimension
    if not isinstance(block, dict) or not isinstance(block.get("type"), str):
        raise LatestSpecError("dimension: must be a type (categorical, time) or a mapping with type:")
    kind = block["type"].lower()
    granularity = column.get("granularity")
    if kind == "time" and not granularity:
        raise LatestSpecError(f"time dimension on column '{column['name']}' needs granularity: on the column")
    name = block.get("name") or column["name"]
    meta = dict(column_meta)
    meta.update(_meta_of(block))
    legacy: dict[str, Any] = {
        "name": name,
        "type": kind,
        "description": block.get("description") or column.get("description"),
        "label": block.get("label"),
        "is_partition": bool(block.get("is_partition", False)),
        "config": {"meta": meta},
    }
    if granularity:
        legacy["type_params"] = {"time_granularity": str(granularity).lower()}
        if block.get("validity_params") is not None:
            legacy["type_params"]["validity_params"] = block["validity_params"]
    if name != column["name"]:
        legacy["expr"] = column["name"]
    return legacy


def _derived(
    items: Any, kind: str, model: str, problems: list[tuple[str, str, str]], read: Any
) -> list[dict[str, Any]]:
    if items is None:
        return []
    if not isinstance(items, list):
        problems.append((kind, f"{model} derived_semantics", f"derived_semantics {kind}s must be a list"))
        return []
    found = []
    for item in items:
        name = item.get("name") if isinstance(item, dict) else None
        try:
            if not isinstance(name, str):
                raise LatestSpecError(f"a derived {kind} needs a name")
            if not item.get("expr"):
                raise LatestSpecError(f"a derived {kind} needs an expr")
            found.append(read(item))
        except LatestSpecError as exc:
            problems.append((kind, f"{model}.{name or '?'}", str(exc)))
    return found


def _derived_dimension(item: dict[str, Any]) -> dict[str, Any]:
    if not isinstance(item.get("type"), str):
        raise LatestSpecError("a derived dimension needs a type")
    legacy: dict[str, Any] = {
        "name": item["name"],
        "type": item["type"].lower(),
        "expr": str(item["expr"]),
        "description": item.get("description"),
        "label": item.get("label"),
        "is_partition": bool(item.get("is_partition", False)),
        "config": {"meta": _meta_of(item)},
    }
    if item.get("granularity"):
        legacy["type_params"] = {"time_granularity": str(item["granularity"]).lower()}
        if item.get("validity_params") is not None:
            legacy["type_params"]["validity_params"] = item["validity_params"]
    elif item.get("validity_params") is not None:
        raise LatestSpecError("a derived dimension with validity_params must have a granularity")
    elif legacy["type"] == "time":
        raise LatestSpecError("a derived time dimension needs a granularity")
    return legacy


def _derived_entity(item: dict[str, Any]) -> dict[str, Any]:
    if not isinstance(item.get("type"), str):
        raise LatestSpecError("a derived entity needs a type")
    return {
        "name": item["name"],
        "type": item["type"].lower(),
        "expr": str(item["expr"]),
        "description": item.get("description"),
        "label": item.get("label"),
        "config": {"meta": _meta_of(item)},
    }


_COMMON_METRIC_KEYS = ("name", "label", "description", "filter", "config", "meta", "time_granularity")


def read_metric(
    raw: dict[str, Any], semantic_model: str | None = None, agg_time_dimension: str | None = None
) -> tuple[dict[str, Any] | None, dict[str, Any]]:
    """A latest-spec metric as (the measure it needs, or None; the legacy metric dict)."""
    kind = str(raw.get("type") or "simple").lower()
    metric: dict[str, Any] = {k: raw[k] for k in _COMMON_METRIC_KEYS if k in raw}
    metric["type"] = kind
    if kind == "simple":
        if raw.get("agg") is None:
            raise LatestSpecError("a simple metric needs agg:")
        if semantic_model is None:
            raise LatestSpecError("a simple metric with agg: belongs under its model's metrics:, not at the top level")
        measure = _measure(raw, agg_time_dimension)
        input_measure: dict[str, Any] = {"name": raw["name"]}
        if raw.get("fill_nulls_with") is not None:
            input_measure["fill_nulls_with"] = raw["fill_nulls_with"]
        if raw.get("join_to_timespine"):
            input_measure["join_to_timespine"] = True
        metric["type_params"] = {"measure": input_measure}
        return measure, metric
    if kind == "ratio":
        if raw.get("numerator") is None or raw.get("denominator") is None:
            raise LatestSpecError("a ratio metric needs numerator: and denominator:")
        metric["type_params"] = {"numerator": _input(raw["numerator"]), "denominator": _input(raw["denominator"])}
    elif kind == "derived":
        if not raw.get("expr") or not raw.get("input_metrics"):
            raise LatestSpecError("a derived metric needs expr: and input_metrics:")
        if not isinstance(raw["input_metrics"], list):
            raise LatestSpecError("input_metrics must be a list")
        metric["type_params"] = {"expr": str(raw["expr"]), "metrics": [_input(m) for m in raw["input_metrics"]]}
    elif kind == "cumulative":
        if raw.get("input_metric") is None:
            raise LatestSpecError("input_metric is required for cumulative metrics")
        if raw.get("window") and raw.get("grain_to_date"):
            raise LatestSpecError("a cumulative metric has window: or grain_to_date:, not both")
        period_agg = str(raw.get("period_agg") or "first").lower()
        if period_agg not in _PERIOD_AGGS:
            raise LatestSpecError(f"period_agg must be one of {', '.join(_PERIOD_AGGS)}, not '{period_agg}'")
        params: dict[str, Any] = {"period_agg": period_agg}
        if raw.get("window"):
            params["window"] = str(raw["window"])
        if raw.get("grain_to_date"):
            params["grain_to_date"] = str(raw["grain_to_date"]).lower()
        metric["type_params"] = {"cumulative_type_params": params}
        metric["_input_metric"] = _input(raw["input_metric"])  # resolved to a measure by resolve_metric_inputs
    elif kind == "conversion":
        for key in ("base_metric", "conversion_metric", "entity"):
            if raw.get(key) is None:
                raise LatestSpecError(f"{key} is required for conversion metrics")
        params = {"entity": raw["entity"], "calculation": str(raw.get("calculation") or "conversion_rate").lower()}
        if raw.get("window"):
            params["window"] = str(raw["window"])
        if raw.get("constant_properties"):
            params["constant_properties"] = raw["constant_properties"]
        metric["type_params"] = {"conversion_type_params": params}
        metric["_base_metric"] = _input(raw["base_metric"])
        metric["_conversion_metric"] = _input(raw["conversion_metric"])
    else:
        raise LatestSpecError(f"unknown metric type '{kind}'")
    for key in ("agg", "percentile", "agg_time_dimension", "non_additive_dimension"):
        if raw.get(key) is not None:
            raise LatestSpecError(f"a {kind} metric cannot have {key}: (only simple metrics aggregate)")
    return None, metric


def _measure(raw: dict[str, Any], agg_time_dimension: str | None) -> dict[str, Any]:
    """The measure behind a simple metric (dbt-core: `MetricAggregationParams`)."""
    agg = str(raw["agg"]).lower()
    measure: dict[str, Any] = {"name": raw["name"], "agg": agg, "label": raw.get("label")}
    measure["expr"] = str(raw["expr"]) if raw.get("expr") is not None else raw["name"]
    if raw.get("description"):
        measure["description"] = raw["description"]
    if agg == "percentile" or raw.get("percentile") is not None:
        percentile = raw.get("percentile")
        if not isinstance(percentile, int | float) or isinstance(percentile, bool):
            raise LatestSpecError("a percentile metric needs percentile: (a number, e.g. 0.95)")
        # dbt's guide writes `percentile: 95.0`; dbt's validator wants a fraction: both are read as one
        fraction = percentile / 100 if 1 < percentile < 100 else percentile
        kind = str(raw.get("percentile_type") or "continuous").lower()
        if kind not in ("discrete", "continuous", "approximate_continuous", "approximate_discrete"):
            raise LatestSpecError(f"percentile_type must be discrete or continuous, not '{kind}'")
        measure["agg_params"] = {
            "percentile": fraction,
            "use_discrete_percentile": "discrete" in kind,
            "use_approximate_percentile": kind.startswith("approximate"),
        }
    time = raw.get("agg_time_dimension") or agg_time_dimension
    if time:
        measure["agg_time_dimension"] = time
    nad = raw.get("non_additive_dimension")
    if nad is not None:
        if not isinstance(nad, dict) or not isinstance(nad.get("name"), str):
            raise LatestSpecError("non_additive_dimension needs a name")
        measure["non_additive_dimension"] = {
            "name": nad["name"],
            "window_choice": str(nad.get("window_agg") or nad.get("window_choice") or "min").lower(),
            "window_groupings": list(nad.get("group_by") or nad.get("window_groupings") or []),
        }
    return measure


def _input(value: Any) -> dict[str, Any]:
    """A metric input: a name alone, or a mapping with name, filter, alias, offset_window, offset_to_grain."""
    if isinstance(value, str):
        return {"name": value}
    if not isinstance(value, dict) or not isinstance(value.get("name"), str):
        raise LatestSpecError("an input metric is a name or a mapping with name:")
    return {k: value[k] for k in ("name", "filter", "alias", "offset_window", "offset_to_grain") if k in value}


def resolve_metric_inputs(metrics: list[dict[str, Any]]) -> list[tuple[str, str]]:
    """Cumulative and conversion metrics of the latest spec name simple metrics; the legacy form names their
    measures. Rewrites each such metric in place; returns (metric, reason) for those that cannot be."""
    simple = {
        m["name"]: m
        for m in metrics
        if m.get("type") == "simple" and isinstance((m.get("type_params") or {}).get("measure"), dict | str)
    }
    failed: list[tuple[str, str]] = []
    for metric in metrics:
        try:
            if "_input_metric" in metric:
                params = metric["type_params"]
                params["measure"] = _as_measure_input(metric.pop("_input_metric"), simple)
            if "_base_metric" in metric:
                params = metric["type_params"]["conversion_type_params"]
                params["base_measure"] = _as_measure_input(metric.pop("_base_metric"), simple)
                params["conversion_measure"] = _as_measure_input(metric.pop("_conversion_metric"), simple)
        except LatestSpecError as exc:
            failed.append((metric["name"], str(exc)))
    return failed


def _as_measure_input(item: dict[str, Any], simple: dict[str, dict[str, Any]]) -> dict[str, Any]:
    source = simple.get(item["name"])
    if source is None:
        raise LatestSpecError(f"input metric '{item['name']}' is not a simple metric of this catalog")
    measure = source["type_params"]["measure"]
    measure = {"name": measure} if isinstance(measure, str) else dict(measure)
    filters = [
        f
        for f in (
            _filter_list(measure.get("filter")) + _filter_list(source.get("filter")) + _filter_list(item.get("filter"))
        )
    ]
    if filters:
        measure["filter"] = filters
    if item.get("alias"):
        measure["alias"] = item["alias"]
    return measure


def _filter_list(value: Any) -> list[str]:
    if value is None:
        return []
    return [value] if isinstance(value, str) else list(value)
