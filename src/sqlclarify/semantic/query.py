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
    grain: Grain | None = None


class OrderBy(BaseModel):
    """Sort by a metric or a group-by dimension of the query."""

    key: str
    descending: bool = False


class SemanticQuery(BaseModel):
    metrics: list[str] = Field(default_factory=list)
    group_by: list[GroupBy] = Field(default_factory=list)
    filters: list[DimensionFilter] = Field(default_factory=list)
    time_range: TimeRange | None = None  # None: all the data
    compare_to: TimeRange | None = None  # "Nov vs Oct": time_range Nov, compare_to Oct
    order_by: list[OrderBy] = Field(default_factory=list)
    limit: int | None = None


CompareColumn = Literal["compare", "change", "change_pct"]
