"""The eval runner: a scripted answer the agent refuses fails its case, and the other cases still run."""

from __future__ import annotations

from pathlib import Path

import yaml

from sqlclarify.evaluation.cases import load_suite
from sqlclarify.evaluation.runner import run_suite
from tests.conftest import ROOT


def test_a_refused_scripted_answer_fails_only_its_case(tmp_path: Path) -> None:
    suite = {
        "name": "refused-answer",
        "database": str(ROOT / "examples/chinook/Chinook_Sqlite.sqlite"),
        "catalog": str(ROOT / "examples/chinook/models"),
        "today": "2025-12-10",
        "cases": [
            # "no" to "answer without it?" is refused by design (ask again in other words)
            {
                "id": "says-no",
                "question": "revenue excluding zorblax",
                "answers": {"unplaced": "no"},
                "expect": {"asks": ["unplaced"]},
            },
            {
                "id": "fine",
                "question": "revenue in 2024",
                "expect": {
                    "gold_sql": (
                        "SELECT SUM(Total) FROM Invoice "
                        "WHERE InvoiceDate >= '2024-01-01' AND InvoiceDate < '2025-01-01'"
                    )
                },
            },
        ],
    }
    path = tmp_path / "cases.yaml"
    path.write_text(yaml.safe_dump(suite))
    report = run_suite(load_suite(path), path)
    by_id = {r.id: r for r in report.results}
    assert "the scripted answer was refused" in by_id["says-no"].failures[0]
    assert by_id["fine"].passed
