"""dbt YAML (one file, a directory read recursively, or a dbt project) → a dbt semantic manifest, checked by
dbt's own validator, → our `SemanticLayer`.

Read: the legacy spec (`semantic_models:`, `metrics:` with `type_params`), the latest spec (`models:` with a
`semantic_model:` block, metrics without `type_params`; see `latest_spec`), both mixed in one project; time
spines (`models:` with `time_spine:`, or a MetricFlow `project_configuration:`); `saved_queries:`; and Apache
Ossie documents written as YAML (see `ossie`). What dbt lacks is read from each element's `meta`.

Nothing is refused whole for one element: a file that is not YAML, an element dbt would refuse, or one that
names a missing element is left out with one line (`SemanticLayer.excluded`) and the rest loads.
"""

from __future__ import annotations

import json
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
from sqlclarify.semantic.readers import latest_spec, project_items
from sqlclarify.semantic.readers.files import (
    DBT_PROJECT_FILE,
    is_ossie_document,
    project_of,
    project_sql_dialect,
    yaml_files,
)
from sqlclarify.semantic.readers.finish import finish_layer
from sqlclarify.semantic.readers.meta import MetaError, element_meta
from sqlclarify.semantic.readers.project_items import ItemError, first_problem
from sqlclarify.semantic.readers.sources import Sources
from sqlclarify.semantic.readers.unknown_keys import name_unknown_keys
from sqlclarify.semantic.sqlbuild import DIALECTS

_REF = re.compile(r"""^\s*ref\(\s*(?:['"][^'"]*['"]\s*,\s*)?['"]([^'"]+)['"]\s*(?:,[^)]*)?\)\s*$""")

# libyaml's parser when installed: it parses a 1,000-metric catalog about 6x faster than the pure-Python one
SAFE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class ElementError(ValueError):
    """One element cannot be read; the message is one line."""


def read_dbt_yaml(path: Path) -> SemanticLayer:
    """The semantic layer of a dbt YAML file, directory or project; CatalogError (one line) only when nothing
    usable is left."""
    manifest, sources = parse_dbt_yaml(path)
    layer = finish_layer(manifest, sources)
    add_column_descriptions(layer, column_descriptions(path))
    project = project_of(path)
    dialect = project_sql_dialect(project) if project else None
    if dialect is not None and dialect not in DIALECTS:
        raise CatalogError(
            f"{project}: vars.sqlclarify.sql_dialect {dialect!r} is not a dialect sqlclarify compiles "
            f"({', '.join(DIALECTS)})"
        )
    layer.sql_dialect = dialect
    return layer


def column_descriptions(path: Path) -> dict[str, dict[str, str]]:
    """The descriptions a project gives its models' columns (`models: - name: x columns: - description`), by
    model and column name: what a dimension or measure with no description of its own reads."""
    found: dict[str, dict[str, str]] = {}
    scratch = Sources(origin=str(path))  # an unreadable file is reported by the reading itself, not twice
    for file in yaml_files(path):
        document = _load(file, scratch) if file.name != DBT_PROJECT_FILE else None
        models = document.get("models") if isinstance(document, dict) else None
        for model in models if isinstance(models, list) else []:
            if not isinstance(model, dict) or not isinstance(model.get("name"), str):
                continue
            for column in model.get("columns") or []:
                if isinstance(column, dict) and isinstance(column.get("description"), str) and column.get("name"):
                    found.setdefault(model["name"], {})[str(column["name"]).lower()] = column["description"].strip()
    return found


def add_column_descriptions(layer: SemanticLayer, columns: dict[str, dict[str, str]]) -> None:
    """Fill the empty descriptions of dimensions and measures (legacy spec) from their columns', matched by
    expression; the latest spec reads a column's description already."""
    for model in layer.semantic_models:
        described = columns.get(model.table, {})
        for element in [*model.dimensions, *model.measures]:
            if not element.description and element.expr.strip().lower() in described:
                element.description = described[element.expr.strip().lower()]


