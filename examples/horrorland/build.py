"""Build examples/horrorland/horrorland.sqlite: generated data for the Horrorland semantic layer.

KumarRabish/dbt_horrorland_analytics (a Halloween theme park) ships no seeds, so this script generates a park's
guests, ticketed visits and in-park point-of-sale sales with a fixed seed (stdlib only) and writes the mart
tables the three semantic models read, with the columns the project's mart SQL selects:

- dim_customers: one row per guest account (registration 2021-2024, ~15% VIP members, loyalty tiers skewed to
  Bronze); `is_vip_member` a BOOLEAN (0/1);
- fct_visits: one row per ticketed visit, 2023-01-01 to 2024-12-31, busiest in the Halloween season (mid
  September to early November) and at weekends; `in_park_spend` is the visit's matched POS spend on
  (customer_id, visit_date), as the project's model describes it, and `total_visit_spend` = ticket + in-park;
- fct_sales: one row per POS transaction, made by a guest on the day of a visit, plus about 9% by season-pass
  holders on days with no ticket row (those match no visit, so in-park spend < total POS sales);
- metricflow_time_spine: one row per day, 2020-01-01 to 2026-12-31 (the project's default date spine range).

Run: python examples/horrorland/build.py
"""

from __future__ import annotations

import random
import sqlite3
from datetime import date, timedelta
from pathlib import Path

OUT = Path(__file__).with_name("horrorland.sqlite")
SEED = 20261031
FIRST_VISIT = date(2023, 1, 1)
LAST_VISIT = date(2024, 12, 31)

FIRST_NAMES = [
    "Ava",
    "Liam",
    "Mia",
    "Noah",
    "Zoe",
    "Ethan",
    "Luna",
    "Mason",
    "Ivy",
    "Logan",
    "Nora",
    "Caleb",
    "Ruby",
    "Owen",
    "Hazel",
    "Eli",
    "Stella",
    "Jack",
    "Willow",
    "Leo",
    "Aria",
    "Ezra",
    "Violet",
    "Cole",
]
LAST_NAMES = [
    "Graves",
    "Hollow",
    "Crane",
    "Black",
    "Moss",
    "Ashford",
    "Vance",
    "Thorne",
    "Reyes",
    "Kim",
    "Patel",
    "Nguyen",
    "Garcia",
    "Miller",
    "Brooks",
    "Lee",
    "Hayes",
    "Ward",
    "Price",
    "Fox",
]
STATES = [  # (code, name, cities, weight): the park is in Ohio; most guests drive in from nearby states
    ("OH", "Ohio", ["Columbus", "Cleveland", "Dayton", "Toledo"], 45),
    ("PA", "Pennsylvania", ["Pittsburgh", "Erie"], 15),
    ("MI", "Michigan", ["Detroit", "Ann Arbor"], 12),
    ("IN", "Indiana", ["Indianapolis", "Fort Wayne"], 10),
    ("KY", "Kentucky", ["Louisville", "Lexington"], 8),
    ("WV", "West Virginia", ["Charleston"], 5),
    ("NY", "New York", ["Buffalo", "Rochester"], 5),
]
TICKET_TYPES = [  # (ticket_type, base price, weight outside the season, weight in the Halloween season)
    ("General Admission", 49.0, 55, 35),
    ("Fast Pass", 89.0, 12, 20),
    ("VIP Experience", 149.0, 5, 8),
    ("Season Pass Visit", 0.0, 18, 12),
    ("Haunted House Combo", 69.0, 10, 25),
]
CHANNELS = [("online", 50), ("mobile_app", 25), ("gate", 20), ("partner", 5)]
OUTLETS = [  # (location, category, items with unit prices)
    ("Cauldron Cafe", "food", [("Witch's Brew Latte", 6.5), ("Pumpkin Pie Slice", 5.0), ("Hot Dog", 7.0)]),
    ("Graveyard Grill", "food", [("Bone-In Burger", 14.0), ("Coffin Fries", 6.0), ("Blood Orange Soda", 4.0)]),
    ("Pumpkin Patch Snacks", "food", [("Caramel Apple", 6.0), ("Candy Corn Bag", 4.5), ("Popcorn Bucket", 9.0)]),
    ("Crypt Gift Shop", "merchandise", [("Horrorland Hoodie", 55.0), ("Glow Skull Mug", 18.0), ("Plush Bat", 22.0)]),
    ("Midway Games", "game", [("Ring Toss", 5.0), ("Zombie Shooting Gallery", 8.0), ("Claw Machine", 3.0)]),
    ("Fright Photo Booth", "photo", [("Scream Photo Print", 15.0), ("Digital Photo Pack", 25.0)]),
]
PAYMENT_METHODS = [("credit_card", 55), ("mobile_pay", 25), ("cash", 12), ("gift_card", 8)]
DAY_NAMES = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def _pick(rng: random.Random, weighted: list) -> object:
    return rng.choices([w[0] for w in weighted], weights=[w[-1] for w in weighted])[0]


