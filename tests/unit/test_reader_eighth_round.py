"""The eighth held-out round's kinds (reader16), on a catalog the rules were not written for
(tests/data/catalogs/haulage): "per lorry" is no breakdown by the depot's name on the lorry's table; spend and a
bill are a cost; a share the catalog defines is that metric; a value that is another table's thing ("trailers") is
that thing's count; "across the fleet" is every row; a metric's "hours" is no hour of the day; "total" picks the
total among metrics to choose from."""

from __future__ import annotations

import pytest

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.fit import fit_to_metrics
from tests.support.synthetic_catalogs import read, vocabulary

VALUES = {
    "make": ["Volvo", "Scania", "DAF"],
    "depot_name": ["North Yard", "Harbour Yard"],
    "driver_name": ["Ann Lee", "Bo Kim"],
    "driver_grade": ["C", "CE"],
    "load_type": ["pallet", "trailer", "bulk"],
    "is_night_run": ["1", "0"],
    "axle_count": ["2", "3"],
}


@pytest.fixture(scope="module")
def haulage() -> Vocabulary:
    return vocabulary("haulage", VALUES)


def _fitted(vocab: Vocabulary, text: str):
    return fit_to_metrics(read(vocab, text).reading, vocab)


def test_per_thing_is_the_thing_not_the_name_of_where_it_stands(haulage: Vocabulary) -> None:
    fitted = _fitted(haulage, "total runs per lorry")
    assert fitted.query.metrics == ["total_runs"]
    assert [g.dimension for g in fitted.query.group_by] == ["lorry"]


def test_a_name_beside_more_of_its_own_things_columns_is_that_things(haulage: Vocabulary) -> None:
    fitted = _fitted(haulage, "total runs by driver")  # driver_name beside driver_grade: the driver's
    assert [g.dimension for g in fitted.query.group_by] == ["driver_name"]
    assert [g.dimension for g in _fitted(haulage, "total runs by lorry").query.group_by] == ["lorry"]


def test_a_fact_tables_own_entity_is_no_breakdown_by_a_name_it_holds(haulage: Vocabulary) -> None:
    fitted = _fitted(haulage, "top 2 depots by total repair cost")
    assert fitted.query.metrics == ["total_repair_cost"]
    assert [g.dimension for g in fitted.query.group_by] == ["depot_name"]
    assert fitted.query.limit == 2 and not fitted.unplaced


def test_a_thing_named_in_its_own_name_column_stays_its_breakdown(haulage: Vocabulary) -> None:
    fitted = _fitted(haulage, "runs per depot")
    assert [g.dimension for g in fitted.query.group_by] == ["depot_name"]


@pytest.mark.parametrize(
    "text", ["what did we spend on repairs in 2025", "repair spend by depot", "which depot spent the most on repairs"]
)
def test_spend_is_a_cost_and_a_ratio_per_thing_is_not_offered(haulage: Vocabulary, text: str) -> None:
    found = read(haulage, text)
    assert found.reading.query.metrics == ["total_repair_cost"]
    assert not found.reading.metric_candidates


def test_a_share_of_a_flag_is_the_catalogs_own_share_metric(haulage: Vocabulary) -> None:
    fitted = _fitted(haulage, "what percent of runs were at night in 2025")
    assert fitted.query.metrics == ["night_run_pct"]
    assert fitted.query.part is None and not fitted.query.filters


def test_a_share_of_a_value_no_metric_defines_is_worked_out(haulage: Vocabulary) -> None:
    fitted = _fitted(haulage, "what percent of runs carried pallets")
    assert fitted.query.metrics == ["total_runs"]
    assert fitted.query.part is not None and fitted.query.part.values == ["pallet"]


def test_a_share_of_a_count_said_with_its_whole_is_the_catalogs_ratio(haulage: Vocabulary) -> None:
    fitted = _fitted(haulage, "what percent of incidents were severe")
    assert fitted.query.metrics == ["severe_incident_rate"]
    assert not fitted.unplaced


def test_a_value_that_is_another_tables_thing_is_its_count(haulage: Vocabulary) -> None:
    fitted = _fitted(haulage, "how many trailers in 2025")
    assert fitted.query.metrics == ["trailers_total"]
    assert not fitted.query.filters


def test_that_value_is_a_filter_on_another_metric(haulage: Vocabulary) -> None:
    fitted = _fitted(haulage, "how many runs had a trailer load in 2025")
    assert fitted.query.metrics == ["total_runs"]
    assert [(f.dimension, f.values) for f in fitted.query.filters] == [("load_type", ["trailer"])]


def test_across_the_fleet_is_every_row(haulage: Vocabulary) -> None:
    found = read(haulage, "km driven across the fleet")
    assert found.reading.query.metrics == ["total_distance"]
    assert not found.reading.unplaced and not found.reading.query.filters
    assert any("fleet" in note for note in found.reading.notes)


def test_the_fleet_alone_is_still_asked_about(haulage: Vocabulary) -> None:
    found = read(haulage, "how healthy is the fleet")
    assert not found.reading.query.metrics
    assert "fleet" in " ".join(found.reading.unplaced)


def test_a_metrics_hours_are_no_hour_of_the_day(haulage: Vocabulary) -> None:
    fitted = _fitted(haulage, "average idle hours per lorry")
    assert fitted.query.metrics == ["avg_idle_hours"]
    assert not fitted.query.group_by and not fitted.unplaced


def test_total_picks_the_total_among_metrics_to_choose(haulage: Vocabulary) -> None:
    assert read(haulage, "total km in 2025").reading.query.metrics == ["total_distance"]
    assert read(haulage, "km in 2025").reading.metric_candidates == ["total_distance", "avg_distance"]


def test_the_first_days_of_a_month(haulage: Vocabulary) -> None:
    fitted = _fitted(haulage, "daily total runs during the first ten days of March 2025")
    assert fitted.query.time_range is not None
    assert (fitted.query.time_range.start, fitted.query.time_range.end) == ("2025-03-01", "2025-03-10")
    last = _fitted(haulage, "total runs in the last 3 days of February 2024").query.time_range
    assert last is not None and (last.start, last.end) == ("2024-02-27", "2024-02-29")
    assert "first 40 days" in _fitted(haulage, "total runs in the first 40 days of March 2025").unplaced


def test_a_value_said_after_including_is_no_filter(haulage: Vocabulary) -> None:
    found = read(haulage, "total runs in March 2025, including bulk ones")
    assert found.reading.query.metrics == ["total_runs"]
    assert not found.reading.query.filters and not found.reading.unplaced
    assert any("including bulk" in note for note in found.reading.notes)
    only = read(haulage, "total bulk runs in March 2025").reading.query.filters
    assert [(f.dimension, f.values) for f in only] == [("load_type", ["bulk"])]
