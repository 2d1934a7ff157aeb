"""The command line: a thin typer shell over `Agent` (all logic lives in the API)."""

# No `from __future__ import annotations` here: typer reads every command's signature when it builds the command
# line (for `--help` too), and string annotations cost an `eval` each (about 70 ms of every start).
import copy
import json
import os
import sys
from typing import Annotated, Any

import typer
import typer.main

app = typer.Typer(
    help="Ask business questions of a SQL database in plain words; sqlclarify asks back when they are vague.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,  # plain help: typer's rich help pulls in Markdown and costs a third of a second at start
)


class _Console:
    """A Rich console made on first use: `--help` and usage errors print through typer, and importing Rich is a
    fifth of their start."""

    def __init__(self, **options: Any) -> None:
        self._options = options
        self._console: Any = None

    def forget(self) -> None:
        """Make the next use build a new console, reading the environment (COLUMNS, NO_COLOR) then."""
        self._console = None

    def __getattr__(self, name: str) -> Any:
        if self._console is None:
            from rich.console import Console

            self._console = Console(**self._options)
        return getattr(self._console, name)


# User text (questions, answers, SQL, ids) is never Rich markup: "[/bold]" is printed, not parsed, and ":smile:"
# stays as written (no emoji codes: nor does their table load, a few ms of every command)
console: Any = _Console(markup=False, emoji=False)
errors: Any = _Console(stderr=True, markup=False, emoji=False)


def _text(*parts: str | tuple[str, str], style: str = "") -> Any:
    """A Rich Text of plain strings and (string, style) pairs."""
    from rich.text import Text

    return Text.assemble(*parts, style=style)


DbOption = Annotated[
    str | None,
    typer.Option(
        "--db",
        help="Database to query: a SQLite path, a .duckdb file, a folder of Parquet/CSV files, duckdb:///PATH "
        "or postgresql://USER@HOST/DB (default: the demo warehouse).",
    ),
]
CheckpointOption = Annotated[
    str | None,
    typer.Option("--checkpoint", help="Where threads live: a SQLite file or a postgresql:// URL (default: per user)."),
]
CatalogOption = Annotated[
    str | None,
    typer.Option(
        "--catalog",
        help="Metrics as a dbt semantic layer: a folder of YAML files, one YAML file, or a semantic_manifest.json "
        "(default: SQLCLARIFY_CATALOG, else the demo catalog).",
    ),
]
JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON instead of tables.")]
CsvOption = Annotated[
    bool,
    typer.Option(
        "--csv", help="Print the rows as CSV (the catalog's labels as headers, raw values); questions go to stderr."
    ),
]
ModelOption = Annotated[
    str | None, typer.Option("--model", help="Chat model, e.g. openai:gpt-4o-mini or ollama:llama3.1.")
]
ModeOption = Annotated[
    str | None,
    typer.Option("--mode", help="interactive (ask), auto (take defaults), strict (fail on open questions)."),
]
ModelTimeoutOption = Annotated[
    float | None,
    typer.Option(
        "--model-timeout", help="Seconds one model call may take; a timed-out call is not retried (default: 60)."
    ),
]
ModelRetriesOption = Annotated[
    int | None, typer.Option("--model-retries", help="Retries of a model call after HTTP 429, 5xx or no connection.")
]
ModelContextOption = Annotated[
    int | None,
    typer.Option("--model-context", help="The model's context size in tokens; the prompt is trimmed to fit it."),
]
SchemaBudgetOption = Annotated[
    int | None, typer.Option("--schema-budget", help="Tokens of schema shown to the model (default: 1200).")
]
ChartFileOption = Annotated[
    str | None,
    typer.Option("--chart", help="Write the answer's chart to FILE.png or FILE.svg (needs sqlclarify[charts])."),
]
TerminalChartOption = Annotated[
    bool | None,
    typer.Option(
        "--chart-terminal/--no-chart",
        help="Draw series and breakdowns in the terminal (default: only when stdout is a terminal).",
    ),
]
TodayOption = Annotated[
    str | None, typer.Option("--today", help="Resolve relative dates against this day (YYYY-MM-DD).")
]


UserOption = Annotated[
    str | None,
    typer.Option("--user", help="Whose remembered choices apply (default: SQLCLARIFY_USER, else the OS user)."),
]


_user: dict[str, str] = {}  # the --user given on this command line, for every Agent it builds


def _set_user(user: str | None) -> None:
    if user is not None:
        _user["user_id"] = user  # a blank name is refused by Context


def _print_version(value: bool) -> None:
    if value:
        from sqlclarify import __version__

        print(f"sqlclarify {__version__}")
        raise typer.Exit()


@app.callback()
def _options(
    context: typer.Context,
    log_json: Annotated[
        str | None, typer.Option("--log-json", help="Append structured events (JSON lines) to this file.")
    ] = None,
    version: Annotated[
        bool, typer.Option("--version", help="Print the version and exit.", callback=_print_version, is_eager=True)
    ] = False,
    user: UserOption = None,
) -> None:
    """Ask business questions of a SQL database in plain words; sqlclarify asks back when they are vague."""
    from sqlclarify.faces import start_up

    if context.invoked_subcommand not in start_up.BUILDS_AN_AGENT:
        start_up.started()  # no agent to build: the collector runs from here, as in any process
    _set_user(user)
    path = log_json or os.environ.get("SQLCLARIFY_LOG_JSON")
    if path:
        from sqlclarify.events import log_json_to

        log_json_to(path)


def _agent(
    db: str | None,
    checkpoint: str | None,
    today: str | None = None,
    model: str | None = None,
    mode: str | None = None,
    catalog: str | None = None,
    tuning: dict[str, Any] | None = None,
) -> Any:
    from sqlclarify.agent import Agent
    from sqlclarify.faces import start_up

    if catalog is not None or os.environ.get("SQLCLARIFY_CATALOG"):
        _note_left_out(catalog)
    from sqlclarify.permissions import from_permissions_file

    agent = Agent(
        database=db,
        checkpoint=checkpoint,
        today=today,
        model=model,
        mode=mode,
        catalog=catalog,
        **{**_user, **(tuning or {})},  # a command's own --user wins over the global one
    )
    # on a shared store the operator's permissions file says what this user may change of the team's knowledge
    try:
        agent.permissions = from_permissions_file(agent.context.user_id)
    except BaseException:
        agent.close()
        raise
    start_up.started()
    return agent


def _tuning(timeout: float | None, retries: int | None, context: int | None, budget: int | None) -> dict[str, Any]:
    """The model settings given on the command line (the others come from the environment or the defaults)."""
    given = {
        "model_timeout_seconds": timeout,
        "model_max_retries": retries,
        "model_context_tokens": context,
        "schema_token_budget": budget,
    }
    return {name: value for name, value in given.items() if value is not None}


