"""classify: what the message asks for, read as a semantic query (follow-ups start from the last question's)."""

from __future__ import annotations

from datetime import date
from typing import Any

from langchain_core.messages import BaseMessage, HumanMessage
from langgraph.runtime import Runtime

from sqlclarify.context import Context
from sqlclarify.knowledge.team_vocabulary import words_for
from sqlclarify.knowledge.verified import catalog_name, reuse_verified
from sqlclarify.nodes.respond import out_of_scope_text
from sqlclarify.resources import catalog_for
from sqlclarify.semantic.left_out import left_out_asked
from sqlclarify.semantic.query import OrderBy, TimeRange
from sqlclarify.state import Reading, State
from sqlclarify.understanding.candidates import Vocabulary, words_of
from sqlclarify.understanding.contradicted_flags import swap_contradicted_metrics
from sqlclarify.understanding.dates import one_step_back, one_step_on, period_label
from sqlclarify.understanding.found import ORDER_METRIC, Found
from sqlclarify.understanding.intent import classify_intent
from sqlclarify.understanding.interpret import read_question
from sqlclarify.understanding.learned import fitting_words, with_team_words, words_used
from sqlclarify.understanding.lexicon import singular_words
from sqlclarify.understanding.narrowing import narrowed_metric, things_named
from sqlclarify.understanding.scope import scope_line
from sqlclarify.understanding.shapes import NARROWING_CUE, REPLACING_CUE

# Everything a turn produces is reset here, so nothing of the last turn leaks into this one.
FRESH_TURN: dict[str, Any] = {
    "metric_questions": [],
    "clarified": {},
    "clarification_rounds": 0,
    "clarification_note": "",
    "asked_round": 0,
    "asking": False,
    "chat_reply": None,
    "defaults_used": [],
    "remembered": [],
    "sql": None,
    "sql_source": None,
    "sql_error": None,
    "sql_attempts": 0,
    "validation": None,
    "columns": [],
    "rows": [],
    "row_count": 0,
    "truncated": False,
    "status": "answered",
    "message": "",
    "interpretation": {},
    "chart": None,
    "model_questions": [],
    "model_note": "",
    "model_answers": [],
    "reclassify": False,
    "sql_question": None,
    "sql_explanation": None,
    "sql_call_id": None,
    "sql_history": [],
    "usage": {},
    "verified": None,
    "verified_note": "",
    "team_words": [],
}


