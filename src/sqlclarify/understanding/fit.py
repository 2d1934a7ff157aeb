"""Fit a reading to what its metrics can take: narrow ambiguous metrics by the filters and breakdowns
asked for, and set aside — with a sentence for the answer — what the chosen metrics cannot take."""

from __future__ import annotations

from datetime import date

from sqlclarify.semantic.compile import is_additive
from sqlclarify.semantic.model import GRAINS, METRIC_TIME
from sqlclarify.semantic.query import DimensionFilter, GroupBy
from sqlclarify.state import Reading
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.dates import CALENDAR_WORD
from sqlclarify.understanding.found import ORDER_METRIC
from sqlclarify.understanding.lexicon import lexicon, singular_words
from sqlclarify.understanding.shapes import FUNCTION_WORDS, GENERIC_METRIC_WORDS
from sqlclarify.understanding.share_metrics import share_metric_of


def fit_to_metrics(reading: Reading, vocab: Vocabulary) -> Reading:
    """A copy of `reading` whose filters, breakdowns and grain all apply to its metrics."""
    fitted = reading.model_copy(deep=True)
    query = fitted.query
    asked_dims = {f.dimension for f in query.filters} | {g.dimension for g in query.group_by} - {METRIC_TIME}
    if fitted.metric_candidates:
        # a filter or breakdown only some candidates take settles the choice: drop the others
        fitting = [n for n in fitted.metric_candidates if all(vocab.takes(n, d) for d in asked_dims)]
        fitted.metric_candidates = fitting or fitted.metric_candidates
        if len(fitted.metric_candidates) == 1:
            name = fitted.metric_candidates[0]
            fitted.metric_candidates, fitted.candidate_phrase = [], ""
            if name not in query.metrics:
                query.metrics.append(name)
    if not query.metrics or fitted.metric_candidates or fitted.metric_guess:
        return fitted
    _fit_sibling_metrics(fitted, vocab, asked_dims)
    labels = ", ".join(vocab.metric_label(m) for m in query.metrics)
    for flt in list(query.filters):
        refusing = [m for m in query.metrics if not vocab.takes(m, flt.dimension)]
        if refusing:
            query.filters.remove(flt)
            shown = ", ".join(vocab.value_label(flt.dimension, v) for v in flt.values)
            why = f"{_names(vocab, refusing)} cannot be split by {vocab.dimension_label(flt.dimension)}"
            if _explained(fitted, vocab, flt):
                _note(fitted, f"I ignored '{shown}': {why}.")
            elif shown not in fitted.unplaced:  # "unemployment in Spain": all countries' rate would be a wrong number
                fitted.unplaced.append(shown)
                fitted.unplaced_why[shown] = why
    for group in list(query.group_by):
        if group.dimension == METRIC_TIME:
            continue
        refusing = [m for m in query.metrics if not vocab.takes(m, group.dimension)]
        other = _other_attribute(vocab, query.metrics, group.dimension) if refusing else None
        if other is not None and all(
            g.dimension != other for g in query.group_by
        ):  # "by country": the country's code where the metrics know no country name
            _note_used(fitted, vocab, refusing, group.dimension, other)
            group.dimension = other
            continue
        if refusing:
            query.group_by.remove(group)
            _note(
                fitted,
                f"I ignored 'by {vocab.dimension_label(group.dimension)}': {_names(vocab, refusing)} "
                f"cannot be split by {vocab.dimension_label(group.dimension)}.",
            )
    fitted.all_dimensions = [d for d in fitted.all_dimensions if all(vocab.takes(m, d) for m in query.metrics)]
    _fit_share(fitted, vocab)
    _fit_running_total(fitted, vocab)
    _fit_time(fitted, vocab, labels)
    for order in query.order_by:
        if order.key == ORDER_METRIC:
            order.key = query.metrics[0]
    return fitted


# the words a metric's label uses to say it is the one over time ("Goals over time")
TIME_WORDS = frozenset({"time", "date", "daily", "trend", "timeline", "history", "over"})


