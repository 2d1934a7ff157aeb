"""Build examples/care_network/care_network.sqlite: the two marts the Dental_Demo semantic layer reads.

The source project (colin-thornburg/Dental_Demo) ships seeds for a multi-brand care network (Aspen Dental,
ClearChoice implant centres, WellNow urgent care, Chapter aesthetics, Lovet veterinary): 5 brands, 15
facilities and 28 services, kept verbatim in seeds/, but only 35 appointments and 38 transactions over two
months. This script keeps the brands, facilities and services and generates, with a fixed seed, patients,
appointments (2024-01-01 to 2025-09-30) and the transactions of completed appointments, then computes the two
marts exactly as the project's dbt SQL does:

- fct_daily_facility_metrics: one row per facility and day with appointments (appointment counts by status,
  new-patient visits, and the revenue, profit, insurance and patient payments, discounts and transactions of
  that facility's transactions on that day, 0 where none), as models/marts/fct_daily_facility_metrics.sql.
- dim_patient_summary: one row per patient (demographics, age and age group as of 2025, primary brand, lifetime
  appointments, no-shows, cancellations, revenue and gross profit), as models/marts/dim_patient_summary.sql.
- metricflow_time_spine: one row per day, 2023-01-01 to 2026-12-31.

Flags are 0/1 integers (SQLite has no boolean); dates are 'YYYY-MM-DD' text. Stdlib only:

    python examples/care_network/build.py
"""

from __future__ import annotations

import csv
import random
import sqlite3
from collections import defaultdict
from datetime import date, timedelta
from pathlib import Path

HERE = Path(__file__).parent
OUT = HERE / "care_network.sqlite"
SEED = 20251008
START, END = date(2024, 1, 1), date(2025, 9, 30)
AGE_YEAR = 2025  # the dbt model ages patients by the current year; the data is pinned to 2025

FIRST = [
    "James",
    "Mary",
    "Robert",
    "Patricia",
    "John",
    "Jennifer",
    "Michael",
    "Linda",
    "David",
    "Elizabeth",
    "William",
    "Barbara",
    "Richard",
    "Susan",
    "Joseph",
    "Jessica",
    "Thomas",
    "Sarah",
    "Carlos",
    "Maria",
    "Daniel",
    "Nancy",
    "Anthony",
    "Lisa",
    "Kevin",
    "Sandra",
    "Jason",
    "Ashley",
    "Wei",
    "Priya",
]
LAST = [
    "Smith",
    "Johnson",
    "Williams",
    "Brown",
    "Jones",
    "Garcia",
    "Miller",
    "Davis",
    "Rodriguez",
    "Martinez",
    "Hernandez",
    "Lopez",
    "Wilson",
    "Anderson",
    "Thomas",
    "Taylor",
    "Moore",
    "Jackson",
    "Martin",
    "Lee",
    "Nguyen",
    "Patel",
    "Kim",
    "Clark",
    "Lewis",
    "Walker",
    "Hall",
    "Young",
    "King",
    "Wright",
]
SOURCES = [
    ("referral", 26),
    ("google_ads", 24),
    ("walk_in", 15),
    ("insurance_referral", 12),
    ("social_media", 10),
    ("instagram", 7),
    ("tv_ad", 6),
]
# appointment types and status odds per brand category
TYPES = {
    "dental": [("follow_up", 40), ("new_patient", 22), ("procedure", 25), ("consultation", 13)],
    "dental_implants": [("consultation", 45), ("new_patient", 20), ("procedure", 25), ("follow_up", 10)],
    "urgent_care": [("urgent_care", 80), ("new_patient", 12), ("follow_up", 8)],
    "medical_aesthetics": [("procedure", 45), ("consultation", 25), ("new_patient", 15), ("follow_up", 15)],
    "veterinary": [("wellness", 50), ("new_patient", 15), ("procedure", 20), ("follow_up", 15)],
}
INSURED_SHARE = {
    "dental": 0.6,
    "dental_implants": 0.25,
    "urgent_care": 0.75,
    "medical_aesthetics": 0.0,
    "veterinary": 0.1,
}
STATE_CITIES = {
    "IL": ["Chicago", "Naperville", "Evanston", "Oak Park"],
    "IN": ["Indianapolis", "Carmel"],
    "AZ": ["Phoenix", "Scottsdale", "Tucson", "Tempe", "Mesa"],
    "FL": ["Tampa", "Clearwater"],
    "CO": ["Denver", "Aurora"],
    "GA": ["Atlanta", "Decatur"],
    "NY": ["Syracuse", "Rochester", "Buffalo"],
}


def _read(name: str) -> list[dict[str, str]]:
    with (HERE / "seeds" / f"{name}.csv").open(newline="") as handle:
        return list(csv.DictReader(handle))


