"""Values said in another form than the one stored (issue 32): "power play" for `powerPlay`, "OCR capture" for
`ocr_capture`; a code's segment for the values that share it ("the EMEA teams" over `EMEA-ENT` and `EMEA-MM`);
a place by its name, code or people ("only Ohio" where the state is stored as `OH`, "US" for 'United States',
"Swedish" for `SWE`; the forms are world knowledge, in place_names.yaml). A form that a value of the catalog
already has is never added: it would make a question where the stored value settles it."""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

import yaml

from sqlclarify.understanding.text import LOWERCASE_STOPWORDS

PLACE_FILE = Path(__file__).with_name("place_names.yaml")
MIN_PLACE_SHARE = 0.6  # a dimension is one of places when this share of its values (and two at least) are places
MIN_SEGMENT = 3  # a code's segment shorter than this ("MM") is no name for its values


def other_forms(values_by_dimension: dict[str, list[str]], taken: set[str]) -> list[tuple[str, Form]]:
    """(dimension, form) for every categorical dimension's values in another form than stored; `taken`: the
    phrases the stored values already say (never added again)."""
    added: list[tuple[str, Form]] = []
    for dim, values in values_by_dimension.items():
        for form in [*_spelled(values), *_segments(values), *_places(values), *_doers(values)]:
            phrase = form[0]
            if not phrase or phrase.lower() in taken or phrase.isdigit():
                continue
            added.append((dim, form))
    return added


Form = tuple[str, tuple[str, ...], bool, str]  # (phrase, values, only as written, where it came from)

_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")


def _spelled(values: list[str]) -> list[Form]:
    """A value written with '_' or in camelCase, in plain words ("ocr_capture" ocr capture, "powerPlay" power
    play); '-' and spaces are matched as they are."""
    forms = []
    for value in values:
        if " " in value.strip() or not ("_" in value or _CAMEL.search(value)):
            continue
        words = _CAMEL.sub(" ", value).replace("_", " ").split()
        phrase = " ".join(words).lower()
        if len(words) > 1 and phrase != value.lower():
            forms.append((phrase, (value,), phrase in LOWERCASE_STOPWORDS, f"the value '{value}' in words"))
    return forms


def _segments(values: list[str]) -> list[Form]:
    """A code's capitalised segment ("EMEA" of EMEA-ENT and EMEA-MM, "EU27" of EU27_2020): the values that have
    it — never a segment every value has, nor one that is a value itself; taken only as written."""
    lower = {v.lower() for v in values}
    having: dict[str, list[str]] = {}
    for value in values:
        if " " in value.strip():
            continue
        parts = re.split(r"[-_/]", value)
        if len(parts) < 2:
            continue
        for part in dict.fromkeys(parts):
            if len(part) >= MIN_SEGMENT and part.isupper() and part.lower() not in lower:
                having.setdefault(part, []).append(value)
    return [
        (part, tuple(group), True, f"a part of the values {', '.join(group)}")
        for part, group in having.items()
        if len(group) < len(values)
    ]


def _doers(values: list[str]) -> list[Form]:
    """A two-word value said as the one who fills it ("left fielders" for 'Left Field', "right wingers" for 'Right
    Wing'): the last word with "-er", when it is a plain word that names no doer yet (English, not a domain)."""
    forms = []
    for value in values:
        words = value.strip().split()
        if len(words) != 2 or not all(w.isalpha() for w in words):
            continue
        last = words[1].lower()
        if len(last) < MIN_DOER_STEM or last.endswith(("er", "or", "ist", "man", "men", "e", "y")):
            continue
        phrase = f"{words[0].lower()} {last}er"
        forms.append((phrase, (value,), False, f"the one who fills '{value}'"))
    return forms


MIN_DOER_STEM = 4  # "left fielder" from Field; a shorter last word ("Out", "Pay") makes no doer


def _places(values: list[str]) -> list[Form]:
    """The other names, codes and people words of values that are places, when most of a dimension's values
    are places of one kind (the states' codes, the countries' names)."""
    best: list[tuple[str, tuple[str, ...], tuple[str, ...]]] = []
    for table in place_tables().values():
        matched = [(v, *table[v.lower()]) for v in values if v.lower() in table]
        if len(matched) >= max(2, MIN_PLACE_SHARE * len(values)) and len(matched) > len(best):
            best = matched
    forms = []
    also_words = codes_also_words()
    for value, names, people in best:
        for name in names:
            if name.lower() != value.lower() and name not in also_words:
                exact = name.isupper() and len(name.replace(".", "")) <= 3
                forms.append((name, (value,), exact, f"a name of the place '{value}' (place_names.yaml)"))
        forms.extend((p, (value,), False, f"the people of '{value}' (place_names.yaml)") for p in people)
    return forms


@lru_cache(maxsize=1)
def codes_also_words() -> frozenset[str]:
    """Codes never added as a place's other form: capitalised words and abbreviations ("customer ID")."""
    return frozenset(str(code) for code in _place_data().get("codes_also_words", []))


@lru_cache(maxsize=1)
def _place_data() -> dict:
    return yaml.load(PLACE_FILE.read_text(encoding="utf-8"), Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))


@lru_cache(maxsize=1)
def place_tables() -> dict[str, dict[str, tuple[tuple[str, ...], tuple[str, ...]]]]:
    """Per kind of place: every form of a place, lowercased -> (all its names and codes, its people words)."""
    tables: dict[str, dict[str, tuple[tuple[str, ...], tuple[str, ...]]]] = {}
    for kind, places in _place_data().items():
        if kind == "codes_also_words":
            continue
        table: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {}
        for place in places:
            names = tuple(str(n) for n in (place["names"] if isinstance(place, dict) else place))
            people = tuple(str(p) for p in (place.get("people") or [])) if isinstance(place, dict) else ()
            for name in names:
                table.setdefault(name.lower(), (names, people))
        tables[kind] = table
    return tables
