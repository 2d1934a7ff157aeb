"""Build examples/cost_of_risk/cost_of_risk.sqlite: generated data for the CREDIX Cost of Risk semantic layer.

RaulMesquita/cost-of-risk-analytics (CREDIX, a Brazilian B2B receivables-financing company: sellers sell on credit
to buyers, CREDIX finances the receivables, each one an "asset" with a face value and a due date) ships only its
rating seed, so this script generates assets with a fixed seed (stdlib only) and aggregates them into the mart
the semantic model reads, `mrt_cost_of_risk`, at its grain (cohort_month, segment, seller_name), the way the
project's mart SQL and README define it:

- an asset's cohort is the month it was originated (2023-01 to 2025-06); its segment is the buyer's state
  (SP, RJ, MG, ...); its buyer rating at origination is A to F;
- as of 2025-07-15: an asset is settled (paid; settled after its due date: overdue too), defaulted (unpaid more
  than 30 days after its due date), or active (neither);
- its provision rate is 0 when settled, 1 when defaulted, else the rating's rate (A 1%, B 5%, C 10%, D 20%,
  E 30%, F 40%); cost of risk = face value x provision rate;
- each mart row sums face value, cost of risk, settled, overdue and defaulted face value and counts assets;
  `avg_provision_rate` is the plain average of the assets' provision rates.

Plus `time_spine` (one row per day, 2023-01-01 to 2026-12-31, with its month and year).

Run: python examples/cost_of_risk/build.py
"""

from __future__ import annotations

import math
import random
import sqlite3
from collections import defaultdict
from datetime import date, timedelta
from pathlib import Path

OUT = Path(__file__).with_name("cost_of_risk.sqlite")
SEED = 20250715
AS_OF = date(2025, 7, 15)

SELLERS = [  # (name, weight, risk shift: added to the buyer rating's index, 0 to 2)
    ("Alvorada Distribuidora", 14, 0),
    ("Parana Metais", 9, 0),
    ("Vale Verde Alimentos", 12, 1),
    ("Rio Claro Embalagens", 7, 0),
    ("Sul Textil", 6, 1),
    ("Horizonte Agro", 10, 0),
    ("Minas Quimica", 5, 0),
    ("Atlantico Logistica", 8, 1),
    ("Serra Azul Moveis", 4, 2),
    ("Cerrado Insumos", 7, 1),
    ("Nordeste Bebidas", 6, 1),
    ("Litoral Pescados", 3, 2),
    ("Pampa Couros", 3, 1),
    ("Capital Papelaria", 4, 0),
    ("Bandeirantes Autopecas", 8, 0),
    ("Guanabara Eletrica", 5, 1),
    ("Planalto Ceramica", 4, 1),
    ("Amazonia Madeiras", 2, 2),
    ("Itaipu Plasticos", 5, 0),
    ("Tropical Frutas", 3, 2),
]
STATES = [
    ("SP", 35),
    ("RJ", 12),
    ("MG", 12),
    ("PR", 8),
    ("RS", 7),
    ("SC", 6),
    ("BA", 5),
    ("GO", 4),
    ("PE", 4),
    ("CE", 3),
    ("DF", 2),
    ("ES", 2),
]
RATINGS = ["A", "B", "C", "D", "E", "F"]
RATING_WEIGHTS = [25, 30, 20, 12, 8, 5]
PROVISION = {"A": 0.01, "B": 0.05, "C": 0.10, "D": 0.20, "E": 0.30, "F": 0.40}
DEFAULT_PROBABILITY = {"A": 0.01, "B": 0.03, "C": 0.07, "D": 0.14, "E": 0.22, "F": 0.33}
LATE_PROBABILITY = {"A": 0.05, "B": 0.09, "C": 0.14, "D": 0.20, "E": 0.26, "F": 0.32}


def _pick(rng: random.Random, weighted: list) -> object:
    return rng.choices(weighted, weights=[w[1] for w in weighted])[0]


def _months(first: date, last: date) -> list[date]:
    months, month = [], first
    while month <= last:
        months.append(month)
        month = date(month.year + month.month // 12, month.month % 12 + 1, 1)
    return months


def _asset(rng: random.Random, cohort: date) -> dict:
    seller, _, shift = _pick(rng, SELLERS)
    state = _pick(rng, STATES)[0]
    index = min(len(RATINGS) - 1, rng.choices(range(len(RATINGS)), weights=RATING_WEIGHTS)[0] + rng.randint(0, shift))
    rating = RATINGS[index]
    originated = cohort + timedelta(days=rng.randint(0, 27))
    face = round(math.exp(rng.gauss(9.9, 0.8)), 2)  # median about R$ 20,000
    due = originated + timedelta(days=rng.choice([30, 45, 60, 90, 120]))
    settled_at = None
    if due < AS_OF and rng.random() < DEFAULT_PROBABILITY[rating] and (AS_OF - due).days > 30:
        provision = 1.0  # defaulted: unpaid more than 30 days after the due date
    else:
        late = rng.random() < LATE_PROBABILITY[rating]
        paid = due + timedelta(days=rng.randint(1, 25)) if late else due - timedelta(days=rng.randint(0, 10))
        settled_at = paid if paid <= AS_OF else None
        provision = 0.0 if settled_at else PROVISION[rating]
    return {
        "cohort_month": cohort,
        "segment": state,
        "seller_name": seller,
        "face_value": face,
        "provision_rate": provision,
        "settled": settled_at is not None,
        "overdue": settled_at is not None and settled_at > due,
        "defaulted": provision == 1.0,
    }


def main() -> None:
    rng = random.Random(SEED)
    groups: dict[tuple, list[dict]] = defaultdict(list)
    for i, cohort in enumerate(_months(date(2023, 1, 1), date(2025, 6, 1))):
        for _ in range(int(rng.gauss(260 + 9 * i, 25))):  # the book grows
            asset = _asset(rng, cohort)
            groups[(cohort.isoformat(), asset["segment"], asset["seller_name"])].append(asset)
    rows = []
    for (cohort, segment, seller), assets in sorted(groups.items()):
        rows.append(
            (
                cohort,
                segment,
                seller,
                round(sum(a["face_value"] for a in assets), 2),
                round(sum(a["face_value"] * a["provision_rate"] for a in assets), 2),
                round(sum(a["provision_rate"] for a in assets) / len(assets), 6),
                len(assets),
                round(sum(a["face_value"] for a in assets if a["settled"]), 2),
                round(sum(a["face_value"] for a in assets if a["overdue"]), 2),
                round(sum(a["face_value"] for a in assets if a["defaulted"]), 2),
            )
        )
    OUT.unlink(missing_ok=True)
    con = sqlite3.connect(OUT)
    con.executescript(
        """
        CREATE TABLE mrt_cost_of_risk (
            cohort_month DATE NOT NULL, segment TEXT, seller_name TEXT, total_face_value REAL, cost_of_risk REAL,
            avg_provision_rate REAL, n_assets INTEGER, settled_face_value REAL, overdue_face_value REAL,
            default_face_value REAL);
        CREATE TABLE time_spine (date_day DATE PRIMARY KEY, date_month DATE, date_year INTEGER);
        """
    )
    con.executemany("INSERT INTO mrt_cost_of_risk VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)
    day, spine = date(2023, 1, 1), []
    while day <= date(2026, 12, 31):
        spine.append((day.isoformat(), day.replace(day=1).isoformat(), day.year))
        day += timedelta(days=1)
    con.executemany("INSERT INTO time_spine VALUES (?, ?, ?)", spine)
    con.commit()
    con.close()


if __name__ == "__main__":
    main()
