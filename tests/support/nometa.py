"""Small SQLite warehouses for the two catalogs written without meta (tests/data/catalogs/corner_shop and
stays): a shop with stores, products and food orders, and short-stay rentals with listings, hosts and guests.
The rows are drawn from a seeded generator, so every run builds the same data."""

from __future__ import annotations

import random
import sqlite3
from datetime import date, timedelta
from pathlib import Path

CATALOGS = Path(__file__).resolve().parents[1] / "data" / "catalogs"
SHOP_CATALOG = CATALOGS / "corner_shop"
STAYS_CATALOG = CATALOGS / "stays"
TODAY = "2019-03-15"  # "last year" is 2018, the data's busiest year


def _days(start: date, end: date) -> list[date]:
    return [start + timedelta(days=i) for i in range((end - start).days + 1)]


def build_shop(path: Path) -> Path:
    rng = random.Random(21)
    con = sqlite3.connect(path)
    con.executescript(
        """
        CREATE TABLE stores (store_id INTEGER PRIMARY KEY, store_name TEXT);
        CREATE TABLE products (product_id INTEGER PRIMARY KEY, product_name TEXT, product_type TEXT,
                               product_price REAL, is_food_item BOOLEAN);
        CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, customer_name TEXT, customer_type TEXT);
        CREATE TABLE orders (order_id INTEGER PRIMARY KEY, store_id INTEGER, customer_id INTEGER, ordered_at TEXT,
                             order_total REAL, tax_paid REAL, is_food_order BOOLEAN);
        CREATE TABLE order_lines (line_id INTEGER PRIMARY KEY, order_id INTEGER, product_id INTEGER,
                                  ordered_at TEXT, product_price REAL, is_food_item BOOLEAN);
        """
    )
    stores = ["Brooklyn", "Chicago", "Philadelphia", "San Francisco"]
    con.executemany("INSERT INTO stores VALUES (?, ?)", list(enumerate(stores, 1)))
    products = [
        ("Plain bagel", "bakery", 3.0, 1),
        ("Cheese toastie", "kitchen", 7.0, 1),
        ("Veggie wrap", "kitchen", 9.0, 1),
        ("Flat white", "coffee", 4.0, 0),
        ("Orange juice", "juice", 5.0, 0),
        ("Iced tea", "tea", 3.5, 0),
    ]
    con.executemany("INSERT INTO products VALUES (?, ?, ?, ?, ?)", [(i, *p) for i, p in enumerate(products, 1)])
    names = "Ada Ben Cleo Dev Eli Fay Gus Hana Ivo Jun Kai Lea Max Nia Oto Pia Quin Rui Sol Tam".split()
    customers = [(i, f"{names[i % 20]} {chr(65 + i // 20)}.", rng.choice(["new", "returning"])) for i in range(1, 41)]
    con.executemany("INSERT INTO customers VALUES (?, ?, ?)", customers)
    order_id = line_id = 0
    for day in _days(date(2017, 9, 1), date(2019, 2, 28)):
        for _ in range(rng.randint(0, 3)):
            order_id += 1
            store = rng.randint(1, len(stores) - (1 if day < date(2018, 6, 1) else 0))
            lines = [rng.randint(1, len(products)) for _ in range(rng.randint(1, 3))]
            subtotal = sum(products[p - 1][2] for p in lines)
            tax = round(subtotal * 0.08, 2)
            food = int(any(products[p - 1][3] for p in lines))
            con.execute(
                "INSERT INTO orders VALUES (?, ?, ?, ?, ?, ?, ?)",
                (order_id, store, rng.randint(1, 40), day.isoformat(), subtotal + tax, tax, food),
            )
            for p in lines:
                line_id += 1
                con.execute(
                    "INSERT INTO order_lines VALUES (?, ?, ?, ?, ?, ?)",
                    (line_id, order_id, p, day.isoformat(), products[p - 1][2], products[p - 1][3]),
                )
    con.commit()
    con.close()
    return path


def build_stays(path: Path) -> Path:
    rng = random.Random(7)
    con = sqlite3.connect(path)
    con.executescript(
        """
        CREATE TABLE hosts (host_id INTEGER PRIMARY KEY, host_name TEXT, home_state TEXT);
        CREATE TABLE guests (guest_id INTEGER PRIMARY KEY, home_state TEXT);
        CREATE TABLE listings (listing_id INTEGER PRIMARY KEY, host_id INTEGER, country TEXT, is_lux BOOLEAN,
                               capacity TEXT);
        CREATE TABLE bookings (booking_id INTEGER PRIMARY KEY, listing_id INTEGER, guest_id INTEGER,
                               booked_at TEXT, is_instant BOOLEAN, booking_value REAL, nights INTEGER);
        CREATE TABLE views (view_id INTEGER PRIMARY KEY, listing_id INTEGER, guest_id INTEGER, viewed_at TEXT);
        """
    )
    states = ["CA", "NY", "TX", "WA"]
    con.executemany("INSERT INTO hosts VALUES (?, ?, ?)", [(i, f"Host {i}", rng.choice(states)) for i in range(1, 9)])
    con.executemany("INSERT INTO guests VALUES (?, ?)", [(i, rng.choice(states)) for i in range(1, 31)])
    countries = ["France", "Italy", "Spain", "United States"]
    listings = [
        (i, rng.randint(1, 8), rng.choice(countries), int(i % 4 == 0), rng.choice(["2", "4", "6"]))
        for i in range(1, 21)
    ]
    con.executemany("INSERT INTO listings VALUES (?, ?, ?, ?, ?)", listings)
    booking_id = view_id = 0
    for day in _days(date(2018, 1, 1), date(2019, 12, 31)):
        for _ in range(rng.randint(0, 2)):
            booking_id += 1
            nights = rng.randint(1, 7)
            con.execute(
                "INSERT INTO bookings VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    booking_id,
                    rng.randint(1, 20),
                    rng.randint(1, 30),
                    day.isoformat(),
                    rng.randint(0, 1),
                    nights * rng.choice([80.0, 120.0, 200.0]),
                    nights,
                ),
            )
        for _ in range(rng.randint(1, 4)):
            view_id += 1
            con.execute(
                "INSERT INTO views VALUES (?, ?, ?, ?)",
                (view_id, rng.randint(1, 20), rng.randint(1, 30), day.isoformat()),
            )
    con.commit()
    con.close()
    return path
