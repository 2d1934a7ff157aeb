"""The Chinook example: its dbt semantic layer is valid MetricFlow, names only what the database has, and
every gold query of its eval suite runs on the database."""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path
from typing import Any

import pytest
import sqlglot
import yaml
from dbt_semantic_interfaces.parsing.dir_to_model import parse_yaml_files_to_validation_ready_semantic_manifest
from dbt_semantic_interfaces.parsing.objects import YamlConfigFile
from dbt_semantic_interfaces.validations.semantic_manifest_validator import SemanticManifestValidator
from sqlglot import exp

from sqlclarify.evaluation.cases import load_suite

ROOT = Path(__file__).resolve().parents[2]
CHINOOK = ROOT / "examples" / "chinook"
MODELS = CHINOOK / "models"
DATABASE = CHINOOK / "Chinook_Sqlite.sqlite"
SUITE = ROOT / "evals" / "chinook.yaml"
META_KEYS = {
    "metric": {"synonyms", "qualifiers", "requires", "time_rollup", "unit", "decimals"},
    "dimension": {"synonyms", "values", "groups", "all_words", "read_values"},
}


def _dbt_files() -> dict[Path, dict[str, Any]]:
    return {path: yaml.safe_load(path.read_text(encoding="utf-8")) for path in sorted(MODELS.glob("*.yml"))}


def _semantic_models() -> list[dict[str, Any]]:
    return [m for doc in _dbt_files().values() for m in doc.get("semantic_models", [])]


def _metrics() -> list[dict[str, Any]]:
    return [m for doc in _dbt_files().values() for m in doc.get("metrics", [])]


def _table(model: dict[str, Any]) -> str:
    found = re.fullmatch(r"ref\(\s*['\"](\w+)['\"]\s*\)", model["model"])
    assert found, f"{model['name']}: model is not ref('table')"
    return found.group(1)


def _as_dsi_documents(doc: dict[str, Any]) -> str:
    """dbt's project-file shape → dbt-semantic-interfaces' one-object-per-document shape
    (what dbt-core does before it hands the semantic layer to MetricFlow)."""
    documents: list[dict[str, Any]] = []
    for model in doc.get("semantic_models", []):
        body = {k: v for k, v in model.items() if k != "model"}
        body["node_relation"] = {"alias": _table(model), "schema_name": "main"}
        documents.append({"semantic_model": body})
    documents += [{"metric": metric} for metric in doc.get("metrics", [])]
    return yaml.safe_dump_all(documents, sort_keys=False)


@pytest.fixture(scope="module")
def db() -> sqlite3.Connection:
    conn = sqlite3.connect(f"file:{DATABASE}?mode=ro", uri=True)
    yield conn
    conn.close()


def _columns(db: sqlite3.Connection, table: str) -> set[str]:
    return {row[1] for row in db.execute(f"PRAGMA table_info('{table}')")}


def test_the_semantic_layer_is_valid_metricflow() -> None:
    files = [YamlConfigFile(filepath=str(p), contents=_as_dsi_documents(doc)) for p, doc in _dbt_files().items()]
    files.append(YamlConfigFile(filepath="project", contents="project_configuration: {time_spines: []}"))  # dbt's part
    built = parse_yaml_files_to_validation_ready_semantic_manifest(files, raise_issues_as_exceptions=False)
    assert not built.issues.has_blocking_issues, [i.as_readable_str() for i in built.issues.all_issues]
    results = SemanticManifestValidator().validate_semantic_manifest(built.semantic_manifest)
    assert not results.has_blocking_issues, [i.as_readable_str() for i in results.all_issues]
    names = {m.name for m in built.semantic_manifest.metrics}
    assert {"revenue", "average_invoice_value", "revenue_per_customer", "video_revenue"} <= names


def test_it_covers_the_metric_types_a_team_uses() -> None:
    metrics = {m["name"]: m for m in _metrics()}
    assert {m["type"] for m in metrics.values()} >= {"simple", "ratio", "derived"}
    assert any(m.get("filter") for m in metrics.values())


def test_every_table_and_column_named_exists_and_every_expression_runs(db: sqlite3.Connection) -> None:
    tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    for model in _semantic_models():
        table = _table(model)
        assert table in tables, f"{model['name']}: no table {table}"
        for element in [*model.get("entities", []), *model.get("dimensions", []), *model.get("measures", [])]:
            expr = str(element.get("expr", element["name"]))
            where = f"{model['name']}.{element['name']}"
            for column in sqlglot.parse_one(expr, read="sqlite").find_all(exp.Column):
                owner = column.table or table
                assert column.name in _columns(db, owner), f"{where}: no column {owner}.{column.name}"
            db.execute(f"SELECT {expr} FROM {table} LIMIT 1").fetchall()  # an error here fails the test