def _read_stdin() -> str:
    from sqlclarify.errors import InputError

    data = sys.stdin.buffer.read()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError("the question is not valid UTF-8 text") from exc


def _emit(
    turn: Any,
    as_json: bool,
    chart_file: str | None = None,
    terminal_chart: bool | None = None,
    remembered: bool = False,
    as_csv: bool = False,
) -> None:
    if as_json:
        print(turn.model_dump_json(indent=2))
    elif as_csv:
        from sqlclarify.faces.render import render_turn

        if turn.columns:
            sys.stdout.write(turn.to_csv())
        else:  # questions, a refusal or an error: for the person, not the file
            render_turn(errors, turn, hint=True)
    else:
        from sqlclarify.faces.render import render_turn

        draw = console.is_terminal if terminal_chart is None else terminal_chart
        render_turn(console, turn, chart=draw)
    if chart_file:
        _write_chart(turn, chart_file)
    if remembered and not as_json:
        from sqlclarify.faces.render import remembered_line

        errors.print(remembered_line(turn.choices), highlight=False)
    if turn.status == "error":
        raise typer.Exit(1)


def _check_output(as_json: bool, as_csv: bool) -> None:
    if as_json and as_csv:
        from sqlclarify.errors import InputError

        raise InputError("give --json or --csv, not both")


def _check_chart_file(chart_file: str | None) -> None:
    """A bad --chart fails before the question runs (the thread is left as it was)."""
    if chart_file:
        from sqlclarify.charts import check_image_path

        check_image_path(chart_file)


def _write_chart(turn: Any, chart_file: str) -> None:
    if turn.chart is None:
        reason = "the answer is not a series or a breakdown" if turn.status == "answered" else "no answer yet"
        errors.print(f"no chart written: {reason}", highlight=False)
        return
    from sqlclarify.charts import write_image

    errors.print(f"chart written to {write_image(turn.chart, chart_file)}", highlight=False, soft_wrap=True)


@app.command()
def ask(
    question: Annotated[str, typer.Argument(help="The question, in plain words; '-' reads it from stdin.")],
    thread: Annotated[str | None, typer.Option("--thread", help="Continue this thread (a follow-up).")] = None,
    as_json: JsonOption = False,
    db: DbOption = None,
    checkpoint: CheckpointOption = None,
    today: TodayOption = None,
    model: ModelOption = None,
    mode: ModeOption = None,
    catalog: CatalogOption = None,
    model_timeout: ModelTimeoutOption = None,
    model_retries: ModelRetriesOption = None,
    model_context: ModelContextOption = None,
    schema_budget: SchemaBudgetOption = None,
    chart: ChartFileOption = None,
    chart_terminal: TerminalChartOption = None,
    as_csv: CsvOption = False,
) -> None:
    """Ask a question; prints the answer, or the questions the agent needs answered first."""
    _check_output(as_json, as_csv)
    _check_chart_file(chart)
    if question == "-":
        question = _read_stdin()
    tuning = _tuning(model_timeout, model_retries, model_context, schema_budget)
    with _agent(db, checkpoint, today, model, mode, catalog, tuning) as agent:
        _emit(agent.ask(question, thread_id=thread), as_json, chart, chart_terminal, as_csv=as_csv)


@app.command()
def answer(
    thread_id: Annotated[str, typer.Argument(help="The thread waiting for an answer.")],
    words: Annotated[list[str] | None, typer.Argument(help="A free-text answer, e.g. 'ID, Nov 2025' or '2'.")] = None,
    set_: Annotated[
        list[str] | None, typer.Option("--set", help="Answer one question: QUESTION_ID=VALUE (repeatable).")
    ] = None,
    as_json: JsonOption = False,
    db: DbOption = None,
    checkpoint: CheckpointOption = None,
    today: TodayOption = None,
    model: ModelOption = None,
    mode: ModeOption = None,
    catalog: CatalogOption = None,
    model_timeout: ModelTimeoutOption = None,
    model_retries: ModelRetriesOption = None,
    model_context: ModelContextOption = None,
    schema_budget: SchemaBudgetOption = None,
    at: Annotated[
        str | None,
        typer.Option(
            "--at",
            help="Re-answer the question paused at this checkpoint (see show --history), "
            "then replay the later questions.",
        ),
    ] = None,
    remember: Annotated[
        bool, typer.Option("--remember", help="Remember the metric chosen for an ambiguous word, for later threads.")
    ] = False,
    add_vocabulary: Annotated[
        bool,
        typer.Option(
            "--add-vocabulary",
            help="Add the words this answer places ('outlet' = Store) to the team vocabulary, for every user.",
        ),
    ] = False,
    chart: ChartFileOption = None,
    chart_terminal: TerminalChartOption = None,
    as_csv: CsvOption = False,
) -> None:
    """Answer a paused thread's questions, by option number, label or in words."""
    from sqlclarify.errors import InputError

    _check_output(as_json, as_csv)
    if (remember or add_vocabulary) and at:
        raise InputError("--remember and --add-vocabulary work with a plain answer, not with --at")
    _check_chart_file(chart)

    reply: str | dict[str, str]
    if set_ and words:
        raise InputError("give either --set QUESTION_ID=VALUE or a free-text answer, not both")
    if set_:
        reply = {}
        for item in set_:
            key, sep, value = item.partition("=")
            if not sep or not key.strip():
                raise InputError(f"--set needs QUESTION_ID=VALUE, got '{item}'")
            reply[key.strip()] = value.strip()
    else:
        reply = " ".join(words or [])
    tuning = _tuning(model_timeout, model_retries, model_context, schema_budget)
    with _agent(db, checkpoint, today, model, mode, catalog, tuning) as agent:
        if at:
            turn = agent.reanswer(thread_id, at, reply)
        else:
            turn = agent.answer(thread_id, reply, remember=remember, add_vocabulary=add_vocabulary)
        if not as_json and not as_csv and (turn.vocabulary or add_vocabulary):
            from sqlclarify.faces.render import vocabulary_line

            errors.print(vocabulary_line(turn.vocabulary), highlight=False)
        _emit(turn, as_json, chart, chart_terminal, remembered=remember, as_csv=as_csv)


