"""Build examples/egypt_prices/egypt_prices.sqlite: a deterministic stand-in for the project's star schema.

The source repository (Alaa-Alyy/earnest-transformations, no licence stated) builds its marts on Snowflake from a
table of product prices scraped from Egyptian online sellers (STG_ALL_SELLERS_PRODUCTS) that it does not ship. This
script generates plausible rows with a fixed seed, standard library only, with the columns of the project's marts:

- fact_product: one row per product per scrape (the project's grain: product_url, date_id, time_id), with md5
  surrogate keys as in the project (fact_id, product_sk of the product URL, seller_sk of the seller name), date_id
  (YYYYMMDD integer) and time_id (HHMMSS integer), prices in EGP (current, old, discount amount and percentage; no
  discount means old = current and zero discount), 0/1 product_has_discount and product_availability, product_count
  (items in the pack), product_weight and product_measuring_unit.
- dim_product, dim_seller, dim_date, dim_time: the project's dimensions (the seller's product_is_talabat_seller is
  0/1; Egypt's weekend is Friday and Saturday; seasons by month; part_of_day morning / afternoon / evening / night).
- metricflow_time_spine: one row per scrape date (date_day), as the project's marts model builds it from dim_date.

Scrapes run on the 1st and 15th of each month from 2025-07-01 to 2026-06-15, plus two public holidays (Armed
Forces Day 2025-10-06, Coptic Christmas 2026-01-07); prices drift up with inflation and discounts peak in November
(White Friday). Run: python examples/egypt_prices/build.py
"""

from __future__ import annotations

import hashlib
import random
import sqlite3
from datetime import date, timedelta
from pathlib import Path

OUT = Path(__file__).with_name("egypt_prices.sqlite")
SEED = 20260705
HOLIDAYS = {date(2025, 10, 6): "Armed Forces Day", date(2026, 1, 7): "Coptic Christmas"}
# seller, on Talabat (0/1), categories it sells
SELLERS = [
    ("Noon", 0, ("Electronics", "Home Appliances", "Grocery", "Beauty")),
    ("Amazon Egypt", 0, ("Electronics", "Home Appliances", "Grocery", "Beauty")),
    ("Jumia", 0, ("Electronics", "Home Appliances", "Beauty")),
    ("B.TECH", 0, ("Electronics", "Home Appliances")),
    ("2B", 0, ("Electronics",)),
    ("Talabat Mart", 1, ("Grocery", "Beauty")),
    ("Spinneys", 1, ("Grocery", "Beauty")),
    ("Metro Market", 1, ("Grocery",)),
    ("Seoudi Market", 1, ("Grocery",)),
]
# category -> subcategory -> (brands, price range in EGP, measuring unit, weights, pack counts)
CATALOG = {
    "Electronics": {
        "Mobiles": (("Samsung", "Apple", "Xiaomi", "Oppo", "Realme"), (6000, 75000), "Piece", (1,), (1,)),
        "Laptops": (("Lenovo", "HP", "Dell", "ASUS"), (18000, 90000), "Piece", (1,), (1,)),
        "Televisions": (("LG", "Samsung", "TCL", "Tornado"), (9000, 60000), "Piece", (1,), (1,)),
        "Headphones": (("Sony", "JBL", "Anker"), (700, 14000), "Piece", (1,), (1,)),
    },
    "Home Appliances": {
        "Air Conditioners": (("Sharp", "Carrier", "Unionaire"), (22000, 55000), "Piece", (1,), (1,)),
        "Refrigerators": (("Toshiba", "Fresh", "Sharp"), (17000, 48000), "Piece", (1,), (1,)),
        "Washing Machines": (("Toshiba", "Fresh", "Zanussi"), (13000, 36000), "Piece", (1,), (1,)),
    },
    "Grocery": {
        "Dairy": (("Juhayna", "Almarai", "Lamar"), (30, 160), "L", (1, 1.5, 2), (1, 6)),
        "Beverages": (("Pepsi", "Coca-Cola", "Lipton"), (15, 120), "Ml", (330, 1000, 2250), (1, 6, 12)),
        "Snacks": (("Chipsy", "Doritos", "Cadbury"), (10, 90), "G", (40, 80, 160), (1, 12)),
        "Cooking Oil": (("Crystal", "Afia"), (90, 420), "L", (0.8, 1.5, 2.2), (1,)),
    },
    "Beauty": {
        "Skin Care": (("Nivea", "Garnier", "L'Oreal"), (90, 900), "Ml", (50, 200, 400), (1,)),
        "Hair Care": (("Dove", "Pantene", "Garnier"), (80, 450), "Ml", (200, 400), (1, 2)),
    },
}
SEASONS = {12: "Winter", 1: "Winter", 2: "Winter", 3: "Spring", 4: "Spring", 5: "Spring", 6: "Summer", 7: "Summer",
           8: "Summer", 9: "Autumn", 10: "Autumn", 11: "Autumn"}


