"""dbt's own checks of a semantic manifest (dbt-semantic-interfaces' validator), reported as one line."""

from __future__ import annotations

import copy
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


@cache
def _validator() -> SemanticManifestValidator[PydanticSemanticManifest]:
    return SemanticManifestValidator[PydanticSemanticManifest]()


def check_with_dbt(manifest: PydanticSemanticManifest, sources: Sources) -> None:
    """CatalogError with dbt's first blocking issue, naming its file and element, and how many more there are.

    dbt validates a transformed manifest (proxy metrics, input measures filled in), so a copy is transformed.
    """
    try:
        transformed = PydanticSemanticManifestTransformer.transform(copy.deepcopy(manifest))
    except Exception as exc:  # dsi's transformations assert on some malformed inputs
        raise catalog_error(sources.origin, None, f"not a valid dbt semantic layer: {exc}") from exc
    errors = _validator().validate_semantic_manifest(transformed).errors
    if not errors:
        return
    first = errors[0]
    file, what = _where(first.context, sources)
    more = f" (and {len(errors) - 1} more problems)" if len(errors) > 1 else ""
    raise catalog_error(file, what, first.message + more)


def _where(context: Any, sources: Sources) -> tuple[str, str | None]:
    """The file and the element a dsi issue is about."""
    if isinstance(context, MetricContext):
        name = context.metric.metric_name
        return sources.metric(name), f"metric '{name}'"
    if isinstance(context, SemanticModelContext):
        name = context.semantic_model.semantic_model_name
        return sources.model(name), f"semantic model '{name}'"
    if isinstance(context, SemanticModelElementContext):
        name = context.semantic_model_element.semantic_model_name
        return sources.model(name), f"semantic model '{name}'"
    return sources.origin, None
