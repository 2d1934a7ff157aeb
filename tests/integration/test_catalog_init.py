"""`sqlclarify catalog init` on two databases nobody prepared (tests/support/unseen_databases.py): the draft, with
no hand edit, answers generic plain questions as hand-written SQL does (at least 85% of them), passes `catalog
check`, and is two commands from a fresh DuckDB file to an answer."""

from __future__ import annotations

import json
from collections import Counter
from datetime import date, datetime
from decimal import Decimal
from pathlib import Path
from typing import Any

import duckdb
import pytest

from sqlclarify.agent import Agent
from sqlclarify.faces.catalog_init import run_catalog_init
from sqlclarify.semantic.readers import check_catalog
from sqlclarify.warehouse import open_warehouse
from tests.support.forked_cli import run_forked
from tests.support.unseen_databases import build_operations, build_shop

ROOT = Path(__file__).resolve().parents[2]
MIN_EQUAL = 0.85

# question → the SQL a person would write for it (DuckDB), its columns in the answer's order (dimensions, metric)
SHOP_QUESTIONS = {
    "number of orders by store in 2018": "SELECT s.name, COUNT(*) FROM orders o JOIN stores s USING (store_id) "
    "WHERE year(o.order_date) = 2018 GROUP BY s.name",
    "average amount per month": "SELECT date_trunc('month', order_date), AVG(amount) FROM orders GROUP BY 1",
    "top 5 customers by total amount": "SELECT c.full_name, SUM(o.amount) FROM orders o JOIN customers c "
    "USING (customer_id) GROUP BY c.customer_id, c.full_name ORDER BY 2 DESC LIMIT 5",
    "total amount by region": "SELECT s.region, SUM(o.amount) FROM orders o JOIN stores s USING (store_id) GROUP BY 1",
    "how many orders in 2019": "SELECT COUNT(*) FROM orders WHERE year(order_date) = 2019",
    "total amount in 2018": "SELECT SUM(amount) FROM orders WHERE year(order_date) = 2018",
    "number of orders by status": "SELECT status, COUNT(*) FROM orders GROUP BY 1",
    "orders by payment method in 2017": "SELECT payment_method, COUNT(*) FROM orders WHERE year(order_date) = 2017 "
    "GROUP BY 1",
    "number of customers by country": "SELECT country, COUNT(*) FROM customers GROUP BY 1",
    "total amount by store": "SELECT s.name, SUM(o.amount) FROM orders o JOIN stores s USING (store_id) GROUP BY 1",
    "number of orders per month in 2018": "SELECT date_trunc('month', order_date), COUNT(*) FROM orders "
    "WHERE year(order_date) = 2018 GROUP BY 1",
    "total shipping fee by year": "SELECT date_trunc('year', order_date), SUM(shipping_fee) FROM orders GROUP BY 1",
    "number of orders by customer segment": "SELECT c.segment, COUNT(*) FROM orders o JOIN customers c "
    "USING (customer_id) GROUP BY 1",
    "average amount by status": "SELECT status, AVG(amount) FROM orders GROUP BY 1",
    "top 3 stores by number of orders": "SELECT s.name, COUNT(*) FROM orders o JOIN stores s USING (store_id) "
    "GROUP BY s.store_id, s.name ORDER BY 2 DESC LIMIT 3",
    "number of stores by region": "SELECT region, COUNT(*) FROM stores GROUP BY 1",
    "total amount of delivered orders in 2019": "SELECT SUM(amount) FROM orders WHERE status = 'delivered' "
    "AND year(order_date) = 2019",
    "gift wrap rate by store": "SELECT s.name, AVG(CASE WHEN o.gift_wrap THEN 1 ELSE 0 END) FROM orders o "
    "JOIN stores s USING (store_id) GROUP BY 1",
    "total quantity by category": "SELECT category, SUM(quantity) FROM order_items GROUP BY 1",
    "average shipping fee by payment method": "SELECT payment_method, AVG(shipping_fee) FROM orders GROUP BY 1",
}

