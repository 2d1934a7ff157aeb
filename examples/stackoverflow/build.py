"""Build examples/stackoverflow/stackoverflow.sqlite: made-up Stack Overflow-like questions for the semantic layer
in models/ (javiervqz/stackoverflow_semantic_layer, YAML kept verbatim).

Deterministic (fixed seed, standard library only). The tables are exactly the dbt models the semantic models
name (dim_question, fact_question, fact_question_tag, fact_tag_daily) with the columns their expressions use,
and the daily time spine. Questions are asked from 2023-01-01 to 2025-06-14; tags are skewed (python and
javascript lead), users are skewed (a few ask a lot). Booleans are 0/1 integers, dates 'YYYY-MM-DD'.

    python examples/stackoverflow/build.py
"""

from __future__ import annotations

import random
import sqlite3
from collections import Counter, defaultdict
from datetime import date, timedelta
from pathlib import Path

OUT = Path(__file__).with_name("stackoverflow.sqlite")
SEED = 20250615
START, END = date(2023, 1, 1), date(2025, 6, 14)
QUESTIONS = 3200
USERS = 450
TAGS = {  # tag name -> weight
    "python": 30,
    "javascript": 24,
    "java": 12,
    "sql": 11,
    "c#": 9,
    "reactjs": 9,
    "pandas": 8,
    "html": 8,
    "css": 7,
    "typescript": 7,
    "docker": 5,
    "postgresql": 5,
    "excel": 4,
    "android": 4,
    "r": 4,
    "django": 4,
    "node.js": 5,
    "git": 2,
    "kotlin": 2,
    "rust": 2,
}
TITLE_WORDS = ["How to", "Why does", "Error when", "Cannot", "Best way to", "Unexpected", "Convert", "Fix"]
SUBJECTS = [
    "merge two lists",
    "parse a date",
    "read a CSV",
    "join tables",
    "center a div",
    "install a package",
    "sort a dictionary",
    "connect to a database",
    "handle null values",
    "deploy a container",
]


