"""Read a semantic layer: a dbt YAML file or directory, or a dbt `semantic_manifest.json`.

`load_semantic_layer(None)` is the demo catalog shipped in `sqlclarify/catalog/demo/`. Layers are cached on the
path and its files' modification times; treat a returned layer as read-only (it is shared).
"""

from __future__ import annotations

from pathlib import Path

from sqlclarify.errors import CatalogError
from sqlclarify.semantic.model import SemanticLayer
from sqlclarify.semantic.readers.dbt_yaml import YAML_SUFFIXES, read_dbt_yaml, yaml_files
from sqlclarify.semantic.readers.manifest import read_manifest

DEMO_CATALOG_DIR = Path(__file__).resolve().parents[2] / "catalog" / "demo"
_CACHE_SIZE = 16
_cache: dict[tuple[str, tuple[tuple[str, int], ...]], SemanticLayer] = {}

__all__ = ["DEMO_CATALOG_DIR", "load_semantic_layer"]


def load_semantic_layer(path: str | Path | None = None) -> SemanticLayer:
    """The semantic layer at `path` (None: the demo catalog). A `.json` file is a semantic manifest; a
    directory or a `.yml`/`.yaml` file is dbt YAML. CatalogError, one line, when it cannot be used."""
    target = Path(path).expanduser() if path is not None and str(path).strip() else DEMO_CATALOG_DIR
    if not target.exists():
        raise CatalogError(f"{target}: no such file or directory")
    is_manifest = target.is_file() and target.suffix.lower() == ".json"
    if target.is_file() and not is_manifest and target.suffix.lower() not in YAML_SUFFIXES:
        raise CatalogError(f"{target}: a catalog is a directory, a .yml/.yaml file or a semantic_manifest.json")
    files = [target] if is_manifest else yaml_files(target)
    key = (str(target.resolve()), tuple((str(f), _mtime_ns(f)) for f in files))
    layer = _cache.get(key)
    if layer is None:
        layer = read_manifest(target) if is_manifest else read_dbt_yaml(target)
        if len(_cache) >= _CACHE_SIZE:
            _cache.pop(next(iter(_cache)))
        _cache[key] = layer
    return layer


def _mtime_ns(file: Path) -> int:
    try:
        return file.stat().st_mtime_ns
    except OSError:
        return -1
