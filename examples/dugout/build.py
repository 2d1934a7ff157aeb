"""Build examples/dugout/dugout.sqlite: generated data for the dbt Dugout semantic layer (trouze/dbt-fs-demo).

The project's own seeds are too thin to ask anything of (every contract is with one team, every game in April
2023), so this script generates a league in their shape with a fixed seed, stdlib only, and writes the three
mart tables the semantic models read, as the project's mart SQL would shape them:

- dim_roster: one row per player, with the team of the player's latest contract (the project's SQL joins every
  player to TEAM1, a placeholder) and `is_pitcher` a BOOLEAN (0/1);
- fct_player_salaries: one row per player and season (2019-2024), `season_date` the season's first day;
- player_performance_analysis: one row per player and season with games, season totals, batting average and ERA
  as real numbers (the project's SQL casts them to int), salary and the cost per hit / home run / win;
- time_spine_daily: one row per day, 2018-01-01 to 2025-12-31 (the time spine model's alias).

Run: python examples/dugout/build.py
"""

from __future__ import annotations

import random
import sqlite3
from datetime import date, timedelta
from pathlib import Path

OUT = Path(__file__).with_name("dugout.sqlite")
SEED = 20260707
SEASONS = range(2019, 2025)

TEAMS = [  # (team_id, team_name, city, state, league, division)
    ("BOS", "Harbor Hawks", "Boston", "MA", "American", "East"),
    ("NYA", "Empire Knights", "New York", "NY", "American", "East"),
    ("BAL", "Bay Orioles", "Baltimore", "MD", "American", "East"),
    ("TOR", "Lakeshore Lynx", "Toronto", "ON", "American", "East"),
    ("TB", "Gulf Mantas", "St. Petersburg", "FL", "American", "East"),
    ("CLE", "Lake Erie Guardians", "Cleveland", "OH", "American", "Central"),
    ("DET", "Motor City Tigers", "Detroit", "MI", "American", "Central"),
    ("MIN", "Twin Lakes Loons", "Minneapolis", "MN", "American", "Central"),
    ("KC", "Prairie Monarchs", "Kansas City", "MO", "American", "Central"),
    ("CHA", "Windy City Sox", "Chicago", "IL", "American", "Central"),
    ("HOU", "Space City Comets", "Houston", "TX", "American", "West"),
    ("SEA", "Sound Mariners", "Seattle", "WA", "American", "West"),
    ("TEX", "Lone Star Rangers", "Arlington", "TX", "American", "West"),
    ("LAA", "Canyon Angels", "Anaheim", "CA", "American", "West"),
    ("OAK", "Bay Elephants", "Oakland", "CA", "American", "West"),
    ("ATL", "Peach State Braves", "Atlanta", "GA", "National", "East"),
    ("PHI", "Liberty Bells", "Philadelphia", "PA", "National", "East"),
    ("NYN", "Borough Mets", "New York", "NY", "National", "East"),
    ("MIA", "Biscayne Marlins", "Miami", "FL", "National", "East"),
    ("WAS", "Capital Senators", "Washington", "DC", "National", "East"),
    ("MIL", "Brewtown Brewers", "Milwaukee", "WI", "National", "Central"),
    ("CHN", "Northside Cubs", "Chicago", "IL", "National", "Central"),
    ("STL", "Gateway Cardinals", "St. Louis", "MO", "National", "Central"),
    ("CIN", "Queen City Reds", "Cincinnati", "OH", "National", "Central"),
    ("PIT", "Three Rivers Pirates", "Pittsburgh", "PA", "National", "Central"),
    ("LAN", "Ravine Dodgers", "Los Angeles", "CA", "National", "West"),
    ("SD", "Mission Padres", "San Diego", "CA", "National", "West"),
    ("SF", "Golden Gate Giants", "San Francisco", "CA", "National", "West"),
    ("ARI", "Desert Diamondbacks", "Phoenix", "AZ", "National", "West"),
    ("COL", "Mile High Rockies", "Denver", "CO", "National", "West"),
]
POSITIONS = [  # (position, abbreviation, weight)
    ("Pitcher", "P", 46),
    ("Catcher", "C", 6),
    ("First Base", "1B", 6),
    ("Second Base", "2B", 6),
    ("Third Base", "3B", 6),
    ("Shortstop", "SS", 6),
    ("Left Field", "LF", 8),
    ("Center Field", "CF", 8),
    ("Right Field", "RF", 8),
]
FIRST = (
    "James Michael Carlos Luis Jose Tyler Ryan Kyle Matt Chris Juan Alex Jake Nick Brandon Austin Kevin Marcus "
    "Yusei Shohei Andres Rafael Miguel Freddie Aaron Mookie Trea Corey Dylan Logan Cody Bryce Pete Zack Gerrit "
    "Max Spencer Hunter Julio Vladimir Bo Ronald Adley Gunnar Bobby Wander Triston Elly Jackson"
).split()
LAST = (
    "Smith Johnson Martinez Rodriguez Garcia Lopez Hernandez Perez Walker Young Allen King Wright Scott Torres "
    "Nguyen Hill Flores Green Adams Baker Nelson Carter Mitchell Roberts Turner Phillips Campbell Parker Evans "
    "Edwards Collins Stewart Morris Rogers Reed Cook Morgan Bell Murphy Bailey Rivera Cooper Richardson Cox "
    "Howard Ward Peterson Gray Ramirez Watson Brooks Sanders Price Bennett Wood Barnes Ross Henderson"
).split()


