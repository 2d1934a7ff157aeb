"""A catalog's SQL is read in the dialect its project names and written in the engine's; names that PostgreSQL
would fold are spelled as the database stores them."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import sqlglot

from sqlclarify.errors import CatalogError
from sqlclarify.semantic.errors import CompileError
from sqlclarify.semantic.lookups import values_query
from sqlclarify.semantic.readers import load_semantic_layer
from sqlclarify.warehouse.base import WarehouseSchema
from sqlclarify.warehouse.spelling import respelled, spell_as_stored
from tests.conftest import ROOT

CHINOOK = ROOT / "examples" / "chinook"


def _project(tmp_path: Path, variables: str | None) -> Path:
    """A copy of the Chinook project with `variables` in place of its `vars:` block."""
    copy = tmp_path / "chinook"
    shutil.copytree(CHINOOK / "models", copy / "models")
    text = (CHINOOK / "dbt_project.yml").read_text(encoding="utf-8").split("\nvars:")[0]
    (copy / "dbt_project.yml").write_text(text + ("\n" + variables if variables else "") + "\n", encoding="utf-8")
    return copy


def test_the_projects_dialect_is_translated_for_the_engine() -> None:
    layer = load_semantic_layer(CHINOOK / "models")  # its model path: the project above it names SQLite
    assert layer.sql_dialect == "sqlite"
    mysql = values_query(layer, "customer__name", "mysql")
    assert "CONCAT(" in mysql and " OR " not in mysql
    assert "||" in values_query(layer, "customer__name", "postgres")


def test_without_a_dialect_the_sql_is_the_engines_own(tmp_path: Path) -> None:
    layer = load_semantic_layer(_project(tmp_path, None))
    assert layer.sql_dialect is None
    assert "||" in values_query(layer, "customer__name", "postgres")
    # MySQL would read `||` as OR and answer 0 or 1 for a name: refused in one line, never run
    with pytest.raises(CompileError, match="is OR in MySQL") as caught:
        values_query(layer, "customer__name", "mysql")
    assert "\n" not in str(caught.value)


def test_an_unknown_dialect_is_one_line(tmp_path: Path) -> None:
    with pytest.raises(CatalogError, match="sql_dialect 'cobol' is not a dialect") as caught:
        load_semantic_layer(_project(tmp_path, "vars:\n  sqlclarify:\n    sql_dialect: cobol"))
    assert "\n" not in str(caught.value)


MIXED = WarehouseSchema(
    tables={
        "Invoice": {"InvoiceId": "INT", "Total": "DOUBLE", "CustomerId": "INT"},
        "Customer": {"CustomerId": "INT", "Country": "TEXT"},
        "plain": {"total": "INT", "ShippedAt": "TEXT"},
    }
)


@pytest.mark.parametrize(
    ("sql", "spelled"),
    [
        ("SELECT SUM(Total) FROM Invoice", 'SELECT SUM("Total") FROM "Invoice" AS "Invoice"'),
        (
            "SELECT c.Country AS country, SUM(i.Total) AS revenue FROM Invoice AS i JOIN Customer AS c "
            "ON i.CustomerId = c.CustomerId GROUP BY c.Country ORDER BY revenue",
            'SELECT c."Country" AS country, SUM(i."Total") AS revenue FROM "Invoice" AS i JOIN "Customer" AS c '
            'ON i."CustomerId" = c."CustomerId" GROUP BY c."Country" ORDER BY revenue',
        ),
        # a correlated subquery naming the table itself; the outer CTE's columns are left as its SELECT names them
        (
            "WITH t AS (SELECT (SELECT Invoice.Total FROM Invoice WHERE Invoice.InvoiceId = 1) AS total) "
            "SELECT t.total FROM t",
            'WITH t AS (SELECT (SELECT "Invoice"."Total" FROM "Invoice" AS "Invoice" WHERE "Invoice"."InvoiceId" = 1) '
            "AS total) SELECT t.total FROM t",
        ),
        ("SELECT total FROM plain", "SELECT total FROM plain"),  # resolves as written: unchanged
        ("SELECT plain.ShippedAt FROM plain", 'SELECT plain."ShippedAt" FROM plain'),  # a lower-case table's column
    ],
)
def test_names_are_spelled_as_stored_on_postgres(sql: str, spelled: str) -> None:
    assert respelled(sql, MIXED, "postgres") == spelled


def test_nothing_changes_where_nothing_is_stored_in_upper_case_or_the_engine_keeps_case() -> None:
    lower = WarehouseSchema(tables={"invoice": {"total": "INT"}})
    assert not spell_as_stored(sqlglot.parse_one("SELECT Total FROM Invoice", read="postgres"), lower, "postgres")
    assert respelled("SELECT Total FROM Invoice", MIXED, "mysql") == "SELECT Total FROM Invoice"


def test_two_stored_spellings_are_left_for_the_database_to_refuse() -> None:
    both = WarehouseSchema(tables={"Invoice": {"Total": "INT"}, "INVOICE": {"Total": "INT"}})
    assert respelled("SELECT 1 FROM invoice", both, "postgres") == "SELECT 1 FROM invoice"
