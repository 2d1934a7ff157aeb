"""Build examples/tennis_club/tennis_club.sqlite: generated data for a tennis club's semantic layer.

The semantic layer (models/) is jmperafan/ztc-analytics's, verbatim: dbt's latest spec (semantic models on the
models, simple metrics on them, ratio / cumulative / derived / conversion metrics and saved queries on top) for
Zuilense Tennis Club, a Dutch club in Utrecht. The repository reads its data from another project (ztc_core) and
ships none, so this script makes a small club with a fixed seed, shaped as the repository's documentation
describes it: some 430 members who joined since 1985 (one with no join date), Dutch genders (Man, Vrouw) and
membership products joined with "^" ("KNLTB lid^Senior lidmaatschap"); 12 coaches; about 4,000 coaching lessons
and 3,000 invoices from 2024-01-01 to 2025-09-30, about 5% of them under an unknown ("GHOST-...") member, so with
no member_id; hourly court slots on five courts over the same dates, winter-break days left out, typed as
Beschikbaar (available), Gesloten (closed), Onderhoud (maintenance) or a booking (Afhangen, Les, Competitie,
Toernooi, Verhuur).

Tables hold the columns the semantic models read (`dim_members_anonymized`, `fct_coaching_lessons`,
`fct_member_invoices`, `dim_coaches_anonymized`, `ossie_court_usage`, and `metricflow_time_spine` from 1980).
Booleans are 0/1, dates 'YYYY-MM-DD', times 'HH:MM:SS'. An invoice is overdue when unpaid and due before
2025-10-10 (the suite's pinned today), else pending.

Run: python examples/tennis_club/build.py   (standard library only)
"""

from __future__ import annotations

import random
import sqlite3
from datetime import date, timedelta
from pathlib import Path

OUT = Path(__file__).with_name("tennis_club.sqlite")
SEED = 20_251_128
START, END = date(2024, 1, 1), date(2025, 9, 30)
TODAY = date(2025, 10, 10)
CITIES = [
    ("Utrecht", 62),
    ("Maarssen", 12),
    ("De Bilt", 8),
    ("Nieuwegein", 6),
    ("Zeist", 5),
    ("Houten", 4),
    ("Amsterdam", 3),
]
AGE_GROUPS = [("<18", 18), ("18-34", 22), ("35-49", 24), ("50-64", 22), ("65+", 14)]
PRODUCTS = {  # age group -> the club product a member of that age holds
    "<18": "Junior lidmaatschap",
    "18-34": "Senior lidmaatschap",
    "35-49": "Senior lidmaatschap",
    "50-64": "Senior lidmaatschap",
    "65+": "Senior lidmaatschap",
}
COACHES = [  # (specialty, certification level, hourly rate, hire date, active)
    ("Competitive", "Elite", 75.0, date(2012, 3, 1), 1),
    ("Competitive", "Master", 68.0, date(2016, 8, 15), 1),
    ("Beginners", "Certified", 45.0, date(2019, 4, 1), 1),
    ("Beginners", "Certified", 42.0, date(2023, 2, 1), 1),
    ("Adult lessons", "Master", 62.0, date(2014, 9, 1), 1),
    ("Adult lessons", "Professional", 55.0, date(2018, 1, 15), 1),
    ("Junior development", "Professional", 52.0, date(2015, 5, 1), 1),
    ("Junior development", "Certified", 44.0, date(2021, 9, 1), 1),
    ("Fitness tennis", "Professional", 50.0, date(2020, 3, 1), 1),
    ("Competitive", "Professional", 58.0, date(2013, 6, 1), 0),
    ("Beginners", "Certified", 40.0, date(2017, 10, 1), 0),
    ("Adult lessons", "Elite", 72.0, date(2024, 2, 1), 1),
]
LESSON_TYPES = [
    ("Private", 45, 60, 1.0),
    ("Semi-private", 25, 60, 0.7),
    ("Group", 20, 90, 0.45),
    ("Clinic", 10, 120, 0.35),
]  # (type, weight, minutes, price factor on the coach's hourly rate)
SKILLS = [("Beginner", 40), ("Intermediate", 40), ("Advanced", 20)]
STATUSES = [("Completed", 82), ("Cancelled", 12), ("No-show", 6)]
METHODS = [("Direct Debit", 55), ("Bank Transfer", 25), ("Credit Card", 15), ("Cash", 5)]
BOOKINGS = [("Afhangen", 60), ("Les", 18), ("Competitie", 12), ("Toernooi", 4), ("Verhuur", 6)]
# seasonal demand of an outdoor club: low in winter, high in spring and summer
MONTH_FACTOR = {1: 0.45, 2: 0.5, 3: 0.8, 4: 1.1, 5: 1.3, 6: 1.35, 7: 1.0, 8: 0.9, 9: 1.2, 10: 0.95, 11: 0.6, 12: 0.45}


