"""Breakdowns, grains and orders: "by A and B", "monthly", "top 3 X", "which X had the most", shares."""

from __future__ import annotations

import re

from sqlclarify.semantic.query import GroupBy, OrderBy
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.dates import (
    NUMBER_WORDS,
)
from sqlclarify.understanding.found import ORDER_METRIC, Found, add_group_by, set_order
from sqlclarify.understanding.shapes import (
    AND_ALSO,
    BREAKDOWN_LEADS,
    GRAIN_WORDS,
    LEAST,
    LEAST_WORDS,
    MOST,
    MOST_WORDS,
    SHARE_WORDS,
    OrderMatch,
    find_order,
)
from sqlclarify.understanding.text import (
    WorkText,
    phrase_pattern,
    plural_forms,
    plural_regex,
)


def _number(text: str | None) -> int | None:
    if not text:
        return None
    return int(text) if text.isdigit() else NUMBER_WORDS.get(text.lower())


def read_order(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """'top 3 markets', 'bottom 5 genres', 'which 5 markets had the most …', 'the 3 busiest days' (ORDER_SHAPES)."""
    for i in vocab.lookup.dimension_phrases.candidates(work.index_text):
        phrase, dim = vocab.dimension_phrases[i]
        order = find_order(plural_regex(phrase), work.work)
        if order is not None:
            set_order(found, dim, order.descending, order.limit)
            blank_order(work, order)
            return
    order = find_order(rf"(?P<grain>{'|'.join(GRAIN_WORDS)})s?", work.work)
    if order is not None:  # "which month had the most orders", "the busiest day of 2013", "the 3 busiest days"
        query = found.reading.query
        query.group_by = [g for g in query.group_by if g.dimension != "metric_time"]
        query.group_by.insert(0, GroupBy(dimension="metric_time", grain=order.match.group("grain")))  # type: ignore[arg-type]
        limit = order.limit if order.limit is not None else 1  # "the busiest day": the one period
        query.order_by, query.limit = [OrderBy(key=ORDER_METRIC, descending=order.descending)], limit
        found.mentioned |= {"grain", "order"}
        blank_order(work, order)


def blank_order(work: WorkText, order: OrderMatch) -> None:
    """The words of an order shape are used up; what a "which …" shape holds between its ends is left to read."""
    m = order.match
    if "mid" not in m.groupdict():
        work.blank(m.start(), m.end())
        return
    work.blank(m.start(), m.start("mid"))
    work.blank(m.start("dir") - (4 if work.work[: m.start("dir")].endswith("the ") else 0), m.end())


def read_top_n(work: WorkText, found: Found) -> None:
    """'revenue by country, top 5': a bare "top N" (or "bottom N") orders the breakdown already asked for."""
    groups = [g for g in found.reading.query.group_by if g.dimension != "metric_time"]
    numbers = r"\d+|" + "|".join(NUMBER_WORDS)
    m = re.search(rf"(?<![\w])(top|bottom|highest|lowest)\s+({numbers})(?![\w])", work.work)
    if m and groups and not found.reading.query.order_by:
        set_order(found, groups[0].dimension, m.group(1) in ("top", "highest"), _number(m.group(2)))
        work.blank(m.start(), m.end())
    elif m and not groups:  # a follow-up may order the last question's breakdown; else it is asked about
        found.top_n = (m.group(1) in ("top", "highest"), _number(m.group(2)), work.original[m.start() : m.end()])
        work.blank(m.start(), m.end())


SORTED = re.compile(
    r"(?<![\w])(?:(?:sorted|ranked|ordered)\s+)?(?:(?:(?P<down>highest|largest|biggest|most|top)|"
    r"(?P<up>lowest|smallest|fewest|least|bottom))\s+first|(?:sorted|ranked|ordered)\s+"
    r"(?:(?P<desc>desc(?:ending)?|from\s+(?:the\s+)?(?:highest|largest|most))|"
    r"(?P<asc>asc(?:ending)?|from\s+(?:the\s+)?(?:lowest|smallest|fewest))))(?![\w])"
)


def read_sorted(work: WorkText, found: Found) -> None:
    """'by tag, highest first', 'ranked descending': the breakdown ordered by the metric, every row kept."""
    groups = [g for g in found.reading.query.group_by if g.dimension != "metric_time"]
    m = SORTED.search(work.work)
    if m is None or not groups or found.reading.query.order_by:
        return
    descending = bool(m.group("down") or m.group("desc"))
    set_order(found, groups[0].dimension, descending, None)
    work.blank(m.start(), m.end())


def order_before(work: WorkText, found: Found, start: int, end: int) -> None:
    """'top 3 <phrase>', 'which <phrase> had the most': an order for the breakdown the phrase will name."""
    numbers = r"\d+|" + "|".join(NUMBER_WORDS)
    lead = rf"top|bottom|{MOST_WORDS}|{LEAST_WORDS}"
    top = re.search(rf"(?<![\w])(?P<lead>{lead})\s+(?:(?P<n>{numbers})\s+)?$", work.work[:start])
    which = re.search(rf"(?<![\w])(?:which|what)\s+(?:(?P<n>{numbers})\s+)?$", work.work[:start])
    most = re.search(
        rf"^(?P<mid>.{{0,80}}?)(?<![\w])(?:the\s+)?(?P<dir>{MOST}|{LEAST}|{MOST_WORDS}|{LEAST_WORDS})(?![\w])",
        work.work[end:],
    )
    query = found.reading.query
    if top:
        word = top.group("lead")
        descending = word == "top" or re.fullmatch(MOST_WORDS, word) is not None
        query.order_by, query.limit = [OrderBy(key=ORDER_METRIC, descending=descending)], _number(top.group("n"))
        work.blank(top.start(), start)
    elif which and most:
        descending = re.fullmatch(rf"{MOST}|{MOST_WORDS}", most.group("dir")) is not None
        query.order_by, query.limit = [OrderBy(key=ORDER_METRIC, descending=descending)], _number(which.group("n")) or 1
        work.blank(which.start(), start)
        work.blank(end + most.start("dir"), end + most.end())
    else:
        return
    found.mentioned.add("order")


def read_breakdowns(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    said_the = " the " in work.work  # "by the writer's primary category": an article between the lead and it
    for i in vocab.lookup.dimension_phrases.candidates(work.index_text):
        phrase, dim = vocab.dimension_phrases[i]
        for lead in BREAKDOWN_LEADS:
            leads = (lead, f"{lead} the") if said_the else (lead,)
            for form in (f"{said} {f}" for said in leads for f in plural_forms(phrase)):
                m = work.find(form)
                if not m:
                    continue
                if dim in vocab.flag_dimensions and lead == "by" and _said_as_doers(work, vocab, dim, m.start() + 2):
                    continue  # "visits by VIP members": the members who did it, a filter; "by VIP status" splits
                if dim in vocab.flag_dimensions and re.match(r"\s*(?:vs|versus|or|and|/)\s", work.work[m.end() :]):
                    start = m.start() + len(lead)  # "by instant vs non-instant": the values say it, one row each
                    work.blank(m.start(), start)
                    continue
                work.blank(m.start(), m.end())
                add_group_by(found, dim)
                read_and_more(work, vocab, found, m.end())


def _said_as_doers(work: WorkText, vocab: Vocabulary, dim: str, position: int) -> bool:
    """Whether the words at `position` are a true/false dimension's phrase in the plural ("VIP members"): after
    "by" they say who did it (a filter to the true value), not a split into both values."""
    rest = work.work[position:].lstrip()
    for phrase, other in vocab.dimension_phrases:
        if other == dim:
            plurals = [f for f in plural_forms(phrase) if f != phrase]
            if any(re.match(rf"{re.escape(f)}(?![\w])", rest) for f in plurals):
                return True
    return False


def read_and_more(work: WorkText, vocab: Vocabulary, found: Found, position: int) -> None:
    """'by market and platform', 'by origin and month': the dimensions and grains joined to a breakdown are
    breakdowns too."""
    # the working text has no punctuation; the original's commas join breakdowns ("by platform, region and week")
    rest = "".join(
        o if o == "," and w == " " else w for o, w in zip(work.original[position:], work.work[position:], strict=False)
    )
    grain = re.match(rf"{AND_ALSO}(?<![\w])({'|'.join(GRAIN_WORDS)})(?![\w])", rest)
    if grain:
        query = found.reading.query
        query.group_by = [g for g in query.group_by if g.dimension != "metric_time"]
        query.group_by.append(GroupBy(dimension="metric_time", grain=grain.group(1)))  # type: ignore[arg-type]
        found.mentioned.add("grain")
        work.blank(position, position + grain.end())
        read_and_more(work, vocab, found, position + grain.end())
        return
    for i in vocab.lookup.dimension_phrases.candidates(rest):
        phrase, dim = vocab.dimension_phrases[i]
        m = re.match(rf"{AND_ALSO}(?<![\w]){plural_regex(phrase)}(?![\w])", rest)
        if m:
            work.blank(position, position + m.end())
            add_group_by(found, dim)
            read_and_more(work, vocab, found, position + m.end())
            return


def read_grain(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """'monthly', 'by week': the time series' grain; 'by day and platform': the breakdowns joined to it too."""
    for grain, phrases in GRAIN_WORDS.items():
        for phrase in sorted(phrases, key=len, reverse=True):
            end = _take_grain(work, vocab, phrase)
            if end is None:
                continue
            query = found.reading.query
            query.group_by = [g for g in query.group_by if g.dimension != "metric_time"]
            led = phrase.split()[0] in BREAKDOWN_LEADS
            # "by day and platform": the breakdowns in the order said; "monthly revenue by market type": the grain
            # is the metric's adjective, and the breakdown said comes first, as an answer shows its categories
            query.group_by.insert(0 if led else len(query.group_by), GroupBy(dimension="metric_time", grain=grain))
            found.mentioned.add("grain")
            if led:
                read_and_more(work, vocab, found, end)
            return


EACH_OF_PERIODS = re.compile(
    r"(?<![\w])(?:each|every|all)\s+of\s+the\s+(?:last|past|previous|first|next)\s+(?:[\w-]+\s+)?"
    r"(?P<grain>day|week|month|quarter|year)s(?![\w])",
    re.IGNORECASE,
)


def read_each_period(text: str, found: Found) -> None:
    """'in each of the last three years': the range (read as dates) by that period."""
    m = EACH_OF_PERIODS.search(text)
    query = found.reading.query
    if m is None or any(g.dimension == "metric_time" for g in query.group_by):
        return
    query.group_by.insert(0, GroupBy(dimension="metric_time", grain=m.group("grain").lower()))  # type: ignore[arg-type]
    found.mentioned.add("grain")


def _take_grain(work: WorkText, vocab: Vocabulary, phrase: str) -> int | None:
    """A grain word that is also a value of the catalog ("annual" plans) is the grain only right before a
    metric ("monthly revenue"); elsewhere ("for annual plans", "annual vs monthly") it is left to the values."""
    m = work.find(phrase)
    if not m:
        return None
    if any(v.phrase == phrase for v in vocab.value_phrases):
        after = work.original[m.end() :].lower().lstrip()
        metric_phrases = (vocab.metric_phrases[i][0] for i in vocab.lookup.metric_phrases.candidates(after))
        if not any(phrase_pattern(p).match(after) for p in metric_phrases):
            return None
    work.blank(m.start(), m.end())
    return m.end()


def read_share(work: WorkText, found: Found, vocab: Vocabulary | None = None) -> None:
    """'% of revenue from food': a share of the whole asked for a value (read, or asked about). With no value to
    take a share of, the word is asked about like any other."""
    # a share word a metric's name took ("Share of hospitals penalized") asks for that metric, not a part
    m = next((m for m in SHARE_WORDS.finditer(work.original.lower()) if not any(work.used[m.start() : m.end()])), None)
    if not m:
        return
    said = work.original[m.start() : m.end()]
    named = [*found.reading.query.metrics, *(n[0] for a, b, n in found.metric_mentions if len(n) == 1)]
    if said == "%" and vocab and any("%" in vocab.metric_label(n) for n in named):
        work.used[m.start() : m.end()] = b"\x01" * (m.end() - m.start())  # "Corsi %": the metric's own sign
        return
    if found.values or found.pending_values or found.reading.unplaced_options:
        found.reading.share = True
        if m.end() <= len(work.work) and said != "%":
            work.blank(m.start(), m.end())
        found.mentioned.add("share")
    else:
        if said != "%":
            work.blank(m.start(), m.end())
        found.set_aside.append(said)
