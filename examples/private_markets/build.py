"""Build examples/private_markets/private_markets.sqlite: a deterministic stand-in for the seven tables the semantic
layer reads.

The source repository (antikas/ergasterion, MIT) generates a data-vault warehouse for a private-markets investor
(funds, cash flows, valuations, a deal pipeline) and a small e-commerce estate from tiny raw seeds through entity
resolution, point-in-time and calculated-field layers; its marts are not shipped and its seeds hold a handful of
rows. This script generates plausible mart rows with a fixed seed, standard library only, reusing the seeds'
fund ids, strategies, hurdle configuration, classification values, deal stages, customer segments and channels:

- fact_fund_performance: one row per fund and quarter end (performance_as_of_date, 2023-03-31 .. 2025-12-31) for
  six funds (fund_id as the seeds' shared ids, e.g. 'OPENIM-FUND-APEX-II'): tvpi, dpi, rvpi, moic (multiples),
  latest_nav_usd, paid_in_usd and distributions_usd (cumulative to the quarter end). tvpi = dpi + rvpi.
- fact_fund_cash_flow: one row per capital call or distribution (2023 .. 2025): cash_flow_type ('investment',
  'management_fee' for calls; 'return_of_capital', 'realized_gain' for distributions), private_markets_event_type
  ('capital_call' or 'distribution'), direction ('outflow' or 'inflow', the investor's view), amount_usd signed
  (calls negative), called_amount_usd and distribution_amount_usd (absolute, 0 for the other kind), as the
  project's mart computes them.
- cf_fund_hurdle: one row per fund and quarter end with the hurdle configuration in force (the seed's strategy
  defaults and the APEX-II fund override): hurdle_type, hurdle_return_metric, hurdle_config_scope, hurdle_cleared
  (0/1) and excess_over_hurdle (the return metric minus the hurdle rate).
- fact_investment_classification: one row per fund and quarter end with the department and sector in force then
  (two funds are reclassified during 2024) and nav_usd.
- fact_deal_pipeline: one row per deal sourced in 2024 .. 2025 with its current stage (SOURCED .. COMMITTED /
  DECLINED), strategy, is_committed / is_declined / is_converted (0/1), days_in_current_stage and
  total_cycle_time_days (NULL for deals not at a terminal stage).
- int_order_header: one row per e-commerce order (2025): customer_segment_at_order_date ('bronze', 'silver',
  'gold'), channel ('web', 'marketplace', 'store'), order_total in GBP.
- int_customer_order_summary: one row per purchasing customer: first_order_date and repeat_purchase_flag (1.0 when
  the customer ordered more than once, else 0.0).

Run: python examples/private_markets/build.py
"""

from __future__ import annotations

import random
import sqlite3
from datetime import date, timedelta
from pathlib import Path

