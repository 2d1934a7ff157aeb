"""Direction, dates and units on a catalog with no `meta` (tests/data/catalogs/flights, data ending in 2013):
"best" / "worst" follow which way is better for the metric, or ask; a month named without a year is the latest
one with data, and compared periods keep the order asked; a ratio with a percent unit is shown as a percentage."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest
import yaml

from sqlclarify import Agent
from tests.integration.test_cli import run
from tests.support.flights import CATALOG, build_flights


@pytest.fixture
def flights(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    db = build_flights(tmp_path / "flights.sqlite")
    monkeypatch.setenv("SQLCLARIFY_DB", str(db))
    monkeypatch.setenv("SQLCLARIFY_CATALOG", str(CATALOG))
    return db


def one(db: Path, sql: str) -> list[list[Any]]:
    with sqlite3.connect(db) as con:
        return [list(r) for r in con.execute(sql)]


def with_meta(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, meta: dict[str, dict[str, Any]]) -> Path:
    """A copy of the flights catalog whose metrics carry `meta` (metric name -> config.meta)."""
    copy = tmp_path / "flights_catalog"
    shutil.copytree(CATALOG, copy)
    path = copy / "models" / "metrics.yml"
    data = yaml.safe_load(path.read_text())
    for metric in data["metrics"]:
        if metric["name"] in meta:
            metric["config"] = {"meta": meta[metric["name"]]}
    path.write_text(yaml.safe_dump(data))
    monkeypatch.setenv("SQLCLARIFY_CATALOG", str(copy))
    return copy


DELAY_BY_AIRLINE = (
    "SELECT c.name, AVG(f.arr_delay) AS d FROM flights f JOIN carriers c ON c.code = f.carrier_code "
    "GROUP BY c.name ORDER BY d {order} LIMIT 1"
)


def test_worst_and_best_follow_the_metric_words(flights: Path) -> None:
    with Agent() as agent:
        worst = agent.ask("which airline had the worst average arrival delay in 2013")
        best = agent.ask("which airline had the best average arrival delay in 2013")
    assert worst.status == "answered" and best.status == "answered"
    assert worst.rows == one(flights, DELAY_BY_AIRLINE.format(order="DESC"))  # United: the most late
    assert worst.rows[0][0] == "United Air Lines"
    assert best.rows == one(flights, DELAY_BY_AIRLINE.format(order="ASC"))
    assert "'worst' read as the highest average arrival delay: lower is better for it ('delay')" in worst.message
    assert "'best' read as the lowest average arrival delay" in best.message


def test_when_nothing_says_which_way_is_better_it_asks(flights: Path) -> None:
    with Agent() as agent:
        asked = agent.ask("which airline had the best average air time in 2013")
        assert [q.id for q in asked.questions] == ["direction"]
        assert asked.questions[0].text == "Best by what — the highest or the lowest average air time?"
        assert [o.label for o in asked.questions[0].options] == ["highest", "lowest"]
        lowest = agent.answer(asked.thread_id, {"direction": "lowest"})
        assert lowest.status == "answered" and lowest.rows[0][0] == "United Air Lines"  # 140 minutes
        again = agent.ask("which airline had the best average air time in 2013")
        highest = agent.answer(again.thread_id, "1")
        assert highest.rows[0][0] == "Delta Air Lines"  # 160 minutes
        bad = agent.ask("which airline had the worst average air time in 2013")
        with pytest.raises(Exception, match="highest or lowest"):
            agent.answer(bad.thread_id, {"direction": "sideways"})
        assert agent.current(bad.thread_id).status == "needs_clarification"  # nothing lost


def test_the_catalog_meta_says_which_way_is_better(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, flights: Path
) -> None:
    with_meta(tmp_path, monkeypatch, {"average_air_time": {"higher_is_better": True}})
    with Agent() as agent:
        best = agent.ask("which airline had the best average air time in 2013")
    assert best.status == "answered" and best.rows[0][0] == "Delta Air Lines"
    assert "the catalog says higher is better for it" in best.message


def test_a_month_without_a_year_is_the_latest_with_data(flights: Path) -> None:
    with Agent() as agent:  # today is in 2026; the data ends in December 2013
        december = agent.ask("flights in December")
        quarter = agent.ask("flights in Q4")
        compared = agent.ask("flights December vs November")
        dated = agent.ask("flights in Dec 2025")
        summer = agent.ask("flights in summer")
    assert december.interpretation["date_range"]["label"] == "Dec 2013"
    assert december.rows == one(flights, "SELECT COUNT(*) FROM flights WHERE flight_date LIKE '2013-12-%'")
    assert "The data ends on 2013-12-28: I used Dec 2013 (not Dec 2025), the latest with data." in december.message
    assert quarter.interpretation["date_range"]["start"] == "2013-10-01"
    # the order asked: December, compared with the November before it
    assert compared.interpretation["date_range"]["label"] == "Dec 2013"
    assert compared.interpretation["compare_to"]["label"] == "Nov 2013"
    assert compared.rows[0][:2] == [36, 27]
    assert "Flights: 36 in Dec 2013 vs 27 in Nov 2013" in compared.message
    assert summer.interpretation["date_range"]["label"] == "Jun to Aug 2013"
    assert summer.rows == one(
        flights, "SELECT COUNT(*) FROM flights WHERE flight_date BETWEEN '2013-06-01' AND '2013-08-31'"
    )
    # a year given is kept: there is no data, and the answer says so
    assert dated.interpretation["date_range"]["label"] == "Dec 2025"
    assert "There is no data for 2025-12-01 to 2025-12-31" in dated.message


def test_a_ratio_with_a_percent_unit_is_shown_as_a_percentage(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, flights: Path
) -> None:
    with_meta(tmp_path, monkeypatch, {"cancellation_rate": {"unit": "%"}})
    shown = run("ask", "cancellation rate in 2013")
    assert shown.returncode == 0, shown.stderr
    rate = one(flights, "SELECT 1.0 * SUM(cancelled) / COUNT(*) FROM flights")[0][0]
    assert f"{rate * 100:.2f}%" in shown.stdout and "0.036" not in shown.stdout
    with Agent() as agent:
        compared = agent.ask("cancellation rate December vs November")
        monthly = agent.ask("cancellation rate by month in 2013")
    assert monthly.chart is not None and monthly.chart["encoding"]["y"]["axis"] == {"format": ".1%"}
    assert compared.interpretation["metrics"][0]["fraction"] is True
    assert "Cancellation rate: 2.78% in Dec 2013 vs 3.70% in Nov 2013, change -0.93 points" in compared.message
