"""Calendar parts of the question's dates: "by weekday", "by month of the year", "on weekends", "on Mondays",
"every December". A part is grouped or filtered as MetricFlow's `metric_time__extract_<part>` (ISO weekday,
1 = Monday … 7 = Sunday) — unless the catalog says it itself: a dimension named for the phrase, a dimension whose
values are weekday names, or a true/false weekend dimension ("weekdays" is then that flag's false value). A part
finer than a day (an hour, the mornings) has no column in a catalog whose times are days: it is set aside with a
note saying why, never dropped.

The words are English calendar words (like the grain words of shapes.py), never a catalog's."""

from __future__ import annotations

import re

from sqlclarify.semantic.query import DimensionFilter, GroupBy, OrderBy
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import ORDER_METRIC, Found
from sqlclarify.understanding.text import WorkText, singular, singular_phrase

METRIC_TIME = "metric_time"
WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
MONTHS = (
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
    "december",
)  # fmt: skip
WEEKEND = ("6", "7")  # ISO: Saturday, Sunday
WORKING_DAYS = ("1", "2", "3", "4", "5")

# what a group-by of each part is called, longest first within a part
PART_PHRASES: dict[str, tuple[str, ...]] = {
    "dow": ("days of the week", "day of the week", "days of week", "day of week", "weekdays", "weekday", "week day"),
    "month": ("months of the year", "month of the year", "month of year", "calendar month"),
    "quarter": ("quarter of the year", "quarter of year"),
    "day": ("day of the month", "day of month"),
    "doy": ("day of the year", "day of year"),
}
HOUR_PHRASES = ("hours of the day", "hour of the day", "hour of day", "time of day", "hours", "hour")
BY = r"(?:by|per|for each|each|across|split by|broken down by|break(?:\s+it)?\s+down\s+by)\s+(?:the\s+)?"
WHICH = r"(?:which|what)\s+"
RANKED = r"(?:the\s+)?(?P<rank>busiest|quietest|slowest|best|worst|strongest|weakest|biggest)\s+"
# times of day: parts of an hour a day-grained time cannot hold
TIMES_OF_DAY = re.compile(
    r"(?<![\w])(?:(?:in|during)\s+the\s+)?(?:mornings?|afternoons?|evenings?|nights?)(?![\w])"
    r"|(?<![\w])(?:between|from)\s+\d{1,2}(?::\d\d)?\s*(?:am|pm)?\s+(?:and|to|-)\s+\d{1,2}(?::\d\d)?\s*(?:am|pm)(?![\w])"
    r"|(?<![\w])(?:at|after|before)\s+\d{1,2}(?::\d\d)?\s*(?:am|pm)(?![\w])",
    re.IGNORECASE,
)
# "which weekday had the most pageviews": the order's words, right after the part
MOST_OR_LEAST = re.compile(
    r"\s*(?:(?:had|has|have|saw|sees|got|gets|did|does|with|brought|brings)\s+)?(?:the\s+)?"
    r"(?P<dir>most|highest|biggest|largest|greatest|least|lowest|fewest|smallest)(?![\w])",
    re.IGNORECASE,
)
HIGH_RANKS = frozenset({"busiest", "best", "strongest", "biggest"})


def read_calendar_parts(work: WorkText, vocab: Vocabulary, found: Found) -> list[tuple[int, int]]:
    """Calendar parts the catalog does not name itself, read before the dates (so "every December" is no range);
    the spans read, for the dates to pass over."""
    before = bytes(work.used)
    weekday_dim = _weekday_dimension(vocab)
    _read_part_groups(work, vocab, found, weekday_dim)
    _read_weekend_words(work, vocab, found, weekday_dim)
    _read_named_days(work, vocab, found, weekday_dim)
    _read_month_every_year(work, found)
    _set_aside_hours(work, vocab, found)
    return _new_spans(before, bytes(work.used))


def _new_spans(before: bytes, after: bytes) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    for i, (was, now) in enumerate(zip(before, after, strict=True)):
        if now and not was:
            if spans and spans[-1][1] == i:
                spans[-1] = (spans[-1][0], i + 1)
            else:
                spans.append((i, i + 1))
    return spans


def _catalog_names(vocab: Vocabulary, phrase: str) -> bool:
    """Whether the catalog has a dimension or a value called `phrase` (its own column wins over a part)."""
    forms = {phrase, singular_phrase(phrase)}
    return any(p in forms for p, _ in vocab.dimension_phrases) or any(v.phrase in forms for v in vocab.value_phrases)


