"""Read a question into a semantic query with no model.

Every word either becomes part of the query (a metric, a filter value, a breakdown, a grain, a date
range, an order), is a function word, or is returned as unplaced — so nothing is dropped silently. All the
domain words come from the vocabulary (the catalog and the database); this module knows only English
function words and the shapes of phrases ("top 3 <dimension>", "by <dimension>").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date
from itertools import pairwise

from rapidfuzz import fuzz, process

from sqlclarify.semantic.compile import CompileError
from sqlclarify.semantic.joins import resolve_dimension
from sqlclarify.semantic.query import DimensionFilter, GroupBy, OrderBy, TimeRange
from sqlclarify.state import Reading
from sqlclarify.understanding.dates import (
    NUMBER_WORDS,
    STEP_GRAINS,
    find_time_request,
    leftover_date_words,
    one_step_back,
    previous_period,
)
from sqlclarify.understanding.lexicon import lexicon, singular_words
from sqlclarify.understanding.text import (
    WorkText,
    _Span,
    phrase_pattern,
    plural_forms,
    plural_regex,
    singular,
    verb_lemmas,
    word_forms,
)
from sqlclarify.understanding.vocabulary import ValuePhrase, Vocabulary, words_of

FUZZY_ACCEPT = 88  # a typo we take without asking
FUZZY_CONFIRM = 78  # close enough to ask "did you mean …?"
ORDER_METRIC = "__metric__"  # order by "the metric", filled in once the metric is known

# English words that carry no part of a query; anything else left over is reported, never dropped.
FUNCTION_WORDS = frozenset(
    """
    a an the of for in on at by to from with and or vs versus per our my we us me i you your their its it
    is are was were be been being do does did done has have had get got give show tell see find list display
    what whats which who whom how much many when where why please pls can could would will shall should may
    might let lets us there here this that these those some any all each every total overall number amount
    value values figure figures numbers data stats statistics metric metrics report look looking need want
    like know about around over during within between since until till through thru than then so just only
    also as into out up down same again now ok okay thanks thank hi hello hey yeah kindly quick quickly
    break broken breakdown split results result make made earn earned generate generated bring brought
    count counts wich whcih came come comes coming went buy bought spend spent bad good far given
    s t d ll re ve m -
    """.split()
)
GRAIN_WORDS: dict[str, tuple[str, ...]] = {
    "day": ("daily", "by day", "per day", "each day", "day by day", "by date", "per date"),
    "week": ("weekly", "by week", "per week", "each week", "week by week", "wow"),
    "month": ("monthly", "by month", "per month", "each month", "month by month"),
    "quarter": ("quarterly", "by quarter", "per quarter", "each quarter"),
    "year": ("yearly", "annually", "annual", "by year", "per year", "each year"),
}
BREAKDOWN_LEADS = (
    "split by",
    "broken down by",
    "breakdown by",
    "break down by",
    "by",
    "per",
    "for each",
    "each",
    "across",
)
MOST = r"most|highest|biggest|largest|best|greatest|top|max(?:imum)?"
LEAST = r"least|lowest|fewest|smallest|worst|min(?:imum)?"


def _alternatives(phrases: tuple[str, ...]) -> str:
    return "|".join(r"[\s\-]+".join(map(re.escape, p.split())) for p in sorted(phrases, key=len, reverse=True))


# the lexicon's words that order a breakdown ("the 5 best-selling products", "the busiest store")
MOST_WORDS = _alternatives(lexicon().most_words)
LEAST_WORDS = _alternatives(lexicon().least_words)
# a lexicon word right after these leads is a breakdown, not a metric ("revenue per customer")
BREAKDOWN_BEFORE = re.compile(r"(?<![\w])(?:by|per|each|across|which|what|top|bottom)\s+(?:\d+\s+)?$")
# "did DAU drop last month?": a question about change is answered with the period before, and the change
CHANGE_WORDS = re.compile(
    r"(?<![\w])(?:drop(?:ped)?|fall|fell|decline[ds]?|decrease[ds]?|increase[ds]?|grow|grew|growth|rise|rose|"
    r"change[ds]?|(?:go|went|gone)\s+(?:up|down))(?![\w])"
)
# "what % of revenue came from food": the part, shown beside the rest of the whole (see fit.py)
SHARE_WORDS = re.compile(r"(?<![\w])(?:percent(?:age)?|share|proportion|fraction|pct)(?![\w])|%")
EXCLUDING = re.compile(r"(?<![\w])(?:excluding|except(?:\s+for)?|without|other\s+than|apart\s+from|excl)\s+$")
COMPARE_WORDS = ("compared to", "compared with", "compare", "comparison", "vs", "versus", "against")


@dataclass
class Found:
    """A reading of one text: the reading itself and which parts the text said (for follow-ups)."""

    reading: Reading
    mentioned: set[str] = field(default_factory=set)
    values: dict[str, list[str]] = field(default_factory=dict)  # dimension -> values named
    has_catalog: bool = True
    metric_mentions: list[tuple[int, int, list[str]]] = field(default_factory=list)  # (start, end, metrics)
    value_spans: list[tuple[int, int]] = field(default_factory=list)  # where dimension values were read
    flag_spans: list[tuple[int, int]] = field(default_factory=list)  # where true/false values were read
    value_dims: dict[str, list[tuple[int, int]]] = field(default_factory=dict)  # dimension -> its value spans
    reading_text: str = ""  # the question as asked
    set_aside: list[str] = field(default_factory=list)  # read but not placed: reported as unplaced
    weak_metric: bool = False  # the metric choice comes from loose wording ("earn from ads"), not a catalog phrase
    top_n: tuple[bool, int | None, str] | None = None  # a bare "top 5" with no breakdown here: (descending, n, words)
    earlier_metrics: list[str] = field(default_factory=list)  # a follow-up's metrics from the last answer
    # values several dimensions hold, nothing in the question saying which: (as said, "value:dim=v" refs)
    pending_values: list[tuple[str, list[str], bool]] = field(default_factory=list)  # (said, refs, excluded)
    change_word: bool = False  # "growth", "drop": compared with the period before, which a grain may narrow


def read_question(text: str, vocab: Vocabulary, today: date, earlier_metrics: Sequence[str] = ()) -> Found:
    """Everything `text` says, in catalog terms; what it could not place is in `reading.unplaced`.

    `earlier_metrics` (a follow-up's: the last answer's) settle what the question's own metrics would."""
    work = WorkText(text)
    reading = Reading()
    earlier = [m for m in earlier_metrics if m in vocab.layer.metrics]
    found = Found(reading=reading, reading_text=text, earlier_metrics=earlier)
    # before dates: "hour 20 or later", "longer than 2000 miles" hold no year
    amounts = _read_dimension_ranges(work, vocab, found) + _read_amount_ranges(work, found)
    _read_time(work, _masked(text, amounts), today, found)
    _read_order(work, vocab, found)
    _read_running_total(work, found)
    _read_distinct_count(work, vocab, found)
    _read_metrics(work, vocab, found)  # before breakdowns: "revenue per customer" is a metric, not "per customer"
    _read_breakdowns(work, vocab, found)
    _read_grain(work, vocab, found)
    _read_period_growth(found)
    _read_top_n(work, found)
    _read_values(work, vocab, found)
    _read_flag_splits(work, vocab, found)
    _read_lexicon_metrics(work, vocab, found)
    _read_ambiguous(work, vocab, found)
    _read_share(work, found)
    _settle_metrics(work, found)
    _read_sum_of_metrics(work, vocab, found)
    if not reading.knows_metric:
        _read_count_words(work, vocab, found)
    if not reading.knows_metric:
        _read_metric_descriptions(work, vocab, found)
    if not reading.knows_metric:
        _read_metric_fuzzy(work, vocab, found)
    if not reading.knows_metric:
        _read_metric_words(work, vocab, found)
    _confirm_guess_by_words(work, vocab, found)
    _absorb_typos(work, vocab, found)
    _absorb_dimension_words(work, vocab, found)
    for i in vocab.lookup.dimension_phrases.candidates(work.index_text):  # "the ID market": context, not a part
        phrase = vocab.dimension_phrases[i][0]
        for form in sorted(plural_forms(phrase), key=len, reverse=True):
            while work.take(form):
                pass
    _settle_pending_values(vocab, found)
    _read_flag_count(vocab, found)
    if reading.knows_metric:
        _pass_over_event_verbs(work, found)
    reading.unplaced = work.leftover_runs(FUNCTION_WORDS)
    reading.unplaced.extend(found.set_aside)
    grouped = any(g.dimension != "metric_time" for g in reading.query.group_by)
    if found.top_n and (
        grouped or any(r.startswith("dimension:") for o in reading.unplaced_options.values() for r in o)
    ):
        descending, limit, _ = found.top_n  # "top 3 countries" (whose?): it orders the breakdown the answer names
        reading.query.order_by, reading.query.limit = [OrderBy(key=ORDER_METRIC, descending=descending)], limit
        found.mentioned.add("order")
        found.top_n = None
    if found.top_n:  # unless a follow-up gives it a breakdown to order, it is asked about
        reading.unplaced.append(found.top_n[2])
    reading.mentioned = sorted(found.mentioned)
    return found


