"""Build examples/wax_baseball/wax_baseball.sqlite: a deterministic stand-in for the project's five marts.

The source repository (nobodybeatstheviz/wax-baseball-dbt, MIT) joins one fan's spreadsheet of the MLB games he
attended (178 of them) to Retrosheet play-by-play and the Lahman Hall of Fame tables, none of which it ships beyond
small seeds. This script generates plausible rows with a fixed seed, standard library only:

- fct_attended_games: one row per attended game (wax_game_id 1..178, 1990-2026), with the Retrosheet game_id
  (home team + date + '0'), the spreadsheet's venue_wax and game_type_wax ('Regular Season', 'Playoff',
  'All-Star'), the Retrosheet team codes (NYA is the Yankees, NYN the Mets, BOS the Red Sox, ...), the scores
  (the sum of the plays' runs), winning_team_id (NULL for the two tied/suspended games) and is_yankees_game (0/1).
- fct_attended_team_games: the project's unpivot, two rows per game (team_id / opponent_team_id, is_home,
  is_decided, team_won as 0/1).
- fct_plays: about 45 plays per game (event_id, is_bottom_half_inning 0/1, batter_id, pitcher_id, the Retrosheet
  event_code 0-24 — 23 is a home run — and runs_on_play).
- fct_game_attendee: one row per game and companion from the project's attendee roster seed ('solo' when alone).
- fct_hof_sightings: the Hall of Famers (inducted as players) who batted or pitched in a generated play, computed
  from fct_plays as the project's model does (games_seen, plays_seen, first_seen_date, last_seen_date).
- metricflow_time_spine: the project's daily calendar (date_day), 1980-01-01 .. 2030-12-31.

Run: python examples/wax_baseball/build.py
"""

from __future__ import annotations

import random
import sqlite3
from datetime import date, timedelta
from pathlib import Path

OUT = Path(__file__).with_name("wax_baseball.sqlite")
SEED = 20260831
N_GAMES = 178

# team code -> (venue before 2009, venue from 2009); the fan lives near New York
VENUES = {
    "NYA": ("Yankee Stadium (old)", "Yankee Stadium"),
    "NYN": ("Shea Stadium", "Citi Field"),
    "BOS": ("Fenway Park", "Fenway Park"),
    "BAL": ("Camden Yards", "Camden Yards"),
    "PHI": ("Veterans Stadium", "Citizens Bank Park"),
    "TOR": ("SkyDome", "Rogers Centre"),
    "PIT": ("Three Rivers Stadium", "PNC Park"),
    "WAS": ("RFK Stadium", "Nationals Park"),
}
HOME_WEIGHTS = {"NYA": 52, "NYN": 22, "BOS": 8, "BAL": 7, "PHI": 5, "TOR": 2, "PIT": 2, "WAS": 2}
OPPONENTS = [
    "BOS",
    "BAL",
    "TOR",
    "TBA",
    "CLE",
    "DET",
    "CHA",
    "KCA",
    "MIN",
    "SEA",
    "OAK",
    "HOU",
    "NYN",
    "NYA",
    "ATL",
    "PHI",
    "LAN",
    "SFN",
    "WAS",
    "PIT",
]
# (Lahman player_id, Retrosheet id, name, induction year, team, first season, last season)
HALL_OF_FAMERS = [
    ("jeterde01", "jeted001", "Derek Jeter", 2020, "NYA", 1996, 2014),
    ("riverma01", "rivem002", "Mariano Rivera", 2019, "NYA", 1996, 2013),
    ("mussimi01", "mussm001", "Mike Mussina", 2019, "NYA", 2001, 2008),
    ("sabatcc01", "sabac001", "CC Sabathia", 2025, "NYA", 2009, 2019),
    ("boggswa01", "boggw001", "Wade Boggs", 2005, "NYA", 1993, 1997),
    ("rainati01", "raint001", "Tim Raines", 2017, "NYA", 1996, 1998),
    ("piazzmi01", "piazm001", "Mike Piazza", 2016, "NYN", 1998, 2005),
    ("ortizda01", "ortid001", "David Ortiz", 2022, "BOS", 2003, 2016),
    ("martipe02", "martp001", "Pedro Martinez", 2015, "BOS", 1998, 2004),
    ("ripkeca01", "ripkc001", "Cal Ripken", 2007, "BAL", 1990, 2001),
    ("halladro01", "hallr001", "Roy Halladay", 2019, "TOR", 1999, 2009),
    ("jonesch06", "jonec004", "Chipper Jones", 2018, "ATL", 1995, 2012),
    ("thomafr04", "thomf001", "Frank Thomas", 2014, "CHA", 1990, 2005),
    ("thomeji01", "thomj002", "Jim Thome", 2018, "CLE", 1993, 2002),
    ("griffke02", "grifk002", "Ken Griffey Jr.", 2016, "SEA", 1990, 1999),
    ("suzukic01", "suzui001", "Ichiro Suzuki", 2025, "SEA", 2001, 2012),
    ("beltrad01", "beltr001", "Adrian Beltre", 2024, "SEA", 2005, 2009),
    ("mauerjo01", "mauej001", "Joe Mauer", 2024, "MIN", 2004, 2018),
]
# Retrosheet event codes with a weight (share of plays); 23 is a home run
EVENTS = [
    (2, 33),
    (3, 20),
    (20, 15),
    (21, 5),
    (22, 1),
    (23, 3),
    (14, 8),
    (16, 1),
    (18, 2),
    (19, 3),
    (4, 2),
    (6, 1),
    (9, 1),
    (1, 2),
    (12, 1),
]


