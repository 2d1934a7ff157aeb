"""The validator on real data: Spider's 972 dev gold queries over 19 SQLite databases."""

import json

import pytest
import sqlglot
from sqlglot import exp

from sqlclarify.warehouse import validate_sql
from tests.conftest import SPIDER

GOLD = json.loads((SPIDER / "spider_dev_gold.json").read_text())


def database(db_id: str) -> str:
    return str(SPIDER / "database" / db_id / f"{db_id}.sqlite")


def test_corpus_is_complete() -> None:
    assert len(GOLD) == 972
    assert len({r["db_id"] for r in GOLD}) == 19


def test_every_gold_query_validates() -> None:
    reports = [(r["id"], validate_sql(r["gold_sql"], database(r["db_id"]))) for r in GOLD]
    assert [(gold_id, report.summary()) for gold_id, report in reports if not report.ok] == []


def _mutate(sql: str, node_type: type[exp.Expression], new_name: str) -> str | None:
    tree = sqlglot.parse_one(sql, read="sqlite")
    node = next(iter(tree.find_all(node_type)), None)
    if node is None:
        return None
    node.set("this", exp.to_identifier(new_name))
    return tree.sql(dialect="sqlite")


@pytest.mark.parametrize(
    ("mutation", "kinds"),
    [
        ("unknown_column", {"unknown_column"}),
        ("unknown_table", {"unknown_table"}),
        ("dml_appended", {"statement_count"}),
    ],
)
def test_mutated_gold_queries_are_rejected(mutation: str, kinds: set[str]) -> None:
    accepted, tried = [], 0
    for record in GOLD:
        sql = record["gold_sql"]
        if mutation == "unknown_column":
            mutated = _mutate(sql, exp.Column, "no_such_column_zz")
        elif mutation == "unknown_table":
            mutated = _mutate(sql, exp.Table, "no_such_table_zz")
        else:
            mutated = f"{sql}; DELETE FROM {sqlglot.parse_one(sql, read='sqlite').find(exp.Table).name}"
        if mutated is None:
            continue
        tried += 1
        report = validate_sql(mutated, database(record["db_id"]))
        if report.ok or report.errors[0].kind not in kinds:
            accepted.append((record["id"], mutated, report.errors[:1]))
    assert tried > 900
    assert accepted == []