COMPARATOR = (
    r"(?:over|above|under|below|exceeding|upwards\s+of|at\s+least|at\s+most|(?:more|less|fewer|greater|longer"
    r"|shorter|higher|lower|bigger|smaller|larger|cheaper|costlier)\s+than)"
)
AMOUNT_RANGE = re.compile(
    rf"(?<![\w])(?:(?:with|where|whose|having)\s+[\w-]+(?:\s+[\w-]+)?\s+)?(?:of\s+)?{COMPARATOR}\s+"
    r"(?:[$€£]\s*)?\d[\d,]*(?:\.\d+)?(?:\s*[km](?![\w]))?(?:\s*%|\s+(?P<unit>[a-z]+))?",
    re.IGNORECASE,
)


NUMBER_RANGE = re.compile(
    r"(?<![\w])(?:(?P<lead>at\s+least|at\s+most|no\s+(?:more|less|earlier|later)\s+than|(?:more|less|greater|"
    r"fewer|later|earlier)\s+than|after|before|from|since|over|above|under|below|>=|<=|>|<)\s+)?"
    r"(?P<num>\d+(?:\.\d+)?)(?:\s+(?P<noun>[a-z]+)(?=\s+(?:or|and)\s))?(?P<tail>\s+or\s+(?:later|more|higher|above|after|greater|over|earlier|less|lower|"
    r"before|fewer|under|below)|\s+and\s+(?:up|above|over|later|below|under|less)|\+)?(?![\w])",
    re.IGNORECASE,
)
AT_LEAST = re.compile(
    r"at least|no (?:less|earlier) than|from|since|and (?:up|above|over|later)|\+"
    r"|or (?:later|more|higher|above|after|greater|over)"
)
MORE_THAN = re.compile(r"(?:more|greater|later) than|after|over|above|>")
AT_MOST = re.compile(
    r"at most|no (?:more|later) than|and (?:below|under|less)|<=|or (?:earlier|less|lower|before|fewer|under|below)"
)


def _read_dimension_ranges(work: WorkText, vocab: Vocabulary, found: Found) -> list[tuple[int, int]]:
    """'flights scheduled to leave at hour 20 or later': a range on a dimension of numbers the question names
    by a word of its label ("Scheduled departure hour"), read as a filter to the values in that range."""
    spans = []
    for m in NUMBER_RANGE.finditer(work.work):
        if not (m.group("lead") or m.group("tail")) or any(work.used[m.start() : m.end()]):
            continue
        noun = m.group("noun") or ""
        words = {
            (w, s, e)
            for w, s, e in work.words()
            if w not in FUNCTION_WORDS and (not (m.start() <= s < m.end()) or w == noun)
        }
        best: tuple[int, str, list[tuple[int, int]]] = (0, "", [])
        tie = False
        for dim in vocab.numeric_values:
            label = {singular(w) for w in singular_words(vocab.dimension_label(dim))} | set(_bare_name_words(dim))
            used = [(s, e) for w, s, e in words if singular(w) in label]
            if len(used) > best[0]:
                best, tie = (len(used), dim, used), False
            elif used and len(used) == best[0]:
                tie = True
        if not best[0] or tie:
            continue
        said = " ".join(f"{m.group('lead') or ''} {m.group('tail') or ''}".lower().split())
        n = float(m.group("num"))
        if AT_MOST.search(said):
            keep = [v for v, x in vocab.numeric_values[best[1]] if x <= n]
        elif AT_LEAST.search(said):
            keep = [v for v, x in vocab.numeric_values[best[1]] if x >= n]
        elif MORE_THAN.search(said):
            keep = [v for v, x in vocab.numeric_values[best[1]] if x > n]
        else:  # under, below, before, less than, earlier than
            keep = [v for v, x in vocab.numeric_values[best[1]] if x < n]
        if not keep:
            continue
        work.blank(m.start(), m.end())
        for start, end in best[2]:
            work.blank(start, end)
        spans.append((m.start(), m.end()))
        found.reading.query.filters = [f for f in found.reading.query.filters if f.dimension != best[1]]
        found.reading.query.filters.append(DimensionFilter(dimension=best[1], values=keep))
        found.mentioned.add(f"filter:{best[1]}")
    return spans


def _bare_name_words(dim: str) -> list[str]:
    return [w for w in dim.rpartition("__")[2].split("_") if w and w not in FUNCTION_WORDS]


YEAR_LIKE = re.compile(r"(?<![\w$€£.,])(?:over|under|above|below)\s+(?:19|20)\d\d$", re.IGNORECASE)


def _read_amount_ranges(work: WorkText, found: Found) -> list[tuple[int, int]]:
    """'flights longer than 2000 miles', 'orders with freight over $100': a range on an amount of each row. The
    catalog's dimensions filter by values, not amounts, so the whole phrase is asked about (never half read: not
    a year, not the metric Freight)."""
    spans = []
    for m in AMOUNT_RANGE.finditer(work.original):
        if any(work.used[m.start() : m.end()]):
            continue  # a range on a dimension, read already
        if YEAR_LIKE.search(m.group(0)) and not m.group("unit"):
            continue  # "growth over 2023" is a year
        end = m.end()
        if m.group("unit") and m.group("unit").lower() in FUNCTION_WORDS:
            end = m.start("unit")
        said = work.original[m.start() : end].rstrip()
        end = m.start() + len(said)
        work.blank(m.start(), end)
        found.set_aside.append(said)
        spans.append((m.start(), end))
    return spans


