"""Build examples/nba_games/nba_games.sqlite: a deterministic stand-in for the project's NBA marts.

The source repository (kevinraynak/analytics, no licence stated) builds its marts on Snowflake from the NBA API
dataset and ships no data, so this script generates plausible rows with a fixed seed, standard library only, for
eight franchises over the seasons 2021 (2021-22), 2022 (2022-23) and 2023 (2023-24):

- fct_team_game_stats: one row per team per game (the project's unpivot of the home and away box scores), with
  is_win (1 for a 'W'), point_differential (points minus the opponent's points, signed) and plus_minus (the same for
  a team), the game's attendance, national TV network (NULL for local broadcasts) and overtime flag.
- fct_games: one row per game with both box scores side by side, total_pts_scored (both teams), lead_changes,
  times_tied, the winning team and point_differential as the ABSOLUTE margin (as the project's
  int_nba__games_enriched computes it).
- fct_draft: one row per drafted player (draft years 2015-2023, the eight franchises' picks), with team_name the
  franchise NICKNAME as the NBA API's draft history has it ('Lakers'), is_active 1/0 and combine measurements
  (NULL for players who skipped the combine).
- dim_teams: one row per franchise (team_name is the full name, 'Los Angeles Lakers').
- time_spine_daily: the project's daily time spine (date_day), 2015-01-01 .. 2025-12-31.

Seasons: four preseason games open each October, the regular season runs from late October to mid April (each
pair of teams meets four times) and the playoffs (best-of-seven series: the top four teams by regular-season wins,
then the finals) run from late April to June. `season` is the season's first year as text ('2022');
`season_type` is 'Pre Season', 'Regular Season' or 'Playoffs'; booleans are 0/1 integers.

Run: python examples/nba_games/build.py
"""

from __future__ import annotations

import random
import sqlite3
from datetime import date, timedelta
from pathlib import Path

OUT = Path(__file__).with_name("nba_games.sqlite")
SEED = 20240701
SEASONS = (2021, 2022, 2023)
# team_id, full name, abbreviation, nickname, city, state, founded, arena, capacity, coach, gm, owner, g league, strength
TEAMS = [
    (1610612738, "Boston Celtics", "BOS", "Celtics", "Boston", "Massachusetts", 1946, "TD Garden", 19156,
     "Joe Mazzulla", "Brad Stevens", "Wyc Grousbeck", "Maine Celtics", 6.0),
    (1610612743, "Denver Nuggets", "DEN", "Nuggets", "Denver", "Colorado", 1976, "Ball Arena", 19520,
     "Michael Malone", "Calvin Booth", "Stan Kroenke", "Grand Rapids Gold", 4.0),
    (1610612744, "Golden State Warriors", "GSW", "Warriors", "San Francisco", "California", 1946, "Chase Center",
     18064, "Steve Kerr", "Mike Dunleavy Jr.", "Joe Lacob", "Santa Cruz Warriors", 2.0),
    (1610612747, "Los Angeles Lakers", "LAL", "Lakers", "Los Angeles", "California", 1948, "Crypto.com Arena", 18997,
     "JJ Redick", "Rob Pelinka", "Jeanie Buss", "South Bay Lakers", 1.0),
    (1610612748, "Miami Heat", "MIA", "Heat", "Miami", "Florida", 1988, "Kaseya Center", 19600,
     "Erik Spoelstra", "Andy Elisburg", "Micky Arison", "Sioux Falls Skyforce", 0.5),
    (1610612749, "Milwaukee Bucks", "MIL", "Bucks", "Milwaukee", "Wisconsin", 1968, "Fiserv Forum", 17341,
     "Doc Rivers", "Jon Horst", "Wes Edens", "Wisconsin Herd", 3.0),
    (1610612752, "New York Knicks", "NYK", "Knicks", "New York", "New York", 1946, "Madison Square Garden", 19812,
     "Tom Thibodeau", "Leon Rose", "James Dolan", "Westchester Knicks", 2.5),
    (1610612756, "Phoenix Suns", "PHX", "Suns", "Phoenix", "Arizona", 1968, "Footprint Center", 17071,
     "Mike Budenholzer", "James Jones", "Mat Ishbia", "Valley Suns", -1.0),
]
NETWORKS = ["ESPN", "TNT", "ABC", "NBA TV"]
FIRST_NAMES = ["Jalen", "Marcus", "Tyrese", "Luka", "Andre", "Jordan", "Cam", "Keegan", "Bennedict", "Josh",
               "Scottie", "Evan", "Franz", "Paolo", "Jabari", "Alperen", "Onyeka", "Nikola", "Dyson", "Walker",
               "Trey", "Malik", "Isaiah", "Caleb", "Dereck", "Kobe", "Jaden", "Ochai", "Moses", "Tari"]
