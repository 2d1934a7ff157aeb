"""The Python API: ask and answer by thread id. The CLI is a thin shell over this."""

from __future__ import annotations

import contextlib
import functools
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import fields, replace
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, get_args

from langgraph.types import Command, StateSnapshot

from sqlclarify.binding import BOUND, check_override, thread_context
from sqlclarify.bulk import paused_gc
from sqlclarify.context import Context, use_default_database
from sqlclarify.demo.warehouse import ensure_demo_warehouse
from sqlclarify.errors import (
    AlreadyAnswered,
    InputError,
    NoPendingQuestion,
    PendingQuestion,
    SqlclarifyError,
    ThreadBusy,
    ThreadNotFound,
    infrastructure_fault,
    require_text,
)
from sqlclarify.events import emit
from sqlclarify.ids import MIN_PREFIX, check_thread_id, expand_id
from sqlclarify.knowledge import choices
from sqlclarify.knowledge.choices import RememberedChoice, RememberedFilter, settled_by_answer
from sqlclarify.knowledge.verified import VerifiedAnswer, catalog_name
from sqlclarify.permissions import VERIFY, VOCABULARY, PermissionDenied, Permissions, may_remove, require
from sqlclarify.resources import catalog_for
from sqlclarify.semantic.model import METRIC_TIME
from sqlclarify.state import ClarificationQuestion, Reading, Status
from sqlclarify.suggestions import DEFAULT_COUNT, Extra
from sqlclarify.threads import Claim, open_store
from sqlclarify.turn import ThreadSummary, Turn
from sqlclarify.understanding.answers import Reply, parse_model_reply, parse_reply
from sqlclarify.understanding.questions import all_label, required_parts

if TYPE_CHECKING:
    from langgraph.graph.state import CompiledStateGraph


# No database given: the demo warehouse, built for the day asked (the graph's context knows no demo)
use_default_database(lambda today: ensure_demo_warehouse(today=today))

MAX_QUESTION_CHARS = 10_000
Progress = Callable[[str], None]  # told the name of each graph step as it ends
# A LangGraph server checkpoints after every step; a mid-run checkpoint of a server run younger than this is
# taken as a run still going on there (no turn takes this long), an older one as a run the server lost.
SERVER_RUN_GRACE_S = 300.0