OUT = Path(__file__).with_name("private_markets.sqlite")
SEED = 20260115
QUARTER_ENDS = [date(y, m, d) for y in (2023, 2024, 2025) for m, d in ((3, 31), (6, 30), (9, 30), (12, 31))]
# fund_id, strategy, commitment (USD), first quarter with data, department, sector (later reclassification)
FUNDS = [
    ("OPENIM-FUND-APEX-II", "growth", 125e6, 0, ("INSTITUTIONAL_GROWTH", "GROWTH_EQUITY"), None),
    ("OPENIM-FUND-NORTHSTAR-IV", "buyout", 65e6, 0, ("PRIVATE_EQUITY", "BUYOUT"), None),
    ("OPENIM-FUND-HARBOR-III", "core_plus", 30e6, 0, ("REAL_ASSETS", "INFRASTRUCTURE"), None),
    ("OPENIM-FUND-ORION-I", "direct_lending", 80e6, 0, ("CREDIT", "PRIVATE_CREDIT"), None),
    (
        "OPENIM-FUND-SEEDLING-I",
        "early_stage",
        20e6,
        2,
        ("VENTURE", "EARLY_STAGE"),
        (6, ("PRIVATE_EQUITY", "GROWTH_EQUITY")),
    ),
    (
        "OPENIM-FUND-HELIO-I",
        "climate_transition",
        70e6,
        4,
        ("REAL_ASSETS", "UNKNOWN"),
        (7, ("REAL_ASSETS", "INFRASTRUCTURE")),
    ),
]
NAMES = {
    "INSTITUTIONAL_GROWTH": "Institutional Growth",
    "PRIVATE_EQUITY": "Private Equity",
    "REAL_ASSETS": "Real Assets",
    "CREDIT": "Credit",
    "VENTURE": "Venture",
    "GROWTH_EQUITY": "Growth Equity",
    "BUYOUT": "Buyout",
    "INFRASTRUCTURE": "Infrastructure",
    "PRIVATE_CREDIT": "Private Credit",
    "EARLY_STAGE": "Early Stage",
    "UNKNOWN": "Unknown",
}
# the seed's hurdle configuration: strategy -> (hurdle_type, return_metric, rate); APEX-II has a fund override
HURDLES = {
    "growth": ("preferred_return", "tvpi", 1.25),
    "buyout": ("moic_hurdle", "moic", 1.60),
    "core_plus": ("preferred_return", "tvpi", 1.15),
    "direct_lending": ("irr_hurdle", "irr", 0.08),
    "early_stage": ("moic_hurdle", "moic", 1.80),
}
STAGES = ["SOURCED", "SCREENING", "DILIGENCE", "DECISION", "COMMITTED", "DECLINED"]
STAGE_NAMES = {s: s.title() for s in STAGES}
N_DEALS = 36


def _performance(rng: random.Random) -> tuple[list[tuple], list[tuple], list[tuple], list[tuple]]:
    perf, flows, hurdles, classes = [], [], [], []
    flow_id = 0
    for fund_key, (fund_id, strategy, commitment, start, dept_sector, reclass) in enumerate(FUNDS, start=1):
        paid_in = distributions = 0.0
        nav = 0.0
        growth = {
            "growth": 0.06,
            "buyout": 0.055,
            "core_plus": 0.035,
            "direct_lending": 0.02,
            "early_stage": 0.08,
            "climate_transition": 0.045,
        }[strategy]
        for q, quarter_end in enumerate(QUARTER_ENDS):
            if q < start:
                continue
            quarter_start = date(quarter_end.year, quarter_end.month - 2, 1)
            # capital calls early in a fund's life, distributions later
            n_calls = 2 if q - start < 6 else rng.choice([0, 1])
            for _ in range(n_calls):
                amount = round(commitment * rng.uniform(0.03, 0.08), -3)
                kind = "management_fee" if rng.random() < 0.25 else "investment"
                if kind == "management_fee":
                    amount = round(commitment * 0.005, -3)
                day = quarter_start + timedelta(days=rng.randint(0, 85))
                flow_id += 1
                flows.append(
                    (
                        f"CF-{flow_id:05d}",
                        fund_key,
                        fund_id,
                        day.isoformat(),
                        kind,
                        "capital_call",
                        "outflow",
                        -amount,
                        amount,
                        0.0,
                    )
                )
                paid_in += amount
                nav += amount * (0.97 if kind == "investment" else 0.0)
            if q - start >= 3 and rng.random() < 0.6:
                amount = round(nav * rng.uniform(0.03, 0.09), -3)
                kind = "realized_gain" if rng.random() < 0.5 else "return_of_capital"
                day = quarter_start + timedelta(days=rng.randint(0, 85))
                flow_id += 1
                flows.append(
                    (
                        f"CF-{flow_id:05d}",
                        fund_key,
                        fund_id,
                        day.isoformat(),
                        kind,
                        "distribution",
                        "inflow",
                        amount,
                        0.0,
                        amount,
                    )
                )
                distributions += amount
                nav -= amount
            nav = round(nav * (1 + rng.gauss(growth, 0.025)), -3)
            dpi = distributions / paid_in
            rvpi = nav / paid_in
            tvpi = dpi + rvpi
            invested = paid_in * 0.96
            moic = (distributions + nav) / invested
            key = f"{fund_id}|{quarter_end.isoformat()}"
            perf.append(
                (
                    key,
                    fund_key,
                    quarter_end.isoformat(),
                    fund_id,
                    round(tvpi, 4),
                    round(dpi, 4),
                    round(rvpi, 4),
                    round(moic, 4),
                    nav,
                    paid_in,
                    distributions,
                )
            )
            if strategy in HURDLES:
                hurdle_type, metric, rate = HURDLES[strategy]
                scope = "strategy"
                if fund_id == "OPENIM-FUND-APEX-II":
                    hurdle_type, metric, rate, scope = "preferred_return", "tvpi", 1.30, "fund"
                value = {"tvpi": tvpi, "moic": moic, "irr": rng.uniform(0.05, 0.12)}[metric]
                excess = round(value - rate, 4)
                hurdles.append(
                    (
                        key,
                        fund_key,
                        quarter_end.isoformat(),
                        fund_id,
                        hurdle_type,
                        metric,
                        scope,
                        int(excess >= 0),
                        excess,
                    )
                )
            dept, sector = reclass[1] if reclass and q >= reclass[0] else dept_sector
            classes.append(
                (
                    f"IC|{key}",
                    fund_key,
                    f"DEPT|{dept}",
                    f"SECTOR|{sector}",
                    quarter_end.isoformat(),
                    fund_id,
                    dept,
                    NAMES[dept],
                    sector,
                    NAMES[sector],
                    nav,
                )
            )
    return perf, flows, hurdles, classes