def _game_dates(rng: random.Random) -> list[tuple[date, str]]:
    """(date, game type) for every attended game, sorted: mostly regular season, some playoffs, two All-Star games."""
    seasons = [y for y in range(1990, 2027) if y != 2020]  # no fans in the stands in 2020
    weights = [1 + (3 if y >= 2009 else 0) + (2 if 1996 <= y <= 2001 else 0) for y in seasons]
    out: set[tuple[date, str]] = set()
    for year in (1996, 1998, 1999, 2000, 2001, 2003, 2009, 2017, 2019, 2022, 2024, 2025):
        out.add((date(year, 10, rng.randint(3, 28)), "Playoff"))
    out.add((date(2008, 7, 15), "All-Star"))
    out.add((date(2013, 7, 16), "All-Star"))
    while len(out) < N_GAMES:
        year = rng.choices(seasons, weights)[0]
        last = date(year, 8, 30) if year == 2026 else date(year, 9, 30)
        day = date(year, 4, 1) + timedelta(days=rng.randint(0, (last - date(year, 4, 1)).days))
        if all(d != day for d, _ in out):
            out.add((day, "Regular Season"))
    return sorted(out)


def _teams(rng: random.Random, day: date, game_type: str) -> tuple[str, str]:
    if game_type == "All-Star":
        return ("NYA", "ALS") if day.year == 2008 else ("NYN", "NLS")
    home = rng.choices(list(HOME_WEIGHTS), list(HOME_WEIGHTS.values()))[0]
    away = home
    while away == home:
        # most games away from the Bronx still involve the Yankees
        away = "NYA" if home != "NYA" and rng.random() < 0.45 else rng.choice(OPPONENTS)
    return home, away


def _batter(rng: random.Random, team: str, year: int, pitcher: bool) -> str:
    stars = [h for h in HALL_OF_FAMERS if h[4] == team and h[5] <= year <= h[6]]
    stars = [h for h in stars if (h[1] in ("rivem002", "mussm001", "sabac001", "martp001", "hallr001")) == pitcher]
    if stars and rng.random() < (0.35 if pitcher else 0.12):
        return rng.choice(stars)[1]
    return f"{team.lower()}{'p' if pitcher else 'b'}{rng.randint(1, 25):02d}"