def _fit_sibling_metrics(fitted: Reading, vocab: Vocabulary, asked_dims: set[str]) -> None:
    """'questions per tag' where Total questions cannot be split by tag but Tag questions can: the metric whose
    label is the asked one's said of the refused dimension (its words, less the dimension's own, are the asked
    label's) and that takes every filter and breakdown asked. Said in the answer; several as near, or none:
    nothing changes (what the metric cannot take is ignored, and said)."""
    query = fitted.query
    dated = query.time_range is not None or any(g.dimension == METRIC_TIME for g in query.group_by)
    for i, metric in enumerate(list(query.metrics)):
        refused = [d for d in asked_dims if not vocab.takes(metric, d)]
        timeless = dated and vocab.time_grains.get(metric) is None and not _year_dimension_only(fitted, vocab, metric)
        if not refused and not timeless:
            continue
        own = set(singular_words(vocab.metric_label(metric)))
        about = {w for d in refused for w in singular_words(d.replace("_", " "))}
        about |= TIME_WORDS if timeless else set()
        siblings = {}
        for name in vocab.layer.metrics:
            words = set(singular_words(vocab.metric_label(name)))
            rest = words - about
            if (
                name != metric
                and words & about
                and rest
                and rest <= own
                and all(vocab.takes(name, d) for d in asked_dims)
                and not (timeless and vocab.time_grains.get(name) is None)
            ):
                siblings[name] = len(rest)
        if not siblings:
            continue
        nearest = max(siblings.values())
        chosen = [n for n, shared in siblings.items() if shared == nearest]
        if len(chosen) != 1:
            continue
        query.metrics[i] = chosen[0]
        said = ", ".join(vocab.dimension_label(d) for d in sorted(refused))
        why = f"cannot be split by {said}" if refused else "has no date"
        fitted.notes.append(f"I used {vocab.metric_label(chosen[0])}: {vocab.metric_label(metric)} {why}.")


def _year_dimension_only(fitted: Reading, vocab: Vocabulary, metric: str) -> bool:
    """Whether the dates asked are whole years that a dimension of years of `metric` holds (read as its values)."""
    trial = fitted.model_copy(deep=True)
    trial.query.metrics = [metric]
    return _years_as_values(trial, vocab)


def _other_attribute(vocab: Vocabulary, metrics: list[str], dimension: str) -> str | None:
    """The one dimension all `metrics` take that names the same thing by another attribute: its name's first
    word is the asked one's (country_code for country_name), in the catalog's own keys."""
    words = dimension.rpartition("__")[2].split("_")
    head = words[0]
    if words[1:] and not set(words[1:]) <= set(lexicon().label_words):
        return None  # only a thing asked by its name ("country", "country_name") is shown by its code
    if head not in _entities_beside(vocab, dimension):
        return None  # the head word must be the thing itself, an entity of the asked dimension's table
    found = [
        d
        for d in vocab.dimension_labels
        if d != dimension
        and head in _entities_beside(vocab, d)
        and d.rpartition("__")[2].split("_")[0] == head
        and set(d.rpartition("__")[2].split("_")[1:]) <= set(lexicon().identifier_words)
        and d.rpartition("__")[2] != head
        and d not in vocab.flag_dimensions
        and all(vocab.takes(m, d) for m in metrics)
    ]
    return found[0] if len(found) == 1 else None


def _entities_beside(vocab: Vocabulary, dimension: str) -> set[str]:
    """The entities of the tables that hold a dimension of this name."""
    bare = dimension.rpartition("__")[2]
    models = vocab.layer.semantic_models
    return {e.name for m in models if any(d.name == bare for d in m.dimensions) for e in m.entities}


def _note_used(fitted: Reading, vocab: Vocabulary, refusing: list[str], asked: str, used: str) -> None:
    fitted.notes.append(
        f"I grouped by {vocab.dimension_label(used)}: {_names(vocab, refusing)} cannot be split by "
        f"{vocab.dimension_label(asked)}."
    )


def _fit_share(fitted: Reading, vocab: Vocabulary) -> None:
    """'% of revenue from food': the part (revenue of food), the whole (all revenue) and the part's percent.
    '% of orders shipped late' where the catalog has the rate itself (late orders / orders): that rate."""
    query = fitted.query
    if not fitted.share or not query.filters:
        return
    # a true/false filter is the part ("% of flights from LaGuardia that arrived late"); a value the rest is
    # filtered by is the whole's scope. Otherwise the first filter is the part ("% of revenue from beverages")
    flags = [f for f in query.filters if f.dimension in vocab.flag_dimensions]
    part = flags[0] if flags else query.filters[0]
    query.filters.remove(part)
    rates = [_rate_of(vocab, metric, part) for metric in query.metrics]
    if all(rates):
        query.metrics = list(dict.fromkeys(r for r in rates if r))
    else:
        query.part = part
    fitted.share = False


