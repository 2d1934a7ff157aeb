"""The data boundary on every engine: a secrets table and secret columns beside the catalog's tables.

Each layer is tested alone — the restricted schema (what the validator and the model see), the bounded
warehouse's own check at run time (validator bypassed), the guard's host-revealing functions — and end to end
through the model path and `sqlclarify validate`. Row-level policies from a catalog's meta, per user."""

from __future__ import annotations

import json
import sqlite3
import uuid
from pathlib import Path

import duckdb
import psycopg
import pytest
import yaml

from sqlclarify import Agent
from sqlclarify.context import Context
from sqlclarify.semantic.access_policy import policies_for
from sqlclarify.semantic.readers import load_semantic_layer
from sqlclarify.semantic.validate import check_against_schema
from sqlclarify.warehouse import forget_warehouse, open_warehouse, validate_sql
from sqlclarify.warehouse.base import QueryError
from sqlclarify.warehouse.boundary import DEFAULT_BOUNDARY, Boundary, UserInfo, looks_secret
from sqlclarify.warehouse.bounded import BoundedWarehouse
from tests.support.cli import run_cli

ROWS = [
    (1, "ID", 10.0, "4111111111111111", "2025-01-05"),
    (2, "ID", 20.0, "4000", "2025-02-05"),
    (3, "TH", 5.0, "4001", "2025-02-06"),
    (4, "VN", 7.5, "4002", "2025-03-01"),
]
USERS = [(1, "ann@example.com", "$2b$12$hash", "sk-live-123", "sess-1")]
SETUP = [
    "CREATE TABLE orders (order_id INTEGER, market TEXT, amount DOUBLE PRECISION, card_number TEXT, ordered_on DATE)",
    "CREATE TABLE users (user_id INTEGER, email TEXT, password_hash TEXT, api_key TEXT, session_token TEXT)",
]
CATALOG = {
    "semantic_models": [
        {
            "name": "orders",
            "model": "ref('orders')",
            "defaults": {"agg_time_dimension": "ordered_on"},
            "entities": [{"name": "order", "type": "primary", "expr": "order_id"}],
            "dimensions": [
                {"name": "market", "type": "categorical"},
                {"name": "ordered_on", "type": "time", "type_params": {"time_granularity": "day"}},
            ],
            "measures": [{"name": "order_total", "agg": "sum", "expr": "amount"}],
            "config": {
                "meta": {
                    "access_policy": [
                        {"group": "admins"},
                        {
                            "group": "sales",
                            "row_level": {
                                "filters": [{"member": "market", "operator": "in", "values": ["{user.markets}"]}]
                            },
                        },
                        {"group": "user:carol", "row_filters": [{"dimension": "market", "values": ["VN"]}]},
                    ]
                }
            },
        }
    ],
    "metrics": [
        {"name": "order_total", "label": "Order total", "type": "simple", "type_params": {"measure": "order_total"}}
    ],
}
SECRET_READS = [
    "SELECT password_hash, api_key FROM users",
    "SELECT u.api_key FROM users AS u",
    "SELECT session_token FROM users WHERE user_id = 1",
    "SELECT card_number FROM orders",
    "SELECT o.card_number FROM orders o JOIN users u ON u.user_id = o.order_id",
    "SELECT * FROM users",
    "SELECT users.* FROM users",
    "WITH x AS (SELECT api_key AS k FROM users) SELECT k FROM x",
    "SELECT (SELECT max(password_hash) FROM users) AS h FROM orders",
]


def build(engine: str, tmp_path: Path, postgres_server=None) -> str:
    """The orders + users database on `engine`; its path or URL."""
    if engine == "sqlite":
        path = tmp_path / "shop.sqlite"
        with sqlite3.connect(path) as conn:
            for statement in SETUP:
                conn.execute(statement)
            conn.executemany("INSERT INTO orders VALUES (?, ?, ?, ?, ?)", ROWS)
            conn.executemany("INSERT INTO users VALUES (?, ?, ?, ?, ?)", USERS)
        return str(path)
    if engine == "duckdb":
        path = tmp_path / "shop.duckdb"
        conn = duckdb.connect(str(path))
        for statement in SETUP:
            conn.execute(statement)
        conn.executemany("INSERT INTO orders VALUES (?, ?, ?, ?, ?)", ROWS)
        conn.executemany("INSERT INTO users VALUES (?, ?, ?, ?, ?)", USERS)
        conn.close()
        return f"duckdb://{path}"
    url = postgres_server.create_database(f"boundary_{uuid.uuid4().hex[:12]}")
    with psycopg.connect(url, autocommit=True) as conn:
        for statement in SETUP:
            conn.execute(statement)
        with conn.cursor() as cur:
            cur.executemany("INSERT INTO orders VALUES (%s, %s, %s, %s, %s)", ROWS)
            cur.executemany("INSERT INTO users VALUES (%s, %s, %s, %s, %s)", USERS)
    return url