def _plays(rng: random.Random, game_id: str, day: date, home: str, away: str) -> list[tuple]:
    codes, weights = [c for c, _ in EVENTS], [w for _, w in EVENTS]
    rows = []
    for event_id in range(1, rng.randint(40, 52) + 1):
        bottom = int(rng.random() < 0.48)
        batting, fielding = (home, away) if bottom else (away, home)
        code = rng.choices(codes, weights)[0]
        runs = 0
        if code == 23:
            runs = rng.choices([1, 2, 3, 4], [55, 28, 13, 4])[0]
        elif code in (20, 21, 22, 14, 16, 18, 19, 2):
            runs = int(rng.random() < {20: 0.22, 21: 0.4, 22: 0.55}.get(code, 0.05))
        rows.append(
            (
                game_id,
                event_id,
                day.isoformat(),
                1,
                bottom,
                _batter(rng, batting, day.year, False),
                _batter(rng, fielding, day.year, True),
                code,
                runs,
            )
        )
    return rows


def _roster() -> list[tuple[str, str]]:
    # the project's seeds/attendee_roster.csv (attendee_name, attendee_type), a selection
    names = [
        "Adam",
        "Al",
        "Al's Dad",
        "Bill",
        "Brian",
        "Cassi",
        "College Friends",
        "Craig",
        "Dad",
        "Dan",
        "Dennis",
        "Goons",
        "Heather",
        "Henkel",
        "Jen",
        "Kate",
        "Laura",
        "LL Bus Trip",
        "Meg",
        "Melissa",
        "Melissa's coworkers",
        "Michelle",
        "Mike B",
        "Murtha",
        "Noonan",
        "Peeps",
        "Pete",
        "PJ",
        "Poppa",
        "Renee",
        "Stamas",
        "Suzi",
        "Uncle D",
        "Uncle J",
        "Zee",
    ]
    groups = {"College Friends", "Goons", "LL Bus Trip", "Melissa's coworkers", "Peeps"}
    return [(n, "group" if n in groups else "person") for n in names]


