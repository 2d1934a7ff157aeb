"""dbt's own checks of a semantic manifest (dbt-semantic-interfaces' validator). An element dbt finds invalid
is left out with dbt's message, and the rest is checked again (an element that depends on a left-out one is
left out too, naming it), until what is left is valid."""

from __future__ import annotations

import copy
import re
from functools import cache
from typing import Any

from dbt_semantic_interfaces.implementations.semantic_manifest import PydanticSemanticManifest
from dbt_semantic_interfaces.transformations.semantic_manifest_transformer import (
    PydanticSemanticManifestTransformer,
)
from dbt_semantic_interfaces.validations.semantic_manifest_validator import SemanticManifestValidator
from dbt_semantic_interfaces.validations.validator_helpers import (
    MetricContext,
    SemanticModelContext,
    SemanticModelElementContext,
)

from sqlclarify.semantic.readers.sources import Sources

_QUOTED = re.compile(r"[`'](\w[\w-]*)[`']")
_MEASURE_FIRST = re.compile(r"^Measure '(\w+)'")
# each round leaves out at least one element, so this bounds only a manifest dbt keeps complaining about
_MAX_ROUNDS = 50


@cache
def _validator() -> SemanticManifestValidator[PydanticSemanticManifest]:
    return SemanticManifestValidator[PydanticSemanticManifest]()


def keep_valid(manifest: PydanticSemanticManifest, sources: Sources) -> None:
    """Leave out (from `manifest`, into `sources.excluded`) every element dbt's validator refuses, and every
    element that names one left out. dbt validates a transformed manifest (proxy metrics, input measures
    filled in), so a copy is transformed each round."""
    for _ in range(_MAX_ROUNDS):
        _leave_out_broken_references(manifest, sources)
        try:
            transformed = PydanticSemanticManifestTransformer.transform(copy.deepcopy(manifest))
        except Exception as exc:  # dsi's transformations assert on some malformed inputs
            if not _leave_out_untransformable(manifest, sources, exc):
                return
            continue
        errors = [
            e
            for e in _validator().validate_semantic_manifest(transformed).errors
            if not _noted(e.message, manifest, sources)
        ]
        if not errors:
            return
        if not any([_leave_out(manifest, error.context, error.message, sources) for error in errors]):
            for error in errors:  # nothing to name: reported, and the manifest is used as it is
                sources.leave_out("other", "catalog", error.message)
            return


_NO_AGG_TIME = re.compile(r"Aggregation time dimension for measure (\w+) is not set")
_NO_METRICS = "No metrics present in the model."


def _noted(message: str, manifest: PydanticSemanticManifest, sources: Sources) -> bool:
    """dbt's complaints that take nothing away from what sqlclarify can answer, kept as notices: a catalog of
    semantic models without metrics (Ossie allows it), a measure whose semantic model has no time dimension
    at all (it is simply not asked by period; dbt wants one on every measure)."""
    if message.strip() == _NO_METRICS and not manifest.metrics and manifest.semantic_models:
        sources.notice(sources.origin, "no metrics: the semantic models are read, there is nothing to ask of them yet")
        return True
    measure = _NO_AGG_TIME.search(message)
    if measure is None:
        return False
    model = next((m for m in manifest.semantic_models if any(x.name == measure[1] for x in m.measures)), None)
    if model is None:
        return False
    times = [d.name for d in model.dimensions if d.type.value == "time"]
    if not times:
        sources.notice(
            sources.model(model.name),
            f"semantic model '{model.name}' has no time dimension: its measures are not asked by period "
            "(dbt would want an agg_time_dimension on each)",
        )
        return True
    # time dimensions, but none named for these measures (nor a default): which one dates them is not guessed
    undated = [x.name for x in model.measures if not x.agg_time_dimension]
    sources.notice(
        sources.model(model.name),
        f"semantic model '{model.name}' names no default agg_time_dimension, nor do its measures "
        f"{', '.join(undated)}: they are not asked by period (set `defaults: agg_time_dimension:` to one of "
        f"{', '.join(times)})",
    )
    return True


def _leave_out_untransformable(manifest: PydanticSemanticManifest, sources: Sources, exc: Exception) -> bool:
    """The metric dsi's transformations fail on (found by transforming each alone), left out."""
    for metric in list(manifest.metrics):
        alone = PydanticSemanticManifest(
            semantic_models=manifest.semantic_models,
            metrics=[metric],
            project_configuration=manifest.project_configuration,
        )
        try:
            PydanticSemanticManifestTransformer.transform(copy.deepcopy(alone))
        except Exception as alone_exc:
            manifest.metrics.remove(metric)
            sources.leave_out("metric", metric.name, f"dbt cannot read it: {alone_exc or type(alone_exc).__name__}")
            return True
    sources.leave_out("other", "catalog", f"dbt cannot read it: {exc or type(exc).__name__}")
    return False


