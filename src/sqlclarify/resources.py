"""Per-warehouse facts the nodes share, cached: the catalog that applies, its vocabulary (with the
database's dimension values), and which dates hold data."""

from __future__ import annotations

import time
from dataclasses import dataclass
from datetime import date
from functools import lru_cache
from typing import Any

from sqlclarify.context import Context
from sqlclarify.errors import CatalogError
from sqlclarify.semantic.compile import CompileError, coverage_query, values_in_use_query, values_query
from sqlclarify.semantic.date_keys import SAMPLE, mark_date_keys
from sqlclarify.semantic.model import SemanticLayer
from sqlclarify.semantic.readers import load_semantic_layer
from sqlclarify.semantic.validate import check_against_schema, fit_to_schema
from sqlclarify.understanding.candidates import Vocabulary, build_vocabulary
from sqlclarify.understanding.dates import period_end
from sqlclarify.warehouse.base import QueryError, Warehouse

VALUES_LIMIT = 501  # one more than the vocabulary reads, to see that a dimension has too many values
CATALOG_RECHECK_S = 1.0  # how long a context trusts its catalog files before reading their modification times again
# a catalog whose values lookups failed (a timeout on a cold or busy engine, a dropped connection) reads them again
# after this long, instead of lacking those values ('canada' unplaced) for the rest of the process
VALUES_RETRY_S = 30.0


@dataclass(frozen=True, eq=False)  # hashed by identity: one per loaded layer and warehouse state
class Catalog:
    """A semantic layer that applies to a warehouse, with the words to read questions about it."""

    layer: SemanticLayer
    vocab: Vocabulary
    warehouse: Warehouse
    values_missing: tuple[str, ...] = ()  # dimensions whose values could not be read when it was built
    built_at: float = 0.0  # time.monotonic() then


def catalog_for(ctx: Context) -> Catalog | None:
    """The catalog when it applies to the database; None when the default catalog does not fit it.

    A catalog the user named that does not fit the database is an error, never a silent fallback.
    """
    # every node of a turn asks; the files are looked at again once the turn is over (a second later at most)
    recheck = int(time.monotonic() / CATALOG_RECHECK_S)
    layer = ctx.remembered("layer", (ctx.catalog, recheck), lambda: load_semantic_layer(ctx.catalog))
    warehouse = ctx.warehouse()
    key = (id(layer), id(warehouse), warehouse.fingerprint(), bool(ctx.catalog))
    cached = _CATALOGS.get(key, _ABSENT)
    if cached is _ABSENT or _values_worth_retrying(cached):
        if len(_CATALOGS) > 16:
            _CATALOGS.clear()
        _CATALOGS[key] = _catalog(layer, warehouse, bool(ctx.catalog))
    return _CATALOGS[key]


_ABSENT: Any = object()


def _values_worth_retrying(catalog: Catalog | None) -> bool:
    return (
        catalog is not None and bool(catalog.values_missing) and time.monotonic() - catalog.built_at >= VALUES_RETRY_S
    )


_CATALOGS: dict[tuple[int, int, str, bool], Catalog | None] = {}


def _catalog(layer: SemanticLayer, warehouse: Warehouse, named: bool) -> Catalog | None:
    problems = check_against_schema(layer, warehouse.schema())
    if problems:
        if not named:
            return None
        # a catalog the user named keeps what fits the database; what does not is left out, one line each
        layer = fit_to_schema(layer, warehouse.schema())
        if not layer.metrics:
            more = f" (and {len(problems) - 1} more problems)" if len(problems) > 1 else ""
            raise CatalogError(problems[0] + more)

    layer = mark_date_keys(layer, lambda sql: _first_column(warehouse, sql), warehouse.dialect)
    missing: list[str] = []

    def read_values(dimension: str) -> list[str]:
        try:
            result = warehouse.run(
                values_query(layer, dimension, warehouse.dialect, VALUES_LIMIT), max_rows=VALUES_LIMIT
            )
            if len(result.rows) >= VALUES_LIMIT:  # too many to read: those the facts refer to may not be
                in_use = values_in_use_query(layer, dimension, warehouse.dialect, VALUES_LIMIT)
                if in_use is not None:
                    result = warehouse.run(in_use, max_rows=VALUES_LIMIT)
        except CompileError:  # a dimension whose values cannot be listed simply adds no words
            return []
        except QueryError:  # nor one the engine failed to list now; but that one is asked again later
            missing.append(dimension)
            return []
        return [str(row[0]) for row in result.rows if row and row[0] is not None]

    vocab = build_vocabulary(layer, read_values)
    return Catalog(layer, vocab, warehouse, tuple(missing), time.monotonic())


def _first_column(warehouse: Warehouse, sql: str) -> list[object] | None:
    """The first column of a probe's rows; None when the engine could not run it (nothing is concluded)."""
    try:
        result = warehouse.run(sql, max_rows=SAMPLE + 2)
    except QueryError:
        return None
    return [row[0] for row in result.rows if row]


def data_coverage(catalog: Catalog, metrics: list[str]) -> tuple[date, date] | None:
    """First and last day with data for the metrics (their time dimensions' overall span)."""
    spans = [s for s in (_coverage(catalog, m, catalog.warehouse.fingerprint()) for m in metrics) if s]
    if not spans:
        return None
    return min(s[0] for s in spans), max(s[1] for s in spans)


@lru_cache(maxsize=256)
def _coverage(catalog: Catalog, metric: str, fingerprint: str) -> tuple[date, date] | None:
    try:
        result = catalog.warehouse.run(coverage_query(catalog.layer, metric, catalog.warehouse.dialect), max_rows=1)
    except (QueryError, CompileError):  # no coverage: the answer just cannot say which dates hold data
        return None
    if not result.rows or result.rows[0][0] is None:
        return None
    first, last = result.rows[0][:2]
    end = _as_date(last)
    grain = catalog.vocab.time_grains.get(metric)
    if grain and grain != "day":  # a monthly table's last row stands for its whole month
        end = period_end(end, grain)
    return _as_date(first), end


def _as_date(value: Any) -> date:
    if isinstance(value, date):
        return value if type(value) is date else value.date()  # type: ignore[attr-defined]
    return date.fromisoformat(str(value)[:10])
