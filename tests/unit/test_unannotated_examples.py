"""The two catalogs written as data teams publish them (issue 21): no sqlclarify `meta` anywhere, every
table and column they name is in their database, and every gold query of their eval suites runs there."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest
import yaml

from sqlclarify.evaluation.cases import load_suite
from sqlclarify.semantic.readers import load_semantic_layer

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = {
    "flights": (ROOT / "examples" / "flights", "flights.sqlite", ROOT / "evals" / "flights.yaml"),
    "northwind": (ROOT / "examples" / "northwind", "northwind.sqlite", ROOT / "evals" / "northwind.yaml"),
}


def _documents(example: str) -> list[dict[str, Any]]:
    folder = EXAMPLES[example][0] / "models"
    return [yaml.safe_load(path.read_text(encoding="utf-8")) for path in sorted(folder.glob("*.yml"))]


def _keys(node: Any) -> list[str]:
    if isinstance(node, dict):
        return [*node, *(k for value in node.values() for k in _keys(value))]
    if isinstance(node, list):
        return [k for item in node for k in _keys(item)]
    return []


def _columns(example: str) -> dict[str, set[str]]:
    folder, database, _ = EXAMPLES[example]
    with sqlite3.connect(folder / database) as con:
        tables = [row[0] for row in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        return {t: {row[1] for row in con.execute(f"PRAGMA table_info({t})")} for t in tables}


@pytest.mark.parametrize("example", sorted(EXAMPLES))
def test_no_meta_anywhere(example: str) -> None:
    assert "meta" not in {k for doc in _documents(example) for k in _keys(doc)}


def test_flights_legacy_spec_names_only_what_the_database_has() -> None:
    columns = _columns("flights")
    for doc in _documents("flights"):
        for model in doc.get("models", []):
            assert {c["name"] for c in model["columns"]} == columns[model["name"]], model["name"]
        for model in doc.get("semantic_models", []):
            table = model["model"].split("'")[1]
            for part in ("entities", "dimensions", "measures"):
                for element in model.get(part, []):
                    assert element.get("expr", element["name"]) in columns[table], (model["name"], element["name"])


def test_flights_catalog_loads_whole() -> None:
    layer = load_semantic_layer(EXAMPLES["flights"][0] / "models")
    assert len(layer.metrics) == 21
    assert not layer.excluded


def test_northwind_latest_spec_names_only_what_the_database_has() -> None:
    columns = _columns("northwind")
    models = [m for doc in _documents("northwind") for m in doc.get("models", [])]
    assert {m["name"] for m in models} == set(columns)
    for model in models:
        assert model["semantic_model"] == {"enabled": True}
        assert {c["name"] for c in model["columns"]} <= columns[model["name"]], model["name"]
        for metric in model.get("metrics", []):
            if metric["type"] == "simple":
                assert metric["expr"] in columns[model["name"]], metric["name"]


@pytest.mark.parametrize("example", sorted(EXAMPLES))
def test_every_gold_query_runs_and_finds_rows(example: str) -> None:
    folder, database, suite_file = EXAMPLES[example]
    suite = load_suite(suite_file)
    assert len(suite.cases) >= 40
    with sqlite3.connect(folder / database) as con:
        for case in suite.cases:
            if case.expect.gold_sql:
                rows = con.execute(case.expect.gold_sql).fetchall()
                assert any(row[-1] is not None for row in rows), case.id
