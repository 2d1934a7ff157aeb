"""Build examples/banking_es/banking_es.sqlite from the project's own seeds (seeds/raw_*.csv).

The seeds are those of novarz/sduran_fusion_banking (a fictional Spanish retail bank: 100 customers, 25 branches,
30 products, 110 accounts, 268 transactions, 40 loans), with the columns the semantic layer does not reach
dropped. The three marts the semantic models name (dim_customers, fct_transactions, fct_loans) are computed the
way the project's dbt SQL computes them (models/marts/*.sql, models/intermediate/int_*.sql), with CURRENT_DATE
pinned to TODAY so the risk level is stable. Booleans are 0/1. Standard library only; deterministic.

    python examples/banking_es/build.py
"""

from __future__ import annotations

import csv
import sqlite3
from collections import defaultdict
from datetime import date, timedelta
from pathlib import Path

HERE = Path(__file__).parent
OUT = HERE / "banking_es.sqlite"
TODAY = date(2024, 2, 1)  # the project's CURRENT_DATE for risk_level (its data was loaded on 2024-01-15)


def _seed(name: str) -> list[dict[str, str]]:
    with open(HERE / "seeds" / f"{name}.csv", encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def _commission(channel: str, kind: str, amount: float) -> float:
    """fct_transactions.commission_amount."""
    if channel == "ATM" and kind == "debit":
        return 0.50
    if channel == "POS" and abs(amount) > 100:
        return 0.00
    if channel == "Transfer" and abs(amount) > 50000:
        return 15.00
    return 0.00


def _risk_level(status: str, remaining: float, amount: float, start: str) -> str:
    """int_loan_enriched.risk_level."""
    if status == "defaulted":
        return "Alto"
    if status == "active" and remaining > amount * 0.9 and TODAY.year - int(start[:4]) > 1:
        return "Medio"
    if status in ("active", "completed"):
        return "Bajo"
    return "Sin clasificar"


def main() -> None:
    customers = {r["id"]: r for r in _seed("raw_customers")}
    accounts = {r["id"]: r for r in _seed("raw_accounts")}
    products = {r["id"]: r for r in _seed("raw_products")}
    branches = {r["id"]: r for r in _seed("raw_branches")}
    loans = _seed("raw_loans")
    transactions = _seed("raw_transactions")

    OUT.unlink(missing_ok=True)
    con = sqlite3.connect(OUT)
    con.executescript(
        """
        CREATE TABLE dim_customers (
            customer_id INTEGER PRIMARY KEY, first_name TEXT, last_name TEXT, full_name TEXT, gender TEXT,
            city TEXT, state TEXT, country TEXT, customer_since TEXT, customer_segment TEXT, customer_value TEXT);
        CREATE TABLE fct_transactions (
            transaction_id INTEGER PRIMARY KEY, account_id INTEGER, customer_id INTEGER, transaction_date TEXT,
            transaction_type TEXT, category TEXT, amount REAL, channel TEXT, status TEXT, product_name TEXT,
            product_type TEXT, branch_name TEXT, region TEXT, commission_amount REAL,
            is_excluded_from_metrics INTEGER);
        CREATE TABLE fct_loans (
            loan_id INTEGER PRIMARY KEY, customer_id INTEGER, loan_amount REAL, interest_rate REAL,
            term_months INTEGER, monthly_payment REAL, start_date TEXT, end_date TEXT, status TEXT,
            remaining_balance REAL, customer_name TEXT, customer_segment TEXT, product_name TEXT,
            loan_category TEXT, branch_name TEXT, region TEXT, total_interest_paid REAL, tae REAL,
            risk_level TEXT);
        CREATE TABLE metricflow_time_spine (date_day TEXT PRIMARY KEY);
        """
    )
    # int_customer_segments: deposits from positive balances, active loans, then the value tier
    deposits: dict[str, float] = defaultdict(float)
    for a in accounts.values():
        deposits[a["customer_id"]] += max(float(a["current_balance"]), 0.0)
    active_loan_amount: dict[str, float] = defaultdict(float)
    for loan in loans:
        if loan["status"] == "active":
            active_loan_amount[loan["customer_id"]] += float(loan["loan_amount"])
    for cid, c in customers.items():
        dep, lent = deposits.get(cid, 0.0), active_loan_amount.get(cid, 0.0)
        value = "High" if dep >= 50000 or lent >= 100000 else "Medium" if dep >= 10000 or lent >= 20000 else "Low"
        con.execute(
            "INSERT INTO dim_customers VALUES (?,?,?,?,?,?,?,?,?,?,?)",
            (
                int(cid),
                c["first_name"],
                c["last_name"],
                f"{c['first_name']} {c['last_name']}",
                c["gender"],
                c["city"],
                c["state"],
                c["country"],
                c["customer_since"],
                c["customer_segment"],
                value,
            ),
        )
    for t in transactions:
        a = accounts[t["account_id"]]
        p, b = products[a["product_id"]], branches[a["branch_id"]]
        amount = float(t["amount"])
        con.execute(
            "INSERT INTO fct_transactions VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (
                int(t["id"]),
                int(t["account_id"]),
                int(a["customer_id"]),
                t["transaction_date"],
                t["transaction_type"],
                t["category"],
                amount,
                t["channel"],
                t["status"],
                p["product_name"],
                p["product_type"],
                b["branch_name"],
                b["region"],
                _commission(t["channel"], t["transaction_type"], amount),
                int(t["status"] == "reversed"),
            ),
        )
    for loan in loans:
        c, p, b = customers[loan["customer_id"]], products[loan["product_id"]], branches[loan["branch_id"]]
        amount, rate = float(loan["loan_amount"]), float(loan["interest_rate"])
        payment, term = float(loan["monthly_payment"]), int(loan["term_months"])
        remaining = float(loan["remaining_balance"])
        con.execute(
            "INSERT INTO fct_loans VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (
                int(loan["id"]),
                int(loan["customer_id"]),
                amount,
                rate,
                term,
                payment,
                loan["start_date"],
                loan["end_date"],
                loan["status"],
                remaining,
                f"{c['first_name']} {c['last_name']}",
                c["customer_segment"],
                p["product_name"],
                p["category"],
                b["branch_name"],
                b["region"],
                round(payment * term - amount, 2),
                round(((1 + rate / 100 / 12) ** 12 - 1) * 100, 2),
                _risk_level(loan["status"], remaining, amount, loan["start_date"]),
            ),
        )
    day = date(1999, 1, 1)
    while day <= date(2025, 12, 31):
        con.execute("INSERT INTO metricflow_time_spine VALUES (?)", (day.isoformat(),))
        day += timedelta(days=1)
    con.commit()
    con.close()


if __name__ == "__main__":
    main()