class Agent:
    """A conversational text-to-SQL agent whose threads persist in a SQLite file or in PostgreSQL.

    >>> agent = Agent()
    >>> turn = agent.ask("rev for ID in Nov 2025")
    >>> turn = agent.answer(turn.thread_id, {"metric": "2"})

    `model` is a spec ("openai:gpt-4o-mini", "ollama:llama3.1") or a LangChain chat model object;
    `checkpoint` a SQLite file path or a postgresql:// URL (default: SQLCLARIFY_CHECKPOINT, else a per-user file).
    """

    def __init__(
        self,
        database: str | None = None,
        checkpoint: str | None = None,
        model: Any = None,
        **settings: Any,
    ) -> None:
        known = {f.name for f in fields(Context)}
        if unknown := set(settings) - known:
            raise InputError(f"unknown setting(s): {', '.join(sorted(unknown))}")
        context = Context()
        overrides = {"database": database, "model": model, "checkpoint": checkpoint, **settings}
        self.context = replace(context, **{k: v for k, v in overrides.items() if v is not None})
        self.store = open_store(self.context.checkpoint)
        self.checkpoint_path = self.store.display  # where threads live, for messages (no password)
        self._held: dict[tuple[str, int], Claim] = {}  # (thread id, Python thread) -> the claim it holds
        # what the caller chose; anything else of database, catalog and model comes from the thread's binding
        self.explicit = {k for k, v in overrides.items() if v is not None and k in BOUND}
        # every thread has an owner (context.user_id); threads from before owners stay visible to a local user,
        # a shared server sets this False so that nobody sees them
        self.ownerless_visible = True
        # what this user may change of the team's knowledge (sqlclarify.permissions); None: unchecked, a local
        # store; a shared face sets it from the authenticated identity
        self.permissions: Permissions = None

    @functools.cached_property
    def graph(self) -> CompiledStateGraph:
        """The graph with this agent's checkpointer and memory store, compiled when a command first needs it: one
        that only lists or shows threads never opens (nor sets up) the memory store."""
        from sqlclarify.graph import build_graph

        return build_graph(self.store.saver, self.store.memory)

    def close(self) -> None:
        self.store.close()

    def __enter__(self) -> Agent:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- asking and answering -------------------------------------------------------------------

    def ask(self, question: str, thread_id: str | None = None, progress: Progress | None = None) -> Turn:
        """Ask a question, in a new thread or as the next turn of `thread_id`; `progress(node)` is called as each
        step of the graph ends (the web page's progress)."""
        text = require_text(question, "question", MAX_QUESTION_CHARS)
        self.context.today_date()  # a bad day fails here, before the thread changes
        if thread_id is None:
            self.context.warehouse()  # a missing database fails here, before the thread changes
            _require_a_way_to_answer(self.context)
            thread_id = str(uuid.uuid4())
            return _turn_from(self._run({"question": text}, thread_id, fresh=True, progress=progress), thread_id)
        thread_id = self.resolve_thread_id(thread_id, must_exist=False)
        self._snapshot(thread_id, must_exist=False)  # a blank id fails before anything is claimed
        with self.claimed(thread_id):
            snapshot = self._recover(thread_id, self._snapshot(thread_id, must_exist=False))
            if _needs_recovery(snapshot):
                raise ThreadBusy(f"thread {thread_id} is busy: the LangGraph server is running it; try again later")
            context = self.context_for(thread_id, snapshot)
            context.warehouse()  # a missing database fails here, before the thread changes
            _require_a_way_to_answer(context)
            if snapshot and snapshot.interrupts:
                raise PendingQuestion(
                    f"thread {thread_id} is waiting for an answer ({_question_ids(snapshot)}); answer it, "
                    "or ask without a thread id to start a new thread"
                )
            # also as a chat message: a human message left unanswered by a failed run must not be taken instead
            payload = {"question": text, "messages": [{"role": "user", "content": text}]}
            return _turn_from(self._run(payload, thread_id, context=context, progress=progress), thread_id)

    def answer(
        self,
        thread_id: str,
        answer: Reply,
        remember: bool = False,
        add_vocabulary: bool = False,
        progress: Progress | None = None,
    ) -> Turn:
        """Answer the pending questions of `thread_id`: {id: answer}, a list, or free text.

        `turn.choices` holds what the answer chose for an ambiguous word and for a required filter it was asked;
        `remember=True` also remembers them for this user's later questions in any thread (see `remember`,
        `remember_filter`). `turn.vocabulary` holds the words the answer placed as a catalog element ("outlet"
        = Store); `add_vocabulary=True` adds them to the team's vocabulary, for every user (see
        `add_vocabulary`)."""
        if add_vocabulary:  # refused before the answer runs: a refusal changes nothing
            require(self.permissions, VOCABULARY, self.context.user_id, "add words to the team vocabulary")
        thread_id = self.resolve_thread_id(thread_id)
        snapshot = self._recover_if_free(thread_id, self._snapshot(thread_id))
        if _needs_recovery(snapshot):
            raise AlreadyAnswered(f"thread {thread_id}: another process or the LangGraph server is running it")
        context = self.context_for(thread_id, snapshot)
        if not snapshot.interrupts:
            raise NoPendingQuestion(
                f"thread {thread_id} has no pending question: it was already answered, or never asked one"
            )
        self.check_answer(snapshot, answer, context)  # a bad answer changes nothing in the thread
        interrupt_id = snapshot.interrupts[0].id
        try:
            with self.claimed(thread_id):
                latest = self._snapshot(thread_id)
                if not latest.interrupts or latest.interrupts[0].id != interrupt_id:
                    raise AlreadyAnswered(f"thread {thread_id}: this question was already answered")
                started = time.perf_counter()
                after = self._run(Command(resume=answer), thread_id, context=context, progress=progress)
                emit(
                    "clarification_answered",
                    thread_id,
                    source="user",
                    answer=answer,
                    ms=round((time.perf_counter() - started) * 1000, 2),
                )
        except ThreadBusy as exc:
            raise AlreadyAnswered(f"thread {thread_id}: another process is answering this question") from exc
        turn = _turn_from(after, thread_id)
        turn.choices = self._choices_of(snapshot, after, context, remember)
        turn.vocabulary = self._taught_by(snapshot, after, context, add_vocabulary)
        return turn

    def _taught_by(
        self, before: StateSnapshot, after: StateSnapshot, context: Context, add: bool
    ) -> list[dict[str, Any]]:
        """The words an answer placed as a catalog element, each added to the team's vocabulary when `add`."""
        from sqlclarify.knowledge import team_vocabulary

        catalog = catalog_for(context)
        if catalog is None or before.interrupts[0].value.get("source") == "model":
            return []
        old, new = Reading(**before.values["slots"]), Reading(**after.values.get("slots", {}))
        taught = []
        for word in team_vocabulary.taught_by_answer(old, new, settled_by_answer(old, new)):
            word |= {
                "value": word.get("value"),
                "label": _element_label(catalog.vocab, word),
                "catalog": catalog_name(context.binding()["catalog"]),
            }
            own_names = [word["label"], word["target"].replace("_", " "), word["value"] or ""]
            if team_vocabulary.misspells(word["phrase"], own_names):
                continue  # a typo the user confirmed ("ad netwrok" = Ad network) teaches the team nothing
            if add:
                require(self.permissions, VOCABULARY, context.user_id, "add words to the team vocabulary")
                team_vocabulary.add_word(self.store.memory, **word, by=context.user_id)
                emit("vocabulary_added", thread_id=None, by=context.user_id, phrase=word["phrase"])
            taught.append({**word, "added": add})
        return taught

    def _choices_of(
        self, before: StateSnapshot, after: StateSnapshot, context: Context, remember: bool
    ) -> list[dict[str, Any]]:
        """What an answer chose for an ambiguous word and for the required filters it was asked, each remembered
        for this user when `remember` (the filters for the thread's catalog only)."""
        catalog = catalog_for(context)
        if catalog is None or before.interrupts[0].value.get("source") == "model":
            return []
        old, new = Reading(**before.values["slots"]), Reading(**after.values.get("slots", {}))
        found: list[dict[str, Any]] = []
        chosen = settled_by_answer(old, new)
        if chosen:
            chosen["label"] = catalog.vocab.metric_label(chosen["metric"])
            if remember:
                choices.remember(self.store.memory, context.user_id, **chosen)
            found.append({"kind": "metric", **chosen, "remembered": remember})
        asked = {q["id"] for q in before.interrupts[0].value["questions"]}
        required = [p for p in required_parts(catalog.vocab, old) if p in asked and p != METRIC_TIME]
        for picked in choices.filters_settled_by_answer(old, new, required):
            dimension, values = picked["dimension"], picked["values"]
            choice = {
                "catalog": catalog_name(context.binding()["catalog"]),
                "dimension": dimension,
                "phrase": choices.phrase_key(catalog.vocab.dimension_label(dimension)),
                "values": values,
                "label": ", ".join(values) or all_label(catalog.vocab, dimension),
            }
            if remember:
                choices.remember_filter(self.store.memory, context.user_id, **choice)
            found.append({"kind": "filter", **choice, "remembered": remember})
        return found

    def check_answer(self, snapshot: StateSnapshot, answer: Reply, context: Context | None = None) -> None:
        """Raise InputError when `answer` cannot settle the questions the snapshot is paused on."""
        context = context or self.context
        payload = snapshot.interrupts[0].value
        questions = [ClarificationQuestion(**q) for q in payload["questions"]]
        if payload.get("source") == "model":
            parse_model_reply(questions, answer)
        else:
            catalog = catalog_for(context)
            if catalog is None:
                raise InputError(f"the metric catalog does not fit {context.database or 'the database'}")
            parse_reply(questions, answer, catalog.vocab, context.today_date(), Reading(**snapshot.values["slots"]))

    def context_for(self, thread_id: str, snapshot: StateSnapshot | None = None) -> Context:
        """The context a thread runs with: its recorded database, catalog and model, unless this agent was
        given others. An override the thread cannot run on raises InputError (nothing is touched)."""
        snapshot = snapshot if snapshot is not None else self._snapshot(thread_id, must_exist=False)
        binding = snapshot.values.get("binding") if snapshot else None
        if not binding:
            return self.context
        context = thread_context(self.context, self.explicit, binding)
        if "database" in self.explicit:
            used = set((snapshot.values.get("validation") or {}).get("tables") or [])
            check_override(thread_id, thread_context(self.context, set(), binding), context, used)
        return context

    # -- the team's vocabulary: words taught by answers, shared by every user of the checkpoint store --

    def add_vocabulary(self, phrase: str, kind: str, target: str, value: str | None = None) -> Any:
        """Add `phrase` to the team's vocabulary for this agent's catalog: it means the metric `target` (kind
        "metric"), a breakdown by the dimension `target` ("dimension"), or its `value` ("value"). Every user's
        reader takes it so from now on, and says so in the answer."""
        from sqlclarify.knowledge import team_vocabulary

        phrase = require_text(phrase, "phrase", MAX_QUESTION_CHARS)
        require(self.permissions, VOCABULARY, self.context.user_id, "add words to the team vocabulary")
        catalog = catalog_for(self.context)
        if catalog is None:
            raise InputError(f"the metric catalog does not fit {self.context.database or 'the database'}")
        word = {"phrase": phrase, "kind": kind, "target": target, "value": value}
        if kind == "metric" and target not in catalog.layer.metrics:
            raise InputError(f"no metric '{target}' in the catalog")
        if kind in ("dimension", "value") and target not in catalog.vocab.dimension_labels:
            raise InputError(f"no dimension '{target}' in the catalog")
        if kind == "value" and not value:
            raise InputError("a value word needs the value it means")
        if kind not in ("metric", "dimension", "value"):
            raise InputError(f"kind must be metric, dimension or value, not '{kind}'")
        added = team_vocabulary.add_word(
            self.store.memory,
            **word,  # type: ignore[arg-type]
            label=_element_label(catalog.vocab, word),
            catalog=catalog_name(self.context.binding()["catalog"]),
            by=self.context.user_id,
        )
        emit("vocabulary_added", thread_id=None, by=self.context.user_id, phrase=added.phrase, id=added.id)
        return added

    def vocabulary(self) -> list[Any]:
        """The team's vocabulary, by catalog and phrase; `broken` says why a word no longer fits its catalog."""
        from sqlclarify.knowledge.team_vocabulary import all_words, problem_with
        from sqlclarify.knowledge.verified import BUILT_IN_CATALOG
        from sqlclarify.semantic.readers import load_semantic_layer
        from sqlclarify.understanding.candidates import build_vocabulary

        words, layers = [], {}
        for word in all_words(self.store.memory):
            if word.catalog not in layers:
                try:
                    layer = load_semantic_layer(None if word.catalog == BUILT_IN_CATALOG else word.catalog)
                    layers[word.catalog] = (layer, set(build_vocabulary(layer).dimension_labels))
                except SqlclarifyError as exc:
                    layers[word.catalog] = f"its catalog cannot be read: {exc}"
            found = layers[word.catalog]
            problem = found if isinstance(found, str) else problem_with(word, *found)
            words.append(word.model_copy(update={"broken": problem}))
        return words

    def remove_vocabulary(self, phrase_or_id: str) -> list[Any]:
        """Remove the team's word(s) with this phrase (in every catalog) or id; InputError when there is none."""
        from sqlclarify.knowledge.team_vocabulary import remove_words

        user = self.context.user_id

        def allowed(word: Any) -> None:  # its author, or an approver
            if not may_remove(self.permissions, VOCABULARY, user, word.by):
                raise PermissionDenied(
                    f"{user} may not remove '{word.phrase}': {word.by} added it; only they or a holder of the "
                    f"'{VOCABULARY}' permission may"
                )

        gone = remove_words(self.store.memory, require_text(phrase_or_id, "phrase", MAX_QUESTION_CHARS), allowed)
        emit("vocabulary_removed", thread_id=None, by=user, phrases=[w.phrase for w in gone])
        return gone

    def import_vocabulary(self, data: Any) -> int:
        """Add the words of an export (`[w.model_dump() for w in agent.vocabulary()]`); how many."""
        from sqlclarify.knowledge.team_vocabulary import import_words

        require(self.permissions, VOCABULARY, self.context.user_id, "import words into the team vocabulary")
        count = import_words(self.store.memory, data, self.context.user_id)
        emit("vocabulary_imported", thread_id=None, by=self.context.user_id, count=count)
        return count

    # -- remembered choices ------------------------------------------------------------------------

    def remember(self, phrase: str, metric: str, candidates: list[str] | None = None) -> RememberedChoice:
        """Remember that this user (`context.user_id`) means `metric` (a metric name) by `phrase`, in every
        thread, until forgotten or chosen again; replaces an earlier choice for the phrase. `candidates`: what
        the phrase could mean (as in `Turn.choices`), kept for the record."""
        phrase = require_text(phrase, "phrase", MAX_QUESTION_CHARS)
        catalog = catalog_for(self.context)
        if catalog is None or metric not in catalog.layer.metrics:
            raise InputError(f"no metric '{metric}' in the catalog")
        label = catalog.vocab.metric_label(metric)
        choices.remember(self.store.memory, self.context.user_id, phrase, metric, label, candidates or [metric])
        return choices.recall(self.store.memory, self.context.user_id, phrase)  # type: ignore[return-value]

    def remember_filter(self, dimension: str, values: list[str] | None = None) -> RememberedFilter:
        """Remember that this user means `values` of `dimension` (a dimension a metric requires; None or [] =
        all of them) when a question in this catalog leaves it out; replaces an earlier choice for it."""
        catalog = catalog_for(self.context)
        if catalog is None or not any(dimension in m.requires for m in catalog.layer.metrics.values()):
            raise InputError(f"no metric of the catalog requires a dimension '{dimension}'")
        values = list(values or [])
        known = [v.value for v in catalog.vocab.values.get(dimension, [])]
        unknown = [v for v in values if known and v not in known]
        if unknown:
            raise InputError(f"{dimension} has no value {', '.join(unknown)}")
        return choices.remember_filter(
            self.store.memory,
            self.context.user_id,
            catalog=catalog_name(self.context.binding()["catalog"]),
            dimension=dimension,
            phrase=catalog.vocab.dimension_label(dimension),
            values=values,
            label=", ".join(values) or all_label(catalog.vocab, dimension),
        )

    def memory(self) -> list[RememberedChoice | RememberedFilter]:
        """This user's remembered choices — metric words and required-filter values (of every catalog) — by
        phrase."""
        return choices.everything_remembered(self.store.memory, self.context.user_id)

    def forget(self, phrase: str | None = None) -> int:
        """Forget this user's choices for `phrase` (a word, or a filter such as "market"), or all of them when
        `phrase` is None; how many were forgotten."""
        if phrase is not None:
            phrase = require_text(phrase, "phrase", MAX_QUESTION_CHARS)
        return choices.forget(self.store.memory, self.context.user_id, phrase)

    def suggest(self, extra: Extra = None, count: int = DEFAULT_COUNT) -> list[str]:
        """Example questions: the team's verified questions first, then ones built from the catalog, each
        answered without a question back; `extra` (a list, or a callable) replaces the verified ones."""
        from sqlclarify.knowledge.verified import verified_questions
        from sqlclarify.suggestions import VERIFIED_SUGGESTIONS, suggest_questions

        if extra is None:
            extra = verified_questions(self.store.memory)[:VERIFIED_SUGGESTIONS]
        return suggest_questions(catalog_for(self.context), self.context.today_date(), extra, count)

    # -- threads as files, and through time --------------------------------------------------------

    def export(self, thread_id: str) -> dict[str, Any]:
        """The thread as readable JSON-ready data (see `thread_io.export_thread`)."""
        from sqlclarify.thread_io import export_thread

        thread_id = self.current(thread_id).thread_id
        return export_thread(self, thread_id)

    def import_thread(self, data: dict[str, Any]) -> str:
        """A new thread from an export; returns its id. It can be continued."""
        from sqlclarify.thread_io import import_thread

        return import_thread(self, data)

    def checkpoints(self, thread_id: str) -> list[dict[str, Any]]:
        """Where each turn of the thread ended or paused, newest first."""
        from sqlclarify.thread_io import checkpoints

        return checkpoints(self, self.resolve_thread_id(thread_id))

    def reanswer(self, thread_id: str, checkpoint_id: str, answer: Reply, replay: bool = True) -> Turn:
        """Answer an earlier question of the thread again, then replay the later questions."""
        from sqlclarify.thread_io import reanswer

        return reanswer(self, self.resolve_thread_id(thread_id), checkpoint_id, answer, replay)

    # -- verified answers: the team's knowledge, shared by every user of the checkpoint store ----------

    def verify(self, thread_id: str) -> VerifiedAnswer:
        """Mark the thread's latest answer as right: later questions that mean the same are answered from it."""
        from sqlclarify.knowledge.verified import verify_turn

        require(self.permissions, VERIFY, self.context.user_id, "verify answers for the team")
        turn = self.current(thread_id)
        intent = self._snapshot(turn.thread_id).values.get("intent")
        verified = verify_turn(
            self.store.memory,
            thread_id=turn.thread_id,
            status=turn.status,
            question=turn.question,
            interpretation=turn.interpretation,
            follow_up=intent == "follow_up",
            catalog=self.context_for(turn.thread_id).binding()["catalog"],
            user=self.context.user_id,
        )
        emit("verified", turn.thread_id, by=self.context.user_id, id=verified.id)
        return verified

    def verified(self) -> list[VerifiedAnswer]:
        """Every verified answer, the most recent first; `broken` says why one no longer fits its catalog."""
        from sqlclarify.knowledge.verified import all_verified, problem_in_catalog

        dialect = self.context.warehouse().dialect
        return [
            a.model_copy(update={"broken": problem_in_catalog(a, dialect)}) for a in all_verified(self.store.memory)
        ]

    def unverify(self, answer_id: str) -> VerifiedAnswer:
        """Remove a verified answer (by id or a unique prefix); it is never reused again."""
        from sqlclarify.knowledge.verified import remove_verified

        user = self.context.user_id

        def allowed(answer: VerifiedAnswer) -> None:  # who verified (or imported) it, or an approver
            if not may_remove(self.permissions, VERIFY, user, answer.by):
                raise PermissionDenied(
                    f"{user} may not remove verified answer {answer.id}: {answer.by} verified it; only they or a "
                    f"holder of the '{VERIFY}' permission may"
                )

        removed = remove_verified(self.store.memory, answer_id, allowed)
        emit("unverified", None, by=user, id=removed.id)
        return removed

    def import_verified(self, data: Any) -> int:
        """Add the verified answers of an export (`[a.model_dump() for a in agent.verified()]`); how many. This
        user is recorded as the one who imported them; the file's verifier is kept only as a claim."""
        from sqlclarify.knowledge.verified import import_verified

        require(self.permissions, VERIFY, self.context.user_id, "import verified answers for the team")
        count = import_verified(self.store.memory, data, self.context.user_id)
        emit("verified_imported", None, by=self.context.user_id, count=count)
        return count

    # -- reading threads ------------------------------------------------------------------------

    def current(self, thread_id: str) -> Turn:
        """The latest turn of a thread: answered, refused, failed, or waiting for an answer."""
        thread_id = self.resolve_thread_id(thread_id)
        return _turn_from(self._recover_if_free(thread_id, self._snapshot(thread_id)), thread_id)

    def threads(
        self,
        limit: int = 20,
        offset: int = 0,
        status: str | None = None,
        text: str | None = None,
        *,
        here: bool = False,
    ) -> list[ThreadSummary]:
        """A page of threads, the most recently updated first, read from the thread index.

        `status` keeps one status; `text` keeps threads whose first or last question contains it (any case);
        `here` keeps the threads on this Agent's database and catalog, and those whose database the index does
        not know (threads from before it kept it: `ThreadSummary.here` is None). `count_threads` gives the total
        for "showing 1–20 of N"."""
        status, text = _thread_filters(status, text)
        if not isinstance(limit, int) or limit < 0 or not isinstance(offset, int) or offset < 0:
            raise InputError(f"limit and offset must be whole numbers >= 0, got {limit!r} and {offset!r}")
        this = self._binding_key()
        found = self.store.threads(
            limit, offset, status, text, self.context.user_id, self.ownerless_visible, this if here else None
        )
        return [
            ThreadSummary(
                thread_id=e.thread_id,
                updated_at=e.updated_at,
                turns=e.turns,
                last_question=e.last_question,
                status=e.status,  # type: ignore[arg-type]
                title=e.title,
                created_at=e.created_at,
                here=None if e.binding_key is None else e.binding_key == this,
            )
            for e in found
        ]

    def count_threads(self, status: str | None = None, text: str | None = None, *, here: bool = False) -> int:
        """How many threads `threads` pages through with these filters."""
        return self.store.count(
            *_thread_filters(status, text),
            self.context.user_id,
            self.ownerless_visible,
            self._binding_key() if here else None,
        )

    def _binding_key(self) -> str:
        """The index's key of this Agent's database and catalog: what a thread begun here records."""
        from sqlclarify.threads.index import binding_key

        return binding_key(self.context.binding())  # type: ignore[return-value]  # a dict always has a key

    def history(self, thread_id: str) -> list[Turn]:
        """Every turn of a thread, oldest first, read back from its checkpoints (state stays lean)."""
        thread_id = self.resolve_thread_id(thread_id)
        self._recover_if_free(thread_id, self._snapshot(thread_id))
        turns: list[Turn] = []
        seen: set[int] = set()
        with paused_gc():
            for snapshot in self.branch(thread_id):
                number = snapshot.values.get("turn")
                ended = not snapshot.next or bool(snapshot.interrupts)
                if number is None or number in seen or not ended:
                    continue
                seen.add(number)
                turns.append(_turn_from(snapshot, thread_id))
        return list(reversed(turns))

    def branch(self, thread_id: str) -> Iterator[StateSnapshot]:
        """The checkpoints leading to the thread's current state, newest first (a fork's older branch
        is left out).

        Streamed in one pass over the history (newest first, so a parent always comes after its child): holding
        every snapshot would make each garbage collection walk all of them, and a long thread's read quadratic.
        """
        current = self.graph.get_state(self.thread_config(thread_id))
        wanted = current.config["configurable"].get("checkpoint_id")
        for snapshot in self.graph.get_state_history(self.thread_config(thread_id)):
            if wanted is None:
                return
            if snapshot.config["configurable"]["checkpoint_id"] != wanted:
                continue
            yield snapshot
            parent = snapshot.parent_config or {}
            wanted = parent.get("configurable", {}).get("checkpoint_id")

    def resolve_thread_id(self, thread_id: str, must_exist: bool = True) -> str:
        """The thread's whole id from the id or a unique prefix of it (as git takes commit ids).

        An unknown id is returned as it is when `must_exist` is false (ask starts a thread with it); an id that
        cannot be one (too long, a NUL byte, an invisible code point) is InputError and never stored."""
        thread_id = check_thread_id(thread_id)
        user = self.context.user_id
        if not self.store.visible(thread_id, user, self.ownerless_visible):  # another user's: as if not there
            raise ThreadNotFound(f"no thread with id {thread_id} in {self.checkpoint_path}")
        if self.graph.get_state(self.thread_config(thread_id)).values:
            return thread_id
        candidates = (
            self.store.thread_ids(thread_id, user, self.ownerless_visible) if len(thread_id) >= MIN_PREFIX else []
        )
        found = expand_id(thread_id, candidates, "thread id")
        if found is None and must_exist:
            raise ThreadNotFound(f"no thread with id {thread_id} in {self.checkpoint_path}")
        return found or thread_id

    # -- helpers --------------------------------------------------------------------------------

    @contextlib.contextmanager
    def claimed(self, thread_id: str) -> Iterator[None]:
        """Hold the thread's claim (re-entrant in one Python thread); ThreadBusy while another caller holds it."""
        key = (thread_id, threading.get_ident())
        if key in self._held:
            yield
            return
        claim = self.store.claim(thread_id, "turn")
        if claim is None:
            raise ThreadBusy(f"thread {thread_id} is busy: another process is changing it; try again in a moment")
        self._held[key] = claim
        try:
            yield
        finally:
            del self._held[key]
            self.store.release(claim)

    def _recover_if_free(self, thread_id: str, snapshot: StateSnapshot) -> StateSnapshot:
        """`_recover` when nobody else is changing the thread; else the thread as it is (reads never wait)."""
        if not _needs_recovery(snapshot):
            return snapshot
        try:
            with self.claimed(thread_id):
                return self._recover(thread_id, self.graph.get_state(self.thread_config(thread_id)))
        except ThreadBusy:
            return snapshot

    def _recover(self, thread_id: str, snapshot: StateSnapshot | None) -> StateSnapshot | None:
        """Bring a thread left mid-run to a turn's end; the caller holds its claim.

        A run cut off between two steps (a crash, kill -9) continues from its last checkpoint; a run whose node
        raised ends as an error turn, and the thread goes on from its last good state (not re-run forever).
        """
        if not _needs_recovery(snapshot):
            return snapshot
        failed = [task for task in snapshot.tasks if task.error]
        if failed:
            return self._end_as_error(thread_id, snapshot, failed[0].error or "")
        if _server_run_in_progress(snapshot):
            return snapshot  # the server finishes it; continuing it here would run the turn twice
        return self._run(None, thread_id, context=self.context_for(thread_id, snapshot))

    def _end_as_error(self, thread_id: str, snapshot: StateSnapshot, error: str) -> StateSnapshot:
        """Close the failed run as an error turn, written as if `respond` had ended it."""
        values = snapshot.values
        node = next((task.name for task in snapshot.tasks if task.error), "")
        counted = not (node == "classify" and not values.get("reclassify"))  # classify numbers the turn
        # the failed run may have bound the thread to what broke it: keep the binding of the last good state
        good = self.graph.get_state(snapshot.parent_config) if snapshot.parent_config else None
        binding = {"binding": good.values.get("binding")} if good and good.values.get("binding") else {}
        self.graph.update_state(
            snapshot.config,
            {
                **binding,
                "status": "error",
                "message": f"This turn failed ({error}); the thread goes on from its last good state.",
                "turn": values.get("turn", 0) + (0 if counted else 1),
                "sql": None,
                "columns": [],
                "rows": [],
                "row_count": 0,
                "truncated": False,
                "validation": None,
                "interpretation": {},
                "chart": None,
                "reclassify": False,
                "model_questions": [],
            },
            as_node="respond",
        )
        emit("turn_failed", thread_id, node=node, error=error)
        return self.graph.get_state(self.thread_config(thread_id))

    def _run(
        self,
        payload: Any,
        thread_id: str,
        config: dict[str, Any] | None = None,
        context: Context | None = None,
        fresh: bool = False,
        progress: Progress | None = None,
    ) -> StateSnapshot:
        """Run the graph on the thread (or from the checkpoint in `config`, with `context` or the agent's);
        the snapshot it ends on.

        A node that raises ends the turn as an error turn instead of leaving the thread stuck on it. A user error
        (SqlclarifyError) raised by a node is raised again after that, for its one line; the first turn of a
        `fresh` thread is removed instead, so bad input leaves no thread behind.
        """
        # Checkpoint when the turn ends or pauses, not after every step: a turn is a handful of fast steps,
        # and per-step checkpoints would multiply the stored state by the step count. A crash mid-turn
        # leaves the thread at its previous checkpoint (an unanswered question stays pending).
        try:
            arguments = {"context": context or self.context, "durability": "exit"}
            config = config or self.thread_config(thread_id)
            if progress is None:
                self.graph.invoke(payload, config, **arguments)
            else:  # the same run, step by step: each finished node is told as it ends
                for update in self.graph.stream(payload, config, stream_mode="updates", **arguments):
                    for node in update:
                        if not node.startswith("__"):
                            progress(node)
        except Exception as exc:
            snapshot = self.graph.get_state(self.thread_config(thread_id))
            recorded = _needs_recovery(snapshot) and any(task.error for task in snapshot.tasks)
            if recorded and fresh and isinstance(exc, SqlclarifyError):
                self.store.saver.delete_thread(thread_id)
            elif recorded:
                ended = self._end_as_error(thread_id, snapshot, _one_line(exc))
                if not isinstance(exc, SqlclarifyError):
                    return ended
            if isinstance(exc, SqlclarifyError):
                raise
            if (fault := infrastructure_fault(exc)) is not None:
                raise fault from exc  # the thread store went away: exit 1, not bad input
            raise SqlclarifyError(f"the turn failed and was not recorded: {_one_line(exc)}") from exc
        snapshot = self.graph.get_state(self.thread_config(thread_id))
        if snapshot.interrupts:
            value = snapshot.interrupts[0].value
            emit(
                "clarification_requested",
                thread_id,
                questions=[q["id"] for q in value["questions"]],
                round=value.get("round"),
                source=value.get("source"),
            )
        return snapshot

    def thread_config(self, thread_id: str) -> dict[str, Any]:
        """The LangGraph config of a thread; its checkpoints name this agent's user as the owner."""
        return {"configurable": {"thread_id": thread_id}, "metadata": {"owner": self.context.user_id}}

    def _snapshot(self, thread_id: str, must_exist: bool = True) -> StateSnapshot:
        check_thread_id(thread_id)
        snapshot = self.graph.get_state(self.thread_config(thread_id))
        if not snapshot.values and not snapshot.next:
            if must_exist:
                raise ThreadNotFound(f"no thread with id {thread_id} in {self.checkpoint_path}")
            return None  # type: ignore[return-value]
        return snapshot


