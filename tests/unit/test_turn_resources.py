"""What a turn resolves once and reuses: verdicts on catalog SQL, the warehouse, SQLite connections, and the
memory the model keeps of past exchanges."""

from __future__ import annotations

import os
import shutil
import sqlite3
from dataclasses import replace
from pathlib import Path

import duckdb
import pytest

from sqlclarify import Agent
from sqlclarify.context import Context
from sqlclarify.llm.prompting import remembered_exchange, trim_conversation
from sqlclarify.nodes.validate import validate
from sqlclarify.semantic import readers
from sqlclarify.semantic.readers import DEMO_CATALOG_DIR, load_semantic_layer
from sqlclarify.warehouse import forget_warehouse, open_warehouse
from sqlclarify.warehouse.base import QueryError
from sqlclarify.warehouse.guard import _catalog_reports, validate_catalog_sql


def make_db(path: Path, columns: str, value: int) -> Path:
    tmp = path.with_suffix(".building")
    conn = sqlite3.connect(tmp)
    conn.execute(f"CREATE TABLE t ({columns})")
    conn.execute(f"INSERT INTO t VALUES ({', '.join(str(value) for _ in columns.split(','))})")
    conn.commit()
    conn.close()
    os.replace(tmp, path)  # a new file in its place, as a rebuilt warehouse is
    return path


class Runtime:
    def __init__(self, context: Context) -> None:
        self.context = context


def test_a_catalog_verdict_is_reused_only_for_the_same_sql_and_schema(tmp_path: Path) -> None:
    db = make_db(tmp_path / "w.sqlite", "a", 1)
    warehouse = open_warehouse(str(db))
    assert validate_catalog_sql("SELECT a FROM t", warehouse).ok
    assert validate_catalog_sql("SELECT a FROM t", warehouse).ok  # the kept verdict
    assert not validate_catalog_sql("SELECT b FROM t", warehouse).ok  # other SQL is judged afresh
    make_db(db, "b", 2)  # the column a is gone
    again = validate_catalog_sql("SELECT a FROM t", warehouse)
    assert not again.ok and again.errors[0].kind == "unknown_column"
    assert validate_catalog_sql("SELECT b FROM t", warehouse).ok
    forget_warehouse(str(db))


def test_a_catalog_verdict_with_explain_serves_the_run_without_it(tmp_path: Path) -> None:
    db = make_db(tmp_path / "w.sqlite", "a", 1)
    warehouse = open_warehouse(str(db))
    assert validate_catalog_sql("SELECT a FROM t", warehouse, dry_run=True).ok  # the validate node
    schema = warehouse.schema()
    kept = _catalog_reports[(id(schema), "SELECT a FROM t", 1000, True)]
    kept[1].tables = ["kept"]  # marks the verdict: a fresh judgement would name the table t
    assert validate_catalog_sql("SELECT a FROM t", warehouse, dry_run=False).tables == ["kept"]  # the execute node
    assert validate_catalog_sql("SELECT a FROM t", warehouse, dry_run=False, row_limit=5).tables == ["t"]
    # the other way round is judged afresh: a verdict without EXPLAIN says nothing of what EXPLAIN would say
    assert validate_catalog_sql("SELECT a AS x FROM t", warehouse, dry_run=False).ok
    assert (id(schema), "SELECT a AS x FROM t", 1000, True) not in _catalog_reports
    assert validate_catalog_sql("SELECT a AS x FROM t", warehouse, dry_run=True).ok
    assert (id(schema), "SELECT a AS x FROM t", 1000, True) in _catalog_reports
    forget_warehouse(str(db))


@pytest.mark.parametrize(
    "sql",
    ["DELETE FROM t", "SELECT a FROM t; DROP TABLE t", "SELECT load_extension('x')", "ATTACH 'x.db' AS x"],
)
def test_catalog_sql_that_is_refused_is_refused_every_time(tmp_path: Path, sql: str) -> None:
    warehouse = open_warehouse(str(make_db(tmp_path / "w.sqlite", "a", 1)))
    before = len(_catalog_reports)
    assert not validate_catalog_sql(sql, warehouse).ok
    assert not validate_catalog_sql(sql, warehouse).ok
    assert len(_catalog_reports) == before  # a refusal is never kept


def test_model_sql_is_judged_in_full_every_time(tmp_path: Path) -> None:
    db = make_db(tmp_path / "w.sqlite", "a", 1)
    runtime = Runtime(Context(database=str(db)))
    catalog_state = {"sql": "SELECT a FROM t", "sql_source": "catalog"}
    assert validate(catalog_state, runtime)["sql_error"] is None  # type: ignore[arg-type]
    kept = len(_catalog_reports)
    model_state = {"sql": "SELECT a, a FROM t", "sql_source": "model"}
    assert validate(model_state, runtime)["sql_error"] is None  # type: ignore[arg-type]
    assert len(_catalog_reports) == kept


def test_a_context_resolves_its_warehouse_once_and_never_for_other_settings(tmp_path: Path) -> None:
    one, two = make_db(tmp_path / "one.sqlite", "a", 1), make_db(tmp_path / "two.sqlite", "a", 2)
    ctx = Context(database=str(one))
    first = ctx.warehouse()
    assert ctx.warehouse() is first
    assert replace(ctx, database=str(two)).warehouse().run("SELECT a FROM t").rows == [[2]]
    ctx.database = str(two)  # a changed setting is seen at once
    assert ctx.warehouse().run("SELECT a FROM t").rows == [[2]]