OPERATIONS_QUESTIONS = {
    "number of events by site": "SELECT s.site_name, COUNT(*) FROM events e JOIN machines m USING (machine_id) "
    "JOIN sites s USING (site_id) GROUP BY 1",
    "number of events by event type in 2022": "SELECT event_type, COUNT(*) FROM events WHERE year(event_time) = 2022 "
    "GROUP BY 1",
    "average downtime minutes per month": "SELECT date_trunc('month', event_time), AVG(downtime_minutes) FROM events "
    "GROUP BY 1",
    "top 5 machines by total downtime minutes": "SELECT machine_id, SUM(downtime_minutes) FROM events GROUP BY 1 "
    "ORDER BY 2 DESC LIMIT 5",
    "total downtime minutes by site": "SELECT s.site_name, SUM(e.downtime_minutes) FROM events e "
    "JOIN machines m USING (machine_id) JOIN sites s USING (site_id) GROUP BY 1",
    "number of alarms in 2023": "SELECT COUNT(*) FROM events WHERE event_type = 'alarm' AND year(event_time) = 2023",
    "average temperature by model": "SELECT m.model, AVG(e.temperature) FROM events e JOIN machines m "
    "USING (machine_id) GROUP BY 1",
    "number of machines by site": "SELECT s.site_name, COUNT(*) FROM machines m JOIN sites s USING (site_id) "
    "GROUP BY 1",
    "number of events by severity": "SELECT severity, COUNT(*) FROM events GROUP BY 1",
    "acknowledged rate by event type": "SELECT event_type, AVG(CASE WHEN acknowledged THEN 1 ELSE 0 END) "
    "FROM events GROUP BY 1",
    "number of events by manufacturer": "SELECT m.manufacturer, COUNT(*) FROM events e JOIN machines m "
    "USING (machine_id) GROUP BY 1",
    "total downtime minutes by year": "SELECT date_trunc('year', event_time), SUM(downtime_minutes) FROM events "
    "GROUP BY 1",
    "number of events per quarter in 2022": "SELECT date_trunc('quarter', event_time), COUNT(*) FROM events "
    "WHERE year(event_time) = 2022 GROUP BY 1",
    "average temperature by site": "SELECT s.site_name, AVG(e.temperature) FROM events e JOIN machines m "
    "USING (machine_id) JOIN sites s USING (site_id) GROUP BY 1",
    "number of machines by manufacturer": "SELECT manufacturer, COUNT(*) FROM machines GROUP BY 1",
    "top 3 sites by number of events": "SELECT s.site_name, COUNT(*) FROM events e JOIN machines m "
    "USING (machine_id) JOIN sites s USING (site_id) GROUP BY s.site_id, s.site_name ORDER BY 2 DESC LIMIT 3",
    "number of events on critical machines": "SELECT COUNT(*) FROM events e JOIN machines m USING (machine_id) "
    "WHERE m.is_critical",
    "number of events by country": "SELECT s.country, COUNT(*) FROM events e JOIN machines m USING (machine_id) "
    "JOIN sites s USING (site_id) GROUP BY 1",
    "number of shutdown events by site": "SELECT s.site_name, COUNT(*) FROM events e JOIN machines m "
    "USING (machine_id) JOIN sites s USING (site_id) WHERE e.event_type = 'shutdown' GROUP BY 1",
    "total downtime minutes in 2021": "SELECT SUM(downtime_minutes) FROM events WHERE year(event_time) = 2021",
}


def _normal(value: Any) -> Any:
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, datetime):
        return value.date().isoformat() if value.time() == datetime.min.time() else value.isoformat(sep=" ")
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, int | float | Decimal):
        return round(float(value), 4)
    text = str(value)
    return text[:10] if len(text) == 19 and text.endswith("00:00:00") else text


def _rows(rows: list) -> Counter:
    return Counter(tuple(_normal(v) for v in row) for row in rows)


