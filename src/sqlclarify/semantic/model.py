"""The semantic layer as typed data, after MetricFlow: semantic models (a table with entities, dimensions
and measures) and metrics built on their measures. Readers under `semantic/readers/` produce it from dbt
files or a manifest; nothing here knows a domain word or a SQL dialect.

sqlclarify's additions to the dbt spec (synonyms, required filters, value aliases, how a metric rolls up
over time) are read from each element's `meta` (or `config.meta`) and kept as typed fields here.
"""

from __future__ import annotations

from functools import cached_property
from typing import Literal

from pydantic import BaseModel, Field

Grain = Literal["day", "week", "month", "quarter", "year"]
GRAINS: tuple[Grain, ...] = ("day", "week", "month", "quarter", "year")
MeasureAgg = Literal["sum", "count", "count_distinct", "average", "min", "max", "sum_boolean", "median", "percentile"]
MetricType = Literal["simple", "ratio", "derived", "cumulative", "conversion"]
EntityType = Literal["primary", "unique", "foreign", "natural"]

METRIC_TIME = "metric_time"  # MetricFlow's name for "the metric's own time dimension"


class Entity(BaseModel):
    """A join key of a semantic model."""

    name: str
    type: EntityType
    expr: str  # the column or SQL expression (defaults to the name)


class ValueInfo(BaseModel):
    """A known value of a categorical dimension, with the words people use for it."""

    value: str
    label: str | None = None
    synonyms: list[str] = Field(default_factory=list)


class ValueGroup(BaseModel):
    """A named set of values ("SEA" = six markets), read from meta."""

    name: str
    label: str | None = None
    values: list[str]
    synonyms: list[str] = Field(default_factory=list)


class Dimension(BaseModel):
    """A categorical or time dimension of a semantic model."""

    name: str
    type: Literal["categorical", "time"]
    expr: str
    label: str | None = None
    description: str = ""
    granularity: Grain | None = None  # time dimensions: the grain of the stored value
    synonyms: list[str] = Field(default_factory=list)
    values: list[ValueInfo] = Field(default_factory=list)  # meta.values: known values and their aliases
    groups: list[ValueGroup] = Field(default_factory=list)  # meta.groups
    all_words: list[str] = Field(default_factory=list)  # meta.all_words: words meaning "every value"
    read_values: bool = True  # meta.read_values: read the distinct values from the database
    validity: Literal["start", "end"] | None = None  # SCD type II: the row is valid from start until end
    is_partition: bool = False  # joined models with a partition dimension of the same name join on it too
    date_key: bool = False  # time dimensions: stores a date as a YYYYMMDD integer (found from the data at load)


class NonAdditive(BaseModel):
    """MetricFlow's non_additive_dimension: a measure (a balance) that adds up across entities but not over
    time; per group (and `window_groupings`), only the rows at the first or last value of `dimension` count."""

    dimension: str
    window_choice: Literal["min", "max"] = "max"
    window_groupings: list[str] = Field(default_factory=list)  # entity names


class Measure(BaseModel):
    """An aggregation over a column or expression of a semantic model."""

    name: str
    agg: MeasureAgg
    expr: str
    label: str | None = None
    description: str = ""
    agg_time_dimension: str | None = None  # a time dimension of the same semantic model
    synonyms: list[str] = Field(default_factory=list)  # meta.synonyms
    percentile: float | None = None  # agg percentile: 0 < p < 1
    percentile_discrete: bool = False  # PERCENTILE_DISC rather than PERCENTILE_CONT
    percentile_approximate: bool = False  # an engine's approximate percentile where it has one
    non_additive: NonAdditive | None = None  # a balance: only the rows at the min/max of a time dimension count


class RowFilter(BaseModel):
    """One condition of a row-level policy: a dimension of the model against values, literal or `{user.ATTR}`."""

    dimension: str
    operator: Literal["in", "not_in", "equals", "not_equals"] = "in"
    values: list[str]


class AccessRule(BaseModel):
    """meta.access_policy item (after Cube's): for `group` ("*" everyone, a group, or "user:NAME"), the rows
    it may read — all of them, or those every filter keeps. A model with rules shows a user only the rows of
    the rules that match them (none: no rows)."""

    group: str
    row_filters: list[RowFilter] | None = None  # None: every row


