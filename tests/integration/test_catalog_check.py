"""`sqlclarify catalog check` lists what of a catalog is left out (exit 1 when any, 0 when none, 2 for a path
that is not a catalog); other commands say it in one line on stderr and answer from the rest."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

from tests.conftest import ROOT
from tests.support.cli import run_cli

LATEST = ROOT / "tests" / "data" / "catalogs" / "saas_latest"
SAAS_DB = ROOT / "examples" / "saas" / "saas.sqlite"
BAD_METRIC = """
  - name: visit_rate
    label: Visit rate
    type: ratio
    numerator: visits
    denominator: signups
"""


def run(*args: str) -> subprocess.CompletedProcess:
    return run_cli(*args, env={"SQLCLARIFY_CATALOG": None})


def with_a_bad_metric(tmp_path: Path) -> Path:
    project = tmp_path / "project"
    shutil.copytree(LATEST, project)
    billing = project / "semantic" / "billing.yml"
    billing.write_text(billing.read_text() + BAD_METRIC)
    (project / "semantic" / "broken.yml").write_text("models: [ {name: x")
    return project


def test_catalog_check_lists_each_element_left_out(tmp_path: Path) -> None:
    project = with_a_bad_metric(tmp_path)
    checked = run("catalog", "check", "--catalog", str(project))
    assert checked.returncode == 1, checked.stderr
    lines = checked.stdout.splitlines()
    assert f"{project}/semantic/billing.yml: metric 'visit_rate': input metric 'visits' does not exist" in lines
    assert any(line.startswith(f"{project}/semantic/broken.yml: not valid YAML (line") for line in lines)
    assert lines[-1] == f"{project}: 19 metrics, 5 semantic models read; 2 elements left out"
    report = json.loads(run("catalog", "check", "--catalog", str(project), "--json").stdout)
    assert [e["name"] for e in report["excluded"]] == ["broken.yml", "visit_rate"]
    assert report["metrics"] == 19


def test_catalog_check_of_a_clean_catalog_and_of_bad_input() -> None:
    clean = run("catalog", "check", "--catalog", str(LATEST))
    assert clean.returncode == 0, clean.stdout + clean.stderr
    assert clean.stdout.strip().endswith("nothing left out")
    missing = run("catalog", "check", "--catalog", "/nowhere/at/all")
    assert missing.returncode == 2
    assert missing.stderr.strip() == "error: /nowhere/at/all: no such file or directory"
    assert "Traceback" not in missing.stderr


def test_a_question_is_answered_from_the_rest_with_one_line_on_stderr(tmp_path: Path) -> None:
    project = with_a_bad_metric(tmp_path)
    asked = run("ask", "signups in 2024", "--catalog", str(project), "--db", str(SAAS_DB), "--json")
    assert asked.returncode == 0, asked.stderr
    assert asked.stderr.strip() == "2 catalog elements left out — see `sqlclarify catalog check`"
    assert json.loads(asked.stdout)["status"] == "answered"


def test_catalog_check_with_a_database_lists_what_it_lacks(tmp_path: Path) -> None:
    import sqlite3

    database = tmp_path / "shop.sqlite"
    with sqlite3.connect(database) as conn:
        conn.executescript(
            "CREATE TABLE customers (id INTEGER PRIMARY KEY, country TEXT, signup_date TEXT);"
            "CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER, ordered_at TEXT, status TEXT,"
            " total REAL);"
        )
    shop = ROOT / "tests" / "data" / "catalogs" / "shop"
    checked = run("catalog", "check", "--catalog", str(shop), "--db", str(database))
    assert checked.returncode == 1, checked.stderr
    assert f"{shop}/models/marts/orders.yml: measure 'order_total': column 'amount' is not in table 'orders'" in (
        checked.stdout.splitlines()
    )
    assert "metric 'revenue': uses measure 'order_total', which is left out" in checked.stdout
