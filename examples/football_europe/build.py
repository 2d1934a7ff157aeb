"""Build examples/football_europe/football_europe.sqlite: a deterministic stand-in for the project's seven marts.

The source repository (efuatutuwaa/football-analytics-dbt, no licence stated) ingests API-Football into Databricks
and ships no data, so this script generates plausible rows with a fixed seed, standard library only, for the
2020 .. 2024 seasons (a season is its starting year: 2024 is 2024-25), 30 clubs of the big-five leagues and the
World Cup and Euros podiums:

- mart_club_season: one row per club and league season (team_id, league_id, league_name, league_season as the
  integer year, matches_played, wins, league_points, goals_scored, goals_conceded). API-Football's ids: Premier
  League 39, Ligue 1 61, Bundesliga 78, Serie A 135, La Liga 140.
- mart_player_season: one row per player, club, league and season (a player who moved mid-season has two rows):
  appearances, starts, minutes, goals, assists, shots, cards, passes, tackles, interceptions, dribbles, the row's
  goals_per_90 / assists_per_90 / avg_rating / shot_conversion_rate.
- mart_transfer_window: one row per fee-bearing permanent transfer (2020-07 .. 2025-09): transfer_date,
  transfer_year, transfer_month, transfer_fee as API text ('€ 75M'), transfer_type 'Transfer', transfer_window
  'summer' (June-August), 'winter' (January) or 'emergency' (other months).
- mart_player_value_changes: the same moves with transfer_fee_eur parsed, fee_change_eur against the player's
  previous fee move (NULL for the first) and is_fee_increase (0/1, NULL for the first).
- mart_national_team_honours: the real World Cup (league_id 1: 2018, 2022) and Euros (league_id 4: 2020, 2024)
  podiums (Winner, Runner-up, two Semi-finalists) with is_winner 0/1 and edition goals.
- mart_club_honours: one row per club and season with a trophy (league title from the generated table's top club,
  domestic cups, Champions League / Club World Cup), honour_label 'Treble', 'Domestic Treble', 'Double' or NULL, as
  the project's model derives it.
- mart_club_european_performance: one row per club, competition (UEFA Champions League 2, FIFA Club World Cup 15)
  and season: matches, wins, goals, farthest_round ('Group stage' until 2023, 'League phase' from 2024,
  'Round of 16', 'Quarter-finals', 'Semi-finals', 'Final'), was_tournament_winner 0/1.
- time_spine_daily: the project's daily calendar (date_day), 2020-01-01 .. 2031-12-31.

Run: python examples/football_europe/build.py
"""

from __future__ import annotations

import random
import sqlite3
from datetime import date, timedelta
from pathlib import Path