def _fit_running_total(fitted: Reading, vocab: Vocabulary) -> None:
    """A running total runs over periods (the metric's own grain when none was asked) and adds up only sums
    and counts: for any other metric the answer says it was ignored."""
    query = fitted.query
    if not query.running_total:
        return
    refusing = [m for m in query.metrics if not is_additive(vocab.layer, m)]
    if refusing or query.compare_to is not None or query.part is not None:
        query.running_total = False
        why = f"{_names(vocab, refusing)} cannot be added up over time" if refusing else "it cannot be compared"
        _note(fitted, f"I ignored 'running total': {why}.")
        return
    if all(g.dimension != METRIC_TIME for g in query.group_by):
        query.group_by.insert(0, GroupBy(dimension=METRIC_TIME))
    own = {m: own_running_total(vocab, m) for m in query.metrics}
    if (
        query.metrics and all(own.values()) and (query.time_range is None or fitted.running_from_start)
    ):  # the catalog's own cumulative metric ("Sales since launch"; "since we started, day by day in May")
        query.metrics = [own[m] or m for m in query.metrics]
        query.running_total = False
        for metric, cumulative in own.items():
            fitted.notes.append(
                f"I used {vocab.metric_label(cumulative or metric)}, the catalog's running total of "
                f"{vocab.metric_label(metric)}."
            )


def own_running_total(vocab: Vocabulary, metric: str) -> str | None:
    """The catalog's cumulative metric over all time of the same measure as `metric` (a simple one), if exactly
    one: its running total as the catalog defines it."""
    layer = vocab.layer
    simple = layer.metrics[metric]
    if simple.type != "simple" or simple.measure is None or simple.filter or simple.measure.filter:
        return None
    found = [
        name
        for name, other in layer.metrics.items()
        if other.type == "cumulative"
        and other.measure is not None
        and other.measure.name == simple.measure.name
        and not other.window
        and not other.grain_to_date
        and not other.filter
        and not other.measure.filter
    ]
    return found[0] if len(found) == 1 else None


def _rate_of(vocab: Vocabulary, metric: str, part: DimensionFilter) -> str | None:
    """The catalog's ratio metric that is `metric`'s share with a true/false dimension true: its numerator
    sums that dimension's column on the same table and its denominator is `metric` (late orders / orders)."""
    if part.dimension not in vocab.flag_dimensions or part.exclude or len(part.values) != 1:
        return None
    true = next((v.value for v in vocab.values.get(part.dimension, []) if v.label == "yes"), None)
    if part.values[0] != true:
        return None
    layer = vocab.layer
    counts = vocab.flag_counts.get(part.dimension, [])
    for name, candidate in layer.metrics.items():
        if candidate.type != "ratio" or candidate.numerator is None or candidate.denominator is None:
            continue
        if candidate.denominator.name != metric or candidate.numerator.filter or candidate.denominator.filter:
            continue
        if candidate.numerator.name in counts:
            return name
    return share_metric_of(vocab, metric, part)  # a count filtered to the flag, over the count (a derived % too)


def _fit_time(fitted: Reading, vocab: Vocabulary, labels: str) -> None:
    query = fitted.query
    grains = [vocab.time_grains.get(m) for m in query.metrics]
    if any(g is None for g in grains) and _years_as_values(fitted, vocab):
        return
    if any(g is None for g in grains):
        if query.time_range is not None or any(g.dimension == METRIC_TIME for g in query.group_by):
            timeless = [m for m, g in zip(query.metrics, grains, strict=True) if g is None]
            _note(fitted, f"I ignored the dates: {_names(vocab, timeless)} has no date to filter or group by.")
        query.time_range = query.compare_to = None
        query.group_by = [g for g in query.group_by if g.dimension != METRIC_TIME]
        return
    coarsest = max(grains, key=lambda g: GRAINS.index(g))  # type: ignore[arg-type]
    for group in query.group_by:
        if group.dimension == METRIC_TIME and group.grain and GRAINS.index(group.grain) < GRAINS.index(coarsest):
            _note(
                fitted,
                f"I ignored '{_grain_word(group.grain)}': {labels} is only known by {coarsest}; shown by {coarsest}.",
            )
            group.grain = coarsest  # type: ignore[assignment]


