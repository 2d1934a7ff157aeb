"""`sqlclarify catalog check` on Ossie documents as apache/ossie publishes them: an unknown key is one warning
line, named once, the element kept and the exit status 0; `--json` gives the warnings as `notices`."""

from __future__ import annotations

import json
from pathlib import Path

import yaml

from tests.conftest import ROOT
from tests.integration.test_catalog_check import run

TPCDS = ROOT / "tests" / "data" / "ossie" / "examples" / "tpcds_semantic_model.yaml"


def test_the_published_tpcds_example_loads_whole() -> None:
    checked = run("catalog", "check", "--catalog", str(TPCDS))
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert checked.stdout.splitlines()[-1] == f"{TPCDS}: 9 metrics, 5 semantic models read; nothing left out"


def test_an_unknown_key_is_one_warning_and_the_elements_are_kept(tmp_path: Path) -> None:
    document = yaml.safe_load(TPCDS.read_text())
    document["version"] = "0.1.1"  # 0.1.1 defines no datatype: each field and metric carries an unknown key
    path = tmp_path / "tpcds.yaml"
    path.write_text(yaml.safe_dump(document))
    checked = run("catalog", "check", "--catalog", str(path))
    assert checked.returncode == 0, checked.stdout + checked.stderr
    lines = checked.stdout.splitlines()
    datatype = [line for line in lines if "'datatype'" in line]
    assert datatype == [
        f"warning: {path}: unknown key 'datatype' in field 'store_sales.ss_sold_date_sk' (and 28 more fields) ignored",
        f"warning: {path}: unknown key 'datatype' in metric 'total_sales' (and 4 more metrics) ignored",
    ]
    assert lines[-1] == f"{path}: 9 metrics, 5 semantic models read; nothing left out"
    report = json.loads(run("catalog", "check", "--catalog", str(path), "--json").stdout)
    assert report["excluded"] == [] and report["metrics"] == 9
    assert [n for n in report["notices"] if "'datatype'" in n] == [d.removeprefix("warning: ") for d in datatype]
