"""Build examples/nhl/nhl.sqlite: made-up NHL skater, team and goalie statistics for the semantic layer in models/
(muneebmaster/nhl-analytics, YAML kept verbatim).

Deterministic (fixed seed, standard library only). The four tables are the dbt marts the semantic models name,
with the columns their expressions use, and a daily time spine:
- fct_skater_game_stats: one row per skater and game, all situations only ('all'), seasons 2024 (2023-24) and
  2025 (2024-25), 41 games a team a season, dates from October to March.
- fct_skater_season_stats: one row per skater, season (2023, 2024, 2025) and situation (all, 5on5, powerPlay,
  other); 'all' is the sum of the three others, and for 2024 and 2025 it is the sum of the skater's games.
- fct_team_season_stats and fct_goalie_season_stats: one row per team (goalie) and season.
32 teams, 10 skaters and 2 goalies a team; names are invented, team codes and names are the league's.

    python examples/nhl/build.py
"""

from __future__ import annotations

import random
import sqlite3
from collections import defaultdict
from datetime import date, timedelta
from pathlib import Path

OUT = Path(__file__).with_name("nhl.sqlite")
SEED = 2025
TEAMS = {
    "ANA": "Anaheim Ducks",
    "BOS": "Boston Bruins",
    "BUF": "Buffalo Sabres",
    "CGY": "Calgary Flames",
    "CAR": "Carolina Hurricanes",
    "CHI": "Chicago Blackhawks",
    "COL": "Colorado Avalanche",
    "CBJ": "Columbus Blue Jackets",
    "DAL": "Dallas Stars",
    "DET": "Detroit Red Wings",
    "EDM": "Edmonton Oilers",
    "FLA": "Florida Panthers",
    "LAK": "Los Angeles Kings",
    "MIN": "Minnesota Wild",
    "MTL": "Montreal Canadiens",
    "NSH": "Nashville Predators",
    "NJD": "New Jersey Devils",
    "NYI": "New York Islanders",
    "NYR": "New York Rangers",
    "OTT": "Ottawa Senators",
    "PHI": "Philadelphia Flyers",
    "PIT": "Pittsburgh Penguins",
    "SJS": "San Jose Sharks",
    "SEA": "Seattle Kraken",
    "STL": "St. Louis Blues",
    "TBL": "Tampa Bay Lightning",
    "TOR": "Toronto Maple Leafs",
    "UTA": "Utah Hockey Club",
    "VAN": "Vancouver Canucks",
    "VGK": "Vegas Golden Knights",
    "WSH": "Washington Capitals",
    "WPG": "Winnipeg Jets",
}
FIRST = [
    "Liam",
    "Noah",
    "Jack",
    "Lucas",
    "Oskar",
    "Mikko",
    "Elias",
    "Nikita",
    "Ethan",
    "Logan",
    "Owen",
    "Mason",
    "Jonas",
    "Filip",
    "Anton",
    "Matias",
    "Dylan",
    "Cole",
    "Tyler",
    "Ryan",
    "Kasper",
    "Leo",
    "Jakub",
    "Artem",
    "Nils",
    "Adam",
    "Evan",
    "Carter",
    "Brady",
    "Hugo",
]
LAST = [
    "Bergstrom",
    "Lindqvist",
    "Makela",
    "Novak",
    "Petrov",
    "Tremblay",
    "Gagnon",
    "Roy",
    "Cote",
    "Larsen",
    "Hughes",
    "Miller",
    "Keller",
    "Walsh",
    "Sorensen",
    "Dvorak",
    "Koivu",
    "Ivanov",
    "Fischer",
    "Meier",
    "Olsen",
    "Barkov",
    "Hall",
    "Stone",
    "Morrison",
    "Lehtonen",
    "Svoboda",
    "Nilsson",
    "Draper",
    "Boucher",
]
NATIONALITIES = ["CAN"] * 9 + ["USA"] * 6 + ["SWE"] * 3 + ["FIN"] * 2 + ["RUS"] * 2 + ["CZE", "GER", "SUI", "SVK"]
POSITIONS = ["C", "C", "C", "L", "L", "R", "R", "D", "D", "D"]  # ten skaters a team
SEASON_START = {2024: date(2023, 10, 10), 2025: date(2024, 10, 8)}
GAMES_PER_TEAM = 41
SPLIT = {"5on5": 0.72, "powerPlay": 0.22, "other": 0.06}  # how 'all' splits over the situations


def _schedule(rnd: random.Random, season: int) -> list[tuple[int, str, str, date]]:
    """(game_id, home, away, date): GAMES_PER_TEAM rounds in which every team plays once, a round every 4 days."""
    teams, games = list(TEAMS), []
    game_id = season * 10000
    for round_no in range(GAMES_PER_TEAM):
        rnd.shuffle(teams)
        for home, away in zip(teams[0::2], teams[1::2], strict=True):
            game_id += 1
            day = SEASON_START[season] + timedelta(days=round_no * 4 + rnd.randint(0, 3))
            games.append((game_id, home, away, day))
    return games


