"""The shapes of questions, as data: the phrase patterns the reader matches ("top N X", "which X had the most M",
"by A and B", "between A and B", "from Q2 to Q3", shares, running totals, negations) and the English function words
that carry no part of a query. Patterns only; what each shape makes of a question is in the read_* modules."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from sqlclarify.understanding.dates import NUMBER_WORDS
from sqlclarify.understanding.lexicon import lexicon

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
    among amongst altogether across too still yet ones
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
    r"(?<![\w])(?:drop(?:ped)?|fall(?!\s+on\b)|fell(?!\s+on\b)|decline[ds]?|decrease[ds]?|increase[ds]?|grow|grew|growth|rise|rose|"
    r"change[ds]?|(?:go|went|gone)\s+(?:up|down))(?![\w])"
)


# "what % of revenue came from food": the part, shown beside the rest of the whole (see fit.py)
SHARE_WORDS = re.compile(r"(?<![\w])(?:percent(?:age)?|share|proportion|fraction|pct)(?![\w])|%")


EXCLUDING = re.compile(
    r"(?<![\w])(?:(?:excluding|except(?:\s+for)?|without|other\s+than|apart\s+from|excl)\s+"
    r"|outside\s+(?:of\s+)?(?:the\s+)?"  # "outside the eurozone": all but those
    r"|(?:not|never|(?:is|are|was|were|do|does|did)n(?:['’]|\s)?t)\s+(?:(?:in|on|at|from|for|by|the|an?)\s+)*|non-\s*"
    r"|not\s+(?:counting|including)\s+(?:(?:any|the)\s+)?)$"  # "not counting returns": all but them
)


COMPARE_WORDS = ("compared to", "compared with", "compare", "comparison", "vs", "versus", "against")


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


# "from 2021 to 2024": the second bound of a closed range right after a number range's first
CLOSING_BOUND = re.compile(r"\s*(?:to|through|thru|until|till|and|-|–)\s+(?P<num>\d+(?:\.\d+)?)(?![\w])", re.IGNORECASE)
# a number that reads as a calendar year
CALENDAR_YEAR = re.compile(r"(?:19|20)\d\d")

YEAR_LIKE = re.compile(r"(?<![\w$€£.,])(?:over|under|above|below)\s+(?:19|20)\d\d$", re.IGNORECASE)


AUXILIARIES = frozenset({"did", "does", "do", "has", "have", "had", "will", "was", "were"})


INCLUDING = re.compile(r"\s*(?:including|incl\.?|inclusive\s+of|plus|\+|together\s+with)\s*", re.IGNORECASE)


RUNNING_TOTAL = re.compile(_alternatives(lexicon().running_total_words).join([r"(?<![\w])(?:", r")(?![\w])"]))
# "running total since launch": from the first day of the data, which a running total starts at anyway
SINCE_THE_START = re.compile(
    r"(?<![\w])(?:since|from)\s+(?:the\s+)?(?:launch|launching|inception|beginning|start|day\s+one|the\s+first\s+day)"
    r"(?![\w])|(?<![\w])(?:of\s+)?all[\s-]+time(?![\w])"
    r"|(?<![\w])(?:ever\s+)?since\s+(?:we|you|they|it)\s+(?:first\s+)?(?:started|began|launched|opened)(?![\w])"
)

# "top customers, all time", "across the whole history": every date the data has, which no range is anyway
ALL_TIME = re.compile(
    r"(?<![\w])(?:(?:of\s+)?all[\s-]+time|(?:across|over|in|for)\s+(?:the\s+|our\s+)?(?:whole|entire|full)\s+"
    r"(?:history|time\s+range|period\s+of\s+data))(?![\w])"
)


FLAG_PAIR_AFTER = re.compile(r"^\s*(?:vs\.?|versus|or|and|/)\s+(?P<other>[\w-]+)")


# a true/false word negated before it: "never edited", "without an accepted answer", "hasn't been edited",
# "didn't get a timely response" (a light verb between)
FLAG_NEGATION = re.compile(
    r"(?<![\w])(?:not\s+(?:counting|including)|not|never|without|outside|no\s+longer|no|non|isn't|isnt|aren't|"
    r"wasn't|weren't|hasn't|haven't|hadn't|"
    r"didn't|doesn't|don't)\s+(?:(?:get|got|gotten|receive|received|have|had|give|given|been)\s+)?"
    r"(?:(?:an?|the|any|been|yet|ever|being|on|in|at|during|from|for|by)\s+)*$"
)


FLAG_PAIR_BEFORE = re.compile(r"(?P<other>[\w-]+)\s+(?:vs\.?|versus|or|/)\s*$")


# English words for an aggregation a metric's label may name by another ("highest salary": Max Salary)
AGGREGATION_WORDS: dict[str, str] = {
    "maximum": "max", "highest": "max", "largest": "max", "biggest": "max", "peak": "max",
    "minimum": "min", "lowest": "min", "smallest": "min",
    "avg": "average", "mean": "average",
}  # fmt: skip


# dates said in words the date reader does not know, and the same in its terms (padded to the same length)
ORDINAL_QUARTER = re.compile(r"(?<![\w])(?:the\s+)?(first|second|third|fourth|1st|2nd|3rd|4th)\s+quarter(?![\w])", re.I)
START_OF = re.compile(
    r"(?<![\w])(?:the\s+)?(?:start|beginning)\s+of\s+(?=(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\d{4})",
    re.I,
)
QUARTER_NUMBERS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4}


def with_date_words(text: str) -> str:
    """'the first quarter of 2025' as 'Q1 of 2025', 'since the start of May' as 'since May', every position kept."""
    text = ORDINAL_QUARTER.sub(lambda m: f"Q{QUARTER_NUMBERS[m.group(1).lower()]}".ljust(len(m.group(0))), text)
    return START_OF.sub(lambda m: " " * len(m.group(0)), text)


# words of a question that asks how something went without saying by which measure ("how did java do")
VAGUE_WORDS = frozenset(
    "do does did doing done perform performs performed performing performance activity activities going went "
    "look looks looking picture overall well good better best worse bad numbers stats figures results kpi kpis "
    "health healthy trend trends overview summary status big".split()
)


AVERAGE_WORDS = frozenset({"avg", "average", "mean"})


GENERIC_METRIC_WORDS = frozenset(
    "avg average mean total sum number count rate ratio max maximum min minimum median typical".split()
)


COUNT_WORDS = _alternatives(lexicon().count_words)


HOW_MANY = re.compile(
    r"(?<![\w])(?:how\s+many|number\s+of|count\s+of|count)\s+(?:(?:different|distinct|unique|individual)\s+)?$"
)


NUMBER = r"\d+|" + "|".join(NUMBER_WORDS)
AND_ALSO = r"\s*(?:,\s*and|,|and|&)\s*(?:by\s+|per\s+)?"  # "by A, B and C", "by A and by B"


@dataclass(frozen=True)
class OrderShape:
    """A way of asking for the things with the most (or least) of a metric. `{thing}` is filled with a dimension
    phrase or a grain word; `n` is how many (absent: `default_limit`); `lead`/`dir` the word saying which end."""

    name: str
    template: str
    examples: tuple[str, ...]
    default_limit: int | None  # with no number: "which store had the most" is one, "top stores" all, in order


ORDER_SHAPES = (
    OrderShape(
        "which N things had the most",
        r"(?<![\w])(?:which|what|wich|whcih)\s+(?:(?P<n>{n})\s+)?{thing}(?![\w])(?P<mid>.{{0,80}}?)(?<![\w])"
        r"(?:the\s+)?(?P<dir>{direction})(?![\w])",
        ("which store had the most orders", "which 5 areas had the most sales", "which month had the fewest"),
        1,
    ),
    OrderShape(
        "the N things with the most",
        r"(?<![\w])the\s+(?P<n>{n})\s+{thing}(?![\w])(?P<mid>.{{0,60}}?)(?<![\w])with\s+(?:the\s+)?"
        r"(?P<dir>{direction})(?![\w])",
        ("the 3 days in March with the most cargo", "the 5 stores with the fewest orders"),
        None,
    ),
    OrderShape(
        "top N things",
        r"(?<![\w])(?:the\s+)?(?:(?P<dir>{lead})\s+(?:(?P<n>{n})\s+)?|(?P<n2>{n})\s+(?P<dir2>{lead})\s+){thing}(?![\w])",
        ("top 3 stores", "the 5 best-selling products", "the 3 busiest days", "bottom 2 genres"),
        None,
    ),
)
ORDER_DIRECTION = f"{MOST}|{LEAST}|{MOST_WORDS}|{LEAST_WORDS}"
ORDER_LEAD = f"top|bottom|{MOST_WORDS}|{LEAST_WORDS}"
DESCENDING = re.compile(f"top|{MOST}|{MOST_WORDS}")


@dataclass(frozen=True)
class OrderMatch:
    """An order shape found in a question: the span, how many, which end first, and the thing's own match."""

    shape: OrderShape
    match: re.Match[str]
    descending: bool
    limit: int | None


