"""'TikTok unique users' where the media source is stored as `tiktokglobal_int`: a name written as a name (a
capital inside it, or a capital not at the question's start) that begins exactly one stored value, glued to more
letters or to a code's separator, is that value. Values as tracking tools write them (an ad network's
`googleadwords_int`, a partner's `acme_inc_eu`) carry the name people say as their first letters; only a name
with a single such value is read, and only where the fuzzy reading of typos found nothing."""

from __future__ import annotations

from sqlclarify.understanding.candidates import ValuePhrase, Vocabulary

MIN_NAME = 4  # "TikTok", "Bing": a shorter start ("Ads") begins too many codes to say one


def glued_value(vocab: Vocabulary, original: str, word: str, start: int) -> ValuePhrase | None:
    """The one value whose stored text begins with `word` (as written at `start` of `original`), or None."""
    written = original[start : start + len(word)]
    if len(word) < MIN_NAME or written.islower() or not _written_as_name(written, start):
        return None
    starting = {
        (entry.dimension, entry.values): entry
        for phrase, entry in vocab.lookup.value_choices.items()
        if phrase.startswith(word) and len(phrase) > len(word) and len(entry.values) == 1
    }
    return next(iter(starting.values())) if len(starting) == 1 else None


def _written_as_name(written: str, start: int) -> bool:
    """A capital inside the word ("TikTok"), or a capital first letter anywhere but at the question's start."""
    return any(c.isupper() for c in written[1:]) or (start > 0 and written[:1].isupper())
