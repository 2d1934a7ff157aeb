"""The ninth held-out round's kinds (reader19), on a catalog the rules were not written for
(tests/data/catalogs/weather_stations): a dimension whose values are countries is said "by country" whatever its
name; months said again beside a range restate it; a running total the catalog defines counts from the data's
start over a stated range; a follow-up value in a thing's code replaces a filter on its name; sightings are
observations; a thing with several name columns is grouped by its everyday one; one-letter codes are said in
words; a two-word dimension is said with another word of its last word's concept; "size" is any of the measures
it stands for; a word of the metrics' own table names its rows."""

from __future__ import annotations

import pytest

from sqlclarify.nodes.classify import merge_follow_up
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.fit import fit_to_metrics
from tests.support.synthetic_catalogs import read, vocabulary

VALUES = {
    "territory": ["Chile", "Kenya", "Bolivia", "Mongolia", "Fiji"],
    "station_name": ["Lake Point", "Hill Top", "Salt Flats"],
    "station_code": ["LKPT", "HLTP", "SLTF"],
    "sky_cover": ["clear", "overcast", "broken"],
    "observer_gender": ["F", "M"],
    "mount_type": ["mast", "roof", "ground"],
    "feed_source": ["radio", "satellite"],
    "legal_name": ["Andean Met Service Ltd", "Rift Weather Agency"],
    "display_name": ["Andean Met", "Rift Weather"],
}


@pytest.fixture(scope="module")
def weather() -> Vocabulary:
    return vocabulary("weather_stations", VALUES)


def _fitted(vocab: Vocabulary, text: str):
    return fit_to_metrics(read(vocab, text).reading, vocab)


@pytest.mark.parametrize(
    "text", ["total rain by country in 2025", "top 3 countries by total rain in 2025", "total rain per nation"]
)
def test_a_dimension_of_countries_is_said_by_country(weather: Vocabulary, text: str) -> None:
    found = read(weather, text)
    assert [g.dimension for g in found.reading.query.group_by] == ["territory"]
    assert found.reading.query.metrics == ["total_rain"] and not found.reading.unplaced


def test_a_dimension_of_other_values_is_not(weather: Vocabulary) -> None:
    assert "sky_cover" not in {d for p, d in weather.dimension_phrases if p == "country"}


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("total rain in the summer of 2025, June to August", "2025-06-01", "2025-08-31"),
        ("total rain in Q1 2025 (January through March)", "2025-01-01", "2025-03-31"),
    ],
)
def test_months_said_again_beside_their_range_restate_it(weather: Vocabulary, text, start, end) -> None:
    reading = read(weather, text).reading
    assert (reading.query.time_range.start, reading.query.time_range.end) == (start, end)
    assert not reading.unplaced and not reading.date_note


def test_a_month_inside_a_longer_range_is_left_to_ask(weather: Vocabulary) -> None:
    reading = read(weather, "total rain in 2025, in March").reading
    assert reading.unplaced == ["March"] or reading.date_note


def test_a_running_total_the_catalog_defines_counts_from_the_start(weather: Vocabulary) -> None:
    fitted = _fitted(weather, "running total of rain day by day for the first week of March 2025")
    assert fitted.query.metrics == ["rain_to_date"] and not fitted.query.running_total
    assert (fitted.query.time_range.start, fitted.query.time_range.end) == ("2025-03-01", "2025-03-07")


def test_a_running_total_the_catalog_does_not_define_starts_with_the_range(weather: Vocabulary) -> None:
    fitted = _fitted(weather, "running total of observations day by day for the first week of March 2025")
    assert fitted.query.metrics == ["total_observations"] and fitted.query.running_total


def test_a_follow_up_code_replaces_the_name_of_the_same_thing(weather: Vocabulary) -> None:
    first = read(weather, "total rain at Lake Point in March 2025").reading
    assert [(f.dimension, f.values) for f in first.query.filters] == [("station_name", ["Lake Point"])]
    merged = merge_follow_up(first, read(weather, "what about HLTP?"), weather)
    assert [(f.dimension, f.values) for f in merged.query.filters] == [("station_code", ["HLTP"])]
    assert merged.query.time_range == first.query.time_range


def test_a_follow_up_on_another_attribute_still_adds(weather: Vocabulary) -> None:
    first = read(weather, "total rain at Lake Point in March 2025").reading
    merged = merge_follow_up(first, read(weather, "what about clear days?"), weather)
    assert {f.dimension for f in merged.query.filters} == {"station_name", "sky_cover"}


def test_sightings_are_observations(weather: Vocabulary) -> None:
    reading = read(weather, "how many sightings in 2025?").reading
    assert reading.query.metrics == ["total_observations"] and not reading.unplaced


def test_a_thing_is_grouped_by_its_everyday_name(weather: Vocabulary) -> None:
    reading = read(weather, "total rain by operator in 2025").reading
    assert [g.dimension for g in reading.query.group_by] == ["display_name"] and not reading.unplaced


@pytest.mark.parametrize(("text", "code"), [("total rain read by female observers", "F"), ("rain by men", "M")])
def test_one_letter_codes_are_said_in_words(weather: Vocabulary, text: str, code: str) -> None:
    reading = read(weather, text).reading
    assert [(f.dimension, f.values) for f in reading.query.filters] == [("observer_gender", [code])]


def test_codes_of_no_known_set_get_no_words(weather: Vocabulary) -> None:
    assert not [v for v in weather.value_phrases if v.dimension == "station_code" and v.phrase == "female"]


def test_a_two_word_dimension_is_said_with_its_concepts_word(weather: Vocabulary) -> None:
    reading = read(weather, "total rain by feed channel").reading
    assert [g.dimension for g in reading.query.group_by] == ["feed_source"] and not reading.unplaced


@pytest.mark.parametrize("text", ["hail size by territory in 2025", "how big was the hail size in 2025"])
def test_size_offers_the_measures_it_stands_for(weather: Vocabulary, text: str) -> None:
    reading = read(weather, text).reading
    assert sorted(reading.metric_candidates) == ["average_hail_diameter", "average_hail_weight"]


def test_a_measure_is_not_its_umbrella(weather: Vocabulary) -> None:
    reading = read(weather, "average hail weight by territory").reading
    assert reading.query.metrics == ["average_hail_weight"] and not reading.metric_candidates


def test_a_word_of_the_metrics_table_names_its_rows(weather: Vocabulary) -> None:
    reading = read(weather, "how many weather observations in 2025?").reading
    assert reading.query.metrics == ["total_observations"] and not reading.unplaced


@pytest.mark.parametrize(("word", "descending"), [("heaviest", True), ("lightest", False)])
def test_heaviest_and_lightest_order_the_breakdown_by_the_metric(weather: Vocabulary, word, descending) -> None:
    query = read(weather, f"which 2 territories had the {word} average hail weight?").reading.query
    assert query.metrics == ["average_hail_weight"] and [g.dimension for g in query.group_by] == ["territory"]
    assert query.limit == 2 and query.order_by[0].descending is descending
