"""Read a question into a semantic query with no model.

Every word either becomes part of the query (a metric, a filter value, a breakdown, a grain, a date
range, an order), is a function word, or is returned as unplaced — so nothing is dropped silently. All the
domain words come from the candidates (the catalog and the database); the shapes module knows only English
function words and the shapes of phrases ("top 3 <dimension>", "by <dimension>").

The steps, in order: candidates (candidates.py) → shapes (shapes.py, read_*.py) → scoring (scoring.py)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from sqlclarify.semantic.query import OrderBy
from sqlclarify.state import Reading
from sqlclarify.understanding.acronyms import with_acronyms
from sqlclarify.understanding.aggregation_said import narrow_candidates_by_aggregation
from sqlclarify.understanding.amount_questions import keep_amounts_for_how_much
from sqlclarify.understanding.average_per import read_average_per
from sqlclarify.understanding.base_metric import prefer_base_metric
from sqlclarify.understanding.calendar_parts import read_calendar_parts
from sqlclarify.understanding.calibration import (
    confirm_guess_by_label,
    count_behind_guessed_rate,
    extend_metric_by_next_word,
    keep_the_one_shareable_amount,
    keep_the_one_whole_amount,
    narrow_candidates_by_own_words,
    pass_over_own_signs,
    settle_set_aside_by_distance,
)
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.catalog_running_totals import count_from_catalog_start
from sqlclarify.understanding.change_metrics import keep_own_change_metric, use_catalog_change_metric
from sqlclarify.understanding.count_columns import read_count_columns
from sqlclarify.understanding.currency_names import with_currency_codes
from sqlclarify.understanding.described_breakdowns import read_described_breakdowns
from sqlclarify.understanding.described_verbs import read_described_verbs
from sqlclarify.understanding.entity_breakdowns import read_entity_breakdowns
from sqlclarify.understanding.entity_id_breakdowns import read_entity_id_breakdowns, replace_untaken_entity_values
from sqlclarify.understanding.entity_keys import pass_over_filtered_entities, read_entity_keys
from sqlclarify.understanding.entity_words import read_entity_words
from sqlclarify.understanding.fact_names import pass_over_fact_names
from sqlclarify.understanding.flag_metrics import read_count_of_flagged_things, read_metric_of_flag
from sqlclarify.understanding.flagged_thing_filters import restrict_by_flagged_things
from sqlclarify.understanding.follow_up_things import pass_over_things_after_value
from sqlclarify.understanding.found import ORDER_METRIC, Found
from sqlclarify.understanding.growth_over_data import read_growth_over_data
from sqlclarify.understanding.including_values import drop_included_values
from sqlclarify.understanding.label_nouns import narrow_candidates_by_label_nouns
from sqlclarify.understanding.label_verbs import pass_over_verbs_inside_labels
from sqlclarify.understanding.labelled_grains import series_by_labelled_grain
from sqlclarify.understanding.leftovers import (
    absorb_dimension_words,
    absorb_typos,
    pass_over_context_dimensions,
    pass_over_event_verbs,
    pass_over_things_filtered,
)
from sqlclarify.understanding.listed_metrics import read_listed_metrics
from sqlclarify.understanding.measure_columns import read_column_metrics
from sqlclarify.understanding.metric_name_breakdowns import read_metric_name_breakdowns
from sqlclarify.understanding.metric_value_words import pass_over_own_label_words, read_values_as_metric_words
from sqlclarify.understanding.metric_variants import narrow_candidates_by_structure
from sqlclarify.understanding.name_stem_breakdowns import read_name_stem_breakdowns
from sqlclarify.understanding.named_days import with_explicit_days, with_named_days
from sqlclarify.understanding.named_guess import confirm_guess_by_name
from sqlclarify.understanding.negated_own_flag import replace_negated_own_flag
from sqlclarify.understanding.new_things import pass_over_new_before_counted_things
from sqlclarify.understanding.numbered_things import read_numbered_things
from sqlclarify.understanding.other_time_words import set_aside_other_time_verbs
from sqlclarify.understanding.own_flag_values import pass_over_flag_things
from sqlclarify.understanding.own_time_words import read_own_time_words
from sqlclarify.understanding.period_end import pass_over_period_end
from sqlclarify.understanding.placed_words import (
    absorb_settled_dimension_words,
    pass_over_added_breakdowns,
    pass_over_how_many_predicates,
    pass_over_own_description_words,
    pass_over_pronoun_ones,
    settle_set_aside_by_used_dimension,
)
from sqlclarify.understanding.qualified import pass_over_time_words, read_qualified_metric
from sqlclarify.understanding.qualified_breakdowns import read_qualified_breakdowns
from sqlclarify.understanding.qualifier_metrics import read_qualifier_metrics
from sqlclarify.understanding.quantity_words import read_quantity_words, widen_how_much
from sqlclarify.understanding.ranked_periods import read_ranked_periods
from sqlclarify.understanding.read_metrics import (
    confirm_guess_by_words,
    narrow_candidates_by_stems,
    read_count_words,
    read_distinct_count,
    read_label_runs,
    read_lexicon_metrics,
    read_metric_descriptions,
    read_metric_fuzzy,
    read_metric_label_words,
    read_metric_words,
    read_metrics,
    read_sum_of_metrics,
    read_vague_metric,
    uncovered_noun,
)
from sqlclarify.understanding.read_order import (
    read_breakdowns,
    read_each_period,
    read_grain,
    read_order,
    read_share,
    read_sorted,
    read_top_n,
)
from sqlclarify.understanding.read_ranges import masked, read_amount_ranges, read_dimension_ranges
from sqlclarify.understanding.read_time import (
    read_all_time,
    read_period_growth,
    read_period_move,
    read_running_total,
    read_time,
    read_to_date_running_total,
)
from sqlclarify.understanding.read_values import (
    read_ambiguous,
    read_flag_count,
    read_flag_splits,
    read_values,
    restore_owned_values,
)
from sqlclarify.understanding.row_nouns import pass_over_row_nouns_after_value
from sqlclarify.understanding.rows_phrases import reread_without_rows_phrase
from sqlclarify.understanding.scope import refuse_out_of_scope
from sqlclarify.understanding.scoring import settle_metrics, settle_pending_values
from sqlclarify.understanding.season_values import season_value_spans
from sqlclarify.understanding.shapes import FUNCTION_WORDS, with_date_words
from sqlclarify.understanding.share_metrics import drop_numerators_own_value, read_share_of_count
from sqlclarify.understanding.smoothed_variants import drop_unsaid_smoothed_variants, keep_said_smoothed_variants
from sqlclarify.understanding.split_seasons import read_split_seasons
from sqlclarify.understanding.text import (
    WorkText,
)
from sqlclarify.understanding.thing_breakdowns import read_values_said_as_breakdowns
from sqlclarify.understanding.time_dimension_grains import settle_time_dimension_grains, take_time_dimension_grains
from sqlclarify.understanding.twin_values import settle_twin_values
from sqlclarify.understanding.uncovered_amount import refuse_uncovered_amount
from sqlclarify.understanding.unnamed_metric import ask_for_unnamed_metric
from sqlclarify.understanding.unsaid_averages import drop_unsaid_per_unit_metrics
from sqlclarify.understanding.value_counts import read_value_counts
from sqlclarify.understanding.value_fit_candidates import (
    narrow_candidates_by_pending_values,
    settle_set_aside_by_candidates,
)
from sqlclarify.understanding.value_label_metrics import read_metric_from_value_words, read_sibling_metric_of_value
from sqlclarify.understanding.verb_named_counts import read_verb_named_counts
from sqlclarify.understanding.verb_rates import ask_about_verb_rates
from sqlclarify.understanding.who_ranked import read_who_ranked
from sqlclarify.understanding.whole_words import pass_over_whole_words
from sqlclarify.understanding.year_values import read_year_values


def read_question(text: str, vocab: Vocabulary, today: date, earlier_metrics: Sequence[str] = ()) -> Found:
    """Everything `text` says, in catalog terms; what it could not place is in `reading.unplaced`.

    `earlier_metrics` (a follow-up's: the last answer's) settle what the question's own metrics would."""
    found = _read_once(text, vocab, today, earlier_metrics)
    # "win rate in the games I attended": the counted rows' phrase, read again without it
    again = reread_without_rows_phrase(text, vocab, found, lambda t: _read_once(t, vocab, today, earlier_metrics))
    return again or found