def _thread_filters(status: str | None, text: str | None) -> tuple[str | None, str | None]:
    """The status and text filters of a thread listing, checked: an unknown status raises InputError."""
    statuses = get_args(Status)
    if status is not None and status not in statuses:
        raise InputError(f"unknown status {status!r}: use one of {', '.join(statuses)}")
    return status, (text.strip() or None) if isinstance(text, str) else None


def _needs_recovery(snapshot: StateSnapshot | None) -> bool:
    """A thread left mid-run: a next step to take, and no question waiting for an answer."""
    return snapshot is not None and bool(snapshot.next) and not snapshot.interrupts


def _server_run_in_progress(snapshot: StateSnapshot) -> bool:
    """A mid-run checkpoint that a LangGraph server run wrote (its metadata names the run) a moment ago."""
    if "run_id" not in (snapshot.metadata or {}) or not snapshot.created_at:
        return False
    age = datetime.now(UTC) - datetime.fromisoformat(snapshot.created_at)
    return age.total_seconds() < SERVER_RUN_GRACE_S


def _one_line(exc: BaseException) -> str:
    text = " ".join(str(exc).split())
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def _question_ids(snapshot: StateSnapshot) -> str:
    return ", ".join(q["id"] for q in snapshot.interrupts[0].value["questions"])