def _masked(text: str, spans: list[tuple[int, int]]) -> str:
    for start, end in spans:
        text = text[:start] + " " * (end - start) + text[end:]
    return text


AUXILIARIES = frozenset({"did", "does", "do", "has", "have", "had", "will", "was", "were"})


def _pass_over_event_verbs(work: WorkText, found: Found) -> None:
    """'how many planes flew', 'orders placed in March', 'did Delta fly to Atlanta': a verb left over once the
    metric is known tells the event the metric already counts. It is not asked about; the answer names it."""
    words = work.words()
    for index, (word, start, end) in enumerate(words):
        lemmas = verb_lemmas(word)
        if not lemmas or word in FUNCTION_WORDS:
            continue
        # a past form ("flew", "placed"); "fly", a noun too, only after "did Delta …"; never "including"
        before = [w for w, _, _ in words[max(0, index - 3) : index]]
        if lemmas == "past" or (lemmas != "" and any(w in AUXILIARIES for w in before)):
            work.blank(start, end)
            found.reading.ignored.append(f"I read '{work.said(start, end)}' as the event itself: nothing to filter.")


def _read_time(work: WorkText, text: str, today: date, found: Found) -> None:
    request = find_time_request(text, today)
    if request is None:
        leftovers = leftover_date_words(text, [])
        if leftovers:
            found.reading.date_note = f"I could not read the dates in '{', '.join(leftovers)}'"
            found.mentioned.add("time")
        return
    found.reading.query.time_range = TimeRange(**request.range.as_dict())
    if request.compare_to is not None:
        found.reading.query.compare_to = TimeRange(**request.compare_to.as_dict())
        for word in COMPARE_WORDS:
            while work.take(word):
                pass
    for start, end in request.spans:
        work.blank(start, end)
    found.mentioned.add("time")
    change = CHANGE_WORDS.search(work.work)
    if change:
        if request.compare_to is None:
            before = previous_period(request.range.start, request.range.end)
            found.reading.query.compare_to = TimeRange(**before.as_dict())
            found.change_word = True
        work.blank(change.start(), change.end())
    leftovers = leftover_date_words(text, list(request.spans))
    if leftovers:
        found.reading.date_note = f"I read {request.range.label} but not '{', '.join(leftovers)}'"
    elif request.future:
        found.reading.notes.append(f"{request.range.label} has not happened yet, so there is no data for it yet.")


def _number(text: str | None) -> int | None:
    if not text:
        return None
    return int(text) if text.isdigit() else NUMBER_WORDS.get(text.lower())