def read_dbt_document(document: dict[str, Any], file: Path) -> SemanticLayer:
    """The semantic layer of one document already loaded (an Ossie JSON file)."""
    return finish_layer(*_manifest([(file, document)], Sources(origin=str(file))))


def parse_dbt_yaml(path: Path) -> tuple[PydanticSemanticManifest, Sources]:
    """The dsi manifest of a dbt YAML file or directory (not yet validated), where each element came from,
    and the elements left out while reading."""
    sources = Sources(origin=str(path))
    files = [file for file in yaml_files(path) if file.name != DBT_PROJECT_FILE]  # that one: model paths only
    return _manifest(((file, _load(file, sources)) for file in files), sources)


def _manifest(documents: Any, sources: Sources) -> tuple[PydanticSemanticManifest, Sources]:
    collected = _Collected()
    for file, document in documents:
        if document:
            _read_document(document, file, collected, sources)
    for name, reason in latest_spec.resolve_metric_inputs([m for m, _ in collected.metrics]):
        collected.drop_metric(name, reason, sources)
    manifest = PydanticSemanticManifest(
        semantic_models=_parse_all(collected.models, PydanticSemanticModel, "semantic_model", sources.models, sources),
        metrics=_parse_all(collected.metrics, PydanticMetric, "metric", sources.metrics, sources),
        project_configuration=collected.project_configuration(sources),
    )
    manifest.saved_queries = collected.saved_queries
    return manifest, sources


class _Collected:
    """Elements read so far, as dicts for dsi, each with its file."""

    def __init__(self) -> None:
        self.models: list[tuple[dict[str, Any], Path]] = []
        self.metrics: list[tuple[dict[str, Any], Path]] = []
        self.saved_queries: list[Any] = []
        self.time_spines: list[Any] = []
        self.legacy_spines: list[Any] = []
        self.configurations: list[PydanticProjectConfiguration] = []

    def drop_metric(self, name: str, reason: str, sources: Sources) -> None:
        for item in list(self.metrics):
            if item[0]["name"] == name:
                self.metrics.remove(item)
                sources.leave_out("metric", name, reason, str(item[1]), item[0].get("label"))

    def project_configuration(self, sources: Sources) -> PydanticProjectConfiguration:
        spines = list(self.time_spines)
        legacy = list(self.legacy_spines)
        for configuration in self.configurations:
            spines += configuration.time_spines
            legacy += configuration.time_spine_table_configurations
        return PydanticProjectConfiguration(time_spines=spines, time_spine_table_configurations=legacy)


def _read_document(document: dict[str, Any], file: Path, collected: _Collected, sources: Sources) -> None:
    if is_ossie_document(document):
        from sqlclarify.semantic.readers.ossie import ossie_to_legacy

        read = ossie_to_legacy(document, str(file), sources)
        document = {"semantic_models": read.semantic_models, "metrics": read.metrics}
        sources.ai_context.extend(read.ai_context)
    where = str(file)
    for raw in _items(document, "semantic_models", file, sources):
        _element(
            sources,
            "semantic_model",
            raw,
            where,
            lambda r=raw: collected.models.append((_semantic_model_dict(r), file)),
        )
    for raw in _items(document, "models", file, sources):
        _read_dbt_model(raw, file, collected, sources)
    for raw in _items(document, "metrics", file, sources):
        _element(
            sources, "metric", raw, where, lambda r=raw: collected.metrics.append((_metric_dict(_any_metric(r)), file))
        )
    for raw in _items(document, "saved_queries", file, sources):
        _element(sources, "saved_query", raw, where, lambda r=raw: _add_saved_query(r, file, collected, sources))
    if "project_configuration" in document:
        try:
            collected.configurations.append(project_items.project_configuration(document["project_configuration"]))
        except ItemError as exc:
            sources.leave_out("time_spine", "project_configuration", str(exc), where)


