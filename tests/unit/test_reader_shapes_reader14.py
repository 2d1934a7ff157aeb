"""Question shapes that asked needlessly (reader14), on a catalog written after the rules
(tests/data/catalogs/climbing): periods ranked with the metric's words between ("the 3 biggest session fee days"),
a breakdown only a dimension's description names ("top 3 floor areas"), the rows of the metric's table said after
a value ("hard climbs"), and years kept as lettered values ('FY2025'): "last funding year", "funding year 2024",
"since FY2024" read as those values, never as calendar years; bare-number seasons are left to be asked."""

from __future__ import annotations

import pytest

from sqlclarify.understanding.candidates import Vocabulary
from tests.support.synthetic_catalogs import read, vocabulary
from tests.unit.test_reader_ranked_things import VALUES

MORE = {
    "zone": ["mezzanine", "ground floor"],
    "grade_band": ["hard", "easy"],
    "partner_count": ["1", "2", "3"],
    "funding_year": ["FY2023", "FY2024", "FY2025", "FY2026"],
    "competition_season": ["2023", "2024", "2025"],
}


@pytest.fixture(scope="module")
def gym() -> Vocabulary:
    return vocabulary("climbing", {**VALUES, **MORE})


def test_periods_ranked_with_the_metrics_words_between(gym: Vocabulary) -> None:
    found = read(gym, "the 3 biggest session fee days of 2025")
    query = found.reading.query
    assert found.reading.unplaced == []
    assert query.metrics == ["total_fees"]
    assert [(g.dimension, g.grain) for g in query.group_by] == [("metric_time", "day")]
    assert (query.order_by[0].descending, query.limit) == (True, 3)


def test_a_breakdown_only_a_description_names(gym: Vocabulary) -> None:
    found = read(gym, "top 3 floor areas by session fees in 2025")
    query = found.reading.query
    assert found.reading.unplaced == []
    assert [g.dimension for g in query.group_by] == ["zone"]
    assert query.limit == 3


def test_the_rows_of_the_metrics_table_after_a_value(gym: Vocabulary) -> None:
    found = read(gym, "points scored for hard climbs in 2025")
    assert found.reading.unplaced == []
    assert [(f.dimension, f.values) for f in found.reading.query.filters] == [("grade_band", ["hard"])]


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("grant funding last funding year", ["FY2024"]),  # today is 2025-12-15
        ("grant funding this funding year", ["FY2025"]),
        ("grant funding in funding year 2024", ["FY2024"]),
        ("grant funding since FY2024", ["FY2024", "FY2025", "FY2026"]),
        ("grant funding before FY2025", ["FY2023", "FY2024"]),
    ],
)
def test_years_kept_as_lettered_values(gym: Vocabulary, text: str, values: list[str]) -> None:
    found = read(gym, text)
    query = found.reading.query
    assert found.reading.unplaced == []
    assert [(f.dimension, f.values) for f in query.filters] == [("funding_year", values)]
    assert query.time_range is None and query.group_by == []


def test_a_season_of_bare_numbers_is_left_to_be_asked(gym: Vocabulary) -> None:
    found = read(gym, "grant funding last competition season")
    assert found.reading.query.filters == []
    assert found.reading.unplaced


def test_a_description_word_is_not_read_as_part_of_a_longer_phrase(gym: Vocabulary) -> None:
    found = read(gym, "session fees by floor plan in 2025")  # "floor" alone is the zone's; "floor plan" is not
    assert all(g.dimension != "zone" for g in found.reading.query.group_by)


def test_how_a_value_did_said_with_a_lexicon_word_for_its_column_asks_which_metric() -> None:
    """ "how did the web channel do" where the column is booked_via (the lexicon's channel ~ via): which metric is
    asked, among those that take the column, instead of a refusal (tests/data/catalogs/vetclinic)."""
    from tests.unit.test_reader_flags_ids_own_words import VALUES as CLINIC

    clinic = vocabulary("vetclinic", CLINIC)
    reading = read(clinic, "How did the web channel do in 2025?").reading
    assert reading.query.metrics == []
    assert len(reading.metric_candidates) > 1
    assert [(f.dimension, f.values) for f in reading.query.filters] == [("booked_via", ["Web"])]


@pytest.mark.parametrize(
    ("text", "start"), [("the first half of the year", "01-01"), ("the second half of the year", "07-01")]
)
def test_a_half_of_the_year_said_in_words(gym: Vocabulary, text: str, start: str) -> None:
    reading = read(gym, f"session fees in {text}").reading
    assert reading.unplaced == []
    assert reading.query.time_range is not None and reading.query.time_range.start.endswith(start)


def test_a_column_of_how_many_things_is_said_number_of_things(gym: Vocabulary) -> None:
    found = read(gym, "session fees by number of partners in 2025")
    assert found.reading.unplaced == []
    assert found.reading.query.metrics == ["total_fees"]
    assert [g.dimension for g in found.reading.query.group_by] == ["partner_count"]
