"""Build examples/qsr/qsr.sqlite: the quick-service restaurant chain of jsebastianfontz/qsr-semantic-layer-ai.

The semantic layer (models/) is that repository's, verbatim: one semantic model over `fct_daily_sales` (store x day)
and its ratio metrics (digital channel mix, target attainment, a same-store growth with a 365-day offset). The
repository ships its data as dbt seeds made by its own `generate_seeds.py` (Python's `random`, seed 42): 50 stores
in four US regions, daily sales for 2023-2024, monthly targets. This script makes the same seeds the same way (the
same draws in the same order, so the same numbers: the stores match the repository's `seeds/stores.csv`), then
shapes them as the repository's dbt models do:

- dim_store: is_same_store_eligible when the store opened on or before 2022-01-01, open_year;
- dim_date: is_weekend (Saturday, Sunday), us_holiday (New Year's Day, Independence Day, Christmas Eve, Christmas
  Day, else NULL), season (Holiday in November and December, Summer in June to August, else Regular);
- fct_daily_sales: the day's sales with the store's and the date's attributes, and daily_target, the store's
  monthly target divided by the days in that month.

Tables hold the columns the semantic model reads, and metricflow_time_spine (2020 to 2025). Booleans are 0/1,
dates 'YYYY-MM-DD'. Run: python examples/qsr/build.py   (standard library only)
"""

from __future__ import annotations

import calendar
import random
import sqlite3
from collections import defaultdict
from datetime import date, timedelta
from pathlib import Path

OUT = Path(__file__).with_name("qsr.sqlite")
REGIONS = {
    "Northeast": [
        "New York",
        "Boston",
        "Philadelphia",
        "Albany",
        "Hartford",
        "Providence",
        "Newark",
        "Buffalo",
        "Rochester",
        "Syracuse",
        "Trenton",
        "Bridgeport",
        "New Haven",
    ],
    "Southeast": [
        "Atlanta",
        "Miami",
        "Charlotte",
        "Orlando",
        "Tampa",
        "Nashville",
        "Richmond",
        "Raleigh",
        "Jacksonville",
        "Birmingham",
        "Savannah",
        "Greenville",
        "Huntsville",
    ],
    "West": [
        "Los Angeles",
        "Seattle",
        "Phoenix",
        "Denver",
        "Portland",
        "San Diego",
        "Las Vegas",
        "Salt Lake City",
        "Tucson",
        "Spokane",
        "Sacramento",
        "Albuquerque",
        "Boise",
    ],
    "Midwest": [
        "Chicago",
        "Detroit",
        "Columbus",
        "Indianapolis",
        "Milwaukee",
        "Cleveland",
        "Kansas City",
        "Minneapolis",
        "St. Louis",
        "Cincinnati",
        "Omaha",
        "Grand Rapids",
        "Akron",
    ],
}
STATE = {
    "New York": "NY",
    "Boston": "MA",
    "Philadelphia": "PA",
    "Albany": "NY",
    "Hartford": "CT",
    "Providence": "RI",
    "Newark": "NJ",
    "Buffalo": "NY",
    "Rochester": "NY",
    "Syracuse": "NY",
    "Trenton": "NJ",
    "Bridgeport": "CT",
    "New Haven": "CT",
    "Atlanta": "GA",
    "Miami": "FL",
    "Charlotte": "NC",
    "Orlando": "FL",
    "Tampa": "FL",
    "Nashville": "TN",
    "Richmond": "VA",
    "Raleigh": "NC",
    "Jacksonville": "FL",
    "Birmingham": "AL",
    "Savannah": "GA",
    "Greenville": "SC",
    "Huntsville": "AL",
    "Los Angeles": "CA",
    "Seattle": "WA",
    "Phoenix": "AZ",
    "Denver": "CO",
    "Portland": "OR",
    "San Diego": "CA",
    "Las Vegas": "NV",
    "Salt Lake City": "UT",
    "Tucson": "AZ",
    "Spokane": "WA",
    "Sacramento": "CA",
    "Albuquerque": "NM",
    "Boise": "ID",
    "Chicago": "IL",
    "Detroit": "MI",
    "Columbus": "OH",
    "Indianapolis": "IN",
    "Milwaukee": "WI",
    "Cleveland": "OH",
    "Kansas City": "MO",
    "Minneapolis": "MN",
    "St. Louis": "MO",
    "Cincinnati": "OH",
    "Omaha": "NE",
    "Grand Rapids": "MI",
    "Akron": "OH",
}
REGION_FACTOR = {"Northeast": 1.15, "Southeast": 0.95, "West": 1.10, "Midwest": 1.00}
MONTH_FACTOR = {
    1: 0.88,
    2: 0.90,
    3: 0.95,
    4: 0.98,
    5: 1.00,
    6: 1.02,
    7: 1.03,
    8: 1.02,
    9: 0.97,
    10: 0.98,
    11: 1.12,
    12: 1.20,
}


