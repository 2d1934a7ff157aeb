"""`sqlclarify demo`: one conversation on the demo warehouse, narrated."""

from __future__ import annotations

from rich.console import Console
from rich.text import Text

from sqlclarify.agent import Agent, Turn
from sqlclarify.faces.render import render_turn

STEPS: list[tuple[str, str, object]] = [
    ("ask", "A vague question: 'rev' fits five metrics, and no market is given.", "What was our rev in Nov 2025?"),
    (
        "answer",
        "Answer both questions at once: option 3 for the metric, a market by name.",
        {"metric": "3", "market": "Indonesia"},
    ),
    ("ask", "A follow-up in the same thread reuses the metric and the dates.", "same for TH, only iOS"),
    (
        "ask",
        "A question with a typo and no dates: the agent asks only for what is missing.",
        "impresions by ad network for SEA",
    ),
    ("answer", "A free-text answer, parsed again for the slot.", "Q4 2025"),
    ("ask", "A clear question gets no question back.", "DAU by platform for ID and TH in Dec 2025"),
]


def run_walkthrough(agent: Agent, console: Console) -> list[Turn]:
    """Run the scripted conversation, printing each step; returns the turns."""
    where = (
        f"the demo warehouse in {agent.context.database}" if agent.context.database else "the embedded demo warehouse"
    )
    console.print(Text(f"sqlclarify demo — {where}, no model, no network\n", style="bold"))
    turns: list[Turn] = []
    thread_id: str | None = None
    for kind, why, payload in STEPS:
        console.rule(why, style="dim")
        if kind == "ask":
            console.print(Text(f"you> {payload}", style="bold"))
            turn = agent.ask(str(payload), thread_id=thread_id)
        else:
            assert thread_id is not None
            shown = ", ".join(f"{k}={v}" for k, v in payload.items()) if isinstance(payload, dict) else payload
            console.print(Text(f"you (answer)> {shown}", style="bold"))
            turn = agent.answer(thread_id, payload)  # type: ignore[arg-type]
        thread_id = turn.thread_id
        render_turn(console, turn, hint=False)
        turns.append(turn)
    console.rule(style="dim")
    console.print(
        Text(
            f"Thread {thread_id} is saved in {agent.checkpoint_path}.\nSee it again with: sqlclarify show {thread_id}",
            style="dim",
        )
    )
    return turns