OUT = Path(__file__).with_name("football_europe.sqlite")
SEED = 20250915
SEASONS = [2020, 2021, 2022, 2023, 2024]
LEAGUES = {39: "Premier League", 61: "Ligue 1", 78: "Bundesliga", 135: "Serie A", 140: "La Liga"}
# league_id -> [(API team_id, name, strength)], the first of each season's table wins the title
CLUBS = {
    39: [
        (50, "Manchester City", 92),
        (40, "Liverpool", 88),
        (42, "Arsenal", 85),
        (49, "Chelsea", 80),
        (33, "Manchester United", 76),
        (47, "Tottenham", 74),
    ],
    61: [
        (85, "Paris Saint Germain", 92),
        (81, "Marseille", 76),
        (91, "Monaco", 77),
        (79, "Lille", 78),
        (80, "Lyon", 72),
        (116, "Lens", 70),
    ],
    78: [
        (157, "Bayern Munich", 92),
        (165, "Borussia Dortmund", 82),
        (168, "Bayer Leverkusen", 80),
        (173, "RB Leipzig", 79),
        (172, "VfB Stuttgart", 70),
        (169, "Eintracht Frankfurt", 71),
    ],
    135: [
        (505, "Inter", 86),
        (489, "AC Milan", 82),
        (492, "Napoli", 83),
        (496, "Juventus", 81),
        (499, "Atalanta", 78),
        (497, "AS Roma", 74),
    ],
    140: [
        (541, "Real Madrid", 90),
        (529, "Barcelona", 87),
        (530, "Atletico Madrid", 84),
        (536, "Sevilla", 72),
        (547, "Girona", 68),
        (548, "Real Sociedad", 74),
    ],
}
# the real champions, so that the title-holders are the familiar ones
CHAMPIONS = {
    (39, 2020): 50,
    (39, 2021): 50,
    (39, 2022): 50,
    (39, 2023): 50,
    (39, 2024): 40,
    (61, 2020): 79,
    (61, 2021): 85,
    (61, 2022): 85,
    (61, 2023): 85,
    (61, 2024): 85,
    (78, 2020): 157,
    (78, 2021): 157,
    (78, 2022): 157,
    (78, 2023): 168,
    (78, 2024): 157,
    (135, 2020): 505,
    (135, 2021): 489,
    (135, 2022): 492,
    (135, 2023): 505,
    (135, 2024): 492,
    (140, 2020): 530,
    (140, 2021): 541,
    (140, 2022): 529,
    (140, 2023): 541,
    (140, 2024): 529,
}
UCL_WINNERS = {2020: 49, 2021: 541, 2022: 50, 2023: 541, 2024: 85}
CWC_WINNERS = {2020: 157, 2021: 49, 2022: 541, 2023: 50}
# (player_id, name, [(season, team_id)...]) for the stars; a tuple of two team ids is a mid-season move
STARS = [
    (1100, "E. Haaland", {2020: 165, 2021: 165, 2022: 50, 2023: 50, 2024: 50}),
    (184, "H. Kane", {2020: 47, 2021: 47, 2022: 47, 2023: 157, 2024: 157}),
    (278, "K. Mbappe", {2020: 85, 2021: 85, 2022: 85, 2023: 85, 2024: 541}),
    (521, "R. Lewandowski", {2020: 157, 2021: 157, 2022: 529, 2023: 529, 2024: 529}),
    (306, "M. Salah", {2020: 40, 2021: 40, 2022: 40, 2023: 40, 2024: 40}),
    (762, "Vinicius Junior", {2020: 541, 2021: 541, 2022: 541, 2023: 541, 2024: 541}),
    (217, "Lautaro Martinez", {2020: 505, 2021: 505, 2022: 505, 2023: 505, 2024: 505}),
    (1460, "B. Saka", {2020: 42, 2021: 42, 2022: 42, 2023: 42, 2024: 42}),
    (152982, "C. Palmer", {2021: 50, 2022: 50, 2023: 49, 2024: 49}),
    (129718, "J. Bellingham", {2020: 165, 2021: 165, 2022: 165, 2023: 541, 2024: 541}),
    (203224, "F. Wirtz", {2020: 168, 2021: 168, 2022: 168, 2023: 168, 2024: 168}),
    (483, "K. Kvaratskhelia", {2022: 492, 2023: 492, 2024: (492, 85)}),
    (2864, "V. Osimhen", {2020: 492, 2021: 492, 2022: 492, 2023: 492}),
    (1496, "R. Leao", {2020: 489, 2021: 489, 2022: 489, 2023: 489, 2024: 489}),
    (1101, "A. Griezmann", {2020: 529, 2021: (529, 530), 2022: 530, 2023: 530, 2024: 530}),
    (19533, "D. Vlahovic", {2021: (502, 496), 2022: 496, 2023: 496, 2024: 496}),
]
FIRST = [
    "A.",
    "B.",
    "C.",
    "D.",
    "E.",
    "F.",
    "G.",
    "H.",
    "I.",
    "J.",
    "K.",
    "L.",
    "M.",
    "N.",
    "O.",
    "P.",
    "R.",
    "S.",
    "T.",
    "V.",
]
LAST = [
    "Silva",
    "Muller",
    "Rossi",
    "Garcia",
    "Martin",
    "Dubois",
    "Schmidt",
    "Romero",
    "Costa",
    "Fernandes",
    "Moreau",
    "Weber",
    "Bianchi",
    "Lopez",
    "Petit",
    "Wagner",
    "Ricci",
    "Navarro",
    "Laurent",
    "Becker",
    "Greco",
    "Torres",
    "Fontaine",
    "Hoffmann",
    "Marino",
    "Ruiz",
    "Girard",
    "Koch",
    "Conti",
    "Morales",
]
# real World Cup / Euros podiums: (league_id, season, team_id, name, placement, goals for, goals against)
PODIUMS = [
    (1, 2018, 2, "France", "Winner", 14, 6),
    (1, 2018, 3, "Croatia", "Runner-up", 14, 9),
    (1, 2018, 1, "Belgium", "Semi-finalist", 16, 6),
    (1, 2018, 10, "England", "Semi-finalist", 12, 8),
    (4, 2020, 768, "Italy", "Winner", 13, 4),
    (4, 2020, 10, "England", "Runner-up", 11, 2),
    (4, 2020, 9, "Spain", "Semi-finalist", 13, 6),
    (4, 2020, 21, "Denmark", "Semi-finalist", 12, 6),
    (1, 2022, 26, "Argentina", "Winner", 15, 8),
    (1, 2022, 2, "France", "Runner-up", 16, 8),
    (1, 2022, 3, "Croatia", "Semi-finalist", 8, 7),
    (1, 2022, 31, "Morocco", "Semi-finalist", 6, 5),
    (4, 2024, 9, "Spain", "Winner", 15, 4),
    (4, 2024, 10, "England", "Runner-up", 8, 6),
    (4, 2024, 2, "France", "Semi-finalist", 4, 3),
    (4, 2024, 1118, "Netherlands", "Semi-finalist", 10, 7),
]
ROUNDS = ["League phase", "Round of 16", "Quarter-finals", "Semi-finals", "Final"]