def _in_season(day: date) -> bool:
    """The Halloween season: 15 September to 2 November."""
    return date(day.year, 9, 15) <= day <= date(day.year, 11, 2)


def _age_group(age: int) -> str:
    for bound, label in ((18, "Under 18"), (25, "18-24"), (35, "25-34"), (45, "35-44"), (55, "45-54")):
        if age < bound:
            return label
    return "55+"


def _customers(rng: random.Random) -> list[dict]:
    customers = []
    start = date(2021, 1, 1)
    span = (date(2024, 12, 15) - start).days
    for n in range(1, 1601):
        first, last = rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES)
        state = _pick(rng, STATES)
        code, state_name, cities, _ = next(s for s in STATES if s[0] == state)
        registered = start + timedelta(days=int(span * rng.random() ** 0.8))
        vip = rng.random() < 0.15
        tier = _pick(rng, [("Gold", 25 if vip else 10), ("Silver", 35 if vip else 28), ("Bronze", 40 if vip else 62)])
        segment = "High Value" if vip and tier == "Gold" else "Mid Value" if vip or tier == "Gold" else "Standard"
        age = rng.randint(14, 72)
        tenure = (date(2025, 1, 15) - registered).days
        customers.append(
            {
                "customer_id": f"CUST-{n:05d}",
                "first_name": first,
                "last_name": last,
                "email": f"{first.lower()}.{last.lower()}{n}@example.com",
                "is_valid_email": 1,
                "phone": f"555-{rng.randint(100, 999)}-{rng.randint(1000, 9999)}",
                "address": f"{rng.randint(1, 9999)} {rng.choice(['Elm', 'Oak', 'Maple', 'Cedar', 'Pine'])} St",
                "city": rng.choice(cities),
                "state": code,
                "state_name": state_name,
                "zip_code": f"{rng.randint(10000, 99999)}",
                "age": age,
                "gender": _pick(rng, [("F", 48), ("M", 48), ("X", 4)]),
                "is_vip_member": int(vip),
                "marketing_opt_in": int(rng.random() < 0.6),
                "preferred_scare_level": rng.randint(1, 5),
                "loyalty_points": rng.randint(0, 500) + (1500 if tier == "Gold" else 600 if tier == "Silver" else 0),
                "registration_date": registered.isoformat(),
                "age_group": _age_group(age),
                "loyalty_tier": tier,
                "customer_value_segment": segment,
                "customer_lifecycle_stage": "New" if tenure < 365 else "Growing" if tenure < 900 else "Established",
                "retention_risk_level": _pick(rng, [("High", 20), ("Medium", 35), ("Low", 45)]),
                "upsell_opportunity": "None"
                if vip
                else _pick(rng, [("VIP Upgrade", 30), ("Premium Pass", 30), ("None", 40)]),
                "created_at": f"{registered.isoformat()} 10:00:00",
                "updated_at": f"{registered.isoformat()} 10:00:00",
            }
        )
    return customers


