"""Primary keys and joins: declared ones first; else keys inferred from uniqueness and names, and joins from names
plus measured containment (the share of a column's sampled values found in the other table's key)."""

from __future__ import annotations

from dataclasses import dataclass

from sqlclarify.semantic.drafting import naming
from sqlclarify.semantic.drafting.profiling import TableProfile, contained, count_distinct
from sqlclarify.warehouse.base import ForeignKey, QueryError, Warehouse

KEY_KINDS = ("integer", "text")
MIN_CONTAINMENT = 0.9  # a join is kept when at least this share of sampled values is found in the key


@dataclass(frozen=True)
class Key:
    table: str
    column: str
    why: str


@dataclass(frozen=True)
class Join:
    table: str
    column: str
    ref_table: str
    ref_column: str
    why: str


def noun_of(table: str) -> str:
    return naming.singular(naming.snake(table))


def primary_keys(
    warehouse: Warehouse, profiles: dict[str, TableProfile], declared: dict[str, list[ForeignKey]]
) -> dict[str, Key]:
    """The primary key of each table that has one."""
    referenced: dict[str, set[str]] = {}
    for fks in declared.values():
        for fk in fks:
            referenced.setdefault(fk.ref_table, set()).add(fk.ref_column)
    keys: dict[str, Key] = {}
    for table, profile in profiles.items():
        if profile.problem:
            continue
        noun = noun_of(table)
        ranked: list[tuple[int, str, str]] = []
        for position, (name, column) in enumerate(profile.columns.items()):
            if column.kind not in KEY_KINDS and not (column.kind == "empty" and profile.rows == 0):
                continue
            stem = naming.key_stem(name)
            if name in referenced.get(table, set()):
                ranked.append((0, name, "declared as the target of a foreign key"))
            elif stem == "" or stem in (noun, naming.snake(table)):
                ranked.append((1, name, f"named like the table's key ({name})"))
            elif stem is not None and position == 0:
                ranked.append((2, name, f"first column, named like a key ({name})"))
        for _, name, why in sorted(ranked, key=lambda r: r[0]):
            if profile.rows == 0:
                keys[table] = Key(table, name, f"{why}; the table is empty, so uniqueness is not measured")
                break
            unique, measured = _unique(warehouse, profile, name)
            if unique:
                keys[table] = Key(table, name, f"{why}, unique and never empty ({measured})")
                break
    return keys


def _unique(warehouse: Warehouse, profile: TableProfile, column: str) -> tuple[bool, str]:
    found = profile.columns[column]
    if profile.complete:
        return found.unique, f"all {profile.rows:,} rows"
    if not found.unique:
        return False, f"first {profile.sampled:,} rows"
    try:
        rows, values, distinct = count_distinct(warehouse, profile.name, column)
    except QueryError:
        return False, "not measured"
    return rows == values == distinct, f"first {rows:,} rows"


def joins(
    warehouse: Warehouse,
    profiles: dict[str, TableProfile],
    keys: dict[str, Key],
    declared: dict[str, list[ForeignKey]],
) -> list[Join]:
    """Each table's columns that point at another table's key: declared foreign keys, and columns named after
    another table (or its key) whose sampled values are found in that key."""
    found: list[Join] = []
    for table, profile in profiles.items():
        if profile.problem:
            continue
        used: set[str] = set()
        for fk in declared.get(table, []):
            target = keys.get(fk.ref_table)
            if fk.column in profile.columns and target is not None and fk.ref_column in (target.column, ""):
                found.append(Join(table, fk.column, fk.ref_table, target.column, "declared foreign key"))
                used.add(fk.column)
        for name, column in profile.columns.items():
            own = keys.get(table)
            if name in used or (own is not None and own.column == name) or column.kind not in KEY_KINDS:
                continue
            stem = naming.key_stem(name)
            if not stem:
                continue
            for ref_table, key in keys.items():
                if ref_table == table:
                    continue
                same_name = naming.snake(key.column) == naming.snake(name)
                named_after = stem in (noun_of(ref_table), naming.snake(ref_table))
                if not (same_name or named_after):
                    continue
                ref = profiles[ref_table].columns[key.column]
                if ref.kind != column.kind and ref.kind != "empty":
                    continue
                share = _containment(warehouse, column.values, ref_table, key.column)
                if share is None:
                    continue
                if share >= MIN_CONTAINMENT:
                    found.append(
                        Join(table, name, ref_table, key.column, f"named after it; {share:.0%} of sampled values found")
                    )
                    used.add(name)
                    break
    return found


def _containment(warehouse: Warehouse, values: list, table: str, column: str) -> float | None:
    if not values:
        return None
    try:
        return contained(warehouse, table, column, values) / len(values)
    except QueryError:
        return None
