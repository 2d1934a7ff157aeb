"""Build examples/consumer_complaints/consumer_complaints.sqlite: generated data for the CFPB complaints layer.

MarkPhamm/consumer_complaint_transformation models the Consumer Financial Protection Bureau's public complaint
database (complaints consumers file about financial companies: credit reporting, debt collection, mortgages,
cards...) loaded from the CFPB API into Snowflake; it ships no data, so this script generates the one mart its
semantic model reads, `fct_complaints`, with a fixed seed (stdlib only), the way the project's
`fct_complaints.sql` defines its columns:

- company_key, product_key, issue_key and location_key are dbt_utils surrogate keys: md5 of the company name, of
  product || '-' || sub-product, of issue || '-' || sub-issue, of state || '-' || zip (NULL when the state and zip
  are missing);
- date_received 2024-01-01 to 2025-09-30; date_sent_to_company the day the CFPB sent it on (mostly the same day,
  up to two weeks later); days_to_send_to_company the days between them;
- consumer_consent_provided_flag 1 ('Consent provided'), 0 ('Consent not provided') or NULL (N/A, withdrawn,
  other); timely_response_flag 1 / 0; consumer_disputed_flag 1 / 0 / NULL (N/A, most complaints);
- submitted_via: Web, Referral, Phone, Postal mail, Web Referral, Fax, Email (the CFPB's channels).

Plus `metricflow_time_spine` (one row per day, 2020-01-01 to 2025-12-31, as the project's `time_spine.sql`).

Run: python examples/consumer_complaints/build.py
"""

from __future__ import annotations

import hashlib
import random
import sqlite3
from datetime import date, timedelta
from pathlib import Path

OUT = Path(__file__).with_name("consumer_complaints.sqlite")
SEED = 20251015
FIRST, LAST = date(2024, 1, 1), date(2025, 9, 30)

COMPANIES = [
    ("EQUIFAX, INC.", 24),
    ("Experian Information Solutions Inc.", 22),
    ("TRANSUNION INTERMEDIATE HOLDINGS, INC.", 21),
    ("BANK OF AMERICA, NATIONAL ASSOCIATION", 4),
    ("WELLS FARGO & COMPANY", 4),
    ("JPMORGAN CHASE & CO.", 4),
    ("CAPITAL ONE FINANCIAL CORPORATION", 4),
    ("CITIBANK, N.A.", 3),
    ("SYNCHRONY FINANCIAL", 3),
    ("Navient Solutions, LLC.", 2),
    ("PORTFOLIO RECOVERY ASSOCIATES INC", 3),
    ("ENCORE CAPITAL GROUP INC.", 2),
    ("Block, Inc.", 2),
    ("PAYPAL HOLDINGS, INC.", 2),
]
PRODUCTS = [
    ("Credit reporting or other personal consumer reports", "Credit reporting", 62),
    ("Debt collection", "I do not know", 9),
    ("Credit card", "General-purpose credit card or charge card", 7),
    ("Checking or savings account", "Checking account", 7),
    ("Mortgage", "Conventional home mortgage", 4),
    ("Money transfer, virtual currency, or money service", "Mobile or digital wallet", 4),
    ("Student loan", "Federal student loan servicing", 3),
    ("Vehicle loan or lease", "Loan", 2),
    ("Payday loan, title loan, personal loan, or advance loan", "Installment loan", 2),
]
ISSUES = [
    ("Incorrect information on your report", "Information belongs to someone else", 30),
    ("Improper use of your report", "Reporting company used your report improperly", 25),
    ("Problem with a company's investigation into an existing problem", "Their investigation did not fix an error", 15),
    ("Attempts to collect debt not owed", "Debt is not yours", 8),
    ("Managing an account", "Deposits and withdrawals", 7),
    ("Problem with a purchase shown on your statement", "Credit card company isn't resolving a dispute", 6),
    ("Trouble during payment process", "Problem with additional add-on products", 5),
    (None, None, 4),
]
STATES = [
    ("CA", "900", 13),
    ("FL", "331", 12),
    ("TX", "770", 12),
    ("GA", "303", 8),
    ("NY", "100", 8),
    ("IL", "606", 5),
    ("PA", "191", 4),
    ("NC", "282", 4),
    ("NJ", "070", 3),
    ("OH", "441", 3),
    ("MD", "208", 3),
    ("VA", "222", 3),
    (None, None, 2),
]
CHANNELS = [
    ("Web", 78),
    ("Referral", 7),
    ("Phone", 5),
    ("Postal mail", 3),
    ("Web Referral", 5),
    ("Fax", 1),
    ("Email", 1),
]


