"""Build examples/remittances/remittances.sqlite: generated data for the NALA remittances semantic layer.

karanmrn/NalaTask (an analytics-engineering take-home for NALA, a fintech sending money from the UK, the US and
the EU to Africa and Asia) ships only raw fixture seeds behind CDC staging, JSON parsing and an FX join, so this
script generates the marts its semantic models read, with a fixed seed (stdlib only), the way the project's mart
SQL defines their columns:

- `dim_users`: one row per user (registered 2024-01 to 2026-03), sender_country (GB, US and EU countries),
  user_status (ACTIVE, INACTIVE, SUSPENDED, PENDING) and is_kyc_approved (0/1; pending users are not approved);
- `fct_transactions`: one row per transaction created 2024-10-01 to 2026-03-31; transaction_type from the
  project's `transaction_type_policy` seed (five outbound types qualify for volume: DISBURSEMENT,
  CONVERSION_DISBURSEMENT, COLLECTION_CONVERSION_DISBURSEMENT, OUTGOING_PEER_TO_PEER,
  CONVERSION_OUTGOING_PEER_TO_PEER), sent_currency from the sender's country (GBP, USD, EUR), currency_corridor
  'GBP-KES' etc.; completed_date is the day the transaction completed (NULL unless completed, 0-2 days after
  creation); qualifying_count, completed_qualifying_count, completed_sent_amount (the sent amount when a qualifying
  transaction completed, else 0) and completed_sent_amount_usd (that amount at the day's USD rate);
- `fct_disbursement_attempts`: one row per payout attempt (attempt_count 1, completed_attempt_count 1 when
  COMPLETED), provider_name, attempt_state, selection_reason, completion_time_band (the project's latency bands);
- `fct_rule_reviews`: one row per formal fincrime review of a rule hit (review_count 1, false_positive_count 1 when
  FALSE_POSITIVE), with the rule's name, category and version (version 2 of every rule from 2025-08-01);
- `fct_rule_executions`: one row per rule execution (execution_count 1, trigger_count 0/1);
- `fct_onboarding_funnel`: one row per completed signup with its country and hours to the first transaction
  (NULL when none was observed);
- `fct_fincrime_tasks`: one row per fincrime task with match_status, inferred_workflow_result and resolution;
- `metricflow_time_spine`: one row per day from 2020-01-01 for 7305 days (the project's spine).

Run: python examples/remittances/build.py
"""

from __future__ import annotations

import bisect
import itertools
import math
import random
import sqlite3
from datetime import date, timedelta
from pathlib import Path

OUT = Path(__file__).with_name("remittances.sqlite")
SEED = 20260408
START, END = date(2024, 10, 1), date(2026, 3, 31)

