"""Which files make a catalog (no parsing, so nothing heavy is imported to list them)."""

from __future__ import annotations

import os
from pathlib import Path

YAML_SUFFIXES = (".yml", ".yaml")
# Folders of a dbt project that hold no semantic layer of its own (build output, installed packages).
DBT_SKIPPED_DIRS = {"target", "dbt_packages", "dbt_modules", "logs", "node_modules"}


def yaml_files(path: Path) -> list[Path]:
    """The YAML files of a catalog: `path` itself, or every .yml/.yaml under it (hidden and build folders
    skipped), sorted so that reading is deterministic."""
    if path.is_file():
        return [path]
    found: list[Path] = []
    for root, dirs, files in os.walk(path):
        dirs[:] = sorted(d for d in dirs if not d.startswith(".") and d not in DBT_SKIPPED_DIRS)
        found.extend(Path(root, f) for f in files if f.endswith(YAML_SUFFIXES) and not f.startswith("."))
    return sorted(found)