def day_factor(d: date) -> float:
    """The generator's demand: weekend peak, month seasonality, holiday bumps."""
    weekday = {5: 1.22, 6: 1.18, 4: 1.10}.get(d.weekday(), 1.0)
    boost = 0.0
    if d.month == 11 and d.weekday() == 3 and d.day >= 22:  # Thanksgiving
        boost = 0.30
    if d.month == 12 and d.day in (24, 25):
        boost = 0.35
    if d.month == 1 and d.day == 1:
        boost = 0.20
    if d.month == 7 and d.day == 4:
        boost = 0.15
    if d.month == 9 and d.weekday() == 0 and d.day <= 7:  # Labor Day
        boost = 0.12
    if d.month == 5 and d.weekday() == 0 and d.day >= 25:  # Memorial Day
        boost = 0.12
    return weekday * MONTH_FACTOR[d.month] * (1 + boost)


def seeds() -> tuple[list[dict], list[dict], dict[tuple, float]]:
    """stores, daily sales and monthly targets, drawn exactly as the repository's generate_seeds.py draws them."""
    rng = random.Random(42)
    cities = [(region, city) for region, names in REGIONS.items() for city in names]
    rng.shuffle(cities)
    stores = []
    for number, (region, city) in enumerate(cities[:50], start=1):
        opened = date(rng.randint(2020, 2022), rng.randint(1, 12), rng.randint(1, 28))
        stores.append(
            {"store_id": f"S{number:03d}", "city": city, "state": STATE[city], "region": region, "open_date": opened}
        )
    base = {s["store_id"]: rng.uniform(8000, 14000) for s in stores}
    sales = []
    day = date(2023, 1, 1)
    while day <= date(2024, 12, 31):
        for s in stores:
            gross = base[s["store_id"]] * REGION_FACTOR[s["region"]] * day_factor(day) * rng.uniform(0.93, 1.07)
            net = gross * rng.uniform(0.91, 0.94)
            digital = net * ((0.32 if day.weekday() < 5 else 0.24) + rng.uniform(-0.05, 0.05))
            ticket = rng.uniform(12, 16)
            transactions = max(1, int(net / ticket + rng.gauss(0, 5)))
            sales.append(
                {
                    "store_id": s["store_id"],
                    "sale_date": day,
                    "gross_sales": round(gross, 2),
                    "net_sales": round(net, 2),
                    "digital_sales": round(digital, 2),
                    "in_store_sales": round(net - digital, 2),
                    "transaction_count": transactions,
                }
            )
        day += timedelta(days=1)
    actuals: dict[tuple, float] = defaultdict(float)
    for row in sales:
        actuals[(row["store_id"], row["sale_date"].year, row["sale_date"].month)] += row["net_sales"]
    targets = {}
    for s in stores:
        for year in (2023, 2024):
            for month in range(1, 13):
                actual = actuals.get((s["store_id"], year, month), 0)
                targets[(s["store_id"], year, month)] = round(actual * rng.uniform(1.03, 1.08), 2)
    return stores, sales, targets


def holiday(d: date) -> str | None:
    return {
        (1, 1): "New Year's Day",
        (7, 4): "Independence Day",
        (12, 25): "Christmas Day",
        (12, 24): "Christmas Eve",
    }.get((d.month, d.day))


def season(d: date) -> str:
    return "Holiday" if d.month in (11, 12) else ("Summer" if d.month in (6, 7, 8) else "Regular")


def main() -> None:
    stores, sales, targets = seeds()
    store = {s["store_id"]: s for s in stores}
    rows = []
    for r in sales:
        s, d = store[r["store_id"]], r["sale_date"]
        target = targets[(r["store_id"], d.year, d.month)] / calendar.monthrange(d.year, d.month)[1]
        rows.append(
            (
                r["store_id"],
                d.isoformat(),
                s["region"],
                s["city"],
                s["state"],
                int(d.weekday() >= 5),
                season(d),
                int(s["open_date"] <= date(2022, 1, 1)),
                s["open_date"].year,
                holiday(d),
                r["gross_sales"],
                r["net_sales"],
                r["digital_sales"],
                r["in_store_sales"],
                r["transaction_count"],
                target,
            )
        )
    OUT.unlink(missing_ok=True)
    con = sqlite3.connect(OUT)
    con.executescript(
        """
        CREATE TABLE fct_daily_sales (store_id TEXT NOT NULL, sale_date TEXT NOT NULL, region TEXT, city TEXT,
            state TEXT, is_weekend INTEGER NOT NULL, season TEXT NOT NULL, is_same_store_eligible INTEGER NOT NULL,
            open_year INTEGER, us_holiday TEXT, gross_sales REAL, net_sales REAL, digital_sales REAL,
            in_store_sales REAL, transaction_count INTEGER, daily_target REAL, PRIMARY KEY (store_id, sale_date));
        CREATE TABLE metricflow_time_spine (date_day TEXT PRIMARY KEY);
        """
    )
    con.executemany("INSERT INTO fct_daily_sales VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)
    first = date(2020, 1, 1)
    con.executemany(
        "INSERT INTO metricflow_time_spine VALUES (?)",
        [((first + timedelta(days=n)).isoformat(),) for n in range((date(2026, 1, 1) - first).days)],
    )
    con.commit()
    con.close()


if __name__ == "__main__":
    main()
