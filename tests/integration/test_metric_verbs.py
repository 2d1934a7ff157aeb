"""MetricFlow's verbs on the command line (`list metrics`, `list dimensions --metrics`, `list entities`, `query`),
the connection read from a dbt project's profiles.yml, and the draft parsed by dbt itself (`dbt parse`)."""

from __future__ import annotations

import csv
import io
import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml

from sqlclarify.errors import InputError
from sqlclarify.faces.catalog_init import run_catalog_init
from sqlclarify.warehouse import open_warehouse
from sqlclarify.warehouse.dbt_profiles import database_from_profiles
from tests.support.cli import run_cli
from tests.support.unseen_databases import build_shop

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def shop(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    folder = tmp_path_factory.mktemp("verbs")
    database = build_shop(folder / "shop.duckdb")
    list(run_catalog_init(str(database), folder / "project", [], force=False))
    return database, folder / "project"


def _cli(*args: str, cwd: Path | None = None, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    """The command in this process (tests/support/cli.py), with no database or catalog in the environment."""
    return run_cli(*args, cwd=cwd, env={"SQLCLARIFY_DB": None, "SQLCLARIFY_CATALOG": None, **(env or {})})


def test_list_and_query_in_the_project_folder_read_profiles_yml(shop: tuple[Path, Path]) -> None:
    database, project = shop
    # no --db, no --catalog: the dbt project in the current folder, its profiles.yml's duckdb path
    listed = _cli("list", "metrics", "--json", cwd=project)
    assert listed.returncode == 0, listed.stderr
    assert {"order_count", "total_amount"} <= {m["name"] for m in json.loads(listed.stdout)}
    dims = _cli("list", "dimensions", "--metrics", "order_count,total_amount", "--json", cwd=project)
    names = [d["name"] for d in json.loads(dims.stdout)]
    assert names[0] == "metric_time" and {"store__region", "customer__segment", "order__status"} <= set(names)
    entities = _cli("list", "entities", cwd=project)
    assert "store: key of stores; in orders, stores" in entities.stdout
    query = _cli(
        "query", "--metrics", "order_count,total_amount", "--group-by", "metric_time__year,store__region",
        "--where", "{{ Dimension('order__status') }} IN ('delivered', 'shipped')", "--start-time", "2018-01-01",
        "--end-time", "2018-12-31", "--order", "-total_amount", "--csv", cwd=project,
    )  # fmt: skip
    assert query.returncode == 0, query.stderr
    rows = list(csv.reader(io.StringIO(query.stdout)))
    assert rows[0] == ["metric_time__year", "store__region", "order_count", "total_amount"]
    expected = (
        open_warehouse(str(database))
        .run(
            "SELECT '2018-01-01', s.region, COUNT(*), SUM(o.amount) FROM orders o JOIN stores s USING (store_id) "
            "WHERE o.status IN ('delivered', 'shipped') AND year(o.order_date) = 2018 GROUP BY 2 ORDER BY 4 DESC"
        )
        .rows
    )
    assert [(r[0][:10], r[1], int(r[2]), round(float(r[3]), 2)) for r in rows[1:]] == [
        (a, b, c, round(float(d), 2)) for a, b, c, d in expected
    ]


def test_query_refuses_in_one_line(shop: tuple[Path, Path]) -> None:
    _, project = shop
    for args, said in (
        (["--metrics", "nope"], "no metric 'nope'"),
        (["--metrics", "order_count", "--where", "amount > 3"], "--where 'amount > 3'"),
        (["--metrics", "order_count", "--start-time", "June"], "--start-time must be a day"),
        (["--metrics", "order_count", "--group-by", "planet__name"], "planet__name"),
    ):
        done = _cli("query", *args, cwd=project)
        assert done.returncode == 2 and said in done.stderr and len(done.stderr.strip().splitlines()) == 1, done


def test_profiles_yml_target_env_vars_and_profiles_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    project = tmp_path / "project"
    project.mkdir()
    (project / "dbt_project.yml").write_text("name: p\nprofile: mine\n", encoding="utf-8")
    profiles = tmp_path / "profiles"
    profiles.mkdir()
    outputs = {
        "dev": {"type": "duckdb", "path": "local.duckdb"},
        "prod": {
            "type": "postgres", "host": "db.internal", "port": 5433, "user": "{{ env_var('PGUSER_X', 'ana') }}",
            "password": "{{ env_var('PGPASS_X') }}", "dbname": "sales", "schema": "public",
        },
        "lake": {"type": "spark", "host": "spark.internal", "port": 15002, "method": "thrift"},
        "shop": {"type": "mysql", "server": "my.internal", "username": "u", "password": "p", "schema": "shop"},
    }  # fmt: skip
    (profiles / "profiles.yml").write_text(
        yaml.safe_dump({"mine": {"target": "dev", "outputs": outputs}}), encoding="utf-8"
    )
    monkeypatch.setenv("DBT_PROFILES_DIR", str(profiles))
    monkeypatch.delenv("DBT_TARGET", raising=False)
    assert database_from_profiles(project) == str(project / "local.duckdb")
    with pytest.raises(InputError, match="PGPASS_X, which is not set"):
        database_from_profiles(project, "prod")
    monkeypatch.setenv("PGPASS_X", "s3cret/x")
    assert database_from_profiles(project, "prod") == "postgresql://ana:s3cret%2Fx@db.internal:5433/sales"
    monkeypatch.setenv("DBT_TARGET", "lake")
    assert database_from_profiles(project) == "sc://spark.internal:15002"
    assert database_from_profiles(project, "shop") == "mysql://u:p@my.internal:3306/shop"
    with pytest.raises(InputError, match="no target 'qa'"):
        database_from_profiles(project, "qa")


def test_the_draft_passes_dbt_parse(shop: tuple[Path, Path], tmp_path: Path) -> None:
    """dbt-core 1.12 in MetricFlow's environment (installed --no-deps: its dbt-core-experimental-parser fetches a
    wheel from GitHub while it builds, which an offline machine cannot)."""
    mf_python = Path(os.environ.get("SQLCLARIFY_MF_PYTHON") or ROOT / ".venv-mf" / "bin" / "python")
    dbt = mf_python.parent / "dbt"
    if not dbt.is_file():
        if os.environ.get("CI"):
            pytest.fail(f"dbt is not installed next to {mf_python}")
        pytest.skip(f"dbt is not installed next to {mf_python}")
    _, project = shop
    copy = tmp_path / "project"
    shutil.copytree(project, copy)
    env = {**os.environ, "DBT_PROFILES_DIR": str(copy), "DBT_SEND_ANONYMOUS_USAGE_STATS": "false"}
    done = subprocess.run([str(dbt), "parse"], cwd=copy, capture_output=True, text=True, env=env, timeout=600)
    assert done.returncode == 0, done.stdout[-3000:]
    manifest = json.loads((copy / "target" / "semantic_manifest.json").read_text(encoding="utf-8"))
    assert {m["name"] for m in manifest["metrics"]} >= {"order_count", "total_amount", "gift_wrap_rate"}
    assert {m["name"] for m in manifest["semantic_models"]} == {"customers", "order_items", "orders", "stores"}
