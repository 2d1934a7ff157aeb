from datetime import date

import pytest

from sqlclarify.catalog.model import load_catalog
from sqlclarify.understanding.slots import extract_slots

TODAY = date(2026, 1, 10)
REVENUE = ["total_net_revenue", "ads_gross_revenue", "ads_net_revenue", "iap_gross_revenue", "iap_net_revenue"]


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


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
def test_metric_candidates(catalog, text: str, candidates: list[str]) -> None:
    assert extract_slots(text, catalog, TODAY).slots.metric_candidates == candidates


@pytest.mark.parametrize(
    ("text", "markets"),
    [
        ("rev for ID", ["ID"]),
        ("rev for id last month", ["ID"]),
        ("DAU Indonesia", ["ID"]),
        ("DAU indonesa", ["ID"]),
        ("DAU for TH and VN", ["TH", "VN"]),
        ("dau for vn", ["VN"]),
        ("DAU SEA", ["ID", "TH", "VN", "PH", "MY", "SG"]),
        ("DAU all markets", ["ID", "TH", "VN", "PH", "MY", "SG", "TW", "BR"]),
        ("DAU in Brasil", ["BR"]),
        ("DAU for my team", None),
        ("DAU", None),
    ],
)
def test_markets(catalog, text: str, markets: list[str] | None) -> None:
    assert extract_slots(text, catalog, TODAY).slots.markets == markets


def test_monthly_active_users_is_a_metric_not_a_grain(catalog) -> None:
    slots = extract_slots("monthly active users in TH 2025", catalog, TODAY).slots
    assert slots.metric == "mau"
    assert slots.grain is None


def test_grain_platform_network_and_breakdowns(catalog) -> None:
    slots = extract_slots("weekly ecpm on AdMob for iOS by market in Q3 2025", catalog, TODAY).slots
    assert (slots.metric, slots.grain, slots.platform, slots.ad_network) == ("ecpm", "week", "ios", "AdMob")
    assert slots.group_by == ["market"]
    assert (slots.date_range.start, slots.date_range.end) == ("2025-07-01", "2025-09-30")


def test_two_platforms_compare_instead_of_filter(catalog) -> None:
    slots = extract_slots("dau android vs ios", catalog, TODAY).slots
    assert slots.platform is None
    assert slots.group_by == ["platform"]


def test_close_typo_is_a_guess_to_confirm(catalog) -> None:
    found = extract_slots("clikcs for ID", catalog, TODAY)
    assert found.slots.metric is None
    assert found.slots.metric_guess == "clicks"


def test_nothing_found_in_unrelated_text(catalog) -> None:
    found = extract_slots("what is the weather like", catalog, TODAY)
    assert found.mentioned == set()