def _club_names() -> dict[int, tuple[str, int]]:
    names = {502: ("Fiorentina", 135)}
    for league_id, clubs in CLUBS.items():
        for team_id, name, _ in clubs:
            names[team_id] = (name, league_id)
    return names


def _club_seasons(rng: random.Random) -> list[tuple]:
    rows = []
    for league_id, clubs in CLUBS.items():
        for season in SEASONS:
            played = 34 if league_id == 78 or (league_id == 61 and season >= 2023) else 38
            table = []
            for team_id, name, strength in clubs:
                wins = max(8, min(played - 4, int(rng.gauss(strength / 100 * played * 0.68, 3))))
                if team_id == CHAMPIONS[(league_id, season)]:
                    wins = max(wins, int(played * 0.74))
                draws = rng.randint(3, min(12, played - wins))
                scored = int(wins * 2.1 + draws * 1.1 + rng.randint(5, 18))
                conceded = max(18, int((played - wins) * 1.3 + rng.randint(-6, 8)))
                table.append(
                    [
                        team_id,
                        league_id,
                        LEAGUES[league_id],
                        season,
                        name,
                        played,
                        wins,
                        wins * 3 + draws,
                        scored,
                        conceded,
                        draws,
                    ]
                )
            champion = next(r for r in table if r[0] == CHAMPIONS[(league_id, season)])
            best_other = max(r[7] for r in table if r is not champion)
            while champion[7] <= best_other:  # the real champion tops the table: a draw or a loss becomes a win
                if champion[6] + champion[10] >= played:
                    champion[10] -= 1
                champion[6] += 1
                champion[7] = champion[6] * 3 + champion[10]
                champion[8] += 2
            rows.extend(tuple(r[:10]) for r in table)
    return rows