def _players(rng: random.Random) -> list[dict]:
    players, names = [], set()
    for number in range(1, 541):
        while True:
            name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
            if name not in names:
                names.add(name)
                break
        position, abbreviation, _ = rng.choices(POSITIONS, weights=[p[2] for p in POSITIONS])[0]
        birth = date(1984, 1, 1) + timedelta(days=rng.randrange(0, 365 * 19))
        debut = rng.choice([2017, 2018, 2019, 2019, 2020, 2021, 2022, 2023, 2024])
        span = rng.choices([1, 2, 3, 4, 5, 6, 7, 8], weights=[8, 10, 12, 14, 14, 14, 14, 14])[0]
        players.append(
            {
                "player_id": f"P{number:04d}",
                "full_name": name,
                "position": position,
                "position_abbreviation": abbreviation,
                "birth_date": birth.isoformat(),
                "height": rng.randint(69, 80),
                "weight": rng.randint(170, 255),
                "throws": rng.choices(["Right", "Left"], weights=[72, 28])[0],
                "bats": rng.choices(["Right", "Left", "Switch"], weights=[55, 35, 10])[0],
                "first": max(debut, SEASONS[0]),
                "last": min(debut + span - 1, SEASONS[-1]),
                "star": rng.random() < 0.08,
            }
        )
    return [p for p in players if p["first"] <= p["last"]]


def _salary(rng: random.Random, player: dict, season: int) -> int:
    years_in = season - player["first"]
    base = rng.lognormvariate(14.2, 0.75) * (1 + 0.12 * years_in)
    if player["star"]:
        base *= rng.uniform(4, 9)
    return int(round(max(base, 563_500 + 20_000 * (season - 2019)), -3))


def _season_stats(rng: random.Random, player: dict, star: bool) -> dict:
    zero = dict.fromkeys(
        "at_bats hits runs home_runs rbi stolen_bases walks strikeouts innings_pitched earned_runs hits_allowed "
        "walks_allowed strikeouts_pitched wins losses saves".split(),
        0,
    )
    if player["position"] == "Pitcher":
        starter = rng.random() < 0.45
        innings = rng.uniform(120, 205) if starter else rng.uniform(35, 75)
        innings = round(innings * (1.1 if star else 1.0), 1)
        era = max(1.6, rng.gauss(3.6 if star else 4.3, 0.8))
        earned = round(era * innings / 9)
        zero.update(
            innings_pitched=innings,
            earned_runs=earned,
            hits_allowed=round(innings * rng.uniform(0.75, 1.1)),
            walks_allowed=round(innings * rng.uniform(0.25, 0.45)),
            strikeouts_pitched=round(innings * rng.uniform(0.7, 1.25)),
            wins=rng.randint(4, 17) if starter else rng.randint(0, 6),
            losses=rng.randint(3, 13) if starter else rng.randint(0, 5),
            saves=0 if starter else rng.choices([0, rng.randint(1, 40)], weights=[70, 30])[0],
        )
        return zero
    at_bats = rng.randint(120, 620)
    average = max(0.17, min(0.345, rng.gauss(0.27 if star else 0.248, 0.025)))
    hits = round(at_bats * average)
    home_runs = min(hits, round(at_bats * max(0.0, rng.gauss(0.05 if star else 0.03, 0.015))))
    zero.update(
        at_bats=at_bats,
        hits=hits,
        runs=round(hits * rng.uniform(0.4, 0.75)),
        home_runs=home_runs,
        rbi=round(home_runs * 2.2 + hits * rng.uniform(0.15, 0.3)),
        stolen_bases=rng.choices([rng.randint(0, 4), rng.randint(5, 45)], weights=[70, 30])[0],
        walks=round(at_bats * rng.uniform(0.05, 0.14)),
        strikeouts=round(at_bats * rng.uniform(0.14, 0.3)),
    )
    return zero