def _years_as_values(fitted: Reading, vocab: Vocabulary) -> bool:
    """'goals in 2025' where the metrics have no date but a dimension of years (a season): that dimension's
    value, said in the answer. Only whole years, with no comparison and no time series."""
    query = fitted.query
    period = query.time_range
    if period is None or query.compare_to is not None or any(g.dimension == METRIC_TIME for g in query.group_by):
        return False
    if period.label.startswith(f"{CALENDAR_WORD} "):  # "during calendar 2024": the dates, not the season
        return False
    start, end = date.fromisoformat(period.start), date.fromisoformat(period.end)
    if (start.month, start.day, end.month, end.day) != (1, 1, 12, 31):
        return False
    years = set(range(start.year, end.year + 1))
    dims = [
        d
        for d, values in vocab.numeric_values.items()
        if all(vocab.takes(m, d) for m in query.metrics)
        and all(x == int(x) and 1800 <= x <= 2200 for _, x in values)
        and any(int(x) in years for _, x in values)
    ]
    if len(dims) != 1:
        return False
    values = [v for v, x in vocab.numeric_values[dims[0]] if int(x) in years]
    query.filters = [f for f in query.filters if f.dimension != dims[0]]
    query.filters.append(DimensionFilter(dimension=dims[0], values=values))
    query.time_range = None
    shown = ", ".join(values)
    fitted.notes.append(f"I read {period.label or shown} as {vocab.dimension_label(dims[0])} {shown}.")
    return True


def _grain_word(grain: str) -> str:
    return {"day": "daily", "week": "weekly", "month": "monthly", "quarter": "quarterly", "year": "yearly"}[grain]


def _names(vocab: Vocabulary, metrics: list[str]) -> str:
    return " and ".join(vocab.metric_label(m) for m in metrics)


def _explained(fitted: Reading, vocab: Vocabulary, refused: DimensionFilter) -> bool:
    """Whether a filter the metrics cannot take may be left out with a word in the answer, not asked about: the
    user already said to answer without what cannot be placed; its words are the metric's own ("active" of Active
    Customers); or a filter kept says its words ("active club members": Active club member, not Active coach)."""
    if fitted.unplaced_accepted:
        return True
    said = {w for v in refused.values for w in singular_words(vocab.value_label(refused.dimension, v))}
    own = {w for m in fitted.query.metrics for w in singular_words(vocab.metric_label(m))}
    if said and said <= own:
        return True
    asked = set(singular_words(vocab.dimension_label(refused.dimension)))
    kept = {w for f in fitted.query.filters for w in singular_words(vocab.dimension_label(f.dimension))}
    if refused.dimension in vocab.flag_dimensions and asked & kept:
        return True
    # "new users on <a channel>" where no users metric has a channel: left out, and said. Asked where the catalog could
    # have answered it: the metrics know the thing by another attribute ("Spain": the rate's country code), or a
    # metric named like the chosen one takes the filter (the choice of metric is then in doubt)
    metrics = fitted.query.metrics
    if _other_attribute(vocab, metrics, refused.dimension) is not None:
        return False
    return not any(vocab.takes(s, refused.dimension) for s in _named_alike(vocab, metrics))


def _named_alike(vocab: Vocabulary, metrics: list[str]) -> list[str]:
    """The other metrics whose label shares a content word (not a generic one) with one of `metrics`' labels."""
    said = {w for m in metrics for w in singular_words(vocab.metric_label(m)) if len(w) > 2}
    said -= FUNCTION_WORDS | GENERIC_METRIC_WORDS
    return [n for n in vocab.layer.metrics if n not in metrics and said & set(singular_words(vocab.metric_label(n)))]


def _note(reading: Reading, sentence: str) -> None:
    if sentence not in reading.ignored:
        reading.ignored.append(sentence)
