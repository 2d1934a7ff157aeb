"""reader26 (issue 32): a value's words beside a word left over can be one metric's own label — "glaze crazed
ratio by kiln" where GLAZE_CRAZED is an inspection outcome and the catalog has Studio Glaze Crazed Rate — and
then the value is the metric's own words, not a filter (before: the filter was kept, "ratio" left unplaced and
the question refused). On a catalog written after the rule (tests/data/catalogs/kilns)."""

from __future__ import annotations

import pytest

from sqlclarify.semantic.query import DimensionFilter
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.interpret import read_question
from tests.support.synthetic_catalogs import TODAY, read, vocabulary

VALUES = {
    "unload_state": ["UNLOADED", "PENDING"],
    "kiln_name": ["Big Bertha", "Little Anagama"],
    "kiln_fuel": ["GAS", "WOOD"],
    "inspection_outcome": ["GLAZE_CRAZED", "CLEAN", "CRACKED"],
}


@pytest.fixture(scope="module")
def kilns() -> Vocabulary:
    return vocabulary("kilns", VALUES)


@pytest.mark.parametrize(
    "text",
    ["glaze crazed rate by kiln name", "glaze crazed rate by kiln name in 2025", "the glaze crazed rate per kiln name"],
)
def test_a_value_and_a_leftover_word_that_label_one_metric_are_that_metric(kilns: Vocabulary, text: str) -> None:
    reading = read(kilns, text).reading
    assert reading.query.metrics == ["studio_glaze_crazed_rate"]
    assert reading.query.filters == []
    assert [g.dimension for g in reading.query.group_by] == ["kiln_name"]
    assert reading.unplaced == []


def test_a_value_no_metric_is_named_by_stays_a_filter(kilns: Vocabulary) -> None:
    reading = read(kilns, "clay used on gas kilns by kiln name").reading
    assert reading.query.metrics == ["clay_used"]
    assert reading.query.filters == [DimensionFilter(dimension="kiln_fuel", values=["GAS"])]


def test_a_value_two_metrics_hold_with_the_leftover_is_not_taken(kilns: Vocabulary) -> None:
    # "glaze crazed firings" is its own metric; "glaze crazed" with a word no metric says is left as read
    reading = read(kilns, "glaze crazed firings by kiln name").reading
    assert reading.query.metrics == ["glaze_crazed_firings"]


def test_a_follow_ups_value_that_swaps_a_word_of_the_last_metric_is_its_sibling(kilns: Vocabulary) -> None:
    # "now the unloaded ones" after All Kiln Loads: UNLOADED is a state the loads cannot be split by, and
    # Unloaded Kiln Loads is All Kiln Loads with that word instead of "all"
    reading = read_question("now the unloaded ones", kilns, TODAY, ["all_kiln_loads"]).reading
    assert reading.query.metrics == ["unloaded_kiln_loads"]
    assert reading.query.filters == []
    assert reading.unplaced == []  # "ones" stands for the rows: no word to ask about


def test_a_follow_ups_value_no_sibling_says_stays_a_filter(kilns: Vocabulary) -> None:
    reading = read_question("now the pending ones", kilns, TODAY, ["all_kiln_loads"]).reading
    assert reading.query.metrics == []
    assert reading.query.filters == [DimensionFilter(dimension="unload_state", values=["PENDING"])]


def test_a_word_of_a_value_s_column_settled_late_is_that_filter_s_word() -> None:
    # "weekly" is a value of both packing columns, settled by the metric only late: "packing" is still its word
    vocab = vocabulary("kilns", {**VALUES, "packing_cycle": ["weekly", "monthly"], "active_packing_cycle": ["weekly"]})
    reading = read(vocab, "clay used on weekly packing in 2025").reading
    assert reading.query.filters == [DimensionFilter(dimension="packing_cycle", values=["weekly"])]
    assert reading.unplaced == []