COUNTRIES = [
    ("GB", "GBP", 40),
    ("US", "USD", 26),
    ("DE", "EUR", 8),
    ("FR", "EUR", 6),
    ("IE", "EUR", 5),
    ("IT", "EUR", 4),
    ("ES", "EUR", 4),
    ("NL", "EUR", 4),
    ("BE", "EUR", 3),
]
RECEIVED = [
    ("KES", 30),
    ("TZS", 14),
    ("UGX", 14),
    ("NGN", 12),
    ("GHS", 8),
    ("RWF", 5),
    ("ZMW", 3),
    ("INR", 8),
    ("PKR", 6),
]
TYPES = [  # (type, qualifies for volume, weight)
    ("COLLECTION_CONVERSION_DISBURSEMENT", True, 68),
    ("CONVERSION_DISBURSEMENT", True, 6),
    ("DISBURSEMENT", True, 4),
    ("OUTGOING_PEER_TO_PEER", True, 5),
    ("CONVERSION_OUTGOING_PEER_TO_PEER", True, 2),
    ("EARNED_REWARD", False, 4),
    ("INCOMING_PEER_TO_PEER", False, 4),
    ("COLLECTION", False, 2),
    ("COLLECTION_CONVERSION", False, 3),
    ("REVERSAL", False, 1),
    ("INCOMING", False, 1),
]
STATES = [("COMPLETED", 90), ("FAILED", 4), ("CANCELLED", 3), ("EXPIRED", 2), ("ON_HOLD", 1)]
USD_RATE = {"USD": 1.0, "GBP": 1.27, "EUR": 1.08}
PROVIDERS = [
    ("THUNES", 0.93, 30),
    ("TERRAPAY", 0.9, 25),
    ("CELLULANT", 0.84, 20),
    ("ONAFRIQ", 0.88, 15),
    ("FLUTTERWAVE", 0.8, 10),
]
REASONS = [("SMART_ROUTING", 55), ("PRIORITY_ORDER", 25), ("PREDEFINED", 15), ("PROBING", 5)]
RULES = [
    ("high_value_transaction_check", "AML", 30, 0.55),
    ("velocity_check", "FRAUD", 25, 0.7),
    ("sanctions_list_check", "SANCTIONS", 15, 0.8),
    ("new_recipient_large_amount", "FRAUD", 18, 0.6),
    ("high_risk_country", "AML", 12, 0.5),
]
RULE_V2_FROM = date(2025, 8, 1)


def pick(rng: random.Random, items: list[tuple]) -> tuple:
    return rng.choices(items, weights=[item[-1] for item in items])[0]


def day_between(rng: random.Random, first: date, last: date, growth: float = 0.0) -> date:
    """A day in [first, last]; growth > 0 favours later days (a growing business)."""
    span = (last - first).days
    offset = span * (rng.random() ** (1 / (1 + growth)))
    return first + timedelta(days=min(span, int(offset)))


def band(seconds: float | None) -> str:
    if seconds is None or seconds < 0:
        return "UNKNOWN"
    for limit, name in [(60, "UNDER_1_MIN"), (300, "1_TO_5_MIN"), (1800, "5_TO_30_MIN"), (3600, "30_MIN_TO_1_HOUR")]:
        if seconds < limit:
            return name
    return "1_TO_24_HOURS" if seconds <= 86400 else "OVER_24_HOURS"


