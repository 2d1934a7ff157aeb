"""The data boundary under hostile model SQL, on SQLite, DuckDB and PostgreSQL, with each layer alone:

- the SQL check alone (`BoundedWarehouse(..., database_layer=False).prepare`): nothing runs;
- the database alone (`sql_check=False`): SQLite and DuckDB read a private in-memory copy that holds only the
  allowed tables, columns and rows; PostgreSQL runs as the boundary's role (created here, as an operator would
  with `sqlclarify boundary --create-role`), with column grants and row-level security;
- both together, as every face uses them.

The corpora: tests/data/hostile_boundary*.sql (hidden columns: CTEs named like the table, whole-row, positional
and pattern references) and tests/data/hostile_rows.sql (a user limited to one market)."""

from __future__ import annotations

import json
from pathlib import Path

import psycopg
import pytest
import sqlglot
import yaml
from langgraph.runtime import Runtime

from sqlclarify.context import Context
from sqlclarify.nodes import execute
from sqlclarify.semantic.access_policy import policies_for
from sqlclarify.semantic.readers import load_semantic_layer
from sqlclarify.warehouse import forget_warehouse, open_warehouse, validate_sql
from sqlclarify.warehouse.base import QueryError, WarehouseSchema
from sqlclarify.warehouse.boundary import DEFAULT_BOUNDARY, Boundary, UserInfo
from sqlclarify.warehouse.bounded import BoundedWarehouse
from sqlclarify.warehouse.guard import screen
from sqlclarify.warehouse.postgres_roles import create_boundary_role
from sqlclarify.warehouse.reads import HOME_SCHEMAS, boundary_problem
from tests.integration.test_data_boundary import CATALOG, boundary_file, build
from tests.integration.test_hostile_engines import corpus
from tests.support.forked_cli import run_forked

HIDDEN = {
    "sqlite": corpus("hostile_boundary.sql"),
    "duckdb": corpus("hostile_boundary.sql") + corpus("hostile_boundary_duckdb.sql"),
    "postgres": corpus("hostile_boundary.sql") + corpus("hostile_boundary_postgres.sql"),
}
ROWS = corpus("hostile_rows.sql")
SECRETS = ("$2b$12$hash", "sk-live-123", "sess-1", "4111111111111111", "4000", "4001", "4002")
BOB = ("bob", UserInfo(groups=("sales",), attributes={"markets": ("TH",)}))


