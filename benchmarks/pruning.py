"""Schema pruning on a realistic wide schema: do the tables a question needs reach the model's prompt?

Every Spider dev database (tests/data/spider_dev: 19 schemas, 77 tables, with their rows) is merged into one
SQLite file; a table keeps its real name unless another database has a table of that name, in which case
both are prefixed with their database (`singer` → `concert_singer__singer`, `singer__singer`). Each Spider
dev question's gold SQL names the tables its answer needs; the pruning the model prompt uses
(`relevant_schema`, at the default schema budget) must keep them. Figures: the share of needed tables kept
(recall) and the tokens of the schema excerpt against the full schema and the 10-table demo schema
(`build_wide_database(10)`, which fits whole).
"""

from __future__ import annotations

import json
import re
import sqlite3
import statistics
from collections import Counter
from pathlib import Path
from typing import Any

import sqlglot
from sqlglot import exp

from sqlclarify.context import Context
from sqlclarify.demo.wide_schema import build_wide_database
from sqlclarify.llm.schema_context import describe_tables, relevant_schema, tokens
from support import SPIDER, figure, scratch

WIDE_DEMO_QUESTION = "which artist sold the most albums?"


def _quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def merged_names() -> dict[str, dict[str, str]]:
    """db id -> {table as Spider names it (lower case) -> its name in the merged database}."""
    tables: dict[str, list[str]] = {}
    for path in sorted((SPIDER / "database").glob("*/*.sqlite")):
        conn = sqlite3.connect(path)
        tables[path.parent.name] = [
            row[0]
            for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        ]
        conn.close()
    seen = Counter(name.lower() for names in tables.values() for name in names)
    return {
        db: {name.lower(): f"{db}__{name}" if seen[name.lower()] > 1 else name for name in names}
        for db, names in tables.items()
    }


def build_merged(path: Path, names: dict[str, dict[str, str]]) -> Path:
    """One SQLite file holding every Spider dev table with its columns, foreign keys (renamed) and rows."""
    path.unlink(missing_ok=True)
    conn = sqlite3.connect(path)
    for db, renamed in names.items():
        conn.execute("ATTACH DATABASE ? AS src", (str(SPIDER / "database" / db / f"{db}.sqlite"),))
        for original_lower, new in renamed.items():
            original = conn.execute(
                "SELECT name FROM src.sqlite_master WHERE type = 'table' AND lower(name) = ?", (original_lower,)
            ).fetchone()[0]
            columns = conn.execute(f"PRAGMA src.table_info({_quote(original)})").fetchall()
            parts = [f"{_quote(c[1])} {c[2]}".strip() for c in columns]
            for fk in conn.execute(f"PRAGMA src.foreign_key_list({_quote(original)})").fetchall():
                target = renamed.get(fk[2].lower())
                if target is not None:
                    ref = f"({_quote(fk[4])})" if fk[4] else ""
                    parts.append(f"FOREIGN KEY ({_quote(fk[3])}) REFERENCES {_quote(target)}{ref}")
            conn.execute(f"CREATE TABLE {_quote(new)} ({', '.join(parts)})")
            conn.execute(f"INSERT INTO {_quote(new)} SELECT * FROM src.{_quote(original)}")
        conn.commit()
        conn.execute("DETACH DATABASE src")
    conn.close()
    return path


def needed_tables(sql: str, renamed: dict[str, str]) -> set[str]:
    """The merged names of the tables a gold query reads (CTE names are not tables)."""
    try:
        tree = sqlglot.parse_one(sql, read="sqlite")
    except sqlglot.errors.ParseError:
        return set()
    ctes = {cte.alias_or_name.lower() for cte in tree.find_all(exp.CTE)}
    return {renamed[t.name.lower()] for t in tree.find_all(exp.Table) if t.name.lower() in renamed} - ctes


def shown_tables(excerpt: str) -> set[str]:
    return set(re.findall(r"^TABLE (\S+) \(", excerpt, flags=re.MULTILINE))


def measure(quick: bool = False) -> list[dict[str, Any]]:
    names = merged_names()
    merged = build_merged(scratch() / "spider_merged.sqlite", names)
    gold = json.loads((SPIDER / "spider_dev_gold.json").read_text())
    if quick:
        gold = gold[::20]
    budget = Context().schema_token_budget
    full = "\n".join(t.render() for t in describe_tables(str(merged)))
    needed_total = kept_total = complete = 0
    sizes = []
    missed: Counter[str] = Counter()
    for record in gold:
        needed = needed_tables(record["gold_sql"], names[record["db_id"]])
        if not needed:
            continue
        excerpt = relevant_schema(str(merged), record["question"], budget)
        kept = needed & shown_tables(excerpt)
        needed_total += len(needed)
        kept_total += len(kept)
        complete += kept == needed
        missed.update(needed - kept)
        sizes.append(tokens(excerpt))
    questions = len(sizes)
    recall = kept_total / needed_total
    wide_demo = build_wide_database(scratch() / "wide10.sqlite", 10)
    demo_tokens = tokens(relevant_schema(str(wide_demo), WIDE_DEMO_QUESTION, budget))
    prompt = statistics.median(sizes)
    worst = ", ".join(f"{name} ({count})" for name, count in missed.most_common(5)) or "none"
    tables = sum(len(r) for r in names.values())
    return [
        figure(
            "pruning.recall",
            f"needed tables kept in the schema excerpt, {questions} Spider dev questions over {tables} merged tables",
            f"{recall:.3f} ({kept_total}/{needed_total}); every needed table kept for {complete / questions:.0%}",
            "1.0 (every needed table)",
            recall,
            "≥ 0.95",
            recall >= 0.95,
            f"schema budget {budget} tokens; most often left out: {worst}",
        ),
        figure(
            "pruning.prompt",
            "schema excerpt tokens on the merged Spider schema (median per question) vs the 10-table demo schema's",
            f"{prompt:,.0f} tokens (full schema: {tokens(full):,})",
            f"10-table demo schema (whole): {demo_tokens:,} tokens",
            prompt / demo_tokens,
            "≤ 2×",
            prompt / demo_tokens <= 2.0,
            f"excerpt is {prompt / tokens(full):.0%} of the full merged schema",
        ),
    ]
