"""The reader on catalogs as a data team publishes them — names, labels, descriptions, entities, no `meta` —
through the Agent on real SQLite data: every example of issue 21's "Why" answers right, or asks a question
whose options hold the right reading; no breakdown, filter or metric word is dropped without a word."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from sqlclarify.agent import Agent
from tests.support.nometa import SHOP_CATALOG, STAYS_CATALOG, TODAY, build_shop, build_stays


@pytest.fixture(scope="module")
def shop_db(tmp_path_factory) -> Path:
    return build_shop(tmp_path_factory.mktemp("shop") / "shop.sqlite")


@pytest.fixture(scope="module")
def stays_db(tmp_path_factory) -> Path:
    return build_stays(tmp_path_factory.mktemp("stays") / "stays.sqlite")


@pytest.fixture
def shop(shop_db: Path, tmp_path: Path):
    with Agent(
        database=str(shop_db), catalog=str(SHOP_CATALOG), checkpoint=str(tmp_path / "t.sqlite"), today=TODAY
    ) as a:
        yield a


@pytest.fixture
def stays(stays_db: Path, tmp_path: Path):
    with Agent(
        database=str(stays_db), catalog=str(STAYS_CATALOG), checkpoint=str(tmp_path / "t.sqlite"), today=TODAY
    ) as a:
        yield a


def rows(db: Path, sql: str) -> list[tuple]:
    with sqlite3.connect(db) as con:
        return [tuple(round(v, 2) if isinstance(v, float) else v for v in r) for r in con.execute(sql).fetchall()]


def answer_rows(turn) -> list[tuple]:
    return [tuple(round(v, 2) if isinstance(v, float) else v for v in r) for r in turn.rows]


REVENUE_BY_STORE = """
    SELECT s.store_name, SUM(l.product_price) FROM order_lines l JOIN orders o ON o.order_id = l.order_id
    JOIN stores s ON s.store_id = o.store_id {where} GROUP BY s.store_name ORDER BY 2 DESC {limit}"""


def test_top_3_locations_by_revenue(shop, shop_db) -> None:
    turn = shop.ask("top 3 locations by revenue")
    assert turn.status == "answered", turn.questions
    assert answer_rows(turn) == rows(shop_db, REVENUE_BY_STORE.format(where="", limit="LIMIT 3"))


def test_revenue_per_store_for_2018(shop, shop_db) -> None:
    turn = shop.ask("revenue per store for 2018")
    assert turn.status == "answered", turn.questions
    where = "WHERE l.ordered_at BETWEEN '2018-01-01' AND '2018-12-31'"
    assert sorted(answer_rows(turn)) == sorted(rows(shop_db, REVENUE_BY_STORE.format(where=where, limit="")))


def test_five_best_selling_products_by_revenue_last_year(shop, shop_db) -> None:
    turn = shop.ask("What were our 5 best-selling products by revenue last year?")
    assert turn.status == "answered", turn.questions
    assert answer_rows(turn) == rows(
        shop_db,
        """SELECT p.product_name, SUM(l.product_price) FROM order_lines l JOIN products p ON p.product_id = l.product_id
           WHERE l.ordered_at BETWEEN '2018-01-01' AND '2018-12-31' GROUP BY 1 ORDER BY 2 DESC LIMIT 5""",
    )


@pytest.mark.parametrize("question", ["How much money did we make in 2018?", "total sales last year"])
def test_a_lexicon_word_asks_among_the_catalog_candidates_never_refuses(shop, shop_db, question: str) -> None:
    turn = shop.ask(question)
    assert turn.status == "needs_clarification"
    [metric] = turn.questions
    assert [o.label for o in metric.options][:2] == ["Revenue", "Order Total"]
    done = shop.answer(turn.thread_id, {"metric": "Order Total"})
    assert answer_rows(done) == rows(
        shop_db, "SELECT SUM(order_total) FROM orders WHERE ordered_at BETWEEN '2018-01-01' AND '2018-12-31'"
    )


def test_incl_tax_picks_the_metric_whose_description_says_so(shop) -> None:
    assert shop.ask("sales incl. tax in 2018").interpretation["metric"] == "order_total"
    assert shop.ask("pre-tax sales in 2018").interpretation["metric"] == "revenue"


def test_views_by_home_state_asks_whose_home_state(stays, stays_db) -> None:
    turn = stays.ask("views by home state in 2019")
    assert turn.status == "needs_clarification"
    [question] = turn.questions
    assert [o.label for o in question.options][:2] == ["host home state", "guest home state"]
    done = stays.answer(turn.thread_id, {"unplaced": "guest home state"})
    assert sorted(answer_rows(done)) == rows(
        stays_db,
        """SELECT g.home_state, COUNT(*) FROM views v JOIN guests g ON g.guest_id = v.guest_id
           WHERE v.viewed_at BETWEEN '2019-01-01' AND '2019-12-31' GROUP BY 1 ORDER BY 1""",
    )


def test_which_month_had_the_most_orders_with_a_typo(shop, shop_db) -> None:
    turn = shop.ask("wich month of 2018 had the most orders?")
    assert turn.status == "answered", turn.questions
    assert answer_rows(turn) == rows(
        shop_db,
        """SELECT strftime('%Y-%m-01', ordered_at), COUNT(*) FROM orders
           WHERE ordered_at BETWEEN '2018-01-01' AND '2018-12-31' GROUP BY 1 ORDER BY 2 DESC LIMIT 1""",
    )


def test_share_of_revenue_from_food_shows_the_part_the_whole_and_the_percent(shop, shop_db) -> None:
    # food orders or food items? both are true/false dimensions: revenue is summed over items, so the item's own
    # flag is the nearer reading, and the answer names it
    done = shop.ask("What % of revenue came from food in 2018?")
    assert done.status == "answered", done.questions
    assert "Revenue of food item yes:" in done.message
    assert done.columns == ["revenue__part", "revenue", "revenue__part_pct"]
    assert answer_rows(done) == rows(
        shop_db,
        """SELECT ROUND(SUM(CASE WHEN is_food_item THEN product_price END), 2), ROUND(SUM(product_price), 2),
                  ROUND(SUM(CASE WHEN is_food_item THEN product_price END) * 100.0 / SUM(product_price), 2)
           FROM order_lines WHERE ordered_at BETWEEN '2018-01-01' AND '2018-12-31'""",
    )


def test_two_metrics_by_month_for_the_second_half(shop, shop_db) -> None:
    turn = shop.ask("orders and revenue by month for the second half of 2018")
    assert turn.status == "answered", turn.questions
    assert turn.interpretation["metrics"][0]["name"] == "orders"
    assert [r[:2] for r in answer_rows(turn)] == rows(
        shop_db,
        """SELECT strftime('%Y-%m-01', ordered_at), COUNT(*) FROM orders
           WHERE ordered_at BETWEEN '2018-07-01' AND '2018-12-31' GROUP BY 1 ORDER BY 1""",
    )


def test_weekly_order_counts_between_two_days(shop, shop_db) -> None:
    turn = shop.ask("weekly order counts from Dec 3 to Dec 30, 2018")
    assert turn.status == "answered", turn.questions
    assert answer_rows(turn) == rows(
        shop_db,
        """SELECT date(ordered_at, 'weekday 0', '-6 days'), COUNT(*) FROM orders
           WHERE ordered_at BETWEEN '2018-12-03' AND '2018-12-30' GROUP BY 1 ORDER BY 1""",
    )


def test_bookings_per_listing_country(stays, stays_db) -> None:
    turn = stays.ask("bookings per listing country in 2019")
    assert turn.status == "answered", turn.questions
    assert sorted(answer_rows(turn)) == rows(
        stays_db,
        """SELECT l.country, COUNT(*) FROM bookings b JOIN listings l ON l.listing_id = b.listing_id
           WHERE b.booked_at BETWEEN '2019-01-01' AND '2019-12-31' GROUP BY 1 ORDER BY 1""",
    )


def test_booking_value_split_by_instant_vs_non_instant(stays, stays_db) -> None:
    turn = stays.ask("booking value split by instant vs non-instant bookings")
    assert turn.status == "answered", turn.questions
    assert [m["name"] for m in turn.interpretation["metrics"]] == ["booking_value"]
    assert sorted(answer_rows(turn)) == rows(
        stays_db, "SELECT is_instant, SUM(booking_value) FROM bookings GROUP BY 1 ORDER BY 1"
    )


def test_lux_listings_and_instant_bookings_are_filters(stays, stays_db) -> None:
    turn = stays.ask("instant bookings of lux listings in 2019")
    assert turn.status == "answered", turn.questions
    assert answer_rows(turn) == rows(
        stays_db,
        """SELECT COUNT(*) FROM bookings b JOIN listings l ON l.listing_id = b.listing_id
           WHERE b.is_instant = 1 AND l.is_lux = 1 AND b.booked_at BETWEEN '2019-01-01' AND '2019-12-31'""",
    )


def test_a_thing_with_no_name_is_grouped_by_its_key(stays, stays_db) -> None:
    # a listing has no name column: "per listing" is each listing (its key, as MetricFlow groups by an entity),
    # not a question whether its country or its capacity was meant
    turn = stays.ask("bookings per listing in 2019")
    assert turn.status == "answered", turn.questions
    assert turn.interpretation["group_by"] == ["listing"]
    assert sorted(answer_rows(turn)) == rows(
        stays_db,
        """SELECT listing_id, COUNT(*) FROM bookings WHERE booked_at BETWEEN '2019-01-01' AND '2019-12-31'
           GROUP BY 1 ORDER BY 1""",
    )


def test_no_to_an_unplaced_word_asks_again_and_other_words_answer(shop) -> None:
    turn = shop.ask("revenue by fruit in 2018")
    assert turn.status == "needs_clarification" and turn.questions[0].id == "unplaced"
    again = shop.answer(turn.thread_id, {"unplaced": "no"})  # not an error: the question is asked again
    assert again.status == "needs_clarification"
    assert again.questions[0].kind == "free_text" and "What do you mean by 'fruit'" in again.questions[0].text
    done = shop.answer(turn.thread_id, {"unplaced": "by store"})
    assert done.status == "answered"
    assert done.interpretation["group_by"] == ["store_name"]


def test_an_unplaced_word_offers_the_closest_elements(shop, shop_db) -> None:
    turn = shop.ask("revenue for taxes in 2018")
    assert turn.status == "needs_clarification"
    [question] = turn.questions
    labels = [o.label for o in question.options]
    assert labels[0] == "Tax Paid" and labels[-1] == "answer without it"  # its name first, then descriptions
    assert {"Revenue", "Order Total"} <= set(labels)  # both descriptions speak of tax
    done = shop.answer(turn.thread_id, {"unplaced": "Tax Paid"})
    assert [m["name"] for m in done.interpretation["metrics"]] == ["revenue", "tax_paid"]
    without = shop.answer(shop.ask("revenue for taxes in 2018").thread_id, {"unplaced": "answer without it"})
    assert "I ignored 'taxes'" in without.message
