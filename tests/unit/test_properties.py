"""Property-based tests (hypothesis) for the answer parser and the validator."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sqlclarify.errors import InputError
from sqlclarify.semantic.readers import load_semantic_layer
from sqlclarify.state import Reading
from sqlclarify.understanding.answers import parse_model_reply, parse_reply
from sqlclarify.understanding.candidates import build_vocabulary
from sqlclarify.understanding.questions import filter_questions, metric_question
from sqlclarify.warehouse import validate_sql

CATALOG = build_vocabulary(load_semantic_layer(None))
MARKETS = {v.value for v in CATALOG.values["market"]}
TODAY = date(2026, 1, 10)
REVENUE = ["total_net_revenue", "ads_gross_revenue", "ads_net_revenue", "iap_gross_revenue", "iap_net_revenue"]
SLOTS = Reading(metric_candidates=REVENUE)
QUESTIONS = [metric_question(CATALOG, REVENUE), *filter_questions(CATALOG, SLOTS, (date(2024, 1, 1), TODAY))]
SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])

answers = st.one_of(
    st.text(max_size=80),
    st.integers(-5, 20).map(str),
    st.lists(st.text(max_size=10), max_size=4),
    st.dictionaries(
        st.sampled_from(["metric", "market", "markets", "date_range", "other"]),
        st.one_of(st.text(max_size=20), st.integers(-3, 12).map(str)),
        max_size=3,
    ),
)


@SETTINGS
@given(answers)
def test_parser_returns_valid_slots_or_a_clear_error(reply) -> None:
    try:
        applied = parse_reply(QUESTIONS, reply, CATALOG, TODAY, SLOTS)
    except InputError as exc:
        assert str(exc) and "\n" not in str(exc)
        return
    merged = applied.reading
    assert set(merged.query.metrics) <= set(REVENUE)
    assert set(merged.metric_candidates) <= set(REVENUE)
    for flt in merged.query.filters:
        assert flt.dimension == "market" and set(flt.values) <= MARKETS
    if merged.query.time_range:
        assert merged.query.time_range.start <= merged.query.time_range.end


@SETTINGS
@given(st.integers(-3, 12))
def test_option_numbers_map_to_their_option_or_fail(number: int) -> None:
    if 1 <= number <= len(REVENUE):
        applied = parse_reply(QUESTIONS, {"metric": str(number)}, CATALOG, TODAY, SLOTS)
        assert applied.reading.query.metrics == [REVENUE[number - 1]]
    else:
        with pytest.raises(InputError):
            parse_reply(QUESTIONS, {"metric": str(number)}, CATALOG, TODAY, SLOTS)


@SETTINGS
@given(answers)
def test_model_reply_parser_never_crashes(reply) -> None:
    try:
        parsed = parse_model_reply(QUESTIONS, reply)
    except InputError:
        return
    assert all(item["answer"] for item in parsed)


@SETTINGS
@given(st.text(max_size=200))
def test_validator_judges_any_text_without_crashing(demo_db: Path, sql: str) -> None:
    report = validate_sql(sql, demo_db)
    assert report.ok or report.errors


COLUMNS = {
    "daily_users": ["date", "market", "platform", "dau", "new_users"],
    "ad_revenue": ["date", "market", "ad_network", "impressions", "clicks", "net_revenue_usd"],
}
WRITES = [
    "DELETE FROM markets",
    "DROP TABLE markets",
    "UPDATE markets SET name = 'x'",
    "ATTACH 'x' AS y",
    "PRAGMA query_only = 0",
    "INSERT INTO markets VALUES ('a', 'b', 'c')",
    "VACUUM",
]


@st.composite
def selects(draw) -> str:
    table = draw(st.sampled_from(sorted(COLUMNS)))
    cols = draw(st.lists(st.sampled_from(COLUMNS[table]), min_size=1, max_size=3, unique=True))
    where = draw(st.sampled_from(["", " WHERE market = 'ID'", " WHERE date >= '2025-01-01'"]))
    limit = draw(st.sampled_from(["", " LIMIT 5"]))
    return f"SELECT {', '.join(cols)} FROM {table}{where}{limit}"


@SETTINGS
@given(selects(), st.sampled_from(WRITES), st.sampled_from(["; ", ";\n", " ; -- x\n"]))
def test_valid_selects_pass_and_anything_stacked_on_them_fails(demo_db: Path, sql: str, write: str, sep: str) -> None:
    assert validate_sql(sql, demo_db).ok
    assert not validate_sql(sql + sep + write, demo_db).ok
    assert not validate_sql(write, demo_db).ok
