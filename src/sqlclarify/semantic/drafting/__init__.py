"""`sqlclarify catalog init`: a dbt semantic layer drafted from a database — its schema read, its tables profiled
in bounded read-only queries, keys and joins found, then facts, lookups, entities, dimensions and first metrics
decided and written in dbt's latest YAML spec.

profiling.py (bounded samples) → keys.py (keys and joins) → decisions.py (the semantic layer) → writing.py
(files). Nothing here knows a domain word: the word forms it uses are data (naming.yaml)."""

from __future__ import annotations

from fnmatch import fnmatch

from sqlclarify.semantic.drafting import naming
from sqlclarify.semantic.drafting.decisions import Draft, decide
from sqlclarify.semantic.drafting.keys import joins, primary_keys
from sqlclarify.semantic.drafting.profiling import TableProfile, profile_table
from sqlclarify.warehouse.base import Warehouse

__all__ = ["Draft", "draft_catalog"]


def draft_catalog(warehouse: Warehouse, patterns: list[str] | None = None) -> Draft:
    """The draft of `warehouse`'s tables (those matching any of `patterns`, all by default)."""
    schema = warehouse.schema()
    left_out: list[str] = []
    profiles: dict[str, TableProfile] = {}
    for table, columns in schema.tables.items():
        if patterns and not any(fnmatch(table.lower(), p.lower()) for p in patterns):
            continue
        if not naming.is_plain(table):
            left_out.append(
                f"{table}: a name with spaces or quotes is left out (dbt names a model by it): create a view "
                "with a plain name and run catalog init again"
            )
            continue
        profile = profile_table(warehouse, table, columns)
        if profile.problem:
            left_out.append(f"{table}: cannot be read: {profile.problem}")
            continue
        profiles[table] = profile
    keys = primary_keys(warehouse, profiles, schema.foreign_keys)
    found = joins(warehouse, profiles, keys, schema.foreign_keys)
    draft = decide(warehouse.dialect, profiles, keys, found)
    draft.left_out[:0] = left_out
    return draft
