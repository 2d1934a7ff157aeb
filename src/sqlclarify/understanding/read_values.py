"""Filters: the catalog's and the database's values in the question, true/false dimensions and their negations."""

from __future__ import annotations

import re

from sqlclarify.semantic.query import DimensionFilter
from sqlclarify.understanding.candidates import ValuePhrase, Vocabulary
from sqlclarify.understanding.entity_values import entity_metrics_of_value
from sqlclarify.understanding.found import Found, add_group_by, apply_element, ref_dimension, value_dims
from sqlclarify.understanding.glued_names import glued_value
from sqlclarify.understanding.own_flag_values import flag_named_by
from sqlclarify.understanding.read_metrics import FUZZY_ACCEPT
from sqlclarify.understanding.read_order import order_before, read_and_more
from sqlclarify.understanding.scoring import find_value, nearest_dimensions, settle_value_dimension
from sqlclarify.understanding.shapes import (
    BREAKDOWN_BEFORE,
    EXCLUDING,
    FLAG_NEGATION,
    FLAG_PAIR_AFTER,
    FLAG_PAIR_BEFORE,
    FUNCTION_WORDS,
)
from sqlclarify.understanding.text import (
    WorkText,
    singular,
)

# ", 7", " and 9", ", and 9" (the working text has its commas as spaces)
_LISTED = re.compile(r"[\s,]+(?:(?:and|or|&)\s+)?([\w-]+)")