def _score(database: Path, catalog: Path, questions: dict[str, str], tmp_path: Path) -> tuple[int, list[str]]:
    equal, misses = 0, []
    warehouse = open_warehouse(str(database))  # read-only, the handle catalog init opened
    gold = {q: warehouse.run(sql).rows for q, sql in questions.items()}
    with Agent(
        database=str(database),
        catalog=str(catalog),
        checkpoint=str(tmp_path / f"{database.stem}-threads.sqlite"),
        today="2024-06-01",
        mode="auto",
    ) as agent:
        for question, expected in gold.items():
            turn = agent.ask(question)
            if turn.status == "answered" and _rows(turn.rows) == _rows(expected):
                equal += 1
            else:
                misses.append(f"{question!r}: {turn.status} {turn.columns} {turn.rows[:3]} vs {expected[:3]}")
    return equal, misses


@pytest.fixture(scope="module")
def unseen(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[Path, Path]]:
    folder = tmp_path_factory.mktemp("unseen")
    built = {}
    for name, build in (("shop", build_shop), ("operations", build_operations)):
        database = build(folder / f"{name}.duckdb")
        lines = list(run_catalog_init(str(database), folder / f"{name}_catalog", [], force=False))
        assert lines[-1].startswith("Wrote "), lines
        built[name] = (database, folder / f"{name}_catalog")
    return built


def test_the_drafts_pass_catalog_check(unseen: dict[str, tuple[Path, Path]]) -> None:
    from sqlclarify.semantic.validate import fit_to_schema

    for database, catalog in unseen.values():
        layer = check_catalog(catalog)
        assert not layer.excluded, [e.line() for e in layer.excluded]
        assert layer.metrics and layer.semantic_models
        warehouse = open_warehouse(str(database))
        fitted = fit_to_schema(layer, warehouse.schema(), warehouse.dialect)
        assert not fitted.excluded, [e.line() for e in fitted.excluded]


def test_plain_questions_on_unseen_databases_match_hand_written_sql(
    unseen: dict[str, tuple[Path, Path]], tmp_path: Path
) -> None:
    total, equal, misses = 0, 0, []
    for name, questions in (("shop", SHOP_QUESTIONS), ("operations", OPERATIONS_QUESTIONS)):
        database, catalog = unseen[name]
        found, missed = _score(database, catalog, questions, tmp_path)
        total += len(questions)
        equal += found
        misses += [f"{name}: {m}" for m in missed]
    summary = f"catalog init + ask: {equal}/{total} equal to hand-written SQL ({equal / total:.0%})"
    print("\n" + summary + "".join(f"\n  miss: {m}" for m in misses))
    assert equal / total >= MIN_EQUAL, summary + "\n" + "\n".join(misses)


def test_writes_nothing_over_a_draft_without_force(unseen: dict[str, tuple[Path, Path]]) -> None:
    from sqlclarify.errors import InputError

    database, catalog = unseen["shop"]
    before = {p: p.read_bytes() for p in catalog.rglob("*") if p.is_file()}
    with pytest.raises(InputError, match="--force"):
        list(run_catalog_init(str(database), catalog, [], force=False))
    assert {p: p.read_bytes() for p in catalog.rglob("*") if p.is_file()} == before


def test_from_a_fresh_duckdb_file_to_an_answer_in_two_commands(tmp_path: Path) -> None:
    database = build_shop(tmp_path / "mine.duckdb")
    env = {"SQLCLARIFY_HOME": str(tmp_path / "home")}  # each command a new process (forked: no Python start)
    init = run_forked("catalog", "init", "--db", str(database), "--out", str(tmp_path / "catalog"), env=env)
    assert init.returncode == 0, init.stderr
    assert "Wrote" in init.stdout and "Left out" in init.stdout
    where = ["--db", str(database), "--catalog", str(tmp_path / "catalog"), "--checkpoint", str(tmp_path / "t.sqlite")]
    ask = run_forked("ask", "how many orders in 2019", *where, "--json", env=env)
    assert ask.returncode == 0, ask.stderr
    turn = json.loads(ask.stdout)
    with duckdb.connect(str(database), read_only=True) as db:
        expected = db.execute("SELECT COUNT(*) FROM orders WHERE year(order_date) = 2019").fetchone()[0]
    assert turn["status"] == "answered" and turn["rows"] == [[expected]]