LAST_NAMES = ["Williams", "Johnson", "Brown", "Mitchell", "Green", "Murray", "Smith", "Thomas", "Walker", "Duren",
              "Sengun", "Okongwu", "Jovic", "Daniels", "Kessler", "Eason", "Agbaji", "Moody", "Lively", "Wagner",
              "Barnes", "Banchero", "Ivey", "Sochan", "Hardy", "Whitmore", "Hood-Schifino", "Bufkin", "Jaquez", "Lewis"]
COLLEGES = ["Duke", "Kentucky", "Kansas", "UCLA", "Gonzaga", "Villanova", "North Carolina", "Arizona", "Baylor",
            "Michigan", "Texas", "Auburn"]
ABROAD = [("France", "Other Team/Club"), ("Serbia", "Other Team/Club"), ("Australia", "Other Team/Club"),
          ("Germany", "Other Team/Club"), ("Nigeria", "Other Team/Club"), ("Canada", "College/University")]
POSITIONS = ["Guard", "Guard", "Forward", "Forward", "Center", "Guard-Forward", "Forward-Center"]


def _box(rng: random.Random, edge: float) -> dict:
    """One team's box score for a regulation game (edge: how much better than the opponent)."""
    fga = rng.randint(80, 96)
    fg3a = rng.randint(28, 44)
    fg3m = round(fg3a * min(0.46, max(0.26, rng.gauss(0.36 + edge / 200, 0.05))))
    fg2a = fga - fg3a
    fg2m = round(fg2a * min(0.62, max(0.42, rng.gauss(0.53 + edge / 200, 0.05))))
    fta = rng.randint(14, 30)
    ftm = round(fta * min(0.95, max(0.62, rng.gauss(0.78, 0.06))))
    return {"fga": fga, "fgm": fg2m + fg3m, "fg3a": fg3a, "fg3m": fg3m, "fta": fta, "ftm": ftm,
            "oreb": rng.randint(6, 15), "dreb": rng.randint(28, 40), "ast": rng.randint(19, 32),
            "stl": rng.randint(4, 12), "blk": rng.randint(2, 9), "tov": rng.randint(9, 18), "pf": rng.randint(14, 24)}


def _points(box: dict) -> int:
    return 2 * box["fgm"] + box["fg3m"] + box["ftm"]


def _overtime(rng: random.Random, box: dict) -> None:
    """Add one five-minute period's shots to a box score."""
    extra_fga, extra_fgm = rng.randint(8, 12), rng.randint(3, 6)
    box["fga"] += extra_fga
    box["fgm"] += extra_fgm
    box["fta"] += 2
    box["ftm"] += rng.randint(0, 2)


def _game(rng: random.Random, home: tuple, away: tuple) -> tuple[dict, dict, int]:
    """Both box scores and the number of overtime periods (a tie, or half the two-point games, go to overtime)."""
    edge = home[-1] - away[-1] + 2.5  # home court
    h, a = _box(rng, edge / 2), _box(rng, -edge / 2)
    overtime = 0
    if _points(h) == _points(a) or (abs(_points(h) - _points(a)) <= 2 and rng.random() < 0.5):
        while True:
            overtime += 1
            _overtime(rng, h)
            _overtime(rng, a)
            if _points(h) != _points(a) or overtime == 3:
                break
        if _points(h) == _points(a):
            lucky = h if rng.random() < 0.5 else a
            lucky["ftm"] += 1
            lucky["fta"] += 1
    return h, a, overtime


def _winner(home: tuple, away: tuple, h: dict, a: dict) -> tuple:
    return home if _points(h) > _points(a) else away


