"""What the reader has found in a question so far (`Found`), and the few ways a catalog element is applied to it."""

from __future__ import annotations

from dataclasses import dataclass, field

from sqlclarify.semantic.query import DimensionFilter, GroupBy, OrderBy
from sqlclarify.state import Reading

ORDER_METRIC = "__metric__"  # order by "the metric", filled in once the metric is known


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
    # "and the month before?": the last answer's period moved (grain, steps: -1 back, 1 on), and the words said
    period_move: tuple[str, int, str] | None = None
    top_n: tuple[bool, int | None, str] | None = None  # a bare "top 5" with no breakdown here: (descending, n, words)
    earlier_metrics: list[str] = field(default_factory=list)  # a follow-up's metrics from the last answer
    # values several dimensions hold, nothing in the question saying which: (as said, "value:dim=v" refs)
    pending_values: list[tuple[str, list[str], bool]] = field(default_factory=list)  # (said, refs, excluded)
    # values read as a metric's own word ("signups"): (dimension, value, start, end, the metrics owning it), a
    # filter again if none of those is chosen and their words are still free
    owned_values: list[tuple[str, str, int, int, tuple[str, ...]]] = field(default_factory=list)
    # dimensions whose values a calendar word named together ("weekends": Saturday and Sunday): one filter, never
    # one row per value
    calendar_filters: set[str] = field(default_factory=set)
    change_word: bool = False  # "growth", "drop": compared with the period before, which a grain may narrow
    time_spans: list[tuple[int, int]] = field(default_factory=list)  # where the dates were read
    out_of_scope: list[str] = field(default_factory=list)  # words the catalog does not hold, the refusal names
    # "by start month": (the words as said, the time dimensions the word may name, the grain), settled on the metric
    time_grains: list[tuple[str, tuple[str, ...], str]] = field(default_factory=list)


def narrow_metric_candidates(found: Found, kept: list[str]) -> None:
    """The metrics to choose among narrowed to `kept` (none or all of them change nothing); one left is read as
    the metric, as if the question had named it."""
    reading = found.reading
    if not kept or len(kept) == len(reading.metric_candidates):
        return
    if len(kept) == 1:
        reading.query.metrics.append(kept[0])
        reading.metric_candidates, reading.candidate_phrase = [], ""
        found.mentioned.add("metric")
    else:
        reading.metric_candidates = kept


def set_order(found: Found, dim: str, descending: bool, limit: int | None) -> None:
    query = found.reading.query
    if all(g.dimension != dim for g in query.group_by):
        query.group_by.append(GroupBy(dimension=dim))
    query.order_by = [OrderBy(key=ORDER_METRIC, descending=descending)]
    query.limit = limit
    found.mentioned |= {"group_by", "order"}


def add_group_by(found: Found, dim: str) -> None:
    query = found.reading.query
    if all(g.dimension != dim for g in query.group_by):
        query.group_by.append(GroupBy(dimension=dim))
    found.mentioned.add("group_by")


def value_dims(found: Found, start: int) -> list[tuple[str, tuple[int, int]]]:
    """The dimensions of the values read right before `start` ("Airbus" before "planes")."""
    dims = []
    for a, b in found.value_spans:
        if b <= start and not found.reading_text[b:start].strip():
            dims.extend((dim, (a, b)) for dim, spans in found.value_dims.items() if (a, b) in spans)
    return dims


def ref_dimension(ref: str) -> str:
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
        add_group_by(found, name)
    elif kind == "value":
        dim, _, value = name.partition("=")
        values = found.values.setdefault(dim, [])
        if value not in values:
            values.append(value)
        query.filters = [f for f in query.filters if f.dimension != dim]
        query.filters.append(DimensionFilter(dimension=dim, values=values))
        found.mentioned.add(f"filter:{dim}")
        if len(values) > 1:
            add_group_by(found, dim)
