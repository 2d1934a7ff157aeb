"""Build examples/bikeshare/bikeshare.sqlite: a city bike-share scheme, generated deterministically (fixed seed).

Tables: stations (docking stations by district), riders (plan, home district, app platform), trips (one row per
ride: start station, day, minutes, kilometres, e-bike or not, fare, an optional 1-5 rating), dock_snapshots
(bikes docked and free docks at a station, counted on some days: balances), app_installs and pass_purchases
(an installed app, then maybe a pass bought: conversions), and calendar_days (the time spine, with the fiscal
quarter and fiscal year of each day; the fiscal year starts on 1 February). Rides run from 2024-01-01 through
2025-03-31; a few thousand rows in all.

Run: python examples/bikeshare/build.py
"""

from __future__ import annotations

import random
import sqlite3
from datetime import date, timedelta
from pathlib import Path

OUT = Path(__file__).with_name("bikeshare.sqlite")
START = date(2024, 1, 1)
END = date(2025, 3, 31)
SPINE_START = date(2023, 1, 1)
SPINE_END = date(2026, 12, 31)

DISTRICTS = ["Old Town", "Harbour", "University", "Riverside"]
PLANS = [("member", 5), ("casual", 4), ("student", 2)]
PLATFORMS = [("ios", 5), ("android", 4), ("web", 1)]
PASS_TYPES = [("day", 5.0), ("monthly", 25.0), ("annual", 180.0)]
REFERRALS = ["search", "friend", "poster", "none"]


def pick(rng: random.Random, weighted: list[tuple[str, int]]) -> str:
    return rng.choices([w[0] for w in weighted], weights=[w[1] for w in weighted])[0]


def days(first: date, last: date) -> list[date]:
    return [first + timedelta(days=i) for i in range((last - first).days + 1)]


def fiscal(day: date) -> tuple[str, str]:
    """Fiscal quarter and year of a day; fiscal year N runs from 1 February N-1 to 31 January N."""
    months = (day.month - 2) % 12  # months since 1 February
    year = day.year + 1 if day.month >= 2 else day.year
    return f"FY{year}-Q{months // 3 + 1}", f"FY{year}"


def main() -> None:
    rng = random.Random(20251125)
    OUT.unlink(missing_ok=True)
    con = sqlite3.connect(OUT)
    con.executescript(
        """
        CREATE TABLE stations (station_id INTEGER PRIMARY KEY, station_name TEXT NOT NULL, district TEXT NOT NULL,
            capacity INTEGER NOT NULL);
        CREATE TABLE riders (rider_id INTEGER PRIMARY KEY, plan TEXT NOT NULL, home_district TEXT,
            platform TEXT NOT NULL, signed_up_on TEXT NOT NULL);
        CREATE TABLE trips (trip_id INTEGER PRIMARY KEY, rider_id INTEGER NOT NULL, start_station_id INTEGER NOT NULL,
            started_on TEXT NOT NULL, duration_min INTEGER NOT NULL, distance_km REAL NOT NULL,
            is_ebike INTEGER NOT NULL, fare REAL NOT NULL, rating INTEGER);
        CREATE TABLE dock_snapshots (snapshot_id INTEGER PRIMARY KEY, station_id INTEGER NOT NULL,
            counted_on TEXT NOT NULL, bikes_docked INTEGER NOT NULL, docks_free INTEGER NOT NULL);
        CREATE TABLE app_installs (install_id INTEGER PRIMARY KEY, rider_id INTEGER NOT NULL,
            installed_on TEXT NOT NULL, platform TEXT NOT NULL, referral TEXT NOT NULL);
        CREATE TABLE pass_purchases (purchase_id INTEGER PRIMARY KEY, rider_id INTEGER NOT NULL,
            purchased_on TEXT NOT NULL, platform TEXT NOT NULL, pass_type TEXT NOT NULL, price REAL NOT NULL);
        CREATE TABLE calendar_days (date_day TEXT PRIMARY KEY, fiscal_quarter TEXT NOT NULL,
            fiscal_year TEXT NOT NULL);
        """
    )
    con.executemany(
        "INSERT INTO calendar_days VALUES (?, ?, ?)",
        [(d.isoformat(), *fiscal(d)) for d in days(SPINE_START, SPINE_END)],
    )
    stations = []
    for i in range(1, 13):
        district = DISTRICTS[(i - 1) % len(DISTRICTS)]
        stations.append(
            (i, f"{district} {['North', 'South', 'Square'][(i - 1) // 4]}", district, rng.choice([12, 16, 20, 24]))
        )
    con.executemany("INSERT INTO stations VALUES (?, ?, ?, ?)", stations)

    all_days = days(START, END)
    riders = []
    for i in range(1, 301):
        home = None if rng.random() < 0.05 else rng.choice(DISTRICTS)  # a few riders never said
        riders.append((i, pick(rng, PLANS), home, pick(rng, PLATFORMS), rng.choice(all_days[:300]).isoformat()))
    con.executemany("INSERT INTO riders VALUES (?, ?, ?, ?, ?)", riders)

    trips = []
    for i in range(1, 3201):
        day = rng.choice(all_days)
        if day.month in (1, 2) and rng.random() < 0.5:  # fewer rides in winter, and some empty days
            day = day + timedelta(days=120)
        ebike = rng.random() < 0.35
        minutes = max(2, int(rng.lognormvariate(2.6, 0.6)))
        km = round(minutes * rng.uniform(0.12, 0.3 if ebike else 0.22), 2)
        fare = round(1.0 + minutes * (0.25 if ebike else 0.15), 2)
        rating = None if rng.random() < 0.6 else rng.randint(1, 5)
        trips.append(
            (i, rng.randint(1, 300), rng.randint(1, 12), day.isoformat(), minutes, km, int(ebike), fare, rating)
        )
    con.executemany("INSERT INTO trips VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", trips)

    snapshots = []
    for station_id, _, _, capacity in stations:
        for day in all_days:
            if rng.random() < 0.3:  # counted on some days only, not the same days at every station
                docked = rng.randint(0, capacity)
                snapshots.append((len(snapshots) + 1, station_id, day.isoformat(), docked, capacity - docked))
    con.executemany("INSERT INTO dock_snapshots VALUES (?, ?, ?, ?, ?)", snapshots)

    installs, purchases = [], []
    for rider_id, _, _, platform, _ in riders:
        for _ in range(rng.choice([1, 1, 1, 2])):
            day = rng.choice(all_days)
            on = platform if rng.random() < 0.8 else pick(rng, PLATFORMS)
            installs.append((len(installs) + 1, rider_id, day.isoformat(), on, rng.choice(REFERRALS)))
            if rng.random() < 0.55:
                later = day + timedelta(days=int(rng.expovariate(1 / 9)))
                if later <= END:
                    bought_on = on if rng.random() < 0.75 else pick(rng, PLATFORMS)
                    kind, price = rng.choice(PASS_TYPES)
                    purchases.append((len(purchases) + 1, rider_id, later.isoformat(), bought_on, kind, price))
    con.executemany("INSERT INTO app_installs VALUES (?, ?, ?, ?, ?)", installs)
    con.executemany("INSERT INTO pass_purchases VALUES (?, ?, ?, ?, ?, ?)", purchases)
    con.commit()
    con.close()


if __name__ == "__main__":
    main()
