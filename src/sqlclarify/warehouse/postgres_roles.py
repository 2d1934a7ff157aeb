"""PostgreSQL behind a data boundary, enforced by PostgreSQL: one role per exposure (the tables, columns and rows
one user may read), with column grants and row-level security, taken for each statement with `SET LOCAL ROLE`
inside the READ ONLY transaction.

sqlclarify never creates a role on its own: the operator runs `sqlclarify boundary --create-role` (which prints
the statements first, and applies them only with `--apply`), or calls `create_boundary_role`. What it creates:

- `CREATE ROLE sqlclarify_b_<hash> NOLOGIN`, granted to the agent's login role;
- `GRANT SELECT (allowed columns) ON table` for each allowed table (nothing on hidden tables or columns);
- for a table with a row policy: `ENABLE ROW LEVEL SECURITY` when it was off, together with a permissive
  `FOR ALL … USING (true) WITH CHECK (true)` policy for PUBLIC so that every other role reads and writes exactly
  as before, and a restrictive policy for the boundary's role with the catalog's condition.

A statement that runs as the role cannot read a hidden column (a whole-row reference such as `row_to_json(t)`
needs every column's grant) or a row outside the policy. A role switch back (`set_config('role', …)`) is refused
by the engine's screen, which runs on every statement whatever the boundary check says.
"""

from __future__ import annotations

import hashlib

import psycopg

from sqlclarify.errors import DatabaseError
from sqlclarify.warehouse.base import QueryError, QueryResult
from sqlclarify.warehouse.exposure import Exposure
from sqlclarify.warehouse.postgres import PostgresWarehouse, _first_line
from sqlclarify.warehouse.screened import ScreenedEngine

ROLE_PREFIX = "sqlclarify_b_"

HOME_SQL = """
SELECT n.nspname, c.relname, c.relrowsecurity, c.relkind IN ('v', 'm')
FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE c.relname = ANY (%s) AND n.nspname = ANY (current_schemas(false))
ORDER BY array_position(current_schemas(false), n.nspname::text)
"""


def role_name(exposure: Exposure, database: str) -> str:
    """The role that holds `exposure` on `database` (roles belong to the whole server): named by both, so a
    changed boundary or policy is a new role."""
    return ROLE_PREFIX + hashlib.sha256(f"{exposure.key}|{database}".encode()).hexdigest()[:16]


