"""Build examples/qualifyze_audits/qualifyze_audits.sqlite from the project's own seeds, as its dbt models do.

The source repository (warnek95/jarouna_qualifyze_case_study, a case study on Qualifyze, a marketplace for supplier
quality audits in the pharmaceutical supply chain) ships its data as two seeds, copied verbatim to seeds/:
seed__requests.csv (198 audit requests, 2019-2024) and seed__credit_packages.csv (401 prepaid credit packages,
2023-2024). This script runs the project's staging and mart logic on them in SQLite, standard library only:

- dim_organizations: one row per organization id found in either seed; created on its first package signature or
  first request (stg_app__organizations).
- fact_audit_requests: is_audit_request_paid_with_credit_package is true when the organization had a credit
  package whose start..end dates cover the request's creation date (fact_audit_requests).
- fact_credit_packages: is_credit_package_fully_used compares the package's credits with the requests made in its
  period, NULL when none was made (the project's LEFT JOIN and `=`); is_credit_package_expired is
  CURRENT_DATE > end_date, with CURRENT_DATE pinned to TODAY (the eval's today) so the file does not change.
- metricflow_time_spine: the project's daily spine (date_day), 2017-01-01 .. 2029-12-31.

Columns keep the names the semantic YAML reads. The project's staging models rename audit_type, request_state and
payment_cycle to audit_request_type, audit_request_state and credit_package_payment_cycle, which the verbatim
semantic models then do not find; the tables here carry the names the semantic models use (see README.md).

Run: python examples/qualifyze_audits/build.py
"""

from __future__ import annotations

import csv
import sqlite3
from datetime import date, timedelta
from pathlib import Path

HERE = Path(__file__).parent
OUT = HERE / "qualifyze_audits.sqlite"
TODAY = "2024-01-31"  # the case study's time; CURRENT_DATE of is_credit_package_expired


def _rows(name: str) -> list[dict[str, str]]:
    with (HERE / "seeds" / name).open(newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def _null(value: str) -> str | None:
    return value or None


def main() -> None:
    requests, packages = _rows("seed__requests.csv"), _rows("seed__credit_packages.csv")
    OUT.unlink(missing_ok=True)
    con = sqlite3.connect(OUT)
    con.executescript(
        """
        CREATE TABLE seed__requests (
            id_request INTEGER, created_date TEXT, request_state TEXT, price_eur REAL, signed_date TEXT,
            id_organization INTEGER, audit_type TEXT);
        CREATE TABLE seed__credit_packages (
            id_credit_package INTEGER, signature_date TEXT, start_date TEXT, end_date TEXT, credits_amount INTEGER,
            total_value_eur REAL, payment_cycle TEXT, id_organization INTEGER);
        """
    )
    con.executemany(
        "INSERT INTO seed__requests VALUES (?,?,?,?,?,?,?)",
        [
            (int(r["id_request"]), r["created_date"], r["request_state"], float(r["price_eur"]),
             _null(r["signed_date"]), int(r["id_organization"]), r["audit_type"])
            for r in requests
        ],
    )
    con.executemany(
        "INSERT INTO seed__credit_packages VALUES (?,?,?,?,?,?,?,?)",
        [
            (int(p["id_credit_package"]), p["signature_date"], p["start_date"], p["end_date"],
             int(p["credits_amount"]), float(p["total_value_eur"]), p["payment_cycle"], int(p["id_organization"]))
            for p in packages
        ],
    )
    con.executescript(
        f"""
        CREATE TABLE dim_organizations AS
        SELECT app_organization_id, 'Organization ' || app_organization_id AS app_organization_name,
               MIN(created) AS app_organization_creation_date
        FROM (SELECT id_organization AS app_organization_id, signature_date AS created FROM seed__credit_packages
              UNION ALL
              SELECT id_organization, created_date FROM seed__requests)
        GROUP BY app_organization_id;

        CREATE TABLE fact_audit_requests AS
        SELECT r.id_request AS app_audit_request_id, r.id_organization AS app_organization_id,
               r.created_date AS audit_request_creation_date, r.signed_date AS audit_request_signature_date,
               r.audit_type, r.request_state, r.price_eur AS audit_request_price_eur,
               CASE WHEN EXISTS (
                   SELECT 1 FROM seed__credit_packages p WHERE p.id_organization = r.id_organization
                   AND r.created_date BETWEEN p.start_date AND p.end_date) THEN 1 ELSE 0 END
                   AS is_audit_request_paid_with_credit_package
        FROM seed__requests r;

        CREATE TABLE fact_credit_packages AS
        SELECT p.id_credit_package AS app_credit_package_id, p.id_organization AS app_organization_id,
               p.signature_date AS credit_package_signature_date, p.start_date AS credit_package_start_date,
               p.end_date AS credit_package_end_date, p.payment_cycle,
               p.credits_amount AS credit_package_credits_amount,
               p.total_value_eur AS credit_package_total_value_eur,
               CASE WHEN '{TODAY}' > p.end_date THEN 1 ELSE 0 END AS is_credit_package_expired,
               CASE WHEN u.used IS NULL THEN NULL WHEN p.credits_amount = u.used THEN 1 ELSE 0 END
                   AS is_credit_package_fully_used
        FROM seed__credit_packages p
        LEFT JOIN (SELECT p2.id_credit_package, COUNT(r.id_request) AS used FROM seed__credit_packages p2
                   JOIN seed__requests r ON r.id_organization = p2.id_organization
                   AND r.created_date BETWEEN p2.start_date AND p2.end_date
                   GROUP BY p2.id_credit_package) u ON u.id_credit_package = p.id_credit_package;

        DROP TABLE seed__requests;
        DROP TABLE seed__credit_packages;
        CREATE TABLE metricflow_time_spine (date_day TEXT PRIMARY KEY);
        """
    )
    first, last = date(2017, 1, 1), date(2029, 12, 31)
    spine = [((first + timedelta(days=n)).isoformat(),) for n in range((last - first).days + 1)]
    con.executemany("INSERT INTO metricflow_time_spine VALUES (?)", spine)
    con.commit()
    con.execute("VACUUM")
    con.close()


if __name__ == "__main__":
    main()