@pytest.fixture(scope="module", params=["sqlite", "duckdb", "postgres"])
def shop(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> tuple[str, str]:
    server = request.getfixturevalue("postgres_server") if request.param == "postgres" else None
    target = build(request.param, tmp_path_factory.mktemp(request.param), server)
    yield request.param, target
    forget_warehouse(target)


@pytest.fixture(scope="module")
def layer(tmp_path_factory: pytest.TempPathFactory):
    path = tmp_path_factory.mktemp("catalog") / "catalog.yml"
    path.write_text(yaml.safe_dump(CATALOG), encoding="utf-8")
    return load_semantic_layer(path)


def bounded(target: str, *, user: tuple[str, UserInfo] | None = None, layer=None, **layers: bool) -> BoundedWarehouse:
    """The shop behind the default boundary (and `user`'s row policies); on PostgreSQL the boundary's role is
    created first, as the operator's setup command would."""
    inner = open_warehouse(target)
    policies = policies_for(layer, user[0], user[1], inner.dialect) if user else None
    found = BoundedWarehouse(inner, DEFAULT_BOUNDARY, policies=(lambda: policies) if policies else None, **layers)
    if inner.dialect == "postgres":
        create_boundary_role(target, found.exposure())
    return found


def leaked(result_rows: list[list]) -> list[str]:
    text = json.dumps(result_rows, default=str)
    return [secret for secret in SECRETS if secret in text]


def outcome(warehouse: BoundedWarehouse, sql: str) -> str:
    """'refused', or what the rows leaked ('' when nothing)."""
    try:
        rows = warehouse.run(sql).rows
    except QueryError as exc:
        assert "\n" not in str(exc).strip(), (sql, str(exc))
        return "refused"
    return ",".join(leaked(rows))


def test_the_corpora_are_large_enough() -> None:
    assert len(HIDDEN["sqlite"]) >= 18 and len(HIDDEN["duckdb"]) >= 40 and len(HIDDEN["postgres"]) >= 34
    assert all(len(corpus(f"hostile_boundary_{e}.sql")) >= 5 for e in ("mysql", "clickhouse", "spark"))
    assert len(ROWS) >= 7


def test_both_layers_together_leak_no_hidden_column(shop: tuple[str, str]) -> None:
    engine, target = shop
    warehouse = bounded(target)
    leaks = {sql: found for sql in HIDDEN[engine] if (found := outcome(warehouse, sql)) not in ("refused", "")}
    assert leaks == {}


def test_the_sql_check_alone_refuses_every_hidden_read(shop: tuple[str, str]) -> None:
    engine, target = shop
    warehouse = bounded(target, database_layer=False)
    passed = []
    for sql in HIDDEN[engine]:
        try:
            warehouse.prepare(sql)  # the check only: nothing is sent to the database
        except QueryError:
            continue
        if screen(sql, engine) is None:  # the validator's static screen (a role switch is its to refuse)
            passed.append(sql)
    assert passed == []


def test_the_database_alone_leaks_no_hidden_column(shop: tuple[str, str]) -> None:
    engine, target = shop
    warehouse = bounded(target, sql_check=False)
    assert warehouse.enforced, "the database layer must be in force for this test to mean anything"
    leaks = {sql: found for sql in HIDDEN[engine] if (found := outcome(warehouse, sql)) not in ("refused", "")}
    assert leaks == {}
    # what the boundary allows still reads, through the database layer alone
    assert warehouse.run("SELECT user_id, email FROM users").rows == [[1, "ann@example.com"]]
    assert [list(r) for r in warehouse.run("SELECT count(*) FROM orders").rows] == [[4]]


@pytest.mark.parametrize("layers", [{}, {"database_layer": False}, {"sql_check": False}], ids=["both", "check", "db"])
def test_a_user_limited_to_one_market_reads_only_it(shop: tuple[str, str], layer, layers: dict) -> None:
    _engine, target = shop
    warehouse = bounded(target, user=BOB, layer=layer, **layers)
    if layers.get("sql_check") is False:
        assert warehouse.enforced
    seen = {}
    for sql in ROWS:
        try:
            seen[sql] = sorted({row[0] for row in warehouse.run(sql).rows})
        except QueryError:
            seen[sql] = []
    assert {sql: markets for sql, markets in seen.items() if set(markets) - {"TH"}} == {}
    # the policy filters rows: it does not just refuse
    assert seen["WITH x AS (SELECT market FROM orders) SELECT DISTINCT market FROM x"] == ["TH"]


def test_the_validator_refuses_cte_shadowing_on_the_bounded_schema(shop: tuple[str, str]) -> None:
    engine, target = shop
    warehouse = bounded(target)
    for sql in HIDDEN[engine][:6]:
        report = validate_sql(sql, warehouse)
        assert not report.ok, sql


@pytest.mark.parametrize("dialect", ["sqlite", "duckdb", "postgres", "mysql", "clickhouse", "spark"])
def test_the_check_alone_in_every_dialect(dialect: str) -> None:
    """The scope-resolved check on its own, without any engine: the CTE forms, and each dialect's whole-row, star
    and pattern forms, are refused in every dialect."""
    full = WarehouseSchema(
        tables={
            "users": {c: "TEXT" for c in ("user_id", "email", "password_hash", "api_key", "session_token")},
            "orders": {c: "TEXT" for c in ("order_id", "market", "amount", "card_number", "ordered_on")},
        }
    )
    visible = DEFAULT_BOUNDARY.restrict(full, frozenset())
    home = HOME_SCHEMAS.get(dialect, ())
    statements = corpus("hostile_boundary.sql")
    if dialect != "sqlite":  # each other dialect has its own forms
        statements += corpus(f"hostile_boundary_{dialect}.sql")
    passed = []
    for sql in statements:
        if screen(sql, dialect) is not None:
            continue  # the validator's static screen refuses it (a role switch, a denied function)
        try:
            tree = sqlglot.parse_one(sql, read=dialect)
        except sqlglot.errors.ParseError:
            continue  # a dialect that cannot say it cannot run it
        if boundary_problem(tree, full, visible, dialect, home) is None:
            passed.append(sql)
    assert passed == []
    ordinary = sqlglot.parse_one("WITH t AS (SELECT market, amount FROM orders) SELECT market FROM t", read=dialect)
    assert boundary_problem(ordinary, full, visible, dialect, home) is None


def test_a_hidden_table_is_not_reachable_on_the_restricted_connection(shop: tuple[str, str], tmp_path: Path) -> None:
    """A table outside a `tables: [orders]` boundary does not exist for the database layer alone."""
    engine, target = shop
    inner = open_warehouse(target)
    warehouse = BoundedWarehouse(inner, Boundary(tables=("orders",)), sql_check=False)
    if engine == "postgres":
        create_boundary_role(target, warehouse.exposure())
    refused = ["SELECT email FROM users", "SELECT count(*) FROM users", "SELECT count(*) FROM main.users"]
    if engine == "postgres":
        refused += ["SELECT email FROM public.users", "SELECT count(*) FROM public.users"]
    for sql in refused:
        with pytest.raises(QueryError):
            warehouse.run(sql)
    if engine in ("sqlite", "duckdb"):  # the copy holds nothing else, not even the file's schema
        listing = "SELECT name FROM sqlite_master" if engine == "sqlite" else "SELECT table_name FROM duckdb_tables()"
        assert [r[0] for r in warehouse.run(listing).rows] == ["orders"]
    assert [list(r) for r in warehouse.run("SELECT count(*) FROM orders").rows] == [[4]]


@pytest.mark.parametrize("shop", ["postgres"], indirect=True)  # PostgreSQL only: no skipped copies
def test_postgres_role_setup_is_printed_before_it_is_applied(shop: tuple[str, str]) -> None:
    _, target = shop
    from sqlclarify.warehouse.postgres_roles import role_name, role_setup_sql

    warehouse = BoundedWarehouse(open_warehouse(target), Boundary(deny_columns=("market",)))
    exposure = warehouse.exposure()
    database = target.rsplit("/", 1)[1]
    text = "\n".join(role_setup_sql(exposure, database=database, login_role="postgres", rls_tables=frozenset()))
    assert f'CREATE ROLE "{role_name(exposure, database)}" NOLOGIN' in text and "GRANT SELECT (" in text
    assert "password_hash" not in text and "market" not in text.replace("sqlclarify", "")
    assert not warehouse.enforced  # printing created nothing: no role, so the database layer is not in force
    with psycopg.connect(target) as conn:
        found = conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (role_name(exposure, database),))
        assert found.fetchone() is None


