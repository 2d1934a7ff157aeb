"""The data of the flights test catalog (tests/data/catalogs/flights): a few flights a month in 2013 from
three New York airports on three airlines. Delays differ by airline (Delta least, United most), so "best"
and "worst" have one right answer each; the data ends on 2013-12-31, long before the tests' today."""

from __future__ import annotations

import sqlite3
from pathlib import Path

CATALOG = Path(__file__).resolve().parents[1] / "data" / "catalogs" / "flights"
CARRIERS = [("AA", "American Airlines"), ("DL", "Delta Air Lines"), ("UA", "United Air Lines")]
BASE_DELAY = {"AA": 5, "DL": 2, "UA": 12}  # minutes, before the month's own bit
ORIGIN_DELAY = {"JFK": 0, "LGA": 3, "EWR": 6}  # EWR the worst airport for delays, JFK the best
AIR_TIME = {"AA": 150, "DL": 160, "UA": 140}
ORIGINS = ["JFK", "LGA", "EWR"]


def flight_rows() -> list[tuple]:
    """(id, flight_date, carrier_code, origin, arr_delay, air_time, cancelled); December has a fourth day."""
    rows = []
    for month in range(1, 13):
        days = (5, 15, 25, 28) if month == 12 else (5, 15, 25)
        for day in days:
            for code, _ in CARRIERS:
                for origin in ORIGINS:
                    cancelled = int(code == "UA" and day == 25 and origin == "EWR")
                    delay = BASE_DELAY[code] + ORIGIN_DELAY[origin] + month % 3
                    rows.append(
                        (len(rows) + 1, f"2013-{month:02d}-{day:02d}", code, origin, delay, AIR_TIME[code], cancelled)
                    )
    return rows


def build_flights(path: Path) -> Path:
    """The flights database as a SQLite file at `path`."""
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE carriers (code TEXT PRIMARY KEY, name TEXT)")
        db.execute(
            "CREATE TABLE flights (id INTEGER PRIMARY KEY, flight_date TEXT, carrier_code TEXT, origin TEXT, "
            "arr_delay REAL, air_time REAL, cancelled INTEGER)"
        )
        db.executemany("INSERT INTO carriers VALUES (?, ?)", CARRIERS)
        db.executemany("INSERT INTO flights VALUES (?, ?, ?, ?, ?, ?, ?)", flight_rows())
    return path
