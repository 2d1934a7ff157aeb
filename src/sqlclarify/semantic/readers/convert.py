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

from sqlclarify.errors import CatalogError
from sqlclarify.semantic.model import (
    GRAINS,
    METRIC_TIME,
    ConversionParams,
    Dimension,
    Entity,
    Grain,
    Measure,
    MeasureInput,
    Metric,
    MetricInput,
    NonAdditive,
    SemanticLayer,
    SemanticModel,
    TimeSpine,
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

SUPPORTED_METRIC_TYPES = ("simple", "ratio", "derived", "cumulative", "conversion")
_DIMENSION_IN_FILTER = re.compile(r"""\b(?:Dimension|TimeDimension)\(\s*['"]([^'"]+)['"]""")


def to_semantic_layer(manifest: PydanticSemanticManifest, sources: Sources) -> SemanticLayer:
    """Our `SemanticLayer` for a dsi manifest that has passed dsi's validation. An element that cannot be
    converted is left out (recorded in `sources.excluded`, then the layer's `excluded`); the rest is kept."""
    models = []
    for model in manifest.semantic_models:
        try:
            models.append(_semantic_model(model, sources.model(model.name), sources))
        except CatalogError as exc:
            sources.leave_out("semantic_model", model.name, _reason(exc), label=model.label)
    _add_metric_aggregation_measures(manifest, models, sources)
    metrics: dict[str, Metric] = {}
    simple = _simple_measures(manifest)
    for metric in manifest.metrics:
        try:
            converted = _metric(metric, sources.metric(metric.name), sources, simple)
        except CatalogError as exc:
            sources.leave_out("metric", metric.name, _reason(exc), label=metric.label)
            continue
        if converted is not None:
            metrics[converted.name] = converted
    _add_proxy_metrics(manifest, metrics, sources)
    _drop_metrics_on_missing_inputs(metrics, sources, models)
    layer = SemanticLayer(
        semantic_models=models, metrics=metrics, source=sources.origin, time_spines=_time_spines(manifest)
    )
    _leave_out_metrics_failing_meta(layer, sources)
    _drop_metrics_on_missing_inputs(metrics, sources)
    layer.excluded = sources.excluded
    return layer


def _leave_out_metrics_failing_meta(layer: SemanticLayer, sources: Sources) -> None:
    """`_check_metric_meta` again and again, leaving out the metric its error names each time."""
    while True:
        try:
            _check_metric_meta(layer)
            return
        except CatalogError as exc:
            named = re.search(r"metric '([^']+)'", str(exc))
            if named is None or named.group(1) not in layer.metrics:
                raise
            metric = layer.metrics.pop(named.group(1))
            sources.leave_out("metric", metric.name, _reason(exc), metric.source, metric.label)


def _own(exc: Exception) -> str:
    """A dimension's or measure's MetaError without the `measure 'x': ` it starts with (Excluded names it)."""
    return re.sub(r"^(?:measure|dimension) '[^']*': ", "", str(exc))


def _reason(exc: Exception) -> str:
    """A one-line CatalogError's reason, without the `file: element:` it starts with (Excluded has those)."""
    text = str(exc)
    match = re.match(r"^.*?: (?:semantic model|metric|measure|dimension) '[^']*': (.*)$", text)
    return match.group(1) if match else text


def _time_spines(manifest: PydanticSemanticManifest) -> list[TimeSpine]:
    """The project's time spines (dbt >= 1.9), finest grain first, with their custom granularities."""
    configuration = getattr(manifest, "project_configuration", None)
    spines = [
        TimeSpine(
            table=spine.node_relation.alias,
            column=spine.primary_column.name,
            grain=_grain(spine.primary_column.time_granularity) or "day",
            custom_granularities={c.name: c.column_name or c.name for c in spine.custom_granularities},
        )
        for spine in (configuration.time_spines if configuration is not None else [])
    ]
    return sorted(spines, key=lambda s: GRAINS.index(s.grain))


def _meta(element: Any) -> dict[str, Any]:
    config = getattr(element, "config", None)
    return dict(config.meta) if config is not None and config.meta else {}


def _grain(granularity: Any) -> Grain | None:
    """Our grain for a dsi time granularity; finer than a day counts as a day (questions name days at most)."""
    if granularity is None:
        return None
    value = str(getattr(granularity, "value", granularity)).lower()
    return value if value in GRAINS else "day"  # type: ignore[return-value]


def _semantic_model(model: PydanticSemanticModel, file: str, sources: Sources) -> SemanticModel:
    what = f"semantic model '{model.name}'"
    try:
        model_meta = parse_meta(ModelMeta, _meta(model))
    except MetaError as exc:
        raise catalog_error(file, what, str(exc)) from exc
    # one dimension or measure that cannot be used is left out alone, not its whole semantic model
    dimensions = []
    for dimension in model.dimensions:
        try:
            dimensions.append(_dimension(dimension))
        except MetaError as exc:
            sources.leave_out("dimension", f"{model.name}.{dimension.name}", _own(exc), file, dimension.label)
    measures = []
    for measure in model.measures:
        try:
            measures.append(_measure(measure, model))
        except MetaError as exc:
            sources.leave_out("measure", measure.name, _own(exc), file, measure.label)
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
    validity = params.validity_params if params else None
    return Dimension(
        validity="start" if validity and validity.is_start else "end" if validity and validity.is_end else None,
        is_partition=bool(dimension.is_partition),
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
    return Measure(
        **_agg_fields(measure.name, measure.agg, measure.agg_params, measure.non_additive_dimension),
        name=measure.name,
        expr=str(measure.expr) if measure.expr is not None else measure.name,
        label=measure.label,
        description=measure.description or "",
        agg_time_dimension=measure.agg_time_dimension or default_time,
        synonyms=synonyms,
    )


def _agg_fields(name: str, agg: Any, params: Any, non_additive: Any) -> dict[str, Any]:
    """A measure's aggregation, percentile parameters and non-additive dimension as our Measure's fields."""
    fields: dict[str, Any] = {"agg": agg.value}
    if agg.value == "percentile":
        if params is None or params.percentile is None or not 0 <= params.percentile <= 1:
            raise MetaError(f"measure '{name}': a percentile aggregation needs agg_params.percentile between 0 and 1")
        fields |= {
            "percentile": params.percentile,
            "percentile_discrete": params.use_discrete_percentile,
            "percentile_approximate": params.use_approximate_percentile,
        }
    if non_additive is not None:
        choice = str(getattr(non_additive.window_choice, "value", non_additive.window_choice)).lower()
        if choice not in ("min", "max"):
            raise MetaError(f"measure '{name}': non_additive_dimension window_choice must be min or max")
        fields["non_additive"] = NonAdditive(
            dimension=non_additive.name, window_choice=choice, window_groupings=list(non_additive.window_groupings)
        )
    return fields


def _simple_measures(manifest: PydanticSemanticManifest) -> dict[str, MeasureInput]:
    """Simple metric name → the measure it aggregates, with the metric's filters (conversion metrics may name
    their base and conversion events by simple metric, in dbt's latest spec)."""
    found: dict[str, MeasureInput] = {}
    for metric in manifest.metrics:
        params = metric.type_params
        if metric.type.value != "simple":
            continue
        measure = params.measure
        name = measure.name if measure else (metric.name if params.metric_aggregation_params else None)
        if name:
            filters = _filters(metric.filter) + (_filters(measure.filter) if measure else [])
            found[metric.name] = MeasureInput(name=name, filter=filters)
    return found


def _conversion(params: Any, simple: dict[str, MeasureInput], what: str) -> ConversionParams:
    """A conversion metric's events (by measure, or by simple metric), entity, window and constant properties."""

    def events(measure: Any, metric: Any, role: str) -> MeasureInput:
        if measure is not None:
            return MeasureInput(
                name=measure.name, filter=_filters(measure.filter), fill_nulls_with=measure.fill_nulls_with
            )
        if metric is not None and metric.name in simple:
            found = simple[metric.name]
            return found.model_copy(update={"filter": found.filter + _filters(metric.filter)})
        raise MetaError(f"{what}: its {role} must be a measure or a simple metric")

    calculation = str(getattr(params.calculation, "value", params.calculation)).lower()
    return ConversionParams(
        base_measure=events(params.base_measure, params.base_metric, "base"),
        conversion_measure=events(params.conversion_measure, params.conversion_metric, "conversion"),
        entity=params.entity,
        calculation="conversions" if calculation == "conversions" else "conversion_rate",
        window=params.window.window_string if params.window else None,
        constant_properties=[(p.base_property, p.conversion_property) for p in params.constant_properties or []],
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


def _metric(
    metric: PydanticMetric, file: str, sources: Sources, simple: dict[str, MeasureInput] | None = None
) -> Metric | None:
    """Our metric, or None (left out, with its reason) for a type we cannot compute yet."""
    what = f"metric '{metric.name}'"
    kind = metric.type.value
    if kind not in SUPPORTED_METRIC_TYPES:
        # its type's word too ("conversion"), so that a question naming it is told why it is left out
        words = f"{metric.label or ''} {kind}"
        sources.leave_out("metric", metric.name, f"{kind} metrics are not supported yet", file, words)
        return None
    params = metric.type_params
    try:
        meta = parse_meta(MetricMeta, _meta(metric))
        conversion = (
            _conversion(params.conversion_type_params, simple or {}, what)
            if kind == "conversion" and params.conversion_type_params is not None
            else None
        )
    except MetaError as exc:
        raise catalog_error(file, what, str(exc)) from exc
    if kind == "conversion" and conversion is None:
        raise catalog_error(file, what, "a conversion metric needs conversion_type_params")
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
        period_agg=str(getattr(cumulative.period_agg, "value", cumulative.period_agg)).lower()
        if cumulative is not None and cumulative.period_agg is not None
        else "first",
        conversion=conversion,
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
            sources.leave_out(
                "metric", metric.name, f"semantic model '{agg_params.semantic_model}' is missing or left out"
            )
            continue
        if model.measure(metric.name) is None:
            model.measures.append(
                Measure(
                    **_agg_fields(
                        metric.name, agg_params.agg, agg_params.agg_params, agg_params.non_additive_dimension
                    ),
                    name=metric.name,
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


def _drop_metrics_on_missing_inputs(
    metrics: dict[str, Metric], sources: Sources, models: list[SemanticModel] | None = None
) -> None:
    """A metric built on a metric or measure that was left out is left out too, naming it."""
    measures = {m.name for model in models for m in model.measures} if models is not None else None
    changed = True
    while changed:
        changed = False
        for name, metric in list(metrics.items()):
            inputs = [i.name for i in (metric.numerator, metric.denominator, *metric.metrics) if i is not None]
            missing = [f"metric '{i}'" for i in inputs if i not in metrics]
            own = [metric.measure] if metric.measure is not None else []
            if metric.conversion is not None:
                own = [metric.conversion.base_measure, metric.conversion.conversion_measure]
            if measures is not None:
                missing += [f"measure '{m.name}'" for m in own if m.name not in measures]
            if missing:
                sources.leave_out("metric", name, f"uses {missing[0]}, which is left out", metric.source, metric.label)
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
