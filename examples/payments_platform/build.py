"""Build examples/payments_platform/payments_platform.sqlite: generated data for the Payments-demo semantic layer.

ronnie-modus/Payments-demo-dbt (a B2B payments / accounts-payable platform: customer organizations on plans,
card processing through several acquirers, chargebacks, marketing campaigns, support tickets) ships no seeds,
so this script generates the five mart tables its semantic models read, with the columns the project's mart
SQL selects, with a fixed seed (stdlib only):

- mart_org_summary: one row per customer org (created 2023-01 to 2026-05), latest plan, partner, industry,
  subscription MRR / ARR (0 when the org has no live subscription: churned, trial, KYC pending) and latest health
  score; flags as 0/1;
- mart_campaign_cohort_churn: one row per marketing campaign (2024-01 to 2026-04), with its attributed orgs,
  those churned within 90 days, the 90-day churn rate and CAC; campaign 310000017 is the bad-fit LinkedIn
  Manufacturing campaign;
- mart_chargeback_rate_by_industry_month: one row per industry and month, 2025-01 to 2026-05; the Subscription
  Box / DTC Recurring industry ramps from 0.4% to 2.2% over the period;
- mart_card_interchange_by_processor_month: one row per month, processor, MCC category, plan tier and partner,
  2025-01 to 2026-05; `helios_volume_share` is computed per row as the project's SQL does (1 on Helios
  Acquiring rows, 0 elsewhere); Helios takes a growing part of the volume after 2025-06;
- mart_support_tickets_by_feature_week: one row per week (Monday), feature area, category, priority and
  channel, 2025-01-06 to 2026-05-25; `in_spike_window` marks the weeks of 2025-08-11 to 2025-08-25 (the OCR
  regression of release v4.18);
- metricflow_time_spine: one row per day, 2020-01-01 to 2026-12-31.

Run: python examples/payments_platform/build.py
"""

from __future__ import annotations

import random
import sqlite3
from datetime import date, timedelta
from pathlib import Path

OUT = Path(__file__).with_name("payments_platform.sqlite")
SEED = 20260610

