"""Build examples/prolific_revenue/prolific_revenue.sqlite: a deterministic stand-in for the project's fct_transactions.

The source repository (andrewharrisonway/prolific-ae-assessment) ships its transaction data only as a private
seed, so this script generates plausible rows with a fixed seed, standard library only: two years
(2023-01-01 .. 2024-12-31) of transactions from 60 research clients in GBP, USD and EUR.

The columns are those fct_transactions has and the semantic model reads, shaped as the project shapes them:
- transaction_type: payment, refund, chargeback or fraud (the project's transaction_types seed), with its
  amount_direction (+1 money in, -1 money out) and is_revenue_recognised (0/1): fraud never recognises revenue; a
  chargeback recognises it once resolved, on its resolution date.
- recognition_date: the transaction date, or for a chargeback its resolution date; NULL when not recognised.
- gross_amount_gbp (positive) and net_amount_gbp (signed); revenue_gbp is the client's fee margin of the
  recognised net amount (negative for refunds), 0 when not recognised.
- is_duplicate_refund (0/1): a refund recorded twice; such refunds recognise nothing.

Run: python examples/prolific_revenue/build.py
"""

from __future__ import annotations

import random
import sqlite3
from datetime import date, timedelta
from pathlib import Path

OUT = Path(__file__).with_name("prolific_revenue.sqlite")
SEED = 20250115
START, END = date(2023, 1, 1), date(2024, 12, 31)
CURRENCIES = [("GBP", 0.45, 1.0), ("USD", 0.40, 0.79), ("EUR", 0.15, 0.86)]
TYPES = [("payment", 0.80, 1), ("refund", 0.12, -1), ("chargeback", 0.04, -1), ("fraud", 0.04, 1)]


def _pick(rng: random.Random, table: list[tuple]) -> tuple:
    """One row of a (name, weight, ...) table, by weight."""
    return rng.choices(table, weights=[row[1] for row in table])[0]


def main() -> None:
    rng = random.Random(SEED)
    clients = [f"C{n:03d}" for n in range(1, 61)]
    client_weight = [1.0 / (i + 1) ** 0.8 for i in range(len(clients))]  # a few large clients
    fee_margin = {c: rng.choice([0.25, 0.30, 0.30, 0.33, 0.35]) for c in clients}
    home_currency = {c: _pick(rng, CURRENCIES) for c in clients}
    rows = []
    days = (END - START).days + 1
    for tid in range(1, 4201):
        day = START + timedelta(days=int(days * rng.random() ** 0.85))  # growth: later days more likely
        client = rng.choices(clients, weights=client_weight)[0]
        currency, _, to_gbp = home_currency[client] if rng.random() < 0.9 else _pick(rng, CURRENCIES)
        ttype, _, direction = _pick(rng, TYPES)
        local = round(rng.lognormvariate(6.3, 0.9), 2)
        if ttype in ("refund", "chargeback"):
            local = round(local * rng.uniform(0.2, 0.8), 2)
        gross_gbp = round(local * to_gbp, 2)
        duplicate = 1 if ttype == "refund" and rng.random() < 0.08 else 0
        recognised, recognition = 1, day
        if ttype == "fraud" or duplicate:
            recognised, recognition = 0, None
        elif ttype == "chargeback":
            resolved = day + timedelta(days=rng.randint(7, 45))
            if resolved > END or rng.random() < 0.25:
                recognised, recognition = 0, None
            else:
                recognition = resolved
        net_gbp = round(direction * gross_gbp, 2)
        revenue = round(net_gbp * fee_margin[client], 2) if recognised else 0.0
        rows.append((
            f"T{tid:05d}", client, ttype, currency, day.isoformat(),
            recognition.isoformat() if recognition else None, direction, gross_gbp, net_gbp,
            duplicate, recognised, revenue,
        ))
    OUT.unlink(missing_ok=True)
    con = sqlite3.connect(OUT)
    con.execute(
        """CREATE TABLE fct_transactions (
            transaction_id TEXT PRIMARY KEY, client_id TEXT NOT NULL, transaction_type TEXT NOT NULL,
            transaction_currency TEXT NOT NULL, transaction_date TEXT NOT NULL, recognition_date TEXT,
            amount_direction INTEGER NOT NULL, gross_amount_gbp REAL NOT NULL, net_amount_gbp REAL NOT NULL,
            is_duplicate_refund INTEGER NOT NULL, is_revenue_recognised INTEGER NOT NULL, revenue_gbp REAL NOT NULL)"""
    )
    con.executemany("INSERT INTO fct_transactions VALUES (?,?,?,?,?,?,?,?,?,?,?,?)", rows)
    con.commit()
    con.execute("VACUUM")
    con.close()


if __name__ == "__main__":
    main()