def _player_row(
    rng: random.Random, player_id: int, name: str, team_id: int, season: int, names: dict, share: float, star: bool
) -> tuple:
    team_name, league_id = names[team_id]
    appearances = max(1, int(rng.randint(24, 36) * share)) if star else max(1, int(rng.randint(6, 34) * share))
    starts = min(appearances, int(appearances * rng.uniform(0.6, 0.95)))
    minutes = starts * rng.randint(70, 90) + (appearances - starts) * rng.randint(10, 30)
    goals = int(appearances * (rng.uniform(0.45, 0.95) if star else rng.uniform(0.0, 0.35)))
    assists = int(appearances * (rng.uniform(0.12, 0.4) if star else rng.uniform(0.0, 0.2)))
    shots = goals * rng.randint(3, 5) + rng.randint(2, 15)
    on_target = min(shots, goals + int((shots - goals) * rng.uniform(0.25, 0.45)))
    return (
        player_id,
        name,
        team_id,
        team_name,
        league_id,
        LEAGUES[league_id],
        season,
        appearances,
        starts,
        minutes,
        goals,
        assists,
        shots,
        on_target,
        rng.randint(0, 9),
        int(rng.random() < 0.12),
        rng.randint(150, 2200),
        rng.randint(5, 80),
        rng.randint(2, 45),
        rng.randint(3, 70),
        round(goals * 90.0 / minutes, 3),
        round(assists * 90.0 / minutes, 3),
        round(rng.uniform(7.0, 8.1) if star else rng.uniform(6.3, 7.3), 3),
        round(goals * 1.0 / shots, 3),
    )


def _player_seasons(rng: random.Random, names: dict) -> list[tuple]:
    rows = []
    for player_id, name, spells in STARS:
        for season, team in spells.items():
            teams = team if isinstance(team, tuple) else (team,)
            for i, team_id in enumerate(teams):
                share = 1.0 if len(teams) == 1 else (0.55 if i == 0 else 0.45)
                rows.append(_player_row(rng, player_id, name, team_id, season, names, share, True))
    squad_ids = iter(range(300000, 400000))
    for clubs in CLUBS.values():
        for team_id, _, _ in clubs:
            for _ in range(3):
                player_id = next(squad_ids)
                name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
                for season in SEASONS[rng.randint(0, 2) :]:
                    rows.append(_player_row(rng, player_id, name, team_id, season, names, 1.0, False))
    return rows


def _window(day: date) -> str:
    return "summer" if day.month in (6, 7, 8) else "winter" if day.month == 1 else "emergency"


def _transfers(rng: random.Random, names: dict) -> list[tuple]:
    """(player_id, player_name, team_id, team_name, transfer_date, fee_eur) for the fee-bearing moves."""
    moves = [
        (1100, "E. Haaland", 50, date(2022, 7, 1), 60.0),
        (184, "H. Kane", 157, date(2023, 8, 12), 95.0),
        (521, "R. Lewandowski", 529, date(2022, 7, 19), 45.0),
        (152982, "C. Palmer", 49, date(2023, 9, 1), 47.0),
        (129718, "J. Bellingham", 541, date(2023, 7, 1), 103.0),
        (483, "K. Kvaratskhelia", 492, date(2022, 7, 1), 10.0),
        (483, "K. Kvaratskhelia", 85, date(2025, 1, 17), 70.0),
        (1101, "A. Griezmann", 530, date(2022, 10, 7), 20.0),
        (19533, "D. Vlahovic", 496, date(2022, 1, 28), 70.0),
        (2864, "V. Osimhen", 492, date(2020, 9, 1), 75.0),
    ]
    clubs = [team_id for league in CLUBS.values() for team_id, _, _ in league]
    players = [(p, f"{rng.choice(FIRST)} {rng.choice(LAST)}") for p in range(500000, 500070)]
    for player_id, name in players:
        day = date(2020, 7, 1) + timedelta(days=rng.randint(-150, 1250))
        for _ in range(rng.choice([1, 2, 2, 3, 3])):
            day = day + timedelta(days=rng.randint(150, 700))
            if day > date(2025, 9, 1):
                break
            month = rng.choices([7, 8, 1, 6, 9, 10], [40, 30, 18, 6, 4, 2])[0]
            day = date(day.year, month, rng.randint(1, 28))
            if day > date(2025, 9, 1) or day < date(2020, 7, 1):
                continue
            moves.append(
                (
                    player_id,
                    name,
                    rng.choice(clubs),
                    day,
                    float(rng.choice([3, 5, 8, 10, 12, 15, 18, 20, 25, 30, 35, 40, 50, 60])),
                )
            )
    moves.sort(key=lambda m: (m[3], m[0]))
    return [(p, n, t, names[t][0], d.isoformat(), fee) for p, n, t, d, fee in moves]


