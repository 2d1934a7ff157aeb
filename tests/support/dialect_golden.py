"""Golden SQL of the demo eval suite in every dialect the compiler speaks.

`python -m tests.support.dialect_golden` runs the demo suite once on SQLite, records the semantic query of
every catalog answer (tests/data/dialects/demo_queries.json), and writes what the compiler makes of each in
every dialect (tests/data/dialects/DIALECT.sql). tests/unit/test_dialects.py compiles them again and compares.
"""

from __future__ import annotations

import json
import tempfile
from datetime import date
from pathlib import Path

from sqlclarify.semantic.compile import CompileError, compile_query
from sqlclarify.semantic.query import SemanticQuery
from sqlclarify.semantic.readers import load_semantic_layer

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "tests" / "data" / "dialects"
QUERIES = FOLDER / "demo_queries.json"
# compiled and validated only; the engines run for real in the tests are sqlite, duckdb, postgres, mysql, clickhouse
COMPILED_ONLY = ("snowflake", "bigquery", "trino", "databricks", "redshift", "tsql", "oracle")
DIALECTS = ("mysql", "clickhouse", *COMPILED_ONLY)


def load_queries() -> dict[str, list[str]]:
    return json.loads(QUERIES.read_text(encoding="utf-8"))


def golden_text(dialect: str, queries: dict[str, list[str]]) -> str:
    """Every recorded query compiled in `dialect`, one block per query, headed by its case and number."""
    layer = load_semantic_layer(None)
    blocks = []
    for case_id, items in queries.items():
        for i, query_json in enumerate(items):
            try:
                sql = compile_query(layer, SemanticQuery.model_validate_json(query_json), dialect).sql
            except CompileError as exc:
                sql = f"-- not compiled: {exc}"
            blocks.append(f"-- {case_id} #{i}\n{sql};\n")
    return "\n".join(blocks)


def record() -> None:
    """Run the demo suite on SQLite and keep the semantic query of every catalog answer, by case."""
    import importlib

    from sqlclarify.evaluation import runner

    generate_sql = importlib.import_module("sqlclarify.nodes.generate_sql")
    from sqlclarify.evaluation.cases import load_suite

    suite_file = ROOT / "evals" / "demo_warehouse.yaml"
    suite = load_suite(suite_file)
    seen: dict[str, list[str]] = {}
    current = {"id": ""}
    original_compile, original_case = generate_sql.compile_query, runner._run_case

    def recording_compile(layer, query, dialect):
        text = query.model_dump_json(exclude_defaults=True)
        if text not in seen.setdefault(current["id"], []):
            seen[current["id"]].append(text)
        return original_compile(layer, query, dialect)

    def recording_case(agent, gold, catalog, case):
        current["id"] = case.id
        generate_sql.catalog_sql.cache_clear()
        return original_case(agent, gold, catalog, case)

    generate_sql.compile_query, runner._run_case = recording_compile, recording_case
    try:
        from sqlclarify.demo.engines import load_demo

        database = load_demo(tempfile.mkdtemp() + "/demo.sqlite", today=date.fromisoformat(str(suite.today)))
        runner.run_suite(suite, suite_file, database=database)
    finally:
        generate_sql.compile_query, runner._run_case = original_compile, original_case
    QUERIES.write_text(json.dumps({k: v for k, v in seen.items() if v}, indent=1) + "\n", encoding="utf-8")


def main() -> None:
    FOLDER.mkdir(parents=True, exist_ok=True)
    record()
    queries = load_queries()
    for dialect in DIALECTS:
        (FOLDER / f"{dialect}.sql").write_text(golden_text(dialect, queries), encoding="utf-8")


if __name__ == "__main__":
    main()
