"""A JSON catalog → our `SemanticLayer`: a dbt `semantic_manifest.json` (dbt writes it to `target/` on parse),
or an Apache Ossie document (see `ossie`).

Each semantic model, metric and saved query of a manifest is parsed alone, so one that dbt's classes refuse
is left out with one line and the rest loads.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from dbt_semantic_interfaces.implementations.metric import PydanticMetric
from dbt_semantic_interfaces.implementations.project_configuration import PydanticProjectConfiguration
from dbt_semantic_interfaces.implementations.saved_query import PydanticSavedQuery
from dbt_semantic_interfaces.implementations.semantic_manifest import PydanticSemanticManifest
from dbt_semantic_interfaces.implementations.semantic_model import PydanticSemanticModel

from sqlclarify.errors import CatalogError
from sqlclarify.semantic.model import SemanticLayer
from sqlclarify.semantic.readers.files import is_ossie_document
from sqlclarify.semantic.readers.finish import finish_layer
from sqlclarify.semantic.readers.project_items import first_problem
from sqlclarify.semantic.readers.sources import Sources
from sqlclarify.semantic.readers.unknown_keys import name_unknown_keys


def read_manifest(path: Path) -> SemanticLayer:
    """The semantic layer of a semantic manifest (or Ossie JSON) file; CatalogError (one line) when the file
    is not one at all."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        raise CatalogError(f"{path}: cannot be read: {getattr(exc, 'strerror', None) or exc}") from exc
    except json.JSONDecodeError as exc:
        raise CatalogError(f"{path}: not valid JSON (line {exc.lineno}): {exc.msg}") from exc
    if is_ossie_document(data):
        from sqlclarify.semantic.readers.dbt_yaml import read_dbt_document

        return read_dbt_document(data, path)
    if not isinstance(data, dict) or "semantic_models" not in data:
        raise CatalogError(f"{path}: not a dbt semantic manifest (no semantic_models) nor an Ossie document")
    sources = Sources(origin=str(path))
    manifest = PydanticSemanticManifest(
        semantic_models=_each(data.get("semantic_models"), PydanticSemanticModel, "semantic_model", sources),
        metrics=_each(data.get("metrics"), PydanticMetric, "metric", sources),
        project_configuration=_configuration(data.get("project_configuration"), sources),
    )
    manifest.saved_queries = _each(data.get("saved_queries"), PydanticSavedQuery, "saved_query", sources)
    return finish_layer(manifest, sources)


def _each(items: Any, kind: Any, what: str, sources: Sources) -> list[Any]:
    if items is None:
        return []
    if not isinstance(items, list):
        sources.leave_out("other", f"{what}s", "must be a list")
        return []
    parsed = []
    seen: set[str] = set()
    for index, item in enumerate(items):
        name = item.get("name") if isinstance(item, dict) else None
        if not isinstance(name, str):
            sources.leave_out("other", f"{what} {index + 1}", "must be an object with a name")
            continue
        if name in seen:
            sources.leave_out(what, name, "defined twice", label=item.get("label"))
            continue
        try:
            parsed.append(kind.parse_obj(item))
        except Exception as exc:  # pydantic's complaint about this one element
            sources.leave_out(what, name, first_problem(exc), label=item.get("label"))
            continue
        name_unknown_keys(sources, item, kind, what, name, sources.origin)
        seen.add(name)
    return parsed


def _configuration(data: Any, sources: Sources) -> PydanticProjectConfiguration:
    try:
        return PydanticProjectConfiguration.parse_obj(data or {})
    except Exception as exc:  # time spines dbt's classes refuse: the metrics still load without them
        sources.leave_out("time_spine", "project_configuration", first_problem(exc))
        return PydanticProjectConfiguration()