def _deals(rng: random.Random) -> list[tuple]:
    rows = []
    strategies = ["buyout", "growth", "direct_lending", "core_plus", "early_stage"]
    for i in range(1, N_DEALS + 1):
        sourced = date(2024, 1, 5) + timedelta(days=rng.randint(0, 690))
        age = (date(2026, 1, 15) - sourced).days
        stage = rng.choices(STAGES, [10, 8, 7, 5, 6, 8])[0]
        if age < 40:
            stage = "SOURCED"
        terminal = stage in ("COMMITTED", "DECLINED")
        cycle = min(age, rng.randint(45, 200)) if terminal else None
        days_in_stage = (age - cycle) if terminal else rng.randint(3, min(age, 120))
        converted = int(stage == "COMMITTED" and rng.random() < 0.6)
        rows.append(
            (
                f"DP-{i:03d}",
                f"DK-{i:03d}",
                sourced.isoformat(),
                f"D-{i:03d}",
                stage,
                STAGE_NAMES[stage],
                rng.choice(strategies),
                int(stage == "COMMITTED"),
                int(stage == "DECLINED"),
                converted,
                days_in_stage,
                cycle,
            )
        )
    return rows


def _orders(rng: random.Random) -> tuple[list[tuple], list[tuple]]:
    orders, customers = [], {}
    segment_of = {}
    for n in range(1, 451):
        segment_of[f"CUST-{n:04d}"] = rng.choices(["bronze", "silver", "gold"], [5, 3, 2])[0]
    for n in range(1, 701):
        customer = f"CUST-{rng.randint(1, 450):04d}"
        day = date(2025, 1, 1) + timedelta(days=rng.randint(0, 364))
        segment = segment_of[customer]
        if day.month >= 7 and segment == "silver" and int(customer[-4:]) % 3 == 0:
            segment = "gold"  # point-in-time: some customers move up mid-year
        total = round(rng.uniform(15, 140) * {"bronze": 1.0, "silver": 1.4, "gold": 2.0}[segment], 2)
        channel = rng.choices(["web", "marketplace", "store"], [6, 3, 1])[0]
        orders.append((f"ORD-{n:05d}", customer, day.isoformat(), segment, channel, total))
        customers.setdefault(customer, []).append(day)
    summary = [(c, min(days).isoformat(), 1.0 if len(days) > 1 else 0.0) for c, days in sorted(customers.items())]
    return orders, summary


