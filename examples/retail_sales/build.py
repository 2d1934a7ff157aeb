"""Build examples/retail_sales/retail_sales.sqlite: generated data for a sportswear retailer's semantic layer.

DataGoal/retail_poc (a proof of concept replicating a Databricks metric view for retail sales with the dbt
Semantic Layer) reads source tables in a Databricks catalog that the repository does not ship, so this script
generates the three staging models its semantic models read, with a fixed seed (stdlib only), with the columns
the project's staging SQL selects:

- `stg_fact_sales_transactions`: one row per transaction line (transaction_sk), with transaction_id (several
  lines per transaction), line_number, transaction_date_sk (yyyymmdd), transaction_date, transaction_year (the
  year's first day, as the staging model's date_trunc), customer_sk, product_sk, store_sk, quantity_sold,
  unit_retail_price, unit_cost_price, gross_revenue, discount_amount, net_revenue_usd (gross minus discount),
  cost_of_goods_sold, return_flag ('Y' on every line of a return transaction, whose quantity and amounts are
  negative; else 'N') and the staging model's revenue_tier (High-Value above 500, Mid-Value above 100, else
  Low-Value, on the line's net revenue). Sales 2024-01-01 to 2025-10-31, more of them in November and December;
- `stg_dim_product`: 39 products in three divisions (Footwear, Apparel, Equipment), their categories and
  subcategories, gender target (Men, Women, Unisex, Kids) and sport or occasion;
- `stg_dim_store`: 16 stores in three regions (North America, EMEA, APAC) and seven countries, their format
  (Inline, Factory, Digital), type (Flagship, Mall, Outlet, Online), city and is_digital (1 for the digital
  stores, else 0);
- `metricflow_time_spine`: one row per day from 2018-01-01 to 2030-12-31 (the project's time spine model).

Run: python examples/retail_sales/build.py
"""

from __future__ import annotations

import random
import sqlite3
from datetime import date, timedelta
from pathlib import Path

OUT = Path(__file__).with_name("retail_sales.sqlite")
SEED = 20251105
START, END = date(2024, 1, 1), date(2025, 10, 31)

