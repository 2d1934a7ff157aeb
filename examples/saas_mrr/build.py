"""Build examples/saas_mrr/saas_mrr.sqlite: generated data for the B2B SaaS MRR semantic layer.

sheppardpaw34-netizen/b2b-saas-mrr-analytics-engine (a B2B SaaS company billing through Stripe) reads Stripe
extracts its repository does not ship, so this script generates customers and their subscriptions with a fixed
seed (stdlib only) and derives the three marts the semantic models read the way the project's dbt SQL does:

- dim_customers: one row per Stripe customer (`cus_...`): name, email, billing currency (lower case, as Stripe
  writes it; mostly usd), `first_active_month` (the first month with an active subscription; the month of
  `created_at` for a customer never active) and `created_at`;
- fct_mrr_months: one row per subscription and month it is active (`is_active_month` always 1), with that
  month's `monthly_mrr` (the MRR in force on the month's first day, or the start MRR in the month it starts); a
  subscription's MRR is its plan's price per seat x seats, less a discount negotiated per subscription, and it
  changes with upgrades and seats added or removed;
- fct_mrr_movements: one row per change of a subscription's MRR (`new`, `expansion`, `contraction`, `churn`),
  `mrr_change` = current - previous MRR (negative for contraction and churn), `movement_at` a timestamp;
- metricflow_time_spine: one row per day, 2024-01-01 to 2027-12-31 (the project's own range).

Customers sign up from January 2024 to November 2025; today (the suite's) is 2025-12-08.

Run: python examples/saas_mrr/build.py
"""

from __future__ import annotations

import hashlib
import random
import sqlite3
from datetime import date, datetime, timedelta
from pathlib import Path

OUT = Path(__file__).with_name("saas_mrr.sqlite")
SEED = 20251208
FIRST_DAY, LAST_DAY = date(2024, 1, 1), date(2025, 11, 30)

PLANS = [  # (price id, monthly price per seat in the billing currency, weight at signup)
    ("price_starter_monthly", 29.0, 40),
    ("price_team_monthly", 99.0, 32),
    ("price_business_monthly", 299.0, 20),
    ("price_enterprise_monthly", 999.0, 8),
]
CURRENCIES = [("usd", 62), ("eur", 16), ("gbp", 10), ("cad", 7), ("aud", 5)]
STATUS_OF_LIVE = [("active", 90), ("past_due", 6), ("trialing", 4)]
PREFIXES = [
    "Acme",
    "Bluefin",
    "Cobalt",
    "Driftwood",
    "Evergreen",
    "Foxglove",
    "Granite",
    "Harbor",
    "Ironwood",
    "Juniper",
    "Keystone",
    "Lumen",
    "Meridian",
    "Northwind",
    "Oakridge",
    "Pinnacle",
    "Quarry",
    "Redwood",
    "Summit",
    "Tidewater",
    "Upland",
    "Vantage",
    "Willow",
    "Yellowtail",
    "Zephyr",
]
SUFFIXES = [
    "Analytics",
    "Labs",
    "Logistics",
    "Health",
    "Studios",
    "Foods",
    "Robotics",
    "Legal",
    "Capital",
    "Energy",
    "Apparel",
    "Dental",
    "Media",
    "Software",
    "Builders",
    "Travel",
]
FORMS = ["Inc", "LLC", "Ltd", "GmbH", "Co"]


def _pick(rng: random.Random, weighted: list) -> object:
    return rng.choices(weighted, weights=[w[-1] for w in weighted])[0]


def _amount(plan: str, seats: int, discount: float) -> float:
    """A subscription's MRR: the plan's price per seat, times seats, less the negotiated discount."""
    price = next(p[1] for p in PLANS if p[0] == plan)
    return round(price * seats * discount, 2)


def _month(day: date) -> date:
    return day.replace(day=1)