def _weekday_dimension(vocab: Vocabulary) -> str | None:
    """A dimension whose values are the names of the days of the week (the catalog's own weekday column)."""
    for dim, infos in vocab.values.items():
        names = {str(i.value).strip().lower() for i in infos}
        if len(names & set(WEEKDAYS)) >= 5:
            return dim
    return None


def _weekday_values(vocab: Vocabulary, dim: str, numbers: tuple[str, ...]) -> list[str]:
    """The catalog's spelling of the weekdays numbered `numbers` (ISO) in dimension `dim`."""
    wanted = {WEEKDAYS[int(n) - 1] for n in numbers}
    return [str(i.value) for i in vocab.values.get(dim, []) if str(i.value).strip().lower() in wanted]


def _weekend_flag(vocab: Vocabulary) -> tuple[str, str] | None:
    """A true/false dimension named for the weekend, and its false value ("weekdays" = not the weekend)."""
    for dim in sorted(vocab.flag_dimensions):
        if "weekend" not in dim.rpartition("__")[2].lower().split("_"):
            continue
        false = next((v.value for v in vocab.values.get(dim, []) if v.label == "no"), None)
        if false is not None:
            return dim, false
    return None


def _read_part_groups(work: WorkText, vocab: Vocabulary, found: Found, weekday_dim: str | None) -> None:
    """'by weekday', 'per month of the year', 'which day of the week', 'the busiest weekday'."""
    query = found.reading.query
    for part, phrases in PART_PHRASES.items():
        for phrase in phrases:
            # the phrase in the question first: the catalog's names are looked through only for a phrase said
            pattern = re.compile(rf"(?<![\w])(?:{BY}|{WHICH}|{RANKED})(?:{re.escape(phrase)})s?(?![\w])", re.IGNORECASE)
            m = pattern.search(work.work)
            if m is None or _catalog_names(vocab, phrase):
                continue
            work.blank(m.start(), m.end())
            dim = weekday_dim if part == "dow" and weekday_dim else f"{METRIC_TIME}__extract_{part}"
            if all(g.dimension != dim for g in query.group_by):
                query.group_by.append(GroupBy(dimension=dim))
            found.mentioned.add("group_by")
            rank = m.group("rank")
            if rank or m.group(0).lower().startswith(("which", "what")):
                # "the busiest weekday", "which weekday had the most": the first row by the metric; the order's
                # own words ("the most", "the least") are read by read_order after, and win
                descending = rank is None or rank in HIGH_RANKS
                most = MOST_OR_LEAST.match(work.work, m.end())
                if most is not None and not rank:
                    descending = most.group("dir").lower() in ("most", "highest", "biggest", "largest", "greatest")
                    work.blank(most.start(), most.end())
                if not query.order_by:
                    query.order_by = [OrderBy(key=ORDER_METRIC, descending=descending)]
                    query.limit = 1
                found.mentioned.add("order")
            break


WEEKEND_WORDS = re.compile(
    r"(?<![\w])(?:(?:on|at|over|during|for)\s+(?:the\s+)?)?(?P<word>weekends?|weekdays?|week\s?days?|working\s+days?)"
    r"(?![\w])",
    re.IGNORECASE,
)


def _read_weekend_words(work: WorkText, vocab: Vocabulary, found: Found, weekday_dim: str | None) -> None:
    """'on weekends', 'weekday sessions': a filter on the days; by the catalog's weekend flag or weekday column
    where it has one, else by the ISO weekday of the metric's time."""
    flag = _weekend_flag(vocab)
    for m in list(WEEKEND_WORDS.finditer(work.work)):
        word = m.group("word").lower()
        weekend = word.startswith("weekend")
        if _catalog_names(vocab, word) or any(work.used[m.start("word") : m.end("word")]):
            continue
        if weekend and flag is not None:
            continue  # the flag's own value phrase reads it
        if flag is not None:  # "weekdays" where the catalog has is_weekend: its false value
            dim, values = flag[0], [flag[1]]
        elif weekday_dim is not None:
            dim, values = weekday_dim, _weekday_values(vocab, weekday_dim, WEEKEND if weekend else WORKING_DAYS)
        else:
            dim, values = f"{METRIC_TIME}__extract_dow", list(WEEKEND if weekend else WORKING_DAYS)
        work.blank(m.start(), m.end())
        _add_filter(found, dim, values)