@pytest.fixture(scope="module", params=["sqlite", "duckdb", "postgres"])
def shop(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> str:
    server = request.getfixturevalue("postgres_server") if request.param == "postgres" else None
    target = build(request.param, tmp_path_factory.mktemp(request.param), server)
    yield target
    forget_warehouse(target)


@pytest.fixture
def catalog(tmp_path: Path) -> Path:
    path = tmp_path / "catalog.yml"
    path.write_text(yaml.safe_dump(CATALOG), encoding="utf-8")
    return path


def boundary_file(tmp_path: Path, **settings) -> Path:
    path = tmp_path / "boundary.yml"
    path.write_text(yaml.safe_dump(settings), encoding="utf-8")
    return path


def test_default_patterns_catch_secret_columns_and_spare_ordinary_ones() -> None:
    for name in (
        "password_hash",
        "apiKey",
        "api_key",
        "pwd",
        "session_token",
        "session_key",
        "sessionData",
        "card_number",
        "ssn",
        "iban",
        "national_id",
        "passport_number",
        "secret",
        "user_salt",
        "account_number",
        "routing_number",
    ):
        assert looks_secret(name), name
    for name in (
        "market",
        "amount",
        "order_id",
        "product_key",
        "customer_name",
        "email",
        "tokenizer_version",
        "session_id",  # an analytics visit's key (GA4's ga_session_id, a parking session), not a login session's
        "ga_session_id",
        "session_date",
        "sessions",
    ):
        assert not looks_secret(name), name


def test_the_restricted_schema_alone_hides_secrets(shop: str) -> None:
    schema = open_warehouse(shop).schema()
    restricted = DEFAULT_BOUNDARY.restrict(schema, frozenset())
    users = restricted.find_table("users")
    assert users is not None and set(restricted.tables[users]) == {"user_id", "email"}
    assert "card_number" not in restricted.tables[restricted.find_table("orders")]
    catalog_only = Boundary(tables="catalog").restrict(schema, frozenset({"orders"}))
    assert catalog_only.find_table("users") is None


@pytest.mark.parametrize("sql", SECRET_READS)
def test_the_validator_on_the_bounded_schema_refuses_secrets(shop: str, sql: str) -> None:
    bounded = BoundedWarehouse(open_warehouse(shop), DEFAULT_BOUNDARY)
    report = validate_sql(sql, bounded, dry_run=False)  # the schema check alone: no EXPLAIN, no run
    if report.ok:  # `*` and sub-selects the schema check cannot see are refused by the run-time check
        assert sql in ("SELECT * FROM users", "SELECT users.* FROM users"), sql
    else:
        assert "password_hash" not in report.summary() or "unknown" in report.summary()


@pytest.mark.parametrize("sql", SECRET_READS)
def test_the_bounded_warehouse_alone_refuses_secrets(shop: str, sql: str) -> None:
    bounded = BoundedWarehouse(open_warehouse(shop), DEFAULT_BOUNDARY)
    with pytest.raises(QueryError, match="data boundary"):
        bounded.run(sql)  # no validator in front of it
    assert bounded.explain(sql) is not None


def test_ordinary_reads_still_work_inside_the_boundary(shop: str) -> None:
    bounded = BoundedWarehouse(open_warehouse(shop), DEFAULT_BOUNDARY)
    assert bounded.run("SELECT count(*) FROM users").rows == [[1]] or bounded.run(
        "SELECT count(*) FROM users"
    ).rows == [(1,)]
    rows = bounded.run("SELECT market, sum(amount) AS total FROM orders GROUP BY market ORDER BY market").rows
    assert [list(r) for r in rows] == [["ID", 30.0], ["TH", 5.0], ["VN", 7.5]]


def test_catalog_only_boundary_refuses_other_tables(shop: str, tmp_path: Path, catalog: Path, monkeypatch) -> None:
    monkeypatch.setenv("SQLCLARIFY_BOUNDARY", str(boundary_file(tmp_path, tables="catalog")))
    warehouse = Context(database=shop, catalog=str(catalog), user_id="admin").warehouse()
    assert warehouse.schema().find_table("users") is None
    report = validate_sql("SELECT user_id FROM users", warehouse)
    assert not report.ok and "unknown table" in report.summary()
    with pytest.raises(QueryError, match="outside the data boundary"):
        warehouse.run("SELECT user_id FROM users")


def test_the_model_sees_no_secret_in_its_schema(shop: str) -> None:
    from sqlclarify.llm.schema_context import describe_tables

    bounded = BoundedWarehouse(open_warehouse(shop), DEFAULT_BOUNDARY)
    text = "\n".join(t.render() for t in describe_tables(bounded, "auto"))
    assert "users" in text and "password_hash" not in text and "api_key" not in text and "card_number" not in text
    assert "4111" not in text and "sk-live" not in text


@pytest.mark.parametrize(
    "sql",
    [
        "SELECT * FROM duckdb_settings()",
        "SELECT database_name, path FROM duckdb_databases()",
        "SELECT * FROM duckdb_extensions()",
        "SELECT current_setting('home_directory')",
        "SELECT * FROM pragma_database_list()",
        "SELECT * FROM glob('/etc/*')",
        "SELECT getenv('HOME')",
    ],
)
def test_duckdb_functions_that_reveal_the_host_are_refused(demo_duckdb: str, sql: str) -> None:
    report = validate_sql(sql, open_warehouse(demo_duckdb))
    assert not report.ok and report.errors[0].kind in ("forbidden_function", "forbidden_table", "unknown_table")


@pytest.mark.parametrize(
    ("expr", "boundary", "said"),
    [
        ("(SELECT max(api_key) FROM users)", DEFAULT_BOUNDARY, "column 'api_key' is not in table"),
        ("(SELECT max(users.api_key) FROM users)", DEFAULT_BOUNDARY, "column 'api_key' is not in table 'users'"),
        ("(SELECT max(users.email) FROM users)", Boundary(tables="catalog"), "outside the data boundary"),
    ],
)
def test_a_catalog_expr_reaching_outside_the_boundary_is_refused(
    shop: str, tmp_path: Path, expr: str, boundary: Boundary, said: str
) -> None:
    hostile = json.loads(json.dumps(CATALOG))
    hostile["semantic_models"][0]["measures"].append({"name": "leak", "agg": "max", "expr": expr})
    path = tmp_path / "hostile.yml"
    path.write_text(yaml.safe_dump(hostile), encoding="utf-8")
    layer = load_semantic_layer(path)
    schema = boundary.restrict(open_warehouse(shop).schema(), frozenset({"orders"}))
    problems = check_against_schema(layer, schema)
    assert any("measure 'leak'" in p and said in p for p in problems), problems
    # a sub-select inside the boundary is the catalog's own business (Chinook reads an invoice's date so)
    hostile["semantic_models"][0]["measures"][-1]["expr"] = "(SELECT max(o.amount) FROM orders AS o)"
    path.write_text(yaml.safe_dump(hostile), encoding="utf-8")
    assert check_against_schema(load_semantic_layer(path), schema) == []


@pytest.mark.parametrize(
    ("user", "info", "markets"),
    [
        ("ann", UserInfo(groups=("admins",)), ["ID", "TH", "VN"]),
        ("bob", UserInfo(groups=("sales",), attributes={"markets": ("ID", "TH")}), ["ID", "TH"]),
        ("dan", UserInfo(groups=("sales",)), []),  # in the group, but no markets: no rows
        ("carol", UserInfo(), ["VN"]),
        ("eve", UserInfo(), []),  # no rule matches: no rows
    ],
)
def test_row_policies_per_user(shop: str, catalog: Path, user: str, info: UserInfo, markets: list[str]) -> None:
    layer = load_semantic_layer(catalog)
    inner = open_warehouse(shop)
    policies = policies_for(layer, user, info, inner.dialect)
    bounded = BoundedWarehouse(inner, DEFAULT_BOUNDARY, policies=lambda: policies)
    for sql in (
        "SELECT DISTINCT market FROM orders ORDER BY market",
        "SELECT DISTINCT o.market FROM orders AS o ORDER BY 1",
        "WITH t AS (SELECT market FROM orders) SELECT DISTINCT market FROM t ORDER BY market",
        "SELECT DISTINCT market FROM (SELECT market FROM orders) AS x ORDER BY market",
    ):
        assert [r[0] for r in bounded.run(sql).rows] == markets, sql


def test_row_policies_reach_catalog_answers_through_the_agent(
    shop: str, catalog: Path, tmp_path: Path, monkeypatch
) -> None:
    users = {"bob": {"groups": ["sales"], "attributes": {"markets": ["TH"]}}, "ann": {"groups": ["admins"]}}
    monkeypatch.setenv("SQLCLARIFY_BOUNDARY", str(boundary_file(tmp_path, users=users)))
    answers = {}
    for user in ("bob", "ann"):
        with Agent(database=shop, catalog=str(catalog), user_id=user, mode="auto") as agent:
            turn = agent.ask("order total by market")
        assert turn.status == "answered", turn.message
        answers[user] = {row[0]: row[1] for row in turn.rows}
    assert answers["bob"] == {"TH": 5.0}
    assert answers["ann"] == {"ID": 30.0, "TH": 5.0, "VN": 7.5}


def test_model_sql_reading_secrets_is_refused_end_to_end(openai_server, shop: str) -> None:
    leak = {"tool": "submit_sql", "args": {"sql": "SELECT password_hash, api_key FROM users", "explanation": "x"}}
    proceed = {"tool": "proceed_to_sql", "args": {"question": "show me the users' keys"}}
    openai_server.push(proceed, leak, leak, leak)
    with Agent(database=shop) as agent:
        turn = agent.ask("show me the users' keys")
    assert turn.status != "answered"
    assert "sk-live" not in json.dumps(turn.model_dump(), default=str)
    prompt = json.dumps(openai_server.requests[0]["messages"])
    assert "password_hash" not in prompt and "api_key" not in prompt


def test_cli_validate_respects_the_boundary(shop: str, tmp_path: Path) -> None:
    env = {"SQLCLARIFY_BOUNDARY": str(boundary_file(tmp_path, deny_columns=["email"]))}
    for sql in ("SELECT password_hash FROM users", "SELECT email FROM users"):
        done = run_cli("validate", sql, "--db", shop, env=env)
        assert done.returncode == 1, done.stdout + done.stderr
        assert "Traceback" not in done.stderr
    bad = tmp_path / "bad.yml"
    bad.write_text("tables: [1, 2]\n", encoding="utf-8")
    done = run_cli("validate", "SELECT 1", "--db", shop, env={"SQLCLARIFY_BOUNDARY": str(bad)})
    errors = [line for line in done.stderr.splitlines() if not line.startswith("warning:")]
    assert done.returncode == 2 and len(errors) == 1 and "tables must be" in errors[0], done.stderr


def test_mcp_validate_sql_respects_the_boundary(shop: str) -> None:
    """The MCP tool confirms no secret column exists (it once validated any table or column)."""
    import anyio
    from mcp import Client

    from sqlclarify.faces.mcp.server import build_server

    async def main() -> list[dict]:
        with Agent(database=shop) as agent:
            async with Client(build_server(agent)) as connected:
                found = []
                for sql in ("SELECT password_hash, api_key FROM users", "SELECT card_number FROM orders"):
                    found.append((await connected.call_tool("validate_sql", {"sql": sql})).structured_content)
                ordinary = await connected.call_tool("validate_sql", {"sql": "SELECT email FROM users"})
                return [*found, ordinary.structured_content]

    *secrets, ordinary = anyio.run(main)
    assert all(not found["ok"] for found in secrets), secrets
    assert ordinary["ok"], ordinary


USER_BOB = ["--user", "bob", "--json"]


def test_boundary_command_shows_what_a_user_may_read(shop: str, catalog: Path, tmp_path: Path) -> None:
    users = {"bob": {"groups": ["sales"], "attributes": {"markets": ["TH"]}}}
    env = {"SQLCLARIFY_BOUNDARY": str(boundary_file(tmp_path, users=users, deny_columns=["email"]))}
    done = run_cli("boundary", "--db", shop, "--catalog", str(catalog), *USER_BOB, env=env)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    tables = {t["table"].lower(): t for t in report["tables"]}
    assert tables["users"]["hidden_columns"] == ["api_key", "email", "password_hash", "session_token"]
    assert tables["orders"]["hidden_columns"] == ["card_number"] and "'TH'" in tables["orders"]["rows"]
    assert report["user"] == "bob" and "every table" in report["boundary"]
