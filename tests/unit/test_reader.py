"""The offline reader on the demo catalog: every word becomes part of a semantic query, or is reported."""

from datetime import date

import pytest

from sqlclarify.semantic.readers import load_semantic_layer
from sqlclarify.understanding.candidates import build_vocabulary
from sqlclarify.understanding.fit import fit_to_metrics
from sqlclarify.understanding.interpret import read_question

TODAY = date(2025, 12, 15)
REVENUE = ["total_net_revenue", "ads_gross_revenue", "ads_net_revenue", "iap_gross_revenue", "iap_net_revenue"]
ALL_MARKETS = ["ID", "TH", "VN", "PH", "MY", "SG", "TW", "BR"]


@pytest.fixture(scope="module")
def vocab():
    return build_vocabulary(load_semantic_layer(None))


def metrics_of(found) -> list[str]:
    return found.reading.metric_candidates or found.reading.query.metrics or [found.reading.metric_guess]


@pytest.mark.parametrize(
    ("text", "candidates"),
    [
        ("rev for ID last month", REVENUE),
        ("What was our revenue?", REVENUE),
        ("revnue for vietnam", REVENUE),
        ("net rev", ["total_net_revenue", "ads_net_revenue", "iap_net_revenue"]),
        ("gross rev", ["ads_gross_revenue", "iap_gross_revenue"]),
        ("ad rev", ["ads_gross_revenue", "ads_net_revenue"]),
        ("total rev", ["total_net_revenue"]),
        ("ads net revenue", ["ads_net_revenue"]),
        ("net ad revenue", ["ads_net_revenue"]),
        ("gross in-app purchase revenue", ["iap_gross_revenue"]),
        ("users", ["dau", "new_users", "mau"]),
        ("active users", ["dau", "mau"]),
        ("DAU", ["dau"]),
        ("daily active users", ["dau"]),
        ("monthly active users", ["mau"]),
        ("new installs", ["new_users"]),
        ("impressions", ["impressions"]),
        ("impresions", ["impressions"]),
        ("clicks", ["clicks"]),
        ("CTR", ["ctr"]),
        ("click-through rate", ["ctr"]),
        ("eCPM", ["ecpm"]),
        ("ARPDAU", ["arpdau"]),
    ],
)
def test_metric_candidates(vocab, text: str, candidates: list[str]) -> None:
    assert sorted(metrics_of(read_question(text, vocab, TODAY))) == sorted(candidates)


@pytest.mark.parametrize(
    ("text", "markets"),
    [
        ("rev for ID", ["ID"]),
        ("rev for id last month", ["ID"]),
        ("dau id yesterday", ["ID"]),
        ("nru th q3 2025", ["TH"]),
        ("DAU Indonesia", ["ID"]),
        ("DAU indonesa", ["ID"]),
        ("DAU for TH and VN", ["TH", "VN"]),
        ("dau for vn", ["VN"]),
        ("DAU SEA", ["ID", "TH", "VN", "PH", "MY", "SG"]),
        ("DAU in Brasil", ["BR"]),
        ("DAU for my team", None),
        ("DAU", None),
    ],
)
def test_markets(vocab, text: str, markets: list[str] | None) -> None:
    assert read_question(text, vocab, TODAY).values.get("market") == markets


def test_all_markets_is_no_filter_and_counts_as_given(vocab) -> None:
    reading = read_question("DAU all markets Nov 2025", vocab, TODAY).reading
    assert reading.query.filters == []
    assert reading.all_dimensions == ["market"]


def test_monthly_active_users_is_a_metric_not_a_grain(vocab) -> None:
    query = read_question("monthly active users in TH 2025", vocab, TODAY).reading.query
    assert query.metrics == ["mau"]
    assert all(g.dimension != "metric_time" for g in query.group_by)


def test_grain_filters_and_breakdowns(vocab) -> None:
    reading = read_question("weekly ecpm on AdMob for iOS by market in Q3 2025", vocab, TODAY).reading
    query = reading.query
    assert query.metrics == ["ecpm"]
    # the grain said as the metric's adjective comes after the breakdown said (an answer's categories, then periods)
    assert [(g.dimension, g.grain) for g in query.group_by] == [("market", None), ("metric_time", "week")]
    assert {f.dimension: f.values for f in query.filters} == {"ad_network": ["AdMob"], "platform": ["ios"]}
    assert (query.time_range.start, query.time_range.end) == ("2025-07-01", "2025-09-30")
    assert reading.unplaced == []


def test_two_platforms_compare_instead_of_filter(vocab) -> None:
    query = read_question("dau android vs ios", vocab, TODAY).reading.query
    assert [g.dimension for g in query.group_by] == ["platform"]