def pick(rng: random.Random, options: list[tuple]) -> object:
    return rng.choices([o[0] for o in options], weights=[o[1] for o in options])[0]


def winter_break(day: date) -> bool:
    return (day.month == 12 and day.day >= 23) or (day.month == 1 and day.day <= 5)


def days(start: date, end: date) -> list[date]:
    return [start + timedelta(days=n) for n in range((end - start).days + 1)]


def members(rng: random.Random) -> list[tuple]:
    rows = []
    for n in range(430):
        year = rng.choices(range(1985, 2025), weights=[1 + (y - 1985) ** 1.6 / 40 for y in range(1985, 2025)])[0]
        last = date(2024, 10, 31) if year == 2024 else date(year, 12, 31)
        since = date(year, 1, 1) + timedelta(days=rng.randrange((last - date(year, 1, 1)).days + 1))
        if year >= 2023:  # the last two years' joiners come in spring, when the season starts
            since = date(year, rng.choice([3, 3, 4, 4, 4, 5, 5, 6, 8, 9]), rng.randint(1, 28))
        age = str(pick(rng, AGE_GROUPS))
        active = int(rng.random() < (0.97 if year >= 2015 else 0.9))
        knltb = int(active and rng.random() < 0.985)
        products = [p for p in ("KNLTB lid" if knltb else "", PRODUCTS[age] if active else "") if p]
        if active and age != "<18" and rng.random() < 0.12:
            products.append("Wintertennis")
        rows.append(
            (
                1001 + n,
                None if n == 217 else since.isoformat(),
                rng.choice(["Man", "Vrouw"]),
                age,
                pick(rng, CITIES),
                "^".join(products) or None,
                active,
                knltb,
            )
        )
    return rows


def coaches() -> list[tuple]:
    return [
        (f"C{n:02d}", hired.isoformat(), specialty, level, active, rate)
        for n, (specialty, level, rate, hired, active) in enumerate(COACHES, start=1)
    ]


def lessons(rng: random.Random, member_rows: list[tuple]) -> list[tuple]:
    students = [m for m in member_rows if m[6]]
    # a member who joined recently books a first lesson soon after joining (the club's intake lessons)
    intake = [m for m in students if m[1] and m[1] >= "2023-12-01"]
    coach_rows = [c for c in coaches() if c[4] or c[0] == "C10"]
    rows = []
    calendar = [d for d in days(START, END) if not winter_break(d)]
    weights = [MONTH_FACTOR[d.month] * (1.4 if d.weekday() >= 5 else 1.0) for d in calendar]
    for n in range(4000):
        day = rng.choices(calendar, weights=weights)[0]
        joined = [m for m in intake if date.fromisoformat(m[1]) <= day <= date.fromisoformat(m[1]) + timedelta(60)]
        member = rng.choice(joined) if joined and rng.random() < 0.04 else rng.choice(students)
        kind, _, minutes, factor = rng.choices(LESSON_TYPES, weights=[t[1] for t in LESSON_TYPES])[0]
        coach = rng.choice(coach_rows)
        ghost = rng.random() < 0.05
        status = str(pick(rng, STATUSES))
        skill = "Beginner" if coach[2] == "Beginners" else str(pick(rng, SKILLS))
        price = round(coach[5] * minutes / 60 * factor, 2)
        hour = rng.choice([9, 10, 11, 14, 15, 16, 17, 18, 19, 20]) if day.weekday() < 5 else rng.randint(9, 16)
        rows.append(
            (
                f"L{n + 1:05d}",
                None if ghost else member[0],
                coach[0],
                day.isoformat(),
                kind,
                skill,
                status,
                day.strftime("%A"),
                int(day.weekday() >= 5),
                hour,
                rng.randint(1, 5),
                minutes,
                price,
            )
        )
    return rows


def invoices(rng: random.Random, member_rows: list[tuple]) -> list[tuple]:
    rows = []
    payers = [m for m in member_rows if m[6]]

    def add(member: int | None, issued: date, amount: float) -> None:
        due = issued + timedelta(days=30)
        method = str(pick(rng, METHODS))
        paid_after = rng.choice([2, 5, 9, 14, 21, 28, 35, 45, 60]) if method != "Direct Debit" else rng.randint(1, 6)
        paid = issued + timedelta(days=paid_after)
        if rng.random() < 0.08 or paid > TODAY:
            paid = None
        status = "Paid" if paid else ("Overdue" if due < TODAY else "Pending")
        rows.append(
            (
                f"INV{len(rows) + 1:05d}",
                member,
                issued.isoformat(),
                due.isoformat(),
                paid.isoformat() if paid else None,
                status,
                method,
                int(paid is not None),
                int(status == "Overdue"),
                (paid - issued).days if paid else None,
                round(amount, 2),
            )
        )

    for year in (2024, 2025):  # yearly dues in January (juniors pay less)
        for m in payers:
            dues = 145.0 if m[3] == "<18" else 235.0
            issued = date(year, 1, rng.randint(8, 20))
            add(None if rng.random() < 0.05 else m[0], issued, dues + (55.0 if "Wintertennis" in (m[5] or "") else 0))
    for _ in range(2100):  # court rental, lesson cards, tournament and ball-machine fees through the season
        day = rng.choice([d for d in days(START, END) if d.month not in (1,)])
        member = rng.choice(payers)[0]
        add(None if rng.random() < 0.05 else member, day, rng.choice([12.5, 17.5, 25.0, 40.0, 60.0, 95.0, 150.0]))
    rows.sort(key=lambda r: (r[2], r[0]))
    return [(f"INV{n + 1:05d}", *r[1:]) for n, r in enumerate(rows)]


