"""A parsed dbt semantic manifest (dbt-semantic-interfaces' pydantic objects) → our typed `SemanticLayer`.

Both readers end here: the dbt YAML reader builds the manifest from files, the manifest reader loads it from
JSON. Defaults are filled in (an `expr` is its element's name; a measure's time dimension is its model's
default), sqlclarify's meta keys are read and checked, and every problem is a one-line `CatalogError` naming
the file and the metric or model.
"""

from __future__ import annotations

import logging
import re
from typing import Any

from dbt_semantic_interfaces.implementations.elements.dimension import PydanticDimension
from dbt_semantic_interfaces.implementations.elements.measure import PydanticMeasure
from dbt_semantic_interfaces.implementations.metric import PydanticMetric, PydanticMetricInput
from dbt_semantic_interfaces.implementations.semantic_manifest import PydanticSemanticManifest
from dbt_semantic_interfaces.implementations.semantic_model import PydanticSemanticModel

from sqlclarify.semantic.model import (
    GRAINS,
    METRIC_TIME,
    Dimension,
    Entity,
    Grain,
    Measure,
    MeasureInput,
    Metric,
    MetricInput,
    SemanticLayer,
    SemanticModel,
)
from sqlclarify.semantic.readers.meta import (
    DimensionMeta,
    MetaError,
    MetricMeta,
    ModelMeta,
    SynonymsMeta,
    default_qualifiers,
    parse_meta,
)
from sqlclarify.semantic.readers.sources import Sources, catalog_error

log = logging.getLogger(__name__)

SUPPORTED_METRIC_TYPES = ("simple", "ratio", "derived", "cumulative")
# MetricFlow's median is a percentile of 0.5; other percentiles have no place in our measure types yet.
MEDIAN = 0.5
_DIMENSION_IN_FILTER = re.compile(r"""\b(?:Dimension|TimeDimension)\(\s*['"]([^'"]+)['"]""")


def to_semantic_layer(manifest: PydanticSemanticManifest, sources: Sources) -> SemanticLayer:
    """Our `SemanticLayer` for a dsi manifest that has passed dsi's validation."""
    models = [_semantic_model(model, sources.model(model.name)) for model in manifest.semantic_models]
    _add_metric_aggregation_measures(manifest, models, sources)
    metrics: dict[str, Metric] = {}
    for metric in manifest.metrics:
        converted = _metric(metric, sources.metric(metric.name))
        if converted is not None:
            metrics[converted.name] = converted
    _add_proxy_metrics(manifest, metrics, sources)
    _drop_metrics_on_missing_inputs(metrics)
    layer = SemanticLayer(semantic_models=models, metrics=metrics, source=sources.origin)
    _check_metric_meta(layer)
    return layer


def _meta(element: Any) -> dict[str, Any]:
    config = getattr(element, "config", None)
    return dict(config.meta) if config is not None and config.meta else {}


def _grain(granularity: Any) -> Grain | None:
    """Our grain for a dsi time granularity; finer than a day counts as a day (questions name days at most)."""
    if granularity is None:
        return None
    value = str(getattr(granularity, "value", granularity)).lower()
    return value if value in GRAINS else "day"  # type: ignore[return-value]


def _semantic_model(model: PydanticSemanticModel, file: str) -> SemanticModel:
    what = f"semantic model '{model.name}'"
    try:
        model_meta = parse_meta(ModelMeta, _meta(model))
        dimensions = [_dimension(d) for d in model.dimensions]
        measures = [_measure(m, model) for m in model.measures]
    except MetaError as exc:
        raise catalog_error(file, what, str(exc)) from exc
    relation = model.node_relation
    return SemanticModel(
        name=model.name,
        table=relation.alias,
        label=model.label,
        description=model.description or "",
        entities=[Entity(name=e.name, type=e.type.value, expr=e.expr or e.name) for e in model.entities],
        dimensions=dimensions,
        measures=measures,
        default_agg_time_dimension=model.defaults.agg_time_dimension if model.defaults else None,
        primary_entity=model.primary_entity,
        synonyms=model_meta.synonyms,
        access_policy=model_meta.access_policy,
        source=file,
    )


def _dimension(dimension: PydanticDimension) -> Dimension:
    try:
        meta = parse_meta(DimensionMeta, _meta(dimension))
    except MetaError as exc:
        raise MetaError(f"dimension '{dimension.name}': {exc}") from exc
    params = dimension.type_params
    return Dimension(
        name=dimension.name,
        type=dimension.type.value,
        expr=dimension.expr or dimension.name,
        label=dimension.label,
        description=dimension.description or "",
        granularity=_grain(params.time_granularity) if params else None,
        synonyms=meta.synonyms,
        values=meta.values,
        groups=meta.groups,
        all_words=meta.all_words,
        read_values=meta.read_values,
    )