def pick(rng: random.Random, items: list[tuple]) -> tuple:
    return rng.choices(items, weights=[item[-1] for item in items])[0]


def surrogate_key(*values: str | None) -> str:
    """dbt_utils.generate_surrogate_key: md5 of the values joined by '-', NULLs as '_dbt_utils_surrogate_key_null_'."""
    text = "-".join(v if v is not None else "_dbt_utils_surrogate_key_null_" for v in values)
    return hashlib.md5(text.encode()).hexdigest()


def main() -> None:
    rng = random.Random(SEED)
    span = (LAST - FIRST).days
    rows = []
    for n in range(1, 6001):
        received = FIRST + timedelta(days=min(span, int(span * rng.random() ** 0.8)))
        company = pick(rng, COMPANIES)[0]
        product, sub_product, _ = pick(rng, PRODUCTS)
        issue, sub_issue, _ = pick(rng, ISSUES)
        state, zip3, _ = pick(rng, STATES)
        zip_code = f"{zip3}{rng.randint(0, 99):02d}" if zip3 else None
        lag = rng.choices([0, 1, 2, 3, 5, 7, 14], weights=[62, 14, 8, 6, 5, 3, 2])[0]
        sent = received + timedelta(days=lag)
        channel = pick(rng, CHANNELS)[0]
        if channel in ("Referral", "Web Referral"):  # referred complaints reach the company later
            sent += timedelta(days=rng.randint(1, 4))
        consent = rng.choices([1, 0, None], weights=[46, 19, 35])[0] if channel == "Web" else None
        timely = 0 if rng.random() < (0.08 if "PORTFOLIO" in company or "ENCORE" in company else 0.025) else 1
        disputed = rng.choices([1, 0, None], weights=[9, 31, 60])[0]
        rows.append(
            (
                n + 9_800_000,
                surrogate_key(company),
                surrogate_key(product, sub_product),
                surrogate_key(issue, sub_issue) if issue else None,
                surrogate_key(state, zip_code) if state else None,
                received.isoformat(),
                sent.isoformat(),
                (sent - received).days,
                consent,
                timely,
                disputed,
                channel,
            )
        )
    OUT.unlink(missing_ok=True)
    con = sqlite3.connect(OUT)
    con.execute(
        "CREATE TABLE fct_complaints (complaint_id INTEGER, company_key TEXT, product_key TEXT, issue_key TEXT,"
        " location_key TEXT, date_received TEXT, date_sent_to_company TEXT, days_to_send_to_company INTEGER,"
        " consumer_consent_provided_flag BOOLEAN, timely_response_flag BOOLEAN, consumer_disputed_flag BOOLEAN,"
        " submitted_via TEXT)"
    )
    con.executemany("INSERT INTO fct_complaints VALUES (?,?,?,?,?,?,?,?,?,?,?,?)", sorted(rows, key=lambda r: r[5]))
    con.execute("CREATE TABLE metricflow_time_spine (date_day TEXT)")
    day, spine = date(2020, 1, 1), []
    while day <= date(2025, 12, 31):
        spine.append((day.isoformat(),))
        day += timedelta(days=1)
    con.executemany("INSERT INTO metricflow_time_spine VALUES (?)", spine)
    con.commit()
    con.execute("VACUUM")
    con.close()
    print(f"wrote {OUT} ({len(rows)} complaints, {len(spine)} spine days)")


if __name__ == "__main__":
    main()