@app.command()
def memory(
    action: Annotated[str, typer.Argument(help="list (your remembered choices) or forget.")],
    phrase: Annotated[str | None, typer.Argument(help="forget: the word whose remembered choice to forget.")] = None,
    all_: Annotated[bool, typer.Option("--all", help="forget: every remembered choice of yours.")] = False,
    as_json: JsonOption = False,
    checkpoint: CheckpointOption = None,
    db: DbOption = None,
) -> None:
    """Your remembered choices (answer --remember): `memory list` (phrase, choice, catalog, when), `memory forget
    PHRASE` (a word, or a required filter such as a dimension's name) or `memory forget --all` (asked again)."""
    from sqlclarify.errors import InputError

    if action not in ("list", "forget"):
        raise InputError(f"memory takes list or forget, not '{action}'")
    if action == "list" and (phrase or all_):
        raise InputError("memory list takes no phrase")
    if action == "forget" and (phrase is None) == (not all_):
        raise InputError("give a PHRASE to forget, or --all (not both)")
    with _agent(db, checkpoint) as agent:
        if action == "list":
            found = agent.memory()
            if as_json:
                print(json.dumps([c.model_dump() for c in found], indent=2))
                return
            from sqlclarify.faces.render import memory_table

            console.print(memory_table(found) if found else "nothing remembered (answer a question with --remember)")
            return
        count = agent.forget(None if all_ else phrase)
    if phrase is not None and count == 0:
        raise InputError(f"nothing is remembered for '{phrase}' (see: sqlclarify memory list)")
    console.print(f"forgot {count} choice{'s' if count != 1 else ''}")


@app.command()
def suggest(
    as_json: JsonOption = False,
    db: DbOption = None,
    catalog: CatalogOption = None,
    today: TodayOption = None,
    count: Annotated[int, typer.Option("--count", help="How many questions (default: 6).", min=1, max=20)] = 6,
) -> None:
    """List example questions built from the catalog, each one answered without a question back."""
    with _agent(db, None, today, catalog=catalog) as agent:
        questions = agent.suggest(count=count)
    if as_json:
        print(json.dumps(questions, indent=2))
    else:
        for question in questions:
            console.print(question, highlight=False)
        if not questions:
            console.print("no suggestions: the catalog does not fit this database", style="dim")


@app.command()
def threads(
    as_json: JsonOption = False,
    checkpoint: CheckpointOption = None,
    db: DbOption = None,
    limit: Annotated[int, typer.Option("--limit", help="Threads to list.")] = 20,
    offset: Annotated[int, typer.Option("--offset", help="Skip this many of the newest threads first.")] = 0,
    status: Annotated[
        str | None, typer.Option("--status", help="Only threads with this status: answered, needs_clarification, …")
    ] = None,
    search: Annotated[
        str | None, typer.Option("--search", help="Only threads whose first or last question contains this text.")
    ] = None,
    here: Annotated[
        bool,
        typer.Option(
            "--here",
            help="Only threads on this database and catalog (--db or SQLCLARIFY_DB, SQLCLARIFY_CATALOG), as the web "
            "page lists them; threads whose database is not recorded are listed too.",
        ),
    ] = False,
) -> None:
    """List the threads in the checkpoint file, the most recent first, a page at a time (every database's: a
    thread resumes on the database it was asked of)."""
    with _agent(db, checkpoint) as agent:
        found = agent.threads(limit=limit, offset=offset, status=status, text=search, here=here)
        total = agent.count_threads(status=status, text=search, here=here)
    if as_json:
        print(json.dumps([t.model_dump() for t in found], indent=2))
        return
    from sqlclarify.faces.render import threads_page

    console.print(threads_page(found, offset, total))


@app.command()
def show(
    thread_id: Annotated[str, typer.Argument(help="The thread to show.")],
    as_json: JsonOption = False,
    checkpoint: CheckpointOption = None,
    db: DbOption = None,
    history: Annotated[bool, typer.Option("--history", help="List the thread's checkpoints instead.")] = False,
) -> None:
    """Show every turn of a thread: questions, answers, SQL and rows."""
    if history:
        with _agent(db, checkpoint) as agent:
            points = agent.checkpoints(thread_id)
        if as_json:
            print(json.dumps(points, indent=2))
            return
        from sqlclarify.faces.render import checkpoints_table

        console.print(checkpoints_table(points))
        console.print(f"re-answer a question: sqlclarify answer {thread_id} --at CHECKPOINT ANSWER", style="dim")
        return
    with _agent(db, checkpoint) as agent:
        turns = agent.history(thread_id)
    if as_json:
        print(json.dumps([t.model_dump() for t in turns], indent=2, default=str))
        return
    from sqlclarify.faces.render import render_turn, render_usage

    for number, turn in enumerate(turns, start=1):
        console.rule(_text(f"turn {number}: {turn.question}"))
        render_turn(console, turn, hint=number == len(turns))
        render_usage(console, turn)


@app.command("export")
def export_(
    thread_id: Annotated[str, typer.Argument(help="The thread to export.")],
    file: Annotated[str | None, typer.Argument(help="Write here (default: standard output).")] = None,
    checkpoint: CheckpointOption = None,
    db: DbOption = None,
) -> None:
    """Export a thread as readable JSON: metadata, questions, clarifications, SQL and rows."""
    with _agent(db, checkpoint) as agent:
        text = json.dumps(agent.export(thread_id), indent=2, default=str)
    if file:
        from pathlib import Path

        Path(file).write_text(text + "\n", encoding="utf-8")
        console.print(f"exported thread {thread_id} to {file}")
    else:
        print(text)