def _measure(measure: PydanticMeasure, model: PydanticSemanticModel) -> Measure:
    try:
        synonyms = parse_meta(SynonymsMeta, _meta(measure)).synonyms
    except MetaError as exc:
        raise MetaError(f"measure '{measure.name}': {exc}") from exc
    default_time = model.defaults.agg_time_dimension if model.defaults else None
    agg = measure.agg.value
    if agg == "percentile":
        params = measure.agg_params
        if params is None or params.percentile != MEDIAN or params.use_discrete_percentile:
            raise MetaError(f"measure '{measure.name}': only the median (percentile 0.5, continuous) is supported")
        agg = "median"
    return Measure(
        name=measure.name,
        agg=agg,
        expr=str(measure.expr) if measure.expr is not None else measure.name,
        label=measure.label,
        description=measure.description or "",
        agg_time_dimension=measure.agg_time_dimension or default_time,
        synonyms=synonyms,
    )


def _filters(where: Any) -> list[str]:
    return [f.where_sql_template.strip() for f in where.where_filters] if where is not None else []


def _metric_input(item: PydanticMetricInput) -> MetricInput:
    return MetricInput(
        name=item.name,
        filter=_filters(item.filter),
        alias=item.alias,
        offset_window=item.offset_window.window_string if item.offset_window else None,
        offset_to_grain=_grain(item.offset_to_grain),
    )


def _metric(metric: PydanticMetric, file: str) -> Metric | None:
    """Our metric, or None (with a warning) for a type we cannot compute yet, such as conversion metrics."""
    what = f"metric '{metric.name}'"
    kind = metric.type.value
    if kind not in SUPPORTED_METRIC_TYPES:
        log.warning("%s: %s: %s metrics are not supported; left out", file, what, kind)
        return None
    params = metric.type_params
    try:
        meta = parse_meta(MetricMeta, _meta(metric))
    except MetaError as exc:
        raise catalog_error(file, what, str(exc)) from exc
    label = metric.label or metric.name.replace("_", " ").capitalize()
    measure = params.measure
    if measure is None and kind == "simple" and params.metric_aggregation_params is not None:
        measure_name = metric.name  # the measure _add_metric_aggregation_measures made for it
    else:
        measure_name = measure.name if measure else None
    cumulative = params.cumulative_type_params
    window = params.window or (cumulative.window if cumulative else None)
    grain_to_date = params.grain_to_date or (cumulative.grain_to_date if cumulative else None)
    return Metric(
        name=metric.name,
        type=kind,
        label=label,
        description=metric.description or "",
        measure=MeasureInput(
            name=measure_name,
            filter=_filters(measure.filter) if measure else [],
            # dbt's newer manifests keep these on the metric's type_params rather than on its measure input
            fill_nulls_with=measure.fill_nulls_with
            if measure and measure.fill_nulls_with is not None
            else params.fill_nulls_with,
            join_to_timespine=bool(measure and measure.join_to_timespine) or params.join_to_timespine,
        )
        if measure_name
        else None,
        numerator=_metric_input(params.numerator) if params.numerator else None,
        denominator=_metric_input(params.denominator) if params.denominator else None,
        expr=params.expr if kind == "derived" else None,
        metrics=[_metric_input(m) for m in params.metrics or []],
        window=window.window_string if window else None,
        grain_to_date=_grain(grain_to_date),
        filter=_filters(metric.filter),
        synonyms=meta.synonyms,
        qualifiers=meta.qualifiers if meta.qualifiers is not None else default_qualifiers(metric.name, label),
        requires=meta.requires,
        time_rollup=meta.time_rollup,
        unit=meta.unit,
        decimals=meta.decimals,
        higher_is_better=meta.higher_is_better,
        source=file,
    )


def _add_metric_aggregation_measures(
    manifest: PydanticSemanticManifest, models: list[SemanticModel], sources: Sources
) -> None:
    """Simple metrics defined without a measure (dbt's newer spec: `agg` and `expr` on the metric) get a
    measure of the same name in their semantic model."""
    by_name = {m.name: m for m in models}
    for metric in manifest.metrics:
        params = metric.type_params
        agg_params = params.metric_aggregation_params
        if metric.type.value != "simple" or params.measure is not None or agg_params is None:
            continue
        model = by_name.get(agg_params.semantic_model)
        if model is None:
            raise catalog_error(
                sources.metric(metric.name),
                f"metric '{metric.name}'",
                f"semantic model '{agg_params.semantic_model}' does not exist",
            )
        if model.measure(metric.name) is None:
            model.measures.append(
                Measure(
                    name=metric.name,
                    agg=agg_params.agg.value,
                    expr=params.expr or metric.name,
                    label=metric.label,
                    agg_time_dimension=agg_params.agg_time_dimension or model.default_agg_time_dimension,
                )
            )


