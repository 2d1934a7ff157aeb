"""Build examples/insurance_premiums/insurance_premiums.sqlite: generated data for the insurance finance semantic
layer of Madhulik123/insurance_finance_data_project (a digital insurer's premium transactions and contracts).

The repository ships its case-study extracts (2,660 premium transactions of June-August 2025, ten contracts);
they are not copied here. This script generates data in their shape with a fixed seed, stdlib only, and writes the
star schema the semantic models read, as the project's dbt SQL shapes it:

- fact_transactions: one row per premium transaction, 2024-07-01 to 2025-09-30, charged to one of the four
  parties of the extract (dronant, liadigital, getland, berlinre), status processed / refunded / failed (the
  extract's mix), EUR only; gross premium counts processed charges, net premium subtracts refunds, failed ones
  count zero (int_finance_data.sql); `date_key` is the day as YYYYMMDD, `party_key` the party;
- fact_customers_daily: one row per contract per day it runs (start to churn, or to 2025-09-30 if still active):
  `daily_premium` is the monthly premium spread over the days of the month, `acquired_premium` the monthly
  premium booked on the start day, `active_contract_count` 1, `is_active` 1 when the contract has not churned;
- dim_party, dim_product_group, dim_date: the dimensions (party name and type, product group name and category,
  calendar attributes) with the project's derivation rules; booleans are declared BOOLEAN (0/1);
- metricflow_time_spine: every day of dim_date (2024-01-01 to 2026-12-31).

Run: python examples/insurance_premiums/build.py
"""

from __future__ import annotations

import calendar
import random
import sqlite3
from datetime import date, datetime, timedelta
from pathlib import Path

OUT = Path(__file__).with_name("insurance_premiums.sqlite")
SEED = 2660
TX_START, DATA_END = date(2024, 7, 1), date(2025, 9, 30)
CALENDAR = (date(2024, 1, 1), date(2026, 12, 31))

PARTIES = [("dronant", 34), ("liadigital", 27), ("getland", 20), ("berlinre", 19)]
STATUSES = [("processed", 968), ("refunded", 19), ("failed", 11), ("process", 2)]  # 'process' is a typo in source
PRODUCT_GROUPS = [  # (key, weight, monthly premium range)
    ("dog", 22, (25, 75)),
    ("cat", 14, (12, 40)),
    ("dental", 16, (10, 45)),
    ("car", 9, (40, 120)),
    ("vehicle", 5, (30, 95)),
    ("liability", 15, (4, 15)),
    ("legal", 9, (12, 35)),
    ("contents", 10, (5, 25)),
]


def _party_type(key: str) -> str:
    if key.endswith("re"):
        return "Reinsurer"
    if key.endswith("digital"):
        return "digital_partner"
    if key.endswith("land"):
        return "property_partner"
    return "partner"


def _product_category(key: str) -> str:
    return {
        "dog": "pets",
        "cat": "pets",
        "dental": "health",
        "car": "property",
        "vehicle": "property",
        "liability": "liability",
        "legal": "liability",
    }.get(key, "others")


def _date_key(day: date) -> int:
    return int(day.strftime("%Y%m%d"))


def _days(start: date, end: date):
    day = start
    while day <= end:
        yield day
        day += timedelta(days=1)


