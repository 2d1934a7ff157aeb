"""What a metric is computed over while compiling: group keys, a window of days, filters, a time offset."""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date, timedelta

from sqlclarify.semantic.errors import CompileError
from sqlclarify.semantic.model import METRIC_TIME, Grain
from sqlclarify.semantic.periods import parse_day, shift_day
from sqlclarify.semantic.query import TimeRange


@dataclass(frozen=True)
class Key:
    """A group key: a categorical dimension, a time dimension at a grain, or metric_time at a grain."""

    name: str  # the output column
    ref: str
    grain: Grain | None = None
    entity: bool = False  # an entity's key (a metric filter's `group_by`), not a dimension
    asked: str | None = None  # the agg time dimension's own name, when it stands for metric_time
    custom: str | None = None  # a custom granularity of the time spine (`grain` is then the spine's, "day")
    part: str | None = None  # a calendar part of `ref` ("dow": metric_time__extract_dow): a number, not a period

    @property
    def is_metric_time(self) -> bool:
        return self.ref == METRIC_TIME and not self.entity and self.part is None


@dataclass(frozen=True)
class Window:
    """The days a computation covers: start <= t < end."""

    start: date
    end: date

    def shifted(self, offset: tuple[int, str] | None) -> Window:
        if offset is None:
            return self
        amount, unit = offset
        return Window(shift_day(self.start, -amount, unit), shift_day(self.end, -amount, unit))


@dataclass(frozen=True)
class Scope:
    """What a metric is computed over: group keys, days, dimension filters, where-filters, a time offset."""

    keys: tuple[Key, ...]
    window: Window | None
    filters: tuple[tuple[str, tuple[str, ...], bool], ...]
    where: tuple[str, ...] = ()
    offset: tuple[int, str] | None = None
    by_period: bool = False  # the offset maps whole periods (a period-over-period comparison), never days
    to_grain: Grain | None = None  # offset_to_grain: each period shows the value at the start of its `to_grain`

    def with_where(self, filters: list[str]) -> Scope:
        return replace(self, where=tuple(dict.fromkeys([*self.where, *filters])))


def query_window(time_range: TimeRange | None, what: str) -> Window | None:
    if time_range is None:
        return None
    start, end = parse_day(time_range.start, what), parse_day(time_range.end, what)
    if end < start:
        raise CompileError(f"{what} {time_range.label!r} ends before it starts")
    return Window(start, end + timedelta(days=1))