def _md5(text: str) -> str:
    return hashlib.md5(text.encode()).hexdigest()


def _scrape_dates() -> list[date]:
    days, month = [], date(2025, 7, 1)
    while month <= date(2026, 6, 1):
        days += [month, month.replace(day=15)]
        month = (month + timedelta(days=32)).replace(day=1)
    return sorted(days + list(HOLIDAYS))


def _products(rng: random.Random) -> list[dict]:
    products = []
    for seller, _, categories in SELLERS:
        for category in categories:
            for subcategory, (brands, (low, high), unit, weights, packs) in CATALOG[category].items():
                for _ in range(rng.choice((1, 2, 2, 3))):
                    brand = rng.choice(brands)
                    weight, pack = rng.choice(weights), rng.choice(packs)
                    name = f"{brand} {subcategory[:-1] if subcategory.endswith('s') else subcategory} {rng.randrange(100, 999)}"
                    if unit != "Piece":
                        name += f" {weight:g}{unit}" + (f" x{pack}" if pack > 1 else "")
                    slug = name.lower().replace(" ", "-").replace("'", "")
                    url = f"https://www.{seller.lower().replace(' ', '').replace('.', '')}.eg/p/{slug}-{len(products)}"
                    products.append({
                        "seller": seller, "category": category, "subcategory": subcategory, "brand": brand,
                        "name": name, "url": url, "unit": unit, "weight": weight, "pack": pack,
                        "price": rng.uniform(low, high) * (pack if unit != "Piece" else 1) ** 0.8,
                        "has_image": int(rng.random() < 0.9),
                        "ram": rng.choice(("8GB", "12GB", "16GB")) if subcategory in ("Mobiles", "Laptops") else None,
                        "storage": rng.choice(("128GB", "256GB", "512GB")) if subcategory in ("Mobiles", "Laptops") else None,
                    })
    return products


