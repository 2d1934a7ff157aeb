"""MetricFlow's side of the differential test; runs in its own virtual environment (.venv-mf, `make mf-venv`),
never imports sqlclarify.

    python tests/metricflow/mf_sql.py manifest YAML_DIR OUT.json   MetricFlow test YAMLs → semantic_manifest.json
    python tests/metricflow/mf_sql.py sql IN.json OUT.json         {manifest, queries} → MetricFlow's SQL per query

`sql` asks MetricFlow's engine to *explain* each query for DuckDB (MetricFlow generates the SQL; nothing is
executed here): {"metricflow": version, "results": [{"sql": "..."} or {"error": "one line"}]}.
"""

from __future__ import annotations

import datetime
import json
import sys
from pathlib import Path
from typing import Any

SCHEMA = "main"  # DuckDB's default schema: where the test loads every table


def to_manifest(yaml_dir: Path, out: Path) -> None:
    from metricflow_semantics.test_helpers.manifest_helpers import mf_load_manifest_from_yaml_directory

    manifest = mf_load_manifest_from_yaml_directory(yaml_dir, template_mapping={"source_schema": SCHEMA})
    document = json.loads(manifest.json())
    for element in [*document["semantic_models"], *document["metrics"], *document.get("saved_queries", [])]:
        element["metadata"] = None  # where MetricFlow's parser found it: this machine's paths
    out.write_text(json.dumps(document, indent=1, sort_keys=True) + "\n", encoding="utf-8")


def _engine(manifest_json: dict[str, Any]) -> Any:
    from metricflow.engine.metricflow_engine import MetricFlowEngine
    from metricflow.protocols.sql_client import SqlEngine
    from metricflow.sql.render.duckdb_renderer import DuckDbSqlPlanRenderer
    from metricflow_semantic_interfaces.implementations.semantic_manifest import PydanticSemanticManifest
    from metricflow_semantic_interfaces.transformations.semantic_manifest_transformer import (
        PydanticSemanticManifestTransformer,
    )
    from metricflow_semantics.model.semantic_manifest_lookup import SemanticManifestLookup

    class ExplainOnlyClient:
        """A SqlClient for DuckDB that renders SQL and never runs any."""

        sql_engine_type = SqlEngine.DUCKDB
        sql_plan_renderer = DuckDbSqlPlanRenderer()

        def __getattr__(self, name: str) -> Any:
            raise RuntimeError(f"the explain-only client cannot {name}")

    manifest = PydanticSemanticManifest.parse_obj(manifest_json)
    manifest = PydanticSemanticManifestTransformer.transform(manifest)
    return MetricFlowEngine(SemanticManifestLookup(manifest), ExplainOnlyClient())  # type: ignore[arg-type]


def explain_all(manifest_json: dict[str, Any], queries: list[dict[str, Any]]) -> list[dict[str, str]]:
    from metricflow.engine.metricflow_engine import MetricFlowQueryRequest

    engine = _engine(manifest_json)
    results = []
    for query in queries:
        try:
            request = MetricFlowQueryRequest.create(
                metric_names=query["metrics"],
                group_by_names=query["group_by"] or None,
                where_constraints=query["where"] or None,
                time_constraint_start=_moment(query["start"], end=False),
                time_constraint_end=_moment(query["end"], end=True),
            )
            results.append({"sql": engine.explain(request).sql_statement.sql})
        except Exception as err:  # MetricFlow refuses the query: its reason, on one line, without a traceback
            reason = " ".join(str(err).split()).split(" Got exception:")[0].split(" Traceback")[0]
            results.append({"error": f"{type(err).__name__}: {reason[:400]}"})
    return results


def _moment(day: str | None, end: bool) -> datetime.datetime | None:
    if day is None:
        return None
    start = datetime.datetime.fromisoformat(day)
    return start + datetime.timedelta(days=1, microseconds=-1) if end else start


def main(argv: list[str]) -> int:
    from importlib.metadata import version as package_version

    version = package_version("metricflow")

    if len(argv) == 3 and argv[0] == "manifest":
        to_manifest(Path(argv[1]), Path(argv[2]))
        return 0
    if len(argv) == 3 and argv[0] == "sql":
        job = json.loads(Path(argv[1]).read_text(encoding="utf-8"))
        results = explain_all(job["manifest"], job["queries"])
        Path(argv[2]).write_text(json.dumps({"metricflow": version, "results": results}), encoding="utf-8")
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
