"""'the 3 biggest sales days of 2024', 'the busiest revenue months': an order word and a period said with the metric's
words between them is the periods ranked by that metric; the words between are left for the metric to be read from."""

from __future__ import annotations

import re

from sqlclarify.semantic.query import GroupBy, OrderBy
from sqlclarify.understanding.found import ORDER_METRIC, Found
from sqlclarify.understanding.shapes import DESCENDING, FUNCTION_WORDS, GRAIN_WORDS, NUMBER, NUMBER_WORDS, ORDER_LEAD
from sqlclarify.understanding.text import WorkText

RANKED_PERIODS = re.compile(
    rf"(?<![\w])(?:the\s+)?(?:(?P<dir>{ORDER_LEAD})\s+(?:(?P<n>{NUMBER})\s+)?|(?P<n2>{NUMBER})\s+(?P<dir2>{ORDER_LEAD})\s+)"
    rf"(?P<mid>(?:[a-z][\w'-]*\s+){{1,3}}?)(?P<grain>{'|'.join(GRAIN_WORDS)})s?(?![\w])"
)


def read_ranked_periods(work: WorkText, found: Found) -> None:
    """ "the 3 biggest sales days": grouped by the period, ordered by the metric, as many as said (one when none)."""
    query = found.reading.query
    if query.order_by:
        return
    m = RANKED_PERIODS.search(work.work)
    if m is None or any(w in FUNCTION_WORDS for w in m.group("mid").split()):  # "top 3 stores in each month"
        return
    query.group_by = [g for g in query.group_by if g.dimension != "metric_time"]
    query.group_by.insert(0, GroupBy(dimension="metric_time", grain=m.group("grain")))  # type: ignore[arg-type]
    said = m.group("n") or m.group("n2")
    limit = (int(said) if said.isdigit() else NUMBER_WORDS.get(said)) if said else 1
    word = m.group("dir") or m.group("dir2")
    query.order_by, query.limit = [OrderBy(key=ORDER_METRIC, descending=DESCENDING.fullmatch(word) is not None)], limit
    found.mentioned |= {"grain", "order"}
    work.blank(m.start(), m.start("mid"))
    work.blank(m.start("grain"), m.end())
