"""Read a semantic layer: dbt YAML (a file, a directory, a dbt project; legacy and latest spec), a dbt
`semantic_manifest.json`, or an Apache Ossie document (JSON or YAML).

`load_semantic_layer(None)` is the demo catalog shipped in `sqlclarify/catalog/demo/`. Layers are cached on the
path and its files' modification times; treat a returned layer as read-only (it is shared). A layer once read is
also kept as JSON in the user's cache folder, so a new process need not import and run dbt's parser again.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from pathlib import Path

from pydantic import ValidationError

from sqlclarify.errors import CatalogError
from sqlclarify.semantic.model import SemanticLayer
from sqlclarify.semantic.readers.files import YAML_SUFFIXES, yaml_files

DEMO_CATALOG_DIR = Path(__file__).resolve().parents[2] / "catalog" / "demo"
_CACHE_SIZE = 16
_cache: dict[tuple[str, tuple[tuple[str, int], ...]], SemanticLayer] = {}
# what a kept layer depends on besides the catalog's files: the code that read it
_READER_CODE = [*Path(__file__).parent.glob("*.py"), Path(__file__).parents[1] / "model.py"]

__all__ = ["DEMO_CATALOG_DIR", "check_catalog", "load_semantic_layer"]


def load_semantic_layer(path: str | Path | None = None) -> SemanticLayer:
    """The semantic layer at `path` (None: the demo catalog). A `.json` file is a semantic manifest or an
    Ossie document; a directory or a `.yml`/`.yaml` file is dbt YAML (or Ossie YAML). Elements that cannot be
    used are left out (`layer.excluded`); CatalogError, one line, only when no metric is left."""
    layer = check_catalog(path)
    if not layer.metrics:
        first = layer.excluded[0].line() if layer.excluded else f"{layer.source}: no metrics"
        more = f" (and {len(layer.excluded) - 1} more: sqlclarify catalog check)" if len(layer.excluded) > 1 else ""
        raise CatalogError(f"no usable metric in the catalog: {first}{more}")
    return layer


def check_catalog(path: str | Path | None = None) -> SemanticLayer:
    """The semantic layer at `path` as read, even with no usable metric (`catalog check` lists what was left
    out); CatalogError, one line, when the path is not a catalog at all."""
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
        layer = _read_kept(key, target, is_manifest)
        if len(_cache) >= _CACHE_SIZE:
            _cache.pop(next(iter(_cache)))
        _cache[key] = layer
    return layer


def _read_kept(key: tuple[str, tuple[tuple[str, int], ...]], target: Path, is_manifest: bool) -> SemanticLayer:
    """The layer kept on disk for exactly these files and this reader, else the layer read (and kept)."""
    kept = _kept_path(key)
    if kept is not None and kept.is_file():
        try:
            return SemanticLayer.model_validate_json(kept.read_bytes())
        except (OSError, ValidationError, ValueError):  # unreadable or from another version: read again
            pass
    if is_manifest:
        from sqlclarify.semantic.readers.manifest import read_manifest

        layer = read_manifest(target)
    else:
        from sqlclarify.semantic.readers.dbt_yaml import read_dbt_yaml

        layer = read_dbt_yaml(target)
    if kept is not None:
        _keep(kept, layer)
    return layer


def _kept_path(key: tuple[str, tuple[tuple[str, int], ...]]) -> Path | None:
    from importlib.metadata import PackageNotFoundError, version

    from platformdirs import user_cache_dir

    try:  # the installed version, from package metadata: importing the package would tie readers to its API
        __version__ = version("sqlclarify")
    except PackageNotFoundError:
        __version__ = "source"
    if any(stamp < 0 for _, stamp in key[1]):
        return None  # a file vanished while it was listed: nothing stable to key on
    code = tuple((str(f), _mtime_ns(f)) for f in _READER_CODE)
    digest = hashlib.sha256(repr((__version__, code, key)).encode()).hexdigest()[:32]
    return Path(user_cache_dir("sqlclarify")) / "catalogs" / f"{digest}.json"


def _keep(kept: Path, layer: SemanticLayer) -> None:
    """Write beside and rename, so a concurrent reader never sees half a file; a cache that cannot be written
    (read-only home, full disk) is simply not kept."""
    tmp = None
    try:
        kept.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".writing-", suffix=".json", dir=kept.parent)
        with os.fdopen(fd, "wb") as out:
            out.write(layer.model_dump_json().encode())
        os.replace(tmp, kept)
    except OSError:
        if tmp is not None and os.path.exists(tmp):
            os.unlink(tmp)


def _mtime_ns(file: Path) -> int:
    try:
        return file.stat().st_mtime_ns
    except OSError:
        return -1
