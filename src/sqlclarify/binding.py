"""A thread is bound to the database, catalog and model it runs on: later commands use them unless told
otherwise, and an override that cannot work is refused before the thread is touched."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from sqlclarify.context import Context
from sqlclarify.errors import InputError

BOUND = ("database", "catalog", "model")


def thread_context(base: Context, explicit: set[str], binding: dict[str, Any] | None) -> Context:
    """`base` with the thread's recorded database, catalog and model, except where the caller set one."""
    if not binding:
        return base
    return replace(base, **{k: binding.get(k) for k in BOUND if k in binding and k not in explicit})


def check_override(thread_id: str, bound: Context, wanted: Context, used_tables: set[str]) -> None:
    """InputError when `wanted` runs on another database that lacks tables the thread relies on."""
    if bound.binding()["database"] == wanted.binding()["database"]:
        return
    from sqlclarify.resources import catalog_for

    needed = set(used_tables)
    try:
        catalog = catalog_for(bound)
    except Exception:  # the thread's own database or catalog is gone: only the used tables count
        catalog = None
    if catalog is not None:
        needed |= catalog.layer.tables
    schema = wanted.warehouse().schema()
    missing = sorted(t for t in needed if not schema.find_table(t))
    if missing:
        raise InputError(
            f"thread {thread_id} runs on {bound.database or 'the demo warehouse'}; {wanted.database} lacks its "
            f"tables {', '.join(missing[:5])}{' …' if len(missing) > 5 else ''} (leave out --db to use the thread's)"
        )