def _add_proxy_metrics(manifest: PydanticSemanticManifest, metrics: dict[str, Metric], sources: Sources) -> None:
    """`create_metric: true` on a measure makes a simple metric of the same name (as MetricFlow does)."""
    for model in manifest.semantic_models:
        for measure in model.measures:
            if measure.create_metric and measure.name not in metrics:
                metrics[measure.name] = Metric(
                    name=measure.name,
                    type="simple",
                    label=measure.label or measure.name.replace("_", " ").capitalize(),
                    description=measure.description or "",
                    measure=MeasureInput(name=measure.name),
                    qualifiers=default_qualifiers(measure.name, measure.label),
                    source=sources.model(model.name),
                )


def _drop_metrics_on_missing_inputs(metrics: dict[str, Metric]) -> None:
    """A metric built on a metric that was left out (an unsupported type) is left out too, with a warning."""
    changed = True
    while changed:
        changed = False
        for name, metric in list(metrics.items()):
            inputs = [i.name for i in (metric.numerator, metric.denominator, *metric.metrics) if i is not None]
            missing = [i for i in inputs if i not in metrics]
            if missing:
                log.warning("%s: metric '%s': uses %s, which is left out; left out", metric.source, name, missing[0])
                del metrics[name]
                changed = True


def _check_metric_meta(layer: SemanticLayer) -> None:
    """`requires` and `time_rollup` must fit the metric: required dimensions reachable from every measure it
    is computed from, and a rollup grain no finer than the data's."""
    for metric in layer.metrics.values():
        what = f"metric '{metric.name}'"
        measures = [layer.measures[m] for m in layer.base_measures(metric.name) if m in layer.measures]
        for required in metric.requires:
            if required == METRIC_TIME:
                if any(measure.agg_time_dimension is None for _, measure in measures):
                    raise catalog_error(metric.source, what, "meta.requires has metric_time, but it has no time")
                continue
            lacking = [model.name for model, _ in measures if required not in reachable_dimensions(layer, model)]
            if lacking:
                raise catalog_error(
                    metric.source,
                    what,
                    f"meta.requires names '{required}', which is not a dimension of semantic model '{lacking[0]}'",
                )
        _check_filters(layer, metric)
        rollup = metric.time_rollup
        if rollup is None:
            continue
        for model, measure in measures:
            time_dimension = model.dimension(measure.agg_time_dimension or "")
            stored = time_dimension.granularity if time_dimension else None
            if stored is None:
                raise catalog_error(metric.source, what, "meta.time_rollup is set, but the metric has no time")
            if GRAINS.index(rollup.grain) < GRAINS.index(stored):
                raise catalog_error(
                    metric.source,
                    what,
                    f"meta.time_rollup grain '{rollup.grain}' is finer than the data's ('{stored}' in {model.name})",
                )


def _check_filters(layer: SemanticLayer, metric: Metric) -> None:
    """Every dimension a filter of the metric (or of its measure or input metrics) names must be reachable
    from the measures it filters."""
    groups = [(metric.filter + (metric.measure.filter if metric.measure else []), metric.name)]
    groups += [(i.filter, i.name) for i in (metric.numerator, metric.denominator, *metric.metrics) if i is not None]
    for filters, computed_from in groups:
        models = [layer.measures[m][0] for m in layer.base_measures(computed_from) if m in layer.measures]
        for where in filters:
            for ref in _DIMENSION_IN_FILTER.findall(where):
                name = ref.split("__")[-1]
                if ref == METRIC_TIME or name == METRIC_TIME:
                    continue
                for model in models:
                    if name not in reachable_dimensions(layer, model):
                        raise catalog_error(
                            metric.source,
                            f"metric '{metric.name}'",
                            f"filter names '{ref}', which is not a dimension of semantic model '{model.name}'",
                        )


def reachable_dimensions(layer: SemanticLayer, start: SemanticModel, hops: int = 3) -> set[str]:
    """Dimension names a measure of `start` can be grouped by: its own dimensions, and those of the models
    whose primary entity it names (foreign → primary), as bare names and as `entity__dimension`."""
    names: set[str] = set()
    seen: set[str] = set()
    frontier: list[tuple[SemanticModel, str | None]] = [(start, _primary_entity(start))]
    for _ in range(hops + 1):
        following: list[tuple[SemanticModel, str | None]] = []
        for model, entity in frontier:
            if model.name in seen:
                continue
            seen.add(model.name)
            for dimension in model.dimensions:
                names.add(dimension.name)
                if entity:
                    names.add(f"{entity}__{dimension.name}")
            for link in model.entities:
                following.extend(
                    (other, link.name)
                    for other in layer.semantic_models
                    if other.name not in seen and link.name in {e.name for e in other.primary_entities}
                )
        frontier = following
    return names


def _primary_entity(model: SemanticModel) -> str | None:
    return model.primary_entity or next((e.name for e in model.primary_entities), None)
