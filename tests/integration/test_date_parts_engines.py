"""Calendar parts of a date (MetricFlow's extract_dow, extract_month, …) on every engine the tests start, against
Python's own calendar: ISO day of week (1 = Monday … 7 = Sunday), month, quarter, day of month, day of year."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from sqlglot import exp

from sqlclarify.semantic.date_parts import DATE_PARTS, extract
from sqlclarify.semantic.sqlbuild import column, truncate
from sqlclarify.warehouse import forget_warehouse, open_warehouse
from tests.support.tables import (
    Table,
    write_chdb,
    write_duckdb,
    write_mysql,
    write_parquet,
    write_postgres,
    write_sqlite,
)

ENGINES = ("sqlite", "duckdb", "postgres", "mysql", "clickhouse", "spark")
# a Monday and a Sunday, the ends of months and years, a leap day
DAYS = [
    date(2024, 1, 1),
    date(2024, 2, 29),
    date(2024, 3, 31),
    date(2024, 12, 29),
    date(2025, 6, 14),
    date(2025, 12, 31),
]
EXPECTED = {
    "year": lambda d: d.year,
    "quarter": lambda d: (d.month - 1) // 3 + 1,
    "month": lambda d: d.month,
    "day": lambda d: d.day,
    "dow": lambda d: d.isoweekday(),
    "doy": lambda d: d.timetuple().tm_yday,
}
TABLE = Table("calendar_days", [("day", "date")], [(d,) for d in DAYS])


@pytest.fixture(scope="module", params=ENGINES)
def target(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> tuple[str, str]:
    """(dialect, target) of the calendar_days table on each engine."""
    engine = request.param
    folder: Path = tmp_path_factory.mktemp(f"parts-{engine}")
    if engine == "sqlite":
        where = str(folder / "parts.sqlite")
        write_sqlite(Path(where), [TABLE])
    elif engine == "duckdb":
        where = f"duckdb://{folder}/parts.duckdb"
        write_duckdb(folder / "parts.duckdb", [TABLE])
    elif engine == "postgres":
        where = request.getfixturevalue("postgres_server").create_database("date_parts")
        write_postgres(where, [TABLE])
    elif engine == "mysql":
        where = request.getfixturevalue("mariadb_server").create_database("date_parts")
        write_mysql(where, [TABLE])
    elif engine == "clickhouse":
        where = f"chdb://{request.getfixturevalue('chdb_folder')}?database=date_parts"
        write_chdb(where, [TABLE])
    else:
        request.getfixturevalue("local_spark")
        where = f"spark://{folder}"
        write_parquet(folder, [TABLE])
    forget_warehouse(where)
    return engine, where


def test_every_part_matches_python(target: tuple[str, str]) -> None:
    dialect, where = target
    day = truncate(column("day", None, dialect), "day", dialect)
    select = exp.select(
        column("day", None, dialect), *[extract(day, part, dialect).as_(f"part_{part}") for part in DATE_PARTS]
    ).from_("calendar_days")
    result = open_warehouse(where).run(select.sql(dialect=dialect))
    got = sorted((str(row[0])[:10], *[int(v) for v in row[1:]]) for row in result.rows)
    assert got == [(d.isoformat(), *[EXPECTED[p](d) for p in DATE_PARTS]) for d in DAYS]
