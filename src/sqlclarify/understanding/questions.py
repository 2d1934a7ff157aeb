"""Which clarification questions a reading needs, each with options and a sensible default."""

from __future__ import annotations

from datetime import date

from dateutil.relativedelta import relativedelta

from sqlclarify.semantic.model import METRIC_TIME
from sqlclarify.state import ClarificationQuestion, QuestionOption, Reading
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.lexicon import singular_words

LABEL_SEPARATOR = " — "
MAX_VALUE_OPTIONS = 40  # more values than this: the question is free text with a few examples
MAX_METRIC_OPTIONS = 8  # more candidate metrics than this: the closest are listed, and any metric's name is taken
UNPLACED_ID = "unplaced"
WITHOUT_IT = "answer without it"


def all_label(vocab: Vocabulary, dimension: str) -> str:
    return f"All {_plural(vocab.dimension_label(dimension).lower())}"


def _plural(word: str) -> str:
    return word if word.endswith("s") else (word[:-1] + "ies" if word.endswith("y") else word + "s")


def value_option_label(vocab: Vocabulary, dimension: str, value: str) -> str:
    label = vocab.value_label(dimension, value)
    return value if label == value else f"{value}{LABEL_SEPARATOR}{label}"


def open_metrics(reading: Reading) -> list[str]:
    """The metrics the question is about, or could be about while the choice is open."""
    if reading.metric_candidates:
        return [*reading.query.metrics, *reading.metric_candidates]
    if reading.metric_guess:
        return [*reading.query.metrics, reading.metric_guess]
    return list(reading.query.metrics)


def metric_questions(vocab: Vocabulary, reading: Reading) -> list[ClarificationQuestion]:
    """A yes/no for a fuzzy guess, or a choice among candidate metrics; empty when the metrics are known."""
    if reading.metric_guess:
        guess = vocab.layer.metrics[reading.metric_guess]
        return [
            ClarificationQuestion(
                id="metric_confirm",
                text=f"Did you mean {guess.label}?",
                kind="yes_no",
                slot="metric",
                options=[
                    QuestionOption(label="yes", description=guess.description),
                    QuestionOption(label="no", description=_other_metrics_description(vocab)),
                ],
                default="yes",
            )
        ]
    if len(reading.metric_candidates) > 1:
        return [metric_question(vocab, reading.metric_candidates, reading.candidate_phrase)]
    return []


def _other_metrics_description(vocab: Vocabulary) -> str:
    others = len(vocab.layer.metrics) - 1
    return "show me the closest other metrics" if others > MAX_METRIC_OPTIONS else "show me all the metrics"


def metric_question(vocab: Vocabulary, candidates: list[str], phrase: str = "") -> ClarificationQuestion:
    """A choice among `candidates`; more than MAX_METRIC_OPTIONS of them: a shortlist of the closest to `phrase`,
    and the answer may name any metric (see `lists_some_metrics`)."""
    metrics = vocab.layer.metrics
    # the word the candidates share ("revenue") names the choice; else the user's own words do
    shared = next(
        (s for s in metrics[candidates[0]].synonyms if all(s in metrics[n].synonyms for n in candidates[1:])), None
    )
    listed = candidates
    if len(candidates) > MAX_METRIC_OPTIONS:
        listed = closest_metrics(vocab, candidates, phrase)
        text = f"Which {shared} do you mean?" if shared else "Which metric do you mean?"
        # with no phrase the candidates come ranked already: the other metrics after a "no" to a guess
        shown = f"The closest to '{phrase}' are listed" if phrase else "The closest to your words are listed"
        text += f" {shown}; you can also type a metric's name."
    elif shared and len(candidates) > 1:
        text = f"Which {shared} do you mean?"
    else:
        text = f"Which metric do you mean by '{phrase}'?" if phrase else "Which metric do you mean?"
    return ClarificationQuestion(
        id="metric",
        text=text,
        kind="single_choice",
        slot="metric",
        options=[QuestionOption(label=metrics[n].label, description=metrics[n].description) for n in listed],
        default=metrics[listed[0]].label,
        more=len(listed) < len(candidates),
    )


def lists_some_metrics(question: ClarificationQuestion, reading: Reading) -> bool:
    """Whether `question` (asked about `reading`) lists only the closest of its candidate metrics."""
    return question.id == "metric" and len(reading.metric_candidates) > len(question.options)