def _daily_visits(rng: random.Random, day: date) -> int:
    weekend = day.weekday() >= 5
    if _in_season(day):
        mean = 28 if weekend else 12
        if day.month == 10 and day.day >= 24:
            mean *= 1.6
    elif day.month in (6, 7, 8):
        mean = 9 if weekend else 4
    elif day.month in (1, 2):
        mean = 1.5 if weekend else 0.4
    else:
        mean = 5 if weekend else 1.8
    mean *= 1.15 if day.year == 2024 else 1.0  # the second year grows
    return max(0, int(rng.gauss(mean, mean**0.5) + 0.5))


def main() -> None:
    rng = random.Random(SEED)
    customers = _customers(rng)
    visits: list[dict] = []
    sales: list[dict] = []
    day = FIRST_VISIT
    while day <= LAST_VISIT:
        eligible = [c for c in customers if c["registration_date"] <= day.isoformat()]
        guests = rng.sample(eligible, min(len(eligible), _daily_visits(rng, day)))
        for guest in guests:
            ticket_type = _pick(rng, [(t[0], t[3] if _in_season(day) else t[2]) for t in TICKET_TYPES])
            base = next(t[1] for t in TICKET_TYPES if t[0] == ticket_type)
            lead = 0 if rng.random() < 0.3 else rng.choice([1, 2, 3, 5, 7, 10, 14, 21, 30, 45])
            discount = rng.choice([0.1, 0.15, 0.2, 0.25]) if base and rng.random() < 0.22 else 0.0
            price = round(base * (1 - discount) * (1.1 if _in_season(day) else 1.0), 2)
            visit = {
                "ticket_id": f"TKT-{len(visits) + 1:06d}",
                "customer_id": guest["customer_id"],
                "visit_date": day,
                "ticket_type": ticket_type,
                "purchase_date": day - timedelta(days=lead),
                "purchase_channel": "gate" if lead == 0 and rng.random() < 0.6 else _pick(rng, CHANNELS),
                "booking_lead_days": lead,
                "is_discounted": int(discount > 0),
                "ticket_price": price,
                "spend": 0.0,
            }
            visits.append(visit)
            spend_scale = 1.6 if guest["is_vip_member"] else 1.0
            for _ in range(rng.choice([0, 0, 1, 1, 1, 2, 2, 3])):
                location, category, items = rng.choice(OUTLETS)
                item, unit = rng.choice(items)
                quantity = rng.choice([1, 1, 1, 2, 2, 3, 4]) if category != "merchandise" else rng.choice([1, 1, 2])
                amount = round(unit * quantity * spend_scale if category == "food" else unit * quantity, 2)
                sales.append(
                    {
                        "transaction_id": f"POS-{len(sales) + 1:07d}",
                        "customer_id": guest["customer_id"],
                        "visit_date": day,
                        "category": category,
                        "item_name": item,
                        "quantity": quantity,
                        "unit_price": round(amount / quantity, 2),
                        "total_amount": amount,
                        "payment_method": _pick(rng, PAYMENT_METHODS),
                        "location": location,
                    }
                )
                visit["spend"] += amount
        day += timedelta(days=1)
    # Season-pass holders enter without a ticket row: their POS sales match no visit, so the visit-level
    # in-park spend falls short of total POS sales (as the project's model description warns it can).
    visited = {(v["customer_id"], v["visit_date"]) for v in visits}
    for _ in range(len(sales) // 10):
        day = rng.choice(visits)["visit_date"]
        guest = rng.choice([c for c in customers if c["registration_date"] <= day.isoformat()])
        if (guest["customer_id"], day) in visited:
            continue
        location, category, items = rng.choice(OUTLETS)
        item, unit = rng.choice(items)
        quantity = rng.choice([1, 1, 2, 3])
        sales.append(
            {
                "transaction_id": f"POS-{len(sales) + 1:07d}",
                "customer_id": guest["customer_id"],
                "visit_date": day,
                "category": category,
                "item_name": item,
                "quantity": quantity,
                "unit_price": unit,
                "total_amount": round(unit * quantity, 2),
                "payment_method": _pick(rng, PAYMENT_METHODS),
                "location": location,
            }
        )

    OUT.unlink(missing_ok=True)
    con = sqlite3.connect(OUT)
    con.executescript(
        """
        CREATE TABLE dim_customers (
            customer_id TEXT PRIMARY KEY, first_name TEXT, last_name TEXT, email TEXT, is_valid_email BOOLEAN,
            phone TEXT, address TEXT, city TEXT, state TEXT, state_name TEXT, zip_code TEXT, age INTEGER,
            gender TEXT, is_vip_member BOOLEAN, marketing_opt_in BOOLEAN, preferred_scare_level INTEGER,
            loyalty_points INTEGER, registration_date DATE, age_group TEXT, loyalty_tier TEXT,
            customer_value_segment TEXT, customer_lifecycle_stage TEXT, retention_risk_level TEXT,
            upsell_opportunity TEXT, created_at TIMESTAMP, updated_at TIMESTAMP);
        CREATE TABLE fct_visits (
            visit_key TEXT, ticket_id TEXT PRIMARY KEY, customer_id TEXT, visit_date DATE, day_of_week TEXT,
            month_name TEXT, quarter INTEGER, year INTEGER, is_weekend BOOLEAN, ticket_type TEXT,
            purchase_date DATE, purchase_channel TEXT, booking_lead_days INTEGER, is_same_day_visit BOOLEAN,
            is_advance_purchase BOOLEAN, is_discounted BOOLEAN, ticket_price REAL, in_park_spend REAL,
            total_visit_spend REAL, feedback_count INTEGER, has_feedback BOOLEAN, avg_rating REAL);
        CREATE TABLE fct_sales (
            sales_key TEXT, transaction_id TEXT PRIMARY KEY, customer_id TEXT, visit_date DATE, day_of_week TEXT,
            month_name TEXT, quarter INTEGER, year INTEGER, is_weekend BOOLEAN, category TEXT, item_name TEXT,
            quantity INTEGER, unit_price REAL, total_amount REAL, payment_method TEXT, location TEXT);
        CREATE TABLE metricflow_time_spine (date_day DATE PRIMARY KEY);
        """
    )
    con.executemany(f"INSERT INTO dim_customers VALUES ({', '.join('?' * 26)})", [tuple(c.values()) for c in customers])

    def calendar(day: date) -> tuple:
        return (
            DAY_NAMES[day.weekday()],
            MONTH_NAMES[day.month - 1],
            (day.month - 1) // 3 + 1,
            day.year,
            int(day.weekday() >= 5),
        )

    for v in visits:
        feedback = rng.choice([0, 0, 0, 1, 1, 2])
        rating = round(rng.uniform(2.5, 5.0), 2) if feedback else None
        spend = round(v["spend"], 2)
        con.execute(
            f"INSERT INTO fct_visits VALUES ({', '.join('?' * 22)})",
            (
                f"vk{v['ticket_id'][4:]}",
                v["ticket_id"],
                v["customer_id"],
                v["visit_date"].isoformat(),
                *calendar(v["visit_date"]),
                v["ticket_type"],
                v["purchase_date"].isoformat(),
                v["purchase_channel"],
                v["booking_lead_days"],
                int(v["booking_lead_days"] == 0),
                int(v["booking_lead_days"] >= 7),
                v["is_discounted"],
                v["ticket_price"],
                spend,
                round(v["ticket_price"] + spend, 2),
                feedback,
                int(feedback > 0),
                rating,
            ),
        )
    for s in sales:
        con.execute(
            f"INSERT INTO fct_sales VALUES ({', '.join('?' * 16)})",
            (
                f"sk{s['transaction_id'][4:]}",
                s["transaction_id"],
                s["customer_id"],
                s["visit_date"].isoformat(),
                *calendar(s["visit_date"]),
                s["category"],
                s["item_name"],
                s["quantity"],
                s["unit_price"],
                s["total_amount"],
                s["payment_method"],
                s["location"],
            ),
        )
    day = date(2020, 1, 1)
    while day <= date(2026, 12, 31):
        con.execute("INSERT INTO metricflow_time_spine VALUES (?)", (day.isoformat(),))
        day += timedelta(days=1)
    con.commit()
    con.execute("VACUUM")
    con.close()


if __name__ == "__main__":
    main()
