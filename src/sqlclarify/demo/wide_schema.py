"""A synthetic wide schema for schema-pruning tests and benchmarks: a few music-store tables that a
question is about, and many unrelated business tables around them."""

from __future__ import annotations

import sqlite3
from pathlib import Path

RELEVANT_TABLES = ("artist", "album", "album_sale")
AREAS = ("warehouse", "payroll", "shipment", "supplier", "ledger", "campaign", "ticket")


def build_wide_database(path: Path, tables: int) -> Path:
    """`tables` tables in all: the 3 music-store ones (linked by foreign keys), the rest unrelated."""
    conn = sqlite3.connect(path)
    try:
        conn.execute("CREATE TABLE artist (artist_id INTEGER PRIMARY KEY, name TEXT)")
        conn.execute(
            "CREATE TABLE album (album_id INTEGER PRIMARY KEY, title TEXT, artist_id INTEGER REFERENCES artist)"
        )
        conn.execute(
            "CREATE TABLE album_sale (sale_id INTEGER PRIMARY KEY, album_id INTEGER REFERENCES album, "
            "sold_on TEXT, quantity INTEGER)"
        )
        for i in range(tables - len(RELEVANT_TABLES)):
            area = AREAS[i % len(AREAS)]
            cols = ", ".join(f"{area}_field_{j} TEXT" for j in range(8))
            conn.execute(f"CREATE TABLE {area}_{i} (id INTEGER PRIMARY KEY, {cols})")
        conn.commit()
    finally:
        conn.close()
    return path