def test_a_context_opens_its_warehouse_again_once_it_was_closed(tmp_path: Path) -> None:
    duck = tmp_path / "w.duckdb"
    ctx = Context(database=str(duck))
    for value in (1, 2):
        with duckdb.connect(str(duck)) as conn:
            conn.execute(f"CREATE OR REPLACE TABLE t AS SELECT {value} AS a")
        assert ctx.warehouse().run("SELECT a FROM t").rows == [[value]]
        forget_warehouse(str(duck))  # closes the read-only handle, as before the file is rewritten


def test_sqlite_connections_are_reused_but_see_a_replaced_file_and_stay_guarded(tmp_path: Path) -> None:
    db = make_db(tmp_path / "w.sqlite", "a", 1)
    warehouse = open_warehouse(str(db))
    assert warehouse.run("SELECT a FROM t").rows == [[1]]
    assert warehouse.explain("SELECT a FROM t") is None
    assert len(warehouse._idle) == 1  # one connection served both statements
    with pytest.raises(QueryError, match="read-only guard"):
        warehouse.run("DELETE FROM t")
    with pytest.raises(QueryError, match="read-only guard"):
        warehouse.run("DELETE FROM t")  # on the reused connection too
    make_db(db, "a", 2)
    assert warehouse.run("SELECT a FROM t").rows == [[2]]
    forget_warehouse(str(db))


def test_the_default_memory_keeps_the_last_five_exchanges_however_long() -> None:
    ctx = Context()
    long = [remembered_exchange(f"question {i} " + "why " * 200, "answer " * 200, "SELECT 1 " * 200) for i in range(9)]
    kept = trim_conversation(long, ctx.memory_turns, ctx.memory_token_budget)
    assert [e["question"].split()[1] for e in kept[-5:]] == ["4", "5", "6", "7", "8"]
    assert all(len(e["answer"]) < 400 for e in kept)


def test_a_thread_remembers_its_last_five_exchanges(tmp_path: Path) -> None:
    with Agent(checkpoint=str(tmp_path / "cp.sqlite")) as agent:
        thread = agent.ask("DAU for ID in Nov 2025").thread_id
        for market in ("TH", "VN", "PH", "MY", "SG"):
            agent.ask(f"same for {market}", thread_id=thread)
        conversation = agent.graph.get_state(agent.thread_config(thread)).values["conversation"]
    assert [e["question"] for e in conversation[-5:]] == [f"same for {m}" for m in ("TH", "VN", "PH", "MY", "SG")]
    assert all("SQL: WITH" in e["answer"] for e in conversation[-5:])


def test_a_parsed_catalog_is_kept_for_the_next_process_until_its_files_change(tmp_path: Path) -> None:
    catalog = tmp_path / "catalog"
    shutil.copytree(DEMO_CATALOG_DIR, catalog)
    first = load_semantic_layer(catalog)
    readers._cache.clear()  # as in a new process
    assert load_semantic_layer(catalog) == first  # read back from the user's cache folder
    kept = list((tmp_path / "cache" / "sqlclarify" / "catalogs").glob("*.json"))
    assert len(kept) == 1
    file = catalog / "metrics.yml"
    file.write_text(file.read_text().replace("label: Daily active users", "label: Daily actives"))
    readers._cache.clear()
    assert any(m.label.startswith("Daily actives") for m in load_semantic_layer(catalog).metrics.values())


SHOP_CATALOG = """
semantic_models:
  - name: sales
    model: ref('sales')
    defaults: {agg_time_dimension: sold_on}
    entities:
      - {name: sale, type: primary, expr: sale_id}
    dimensions:
      - {name: sold_on, type: time, type_params: {time_granularity: day}}
      - {name: region, type: categorical}
    measures:
      - {name: amount, agg: sum}
metrics:
  - {name: revenue, label: Revenue, type: simple, type_params: {measure: amount}}
"""


def test_values_a_busy_database_withheld_are_read_again_later(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A values lookup that fails at catalog build (here: a writer holds the file's lock; a cold engine's timeout
    in life) leaves the dimension without words for a while, not for the rest of the process."""
    from sqlclarify import resources

    db = tmp_path / "shop.sqlite"
    conn = sqlite3.connect(db)
    conn.execute("CREATE TABLE sales (sale_id INTEGER, sold_on TEXT, region TEXT, amount REAL)")
    conn.executemany(
        "INSERT INTO sales VALUES (?, ?, ?, ?)", [(1, "2025-01-02", "North", 5.0), (2, "2025-01-03", "South", 7.0)]
    )
    conn.commit()
    conn.close()
    (tmp_path / "catalog.yml").write_text(SHOP_CATALOG, encoding="utf-8")
    ctx = Context(database=str(db), catalog=str(tmp_path / "catalog.yml"))
    ctx.warehouse().schema()  # read, and a connection open, before the lock: as in a running process
    ctx.warehouse().run("SELECT 1")

    def regions(catalog: resources.Catalog) -> list[str]:
        return sorted(v.value for dim, values in catalog.vocab.values.items() if "region" in dim for v in values)

    writer = sqlite3.connect(db, isolation_level=None)
    writer.execute("BEGIN EXCLUSIVE")  # no reader gets in (rollback journal) until it ends
    try:
        withheld = resources.catalog_for(ctx)
    finally:
        writer.execute("ROLLBACK")
        writer.close()
    assert withheld is not None and regions(withheld) == []
    assert withheld.values_missing
    assert resources.catalog_for(ctx) is withheld  # not asked again at once: a busy engine is left alone a while
    monkeypatch.setattr(resources, "VALUES_RETRY_S", 0.0)
    again = resources.catalog_for(ctx)
    assert regions(again) == ["North", "South"]
    assert not again.values_missing
