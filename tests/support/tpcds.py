"""A small TPC-DS-shaped warehouse in SQLite, generated deterministically (a seeded generator, no files): the
five tables and columns of apache/ossie's TPC-DS example (`tests/data/ossie/examples/tpcds_semantic_model.yaml`),
a few hundred sales, so that questions asked of that document can be checked against plain SQL."""

from __future__ import annotations

import random
import sqlite3
from datetime import date, timedelta
from pathlib import Path

TPCDS_EXAMPLE = Path(__file__).resolve().parents[1] / "data" / "ossie" / "examples" / "tpcds_semantic_model.yaml"

_SCHEMA = """
CREATE TABLE date_dim (d_date_sk INTEGER PRIMARY KEY, d_date DATE, d_year INTEGER, d_quarter_name TEXT,
                       d_month_name TEXT);
CREATE TABLE customer (c_customer_sk INTEGER PRIMARY KEY, c_customer_id TEXT, c_first_name TEXT, c_last_name TEXT,
                       c_email_address TEXT);
CREATE TABLE item (i_item_sk INTEGER PRIMARY KEY, i_item_id TEXT, i_item_desc TEXT, i_brand TEXT, i_category TEXT,
                   i_current_price NUMERIC);
CREATE TABLE store (s_store_sk INTEGER PRIMARY KEY, s_store_id TEXT, s_store_name TEXT, s_city TEXT, s_state TEXT,
                    s_number_employees INTEGER);
CREATE TABLE store_sales (ss_sold_date_sk INTEGER, ss_item_sk INTEGER, ss_customer_sk INTEGER, ss_store_sk INTEGER,
                          ss_ticket_number INTEGER, ss_quantity INTEGER, ss_sales_price NUMERIC,
                          ss_ext_sales_price NUMERIC, ss_net_profit NUMERIC,
                          PRIMARY KEY (ss_item_sk, ss_ticket_number));
"""

_FIRST = ("Ada", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ivy", "Jo")
_LAST = ("Stone", "Reed", "Marsh", "Vale", "Brook")
_BRANDS = ("Acme", "Borealis", "Cobalt", "Dune")
_CATEGORIES = ("Books", "Music", "Home", "Sports")
_STORES = (("ought", "Midway", "TN", 40), ("able", "Fairview", "TN", 25), ("pri", "Oakland", "GA", 60))


def build_tpcds(path: Path, seed: int = 20260731, sales: int = 600) -> Path:
    """The warehouse at `path` (SQLite), the same rows for the same seed."""
    rng = random.Random(seed)
    path.unlink(missing_ok=True)
    con = sqlite3.connect(path)
    con.executescript(_SCHEMA)
    first_day = date(2001, 1, 1)
    days = [first_day + timedelta(days=n) for n in range(730)]  # 2001 and 2002
    con.executemany(
        "INSERT INTO date_dim VALUES (?, ?, ?, ?, ?)",
        [
            (2451911 + n, d.isoformat(), d.year, f"{d.year}Q{(d.month - 1) // 3 + 1}", d.strftime("%B"))
            for n, d in enumerate(days)
        ],
    )
    customers = [
        (sk, f"AAAAAAAA{sk:08d}", _FIRST[sk % len(_FIRST)], _LAST[sk % len(_LAST)], f"c{sk}@example.com")
        for sk in range(1, 41)
    ]
    con.executemany("INSERT INTO customer VALUES (?, ?, ?, ?, ?)", customers)
    items = [
        (
            sk,
            f"ITEM{sk:012d}",
            f"item number {sk}",
            _BRANDS[sk % len(_BRANDS)],
            _CATEGORIES[(sk // 2) % len(_CATEGORIES)],
            round(rng.uniform(1, 90), 2),
        )
        for sk in range(1, 25)
    ]
    con.executemany("INSERT INTO item VALUES (?, ?, ?, ?, ?, ?)", items)
    con.executemany(
        "INSERT INTO store VALUES (?, ?, ?, ?, ?, ?)",
        [(sk, f"S{sk:04d}", name, city, state, staff) for sk, (name, city, state, staff) in enumerate(_STORES, 1)],
    )
    rows = []
    for ticket in range(1, sales + 1):
        item = rng.choice(items)
        quantity = rng.randint(1, 9)
        price = round(item[5] * rng.uniform(0.6, 1.0), 2)
        ext = round(price * quantity, 2)
        rows.append(
            (
                2451911 + rng.randrange(len(days)),
                item[0],
                rng.randint(1, len(customers)),
                rng.randint(1, len(_STORES)),
                ticket,
                quantity,
                price,
                ext,
                round(ext * rng.uniform(-0.2, 0.4), 2),
            )
        )
    con.executemany("INSERT INTO store_sales VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)
    con.commit()
    con.close()
    return path
