"""`catalog init` on bad input: an empty database, a table with no rows, a column of mixed types, a 10,000-column
table, names with spaces or quotes, a table the user may not read (PostgreSQL). Each is one line, and the draft
holds what could be read (and passes `catalog check`)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import duckdb
import pytest

from sqlclarify.errors import InputError
from sqlclarify.faces.catalog_init import run_catalog_init
from sqlclarify.semantic.readers import check_catalog


def _init(database: str, out: Path) -> list[str]:
    return list(run_catalog_init(database, out, [], force=False))


def _checked(out: Path):
    layer = check_catalog(out)
    assert not layer.excluded, [e.line() for e in layer.excluded]
    return layer


def test_an_empty_database_is_one_line(tmp_path: Path) -> None:
    database = tmp_path / "empty.duckdb"
    duckdb.connect(str(database)).close()
    with pytest.raises(InputError, match=r"^nothing to draft: the database has no tables$"):
        _init(str(database), tmp_path / "out")
    assert not (tmp_path / "out").exists()


def test_no_rows_mixed_types_and_odd_names(tmp_path: Path) -> None:
    database = tmp_path / "odd.sqlite"
    with sqlite3.connect(database) as conn:
        conn.executescript(
            """
            CREATE TABLE "order items" (id INTEGER, qty INTEGER);
            CREATE TABLE readings (reading_id INTEGER PRIMARY KEY, "unit price" REAL, "it's ok" TEXT, taken_on TEXT,
                mixed, day TEXT);
            INSERT INTO readings VALUES (1, 2.5, 'a', '2024-01-01', 1, '2024-01-01'),
                (2, 3.5, 'b', '2024-02-01', 'two', '2024-01-02'), (3, 1.0, 'a', '2024-03-05', 3.5, '2024-01-03');
            CREATE TABLE later (later_id INTEGER, happened_at DATE, amount REAL);
            """
        )
    out = tmp_path / "out"
    lines = _init(str(database), out)
    text = "\n".join(lines)
    # one line each: the table with spaces in its name, the mixed column
    assert sum("order items" in line for line in lines) == 1 and "create a view with a plain name" in text
    assert "readings.mixed: mixed values (integer, number, text)" in text
    assert "later.happened_at: time dimension — no values yet: a date by its declared type" in text
    layer = _checked(out)
    # the rest is drafted: quoted names through derived semantics, a grain's name made usable, the empty table
    readings = next(m for m in layer.semantic_models if m.name == "readings")
    exprs = {d.name: d.expr for d in readings.dimensions}
    assert exprs["it_s_ok"] == '"it\'s ok"' and "reading_day" in exprs
    assert {"total_unit_price", "later_count", "total_amount"} <= set(layer.metrics)


def test_a_table_of_ten_thousand_columns(tmp_path: Path) -> None:
    database = tmp_path / "wide.duckdb"
    with duckdb.connect(str(database)) as conn:
        columns = ", ".join(f"c{i} INTEGER" for i in range(10_000))
        conn.execute(f"CREATE TABLE wide (id INTEGER, taken DATE, {columns})")
        values = ", ".join(f"(range * {i % 7}) % 11" for i in range(10_000))
        conn.execute(f"INSERT INTO wide SELECT range, DATE '2024-01-01' + range::INT, {values} FROM range(300)")
    out = tmp_path / "out"
    lines = _init(str(database), out)
    left = [line for line in lines if "columns (" in line]
    assert len(left) == 1 and "9,941 columns" in left[0] and len(lines) < 100
    layer = _checked(out)
    assert layer.metrics == {"wide_count": layer.metrics["wide_count"]}


def test_a_table_without_read_permission_postgres(postgres_server, tmp_path: Path) -> None:
    import psycopg

    url = postgres_server.create_database("catalog_init_grants")
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("CREATE TABLE visits (visit_id INTEGER, visited_on DATE, pages INTEGER, channel TEXT)")
        conn.execute(
            "INSERT INTO visits SELECT g, DATE '2024-01-01' + g % 60, g % 9, (ARRAY['web', 'app'])[1 + g % 2] "
            "FROM generate_series(1, 500) g"
        )
        conn.execute("CREATE TABLE salaries (person_id INTEGER, paid_on DATE, amount NUMERIC)")
        conn.execute("DROP ROLE IF EXISTS draft_reader")
        conn.execute("CREATE ROLE draft_reader LOGIN")
        conn.execute("GRANT SELECT ON visits TO draft_reader")
    reader = postgres_server.url("catalog_init_grants", user="draft_reader")
    out = tmp_path / "out"
    lines = _init(reader, out)
    denied = [line for line in lines if "salaries" in line]
    assert len(denied) == 1 and "cannot be read" in denied[0] and "permission denied" in denied[0]
    layer = _checked(out)
    assert [m.name for m in layer.semantic_models] == ["visits"] and "visit_count" in layer.metrics