def read_named_values(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """'peer group 5', 'season 2024': a dimension's name, then one of its values (a number too), or a list of
    them ("customers 30 and 33": one row each, as any values listed)."""
    for i in vocab.lookup.dimension_phrases.candidates(work.index_text):
        phrase, dim = vocab.dimension_phrases[i]
        m = work.find(phrase)
        after = re.match(r"\s+([\w-]+)", work.work[m.end() :]) if m else None
        if m is None or after is None or BREAKDOWN_BEFORE.search(work.work[: m.start()]):
            continue
        held = {v.value.lower(): v.value for v in vocab.values.get(dim, [])}
        if after.group(1) not in held:
            continue
        end = m.end() + after.end()
        said = [held[after.group(1)]]
        while more := _LISTED.match(work.work, end):  # "customers 30 and 33", "products 3, 7 and 9": every one
            if more.group(1) not in held:
                break
            said.append(held[more.group(1)])
            end = more.end()
        work.blank(m.start(), end)
        found.value_spans.append((m.start(), end))
        found.value_dims.setdefault(dim, []).append((m.start(), end))
        values = found.values.setdefault(dim, [])
        values.extend(v for v in said if v not in values)


def read_values(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    reading = found.reading
    read_named_values(work, vocab, found)
    for i in vocab.lookup.all_phrases.candidates(work.index_text):
        phrase, dim = vocab.all_phrases[i]
        m = work.find(phrase)
        if m and phrase.split()[0] == "all" and (whole := _value_all(vocab, dim)) is not None:
            work.blank(m.start(), m.end())  # "all situations" where the data has a row 'all' for them together
            found.values.setdefault(dim, [whole])
            found.value_spans.append((m.start(), m.end()))
            found.value_dims.setdefault(dim, []).append((m.start(), m.end()))
            continue
        if m:
            work.blank(m.start(), m.end())
            if dim not in reading.all_dimensions:
                reading.all_dimensions.append(dim)
            found.mentioned.add(f"filter:{dim}")
    from_group: set[str] = set()
    excluded: set[str] = set()
    # a longer phrase several elements share ("private label": a product's flag or a supplier's) keeps its words
    # from a shorter value inside it ("private"): it is read whole, by read_ambiguous
    shared = [
        ((m.start(), m.end()), {ref_dimension(r) for r in vocab.ambiguous[i][1]})
        for i in vocab.lookup.ambiguous.candidates(work.index_text)
        if " " in vocab.ambiguous[i][0] and (m := work.find(vocab.ambiguous[i][0]))
    ]
    for i in vocab.lookup.value_phrases.candidates(work.index_text):
        entry = vocab.value_phrases[i]
        if len(entry.values) == 1 and _owned_by_a_metric(work, vocab, found, entry):
            if m := find_value(work, entry):  # "funnel signups", "open pipeline": the metric's own word
                owners = tuple(_owners(vocab, entry))
                found.owned_values.append((entry.dimension, entry.values[0], m.start(), m.end(), owners))
            continue
        match = find_value(work, entry)
        inside = [span for span, dims in shared if entry.dimension in dims]  # a phrase of the value's own column
        if match and _inside_longer((match.start(), match.end()), inside):
            continue
        while match:
            settled = settle_value_dimension(work, vocab, found, entry, match)
            if settled is None:  # a value of several dimensions, nothing in the question says which: asked
                match = find_value(work, entry)
                continue
            entry = settled
            entry = _negated(work, vocab, entry, match.start())
            work.blank(match.start(), match.end())
            found.value_spans.append((match.start(), match.end()))
            found.value_dims.setdefault(entry.dimension, []).append((match.start(), match.end()))
            if entry.dimension in vocab.flag_dimensions:
                found.flag_spans.append((match.start(), match.end()))
            negation = EXCLUDING.search(work.work[: match.start()])
            if negation and entry.dimension not in found.values:  # "excluding beverages": all but those
                work.blank(negation.start(), negation.end())
                excluded.add(entry.dimension)
            values = found.values.setdefault(entry.dimension, [])
            values.extend(v for v in entry.values if v not in values)
            if len(entry.values) > 1:
                from_group.add(entry.dimension)
            match = find_value(work, entry)
    _read_values_fuzzy(work, vocab, found)
    for dim, values in found.values.items():
        reading.query.filters = [f for f in reading.query.filters if f.dimension != dim]
        reading.query.filters.append(DimensionFilter(dimension=dim, values=values, exclude=dim in excluded))
        found.mentioned.add(f"filter:{dim}")
        if len(values) > 1 and dim not in from_group and dim not in excluded and dim not in found.calendar_filters:
            add_group_by(found, dim)  # "ID and TH": one row each


def _owned_by_a_metric(work: WorkText, vocab: Vocabulary, found: Found, entry: ValuePhrase) -> bool:
    """Whether a value's phrase is a metric's own word, its definition picking that value ("signups": Funnel
    signups), and no other value of the dimension is said beside it ("just POS and Online" lists values)."""
    if not _owners(vocab, entry):
        return False
    others = (
        e
        for e in vocab.value_phrases_by_dimension.get(entry.dimension, ())
        if e.values != entry.values and not e.proper and len(e.phrase) > 1
    )
    if entry.dimension in found.values:
        return False
    said = find_value(work, entry)
    if said is None:
        return True
    for other in others:  # "POS and Online": values listed; "commit pipeline": a value, then the metric's word
        m = find_value(work, other)
        if m is not None:
            gap = work.original[min(m.end(), said.end()) : max(m.start(), said.start())].strip(" ,").lower()
            if gap in LIST_WORDS or (
                not gap and "," in work.original[min(m.end(), said.end()) : max(m.start(), said.start())]
            ):
                return False
    return True


def _owners(vocab: Vocabulary, entry: ValuePhrase) -> list[str]:
    """The metrics a value's phrase names: by their definitions picking the value, else as the thing their model
    counts ("devices": the device model's *Devices Total*, though `product_type` holds 'device')."""
    return vocab.owners_of_value(entry.phrase, entry.values[0]) or entity_metrics_of_value(
        vocab, entry.phrase, entry.dimension
    )


LIST_WORDS = frozenset({"and", "or", "vs", "vs.", "versus", "&", "/", "nor", "and also"})


def restore_owned_values(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """'GCSE bookings' read with a metric that does not own 'GCSE' (GCSE bookings is another metric): the value is a
    filter after all, when its words are still free."""
    query = found.reading.query
    for dim, value, start, end, owners in found.owned_values:
        if any(work.used[start:end]) or any(m in owners for m in query.metrics):
            continue
        if not query.metrics:
            continue  # no metric yet: the word stays for the question asked about it
        negation = EXCLUDING.search(work.work[:start])
        if negation:  # "not counting returns": all but them
            work.blank(negation.start(), negation.end())
            query.filters = [f for f in query.filters if f.dimension != dim]
            query.filters.append(DimensionFilter(dimension=dim, values=[value], exclude=True))
            found.values[dim] = [value]
            found.mentioned.add(f"filter:{dim}")
        else:
            apply_element(found, f"value:{dim}={value}")
        work.blank(start, end)
        found.value_spans.append((start, end))
        found.value_dims.setdefault(dim, []).append((start, end))


def _negated(work: WorkText, vocab: Vocabulary, entry: ValuePhrase, start: int) -> ValuePhrase:
    """A true/false dimension's true value said after a negation ("never edited", "without an accepted
    answer"): its false value; the negation's words are used up."""
    if entry.dimension not in vocab.flag_dimensions:
        return entry
    true, false = (
        next((v.value for v in vocab.values.get(entry.dimension, []) if v.label == label), None)
        for label in ("yes", "no")
    )
    negation = FLAG_NEGATION.search(work.original[:start].lower())
    if negation is None or true is None or false is None or entry.values != (true,):
        return entry
    work.blank(negation.start(), start)
    return ValuePhrase(entry.phrase, entry.dimension, (false,))


def _value_all(vocab: Vocabulary, dim: str) -> str | None:
    """A dimension's value that stands for all its values together ('all', 'total'), when it has one."""
    return next((v.value for v in vocab.values.get(dim, []) if v.value.lower() in ("all", "total", "overall")), None)


def read_flag_splits(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """'discontinued vs current products': one value of a true/false dimension against a word that is no other
    element is that dimension's two values, one row each."""
    for dim in [d for d in found.values if d in vocab.flag_dimensions and len(found.values[d]) == 1]:
        for start, end in found.value_dims.get(dim, []):
            after = FLAG_PAIR_AFTER.search(work.work[end:])
            before = FLAG_PAIR_BEFORE.search(work.work[:start])
            pair = (end, end + after.end()) if after else (before.start(), start) if before else None
            other = (after or before).group("other") if (after or before) else ""
            if pair is None or other in FUNCTION_WORDS or other.isdigit():
                continue
            work.blank(*pair)
            found.values.pop(dim)
            found.reading.query.filters = [f for f in found.reading.query.filters if f.dimension != dim]
            add_group_by(found, dim)
            break


def _read_values_fuzzy(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """Typos in value names ('Indonesa'): words of five letters or more, close to one value's words."""
    choices = vocab.lookup.value_choices
    if not choices:
        return
    for word, start, end in work.words():
        if len(word) < 5 or word in FUNCTION_WORDS or singular(word) in vocab.lookup.element_words:
            continue  # "customers" is a word of the catalog, not a typo of the value "Customer 1"
        if word in vocab.lookup.metrics_by_word or singular(word) in vocab.lookup.metrics_by_word:
            continue  # "score" is a word of a metric's name, not a typo of the value "scored"
        from rapidfuzz import fuzz, process  # loaded by the first word that may be a typo

        near, _ = vocab.lookup.value_choice_list.near(len(word), FUZZY_ACCEPT - 6)
        hit = process.extractOne(word, near, scorer=fuzz.ratio, score_cutoff=FUZZY_ACCEPT - 6)
        if hit and choices[hit[0]].dimension in vocab.flag_dimensions:
            continue  # a true/false word is read as written: "unplanned" is no typo of "planned"
        if hit and len(choices[hit[0]].values) == 1 and vocab.owners_of_value(hit[0], choices[hit[0]].values[0]):
            continue  # "refunded" near "refund", a metric's own word and definition (Refund income)
        entry = choices[hit[0]] if hit else glued_value(vocab, work.original, word, start)
        if entry:
            values = found.values.setdefault(entry.dimension, [])
            values.extend(v for v in entry.values if v not in values)
            work.blank(start, end)


def read_flag_count(vocab: Vocabulary, found: Found) -> None:
    """'cancelations in March' (no metric, a true/false value): the catalog's count of those events
    (Cancelled flights sums is_cancelled) when it has exactly one; said in the answer."""
    reading, query = found.reading, found.reading.query
    if query.metrics:
        return
    flags = [f for f in query.filters if f.dimension in vocab.flag_dimensions and not f.exclude]
    if len(flags) != 1 or len(flags[0].values) != 1:
        return
    true = next((v.value for v in vocab.values.get(flags[0].dimension, []) if v.label == "yes"), None)
    counts = vocab.flag_counts.get(flags[0].dimension, [])
    if flags[0].values[0] != true or len(counts) != 1:
        return
    if (reading.metric_candidates and counts[0] not in reading.metric_candidates) or (
        reading.metric_guess and reading.metric_guess != counts[0]
    ):
        return  # the words asked for other metrics
    query.filters.remove(flags[0])
    found.values.pop(flags[0].dimension, None)
    query.metrics.append(counts[0])
    reading.metric_candidates, reading.candidate_phrase, reading.metric_guess = [], "", None
    found.mentioned.add("metric")
    reading.notes.append(f"I read it as {vocab.metric_label(counts[0])}.")


def _inside_longer(span: tuple[int, int], spans: list[tuple[int, int]]) -> bool:
    """Whether `span` lies inside one of `spans` that is longer."""
    return any(a <= span[0] and span[1] <= b and b - a > span[1] - span[0] for a, b in spans)


def longer_phrases(work: WorkText, vocab: Vocabulary) -> list[tuple[int, int]]:
    """Where the catalog's unambiguous phrases of several words (a dimension's, a value's) stand in the work text."""
    lookup = vocab.lookup
    return [
        (m.start(), m.end())
        for i in lookup.multiword_index.candidates(work.index_text)
        for m in [work.find(lookup.multiword_phrases[i])]
        if m
    ]


def read_ambiguous(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """A phrase that fits several catalog elements ("home state": the host's or the guest's) is asked about,
    with those elements as the options — or settled by the one the question's metrics can take."""
    matches = []  # longest phrases first; then read in the question's order ("by league and division")
    longer = longer_phrases(work, vocab)
    for i in vocab.lookup.ambiguous.candidates(work.index_text):
        phrase, refs = vocab.ambiguous[i]
        m = work.find(phrase)
        if m and _inside_longer((m.start(), m.end()), longer):
            continue  # "class" of "demand class": the longer phrase names one dimension
        if m:
            work.blank(m.start(), m.end())
            matches.append((m, refs))
    for m, refs in sorted(matches, key=lambda found_at: found_at[0].start()):
        said = work.original[m.start() : m.end()]
        before = [dim for dim, _ in value_dims(found, m.start())]
        if any(f"dimension:{d}" in refs for d in before):
            continue  # "Airbus planes": the things the value is a value of
        things = {vocab.entity_of(d) for d in before} - {None}
        if things & {vocab.entity_of(ref_dimension(r)) for r in refs if r.startswith("dimension:")}:
            continue  # "Premium customers": the things whose segment is Premium
        order_before(work, found, m.start(), m.end())  # "top 3 countries": the order waits for the choice
        metrics = [*found.reading.query.metrics, *(n[0] for _, _, n in found.metric_mentions if len(n) == 1)]
        metrics = metrics or found.earlier_metrics
        grouping = BREAKDOWN_BEFORE.search(work.original[: m.start()].lower()) is not None
        kind = "dimension:" if grouping else "value:"
        refs = tuple(r for r in refs if r.startswith(kind)) or refs  # "by food": a breakdown; "food": a filter
        fitting = [r for r in refs if not metrics or all(vocab.takes(x, ref_dimension(r)) for x in metrics)]
        nearest = nearest_dimensions(vocab, metrics, sorted({ref_dimension(r) for r in fitting}))
        if len(nearest) == 1 and len(fitting) > 1:  # the one on the metric's own rows, or fewest joins away
            fitting = [r for r in fitting if ref_dimension(r) == nearest[0]]
        if len(fitting) > 1 and (flag := flag_named_by(vocab, said, fitting)):
            fitting = [flag]  # "eurozone": is_eurozone, not also eu_status 'Eurozone'
        if len(fitting) == 1:
            apply_element(found, fitting[0])
            if fitting[0].startswith("value:"):  # "private label products": the things the value is of, next
                found.value_spans.append((m.start(), m.end()))
                found.value_dims.setdefault(ref_dimension(fitting[0]), []).append((m.start(), m.end()))
            if grouping and fitting[0].startswith("dimension:"):  # "by position and season": the rest too
                read_and_more(work, vocab, found, m.end())
            continue
        found.set_aside.append(said)
        found.reading.unplaced_options[said] = list(fitting or refs)
