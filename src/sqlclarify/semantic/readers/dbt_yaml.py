"""dbt YAML files (one file, or a directory read recursively) with `semantic_models:` and `metrics:` lists →
a dbt semantic manifest, checked by dbt's own validator, → our `SemanticLayer`.

Other top-level keys of a dbt file (`version`, `models`, `sources`, `saved_queries`…) are ignored, and so are
files without either list. What dbt lacks is read from each element's `meta` or `config.meta`.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml
from dbt_semantic_interfaces.implementations.metric import PydanticMetric
from dbt_semantic_interfaces.implementations.project_configuration import PydanticProjectConfiguration
from dbt_semantic_interfaces.implementations.semantic_manifest import PydanticSemanticManifest
from dbt_semantic_interfaces.implementations.semantic_model import PydanticSemanticModel

from sqlclarify.errors import CatalogError
from sqlclarify.semantic.model import SemanticLayer
from sqlclarify.semantic.readers.convert import to_semantic_layer
from sqlclarify.semantic.readers.dsi_checks import check_with_dbt
from sqlclarify.semantic.readers.files import yaml_files
from sqlclarify.semantic.readers.meta import MetaError, element_meta
from sqlclarify.semantic.readers.sources import Sources, catalog_error

_REF = re.compile(r"""^\s*ref\(\s*(?:['"][^'"]*['"]\s*,\s*)?['"]([^'"]+)['"]\s*(?:,[^)]*)?\)\s*$""")


def read_dbt_yaml(path: Path) -> SemanticLayer:
    """The semantic layer of a dbt YAML file or directory; CatalogError (one line) when it is unusable."""
    manifest, sources = parse_dbt_yaml(path)
    check_with_dbt(manifest, sources)
    layer = to_semantic_layer(manifest, sources)
    add_column_descriptions(layer, column_descriptions(path))
    return layer


def column_descriptions(path: Path) -> dict[str, dict[str, str]]:
    """The descriptions a project gives its models' columns (`models: - name: x columns: - description`), by
    model and column name: what a dimension or measure with no description of its own reads."""
    found: dict[str, dict[str, str]] = {}
    for file in yaml_files(path):
        models = _load(file).get("models")
        for model in models if isinstance(models, list) else []:
            if not isinstance(model, dict) or not isinstance(model.get("name"), str):
                continue
            for column in model.get("columns") or []:
                if isinstance(column, dict) and isinstance(column.get("description"), str) and column.get("name"):
                    found.setdefault(model["name"], {})[str(column["name"]).lower()] = column["description"].strip()
    return found


def add_column_descriptions(layer: SemanticLayer, columns: dict[str, dict[str, str]]) -> None:
    """Fill the empty descriptions of dimensions and measures from their columns' (matched by expression)."""
    for model in layer.semantic_models:
        described = columns.get(model.table, {})
        for element in [*model.dimensions, *model.measures]:
            if not element.description and element.expr.strip().lower() in described:
                element.description = described[element.expr.strip().lower()]


def parse_dbt_yaml(path: Path) -> tuple[PydanticSemanticManifest, Sources]:
    """The dsi manifest of a dbt YAML file or directory (not yet validated), and where each element came from."""
    sources = Sources(origin=str(path))
    models: list[PydanticSemanticModel] = []
    metrics: list[PydanticMetric] = []
    for file in yaml_files(path):
        document = _load(file)
        for raw in _items(document, "semantic_models", file):
            model = _parse(PydanticSemanticModel, _semantic_model_dict(raw, file), file, "semantic model", raw)
            _remember(sources.models, model.name, file, "semantic model")
            models.append(model)
        for raw in _items(document, "metrics", file):
            metric = _parse(PydanticMetric, _metric_dict(raw, file), file, "metric", raw)
            _remember(sources.metrics, metric.name, file, "metric")
            metrics.append(metric)
    if not models and not metrics:
        raise CatalogError(f"{path}: no dbt semantic_models or metrics found")
    manifest = PydanticSemanticManifest(
        semantic_models=models, metrics=metrics, project_configuration=PydanticProjectConfiguration()
    )
    return manifest, sources


