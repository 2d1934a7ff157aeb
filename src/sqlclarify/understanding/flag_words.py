"""How people say a true/false column whose name ends in a verb's past participle or a kind word
("consumer_disputed_flag": "disputed", "did not dispute"; "consumer_consent_provided_flag": "provided consent",
"did not provide consent"). Read from the column's own name with English word forms, never a project's words."""

from __future__ import annotations

from sqlclarify.understanding import word_tables
from sqlclarify.understanding.lexicon import lexicon


def without_flag_suffix(spoken: str) -> str:
    """'timely response flag' → 'timely response': a last word that only says the column is true/false."""
    words = spoken.split()
    while len(words) > 1 and words[-1] in lexicon().flag_suffixes:
        words = words[:-1]
    return " ".join(words)


def participle_phrases(words: list[str]) -> list[str]:
    """A flag named '<who> <participle>' ("consumer disputed") is said by the participle or its verb alone
    ("disputed", "dispute"); one named '<…> <object> <participle>' ("consent provided") by the verb before its
    object ("provided consent", "provide consent"). Nothing when the last word is no verb's past participle."""
    if len(words) < 2:
        return []
    last = words[-1]
    verbs = word_tables.all_lemmas(last).get("VERB", ())
    base = next((v for v in verbs if v != last and last in word_tables.inflections(v, "VBN")), None)
    if base is None:
        return []
    if len(words) == 2:
        return [last, base]
    objects = dict.fromkeys([words[-2], " ".join(words[:-1])])  # "consent", "consumer consent"
    return [f"{verb} {said}" for said in objects for verb in (last, base)]