def find_order(thing: str, text: str) -> OrderMatch | None:
    """The first order shape of ORDER_SHAPES around `thing` (a regex) in `text`."""
    for shape in ORDER_SHAPES:
        m = _shape_pattern(shape.template, thing).search(text)
        if m is None:
            continue
        word = m.group("dir") or m.groupdict().get("dir2") or ""
        said = m.group("n") or m.groupdict().get("n2")
        limit = (int(said) if said.isdigit() else NUMBER_WORDS.get(said.lower())) if said else shape.default_limit
        return OrderMatch(shape, m, DESCENDING.fullmatch(word) is not None, limit)
    return None


@lru_cache(maxsize=8192)
def _shape_pattern(template: str, thing: str) -> re.Pattern[str]:
    return re.compile(template.format(thing=thing, n=NUMBER, direction=ORDER_DIRECTION, lead=ORDER_LEAD))


# Follow-up operations. "and the month before?": the last answer's period, moved one step
PERIOD_MOVE = re.compile(
    r"(?<![\w])(?:the\s+)?(?:(?P<unit>day|week|month|quarter|year)\s+(?P<when>before|prior|earlier|after|later)"
    r"|(?P<when2>previous|prior|preceding|following|next)\s+(?P<unit2>day|week|month|quarter|year))(?![\w])"
)
MOVES_BACK = frozenset({"before", "prior", "earlier", "previous", "preceding"})
# "what about frozen?", "same for Spain", "X instead": a new filter replaces the last one of its kind
REPLACING_CUE = re.compile(r"^\W*(?:(?:what|how)\s+about|same\s+for|what\s+if|and\s+for)\b|\binstead\b|\brather\b")
# "just Fast Pass", "only the EMEA teams": the last answer narrowed to some rows, its breakdowns kept
NARROWING_CUE = re.compile(r"^\W*(?:and\s+|but\s+|now\s+)?(?:just|only)\b", re.IGNORECASE)