def _read_order(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """'top 3 markets', 'bottom 5 genres', 'which market had the most …'."""
    numbers = r"\d+|" + "|".join(NUMBER_WORDS)
    lead = rf"top|bottom|{MOST_WORDS}|{LEAST_WORDS}"
    for i in vocab.lookup.dimension_phrases.candidates(work.index_text):
        phrase, dim = vocab.dimension_phrases[i]
        words = plural_regex(phrase)
        # "top 3 stores", "the 5 best-selling products", "5 busiest stores"
        top = re.search(
            rf"(?<![\w])(?:(?P<lead>{lead})\s+(?:(?P<n>{numbers})\s+)?|(?P<n2>{numbers})\s+(?P<lead2>{lead})\s+)"
            rf"{words}(?![\w])",
            work.work,
        )
        which = re.search(
            rf"(?<![\w])(?:which|what)\s+{words}(?![\w])(?P<mid>.{{0,80}}?)(?<![\w])(?:the\s+)?"
            rf"(?P<dir>{MOST}|{LEAST}|{MOST_WORDS}|{LEAST_WORDS})(?![\w])",
            work.work,
        )
        if top:
            word = top.group("lead") or top.group("lead2")
            descending = word == "top" or re.fullmatch(MOST_WORDS, word) is not None
            _set_order(found, dim, descending, _number(top.group("n") or top.group("n2")))
            work.blank(top.start(), top.end())
            return
        if which:
            _order_which(work, found, which, dim)
            return
    _read_which_period(work, found)


def _order_which(work: WorkText, found: Found, which: re.Match[str], dim: str, grain: str | None = None) -> None:
    """'which store had the most orders', 'which month of 2018 had the most orders': the top one."""
    direction = which.group("dir")
    descending = re.fullmatch(rf"{MOST}|{MOST_WORDS}", direction) is not None
    if grain:
        query = found.reading.query
        query.group_by = [g for g in query.group_by if g.dimension != "metric_time"]
        query.group_by.insert(0, GroupBy(dimension="metric_time", grain=grain))  # type: ignore[arg-type]
        query.order_by, query.limit = [OrderBy(key=ORDER_METRIC, descending=descending)], 1
        found.mentioned |= {"grain", "order"}
    else:
        _set_order(found, dim, descending, 1)
    work.blank(which.start(), which.start("mid"))
    work.blank(which.start("dir") - (4 if work.work[: which.start("dir")].endswith("the ") else 0), which.end())


def _read_which_period(work: WorkText, found: Found) -> None:
    """'which month had the most orders', 'the busiest day of 2013': the period with the most."""
    grains = "|".join(GRAIN_WORDS)
    which = re.search(
        rf"(?<![\w])(?:which|what|wich|whcih)\s+(?P<grain>{grains})s?(?![\w])(?P<mid>.{{0,80}}?)(?<![\w])(?:the\s+)?"
        rf"(?P<dir>{MOST}|{LEAST}|{MOST_WORDS}|{LEAST_WORDS})(?![\w])",
        work.work,
    )
    if which:
        _order_which(work, found, which, "metric_time", which.group("grain"))
        return
    superlative = re.search(
        rf"(?<![\w])(?:the\s+)?(?P<dir>{MOST_WORDS}|{LEAST_WORDS})\s+(?P<grain>{grains})(?![\w])", work.work
    )
    if superlative:  # "the busiest day": the one period, most first
        descending = re.fullmatch(MOST_WORDS, superlative.group("dir")) is not None
        query = found.reading.query
        query.group_by.insert(0, GroupBy(dimension="metric_time", grain=superlative.group("grain")))  # type: ignore[arg-type]
        query.order_by, query.limit = [OrderBy(key=ORDER_METRIC, descending=descending)], 1
        found.mentioned |= {"grain", "order"}
        work.blank(superlative.start(), superlative.end())


def _read_top_n(work: WorkText, found: Found) -> None:
    """'revenue by country, top 5': a bare "top N" (or "bottom N") orders the breakdown already asked for."""
    groups = [g for g in found.reading.query.group_by if g.dimension != "metric_time"]
    numbers = r"\d+|" + "|".join(NUMBER_WORDS)
    m = re.search(rf"(?<![\w])(top|bottom|highest|lowest)\s+({numbers})(?![\w])", work.work)
    if m and groups and not found.reading.query.order_by:
        _set_order(found, groups[0].dimension, m.group(1) in ("top", "highest"), _number(m.group(2)))
        work.blank(m.start(), m.end())
    elif m and not groups:  # a follow-up may order the last question's breakdown; else it is asked about
        found.top_n = (m.group(1) in ("top", "highest"), _number(m.group(2)), work.original[m.start() : m.end()])
        work.blank(m.start(), m.end())


def _set_order(found: Found, dim: str, descending: bool, limit: int | None) -> None:
    query = found.reading.query
    if all(g.dimension != dim for g in query.group_by):
        query.group_by.append(GroupBy(dimension=dim))
    query.order_by = [OrderBy(key=ORDER_METRIC, descending=descending)]
    query.limit = limit
    found.mentioned |= {"group_by", "order"}


def _read_breakdowns(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    for i in vocab.lookup.dimension_phrases.candidates(work.index_text):
        phrase, dim = vocab.dimension_phrases[i]
        for lead in BREAKDOWN_LEADS:
            for form in (f"{lead} {f}" for f in plural_forms(phrase)):
                m = work.find(form)
                if not m:
                    continue
                if dim in vocab.flag_dimensions and re.match(r"\s*(?:vs|versus|or|and|/)\s", work.work[m.end() :]):
                    start = m.start() + len(lead)  # "by instant vs non-instant": the values say it, one row each
                    work.blank(m.start(), start)
                    continue
                work.blank(m.start(), m.end())
                _add_group_by(found, dim)
                _read_and_more(work, vocab, found, m.end())


def _read_and_more(work: WorkText, vocab: Vocabulary, found: Found, position: int) -> None:
    """'by market and platform', 'by origin and month': the dimensions and grains joined to a breakdown are
    breakdowns too."""
    rest = work.work[position:]
    grain = re.match(rf"\s*(?:,|and|&)\s*(?<![\w])({'|'.join(GRAIN_WORDS)})(?![\w])", rest)
    if grain:
        query = found.reading.query
        query.group_by = [g for g in query.group_by if g.dimension != "metric_time"]
        query.group_by.append(GroupBy(dimension="metric_time", grain=grain.group(1)))  # type: ignore[arg-type]
        found.mentioned.add("grain")
        work.blank(position, position + grain.end())
        return
    for i in vocab.lookup.dimension_phrases.candidates(rest):
        phrase, dim = vocab.dimension_phrases[i]
        m = re.match(rf"\s*(?:,|and|&)\s*(?<![\w]){plural_regex(phrase)}(?![\w])", rest)
        if m:
            work.blank(position, position + m.end())
            _add_group_by(found, dim)
            _read_and_more(work, vocab, found, position + m.end())
            return


def _add_group_by(found: Found, dim: str) -> None:
    query = found.reading.query
    if all(g.dimension != dim for g in query.group_by):
        query.group_by.append(GroupBy(dimension=dim))
    found.mentioned.add("group_by")


def _read_metrics(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    # longer dimension and value phrases keep their words: "sales rep" is a dimension, not "sales"
    lookup = vocab.lookup
    protected = [
        (m.start(), m.end())
        for i in lookup.multiword_index.candidates(work.index_text)
        for m in [work.find(lookup.multiword_phrases[i])]
        if m
    ]
    _read_metric_phrases(work, vocab, found, protected, lexicon_words=False)


def _read_lexicon_metrics(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """The lexicon's words for metrics ("sales", "money"), when the question names no metric in the catalog's
    own words: read after breakdowns and values, so "per customer" and "smb accounts" keep theirs."""
    if not found.metric_mentions:
        _read_metric_fuzzy(work, vocab, found, accept_only=True)  # "avrage arival delay": a typo wins over "delay"
    if not found.metric_mentions and not found.reading.knows_metric:
        _read_metric_phrases(work, vocab, found, [], lexicon_words=True)


def _read_metric_phrases(
    work: WorkText, vocab: Vocabulary, found: Found, protected: list[tuple[int, int]], lexicon_words: bool
) -> None:
    for i in vocab.lookup.metric_phrases.candidates(work.index_text):
        phrase, names = vocab.metric_phrases[i]
        if (phrase in vocab.lexicon_phrases) != lexicon_words:
            continue
        m = work.find(phrase)
        if m and any(a <= m.start() and m.end() <= b and b - a > m.end() - m.start() for a, b in protected):
            m = None
        if m and any(m.start() < a < m.end() < b for a, b in protected):
            m = None  # "revenue per customer country": the metric Revenue, by Customer country
        if m and lexicon_words and BREAKDOWN_BEFORE.search(work.original[: m.start()].lower()):
            m = None  # "per customer": a breakdown; "customers": a metric
        if not m:
            continue
        found.mentioned.add("metric")
        candidates = list(names)
        if lexicon_words:  # the lexicon's word is no qualifier of its own candidates ("delays": Delayed flights too)
            work.blank(m.start(), m.end())
        if lexicon_words and len(candidates) > 1:
            candidates = _narrow_by_descriptions(work, vocab, candidates)
        if lexicon_words and len(candidates) == 1:
            said = work.original[m.start() : m.end()]
            found.reading.notes.append(f"I read '{said}' as {vocab.metric_label(candidates[0])}.")
        if len(candidates) > 1:  # the phrase's own words count as qualifiers too ("active users")
            candidates = _narrow_by_qualifiers(work, vocab, candidates)
        work.blank(m.start(), m.end())
        found.metric_mentions.append((m.start(), m.end(), candidates))


def _settle_metrics(work: WorkText, found: Found) -> None:
    """The metric mentions as metrics, or one open choice. A word shared by several metrics right after a
    value ("iOS users", "enterprise customers") names the value's people or things, not a metric, when the
    question has another metric mention."""
    reading = found.reading
    mentions = found.metric_mentions

    def after_value(start: int, flags_only: bool = False) -> bool:
        spans = found.flag_spans if flags_only else found.value_spans
        return any(b <= start and not work.original[b:start].strip() for _, b in spans)

    if len(mentions) > 1:
        mentions = [(s, e, names) for s, e, names in mentions if len(names) == 1 or not after_value(s)] or mentions
    if len(mentions) > 1:  # "booking value for instant vs non-instant bookings": the things the flag describes
        mentions = [(s, e, names) for s, e, names in mentions if not after_value(s, flags_only=True)] or mentions
    for start, end, names in sorted(mentions):
        if len(names) == 1:
            if names[0] not in reading.query.metrics:
                reading.query.metrics.append(names[0])
        elif not reading.metric_candidates:
            reading.metric_candidates = list(names)
            reading.candidate_phrase = work.original[start:end]
        else:  # a second ambiguous word: asked about, never dropped
            found.set_aside.append(work.original[start:end])


INCLUDING = re.compile(r"\s*(?:including|incl\.?|inclusive\s+of|plus|\+|together\s+with)\s*", re.IGNORECASE)


def _read_sum_of_metrics(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """'revenue including freight': the catalog's metric that is exactly their sum (Order total = revenue +
    freight), when it has one; otherwise both are shown and the joining word is asked about."""
    mentions = sorted((s, e, n[0]) for s, e, n in found.metric_mentions if len(n) == 1)
    for (_, end, first), (start, _, second) in pairwise(mentions):
        joint = INCLUDING.fullmatch(work.original[end:start])
        total = vocab.sum_metrics.get(frozenset({first, second})) if joint else None
        if total is None:
            continue
        query = found.reading.query
        query.metrics = [m for m in query.metrics if m not in (first, second)]
        query.metrics.append(total)
        work.blank(end, start)
        return


def _narrow_by_descriptions(work: WorkText, vocab: Vocabulary, candidates: list[str]) -> list[str]:
    """'sales incl. tax': the metrics whose descriptions say what the lexicon's qualifier says ("tax included")."""
    for qualifier in lexicon().qualifiers:
        said = next((q for q in qualifier.question if work.find(q)), None)
        if said is None:
            continue
        kept = [
            n
            for n in candidates
            if any(phrase_pattern(d).search(vocab.descriptions.get(n, "")) for d in qualifier.description)
        ]
        if kept:
            work.take(said)
            return kept
    return candidates


def _read_share(work: WorkText, found: Found) -> None:
    """'% of revenue from food': a share of the whole asked for a value (read, or asked about). With no value to
    take a share of, the word is asked about like any other."""
    m = SHARE_WORDS.search(work.original.lower())
    if not m:
        return
    said = work.original[m.start() : m.end()]
    if found.values or found.reading.unplaced_options:
        found.reading.share = True
        if m.end() <= len(work.work) and said != "%":
            work.blank(m.start(), m.end())
        found.mentioned.add("share")
    else:
        if said != "%":
            work.blank(m.start(), m.end())
        found.set_aside.append(said)


def _read_ambiguous(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """A phrase that fits several catalog elements ("home state": the host's or the guest's) is asked about,
    with those elements as the options — or settled by the one the question's metrics can take."""
    for i in vocab.lookup.ambiguous.candidates(work.index_text):
        phrase, refs = vocab.ambiguous[i]
        m = work.find(phrase)
        if not m:
            continue
        work.blank(m.start(), m.end())
        said = work.original[m.start() : m.end()]
        before = [dim for dim, _ in _value_dims(found, m.start())]
        if any(f"dimension:{d}" in refs for d in before):
            continue  # "Airbus planes": the things the value is a value of
        _order_before(work, found, m.start(), m.end())  # "top 3 countries": the order waits for the choice
        metrics = [*found.reading.query.metrics, *(n[0] for _, _, n in found.metric_mentions if len(n) == 1)]
        metrics = metrics or found.earlier_metrics
        grouping = BREAKDOWN_BEFORE.search(work.original[: m.start()].lower()) is not None
        kind = "dimension:" if grouping else "value:"
        refs = tuple(r for r in refs if r.startswith(kind)) or refs  # "by food": a breakdown; "food": a filter
        fitting = [r for r in refs if not metrics or all(vocab.takes(x, _ref_dimension(r)) for x in metrics)]
        nearest = _nearest_dimensions(vocab, metrics, sorted({_ref_dimension(r) for r in fitting}))
        if len(nearest) == 1 and len(fitting) > 1:  # the one on the metric's own rows, or fewest joins away
            fitting = [r for r in fitting if _ref_dimension(r) == nearest[0]]
        if len(fitting) == 1:
            apply_element(found, fitting[0])
            continue
        found.set_aside.append(said)
        found.reading.unplaced_options[said] = list(fitting or refs)


def _order_before(work: WorkText, found: Found, start: int, end: int) -> None:
    """'top 3 <phrase>', 'which <phrase> had the most': an order for the breakdown the phrase will name."""
    numbers = r"\d+|" + "|".join(NUMBER_WORDS)
    lead = rf"top|bottom|{MOST_WORDS}|{LEAST_WORDS}"
    top = re.search(rf"(?<![\w])(?P<lead>{lead})\s+(?:(?P<n>{numbers})\s+)?$", work.work[:start])
    which = re.search(r"(?<![\w])(?:which|what)\s+$", work.work[:start])
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
        query.order_by, query.limit = [OrderBy(key=ORDER_METRIC, descending=descending)], 1
        work.blank(which.start(), start)
        work.blank(end + most.start("dir"), end + most.end())
    else:
        return
    found.mentioned.add("order")


def _value_dims(found: Found, start: int) -> list[tuple[str, tuple[int, int]]]:
    """The dimensions of the values read right before `start` ("Airbus" before "planes")."""
    dims = []
    for a, b in found.value_spans:
        if b <= start and not found.reading_text[b:start].strip():
            dims.extend((dim, (a, b)) for dim, spans in found.value_dims.items() if (a, b) in spans)
    return dims


def _ref_dimension(ref: str) -> str:
    return ref.partition(":")[2].partition("=")[0]


def apply_element(found: Found, ref: str) -> None:
    """Use a catalog element for a phrase: a metric, a breakdown by a dimension, or a filter to a value."""
    kind, _, name = ref.partition(":")
    query = found.reading.query
    if kind == "metric":
        if name not in query.metrics:
            query.metrics.append(name)
        found.mentioned.add("metric")
    elif kind == "dimension":
        _add_group_by(found, name)
    elif kind == "value":
        dim, _, value = name.partition("=")
        values = found.values.setdefault(dim, [])
        if value not in values:
            values.append(value)
        query.filters = [f for f in query.filters if f.dimension != dim]
        query.filters.append(DimensionFilter(dimension=dim, values=values))
        found.mentioned.add(f"filter:{dim}")
        if len(values) > 1:
            _add_group_by(found, dim)


def _narrow_by_qualifiers(work: WorkText, vocab: Vocabulary, candidates: list[str]) -> list[str]:
    """'gross rev' keeps the metrics whose qualifiers the text uses most; those words are used up."""
    # a label's ordinary words ("total") pick nothing; a catalog's own qualifiers (meta) are kept as written
    scores = {
        name: sum(
            1
            for q in vocab.qualifiers[name]
            if work.find(q) and (name in vocab.own_qualifiers or q not in FUNCTION_WORDS)
        )
        for name in candidates
    }
    best = max(scores.values())
    if not best:
        return candidates
    kept = [n for n in candidates if scores[n] == best]
    for name in kept:
        for qualifier in vocab.qualifiers[name]:
            work.take(qualifier)
    return kept


def _read_grain(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    for grain, phrases in GRAIN_WORDS.items():
        if any(_take_grain(work, vocab, p) for p in sorted(phrases, key=len, reverse=True)):
            query = found.reading.query
            query.group_by = [g for g in query.group_by if g.dimension != "metric_time"]
            query.group_by.insert(0, GroupBy(dimension="metric_time", grain=grain))
            found.mentioned.add("grain")
            return


RUNNING_TOTAL = re.compile(_alternatives(lexicon().running_total_words).join([r"(?<![\w])(?:", r")(?![\w])"]))


def _read_running_total(work: WorkText, found: Found) -> None:
    """'running total of flights by month': each period's value added to those before it (see fit.py)."""
    m = RUNNING_TOTAL.search(work.work)
    if m:
        work.blank(m.start(), m.end())
        found.reading.query.running_total = True
        found.mentioned.add("running_total")


def _read_period_growth(found: Found) -> None:
    """Growth for each period: "month over month growth in 2013" (a range of several months, compared a month
    back) is each month beside the month before it; so is "monthly revenue growth in 1997" (a grain and a
    change word). "Revenue by month, 2025 vs 2024" keeps its comparison: each month beside a year earlier."""
    query = found.reading.query
    if query.compare_to is None or query.time_range is None:
        return
    start, end = date.fromisoformat(query.time_range.start), date.fromisoformat(query.time_range.end)
    compared = (date.fromisoformat(query.compare_to.start), date.fromisoformat(query.compare_to.end))
    grouped = next((g for g in query.group_by if g.dimension == "metric_time"), None)
    if grouped is None:
        step = next((g for g in STEP_GRAINS if one_step_back(start, end, g) == compared), None)
        if step is None or compared[1] < start:  # one period back of a single period: a plain comparison
            return
        query.group_by.insert(0, GroupBy(dimension="metric_time", grain=step))
        found.mentioned.add("grain")
    elif found.change_word and grouped.grain in STEP_GRAINS:
        step = grouped.grain
    else:
        return
    first, last = one_step_back(start, end, step)
    query.compare_to = TimeRange(
        start=first.isoformat(), end=last.isoformat(), label=f"the {step} before each {step}", floating=False
    )


def _take_grain(work: WorkText, vocab: Vocabulary, phrase: str) -> bool:
    """A grain word that is also a value of the catalog ("annual" plans) is the grain only right before a
    metric ("monthly revenue"); elsewhere ("for annual plans", "annual vs monthly") it is left to the values."""
    m = work.find(phrase)
    if not m:
        return False
    if any(v.phrase == phrase for v in vocab.value_phrases):
        after = work.original[m.end() :].lower().lstrip()
        metric_phrases = (vocab.metric_phrases[i][0] for i in vocab.lookup.metric_phrases.candidates(after))
        if not any(phrase_pattern(p).match(after) for p in metric_phrases):
            return False
    work.blank(m.start(), m.end())
    return True


def _read_values(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    reading = found.reading
    for i in vocab.lookup.all_phrases.candidates(work.index_text):
        phrase, dim = vocab.all_phrases[i]
        if work.take(phrase):
            if dim not in reading.all_dimensions:
                reading.all_dimensions.append(dim)
            found.mentioned.add(f"filter:{dim}")
    from_group: set[str] = set()
    excluded: set[str] = set()
    for i in vocab.lookup.value_phrases.candidates(work.index_text):
        entry = vocab.value_phrases[i]
        match = _find_value(work, entry)
        while match:
            settled = _settle_value_dimension(work, vocab, found, entry, match)
            if settled is None:  # a value of several dimensions, nothing in the question says which: asked
                match = _find_value(work, entry)
                continue
            entry = settled
            work.blank(match.start(), match.end())
            found.value_spans.append((match.start(), match.end()))
            found.value_dims.setdefault(entry.dimension, []).append((match.start(), match.end()))
            if entry.dimension in vocab.flag_dimensions:
                found.flag_spans.append((match.start(), match.end()))
            negation = EXCLUDING.search(work.work[: match.start()])
            if negation and entry.dimension not in found.values:  # "excluding beverages": all but those
                work.blank(negation.start(), negation.end())
                excluded.add(entry.dimension)
            values = found.values.setdefault(entry.dimension, [])
            values.extend(v for v in entry.values if v not in values)
            if len(entry.values) > 1:
                from_group.add(entry.dimension)
            match = _find_value(work, entry)
    _read_values_fuzzy(work, vocab, found)
    for dim, values in found.values.items():
        reading.query.filters = [f for f in reading.query.filters if f.dimension != dim]
        reading.query.filters.append(DimensionFilter(dimension=dim, values=values, exclude=dim in excluded))
        found.mentioned.add(f"filter:{dim}")
        if len(values) > 1 and dim not in from_group and dim not in excluded:
            _add_group_by(found, dim)  # "ID and TH": one row each


def _settle_value_dimension(
    work: WorkText, vocab: Vocabulary, found: Found, entry: ValuePhrase, match: re.Match[str] | _Span
) -> ValuePhrase | None:
    """The dimension a value phrase found at `match` belongs to, when several have it ("London": a customer's
    city or the office's). A word of the question that names one of them settles it ("the London office",
    "shipped to Brazil": the ship country), else the metrics asked for; otherwise the phrase is asked about
    and None returned."""
    entries = [e for e in vocab.value_phrases_by_text.get(entry.phrase, [entry]) if _find_value(work, e)]
    by_dim = {e.dimension: e for e in entries}
    if len(by_dim) < 2:
        return entry
    label_words = {
        dim: {w for w in singular_words(vocab.dimension_label(dim)) if w not in FUNCTION_WORDS} for dim in by_dim
    }
    shared = set.intersection(*label_words.values())
    said = [(w, s, e) for w, s, e in work.words() if not (s < match.end() and match.start() < e)]
    named: dict[str, tuple[int, int]] = {}
    for dim, words in label_words.items():
        for word, start, end in said:
            if word_forms(word) & (words - shared):
                named.setdefault(dim, (start, end))
    if len(named) == 1:
        ((dim, span),) = named.items()
        work.blank(*span)
        return by_dim[dim]
    # the metrics decide, once they are all read (a typo "unts sold" is read after the values)
    text = work.said(match.start(), match.end())
    work.blank(match.start(), match.end())
    negation = EXCLUDING.search(work.work[: match.start()])  # "excluding Germany": all but it, wherever it goes
    if negation:
        work.blank(negation.start(), negation.end())
    refs = [f"value:{d}={v}" for d, e in by_dim.items() for v in e.values]
    found.pending_values.append((text, refs, negation is not None))
    return None


def _read_flag_count(vocab: Vocabulary, found: Found) -> None:
    """'cancelations in March' (no metric, a true/false value): the catalog's count of those events
    (Cancelled flights sums is_cancelled) when it has exactly one; said in the answer."""
    reading, query = found.reading, found.reading.query
    if query.metrics:
        return
    flags = [f for f in query.filters if f.dimension in vocab.flag_dimensions and not f.exclude]
    if len(flags) != 1 or len(flags[0].values) != 1:
        return
    true = next((v.value for v in vocab.values.get(flags[0].dimension, []) if v.label == "yes"), None)
    counts = vocab.flag_counts.get(flags[0].dimension, [])
    if flags[0].values[0] != true or len(counts) != 1:
        return
    if (reading.metric_candidates and counts[0] not in reading.metric_candidates) or (
        reading.metric_guess and reading.metric_guess != counts[0]
    ):
        return  # the words asked for other metrics
    query.filters.remove(flags[0])
    found.values.pop(flags[0].dimension, None)
    query.metrics.append(counts[0])
    reading.metric_candidates, reading.candidate_phrase, reading.metric_guess = [], "", None
    found.mentioned.add("metric")
    reading.notes.append(f"I read it as {vocab.metric_label(counts[0])}.")


def _settle_pending_values(vocab: Vocabulary, found: Found) -> None:
    """Values several dimensions hold that no word settled: the one dimension the question's metrics (a
    follow-up's: the last answer's) take, else the one nearest them; otherwise asked, with those as options."""
    metrics = [*found.reading.query.metrics, *(n[0] for _, _, n in found.metric_mentions if len(n) == 1)]
    metrics = metrics or found.earlier_metrics
    for text, refs, excluded in found.pending_values:
        dims = list(dict.fromkeys(_ref_dimension(r) for r in refs))
        fitting = [d for d in dims if metrics and all(vocab.takes(m, d) for m in metrics)]
        chosen = fitting if len(fitting) == 1 else _nearest_dimensions(vocab, metrics, fitting)
        if len(chosen) == 1 and excluded:
            values = [r.partition("=")[2] for r in refs if _ref_dimension(r) == chosen[0]]
            query = found.reading.query
            query.filters = [f for f in query.filters if f.dimension != chosen[0]]
            query.filters.append(DimensionFilter(dimension=chosen[0], values=values, exclude=True))
            found.values[chosen[0]] = values
            found.mentioned.add(f"filter:{chosen[0]}")
            continue
        if len(chosen) == 1:
            for ref in refs:
                if _ref_dimension(ref) == chosen[0]:
                    apply_element(found, ref)
            continue
        if excluded:  # the options would filter to the value, not exclude it: asked in the user's words
            found.set_aside.append(f"excluding {text}")
            continue
        found.set_aside.append(text)
        found.reading.unplaced_options[text] = [r for r in refs if _ref_dimension(r) in (fitting or dims)]


def _nearest_dimensions(vocab: Vocabulary, metrics: list[str], dims: list[str]) -> list[str]:
    """The dimension the metrics reach in the fewest joins, unless another thing has an attribute of the same name
    (then all of them, as when the distances tie)."""
    if not metrics or not dims:
        return dims
    distance: dict[str, int] = {}
    for dim in dims:
        try:
            distance[dim] = max(len(resolve_dimension(vocab.layer, dim, m).path) for m in metrics)
        except CompileError:
            return dims
    least = min(distance.values())
    nearest = [d for d in dims if distance[d] == least]
    bare = nearest[0].rpartition("__")[2]
    if len(nearest) == 1 and any(d.rpartition("__")[2] == bare for d in dims if d != nearest[0]):
        return dims  # the same attribute of two things (a host's home state, a guest's): asked, never guessed
    return nearest


def _find_value(work: WorkText, entry: ValuePhrase) -> re.Match[str] | None:
    if entry.exact_case:
        return work.find_exact_case(entry.phrase)
    m = work.find(entry.phrase)
    if m and entry.proper and not work.original[m.start()].isupper():
        return None  # "United" the airline, not "united" the word
    return m


FLAG_PAIR_AFTER = re.compile(r"^\s*(?:vs\.?|versus|or|and|/)\s+(?P<other>[\w-]+)")
FLAG_PAIR_BEFORE = re.compile(r"(?P<other>[\w-]+)\s+(?:vs\.?|versus|or|/)\s*$")


def _read_flag_splits(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """'discontinued vs current products': one value of a true/false dimension against a word that is no other
    element is that dimension's two values, one row each."""
    for dim in [d for d in found.values if d in vocab.flag_dimensions and len(found.values[d]) == 1]:
        for start, end in found.value_dims.get(dim, []):
            after = FLAG_PAIR_AFTER.search(work.work[end:])
            before = FLAG_PAIR_BEFORE.search(work.work[:start])
            pair = (end, end + after.end()) if after else (before.start(), start) if before else None
            other = (after or before).group("other") if (after or before) else ""
            if pair is None or other in FUNCTION_WORDS or other.isdigit():
                continue
            work.blank(*pair)
            found.values.pop(dim)
            found.reading.query.filters = [f for f in found.reading.query.filters if f.dimension != dim]
            _add_group_by(found, dim)
            break


def _read_values_fuzzy(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """Typos in value names ('Indonesa'): words of five letters or more, close to one value's words."""
    choices = vocab.lookup.value_choices
    if not choices:
        return
    for word, start, end in work.words():
        if len(word) < 5 or word in FUNCTION_WORDS or singular(word) in vocab.lookup.element_words:
            continue  # "customers" is a word of the catalog, not a typo of the value "Customer 1"
        near, _ = vocab.lookup.value_choice_list.near(len(word), FUZZY_ACCEPT - 6)
        hit = process.extractOne(word, near, scorer=fuzz.ratio, score_cutoff=FUZZY_ACCEPT - 6)
        if hit:
            entry = choices[hit[0]]
            values = found.values.setdefault(entry.dimension, [])
            values.extend(v for v in entry.values if v not in values)
            work.blank(start, end)


def _read_metric_fuzzy(work: WorkText, vocab: Vocabulary, found: Found, accept_only: bool = False) -> None:
    """The metric whose phrase is closest to a run of 1–4 words of the text (typos); with `accept_only`, only a
    typo close enough to take without asking."""
    choices, choice_names = vocab.lookup.metric_choices, vocab.lookup.metric_choice_names
    words = [w for w in work.words() if w[0] not in FUNCTION_WORDS]
    best: tuple[tuple[str, ...], float, tuple[int, int]] = ((), 0.0, (0, 0))
    for size in range(1, 5):
        for i in range(len(words) - size + 1):
            chunk = words[i : i + size]
            ngram = " ".join(w for w, _, _ in chunk)
            if len(ngram) < 4:
                continue
            # a hit under FUZZY_CONFIRM is never used: only the phrases that can reach it are scored
            near, positions = choices.near(len(ngram), FUZZY_CONFIRM)
            hit = process.extractOne(ngram, near, scorer=fuzz.ratio, score_cutoff=FUZZY_CONFIRM)
            if hit and hit[1] > best[1]:
                best = (choice_names[positions[hit[2]]], hit[1], (chunk[0][1], chunk[-1][2]))
    names, score, span = best
    if score < (FUZZY_ACCEPT if accept_only else FUZZY_CONFIRM) or (accept_only and len(names) > 1):
        return
    work.blank(*span)
    found.mentioned.add("metric")
    if len(names) > 1:
        found.reading.metric_candidates = list(names)
        found.reading.candidate_phrase = work.original[span[0] : span[1]]
    elif score >= FUZZY_ACCEPT:
        found.reading.query.metrics.append(names[0])
    else:
        found.reading.metric_guess = names[0]
        found.reading.candidate_phrase = work.original[span[0] : span[1]]  # ranks the metrics offered after a "no"


def _read_metric_words(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """Wording that could be a metric ('earn from ads'): the metrics sharing most of its words, to ask about."""
    content = [(w, s, e) for w, s, e in work.words() if w not in FUNCTION_WORDS]
    by_word = vocab.lookup.metrics_by_word
    scores: dict[str, int] = {}
    for word, _, _ in content:
        if word in GENERIC_METRIC_WORDS:
            continue  # "average ticket price": "average" alone names no metric
        for name in {*by_word.get(word, ()), *by_word.get(word.rstrip("s"), ()), *by_word.get(singular(word), ())}:
            scores[name] = scores.get(name, 0) + 1
    if not scores:  # the metrics' descriptions, and their tables' ("the weather at JFK")
        by_description = vocab.lookup.metrics_by_description
        for word, _, _ in content:  # a dimension's word ("markets") is no hint of a metric
            if word not in GENERIC_METRIC_WORDS and singular(word) not in vocab.lookup.element_words:
                for name in by_description.get(singular(word), ()):
                    scores[name] = scores.get(name, 0) + 1
        if len(scores) == len(vocab.layer.metrics) > 1:
            return  # a word every metric's description says tells none of them apart
    if not scores:
        return
    best = max(scores.values())
    candidates = [n for n in vocab.metric_words if scores.get(n) == best]  # in the catalog's order
    # the user picks among the metrics, which settles what all of these words meant ("earn from ads")
    found.reading.candidate_phrase = work.original[content[0][1] : content[-1][2]]
    for _, start, end in content:
        work.blank(start, end)
    found.mentioned.add("metric")
    found.weak_metric = True
    if len(candidates) == 1:
        found.reading.metric_guess = candidates[0]
    else:
        found.reading.metric_candidates = candidates


AVERAGE_WORDS = frozenset({"avg", "average", "mean"})
GENERIC_METRIC_WORDS = frozenset(
    "avg average mean total sum number count rate ratio max maximum min minimum median typical".split()
)


COUNT_WORDS = _alternatives(lexicon().count_words)


HOW_MANY = re.compile(
    r"(?<![\w])(?:how\s+many|number\s+of|count\s+of|count)\s+(?:(?:different|distinct|unique|individual)\s+)?$"
)


def _read_distinct_count(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """'how many different planes flew', 'how many customers ordered': the catalog's distinct count of that
    entity (a count_distinct of its key) when it has exactly one; otherwise the metric words decide."""
    for phrase, metrics in vocab.distinct_counts:
        m = work.find(phrase)
        if not m or len(metrics) != 1:
            continue
        lead = HOW_MANY.search(work.work[: m.start()])
        if lead is None:
            continue
        work.blank(lead.start(), m.end())
        found.reading.query.metrics.append(metrics[0])
        found.mentioned.add("metric")
        return


def _read_count_words(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """'the busiest day', 'how busy was JFK': the catalog's count of events (its count metric; several: asked)."""
    m = re.search(rf"(?<![\w])(?:{COUNT_WORDS})(?![\w])", work.original.lower()) if COUNT_WORDS else None
    if not m or not vocab.count_metrics:
        return
    if not work.used[m.start()]:
        work.blank(m.start(), m.end())
    found.mentioned.add("metric")
    if len(vocab.count_metrics) == 1:
        name = vocab.count_metrics[0]
        found.reading.query.metrics.append(name)
        found.reading.notes.append(f"I read '{work.original[m.start() : m.end()]}' as {vocab.metric_label(name)}.")
    else:
        found.reading.metric_candidates = list(vocab.count_metrics)
        found.reading.candidate_phrase = work.original[m.start() : m.end()]


def _read_metric_descriptions(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """Two or more words of the question that a metric's description says ("miles flown": Distance flown,
    described as "Miles flown."): that metric, said in the answer; several: asked which."""
    content = [(w, s, e) for w, s, e in work.words() if w not in FUNCTION_WORDS and w not in GENERIC_METRIC_WORDS]
    for size in (4, 3, 2):
        for i in range(len(content) - size + 1):
            chunk = content[i : i + size]
            if any(work.original[a[2] : b[1]].strip() for a, b in pairwise(chunk)):
                continue  # not adjacent words
            phrase = " " + " ".join(singular(w) for w, _, _ in chunk) + " "
            names = [n for n, text in vocab.descriptions.items() if phrase in f" {text} "]
            if not names:
                continue
            start, end = chunk[0][1], chunk[-1][2]
            said = work.original[start:end]
            work.blank(start, end)
            found.mentioned.add("metric")
            if len(names) == 1:
                found.reading.query.metrics.append(names[0])
                found.reading.notes.append(f"I read '{said}' as {vocab.metric_label(names[0])} (its description).")
            else:
                found.reading.metric_candidates, found.reading.candidate_phrase = names, said
            return


def _confirm_guess_by_words(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """A fuzzy guess whose metric also owns two or more other words of the question is no guess
    ("which genre sold the most tracks": tracks, sold)."""
    guess = found.reading.metric_guess
    if not guess:
        return
    words = set(words_of(work.original))
    if len(words & vocab.metric_words[guess]) >= 2:
        found.reading.query.metrics.append(guess)
        found.reading.metric_guess = None
        for word, start, end in work.words():
            if word in vocab.metric_words[guess]:
                work.blank(start, end)


def _absorb_dimension_words(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """A leftover word that the description of a dimension the question uses says ("departed from JFK": the
    origin is "the airport the flight departed from") is part of that filter or breakdown, not a new part."""
    query = found.reading.query
    used = {f.dimension for f in query.filters} | {g.dimension for g in query.group_by}
    words = set().union(*(vocab.dimension_words.get(d, set()) for d in used)) if used else set()
    if not words:
        return
    for word, start, end in work.words():
        if word not in FUNCTION_WORDS and singular(word) in words:
            work.blank(start, end)


def _absorb_typos(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """Leftover words that are typos of the chosen metrics' own words ("avg order valu"), a breakdown
    misspelled after "by"/"per" ("by contry"), or "avg" before a metric that is an average already."""
    metrics = found.reading.query.metrics
    own = {w for m in metrics for w in vocab.metric_words[m]}
    dimension_words = {p: d for p, d in vocab.dimension_phrases if " " not in p and len(p) >= 4}
    for word, start, end in work.words():
        if word in FUNCTION_WORDS:
            continue
        if _word_before(work.original, start) in {"by", "per"} and dimension_words:
            hit = process.extractOne(word, dimension_words.keys(), scorer=fuzz.ratio, score_cutoff=FUZZY_CONFIRM + 2)
            if hit:
                _add_group_by(found, dimension_words[hit[0]])
                work.blank(start, end)
                continue
        if word in AVERAGE_WORDS and own & {"average", "avg", "per", "rate", "ratio", "mean"}:
            work.blank(start, end)
            continue
        if len(word) >= 4 and own:
            hit = process.extractOne(
                word, [w for w in own if len(w) >= 4], scorer=fuzz.ratio, score_cutoff=FUZZY_ACCEPT - 8
            )
            if hit:
                work.blank(start, end)


def _word_before(text: str, start: int) -> str:
    """The whitespace-separated word before `start`, lowercased ("" at the start). Read backwards from `start`:
    splitting all of the text before each word made the reader's time grow with the square of its length."""
    end = start
    while end > 0 and text[end - 1].isspace():
        end -= 1
    begin = end
    while begin > 0 and not text[begin - 1].isspace():
        begin -= 1
    return text[begin:end].lower()


def metric_words_of(text: str) -> set[str]:
    return set(words_of(text))