def test_model_sql_runs_only_where_the_database_enforces_the_boundary(
    postgres_server, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """PostgreSQL without the boundary's role: bob (one market) gets the catalog's SQL only; once the operator
    creates the role, model SQL runs as it, and the database keeps bob to his market."""
    target = build("postgres", tmp_path, postgres_server)
    catalog = tmp_path / "catalog.yml"
    catalog.write_text(yaml.safe_dump(CATALOG), encoding="utf-8")
    users = {"bob": {"groups": ["sales"], "attributes": {"markets": ["TH"]}}}
    monkeypatch.setenv("SQLCLARIFY_BOUNDARY", str(boundary_file(tmp_path, users=users)))
    monkeypatch.setattr("sqlclarify.warehouse.bounded._MISSING_RECHECK_S", 0.0)  # the role is looked for each time
    runtime = Runtime(context=Context(database=target, catalog=str(catalog), user_id="bob"))
    hostile = "WITH orders AS (SELECT market FROM orders) SELECT DISTINCT market FROM orders ORDER BY market"
    refused = execute({"sql": hostile, "sql_source": "model"}, runtime)
    assert refused["status"] == "error" and "catalog's own queries" in refused["message"]
    assert execute({"sql": hostile, "sql_source": "catalog"}, runtime)["rows"] == [["TH"]]
    warehouse = runtime.context.warehouse()
    assert not warehouse.enforced
    create_boundary_role(target, warehouse.exposure())
    assert warehouse.enforced
    assert execute({"sql": hostile, "sql_source": "model"}, runtime)["rows"] == [["TH"]]
    forget_warehouse(target)


def test_cli_prints_the_role_then_creates_it_only_with_apply(
    postgres_server, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import subprocess

    target = build("postgres", tmp_path, postgres_server)
    catalog = tmp_path / "catalog.yml"
    catalog.write_text(yaml.safe_dump(CATALOG), encoding="utf-8")
    users = {"bob": {"groups": ["sales"], "attributes": {"markets": ["TH"]}}}
    env = {"SQLCLARIFY_BOUNDARY": str(boundary_file(tmp_path, users=users))}
    command = ["boundary", "--db", target, "--catalog", str(catalog)]
    command += ["--user", "bob", "--create-role"]

    def run(*extra: str) -> subprocess.CompletedProcess:  # a new process each (forked: no Python start)
        return run_forked(*command, *extra, env=env)

    printed = run()
    assert printed.returncode == 0, printed.stderr
    assert "CREATE ROLE" in printed.stdout and "CREATE POLICY" in printed.stdout and "'TH'" in printed.stdout
    assert "password_hash" not in printed.stdout and "not created" in printed.stderr
    assert run().stdout == printed.stdout  # printing twice created nothing
    shown = run_forked(*command[:-1], "--json", env=env)
    assert "only the catalog's SQL runs" in json.loads(shown.stdout)["enforced"], shown.stderr
    applied = run("--apply")
    assert applied.returncode == 0 and "created" in applied.stderr, applied.stderr
    again = run()
    assert again.returncode == 0 and again.stdout == "" and "exists already" in again.stderr
    shown = run_forked(*command[:-1], "--json", env=env)
    assert json.loads(shown.stdout)["enforced"].startswith("by the database (as role sqlclarify_b_"), shown.stdout
    sqlite_shop = build("sqlite", tmp_path / "s" if (tmp_path / "s").mkdir() is None else tmp_path)
    wrong = run_forked("boundary", "--db", sqlite_shop, "--create-role", env=env)
    assert wrong.returncode == 2 and "Traceback" not in wrong.stderr and "PostgreSQL" in wrong.stderr
    forget_warehouse(target)


@pytest.mark.parametrize("layers", [{}, {"database_layer": False}, {"sql_check": False}], ids=["both", "check", "db"])
def test_a_view_over_a_guarded_table_is_not_read_around_its_policy(
    shop: tuple[str, str], layer, layers: dict, tmp_path: Path
) -> None:
    """A view the catalog does not guard may read a guarded table as its owner: for a user under row policies
    it is outside the boundary (a view the catalog guards itself is read through its own policy)."""
    engine, target = shop
    forget_warehouse(target)  # the schema is read again, with the view
    view = "CREATE VIEW all_orders AS SELECT order_id, market, amount FROM orders"
    if engine == "sqlite":
        import sqlite3

        with sqlite3.connect(target) as conn:
            conn.execute(view.replace("CREATE VIEW", "CREATE VIEW IF NOT EXISTS"))
    elif engine == "duckdb":
        import duckdb

        with duckdb.connect(target.removeprefix("duckdb://")) as conn:
            conn.execute(view.replace("CREATE VIEW", "CREATE OR REPLACE VIEW"))
    else:
        with psycopg.connect(target, autocommit=True) as conn:
            conn.execute(view.replace("CREATE VIEW", "CREATE OR REPLACE VIEW"))
    warehouse = bounded(target, user=BOB, layer=layer, **layers)
    try:
        markets = sorted({row[0] for row in warehouse.run("SELECT DISTINCT market FROM all_orders").rows})
    except QueryError:
        markets = []
    assert set(markets) <= {"TH"}
    assert warehouse.schema().find_table("all_orders") is None  # nor shown to the model
    everyone = bounded(target)  # without row policies a view is an ordinary table
    assert len(everyone.run("SELECT DISTINCT market FROM all_orders").rows) == 3


@pytest.mark.parametrize(
    "sql",
    [
        "WITH users AS (SELECT password_hash, api_key FROM users) SELECT password_hash, api_key FROM users",
        "SELECT password_hash FROM users WHERE EXISTS (WITH users AS (SELECT 1 AS x) SELECT x FROM users)",
    ],
)
def test_hostile_model_sql_through_the_agent_reads_no_secret(openai_server, shop: tuple[str, str], sql: str) -> None:
    from sqlclarify import Agent

    _engine, target = shop
    leak = {"tool": "submit_sql", "args": {"sql": sql, "explanation": "x"}}
    openai_server.push({"tool": "proceed_to_sql", "args": {"question": "show me the users' keys"}}, leak, leak, leak)
    with Agent(database=target) as agent:
        turn = agent.ask("show me the users' keys")
    assert turn.status != "answered"
    # ids, timestamps and the model call's durations may spell '4001' by chance (a slow CI run did): not data
    shown = turn.model_dump(exclude={"thread_id", "created_at", "usage"})
    assert leaked([json.dumps(shown, default=str)]) == []


@pytest.mark.parametrize("shop", ["postgres"], indirect=True)  # PostgreSQL only: no skipped copies
def test_other_roles_read_and_write_as_before_once_the_role_exists(shop: tuple[str, str], layer) -> None:
    """Turning row-level security on for the boundary's role leaves every other role as it was."""
    _, target = shop
    bounded(target, user=BOB, layer=layer)  # creates the role, with row-level security on orders
    with psycopg.connect(target, autocommit=True) as conn:
        conn.execute("DROP ROLE IF EXISTS sqlclarify_test_other")
        conn.execute("CREATE ROLE sqlclarify_test_other")
        conn.execute("GRANT SELECT, INSERT, DELETE ON orders TO sqlclarify_test_other")
        with conn.transaction():
            conn.execute("SET LOCAL ROLE sqlclarify_test_other")
            assert conn.execute("SELECT count(*) FROM orders").fetchone()[0] == 4
            conn.execute("INSERT INTO orders (order_id, market) VALUES (99, 'XX')")
            conn.execute("DELETE FROM orders WHERE order_id = 99")
        assert conn.execute("SELECT relrowsecurity FROM pg_class WHERE relname = 'orders'").fetchone()[0]


def test_a_visible_column_named_like_a_hidden_one_elsewhere_still_reads() -> None:
    """users.email hidden, contacts.email open: `c.email` reads; `u.email` and a bare `email` do not."""
    full = WarehouseSchema(
        tables={"users": {"user_id": "INT", "email": "TEXT"}, "contacts": {"id": "INT", "email": "TEXT"}}
    )
    visible = Boundary(deny_columns=("users.email",)).restrict(full, frozenset())
    join = "FROM contacts AS c JOIN users AS u ON u.user_id = c.id"

    def problem(sql: str) -> str | None:
        return boundary_problem(sqlglot.parse_one(sql, read="duckdb"), full, visible, "duckdb", ("main",))

    assert problem(f"SELECT c.email {join}") is None
    assert problem("SELECT contacts.email FROM contacts JOIN users ON users.user_id = contacts.id") is None
    for sql in (f"SELECT u.email {join}", f"SELECT email {join}", f"SELECT c.id {join} WHERE u.email LIKE 'a%'"):
        assert problem(sql) is not None, sql
    assert problem("SELECT c.email FROM contacts AS c JOIN users AS c2 ON c2.user_id = c.id") is None
    # one name for a guarded table in one scope and an open one in another: refused
    assert problem("SELECT (SELECT max(c.email) FROM users AS c) AS m FROM contacts AS c") is not None


def test_a_folder_of_csv_files_is_copied_without_its_hidden_columns(tmp_path: Path) -> None:
    """DuckDB over data files: the private copy holds the allowed columns, and cannot read the files again."""
    (tmp_path / "users.csv").write_text("user_id,email,password_hash\n1,a@x,$2b$12$hash\n", encoding="utf-8")
    warehouse = BoundedWarehouse(open_warehouse(str(tmp_path)), DEFAULT_BOUNDARY, sql_check=False)
    assert warehouse.enforced
    found = warehouse.run("SELECT * FROM users")
    assert found.columns == ["user_id", "email"] and leaked(found.rows) == []
    for sql in (f"SELECT * FROM read_csv('{tmp_path / 'users.csv'}')", "SELECT to_json(u) FROM users AS u"):
        assert outcome(warehouse, sql) in ("refused", ""), sql
    forget_warehouse(str(tmp_path))