def classify(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    ctx = runtime.context
    catalog = catalog_for(ctx)
    if state.get("reclassify"):  # the user answered the model's questions: the model decides again
        from sqlclarify.llm.steps import llm_classify  # the model's code loads only for a turn that calls it

        return {"reclassify": False, **llm_classify(state, ctx, catalog)}
    question, chat = incoming_question(state)
    if chat and question and _questions_pending(state):
        # a chat UI (agent-chat-ui) sends the reply to a pending question as a new message: it answers them
        return {"chat_reply": question}
    if not question:  # an empty submit (Studio, the SDK with input={}): say what can be asked
        return {**FRESH_TURN, "question": "", "intent": "help", "turn": state.get("turn", 0) + 1}
    schema_words = ctx.warehouse().schema().words
    team_words: list = []
    version = None
    if catalog:  # the words the team taught the reader for this catalog, as extra synonyms
        version, team_words = words_for(runtime.store, catalog_name(ctx.binding()["catalog"]))
        team_words = fitting_words(catalog.vocab, team_words)
    previous = state.get("previous_slots")
    # a follow-up ("same for Spain") is read with the last answer's metrics: they settle which dimension a value is
    earlier_metrics = list(previous.get("query", {}).get("metrics", [])) if previous else []
    found = (
        read_question(question, with_team_words(catalog.vocab, team_words, version), ctx.today_date(), earlier_metrics)
        if catalog
        else Found(reading=Reading(), has_catalog=False)
    )
    intent = classify_intent(question, found, previous is not None, schema_words)
    reading = found.reading
    # a question for an element the catalog left out is told why, not answered with another metric
    left_out = (
        left_out_asked(catalog.layer, question, reading.knows_metric, found.weak_metric, reading.unplaced)
        if catalog and catalog.layer.excluded and intent in ("data_question", "out_of_scope")
        else None
    )
    if left_out:
        intent = "out_of_scope"
    if intent == "follow_up" and previous and catalog:
        reading = merge_follow_up(Reading(**previous), found, catalog.vocab)
    verified: dict[str, Any] = {}
    if catalog and intent in ("data_question", "follow_up"):  # a verified answer it means, before any question
        reading, verified = reuse_verified(runtime.store, question, reading, catalog, ctx, intent == "follow_up")
    update = {
        **FRESH_TURN,
        **verified,
        "question": question,
        "intent": intent,
        "slots": reading.model_dump(),
        "turn": state.get("turn", 0) + 1,
        "binding": ctx.binding(),
        "team_words": [w.announced() for w in words_used(question, reading, team_words)],
    }
    if not chat:  # chat UIs show the thread's messages: the question asked as {"question": ...} is one too
        update["messages"] = [HumanMessage(content=question)]
    if left_out:
        return update | {"message": left_out}
    if intent == "out_of_scope" and found.out_of_scope and not ctx.model:  # "late": named in the refusal
        update["message"] = f"{scope_line(found.out_of_scope)} {out_of_scope_text(catalog)}"
    # loose wording that only might be a metric ("earn from ads") is the model's to read, when there is one
    model_reads = not reading.knows_metric or (found.weak_metric and not verified.get("verified"))
    if ctx.model and intent in ("data_question", "out_of_scope") and model_reads:
        from sqlclarify.llm.steps import llm_classify

        update |= llm_classify({**state, **update}, ctx, catalog)  # type: ignore[typeddict-item]
    return update


def _questions_pending(state: State) -> bool:
    """The thread's last turn ended on questions not yet answered (posted as a chat message)."""
    return bool(state.get("asked_round")) and state.get("status") == "needs_clarification"


def incoming_question(state: State) -> tuple[str, bool]:
    """This run's question, and whether it came as a chat message: a human message not yet answered wins
    over the `question` key (which, once answered, is the previous turn's question)."""
    messages = state.get("messages") or []
    if messages and messages[-1].type == "human":
        return message_text(messages[-1]).strip(), True
    return (state.get("question") or "").strip(), False


def message_text(message: BaseMessage) -> str:
    """The text of a message whose content is a string or a list of content blocks."""
    if isinstance(message.content, str):
        return message.content
    return " ".join(b.get("text", "") if isinstance(b, dict) else str(b) for b in message.content)


def merge_follow_up(previous: Reading, found: Found, vocab: Vocabulary) -> Reading:
    """The previous question's reading with what the follow-up says replacing it ("same for TH", "and gross?")."""
    merged = previous.model_copy(deep=True)
    new = found.reading
    said = found.mentioned
    merged.ignored, merged.notes, merged.unplaced, merged.unplaced_accepted = [], list(new.notes), [], False
    merged.date_note = new.date_note
    narrowing = NARROWING_CUE.search(found.reading_text) is not None
    kept, own_filters = narrowed_metric(previous.query.metrics, found, vocab) if narrowing else ([], [])
    if kept:  # "only active loans" after loan amount: the rows of the active loans, the same metric
        said = said - {"metric"}
        merged.notes.append(f"I kept {vocab.metric_label(kept[0])} and narrowed it to the rows you named.")
    if "metric" in said:
        merged.query.metrics = list(new.query.metrics)
        merged.metric_candidates, merged.candidate_phrase = new.metric_candidates, new.candidate_phrase
        merged.metric_guess = new.metric_guess
        if new.metric_candidates and not new.query.metrics and len(previous.query.metrics) == 1:
            # "and gross?" after ads net revenue: the candidate closest to the last metric
            merged = _closest_to(merged, previous.query.metrics[0], vocab)
        # "and arrival?" after Average departure delay: the last metric with the one word swapped
        if (
            new.metric_guess
            and len(previous.query.metrics) == 1
            and _one_word_swapped(previous.query.metrics[0], new.metric_guess, found.reading_text, vocab)
        ):
            merged.query.metrics, merged.metric_guess, merged.candidate_phrase = [new.metric_guess], None, ""
    unplaced = list(new.unplaced)
    if narrowing and (things := things_named(found)):  # "only advanced players": the players of that level
        unplaced = [p for p in unplaced if p not in things]
        merged.notes.append(f"I read '{things[0]}' as the things of that filter.")
    if "metric" not in said and unplaced:
        # "and gross?": a word that picks a sibling of the last metric (one sharing a synonym with it)
        swapped, unplaced = _swap_by_qualifier(merged, unplaced, vocab)
        if swapped:
            said = said | {"metric"}
    groups = [g for g in merged.query.group_by if g.dimension != "metric_time"]
    if found.top_n and groups and "order" not in said:
        descending, limit, words = found.top_n
        merged.query.order_by = [OrderBy(key=ORDER_METRIC, descending=descending)]
        merged.query.limit = limit
        unplaced = [p for p in unplaced if p.lower() != words.lower()]
    if found.period_move and merged.query.time_range is not None and "time" not in said:
        merged.query.time_range, merged.query.compare_to = _moved(merged.query.time_range, found.period_move), None
        unplaced = [p for p in unplaced if p != found.period_move[2]]
    merged.unplaced = unplaced
    if "time" in said:
        merged.query.time_range, merged.query.compare_to = new.query.time_range, new.query.compare_to
    if REPLACING_CUE.search(found.reading_text):  # "what about frozen?" after organic orders: frozen instead
        kinds = {vocab.entity_of(d) for d in found.values if d in vocab.flag_dimensions} - {None}
        merged.query.filters = [
            f
            for f in merged.query.filters
            if f.dimension in found.values
            or f.dimension not in vocab.flag_dimensions
            or vocab.entity_of(f.dimension) not in kinds
        ]
    for own in own_filters:
        merged.query.filters = [f for f in merged.query.filters if f.dimension != own.dimension]
        merged.query.filters.append(own)
    for dim, values in found.values.items():
        # "same for Newark" after "from JFK": the airport's name replaces its code
        merged.query.filters = [
            f
            for f in merged.query.filters
            if f.dimension != dim
            and not vocab.same_thing(f.dimension, dim)  # "what about ClearChoice" (its code) after a brand name
        ]
        merged.query.filters.extend(f for f in new.query.filters if f.dimension == dim)
        merged.all_dimensions = [d for d in merged.all_dimensions if d != dim]
        if len(values) <= 1 and not narrowing:  # "just Fast Pass" after "by ticket type": its one row, still by type
            merged.query.group_by = [g for g in merged.query.group_by if g.dimension != dim]
    for dim in new.all_dimensions:
        merged.query.filters = [f for f in merged.query.filters if f.dimension != dim]
        if dim not in merged.all_dimensions:
            merged.all_dimensions.append(dim)
    if "grain" in said:
        merged.query.group_by = [g for g in merged.query.group_by if g.dimension != "metric_time"]
    for group in new.query.group_by:
        if all(g.dimension != group.dimension for g in merged.query.group_by):
            merged.query.group_by.append(group)
    # "and by country?" beside the last answer's time series: the breakdowns first, the periods within them
    merged.query.group_by.sort(key=lambda g: g.dimension == "metric_time" and g not in new.query.group_by)
    if "order" in said:
        merged.query.order_by, merged.query.limit = new.query.order_by, new.query.limit
    elif "metric" in said:  # the old order named the old metric
        merged.query.order_by = [o.model_copy(update={"key": ORDER_METRIC}) for o in merged.query.order_by]
    swap_contradicted_metrics(vocab, merged)  # "what about weekdays?" after Weekend Trips: Weekday Trips
    return merged


def _moved(period: TimeRange, move: tuple[str, int, str]) -> TimeRange:
    """The last answer's period moved by one `grain` ("the month before": back one month)."""
    grain, steps, _ = move
    start, end = date.fromisoformat(period.start), date.fromisoformat(period.end)
    start, end = one_step_back(start, end, grain) if steps < 0 else one_step_on(start, end, grain)
    return TimeRange(start=start.isoformat(), end=end.isoformat(), label=period_label(start, end), floating=False)


def _one_word_swapped(last: str, guess: str, text: str, vocab: Vocabulary) -> bool:
    """Whether `guess`'s label is `last`'s with one word replaced by a word the follow-up says."""
    before = set(singular_words(vocab.metric_label(last)))
    after = set(singular_words(vocab.metric_label(guess)))
    added, dropped = after - before, before - after
    return len(added) == 1 and len(dropped) == 1 and added <= set(singular_words(text))


def _closest_to(merged: Reading, last: str, vocab: Vocabulary) -> Reading:
    keep = vocab.qualifiers[last]
    scores = {n: len(keep & vocab.qualifiers[n]) for n in merged.metric_candidates}
    best = max(scores.values())
    winners = [n for n, score in scores.items() if score == best]
    if best and len(winners) == 1:
        merged.query.metrics, merged.metric_candidates, merged.candidate_phrase = winners, [], ""
    return merged


def _swap_by_qualifier(merged: Reading, unplaced: list[str], vocab: Vocabulary) -> tuple[bool, list[str]]:
    if len(merged.query.metrics) != 1:
        return False, unplaced
    current = merged.query.metrics[0]
    synonyms = {s.lower() for s in vocab.layer.metrics[current].synonyms}
    siblings = [
        n for n, m in vocab.layer.metrics.items() if n != current and synonyms & {s.lower() for s in m.synonyms}
    ]
    words = {w for phrase in unplaced for w in words_of(phrase)}
    fitting = [n for n in siblings if words & vocab.qualifiers[n]]
    if not fitting:
        return False, unplaced
    best = max(len(words & vocab.qualifiers[n]) for n in fitting)
    fitting = [n for n in fitting if len(words & vocab.qualifiers[n]) == best]
    if len(fitting) > 1:  # keep what the last metric shares with one of them ("ads net" → "gross": ads gross)
        keep = vocab.qualifiers[current] - words
        fitting = sorted(fitting, key=lambda n: -len(keep & vocab.qualifiers[n]))[:1]
    merged.query.metrics = fitting
    used = words & vocab.qualifiers[fitting[0]]
    return True, [p for p in unplaced if not set(words_of(p)) <= used]
