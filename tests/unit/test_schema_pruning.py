"""Schema pruning weighs question words by their rarity in the schema: a word every table has picks none."""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path

from sqlclarify.llm.schema_context import relevant_schema


def test_a_word_every_table_has_does_not_fill_the_excerpt(tmp_path: Path) -> None:
    path = tmp_path / "wide.sqlite"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE singer (singer_id INTEGER PRIMARY KEY, name TEXT, country TEXT)")
    conn.execute(
        "CREATE TABLE concert (concert_id INTEGER PRIMARY KEY, concert_name TEXT, year INTEGER, "
        "singer_id INTEGER REFERENCES singer)"
    )
    for i in range(20):
        conn.execute(f"CREATE TABLE catalog_{i} (id INTEGER PRIMARY KEY, name TEXT, title TEXT, year INTEGER)")
    conn.close()
    excerpt = relevant_schema(str(path), "What is the name and year of each concert?", budget_tokens=150)
    shown = set(re.findall(r"^TABLE (\S+) \(", excerpt, flags=re.MULTILINE))
    assert shown == {"concert", "singer"}, excerpt