def _next_month(month: date) -> date:
    return date(month.year + month.month // 12, month.month % 12 + 1, 1)


def _stamp(rng: random.Random, day: date) -> str:
    return datetime(day.year, day.month, day.day, rng.randint(7, 22), rng.randint(0, 59), rng.randint(0, 59)).isoformat(
        sep=" "
    )


def _random_day(rng: random.Random, first: date, last: date) -> date:
    return first + timedelta(days=rng.randint(0, (last - first).days))


def main() -> None:
    rng = random.Random(SEED)
    customers, months, movements = [], [], []
    names: set[str] = set()
    span = (LAST_DAY - FIRST_DAY).days
    for n in range(1, 621):
        while True:
            name = f"{rng.choice(PREFIXES)} {rng.choice(SUFFIXES)} {rng.choice(FORMS)}"
            if name not in names:
                names.add(name)
                break
        created = FIRST_DAY + timedelta(days=int(span * rng.random() ** 0.85))  # signups grow over time
        customer_id = f"cus_{hashlib.md5(f'c{n}'.encode()).hexdigest()[:14]}"
        currency = _pick(rng, CURRENCIES)[0]
        first_active = None
        # 8% never activate (a trial that never converted); the rest start a subscription within three weeks
        subscriptions = 0 if rng.random() < 0.08 else (2 if rng.random() < 0.12 else 1)
        for s in range(subscriptions):
            start = created + timedelta(days=rng.randint(0, 21)) if s == 0 else _random_day(rng, created, LAST_DAY)
            if start > LAST_DAY:
                continue
            subscription_id = f"sub_{hashlib.md5(f's{n}-{s}'.encode()).hexdigest()[:14]}"
            plan, _, _ = _pick(rng, PLANS)
            seats = 1 if plan == "price_starter_monthly" else rng.randint(1, 12)
            discount = round(rng.uniform(0.75, 1.0), 3)  # negotiated per subscription
            # the subscription's life: (day, price id, MRR) changes; MRR 0 is a cancellation
            changes: list[tuple[date, str, float]] = [(start, plan, _amount(plan, seats, discount))]
            day = start
            while True:
                day += timedelta(days=rng.randint(45, 240))
                if day > LAST_DAY:
                    break
                roll = rng.random()
                if roll < 0.22:
                    changes.append((day, changes[-1][1], 0.0))  # churn
                    break
                plan = changes[-1][1]
                index = next(i for i, p in enumerate(PLANS) if p[0] == plan)
                if roll < 0.30 and index < len(PLANS) - 1:
                    plan = PLANS[index + 1][0]  # upgrade
                elif roll < 0.42:
                    seats += rng.randint(1, 6)  # more seats
                elif roll < 0.50 and seats > 1:
                    seats -= rng.randint(1, seats - 1)  # fewer seats
                else:
                    continue
                changes.append((day, plan, _amount(plan, seats, discount)))
            canceled = changes[-1][0] if changes[-1][2] == 0.0 else None
            status = "canceled" if canceled else _pick(rng, STATUS_OF_LIVE)[0]
            previous = 0.0
            for day, price_id, amount in changes:
                kind = (
                    "new"
                    if previous == 0 and amount > 0
                    else "expansion"
                    if amount > previous
                    else "contraction"
                    if amount > 0
                    else "churn"
                )
                stamp = _stamp(rng, day)
                movements.append(
                    {
                        "mrr_movement_id": hashlib.md5(f"{subscription_id}{stamp}".encode()).hexdigest(),
                        "subscription_id": subscription_id,
                        "customer_id": customer_id,
                        "plan_price_id": price_id,
                        "customer_status": status,
                        "previous_mrr": previous,
                        "current_mrr": amount,
                        "mrr_change": amount - previous,
                        "mrr_movement_type": kind,
                        "movement_at": stamp,
                        "subscription_started_at": _stamp(random.Random(subscription_id), start),
                        "subscription_canceled_at": _stamp(random.Random(subscription_id), canceled)
                        if canceled
                        else None,
                    }
                )
                previous = amount
            month = _month(start)
            while month <= _month(LAST_DAY) and (canceled is None or month < _month(canceled)):
                # the price in force on the month's first day (the start price in the start month)
                in_force = [c for c in changes if c[0] <= max(month, start) and c[2] > 0]
                price_id, amount = in_force[-1][1], in_force[-1][2]
                months.append(
                    {
                        "subscription_month_id": f"{subscription_id}_{month:%Y-%m}",
                        "date_month": month.isoformat(),
                        "customer_id": customer_id,
                        "subscription_id": subscription_id,
                        "plan_price_id": price_id,
                        "monthly_mrr": amount,
                        "is_active_month": 1,
                    }
                )
                first_active = month if first_active is None or month < first_active else first_active
                month = _next_month(month)
        slug = name.lower().replace(" ", "")
        customers.append(
            {
                "customer_id": customer_id,
                "customer_email": f"billing@{slug}.example.com",
                "customer_name": name,
                "currency": currency,
                "first_active_month": (first_active or _month(created)).isoformat(),
                "created_at": _stamp(rng, created),
            }
        )
    OUT.unlink(missing_ok=True)
    con = sqlite3.connect(OUT)
    con.executescript(
        """
        CREATE TABLE dim_customers (
            customer_id TEXT PRIMARY KEY, customer_email TEXT, customer_name TEXT, currency TEXT,
            first_active_month DATE, created_at TIMESTAMP);
        CREATE TABLE fct_mrr_months (
            subscription_month_id TEXT PRIMARY KEY, date_month DATE NOT NULL, customer_id TEXT NOT NULL,
            subscription_id TEXT NOT NULL, plan_price_id TEXT, monthly_mrr REAL NOT NULL,
            is_active_month BOOLEAN NOT NULL);
        CREATE TABLE fct_mrr_movements (
            mrr_movement_id TEXT PRIMARY KEY, subscription_id TEXT NOT NULL, customer_id TEXT NOT NULL,
            plan_price_id TEXT, customer_status TEXT, previous_mrr REAL, current_mrr REAL, mrr_change REAL,
            mrr_movement_type TEXT, movement_at TIMESTAMP NOT NULL, subscription_started_at TIMESTAMP,
            subscription_canceled_at TIMESTAMP);
        CREATE TABLE metricflow_time_spine (date_day DATE PRIMARY KEY);
        """
    )
    for table, rows in (("dim_customers", customers), ("fct_mrr_months", months), ("fct_mrr_movements", movements)):
        columns = list(rows[0])
        con.executemany(
            f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({', '.join('?' for _ in columns)})",
            [tuple(row[c] for c in columns) for row in rows],
        )
    day, spine = date(2024, 1, 1), []
    while day < date(2028, 1, 1):
        spine.append((day.isoformat(),))
        day += timedelta(days=1)
    con.executemany("INSERT INTO metricflow_time_spine VALUES (?)", spine)
    con.commit()
    con.close()


if __name__ == "__main__":
    main()