def _european(rng: random.Random, names: dict) -> list[tuple]:
    rows = []
    ranked = sorted(
        ((team_id, strength) for league in CLUBS.values() for team_id, _, strength in league), key=lambda c: -c[1]
    )
    for season in SEASONS:
        entrants = [c for c in ranked if rng.random() < (0.95 if c[1] >= 80 else 0.45)]
        winner = UCL_WINNERS[season]
        if all(c[0] != winner for c in entrants):
            entrants.append((winner, 90))
        for team_id, strength in entrants:
            depth = 4 if team_id == winner else min(4, max(0, int(rng.gauss((strength - 70) / 8, 1.0))))
            matches = (6 if season < 2024 else 8) + 2 * depth - (1 if depth == 4 else 0)
            wins = min(matches, int(matches * rng.uniform(0.3, 0.7)) + (2 if team_id == winner else 0))
            scored = wins * 2 + rng.randint(1, 8)
            rows.append(
                (
                    team_id,
                    names[team_id][0],
                    2,
                    "UEFA Champions League",
                    season,
                    matches,
                    wins,
                    scored,
                    rng.randint(4, 16),
                    ROUNDS[depth] if depth or season >= 2024 else "Group stage",
                    int(team_id == winner),
                )
            )
        if season in CWC_WINNERS:
            team_id = CWC_WINNERS[season]
            rows.append(
                (team_id, names[team_id][0], 15, "FIFA Club World Cup", season, 2, 2, rng.randint(3, 6), 1, "Final", 1)
            )
    return rows


def _honours(club_seasons: list[tuple], european: list[tuple], rng: random.Random, names: dict) -> list[tuple]:
    titles: dict[tuple[int, int], int] = {}
    for league_id in CLUBS:
        for season in SEASONS:
            table = [r for r in club_seasons if r[1] == league_id and r[3] == season]
            top = max(table, key=lambda r: (r[7], r[8] - r[9]))
            titles[(top[0], season)] = 1
    cups: dict[tuple[int, int], int] = {}
    for league_id, clubs in CLUBS.items():
        for season in SEASONS:
            for _ in range(2 if league_id == 39 else 1):  # England has the FA Cup and the League Cup
                team_id = rng.choice(clubs[:4])[0]
                cups[(team_id, season)] = cups.get((team_id, season), 0) + 1
    europe: dict[tuple[int, int], int] = {}
    for r in european:
        if r[10]:
            europe[(r[0], r[4])] = europe.get((r[0], r[4]), 0) + 1
    rows = []
    for team_id, season in sorted(set(titles) | set(cups) | set(europe)):
        league, cup, eur = (
            titles.get((team_id, season), 0),
            cups.get((team_id, season), 0),
            europe.get((team_id, season), 0),
        )
        label = (
            "Treble"
            if league and cup and eur
            else "Domestic Treble"
            if league and cup >= 2
            else "Double"
            if league and cup
            else None
        )
        rows.append((team_id, names[team_id][0], season, league, cup, eur, league + cup + eur, label))
    return rows