def _element(sources: Sources, kind: str, raw: dict[str, Any], file: str, read: Any) -> None:
    """`read()`, leaving the element out with its reason when it cannot be read."""
    try:
        read()
    except (ElementError, MetaError, ItemError, latest_spec.LatestSpecError) as exc:
        sources.leave_out(kind, raw["name"], str(exc), file, raw.get("label"))


def _read_dbt_model(raw: dict[str, Any], file: Path, collected: _Collected, sources: Sources) -> None:
    """A `models:` entry: its semantic model and metrics (latest spec), and its time spine."""
    where = str(file)
    if raw.get("time_spine") is not None:
        try:
            collected.time_spines.append(project_items.time_spine(raw))
        except ItemError as exc:
            sources.leave_out("time_spine", raw["name"], str(exc), where)
    elif raw["name"] == project_items.LEGACY_TIME_SPINE_MODEL:
        collected.legacy_spines.append(project_items.legacy_time_spine(raw))
    if not latest_spec.has_semantic_model(raw):
        return
    try:
        read = latest_spec.read_model(raw)
    except latest_spec.LatestSpecError as exc:
        sources.leave_out("semantic_model", raw["name"], str(exc), where)
        return
    for kind, name, reason in read.problems:
        sources.leave_out(kind, name, reason, where)
    for kind, name, key in read.unknown:
        sources.unknown_key(where, kind.replace("_", " "), name, key)
    _element(
        sources,
        "semantic_model",
        read.semantic_model,
        where,
        lambda: collected.models.append((_semantic_model_dict(read.semantic_model), file)),
    )
    for metric in read.metrics:
        _element(sources, "metric", metric, where, lambda m=metric: collected.metrics.append((_metric_dict(m), file)))


def _any_metric(raw: dict[str, Any]) -> dict[str, Any]:
    """A top-level metric in either spec, as a legacy dict."""
    if not latest_spec.is_latest_metric(raw):
        return raw
    _, metric = latest_spec.read_metric(raw)
    metric["_unknown_keys"] = latest_spec.unknown_metric_keys(raw)  # named when parsed (keys with _ are ours)
    return metric


def _add_saved_query(raw: dict[str, Any], file: Path, collected: _Collected, sources: Sources) -> None:
    if raw["name"] in sources.saved_queries:
        raise ElementError(f"defined twice (also in {sources.saved_queries[raw['name']]})")
    collected.saved_queries.append(project_items.saved_query(raw))
    sources.saved_queries[raw["name"]] = str(file)
    for key in project_items.unknown_saved_query_keys(raw):
        sources.unknown_key(str(file), "saved query", raw["name"], key)


def _parse_all(
    items: list[tuple[dict[str, Any], Path]], kind: Any, what: str, seen: dict[str, str], sources: Sources
) -> list[Any]:
    """Each dict parsed by dsi; one that dsi refuses, or a second element of the same name, is left out."""
    parsed = []
    for data, file in items:
        name = data["name"]
        if name in seen:
            sources.leave_out(what, name, f"defined twice (also in {seen[name]})", str(file), data.get("label"))
            continue
        try:
            parsed.append(kind.parse_obj(data))
        except Exception as exc:  # pydantic's complaint about this one element
            sources.leave_out(what, name, first_problem(exc), str(file), data.get("label"))
            continue
        name_unknown_keys(sources, data, kind, what, name, str(file))
        for key in data.get("_unknown_keys") or []:
            sources.unknown_key(str(file), what, name, key)
        seen[name] = str(file)
    return parsed


