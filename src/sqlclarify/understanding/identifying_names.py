"""Two columns that identify one thing (issue 32): `brand_name` and `brand_code`, `country_name` and
`country_code`: the thing's name and its code. A follow-up value read in one ("what about ClearChoice", the code
CLEARCHOICE) after a filter on the other ("at Aspen Dental", a name) replaces it: both say which brand, and
keeping both filters matches nothing. Known from the names alone: the same thing's word followed by a label word
(name, title) or an identifier word (code, id, key), the lexicon's."""

from __future__ import annotations

from sqlclarify.understanding.lexicon import lexicon, name_words


def identify_one_thing(first: str, second: str) -> bool:
    """Whether dimensions `first` and `second` are the same thing's name and code (or two of its codes)."""
    a, b = _identified(first), _identified(second)
    return a is not None and a == b and first != second


def _identified(dim: str) -> tuple[str, ...] | None:
    """The thing's words of a `<thing>_<name|code>` dimension; None for any other."""
    words = name_words(dim.rpartition("__")[2])
    identifying = {*lexicon().label_words, *lexicon().identifier_words}
    if len(words) < 2 or words[-1] not in identifying:
        return None
    return tuple(words[:-1])