def _regular(rng: random.Random, season: int) -> list[tuple]:
    """(season_type, day, home, away, home box, away box, overtimes) for the preseason and the regular season."""
    games = []
    for n in range(4):
        home, away = rng.sample(TEAMS, 2)
        games.append(("Pre Season", date(season, 10, 3) + timedelta(days=3 * n), home, away))
    start, end = date(season, 10, 24), date(season + 1, 4, 14)
    pairings = [(h, a) for h in TEAMS for a in TEAMS if h is not a] * 2
    rng.shuffle(pairings)
    span = (end - start).days
    for n, (home, away) in enumerate(pairings):
        games.append(("Regular Season", start + timedelta(days=round(n * span / len(pairings))), home, away))
    return [(kind, day, home, away, *_game(rng, home, away)) for kind, day, home, away in games]


def _playoffs(rng: random.Random, season: int, wins: dict[int, int]) -> list[tuple]:
    """Best-of-seven series: the top four teams by regular-season wins (1 v 4, 2 v 3), then the finals."""
    seeds = sorted(TEAMS, key=lambda t: (-wins[t[0]], t[0]))[:4]
    games, day = [], date(season + 1, 4, 20)
    rounds = [[(seeds[0], seeds[3]), (seeds[1], seeds[2])]]
    while rounds:
        finalists = []
        for high, low in rounds.pop():
            won = {high[0]: 0, low[0]: 0}
            n = 0
            while max(won.values()) < 4:
                home, away = (high, low) if n in (0, 1, 4, 6) else (low, high)
                h, a, overtime = _game(rng, home, away)
                games.append(("Playoffs", day + timedelta(days=2 * n), home, away, h, a, overtime))
                won[_winner(home, away, h, a)[0]] += 1
                n += 1
            finalists.append(high if won[high[0]] == 4 else low)
        day += timedelta(days=18)
        if len(finalists) == 2:
            rounds.append([(finalists[0], finalists[1])])
    return games


def _rows(rng: random.Random) -> tuple[list[tuple], list[tuple]]:
    games, team_games = [], []
    for season in SEASONS:
        played = _regular(rng, season)
        wins = {t[0]: 0 for t in TEAMS}
        for kind, _, home, away, h, a, _ in played:
            if kind == "Regular Season":
                wins[_winner(home, away, h, a)[0]] += 1
        played += _playoffs(rng, season, wins)
        for season_type, day, home, away, h, a, overtime in played:
            code = {"Pre Season": 1, "Regular Season": 2, "Playoffs": 4}[season_type]
            game_id = f"00{code}{season % 100:02d}{len(games) + 1:05d}"
            pts_h, pts_a = _points(h), _points(a)
            national = season_type == "Playoffs" or rng.random() < 0.28
            network = rng.choice(NETWORKS[:3] if season_type == "Playoffs" else NETWORKS) if national else None
            capacity = home[8]
            if season_type == "Pre Season":
                attendance = round(capacity * rng.uniform(0.55, 0.8))
            elif season_type == "Playoffs":
                attendance = capacity
            else:
                attendance = min(capacity, round(capacity * rng.uniform(0.86, 1.0)))
            margin = abs(pts_h - pts_a)
            lead_changes = max(0, round(rng.gauss(14 - margin / 3, 5)))
            times_tied = max(0, round(rng.gauss(9 - margin / 4, 4)))
            winner = _winner(home, away, h, a)
            wl_home = "W" if pts_h > pts_a else "L"
            games.append((game_id, day.isoformat(), f"2{season}", str(season), season_type, network, attendance,
                          int(overtime > 0), home[0], home[1], home[2], wl_home, pts_h, pts_h - pts_a,
                          h["fgm"], h["fga"], h["fg3m"], h["fg3a"], h["ftm"], h["fta"], h["oreb"] + h["dreb"], h["ast"],
                          h["pf"], away[0], away[1], away[2], "L" if wl_home == "W" else "W", pts_a, pts_a - pts_h,
                          a["fgm"], a["fga"], a["fg3m"], a["fg3a"], a["ftm"], a["fta"], a["oreb"] + a["dreb"], a["ast"],
                          a["pf"], lead_changes, times_tied, winner[0], winner[1], margin, pts_h + pts_a))
            for side, team, opp, box, obox in (("home", home, away, h, a), ("away", away, home, a, h)):
                pts, opp_pts = _points(box), _points(obox)
                wl = "W" if pts > opp_pts else "L"
                team_games.append((game_id, team[0], day.isoformat(), f"2{season}", str(season), season_type, side,
                                   team[1], team[2], f"{team[2]} {'vs.' if side == 'home' else '@'} {opp[2]}",
                                   opp[0], opp[1], opp[2], wl, int(wl == "W"), pts, opp_pts, pts - opp_pts,
                                   pts - opp_pts, box["fgm"], box["fga"], round(box["fgm"] / box["fga"], 3),
                                   box["fg3m"], box["fg3a"], round(box["fg3m"] / box["fg3a"], 3), box["ftm"],
                                   box["fta"], round(box["ftm"] / box["fta"], 3), box["oreb"], box["dreb"],
                                   box["oreb"] + box["dreb"], box["ast"], box["stl"], box["blk"], box["tov"],
                                   box["pf"], attendance, network, int(overtime > 0), game_id[-5:]))
    return games, team_games