def test_by_market_means_every_market(vocab) -> None:
    query = read_question("ads net revenue by market in Nov 2025", vocab, TODAY).reading.query
    assert [g.dimension for g in query.group_by] == ["market"]
    assert query.filters == []


@pytest.mark.parametrize(
    ("text", "dimension", "descending", "limit"),
    [
        ("top 3 markets by ads gross revenue in Q3 2025", "market", True, 3),
        ("which market had the most new users in Oct 2025?", "market", True, 1),
        ("which platform had the lowest DAU last month", "platform", False, 1),
    ],
)
def test_order_and_limit(vocab, text: str, dimension: str, descending: bool, limit: int) -> None:
    reading = fit_to_metrics(read_question(text, vocab, TODAY).reading, vocab)
    query = reading.query
    assert [g.dimension for g in query.group_by] == [dimension]
    assert [(o.key, o.descending) for o in query.order_by] == [(query.metrics[0], descending)]
    assert query.limit == limit
    assert reading.unplaced == []


@pytest.mark.parametrize(
    ("text", "start", "end", "compare"),
    [
        ("ads net revenue in ID Nov vs Oct 2025", "2025-11-01", "2025-11-30", ("2025-10-01", "2025-10-31")),
        ("compare DAU in TH between Q2 and Q3 2025", "2025-07-01", "2025-09-30", ("2025-04-01", "2025-06-30")),
        ("ads net revenue ID between March and May 2025", "2025-03-01", "2025-05-31", None),
        ("ads net revenue ID from Oct 1 to Oct 15 2025", "2025-10-01", "2025-10-15", None),
        ("ads net revenue ID since October", "2025-10-01", "2025-12-15", None),
    ],
)
def test_date_phrases_and_comparisons(vocab, text, start, end, compare) -> None:
    reading = read_question(text, vocab, TODAY).reading
    query = reading.query
    assert (query.time_range.start, query.time_range.end) == (start, end)
    got = (query.compare_to.start, query.compare_to.end) if query.compare_to else None
    assert got == compare
    assert reading.unplaced == []


def test_close_typo_is_a_guess_to_confirm(vocab) -> None:
    reading = read_question("clikcs for ID", vocab, TODAY).reading
    assert reading.query.metrics == []
    assert reading.metric_guess == "clicks"


def test_unknown_words_are_reported_not_dropped(vocab) -> None:
    reading = read_question("DAU for ID in Nov 2025 excluding bots", vocab, TODAY).reading
    assert reading.query.metrics == ["dau"]
    assert reading.unplaced == ["excluding bots"]


def test_wording_that_could_be_a_metric_becomes_a_choice(vocab) -> None:
    reading = read_question("how much did we earn from ads in Malaysia in Oct 2025?", vocab, TODAY).reading
    assert set(reading.metric_candidates) >= {"ads_gross_revenue", "ads_net_revenue"}


def test_a_filter_the_metric_cannot_take_is_named_as_ignored(vocab) -> None:
    reading = fit_to_metrics(read_question("new users on AdMob in ID Nov 2025", vocab, TODAY).reading, vocab)
    assert reading.query.filters[0].dimension == "market"
    assert len(reading.query.filters) == 1
    assert "AdMob" in reading.ignored[0]


def test_a_grain_finer_than_the_data_is_named_as_ignored(vocab) -> None:
    reading = fit_to_metrics(read_question("daily MAU for TH in 2025", vocab, TODAY).reading, vocab)
    assert [(g.dimension, g.grain) for g in reading.query.group_by] == [("metric_time", "month")]
    assert "daily" in reading.ignored[0]


def test_a_breakdown_the_metric_cannot_take_is_named_as_ignored(vocab) -> None:
    reading = fit_to_metrics(read_question("DAU by ad network for ID Nov 2025", vocab, TODAY).reading, vocab)
    assert reading.query.group_by == []
    assert "ad network" in reading.ignored[0].lower()


def test_nothing_found_in_unrelated_text(vocab) -> None:
    found = read_question("what is the weather like", vocab, TODAY)
    assert found.mentioned == set()
    assert found.reading.unplaced == ["weather"]


def test_a_shared_word_after_a_value_is_a_noun_not_a_second_metric(vocab) -> None:
    reading = read_question("DAU of iOS users in ID Nov 2025", vocab, TODAY).reading
    assert reading.query.metrics == ["dau"] and reading.metric_candidates == []
    assert {f.dimension: f.values for f in reading.query.filters} == {"platform": ["ios"], "market": ["ID"]}


def test_a_second_ambiguous_word_is_asked_about_not_dropped(vocab) -> None:
    reading = read_question("revenue and users in ID Nov 2025", vocab, TODAY).reading
    assert len(reading.metric_candidates) == 5
    assert reading.unplaced == ["users"]