def _pick(rng: random.Random, weighted: list[tuple[str, int]]) -> str:
    return rng.choices([w for w, _ in weighted], [n for _, n in weighted])[0]


def _age_group(age: int) -> str:
    if age < 18:
        return "Under 18"
    if age <= 34:
        return "18-34"
    if age <= 54:
        return "35-54"
    if age <= 64:
        return "55-64"
    return "65+"


def main() -> None:
    rng = random.Random(SEED)
    brands = {int(b["brand_id"]): b for b in _read("raw_brands")}
    facilities = [f for f in _read("raw_facilities")]
    services: dict[int, list[dict[str, str]]] = defaultdict(list)
    for s in _read("raw_services"):
        services[int(s["brand_id"])].append(s)

    # patients: created 2022-06 .. 2025-09, more of them recently; each with a primary brand
    brand_weights = [(1, 40), (3, 30), (5, 14), (2, 8), (4, 8)]
    patients = []
    for n in range(1, 1601):
        created = date(2022, 6, 1) + timedelta(days=int(1217 * rng.random() ** 0.8))
        brand_id = rng.choices([b for b, _ in brand_weights], [w for _, w in brand_weights])[0]
        states = sorted({f["state"] for f in facilities if int(f["brand_id"]) == brand_id})
        state = rng.choice(states)
        born = date(rng.randint(1940, 2019 if brand_id in (3, 5) else 2012), rng.randint(1, 12), rng.randint(1, 28))
        patients.append(
            {
                "patient_id": f"P{n:04d}",
                "full_name": f"{rng.choice(FIRST)} {rng.choice(LAST)}",
                "date_of_birth": born.isoformat(),
                "gender": rng.choice("MF"),
                "city": rng.choice(STATE_CITIES[state]),
                "state": state,
                "acquisition_source": _pick(rng, SOURCES),
                "created": created,
                "is_active": 1 if rng.random() < 0.82 else 0,
                "primary_brand_id": brand_id,
            }
        )
    by_brand: dict[int, list[dict]] = defaultdict(list)
    for p in patients:
        by_brand[p["primary_brand_id"]].append(p)

    appointments, transactions = [], []
    day = START
    while day <= END:
        growth = 1.0 + 0.25 * ((day - START).days / (END - START).days)
        for f in facilities:
            brand_id = int(f["brand_id"])
            category = brands[brand_id]["category"]
            if day.weekday() == 6 and category in ("dental", "dental_implants", "medical_aesthetics"):
                continue  # closed on Sundays
            mean = (
                int(f["capacity_per_day"])
                / 22
                * growth
                * (1.25 if category == "urgent_care" and day.month in (12, 1, 2) else 1.0)
            )
            count = sum(1 for _ in range(int(mean * 2)) if rng.random() < 0.5)
            pool = [p for p in by_brand[brand_id] if p["created"] <= day] or by_brand[brand_id]
            for _ in range(count):
                patient = rng.choice(pool)
                kind = _pick(rng, TYPES[category])
                if day > date(2025, 9, 23) and rng.random() < 0.5:
                    status = "scheduled"
                else:
                    status = _pick(
                        rng,
                        [
                            ("completed", 80),
                            ("cancelled", 10 if category != "urgent_care" else 4),
                            ("no_show", 8 if category != "veterinary" else 5),
                        ],
                    )
                appointments.append(
                    {
                        "date": day,
                        "facility": f,
                        "patient": patient["patient_id"],
                        "type": kind,
                        "status": status,
                        "brand_id": brand_id,
                        "category": category,
                    }
                )
                if status != "completed":
                    continue
                menu = services[brand_id]
                lines = 1 + (rng.random() < 0.45) + (rng.random() < 0.15)
                for svc in rng.sample(menu, min(lines, len(menu))):
                    price = float(svc["standard_price"])
                    if price > 20000 and rng.random() < 0.85:
                        svc = menu[2]  # full-arch restorations are rare
                        price = float(svc["standard_price"])
                    qty = 1
                    discount = round(price * 0.1, 2) if rng.random() < 0.12 else 0.0
                    revenue = round(price * qty - discount, 2)
                    insured = round(revenue * INSURED_SHARE[category] * rng.uniform(0.8, 1.1), 2)
                    insured = min(insured, revenue)
                    transactions.append(
                        {
                            "date": day,
                            "facility_id": f["facility_id"],
                            "patient": patient["patient_id"],
                            "revenue": revenue,
                            "insurance": insured,
                            "patient_paid": round(revenue - insured, 2),
                            "discount": discount,
                            "profit": round(revenue - float(svc["cost"]) * qty, 2),
                        }
                    )
        day += timedelta(days=1)

    OUT.unlink(missing_ok=True)
    db = sqlite3.connect(OUT)
    db.executescript("""
        CREATE TABLE fct_daily_facility_metrics (
            metric_date TEXT, facility_id INTEGER, facility_name TEXT, facility_code TEXT, facility_city TEXT,
            facility_state TEXT, region TEXT, brand_id INTEGER, brand_name TEXT, brand_code TEXT,
            brand_category TEXT, total_appointments INTEGER, completed_appointments INTEGER,
            cancelled_appointments INTEGER, no_show_appointments INTEGER, scheduled_appointments INTEGER,
            unique_patients INTEGER, new_patient_visits INTEGER, total_revenue REAL, total_gross_profit REAL,
            total_insurance_revenue REAL, total_patient_revenue REAL, total_discounts REAL,
            total_transactions INTEGER);
        CREATE TABLE dim_patient_summary (
            patient_id TEXT PRIMARY KEY, full_name TEXT, gender TEXT, city TEXT, state TEXT,
            acquisition_source TEXT, patient_created_at TEXT, is_active INTEGER, primary_brand_id INTEGER,
            primary_brand_name TEXT, primary_brand_category TEXT, age INTEGER, age_group TEXT,
            total_appointments INTEGER, completed_appointments INTEGER, cancelled_appointments INTEGER,
            no_show_appointments INTEGER, lifetime_revenue REAL, lifetime_gross_profit REAL);
        CREATE TABLE metricflow_time_spine (date_day TEXT PRIMARY KEY);
    """)

    daily: dict[tuple, dict] = {}
    for a in appointments:
        key = (a["date"].isoformat(), int(a["facility"]["facility_id"]))
        row = daily.setdefault(
            key,
            {
                "f": a["facility"],
                "n": 0,
                "completed": 0,
                "cancelled": 0,
                "no_show": 0,
                "scheduled": 0,
                "patients": set(),
                "new": 0,
            },
        )
        row["n"] += 1
        row[a["status"]] += 1
        row["patients"].add(a["patient"])
        row["new"] += a["type"] == "new_patient" and a["status"] == "completed"
    money: dict[tuple, list[float]] = defaultdict(lambda: [0.0, 0.0, 0.0, 0.0, 0.0, 0])
    for t in transactions:
        m = money[(t["date"].isoformat(), int(t["facility_id"]))]
        for i, k in enumerate(("revenue", "profit", "insurance", "patient_paid", "discount")):
            m[i] += t[k]
        m[5] += 1
    for (day_text, facility_id), r in sorted(daily.items()):
        f = r["f"]
        b = brands[int(f["brand_id"])]
        m = money.get((day_text, facility_id), [0.0, 0.0, 0.0, 0.0, 0.0, 0])
        db.execute(
            "INSERT INTO fct_daily_facility_metrics VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (
                day_text,
                facility_id,
                f["facility_name"],
                f["facility_code"],
                f["city"],
                f["state"],
                f["region"],
                int(f["brand_id"]),
                b["brand_name"],
                b["brand_code"],
                b["category"],
                r["n"],
                r["completed"],
                r["cancelled"],
                r["no_show"],
                r["scheduled"],
                len(r["patients"]),
                r["new"],
                round(m[0], 2),
                round(m[1], 2),
                round(m[2], 2),
                round(m[3], 2),
                round(m[4], 2),
                m[5],
            ),
        )

    per_patient: dict[str, dict[str, float]] = defaultdict(lambda: defaultdict(float))
    for a in appointments:
        s = per_patient[a["patient"]]
        s["n"] += 1
        s[a["status"]] += 1
    for t in transactions:
        per_patient[t["patient"]]["revenue"] += t["revenue"]
        per_patient[t["patient"]]["profit"] += t["profit"]
    for p in patients:
        s = per_patient[p["patient_id"]]
        b = brands[p["primary_brand_id"]]
        age = AGE_YEAR - int(p["date_of_birth"][:4])
        db.execute(
            "INSERT INTO dim_patient_summary VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (
                p["patient_id"],
                p["full_name"],
                p["gender"],
                p["city"],
                p["state"],
                p["acquisition_source"],
                p["created"].isoformat(),
                p["is_active"],
                p["primary_brand_id"],
                b["brand_name"],
                b["category"],
                age,
                _age_group(age),
                int(s["n"]),
                int(s["completed"]),
                int(s["cancelled"]),
                int(s["no_show"]),
                round(s["revenue"], 2),
                round(s["profit"], 2),
            ),
        )

    spine = date(2023, 1, 1)
    while spine <= date(2026, 12, 31):
        db.execute("INSERT INTO metricflow_time_spine VALUES (?)", (spine.isoformat(),))
        spine += timedelta(days=1)
    db.commit()
    db.execute("VACUUM")
    db.close()


if __name__ == "__main__":
    main()
