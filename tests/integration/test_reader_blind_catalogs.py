"""The reader on the two catalogs written blind (examples/flights, examples/northwind: no `meta`): question
shapes and words their suites showed it missed, each checked against hand-written SQL."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from sqlclarify.agent import Agent

ROOT = Path(__file__).resolve().parents[2]
FLIGHTS = ROOT / "examples" / "flights"
NORTHWIND = ROOT / "examples" / "northwind"


def _agent(example: Path, database: str, today: str, tmp_path: Path) -> Agent:
    return Agent(
        database=str(example / database),
        catalog=str(example / "models"),
        checkpoint=str(tmp_path / "threads.sqlite"),
        today=today,
    )


@pytest.fixture
def flights(tmp_path: Path):
    with _agent(FLIGHTS, "flights.sqlite", "2014-01-10", tmp_path) as agent:
        yield agent


@pytest.fixture
def northwind(tmp_path: Path):
    with _agent(NORTHWIND, "northwind.sqlite", "1998-05-15", tmp_path) as agent:
        yield agent


def gold(example: Path, database: str, sql: str) -> list[tuple]:
    with sqlite3.connect(example / database) as db:
        return [tuple(round(v, 2) if isinstance(v, float) else v for v in row) for row in db.execute(sql)]


def rows(turn) -> list[tuple]:
    return [tuple(round(v, 2) if isinstance(v, float) else v for v in row) for row in turn.rows]


def test_an_elided_name_and_a_value_of_a_big_lookup_table(flights: Agent) -> None:
    # airports has 1,458 rows: the reader reads the names flights use; "O'Hare" is the value "Chicago Ohare Intl"
    turn = flights.ask("how many flights went to O'Hare in 2013?")
    assert turn.status == "answered", turn.questions
    assert rows(turn) == gold(
        FLIGHTS, "flights.sqlite", "SELECT COUNT(*) FROM flights WHERE dest = 'ORD' AND flight_date LIKE '2013%'"
    )
    turn = flights.ask("flights from Newark in December")
    assert turn.status == "answered", turn.questions
    assert rows(turn) == gold(
        FLIGHTS, "flights.sqlite", "SELECT COUNT(*) FROM flights WHERE origin = 'EWR' AND flight_date LIKE '2013-12%'"
    )


def test_a_value_of_several_dimensions_is_settled_by_a_word_or_asked(northwind: Agent) -> None:
    turn = northwind.ask("how many orders were shipped to Brazil in 1997?")
    assert turn.status == "answered", turn.questions
    assert rows(turn) == gold(
        NORTHWIND,
        "northwind.sqlite",
        "SELECT COUNT(*) FROM orders WHERE ship_country = 'Brazil' AND order_date LIKE '1997%'",
    )
    turn = northwind.ask("revenue from the London office in 1997")
    assert turn.status == "answered", turn.questions
    assert rows(turn) == gold(
        NORTHWIND,
        "northwind.sqlite",
        """SELECT ROUND(SUM(l.net_amount), 2) FROM order_lines l JOIN orders o ON o.order_id = l.order_id
           JOIN employees e ON e.employee_id = o.employee_id WHERE e.city = 'London' AND l.order_date LIKE '1997%'""",
    )
    # nothing names one: the dimension on the order itself (its ship city) before a joined table's, said in the answer
    turn = northwind.ask("revenue from London in 1997")
    assert turn.status == "answered", turn.questions
    assert "ship city London" in turn.message


def test_revenue_including_freight_is_the_catalogs_sum(northwind: Agent) -> None:
    turn = northwind.ask("revenue including freight in 1997")
    assert turn.status == "answered", turn.questions
    assert turn.interpretation["metrics"][0]["name"] == "order_total"


def test_a_share_of_a_value_is_the_part_the_whole_and_the_percent(northwind: Agent) -> None:
    turn = northwind.ask("What % of revenue came from beverages in 1997?")
    assert turn.status == "answered", turn.questions
    assert turn.columns == ["revenue__part", "revenue", "revenue__part_pct"]
    assert rows(turn) == gold(
        NORTHWIND,
        "northwind.sqlite",
        """SELECT ROUND(b, 2), ROUND(t, 2), ROUND(b * 100.0 / t, 2) FROM (
             SELECT SUM(CASE WHEN c.category_name = 'Beverages' THEN l.net_amount END) AS b, SUM(l.net_amount) AS t
             FROM order_lines l JOIN products p ON p.product_id = l.product_id
             JOIN categories c ON c.category_id = p.category_id WHERE l.order_date LIKE '1997%')""",
    )
    assert "Revenue of category Beverages:" in turn.message


def test_a_share_of_a_flag_is_the_catalogs_own_rate(northwind: Agent) -> None:
    turn = northwind.ask("what share of orders shipped late in 1997?")
    assert turn.status == "answered", turn.questions
    assert turn.interpretation["metrics"][0]["name"] == "late_shipment_rate"
    assert rows(turn) == gold(
        NORTHWIND,
        "northwind.sqlite",
        "SELECT ROUND(SUM(is_shipped_late) * 1.0 / COUNT(*), 2) FROM orders WHERE order_date LIKE '1997%'",
    )


def test_running_total_by_month_and_a_metric_that_does_not_add_up(flights: Agent) -> None:
    turn = flights.ask("running total of flights by month in 2013")
    assert turn.status == "answered", turn.questions
    assert rows(turn) == gold(
        FLIGHTS,
        "flights.sqlite",
        """SELECT m, SUM(n) OVER (ORDER BY m) FROM (SELECT strftime('%Y-%m-01', flight_date) AS m, COUNT(*) AS n
           FROM flights WHERE flight_date LIKE '2013%' GROUP BY m) ORDER BY m""",
    )
    turn = flights.ask("cumulative average arrival delay by month in 2013")
    assert turn.status == "answered"
    assert "I ignored 'running total': Average arrival delay cannot be added up over time." in turn.message


@pytest.mark.parametrize("question", ["month over month growth in flights in 2013", "monthly flights growth in 2013"])
def test_growth_for_each_period(flights: Agent, question: str) -> None:
    turn = flights.ask(question)
    assert turn.status == "answered", turn.questions
    assert rows(turn) == gold(
        FLIGHTS,
        "flights.sqlite",
        """SELECT m, n, p, n - p, ROUND((n - p) * 100.0 / p, 2) FROM (
             SELECT m, n, LAG(n) OVER (ORDER BY m) AS p FROM (
               SELECT strftime('%Y-%m-01', flight_date) AS m, COUNT(*) AS n FROM flights
               WHERE flight_date LIKE '2013%' GROUP BY m)) ORDER BY m""",
    )
    one = flights.ask("flights in Oct 2013 mom")  # one period: a plain comparison with the month before
    assert one.status == "answered" and len(one.rows) == 1


def test_a_range_on_a_dimension_of_numbers(flights: Agent) -> None:
    turn = flights.ask("flights scheduled to leave at hour 20 or later in 2013")
    assert turn.status == "answered", turn.questions
    assert rows(turn) == gold(
        FLIGHTS,
        "flights.sqlite",
        "SELECT COUNT(*) FROM flights WHERE sched_dep_hour >= 20 AND flight_date LIKE '2013%'",
    )


def test_a_range_on_an_amount_is_asked_whole(flights: Agent, northwind: Agent) -> None:
    turn = flights.ask("flights longer than 2000 miles in 2013")  # not the year 2000, not dropped
    assert turn.status == "needs_clarification"
    assert "longer than 2000 miles" in turn.questions[0].text
    turn = northwind.ask("orders with freight over $100 in 1997")  # not the metric Freight beside Orders
    assert turn.status == "needs_clarification"
    assert "with freight over $100" in turn.questions[0].text


def test_counts_of_distinct_things_and_of_flagged_events(flights: Agent, northwind: Agent) -> None:
    turn = flights.ask("how many different planes flew in 2013?")
    assert turn.status == "answered", turn.questions
    assert rows(turn) == gold(
        FLIGHTS, "flights.sqlite", "SELECT COUNT(DISTINCT tailnum) FROM flights WHERE flight_date LIKE '2013%'"
    )
    turn = flights.ask("cancelations in march 2013")  # a typo of the flag, no metric: the count of those events
    assert turn.status == "answered", turn.questions
    assert rows(turn) == gold(
        FLIGHTS, "flights.sqlite", "SELECT SUM(is_cancelled) FROM flights WHERE flight_date LIKE '2013-03%'"
    )
    turn = northwind.ask("how many customers ordered in 1997?")
    assert turn.status == "answered", turn.questions
    assert rows(turn) == gold(
        NORTHWIND,
        "northwind.sqlite",
        "SELECT COUNT(DISTINCT customer_id) FROM orders WHERE order_date LIKE '1997%'",
    )


def test_a_flag_against_another_word_splits_by_it(northwind: Agent) -> None:
    turn = northwind.ask("revenue split by discontinued vs current products in 1997")
    assert turn.status == "answered", turn.questions
    assert sorted(rows(turn)) == gold(
        NORTHWIND,
        "northwind.sqlite",
        """SELECT p.is_discontinued, ROUND(SUM(l.net_amount), 2) FROM order_lines l
           JOIN products p ON p.product_id = l.product_id WHERE l.order_date LIKE '1997%' GROUP BY 1 ORDER BY 1""",
    )


def test_follow_ups_replace_what_they_name(flights: Agent) -> None:
    first = flights.ask("flights from JFK in 2013")
    turn = flights.ask("same for Newark", thread_id=first.thread_id)  # the airport's name replaces its code
    assert turn.status == "answered", turn.questions
    assert rows(turn) == gold(
        FLIGHTS, "flights.sqlite", "SELECT COUNT(*) FROM flights WHERE origin = 'EWR' AND flight_date LIKE '2013%'"
    )
    first = flights.ask("average departure delay by origin in 2013")
    turn = flights.ask("and arrival?", thread_id=first.thread_id)  # the one word of the last metric swapped
    assert turn.status == "answered", turn.questions
    assert turn.interpretation["metrics"][0]["name"] == "avg_arrival_delay"


def test_a_value_spelled_longer_with_a_company_suffix(flights: Agent) -> None:
    turn = flights.ask("how many flights were flown by Airbus planes in 2013?")
    assert turn.status == "answered", turn.questions
    assert rows(turn) == gold(
        FLIGHTS,
        "flights.sqlite",
        """SELECT COUNT(*) FROM flights f JOIN planes p ON p.tailnum = f.tailnum
           WHERE p.manufacturer IN ('AIRBUS', 'AIRBUS INDUSTRIE') AND f.flight_date LIKE '2013%'""",
    )


def test_excluding_a_value_several_dimensions_hold(northwind: Agent) -> None:
    turn = northwind.ask("revenue excluding Germany in 1997")  # all but Germany, never only Germany
    assert turn.status == "answered", turn.questions
    assert rows(turn) == gold(
        NORTHWIND,
        "northwind.sqlite",
        """SELECT ROUND(SUM(l.net_amount), 2) FROM order_lines l JOIN orders o ON o.order_id = l.order_id
           WHERE o.ship_country <> 'Germany' AND l.order_date LIKE '1997%'""",
    )
