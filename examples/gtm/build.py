"""Build examples/gtm/gtm.sqlite: data for a B2B SaaS go-to-market semantic layer (sales, funnel, ARR, finance).

The semantic layer (models/*.yml) is JayDS22/gtm-semantic-layer's, verbatim: opportunities, team quotas,
product funnel events, monthly ARR movements, cohort ARR, quarterly financials and QoQ ARR growth. The project
ships small seeds (29 opportunities, 8 reps, 36 product events, 24 team quotas for 2026) meant to be run
through its dbt models; they are kept here as they are (the first rows of each table, keyed as the dbt models
key them: `md5(id)` surrogate keys, cents = dollars * 100) and extended with generated rows (fixed seed) in the
same vocabulary, so that ~45 questions have answers that differ: 1,200 more opportunities created from
2025-01-01, 20 more reps, about 4,000 funnel events, and the marts the project derives from Stripe and finance
seeds (ARR movements, cohorts, financials, QoQ growth) computed from the won opportunities here and from a
book of 160 customers signed during 2024 (ARR and cohorts start 2024-01; financials 2025-Q1 to 2026-Q3).

Tables: exactly the columns the semantic models read, named as their `ref(...)`; `dim_date` is the project's
declared time spine (2025-01-01 to 2027-12-31). Booleans are 0/1, dates 'YYYY-MM-DD'.
Today, for the questions, is 2026-10-05 (the seeds' last modification is 2026-10-04): opportunities that
closed did so by then; open ones close from 2026-09 (a few overdue) to 2027-03.

Run: python examples/gtm/build.py   (standard library only)
"""

from __future__ import annotations

import hashlib
import random
import sqlite3
from collections import defaultdict
from datetime import date, timedelta
from pathlib import Path

OUT = Path(__file__).with_name("gtm.sqlite")
SEED = 4_2026
TODAY = date(2026, 10, 5)
HISTORY_START = date(2025, 1, 1)
BOOK_START = date(2024, 1, 1)  # ARR, cohorts and the months before the first quarter of financials

# seeds/gtm/sfdc_users.csv (id, title, team; names and emails are dropped at the mart, as dim_user does)
SEED_USERS = [("u_001", "Senior AE", "NAMER-ENT"), ("u_002", "Senior AE", "NAMER-SMB"),
              ("u_003", "Senior AE", "APAC-ENT"), ("u_004", "AE", "NAMER-MM"), ("u_005", "Senior AE", "NAMER-ENT"),
              ("u_006", "AE", "EMEA-MM"),
              ("u_007", "AE", "EMEA-ENT"), ("u_008", "AE", "NAMER-SMB")]
