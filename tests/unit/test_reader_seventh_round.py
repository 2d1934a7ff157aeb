"""The seventh held-out round's kinds (reader15), on a catalog the rules were not written for
(tests/data/catalogs/bakery): a running total "since we opened" over a stated range is the catalog's own
all-time cumulative metric; a growth metric named by its own words compares nothing more."""

from __future__ import annotations

import pytest

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.fit import fit_to_metrics
from tests.support.synthetic_catalogs import read, vocabulary
from tests.unit.test_reader_narrowing import follow_up

VALUES = {"channel": ["counter", "wholesale", "market stall"]}


@pytest.fixture(scope="module")
def bakery() -> Vocabulary:
    return vocabulary("bakery", VALUES)


def test_a_running_total_since_the_start_over_a_range_is_the_catalogs_cumulative_metric(bakery: Vocabulary) -> None:
    found = read(bakery, "running total of takings since we opened, day by day from March 3 to March 9, 2025")
    fitted = fit_to_metrics(found.reading, bakery)
    assert fitted.query.metrics == ["takings_all_time"]
    assert not fitted.query.running_total
    assert fitted.query.time_range is not None
    assert (fitted.query.time_range.start, fitted.query.time_range.end) == ("2025-03-03", "2025-03-09")
    assert not fitted.unplaced


def test_a_running_total_over_a_range_alone_starts_at_the_range(bakery: Vocabulary) -> None:
    found = read(bakery, "running total of takings day by day from March 3 to March 9, 2025")
    fitted = fit_to_metrics(found.reading, bakery)
    assert fitted.query.metrics == ["takings"]
    assert fitted.query.running_total


def test_a_growth_metric_named_by_its_words_is_not_compared_again(bakery: Vocabulary) -> None:
    found = read(bakery, "day-over-day growth for each day from March 3 to March 9, 2025")
    query = found.reading.query
    assert query.metrics == ["takings_dod"]
    assert query.compare_to is None
    assert query.time_range is not None and query.time_range.start == "2025-03-03"


def test_a_plain_metrics_growth_each_day_stays_compared_with_the_day_before(bakery: Vocabulary) -> None:
    found = read(bakery, "day-over-day takings growth for each day from March 3 to March 9, 2025")
    query = found.reading.query
    assert query.metrics == ["takings"]
    assert query.compare_to is not None and query.compare_to.start == "2025-03-02"


@pytest.mark.parametrize(
    ("text", "first", "last"),
    [
        ("takings on New Year's Eve 2025", "2025-12-31", "2025-12-31"),
        ("takings on new years eve, 2024", "2024-12-31", "2024-12-31"),
        ("loaves sold on Christmas Eve 2024", "2024-12-24", "2024-12-24"),
        ("takings on Black Friday 2024", "2024-11-29", "2024-11-29"),
        ("takings on Thanksgiving 2025", "2025-11-27", "2025-11-27"),
        ("takings from Friday November 29 through Sunday December 1, 2024", "2024-11-29", "2024-12-01"),
    ],
)
def test_a_day_known_by_name_is_its_date(bakery: Vocabulary, text: str, first: str, last: str) -> None:
    found = read(bakery, text)
    period = found.reading.query.time_range
    assert period is not None
    assert (period.start, period.end) == (first, last)
    assert not found.reading.unplaced


def test_a_weekday_that_disagrees_with_its_date_is_asked_about(bakery: Vocabulary) -> None:
    found = read(bakery, "takings on Saturday November 29, 2024")
    assert "Saturday" in " ".join(found.reading.unplaced)


def test_a_moving_named_day_without_its_year_is_not_guessed(bakery: Vocabulary) -> None:
    found = read(bakery, "takings on Black Friday")
    assert found.reading.unplaced


CREAMERY_VALUES = {
    "flavour": ["vanilla", "pistachio"],
    "parlour_kind": ["kiosk", "digital", "cafe"],
    "line_kind": ["sale", "refund"],
}


@pytest.fixture(scope="module")
def creamery() -> Vocabulary:
    return vocabulary("creamery", CREAMERY_VALUES)


def test_net_and_gross_of_one_amount_both_fit_a_word_that_says_neither(creamery: Vocabulary) -> None:
    reading = read(creamery, "takings in 2025").reading
    assert (reading.query.metrics, sorted(reading.metric_candidates)) == ([], ["gross_takings", "net_takings"])