# libyaml's parser when installed: it parses a 1,000-metric catalog about 6x faster than the pure-Python one
SAFE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _load(file: Path) -> Any:
    try:
        text = file.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise CatalogError(f"{file}: not UTF-8 text") from exc
    except OSError as exc:
        raise CatalogError(f"{file}: cannot be read: {exc.strerror or exc}") from exc
    try:
        document = yaml.load(text, Loader=SAFE_LOADER)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" (line {mark.line + 1})" if mark is not None else ""
        problem = getattr(exc, "problem", None) or str(exc)
        raise catalog_error(str(file), None, f"not valid YAML{where}: {problem}") from exc
    if document is not None and not isinstance(document, dict):
        raise CatalogError(f"{file}: expected a mapping with semantic_models: and metrics:, not a {_kind(document)}")
    return document or {}


def _kind(value: Any) -> str:
    return {list: "list", str: "text"}.get(type(value), type(value).__name__)


def _items(document: dict[str, Any], key: str, file: Path) -> list[dict[str, Any]]:
    items = document.get(key)
    if items is None:
        return []
    if not isinstance(items, list):
        raise CatalogError(f"{file}: {key} must be a list, not a {_kind(items)}")
    for index, item in enumerate(items):
        if not isinstance(item, dict) or not isinstance(item.get("name"), str):
            raise CatalogError(f"{file}: {key} item {index + 1} must be a mapping with a name")
    return items


def _remember(seen: dict[str, str], name: str, file: Path, kind: str) -> None:
    if name in seen:
        raise CatalogError(f"{file}: {kind} '{name}' is defined twice (also in {seen[name]})")
    seen[name] = str(file)


def _parse(kind: Any, data: dict[str, Any], file: Path, what: str, raw: dict[str, Any]) -> Any:
    """`kind.parse_obj(data)`, with pydantic's first complaint as a one-line CatalogError."""
    try:
        return kind.parse_obj(data)
    except Exception as exc:
        errors = getattr(exc, "errors", None)
        if callable(errors) and errors():
            first = errors()[0]
            where = " → ".join(str(p) for p in first.get("loc", ()) if p != "__root__")
            message = f"{where}: {first.get('msg')}" if where else str(first.get("msg"))
        else:
            message = str(exc)
        raise catalog_error(str(file), f"{what} '{raw['name']}'", message) from exc


def _with_meta(raw: dict[str, Any], file: Path, what: str) -> dict[str, Any]:
    """A copy of an element with its `meta` and `config.meta` merged into `config.meta`, where dsi keeps it."""
    try:
        meta = element_meta(raw)
    except MetaError as exc:
        raise catalog_error(str(file), what, str(exc)) from exc
    element = {k: v for k, v in raw.items() if k != "meta"}
    config = dict(raw["config"]) if isinstance(raw.get("config"), dict) else {}
    config["meta"] = meta
    element["config"] = config
    return element


def _semantic_model_dict(raw: dict[str, Any], file: Path) -> dict[str, Any]:
    what = f"semantic model '{raw['name']}'"
    model = _with_meta(raw, file, what)
    relation = model.pop("model", None)
    if "node_relation" not in model:
        if not isinstance(relation, str) or not relation.strip():
            raise catalog_error(str(file), what, "needs model: ref('table')")
        match = _REF.match(relation)
        table = match.group(1) if match else relation.strip()
        model["node_relation"] = {"alias": table, "schema_name": ""}
    for key in ("entities", "dimensions", "measures"):
        elements = model.get(key) or []
        if not isinstance(elements, list) or not all(isinstance(e, dict) and "name" in e for e in elements):
            raise catalog_error(str(file), what, f"{key} must be a list of mappings with a name")
        model[key] = [_with_meta(e, file, f"{what}, {key[:-1]} '{e['name']}'") for e in elements]
    for dimension in model["dimensions"]:
        if isinstance(dimension.get("type"), str):
            dimension["type"] = dimension["type"].lower()
    for measure in model["measures"]:
        if isinstance(measure.get("agg"), str):
            measure["agg"] = measure["agg"].lower()
    return model


def _metric_dict(raw: dict[str, Any], file: Path) -> dict[str, Any]:
    """dbt's shorthands spelled out for dsi: an input metric given by name alone, a lowercase type."""
    metric = _with_meta(raw, file, f"metric '{raw['name']}'")
    if isinstance(metric.get("type"), str):
        metric["type"] = metric["type"].lower()
    params = metric.get("type_params")
    if isinstance(params, dict):
        params = dict(params)
        for key in ("numerator", "denominator"):
            if isinstance(params.get(key), str):
                params[key] = {"name": params[key]}
        if isinstance(params.get("metrics"), list):
            params["metrics"] = [{"name": m} if isinstance(m, str) else m for m in params["metrics"]]
        metric["type_params"] = params
    return metric
