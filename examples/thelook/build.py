"""Build examples/thelook/thelook.sqlite: generated data for the theLook semantic layer (MSExcel1803/thelook-analytics).

The project reads Google's public BigQuery dataset `thelook_ecommerce` (a simulated clothing store), which cannot
be shipped here. This script generates a store in its image with a fixed seed, stdlib only, and writes the three
mart tables the semantic models read, with the columns the semantic YAML and the project's mart SQL name:

- dim_customers: one row per registered customer (2022-2024): country, traffic source, age band, gender, the
  lifetime figures over revenue-recognised orders, has_purchased, is_repeat_customer, is_active (a recognised
  order in the 90 days up to the latest order date) and customer_status;
- fct_orders: one row per order (2022-01-01 to 2024-12-31): order_status (Complete, Shipped, Processing,
  Cancelled, Returned), the flags the project derives from it, sequencing (is_first_purchase, is_repeat_purchase,
  cohort_month: the month of the customer's first recognised order) and the economics (net revenue, COGS and gross
  profit are zero for cancelled and returned orders, as the project's revenue rule says);
- fct_order_items: one row per unit, with product category, department and brand;
- metricflow_time_spine: one row per day of 2021-2025, with the week, month, quarter and year it starts.

Booleans are declared BOOLEAN (SQLite keeps them as 0/1). Run: python examples/thelook/build.py
"""

from __future__ import annotations

import random
import sqlite3
from datetime import date, timedelta
from pathlib import Path

OUT = Path(__file__).with_name("thelook.sqlite")
SEED = 181758
START, END = date(2022, 1, 1), date(2024, 12, 31)
SETTLING_DAYS = 4  # orders of the last days are not yet "revenue complete"

COUNTRIES = [
    ("China", 34),
    ("United States", 22),
    ("Brasil", 15),
    ("South Korea", 5),
    ("France", 5),
    ("United Kingdom", 5),
    ("Germany", 4),
    ("Spain", 4),
    ("Japan", 3),
    ("Australia", 2),
    ("Belgium", 1),
]
SOURCES = [("Search", 70), ("Organic", 15), ("Facebook", 6), ("Email", 5), ("Display", 4)]
AGE_BANDS = [("18-24", 17), ("25-34", 19), ("35-44", 19), ("45-54", 19), ("55-64", 17), ("65+", 9)]
STATUSES = [("Complete", 25), ("Shipped", 30), ("Processing", 20), ("Cancelled", 15), ("Returned", 10)]
PRODUCTS = {  # (department, category): (brands, price range)
    ("Women", "Dresses"): (["Calvin Klein", "Maggy London", "Tommy Hilfiger"], (35, 180)),
    ("Women", "Intimates"): (["Hanes", "Wacoal", "Maidenform"], (8, 45)),
    ("Women", "Sweaters"): (["Pendleton", "Lucky Brand", "Tommy Hilfiger"], (30, 140)),
    ("Women", "Jeans"): (["Levi's", "7 For All Mankind", "Lucky Brand"], (40, 190)),
    ("Women", "Swim"): (["Speedo", "Roxy", "Billabong"], (20, 90)),
    ("Men", "Outerwear & Coats"): (["The North Face", "Columbia", "Carhartt"], (60, 320)),
    ("Men", "Jeans"): (["Levi's", "Wrangler", "Diesel"], (35, 170)),
    ("Men", "Tops & Tees"): (["Hanes", "Champion", "Nike"], (10, 45)),
    ("Men", "Active"): (["Nike", "Under Armour", "Adidas"], (18, 95)),
    ("Men", "Socks"): (["Hanes", "Gold Toe", "Nike"], (5, 25)),
    ("Men", "Suits & Sport Coats"): (["Calvin Klein", "Ralph Lauren", "Haggar"], (120, 450)),
}


def _pick(rng: random.Random, weighted: list[tuple[str, int]]) -> str:
    return rng.choices([w[0] for w in weighted], weights=[w[1] for w in weighted])[0]


def _day(start: date, end: date, rng: random.Random) -> date:
    return start + timedelta(days=rng.randrange((end - start).days + 1))