def main() -> None:
    rng = random.Random(SEED)
    names = _club_names()
    club_seasons = _club_seasons(rng)
    players = _player_seasons(rng, names)
    transfers = _transfers(rng, names)
    european = _european(rng, names)
    honours = _honours(club_seasons, european, rng, names)
    value_changes, last_fee = [], {}
    for player_id, name, team_id, team_name, day, fee in transfers:
        previous = last_fee.get(player_id)
        change = None if previous is None else fee * 1e6 - previous * 1e6
        increase = None if previous is None else int(fee > previous)
        value_changes.append(
            (player_id, name, team_id, team_name, day, _window(date.fromisoformat(day)), fee * 1e6, change, increase)
        )
        last_fee[player_id] = fee

    OUT.unlink(missing_ok=True)
    con = sqlite3.connect(OUT)
    con.executescript(
        """
        CREATE TABLE mart_club_season (team_id INTEGER, league_id INTEGER, league_name TEXT, league_season INTEGER,
            team_name TEXT, matches_played INTEGER, wins INTEGER, league_points INTEGER, goals_scored INTEGER,
            goals_conceded INTEGER);
        CREATE TABLE mart_player_season (player_id INTEGER, player_name TEXT, team_id INTEGER, team_name TEXT,
            league_id INTEGER, league_name TEXT, league_season INTEGER, appearances INTEGER, total_starts INTEGER,
            minutes_played INTEGER, goals INTEGER, assists INTEGER, total_shots INTEGER, shots_on_target INTEGER,
            yellow_cards INTEGER, red_cards INTEGER, total_passes INTEGER, total_tackles INTEGER,
            interceptions INTEGER, successful_dribbles INTEGER, goals_per_90 REAL, assists_per_90 REAL,
            avg_rating REAL, shot_conversion_rate REAL);
        CREATE TABLE mart_transfer_window (player_id INTEGER, player_name TEXT, team_id INTEGER, team_name TEXT,
            transfer_date DATE, transfer_year INTEGER, transfer_month INTEGER, transfer_fee TEXT, transfer_type TEXT,
            transfer_window TEXT);
        CREATE TABLE mart_player_value_changes (player_id INTEGER, player_name TEXT, team_id INTEGER, team_name TEXT,
            transfer_date DATE, transfer_window TEXT, transfer_fee_eur REAL, fee_change_eur REAL,
            is_fee_increase BOOLEAN);
        CREATE TABLE mart_national_team_honours (team_id INTEGER, team_name TEXT, league_id INTEGER, league_name TEXT,
            league_season INTEGER, tournament_placement TEXT, is_winner BOOLEAN, is_runner_up BOOLEAN,
            is_semi_finalist BOOLEAN, goals_scored INTEGER, goals_conceded INTEGER);
        CREATE TABLE mart_club_honours (team_id INTEGER, team_name TEXT, league_season INTEGER,
            league_titles_won INTEGER, domestic_cups_won INTEGER, european_trophies_won INTEGER,
            total_trophies INTEGER, honour_label TEXT);
        CREATE TABLE mart_club_european_performance (team_id INTEGER, team_name TEXT, league_id INTEGER,
            league_name TEXT, league_season INTEGER, matches_played INTEGER, wins INTEGER, goals_scored INTEGER,
            goals_conceded INTEGER, farthest_round TEXT, was_tournament_winner BOOLEAN);
        CREATE TABLE time_spine_daily (date_day DATE PRIMARY KEY);
        """
    )
    con.executemany("INSERT INTO mart_club_season VALUES (?,?,?,?,?,?,?,?,?,?)", club_seasons)
    con.executemany(f"INSERT INTO mart_player_season VALUES ({','.join('?' * 24)})", players)
    con.executemany(
        "INSERT INTO mart_transfer_window VALUES (?,?,?,?,?,?,?,?,?,?)",
        [
            (p, n, t, tn, d, int(d[:4]), int(d[5:7]), f"€ {fee:g}M", "Transfer", _window(date.fromisoformat(d)))
            for p, n, t, tn, d, fee in transfers
        ],
    )
    con.executemany("INSERT INTO mart_player_value_changes VALUES (?,?,?,?,?,?,?,?,?)", value_changes)
    con.executemany(
        "INSERT INTO mart_national_team_honours VALUES (?,?,?,?,?,?,?,?,?,?,?)",
        [
            (
                t,
                n,
                lg,
                "World Cup" if lg == 1 else "Euro Championship",
                s,
                p,
                int(p == "Winner"),
                int(p == "Runner-up"),
                int(p == "Semi-finalist"),
                gf,
                ga,
            )
            for lg, s, t, n, p, gf, ga in PODIUMS
        ],
    )
    con.executemany("INSERT INTO mart_club_honours VALUES (?,?,?,?,?,?,?,?)", honours)
    con.executemany("INSERT INTO mart_club_european_performance VALUES (?,?,?,?,?,?,?,?,?,?,?)", european)
    start, end = date(2020, 1, 1), date(2031, 12, 31)
    con.executemany(
        "INSERT INTO time_spine_daily VALUES (?)",
        [((start + timedelta(days=n)).isoformat(),) for n in range((end - start).days + 1)],
    )
    con.commit()
    con.execute("VACUUM")
    con.close()


if __name__ == "__main__":
    main()