def court_slots(rng: random.Random) -> list[tuple]:
    rows = []
    for day in days(START, END):
        if winter_break(day):
            continue
        for court in range(1, 6):
            for hour in range(9, 22):
                if day.month in (11, 12, 1, 2) and court >= 4:
                    kind = "Gesloten"  # courts 4 and 5 are not lit for winter play
                elif rng.random() < 0.015:
                    kind = "Onderhoud"
                else:
                    demand = MONTH_FACTOR[day.month] * (1.3 if day.weekday() >= 5 else 1.0)
                    demand *= 1.4 if 18 <= hour <= 20 else (0.6 if hour < 12 and day.weekday() < 5 else 1.0)
                    kind = str(pick(rng, BOOKINGS)) if rng.random() < min(0.95, 0.42 * demand) else "Beschikbaar"
                start = f"{hour:02d}:00:00"
                rows.append((f"{court}-{day.isoformat()}-{start}", day.isoformat(), court, hour, kind, start))
    return rows


def main() -> None:
    rng = random.Random(SEED)
    OUT.unlink(missing_ok=True)
    con = sqlite3.connect(OUT)
    con.executescript(
        """
        CREATE TABLE dim_members_anonymized (member_id INTEGER PRIMARY KEY, member_since TEXT, gender TEXT,
            age_group TEXT, city TEXT, current_type_of_membership TEXT, is_club_member INTEGER NOT NULL,
            is_knltb_member INTEGER NOT NULL);
        CREATE TABLE dim_coaches_anonymized (coach_id TEXT PRIMARY KEY, hire_date TEXT NOT NULL, specialty TEXT,
            certification_level TEXT, is_active INTEGER NOT NULL, hourly_rate REAL);
        CREATE TABLE fct_coaching_lessons (lesson_id TEXT PRIMARY KEY, member_id INTEGER
            REFERENCES dim_members_anonymized(member_id), coach_id TEXT NOT NULL
            REFERENCES dim_coaches_anonymized(coach_id), lesson_date TEXT NOT NULL, lesson_type TEXT,
            skill_level TEXT, status TEXT NOT NULL, day_of_week_name TEXT, is_weekend INTEGER NOT NULL,
            start_hour INTEGER, court_number INTEGER, duration_minutes INTEGER, price REAL);
        CREATE TABLE fct_member_invoices (invoice_id TEXT PRIMARY KEY, member_id INTEGER
            REFERENCES dim_members_anonymized(member_id), invoice_date TEXT NOT NULL, due_date TEXT NOT NULL,
            paid_date TEXT, status TEXT NOT NULL, payment_method TEXT, is_paid INTEGER NOT NULL,
            is_overdue INTEGER NOT NULL, days_to_pay INTEGER, total_amount REAL NOT NULL);
        CREATE TABLE ossie_court_usage (slot_id TEXT NOT NULL, reservation_date TEXT NOT NULL,
            court_number INTEGER NOT NULL, start_hour INTEGER NOT NULL, reservation_type TEXT NOT NULL,
            start_time TEXT NOT NULL);
        CREATE TABLE metricflow_time_spine (date_day TEXT PRIMARY KEY);
        """
    )
    member_rows = members(rng)
    con.executemany("INSERT INTO dim_members_anonymized VALUES (?, ?, ?, ?, ?, ?, ?, ?)", member_rows)
    con.executemany("INSERT INTO dim_coaches_anonymized VALUES (?, ?, ?, ?, ?, ?)", coaches())
    con.executemany(
        "INSERT INTO fct_coaching_lessons VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", lessons(rng, member_rows)
    )
    con.executemany(
        "INSERT INTO fct_member_invoices VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", invoices(rng, member_rows)
    )
    con.executemany("INSERT INTO ossie_court_usage VALUES (?, ?, ?, ?, ?, ?)", court_slots(rng))
    con.executemany(
        "INSERT INTO metricflow_time_spine VALUES (?)",
        [(d.isoformat(),) for d in days(date(1980, 1, 1), TODAY + timedelta(days=365))],
    )
    con.commit()
    con.close()


if __name__ == "__main__":
    main()