def closest_metrics(
    vocab: Vocabulary, candidates: list[str], phrase: str, limit: int | None = MAX_METRIC_OPTIONS
) -> list[str]:
    """The `limit` (None: all) candidates whose name, label or a synonym is most like `phrase`, most alike
    first; the candidates' own order among equals, and with no phrase."""
    order = {name: i for i, name in enumerate(candidates)}
    if not phrase.strip():
        return candidates[:limit]
    from rapidfuzz import fuzz, process, utils

    phrases = [(p, names) for p, names in vocab.metric_phrases if any(n in order for n in names)]
    best = dict.fromkeys(candidates, -1.0)
    for _, score, i in process.extract(
        phrase, [p for p, _ in phrases], scorer=fuzz.WRatio, processor=utils.default_process, limit=None
    ):
        for name in phrases[i][1]:
            if name in order and score > best[name]:
                best[name] = score
    return sorted(candidates, key=lambda name: (-best[name], order[name]))[:limit]


def required_parts(vocab: Vocabulary, reading: Reading) -> list[str]:
    """What the metrics (or any open candidate) require: dimension names and metric_time, in catalog order."""
    required: list[str] = []
    for name in open_metrics(reading):
        for part in vocab.layer.metrics[name].requires:
            if part not in required:
                required.append(part)
    return required


def filter_questions(
    vocab: Vocabulary, reading: Reading, coverage: tuple[date, date] | None
) -> list[ClarificationQuestion]:
    """Questions for the required filters the question left out, and for words it could not place."""
    questions: list[ClarificationQuestion] = []
    query = reading.query
    for part in required_parts(vocab, reading):
        if part == METRIC_TIME:
            if query.time_range is None:
                questions.append(date_range_question(coverage, reading.date_note))
            continue
        given = (
            any(f.dimension == part for f in query.filters)
            or any(g.dimension == part for g in query.group_by)
            or part in reading.all_dimensions
        )
        if not given:
            questions.append(dimension_question(vocab, part))
    if reading.date_note and not any(q.id == "date_range" for q in questions):
        current = query.time_range.label if query.time_range else None
        questions.append(date_range_question(coverage, reading.date_note, current=current))
    if reading.unplaced and not reading.unplaced_accepted:
        questions.append(unplaced_question(vocab, reading))
    return questions


def unplaced_options(vocab: Vocabulary, reading: Reading) -> list[tuple[str, str]]:
    """(phrase, element ref) for each unplaced phrase: the elements it was read as fitting, else the closest."""
    pairs: list[tuple[str, str]] = []
    metrics = reading.query.metrics
    for phrase in reading.unplaced:
        refs = reading.unplaced_options.get(phrase) or closest_elements(vocab, phrase)
        # a value the chosen metrics cannot be filtered by would be set aside again: never offered
        refs = [r for r in refs if not r.startswith("value:") or all(vocab.takes(m, _dimension(r)) for m in metrics)]
        pairs.extend((phrase, ref) for ref in refs)
    return pairs


def _dimension(ref: str) -> str:
    return ref.partition(":")[2].partition("=")[0]


def unplaced_option_label(vocab: Vocabulary, reading: Reading, phrase: str, ref: str) -> str:
    label = vocab.element_label(ref)
    return label if len(reading.unplaced) == 1 else f"{phrase}: {label}"


def _why(reading: Reading) -> str:
    """Why the unplaced words cannot be placed, where the reader knows (" (the catalog's times are whole days)")."""
    why = list(dict.fromkeys(reading.unplaced_why[w] for w in reading.unplaced if w in reading.unplaced_why))
    return f" ({'; '.join(why)})" if why else ""


def unplaced_question(vocab: Vocabulary, reading: Reading) -> ClarificationQuestion:
    """What an unplaced phrase means: the catalog elements closest to it, or none of them ('answer without
    it'); after a "no", the same question in the user's own words (free text)."""
    words = "', '".join(reading.unplaced)
    pairs = unplaced_options(vocab, reading)
    options = [
        QuestionOption(label=unplaced_option_label(vocab, reading, p, r), description=_element_kind(r))
        for p, r in pairs
    ]
    without = QuestionOption(label=WITHOUT_IT, description="answer without it; the answer says it was ignored")
    if reading.unplaced_reopened:
        return ClarificationQuestion(
            id=UNPLACED_ID,
            text=f"What do you mean by '{words}'? Name a metric, a breakdown or a value (e.g. an option), "
            f"or say '{WITHOUT_IT}'.",
            kind="free_text",
            slot=UNPLACED_ID,
            options=[*options, without],
            default=WITHOUT_IT,
            more=True,
        )
    if not options:
        return ClarificationQuestion(
            id=UNPLACED_ID,
            text=f"I could not place '{words}' in the question{_why(reading)}. Answer without it?",
            kind="yes_no",
            slot=UNPLACED_ID,
            options=[
                QuestionOption(label="yes", description="answer without it; the answer says it was ignored"),
                QuestionOption(label="no", description="say in other words what you meant"),
            ],
            default="yes",
        )
    # a word several catalog elements fit ("London": a customer's city or the office's) is not unplaced: say so
    several = len(reading.unplaced) == 1 and len(reading.unplaced_options.get(reading.unplaced[0], [])) > 1
    text = (
        f"'{words}' fits several things in the catalog. Which do you mean?"
        if several
        else f"I could not place '{words}' in the question. Did you mean one of these?"
    )
    return ClarificationQuestion(
        id=UNPLACED_ID,
        text=text,
        kind="multiple_choice" if len(reading.unplaced) > 1 else "single_choice",
        slot=UNPLACED_ID,
        options=[*options, without],
        default=[WITHOUT_IT] if len(reading.unplaced) > 1 else WITHOUT_IT,
        more=True,  # an answer in other words is read too
    )


