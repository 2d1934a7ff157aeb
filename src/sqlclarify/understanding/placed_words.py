"""Words the question's other parts already place: no question back about them (issue 32, asking calibrated).

A word left over or set aside is asked about only when placing it would change the answer. It would not when
the word names the dimension a value of the question already filters on ("annual billing", "enterprise-tier
merchants", "pro plan users": the value's own dimension), or names the one metric the question already asks
for ("a user's first transaction" of a metric described as "… to first transaction for resolved users"). Both
read from the catalog's names, labels and descriptions — never from a project's words."""

from __future__ import annotations

import re

from sqlclarify.understanding.candidates import DESCRIPTION_STOPWORDS, Vocabulary
from sqlclarify.understanding.found import Found, ref_dimension
from sqlclarify.understanding.lexicon import name_words, singular_words
from sqlclarify.understanding.shapes import AUXILIARIES, FUNCTION_WORDS, VAGUE_WORDS
from sqlclarify.understanding.text import WorkText, singular, verb_lemmas, word_forms


def is_vague(work: WorkText) -> bool:
    """Whether the question says a vague word no part of the reading took ("give me the numbers for pro plan
    users", "how are we doing"; not the "health" of a value "critical health band"): its metric may be unnamed,
    and a question back is kept rather than its other words placed."""
    said = {w.strip("-") for w, _, _ in work.words()}
    return bool((said | {singular(w) for w in said}) & (VAGUE_WORDS - AUXILIARIES))


def used_dimensions(found: Found) -> set[str]:
    """The dimensions the reading filters on or breaks down by."""
    query = found.reading.query
    return {f.dimension for f in query.filters} | {g.dimension for g in query.group_by}


def dimension_name_words(vocab: Vocabulary, dimensions: set[str]) -> set[str]:
    """The words a dimension's own name says (without its entity path), singular."""
    words: set[str] = set()
    for dim in dimensions:
        words |= {singular(w) for w in name_words(dim.rpartition("__")[2]) if len(w) > 2}
    return words - FUNCTION_WORDS