class SemanticModel(BaseModel):
    name: str
    table: str  # the database table (`model: ref('x')` means table x)
    label: str | None = None
    description: str = ""
    entities: list[Entity] = Field(default_factory=list)
    dimensions: list[Dimension] = Field(default_factory=list)
    measures: list[Measure] = Field(default_factory=list)
    default_agg_time_dimension: str | None = None
    primary_entity: str | None = None  # MetricFlow's primary_entity for models without a primary key
    synonyms: list[str] = Field(default_factory=list)  # meta.synonyms
    access_policy: list[AccessRule] = Field(default_factory=list)  # meta.access_policy: row-level security
    source: str = ""  # the file it was read from, for error messages

    def dimension(self, name: str) -> Dimension | None:
        return next((d for d in self.dimensions if d.name == name), None)

    def measure(self, name: str) -> Measure | None:
        return next((m for m in self.measures if m.name == name), None)

    @property
    def primary_entities(self) -> list[Entity]:
        return [e for e in self.entities if e.type in ("primary", "unique", "natural")]


class MetricInput(BaseModel):
    """A metric used by a ratio or derived metric, optionally filtered or offset in time."""

    name: str
    filter: list[str] = Field(default_factory=list)  # MetricFlow where-filters ({{ Dimension('x__y') }} = 'v')
    alias: str | None = None
    offset_window: str | None = None  # "1 month", "1 year"
    offset_to_grain: Grain | None = None


class MeasureInput(BaseModel):
    name: str
    filter: list[str] = Field(default_factory=list)
    fill_nulls_with: float | None = None
    join_to_timespine: bool = False


class ConversionParams(BaseModel):
    """A conversion metric (MetricFlow's): base events, conversion events of the same entity within `window`
    after them, and properties that must be equal on both."""

    base_measure: MeasureInput
    conversion_measure: MeasureInput
    entity: str
    calculation: Literal["conversion_rate", "conversions"] = "conversion_rate"
    window: str | None = None  # "7 days"; None: any time after
    constant_properties: list[tuple[str, str]] = Field(default_factory=list)  # (base property, conversion property)


class TimeRollup(BaseModel):
    """meta.time_rollup: compute the metric per `grain` period, then `agg` those values over the range
    (DAU over a month is the average of its daily values, not their sum)."""

    grain: Grain
    agg: Literal["average", "min", "max", "last", "first"] = "average"


class Metric(BaseModel):
    name: str
    type: MetricType
    label: str
    description: str = ""
    measure: MeasureInput | None = None  # simple, cumulative
    numerator: MetricInput | None = None  # ratio
    denominator: MetricInput | None = None  # ratio
    expr: str | None = None  # derived: an expression over the input metrics' names or aliases
    metrics: list[MetricInput] = Field(default_factory=list)  # derived
    window: str | None = None  # cumulative: "7 days"; None with grain_to_date None means all time
    grain_to_date: Grain | None = None  # cumulative
    period_agg: Literal["first", "last", "average"] = "first"  # cumulative, grouped by a coarser grain than day
    conversion: ConversionParams | None = None  # conversion
    filter: list[str] = Field(default_factory=list)
    # sqlclarify's meta
    synonyms: list[str] = Field(default_factory=list)
    qualifiers: list[str] = Field(default_factory=list)  # words that pick this metric among others
    requires: list[str] = Field(default_factory=list)  # dimension names (or metric_time) a question must give
    time_rollup: TimeRollup | None = None
    unit: str | None = None
    decimals: int | None = None  # display rounding
    # meta.higher_is_better: which way is better ("best" / "worst"); None: the catalog does not say
    higher_is_better: bool | None = None
    source: str = ""


class Excluded(BaseModel):
    """An element of a catalog that was left out (invalid, or not computable): the rest of the catalog works.

    `catalog check` lists these; a question naming one is answered with `reason`."""

    file: str
    kind: Literal["semantic_model", "measure", "dimension", "entity", "metric", "saved_query", "time_spine", "other"]
    name: str
    reason: str
    words: list[str] = Field(default_factory=list)  # its label/description words, so a question can name it

    def line(self) -> str:
        """`file: kind 'name': reason` on one line (`file: reason` for a whole file or the whole catalog)."""
        reason = " ".join(self.reason.split())
        if self.kind == "other":
            whole = self.name in ("catalog", self.file.replace("\\", "/").rsplit("/", 1)[-1])
            return f"{self.file}: {reason}" if whole else f"{self.file}: {self.name}: {reason}"
        return f"{self.file}: {self.kind.replace('_', ' ')} '{self.name}': {reason}"


