"""The Spark screen (no Spark needed): a table-generating function over literals is refused, over columns it
runs; the validator's own screen still comes first."""

from __future__ import annotations

import pytest

from sqlclarify.warehouse.base import QueryError
from sqlclarify.warehouse.spark import SparkWarehouse, generator_over_literals

REFUSED = [
    "SELECT * FROM range(1000000000000) ORDER BY rand()",
    "SELECT * FROM range(0, 10, 1, 4)",
    "SELECT repeat('x', 1000000) FROM range(100)",
    "SELECT explode(sequence(1, 10000000000))",
    "SELECT explode_outer(sequence(1, 10))",
    "SELECT * FROM explode(sequence(1, 10))",
    "SELECT * FROM markets LATERAL VIEW explode(sequence(1, 1000000000)) g AS n",
    "SELECT posexplode(array(1, 2, 3))",
    "SELECT stack(2, 1, 2)",
    "SELECT inline(array(struct(1, 2)))",
    "WITH x AS (SELECT explode(sequence(1, 99)) AS n) SELECT COUNT(*) FROM x",
]
ALLOWED = [
    "SELECT explode(array(code, region)) FROM markets",
    "SELECT * FROM markets LATERAL VIEW explode(sequence(1, n)) g AS k",
    "SELECT stack(2, code, region) FROM markets",
    "SELECT code, COUNT(*) FROM markets GROUP BY code ORDER BY 2 DESC",
    "SELECT sequence(1, 3)",  # an array value, not rows
]


@pytest.mark.parametrize("sql", REFUSED)
def test_a_generator_over_literals_is_refused(sql: str) -> None:
    refusal = generator_over_literals(sql)
    assert refusal and "over literals" in refusal


@pytest.mark.parametrize("sql", ALLOWED)
def test_a_generator_over_columns_and_plain_queries_pass(sql: str) -> None:
    assert generator_over_literals(sql) is None


def test_the_engine_screens_with_the_validator_first_then_its_own() -> None:
    engine = object.__new__(SparkWarehouse)  # the screen needs no session
    with pytest.raises(QueryError, match="refused by the read-only guard"):
        engine._screened("DROP TABLE markets")
    with pytest.raises(QueryError, match="refused by the Spark screen"):
        engine._screened("SELECT * FROM range(10)")
    assert engine._screened("SELECT 1") == "SELECT 1"