def _ident(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def role_setup_sql(
    exposure: Exposure,
    *,
    database: str,
    login_role: str,
    rls_tables: frozenset[str],
    schemas: dict[str, str] | None = None,
    views: frozenset[str] = frozenset(),
) -> list[str]:
    """The statements that create `exposure`'s role. `rls_tables`: tables whose row-level security is already
    on (their owner's policies are kept as they are); `schemas`: each table's schema (default public); `views`: the
    views among the tables — one with a row condition gets no grant at all (a view cannot hold row-level
    security, and it reads its tables as its owner)."""
    name = role_name(exposure, database)
    role = _ident(name)
    statements = [
        f"CREATE ROLE {role} NOLOGIN NOINHERIT",
        f"GRANT {role} TO {_ident(login_role)}",
    ]
    for schema in sorted({(schemas or {}).get(t.name, "public") for t in exposure.tables}):
        statements.append(f"GRANT USAGE ON SCHEMA {_ident(schema)} TO {role}")
    for table in exposure.tables:
        if not table.columns or (table.rows is not None and table.name in views):
            continue
        target = f"{_ident((schemas or {}).get(table.name, 'public'))}.{_ident(table.name)}"
        columns = ", ".join(_ident(c) for c in table.columns)
        statements.append(f"GRANT SELECT ({columns}) ON {target} TO {role}")
        if table.rows is None:
            continue
        if table.name not in rls_tables:
            statements += [
                f"ALTER TABLE {target} ENABLE ROW LEVEL SECURITY",
                # every other role keeps reading and writing every row, as before row-level security was on
                f"CREATE POLICY sqlclarify_others ON {target} AS PERMISSIVE FOR ALL TO PUBLIC "
                "USING (true) WITH CHECK (true)",
            ]
        statements += [
            f"CREATE POLICY {_ident(name + '_read')} ON {target} AS PERMISSIVE FOR SELECT TO {role} USING (true)",
            f"CREATE POLICY {role} ON {target} AS RESTRICTIVE FOR SELECT TO {role} USING ({table.rows})",
        ]
    return statements


def planned_role_sql(url: str, exposure: Exposure, login_role: str | None = None) -> list[str]:
    """What `create_boundary_role` would run on `url` (empty when the role exists already); runs nothing."""
    with _connect(url) as conn:
        return _plan(conn, exposure, login_role)


def create_boundary_role(url: str, exposure: Exposure, login_role: str | None = None) -> list[str]:
    """Create `exposure`'s role on `url` (an operator's connection that may create roles), in one transaction;
    the statements run (none when the role exists). DatabaseError in one line when the server refuses."""
    with _connect(url) as conn:
        statements = _plan(conn, exposure, login_role)
        try:
            with conn.transaction():
                for statement in statements:
                    conn.execute(statement)
        except psycopg.Error as exc:
            raise DatabaseError(f"cannot create the boundary role: {_first_line(exc)}") from exc
    return statements


def _connect(url: str) -> psycopg.Connection:
    try:
        return psycopg.connect(url.replace("postgres://", "postgresql://", 1), autocommit=True, connect_timeout=5)
    except (psycopg.Error, ValueError) as exc:
        raise DatabaseError(f"cannot connect to the database: {_first_line(exc)}") from exc


def _plan(conn: psycopg.Connection, exposure: Exposure, login_role: str | None) -> list[str]:
    database, current = conn.execute("SELECT current_database(), current_user").fetchone()
    exists = conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (role_name(exposure, database),)).fetchone()
    if exists:
        return []
    login = login_role or current
    schemas: dict[str, str] = {}
    rls: set[str] = set()
    views: set[str] = set()
    for schema, table, security, is_view in conn.execute(HOME_SQL, ([t.name for t in exposure.tables],)).fetchall():
        if table in schemas:
            continue  # the first schema of the search path is the one the agent reads
        schemas[table] = schema
        if security:
            rls.add(table)
        if is_view:
            views.add(table)
    return role_setup_sql(
        exposure,
        database=database,
        login_role=login,
        rls_tables=frozenset(rls),
        schemas=schemas,
        views=frozenset(views),
    )


class PostgresAsRole(ScreenedEngine):
    """`inner`'s connection, every statement run as `role` (SET LOCAL ROLE in its READ ONLY transaction)."""

    dialect = "postgres"

    def __init__(self, inner: PostgresWarehouse, role: str) -> None:
        self.inner, self.role, self.url = inner, role, inner.url

    def _screened(self, sql: str) -> str:
        return self.inner._screened(sql)

    def _explain(self, sql: str, timeout_s: float) -> None:
        self.inner._explain(sql, timeout_s, role=self.role)

    def _execute(self, sql: str, *, max_rows: int, timeout_s: float, max_bytes: int) -> QueryResult:
        return self.inner._execute(sql, max_rows=max_rows, timeout_s=timeout_s, max_bytes=max_bytes, role=self.role)


def role_warehouse(inner: PostgresWarehouse, exposure: Exposure) -> PostgresAsRole | None:
    """`inner` run as `exposure`'s role, when the operator created it and the agent's login may take it."""
    try:
        database = inner._query_internal("SELECT current_database()")[0][0]
        name = role_name(exposure, database)  # hex digits after a fixed prefix: safe inside the literal
        rows = inner._query_internal(
            f"SELECT pg_has_role(current_user, oid, 'MEMBER') FROM pg_roles WHERE rolname = '{name}'"
        )
    except (DatabaseError, QueryError):
        return None
    return PostgresAsRole(inner, name) if rows and rows[0][0] else None
