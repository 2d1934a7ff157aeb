"""A dbt `semantic_manifest.json` (dbt writes it to `target/` on parse) → our `SemanticLayer`."""

from __future__ import annotations

import json
from pathlib import Path

from dbt_semantic_interfaces.implementations.semantic_manifest import PydanticSemanticManifest

from sqlclarify.errors import CatalogError
from sqlclarify.semantic.model import SemanticLayer
from sqlclarify.semantic.readers.convert import to_semantic_layer
from sqlclarify.semantic.readers.dsi_checks import check_with_dbt
from sqlclarify.semantic.readers.sources import Sources, catalog_error


def read_manifest(path: Path) -> SemanticLayer:
    """The semantic layer of a semantic manifest file; CatalogError (one line) when it is unusable."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        raise CatalogError(f"{path}: cannot be read: {getattr(exc, 'strerror', None) or exc}") from exc
    except json.JSONDecodeError as exc:
        raise CatalogError(f"{path}: not valid JSON (line {exc.lineno}): {exc.msg}") from exc
    if not isinstance(data, dict) or "semantic_models" not in data:
        raise CatalogError(f"{path}: not a dbt semantic manifest (no semantic_models)")
    data.setdefault("metrics", [])
    data.setdefault("project_configuration", {})
    try:
        manifest = PydanticSemanticManifest.parse_obj(data)
    except Exception as exc:
        errors = getattr(exc, "errors", None)
        first = errors()[0] if callable(errors) and errors() else None
        message = f"{' → '.join(str(p) for p in first['loc'])}: {first['msg']}" if first else str(exc)
        raise catalog_error(str(path), None, f"not a valid dbt semantic manifest: {message}") from exc
    sources = Sources(origin=str(path))
    check_with_dbt(manifest, sources)
    return to_semantic_layer(manifest, sources)
