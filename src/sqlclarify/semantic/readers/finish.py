"""The last steps every reader shares: dbt's validation (leaving out what it refuses), our typed layer, the
saved queries that still fit it."""

from __future__ import annotations

from dbt_semantic_interfaces.implementations.semantic_manifest import PydanticSemanticManifest

from sqlclarify.errors import CatalogError
from sqlclarify.semantic.model import SemanticLayer
from sqlclarify.semantic.readers.convert import to_semantic_layer
from sqlclarify.semantic.readers.dsi_checks import keep_valid
from sqlclarify.semantic.readers.project_items import to_saved_query
from sqlclarify.semantic.readers.sources import Sources


def finish_layer(manifest: PydanticSemanticManifest, sources: Sources) -> SemanticLayer:
    """Our layer for a manifest as read, every element left out listed in its `excluded`. CatalogError only
    when the catalog holds nothing at all (no semantic model, no metric, nothing left out)."""
    if not manifest.semantic_models and not manifest.metrics and not sources.excluded:
        raise CatalogError(f"{sources.origin}: no dbt semantic_models or metrics found")
    keep_valid(manifest, sources)
    layer = to_semantic_layer(manifest, sources)
    for query in manifest.saved_queries:
        missing = [m for m in query.query_params.metrics if m not in layer.metrics]
        if missing:
            sources.leave_out(
                "saved_query", query.name, f"uses metric '{missing[0]}', which is left out", label=query.label
            )
        else:
            layer.saved_queries.append(to_saved_query(query, sources.saved_queries.get(query.name, sources.origin)))
    layer.ai_context = list(sources.ai_context)
    layer.excluded = sources.excluded
    layer.notices = sources.all_notices()
    return layer
