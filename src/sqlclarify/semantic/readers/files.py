"""Which files make a catalog (no semantic parsing, so nothing heavy is imported to list them)."""

from __future__ import annotations

import os
from pathlib import Path

YAML_SUFFIXES = (".yml", ".yaml")
# JSON files in a catalog folder are read when they are Apache Ossie documents, and skipped otherwise
CATALOG_SUFFIXES = (*YAML_SUFFIXES, ".json")
DBT_PROJECT_FILE = "dbt_project.yml"
# Folders of a dbt project that hold no semantic layer of its own (build output, installed packages).
DBT_SKIPPED_DIRS = {"target", "dbt_packages", "dbt_modules", "logs", "node_modules"}


def is_ossie_document(document: object) -> bool:
    """An Apache Ossie document: a top-level `semantic_model:` list, or 0.2's ontology form (`ontology:` or
    `ontology_mappings:` lists); dbt YAML has neither."""
    return isinstance(document, dict) and any(
        isinstance(document.get(key), list) for key in ("semantic_model", "ontology", "ontology_mappings")
    )


def yaml_files(path: Path) -> list[Path]:
    """The files of a catalog: `path` itself, or every .yml/.yaml (and .json) under it (hidden and build folders
    skipped), sorted so that reading is deterministic. In a dbt project (a folder with dbt_project.yml)
    only its model paths are read (`model-paths`, default `models/`), and dbt_project.yml itself is listed
    so that a change of its model paths is seen."""
    if path.is_file():
        return [path]
    project = path / DBT_PROJECT_FILE
    if project.is_file():
        found = [project]
        for folder in model_paths(project):
            found.extend(_walk(path / folder))
        return sorted(dict.fromkeys(found))
    return _walk(path)


def model_paths(project: Path) -> list[str]:
    """A dbt project's `model-paths` (dbt's default: `models`); the default when the file cannot say."""
    import yaml

    try:
        config = yaml.safe_load(project.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError):
        return ["models"]
    paths = config.get("model-paths") if isinstance(config, dict) else None
    if isinstance(paths, str):
        paths = [paths]
    if not isinstance(paths, list) or not all(isinstance(p, str) for p in paths) or not paths:
        return ["models"]
    return paths


def project_of(path: Path) -> Path | None:
    """The dbt_project.yml of a catalog: in `path`, or above it when `path` lies in one of its model paths."""
    if path.is_dir() and (path / DBT_PROJECT_FILE).is_file():
        return path / DBT_PROJECT_FILE
    for folder in path.resolve().parents[:3]:
        project = folder / DBT_PROJECT_FILE
        if project.is_file():
            inside = any(path.resolve().is_relative_to((folder / p).resolve()) for p in model_paths(project))
            return project if inside else None
    return None


def project_sql_dialect(project: Path) -> str | None:
    """The dialect a project says its SQL is written in (`vars: sqlclarify: sql_dialect:`), or None."""
    import yaml

    try:
        config = yaml.safe_load(project.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError):
        return None
    variables = config.get("vars") if isinstance(config, dict) else None
    ours = variables.get("sqlclarify") if isinstance(variables, dict) else None
    dialect = ours.get("sql_dialect") if isinstance(ours, dict) else None
    return str(dialect).strip().lower() if dialect else None


def _walk(path: Path) -> list[Path]:
    if not path.is_dir():
        return []
    found: list[Path] = []
    for root, dirs, files in os.walk(path):
        dirs[:] = sorted(d for d in dirs if not d.startswith(".") and d not in DBT_SKIPPED_DIRS)
        found.extend(Path(root, f) for f in files if f.endswith(CATALOG_SUFFIXES) and not f.startswith("."))
    return sorted(found)