def main() -> None:
    rng = random.Random(SEED)
    OUT.unlink(missing_ok=True)
    con = sqlite3.connect(OUT)
    con.executescript(
        """
        CREATE TABLE dim_date (
            date_key INTEGER PRIMARY KEY, calendar_date TEXT NOT NULL, year INTEGER, quarter INTEGER, month INTEGER,
            month_short TEXT, year_month TEXT, month_start_date TEXT, month_end_date TEXT, week_number INTEGER,
            week_start_date TEXT, is_weekend BOOLEAN NOT NULL);
        CREATE TABLE metricflow_time_spine (date_day TEXT PRIMARY KEY);
        CREATE TABLE dim_party (
            party_id INTEGER PRIMARY KEY, party_key TEXT NOT NULL UNIQUE, party_name TEXT, party_type TEXT);
        CREATE TABLE dim_product_group (
            product_group_id INTEGER PRIMARY KEY, product_group_key TEXT NOT NULL UNIQUE, product_group_name TEXT,
            product_category TEXT);
        CREATE TABLE fact_transactions (
            transaction_id TEXT PRIMARY KEY, date_key INTEGER REFERENCES dim_date(date_key), party_id INTEGER,
            status_key TEXT NOT NULL, transaction_date TEXT NOT NULL, party_key TEXT REFERENCES dim_party(party_key),
            premium_currency TEXT NOT NULL, gross_premium_amount REAL NOT NULL, net_premium_amount REAL NOT NULL);
        CREATE TABLE fact_customers_daily (
            date_key INTEGER REFERENCES dim_date(date_key), product_group_id INTEGER, calendar_date TEXT NOT NULL,
            user_id TEXT NOT NULL, product_group_key TEXT REFERENCES dim_product_group(product_group_key),
            monthly_premium REAL, daily_premium REAL, active_contract_count INTEGER NOT NULL,
            acquired_premium REAL NOT NULL, acquisition_date TEXT, contract_start_date TEXT, contract_end_date TEXT,
            is_active BOOLEAN NOT NULL);
        """
    )
    for day in _days(*CALENDAR):
        iso = day.isocalendar()
        con.execute(
            "INSERT INTO dim_date VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
            (
                _date_key(day),
                day.isoformat(),
                day.year,
                (day.month - 1) // 3 + 1,
                day.month,
                day.strftime("%b"),
                day.strftime("%Y-%m"),
                day.replace(day=1).isoformat(),
                day.replace(day=calendar.monthrange(day.year, day.month)[1]).isoformat(),
                int(day.strftime("%U")),
                (day - timedelta(days=(day.weekday() + 1) % 7)).isoformat(),
                int(iso.weekday >= 6),
            ),
        )
        con.execute("INSERT INTO metricflow_time_spine VALUES (?)", (day.isoformat(),))
    for number, (key, _) in enumerate(PARTIES, start=1):
        con.execute(
            "INSERT INTO dim_party VALUES (?,?,?,?)",
            (1000 + number, key, key.replace("_", " ").title(), _party_type(key)),
        )
    for number, (key, _, _) in enumerate(PRODUCT_GROUPS, start=1):
        con.execute(
            "INSERT INTO dim_product_group VALUES (?,?,?,?)", (2000 + number, key, key.title(), _product_category(key))
        )
    party_ids = {key: 1000 + n for n, (key, _) in enumerate(PARTIES, start=1)}
    group_ids = {key: 2000 + n for n, (key, _, _) in enumerate(PRODUCT_GROUPS, start=1)}

    # transactions: volume grows over the months; weekdays busier than weekends
    span = (DATA_END - TX_START).days
    seen: set[str] = set()
    for _ in range(7200):
        while True:
            day = TX_START + timedelta(days=int(span * rng.random() ** 0.75))
            if day.weekday() < 5 or rng.random() < 0.55:
                break
        moment = datetime(day.year, day.month, day.day, rng.randrange(24), rng.randrange(60), rng.randrange(60))
        party = rng.choices([p[0] for p in PARTIES], weights=[p[1] for p in PARTIES])[0]
        status = rng.choices([s[0] for s in STATUSES], weights=[s[1] for s in STATUSES])[0]
        status = "processed" if status == "process" else status
        amount = round(min(rng.lognormvariate(1.55, 0.7) * (1.3 if party == "berlinre" else 1.0), 140.0), 2)
        gross = amount if status == "processed" else 0.0
        net = amount if status == "processed" else (-amount if status == "refunded" else 0.0)
        while True:
            transaction_id = f"{rng.getrandbits(128):032x}"
            if transaction_id not in seen:
                seen.add(transaction_id)
                break
        con.execute(
            "INSERT INTO fact_transactions VALUES (?,?,?,?,?,?,?,?,?)",
            (
                transaction_id,
                _date_key(day),
                party_ids[party],
                status,
                moment.date().isoformat(),
                party,
                "EUR",
                gross,
                net,
            ),
        )

    # contracts: started over 2024-01 .. 2025-09, about a third churned
    users: set[str] = set()
    for _ in range(320):
        while True:
            user_id = f"{rng.randrange(16):x}-{rng.getrandbits(16):04x}"
            if user_id not in users:
                users.add(user_id)
                break
        key, _, (low, high) = rng.choices(PRODUCT_GROUPS, weights=[g[1] for g in PRODUCT_GROUPS])[0]
        start = date(2024, 1, 1) + timedelta(days=int(638 * rng.random() ** 0.9))
        acquired = datetime.combine(start - timedelta(days=1), datetime.min.time()) + timedelta(
            hours=rng.randrange(8, 23), minutes=rng.randrange(60)
        )
        churn = start + timedelta(days=rng.randrange(30, 400)) if rng.random() < 0.35 else None
        if churn is not None and churn > DATA_END:
            churn = None
        premium = round(rng.uniform(low, high), 2)
        end = churn or DATA_END
        for day in _days(start, max(start, end)):
            month_days = calendar.monthrange(day.year, day.month)[1]
            con.execute(
                "INSERT INTO fact_customers_daily VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
                (
                    _date_key(day),
                    group_ids[key],
                    day.isoformat(),
                    user_id,
                    key,
                    premium,
                    round(premium / month_days, 6),
                    1,
                    premium if day == start else 0.0,
                    acquired.date().isoformat(),
                    start.isoformat(),
                    churn.isoformat() if churn else None,
                    int(churn is None),
                ),
            )
    con.commit()
    con.execute("VACUUM")
    con.close()


if __name__ == "__main__":
    main()