def test_filters_name_dimensions_of_the_entitys_model() -> None:
    by_entity = {
        entity["name"]: {d["name"] for d in model.get("dimensions", [])}
        for model in _semantic_models()
        for entity in model.get("entities", [])
        if entity["type"] == "primary"
    }
    references = [
        ref for metric in _metrics() for ref in re.findall(r"Dimension\(\s*'(\w+)'\s*\)", str(metric.get("filter", "")))
    ]
    assert references
    for ref in references:
        entity, _, dimension = ref.partition("__")
        assert dimension in by_entity.get(entity, set()), f"no dimension {ref}"


def test_meta_keys_are_the_ones_sqlclarify_reads() -> None:
    for metric in _metrics():
        assert set(metric.get("config", {}).get("meta", {})) <= META_KEYS["metric"], metric["name"]
    for model in _semantic_models():
        for dimension in model.get("dimensions", []):
            meta = dimension.get("config", {}).get("meta", {})
            assert set(meta) <= META_KEYS["dimension"], f"{model['name']}.{dimension['name']}"


def test_known_values_and_groups_are_values_of_the_database(db: sqlite3.Connection) -> None:
    checked = 0
    for model in _semantic_models():
        for dimension in model.get("dimensions", []):
            meta = dimension.get("config", {}).get("meta", {})
            named = [v["value"] for v in meta.get("values", [])]
            named += [v for group in meta.get("groups", []) for v in group["values"]]
            if not named:
                continue
            sql = f"SELECT DISTINCT {dimension['expr']} FROM {_table(model)}"
            present = {row[0] for row in db.execute(sql)}
            assert set(named) <= present, f"{model['name']}.{dimension['name']}: {set(named) - present}"
            checked += 1
    assert checked >= 2


def test_line_dates_are_their_invoices_dates(db: sqlite3.Connection) -> None:
    lines = next(m for m in _semantic_models() if m["name"] == "invoice_lines")
    expr = next(d["expr"] for d in lines["dimensions"] if d["name"] == "invoice_date")
    sql = f"SELECT COUNT(*) FROM InvoiceLine l JOIN Invoice i USING (InvoiceId) WHERE i.InvoiceDate IS NOT {expr}"
    assert db.execute(sql.replace("InvoiceLine.", "l.")).fetchone() == (0,)


def test_track_revenue_sums_to_the_invoice_totals(db: sqlite3.Connection) -> None:
    """What the two revenue metrics' descriptions promise: the same total, at two grains."""
    sql = (
        "SELECT COUNT(*) FROM Invoice i WHERE ABS(i.Total - (SELECT SUM(l.UnitPrice * l.Quantity) FROM InvoiceLine l"
        " WHERE l.InvoiceId = i.InvoiceId)) > 0.001"
    )
    assert db.execute(sql).fetchone() == (0,)


# -- the eval suite ---------------------------------------------------------------------------------


def test_the_suite_loads_and_points_at_the_example() -> None:
    suite = load_suite(SUITE)
    assert Path(suite.database_path(SUITE) or "") == DATABASE
    assert Path(suite.catalog_path(SUITE) or "") == MODELS
    assert len(suite.cases) >= 35
    assert len({case.id for case in suite.cases}) == len(suite.cases)


def test_a_suite_without_a_catalog_uses_the_built_in_one() -> None:
    suite = load_suite(ROOT / "evals" / "demo_warehouse.yaml")
    assert suite.catalog is None and suite.catalog_path(SUITE) is None


def test_every_gold_query_runs_and_returns_rows(db: sqlite3.Connection) -> None:
    golds = [(case.id, case.expect.gold_sql) for case in load_suite(SUITE).cases if case.expect.gold_sql]
    assert len(golds) >= 25
    for case_id, sql in golds:
        rows = db.execute(sql).fetchall()
        assert rows, f"{case_id}: no rows"
        assert all(v is not None for v in rows[0][-1:]), f"{case_id}: the first row's value is NULL"


def test_choices_and_scripted_metrics_are_catalog_metrics() -> None:
    metrics = {m["name"]: m for m in _metrics()}
    for case in load_suite(SUITE).cases:
        scripted = [case.answers.get("metric")] if isinstance(case.answers, dict) else []
        for name in [*case.expect.candidates, *filter(None, scripted)]:
            assert name in metrics, f"{case.id}: no metric {name}"
        if len(case.expect.candidates) > 1:  # the choice is offered because the metrics share a word
            shared = set.intersection(
                *(set(metrics[n].get("config", {}).get("meta", {}).get("synonyms", [])) for n in case.expect.candidates)
            )
            assert shared, f"{case.id}: {case.expect.candidates} share no synonym"