def absorb_settled_dimension_words(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """A value settled only once the metric was known ("annual" of billing_cycle, read after the metric chose
    among the dimensions holding it) leaves its dimension's word behind ("annual billing"): that word is the
    value's own dimension, not a new part. So is another form of a word of the value itself ("smart-routed" of
    SMART_ROUTING). A hyphen joined to a value ("enterprise-tier") is no other word."""
    filters = found.reading.query.filters
    if is_vague(work):
        return
    words = dimension_name_words(vocab, {f.dimension for f in filters})
    words |= {singular(w) for f in filters for v in f.values for w in name_words(str(v).lower()) if len(w) > 2}
    words -= FUNCTION_WORDS
    if not words:
        return
    forms = frozenset().union(*(word_forms(w) for w in words))
    for word, start, end in work.words():
        bare = singular(word.strip("-"))
        if bare and bare not in FUNCTION_WORDS and (bare in words or word_forms(bare) & forms):
            work.blank(start, end)


# "the completed ones", "those paid without one": a pronoun for the things the question is about
ONE_AS_PRONOUN = re.compile(
    r"(?<![\w])ones(?![\w])"
    r"|(?<![\w])(?:with|without|a|the|each|every|any|no|that|this)\s+(one)\s*[?.!]*\s*$"
)


def pass_over_pronoun_ones(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """'now the completed ones', 'what about those paid without one?': "ones", and "one" standing for a thing
    at the question's end, say the things the question is about — no part to place (a number "one" is read as
    a number or asked about). Not while a value read may not apply to the metrics (a follow-up's earlier ones):
    then the value would be left out, and the question back is what keeps the answer right."""
    reading = found.reading
    metrics = reading.query.metrics or found.earlier_metrics
    if not metrics or is_vague(work):
        return
    if any(not vocab.takes(m, f.dimension) for m in metrics for f in reading.query.filters):
        return
    for m in ONE_AS_PRONOUN.finditer(work.original.lower()):
        group = 1 if m.group(1) else 0
        work.blank(m.start(group), m.end(group))


def settle_set_aside_by_used_dimension(work: WorkText, found: Found) -> None:
    """A word set aside because several dimensions fit it ("plan": the user's plan type or the plan tier), when
    one of those the question already uses (a value of the user's plan type: "pro plan users"): the word names
    that one — placing it there changes nothing, so nothing is asked."""
    reading = found.reading
    used = used_dimensions(found)
    if not used or is_vague(work):
        return
    for said in list(found.set_aside):
        refs = reading.unplaced_options.get(said, [])
        if len(refs) < 2 or not all(r.startswith("dimension:") for r in refs):
            continue  # a value among the options would filter: placing it may change the answer
        if len({ref_dimension(r) for r in refs} & used) != 1:
            continue
        found.set_aside.remove(said)
        del reading.unplaced_options[said]


# a description's words after these, to the clause's end, are what the metric leaves out ("excluding trials")
NEGATING = frozenset({"not", "no", "non", "excluding", "exclude", "excludes", "except", "without", "less", "minus"})
CLAUSE_END = re.compile(r"[.,;:()\[\]]")


def pass_over_own_description_words(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """'how many hours from signup to a user's first transaction', read as the one metric described as "… to
    first transaction for resolved users": a word left over that the chosen metric's own description says, and
    that names nothing else in the catalog (no other metric's own word, no value, no dimension), is a word of
    that metric — said in the answer, not asked about. A word the description says it leaves out ("excluding
    windfalls gathered from the ground") is never taken so: saying it asks for more than the metric."""
    reading = found.reading
    if len(reading.query.metrics) != 1 or reading.metric_candidates or reading.metric_guess or is_vague(work):
        return
    (metric,) = reading.query.metrics
    own = described_words(vocab, metric) - DESCRIPTION_STOPWORDS - FUNCTION_WORDS
    dimension_words = vocab.derived(
        "placed_words:dimension_words", lambda: {w for p, _ in vocab.dimension_phrases for w in p.split()}
    )
    taken = []
    for word, start, end in work.words():
        bare = singular(word.strip("-"))
        if len(bare) <= 2 or bare not in own or bare in dimension_words:
            continue
        if vocab.value_phrases_by_text.get(bare) or _another_metric_says(vocab, metric, bare):
            continue
        work.blank(start, end)
        taken.append(work.original[start:end])
    if taken:
        words = "', '".join(dict.fromkeys(taken))
        reading.notes.append(f"I read '{words}' as part of {vocab.metric_label(metric)}, as its description says.")


def _another_metric_says(vocab: Vocabulary, metric: str, word: str) -> bool:
    """Whether a metric other than `metric` has `word` among the words of its names."""
    counts: dict[str, int] = vocab.derived("placed_words:metric_word_counts", lambda: _word_counts(vocab))
    return counts.get(word, 0) > (1 if word in vocab.metric_words.get(metric, set()) else 0)


def _word_counts(vocab: Vocabulary) -> dict[str, int]:
    counts: dict[str, int] = {}
    for words in vocab.metric_words.values():
        for word in words:
            counts[word] = counts.get(word, 0) + 1
    return counts


def described_words(vocab: Vocabulary, metric: str) -> set[str]:
    """The words the metric's own description and its measures' say it is, singular: not those a negation
    leaves out, to the end of its clause."""
    layer = vocab.layer
    texts = [layer.metrics[metric].description or ""]
    if layer.metrics[metric].measure is not None:  # a ratio's inputs describe its parts, not it
        texts += [layer.measures[m][1].description or "" for m in layer.base_measures(metric) if m in layer.measures]
    kept: set[str] = set()
    for clause in CLAUSE_END.split(" ".join(texts).lower()):
        words = singular_words(clause)
        cut = next((i for i, w in enumerate(words) if w in NEGATING), len(words))
        kept.update(words[:cut])
    return kept


BE_OR_HAVE = AUXILIARIES | {"is", "are", "am", "be", "been", "being"}
HOW_MANY = re.compile(r"^\W*how\s+(?:many|much)\s+", re.IGNORECASE)


def pass_over_how_many_predicates(work: WorkText, found: Found) -> None:
    """'how many hospitals hit the 3% cap', 'how much MRR sits with critical orgs', 'how many unique users read
    finance articles': in "how many <metric> <word>" the word right after the metric's phrase is its verb — the
    event the metric already counts, in whatever tense. Passed over and named in the answer, as event verbs are
    (leftovers.py), not asked about."""
    if not found.reading.query.metrics or is_vague(work):
        return
    lead = HOW_MANY.match(work.original)
    if lead is None:
        return
    subject = False  # the words right after "how many" the reading used: the metric's or its things' phrase
    for m in re.finditer(r"[\w\-]+", work.original[lead.end() :].lower()):
        word, start, end = m.group(0), lead.end() + m.start(), lead.end() + m.end()
        if any(work.used[start:end]) or (word in FUNCTION_WORDS and not subject):
            subject = subject or any(work.used[start:end])
            continue
        # "how many patient records were created": a word before a verb is a noun of the subject, never passed
        after = re.match(r"\s+([a-z']+)", work.original[end:].lower())
        noun = after is not None and after.group(1) in BE_OR_HAVE
        if subject and word not in FUNCTION_WORDS and verb_lemmas(word) and not noun:
            work.blank(start, end)
            found.reading.ignored.append(f"I read '{work.original[start:end]}' as the event itself: nothing to filter.")
        return


# "add the status as well", "split by platform as well", "break it down by plan too"
ADD_LEAD = re.compile(
    r"^\W*(?:(?:and|also|now|then|please|pls)\s+)*(?P<verb>add|include|split|break(?:\s+it)?\s+down)(?![\w-])",
    re.IGNORECASE,
)
ADD_TAIL = re.compile(r"(?<![\w-])(?P<tail>as\s+well|too|also)\W*$", re.IGNORECASE)


def pass_over_added_breakdowns(work: WorkText, found: Found) -> None:
    """'subscriptions by partner' → 'add the subscription status as well': in a follow-up whose only new part is a
    breakdown, "add … as well" says the breakdown joins the last answer's — which a follow-up's breakdown does.
    Not with a metric or a value of its own ("add Germany" may mean both countries): those stay asked."""
    reading = found.reading
    if not found.earlier_metrics or reading.query.metrics or reading.query.filters or not reading.query.group_by:
        return
    lead = ADD_LEAD.match(work.original)
    if lead is None:
        return
    work.blank(lead.start("verb"), lead.end("verb"))
    if tail := ADD_TAIL.search(work.original):
        work.blank(tail.start("tail"), tail.end("tail"))
