"""A derived metric's own name for an input taken as it is ("arrivals" for Stays in "Arrivals, YoY change") names
that input metric; an input shifted in time ("arrivals prior year") names nothing. On a catalog written after the
reader (tests/data/catalogs/marina)."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from sqlclarify.semantic.readers import load_semantic_layer
from sqlclarify.understanding.candidates import build_vocabulary
from sqlclarify.understanding.interpret import read_question

CATALOG = Path(__file__).resolve().parents[1] / "data" / "catalogs" / "marina" / "models.yml"


def test_a_derived_metrics_name_for_an_input_names_that_metric() -> None:
    vocab = build_vocabulary(load_semantic_layer(str(CATALOG)), lambda dim: [])
    reading = read_question("how many arrivals were there in 2024?", vocab, date(2025, 12, 15)).reading
    assert reading.query.metrics == ["stays"]
    assert reading.unplaced == []
    assert ("arrivals prior year", "stays") not in {(p, n) for p, names in vocab.metric_phrases for n in names}


def test_a_change_over_the_period_before_is_the_catalogs_own_change_metric() -> None:
    vocab = build_vocabulary(load_semantic_layer(str(CATALOG)), lambda dim: [])
    reading = read_question("year-over-year change in arrivals, 2023 through 2025", vocab, date(2025, 12, 15)).reading
    assert reading.query.metrics == ["arrivals_yoy_change"]
    assert reading.query.compare_to is None
    assert [(g.dimension, g.grain) for g in reading.query.group_by] == [("metric_time", "year")]