# (store name, region, country, format, type, city, is_digital, weight)
STORES = [
    ("Portland Flagship", "North America", "United States", "Inline", "Flagship", "Portland", 0, 10),
    ("New York Fifth Avenue", "North America", "United States", "Inline", "Flagship", "New York", 0, 12),
    ("Chicago Michigan Avenue", "North America", "United States", "Inline", "Mall", "Chicago", 0, 7),
    ("Orlando Factory Store", "North America", "United States", "Factory", "Outlet", "Orlando", 0, 8),
    ("Toronto Eaton Centre", "North America", "Canada", "Inline", "Mall", "Toronto", 0, 6),
    ("US Digital", "North America", "United States", "Digital", "Online", "Beaverton", 1, 18),
    ("London Oxford Street", "EMEA", "United Kingdom", "Inline", "Flagship", "London", 0, 9),
    ("Manchester Factory Store", "EMEA", "United Kingdom", "Factory", "Outlet", "Manchester", 0, 4),
    ("Berlin Mitte", "EMEA", "Germany", "Inline", "Mall", "Berlin", 0, 6),
    ("Munich Factory Store", "EMEA", "Germany", "Factory", "Outlet", "Munich", 0, 3),
    ("Paris Champs-Elysees", "EMEA", "France", "Inline", "Flagship", "Paris", 0, 7),
    ("EMEA Digital", "EMEA", "Germany", "Digital", "Online", "Hilversum", 1, 10),
    ("Tokyo Shibuya", "APAC", "Japan", "Inline", "Flagship", "Tokyo", 0, 7),
    ("Osaka Factory Store", "APAC", "Japan", "Factory", "Outlet", "Osaka", 0, 3),
    ("Sydney Pitt Street", "APAC", "Australia", "Inline", "Mall", "Sydney", 0, 4),
    ("APAC Digital", "APAC", "Japan", "Digital", "Online", "Tokyo", 1, 6),
]
# division -> category -> [(subcategory, [(product, gender, sport, price)])]
CATALOG = {
    "Footwear": {
        "Running Shoes": [
            (
                "Road Running",
                [
                    ("Pegasus Trail Runner", "Men", "Running", 140.0),
                    ("Pegasus Trail Runner W", "Women", "Running", 140.0),
                    ("Tempo Racer", "Unisex", "Running", 180.0),
                ],
            ),
            (
                "Trail Running",
                [("Ridge Trail GTX", "Men", "Running", 160.0), ("Ridge Trail GTX W", "Women", "Running", 160.0)],
            ),
        ],
        "Basketball Shoes": [
            (
                "Performance",
                [
                    ("Court Vision Pro", "Men", "Basketball", 150.0),
                    ("Court Vision Pro Kids", "Kids", "Basketball", 85.0),
                ],
            ),
        ],
        "Lifestyle Sneakers": [
            (
                "Classics",
                [
                    ("Classic Leather 82", "Unisex", "Lifestyle", 100.0),
                    ("Court Low Canvas", "Women", "Lifestyle", 75.0),
                    ("Street Runner Kids", "Kids", "Lifestyle", 60.0),
                ],
            ),
        ],
        "Soccer Cleats": [
            (
                "Firm Ground",
                [("Striker Elite FG", "Men", "Soccer", 250.0), ("Striker Academy FG", "Kids", "Soccer", 55.0)],
            ),
        ],
    },
    "Apparel": {
        "Tops": [
            (
                "T-Shirts",
                [
                    ("Dri-Tech Training Tee", "Men", "Training", 35.0),
                    ("Dri-Tech Training Tee W", "Women", "Training", 35.0),
                    ("Logo Cotton Tee Kids", "Kids", "Lifestyle", 22.0),
                ],
            ),
            (
                "Hoodies",
                [
                    ("Club Fleece Hoodie", "Unisex", "Lifestyle", 65.0),
                    ("Tech Fleece Hoodie", "Men", "Lifestyle", 120.0),
                ],
            ),
            ("Sports Bras", [("Swoosh Support Bra", "Women", "Training", 45.0)]),
        ],
        "Bottoms": [
            ("Shorts", [("Flex Stride Short", "Men", "Running", 50.0), ("Tempo Short W", "Women", "Running", 40.0)]),
            ("Leggings", [("One Luxe Tight", "Women", "Training", 80.0)]),
            ("Joggers", [("Club Fleece Jogger", "Unisex", "Lifestyle", 60.0)]),
        ],
        "Outerwear": [
            (
                "Jackets",
                [
                    ("Storm-Fit Rain Jacket", "Men", "Running", 150.0),
                    ("Windrunner Jacket W", "Women", "Lifestyle", 110.0),
                ],
            ),
            ("Parkas", [("Arctic Down Parka", "Unisex", "Lifestyle", 300.0)]),
        ],
        "Jerseys": [
            (
                "Replica",
                [
                    ("National Team Home Jersey", "Men", "Soccer", 95.0),
                    ("National Team Home Jersey Kids", "Kids", "Soccer", 70.0),
                ],
            ),
        ],
    },
    "Equipment": {
        "Bags": [
            (
                "Backpacks",
                [
                    ("Brasilia Backpack", "Unisex", "Training", 45.0),
                    ("Utility Elite Backpack", "Unisex", "Lifestyle", 90.0),
                ],
            ),
            ("Duffels", [("Gym Club Duffel", "Unisex", "Training", 40.0)]),
        ],
        "Balls": [
            (
                "Soccer Balls",
                [("Flight Match Ball", "Unisex", "Soccer", 165.0), ("Strike Training Ball", "Unisex", "Soccer", 30.0)],
            ),
            ("Basketballs", [("Elite Championship Ball", "Unisex", "Basketball", 75.0)]),
        ],
        "Golf": [
            ("Clubs", [("Tour Forged Iron Set", "Men", "Golf", 850.0), ("Tour Driver", "Unisex", "Golf", 520.0)]),
            ("Golf Accessories", [("Tour Golf Glove", "Men", "Golf", 25.0)]),
        ],
        "Accessories": [
            ("Socks", [("Everyday Cushion Crew 3-Pack", "Unisex", "Training", 22.0)]),
            (
                "Headwear",
                [("Heritage86 Cap", "Unisex", "Lifestyle", 28.0), ("Running Visor", "Women", "Running", 25.0)],
            ),
        ],
    },
}
MONTH_WEIGHT = {1: 0.8, 2: 0.75, 3: 0.9, 4: 0.95, 5: 1.0, 6: 1.05, 7: 1.0, 8: 1.15, 9: 0.95, 10: 1.0, 11: 1.5, 12: 1.9}


def products() -> list[tuple]:
    rows = []
    for division, categories in CATALOG.items():
        for category, subcategories in categories.items():
            for subcategory, items in subcategories:
                for name, gender, sport, price in items:
                    rows.append(
                        (f"PRD{len(rows) + 1:04d}", division, category, subcategory, name, gender, sport, price)
                    )
    return rows


