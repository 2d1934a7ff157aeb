"""Build examples/scooter_sharing/scooter_sharing.sqlite: a deterministic stand-in for the project's two tables.

The source repository (vsmoleevskii/dbt-scooters, no licence stated) reads a raw PostgreSQL schema of scooter trips
and users that it does not ship; it ships one seed, seeds/scooters.csv (kept verbatim beside this script). This
script loads that seed and generates plausible trips with a fixed seed, standard library only, for the project's
own time-spine range, 2023-06-01 .. 2023-08-31 (Moscow time):

- scooters: the seed as it is (company, model, hardware_id, scooters: how many scooters of that model).
- trips_users: one row per trip, with the columns of the project's trips_users model (trips_prep joined to users):
  id, user_id, scooter_hw_id (a hardware_id of the seed), started_at / finished_at ('YYYY-MM-DD HH:MM:SS'),
  start/finish coordinates, distance_m, price_rub (rubles; 0 on a free trip), duration_s, is_free (0/1: a trip
  with a duration and a zero price), date (the Moscow date of started_at), sex ('M' / 'F'), age (trip year minus
  birth year) and updated_at.
- metricflow_time_spine: the project's daily calendar (date_day), 2023-06-01 .. 2023-08-31.

Run: python examples/scooter_sharing/build.py
"""

from __future__ import annotations

import csv
import random
import sqlite3
from datetime import date, datetime, timedelta
from pathlib import Path

HERE = Path(__file__).parent
OUT = HERE / "scooter_sharing.sqlite"
SEED = 20230905
START, END = date(2023, 6, 1), date(2023, 8, 31)
USERS = 700
# Moscow's centre; trips start and end within a few kilometres of it
LAT, LON = 55.751, 37.618


def _scooters() -> list[tuple]:
    with (HERE / "seeds" / "scooters.csv").open(newline="") as handle:
        return [(r["company"], r["model"], r["hardware_id"], int(r["scooters"])) for r in csv.DictReader(handle)]


def _users(rng: random.Random) -> list[tuple[int, str, int]]:
    """(id, sex, birth year): riders are mostly young adults."""
    users = []
    for uid in range(1, USERS + 1):
        age = min(75, max(16, int(rng.gauss(31, 10))))
        users.append((uid, "M" if rng.random() < 0.58 else "F", 2023 - age))
    return users


def _trips(rng: random.Random, scooters: list[tuple], users: list[tuple]) -> list[tuple]:
    hardware = [s[2] for s in scooters]
    weights = [s[3] for s in scooters]
    # a few keen riders take many trips
    activity = [rng.paretovariate(1.6) for _ in users]
    rows, trip_id, day = [], 0, START
    while day <= END:
        weekend = day.weekday() >= 5
        # the season grows through June, peaks in July, fades in late August
        season = 1.0 + 0.35 * (day.month == 7) - 0.2 * (day.month == 8 and day.day > 20)
        for _ in range(int(rng.gauss(52 if weekend else 44, 6) * season)):
            trip_id += 1
            uid, sex, born = rng.choices(users, weights=activity)[0]
            hour = rng.choices(range(7, 24), weights=[3, 6, 5, 3, 3, 4, 5, 5, 4, 5, 7, 8, 7, 6, 5, 3, 2])[0]
            started = datetime(day.year, day.month, day.day, hour, rng.randrange(60), rng.randrange(60))
            duration = int(min(5400, max(90, rng.lognormvariate(6.6, 0.6))))
            finished = started + timedelta(seconds=duration)
            distance = round(duration * rng.uniform(2.2, 4.2), 1)
            free = rng.random() < 0.06
            price = 0.0 if free else round(50 + 8.99 * (duration / 60), 2)
            lat0, lon0 = LAT + rng.gauss(0, 0.03), LON + rng.gauss(0, 0.05)
            lat1, lon1 = lat0 + rng.gauss(0, 0.01), lon0 + rng.gauss(0, 0.015)
            rows.append((
                trip_id, uid, rng.choices(hardware, weights=weights)[0],
                started.strftime("%Y-%m-%d %H:%M:%S"), finished.strftime("%Y-%m-%d %H:%M:%S"),
                round(lat0, 6), round(lon0, 6), round(lat1, 6), round(lon1, 6), distance, price, duration,
                int(free), day.isoformat(), sex, day.year - born, "2023-09-01 03:00:00",
            ))
        day += timedelta(days=1)
    return rows


def main() -> None:
    rng = random.Random(SEED)
    scooters = _scooters()
    trips = _trips(rng, scooters, _users(rng))
    OUT.unlink(missing_ok=True)
    with sqlite3.connect(OUT) as db:
        db.execute("CREATE TABLE scooters (company TEXT, model TEXT, hardware_id TEXT, scooters INTEGER)")
        db.executemany("INSERT INTO scooters VALUES (?, ?, ?, ?)", scooters)
        db.execute(
            "CREATE TABLE trips_users (id INTEGER PRIMARY KEY, user_id INTEGER, scooter_hw_id TEXT, started_at TEXT,"
            " finished_at TEXT, start_lat REAL, start_lon REAL, finish_lat REAL, finish_lon REAL, distance_m REAL,"
            " price_rub REAL, duration_s INTEGER, is_free INTEGER, date TEXT, sex TEXT, age INTEGER, updated_at TEXT)"
        )
        db.executemany(f"INSERT INTO trips_users VALUES ({', '.join('?' * 17)})", trips)
        db.execute("CREATE TABLE metricflow_time_spine (date_day TEXT)")
        days = [(START + timedelta(days=n)).isoformat() for n in range((END - START).days + 1)]
        db.executemany("INSERT INTO metricflow_time_spine VALUES (?)", [(d,) for d in days])
    print(f"{OUT.name}: {len(trips)} trips, {len(scooters)} scooter models")


if __name__ == "__main__":
    main()
