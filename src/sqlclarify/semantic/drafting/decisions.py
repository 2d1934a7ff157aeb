"""From profiles, keys and joins to a semantic layer: which table is a fact and which a lookup, the entities,
the dimensions (time with its measured grain, categorical, yes/no), the first metrics, labels and descriptions;
and a line for every decision and every column left out, with why."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from sqlclarify.semantic.drafting import naming
from sqlclarify.semantic.drafting.keys import Join, Key, noun_of
from sqlclarify.semantic.drafting.profiling import ColumnProfile, TableProfile, quote

CATEGORICAL_MAX = 50  # distinct values (in the sample) a categorical dimension may have
CATEGORICAL_SHARE = 0.5  # …and at most this share of the sampled rows (else it is an id or free text)
LABEL_TEXT_LONGEST = 80  # a near-unique text column of a lookup no longer than this names its rows
LABEL_SHARE = 0.2  # a column named like a name needs at least this share of distinct values to name rows
NAMES_ROWS = "names the table's rows"
SMALL_TABLE = 100  # in a table this small, a share of distinct values says little
LEVELS_MAX = 12  # an integer column with this few values is a level or a code (grouped by), not an amount
MEASURES_PER_TABLE = 12  # amount columns summed and averaged per table (a very wide table keeps the first)
DIMENSIONS_PER_TABLE = 60
GROUPED_AFTER = 4  # columns left out for one reason are named one a line up to this many, then on one line
YEAR_RANGE = (1900, 2100)  # a 4-digit integer column inside it is a year (a category, not an amount)


@dataclass
class ModelDraft:
    table: str
    entry: dict[str, Any]  # the `models:` entry, latest spec
    role: str  # fact, lookup, or table (no metrics)


@dataclass
class Draft:
    dialect: str
    models: list[ModelDraft] = field(default_factory=list)
    decided: list[str] = field(default_factory=list)
    left_out: list[str] = field(default_factory=list)
    metrics: list[str] = field(default_factory=list)


@dataclass
class _Column:
    """One column's place in the draft."""

    name: str
    element: str  # the element's name (snake_case)
    role: str  # primary, foreign, time, categorical, flag, amount, left
    why: str = ""
    entity: str | None = None
    profile: ColumnProfile | None = None


def decide(dialect: str, profiles: dict[str, TableProfile], keys: dict[str, Key], joins: list[Join]) -> Draft:
    draft = Draft(dialect=dialect)
    entity_of = _entity_names(profiles)
    referenced = {j.ref_table for j in joins}
    planned: dict[str, list[_Column]] = {}
    for table, profile in profiles.items():
        planned[table] = _plan_columns(
            profile, keys.get(table), [j for j in joins if j.table == table], entity_of, table in referenced
        )
    # a lookup describes what a table with dates points at, and measures nothing itself: it gets no metrics of its
    # own (it is counted through the tables that join it), so its name groups by its naming column
    timed = {t for t, cols in planned.items() if any(c.role == "time" for c in cols)}
    lookups = {
        j.ref_table for j in joins if j.table in timed and not any(c.role == "amount" for c in planned[j.ref_table])
    }
    taken = {c.element for cols in planned.values() for c in cols if c.role != "left"}
    taken |= set(entity_of.values()) | {naming.snake(t) for t in profiles}
    for table, profile in profiles.items():
        draft.models.append(
            _model(draft, profile, planned[table], entity_of[table], table in referenced, table in lookups, taken)
        )
    return draft


def _entity_names(profiles: dict[str, TableProfile]) -> dict[str, str]:
    names: dict[str, str] = {}
    for table in profiles:
        noun = noun_of(table)
        name = noun if noun not in names.values() else naming.snake(table)
        names[table] = naming.usable(name, "entity")
    return names


def _plan_columns(
    profile: TableProfile, key: Key | None, outgoing: list[Join], entity_of: dict[str, str], is_lookup: bool
) -> list[_Column]:
    planned: list[_Column] = []
    used: set[str] = set()
    by_column = {j.column: j for j in outgoing}
    dimensions = 0
    label_column = _label_column(profile) if is_lookup else None
    for name, column in profile.columns.items():
        element = naming.usable(naming.snake(name), noun_of(profile.name))
        if element in used:
            planned.append(_Column(name, element, "left", f"its name reads like another column's ({element})"))
            continue
        if key is not None and key.column == name:
            planned.append(_Column(name, element, "primary", key.why, entity_of[profile.name], column))
            used.add(element)
            continue
        if name in by_column:
            join = by_column[name]
            entity = entity_of[join.ref_table]
            if entity in {c.entity for c in planned}:
                planned.append(_Column(name, element, "left", f"a second key to {join.ref_table}"))
                continue
            why = f"joins {join.ref_table}.{join.ref_column}: {join.why}"
            planned.append(_Column(name, element, "foreign", why, entity, column))
            used.add(element)
            continue
        role, why = _role(column, profile, name == label_column)
        if role in ("categorical", "flag", "time"):
            dimensions += 1
            if dimensions > DIMENSIONS_PER_TABLE:
                role, why = "left", f"more than {DIMENSIONS_PER_TABLE} dimensions in the table"
        planned.append(_Column(name, element, role, why, None, column))
        if role != "left":
            used.add(element)
    amounts = [c for c in planned if c.role == "amount"]
    for extra in amounts[MEASURES_PER_TABLE:]:
        extra.role, extra.why = "left", f"more than {MEASURES_PER_TABLE} amount columns in the table"
    return planned