def main() -> None:
    rng = random.Random(SEED)
    products, days = _products(rng), _scrape_dates()
    facts, times = [], {}
    for n, day in enumerate(days):
        inflation = 1.0 + 0.014 * n / 2
        start = rng.choice((9, 14, 19, 23)) * 3600 + rng.randrange(1800)
        date_id = int(day.strftime("%Y%m%d"))
        for k, p in enumerate(products):
            if rng.random() < 0.04:  # not listed on this scrape
                continue
            second = (start + k * 7 + rng.randrange(5)) % 86400
            time_id = int(f"{second // 3600:02d}{second % 3600 // 60:02d}{second % 60:02d}")
            times[time_id] = second
            old = round(p["price"] * inflation * rng.uniform(0.97, 1.03), 2)
            discounted = rng.random() < (0.55 if day.month == 11 else 0.28)
            pct = round(rng.uniform(5, 40), 2) if discounted else 0.0
            current = round(old * (1 - pct / 100), 2)
            amount = round(old - current, 2) if discounted else 0.0
            facts.append((
                _md5(f"{p['url']}{date_id}{time_id}{p['seller']}"), _md5(p["url"]), _md5(p["seller"]), date_id, time_id,
                current, old, amount, pct, int(discounted), int(rng.random() < 0.9), p["pack"], p["weight"], p["unit"],
            ))
    OUT.unlink(missing_ok=True)
    with sqlite3.connect(OUT) as db:
        db.execute(
            "CREATE TABLE fact_product (fact_id TEXT, product_sk TEXT, seller_sk TEXT, date_id INTEGER, time_id INTEGER,"
            " product_current_price REAL, product_old_price REAL, product_discount_amount REAL,"
            " product_discount_percentage REAL, product_has_discount INTEGER, product_availability INTEGER,"
            " product_count INTEGER, product_weight REAL, product_measuring_unit TEXT)"
        )
        db.executemany(f"INSERT INTO fact_product VALUES ({', '.join('?' * 14)})", facts)
        db.execute(
            "CREATE TABLE dim_product (product_sk TEXT, product_name TEXT, product_brand TEXT, product_category TEXT,"
            " product_subcategory TEXT, product_url TEXT, product_has_image_url INTEGER, product_image_url TEXT,"
            " product_has_ram INTEGER, product_has_storage INTEGER, product_ram TEXT, product_storage TEXT)"
        )
        db.executemany(f"INSERT INTO dim_product VALUES ({', '.join('?' * 12)})", [
            (_md5(p["url"]), p["name"], p["brand"], p["category"], p["subcategory"], p["url"], p["has_image"],
             p["url"] + ".jpg" if p["has_image"] else "missing_url", int(p["ram"] is not None),
             int(p["storage"] is not None), p["ram"], p["storage"])
            for p in products
        ])
        db.execute("CREATE TABLE dim_seller (seller_sk TEXT, product_seller TEXT, product_is_talabat_seller INTEGER)")
        db.executemany("INSERT INTO dim_seller VALUES (?, ?, ?)", [(_md5(s), s, t) for s, t, _ in SELLERS])
        db.execute(
            "CREATE TABLE dim_date (date_id INTEGER, date TEXT, day INTEGER, year INTEGER, month INTEGER,"
            " quarter INTEGER, month_name TEXT, day_name TEXT, day_of_week INTEGER, is_weekend INTEGER,"
            " is_holyday INTEGER, holyday_name TEXT, is_workday INTEGER, season TEXT)"
        )
        db.executemany(f"INSERT INTO dim_date VALUES ({', '.join('?' * 14)})", [
            (int(d.strftime("%Y%m%d")), d.isoformat(), d.day, d.year, d.month, (d.month - 1) // 3 + 1,
             d.strftime("%B"), d.strftime("%A"), d.isoweekday(), int(d.weekday() in (4, 5)), int(d in HOLIDAYS),
             HOLIDAYS.get(d), int(d.weekday() not in (4, 5) and d not in HOLIDAYS), SEASONS[d.month])
            for d in days
        ])
        db.execute(
            "CREATE TABLE dim_time (time_id INTEGER, time_24 TEXT, hour_24 INTEGER, minute INTEGER, second INTEGER,"
            " meridiem TEXT, part_of_day TEXT)"
        )
        rows = []
        for time_id, s in sorted(times.items()):
            hour = s // 3600
            part = "morning" if 5 <= hour < 12 else "afternoon" if hour < 17 else "evening" if hour < 21 else "night"
            part = "night" if hour < 5 else part
            rows.append((time_id, f"{hour:02d}:{s % 3600 // 60:02d}:{s % 60:02d}", hour, s % 3600 // 60, s % 60,
                         "AM" if hour < 12 else "PM", part))
        db.executemany("INSERT INTO dim_time VALUES (?, ?, ?, ?, ?, ?, ?)", rows)
        db.execute("CREATE TABLE metricflow_time_spine (date_day TEXT)")
        db.executemany("INSERT INTO metricflow_time_spine VALUES (?)", [(d.isoformat(),) for d in days])
    print(f"{OUT.name}: {len(facts)} price observations of {len(products)} products on {len(days)} scrape dates")


if __name__ == "__main__":
    main()
