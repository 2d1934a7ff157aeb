"""Nothing dropped (issue 32): over generated questions on catalogs written after the reader, every word the
catalog does not hold ends in the reading's unplaced words (asked about) or its ignored note, and every breakdown
named ends in the query or is asked about — never silently passed over."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sqlclarify.semantic.readers import load_semantic_layer
from sqlclarify.understanding.candidates import build_vocabulary
from sqlclarify.understanding.fit import fit_to_metrics
from sqlclarify.understanding.interpret import read_question

TODAY = date(2025, 12, 15)
CATALOGS = Path(__file__).resolve().parents[1] / "data" / "catalogs"
VOCABS = [build_vocabulary(load_semantic_layer(str(CATALOGS / name / "models.yml"))) for name in ("plant", "grocer")]
SETTINGS = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
LEADS = ["", "show ", "what was the ", "how much ", "give me "]
PERIODS = ["", " last month", " in 2024", " in March 2025", " this year", " between 2023 and 2025"]
# made-up words: no catalog here holds anything near them (a typo match would need most letters in common)
MADE_UP = st.text(alphabet="qxzjkvw", min_size=3, max_size=6).map(lambda s: f"zq{s}")


def _breakdowns(vocab) -> list[tuple[str, str]]:
    """(a phrase naming a dimension, that dimension) for the plain dimensions (not true/false) of the catalog."""
    return [(p, d) for p, d in vocab.dimension_phrases if d not in vocab.flag_dimensions]


@st.composite
def questions(draw):
    vocab = draw(st.sampled_from(VOCABS))
    metric = draw(st.sampled_from(sorted(vocab.layer.metrics)))
    phrases = _breakdowns(vocab)
    chosen = draw(st.lists(st.sampled_from(phrases), max_size=2, unique_by=lambda p: p[1]))
    grain = draw(st.sampled_from(["", "day", "week", "month"]))
    listed = [p for p, _ in chosen]
    if grain:  # "by day and platform", "by platform, day"
        listed.insert(draw(st.integers(0, len(listed))), grain)
    words = [draw(st.sampled_from(LEADS)) + vocab.metric_label(metric).lower()]
    if listed:
        joints = [draw(st.sampled_from([" and ", ", "])) for _ in listed[1:]]
        words.append("by " + listed[0] + "".join(j + p for j, p in zip(joints, listed[1:], strict=True)))
    words.append(draw(st.sampled_from(PERIODS)).strip())
    made_up = draw(MADE_UP)
    parts = [w for w in words if w]
    parts.insert(draw(st.integers(0, len(parts))), made_up)
    return vocab, " ".join(parts), made_up, chosen


@SETTINGS
@given(questions())
def test_every_word_is_used_asked_about_or_said_ignored(case) -> None:
    vocab, text, made_up, dims = case
    reading = read_question(text, vocab, TODAY).reading
    fitted = fit_to_metrics(reading, vocab)
    said = " ".join([*reading.unplaced, *reading.unplaced_options, *fitted.ignored, reading.candidate_phrase])
    assert made_up in said, text
    grouped = {g.dimension for g in fitted.query.group_by}
    for phrase, dim in dims:
        ignored = any(vocab.dimension_label(dim) in note for note in [*fitted.ignored, *fitted.notes])
        asked = any(dim in ref for refs in reading.unplaced_options.values() for ref in refs)
        assert dim in grouped or ignored or asked or phrase in " ".join(reading.unplaced).lower(), (text, dim)