INDUSTRIES = [  # (name, sector, baseline chargeback rate, weight among orgs)
    ("Professional Services", "Services", 0.0025, 20),
    ("Construction", "Industrial", 0.0030, 14),
    ("Manufacturing", "Industrial", 0.0020, 10),
    ("Wholesale Distribution", "Industrial", 0.0028, 9),
    ("Healthcare Practices", "Healthcare", 0.0035, 10),
    ("Restaurants & Hospitality", "Hospitality", 0.0050, 9),
    ("E-commerce Retail", "Retail", 0.0060, 8),
    ("Subscription Box / DTC Recurring", "Retail", 0.0040, 6),
    ("Software & SaaS", "Technology", 0.0030, 8),
    ("Nonprofit", "Public & Nonprofit", 0.0015, 6),
]
PLANS = [  # (tier, list MRR in USD, weight)
    ("trial", 0.0, 6),
    ("starter", 49.0, 26),
    ("growth", 149.0, 22),
    ("growth_2025", 179.0, 12),
    ("business", 399.0, 16),
    ("enterprise", 2400.0, 6),
    ("legacy_2023", 99.0, 12),
]
PARTNERS = [  # (short code, partnership type, weight); None: a direct customer
    (None, None, 45),
    ("QBO", "accounting_integration", 22),
    ("XERO", "accounting_integration", 12),
    ("NSUITE", "erp_integration", 8),
    ("SAGE", "erp_integration", 6),
    ("CPAREF", "referral", 7),
]
STATUSES = [("active", 58), ("past_due", 5), ("churned", 21), ("suspended", 3), ("trial", 7), ("kyc_pending", 6)]
RISK_SIGNALS = [
    ("none", 45),
    ("login_decline", 15),
    ("payment_volume_decline", 12),
    ("sleeping", 10),
    ("failed_payments", 8),
    ("support_escalations", 10),
]
CAMPAIGN_TYPES = [  # (type, channels, spend range)
    ("paid_search", ["google_ads", "bing_ads"], (8000, 45000)),
    ("paid_social", ["linkedin", "meta"], (6000, 40000)),
    ("webinar", ["email", "linkedin"], (1500, 9000)),
    ("content", ["organic", "email"], (1000, 7000)),
    ("partner_co_marketing", ["partner"], (3000, 20000)),
    ("events", ["field"], (10000, 60000)),
]
PROCESSORS = [
    ("Helios Acquiring", "in_house_acquirer", 150.0),
    ("Stripe", "third_party_gateway", 185.0),
    ("Adyen", "third_party_gateway", 172.0),
    ("Worldpay", "legacy_acquirer", 195.0),
]
MCC_CATEGORIES = [  # (category, weight, average ticket in USD)
    ("Professional Services", 24, 1450.0),
    ("Business Supplies", 18, 620.0),
    ("Construction Materials", 15, 2300.0),
    ("Software", 12, 380.0),
    ("Travel & Entertainment", 9, 540.0),
    ("Utilities", 8, 760.0),
    ("Subscription / Recurring", 8, 95.0),
    ("Healthcare", 6, 410.0),
]
FEATURE_AREAS = [
    ("invoicing", 24),
    ("bill_pay", 20),
    ("ocr_capture", 14),
    ("card_payments", 14),
    ("approvals", 10),
    ("integrations", 12),
    ("reporting", 6),
]
TICKET_CATEGORIES = [("bug", 30), ("how_to", 35), ("billing", 20), ("feature_request", 15)]
PRIORITIES = [("low", 30), ("normal", 45), ("high", 18), ("urgent", 7)]
TICKET_CHANNELS = [("email", 45), ("chat", 40), ("phone", 15)]
FIRST_MONTH, LAST_MONTH = date(2025, 1, 1), date(2026, 5, 1)


def _pick(rng: random.Random, weighted: list) -> object:
    return rng.choices(weighted, weights=[w[-1] for w in weighted])[0]