def main() -> None:
    rng = random.Random(SEED)
    perf, flows, hurdles, classes = _performance(rng)
    deals = _deals(rng)
    orders, summary = _orders(rng)
    OUT.unlink(missing_ok=True)
    con = sqlite3.connect(OUT)
    con.executescript(
        """
        CREATE TABLE fact_fund_performance (fund_performance_key TEXT PRIMARY KEY, fund_key INTEGER,
            performance_as_of_date DATE, fund_id TEXT, tvpi REAL, dpi REAL, rvpi REAL, moic REAL,
            latest_nav_usd REAL, paid_in_usd REAL, distributions_usd REAL);
        CREATE TABLE fact_fund_cash_flow (fund_cash_flow_key TEXT PRIMARY KEY, fund_key INTEGER, fund_id TEXT,
            cash_flow_date DATE, cash_flow_type TEXT, private_markets_event_type TEXT, direction TEXT,
            amount_usd REAL, called_amount_usd REAL, distribution_amount_usd REAL);
        CREATE TABLE cf_fund_hurdle (fund_performance_key TEXT PRIMARY KEY, fund_key INTEGER,
            performance_as_of_date DATE, fund_id TEXT, hurdle_type TEXT, hurdle_return_metric TEXT,
            hurdle_config_scope TEXT, hurdle_cleared BOOLEAN, excess_over_hurdle REAL);
        CREATE TABLE fact_investment_classification (investment_classification_fact_key TEXT PRIMARY KEY,
            fund_key INTEGER, department_classification_key TEXT, sector_classification_key TEXT,
            performance_as_of_date DATE, fund_id TEXT, department_code TEXT, department_name TEXT,
            sector_code TEXT, sector_name TEXT, nav_usd REAL);
        CREATE TABLE fact_deal_pipeline (deal_pipeline_key TEXT PRIMARY KEY, deal_key TEXT, sourced_date DATE,
            deal_id TEXT, current_stage_code TEXT, current_stage_name TEXT, strategy TEXT, is_committed BOOLEAN,
            is_declined BOOLEAN, is_converted BOOLEAN, days_in_current_stage INTEGER,
            total_cycle_time_days INTEGER);
        CREATE TABLE int_order_header (order_id TEXT PRIMARY KEY, customer_id TEXT, order_date DATE,
            customer_segment_at_order_date TEXT, channel TEXT, order_total REAL);
        CREATE TABLE int_customer_order_summary (customer_id TEXT PRIMARY KEY, first_order_date DATE,
            repeat_purchase_flag REAL);
        """
    )
    con.executemany("INSERT INTO fact_fund_performance VALUES (?,?,?,?,?,?,?,?,?,?,?)", perf)
    con.executemany("INSERT INTO fact_fund_cash_flow VALUES (?,?,?,?,?,?,?,?,?,?)", flows)
    con.executemany("INSERT INTO cf_fund_hurdle VALUES (?,?,?,?,?,?,?,?,?)", hurdles)
    con.executemany("INSERT INTO fact_investment_classification VALUES (?,?,?,?,?,?,?,?,?,?,?)", classes)
    con.executemany("INSERT INTO fact_deal_pipeline VALUES (?,?,?,?,?,?,?,?,?,?,?,?)", deals)
    con.executemany("INSERT INTO int_order_header VALUES (?,?,?,?,?,?)", orders)
    con.executemany("INSERT INTO int_customer_order_summary VALUES (?,?,?)", summary)
    con.commit()
    con.execute("VACUUM")
    con.close()


if __name__ == "__main__":
    main()