def main() -> None:
    rng = random.Random(SEED)
    items = products()
    item_weights = [1.0 / (0.6 + p[7] / 120) for p in items]  # cheaper items sell more often
    stores = [(f"ST{i + 1:03d}", *s[:7]) for i, s in enumerate(STORES)]
    store_weights = [s[7] for s in STORES]
    days = [START + timedelta(days=i) for i in range((END - START).days + 1)]
    day_weights = [
        MONTH_WEIGHT[d.month] * (1.3 if d.weekday() >= 5 else 1.0) * (1.12 if d.year == 2025 else 1.0) for d in days
    ]
    customers = [f"C{i:05d}" for i in range(1, 2801)]
    customer_weights = [rng.paretovariate(2.5) for _ in customers]
    lines, sales_lines = [], []
    n_line = 0
    for t in range(1, 5601):
        day = rng.choices(days, weights=day_weights)[0]
        store = rng.choices(stores, weights=store_weights)[0]
        customer = rng.choices(customers, weights=customer_weights)[0]
        is_return = rng.random() < 0.06 and sales_lines
        tx_id = f"T{t:07d}"
        if is_return:  # a return takes back a line sold earlier in the same store
            earlier = [s for s in sales_lines if s[8] == store[0] and s[4] < day.isoformat()][-200:]
            if not earlier:
                continue
            sold = rng.choice(earlier)
            n_line += 1
            qty = -1
            price, cost = sold[10], sold[11]
            gross = round(qty * price, 2)
            discount = 0.0
            net = gross
            lines.append(
                line(n_line, tx_id, 1, day, sold[6], sold[7], store[0], qty, price, cost, gross, discount, net, "Y")
            )
            continue
        for number in range(1, rng.choice([1, 1, 1, 2, 2, 3, 4]) + 1):
            product = rng.choices(items, weights=item_weights)[0]
            qty = rng.choice([1, 1, 1, 1, 2, 2, 3])
            price = product[7]
            cost = round(price * rng.uniform(0.38, 0.52), 2)
            off = 0.0
            if store[4] == "Factory":
                off = rng.choice([0.2, 0.3, 0.3, 0.4])
            elif rng.random() < (0.35 if day.month in (11, 12) else 0.15):
                off = rng.choice([0.1, 0.15, 0.2, 0.25])
            gross = round(qty * price, 2)
            discount = round(gross * off, 2)
            net = round(gross - discount, 2)
            n_line += 1
            row = line(
                n_line, tx_id, number, day, customer, product[0], store[0], qty, price, cost, gross, discount, net, "N"
            )
            lines.append(row)
            sales_lines.append(row)
    OUT.unlink(missing_ok=True)
    con = sqlite3.connect(OUT)
    con.execute(
        "CREATE TABLE stg_fact_sales_transactions (transaction_sk TEXT, transaction_id TEXT, line_number INTEGER,"
        " transaction_date_sk INTEGER, transaction_date TEXT, transaction_year TEXT, customer_sk TEXT,"
        " product_sk TEXT, store_sk TEXT, quantity_sold INTEGER, unit_retail_price REAL, unit_cost_price REAL,"
        " gross_revenue REAL, discount_amount REAL, net_revenue_usd REAL, cost_of_goods_sold REAL,"
        " return_flag TEXT, revenue_tier TEXT)"
    )
    con.executemany(f"INSERT INTO stg_fact_sales_transactions VALUES ({','.join('?' * 18)})", lines)
    con.execute(
        "CREATE TABLE stg_dim_product (product_sk TEXT, division_name TEXT, category_name TEXT,"
        " subcategory_name TEXT, product_name TEXT, gender_target TEXT, sport_occasion TEXT, list_price REAL)"
    )
    con.executemany("INSERT INTO stg_dim_product VALUES (?,?,?,?,?,?,?,?)", items)
    con.execute(
        "CREATE TABLE stg_dim_store (store_sk TEXT, store_name TEXT, region_name TEXT, country_name TEXT,"
        " store_format TEXT, store_type TEXT, city TEXT, is_digital INTEGER)"
    )
    con.executemany("INSERT INTO stg_dim_store VALUES (?,?,?,?,?,?,?,?)", stores)
    con.execute("CREATE TABLE metricflow_time_spine (date_day TEXT)")
    first = date(2018, 1, 1)
    con.executemany(
        "INSERT INTO metricflow_time_spine VALUES (?)",
        [((first + timedelta(days=i)).isoformat(),) for i in range((date(2030, 12, 31) - first).days + 1)],
    )
    con.commit()
    con.execute("VACUUM")
    con.close()
    print(f"{OUT.name}: {len(lines)} transaction lines, {len(items)} products, {len(stores)} stores")


def line(
    n: int,
    tx_id: str,
    number: int,
    day: date,
    customer: str,
    product: str,
    store: str,
    qty: int,
    price: float,
    cost: float,
    gross: float,
    discount: float,
    net: float,
    return_flag: str,
) -> tuple:
    cogs = round(qty * cost, 2)
    tier = "High-Value" if net > 500 else "Mid-Value" if net > 100 else "Low-Value"
    return (
        f"TL{n:07d}",
        tx_id,
        number,
        int(day.strftime("%Y%m%d")),
        day.isoformat(),
        f"{day.year}-01-01",
        customer,
        product,
        store,
        qty,
        price,
        cost,
        gross,
        discount,
        net,
        cogs,
        return_flag,
        tier,
    )


if __name__ == "__main__":
    main()
