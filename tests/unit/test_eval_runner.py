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


def test_confident_wrong_answers_are_counted(tmp_path: Path) -> None:
    """Answered without asking with wrong rows, or answered where a question or a refusal was expected."""
    revenue_2024 = "SELECT SUM(Total) FROM Invoice WHERE InvoiceDate >= '2024-01-01' AND InvoiceDate < '2025-01-01'"
    suite = {
        "name": "confident-wrong",
        "database": str(ROOT / "examples/chinook/Chinook_Sqlite.sqlite"),
        "catalog": str(ROOT / "examples/chinook/models"),
        "today": "2025-12-10",
        "cases": [
            {"id": "right", "question": "revenue in 2024", "expect": {"gold_sql": revenue_2024}},
            {"id": "wrong-rows", "question": "revenue in 2024", "expect": {"gold_sql": "SELECT 42"}},
            {"id": "needed-a-question", "question": "revenue in 2024", "expect": {"asks": ["metric"]}},
            {"id": "needed-a-refusal", "question": "revenue in 2024", "expect": {"refuses": True}},
            # asked (needlessly) and was not answered: a needless question, not a confident wrong answer
            {
                "id": "asked",
                "question": "revenue excluding zorblax",
                "answers": {"unplaced": "no"},
                "expect": {"gold_sql": revenue_2024},
            },
        ],
    }
    path = tmp_path / "cases.yaml"
    path.write_text(yaml.safe_dump(suite))
    report = run_suite(load_suite(path), path)
    wrong = {r.id for r in report.results if r.confident_wrong}
    assert wrong == {"wrong-rows", "needed-a-question", "needed-a-refusal"}
    assert report.totals.confident_wrong_answers == 3
    assert report.totals.out_of_scope_answered == 1
    assert report.model_dump(mode="json")["totals"]["confident_wrong_answers"] == 3