def _tier(game_score: float) -> str:
    """fct_skater_game_stats.game_score_tier."""
    if game_score >= 3:
        return "Elite"
    if game_score >= 1.5:
        return "Good"
    return "Average" if game_score >= 0 else "Below Average"


def _situation_value(row: dict[str, float], parts: dict[str, dict[str, int]], situation: str, key: str) -> float:
    """A season total for one situation: 'all' is the total, else its drawn part or its share of the total."""
    if situation == "all":
        return row[key]
    if key in parts:
        return parts[key][situation]
    share = SPLIT[situation]
    return round(row[key] * share, 3) if key == "individual_xgoals" else int(row[key] * share)


def _split(total: int, rnd: random.Random) -> dict[str, int]:
    pp = sum(rnd.random() < SPLIT["powerPlay"] for _ in range(total))
    other = sum(rnd.random() < SPLIT["other"] / (1 - SPLIT["powerPlay"]) for _ in range(total - pp))
    return {"5on5": total - pp - other, "powerPlay": pp, "other": other}


def main() -> None:
    rnd = random.Random(SEED)
    OUT.unlink(missing_ok=True)
    con = sqlite3.connect(OUT)
    con.executescript(
        """
        CREATE TABLE fct_skater_season_stats (
            player_id INTEGER, season INTEGER, situation TEXT, player_name TEXT, team TEXT, position TEXT,
            nationality TEXT, games_played INTEGER, goals INTEGER, assists INTEGER, points INTEGER,
            shots_on_goal INTEGER, individual_xgoals REAL, ice_time_seconds INTEGER, hits INTEGER,
            takeaways INTEGER, high_danger_goals INTEGER, high_danger_shots INTEGER);
        CREATE TABLE fct_skater_game_stats (
            player_id INTEGER, game_id INTEGER, situation TEXT, game_date TEXT, season INTEGER, player_name TEXT,
            team TEXT, position TEXT, home_or_away TEXT, game_score_tier TEXT, goals INTEGER, assists INTEGER,
            points INTEGER, shots_on_goal INTEGER, xgoals REAL, ice_time_seconds INTEGER);
        CREATE TABLE fct_team_season_stats (
            team TEXT, season INTEGER, team_name TEXT, games_played INTEGER, goals_for INTEGER,
            goals_against INTEGER, xgoals_for REAL, xgoals_against REAL, corsi_pct REAL, fenwick_pct REAL);
        CREATE TABLE fct_goalie_season_stats (
            player_id INTEGER, season INTEGER, player_name TEXT, team TEXT, saves INTEGER, goals_against INTEGER,
            shots_on_goal_against INTEGER, goals_saved_above_expected REAL, high_danger_shots_against INTEGER,
            high_danger_goals_against INTEGER, ice_time_seconds INTEGER);
        CREATE TABLE metricflow_time_spine (date_day TEXT PRIMARY KEY);
        """
    )
    names = rnd.sample([f"{first} {last}" for first in FIRST for last in LAST], len(TEAMS) * 12)
    skaters, goalies = [], []
    pid = 8470000
    for i, team in enumerate(TEAMS):
        strength = rnd.gauss(1.0, 0.12)
        for j, position in enumerate(POSITIONS):
            pid += 1
            talent = rnd.lognormvariate(0, 0.45) * (0.45 if position == "D" else 1.0) * strength
            skaters.append(
                dict(
                    id=pid,
                    name=names[i * 12 + j],
                    team=team,
                    position=position,
                    nationality=rnd.choice(NATIONALITIES),
                    talent=talent,
                )
            )
        for k in range(2):
            pid += 1
            goalies.append(
                dict(id=pid, name=names[i * 12 + 10 + k], team=team, skill=rnd.gauss(0.905, 0.01), starter=k == 0)
            )
    by_team = defaultdict(list)
    for s in skaters:
        by_team[s["team"]].append(s)

    season_all: dict[tuple[int, int], dict[str, float]] = {}
    team_season: dict[tuple[str, int], dict[str, float]] = defaultdict(lambda: defaultdict(float))
    for season in (2024, 2025):
        for game_id, home, away, day in _schedule(rnd, season):
            for team, side in ((home, "HOME"), (away, "AWAY")):
                boost = 1.08 if side == "HOME" else 1.0
                for s in by_team[team]:
                    shots = max(0, int(rnd.gauss(3.2 * s["talent"] * boost, 1.4)))
                    goals = sum(rnd.random() < 0.097 for _ in range(shots))
                    assists = min(3, int(rnd.expovariate(1 / (0.38 * s["talent"] * boost))))
                    xg = round(sum(rnd.uniform(0.03, 0.165) for _ in range(shots)), 3)
                    toi = int(rnd.gauss(1380 if s["position"] == "D" else 1050, 120))
                    score = goals * 1.5 + assists * 0.8 + shots * 0.1 + rnd.gauss(0, 0.6)
                    tier = _tier(score)
                    con.execute(
                        "INSERT INTO fct_skater_game_stats VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                        (
                            s["id"],
                            game_id,
                            "all",
                            day.isoformat(),
                            season,
                            s["name"],
                            team,
                            s["position"],
                            side,
                            tier,
                            goals,
                            assists,
                            goals + assists,
                            shots,
                            xg,
                            toi,
                        ),
                    )
                    row = season_all.setdefault((s["id"], season), defaultdict(float))
                    for key, value in (
                        ("games_played", 1),
                        ("goals", goals),
                        ("assists", assists),
                        ("shots_on_goal", shots),
                        ("individual_xgoals", xg),
                        ("ice_time_seconds", toi),
                    ):
                        row[key] += value
    for s in skaters:  # 2023 (2022-23): season totals only, 82 games
        games = 82 - rnd.choice([0, 0, 0, 2, 5, 11, 20])
        shots = int(games * 3.2 * s["talent"])
        goals = sum(rnd.random() < 0.097 for _ in range(shots))
        season_all[(s["id"], 2023)] = defaultdict(
            float,
            games_played=games,
            goals=goals,
            assists=int(games * 0.38 * s["talent"] * rnd.uniform(0.7, 1.3)),
            shots_on_goal=shots,
            individual_xgoals=round(shots * 0.097, 3),
            ice_time_seconds=games * (1380 if s["position"] == "D" else 1050),
        )
    for s in skaters:
        for season in (2023, 2024, 2025):
            row = season_all[(s["id"], season)]
            row["individual_xgoals"] = round(row["individual_xgoals"], 3)
            row["points"] = row["goals"] + row["assists"]
            row["hits"] = int(row["games_played"] * rnd.uniform(0.4, 2.8) * (1.3 if s["position"] == "D" else 1))
            row["takeaways"] = int(row["games_played"] * rnd.uniform(0.2, 0.9))
            row["high_danger_shots"] = int(row["shots_on_goal"] * rnd.uniform(0.25, 0.4))
            row["high_danger_goals"] = min(int(row["goals"] * rnd.uniform(0.4, 0.6)), row["high_danger_shots"])
            parts = {
                key: _split(int(row[key]), rnd)
                for key in (
                    "goals",
                    "assists",
                    "shots_on_goal",
                    "hits",
                    "takeaways",
                    "high_danger_shots",
                    "high_danger_goals",
                )
            }
            for situation in ("all", "5on5", "powerPlay", "other"):

                def part(key: str, situation: str = situation, row: dict = row, parts: dict = parts) -> float:
                    return _situation_value(row, parts, situation, key)

                goals, assists = part("goals"), part("assists")
                hd_goals = min(part("high_danger_goals"), goals)
                con.execute(
                    "INSERT INTO fct_skater_season_stats VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                    (
                        s["id"],
                        season,
                        situation,
                        s["name"],
                        s["team"],
                        s["position"],
                        s["nationality"],
                        int(row["games_played"]),
                        int(goals),
                        int(assists),
                        int(goals + assists),
                        int(part("shots_on_goal")),
                        part("individual_xgoals"),
                        int(part("ice_time_seconds")),
                        int(part("hits")),
                        int(part("takeaways")),
                        int(hd_goals),
                        int(part("high_danger_shots")),
                    ),
                )
            t = team_season[(s["team"], season)]
            t["goals_for"] += row["goals"]
            t["xgoals_for"] += row["individual_xgoals"]
            t["games_played"] = max(t["games_played"], row["games_played"])
    for g in goalies:
        for season in (2023, 2024, 2025):
            games = GAMES_PER_TEAM if season > 2023 else 82
            share = rnd.uniform(0.6, 0.75) if g["starter"] else 0
            if not g["starter"]:
                share = 1 - team_season[(g["team"], season)]["_starter_share"]
            else:
                team_season[(g["team"], season)]["_starter_share"] = share
            shots = int(games * share * rnd.gauss(29.5, 1.5))
            saved = sum(rnd.random() < g["skill"] for _ in range(shots))
            against = shots - saved
            xga = round(shots * rnd.uniform(0.088, 0.1), 2)
            hd_shots = int(shots * rnd.uniform(0.18, 0.24))
            hd_goals = min(against, int(hd_shots * rnd.uniform(0.14, 0.22)))
            con.execute(
                "INSERT INTO fct_goalie_season_stats VALUES (?,?,?,?,?,?,?,?,?,?,?)",
                (
                    g["id"],
                    season,
                    g["name"],
                    g["team"],
                    saved,
                    against,
                    shots,
                    round(xga - against, 2),
                    hd_shots,
                    hd_goals,
                    int(games * share * 3600),
                ),
            )
            t = team_season[(g["team"], season)]
            t["goals_against"] += against
            t["xgoals_against"] += xga
    for (team, season), t in sorted(team_season.items()):
        corsi = round(
            50 + (t["xgoals_for"] - t["xgoals_against"]) / max(t["games_played"], 1) * 6 + rnd.gauss(0, 1.2), 2
        )
        con.execute(
            "INSERT INTO fct_team_season_stats VALUES (?,?,?,?,?,?,?,?,?,?)",
            (
                team,
                season,
                TEAMS[team],
                int(t["games_played"]),
                int(t["goals_for"]),
                int(t["goals_against"]),
                round(t["xgoals_for"], 3),
                round(t["xgoals_against"], 3),
                corsi,
                round(corsi + rnd.gauss(0, 0.8), 2),
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