def _role(column: ColumnProfile, profile: TableProfile, is_label: bool) -> tuple[str, str]:
    """What a column that is no key becomes, and why."""
    kind = column.kind
    seen = max(column.non_null, 1)
    if kind == "mixed":
        return "left", f"mixed values ({', '.join(column.kinds_seen)})"
    if kind in ("other",):
        return "left", f"a type the draft does not read ({column.declared or 'unknown'})"
    if kind == "empty":
        return "left", "no values to judge it by" if profile.rows else "the table is empty and its type is unknown"
    if kind in ("date", "timestamp"):
        if column.minimum is None:
            return "time", f"no values yet: a {kind} by its declared type ({column.declared})"
        span = f"{_show(column.minimum)} to {_show(column.maximum)}"
        if column.finer_than_day:
            return "time", f"times from {span}; drafted by day (the finest grain sqlclarify groups by)"
        return "time", f"{column.grain}s from {span}"
    if kind == "boolean" or _flag(column):
        return "flag", f"yes/no values ({', '.join(_show(v) for v in column.values)})"
    stem = naming.key_stem(column.name)
    if stem is not None and (kind == "integer" or column.distinct > CATEGORICAL_MAX):
        return "left", f"an identifier that joins no table ({column.distinct:,} distinct values in the sample)"
    if kind == "integer" and _is_year(column):
        return "categorical", f"years {column.minimum} to {column.maximum}"
    if kind in ("integer", "number"):
        if kind == "integer" and column.distinct <= LEVELS_MAX and column.distinct < seen * CATEGORICAL_SHARE:
            return "categorical", f"a level: {column.distinct} values from {column.minimum} to {column.maximum}"
        return "amount", f"numbers from {_show(column.minimum)} to {_show(column.maximum)}"
    if kind == "text":
        if column.longest > LABEL_TEXT_LONGEST:
            return "left", f"free text (up to {column.longest:,} characters)"
        near_unique = seen >= 2 and column.distinct >= seen * 0.9
        if is_label:
            return "categorical", f"{NAMES_ROWS} ({column.distinct:,} distinct short texts)"
        if column.distinct <= CATEGORICAL_MAX and (
            seen < SMALL_TABLE or (not near_unique and column.distinct <= seen * CATEGORICAL_SHARE)
        ):
            return "categorical", f"{column.distinct} distinct values"
        return "left", f"too many distinct values for a dimension ({column.distinct:,} in {seen:,} sampled rows)"
    return "left", f"values of kind {kind}"


def _label_column(profile: TableProfile) -> str | None:
    """The short text column that names a lookup's rows: one named so (with many distinct values), else the first
    near-unique one."""
    texts = [
        c
        for c in profile.columns.values()
        if c.kind == "text" and c.longest <= LABEL_TEXT_LONGEST and c.non_null >= 2 and naming.key_stem(c.name) is None
    ]
    named = [c.name for c in texts if naming.is_label_name(c.name) and c.distinct >= c.non_null * LABEL_SHARE]
    unique = [c.name for c in texts if c.distinct >= c.non_null * 0.9]
    return (named or unique or [None])[0]


def _flag(column: ColumnProfile) -> bool:
    if column.distinct == 0 or column.distinct > 2:
        return False
    if column.kind == "integer":
        return set(column.values) <= {0, 1} and (column.distinct == 2 or naming.is_flag_name(column.name))
    if column.kind == "text":
        return naming.flag_pair(column.values) is not None and (
            column.distinct == 2 or naming.is_flag_name(column.name)
        )
    return False


def _is_year(column: ColumnProfile) -> bool:
    low, high = YEAR_RANGE
    return (
        isinstance(column.minimum, int)
        and low <= column.minimum
        and column.maximum <= high
        and (column.distinct <= 200)
    )


def _show(value: Any) -> str:
    if isinstance(value, float):
        return f"{value:,.4g}" if abs(value) < 1e6 else f"{value:,.0f}"
    if isinstance(value, int) and not isinstance(value, bool):
        return f"{value:,}"
    text = str(value)
    return text[:10] if len(text) >= 19 and text[10] in " T" and text.endswith("00:00:00") else text[:40]