def _require_a_way_to_answer(context: Context) -> None:
    """InputError (one line, nothing touched) when the user's own database has neither a catalog that fits it nor
    a model: the demo's catalog never answers silently for another database."""
    if not context.database or context.catalog or context.model:
        return
    if catalog_for(context) is not None:
        return
    db = context.database
    raise InputError(
        f"the demo catalog does not fit {db}: draft one with `sqlclarify catalog init --db {db} --out catalog` and "
        "ask with `--catalog catalog`, pass your own `--catalog`, or name a model (--model or SQLCLARIFY_MODEL)"
    )


def _turn_from(snapshot: StateSnapshot, thread_id: str) -> Turn:
    values = snapshot.values
    common = {
        "thread_id": thread_id,
        "turn": values.get("turn", 0),
        "question": values.get("question", ""),
        "created_at": snapshot.created_at,
    }
    if snapshot.next and not snapshot.interrupts:
        running = _server_run_in_progress(snapshot)
        return Turn(
            status="error",
            message="This turn is running on the LangGraph server; look again when it is done."
            if running
            else "This turn was cut off (the process stopped); it resumes from its "
            "last checkpoint when the thread is used again.",
            **common,
        )
    if snapshot.interrupts:
        payload = snapshot.interrupts[0].value
        return Turn(
            status="needs_clarification",
            questions=payload["questions"],
            note=payload.get("note", ""),
            reason=payload.get("reason", ""),
            usage=values.get("usage") or {},
            interpretation=values.get("interpretation", {}),
            **common,
        )
    return Turn(
        status=values.get("status", "error"),
        sql=values.get("sql"),
        columns=values.get("columns", []),
        rows=values.get("rows", []),
        row_count=values.get("row_count", 0),
        truncated=values.get("truncated", False),
        message=values.get("message", ""),
        interpretation=values.get("interpretation", {}),
        chart=values.get("chart"),
        validation=values.get("validation"),
        usage=values.get("usage") or {},
        **common,
    )


def _element_label(vocab: Any, word: dict[str, Any]) -> str:
    """A team word's element as people read it: "Revenue", "Store", "Origin airport: EWR"."""
    if word["kind"] == "metric":
        return vocab.metric_label(word["target"])
    if word["kind"] == "dimension":
        return vocab.dimension_label(word["target"])
    return f"{vocab.dimension_label(word['target'])}: {vocab.value_label(word['target'], str(word['value']))}"
