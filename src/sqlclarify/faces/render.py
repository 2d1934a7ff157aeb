"""Terminal output of turns, threads and validation reports (rich)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.console import Console, Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from sqlclarify.agent import ThreadSummary, Turn
from sqlclarify.knowledge.verified import VerifiedAnswer
from sqlclarify.presentation import formatted_rows

if TYPE_CHECKING:
    from rich.syntax import Syntax


def render_turn(console: Console, turn: Turn, *, hint: bool = True, chart: bool = False) -> None:
    """A turn as a person reads it: the questions, or the answer with its SQL and rows (and its chart when
    `chart` and the answer is a series or a breakdown)."""
    if turn.status == "needs_clarification":
        _render_questions(console, turn, hint)
        return
    style = {"answered": "green", "refused": "yellow", "error": "red"}[turn.status]
    if turn.message:
        console.print(Text(turn.message, style=style))
    if turn.interpretation:
        console.print(_interpretation_text(turn.interpretation))
    if turn.sql:
        console.print(Panel(_sql_text(console, turn.sql), title=Text("SQL"), expand=False))  # Text: no markup to read
    if turn.validation and turn.validation.get("ok"):
        tables = ", ".join(turn.validation.get("tables", []))
        console.print(Text(f"validated: read-only, tables {tables} exist, EXPLAIN ok", style="dim"))
    if turn.columns:
        console.print(rows_table(turn.columns, turn.rows, turn.interpretation.get("columns")))
        more = " (more rows were cut)" if turn.truncated else ""
        console.print(Text(f"{turn.row_count} row{'s' if turn.row_count != 1 else ''}{more}", style="dim"))
    if chart and turn.chart:
        render_chart(console, turn.chart)


def _sql_text(console: Console, sql: str) -> Text | Syntax:
    """SQL highlighted where the console shows colours; plain where it does not (a pipe, a file, NO_COLOR):
    the same characters, without lexing it (pygments' SQL lexer costs a command ~30 ms)."""
    if console.color_system is None:
        return Text(sql, tab_size=4)
    from rich.syntax import Syntax

    return Syntax(sql, "sql", theme="ansi_dark", word_wrap=True)


def render_chart(console: Console, spec: dict[str, Any]) -> None:
    """A chart spec drawn in the terminal, as wide as the console."""
    from sqlclarify.charts import terminal_chart

    text = terminal_chart(spec, width=console.width, color=console.is_terminal and console.color_system is not None)
    console.print(Text.from_ansi(text), soft_wrap=True)


def render_usage(console: Console, turn: Turn) -> None:
    """Model accounting of a turn: tokens and every tool call with its arguments, result and duration."""
    usage = turn.usage
    if not usage or not usage.get("calls"):
        return
    console.print(
        Text(
            f"model {usage.get('model')}: {usage.get('input_tokens', 0)} tokens in, "
            f"{usage.get('output_tokens', 0)} out",
            style="dim",
        )
    )
    for call in usage["calls"]:
        what = call.get("tool") or call.get("error") or "no tool call"
        console.print(
            Text(
                f"  {call['step']}: {what} {call.get('args') or ''} -> {call.get('result', '')} ({call['ms']} ms)",
                style="dim",
            )
        )


def _render_questions(console: Console, turn: Turn, hint: bool) -> None:
    if turn.reason:
        console.print(Text(turn.reason, style="italic"))
    if turn.note:
        console.print(Text(f"Your last answer did not work: {turn.note}", style="yellow"))
    for question in turn.questions:
        console.print(Text(f"[{question.id}] {question.text}", style="bold cyan"))
        defaults = [question.default] if isinstance(question.default, str) else list(question.default or [])
        for number, option in enumerate(question.options, start=1):
            marker = " (default)" if option.label in defaults else ""
            line = Text(f"  {number}. {option.label}")
            if option.value:
                line.append(f" — {option.value}", style="bold")
            line.append(marker)
            if option.description:
                line.append(f" — {option.description}", style="dim")
            console.print(line)
        kinds = {
            "multiple_choice": "one or more, comma-separated",
            "free_text": "in your own words",
            "yes_no": "yes or no",
            "single_choice": "one option",
        }
        console.print(Text(f"  answer: {kinds[question.kind]} (number or words)", style="dim"))
    if hint:
        first = turn.questions[0].id if turn.questions else "ID"
        console.print(
            Text(
                f"\nthread {turn.thread_id} is waiting. Answer with:\n  sqlclarify answer {turn.thread_id} "
                f'--set {first}=1 ...   or   sqlclarify answer {turn.thread_id} "words"',
                style="dim",
            )
        )


def _interpretation_text(interpretation: dict[str, Any]) -> Text:
    parts = []
    metrics = interpretation.get("metrics") or []
    if metrics:
        parts.append("metric: " + ", ".join(m["label"] for m in metrics))
    for dimension, values in (interpretation.get("filters") or {}).items():
        shown = values if isinstance(values, str) else ", ".join(map(str, values))
        parts.append(f"{dimension.replace('_', ' ')}: {shown}")
    date_range = interpretation.get("date_range")
    if isinstance(date_range, dict):
        parts.append(f"dates: {date_range['start']} to {date_range['end']}")
    elif date_range:
        parts.append(f"dates: {date_range}")
    compare = interpretation.get("compare_to")
    if isinstance(compare, dict):
        parts.append(f"compared with: {compare['start']} to {compare['end']}")
    if interpretation.get("group_by"):
        parts.append(f"by: {', '.join(interpretation['group_by'])}")
    clarified = interpretation.get("from_clarification") or {}
    defaults = set(interpretation.get("defaults_used") or [])
    taken = {k: v for k, v in clarified.items() if k in defaults}
    answered = {k: v for k, v in clarified.items() if k not in taken}
    if answered:
        parts.append("from your answers: " + ", ".join(f"{k}={v}" for k, v in answered.items()))
    if taken or defaults:
        shown = taken or dict.fromkeys(sorted(defaults), "default")
        parts.append("defaults taken (not asked): " + ", ".join(f"{k}={v}" for k, v in shown.items()))
    return Text(" · ".join(parts), style="dim")


def rows_table(
    columns: list[str], rows: list[list[Any]], formats: list[dict[str, Any]] | None = None, limit: int = 50
) -> Table:
    """The rows as a table, formatted by the catalog (`formats`: the interpretation's `columns`): its labels as
    headers, units and decimals, fractions as percentages; numbers right-aligned."""
    headers, shown = formatted_rows(columns, rows[:limit], formats)
    table = Table(show_header=True, header_style="bold")
    numeric = [any(isinstance(r[i], (int, float)) for r in rows[:limit]) for i in range(len(columns))]
    for header, right in zip(headers, numeric, strict=True):
        table.add_column(Text(header), justify="right" if right else "left")
    for row in shown:
        table.add_row(*(Text(cell) for cell in row))
    return table


def _id_column(table: Table, name: str, ids: list[str]) -> None:
    """An id column that is never cut or wrapped: ids are copied from here into commands."""
    table.add_column(name, no_wrap=True, min_width=max((len(i) for i in ids), default=len(name)))


def threads_table(threads: list[ThreadSummary]) -> Table:
    table = Table(show_header=True, header_style="bold")
    _id_column(table, "thread", [t.thread_id for t in threads])
    for column in ("updated", "turns", "status", "last question"):
        table.add_column(column, overflow="fold")
    for t in threads:
        table.add_row(
            Text(t.thread_id),
            Text((t.updated_at or "")[:19].replace("T", " ")),
            Text(str(t.turns)),
            Text(t.status),
            Text(t.last_question[:60]),
        )
    return table


def verified_table(answers: list[VerifiedAnswer]) -> Table:
    """Verified answers: what was asked, what it means, who approved it and whether it still fits its catalog."""
    table = Table(show_lines=False)
    _id_column(table, "id", [a.id for a in answers])
    for name in ("question", "semantic query", "by", "on", "fits the catalog"):
        table.add_column(name)
    for answer in answers:
        query = answer.semantic_query
        meaning = ", ".join(query.get("metrics", []))
        meaning += "".join(f"; {f['dimension']} {', '.join(f['values'])}" for f in query.get("filters", []))
        if query.get("time_range"):
            meaning += f"; {query['time_range']['label']}"
        fits = Text(f"broken: {answer.broken}", style="red") if answer.broken else Text("yes", style="green")
        table.add_row(answer.id, answer.question, meaning, answer.by, answer.on, fits)
    return table


def threads_page(threads: list[ThreadSummary], offset: int, total: int) -> Group | str:
    """A page of threads with where it sits in the whole listing ("showing 21–40 of 100,000")."""
    if not threads:
        return "no threads yet" if total == 0 else f"no threads here: {total:,} in all"
    notes = []
    if len(threads) != total:
        notes.append(Text(f"showing {offset + 1:,}–{offset + len(threads):,} of {total:,}", style="dim"))
    elsewhere = [t.thread_id for t in threads if t.here is False]
    if elsewhere:  # they resume on their own database; the web page of this one does not list them
        ids = ", ".join(i[:8] for i in elsewhere[:3]) + (" …" if len(elsewhere) > 3 else "")
        notes.append(Text(f"{len(elsewhere)} of these run on another database or catalog ({ids})", style="dim"))
    return Group(threads_table(threads), *notes)


def render_eval(console: Console, report: Any) -> None:
    """An evaluation report: one row per case, then the totals."""
    table = Table(title=f"{report.suite}" + (f" — model {report.model}" if report.model else " — no model"))
    for column in ("case", "ok", "asked", "status", "rows", "turns", "ms", "why not"):
        table.add_column(column)
    for r in report.results:
        rows = "—" if r.rows_match is None else ("match" if r.rows_match else "DIFF")
        table.add_row(
            r.id,
            "✓" if r.passed else "✗",
            ", ".join(r.asked_about) or "—",
            r.status,
            rows,
            str(r.turns),
            f"{r.ms:.0f}",
            "; ".join(r.failures),
            style=None if r.passed else "red",
        )
    console.print(table)
    t = report.totals

    def pct(value: float | None) -> str:
        return "n/a" if value is None else f"{100 * value:.1f}%"

    console.print(
        f"passed {t.passed}/{t.cases} · execution accuracy {pct(t.execution_accuracy)} · clarification "
        f"precision {pct(t.clarification_precision)} · recall {pct(t.clarification_recall)} · confident wrong answers "
        f"{t.confident_wrong_answers} (out of scope answered {t.out_of_scope_answered}) · mean turns to an "
        f"answer {t.mean_turns_to_answer} · tokens {t.tokens} · {t.wall_seconds} s"
    )


def checkpoints_table(points: list[dict[str, Any]]) -> Table:
    table = Table(show_header=True, header_style="bold")
    _id_column(table, "checkpoint", [p["checkpoint_id"] for p in points])
    for column in ("time", "turn", "question", "state"):
        table.add_column(column, overflow="fold")
    for p in points:
        table.add_row(
            Text(p["checkpoint_id"]),
            Text((p["created_at"] or "")[:19].replace("T", " ")),
            Text(str(p["turn"])),
            Text(p["question"][:50]),
            Text(p["state"]),
        )
    return table


def memory_table(choices: list[Any]) -> Table:
    """Remembered choices (knowledge.choices.RememberedChoice, RememberedFilter): phrase, choice, catalog (a
    filter applies in its catalog only), when."""
    table = Table(show_header=True, header_style="bold")
    for column in ("phrase", "choice", "catalog", "when"):
        table.add_column(column, overflow="fold")
    for choice in choices:
        table.add_row(
            Text(choice.phrase),
            Text(choice.label),
            Text(getattr(choice, "catalog", "any")),
            Text(choice.chosen_at[:19].replace("T", " ")),
        )
    return table


def choice_text(choice: dict[str, Any]) -> str:
    """One choice of Turn.choices as the user reads it: "'rev' = Ads net revenue", "market = ID"."""
    if choice.get("kind") == "filter":
        return f"{choice['phrase']} = {choice['label']}"
    return f"'{choice['phrase']}' = {choice['label']}"


def remembered_line(choices: list[dict[str, Any]]) -> Text:
    """What `answer --remember` remembered, or that the answer chose nothing to remember."""
    saved = [c for c in choices if c.get("remembered")]
    if not saved:
        return Text(
            "nothing to remember: this answer chose no metric for a word and no required filter", style="yellow"
        )
    return Text("; ".join(f"remembered: {choice_text(c)}" for c in saved), style="dim")


def vocabulary_table(words: list[Any]) -> Table:
    """The team's vocabulary (knowledge.team_vocabulary.TeamWord): phrase, what it means, catalog, who, when and
    whether it still fits its catalog."""
    table = Table(show_header=True, header_style="bold")
    _id_column(table, "id", [w.id for w in words])
    for column in ("phrase", "means", "catalog", "by", "on", "fits the catalog"):
        table.add_column(column, overflow="fold")
    for word in words:
        table.add_row(
            Text(word.id),
            Text(word.phrase),
            Text(f"{word.label} ({word.kind})"),
            Text(word.catalog),
            Text(word.by),
            Text(word.on),
            Text(f"no: {word.broken}" if word.broken else "yes", style="red" if word.broken else ""),
        )
    return table


def vocabulary_offer(word: dict[str, Any]) -> str:
    """One word of Turn.vocabulary as an offer: "Add 'outlet' = Store to the team vocabulary?"."""
    return f"Add '{word['phrase']}' = {word['label']} to the team vocabulary?"


def vocabulary_line(words: list[dict[str, Any]]) -> Text:
    """After `answer`: the words it placed, added to the team vocabulary or how to add them."""
    added = [w for w in words if w.get("added")]
    if not words:
        return Text("nothing to add to the team vocabulary: this answer placed no word as a catalog element", "yellow")
    if added:
        shown = ", ".join(f"'{w['phrase']}' = {w['label']}" for w in added)
        return Text(f"added to the team vocabulary: {shown}", style="dim")
    shown = ", ".join(f"'{w['phrase']}' = {w['label']}" for w in words)
    return Text(f"{shown}: answer with --add-vocabulary to add it to the team vocabulary", style="dim")
