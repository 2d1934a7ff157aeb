"""Which clarification questions a data question needs, each with options and a sensible default."""

from __future__ import annotations

from datetime import date

from dateutil.relativedelta import relativedelta

from sqlclarify.catalog.model import Catalog
from sqlclarify.state import ClarificationQuestion, QuestionOption, Slots

ALL_MARKETS = "All markets"
MARKET_LABEL_SEPARATOR = " — "


def market_option_label(catalog: Catalog, code: str) -> str:
    return f"{code}{MARKET_LABEL_SEPARATOR}{catalog.market_name(code)}"


def required_slots(catalog: Catalog, slots: Slots) -> set[str]:
    """The filters required by the metric, or by any of the candidate metrics while it is open."""
    names = [slots.metric] if slots.metric else (slots.metric_candidates or [slots.metric_guess or ""])
    return {f for name in names if name in catalog.metrics for f in catalog.metrics[name].required_filters}


def metric_questions(catalog: Catalog, slots: Slots) -> list[ClarificationQuestion]:
    """A yes/no for a fuzzy guess, or a choice among candidate metrics; empty when the metric is known."""
    if slots.metric is not None:
        return []
    if slots.metric_guess:
        guess = catalog.metrics[slots.metric_guess]
        return [
            ClarificationQuestion(
                id="metric_confirm",
                text=f"Did you mean {guess.label}?",
                kind="yes_no",
                slot="metric",
                options=[
                    QuestionOption(label="yes", description=guess.description),
                    QuestionOption(label="no", description="show me all the metrics"),
                ],
                default="yes",
            )
        ]
    if len(slots.metric_candidates) > 1:
        return [metric_question(catalog, slots.metric_candidates)]
    return []


def filter_questions(catalog: Catalog, slots: Slots, coverage: tuple[date, date] | None) -> list[ClarificationQuestion]:
    """Questions for the required filters (market, date range) that the question left out."""
    questions: list[ClarificationQuestion] = []
    needed = required_slots(catalog, slots)
    if "market" in needed and not slots.markets:
        questions.append(
            ClarificationQuestion(
                id="market",
                text="For which market(s)?",
                kind="multiple_choice",
                slot="markets",
                options=[QuestionOption(label=ALL_MARKETS, description="every market together")]
                + [QuestionOption(label=market_option_label(catalog, m.code)) for m in catalog.markets],
                default=[ALL_MARKETS],
            )
        )
    if "date_range" in needed and slots.date_range is None:
        questions.append(date_range_question(coverage))
    return questions


def metric_question(catalog: Catalog, candidates: list[str]) -> ClarificationQuestion:
    family = next((f for f in catalog.families.values() if set(candidates) <= set(f.members)), None)
    return ClarificationQuestion(
        id="metric",
        text=family.question if family else "Which metric do you mean?",
        kind="single_choice",
        slot="metric",
        options=[
            QuestionOption(label=catalog.metrics[n].label, description=catalog.metrics[n].description)
            for n in candidates
        ],
        default=catalog.metrics[candidates[0]].label,
    )


def date_range_question(coverage: tuple[date, date] | None) -> ClarificationQuestion:
    """A free-text date question; suggestions are ranges that hold data."""
    options: list[QuestionOption] = []
    if coverage:
        last = coverage[1]
        last_full_month = last if last == last + relativedelta(day=31) else last.replace(day=1) - relativedelta(days=1)
        quarter = (last_full_month.month - 1) // 3 + 1
        options = [
            QuestionOption(label=last_full_month.strftime("%b %Y"), description="the latest full month of data"),
            QuestionOption(label=f"Q{quarter} {last_full_month.year}", description="the latest quarter of data"),
            QuestionOption(label=str(last_full_month.year), description="the latest year of data"),
        ]
    return ClarificationQuestion(
        id="date_range",
        text="For which dates? (e.g. 'Nov 2025', 'last 7 days', 'Q3 2025', '2025-01-01 to 2025-03-31')",
        kind="free_text",
        slot="date_range",
        options=options,
        default=options[0].label if options else "last 30 days",
    )
