"""A command's start-up without the cyclic garbage collector.

Starting a command imports LangGraph, pydantic, sqlglot and our own modules and builds the agent: millions of
objects that live as long as the process. With the collector on, the young generations fill over and over during
that start-up and each collection walks objects that can never be garbage; a process that exits walks them all once
more. Holding the collector off until the agent is built, then freezing what start-up made (`gc.freeze`: moved out
of the collector's sight for good) and turning it back on, takes about a quarter off an `ask`'s CPU time
(benchmarks/RESULTS.md, `cold_ask`) and changes nothing for a long-running command: it collects its own garbage
as any process does once `started()` has run.
"""

from __future__ import annotations

import gc

# commands that build their agent through the CLI's `_agent` (which calls `started()` once the agent is built);
# every other command, and a group's subcommands, turn the collector back on before they do anything
BUILDS_AN_AGENT = frozenset(
    {
        "ask",
        "answer",
        "memory",
        "suggest",
        "threads",
        "show",
        "export",
        "import",
        "verify",
        "verified",
        "vocabulary",
        "chat",
        "mcp",
        "demo",
    }
)


_began = False


def begin() -> None:
    """Hold the collector off for the start-up (the imports and the agent's construction): once per process, for
    its first command; a second command in the same process (tests run many) starts with the collector on."""
    global _began
    if not _began:
        _began = True
        gc.disable()


def started() -> None:
    """Start-up is over: what it built is frozen out of the collector's sight, and collection resumes."""
    if not gc.isenabled():
        gc.freeze()
        gc.enable()