def _model(
    draft: Draft,
    profile: TableProfile,
    columns: list[_Column],
    entity: str,
    is_lookup: bool,
    measures_nothing: bool,
    taken: set[str],
) -> ModelDraft:
    table = profile.name
    dialect = draft.dialect
    times = [c for c in columns if c.role == "time"]
    agg_time = min(times, key=lambda c: c.profile.nulls if c.profile else 0) if times else None
    has_primary = any(c.role == "primary" for c in columns)
    entry: dict[str, Any] = {"name": table, "description": _table_description(profile)}
    entry["semantic_model"] = {"enabled": True} | (
        {"name": naming.snake(table)} if naming.snake(table) != table else {}
    )
    if agg_time is not None:
        entry["agg_time_dimension"] = agg_time.element
    if not has_primary:
        entry["primary_entity"] = entity
    column_entries: list[dict[str, Any]] = []
    derived_dims: list[dict[str, Any]] = []
    derived_entities: list[dict[str, Any]] = []
    for column in columns:
        if column.role == "left":
            continue
        if column.role == "amount":  # no element of its own: described for the reader of the YAML
            if column.name == column.element:
                column_entries.append({"name": column.name, "description": _column_description(column)})
            continue
        block = _element(column, dialect)
        if column.name == column.element:
            column_entries.append({"name": column.name, "description": _column_description(column), **block})
        elif column.role in ("primary", "foreign"):
            derived_entities.append(
                {
                    "name": column.entity,
                    "type": column.role,
                    "expr": quote(column.name, dialect),
                    "description": _column_description(column),
                }
            )
        else:
            dimension = dict(block["dimension"])
            derived_dims.append(
                {
                    "name": column.element,
                    "expr": quote(column.name, dialect),
                    **dimension,
                    "description": _column_description(column),
                }
                | ({"granularity": block["granularity"]} if "granularity" in block else {})
            )
    primary = next((c for c in columns if c.role == "primary"), None)
    if measures_nothing and primary is not None and not any(c.why.startswith(NAMES_ROWS) for c in columns):
        # nothing names a row: its key does, so that "by <thing>" groups by something
        label_name = f"{entity}_label"
        if label_name not in {c.element for c in columns}:
            derived_dims.append(
                {
                    "name": label_name,
                    "type": "categorical",
                    "expr": quote(primary.name, dialect) if primary.name != primary.element else primary.name,
                    "label": naming.label(entity),
                    "description": f"The {naming.label(entity).lower()}'s key ({primary.name}): no column names "
                    f"the rows of {table}.",
                }
            )
            draft.decided.append(f"  {table}.{primary.name}: also the dimension {label_name} (no column names rows)")
    draft.left_out += _left_out_lines(table, [c for c in columns if c.role == "left"])
    if column_entries:
        entry["columns"] = column_entries
    if derived_dims or derived_entities:
        entry["derived_semantics"] = {
            k: v for k, v in (("dimensions", derived_dims), ("entities", derived_entities)) if v
        }
    metrics = (
        _metrics(draft, profile, columns, entity, agg_time, taken)
        if agg_time is not None and not measures_nothing
        else []
    )
    role = "fact" if metrics else "lookup" if is_lookup else "table"
    if metrics:
        entry["metrics"] = metrics
    elif measures_nothing:
        draft.left_out.append(
            f"{table}: no metrics of its own — a lookup (nothing to add up; the tables with dates that join it count "
            f"its rows as distinct_{naming.plural(entity)}), so '{naming.label(entity).lower()}' groups by its name"
        )
    elif profile.problem is None:
        draft.left_out.append(
            f"{table}: no metrics — no date or time column of its own (dbt counts a metric over a time dimension of "
            "its own table); its dimensions are reached through the tables that join it"
        )
    keys = [c for c in columns if c.role in ("primary", "foreign")]
    shown = ", ".join(f"{c.name} ({c.role} {c.entity}: {c.why})" for c in keys) or "no keys"
    size = f"over {profile.rows:,}" if profile.rows_capped else f"{profile.rows:,}"
    draft.decided.append(f"{table}: {role}, {size} rows; {shown}")
    for column in columns:
        if column.role in ("time", "categorical", "flag"):
            draft.decided.append(f"  {table}.{column.name}: {column.role} dimension — {column.why}")
    if agg_time is not None and metrics:
        draft.decided.append(
            f"  {table}: metrics counted over {agg_time.name} ({len(metrics)}: {', '.join(m['name'] for m in metrics)})"
        )
    return ModelDraft(table=table, entry=entry, role=role)


