"""A value several dimensions hold, said while the metric is still a choice ("goals for H. Kane": the player
of the player-season rows and of the transfer rows; "goals" several metrics): the metrics that can be filtered
by one of the value's dimensions are the only candidates, and the dimension every remaining candidate takes
is the value's — whichever of them the user picks, the filter is the same, so neither needs asking about."""

from __future__ import annotations

from sqlclarify.semantic.query import DimensionFilter
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found, apply_element, ref_dimension
from sqlclarify.understanding.scoring import nearest_dimensions


def narrow_candidates_by_pending_values(vocab: Vocabulary, found: Found) -> None:
    """Keep the metric candidates that take a dimension of each value still pending, where two or more do, and
    settle each pending value whose dimensions all remaining candidates agree on exactly one of."""
    reading = found.reading
    if reading.query.metrics or len(reading.metric_candidates) < 2 or not found.pending_values:
        return
    candidates = list(reading.metric_candidates)
    for _, refs, _ in found.pending_values:
        dims = {ref_dimension(r) for r in refs}
        kept = [m for m in candidates if any(vocab.takes(m, d) for d in dims)]
        candidates = kept or candidates  # a value no candidate takes is set aside later, with its sentence
    if len(candidates) < 2:
        # one left is no quiet choice: the words chose the candidates, the value only a side ("NYA results":
        # the team or the opponent) — the choice and the value stay asked
        return
    reading.metric_candidates = candidates
    pending = []
    for text, refs, excluded in found.pending_values:
        dims = list(dict.fromkeys(ref_dimension(r) for r in refs))
        shared = _agreed_dimension(vocab, candidates, dims)
        if len(shared) != 1:
            pending.append((text, refs, excluded))
            continue
        values = [r.partition("=")[2] for r in refs if ref_dimension(r) == shared[0]]
        if excluded:  # "excluding H. Kane": all but the value, on its one dimension
            query = reading.query
            query.filters = [f for f in query.filters if f.dimension != shared[0]]
            query.filters.append(DimensionFilter(dimension=shared[0], values=values, exclude=True))
            found.values[shared[0]] = values
            found.mentioned.add(f"filter:{shared[0]}")
            continue
        for ref in refs:
            if ref_dimension(ref) == shared[0]:
                apply_element(found, ref)
    found.pending_values = pending


def settle_set_aside_by_candidates(vocab: Vocabulary, found: Found) -> None:
    """'attendance by season' (three attendance metrics, a season on the games and on the team-games): a phrase
    set aside with several elements it fits is settled the same way — the candidates that take one of its
    dimensions stay, and the one dimension they all take is the phrase's."""
    reading = found.reading
    if reading.query.metrics or len(reading.metric_candidates) < 2:
        return
    text = found.reading_text.lower()
    for said in list(found.set_aside):
        refs = reading.unplaced_options.get(said, [])
        if _qualifies_metric_words(text, said.lower(), reading.candidate_phrase.lower()):
            continue  # "by league goals scored": the goals of the league, not a breakdown by league
        kinds = {r.partition(":")[0] for r in refs}
        if not refs or len(kinds) != 1 or kinds - {"dimension", "value"}:
            continue
        dims = list(dict.fromkeys(ref_dimension(r) for r in refs))
        kept = [m for m in reading.metric_candidates if any(vocab.takes(m, d) for d in dims)]
        shared = _agreed_dimension(vocab, kept, dims)
        if len(shared) != 1:
            continue
        if len(kept) < 2:
            continue  # as for values: one candidate left is no quiet choice
        reading.metric_candidates = kept
        for ref in refs:
            if ref_dimension(ref) == shared[0]:
                apply_element(found, ref)
        found.set_aside.remove(said)
        del reading.unplaced_options[said]


def _qualifies_metric_words(text: str, said: str, metric_phrase: str) -> bool:
    """Whether `said` stands right before the words the metric choice was read from ("league goals")."""
    at = text.find(said)
    return bool(metric_phrase) and at >= 0 and text[at + len(said) :].lstrip().startswith(metric_phrase)


def _agreed_dimension(vocab: Vocabulary, candidates: list[str], dims: list[str]) -> list[str]:
    """The dimension each candidate would read the phrase as (of those it takes, the nearest: "status" is the
    hire's for the hire takings, the paddler's for the membership takings), when they all agree; else []."""
    if not candidates:
        return []
    chosen = set()
    for metric in candidates:
        nearest = nearest_dimensions(vocab, [metric], [d for d in dims if vocab.takes(metric, d)])
        if len(nearest) != 1:
            return []
        chosen.add(nearest[0])
    return sorted(chosen) if len(chosen) == 1 else []