class Notice(BaseModel):
    """Something of a catalog read but not used, the element itself kept (an unknown key, a role sqlclarify
    cannot give): `catalog check` names it as a warning; it does not count as left out."""

    file: str
    text: str  # e.g. "unknown key 'datatype' in field 'orders.amount' ignored"

    def line(self) -> str:
        return f"{self.file}: {' '.join(self.text.split())}"


class SavedQuery(BaseModel):
    """A named query kept in a catalog (dbt `saved_queries:`): its metrics, group-bys and where-filters, as
    MetricFlow templates (`Dimension('order__status')`, `TimeDimension('metric_time', 'month')`)."""

    name: str
    label: str | None = None
    description: str = ""
    metrics: list[str]
    group_by: list[str] = Field(default_factory=list)
    where: list[str] = Field(default_factory=list)
    order_by: list[str] = Field(default_factory=list)
    limit: int | None = None
    source: str = ""


class AiContext(BaseModel):
    """What a catalog tells AI tools about one element (Apache Ossie's `ai_context`), besides its synonyms
    (those go to the element's `synonyms`): how to use it, and example questions."""

    kind: Literal["catalog", "semantic_model", "dimension", "entity", "metric", "relationship"]
    name: str
    instructions: str = ""
    examples: list[str] = Field(default_factory=list)


class TimeSpine(BaseModel):
    """A time spine table (dbt's `time_spine:`): one row per period of `grain` in `column`, and custom
    granularities (fiscal quarters, retail weeks…), each a column naming the custom period of that row."""

    table: str
    column: str
    grain: Grain = "day"
    custom_granularities: dict[str, str] = Field(default_factory=dict)  # name → column


class SemanticLayer(BaseModel):
    """Every semantic model and metric of a catalog, with lookups the reader and the compiler share."""

    semantic_models: list[SemanticModel]
    metrics: dict[str, Metric]
    source: str = ""  # the path it was read from
    excluded: list[Excluded] = Field(default_factory=list)  # elements left out, each with its one-line reason
    notices: list[Notice] = Field(default_factory=list)  # keys ignored, roles not used: the elements are kept
    saved_queries: list[SavedQuery] = Field(default_factory=list)  # dbt saved_queries, checked against the metrics
    ai_context: list[AiContext] = Field(default_factory=list)  # Ossie ai_context instructions and examples
    time_spines: list[TimeSpine] = Field(default_factory=list)  # the project's time spines, finest first
    # the SQL dialect the catalog's expressions are written in, when its project says (dbt_project.yml's
    # `vars: sqlclarify: sql_dialect:`); None: the warehouse's own. Expressions are translated from it.
    sql_dialect: str | None = None

    def written_in(self, dialect: str) -> str:
        """The dialect to read the catalog's own SQL in, for a query compiled to `dialect`."""
        return self.sql_dialect or dialect

    def custom_grain(self, name: str) -> tuple[TimeSpine, str] | None:
        """The spine and column of a custom granularity, or None when no spine declares it."""
        for spine in self.time_spines:
            if name in spine.custom_granularities:
                return spine, spine.custom_granularities[name]
        return None

    @cached_property
    def measures(self) -> dict[str, tuple[SemanticModel, Measure]]:
        """Measure name → (its semantic model, the measure); measure names are unique in a manifest."""
        return {m.name: (model, m) for model in self.semantic_models for m in model.measures}

    def model(self, name: str) -> SemanticModel:
        return next(m for m in self.semantic_models if m.name == name)

    @property
    def tables(self) -> set[str]:
        return {m.table for m in self.semantic_models}

    def base_measures(self, metric_name: str) -> list[str]:
        """The measures a metric is computed from, through ratio and derived inputs."""
        metric = self.metrics[metric_name]
        if metric.conversion is not None:
            return [metric.conversion.base_measure.name, metric.conversion.conversion_measure.name]
        if metric.measure is not None:
            return [metric.measure.name]
        inputs = [i for i in (metric.numerator, metric.denominator) if i] + metric.metrics
        return list(dict.fromkeys(m for i in inputs for m in self.base_measures(i.name)))
