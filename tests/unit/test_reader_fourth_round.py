"""Rules for the kinds of failure the fourth held-out round showed, on a catalog written after them
(tests/data/catalogs/parcels): a label with a number and a unit in parentheses still gives its plain words, a
column named for a thing's code is named by the thing ("by courier" for `courier_code`, "by drop depot" for
`drop_depot_postcode`), a true/false column said as an adjective, negated, after "by" in the plural, in a relative
clause whose noun the catalog does not name, and by the past participle of the verb it is named for."""

from __future__ import annotations

import pytest

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.explain import unreached_elements
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.label_phrases import label_phrases
from tests.support.synthetic_catalogs import read, vocabulary

VALUES = {
    "courier_code": ["DPDX", "UPSX", "GLSX"],
    "drop_depot_postcode": ["LS1", "YO2"],
    "service_terms": ["DAP", "EXW"],
    "was_late": ["0", "1"],
    "is_neighbour_redirect": ["0", "1"],
    "sender_name": ["Acme", "Bolt"],
    "is_key_account": ["0", "1"],
}


@pytest.fixture(scope="module")
def parcels() -> Vocabulary:
    return vocabulary("parcels", VALUES)


def summary(found: Found) -> tuple[list[str], list[tuple[str, list[str]]], list[str]]:
    query = found.reading.query
    return (
        query.metrics,
        sorted((f.dimension.rpartition("__")[2], sorted(f.values)) for f in query.filters),
        [g.dimension.rpartition("__")[2] for g in query.group_by],
    )


def test_a_label_with_a_unit_and_a_number_gives_its_plain_words(parcels: Vocabulary) -> None:
    assert not [line for line in unreached_elements(parcels) if "tier2_fuel_burn_kwh" in line]
    assert summary(read(parcels, "fuel burn in 2025")) == (["tier2_fuel_burn_kwh"], [], [])
    assert summary(read(parcels, "total tier 2 fuel burn last month"))[0] == ["tier2_fuel_burn_kwh"]


@pytest.mark.parametrize(
    ("text", "groups"),
    [
        ("fuel burn by courier in 2025", ["courier_code"]),
        ("parcels per courier last quarter", ["courier_code"]),
        ("total parcels by drop depot in 2025", ["drop_depot_postcode"]),
        ("total postage by depot and courier", ["drop_depot_postcode", "courier_code"]),
    ],
)
def test_a_code_column_is_named_by_its_thing(parcels: Vocabulary, text: str, groups: list[str]) -> None:
    found = read(parcels, text)
    assert summary(found)[2] == groups
    assert not found.reading.unplaced


def flag_filters(found: Found) -> list[tuple[str, list[str]]]:
    return summary(found)[1]


@pytest.mark.parametrize(
    ("text", "filters", "groups"),
    [
        # after "by", the flag's phrase in the plural says who did it: a filter, on a joined model too
        ("total postage by key accounts in 2025", [("is_key_account", ["1"])], []),
        ("total postage by key account in 2025", [], ["is_key_account"]),
        # the noun before a relative clause that is a filter names the things filtered, whatever it is
        ("total postage from firms who aren't key accounts in 2025", [("is_key_account", ["0"])], []),
        ("fuel burn on days that were not late", [("was_late", ["0"])], []),
        ("total postage from firms with a key account", [("is_key_account", ["1"])], []),
        # a flag named for a verb is said with its past participle, negated too
        ("fuel burn of redirected parcels in 2025", [("is_neighbour_redirect", ["1"])], []),
        ("fuel burn of parcels that were not redirected", [("is_neighbour_redirect", ["0"])], []),
    ],
)
def test_true_false_columns_as_adjectives(
    parcels: Vocabulary, text: str, filters: list[tuple[str, list[str]]], groups: list[str]
) -> None:
    found = read(parcels, text)
    assert flag_filters(found) == filters
    assert summary(found)[2] == groups
    assert not found.reading.unplaced