def _draft(rng: random.Random) -> list[tuple]:
    rows, used = [], set()
    for year in range(2015, 2024):
        picks = rng.sample(range(1, 61), 2 * len(TEAMS))
        for n, team in enumerate(TEAMS * 2):
            pick = picks[n]
            while True:
                name = f"{rng.choice(FIRST_NAMES)} {rng.choice(LAST_NAMES)}"
                if name not in used:
                    used.add(name)
                    break
            if rng.random() < 0.78:
                country, college, org_type = "USA", rng.choice(COLLEGES), "College/University"
                if rng.random() < 0.05:
                    college, org_type = None, "G League Ignite"
            else:
                country, org_type = rng.choice(ABROAD)
                college = rng.choice(COLLEGES) if org_type == "College/University" else None
            years = 2024 - year
            stayed = rng.random() < (0.92 - 0.011 * pick - 0.035 * years)
            experience = years if stayed else max(0, min(years, round(rng.uniform(0, years))))
            position = rng.choice(POSITIONS)
            big = position in ("Center", "Forward-Center")
            combine = rng.random() < 0.8
            weight = round(rng.gauss(250 if big else 205, 14), 1) if combine else None
            max_vertical = round(rng.gauss(31 if big else 36, 2.8), 1) if combine else None
            standing = round(max_vertical - rng.uniform(5, 9), 1) if combine else None
            agility = round(rng.gauss(11.9 if big else 11.1, 0.35), 2) if combine else None
            sprint = round(rng.gauss(3.42 if big else 3.25, 0.08), 2) if combine else None
            bench = rng.randint(3, 20) if combine and rng.random() < 0.7 else None
            player_id = 1626000 + len(rows) * 7 + year
            rows.append((player_id, name, year, 1 if pick <= 30 else 2, (pick - 1) % 30 + 1, pick, "Draft",
                         team[0], team[4], team[3], team[2], college if org_type == "College/University" else
                         ("NBA G League Ignite" if org_type == "G League Ignite" else f"{country} club"), org_type,
                         position, country, college, int(stayed), experience, weight, max_vertical, standing, agility,
                         sprint, bench))
    return rows