# seeds/gtm/sfdc_opportunities.csv: id, account, owner, stage, forecast category, amount ($), close, created
SEED_OPPS = """opp_001,a_001,u_001,Closed Won,closed,24000,2026-02-14,2025-11-02
opp_002,a_001,u_001,Closed Won,closed,18000,2026-05-20,2026-03-10
opp_003,a_001,u_001,Negotiation,commit,96000,2026-11-15,2026-08-01
opp_004,a_002,u_002,Closed Won,closed,5400,2026-01-28,2025-12-18
opp_005,a_002,u_002,Proposal,best_case,30000,2026-12-20,2026-09-15
opp_006,a_003,u_003,Closed Won,closed,180000,2026-03-10,2025-10-05
opp_007,a_003,u_003,Discovery,best_case,120000,2027-02-28,2026-09-28
opp_008,a_004,u_002,Closed Lost,omitted,5400,2026-02-20,2026-01-02
opp_009,a_004,u_002,Closed Won,closed,24000,2026-06-11,2026-04-12
opp_010,a_005,u_004,Closed Won,closed,24000,2026-04-02,2026-01-20
opp_011,a_005,u_004,Negotiation,commit,108000,2026-12-15,2026-08-10
opp_012,a_006,u_005,Closed Won,closed,240000,2026-07-01,2026-02-14
opp_013,a_006,u_005,Proposal,commit,180000,2027-01-15,2026-08-20
opp_014,a_007,u_006,Closed Lost,omitted,24000,2026-05-10,2026-02-28
opp_015,a_007,u_006,Closed Won,closed,24000,2026-09-15,2026-07-15
opp_016,a_008,u_001,Closed Won,closed,5400,2026-03-18,2026-01-28
opp_017,a_008,u_001,Discovery,best_case,24000,2026-12-30,2026-09-05
opp_018,a_009,u_003,Closed Won,closed,144000,2026-05-25,2025-12-15
opp_019,a_010,u_007,Closed Won,closed,24000,2026-02-10,2025-11-20
opp_020,a_010,u_007,Qualification,pipeline,108000,2027-03-15,2026-10-01
opp_021,a_011,u_008,Closed Won,closed,24000,2026-04-20,2026-02-10
opp_022,a_011,u_008,Closed Lost,omitted,24000,2026-08-15,2026-06-25
opp_023,a_012,u_004,Closed Won,closed,5400,2026-01-15,2025-11-10
opp_024,a_012,u_004,Prospecting,pipeline,24000,2027-02-28,2026-09-25
opp_025,a_013,u_006,Closed Won,closed,24000,2026-06-30,2026-03-10
opp_026,a_013,u_006,Proposal,best_case,120000,2027-01-10,2026-08-05
opp_027,a_014,u_002,Closed Won,closed,210000,2026-08-22,2026-01-15
opp_028,a_015,u_005,Closed Lost,omitted,24000,2026-07-05,2026-04-02
opp_029,a_015,u_005,Negotiation,commit,24000,2026-11-30,2026-09-02"""
# seeds/gtm/product_events.csv: event id, user, type, account, timestamp (properties are not read)
SEED_EVENTS = """evt_001,u_101,visit,,2026-01-05
evt_002,u_101,signup,a_001,2026-01-05
evt_003,u_101,mql_qualified,a_001,2026-01-10
evt_004,u_101,sql_qualified,a_001,2026-01-25
evt_005,u_101,activation_milestone_reached,a_001,2026-02-16
evt_006,u_102,visit,,2026-01-15
evt_007,u_102,signup,a_002,2026-01-15
evt_008,u_102,activation_milestone_reached,a_002,2026-02-01
evt_009,u_103,visit,,2025-10-02
evt_010,u_103,signup,a_003,2025-10-02
evt_011,u_103,mql_qualified,a_003,2025-10-15
evt_012,u_103,sql_qualified,a_003,2025-11-20
evt_013,u_103,activation_milestone_reached,a_003,2025-12-01
evt_014,u_103,expansion_event,a_003,2026-09-01
evt_015,u_104,visit,,2026-01-02
evt_016,u_104,signup,a_004,2026-01-02
evt_017,u_104,mql_qualified,a_004,2026-01-10
evt_018,u_105,visit,,2026-01-20
evt_019,u_105,signup,a_005,2026-01-20
evt_020,u_105,sql_qualified,a_005,2026-03-01
evt_021,u_105,activation_milestone_reached,a_005,2026-04-05
evt_022,u_106,visit,,2026-02-10
evt_023,u_106,signup,a_006,2026-02-10
evt_024,u_106,activation_milestone_reached,a_006,2026-07-15
evt_025,u_107,visit,,2026-02-20
evt_026,u_107,signup,a_007,2026-02-20
evt_027,u_107,activation_milestone_reached,a_007,2026-09-20
evt_028,u_108,visit,,2026-01-25
evt_029,u_108,signup,a_008,2026-01-25
evt_030,u_108,activation_milestone_reached,a_008,2026-03-22
evt_031,u_109,visit,,2025-12-10
evt_032,u_109,signup,a_009,2025-12-10
evt_033,u_109,activation_milestone_reached,a_009,2026-05-30
evt_034,u_110,visit,,2025-11-18
evt_035,u_110,signup,a_010,2025-11-18
evt_036,u_110,activation_milestone_reached,a_010,2026-02-15"""
# seeds/gtm/quotas.csv, as it is: team, quarter start, quota in cents
SEED_QUOTAS = """NAMER-ENT,2026-01-01,25000000
NAMER-ENT,2026-04-01,30000000
NAMER-ENT,2026-07-01,35000000
NAMER-ENT,2026-10-01,40000000
NAMER-SMB,2026-01-01,8000000
NAMER-SMB,2026-04-01,10000000
NAMER-SMB,2026-07-01,12000000
NAMER-SMB,2026-10-01,14000000
NAMER-MM,2026-01-01,15000000
NAMER-MM,2026-04-01,18000000
NAMER-MM,2026-07-01,20000000
NAMER-MM,2026-10-01,22000000
APAC-ENT,2026-01-01,20000000
APAC-ENT,2026-04-01,22000000
APAC-ENT,2026-07-01,24000000
APAC-ENT,2026-10-01,26000000
EMEA-MM,2026-01-01,12000000
EMEA-MM,2026-04-01,14000000
EMEA-MM,2026-07-01,16000000
EMEA-MM,2026-10-01,18000000
EMEA-ENT,2026-01-01,22000000
EMEA-ENT,2026-04-01,24000000
EMEA-ENT,2026-07-01,26000000
EMEA-ENT,2026-10-01,28000000"""
EVENT_STAGE = {"visit": "visit", "signup": "signup", "mql_qualified": "mql", "sql_qualified": "sql",
               "activation_milestone_reached": "activation", "expansion_event": "expansion"}
