"""'sales by product category': a breakdown whose dimension's name follows a word that only says whose it is — a
word whose catalog elements all sit on the dimension's own table ("product": the items sold there) — is that
dimension; the word is read as part of its name, never left for a question while a dimension name follows "by"."""

from __future__ import annotations

import re

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found, add_group_by
from sqlclarify.understanding.lexicon import singular
from sqlclarify.understanding.shapes import BREAKDOWN_LEADS, FUNCTION_WORDS
from sqlclarify.understanding.text import WorkText, plural_regex

_LEADS = re.compile(
    rf"(?<![\w])(?:{'|'.join(re.escape(lead) for lead in BREAKDOWN_LEADS)})\s+(?:the\s+)?(?P<word>[a-z][\w-]*)\s+"
)


def read_qualified_breakdowns(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """'by <word> <dimension>' where the dimension's own phrase follows a word naming only elements of its
    table: a breakdown by that dimension."""
    for lead in _LEADS.finditer(work.work):
        word = lead.group("word")
        if word in FUNCTION_WORDS or any(work.used[lead.start("word") : lead.end()]):
            continue
        rest = work.work[lead.end() :]
        for i in vocab.lookup.dimension_phrases.candidates(rest):  # the index first: a catalog holds thousands
            phrase, dim = vocab.dimension_phrases[i]
            m = re.match(rf"{plural_regex(phrase)}(?![\w])", rest)
            if m is None or any(work.used[lead.end() : lead.end() + m.end()]):
                continue
            if not _only_on_its_table(vocab, singular(word), dim):
                continue
            end = lead.end() + m.end()
            said = work.said(lead.start("word"), end)
            work.blank(lead.start(), end)
            add_group_by(found, dim)
            found.reading.notes.append(f"I read '{said}' as {vocab.dimension_label(dim)}.")
            return


def _only_on_its_table(vocab: Vocabulary, word: str, dim: str) -> bool:
    """Whether the catalog elements `word` names or is a word of (metrics, dimensions) all sit on the tables
    `dim` is on, and there is one."""
    tables = _tables_of_dimension(vocab, dim)
    named = [names for phrase, names in vocab.metric_phrases if phrase == word]
    metrics = {n for names in named for n in names}
    # a dimension named so, or with the word in its name ("product" of `product_line`)
    dims = {d for phrase, d in vocab.dimension_phrases if word in phrase.split()}
    if not tables or not (metrics or dims):
        return False
    for metric in metrics:
        measures = vocab.layer.base_measures(metric)
        if not measures or any(
            m not in vocab.layer.measures or vocab.layer.measures[m][0].name not in tables for m in measures
        ):
            return False
    return all(_tables_of_dimension(vocab, d) <= tables for d in dims)


def _tables_of_dimension(vocab: Vocabulary, dim: str) -> set[str]:
    name = dim.rpartition("__")[2]
    return {model.name for model in vocab.layer.semantic_models if any(d.name == name for d in model.dimensions)}