def _element_kind(ref: str) -> str:
    kind = ref.partition(":")[0]
    return {"metric": "a metric", "dimension": "a breakdown", "value": "a filter"}.get(kind, kind)


MAX_CLOSEST = 5
CLOSEST_FLOOR = 72


def closest_elements(vocab: Vocabulary, phrase: str, limit: int = MAX_CLOSEST) -> list[str]:
    """The catalog elements ("metric:x", "dimension:y", "value:dim=v") whose words are most like `phrase`:
    its words in their descriptions, then typos and near spellings of their names."""
    refs: list[str] = []
    words = [w for w in singular_words(phrase) if len(w) > 2 and not w.isdigit()]
    by_description = vocab.lookup.metrics_by_description
    for word in words:  # a word of a metric's own name first ("taxes": Tax paid), then of its description
        refs.extend(f"metric:{n}" for n in vocab.lookup.metrics_by_word.get(word, ()))
    for word in words:
        refs.extend(f"metric:{n}" for n in by_description.get(word, ()))
    for dim, described in vocab.dimension_words.items():  # "luxury": the dimension described as "a luxury listing"
        if described & set(words):
            flag = vocab.values.get(dim, [None])[0] if dim in vocab.flag_dimensions else None
            refs.append(f"value:{dim}={flag.value}" if flag else f"dimension:{dim}")
    choices: list[tuple[str, str]] = [(p, f"dimension:{d}") for p, d in vocab.dimension_phrases]
    choices += [(p, f"metric:{names[0]}") for p, names in vocab.metric_phrases if len(names) == 1]
    if not any(c.isalpha() for c in phrase):
        return list(dict.fromkeys(refs))[:limit]  # "2013", "20": no name is like a number
    from rapidfuzz import fuzz, process

    for _, _, i in process.extract(
        phrase.lower(), [c for c, _ in choices], scorer=fuzz.ratio, limit=limit * 3, score_cutoff=CLOSEST_FLOOR
    ):
        refs.append(choices[i][1])
    return list(dict.fromkeys(refs))[:limit]


def dimension_question(vocab: Vocabulary, dimension: str) -> ClarificationQuestion:
    values = vocab.values.get(dimension, [])
    label = vocab.dimension_label(dimension).lower()
    everything = all_label(vocab, dimension)
    options = [QuestionOption(label=everything, description=f"every {label} together")]
    if len(values) <= MAX_VALUE_OPTIONS:
        options += [QuestionOption(label=value_option_label(vocab, dimension, v.value)) for v in values]
        kind = "multiple_choice"
    else:
        kind = "free_text"
    return ClarificationQuestion(
        id=dimension,
        text=f"For which {_plural(label)}?",
        kind=kind,  # type: ignore[arg-type]
        slot=dimension,
        options=options,
        default=[everything] if kind == "multiple_choice" else everything,
    )


def date_range_question(
    coverage: tuple[date, date] | None, note: str = "", current: str | None = None
) -> ClarificationQuestion:
    """A free-text date question; suggestions are ranges that hold data."""
    options: list[QuestionOption] = []
    if current:
        options.append(QuestionOption(label=current, description="the part of your dates I could read"))
    if coverage:
        last = coverage[1]
        last_full_month = last if last == last + relativedelta(day=31) else last.replace(day=1) - relativedelta(days=1)
        quarter = (last_full_month.month - 1) // 3 + 1
        options += [
            QuestionOption(label=last_full_month.strftime("%b %Y"), description="the latest full month of data"),
            QuestionOption(label=f"Q{quarter} {last_full_month.year}", description="the latest quarter of data"),
            QuestionOption(label=str(last_full_month.year), description="the latest year of data"),
        ]
    prefix = f"{note}. " if note else ""
    return ClarificationQuestion(
        id="date_range",
        text=f"{prefix}For which dates? (e.g. 'Nov 2025', 'last 7 days', 'Q3 2025', '2025-01-01 to 2025-03-31')",
        kind="free_text",
        slot="date_range",
        options=options,
        default=options[0].label if options else "last 30 days",
    )
