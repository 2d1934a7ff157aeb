"""A dimension's weak name (the last word of `team_name_home`: "home") that is a whole stored value of another
dimension (home_away's 'home') is left to the value: "points per game, home and away" asks for home games and away
games, not a breakdown by the home team's name ("by home team" still is). The weak names are taken only where
nothing else says the word; a value says it (issue 32, reader28)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from sqlclarify.understanding.lexicon import lexicon, name_words


def said_by_other_values(phrase: str, ref: str, values: Mapping[str, set[str]], things: Iterable[str] = ()) -> bool:
    """Whether `phrase`, ending in the last word of the column's name, or its words after a thing's name ("game
    home": the game's thing and "home"), is a whole value phrase of a dimension other than the one `ref`
    ("dimension:key") names; `values` maps each value phrase to the dimensions holding it."""
    own = ref.partition(":")[2].partition("=")[0]
    said = " ".join(phrase.lower().split())
    if said.rpartition(" ")[2] != own.rpartition("__")[2].rpartition("_")[2]:
        return False  # "distributor" of distributor_short_code names the thing, not a qualifier of the column
    forms = {said} | {said[len(thing) + 1 :] for thing in things if said.startswith(f"{thing} ")}
    return any(values.get(form, set()) - {own} for form in forms)


def qualifier_first(ref: str) -> str | None:
    """The column's last word before the thing its other words name ("home team" for team_name_home): the way
    its weak name is still said where the word alone is another dimension's value; None when nothing is left."""
    words = name_words(ref.partition(":")[2].partition("=")[0].rpartition("__")[2])
    head = [w for w in words[:-1] if w not in set(lexicon().label_words)]
    return f"{words[-1]} {' '.join(head)}" if len(words) > 1 and head else None
