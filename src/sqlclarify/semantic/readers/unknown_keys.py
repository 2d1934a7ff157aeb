"""Keys a reader does not know, found by walking an element's dict beside the class that reads it, so that each
is named once in `catalog check` ("unknown key 'x' in dimension 'orders.status' ignored") and the element is
kept without it. Works with dbt-semantic-interfaces' classes (pydantic v1) and our own (pydantic v2)."""

from __future__ import annotations

import typing
from typing import Any

from pydantic import BaseModel as BaseModelV2
from pydantic.v1 import BaseModel as BaseModelV1

if typing.TYPE_CHECKING:
    from sqlclarify.semantic.readers.sources import Sources

# Keys dbt itself reads on semantic models, metrics and their elements, and dsi's classes do not (dbt keeps
# them out of the semantic manifest): known, so not named.
DBT_OWN_KEYS = frozenset({"tags", "group", "meta", "model", "enabled", "docs"})

# The lists of a semantic model whose items are elements of their own (named `model.element`).
_ELEMENT_LISTS = {"entities": "entity", "dimensions": "dimension", "measures": "measure"}


def unknown_keys(
    data: Any, kind: type, known: frozenset[str] = DBT_OWN_KEYS, element_lists: dict[str, str] | None = None
) -> list[tuple[str, str | None, str]]:
    """(key, element list or None, element name or None) for each key of `data` that `kind` does not read,
    nested keys dotted (`type_params.windw`); keys of an item of an element list (`element_lists`, by default
    a semantic model's entities, dimensions and measures) name that element. A model that allows any key
    (pydantic v2 `extra="allow"`) has none unknown."""
    found: list[tuple[str, str | None, str]] = []
    _walk(data, kind, "", None, None, known, element_lists or _ELEMENT_LISTS, found)
    return found


def name_unknown_keys(
    sources: Sources,
    data: Any,
    kind: type,
    what: str,
    name: str,
    file: str,
    known: frozenset[str] = DBT_OWN_KEYS,
    element_lists: dict[str, str] | None = None,
) -> None:
    """Each key of element `what` `name` that `kind` does not read, named once in `sources` (the element kept)."""
    for key, element_kind, element in unknown_keys(data, kind, known, element_lists):
        if element_kind is not None:
            sources.unknown_key(file, element_kind, f"{name}.{element}", key)
        else:
            sources.unknown_key(file, what.replace("_", " "), name, key)


def _walk(
    data: Any,
    kind: type,
    prefix: str,
    element_kind: str | None,
    element: str | None,
    known: frozenset[str],
    element_lists: dict[str, str],
    found: list[Any],
) -> None:
    if not isinstance(data, dict) or _allows_any_key(kind):
        return
    fields = _fields(kind)
    for key, value in data.items():
        if not isinstance(key, str):
            continue
        if key not in fields:
            if key not in known and not key.startswith("_"):
                found.append((f"{prefix}{key}", element_kind, element))
            continue
        inner = fields[key]
        if inner is None:
            continue
        if isinstance(value, list):
            nested_kind = element_lists.get(key) if not prefix else None
            for item in value:
                if nested_kind is not None and isinstance(item, dict) and isinstance(item.get("name"), str):
                    _walk(item, inner, "", nested_kind, item["name"], known, element_lists, found)
                else:
                    _walk(item, inner, f"{prefix}{key}.", element_kind, element, known, element_lists, found)
        elif isinstance(value, dict):
            _walk(value, inner, f"{prefix}{key}.", element_kind, element, known, element_lists, found)


def _allows_any_key(kind: type) -> bool:
    return isinstance(kind, type) and issubclass(kind, BaseModelV2) and kind.model_config.get("extra") == "allow"


def _fields(kind: type) -> dict[str, type | None]:
    """Each key `kind` reads (names and aliases) → the model class its value is read with, None when it is
    not one model (a scalar, a dict of anything, a union of several models)."""
    fields: dict[str, type | None] = {}
    if isinstance(kind, type) and issubclass(kind, BaseModelV1):
        for name, model_field in kind.__fields__.items():
            inner = _model_in(model_field.outer_type_)
            fields[name] = inner
            fields[model_field.alias] = inner
    elif isinstance(kind, type) and issubclass(kind, BaseModelV2):
        for name, info in kind.model_fields.items():
            inner = _model_in(info.annotation)
            fields[name] = inner
            if info.alias:
                fields[info.alias] = inner
    return fields


def _model_in(annotation: Any) -> type | None:
    """The one model class an annotation reads a mapping (or a list of them) with; None if none or several."""
    if isinstance(annotation, type):
        return annotation if issubclass(annotation, BaseModelV1 | BaseModelV2) else None
    models = {m for m in (_model_in(arg) for arg in typing.get_args(annotation)) if m is not None}
    return models.pop() if len(models) == 1 else None