def main() -> None:
    rng = random.Random(SEED)
    games, team_games, plays, attendees = [], [], [], []
    roster = _roster()
    favourites = ["Dad", "Melissa", "Dan", "Uncle J", "Pete", "Jen"]
    tie_games = {57, 131}
    for wax_game_id, (day, game_type) in enumerate(_game_dates(rng), start=1):
        home, away = _teams(rng, day, game_type)
        game_id = f"{home}{day.strftime('%Y%m%d')}0"
        game_plays = _plays(rng, game_id, day, home, away)
        home_score = sum(p[8] for p in game_plays if p[4] == 1)
        away_score = sum(p[8] for p in game_plays if p[4] == 0)
        if wax_game_id in tie_games:
            while home_score != away_score:  # a suspended game called level
                game_plays.pop()
                home_score = sum(p[8] for p in game_plays if p[4] == 1)
                away_score = sum(p[8] for p in game_plays if p[4] == 0)
        elif home_score == away_score:  # extra innings: the home side walks it off
            game_plays.append(
                (
                    game_id,
                    len(game_plays) + 1,
                    day.isoformat(),
                    1,
                    1,
                    _batter(rng, home, day.year, False),
                    _batter(rng, away, day.year, True),
                    20,
                    1,
                )
            )
            home_score += 1
        plays.extend(game_plays)
        winner = None if home_score == away_score else (home if home_score > away_score else away)
        era = 0 if day.year < 2009 else 1
        venue = VENUES.get(home, ("Yankee Stadium", "Yankee Stadium"))[era]
        yankees = int("NYA" in (home, away))
        games.append(
            (
                wax_game_id,
                game_id,
                day.isoformat(),
                venue,
                game_type,
                yankees,
                home,
                away,
                home_score,
                away_score,
                winner,
                1,
            )
        )
        for team, opp, is_home, score, opp_score in (
            (home, away, 1, home_score, away_score),
            (away, home, 0, away_score, home_score),
        ):
            team_games.append(
                (
                    game_id,
                    wax_game_id,
                    day.isoformat(),
                    game_type,
                    venue,
                    yankees,
                    team,
                    opp,
                    is_home,
                    score,
                    opp_score,
                    winner,
                    int(winner is not None),
                    int(team == winner),
                )
            )
        if rng.random() < 0.12:
            company = [("solo", "self")]
        else:
            picks = rng.sample(favourites, rng.choice([1, 1, 2])) + rng.sample(
                [r[0] for r in roster], rng.choice([0, 1, 1, 2])
            )
            kinds = dict(roster)
            company = [(n, kinds.get(n, "person")) for n in dict.fromkeys(picks)]
        for name, kind in company:
            key = name.lower().replace("'", "").replace(" ", "_")
            attendees.append(
                (f"{wax_game_id}-{key}", wax_game_id, key, name, kind, day.isoformat(), yankees, game_type)
            )

    OUT.unlink(missing_ok=True)
    con = sqlite3.connect(OUT)
    con.executescript(
        """
        CREATE TABLE fct_attended_games (wax_game_id INTEGER PRIMARY KEY, game_id TEXT, game_date DATE,
            venue_wax TEXT, game_type_wax TEXT, is_yankees_game BOOLEAN, home_team_id_retro TEXT,
            away_team_id_retro TEXT, home_score INTEGER, away_score INTEGER, winning_team_id TEXT,
            was_attended BOOLEAN);
        CREATE TABLE fct_attended_team_games (game_id TEXT, wax_game_id INTEGER, game_date DATE, game_type_wax TEXT,
            venue_wax TEXT, is_yankees_game BOOLEAN, team_id TEXT, opponent_team_id TEXT, is_home BOOLEAN,
            team_score INTEGER, opponent_score INTEGER, winning_team_id TEXT, is_decided BOOLEAN, team_won BOOLEAN);
        CREATE TABLE fct_plays (game_id TEXT, event_id INTEGER, game_date DATE, was_attended BOOLEAN,
            is_bottom_half_inning BOOLEAN, batter_id TEXT, pitcher_id TEXT, event_code INTEGER,
            runs_on_play INTEGER);
        CREATE TABLE fct_game_attendee (game_attendee_key TEXT PRIMARY KEY, wax_game_id INTEGER, attendee_key TEXT,
            attendee_name TEXT, attendee_type TEXT, game_date DATE, is_yankees_game BOOLEAN, game_type_wax TEXT);
        CREATE TABLE fct_hof_sightings (player_id TEXT PRIMARY KEY, player_name TEXT, retro_id TEXT,
            induction_year INTEGER, games_seen INTEGER, plays_seen INTEGER, first_seen_date DATE,
            last_seen_date DATE);
        CREATE TABLE metricflow_time_spine (date_day DATE PRIMARY KEY);
        """
    )
    con.executemany("INSERT INTO fct_attended_games VALUES (?,?,?,?,?,?,?,?,?,?,?,?)", games)
    con.executemany("INSERT INTO fct_attended_team_games VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)", team_games)
    con.executemany("INSERT INTO fct_plays VALUES (?,?,?,?,?,?,?,?,?)", plays)
    con.executemany("INSERT INTO fct_game_attendee VALUES (?,?,?,?,?,?,?,?)", attendees)
    con.execute("CREATE TEMP TABLE hof (player_id TEXT, retro_id TEXT, player_name TEXT, induction_year INTEGER)")
    con.executemany("INSERT INTO hof VALUES (?,?,?,?)", [(h[0], h[1], h[2], h[3]) for h in HALL_OF_FAMERS])
    con.execute(
        """
        INSERT INTO fct_hof_sightings
        SELECT h.player_id, h.player_name, h.retro_id, h.induction_year, COUNT(DISTINCT a.game_id), COUNT(*),
               MIN(a.game_date), MAX(a.game_date)
        FROM (SELECT game_id, game_date, batter_id AS retro_id FROM fct_plays
              UNION ALL SELECT game_id, game_date, pitcher_id FROM fct_plays) a
        JOIN hof h ON h.retro_id = a.retro_id GROUP BY h.player_id
        """
    )
    start, end = date(1980, 1, 1), date(2030, 12, 31)
    con.executemany(
        "INSERT INTO metricflow_time_spine VALUES (?)",
        [((start + timedelta(days=n)).isoformat(),) for n in range((end - start).days + 1)],
    )
    con.commit()
    con.execute("VACUUM")
    con.close()


if __name__ == "__main__":
    main()
