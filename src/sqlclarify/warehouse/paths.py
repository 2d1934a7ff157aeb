"""The file path a warehouse target names: a plain path, or the path of a `duckdb:///…`, `sqlite:///…`,
`spark:///…` URL."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import unquote, urlsplit

from sqlclarify.errors import DatabaseError


def url_scheme(target: str) -> str | None:
    """The scheme of a URL ("duckdb", "postgresql"), lower case; None for a plain path."""
    if "://" not in target:
        return None
    return target.split("://", 1)[0].lower()


def url_path(target: str) -> Path:
    """The file path of a `duckdb:///…` or `sqlite:///…` URL (or of a plain path)."""
    if url_scheme(target) is None:
        return Path(target).expanduser()
    parts = urlsplit(target)
    if parts.netloc not in ("", "localhost"):
        raise DatabaseError(f"a {parts.scheme} URL names a local file: {parts.scheme}:///PATH, not '{target}'")
    path = unquote(parts.path)
    if not path or path == "/":
        raise DatabaseError(f"the URL '{target}' names no file")
    return Path(path).expanduser()
