"""The compiler in every dialect, without a server: each semantic query the demo eval suite answers from the
catalog (recorded in tests/data/dialects/demo_queries.json) compiles to the golden SQL of each dialect, parses
there as one read-only query, and passes the validator in that dialect against the demo warehouse's schema.
MySQL and ClickHouse also run for real (tests/integration/test_eval.py); the others are compiled only.
Regenerate the golden files after a deliberate compiler change: python -m tests.support.dialect_golden"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest
import sqlglot

from sqlclarify.warehouse import open_warehouse, validate_sql
from sqlclarify.warehouse.base import WarehouseSchema
from sqlclarify.warehouse.guard import screen
from tests.support.dialect_golden import COMPILED_ONLY, DIALECTS, FOLDER, golden_text, load_queries

QUERIES = load_queries()


@dataclass
class DemoSchemaIn:
    """The demo warehouse's real schema, judged in another dialect (the validator's static checks only)."""

    dialect: str
    real: object

    def schema(self) -> WarehouseSchema:
        return self.real.schema()


def test_every_recorded_query_has_a_case() -> None:
    assert len(QUERIES) >= 90 and sum(len(v) for v in QUERIES.values()) >= 100


@pytest.mark.parametrize("dialect", DIALECTS)
def test_golden_sql_is_one_valid_read_only_query_in_its_dialect(dialect: str, demo_db: Path) -> None:
    text = golden_text(dialect, QUERIES)
    assert text == (FOLDER / f"{dialect}.sql").read_text(encoding="utf-8")
    if dialect not in COMPILED_ONLY:
        return  # MySQL and ClickHouse: validated (with EXPLAIN) and run for real by tests/integration/test_eval.py
    warehouse = DemoSchemaIn(dialect, open_warehouse(str(demo_db)))
    problems = []
    for block in text.split("\n\n-- "):
        name, sql = block.lstrip("- ").split("\n", 1)
        sql = sql.strip().rstrip(";")
        parsed = sqlglot.parse(sql, read=dialect)
        report = validate_sql(sql, warehouse, dry_run=False)
        if len(parsed) != 1 or screen(sql, dialect) or not report.ok:
            problems.append((name, report.summary()))
    assert problems == []
