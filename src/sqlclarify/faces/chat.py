"""`sqlclarify chat`: questions and clarifications in one flow, with slash commands.

Line editing and history come from prompt_toolkit on a terminal; piped stdin is read line by line, so
the same session can be scripted. Every turn is persisted as it happens; Ctrl-C cancels the turn in
progress, not the session.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from rich.console import Console
from rich.text import Text

from sqlclarify.agent import Agent, Turn
from sqlclarify.errors import SqlclarifyError
from sqlclarify.faces.render import (
    choice_text,
    memory_table,
    render_turn,
    threads_page,
    verified_table,
    vocabulary_table,
)
from sqlclarify.suggestions import format_suggestions

HELP = """Type a question, or a command:
  /help               this help
  /new                start a new thread
  /threads [TEXT]     the newest threads (TEXT: only those whose questions contain it)
  /resume ID          continue thread ID
  /history            the turns of this thread
  /export [FILE]      write this thread as JSON (default: sqlclarify-THREAD.json)
  /model [NAME]       show or set the model (e.g. openai:gpt-4o-mini)
  /remember           remember what your last answer chose (a metric for a word, a required filter)
  /memory             your remembered choices
  /forget PHRASE|all  forget a remembered choice (or all of them)
  /verify             mark this thread's latest answer as right (reused for every user's same question)
  /verified           list the verified answers
  /teach              add the words your last answer placed ("outlet" = Store) to the team vocabulary
  /vocabulary         the team vocabulary (words taught by answers, for every user)
  /chart [on|off]     draw series and breakdowns in the terminal (default: on in a terminal)
  /quit               leave (everything is already saved)