def _load(file: Path, sources: Sources) -> dict[str, Any] | None:
    """The file's YAML mapping; None (the file left out, one line) when it cannot be read as one."""
    if file.suffix.lower() == ".json":
        return _load_json(file, sources)
    try:
        text = file.read_text(encoding="utf-8")
        document = yaml.load(text, Loader=SAFE_LOADER)
    except UnicodeDecodeError:
        return _unreadable(file, sources, "not UTF-8 text")
    except OSError as exc:
        return _unreadable(file, sources, f"cannot be read: {exc.strerror or exc}")
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" (line {mark.line + 1})" if mark is not None else ""
        problem = getattr(exc, "problem", None) or str(exc)
        return _unreadable(file, sources, f"not valid YAML{where}: {problem}")
    if document is not None and not isinstance(document, dict):
        return _unreadable(
            file, sources, f"expected a mapping with semantic_models:, models: or metrics:, not a {_kind(document)}"
        )
    return document or {}


def _load_json(file: Path, sources: Sources) -> dict[str, Any] | None:
    """A JSON file in a catalog folder: an Ossie document, or nothing of ours (package.json…, skipped)."""
    try:
        document = json.loads(file.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError):
        return None
    except json.JSONDecodeError as exc:
        return _unreadable(file, sources, f"not valid JSON (line {exc.lineno}): {exc.msg}")
    return document if isinstance(document, dict) and is_ossie_document(document) else None


def _unreadable(file: Path, sources: Sources, reason: str) -> None:
    sources.leave_out("other", file.name, reason, str(file))
    return None


def _kind(value: Any) -> str:
    return {list: "list", str: "text"}.get(type(value), type(value).__name__)


def _items(document: dict[str, Any], key: str, file: Path, sources: Sources) -> list[dict[str, Any]]:
    """The named mappings listed under `key`; anything else there is left out with one line."""
    items = document.get(key)
    if items is None:
        return []
    if not isinstance(items, list):
        sources.leave_out("other", key, f"must be a list, not a {_kind(items)}", str(file))
        return []
    kept = []
    for index, item in enumerate(items):
        if isinstance(item, dict) and isinstance(item.get("name"), str):
            if not latest_spec.is_disabled(item):
                kept.append(item)
        else:
            sources.leave_out("other", f"{key} item {index + 1}", "must be a mapping with a name", str(file))
    return kept


def _with_meta(raw: dict[str, Any]) -> dict[str, Any]:
    """A copy of an element with its `meta` and `config.meta` merged into `config.meta`, where dsi keeps it."""
    meta = element_meta(raw)
    element = {k: v for k, v in raw.items() if k != "meta"}
    config = dict(raw["config"]) if isinstance(raw.get("config"), dict) else {}
    config["meta"] = meta
    element["config"] = config
    return element


def _semantic_model_dict(raw: dict[str, Any]) -> dict[str, Any]:
    model = _with_meta(raw)
    relation = model.pop("model", None)
    if "node_relation" not in model:
        if not isinstance(relation, str) or not relation.strip():
            raise ElementError("needs model: ref('table')")
        match = _REF.match(relation)
        table = match.group(1) if match else relation.strip()
        model["node_relation"] = {"alias": table, "schema_name": ""}
    for key in ("entities", "dimensions", "measures"):
        elements = model.get(key) or []
        if not isinstance(elements, list) or not all(isinstance(e, dict) and "name" in e for e in elements):
            raise ElementError(f"{key} must be a list of mappings with a name")
        model[key] = [_element_with_meta(e, key) for e in elements]
    for dimension in model["dimensions"]:
        if isinstance(dimension.get("type"), str):
            dimension["type"] = dimension["type"].lower()
    for measure in model["measures"]:
        if isinstance(measure.get("agg"), str):
            measure["agg"] = measure["agg"].lower()
    return model


def _element_with_meta(element: dict[str, Any], key: str) -> dict[str, Any]:
    try:
        return _with_meta(element)
    except MetaError as exc:
        raise ElementError(f"{key[:-1]} '{element['name']}': {exc}") from exc


def _metric_dict(raw: dict[str, Any]) -> dict[str, Any]:
    """dbt's shorthands spelled out for dsi: an input metric given by name alone, a lowercase type."""
    metric = _with_meta(raw)
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