def test_net_said_is_net(creamery: Vocabulary) -> None:
    assert read(creamery, "net takings in 2025").reading.query.metrics == ["net_takings"]


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        ("net takings from parlours that aren't kiosks in 2025", "parlour_kind", "kiosk"),
        ("net takings from parlours that aren't digital in 2025", "parlour_kind", "digital"),
        ("net takings last month, not counting refunds", "line_kind", "refund"),
    ],
)
def test_a_negated_value_is_excluded(creamery: Vocabulary, text: str, dimension: str, value: str) -> None:
    reading = read(creamery, text).reading
    assert [(f.dimension, f.values, f.exclude) for f in reading.query.filters] == [(dimension, [value], True)]
    assert not reading.unplaced


def test_a_narrowing_follow_up_naming_the_rows_by_a_count_keeps_the_metric(creamery: Vocabulary) -> None:
    merged = follow_up(creamery, "net takings by parlour kind in 2025", "only the vanilla servings")
    query = merged.query
    assert query.metrics == ["net_takings"]
    assert [(f.dimension, f.values) for f in query.filters] == [("flavour", ["vanilla"])]
    assert [g.dimension for g in query.group_by] == ["parlour_kind"]


def test_a_follow_up_asking_for_the_count_itself_switches(creamery: Vocabulary) -> None:
    merged = follow_up(creamery, "net takings by parlour kind in 2025", "what about servings?")
    assert merged.query.metrics == ["servings"]


def test_a_labels_last_word_other_metrics_say_too_names_none_of_them_alone(creamery: Vocabulary) -> None:
    # "guests" after the number in Week 4 Loyal Guests is Paying guests' word too: both fit, so it is asked
    reading = read(creamery, "guests in 2025").reading
    assert reading.query.metrics == []
    assert {"week4_loyal_guests", "paying_guests"} <= set(reading.metric_candidates)
    assert read(creamery, "loyal guests in 2025").reading.query.metrics == ["week4_loyal_guests"]


@pytest.mark.parametrize("text", ["average queue wait in 2025", "avg queue wait in 2025", "queue wait in 2025"])
def test_a_label_with_a_short_unit_and_an_abbreviation_is_said_in_full(bakery: Vocabulary, text: str) -> None:
    # Avg queue wait (min): "(min)" is a unit (minutes), "avg" is said "average"
    reading = read(bakery, text).reading
    assert reading.query.metrics == ["avg_wait_minutes"]
    assert not reading.unplaced


def test_a_change_word_of_a_label_said_without_its_unit_is_the_metric(creamery: Vocabulary) -> None:
    # Takings change (GBP): "takings change each quarter" is that metric by quarter, not takings compared
    query = read(creamery, "takings change each quarter of 2025").reading.query
    assert query.metrics == ["takings_change"]
    assert query.compare_to is None


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        ("margin on takings by flavour in 2025", "takings_margin"),
        ("margin on takings % by flavour in 2025", "takings_margin_pct"),
    ],
)
def test_a_label_ending_in_a_percent_sign_is_read_only_where_the_sign_is_said(
    creamery: Vocabulary, text: str, metric: str
) -> None:
    assert read(creamery, text).reading.query.metrics == [metric]


def test_a_verb_a_ratio_of_the_counted_things_names_asks_between_its_count_and_its_rate(creamery: Vocabulary) -> None:
    # Guest Return Rate = Week 4 Loyal Guests / Guests seen: "how many guests returned" is either
    reading = read(creamery, "How many guests returned in 2025?").reading
    assert reading.query.metrics == []
    assert reading.metric_candidates == ["week4_loyal_guests", "guest_return_rate"]
    assert read(creamery, "How many guests came in 2025?").reading.query.metrics == ["guests_seen"]


@pytest.mark.parametrize(
    "text", ["our top 3 flavours by net takings, all time", "net takings across the whole history by flavour"]
)
def test_all_time_is_every_date_and_no_question(creamery: Vocabulary, text: str) -> None:
    reading = read(creamery, text).reading
    assert reading.query.metrics == ["net_takings"]
    assert reading.query.time_range is None
    assert not reading.unplaced


def test_all_time_beside_a_period_is_left_to_ask(creamery: Vocabulary) -> None:
    reading = read(creamery, "net takings in 2025, all time").reading
    assert reading.unplaced