def _leave_out_broken_references(manifest: PydanticSemanticManifest, sources: Sources) -> None:
    """Every measure, semantic model and input metric a metric names must exist; a metric naming one that
    does not (or was left out) is left out, and so on (dsi's transformations fail on these with no element
    named)."""
    changed = True
    while changed:
        changed = False
        measures = {m.name for model in manifest.semantic_models for m in model.measures}
        models = {model.name for model in manifest.semantic_models}
        metrics = {m.name for m in manifest.metrics} | {
            m.name for model in manifest.semantic_models for m in model.measures if m.create_metric
        }
        for metric in list(manifest.metrics):
            problem = _missing_reference(metric, measures, models, metrics, sources)
            if problem:
                manifest.metrics.remove(metric)
                sources.leave_out("metric", metric.name, problem, label=metric.label)
                changed = True
        kept = {m.name for m in manifest.metrics} | {
            m.name for model in manifest.semantic_models for m in model.measures if m.create_metric
        }
        for query in list(manifest.saved_queries):
            missing = [m for m in query.query_params.metrics if m not in kept]
            if missing:
                manifest.saved_queries.remove(query)
                sources.leave_out("saved_query", query.name, _gone("metric", missing[0], sources), label=query.label)


def _missing_reference(metric: Any, measures: set[str], models: set[str], metrics: set[str], sources: Sources) -> str:
    params = metric.type_params
    conversion = params.conversion_type_params
    cumulative = params.cumulative_type_params
    named_measures = [params.measure]
    named_metrics = [params.numerator, params.denominator, *(params.metrics or [])]
    if conversion is not None:
        named_measures += [conversion.base_measure, conversion.conversion_measure]
        named_metrics += [conversion.base_metric, conversion.conversion_metric]
    if cumulative is not None:
        named_metrics.append(cumulative.metric)
    for measure in named_measures:
        if measure is not None and measure.name not in measures:
            return _gone("measure", measure.name, sources)
    for item in named_metrics:
        if item is not None and item.name not in metrics:
            return _gone("metric", item.name, sources)
    aggregation = params.metric_aggregation_params
    if aggregation is not None and aggregation.semantic_model not in models:
        return _gone("semantic_model", aggregation.semantic_model, sources)
    return ""


def _gone(kind: str, name: str, sources: Sources) -> str:
    """Why an element a metric names is not there: left out (and why), or never defined."""
    words = "input metric" if kind == "metric" else kind.replace("_", " ")
    excluded = next((e for e in sources.excluded if e.name == name and e.kind == kind), None)
    if excluded is None and kind == "measure":
        excluded = next((e for e in sources.excluded if e.name == name), None)
    if excluded is not None:
        return f"uses {words} '{name}', which is left out ({excluded.reason})"
    return f"{words} '{name}' does not exist"


def _leave_out(manifest: PydanticSemanticManifest, context: Any, message: str, sources: Sources) -> bool:
    """Leave out the element a dsi issue is about; False when it names none that is still there."""
    measure = _MEASURE_FIRST.match(message)
    if measure is not None:  # dsi gives some measure issues a metric's context (or none): the measure goes
        owner = next((m for m in manifest.semantic_models if any(x.name == measure[1] for x in m.measures)), None)
        if owner is not None:
            return _drop_element(manifest, owner.name, measure[1], "measure", message, sources)
    if isinstance(context, MetricContext):
        return _drop_metric(manifest, context.metric.metric_name, message, sources)
    if isinstance(context, SemanticModelContext):
        return _drop_model(manifest, context.semantic_model.semantic_model_name, message, sources)
    if isinstance(context, SemanticModelElementContext):
        reference = context.semantic_model_element
        return _drop_element(
            manifest,
            reference.semantic_model_name,
            reference.element_name,
            context.element_type.value,
            message,
            sources,
        )
    for quoted in _QUOTED.findall(message):
        if _drop_metric(manifest, quoted, message, sources) or _drop_model(manifest, quoted, message, sources):
            return True
    return False


def _drop_metric(manifest: PydanticSemanticManifest, name: str, message: str, sources: Sources) -> bool:
    metric = next((m for m in manifest.metrics if m.name == name), None)
    if metric is None:
        return False
    manifest.metrics.remove(metric)
    sources.leave_out("metric", name, message, label=metric.label)
    return True


def _drop_model(manifest: PydanticSemanticManifest, name: str, message: str, sources: Sources) -> bool:
    model = next((m for m in manifest.semantic_models if m.name == name), None)
    if model is None:
        return False
    manifest.semantic_models.remove(model)
    sources.leave_out("semantic_model", name, message, label=model.label)
    for measure in model.measures:  # so that a metric on one says why it is gone
        sources.leave_out("measure", measure.name, f"its semantic model '{name}' is left out", sources.model(name))
    return True


def _drop_element(
    manifest: PydanticSemanticManifest, model_name: str, element: str, kind: str, message: str, sources: Sources
) -> bool:
    model = next((m for m in manifest.semantic_models if m.name == model_name), None)
    if model is None:
        return False
    lists = {"measure": model.measures, "dimension": model.dimensions, "entity": model.entities}
    items = lists.get(kind)
    found = next((e for e in items if e.name == element), None) if items is not None else None
    if found is None:  # an element kind we cannot take out alone: the model goes
        return _drop_model(manifest, model_name, message, sources)
    items.remove(found)
    name = element if kind == "measure" else f"{model_name}.{element}"
    sources.leave_out(kind, name, message, sources.model(model_name), getattr(found, "label", None))
    return True