When the agent asks, answer each question by number or in words; an empty answer takes the default."""

ReadLine = Callable[[str], str]


def terminal_reader(history_file: Path) -> ReadLine:
    """prompt_toolkit line editing with a persistent history."""
    from prompt_toolkit import PromptSession
    from prompt_toolkit.history import FileHistory

    history_file.parent.mkdir(parents=True, exist_ok=True)
    session: PromptSession = PromptSession(history=FileHistory(str(history_file)))
    return lambda prompt: session.prompt(prompt)


def piped_reader(console: Console) -> ReadLine:
    """Lines from stdin (not a terminal); EOFError at the end."""

    def read(prompt: str) -> str:
        line = sys.stdin.readline()
        if not line:
            raise EOFError
        console.print(f"{prompt}{line.rstrip()}", highlight=False, markup=False)
        return line.rstrip("\n")

    return read


class ChatSession:
    def __init__(self, agent: Agent, console: Console, read_line: ReadLine, thread_id: str | None = None) -> None:
        self.agent = agent
        self.console = console
        self.read_line = read_line
        self.thread_id = thread_id
        self.interactive = console.is_terminal
        self.choices: list[dict] = []  # what the last answer chose (words, required filters), for /remember
        self.taught: list[dict] = []  # the words the last answer placed as catalog elements, for /teach
        self.charts = console.is_terminal  # series and breakdowns drawn in the terminal; /chart toggles
        self.quitting = False

    def run(self) -> None:
        self.console.print("sqlclarify chat — /help for commands, /quit to leave", style="dim")
        if self.thread_id:
            turn = self.agent.current(self.thread_id)  # an id prefix becomes the whole id
            self.thread_id = turn.thread_id
            self._show(turn)
        else:
            self._suggestions()
        while True:
            try:
                line = self.read_line("sqlclarify> ").strip()
            except KeyboardInterrupt:
                continue
            except EOFError:
                return
            if not line:
                continue
            self._line(line)
            if self.quitting:
                return

    def _line(self, line: str) -> None:
        """A command, or a question (a follow-up in the current thread)."""
        if line.startswith("/"):
            self.quitting = self._command(line) == "quit"
            return
        self._turn(lambda question=line: self.agent.ask(question, thread_id=self.thread_id))

    # a turn, and the answers it asks for ------------------------------------------------------

    def _turn(self, call: Callable[[], Turn]) -> None:
        try:
            with self.console.status("working…", spinner="dots") if self.interactive else _nothing():
                turn = call()
        except KeyboardInterrupt:
            self.console.print("cancelled", style="yellow")
            return
        except SqlclarifyError as exc:
            self.console.print(Text(f"error: {exc}", style="red"), highlight=False)
            return
        self.thread_id = turn.thread_id
        self.choices = turn.choices
        self.taught = [w for w in turn.vocabulary if not w.get("added")]
        self._show(turn)
        self._offer(turn)

    def _offer(self, turn: Turn) -> None:
        """At most one offer after an answer, in one line: remember what it chose, else add the words it placed to
        the team vocabulary (the other stays at hand: /remember, /teach). Only 'y' or 'yes' accepts; a command or a
        question typed at the offer runs as itself, never taken as an answer to it."""
        if turn.status != "answered":
            return
        if self.choices:
            chosen = list(self.choices)
            offer, command = f"Remember {', '.join(map(choice_text, chosen))} for next time?", "/remember"
            accept: Callable[[], None] = lambda: self._remember(chosen)  # noqa: E731
        elif self.taught:
            words = list(self.taught)
            shown = ", ".join(f"'{w['phrase']}' = {w['label']}" for w in words)
            offer, command = f"Add {shown} to the team vocabulary?", "/teach"
            accept = lambda: self._teach(words)  # noqa: E731
        else:
            return
        if not self.interactive:  # a scripted session: its next line is not an answer to this
            self.console.print(Text(f"{offer} ({command})", style="dim"), highlight=False)
            return
        try:
            reply = self.read_line(f"{offer} [y/N] ").strip()
        except (KeyboardInterrupt, EOFError):
            return
        if reply.lower() in ("y", "yes"):
            accept()
        elif reply and reply.lower() not in ("n", "no"):
            self._line(reply)  # the next command or question

    def _teach(self, words: list[dict] | None = None) -> None:
        """Add `words` (default: every word the last answer placed, not added yet) to the team vocabulary."""
        words = list(self.taught) if words is None else words
        if not words:
            self.console.print("nothing to add: your last answer placed no word as a metric, breakdown or value")
            return
        for word in words:
            added = self.agent.add_vocabulary(word["phrase"], word["kind"], word["target"], word.get("value"))
            self.console.print(
                Text(f"added to the team vocabulary: '{added.phrase}' = {added.label}", style="dim"), highlight=False
            )
            if word in self.taught:
                self.taught.remove(word)

    def _show(self, turn: Turn) -> None:
        render_turn(self.console, turn, hint=False, chart=self.charts)
        if turn.status == "needs_clarification":
            self._answer(turn)

    def _answer(self, turn: Turn) -> None:
        answers: dict[str, str] = {}
        for question in turn.questions:
            default = question.default if isinstance(question.default, str) else ", ".join(question.default or [])
            try:
                reply = self.read_line(f"[{question.id}] ({default})> ").strip()
            except (KeyboardInterrupt, EOFError):
                # the thread keeps its question; the next line starts a new thread instead of hitting it
                self.thread_id = None
                self.console.print(
                    Text(f"the question stays open in thread {turn.thread_id} (/resume it to answer)", style="yellow")
                )
                return
            if reply.startswith("/"):
                self.quitting = self._command(reply) == "quit"
                return
            answers[question.id] = reply or default
        self._turn(lambda: self.agent.answer(turn.thread_id, answers))

    # commands ---------------------------------------------------------------------------------

    def _command(self, line: str) -> str | None:
        name, _, arg = line.partition(" ")
        arg = arg.strip()
        try:
            if name in ("/quit", "/exit", "/q"):
                return "quit"
            if name == "/help":
                self.console.print(HELP, highlight=False)
                self._suggestions()
            elif name == "/new":
                self.thread_id = None
                self.console.print("new thread", style="dim")
            elif name == "/threads":
                text = arg or None
                found = self.agent.threads(text=text)
                self.console.print(threads_page(found, 0, self.agent.count_threads(text=text)))
            elif name == "/resume":
                if not arg:
                    self.console.print("usage: /resume THREAD_ID", style="yellow")
                else:
                    turn = self.agent.current(arg)  # an id prefix is taken too
                    self.thread_id = turn.thread_id
                    self._show(turn)
            elif name == "/chart":
                self.charts = arg != "off" if arg in ("on", "off") else not self.charts
                self.console.print(f"charts {'on' if self.charts else 'off'}", style="dim")
            elif name == "/history":
                self._history()
            elif name == "/export":
                self._export(arg)
            elif name == "/remember":
                self._remember()
            elif name == "/memory":
                found = self.agent.memory()
                self.console.print(memory_table(found) if found else "nothing remembered yet", highlight=False)
            elif name == "/forget":
                if not arg:
                    self.console.print("usage: /forget PHRASE (or /forget all)", style="yellow")
                else:
                    count = self.agent.forget(None if arg == "all" else arg)
                    self.console.print(f"forgot {count} choice{'s' if count != 1 else ''}")
            elif name == "/verify":
                self._verify()
            elif name == "/teach":
                self._teach()
            elif name == "/vocabulary":
                words = self.agent.vocabulary()
                self.console.print(vocabulary_table(words) if words else "the team vocabulary is empty")
            elif name == "/verified":
                found = self.agent.verified()
                self.console.print(verified_table(found) if found else "no verified answers yet")
            elif name == "/model":
                if arg:
                    self.agent.context = replace(self.agent.context, model=arg)
                self.console.print(f"model: {self.agent.context.model or 'none (catalog only)'}")
            else:
                self.console.print(f"unknown command {name}; /help lists them", style="yellow")
        except SqlclarifyError as exc:
            self.console.print(Text(f"error: {exc}", style="red"), highlight=False)
        return None

    def _remember(self, chosen: list[dict] | None = None) -> None:
        """Remember `chosen` (default: every choice of the last answer not remembered yet)."""
        chosen = list(self.choices) if chosen is None else chosen
        if not chosen:
            self.console.print("nothing to remember: your last answer chose no metric for a word and no filter")
            return
        for choice in chosen:
            if choice.get("kind") == "filter":
                self.agent.remember_filter(choice["dimension"], choice["values"])
            else:
                self.agent.remember(choice["phrase"], choice["metric"], choice["candidates"])
            self.console.print(Text(f"remembered: {choice_text(choice)}", style="dim"), highlight=False)
            if choice in self.choices:
                self.choices.remove(choice)

    def _suggestions(self) -> None:
        text = format_suggestions(self.agent.suggest())
        if text:
            self.console.print(Text(text, style="dim"))

    def _history(self) -> None:
        if not self.thread_id:
            self.console.print("no thread yet", style="dim")
            return
        for turn in self.agent.history(self.thread_id):
            self.console.rule(Text(f"turn {turn.turn}: {turn.question}"))
            render_turn(self.console, turn, hint=False)

    def _verify(self) -> None:
        if not self.thread_id:
            self.console.print("no answer to verify yet", style="dim")
            return
        answer = self.agent.verify(self.thread_id)
        self.console.print(f"verified {answer.id}: '{answer.question}' by {answer.by} on {answer.on}")

    def _export(self, file: str) -> None:
        if not self.thread_id:
            self.console.print("no thread to export yet", style="dim")
            return
        path = Path(file or f"sqlclarify-{self.thread_id}.json")
        path.write_text(json.dumps(self.agent.export(self.thread_id), indent=2, default=str) + "\n", encoding="utf-8")
        self.console.print(f"exported thread {self.thread_id} to {path}")


class _nothing:
    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: object) -> None:
        return None