def main() -> None:
    rnd = random.Random(SEED)
    OUT.unlink(missing_ok=True)
    con = sqlite3.connect(OUT)
    con.executescript(
        """
        CREATE TABLE dim_question (
            question_id INTEGER PRIMARY KEY, owner_user_id INTEGER, title TEXT, body_length INTEGER,
            title_length INTEGER, has_been_edited INTEGER, tag_count INTEGER, tags_group TEXT,
            tag_combination TEXT, tag_combination_volume INTEGER, has_accepted_answer INTEGER,
            creation_date TEXT, last_activity_date TEXT, last_edit_date TEXT);
        CREATE TABLE fact_question (
            question_id INTEGER PRIMARY KEY, creation_date TEXT, score INTEGER, view_count INTEGER,
            answer_count INTEGER, comment_count INTEGER, favorite_count INTEGER, accepted_answer_id INTEGER);
        CREATE TABLE fact_question_tag (
            question_tag_id TEXT PRIMARY KEY, question_id INTEGER, tag_id INTEGER, tag_name TEXT,
            creation_date TEXT, tag_count INTEGER, tag_lifetime_questions INTEGER, answer_count INTEGER,
            accepted_answer_id INTEGER);
        CREATE TABLE fact_tag_daily (
            tag_daily_id TEXT PRIMARY KEY, tag_id INTEGER, tag_name TEXT, date_day TEXT,
            total_questions INTEGER, total_answers INTEGER, questions_with_accepted_answer INTEGER,
            questions_with_answers INTEGER, total_views INTEGER, total_comments INTEGER, total_score INTEGER,
            total_favorites INTEGER);
        CREATE TABLE metricflow_time_spine (date_day TEXT PRIMARY KEY);
        """
    )
    tag_names = list(TAGS)
    tag_ids = {name: 1000 + i for i, name in enumerate(tag_names)}
    users = list(range(1, USERS + 1))
    user_weights = [1 / (i**0.9) for i in users]
    days = (END - START).days + 1
    questions = []
    answer_id = 900_000
    for qid in range(1, QUESTIONS + 1):
        # volume grows over time a little, with fewer questions at weekends
        while True:
            created = START + timedelta(days=int(days * rnd.random() ** 0.85))
            if created.weekday() < 5 or rnd.random() < 0.55:
                break
        n_tags = rnd.choices([1, 2, 3, 4], weights=[30, 38, 22, 10])[0]
        tags: set[str] = set()
        while len(tags) < n_tags:
            tags.add(rnd.choices(tag_names, weights=list(TAGS.values()))[0])
        primary = max(sorted(tags), key=lambda t: TAGS[t])  # sorted: a set iterates in a per-run order
        answers = rnd.choices([0, 1, 2, 3, 4, 5, 7], weights=[18, 34, 22, 12, 7, 4, 3])[0]
        accepted = answers > 0 and rnd.random() < (0.62 if primary in ("python", "sql", "pandas") else 0.45)
        views = int(rnd.lognormvariate(5.2, 1.1)) + 5
        score = max(-5, int(rnd.gauss(1.5 + answers * 0.8, 3)))
        edited = rnd.random() < 0.38
        title = f"{rnd.choice(TITLE_WORDS)} {rnd.choice(SUBJECTS)} in {primary}?"
        last_activity = min(END, created + timedelta(days=int(rnd.expovariate(1 / 40))))
        last_edit = min(last_activity, created + timedelta(days=rnd.randint(0, 20))) if edited else None
        accepted_id = None
        if accepted:
            answer_id += 1
            accepted_id = answer_id
        questions.append(
            dict(
                question_id=qid,
                owner_user_id=rnd.choices(users, weights=user_weights)[0],
                title=title,
                body_length=int(rnd.lognormvariate(6.5, 0.6)),
                title_length=len(title),
                has_been_edited=int(edited),
                tag_count=n_tags,
                tags=sorted(tags),
                has_accepted_answer=int(accepted),
                creation_date=created.isoformat(),
                last_activity_date=last_activity.isoformat(),
                last_edit_date=last_edit.isoformat() if last_edit else None,
                score=score,
                view_count=views,
                answer_count=answers,
                comment_count=rnd.choices(range(8), weights=[25, 20, 18, 12, 10, 7, 5, 3])[0],
                favorite_count=rnd.choices([0, 1, 2, 3, 5, 8], weights=[60, 18, 10, 6, 4, 2])[0],
                accepted_answer_id=accepted_id,
            )
        )
    combination_volume = Counter("|".join(q["tags"]) for q in questions)
    tag_lifetime = Counter(t for q in questions for t in q["tags"])
    daily: dict[tuple[str, str], Counter] = defaultdict(Counter)
    for q in questions:
        combo = "|".join(q["tags"])
        con.execute(
            "INSERT INTO dim_question VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (
                q["question_id"],
                q["owner_user_id"],
                q["title"],
                q["body_length"],
                q["title_length"],
                q["has_been_edited"],
                q["tag_count"],
                combo,
                combo,
                combination_volume[combo],
                q["has_accepted_answer"],
                q["creation_date"],
                q["last_activity_date"],
                q["last_edit_date"],
            ),
        )
        con.execute(
            "INSERT INTO fact_question VALUES (?,?,?,?,?,?,?,?)",
            (
                q["question_id"],
                q["creation_date"],
                q["score"],
                q["view_count"],
                q["answer_count"],
                q["comment_count"],
                q["favorite_count"],
                q["accepted_answer_id"],
            ),
        )
        for tag in q["tags"]:
            con.execute(
                "INSERT INTO fact_question_tag VALUES (?,?,?,?,?,?,?,?,?)",
                (
                    f"{q['question_id']}-{tag_ids[tag]}",
                    q["question_id"],
                    tag_ids[tag],
                    tag,
                    q["creation_date"],
                    q["tag_count"],
                    tag_lifetime[tag],
                    q["answer_count"],
                    q["accepted_answer_id"],
                ),
            )
            d = daily[(tag, q["creation_date"])]
            d["total_questions"] += 1
            d["total_answers"] += q["answer_count"]
            d["questions_with_accepted_answer"] += q["accepted_answer_id"] is not None
            d["questions_with_answers"] += q["answer_count"] > 0
            d["total_views"] += q["view_count"]
            d["total_comments"] += q["comment_count"]
            d["total_score"] += q["score"]
            d["total_favorites"] += q["favorite_count"]
    for (tag, day), d in sorted(daily.items()):
        con.execute(
            "INSERT INTO fact_tag_daily VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
            (
                f"{tag}-{day}",
                tag_ids[tag],
                tag,
                day,
                d["total_questions"],
                d["total_answers"],
                d["questions_with_accepted_answer"],
                d["questions_with_answers"],
                d["total_views"],
                d["total_comments"],
                d["total_score"],
                d["total_favorites"],
            ),
        )
    day = date(2022, 1, 1)
    while day <= date(2026, 12, 31):
        con.execute("INSERT INTO metricflow_time_spine VALUES (?)", (day.isoformat(),))
        day += timedelta(days=1)
    con.commit()
    con.close()


if __name__ == "__main__":
    main()
