"""Build examples/tutoring/tutoring.sqlite: generated data for the tutoring marketplace's semantic layer.

The semantic layer (models/*.yml) is aungyee/experience_dbt_semantic_layer's, verbatim: free trial meetings
between tutors and families ("free meetings"), the parents who sign up, the tutoring levels (GCSE, A Level...)
and the subjects. The repository ships no data, so this script makes a plausible UK online-tutoring
marketplace with a fixed seed: 2023-01-01 to 2024-12-31, 1,500 parent sign-ups, about 1,800 free meetings.

Tables hold exactly the columns the semantic models read (`ref('free_meetings')` -> table free_meetings...),
timestamps as 'YYYY-MM-DD HH:MM:SS' text (UTC), booleans as 0/1. `metricflow_time_spine` is the project's
own day spine (models/staging/metricflow_time_spine.sql), here limited to the data's years.

Free meetings are booked 1 to 3 days, or 6 days or more, after the parent signs up (never on the day itself or
4-5 days after), so that a "within 4 days" conversion has no edge case; a meeting is scheduled 1 to 14 days
after it was booked. `initiated_by` holds the initiator's code (P..., S..., T..., U...) as in the source system.

Run: python examples/tutoring/build.py   (standard library only)
"""

from __future__ import annotations

import random
import sqlite3
from datetime import date, datetime, timedelta
from pathlib import Path

OUT = Path(__file__).with_name("tutoring.sqlite")
SEED = 20240601
START, END = date(2023, 1, 1), date(2024, 12, 31)

LEVELS = [  # (id, name, is_active, weight)
    (1, "GCSE", 1, 40), (2, "A Level", 1, 25), (3, "KS3", 1, 14), (4, "11 Plus", 1, 9),
    (5, "KS2", 1, 6), (6, "IB", 1, 4), (7, "University", 0, 2),
]
SUBJECTS = [  # (id, name, is_active, is_popular, weight)
    (1, "Maths", 1, 1, 34), (2, "English", 1, 1, 18), (3, "Chemistry", 1, 1, 11), (4, "Physics", 1, 1, 9),
    (5, "Biology", 1, 1, 8), (6, "French", 1, 0, 5), (7, "Spanish", 1, 0, 4), (8, "Computing", 1, 0, 4),
    (9, "Economics", 1, 0, 3), (10, "History", 1, 0, 2), (11, "Geography", 1, 0, 1), (12, "Latin", 0, 0, 1),
]
PARENT_STATUS = [("ACTIVATED", 70), ("NOT_ACTIVATED", 22), ("SUSPENDED", 5), ("DELETED", 3)]
ROUTES = [("Parent", 58), ("Student", 24), ("Referral", 11), ("School", 7)]
MEETING_STATUS = [("COMPLETED", 55), ("CANCELLED", 17), ("EXPIRED", 10), ("NO_SHOW", 8), ("CONFIRMED", 6),
                  ("REQUESTED", 4)]
INITIATORS = [("P", 62), ("S", 20), ("T", 12), ("U", 6)]


def pick(rng: random.Random, options: list[tuple]) -> tuple:
    """One option, by the weight in its last field."""
    return rng.choices(options, weights=[o[-1] for o in options])[0]


def seasonal_day(rng: random.Random) -> date:
    """A sign-up day: busier in September-November and January-March (exam years), growing in 2024."""
    while True:
        day = START + timedelta(days=rng.randrange((END - START).days + 1))
        weight = {9: 1.6, 10: 1.5, 11: 1.3, 1: 1.3, 2: 1.2, 3: 1.2, 4: 1.0, 5: 0.9, 6: 0.7, 7: 0.5, 8: 0.6,
                  12: 0.6}[day.month] * (1.25 if day.year == 2024 else 1.0)
        if rng.random() < weight / 2.0:
            return day


def stamp(day: date, rng: random.Random) -> str:
    return datetime(day.year, day.month, day.day, rng.randrange(7, 23), rng.randrange(60),
                    rng.randrange(60)).strftime("%Y-%m-%d %H:%M:%S")


def main() -> None:
    rng = random.Random(SEED)
    OUT.unlink(missing_ok=True)
    con = sqlite3.connect(OUT)
    con.executescript(
        """
        CREATE TABLE levels (level_id INTEGER PRIMARY KEY, level_name TEXT NOT NULL, is_active INTEGER NOT NULL);
        CREATE TABLE subjects (subject_id INTEGER PRIMARY KEY, subject_name TEXT NOT NULL,
            is_active INTEGER NOT NULL, is_popular INTEGER NOT NULL);
        CREATE TABLE parents (parent_id INTEGER PRIMARY KEY, status TEXT NOT NULL, sign_up_route TEXT NOT NULL,
            is_mature_student INTEGER NOT NULL, created_at TEXT NOT NULL);
        CREATE TABLE free_meetings (free_meeting_id INTEGER PRIMARY KEY,
            parent_id INTEGER NOT NULL REFERENCES parents(parent_id),
            level_id INTEGER NOT NULL REFERENCES levels(level_id),
            subject_id INTEGER NOT NULL REFERENCES subjects(subject_id),
            status TEXT NOT NULL, initiated_by TEXT NOT NULL, starts_at TEXT NOT NULL, created_at TEXT NOT NULL);
        CREATE TABLE metricflow_time_spine (date_day TEXT PRIMARY KEY);
        """
    )
    con.executemany("INSERT INTO levels VALUES (?, ?, ?)", [lv[:3] for lv in LEVELS])
    con.executemany("INSERT INTO subjects VALUES (?, ?, ?, ?)", [s[:4] for s in SUBJECTS])
    parents, meetings = [], []
    for parent_id in range(1, 1501):
        signed_up = seasonal_day(rng)
        route = pick(rng, ROUTES)[0]
        mature = int(route == "Student" and rng.random() < 0.3)
        parents.append((parent_id, pick(rng, PARENT_STATUS)[0], route, mature, stamp(signed_up, rng)))
        how_many = rng.choices([0, 1, 2, 3, 4], weights=[22, 45, 20, 9, 4])[0]
        level = pick(rng, LEVELS)[0]
        for _ in range(how_many):
            offset = rng.choice([1, 1, 2, 2, 3]) if rng.random() < 0.55 else rng.randrange(6, 120)
            booked = signed_up + timedelta(days=offset)
            if booked > END:
                continue
            scheduled = booked + timedelta(days=rng.randrange(1, 15))
            subject = pick(rng, SUBJECTS)[0]
            who = pick(rng, INITIATORS)[0]
            meetings.append([parent_id, level if rng.random() < 0.85 else pick(rng, LEVELS)[0], subject,
                             pick(rng, MEETING_STATUS)[0], f"{who}{rng.randrange(1, 9000)}",
                             stamp(scheduled, rng), stamp(booked, rng)])
    meetings.sort(key=lambda m: m[6])
    con.executemany("INSERT INTO parents VALUES (?, ?, ?, ?, ?)", parents)
    con.executemany("INSERT INTO free_meetings VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    [(i, *m) for i, m in enumerate(meetings, start=1)])
    day, spine = date(2022, 1, 1), []
    while day <= date(2025, 12, 31):
        spine.append((day.isoformat(),))
        day += timedelta(days=1)
    con.executemany("INSERT INTO metricflow_time_spine VALUES (?)", spine)
    con.commit()
    con.execute("VACUUM")
    con.close()


if __name__ == "__main__":
    main()