def main() -> None:
    rng = random.Random(SEED)
    products = [(d, c, b, lo, hi) for (d, c), (brands, (lo, hi)) in PRODUCTS.items() for b in brands]
    customers = []
    for user_id in range(1, 4801):
        # registrations grow over the three years (the store is growing)
        registered = START + timedelta(days=int((END - START).days * rng.random() ** 0.85))
        customers.append(
            {
                "user_id": user_id,
                "registered_date": registered,
                "country": _pick(rng, COUNTRIES),
                "traffic_source": _pick(rng, SOURCES),
                "age_band": _pick(rng, AGE_BANDS),
                "gender": rng.choice(["F", "M"]),
                "buyer": rng.random() < 0.78,
            }
        )
    orders, items = [], []
    for customer in customers:
        if not customer["buyer"]:
            continue
        n = rng.choices([1, 2, 3, 4, 5, 6], weights=[52, 22, 12, 7, 4, 3])[0]
        horizon = min(END, customer["registered_date"] + timedelta(days=420))
        days = sorted(_day(customer["registered_date"], horizon, rng) for _ in range(n))
        for ordered in days:
            orders.append({"user_id": customer["user_id"], "ordered_date": ordered, "status": _pick(rng, STATUSES)})
    orders.sort(key=lambda o: (o["ordered_date"], o["user_id"]))
    first_recognised: dict[int, date] = {}
    seen: dict[int, int] = {}
    for order_id, order in enumerate(orders, start=1):
        order["order_id"] = order_id
        recognised = order["status"] in ("Complete", "Shipped", "Processing")
        order["recognised"] = recognised
        uid = order["user_id"]
        seen[uid] = seen.get(uid, 0) + 1
        order["order_seq"] = seen[uid]
        order["is_first_purchase"] = recognised and uid not in first_recognised
        order["is_repeat_purchase"] = recognised and uid in first_recognised
        if recognised and uid not in first_recognised:
            first_recognised[uid] = order["ordered_date"]
        units = rng.choices([1, 2, 3, 4], weights=[60, 25, 10, 5])[0]
        gross = cogs = 0.0
        for _ in range(units):
            department, category, brand, lo, hi = rng.choice(products)
            price = round(rng.uniform(lo, hi), 2)
            cost = round(price * rng.uniform(0.38, 0.6), 2)
            items.append(
                (
                    len(items) + 1,
                    order_id,
                    uid,
                    department,
                    category,
                    brand,
                    order["status"],
                    recognised,
                    order["status"] == "Returned",
                    order["status"] == "Cancelled",
                    price,
                    cost,
                    order["ordered_date"].isoformat(),
                )
            )
            gross += price
            cogs += cost
        order["units"] = units
        order["gross"] = round(gross, 2)
        order["net"] = round(gross, 2) if recognised else 0.0
        order["cogs"] = round(cogs, 2) if recognised else 0.0
    for order in orders:
        first = first_recognised.get(order["user_id"])
        order["cohort_month"] = first.replace(day=1).isoformat() if first else None
    as_of = max(o["ordered_date"] for o in orders)
    complete_through = as_of - timedelta(days=SETTLING_DAYS)

    OUT.unlink(missing_ok=True)
    con = sqlite3.connect(OUT)
    con.executescript(
        """
        CREATE TABLE dim_customers (
            user_id INTEGER PRIMARY KEY, age_band TEXT, gender TEXT, country TEXT, traffic_source TEXT,
            registered_date TEXT NOT NULL, cohort_month TEXT, lifetime_orders INTEGER, lifetime_orders_placed INTEGER,
            lifetime_units INTEGER, lifetime_net_revenue REAL, lifetime_gross_profit REAL, first_order_date TEXT,
            latest_order_date TEXT, has_purchased BOOLEAN NOT NULL, is_repeat_customer BOOLEAN NOT NULL,
            is_active BOOLEAN NOT NULL, customer_status TEXT NOT NULL);
        CREATE TABLE fct_orders (
            order_id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES dim_customers(user_id),
            order_status TEXT NOT NULL, is_revenue_recognised BOOLEAN NOT NULL, is_cancelled BOOLEAN NOT NULL,
            is_returned BOOLEAN NOT NULL, order_seq INTEGER, is_first_purchase BOOLEAN NOT NULL,
            is_repeat_purchase BOOLEAN NOT NULL, cohort_month TEXT, is_revenue_complete BOOLEAN NOT NULL,
            units_sold INTEGER, gross_revenue REAL, net_revenue REAL, net_cogs REAL, net_gross_profit REAL,
            ordered_date TEXT NOT NULL);
        CREATE TABLE fct_order_items (
            order_item_id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES fct_orders(order_id),
            user_id INTEGER NOT NULL, product_id INTEGER, department TEXT, category TEXT, brand TEXT,
            item_status TEXT, is_revenue_recognised BOOLEAN, is_returned BOOLEAN, is_cancelled BOOLEAN,
            list_price REAL, gross_revenue REAL, net_revenue REAL, net_cogs REAL, net_gross_profit REAL,
            net_units INTEGER, ordered_date TEXT NOT NULL);
        """
    )
    for o in orders:
        con.execute(
            "INSERT INTO fct_orders VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (
                o["order_id"],
                o["user_id"],
                o["status"],
                int(o["recognised"]),
                int(o["status"] == "Cancelled"),
                int(o["status"] == "Returned"),
                o["order_seq"],
                int(o["is_first_purchase"]),
                int(o["is_repeat_purchase"]),
                o["cohort_month"],
                int(o["ordered_date"] <= complete_through),
                o["units"] if o["recognised"] else 0,
                o["gross"],
                o["net"],
                o["cogs"],
                round(o["net"] - o["cogs"], 2),
                o["ordered_date"].isoformat(),
            ),
        )
    product_ids = {p[:3]: n for n, p in enumerate(products, start=1)}
    for (
        item_id,
        order_id,
        uid,
        department,
        category,
        brand,
        status,
        recognised,
        returned,
        cancelled,
        price,
        cost,
        ordered,
    ) in items:
        net = price if recognised else 0.0
        cogs = cost if recognised else 0.0
        con.execute(
            "INSERT INTO fct_order_items VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (
                item_id,
                order_id,
                uid,
                product_ids[(department, category, brand)],
                department,
                category,
                brand,
                status,
                int(recognised),
                int(returned),
                int(cancelled),
                price,
                price,
                net,
                cogs,
                round(net - cogs, 2),
                int(recognised),
                ordered,
            ),
        )
    by_user: dict[int, list[dict]] = {}
    for o in orders:
        by_user.setdefault(o["user_id"], []).append(o)
    for c in customers:
        mine = by_user.get(c["user_id"], [])
        good = [o for o in mine if o["recognised"]]
        latest = max((o["ordered_date"] for o in good), default=None)
        active = latest is not None and (as_of - latest).days <= 90
        if not good:
            status = "Never purchased"
        elif active:
            status = "Active - new" if len(good) == 1 else "Active - repeat"
        elif (as_of - latest).days <= 365:
            status = "Lapsing"
        else:
            status = "Churned"
        first = first_recognised.get(c["user_id"])
        con.execute(
            "INSERT INTO dim_customers VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (
                c["user_id"],
                c["age_band"],
                c["gender"],
                c["country"],
                c["traffic_source"],
                c["registered_date"].isoformat(),
                first.replace(day=1).isoformat() if first else None,
                len(good),
                len(mine),
                sum(o["units"] for o in good),
                round(sum(o["net"] for o in good), 2),
                round(sum(o["net"] - o["cogs"] for o in good), 2),
                first.isoformat() if first else None,
                latest.isoformat() if latest else None,
                int(bool(good)),
                int(len(good) > 1),
                int(active),
                status,
            ),
        )
    con.execute(
        "CREATE TABLE metricflow_time_spine (date_day TEXT PRIMARY KEY, date_week TEXT, date_month TEXT,"
        " date_quarter TEXT, date_year TEXT)"
    )
    day = date(2021, 1, 1)
    while day <= date(2025, 12, 31):
        quarter = date(day.year, 3 * ((day.month - 1) // 3) + 1, 1)
        con.execute(
            "INSERT INTO metricflow_time_spine VALUES (?,?,?,?,?)",
            (
                day.isoformat(),
                (day - timedelta(days=day.weekday())).isoformat(),
                day.replace(day=1).isoformat(),
                quarter.isoformat(),
                day.replace(month=1, day=1).isoformat(),
            ),
        )
        day += timedelta(days=1)
    con.commit()
    con.execute("VACUUM")
    con.close()


if __name__ == "__main__":
    main()