@pytest.mark.parametrize(
    ("text", "metrics", "filters", "groups"),
    [
        # a count metric's phrase after "non-" is the flag's false rows, not the count
        (
            "fuel burn of redirected vs non-redirected parcels in 2025",
            ["tier2_fuel_burn_kwh"],
            [("is_neighbour_redirect", ["0", "1"])],
            ["is_neighbour_redirect"],
        ),
        # a count metric right after a value names the value's rows when another metric is asked
        ("fuel burn of DPDX parcels in 2025", ["tier2_fuel_burn_kwh"], [("courier_code", ["DPDX"])], []),
        (
            "what share of 2025 fuel burn came from DPDX parcels?",
            ["tier2_fuel_burn_kwh"],
            [("courier_code", ["DPDX"])],
            [],
        ),
        # the words of the column a count adds up are that count's ("redirected to a neighbour")
        ("redirected parcels to a neighbour in 2025", ["total_redirected_parcels"], [], []),
        # "the N things ... with the most M": the top N of that breakdown
        ("the 3 days in March 2025 with the most fuel burn", ["tier2_fuel_burn_kwh"], [], ["metric_time"]),
        ("the 2 couriers with the fewest parcels in 2025", ["total_parcels"], [], ["courier_code"]),
    ],
)
def test_counted_rows_and_rankings(
    parcels: Vocabulary, text: str, metrics: list[str], filters: list[tuple[str, list[str]]], groups: list[str]
) -> None:
    found = read(parcels, text)
    assert summary(found) == (metrics, filters, groups)
    assert not found.reading.unplaced


def test_the_n_things_with_the_most_is_a_top_n(parcels: Vocabulary) -> None:
    query = read(parcels, "the 2 couriers with the fewest parcels in 2025").reading.query
    assert (query.limit, [o.descending for o in query.order_by]) == (2, [False])
    day = read(parcels, "the 3 days in March 2025 with the most fuel burn").reading.query
    assert (day.limit, day.group_by[0].grain, [o.descending for o in day.order_by]) == (3, "day", [True])


def test_a_label_without_its_unit_never_takes_another_metrics_name(parcels: Vocabulary) -> None:
    """'Total Postage ($K)' is not said 'total postage' where a Total Postage is: that would ask which."""
    assert dict(parcels.metric_phrases)["total postage"] == ("total_postage",)
    found = read(parcels, "total postage in 2025")
    assert (found.reading.query.metrics, found.reading.metric_candidates) == (["total_postage"], [])


@pytest.mark.parametrize(
    ("text", "candidates"),
    [
        # a loose word naming the column some metrics add up ("postage_paid"): those of the kind asked, to choose
        ("how much was paid in 2025?", ["total_postage", "total_postage_pence"]),
        # one average reads it: every average (a ratio over a count, a derived a / nullif(b, 0)) is the choice
        ("average paid in 2025", ["energy_per_parcel", "postage_per_parcel"]),
    ],
)
def test_a_word_of_the_columns_metrics_add_up_asks_among_them(
    parcels: Vocabulary, text: str, candidates: list[str]
) -> None:
    reading = read(parcels, text).reading
    assert (reading.query.metrics, sorted(reading.metric_candidates), reading.unplaced) == ([], candidates, [])


@pytest.mark.parametrize(
    ("label", "phrases"),
    [
        ("Total Tier 2 Fuel Burn (kWh)", ["total tier 2 fuel burn", "fuel burn", "burn"]),
        ("Avg Cost (EUR)", ["avg cost"]),
        ("Growth Rate (%)", ["growth rate"]),
        ("Avg Cycle (days)", ["avg cycle"]),
        # a word in parentheses that tells the metric apart stays: no shorter name
        ("Cost per Parcel (Derived)", []),
        ("Total Weight (Tonnes)", []),
        # a number that counts a span says no name
        ("Invoiced amount, trailing 28 days", []),
    ],
)
def test_the_plain_words_of_a_label(label: str, phrases: list[str]) -> None:
    assert [p for p, _ in label_phrases(label)] == phrases


def test_a_value_said_as_the_clauses_verb_keeps_its_noun_asked(parcels: Vocabulary) -> None:
    """'firms that redirected in 2025' may be an event in time: the noun is not taken as the filter's things."""
    assert "firms" in read(parcels, "total postage from firms that redirected in 2025").reading.unplaced
