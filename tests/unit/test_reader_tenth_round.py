"""The tenth held-out round's kinds (reader22), on a catalog the rules were not written for
(tests/data/catalogs/vineyard): a plain noun beside the words of several metrics ("grape value") keeps the labels
that hold it; a smoothing word or window said ("rolling 30-day") keeps the catalog's smoothed metric; growth "on"
a period is growth "over" it; a growth per period "through" a year is read over that year (and never fails); a count
question about a value of a column or a yes/no column ("number of rejections") is the catalog's count of rows; "between
1 and 7 March" is those days; a currency said by its name ("in euros") is the code a label writes."""

from __future__ import annotations

import pytest

from sqlclarify.understanding.candidates import Vocabulary
from tests.support.synthetic_catalogs import read, vocabulary

VALUES = {"block_code": ["north", "south"], "pick_kind": ["harvest", "rejection", "sample"], "is_late_pick": ["0", "1"]}


@pytest.fixture(scope="module")
def vineyard() -> Vocabulary:
    return vocabulary("vineyard", VALUES)


@pytest.mark.parametrize("text", ["grape value by block in 2025", "top 2 blocks by grape value in 2025"])
def test_a_plain_noun_beside_a_metric_word_keeps_the_labels_holding_it(vineyard: Vocabulary, text: str) -> None:
    reading = read(vineyard, text).reading
    assert reading.query.metrics == ["total_grape_value_eur"] and not reading.metric_candidates
    assert not reading.unplaced


def test_the_noun_does_not_hide_a_metric_said_in_full(vineyard: Vocabulary) -> None:
    assert read(vineyard, "grape picking days in 2025").reading.query.metrics == ["grape_picking_days"]


@pytest.mark.parametrize(
    "text", ["rolling 30-day grape value for each day of March 2025", "trailing grape value by day in March 2025"]
)
def test_a_smoothing_word_said_keeps_the_smoothed_metric(vineyard: Vocabulary, text: str) -> None:
    reading = read(vineyard, text).reading
    assert reading.query.metrics == ["grape_value_30d"] and not reading.metric_candidates


@pytest.mark.parametrize(
    "text", ["month-on-month change in grape value in 2025", "month on month grape value growth, 2025"]
)
def test_growth_on_a_period_is_growth_over_it(vineyard: Vocabulary, text: str) -> None:
    query = read(vineyard, text).reading.query
    assert [(g.dimension, g.grain) for g in query.group_by] == [("metric_time", "month")]
    assert query.time_range.start == "2025-01-01" and query.compare_to is not None
    assert query.compare_to.start == "2024-12-01"


@pytest.mark.parametrize(
    "text",
    [
        "quarter over quarter change in diesel price in euros through 2025",
        "quarter-on-quarter EUR diesel price thru 2025",
    ],
)
def test_growth_per_period_through_a_year_is_read_over_that_year(vineyard: Vocabulary, text: str) -> None:
    query = read(vineyard, text).reading.query
    assert query.metrics == ["avg_diesel_price_eur"]
    assert (query.time_range.start, query.time_range.end) == ("2025-01-01", "2025-12-31")
    assert query.compare_to is not None and query.compare_to.start == "2024-10-01"


def test_a_change_through_a_year_without_a_step_does_not_fail(vineyard: Vocabulary) -> None:
    query = read(
        vineyard, "change in diesel price in euros through 2025"
    ).reading.query  # all data up to 2025: no before
    assert query.time_range.end == "2025-12-31" and query.compare_to is None


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        ("number of rejections each quarter of 2025", "pick_kind", "rejection"),
        ("how many samples in March 2025", "pick_kind", "sample"),
        ("how many late picks were there in 2025", "is_late_pick", "1"),
    ],
)
def test_a_count_of_a_value_is_the_count_of_its_rows(
    vineyard: Vocabulary, text: str, dimension: str, value: str
) -> None:
    reading = read(vineyard, text).reading
    assert reading.query.metrics == ["picks"] and not reading.unplaced
    assert [(f.dimension, f.values, f.exclude) for f in reading.query.filters] == [(dimension, [value], False)]


def test_a_count_of_a_thing_the_catalog_does_not_hold_is_no_count_of_rows(vineyard: Vocabulary) -> None:
    reading = read(vineyard, "how many tractors broke down in 2025").reading
    assert not reading.query.metrics and reading.unplaced


@pytest.mark.parametrize(
    "text", ["picks between 3 and 9 March 2025 by day", "picks between the 3rd and the 9th of March 2025"]
)
def test_between_two_days_of_a_month_is_those_days(vineyard: Vocabulary, text: str) -> None:
    query = read(vineyard, text).reading.query
    assert (query.time_range.start, query.time_range.end) == ("2025-03-03", "2025-03-09")


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        ("diesel price in euros in 2025", "avg_diesel_price_eur"),
        ("diesel price in US dollars by month in 2025", "avg_diesel_price_usd"),
        ("average diesel price in dollars, 2025", "avg_diesel_price_usd"),
    ],
)
def test_a_currency_said_by_its_name_is_the_code_a_label_writes(vineyard: Vocabulary, text: str, metric: str) -> None:
    reading = read(vineyard, text).reading
    assert reading.query.metrics == [metric] and not reading.unplaced


def test_a_currency_the_catalog_does_not_write_is_not_read_as_one(vineyard: Vocabulary) -> None:
    found = read(vineyard, "diesel price in rupees in 2025")
    assert not found.reading.query.metrics and "rupees" in [*found.out_of_scope, *found.reading.unplaced]


@pytest.mark.parametrize(
    "text", ["was the grape value higher in 2025 than in 2024?", "did we get more grape value in 2025 than 2024"]
)
def test_a_comparative_with_than_compares_the_two_periods(vineyard: Vocabulary, text: str) -> None:
    reading = read(vineyard, text).reading
    assert reading.query.metrics == ["total_grape_value_eur"] and not reading.unplaced
    assert reading.query.time_range.start == "2025-01-01" and reading.query.compare_to.start == "2024-01-01"