def _read_export(file: str) -> Any:
    """The JSON of an export file, or a one-line InputError."""
    from pathlib import Path

    from sqlclarify.errors import InputError

    try:
        return json.loads(Path(file).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise InputError(f"cannot read the export {file}: {exc}") from exc


@app.command("import")
def import_(
    file: Annotated[str, typer.Argument(help="A file written by sqlclarify export.")],
    checkpoint: CheckpointOption = None,
    db: DbOption = None,
) -> None:
    """Import an exported thread as a new thread that can be continued; prints its id."""
    data = _read_export(file)
    with _agent(db, checkpoint) as agent:
        print(agent.import_thread(data))


@app.command()
def verify(
    thread_id: Annotated[str, typer.Argument(help="The thread whose latest answer is right.")],
    user: Annotated[
        str | None, typer.Option("--user", help="Who verifies (default: SQLCLARIFY_USER, else you).")
    ] = None,
    as_json: JsonOption = False,
    checkpoint: CheckpointOption = None,
    db: DbOption = None,
) -> None:
    """Mark a thread's latest answer as right: later questions that mean the same (every user's) reuse it."""
    with _agent(db, checkpoint, tuning={"user_id": user} if user else None) as agent:
        answer = agent.verify(thread_id)
    if as_json:
        print(answer.model_dump_json(indent=2))
        return
    console.print(f"verified {answer.id}: '{answer.question}' by {answer.by} on {answer.on} (shared with every user)")


verified_app = typer.Typer(help="Verified answers (shared by every user): list, export, import, remove.")
app.add_typer(verified_app, name="verified", no_args_is_help=True)


@verified_app.command("list")
def verified_list(as_json: JsonOption = False, checkpoint: CheckpointOption = None, db: DbOption = None) -> None:
    """List the verified answers, the most recent first; a broken one says why it no longer fits its catalog."""
    with _agent(db, checkpoint) as agent:
        found = agent.verified()
    if as_json:
        print(json.dumps([a.model_dump() for a in found], indent=2))
        return
    from sqlclarify.faces.render import verified_table

    console.print(verified_table(found) if found else "no verified answers yet (sqlclarify verify THREAD)")


@verified_app.command("export")
def verified_export(
    file: Annotated[str, typer.Argument(help="The JSON file to write.")],
    checkpoint: CheckpointOption = None,
    db: DbOption = None,
) -> None:
    """Write every verified answer to a JSON file (read back with `verified import`)."""
    from pathlib import Path

    with _agent(db, checkpoint) as agent:
        found = agent.verified()
    Path(file).write_text(json.dumps([a.model_dump() for a in found], indent=2) + "\n", encoding="utf-8")
    console.print(f"exported {len(found)} verified answer{'s' if len(found) != 1 else ''} to {file}")


@verified_app.command("import")
def verified_import(
    file: Annotated[str, typer.Argument(help="A file written by `verified export`.")],
    checkpoint: CheckpointOption = None,
    db: DbOption = None,
) -> None:
    """Add the verified answers of an export (an answer with the same id is replaced)."""
    data = _read_export(file)
    with _agent(db, checkpoint) as agent:
        count = agent.import_verified(data)
    console.print(f"imported {count} verified answer{'s' if count != 1 else ''}")


@verified_app.command("remove")
def verified_remove(
    answer_id: Annotated[str, typer.Argument(help="The verified answer's id (or a unique prefix).")],
    checkpoint: CheckpointOption = None,
    db: DbOption = None,
) -> None:
    """Remove a verified answer: it is never reused again."""
    with _agent(db, checkpoint) as agent:
        removed = agent.unverify(answer_id)
    console.print(f"removed {removed.id}: '{removed.question}'")


catalog_app = typer.Typer(help="The metric catalog: what of it is left out and why; the words the reader knows.")
app.add_typer(catalog_app, name="catalog", no_args_is_help=True)


@catalog_app.command("check")
def catalog_check(catalog: CatalogOption = None, db: DbOption = None, as_json: JsonOption = False) -> None:
    """List every element of the catalog left out (file, element, reason): exit 0 when none, 1 when any. Keys
    read but not used (unknown keys, ignored; the element kept) are warnings. With --db, what that database
    lacks (tables, columns) is listed too."""
    from sqlclarify.semantic.readers import check_catalog

    layer = check_catalog(_catalog_path(catalog))
    if db:
        from sqlclarify.context import Context
        from sqlclarify.semantic.validate import fit_to_schema

        warehouse = Context(database=db).warehouse()
        layer = fit_to_schema(layer, warehouse.schema(), warehouse.dialect)
    from sqlclarify.understanding.candidates import build_vocabulary
    from sqlclarify.understanding.explain import unreached_elements

    unreached = unreached_elements(build_vocabulary(layer))  # a warning: the exit status stays the left-out's
    if as_json:
        report = {
            "catalog": layer.source,
            "semantic_models": len(layer.semantic_models),
            "metrics": len(layer.metrics),
            "saved_queries": len(layer.saved_queries),
            "excluded": [{**e.model_dump(exclude={"words"}), "line": e.line()} for e in layer.excluded],
            "notices": [n.line() for n in layer.notices],
            "unreached": unreached,
        }
        print(json.dumps(report, indent=2))
    else:
        for excluded in layer.excluded:
            console.print(excluded.line(), highlight=False, soft_wrap=True)
        for notice in layer.notices:  # read, not used; the element is kept (not counted as left out)
            console.print(f"warning: {notice.line()}", highlight=False, soft_wrap=True)
        for line in unreached:
            console.print(f"warning: {line}", highlight=False, soft_wrap=True)
        left_out = f"{len(layer.excluded)} element{'s' if len(layer.excluded) != 1 else ''} left out"
        console.print(
            f"{layer.source}: {len(layer.metrics)} metrics, {len(layer.semantic_models)} semantic models read; "
            + (left_out if layer.excluded else "nothing left out"),
            style="dim",
            highlight=False,
            soft_wrap=True,
        )
    raise typer.Exit(1 if layer.excluded else 0)


@catalog_app.command("init")
def catalog_init(
    db: Annotated[str, typer.Option("--db", help="The database to draft a catalog of (a path or a URL).")],
    out: Annotated[str, typer.Option("--out", help="The folder to write the dbt project to.")] = "catalog",
    tables: Annotated[
        list[str] | None,
        typer.Option("--tables", help="Only tables matching these patterns (repeat, or separate by commas; * and ?)."),
    ] = None,
    force: Annotated[bool, typer.Option("--force", help="Overwrite files of an earlier draft.")] = False,
) -> None:
    """Draft a dbt semantic layer (dbt's latest YAML spec) from the database itself: tables, keys, joins, facts
    and lookups, dimensions and first metrics, from bounded read-only samples. Prints what it decided and why,
    and what it left out; writes nothing over an existing file without --force."""
    from pathlib import Path

    from sqlclarify.faces.catalog_init import run_catalog_init

    patterns = [p.strip() for given in tables or [] for p in given.split(",") if p.strip()]
    for line in run_catalog_init(db, Path(out), patterns, force=force):
        console.print(line, highlight=False, soft_wrap=True)


def _catalog_path(catalog: str | None) -> str | None:
    """The catalog a command uses: --catalog, else SQLCLARIFY_CATALOG, else (None) the demo catalog."""
    return catalog or os.environ.get("SQLCLARIFY_CATALOG") or None


def _note_left_out(catalog: str | None) -> None:
    """One line on stderr when the catalog has elements left out (the turn itself says nothing of them)."""
    from sqlclarify.errors import SqlclarifyError
    from sqlclarify.semantic.readers import load_semantic_layer

    try:
        layer = load_semantic_layer(_catalog_path(catalog))
    except SqlclarifyError:
        return  # the turn reports it
    if layer.excluded:
        count = len(layer.excluded)
        errors.print(
            f"{count} catalog element{'s' if count != 1 else ''} left out — see `sqlclarify catalog check`",
            style="dim",
            highlight=False,
            soft_wrap=True,
        )


TargetOption = Annotated[
    str | None, typer.Option("--target", help="The dbt target in profiles.yml (when --db is not given).")
]
list_app = typer.Typer(help="MetricFlow's lists: the catalog's metrics, dimensions and entities.")
app.add_typer(list_app, name="list", no_args_is_help=True)


def _names(given: list[str] | None) -> list[str]:
    """Names given as repeated options and/or comma-separated (MetricFlow's `--metrics a,b`)."""
    return [n.strip() for item in given or [] for n in item.split(",") if n.strip()]


@list_app.command("metrics")
def list_metrics(
    catalog: CatalogOption = None, db: DbOption = None, target: TargetOption = None, as_json: JsonOption = False
) -> None:
    """The catalog's metrics with their labels and descriptions."""
    from sqlclarify.metric_queries import open_layer

    layer, _ = open_layer(catalog, db, target)
    found = [
        {"name": m.name, "type": m.type, "label": m.label or "", "description": m.description or ""}
        for m in sorted(layer.metrics.values(), key=lambda m: m.name)
    ]
    if as_json:
        print(json.dumps(found, indent=2))
        return
    for metric in found:
        text = f"{metric['name']} ({metric['type']})" + (f": {metric['label']}" if metric["label"] else "")
        console.print(text + (f" — {metric['description']}" if metric["description"] else ""), soft_wrap=True)


@list_app.command("dimensions")
def list_dimensions(
    metrics: Annotated[
        list[str] | None, typer.Option("--metrics", help="Only the dimensions every one of these metrics takes.")
    ] = None,
    catalog: CatalogOption = None,
    db: DbOption = None,
    target: TargetOption = None,
    as_json: JsonOption = False,
) -> None:
    """The dimensions (MetricFlow's names: metric_time, entity__dimension) the metrics can be grouped by."""
    from sqlclarify.errors import InputError
    from sqlclarify.metric_queries import open_layer
    from sqlclarify.semantic.mf_names import NameError_, metric_dimensions

    layer, _ = open_layer(catalog, db, target)
    try:
        found = metric_dimensions(layer, _names(metrics))
    except NameError_ as exc:
        raise InputError(str(exc)) from exc
    if as_json:
        print(json.dumps([d.__dict__ for d in found], indent=2))
        return
    for dimension in found:
        grain = f", by {dimension.grain} or coarser" if dimension.grain else ""
        console.print(f"{dimension.name} ({dimension.type}{grain}): {dimension.label}", soft_wrap=True)


@list_app.command("entities")
def list_entities(
    catalog: CatalogOption = None, db: DbOption = None, target: TargetOption = None, as_json: JsonOption = False
) -> None:
    """The entities (join keys): the model each is the key of, and the models it joins."""
    from sqlclarify.metric_queries import open_layer
    from sqlclarify.semantic.mf_names import entities

    layer, _ = open_layer(catalog, db, target)
    found = [{"name": n, "primary_of": p, "models": m} for n, p, m in entities(layer)]
    if as_json:
        print(json.dumps(found, indent=2))
        return
    for entity in found:
        key = f"key of {entity['primary_of']}; " if entity["primary_of"] else ""
        console.print(f"{entity['name']}: {key}in {', '.join(entity['models'])}", soft_wrap=True)


@app.command("query")
def query_(
    metrics: Annotated[list[str], typer.Option("--metrics", help="Metrics, comma-separated (MetricFlow's names).")],
    group_by: Annotated[
        list[str] | None,
        typer.Option("--group-by", help="Dimensions, comma-separated: metric_time__month, customer__region, …"),
    ] = None,
    where: Annotated[
        list[str] | None,
        typer.Option("--where", help="A filter: {{ Dimension('customer__region') }} = 'EU' (=, !=, IN, NOT IN, AND)."),
    ] = None,
    start_time: Annotated[str | None, typer.Option("--start-time", help="First day (YYYY-MM-DD).")] = None,
    end_time: Annotated[str | None, typer.Option("--end-time", help="Last day (YYYY-MM-DD).")] = None,
    order: Annotated[
        list[str] | None, typer.Option("--order", help="Order by these, comma-separated; '-name' descending.")
    ] = None,
    limit: Annotated[int | None, typer.Option("--limit", help="At most this many rows.")] = None,
    as_csv: Annotated[bool, typer.Option("--csv", help="Print CSV.")] = False,
    as_json: JsonOption = False,
    explain: Annotated[bool, typer.Option("--explain", help="Print the SQL instead of running it.")] = False,
    catalog: CatalogOption = None,
    db: DbOption = None,
    target: TargetOption = None,
) -> None:
    """A metric query as `mf query` takes it, compiled by sqlclarify and run read-only."""
    from sqlclarify.metric_queries import open_layer, run_metric_query

    layer, warehouse = open_layer(catalog, db, target)
    if explain:
        from sqlclarify.errors import InputError
        from sqlclarify.semantic.compile import compile_query
        from sqlclarify.semantic.errors import CompileError
        from sqlclarify.semantic.mf_names import NameError_, build_query

        try:
            built = build_query(
                layer, _names(metrics), _names(group_by), where or [], start_time, end_time, _names(order), limit
            )
            print(compile_query(layer, built, warehouse.dialect).sql)
        except (NameError_, CompileError) as exc:
            raise InputError(str(exc)) from exc
        return
    answer = run_metric_query(
        layer, warehouse, _names(metrics), _names(group_by), where or [], start_time, end_time, _names(order), limit
    )
    if as_json:
        print(json.dumps({"columns": answer.columns, "rows": answer.rows, "sql": answer.sql}, indent=2, default=str))
    elif as_csv:
        import csv

        writer = csv.writer(sys.stdout)
        writer.writerow(answer.columns)
        writer.writerows(answer.rows)
    else:
        from rich.table import Table

        table = Table(*answer.columns)
        for row in answer.rows:
            table.add_row(*("" if v is None else str(v) for v in row))
        console.print(table)
    if answer.truncated:
        errors.print("(rows cut at the row limit)", style="dim")


vocabulary_app = typer.Typer(
    help="The team vocabulary (words taught by answers, used for every user): list, export, import, remove."
)
app.add_typer(vocabulary_app, name="vocabulary", no_args_is_help=True)


@vocabulary_app.command("list")
def vocabulary_list(as_json: JsonOption = False, checkpoint: CheckpointOption = None, db: DbOption = None) -> None:
    """List the team's words by catalog and phrase; a broken one says why it no longer fits its catalog."""
    with _agent(db, checkpoint) as agent:
        found = agent.vocabulary()
    if as_json:
        print(json.dumps([w.model_dump() for w in found], indent=2))
        return
    from sqlclarify.faces.render import vocabulary_table

    console.print(vocabulary_table(found) if found else "the team vocabulary is empty (answer --add-vocabulary)")


@vocabulary_app.command("export")
def vocabulary_export(
    file: Annotated[str, typer.Argument(help="The JSON file to write.")],
    checkpoint: CheckpointOption = None,
    db: DbOption = None,
) -> None:
    """Write the team's words to a JSON file (read back with `vocabulary import`)."""
    from pathlib import Path

    with _agent(db, checkpoint) as agent:
        found = agent.vocabulary()
    data = [w.model_dump(exclude={"broken"}) for w in found]
    Path(file).write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    console.print(f"exported {len(found)} word{'s' if len(found) != 1 else ''} to {file}")


@vocabulary_app.command("import")
def vocabulary_import(
    file: Annotated[str, typer.Argument(help="A file written by `vocabulary export`.")],
    checkpoint: CheckpointOption = None,
    db: DbOption = None,
) -> None:
    """Add the words of an export (a word with the same phrase in the same catalog is replaced)."""
    data = _read_export(file)
    with _agent(db, checkpoint) as agent:
        count = agent.import_vocabulary(data)
    console.print(f"imported {count} word{'s' if count != 1 else ''}")


@vocabulary_app.command("remove")
def vocabulary_remove(
    phrase: Annotated[str, typer.Argument(help="The word (in every catalog), or its id.")],
    checkpoint: CheckpointOption = None,
    db: DbOption = None,
) -> None:
    """Remove a word from the team vocabulary: the reader no longer takes it."""
    with _agent(db, checkpoint) as agent:
        removed = agent.remove_vocabulary(phrase)
    for word in removed:
        console.print(f"removed {word.id}: '{word.phrase}' = {word.label} ({word.catalog})")


@catalog_app.command("explain")
def catalog_explain(
    catalog: CatalogOption = None,
    db: Annotated[
        str | None,
        typer.Option("--db", help="Also read the categorical dimensions' values from this database (as questions do)."),
    ] = None,
    as_json: JsonOption = False,
) -> None:
    """For each metric and dimension: the words the offline reader recognises, and where each came from."""
    from sqlclarify.errors import CatalogError, InputError
    from sqlclarify.understanding.explain import explain_vocabulary, unreached_elements

    try:
        vocab = _explain_vocabulary(catalog, db)
    except (CatalogError, InputError) as exc:
        errors.print(f"error: {exc}", highlight=False, soft_wrap=True)
        raise typer.Exit(2) from None
    explained = explain_vocabulary(vocab)
    if as_json:
        print(json.dumps([e.as_dict() for e in explained], indent=2))
        return
    for element in explained:
        values = f" (+ {element.values} values)" if element.values else ""
        console.print(_text(f"{element.kind} {element.name} — {element.label}{values}", style="bold"))
        for phrase, source in element.words:
            console.print(f"  {phrase}  [{source}]")
    for line in unreached_elements(vocab):
        console.print(f"warning: {line}")


def _explain_vocabulary(catalog: str | None, db: str | None) -> Any:
    """The reader's vocabulary of `catalog`, with the database's values when `db` is given."""
    from sqlclarify.context import Context
    from sqlclarify.resources import catalog_for
    from sqlclarify.semantic.readers import load_semantic_layer
    from sqlclarify.understanding.candidates import build_vocabulary

    if db is None:
        return build_vocabulary(load_semantic_layer(_catalog_path(catalog)))
    found = catalog_for(Context(database=db, catalog=_catalog_path(catalog)))
    if found is None:
        from sqlclarify.errors import InputError

        raise InputError("the catalog does not fit the database")
    return found.vocab


# SQL may start with a comment ("-- note"): taken as the argument, not as an unknown option
@app.command(context_settings={"ignore_unknown_options": True})
def validate(
    sql: Annotated[str, typer.Argument(help="The SQL to check.")],
    db: DbOption = None,
    as_json: JsonOption = False,
) -> None:
    """Check SQL against a database without running it: exit 0 if valid, 1 if rejected."""
    from sqlclarify.context import Context
    from sqlclarify.warehouse.guard import validate_sql

    context = Context(database=db) if db else Context()
    report = validate_sql(sql, context.warehouse())
    if as_json:
        print(report.model_dump_json(indent=2, include={"ok", "errors", "sql", "tables"}))
    elif report.ok:
        console.print(_text(("valid", "green"), f" — tables: {', '.join(report.tables) or 'none'}"))
    else:
        for issue in report.errors:
            where = f" (line {issue.line}, col {issue.column})" if issue.line else ""
            line = _text(("rejected", "red"), f" [{issue.kind}] {issue.message}{where}")
            console.print(line, highlight=False)
    raise typer.Exit(0 if report.ok else 1)


@app.command("eval")
def evaluate(
    cases: Annotated[str, typer.Argument(help="A cases YAML file, e.g. evals/demo_warehouse.yaml.")],
    model: ModelOption = None,
    db: DbOption = None,
    catalog: CatalogOption = None,
    as_json: JsonOption = False,
    fail_under: Annotated[
        float, typer.Option("--fail-under", help="Exit 1 when fewer than this % of cases pass.")
    ] = 100.0,
    gold_db: Annotated[
        str | None,
        typer.Option(
            "--gold-db", help="Run the gold SQL here (the same data in the engine it is written for; default: --db)."
        ),
    ] = None,
) -> None:
    """Run scripted conversations; print each case and the totals (accuracy, clarification precision/recall)."""
    from pathlib import Path

    from sqlclarify.evaluation.cases import load_suite
    from sqlclarify.evaluation.runner import run_suite

    suite = load_suite(cases)
    if catalog:
        suite.catalog = str(Path(catalog).resolve())
    report = run_suite(suite, Path(cases), model=model, database=db, gold_database=gold_db)
    if as_json:
        print(report.model_dump_json(indent=2))
    else:
        from sqlclarify.faces.render import render_eval

        render_eval(console, report)
    passed = 100.0 * report.totals.passed / max(report.totals.cases, 1)
    if passed < fail_under:
        failed = [r.id for r in report.results if not r.passed]
        listed = ", ".join(failed[:10]) + (f" and {len(failed) - 10} more" if len(failed) > 10 else "")
        errors.print(
            f"eval failed: {report.totals.passed} of {report.totals.cases} cases passed ({passed:.1f}%), "
            f"under --fail-under {fail_under:g}%; failed: {listed or 'none'}",
            highlight=False,
            soft_wrap=True,
        )
        raise typer.Exit(1)


@app.command()
def chat(
    thread: Annotated[str | None, typer.Option("--thread", help="Continue this thread.")] = None,
    db: DbOption = None,
    checkpoint: CheckpointOption = None,
    today: TodayOption = None,
    model: ModelOption = None,
    mode: ModeOption = None,
    catalog: CatalogOption = None,
    model_timeout: ModelTimeoutOption = None,
    model_retries: ModelRetriesOption = None,
    model_context: ModelContextOption = None,
    schema_budget: SchemaBudgetOption = None,
) -> None:
    """An interactive chat: questions, clarifications and results in one flow (works with piped stdin too)."""
    from pathlib import Path

    from platformdirs import user_data_dir

    from sqlclarify.faces.chat import ChatSession, piped_reader, terminal_reader

    tuning = _tuning(model_timeout, model_retries, model_context, schema_budget)
    with _agent(db, checkpoint, today, model, mode, catalog, tuning) as agent:
        reader = (
            terminal_reader(Path(user_data_dir("sqlclarify")) / "chat_history")
            if sys.stdin.isatty()
            else piped_reader(console)
        )
        ChatSession(agent, console, reader, thread).run()


@app.command("mcp")
def mcp_(
    http: Annotated[
        str | None, typer.Option("--http", help="Serve streamable HTTP on HOST:PORT instead of stdio.")
    ] = None,
    db: DbOption = None,
    checkpoint: CheckpointOption = None,
    today: TodayOption = None,
    model: ModelOption = None,
    mode: ModeOption = None,
    catalog: CatalogOption = None,
    user: UserOption = None,
    tokens: Annotated[
        str | None,
        typer.Option(
            "--tokens",
            envvar="SQLCLARIFY_MCP_TOKENS",
            help='HTTP: a JSON file of bearer tokens, {"token": "user name", …}; each caller acts as its user.',
        ),
    ] = None,
    issuer: Annotated[
        str | None,
        typer.Option(
            "--issuer",
            envvar="SQLCLARIFY_MCP_ISSUER",
            help="HTTP: accept JWTs from this OAuth issuer (checked against its JWKS; audience = the public URL).",
        ),
    ] = None,
    jwks_url: Annotated[
        str | None,
        typer.Option(
            "--jwks-url",
            envvar="SQLCLARIFY_MCP_JWKS_URL",
            help="HTTP: the issuer's JWKS (default: its jwks_uri from the issuer's metadata).",
        ),
    ] = None,
    user_claim: Annotated[
        str | None,
        typer.Option(
            "--user-claim",
            envvar="SQLCLARIFY_MCP_USER_CLAIM",
            help="HTTP: the JWT claim naming the user (default: sub).",
        ),
    ] = None,
    public_url: Annotated[
        str | None,
        typer.Option(
            "--public-url",
            envvar="SQLCLARIFY_MCP_PUBLIC_URL",
            help="HTTP: the URL clients use for the MCP endpoint (default http://HOST:PORT/mcp): the token "
            "audience, and a host name allowed in Host/Origin.",
        ),
    ] = None,
    allowed_host: Annotated[
        list[str] | None,
        typer.Option("--allowed-host", help="HTTP: another host name clients reach the server by (repeatable)."),
    ] = None,
    workers: Annotated[
        int, typer.Option("--workers", min=1, max=256, help="Tool calls run at once (default: 32).")
    ] = 32,
) -> None:
    """Serve the agent to MCP clients (Claude Desktop, Cursor, VS Code): stdio, or streamable HTTP with --http.

    Over HTTP beyond loopback a bearer token is required (--tokens and/or --issuer): each caller acts as the
    user its token names, and sees only the threads it started."""
    from sqlclarify.errors import InputError

    address = _address(http) if http else None  # a bad address fails before anything is loaded
    auth = None
    if address is not None:
        from sqlclarify.faces.mcp.auth import check_bind, http_auth

        auth = http_auth(*address, tokens, issuer, jwks_url, user_claim, public_url)
        check_bind(address[0], auth)
        if auth.enabled and (user is not None or "user_id" in _user):
            raise InputError("--user cannot be used with token auth: each caller is the user its token names")
    _set_user(user)
    from sqlclarify.faces.mcp.server import serve

    with _agent(db, checkpoint, today, model, mode, catalog) as agent:
        warehouse = agent.context.warehouse()  # a missing database fails here, as one line, not at the first call
        errors.print(warehouse.boundary.describe(), highlight=False, soft_wrap=True)
        if auth is not None:
            who = "bearer tokens required" if auth.enabled else "no authentication (loopback only)"
            errors.print(f"sqlclarify MCP on {auth.resource_url}: {who}", highlight=False, soft_wrap=True)
        serve(agent, address, auth, allowed_host or [], workers)


@app.command()
def boundary(
    db: DbOption = None,
    catalog: CatalogOption = None,
    user: UserOption = None,
    as_json: JsonOption = False,
    create_role: Annotated[
        bool,
        typer.Option(
            "--create-role",
            help="PostgreSQL: print the statements that create this user's boundary role (grants, row-level "
            "security); nothing runs without --apply.",
        ),
    ] = False,
    apply: Annotated[
        bool, typer.Option("--apply", help="With --create-role: run them (the URL's role must be able to).")
    ] = False,
) -> None:
    """What a user may read: the operator's data boundary (SQLCLARIFY_BOUNDARY) and the catalog's row policies."""
    from sqlclarify.context import Context
    from sqlclarify.errors import InputError

    _set_user(user)
    settings = {k: v for k, v in (("database", db), ("catalog", catalog)) if v}
    context = Context(**settings, **_user)
    warehouse = context.warehouse()
    if apply and not create_role:
        raise InputError("--apply goes with --create-role")
    if create_role:
        _boundary_role(context, warehouse, apply)
        return
    full, visible = warehouse.inner.schema(), warehouse.schema()
    conditions = warehouse.row_policies().conditions
    tables = []
    for table, columns in sorted(full.tables.items()):
        shown = visible.tables.get(table)
        condition = conditions.get(table.lower())
        tables.append(
            {
                "table": table,
                "readable": shown is not None,
                "hidden_columns": sorted(set(columns) - set(shown or {})) if shown is not None else sorted(columns),
                "rows": condition.sql(dialect=warehouse.dialect) if condition is not None else "all",
            }
        )
    if as_json:
        report = {"user": context.user_id, "boundary": warehouse.boundary.describe(), "tables": tables}
        print(json.dumps(report | {"enforced": warehouse.enforcement()}))
        return
    console.print(f"{warehouse.boundary.describe()}; user {context.user_id}", highlight=False, soft_wrap=True)
    console.print(f"enforced {warehouse.enforcement()}", highlight=False, soft_wrap=True)
    for item in tables:
        if not item["readable"]:
            console.print(f"  {item['table']}: not readable", highlight=False)
            continue
        hidden = f", hidden: {', '.join(item['hidden_columns'])}" if item["hidden_columns"] else ""
        rows = "" if item["rows"] == "all" else f", rows where {item['rows']}"
        console.print(f"  {item['table']}: readable{hidden}{rows}", highlight=False)


def _boundary_role(context: Any, warehouse: Any, apply: bool) -> None:
    """Print (and with `apply`, run) the statements that create the user's PostgreSQL boundary role."""
    from sqlclarify.errors import InputError
    from sqlclarify.warehouse.postgres_roles import create_boundary_role, planned_role_sql

    if warehouse.dialect != "postgres":
        raise InputError("--create-role is for PostgreSQL: SQLite and DuckDB enforce the boundary on their own")
    exposure = warehouse.exposure()
    if not exposure.restricts:
        console.print(f"user {context.user_id} may read everything: no role is needed", highlight=False)
        return
    url = str(context.database)
    statements = create_boundary_role(url, exposure) if apply else planned_role_sql(url, exposure)
    for statement in statements:
        print(f"{statement};")
    done = "created" if apply else "not created: run again with --apply"
    state = done if statements else "exists already"
    errors.print(f"boundary role for user {context.user_id}: {state}", highlight=False, soft_wrap=True)


@app.command()
def web(
    host: Annotated[str, typer.Option("--host", help="Address to bind: loopback only.")] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", help="Port to serve on (0: a free one).")] = 8765,
    db: DbOption = None,
    checkpoint: CheckpointOption = None,
    today: TodayOption = None,
    model: ModelOption = None,
    catalog: CatalogOption = None,
    user: UserOption = None,
) -> None:
    """Serve the analysts' web page: ask, answer clarifications with forms, read tables and charts."""
    import socket

    import uvicorn

    from sqlclarify.errors import InputError
    from sqlclarify.faces.web.app import create_app
    from sqlclarify.faces.web.binding import require_loopback
    from sqlclarify.faces.web.guard import page_hosts

    _set_user(user)
    require_loopback(host)
    if not 0 <= port < 65536:
        raise InputError(f"--port must be 0-65535, not {port}")
    with _agent(db, checkpoint, today, model, None, catalog) as agent:
        agent.context.warehouse()  # a missing database fails here, as one line
        sock = socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((host, port))
        except OSError as exc:
            raise InputError(f"cannot listen on {host}:{port}: {exc.strerror or exc}") from None
        # listening before the address is printed: a browser or script that opens it at once waits in the backlog
        # until the server takes it, instead of "connection refused" while uvicorn is still starting
        sock.listen(2048)
        bound = sock.getsockname()[1]
        shown = f"[{host}]" if ":" in host else host
        errors.print(f"sqlclarify web on http://{shown}:{bound}/ (Ctrl-C to stop)", highlight=False, soft_wrap=True)
        # Host: the bind address, loopback names and SQLCLARIFY_ALLOWED_HOSTS only (DNS rebinding)
        hosts = page_hosts(host, os.environ.get("SQLCLARIFY_ALLOWED_HOSTS", "").split(","))
        config = uvicorn.Config(create_app(agent, hosts=hosts), log_level="warning", access_log=False)
        uvicorn.Server(config).run(sockets=[sock])


def _address(text: str) -> tuple[str, int]:
    """HOST:PORT (an IPv6 host in brackets) as (host, port)."""
    from sqlclarify.errors import InputError

    host, sep, port = text.rpartition(":")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise InputError(f"--http needs HOST:PORT, got '{text}'")
    return host.strip("[]"), int(port)


@app.command()
def graph() -> None:
    """Print the graph as a Mermaid diagram."""
    from sqlclarify.graph import graph as compiled

    print(compiled.get_graph().draw_mermaid())


@app.command()
def demo(
    checkpoint: CheckpointOption = None,
    today: TodayOption = None,
    db: Annotated[
        str | None,
        typer.Option(
            "--db",
            help="Load the demo warehouse here first (a SQLite path, duckdb:///PATH or postgresql://…; "
            "the role must be able to create tables) and walk through it.",
        ),
    ] = None,
) -> None:
    """Walk through a conversation on the demo warehouse: ambiguity, a choice, a missing slot, SQL, rows."""
    from sqlclarify.faces.walkthrough import run_walkthrough

    if db:
        from sqlclarify.context import Context
        from sqlclarify.demo.engines import load_demo

        load_demo(db, (Context(today=today) if today else Context()).today_date())
    with _agent(db, checkpoint, today) as agent:
        run_walkthrough(agent, console)


_GLOBAL_VALUE_OPTIONS = ("--log-json", "--user")  # the options before the command that take a value


def _app_for(args: list[str]) -> typer.Typer:
    """The app with only the command that `args` name, when they name one: typer reads the signature of every
    command it is given before it runs one. Anything else (no command, `--help`, an unknown name) gets the whole
    app, so that help lists every command and a mistyped name is answered as before."""
    index = 0
    while index < len(args) and args[index].startswith("-"):
        option = args[index]
        if option in _GLOBAL_VALUE_OPTIONS:
            index += 2
        elif option.split("=", 1)[0] in _GLOBAL_VALUE_OPTIONS:
            index += 1
        else:
            return app  # --help, --version or an unknown option
    if index >= len(args):
        return app
    name = args[index]
    commands = [
        c for c in app.registered_commands if (c.name or typer.main.get_command_name(c.callback.__name__)) == name
    ]
    groups = [g for g in app.registered_groups if g.name == name]
    if not commands and not groups:
        return app
    one = copy.copy(app)
    one.registered_commands, one.registered_groups = commands, groups
    return one


def main() -> None:
    """Entry point: user errors become one line on stderr and exit code 2, infrastructure faults (the thread
    store's database gone, a full disk) one line and exit code 1; never a traceback."""
    from sqlclarify.errors import SqlclarifyError, infrastructure_fault
    from sqlclarify.faces import start_up
    from sqlclarify.faces.env_file import load_env_file

    start_up.begin()  # until the agent is built (`_agent`), or the command is known to build none (`_options`)
    _user.clear()  # one command line's --user: a second main() in the same process (tests) starts without it
    console.forget()  # and with consoles made for its own environment, as a new process would
    errors.forget()
    try:
        load_env_file()  # before any option reads the environment (SQLCLARIFY_DB, OPENAI_API_KEY, …)
        _app_for(sys.argv[1:])()  # typer handles usage errors and exits itself
    except SqlclarifyError as exc:
        errors.print(_text(("error:", "red"), f" {' '.join(str(exc).split())}"), highlight=False, soft_wrap=True)
        sys.exit(exc.exit_code)
    except Exception as exc:
        fault = infrastructure_fault(exc)
        if fault is None:
            raise
        errors.print(_text(("error:", "red"), f" {fault}"), highlight=False, soft_wrap=True)
        sys.exit(fault.exit_code)
    except KeyboardInterrupt:
        errors.print("interrupted")
        sys.exit(130)
    finally:
        start_up.started()  # a command that ended before its agent was built leaves no process without a collector


if __name__ == "__main__":
    main()