def _read_once(text: str, vocab: Vocabulary, today: date, earlier_metrics: Sequence[str]) -> Found:
    """One reading of `text` (read_question's)."""
    # "last season" where seasons are years of season_date; "Halloween 2024 (October 31)" as that date
    said = with_named_days(with_explicit_days(with_date_words(vocab.with_period_words(text))))
    said = with_currency_codes(said, vocab)  # "in rupiah": the IDR a label or a column writes
    said = with_acronyms(said, vocab)  # "monthly recurring revenue": the MRR a metric's label writes
    work = WorkText(said)
    work.original = text
    reading = Reading()
    earlier = [m for m in earlier_metrics if m in vocab.layer.metrics]
    found = Found(reading=reading, reading_text=text, earlier_metrics=earlier)
    # before dates: "hour 20 or later", "longer than 2000 miles" hold no year
    amounts = read_dimension_ranges(work, vocab, found) + read_amount_ranges(work, found)
    amounts += read_calendar_parts(work, vocab, found)  # before dates: "every December" is no range
    amounts += read_split_seasons(work, vocab, found)  # before dates: "the 2024-25 season" is no month of 2024
    amounts += read_year_values(work, vocab, found, today)  # before dates: "fiscal year 2025" is no calendar year
    read_time(work, masked(said, amounts + season_value_spans(said, vocab)), today, found, vocab)
    read_period_move(work, found)
    read_order(work, vocab, found)
    read_ranked_periods(work, found)  # "the 3 biggest sales days": the metric's words between order and period
    read_running_total(work, found, vocab)
    read_all_time(work, found)  # after: "running total of all time" is the running total's own start
    read_distinct_count(work, vocab, found)
    read_average_per(work, vocab, found)  # before metrics: "average per member" is no count of members
    read_metrics(work, vocab, found)  # before breakdowns: "revenue per customer" is a metric, not "per customer"
    take_time_dimension_grains(work, vocab, found)  # before breakdowns and values: "by start month"
    read_breakdowns(work, vocab, found)
    read_qualified_breakdowns(work, vocab, found)  # after: a dimension's own phrase wins
    read_name_stem_breakdowns(work, vocab, found)  # "by submission channel": "submission" of submitted_via
    read_entity_id_breakdowns(work, vocab, found)  # before values: "by fund" is fund_id, not a value 'fund'
    read_grain(work, vocab, found)
    read_each_period(said, found)
    read_period_growth(found)
    read_growth_over_data(work, found)  # "year over year growth" and no period: over all the data
    read_top_n(work, found)
    read_values(work, vocab, found)
    read_flag_splits(work, vocab, found)
    read_lexicon_metrics(work, vocab, found)
    read_ambiguous(work, vocab, found)
    read_sorted(work, found)
    read_metric_label_words(work, vocab, found)
    read_share(work, found, vocab)
    settle_metrics(work, found, vocab)
    replace_untaken_entity_values(vocab, found)  # "capital called by fund": metric read late, 'fund' no value
    restrict_by_flagged_things(vocab, found)  # "wins in overtime games": the wins of the games that flag marks
    read_listed_metrics(work, vocab, found)  # "events, unique users and revenue": the list's third metric
    pass_over_things_after_value(work, vocab, found)
    read_entity_breakdowns(work, vocab, found)
    read_sum_of_metrics(work, vocab, found)
    if not reading.knows_metric:
        read_quantity_words(work, vocab, found)
    if not reading.knows_metric:
        read_count_words(work, vocab, found)
    if not reading.knows_metric:
        read_label_runs(work, vocab, found)
    if not reading.knows_metric:
        read_metric_descriptions(work, vocab, found)
    if not reading.knows_metric:
        read_metric_fuzzy(work, vocab, found)
    if not reading.knows_metric:
        read_metric_words(work, vocab, found)
    if not reading.knows_metric:
        read_vague_metric(work, vocab, found)
    if not reading.knows_metric:
        read_column_metrics(work, vocab, found)  # last: only a word no other reading took
    if not reading.knows_metric:
        read_value_counts(work, vocab, found)  # "number of chargebacks": the count of the rows of that value
    read_metric_from_value_words(work, vocab, found)  # "false positive rate": a value's words and "rate" label one
    read_sibling_metric_of_value(vocab, found)  # "now the completed ones" after All Qualifying Transactions
    read_metric_of_flag(vocab, found)  # "requests paid with credit packages": the metric that flag's filter defines
    read_count_of_flagged_things(vocab, found)  # "weekend sessions": the count of sessions, on weekends
    read_entity_keys(work, vocab, found)  # after every metric reading: a thing's name may be a count's word
    pass_over_filtered_entities(work, vocab, found)
    read_numbered_things(work, vocab, found)  # "for organization 514": that one, not a breakdown by organization
    confirm_guess_by_words(work, vocab, found)
    confirm_guess_by_label(work, vocab, found)
    confirm_guess_by_name(work, vocab, found)  # "average CAC": avg_cac by its own name
    count_behind_guessed_rate(work, vocab, found)
    narrow_candidates_by_stems(work, vocab, found)
    narrow_candidates_by_label_nouns(work, vocab, found)  # "harvest value": not Effective harvest days
    narrow_candidates_by_structure(work, vocab, found)
    keep_amounts_for_how_much(vocab, found)  # before: "how much did we sell" is no ratio of the words said
    narrow_candidates_by_own_words(work, vocab, found)
    narrow_candidates_by_aggregation(work, vocab, found)  # "total miles": Total Trip Distance, not Avg Trip Distance
    keep_said_smoothed_variants(work, vocab, found)  # "rolling 7-day revenue": the catalog's trailing total
    drop_unsaid_smoothed_variants(work, vocab, found)  # "unemployment": the rate, not its 12-month rolling average
    drop_unsaid_per_unit_metrics(work, vocab, found)  # "maintenance spend": the total, not the cost per machine
    keep_the_one_whole_amount(work, vocab, found)  # "new orgs": the count, not the Avg MRR per Org
    keep_the_one_shareable_amount(vocab, found)  # "what share of packages": their count, not their first date
    prefer_base_metric(vocab, found)  # "revenue": the Net Revenue the catalog's other metrics are built on
    read_values_as_metric_words(work, vocab, found)  # "USD volume": the value is the metric's own word
    read_entity_words(work, vocab, found)  # after: "which 5 users sent the most in USD" has its metric now
    read_who_ranked(work, vocab, found)  # "who scored the most goals": the thing named by a name column
    read_count_columns(work, vocab, found)  # "by number of tags": the tag_count column
    read_described_breakdowns(work, vocab, found)  # "top 3 buyer states": one dimension's description says it
    widen_how_much(vocab, found)  # after every narrowing: the sums it offers are meant to stay options
    read_qualified_metric(work, vocab, found)
    read_qualifier_metrics(work, vocab, found)  # "churned MRR", "expansion and churn MRR": the metrics they name
    pass_over_time_words(work, vocab, found)
    read_own_time_words(work, vocab, found)
    settle_time_dimension_grains(vocab, found)  # the metric is known now
    read_metric_name_breakdowns(work, vocab, found)  # "total sales by brand": the breakdown `sales_by_brand` names
    read_to_date_running_total(work, vocab, found)
    count_from_catalog_start(vocab, found)  # after: a to-date total restarts by its own words
    restore_owned_values(work, vocab, found)
    absorb_typos(work, vocab, found)
    absorb_dimension_words(work, vocab, found)
    pass_over_context_dimensions(work, vocab, found)
    pass_over_things_filtered(work, vocab, found)
    pass_over_new_before_counted_things(work, vocab, found)  # "new customers in 2022": said by the period
    pass_over_row_nouns_after_value(work, vocab, found)  # "Swedish skaters": the rows of skater_season_stats
    pass_over_fact_names(work, vocab, found)  # "crocodile observations": the rows of crocodile_observations
    read_values_said_as_breakdowns(vocab, found)  # "MOIC by fund": fund_id, not a hurdle's scope 'fund'
    settle_twin_values(vocab, found)  # "in diligence": a stage's code and its name hold the same word
    narrow_candidates_by_pending_values(vocab, found)  # "goals for H. Kane": the metrics that player's rows take
    settle_pending_values(vocab, found)
    pass_over_flag_things(work, vocab, found)  # "eurozone countries": the countries that yes/no filter is on
    settle_set_aside_by_candidates(vocab, found)  # "attendance by season": the season every candidate takes
    settle_set_aside_by_distance(vocab, found)
    absorb_dimension_words(work, vocab, found)  # again: "annual billing" once the value's billing_cycle is settled
    read_flag_count(vocab, found)
    replace_negated_own_flag(vocab, found)
    use_catalog_change_metric(vocab, found)
    drop_numerators_own_value(vocab, found)  # "share of orders that were pre-orders": the ratio's own words
    read_share_of_count(work, vocab, found)  # "what percent of fault events were critical": the catalog's ratio
    keep_own_change_metric(vocab, found)  # after: a change metric read by its own name compares nothing more
    pass_over_own_signs(vocab, found)  # after the change metric: its label may have the sign
    extend_metric_by_next_word(work, vocab, found)
    pass_over_own_label_words(work, vocab, found)  # "hours" of Signup To First Transaction Hours
    pass_over_verbs_inside_labels(work, vocab, found)  # "hospitals hit the 3% cap": Hospitals at the 3% cap
    read_verb_named_counts(work, vocab, found)  # before the verbs are passed over: "which team won the most games"
    read_described_verbs(work, vocab, found)  # before the verbs are passed over: "teams allowed the fewest goals"
    ask_about_verb_rates(work, vocab, found)  # before the verbs are passed over: "players converted"
    pass_over_whole_words(work, vocab, found)  # "across the fleet": every row
    pass_over_period_end(work, vocab, found)  # "stock on hand at the end of June": a balance's June
    drop_included_values(work, vocab, found)  # "including cancelled ones": no filter
    if reading.knows_metric:
        set_aside_other_time_verbs(work, vocab, found)  # before: "created in February" is no event verb
        pass_over_event_verbs(work, found)
    pass_over_added_breakdowns(work, found)  # a follow-up's "add the status as well"
    pass_over_pronoun_ones(work, vocab, found)  # "the completed ones"
    pass_over_how_many_predicates(work, found)  # "how many hospitals hit the cap": the metric's own verb
    absorb_settled_dimension_words(work, vocab, found)  # last: values settled late leave their dimension's word
    settle_set_aside_by_used_dimension(work, found)  # "pro plan users": the plan the value already filters on
    pass_over_own_description_words(work, vocab, found)  # last: only what nothing else placed
    reading.unplaced = work.leftover_runs(FUNCTION_WORDS)
    reading.unplaced.extend(found.set_aside)
    refuse_unsettled_out_of_scope(vocab, found)
    refuse_uncovered_amount(vocab, found)
    refuse_out_of_scope(vocab, found)
    ask_for_unnamed_metric(vocab, found)  # after: what is out of scope stays refused
    series_by_labelled_grain(vocab, found)  # "monthly fill level from March to June": one a month
    grouped = any(g.dimension != "metric_time" for g in reading.query.group_by)
    if found.top_n and (
        grouped or any(r.startswith("dimension:") for o in reading.unplaced_options.values() for r in o)
    ):
        descending, limit, _ = found.top_n  # "top 3 countries" (whose?): it orders the breakdown the answer names
        reading.query.order_by, reading.query.limit = [OrderBy(key=ORDER_METRIC, descending=descending)], limit
        found.mentioned.add("order")
        found.top_n = None
    if found.top_n:  # unless a follow-up gives it a breakdown to order, it is asked about
        reading.unplaced.append(found.top_n[2])
    if found.period_move:  # unless a follow-up has a period to move, it is asked about
        reading.unplaced.append(found.period_move[2])
    reading.mentioned = sorted(found.mentioned)
    return found


def refuse_unsettled_out_of_scope(vocab: Vocabulary, found: Found) -> None:
    """'how many parking permits did members buy': a metric only guessed at or to be chosen, and a thing no
    catalog element says left over — out of scope, refused rather than asked (the guess goes back to unplaced)."""
    reading = found.reading
    if reading.query.metrics or not (reading.metric_candidates or reading.metric_guess):
        return
    said = [w for w in reading.candidate_phrase.lower().split() if w not in FUNCTION_WORDS]
    if len(said) > 1 or not any(uncovered_noun(vocab, phrase) for phrase in reading.unplaced):
        return
    if reading.candidate_phrase and reading.candidate_phrase not in reading.unplaced:
        reading.unplaced.append(reading.candidate_phrase)
    reading.metric_candidates, reading.metric_guess, reading.candidate_phrase = [], None, ""