def build(con: sqlite3.Connection, rng: random.Random) -> dict[str, int]:
    users = []
    for n in range(1, 2801):
        country, currency, _ = pick(rng, COUNTRIES)
        registered = day_between(rng, date(2024, 1, 1), END, growth=0.3)
        status = pick(rng, [("ACTIVE", 78), ("INACTIVE", 12), ("SUSPENDED", 3), ("PENDING", 7)])[0]
        kyc = 0 if status == "PENDING" or rng.random() < 0.04 else 1
        users.append((f"u{n:05d}", registered.isoformat(), country, status, kyc, currency))
    con.execute(
        "CREATE TABLE dim_users (user_id TEXT, registered_date TEXT, sender_country TEXT,"
        " user_status TEXT, is_kyc_approved INTEGER)"
    )
    con.executemany("INSERT INTO dim_users VALUES (?,?,?,?,?)", [u[:5] for u in users])

    # senders by registration day: a transaction's user is drawn among those registered by its day
    senders = sorted((u for u in users if u[3] != "PENDING"), key=lambda u: u[1])
    registered_days = [u[1] for u in senders]
    cum_weights = list(itertools.accumulate(1 + int(rng.paretovariate(1.6)) for _ in senders))
    rows = []
    for n in range(1, 7001):
        created = day_between(rng, START, END, growth=0.35)
        eligible = bisect.bisect_right(registered_days, created.isoformat())
        user = rng.choices(senders[:eligible], cum_weights=cum_weights[:eligible])[0]
        ttype, qualifies, _ = pick(rng, TYPES)
        state = pick(rng, STATES)[0]
        if (END - created).days < 3 and rng.random() < 0.3:
            state = "ON_HOLD"
        sent_currency = user[5]
        received = pick(rng, RECEIVED)[0]
        amount = round(min(5000.0, math.exp(rng.gauss(5.0, 0.8))), 2)
        completed = (
            created + timedelta(days=rng.choices([0, 1, 2], weights=[78, 18, 4])[0]) if state == "COMPLETED" else None
        )
        if completed and completed > END:
            completed = END
        qualifying = 1 if qualifies else 0
        done = 1 if qualifies and state == "COMPLETED" else 0
        volume = amount if done else 0.0
        drift = 1 + 0.03 * math.sin((created - START).days / 45)
        usd = round(volume * USD_RATE[sent_currency] * (drift if sent_currency != "USD" else 1), 2)
        rows.append(
            (
                f"t{n:06d}",
                user[0],
                created.isoformat(),
                completed.isoformat() if completed else None,
                f"{sent_currency}-{received}",
                sent_currency,
                ttype,
                volume,
                usd,
                qualifying,
                done,
            )
        )
    con.execute(
        "CREATE TABLE fct_transactions (transaction_id TEXT, user_id TEXT, transaction_date TEXT,"
        " completed_date TEXT, currency_corridor TEXT, sent_currency TEXT, transaction_type TEXT,"
        " completed_sent_amount REAL, completed_sent_amount_usd REAL, qualifying_count INTEGER,"
        " completed_qualifying_count INTEGER)"
    )
    con.executemany("INSERT INTO fct_transactions VALUES (?,?,?,?,?,?,?,?,?,?,?)", rows)

    attempts = []
    for n in range(1, 5001):
        provider, success, _ = pick(rng, PROVIDERS)
        reason = pick(rng, REASONS)[0]
        day = day_between(rng, START, END, growth=0.5)
        if reason == "PROBING":
            success -= 0.1
        roll = rng.random()
        if roll < success:
            state = "COMPLETED"
        elif (END - day).days < 2 and roll < success + 0.05:
            state = "WAITING_ON_PROVIDER"
        else:
            state = rng.choices(["FAILED", "REVERSED", "AMBIGUOUS"], weights=[85, 8, 7])[0]
        seconds = math.exp(rng.gauss(5.5, 1.6)) if state == "COMPLETED" else None
        attempts.append(
            (f"a{n:06d}", day.isoformat(), provider, state, reason, band(seconds), 1, 1 if state == "COMPLETED" else 0)
        )
    con.execute(
        "CREATE TABLE fct_disbursement_attempts (attempt_id TEXT, attempt_date TEXT,"
        " provider_name TEXT, attempt_state TEXT, selection_reason TEXT, completion_time_band TEXT,"
        " attempt_count INTEGER, completed_attempt_count INTEGER)"
    )
    con.executemany("INSERT INTO fct_disbursement_attempts VALUES (?,?,?,?,?,?,?,?)", attempts)

    executions, reviews = [], []
    for n in range(1, 4501):
        name, category, fp_share, _ = pick(rng, [(r[0], r[1], r[3], r[2]) for r in RULES])
        day = day_between(rng, START, END, growth=0.5)
        version = 2 if day >= RULE_V2_FROM else 1
        triggered = 1 if rng.random() < 0.35 else 0
        executions.append((f"e{n:06d}", day.isoformat(), name, category, version, 1, triggered))
        if triggered and rng.random() < 0.9:
            if version == 2:
                fp_share -= 0.12
            determination = rng.choices(
                ["FALSE_POSITIVE", "TRUE_POSITIVE", "INCONCLUSIVE"],
                weights=[fp_share, (1 - fp_share) * 0.7, (1 - fp_share) * 0.3],
            )[0]
            reviewed = min(END, day + timedelta(days=rng.choices([0, 1, 2, 3], weights=[50, 30, 12, 8])[0]))
            reviews.append(
                (
                    f"r{len(reviews) + 1:06d}",
                    reviewed.isoformat(),
                    name,
                    category,
                    version,
                    determination,
                    1,
                    1 if determination == "FALSE_POSITIVE" else 0,
                )
            )
    con.execute(
        "CREATE TABLE fct_rule_executions (rule_execution_id TEXT, execution_date TEXT,"
        " rule_name TEXT, rule_category TEXT, rule_version INTEGER, execution_count INTEGER,"
        " trigger_count INTEGER)"
    )
    con.executemany("INSERT INTO fct_rule_executions VALUES (?,?,?,?,?,?,?)", executions)
    con.execute(
        "CREATE TABLE fct_rule_reviews (review_id TEXT, review_date TEXT, rule_name TEXT,"
        " rule_category TEXT, rule_version INTEGER, review_determination TEXT, review_count INTEGER,"
        " false_positive_count INTEGER)"
    )
    con.executemany("INSERT INTO fct_rule_reviews VALUES (?,?,?,?,?,?,?,?)", reviews)

    signups = []
    for n in range(1, 2401):
        country = pick(rng, COUNTRIES)[0]
        day = day_between(rng, START, END, growth=0.6)
        hours = None if rng.random() < 0.32 else round(math.exp(rng.gauss(2.8, 1.2)), 2)
        signups.append((f"f{n:05d}", day.isoformat(), country, hours))
    con.execute(
        "CREATE TABLE fct_onboarding_funnel (funnel_entity_id TEXT, signup_completed_at TEXT,"
        " signup_country TEXT, signup_to_first_transaction_hours REAL)"
    )
    con.executemany("INSERT INTO fct_onboarding_funnel VALUES (?,?,?,?)", signups)

    tasks = []
    for n in range(1, 1501):
        day = day_between(rng, START, END, growth=0.5)
        status = pick(
            rng,
            [
                ("UNIQUE_INFERRED", 55),
                ("UNMATCHED", 20),
                ("AMBIGUOUS", 10),
                ("UNSUPPORTED_CONTEXT", 10),
                ("CONFLICTING_CONTEXT", 5),
            ],
        )[0]
        workflow = (
            pick(rng, [("APPROVED", 60), ("REJECTED", 25), ("ESCALATED", 15)])[0]
            if status == "UNIQUE_INFERRED"
            else None
        )
        resolved = ((END - day).days > 5 and rng.random() < 0.9) or rng.random() < 0.4
        resolution = (
            pick(rng, [("NO_ACTION", 55), ("USER_BLOCKED", 15), ("TRANSACTION_REJECTED", 20), ("SAR_FILED", 10)])[0]
            if resolved
            else None
        )
        tasks.append((f"k{n:05d}", day.isoformat(), status, workflow, resolution, 1, 1 if resolved else 0))
    con.execute(
        "CREATE TABLE fct_fincrime_tasks (task_id TEXT, task_date TEXT, match_status TEXT,"
        " inferred_workflow_result TEXT, resolution TEXT, task_count INTEGER, resolved_task_count INTEGER)"
    )
    con.executemany("INSERT INTO fct_fincrime_tasks VALUES (?,?,?,?,?,?,?)", tasks)

    con.execute("CREATE TABLE metricflow_time_spine (date_day TEXT)")
    first = date(2020, 1, 1)
    con.executemany(
        "INSERT INTO metricflow_time_spine VALUES (?)",
        [((first + timedelta(days=i)).isoformat(),) for i in range(7305)],
    )
    return {
        "users": len(users),
        "transactions": len(rows),
        "attempts": len(attempts),
        "executions": len(executions),
        "reviews": len(reviews),
        "signups": len(signups),
        "tasks": len(tasks),
    }


def main() -> None:
    OUT.unlink(missing_ok=True)
    con = sqlite3.connect(OUT)
    counts = build(con, random.Random(SEED))
    con.commit()
    con.execute("VACUUM")
    con.close()
    print(f"wrote {OUT}: " + ", ".join(f"{n} {what}" for what, n in counts.items()))


if __name__ == "__main__":
    main()
