"""apache/ossie's TPC-DS example (Ossie 0.2, as published) asked plain questions through the Agent over a small
generated TPC-DS-shaped SQLite warehouse: each answer is checked against SQL written by hand; what the
document cannot answer is said, never a silent wrong number."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from sqlclarify.agent import Agent
from tests.support.tpcds import TPCDS_EXAMPLE, build_tpcds


@pytest.fixture(scope="module")
def warehouse(tmp_path_factory) -> Path:
    return build_tpcds(tmp_path_factory.mktemp("tpcds") / "tpcds.sqlite")


@pytest.fixture
def agent(warehouse: Path, tmp_path: Path):
    with Agent(database=str(warehouse), catalog=str(TPCDS_EXAMPLE), checkpoint=str(tmp_path / "t.sqlite")) as a:
        yield a


def rows(db: Path, sql: str) -> list[tuple]:
    with sqlite3.connect(db) as con:
        return [tuple(round(v, 2) if isinstance(v, float) else v for v in r) for r in con.execute(sql).fetchall()]


def answer_rows(turn) -> list[tuple]:
    return [tuple(round(v, 2) if isinstance(v, float) else v for v in r) for r in turn.rows]


def test_the_generator_is_deterministic(tmp_path: Path) -> None:
    first, second = build_tpcds(tmp_path / "a.sqlite"), build_tpcds(tmp_path / "b.sqlite")
    query = "SELECT COUNT(*), SUM(ss_ext_sales_price), SUM(ss_net_profit) FROM store_sales"
    assert rows(first, query) == rows(second, query)
    assert rows(first, "SELECT COUNT(*) FROM store_sales")[0][0] == 600


SALES_BY = """SELECT {column}, SUM(ss.{measure}) FROM store_sales ss JOIN {table} ON {join}
              GROUP BY 1 ORDER BY {order}"""
JOINS = {
    "store": "store.s_store_sk = ss.ss_store_sk",
    "item": "item.i_item_sk = ss.ss_item_sk",
    "date_dim": "date_dim.d_date_sk = ss.ss_sold_date_sk",
}


def sales_by(column: str, table: str, measure: str = "ss_ext_sales_price", order: str = "1") -> str:
    return SALES_BY.format(column=column, measure=measure, table=table, join=JOINS[table], order=order)


PER_CUSTOMER = "(SELECT COUNT(DISTINCT c_customer_sk) FROM customer)"
PER_EMPLOYEE = "(SELECT SUM(s_number_employees) FROM store)"


@pytest.mark.parametrize(
    ("question", "sql"),
    [
        ("total sales", "SELECT SUM(ss_ext_sales_price) FROM store_sales"),
        ("what is our gross sales", "SELECT SUM(ss_ext_sales_price) FROM store_sales"),  # an ai_context synonym
        ("total profit by state", sales_by("s_state", "store", measure="ss_net_profit")),
        ("total sales by store name", sales_by("s_store_name", "store")),
        ("total sales by product category", sales_by("i_category", "item")),
        ("top 3 brands by total sales", sales_by("i_brand", "item", order="2 DESC LIMIT 3")),
        # d_year is is_time with datatype Integer: read as a category of date_dim, joined on the date key
        ("total sales by year", sales_by("d_year", "date_dim")),
        # SUM over the facts / COUNT(DISTINCT …) over customer: each aggregate reads its own dataset
        ("customer lifetime value", f"SELECT SUM(ss_ext_sales_price) * 1.0 / {PER_CUSTOMER} FROM store_sales"),
        ("sales per employee", f"SELECT SUM(ss_ext_sales_price) * 1.0 / {PER_EMPLOYEE} FROM store_sales"),
    ],
)
def test_a_question_on_the_tpcds_example_is_answered_right(agent, warehouse: Path, question: str, sql: str) -> None:
    turn = agent.ask(question)
    assert turn.status == "answered", (turn.message, turn.questions)
    assert answer_rows(turn) == rows(warehouse, sql)


def test_a_period_the_facts_cannot_be_filtered_by_is_named_as_ignored(agent) -> None:
    """store_sales holds a date key, not a date (the dates are in date_dim): "in 2002" is said to be ignored."""
    turn = agent.ask("net profit in 2002")
    assert turn.status == "answered"
    assert "ignored the dates" in turn.message


def test_sales_by_brand_is_grouped_by_brand(agent, warehouse: Path) -> None:
    turn = agent.ask("total sales by brand")
    assert turn.status == "answered"
    assert sorted(answer_rows(turn)) == rows(warehouse, sales_by("i_brand", "item"))
