"""A whole-number filter value on SQLite matches a column declared without a type: such a column keeps the
integer 1 as stored, and `IN ('1')` alone would match nothing (a 0/1 flag or an id said as a value)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from sqlclarify.semantic.compile import compile_query
from sqlclarify.semantic.model import Dimension, Entity, Measure, MeasureInput, Metric, SemanticLayer, SemanticModel
from sqlclarify.semantic.query import DimensionFilter, SemanticQuery

# ticket_id, untyped flag (integers), typed text code, untyped id
TICKETS = [(1, 1, "7", 10), (2, 0, "7", 10), (3, 1, "8", 11), (4, None, "07", 12)]


def _layer() -> SemanticLayer:
    tickets = SemanticModel(
        name="tickets",
        table="tickets",
        entities=[Entity(name="ticket", type="primary", expr="ticket_id")],
        dimensions=[
            Dimension(name="is_escalated", type="categorical", expr="is_escalated"),
            Dimension(name="code", type="categorical", expr="code"),
            Dimension(name="desk_id", type="categorical", expr="desk_id"),
        ],
        measures=[Measure(name="ticket_count", agg="count", expr="ticket_id")],
    )
    count = Metric(name="tickets", type="simple", label="tickets", measure=MeasureInput(name="ticket_count"))
    return SemanticLayer(semantic_models=[tickets], metrics={"tickets": count})


def _count(tmp_path: Path, dimension: str, values: list[str], exclude: bool = False) -> int:
    db = tmp_path / "t.sqlite"
    if not db.exists():
        with sqlite3.connect(db) as con:
            con.execute("CREATE TABLE tickets (ticket_id INTEGER, is_escalated, code TEXT, desk_id)")
            con.executemany("INSERT INTO tickets VALUES (?, ?, ?, ?)", TICKETS)
    query = SemanticQuery(
        metrics=["tickets"], filters=[DimensionFilter(dimension=dimension, values=values, exclude=exclude)]
    )
    sql = compile_query(_layer(), query, "sqlite").sql
    with sqlite3.connect(db) as con:
        return con.execute(sql).fetchall()[0][0]


def test_an_untyped_flag_matches_its_integers(tmp_path: Path) -> None:
    assert _count(tmp_path, "is_escalated", ["1"]) == 2
    assert _count(tmp_path, "is_escalated", ["0"]) == 1
    assert _count(tmp_path, "is_escalated", ["1"], exclude=True) == 2  # 0 and the unknown


def test_an_untyped_id_matches_and_a_text_column_keeps_its_spelling(tmp_path: Path) -> None:
    assert _count(tmp_path, "desk_id", ["10", "12"]) == 3
    assert _count(tmp_path, "code", ["7"]) == 2  # '07' is another code, not the number 7
    assert _count(tmp_path, "code", ["07"]) == 1


def test_postgres_keeps_text_literals() -> None:
    query = SemanticQuery(metrics=["tickets"], filters=[DimensionFilter(dimension="desk_id", values=["10"])])
    assert "IN ('10')" in compile_query(_layer(), query, "postgres").sql
