"""`sqlclarify catalog init`, as lines to print: draft the catalog, write it, say what was decided and left out."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

from sqlclarify.errors import InputError


def run_catalog_init(db: str, out: Path, patterns: list[str], *, force: bool) -> Iterator[str]:
    from sqlclarify.semantic.drafting import draft_catalog
    from sqlclarify.semantic.drafting.naming import snake
    from sqlclarify.semantic.drafting.writing import files_of, write_files
    from sqlclarify.warehouse import engine_name, open_warehouse

    warehouse = open_warehouse(db)
    draft = draft_catalog(warehouse, patterns)
    if not draft.models:
        reasons = "; ".join(draft.left_out[:3])
        found = "no table matches --tables" if patterns else "the database has no table it can read"
        if not patterns and not warehouse.schema().tables:
            found = "the database has no tables"
        raise InputError(f"nothing to draft: {found}" + (f" ({reasons})" if reasons else ""))
    project = snake(_stem(db)) or "warehouse"
    files = files_of(draft, project, dbt_profile(db, warehouse.dialect))
    written = write_files(out, files, force=force)
    yield f"Drafted from {engine_name(warehouse.dialect)} {warehouse.url}:"
    yield from (f"  {line}" for line in draft.decided)
    if draft.left_out:
        yield f"Left out ({len(draft.left_out)}):"
        yield from (f"  {line}" for line in draft.left_out)
    yield (
        f"Wrote {len(written)} files to {out}/ ({len(draft.models)} semantic models, {len(draft.metrics)} metrics). "
        f'Next: sqlclarify catalog check --catalog {out} --db {db}; sqlclarify ask "…" --db {db} --catalog {out}'
    )


def _stem(db: str) -> str:
    if "://" in db:
        parts = urlsplit(db)
        tail = unquote(parts.path).rstrip("/").rsplit("/", 1)[-1]
        return Path(tail).stem or parts.hostname or "warehouse"
    return Path(db).stem


def dbt_profile(db: str, dialect: str) -> dict[str, Any] | None:
    """A dbt profile output for the database, where dbt has an adapter (no password written: env_var)."""
    if (dialect == "duckdb" and "://" not in db) or db.startswith("duckdb:///"):
        path = db.removeprefix("duckdb://") if db.startswith("duckdb:///") else db
        if Path(path).suffix.lower() in (".duckdb", ".db"):
            return {"type": "duckdb", "path": str(Path(path).expanduser().resolve())}
        return None
    if dialect in ("postgres", "mysql") and "://" in db:
        parts = urlsplit(db)
        output: dict[str, Any] = {
            "type": "postgres" if dialect == "postgres" else "mysql",
            "host": parts.hostname or "localhost",
            "user": unquote(parts.username or ""),
            "password": "{{ env_var('SQLCLARIFY_DB_PASSWORD', '') }}",
            "port": parts.port or (5432 if dialect == "postgres" else 3306),
        }
        name = unquote(parts.path.lstrip("/"))
        if dialect == "postgres":
            output.update(dbname=name, schema="public")
        else:
            output.update(schema=name)
        return output
    return None