def main() -> None:
    rng = random.Random(SEED)
    teams = {t[0]: t for t in TEAMS}
    players = _players(rng)
    salaries, performance = [], []
    for player in players:
        team = rng.choice(TEAMS)[0]
        for season in range(player["first"], player["last"] + 1):
            if rng.random() < 0.12:  # a trade or a new contract elsewhere
                team = rng.choice(TEAMS)[0]
            salary = _salary(rng, player, season)
            salaries.append((player, season, salary, team))
            if rng.random() < 0.93:  # a few contracted seasons without a game (injured list)
                stats = _season_stats(rng, player, player["star"])
                performance.append((player, season, stats, salary if rng.random() < 0.97 else None))
        player["team"] = team

    OUT.unlink(missing_ok=True)
    con = sqlite3.connect(OUT)
    con.executescript(
        """
        CREATE TABLE dim_roster (
            player_id TEXT PRIMARY KEY, full_name TEXT NOT NULL, position TEXT NOT NULL,
            position_abbreviation TEXT NOT NULL, birth_date TEXT, height INTEGER, weight INTEGER, throws TEXT,
            bats TEXT, team_name TEXT, team_city TEXT, team_state TEXT, league TEXT, division TEXT, age INTEGER,
            is_pitcher BOOLEAN NOT NULL);
        CREATE TABLE fct_player_salaries (
            player_salary_id TEXT PRIMARY KEY, player_id TEXT NOT NULL REFERENCES dim_roster(player_id),
            full_name TEXT, position TEXT, position_abbreviation TEXT, year INTEGER NOT NULL, salary INTEGER NOT NULL,
            salary_millions REAL NOT NULL, team_name TEXT, league TEXT, division TEXT, is_pitcher BOOLEAN NOT NULL,
            season_date TEXT NOT NULL);
        CREATE TABLE player_performance_analysis (
            player_season_id TEXT PRIMARY KEY, player_id TEXT NOT NULL REFERENCES dim_roster(player_id),
            full_name TEXT, position TEXT, year INTEGER NOT NULL, total_at_bats INTEGER, total_hits INTEGER,
            total_runs INTEGER, total_home_runs INTEGER, total_rbi INTEGER, total_stolen_bases INTEGER,
            total_walks INTEGER, total_strikeouts INTEGER, total_innings_pitched REAL, total_earned_runs INTEGER,
            total_hits_allowed INTEGER, total_walks_allowed INTEGER, total_strikeouts_pitched INTEGER,
            total_wins INTEGER, total_losses INTEGER, total_saves INTEGER, season_batting_average REAL,
            season_era REAL, salary INTEGER, salary_millions REAL, cost_per_hit INTEGER, cost_per_home_run INTEGER,
            cost_per_win INTEGER, season_date TEXT NOT NULL);
        CREATE TABLE time_spine_daily (date_day TEXT PRIMARY KEY);
        """
    )
    for p in players:
        t = teams[p["team"]]
        con.execute(
            "INSERT INTO dim_roster VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (
                p["player_id"],
                p["full_name"],
                p["position"],
                p["position_abbreviation"],
                p["birth_date"],
                p["height"],
                p["weight"],
                p["throws"],
                p["bats"],
                t[1],
                t[2],
                t[3],
                t[4],
                t[5],
                2025 - int(p["birth_date"][:4]),
                int(p["position"] == "Pitcher"),
            ),
        )
    for p, season, salary, team_id in salaries:
        t = teams[team_id]
        con.execute(
            "INSERT INTO fct_player_salaries VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (
                f"{p['player_id']}_{season}",
                p["player_id"],
                p["full_name"],
                p["position"],
                p["position_abbreviation"],
                season,
                salary,
                salary / 1_000_000,
                t[1],
                t[4],
                t[5],
                int(p["position"] == "Pitcher"),
                f"{season}-01-01",
            ),
        )
    for p, season, s, salary in performance:
        average = round(s["hits"] / s["at_bats"], 3) if s["at_bats"] else None
        era = round(s["earned_runs"] * 9 / s["innings_pitched"], 2) if s["innings_pitched"] else None

        def per(n: int, salary: int | None = salary) -> int | None:
            return int(salary / n) if salary and n else None

        con.execute(
            "INSERT INTO player_performance_analysis VALUES (" + ",".join("?" * 29) + ")",
            (
                f"{p['player_id']}_{season}",
                p["player_id"],
                p["full_name"],
                p["position"],
                season,
                s["at_bats"],
                s["hits"],
                s["runs"],
                s["home_runs"],
                s["rbi"],
                s["stolen_bases"],
                s["walks"],
                s["strikeouts"],
                s["innings_pitched"],
                s["earned_runs"],
                s["hits_allowed"],
                s["walks_allowed"],
                s["strikeouts_pitched"],
                s["wins"],
                s["losses"],
                s["saves"],
                average,
                era,
                salary,
                salary / 1_000_000 if salary else None,
                per(s["hits"]),
                per(s["home_runs"]),
                per(s["wins"]),
                f"{season}-01-01",
            ),
        )
    day = date(2018, 1, 1)
    while day <= date(2025, 12, 31):
        con.execute("INSERT INTO time_spine_daily VALUES (?)", (day.isoformat(),))
        day += timedelta(days=1)
    con.commit()
    con.execute("VACUUM")
    con.close()


if __name__ == "__main__":
    main()