TEAMS = ["NAMER-ENT", "NAMER-MM", "NAMER-SMB", "EMEA-ENT", "EMEA-MM", "APAC-ENT"]
TEAM_WEIGHT = [22, 20, 24, 12, 14, 8]
WIN_ODDS = {"NAMER-ENT": 0.30, "NAMER-MM": 0.36, "NAMER-SMB": 0.44, "EMEA-ENT": 0.26, "EMEA-MM": 0.33,
            "APAC-ENT": 0.22}
AMOUNTS = {"SMB": [5400, 5400, 12000, 24000], "MM": [24000, 30000, 48000, 60000],
           "ENT": [96000, 108000, 120000, 144000, 180000, 240000]}
PROBABILITY_STAGES = ["Prospecting", "Qualification", "Discovery", "Proposal", "Negotiation"]


def sk(natural_key: str) -> str:
    """dbt_utils.generate_surrogate_key of one column: md5 of its text."""
    return hashlib.md5(natural_key.encode()).hexdigest()


def month_start(day: date) -> date:
    return day.replace(day=1)


def add_months(day: date, months: int) -> date:
    index = day.year * 12 + day.month - 1 + months
    return date(index // 12, index % 12 + 1, 1)


def quarter_start(day: date) -> date:
    return date(day.year, 3 * ((day.month - 1) // 3) + 1, 1)


def open_category(rng: random.Random, stage: str) -> str:
    if rng.random() < 0.08:
        return "omitted"
    return {"Prospecting": "pipeline", "Qualification": "pipeline", "Discovery": rng.choice(["pipeline", "best_case"]),
            "Proposal": rng.choice(["best_case", "commit"]), "Negotiation": "commit"}[stage]


def opportunities(rng: random.Random, users: list[tuple[str, str, str]]) -> list[tuple]:
    """(opportunity_id, account_id, user_id, team, stage, forecast_category, amount $, close, created)."""
    team_of = {u[0]: u[2] for u in users}
    rows = []
    for line in SEED_OPPS.splitlines():
        oid, account, user, stage, category, amount, close, created = line.split(",")
        rows.append((oid, account, user, team_of[user], stage, category, int(amount), date.fromisoformat(close),
                     date.fromisoformat(created)))
    by_team = defaultdict(list)
    for user in users:
        by_team[user[2]].append(user[0])
    accounts = [f"a_{n:03d}" for n in range(16, 420)]
    for number in range(30, 1230):
        team = rng.choices(TEAMS, weights=TEAM_WEIGHT)[0]
        segment = team.split("-")[1]
        created = HISTORY_START + timedelta(days=rng.randrange((TODAY - HISTORY_START).days - 3))
        cycle = int(rng.gauss({"SMB": 35, "MM": 75, "ENT": 140}[segment], 18 if segment == "SMB" else 35))
        close = created + timedelta(days=max(7, cycle))
        if close < TODAY:
            stage = "Closed Won" if rng.random() < WIN_ODDS[team] else "Closed Lost"
            if rng.random() < 0.04:  # overdue, still open
                stage = rng.choice(PROBABILITY_STAGES[2:])
            category = {"Closed Won": "closed", "Closed Lost": "omitted"}.get(stage) or open_category(rng, stage)
        else:
            stage = rng.choices(PROBABILITY_STAGES, weights=[22, 24, 22, 18, 14])[0]
            category = open_category(rng, stage)
            close = min(close, date(2027, 3, 31))
        rows.append((f"opp_{number:04d}", rng.choice(accounts), rng.choice(by_team[team]), team, stage, category,
                     rng.choice(AMOUNTS[segment]), close, created))
    return rows


def funnel(rng: random.Random) -> list[tuple]:
    """(event_id, account_id or None, user, funnel_stage, event_date)."""
    rows = []
    for line in SEED_EVENTS.splitlines():
        eid, user, kind, account, day = line.split(",")
        rows.append((eid, account or None, user, EVENT_STAGE[kind], day))
    number = 37
    for person in range(1001, 2301):
        visit = HISTORY_START + timedelta(days=rng.randrange((TODAY - HISTORY_START).days))
        user, account = f"u_{person}", f"a_{rng.randrange(16, 520):03d}"
        steps = [("visit", visit, None)]
        if rng.random() < 0.55:
            steps.append(("signup", visit, account))
            day = visit
            if rng.random() < 0.5:
                day += timedelta(days=rng.randrange(3, 20))
                steps.append(("mql", day, account))
                if rng.random() < 0.45:
                    day += timedelta(days=rng.randrange(7, 45))
                    steps.append(("sql", day, account))
            if rng.random() < 0.6:
                activated = visit + timedelta(days=rng.randrange(5, 90))
                steps.append(("activation", activated, account))
                if rng.random() < 0.18:
                    steps.append(("expansion", activated + timedelta(days=rng.randrange(30, 240)), account))
        for stage, day, acc in steps:
            if day < TODAY:
                rows.append((f"evt_{number:05d}", acc, user, stage, day.isoformat()))
                number += 1
    return rows


def arr_movements(rng: random.Random, opps: list[tuple]) -> dict[tuple[str, date], int]:
    """Per account and month, the ARR change in cents: won deals add, some accounts shrink or leave."""
    deltas: dict[tuple[str, date], int] = defaultdict(int)
    for number in range(600, 760):  # the customer base signed in 2024, before the opportunities here
        segment = rng.choices(["SMB", "MM", "ENT"], weights=[45, 35, 20])[0]
        deltas[(f"a_{number:03d}", add_months(BOOK_START, rng.randrange(12)))] += rng.choice(AMOUNTS[segment]) * 100
    for opp in sorted(opps, key=lambda o: o[7]):
        if opp[4] == "Closed Won" and opp[7] < TODAY:
            deltas[(opp[1], month_start(opp[7]))] += opp[6] * 100
    series: dict[str, dict[date, int]] = defaultdict(dict)
    for (account, month), cents in deltas.items():
        series[account][month] = cents
    for account, months in series.items():
        first = min(months)
        roll = rng.random()
        if roll < 0.12:  # churns later
            when = add_months(first, rng.randrange(4, 16))
            if when <= month_start(TODAY - timedelta(days=6)):
                deltas[(account, when)] -= sum(c for m, c in months.items() if m < when)
        elif roll < 0.22:  # contracts once
            when = add_months(first, rng.randrange(3, 12))
            if when <= month_start(TODAY - timedelta(days=6)):
                deltas[(account, when)] -= int(months[first] * rng.choice([0.2, 0.25, 0.5]))
    return deltas


def main() -> None:
    rng = random.Random(SEED)
    OUT.unlink(missing_ok=True)
    con = sqlite3.connect(OUT)
    con.executescript(
        """
        CREATE TABLE fct_opportunity (opportunity_sk TEXT PRIMARY KEY, opportunity_id TEXT NOT NULL,
            account_sk TEXT, user_sk TEXT, owner_team TEXT, stage TEXT NOT NULL, forecast_category TEXT NOT NULL,
            arr_cents INTEGER NOT NULL, is_won INTEGER NOT NULL, is_lost INTEGER NOT NULL, is_open INTEGER NOT NULL,
            created_date TEXT NOT NULL, close_date TEXT NOT NULL, cycle_days INTEGER);
        CREATE TABLE fct_quota (quota_sk TEXT PRIMARY KEY, team TEXT NOT NULL, quarter_start TEXT NOT NULL,
            quota_arr_cents INTEGER NOT NULL);
        CREATE TABLE fct_funnel_event (event_id TEXT PRIMARY KEY, account_sk TEXT, external_user_id TEXT NOT NULL,
            funnel_stage TEXT NOT NULL, event_date TEXT NOT NULL);
        CREATE TABLE fct_mrr_movement (account_sk TEXT NOT NULL, month_date TEXT NOT NULL,
            movement_type TEXT NOT NULL, arr_delta_cents INTEGER NOT NULL,
            PRIMARY KEY (account_sk, month_date, movement_type));
        CREATE TABLE fct_cohort_arr_monthly (cohort_month TEXT NOT NULL, reporting_month TEXT NOT NULL,
            cohort_now_arr_cents INTEGER NOT NULL, cohort_retained_arr_cents INTEGER NOT NULL,
            cohort_t0_arr_cents INTEGER NOT NULL, cohort_logo_t0 INTEGER NOT NULL, cohort_logo_now INTEGER NOT NULL,
            PRIMARY KEY (cohort_month, reporting_month));
        CREATE TABLE fct_financials (financials_sk TEXT PRIMARY KEY, quarter_start TEXT NOT NULL UNIQUE,
            sm_spend_cents INTEGER NOT NULL, revenue_cents INTEGER NOT NULL, cogs_cents INTEGER NOT NULL,
            net_burn_cents INTEGER NOT NULL, gross_margin_pct REAL NOT NULL, operating_margin_pct REAL NOT NULL,
            segment_weighted_cac_denom_cents INTEGER NOT NULL);
        CREATE TABLE fct_arr_qoq_growth (quarter_start TEXT PRIMARY KEY, arr_qoq_annualized_growth_pct REAL);
        CREATE TABLE dim_date (calendar_date TEXT PRIMARY KEY);
        """
    )
    users = list(SEED_USERS)
    for number in range(9, 29):
        team = TEAMS[(number - 9) % len(TEAMS)]
        users.append((f"u_{number:03d}", rng.choice(["AE", "AE", "Senior AE"]), team))
    opps = opportunities(rng, users)
    con.executemany(
        "INSERT INTO fct_opportunity VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [(sk(o[0]), o[0], sk(o[1]), sk(o[2]), o[3], o[4], o[5], o[6] * 100, int(o[4] == "Closed Won"),
          int(o[4] == "Closed Lost"), int(o[4] not in ("Closed Won", "Closed Lost")), o[8].isoformat(),
          o[7].isoformat(), (o[7] - o[8]).days if o[4] in ("Closed Won", "Closed Lost") else None) for o in opps])
    quotas = [line.split(",") for line in SEED_QUOTAS.splitlines()]
    con.executemany("INSERT INTO fct_quota VALUES (?, ?, ?, ?)", [(sk(f"{t}{q}"), t, q, int(c)) for t, q, c in quotas])
    con.executemany("INSERT INTO fct_funnel_event VALUES (?, ?, ?, ?, ?)",
                    [(e[0], sk(e[1]) if e[1] else None, e[2], e[3], e[4]) for e in funnel(rng)])

    deltas = arr_movements(rng, opps)
    months = [add_months(BOOK_START, i) for i in range(33)]  # 2024-01 .. 2026-09
    arr: dict[str, dict[date, int]] = defaultdict(lambda: defaultdict(int))
    for account in sorted({a for a, _ in deltas}):
        running = 0
        for month in months:
            running += deltas.get((account, month), 0)
            arr[account][month] = running
    movements = []
    for account, series in arr.items():
        previous, ever = 0, False
        for month in months:
            current = series[month]
            if current != previous:
                if previous == 0:
                    kind = "reactivation" if ever else "new"
                elif current == 0:
                    kind = "churn"
                else:
                    kind = "expansion" if current > previous else "contraction"
                movements.append((sk(account), month.isoformat(), kind, current - previous))
            ever = ever or current > 0
            previous = current
    con.executemany("INSERT INTO fct_mrr_movement VALUES (?, ?, ?, ?)", movements)

    cohorts: dict[tuple[date, date], list[int]] = defaultdict(lambda: [0, 0, 0, 0, 0])
    for series in arr.values():
        start = next((m for m in months if series[m] > 0), None)
        if start is None:
            continue
        t0 = series[start]
        for month in months:
            if month < start:
                continue
            now = series[month]
            row = cohorts[(start, month)]
            row[0] += now
            row[1] += min(now, t0)
            row[2] += t0
            row[3] += 1
            row[4] += int(now > 0)
    con.executemany("INSERT INTO fct_cohort_arr_monthly VALUES (?, ?, ?, ?, ?, ?, ?)",
                    [(c.isoformat(), r.isoformat(), *v) for (c, r), v in sorted(cohorts.items())])

    quarters = [add_months(HISTORY_START, 3 * i) for i in range(7)]  # 2025Q1 .. 2026Q3
    total_arr = {m: sum(s[m] for s in arr.values()) for m in months}
    financials, growth, previous_end = [], [], total_arr[date(2024, 12, 1)]
    for quarter in quarters:
        in_quarter = [add_months(quarter, i) for i in range(3)]
        revenue = sum(total_arr[m] for m in in_quarter) // 12
        cogs = int(revenue * rng.uniform(0.21, 0.29))
        sm_spend = int(rng.uniform(0.9, 1.4) * 1_000_000_00 + revenue * 0.35)
        opex = sm_spend + int(revenue * rng.uniform(0.45, 0.6))
        new_in_quarter = sum(d for (_, m), d in deltas.items() if m in in_quarter and d > 0)
        financials.append((sk(quarter.isoformat()), quarter.isoformat(), sm_spend, revenue, cogs,
                           opex + cogs - revenue, round((revenue - cogs) / revenue, 2),
                           round((revenue - cogs - opex) / revenue, 4), int(new_in_quarter * rng.uniform(0.7, 0.8))))
        end = total_arr[in_quarter[-1]]
        growth.append((quarter.isoformat(), (end / previous_end) ** 4 - 1))
        previous_end = end
    con.executemany("INSERT INTO fct_financials VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", financials)
    con.executemany("INSERT INTO fct_arr_qoq_growth VALUES (?, ?)", growth)
    day, spine = date(2025, 1, 1), []
    while day < date(2028, 1, 1):
        spine.append((day.isoformat(),))
        day += timedelta(days=1)
    con.executemany("INSERT INTO dim_date VALUES (?)", spine)
    con.commit()
    con.execute("VACUUM")
    con.close()


if __name__ == "__main__":
    main()
