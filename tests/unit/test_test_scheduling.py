"""The test suite's own work units (tests/support/scheduling.py): every Spark test in one unit, the suites on
engines one unit per engine, any other file whole."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

from tests.support.scheduling import SPARK_SCOPE, order_items, scope_of, scopes

SUITES = "tests/integration/test_suites_on_engines.py::test_suite_case_on_engine"
PARTS = "tests/integration/test_date_parts_engines.py::test_every_part_matches_python"
DRAFTS = "tests/integration/test_catalog_init_engines.py::test_the_same_draft_and_answers_on_every_engine"


def test_every_spark_test_is_one_unit() -> None:
    assert scope_of("tests/integration/test_spark.py::test_the_row_cap_and_the_open_errors") == SPARK_SCOPE
    assert scope_of(f"{SUITES}[flights-spark-flights-2013]") == SPARK_SCOPE
    assert scope_of(f"{PARTS}[spark]") == SPARK_SCOPE
    assert scope_of(f"{DRAFTS}[spark]") == (SPARK_SCOPE)


def test_the_suites_on_engines_are_one_unit_per_engine_and_other_files_whole() -> None:
    assert scope_of(f"{SUITES}[chinook-duckdb-revenue-2024]") == "tests/integration/test_suites_on_engines.py::duckdb"
    # a case id that says "spark" is not the Spark engine
    assert scope_of(f"{SUITES}[saas-mysql-spark-plan-upsell]") == "tests/integration/test_suites_on_engines.py::mysql"
    assert scope_of(f"{PARTS}[mysql]") == ("tests/integration/test_date_parts_engines.py")
    assert (
        scope_of("tests/unit/test_spark_settings.py::test_pairs_become_settings") == "tests/unit/test_spark_settings.py"
    )
    counts = scopes([f"{SUITES}[a-duckdb-x]", f"{SUITES}[b-duckdb-y]", f"{SUITES}[a-spark-x]"])
    assert counts == {"tests/integration/test_suites_on_engines.py::duckdb": 2, SPARK_SCOPE: 1}


def test_spark_comes_first_then_the_long_files() -> None:
    def item(nodeid: str) -> SimpleNamespace:
        return SimpleNamespace(nodeid=nodeid, path=Path(nodeid.split("::", 1)[0]))

    items = [
        item("tests/unit/test_ids.py::test_a"),
        item("tests/integration/test_metricflow_diff.py::test_diff"),
        item(f"{SUITES}[a-duckdb-x]"),
        item(f"{PARTS}[spark]"),
    ]
    order_items(items)  # type: ignore[arg-type]
    assert [i.nodeid.split("::")[0].rsplit("/", 1)[-1] for i in items] == [
        "test_date_parts_engines.py",
        "test_suites_on_engines.py",
        "test_metricflow_diff.py",
        "test_ids.py",
    ]
