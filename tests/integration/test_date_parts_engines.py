"""Calendar parts of a date (MetricFlow's extract_dow, extract_month, …) on every engine the tests start, against
Python's own calendar: ISO day of week (1 = Monday … 7 = Sunday), month, quarter, day of month, day of year."""

from __future__ import annotations

from datetime import date

import pytest
from sqlglot import exp

from sqlclarify.semantic.date_parts import DATE_PARTS, extract
from sqlclarify.semantic.sqlbuild import column, truncate
from sqlclarify.warehouse import open_warehouse
from tests.support.on_engines import ENGINES, load_on_engine
from tests.support.tables import Table

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
    return engine, load_on_engine(engine, [TABLE], "date_parts", request, tmp_path_factory.mktemp(f"parts-{engine}"))


def test_every_part_matches_python(target: tuple[str, str]) -> None:
    dialect, where = target
    day = truncate(column("day", None, dialect), "day", dialect)
    select = exp.select(
        column("day", None, dialect), *[extract(day, part, dialect).as_(f"part_{part}") for part in DATE_PARTS]
    ).from_("calendar_days")
    result = open_warehouse(where).run(select.sql(dialect=dialect))
    got = sorted((str(row[0])[:10], *[int(v) for v in row[1:]]) for row in result.rows)
    assert got == [(d.isoformat(), *[EXPECTED[p](d) for p in DATE_PARTS]) for d in DAYS]
