"""Build examples/media/media.sqlite: generated data for a digital publisher's semantic layer.

The semantic layer (models/*.yml) is jimhopgtu/media-semantic-layer's, verbatim (MIT): GA4-style article events
(page views, scrolls, engagement), the articles and their writers. The repository generates its data with a
script of its own and ships none, so this one makes a small publisher with a fixed seed: 15 writers, 120
articles in five sections (sports, finance, lifestyle, news, opinion), about 6,000 events from 2024-10-01 to
2025-09-30 by some 800 readers.

Tables hold exactly the columns the semantic models read (`ref('fct_article_events')` -> fct_article_events,
`ref('dim_articles')` -> dim_articles, `ref('dim_writers')` -> dim_writers, `metricflow_time_spine`). The
event table carries its article's section, premium flag and writer's section and contract type, as the
semantic model's dimensions say, always equal to the article's and writer's own. An event earns revenue
(`revenue_estimate`, the article's RPM / 1000) only when it is a page view. Booleans are 0/1, dates
'YYYY-MM-DD', timestamps 'YYYY-MM-DD HH:MM:SS'.

Run: python examples/media/build.py   (standard library only)
"""

from __future__ import annotations

import random
import sqlite3
from datetime import date, datetime, timedelta
from pathlib import Path

OUT = Path(__file__).with_name("media.sqlite")
SEED = 7_2025
START, END = date(2024, 10, 1), date(2025, 9, 30)
SECTIONS = ["sports", "finance", "lifestyle", "news", "opinion"]
RPM = {"sports": 4.5, "finance": 9.5, "lifestyle": 6.0, "news": 3.5, "opinion": 5.0}
WRITERS = [  # (name, primary section, contract type)
    ("Maya Thompson", "news", "staff"), ("Daniel Okafor", "sports", "staff"), ("Priya Raman", "finance", "staff"),
    ("Lucas Becker", "lifestyle", "freelance"), ("Sofia Alvarez", "opinion", "contractor"),
    ("Ethan Brooks", "news", "freelance"), ("Hannah Lee", "finance", "contractor"),
    ("Omar Haddad", "sports", "freelance"),
    ("Grace Kim", "lifestyle", "staff"), ("Noah Fischer", "news", "staff"), ("Chloe Martin", "opinion", "freelance"),
    ("Ben Carter", "sports", "contractor"), ("Aisha Patel", "finance", "freelance"),
    ("Leo Rossi", "lifestyle", "contractor"),
    ("Emma Walsh", "news", "contractor"),
]
TOPICS = {
    "sports": ["Playoff Preview", "Transfer Window Winners", "Marathon Training Plan", "Rookie Of The Year Race",
               "Stadium Economics", "Coaching Carousel"],
    "finance": ["Rate Cut Outlook", "Index Funds Explained", "Housing Market Check", "Retirement Savings Guide",
                "Earnings Season Recap", "Crypto Rules Update"],
    "lifestyle": ["Weeknight Dinners", "Small Apartment Ideas", "Sleep Better Tonight", "Budget Travel Tips",
                  "Home Workout Basics", "Houseplants That Survive"],
    "news": ["City Council Vote", "Storm Recovery Update", "School Board Results", "Transit Fare Changes",
             "Election Night Briefing", "Wildfire Season Outlook"],
    "opinion": ["Why Remote Work Stays", "The Case For Bike Lanes", "Rethinking Homework", "In Defense Of Libraries",
                "Against Endless Meetings", "What Newsrooms Owe Readers"],
}
DEVICES = [("mobile", 60), ("desktop", 32), ("tablet", 8)]
OS = {"mobile": ["iOS", "Android"], "desktop": ["Windows", "macOS", "ChromeOS"], "tablet": ["iPadOS", "Android"]}
BROWSERS = {"mobile": ["Chrome", "Safari", "Samsung Internet"], "desktop": ["Chrome", "Edge", "Firefox", "Safari"],
            "tablet": ["Safari", "Chrome"]}
COUNTRIES = [("United States", 55), ("United Kingdom", 12), ("Canada", 9), ("India", 8), ("Australia", 6),
             ("Germany", 5), ("Ireland", 3), ("South Africa", 2)]
US_STATES = ["California", "New York", "Texas", "Florida", "Illinois", "Washington", "Georgia", "Ohio"]
TRAFFIC = [(("google", "organic"), 38), (("(direct)", "(none)"), 22), (("facebook", "social"), 12),
           (("newsletter", "email"), 10), (("twitter", "social"), 6), (("bing", "organic"), 5),
           (("reddit", "referral"), 4), (("google", "cpc"), 3)]
EVENTS_AFTER_VIEW = [("scroll", 0.55), ("user_engagement", 0.45), ("click", 0.12)]


def pick(rng: random.Random, options: list[tuple]) -> object:
    return rng.choices([o[0] for o in options], weights=[o[1] for o in options])[0]