def _left_out_lines(table: str, left: list[_Column]) -> list[str]:
    """One line per column left out; columns left out for one reason, when many, on one line."""
    by_reason: dict[str, list[str]] = {}
    for column in left:
        by_reason.setdefault(column.why, []).append(column.name)
    lines = []
    for why, names in by_reason.items():
        if len(names) <= GROUPED_AFTER:
            lines += [f"{table}.{name}: {why}" for name in names]
        else:
            shown = ", ".join(names[:GROUPED_AFTER]) + f", … {names[-1]}"
            lines.append(f"{table}: {len(names):,} columns ({shown}): {why}")
    return lines


def _element(column: _Column, dialect: str) -> dict[str, Any]:
    """The `entity:` or `dimension:` (and `granularity:`) block of a column."""
    if column.role in ("primary", "foreign"):
        return {"entity": {"type": column.role, "name": column.entity}}
    label = naming.label(column.element)
    if column.role == "time":
        assert column.profile is not None
        return {"granularity": column.profile.grain or "day", "dimension": {"type": "time", "label": label}}
    return {"dimension": {"type": "categorical", "label": label}}


def _metrics(
    draft: Draft, profile: TableProfile, columns: list[_Column], entity: str, agg_time: _Column, taken: set[str]
) -> list[dict[str, Any]]:
    table = profile.name
    dialect = draft.dialect
    noun = entity
    plural = naming.plural(noun)
    found: list[dict[str, Any]] = []

    def add(name: str, metric: dict[str, Any]) -> None:
        if name in taken:
            name = f"{naming.snake(table)}_{name}"
        if name in taken:
            return
        taken.add(name)
        found.append({"name": name, **metric})
        draft.metrics.append(name)

    primary = next((c for c in columns if c.role == "primary"), None)
    add(
        f"{noun}_count",
        {
            "label": f"Number of {plural.replace('_', ' ')}",
            "description": f"How many {plural.replace('_', ' ')} (rows of {table}).",
            "type": "simple",
            "agg": "count",
            "expr": quote(primary.name, dialect)
            if primary is not None and primary.name != primary.element
            else (primary.name if primary is not None else "1"),
            "config": {"meta": {"synonyms": [plural.replace("_", " "), f"{noun.replace('_', ' ')} count"]}},
        },
    )
    for column in columns:
        if column.role != "amount":
            continue
        expr = column.name if column.name == column.element else quote(column.name, dialect)
        words = naming.label(column.element).lower()
        total = column.element if column.element.startswith("total_") else f"total_{column.element}"
        add(
            total,
            {
                "label": f"Total {words}",
                "description": f"Sum of {table}.{column.name}.",
                "type": "simple",
                "agg": "sum",
                "expr": expr,
            },
        )
        add(
            f"average_{column.element}",
            {
                "label": f"Average {words}",
                "description": f"Average of {table}.{column.name} per row.",
                "type": "simple",
                "agg": "average",
                "expr": expr,
            },
        )
    for column in columns:
        if column.role != "foreign" or column.entity is None:
            continue
        others = naming.plural(column.entity)
        expr = column.name if column.name == column.element else quote(column.name, dialect)
        add(
            f"distinct_{others}",
            {
                "label": f"Distinct {others.replace('_', ' ')}",
                "description": f"How many different {others.replace('_', ' ')} appear in {table}.",
                "type": "simple",
                "agg": "count_distinct",
                "expr": expr,
            },
        )
    for column in columns:
        if column.role != "flag" or column.profile is None:
            continue
        add(
            f"{column.element}_rate",
            {
                "label": f"{naming.label(column.element)} rate",
                "description": f"Share of {table} rows where {column.name} is yes.",
                "type": "simple",
                "agg": "average",
                "expr": _flag_expr(column, dialect),
            },
        )
    return found


def _flag_expr(column: _Column, dialect: str) -> str:
    assert column.profile is not None
    name = quote(column.name, dialect) if column.name != column.element else column.name
    profile = column.profile
    if profile.kind == "boolean":
        yes = f"{name}"
    elif profile.kind == "integer":
        yes = f"{name} = 1"
    else:
        pair = naming.flag_pair(profile.values)
        spelled = pair[0] if pair and pair[0] is not None else profile.values[0]
        yes = f"{name} = '{str(spelled).replace(chr(39), chr(39) * 2)}'"
    return f"CASE WHEN {name} IS NULL THEN NULL WHEN {yes} THEN 1 ELSE 0 END"


def _table_description(profile: TableProfile) -> str:
    size = f"more than {profile.rows:,}" if profile.rows_capped else f"{profile.rows:,}"
    return f"{naming.label(profile.name)}: {size} rows (drafted by sqlclarify catalog init; review me)."


def _column_description(column: _Column) -> str:
    base = f"{naming.label(column.name)}"
    return f"{base}: {column.why}." if column.why else base
