"""dbt's own checks of a semantic manifest (dbt-semantic-interfaces' validator), reported as one line."""

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

from sqlclarify.semantic.readers.sources import Sources, catalog_error

_QUOTED = re.compile(r"[`'](\w[\w-]*)[`']")


@cache
def _validator() -> SemanticManifestValidator[PydanticSemanticManifest]:
    return SemanticManifestValidator[PydanticSemanticManifest]()


def check_with_dbt(manifest: PydanticSemanticManifest, sources: Sources) -> None:
    """CatalogError with dbt's first blocking issue, naming its file and element, and how many more there are.

    dbt validates a transformed manifest (proxy metrics, input measures filled in), so a copy is transformed.
    """
    _check_references(manifest, sources)
    try:
        transformed = PydanticSemanticManifestTransformer.transform(copy.deepcopy(manifest))
    except Exception as exc:  # dsi's transformations assert on some malformed inputs
        raise catalog_error(sources.origin, None, f"not a valid dbt semantic layer: {exc}") from exc
    errors = _validator().validate_semantic_manifest(transformed).errors
    if not errors:
        return
    first = errors[0]
    file, what = _where(first.context, sources, first.message)
    more = f" (and {len(errors) - 1} more problems)" if len(errors) > 1 else ""
    raise catalog_error(file, what, first.message + more)


def _check_references(manifest: PydanticSemanticManifest, sources: Sources) -> None:
    """Every measure and input metric a metric names exists (dsi's transformations fail on these with no
    element named)."""
    measures = {m.name for model in manifest.semantic_models for m in model.measures}
    measures |= {m.name for m in manifest.metrics if m.type_params.metric_aggregation_params is not None}
    metrics = {m.name for m in manifest.metrics} | {
        m.name for model in manifest.semantic_models for m in model.measures if m.create_metric
    }
    for metric in manifest.metrics:
        params = metric.type_params
        for measure in (params.measure,):
            if measure is not None and measure.name not in measures:
                raise catalog_error(
                    sources.metric(metric.name), f"metric '{metric.name}'", f"measure '{measure.name}' does not exist"
                )
        for item in (params.numerator, params.denominator, *(params.metrics or [])):
            if item is not None and item.name not in metrics:
                raise catalog_error(
                    sources.metric(metric.name), f"metric '{metric.name}'", f"input metric '{item.name}' does not exist"
                )


def _where(context: Any, sources: Sources, message: str = "") -> tuple[str, str | None]:
    """The file and the element a dsi issue is about (some issues name it only in their message)."""
    if isinstance(context, MetricContext):
        name = context.metric.metric_name
        return sources.metric(name), f"metric '{name}'"
    if isinstance(context, SemanticModelContext):
        name = context.semantic_model.semantic_model_name
        return sources.model(name), f"semantic model '{name}'"
    if isinstance(context, SemanticModelElementContext):
        name = context.semantic_model_element.semantic_model_name
        return sources.model(name), f"semantic model '{name}'"
    for quoted in _QUOTED.findall(message):
        if quoted in sources.metrics:
            return sources.metric(quoted), f"metric '{quoted}'"
        if quoted in sources.models:
            return sources.model(quoted), f"semantic model '{quoted}'"
    return sources.origin, None
