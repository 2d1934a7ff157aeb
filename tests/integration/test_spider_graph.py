"""Spider's 972 dev gold queries through the whole graph, with a scripted model returning the gold SQL:
every one validates, executes and matches its own rows. This proves the plumbing, not a model."""

from __future__ import annotations

import json
import sqlite3
from collections import defaultdict

from sqlclarify import Agent
from tests.conftest import SPIDER
from tests.scripted_models import GoldSqlModel

GOLD = json.loads((SPIDER / "spider_dev_gold.json").read_text())


def normalized(rows: list) -> list[tuple]:
    return [tuple(round(v, 6) if isinstance(v, float) else v for v in row) for row in rows]


def test_every_gold_query_runs_through_the_graph(tmp_path) -> None:
    by_db: dict[str, list[dict]] = defaultdict(list)
    for record in GOLD:
        by_db[record["db_id"]].append(record)
    failures = []
    for db_id, records in sorted(by_db.items()):
        path = SPIDER / "database" / db_id / f"{db_id}.sqlite"
        model = GoldSqlModel(gold={r["id"]: r["gold_sql"] for r in records})
        with Agent(
            database=str(path),
            checkpoint=str(tmp_path / f"{db_id}.sqlite"),
            model=model,
            row_limit=100_000,
            max_rows=100_000,
            memory_turns=0,
        ) as agent:
            conn = sqlite3.connect(path)
            for record in records:
                turn = agent.ask(f"{record['question']} [#{record['id']}]")
                expected = normalized(conn.execute(record["gold_sql"]).fetchall())
                got = normalized(turn.rows)
                ordered = "order by" in record["gold_sql"].lower()
                if turn.status != "answered" or (got if ordered else sorted(got, key=repr)) != (
                    expected if ordered else sorted(expected, key=repr)
                ):
                    failures.append((record["id"], turn.status, turn.message[:100]))
            conn.close()
    assert failures == []
    assert len(GOLD) == 972
