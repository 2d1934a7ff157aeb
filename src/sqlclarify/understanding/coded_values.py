"""Values stored as one-letter codes said in words (issue 32): "female patients" where `gender` holds F and M. The
code sets and their words are world knowledge (coded_values.yaml); a dimension takes them only when every value
it holds is a code of one set, and never a word another value of the catalog already says."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import yaml

CODES_FILE = Path(__file__).with_name("coded_values.yaml")

Form = tuple[str, tuple[str, ...], bool, str]  # as value_forms.Form: (phrase, values, only as written, source)


def coded_forms(values_by_dimension: dict[str, list[str]], taken: set[str]) -> list[tuple[str, Form]]:
    """(dimension, form) for the words of every dimension whose values are all codes of one set."""
    added: list[tuple[str, Form]] = []
    for dim, values in values_by_dimension.items():
        held = {v.strip() for v in values}
        code_set = next((s for s in _code_sets() if len(held) >= 2 and held <= set(s)), None)
        for code in sorted(held) if code_set else ():
            for word in code_set[code]:
                if word not in taken:
                    added.append((dim, (word, (code,), False, f"a word for the code '{code}' (coded_values.yaml)")))
    return added


@lru_cache(maxsize=1)
def _code_sets() -> list[dict[str, list[str]]]:
    data = yaml.safe_load(CODES_FILE.read_text(encoding="utf-8")) or []
    return [{str(code): [str(w).lower() for w in words] for code, words in entry.items()} for entry in data]