def main() -> None:
    rng = random.Random(SEED)
    games, team_games = _rows(rng)
    draft = _draft(rng)
    OUT.unlink(missing_ok=True)
    con = sqlite3.connect(OUT)
    con.executescript(
        """
        CREATE TABLE fct_games (
            game_id TEXT PRIMARY KEY, game_date TEXT NOT NULL, season_id TEXT NOT NULL, season TEXT NOT NULL,
            season_type TEXT NOT NULL, national_tv_network TEXT, attendance INTEGER NOT NULL,
            went_to_overtime INTEGER NOT NULL, team_id_home INTEGER NOT NULL, team_name_home TEXT NOT NULL,
            team_abbreviation_home TEXT NOT NULL, wl_home TEXT NOT NULL, pts_home INTEGER NOT NULL,
            plus_minus_home INTEGER NOT NULL, fgm_home INTEGER, fga_home INTEGER, fg3m_home INTEGER,
            fg3a_home INTEGER, ftm_home INTEGER, fta_home INTEGER, reb_home INTEGER, ast_home INTEGER, pf_home INTEGER,
            team_id_away INTEGER NOT NULL, team_name_away TEXT NOT NULL, team_abbreviation_away TEXT NOT NULL,
            wl_away TEXT NOT NULL, pts_away INTEGER NOT NULL, plus_minus_away INTEGER NOT NULL, fgm_away INTEGER,
            fga_away INTEGER, fg3m_away INTEGER, fg3a_away INTEGER, ftm_away INTEGER, fta_away INTEGER,
            reb_away INTEGER, ast_away INTEGER, pf_away INTEGER, lead_changes INTEGER NOT NULL,
            times_tied INTEGER NOT NULL, winning_team_id INTEGER NOT NULL, winning_team_name TEXT NOT NULL,
            point_differential INTEGER NOT NULL, total_pts_scored INTEGER NOT NULL);
        CREATE TABLE fct_team_game_stats (
            game_id TEXT NOT NULL, team_id INTEGER NOT NULL, game_date TEXT NOT NULL, season_id TEXT NOT NULL,
            season TEXT NOT NULL, season_type TEXT NOT NULL, home_away TEXT NOT NULL, team_name TEXT NOT NULL,
            team_abbreviation TEXT NOT NULL, matchup TEXT NOT NULL, opponent_team_id INTEGER NOT NULL,
            opponent_team_name TEXT NOT NULL, opponent_team_abbreviation TEXT NOT NULL, win_loss TEXT NOT NULL,
            is_win INTEGER NOT NULL, pts INTEGER NOT NULL, opponent_pts INTEGER NOT NULL,
            point_differential INTEGER NOT NULL, plus_minus INTEGER NOT NULL, fgm INTEGER, fga INTEGER, fg_pct REAL,
            fg3m INTEGER, fg3a INTEGER, fg3_pct REAL, ftm INTEGER, fta INTEGER, ft_pct REAL, oreb INTEGER,
            dreb INTEGER, reb INTEGER, ast INTEGER, stl INTEGER, blk INTEGER, tov INTEGER, pf INTEGER,
            attendance INTEGER, national_tv_network TEXT, went_to_overtime INTEGER NOT NULL, gamecode TEXT,
            PRIMARY KEY (game_id, team_id));
        CREATE TABLE fct_draft (
            player_id INTEGER PRIMARY KEY, player_name TEXT NOT NULL, draft_year INTEGER NOT NULL,
            draft_round INTEGER NOT NULL, pick_in_round INTEGER NOT NULL, overall_pick INTEGER NOT NULL,
            draft_type TEXT NOT NULL, team_id INTEGER NOT NULL, team_city TEXT NOT NULL, team_name TEXT NOT NULL,
            team_abbreviation TEXT NOT NULL, pre_draft_school TEXT, pre_draft_organization_type TEXT,
            position TEXT, country TEXT, college TEXT, is_active INTEGER NOT NULL, seasons_experience INTEGER,
            combine_weight REAL, combine_max_vertical REAL, combine_standing_vertical REAL,
            combine_lane_agility_time REAL, combine_sprint_time REAL, combine_bench_press_reps INTEGER);
        CREATE TABLE dim_teams (
            team_id INTEGER PRIMARY KEY, team_name TEXT NOT NULL, team_abbreviation TEXT NOT NULL,
            team_nickname TEXT NOT NULL, team_city TEXT NOT NULL, team_state TEXT NOT NULL,
            year_founded INTEGER NOT NULL, arena TEXT NOT NULL, arena_capacity INTEGER NOT NULL,
            head_coach TEXT NOT NULL, general_manager TEXT NOT NULL, owner TEXT NOT NULL,
            g_league_affiliate TEXT NOT NULL);
        CREATE TABLE time_spine_daily (date_day TEXT PRIMARY KEY);
        """
    )
    con.executemany(f"INSERT INTO fct_games VALUES ({','.join('?' * 44)})", games)
    con.executemany(f"INSERT INTO fct_team_game_stats VALUES ({','.join('?' * 40)})", team_games)
    con.executemany(f"INSERT INTO fct_draft VALUES ({','.join('?' * 24)})", draft)
    con.executemany("INSERT INTO dim_teams VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)", [t[:13] for t in TEAMS])
    first, last = date(2015, 1, 1), date(2025, 12, 31)
    spine = [((first + timedelta(days=n)).isoformat(),) for n in range((last - first).days + 1)]
    con.executemany("INSERT INTO time_spine_daily VALUES (?)", spine)
    con.commit()
    con.execute("VACUUM")
    con.close()


if __name__ == "__main__":
    main()
