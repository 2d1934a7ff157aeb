"""The semantic query: what a question asks, in catalog terms. The offline reader and the model both
produce one; the compiler turns it into SQL. Names are MetricFlow's: a dimension is referred to as
`entity__dimension` (or its bare name when that is unique), time as `metric_time` with a grain."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from sqlclarify.semantic.model import Grain


class TimeRange(BaseModel):
    """A closed range of days (ISO dates) and the words it came from."""

    start: str
    end: str
    label: str
    floating: bool = False  # named without a year ("December"): moved back to the latest such period with data


class DimensionFilter(BaseModel):
    """dimension IN values (or NOT IN with `exclude`)."""

    dimension: str
    values: list[str]
    exclude: bool = False


class GroupBy(BaseModel):
    """A dimension to break the answer down by; `metric_time` with a grain for a time series."""

    dimension: str
    grain: Grain | str | None = None  # a standard grain, or a custom granularity of the time spine


class OrderBy(BaseModel):
    """Sort by a metric or a group-by dimension of the query."""

    key: str
    descending: bool = False


class Share(BaseModel):
    """A metric's share of the total of the answer's rows ("share of revenue by country"), or of the total
    within each value of `within` (each country's share of its region)."""

    metric: str
    within: list[str] = Field(default_factory=list)  # group-by dimensions (references) the total is taken per


class TopN(BaseModel):
    """Only the first `n` rows by a metric, per value of `per` ("top 3 products per region")."""

    n: int = Field(gt=0)
    by: str  # a metric of the query
    per: list[str] = Field(default_factory=list)  # group-by dimensions (references); empty: of all rows
    descending: bool = True


class SemanticQuery(BaseModel):
    metrics: list[str] = Field(default_factory=list)
    group_by: list[GroupBy] = Field(default_factory=list)
    filters: list[DimensionFilter] = Field(default_factory=list)
    time_range: TimeRange | None = None  # None: all the data
    compare_to: TimeRange | None = None  # "Nov vs Oct": time_range Nov, compare_to Oct
    order_by: list[OrderBy] = Field(default_factory=list)
    limit: int | None = None
    shares: list[Share] = Field(default_factory=list)  # a `<metric>__share` column for each
    # "what % of revenue came from food": the part's filter; each metric is answered as its part (`<metric>__part`),
    # the whole (`<metric>`, over the other filters) and the part in percent of the whole (`<metric>__part_pct`)
    part: DimensionFilter | None = None
    # "running total of revenue by month": each metric column holds the sum of its values up to each period (over
    # the answer's periods, within each value of the other group-bys); additive metrics only (sums and counts)
    running_total: bool = False
    top: TopN | None = None
    # MetricFlow widens a time range to whole periods of the query's grain (Nov 2025 by week starts on Oct 27);
    # False keeps the range as asked (the agent's answers), widening only to the data's stored grain
    whole_periods: bool = False


CompareColumn = Literal["compare", "change", "change_pct"]