NAMED_DAYS = re.compile(
    rf"(?<![\w])(?:(?P<every>every|each|on)\s+(?:a\s+)?)?(?P<day>{'|'.join(WEEKDAYS)})(?P<plural>s)?(?![\w])",
    re.IGNORECASE,
)


def _read_named_days(work: WorkText, vocab: Vocabulary, found: Found, weekday_dim: str | None) -> None:
    """'on Mondays', 'every Friday': those weekdays, across weeks (a lone "Monday" is a date, left to the dates)."""
    if weekday_dim is not None:
        return  # the catalog's weekday column holds the names: its values read them
    days: list[str] = []
    for m in list(NAMED_DAYS.finditer(work.work)):
        if not (m.group("plural") or (m.group("every") or "").lower() in ("every", "each")):
            continue
        days.append(str(WEEKDAYS.index(m.group("day").lower()) + 1))
        work.blank(m.start(), m.end())
    if days:
        _add_filter(found, f"{METRIC_TIME}__extract_dow", days)


EVERY_MONTH = re.compile(
    rf"(?<![\w])(?:(?:in|on|for|during)\s+)?(?:(?P<every>every|each)\s+(?P<m1>{'|'.join(MONTHS)})"
    rf"|(?P<m2>{'|'.join(MONTHS)})s"
    rf"|(?P<m3>{'|'.join(MONTHS)})\s+(?:of\s+)?(?:each|every)\s+year"
    rf"|(?P<m4>{'|'.join(MONTHS)})\s+across\s+(?:the\s+)?years)(?![\w])",
    re.IGNORECASE,
)


def _read_month_every_year(work: WorkText, found: Found) -> None:
    """'every December', 'Decembers', 'in December of each year': that month in every year — never the last
    December alone (a plain "December" stays a date range)."""
    months: list[str] = []
    for m in list(EVERY_MONTH.finditer(work.work)):
        name = next(g for g in (m.group("m1"), m.group("m2"), m.group("m3"), m.group("m4")) if g)
        months.append(str(MONTHS.index(name.lower()) + 1))
        work.blank(m.start(), m.end())
    if months:
        _add_filter(found, f"{METRIC_TIME}__extract_month", months)


def _set_aside_hours(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """'by hour', 'in the mornings', 'between 8 and 10 am': the catalog's times are days, so no hour can be
    grouped or filtered; the words are asked about (or named as ignored), with the reason."""
    said: list[str] = []
    for phrase in HOUR_PHRASES:
        m = re.search(rf"(?<![\w])(?:{BY}|{WHICH}|{RANKED})?{re.escape(phrase)}(?![\w])", work.work, re.IGNORECASE)
        if m and not _catalog_names(vocab, phrase) and not _metric_hours(vocab, work, m.start(), m.end(), phrase):
            said.append(work.said(m.start(), m.end()))
            work.blank(m.start(), m.end())
    for m in list(TIMES_OF_DAY.finditer(work.work)):
        words = m.group(0).lower().split()
        if any(_catalog_names(vocab, w) for w in words):
            continue
        said.append(work.said(m.start(), m.end()))
        work.blank(m.start(), m.end())
    for words in said:
        found.set_aside.append(words)
        found.reading.unplaced_why[words] = "times are read by the day here: there is no hour to group or filter by"


def _metric_hours(vocab: Vocabulary, work: WorkText, start: int, end: int, phrase: str) -> bool:
    """'average downtime hours per machine', 'engine hours': a bare "hours" after a word that a metric's label says
    with it is that metric's unit, not an hour of the day (unless led: "by hour")."""
    if phrase not in ("hours", "hour") or work.work[start:end].strip().lower() != phrase:
        return False
    before = work.work[:start].split()
    if not before:
        return False
    pair = f"{singular(before[-1].lower())} hour"
    return any(pair in text for text in vocab.label_texts.values())


def _add_filter(found: Found, dim: str, values: list[str]) -> None:
    if not values:
        return
    query = found.reading.query
    kept = [f for f in query.filters if f.dimension != dim]
    earlier = next((f.values for f in query.filters if f.dimension == dim and not f.exclude), [])
    values = list(dict.fromkeys([*earlier, *values]))
    query.filters = [*kept, DimensionFilter(dimension=dim, values=values)]
    found.values[dim] = values  # a follow-up's "what about weekdays?" replaces the last answer's weekend by these
    found.calendar_filters.add(dim)  # a set of days, not values to show one row each
    found.mentioned.add(f"filter:{dim}")
