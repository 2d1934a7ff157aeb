from pathlib import Path

import pytest

from sqlclarify.errors import DatabaseError
from sqlclarify.warehouse import QueryError, open_warehouse, validate_sql

ACCEPTED = [
    "SELECT market, SUM(dau) FROM daily_users GROUP BY market",
    "select * from MARKETS",
    "WITH t AS (SELECT date, dau FROM daily_users) SELECT MAX(dau) FROM t",
    "SELECT code FROM markets UNION SELECT market FROM daily_users",
    'SELECT name FROM markets WHERE code = "ID"',  # SQLite reads an unknown "name" as a string
    "SELECT d.date FROM daily_users AS d JOIN markets m ON m.code = d.market LIMIT 5;",
    "SELECT strftime('%Y', date), ROUND(AVG(dau), 1) FROM daily_users GROUP BY 1",
]

REJECTED = [
    ("", "empty"),
    ("SELEC * FRM markets", "not_read_only"),
    ("SELECT * FROM", "parse"),
    ("SELECT 1; SELECT 2", "statement_count"),
    ("SELECT 1; DROP TABLE markets", "statement_count"),
    ("DELETE FROM markets", "not_read_only"),
    ("UPDATE markets SET name = 'x'", "not_read_only"),
    ("INSERT INTO markets VALUES ('XX', 'x', 'y')", "not_read_only"),
    ("DROP TABLE markets", "not_read_only"),
    ("CREATE TABLE x AS SELECT * FROM markets", "not_read_only"),
    ("PRAGMA writable_schema = 1", "not_read_only"),
    ("ATTACH DATABASE '/tmp/x.db' AS x", "not_read_only"),
    ("VACUUM INTO '/tmp/copy.db'", "not_read_only"),
    ("WITH d AS (DELETE FROM markets RETURNING *) SELECT * FROM d", "not_read_only"),
    ("SELECT * INTO copy FROM markets", "not_read_only"),
    ("SELECT load_extension('/tmp/evil.so')", "forbidden_function"),
    ("SELECT writefile('/tmp/x', 'y')", "forbidden_function"),
    ("SELECT * FROM nope", "unknown_table"),
    ("SELECT * FROM other.markets", "unknown_table"),
    ("SELECT nope FROM markets", "unknown_column"),
    ("SELECT m.nope FROM markets m", "unknown_column"),
    ("SELECT code FROM markets WHERE nosuchfn(code) = 1", "forbidden_function"),
    ("SELECT code FROM markets ORDER BY 5", "explain"),
]


@pytest.mark.parametrize("sql", ACCEPTED)
def test_accepts_read_only_queries(demo_db: Path, sql: str) -> None:
    report = validate_sql(sql, demo_db)
    assert report.ok, report.errors


@pytest.mark.parametrize(("sql", "kind"), REJECTED)
def test_rejects_with_a_typed_issue(demo_db: Path, sql: str, kind: str) -> None:
    report = validate_sql(sql, demo_db)
    assert not report.ok
    assert report.errors[0].kind == kind, report.errors


def test_adds_a_row_limit_only_when_missing(demo_db: Path) -> None:
    assert validate_sql("SELECT * FROM markets", demo_db, row_limit=7).sql.endswith("LIMIT 7")
    assert validate_sql("SELECT * FROM markets LIMIT 2", demo_db, row_limit=7).sql == "SELECT * FROM markets LIMIT 2"


def test_reports_tables_as_the_database_spells_them(demo_db: Path) -> None:
    report = validate_sql("SELECT * FROM MARKETS m JOIN daily_users d ON d.market = m.code", demo_db)
    assert report.tables == ["markets", "daily_users"]


def test_parse_errors_carry_a_position(demo_db: Path) -> None:
    issue = validate_sql("SELECT (1 FROM markets", demo_db).errors[0]
    assert issue.kind == "parse" and issue.line == 1 and issue.column


def test_execution_is_read_only_even_without_the_validator(demo_db: Path) -> None:
    for sql in ("DELETE FROM markets", "CREATE TABLE x (a)", "SELECT load_extension('x')", "PRAGMA query_only = 0"):
        with pytest.raises(QueryError):
            open_warehouse(str(demo_db)).run(sql)
    assert open_warehouse(str(demo_db)).run("SELECT COUNT(*) FROM markets").rows == [[8]]


def test_execution_stops_runaway_queries(demo_db: Path) -> None:
    bomb = "WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT COUNT(*) FROM r"
    with pytest.raises(QueryError, match="timeout"):
        open_warehouse(str(demo_db)).run(bomb, timeout_s=0.3)
    with pytest.raises(QueryError, match="too big"):
        open_warehouse(str(demo_db)).run("SELECT hex(printf('%.*c', 5000000, 'x'))")
    with pytest.raises(QueryError, match="not authorized"):
        open_warehouse(str(demo_db)).run("SELECT randomblob(1000000000)")


def test_row_cap_marks_truncation(demo_db: Path) -> None:
    result = open_warehouse(str(demo_db)).run("SELECT * FROM daily_users", max_rows=10)
    assert len(result.rows) == 10 and result.truncated


def test_missing_database_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(DatabaseError, match="not found"):
        open_warehouse(str(tmp_path / "nope.sqlite")).run("SELECT 1")