def main() -> None:
    rng = random.Random(SEED)
    OUT.unlink(missing_ok=True)
    con = sqlite3.connect(OUT)
    con.executescript(
        """
        CREATE TABLE dim_writers (writer_id TEXT PRIMARY KEY, writer_name TEXT NOT NULL, primary_category TEXT NOT NULL,
            contract_type TEXT NOT NULL, tenure_start_date TEXT NOT NULL, tenure_months INTEGER NOT NULL);
        CREATE TABLE dim_articles (article_id TEXT PRIMARY KEY, writer_id TEXT NOT NULL
            REFERENCES dim_writers(writer_id), title TEXT NOT NULL, publish_date TEXT NOT NULL, category TEXT NOT NULL,
            is_premium INTEGER NOT NULL,
            is_evergreen INTEGER NOT NULL, sentiment_label TEXT NOT NULL, word_count INTEGER NOT NULL,
            estimated_rpm REAL NOT NULL);
        CREATE TABLE fct_article_events (event_id TEXT PRIMARY KEY, article_id TEXT NOT NULL, writer_id TEXT NOT NULL,
            user_pseudo_id TEXT NOT NULL, ga_session_id INTEGER NOT NULL, event_date TEXT NOT NULL,
            event_timestamp TEXT NOT NULL, event_name TEXT NOT NULL, device_category TEXT NOT NULL,
            device_os TEXT NOT NULL, device_browser TEXT NOT NULL, geo_country TEXT NOT NULL, geo_region TEXT,
            traffic_source TEXT NOT NULL,
            traffic_medium TEXT NOT NULL, category TEXT NOT NULL, is_premium INTEGER NOT NULL,
            writer_category TEXT NOT NULL, contract_type TEXT NOT NULL, is_engaged INTEGER NOT NULL,
            engagement_time_sec REAL NOT NULL, revenue_estimate REAL NOT NULL);
        CREATE TABLE metricflow_time_spine (date_day TEXT PRIMARY KEY);
        """
    )
    writers = []
    for number, (name, section, contract) in enumerate(WRITERS, start=1):
        months = rng.randrange(2, 60)
        start = date(2025, 9, 30) - timedelta(days=int(months * 30.4))
        writers.append((f"W{number:03d}", name, section, contract, start.isoformat(), months))
    con.executemany("INSERT INTO dim_writers VALUES (?, ?, ?, ?, ?, ?)", writers)
    articles, used = [], set()
    for number in range(1, 121):
        writer = rng.choice(writers)
        section = writer[2] if rng.random() < 0.8 else rng.choice(SECTIONS)
        topic = rng.choice(TOPICS[section])
        title = topic if topic not in used else f"{topic}, Part {sum(t.startswith(topic) for t in used) + 1}"
        used.add(title)
        published = START - timedelta(days=20) + timedelta(days=rng.randrange((END - START).days - 10))
        premium = int(rng.random() < (0.45 if section == "finance" else 0.18))
        articles.append((f"A{number:04d}", writer[0], title, published.isoformat(), section, premium,
                         int(rng.random() < 0.3), rng.choices(["POSITIVE", "NEUTRAL", "NEGATIVE"], [40, 38, 22])[0],
                         rng.randrange(350, 2600), round(RPM[section] * rng.uniform(0.7, 1.3), 2)))
    con.executemany("INSERT INTO dim_articles VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", articles)
    by_id = {w[0]: w for w in writers}
    popularity = [rng.paretovariate(2.5) for _ in articles]
    users = [f"{rng.randrange(10**9, 10**10)}.{rng.randrange(10**9, 10**10)}" for _ in range(800)]
    user_weight = [rng.paretovariate(1.6) for _ in users]
    events, session_id = [], 1_700_000_000
    for _ in range(2300):
        day = START + timedelta(days=rng.randrange((END - START).days + 1))
        user = rng.choices(users, weights=user_weight)[0]
        device = pick(rng, DEVICES)
        country = pick(rng, COUNTRIES)
        source, medium = pick(rng, TRAFFIC)
        os_, browser = rng.choice(OS[device]), rng.choice(BROWSERS[device])
        session_id += rng.randrange(1, 5000)
        moment = datetime(day.year, day.month, day.day, rng.randrange(24), rng.randrange(60), rng.randrange(60))
        readable = [a for a in articles if a[3] <= day.isoformat()]
        weights = [popularity[int(a[0][1:]) - 1] for a in readable]
        for _ in range(rng.choices([1, 2, 3], weights=[70, 22, 8])[0]):
            article = rng.choices(readable, weights=weights)[0]
            writer = by_id[article[1]]
            names = ["page_view"] + [n for n, p in EVENTS_AFTER_VIEW if rng.random() < p]
            for name in names:
                seconds = round(rng.expovariate(1 / 45), 1) if name != "page_view" else 0.0
                engaged = int(seconds >= 60 or (name == "scroll" and rng.random() < 0.4))
                events.append((
                    article[0], article[1], user, session_id, moment.date().isoformat(),
                    moment.strftime("%Y-%m-%d %H:%M:%S"), name, device, os_, browser, country,
                    rng.choice(US_STATES) if country == "United States" else None, source, medium, article[4],
                    article[5], writer[2], writer[3], engaged, seconds,
                    round(article[9] / 1000.0, 5) if name == "page_view" else 0.0))
                moment += timedelta(seconds=rng.randrange(5, 240))
    events.sort(key=lambda e: e[5])
    con.executemany("INSERT INTO fct_article_events VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,"
                    " ?, ?, ?)", [(f"E{i:06d}", *e) for i, e in enumerate(events, start=1)])
    day, spine = date(2024, 10, 1), []
    while day <= date(2025, 12, 31):  # the project's own spine: 2024-10-01 to 2025-12-31
        spine.append((day.isoformat(),))
        day += timedelta(days=1)
    con.executemany("INSERT INTO metricflow_time_spine VALUES (?)", spine)
    con.commit()
    con.execute("VACUUM")
    con.close()


if __name__ == "__main__":
    main()