def _months(first: date, last: date) -> list[date]:
    months, month = [], first
    while month <= last:
        months.append(month)
        month = date(month.year + month.month // 12, month.month % 12 + 1, 1)
    return months


def _orgs(rng: random.Random) -> list[dict]:
    orgs = []
    months = _months(date(2023, 1, 1), date(2026, 5, 1))
    for n in range(1, 1451):
        # more orgs sign up each year: weight the later months
        created = rng.choices(months, weights=[1 + i / 12 for i in range(len(months))])[0]
        industry, sector, _, _ = _pick(rng, INDUSTRIES)
        tier, list_mrr, _ = _pick(rng, PLANS)
        if created >= date(2025, 1, 1) and tier == "legacy_2023":
            tier, list_mrr = "growth_2025", 179.0
        if created < date(2025, 1, 1) and tier == "growth_2025":
            tier, list_mrr = "growth", 149.0
        partner, partnership, _ = _pick(rng, PARTNERS)
        status = _pick(rng, STATUSES)[0]
        if tier == "trial":
            status = rng.choice(["trial", "trial", "kyc_pending", "churned"])
        bad_fit = int(
            industry == "Manufacturing" and date(2025, 3, 1) <= created <= date(2025, 6, 1) and rng.random() < 0.55
        )
        if bad_fit and rng.random() < 0.6:
            status = "churned"
        live = status in ("active", "past_due")
        mrr = round(list_mrr * rng.uniform(0.8, 1.6), 2) if live and list_mrr else 0.0
        if tier == "enterprise" and live:
            mrr = round(rng.uniform(1200, 6500), 2)
        signal = _pick(rng, RISK_SIGNALS)[0]
        if status == "churned":
            signal = rng.choice(["login_decline", "payment_volume_decline", "sleeping", "failed_payments"])
        health = max(3.0, min(99.0, rng.gauss(72 if signal == "none" else 48, 14)))
        if status == "churned":
            health = max(2.0, health - 25)
        band = "healthy" if health >= 75 else "watch" if health >= 55 else "at_risk" if health >= 35 else "critical"
        risk = round(max(0.01, min(0.99, (100 - health) / 100 * rng.uniform(0.7, 1.2))), 3)
        orgs.append(
            {
                "org_id": 100000000 + n,
                "org_created_month": created.isoformat(),
                "account_status": status,
                "plan_tier": tier,
                "partner_short_code": partner,
                "partnership_type": partnership,
                "industry_name": industry,
                "industry_sector": sector,
                "is_churned": int(status == "churned"),
                "is_active": int(live),
                "is_sleeping": int(signal == "sleeping"),
                "is_grandfathered": int(tier == "legacy_2023" and rng.random() < 0.8),
                "is_bad_fit_campaign_org": bad_fit,
                "health_band": band,
                "primary_risk_signal": signal,
                "mrr_usd": mrr,
                "arr_usd": round(mrr * 12, 2),
                "health_score": round(health, 1),
                "churn_risk_score": risk,
            }
        )
    return orgs


def _campaigns(rng: random.Random) -> list[dict]:
    campaigns = []
    start_days = (date(2026, 4, 20) - date(2024, 1, 8)).days
    for n in range(1, 57):
        kind, channels, (low, high) = rng.choices(CAMPAIGN_TYPES, weights=[22, 20, 16, 14, 12, 8])[0]
        channel = rng.choice(channels)
        start = date(2024, 1, 8) + timedelta(days=rng.randint(0, start_days))
        bad_fit = int(n == 17)
        if bad_fit:
            kind, channel, start = "paid_social", "linkedin", date(2025, 3, 3)
        spend = round(rng.uniform(low, high), 2)
        attributed = rng.randint(4, 60) if kind != "events" else rng.randint(2, 25)
        activated = max(1, int(attributed * rng.uniform(0.55, 0.9)))
        churn_rate = 0.38 if bad_fit else rng.uniform(0.02, 0.16)
        churned_90d = round(attributed * churn_rate)
        campaigns.append(
            {
                "campaign_id": 310000000 + n,
                "campaign_name": "LinkedIn - Manufacturing AP Automation"
                if bad_fit
                else f"{kind.replace('_', ' ').title()} {start:%b %Y} #{n}",
                "campaign_type": kind,
                "channel": channel,
                "campaign_start_date": start.isoformat(),
                "campaign_end_date": (start + timedelta(days=rng.choice([14, 30, 45, 60, 90]))).isoformat(),
                "spend_usd": spend,
                "is_bad_fit_campaign": bad_fit,
                "attributed_orgs": attributed,
                "churned_within_90d": churned_90d,
                "churn_rate_90d": round(churned_90d / attributed, 4),
                "cac_usd": round(spend / activated, 2),
            }
        )
    return campaigns


def _chargebacks(rng: random.Random) -> list[dict]:
    rows = []
    months = _months(FIRST_MONTH, LAST_MONTH)
    for i, month in enumerate(months):
        for industry, sector, baseline, weight in INDUSTRIES:
            sales = int(weight * rng.uniform(380, 460) * (1 + i * 0.02))
            rate = baseline * rng.uniform(0.7, 1.3)
            if industry == "Subscription Box / DTC Recurring":
                rate = 0.004 + (0.022 - 0.004) * i / (len(months) - 1) + rng.uniform(-0.0008, 0.0008)
            chargebacks = round(sales * rate)
            lost = round(sum(rng.uniform(40, 900) for _ in range(chargebacks)) * rng.uniform(0.45, 0.7), 2)
            rows.append(
                {
                    "txn_month": month.isoformat(),
                    "industry_name": industry,
                    "sector": sector,
                    "approved_sale_count": sales,
                    "chargeback_count": chargebacks,
                    "lost_amount_usd": lost,
                    "chargeback_rate": round(chargebacks / sales, 6),
                    "is_subscription_box": int(industry == "Subscription Box / DTC Recurring"),
                }
            )
    return rows


def _interchange(rng: random.Random) -> list[dict]:
    rows = []
    for i, month in enumerate(_months(FIRST_MONTH, LAST_MONTH)):
        helios_weight = 10 if month < date(2025, 6, 1) else 10 + 4 * (i - 4)  # Helios grows after 2025-06
        for processor, processor_type, bps in PROCESSORS:
            weight = (
                helios_weight if processor == "Helios Acquiring" else {"Stripe": 40, "Adyen": 28}.get(processor, 22)
            )
            for category, category_weight, ticket in MCC_CATEGORIES:
                for tier in ("starter", "growth", "business", "enterprise"):
                    if rng.random() < 0.25:  # not every processor serves every combination in a month
                        continue
                    partner = _pick(rng, PARTNERS)[0]
                    tier_scale = {"starter": 0.4, "growth": 1.0, "business": 1.6, "enterprise": 2.2}[tier]
                    txns = max(1, int(weight * category_weight * tier_scale * rng.uniform(0.08, 0.14)))
                    volume = round(txns * ticket * rng.uniform(0.8, 1.25), 2)
                    row_bps = round(bps * rng.uniform(0.93, 1.07), 2)
                    rows.append(
                        {
                            "txn_month": month.isoformat(),
                            "processor_name": processor,
                            "processor_type": processor_type,
                            "mcc_category": category,
                            "plan_tier": tier,
                            "partner_short_code": partner,
                            "txn_count": txns,
                            "volume_usd": volume,
                            "total_interchange_usd": round(volume * row_bps / 10000, 2),
                            "avg_interchange_bps": row_bps,
                            "helios_volume_share": 1.0 if processor == "Helios Acquiring" else 0.0,
                        }
                    )
    return rows


def _tickets(rng: random.Random) -> list[dict]:
    rows = []
    week = date(2025, 1, 6)
    spike = (date(2025, 8, 11), date(2025, 8, 25))
    while week <= date(2026, 5, 25):
        in_spike = spike[0] <= week <= spike[1]
        seen = set()
        for area, area_weight in FEATURE_AREAS:
            for _ in range(rng.randint(2, 5)):
                key = (
                    area,
                    _pick(rng, TICKET_CATEGORIES)[0],
                    _pick(rng, PRIORITIES)[0],
                    _pick(rng, TICKET_CHANNELS)[0],
                )
                if key in seen:
                    continue
                seen.add(key)
                _, category, priority, channel = key
                count = max(1, int(area_weight * rng.uniform(0.15, 0.5)))
                if in_spike and area == "ocr_capture":
                    count *= 6
                    category = "bug" if rng.random() < 0.8 else category
                resolved = count - (rng.randint(0, max(1, count // 4)) if week > date(2026, 5, 1) else 0)
                breach_rate = {"low": 0.03, "normal": 0.06, "high": 0.12, "urgent": 0.2}[priority]
                breached = sum(rng.random() < breach_rate * (3 if in_spike else 1) for _ in range(count))
                hours = {"low": 30.0, "normal": 18.0, "high": 8.0, "urgent": 3.5}[priority]
                linked = sum(rng.random() < 0.7 for _ in range(count)) if in_spike and area == "ocr_capture" else 0
                rows.append(
                    {
                        "ticket_week": week.isoformat(),
                        "feature_area": area,
                        "category": category,
                        "priority": priority,
                        "channel": channel,
                        "ticket_count": count,
                        "resolved_count": max(0, resolved),
                        "sla_breached_count": breached,
                        "negative_sentiment_count": sum(rng.random() < 0.18 for _ in range(count)),
                        "avg_hours_to_resolve": round(hours * rng.uniform(0.6, 1.6) * (2 if in_spike else 1), 2),
                        "avg_csat": round(min(5.0, max(1.0, rng.gauss(4.2 if not in_spike else 3.1, 0.4))), 2),
                        "linked_to_v418": linked,
                        "in_spike_window": int(in_spike),
                    }
                )
        week += timedelta(days=7)
    return rows


def _write(con: sqlite3.Connection, table: str, rows: list[dict]) -> None:
    columns = list(rows[0])
    con.executemany(
        f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({', '.join('?' for _ in columns)})",
        [tuple(row[c] for c in columns) for row in rows],
    )


def main() -> None:
    rng = random.Random(SEED)
    OUT.unlink(missing_ok=True)
    con = sqlite3.connect(OUT)
    con.executescript(
        """
        CREATE TABLE mart_org_summary (
            org_id INTEGER PRIMARY KEY, org_created_month TEXT NOT NULL, account_status TEXT NOT NULL,
            plan_tier TEXT, partner_short_code TEXT, partnership_type TEXT, industry_name TEXT, industry_sector TEXT,
            is_churned BOOLEAN NOT NULL, is_active BOOLEAN NOT NULL, is_sleeping BOOLEAN NOT NULL,
            is_grandfathered BOOLEAN NOT NULL, is_bad_fit_campaign_org BOOLEAN NOT NULL, health_band TEXT,
            primary_risk_signal TEXT, mrr_usd REAL NOT NULL, arr_usd REAL NOT NULL, health_score REAL,
            churn_risk_score REAL);
        CREATE TABLE mart_campaign_cohort_churn (
            campaign_id INTEGER PRIMARY KEY, campaign_name TEXT, campaign_type TEXT, channel TEXT,
            campaign_start_date TEXT, campaign_end_date TEXT, spend_usd REAL, is_bad_fit_campaign BOOLEAN NOT NULL,
            attributed_orgs INTEGER, churned_within_90d INTEGER, churn_rate_90d REAL, cac_usd REAL);
        CREATE TABLE mart_chargeback_rate_by_industry_month (
            txn_month TEXT NOT NULL, industry_name TEXT NOT NULL, sector TEXT, approved_sale_count INTEGER,
            chargeback_count INTEGER, lost_amount_usd REAL, chargeback_rate REAL,
            is_subscription_box BOOLEAN NOT NULL);
        CREATE TABLE mart_card_interchange_by_processor_month (
            txn_month TEXT NOT NULL, processor_name TEXT NOT NULL, processor_type TEXT, mcc_category TEXT,
            plan_tier TEXT, partner_short_code TEXT, txn_count INTEGER, volume_usd REAL,
            total_interchange_usd REAL, avg_interchange_bps REAL, helios_volume_share REAL);
        CREATE TABLE mart_support_tickets_by_feature_week (
            ticket_week TEXT NOT NULL, feature_area TEXT NOT NULL, category TEXT, priority TEXT, channel TEXT,
            ticket_count INTEGER, resolved_count INTEGER, sla_breached_count INTEGER,
            negative_sentiment_count INTEGER, avg_hours_to_resolve REAL, avg_csat REAL, linked_to_v418 INTEGER,
            in_spike_window BOOLEAN NOT NULL);
        CREATE TABLE metricflow_time_spine (date_day TEXT PRIMARY KEY);
        """
    )
    _write(con, "mart_org_summary", _orgs(rng))
    _write(con, "mart_campaign_cohort_churn", _campaigns(rng))
    _write(con, "mart_chargeback_rate_by_industry_month", _chargebacks(rng))
    _write(con, "mart_card_interchange_by_processor_month", _interchange(rng))
    _write(con, "mart_support_tickets_by_feature_week", _tickets(rng))
    day = date(2020, 1, 1)
    spine = []
    while day <= date(2026, 12, 31):
        spine.append((day.isoformat(),))
        day += timedelta(days=1)
    con.executemany("INSERT INTO metricflow_time_spine VALUES (?)", spine)
    con.commit()
    con.close()


if __name__ == "__main__":
    main()
