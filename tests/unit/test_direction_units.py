"""Which way is better for a metric (its meta, else its words from direction_words.yml), what "best" and
"worst" judge, and ratios with a percent unit shown as percentages."""

from __future__ import annotations

import pytest

from sqlclarify.numbers import compact_number, percent_of_one, unit_number
from sqlclarify.semantic.model import Metric
from sqlclarify.understanding.direction import better_direction, direction_words, judgement_word


def metric(name: str, label: str, description: str = "", higher_is_better: bool | None = None) -> Metric:
    return Metric(name=name, type="simple", label=label, description=description, higher_is_better=higher_is_better)


@pytest.mark.parametrize(
    ("name", "label", "description", "higher"),
    [
        ("average_arrival_delay", "Average arrival delay", "", False),
        ("p95_latency_ms", "P95 latency", "", False),
        ("monthly_churn", "Churn", "", False),
        ("support_cost", "Support cost", "", False),
        ("refunds", "Refunds", "", False),
        ("net_revenue", "Net revenue", "", True),
        ("orders", "Orders", "Number of orders placed.", None),  # nothing says: asked
        ("m1", "Metric one", "Minutes customers wait for a reply.", False),  # from the description
        ("m2", "Revenue lost", "Revenue lost to refunds.", None),  # the words disagree: asked
        # a rate of wins is better higher, though its description names the losses it divides by
        ("deal_win_rate", "Deal win rate", "Won deals / (won + lost deals).", True),
        # a fill rate, a success rate, a timely share: better higher (reader12)
        ("ofr", "OFR", "Lines shipped filled in full, as a share of all lines.", True),
        ("payout_success_rate", "Payout Success Rate", "", True),
        ("timely_share", "Timely share", "", True),
    ],
)
def test_direction_from_the_words(name: str, label: str, description: str, higher: bool | None) -> None:
    assert better_direction(metric(name, label, description))[0] is higher


def test_the_catalog_wins_over_the_words() -> None:
    found, why = better_direction(metric("average_arrival_delay", "Average arrival delay", higher_is_better=True))
    assert found is True and "the catalog says higher is better" in why


def test_the_word_lists_are_data() -> None:
    words = direction_words()
    assert {"delay", "cost", "churn", "latency", "error", "refund"} <= words["lower_is_better"]
    assert not words["lower_is_better"] & words["higher_is_better"]


@pytest.mark.parametrize(
    ("question", "word"),
    [
        ("which airline had the worst average arrival delay", "worst"),
        ("Best month for revenue?", "best"),
        ("our 5 best-selling products", None),
        ("best selling products by revenue", None),
        ("top 3 airlines by delay", None),
    ],
)
def test_judgement_words(question: str, word: str | None) -> None:
    assert judgement_word(question) == word


def test_a_ratio_with_a_percent_unit_is_shown_as_a_percentage() -> None:
    assert percent_of_one("ratio", "%") and percent_of_one("ratio", "percent")
    assert not percent_of_one("derived", "%")  # `100.0 * clicks / impressions` is in percent already
    assert not percent_of_one("ratio", "USD")
    assert compact_number(0.0364, "%", fraction=True) == "3.64%"
    assert unit_number(0.0364, "%", fraction=True) == "3.64%"
    assert unit_number(0.0364, "%", decimals=1, fraction=True) == "3.6%"
    assert compact_number(3.42, "percent") == "3.42%"  # a percent already: unchanged
