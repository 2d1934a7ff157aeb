"""Validate SQL before it runs, in the engine's dialect: one read-only query over tables and columns that
exist, using no function that reads files, settings or secrets, and accepted by the engine's EXPLAIN.

This is the one place where SQL is judged; the validate node, `sqlclarify validate` and the model's
correction loop all read the same `ValidationReport`. `screen` is its static part (no schema needed),
which engines whose own guard is not enough alone (PostgreSQL superusers can read server files) also run.
"""

from __future__ import annotations

import logging
import re
import threading
from collections import OrderedDict
from typing import Literal

import sqlglot
from pydantic import BaseModel, Field
from sqlglot import exp
from sqlglot.errors import OptimizeError, ParseError, TokenError
from sqlglot.optimizer.qualify import qualify
from sqlglot.schema import MappingSchema

from sqlclarify.warehouse.base import Warehouse, WarehouseSchema
from sqlclarify.warehouse.reads import HOME_SCHEMAS, stored_tables
from sqlclarify.warehouse.spelling import FOLDS_TO_LOWER, spell_as_stored
from sqlclarify.warehouse.sqlite import ALLOWED_FUNCTIONS as SQLITE_FUNCTIONS

IssueKind = Literal[
    "empty",
    "parse",
    "statement_count",
    "not_read_only",
    "forbidden_function",
    "forbidden_table",
    "unknown_table",
    "unknown_column",
    "explain",
]

# Statements and clauses that change data, schema, files, settings or the session — anywhere in the tree.
WRITE_NODES: tuple[type[exp.Expression], ...] = (
    exp.Insert,
    exp.Update,
    exp.Delete,
    exp.Merge,
    exp.Create,
    exp.Drop,
    exp.Alter,
    exp.AlterColumn,
    exp.TruncateTable,
    exp.Command,
    exp.Pragma,
    exp.Attach,
    exp.Detach,
    exp.Into,
    exp.Copy,
    exp.Transaction,
    exp.Commit,
    exp.Rollback,
    exp.Set,
    exp.Use,
    exp.Analyze,
    exp.Grant,
    exp.Revoke,
    exp.Cache,
    exp.Uncache,
    exp.Refresh,
    exp.Kill,
    exp.LoadData,
    exp.Lock,  # SELECT … FOR UPDATE / FOR SHARE takes row locks
    exp.Install,
    exp.Declare,
    exp.Execute,
    exp.Export,
    exp.Comment,
)

# Clauses that run a program on the server: Spark's and Hive's SELECT TRANSFORM(…) USING 'script'
PROGRAM_NODES: tuple[type[exp.Expression], ...] = (exp.QueryTransform,)

# Functions (exact names, then name prefixes) that read files or settings, sleep, run SQL given as text,
# reach other servers or end other sessions.
DENIED_FUNCTIONS: dict[str, tuple[frozenset[str], tuple[str, ...]]] = {
    "postgres": (
        frozenset(
            """
            pg_read_file pg_read_binary_file pg_ls_dir pg_stat_file set_config current_setting
            pg_terminate_backend pg_cancel_backend pg_reload_conf pg_rotate_logfile pg_promote pg_switch_wal
            pg_create_restore_point pg_logical_emit_message pg_file_write pg_file_rename pg_file_unlink
            pg_import_system_collations nextval setval query_to_xml query_to_xml_and_xmlschema
            cursor_to_xml table_to_xml table_to_xml_and_xmlschema schema_to_xml database_to_xml
            database_to_xml_and_xmlschema txid_current pg_current_xact_id pg_notify inet_server_addr
            inet_server_port inet_client_addr inet_client_port pg_current_logfile pg_conf_load_time
            """.split()
        ),
        ("pg_sleep", "dblink", "lo_", "pg_ls_", "pg_read_", "pg_advisory", "pg_try_advisory", "pg_stat_reset"),
    ),
    "duckdb": (
        frozenset(
            """
            read_text read_blob glob getenv query query_table sniff_csv parquet_scan parquet_metadata
            parquet_schema parquet_file_metadata parquet_kv_metadata duckdb_secrets which_secret
            json_execute_serialized_sql load_aws_credentials current_setting getvariable getenv
            """.split()
        ),
        # duckdb_*() and pragma_*() list databases, settings, files and extensions: host paths and secrets
        (
            "read_",
            "parquet_",
            "sqlite_",
            "postgres_",
            "mysql_",
            "iceberg_",
            "delta_",
            "http",
            "s3_",
            "duckdb_",
            "pragma_",
            "glob",
        ),
    ),
    # MySQL / MariaDB: a READ ONLY transaction still lets a powerful role read server files, sleep, take
    # named locks, wait on replication or advance a sequence
    "mysql": (
        frozenset(
            """
            load_file sleep benchmark get_lock release_lock release_all_locks is_free_lock is_used_lock
            master_pos_wait source_pos_wait master_gtid_wait wait_for_executed_gtid_set
            wait_until_sql_thread_after_gtids nextval setval lastval sys_exec sys_eval sys_get sys_set
            lo_import lo_export
            """.split()
        ),
        ("sys_", "wait_"),
    ),
    # ClickHouse: table functions that read files, URLs, object stores or other servers, run programs or read
    # dictionaries (which may load from anywhere); sleeps; introspection of the server's files and settings
    "clickhouse": (
        frozenset(
            """
            file url urlcluster s3 s3cluster gcs oss cosn azureblobstorage azureblobstoragecluster hdfs
            hdfscluster remote remotesecure cluster clusterallreplicas mysql postgresql sqlite mongodb redis
            jdbc odbc input executable hive deltalake hudi merge dictionary view viewifpermitted
            loop fuzzjson fuzzquery sleep sleepeachrow getsetting getsettingordefault getmacro
            getserverport filesystemavailable filesystemcapacity filesystemunreserved catboostevaluate
            addresstoline addresstolinewithinlines addresstosymbol demangle currentprofiles
            currentroles enabledroles defaultroles getclientHTTPheader initialqueryid
            """.lower().split()
        ),
        ("iceberg", "dictget", "dicthas", "s3", "azure", "hdfs", "url", "remote", "file", "paimon", "arrowflight"),
    ),
    # Spark SQL (and Databricks): reflection into the JVM (System.getenv, System.exit, Thread.sleep), functions
    # that read files, streams or secrets, XPath (XML parsers can reach files), and Databricks' functions that
    # call models or other services
    "spark": (
        frozenset(
            """
            reflect java_method try_reflect input_file_name input_file_block_start input_file_block_length
            secret try_secret http_request cloud_files_state event_log list_secrets vector_search
            """.split()
        ),
        ("read_", "xpath", "ai_", "java_"),
    ),
}

# Databricks (through a SQLAlchemy URL) speaks Spark SQL: the same dangers
DENIED_FUNCTIONS["databricks"] = DENIED_FUNCTIONS["spark"]

# Functions that load code or touch files in some engine: refused whatever the dialect.
DENIED_EVERYWHERE = frozenset({"load_extension", "readfile", "writefile", "edit", "fts3_tokenizer"})

# Catalog tables and views that hold password hashes, connection secrets or server files.
DENIED_TABLES: dict[str, frozenset[str]] = {
    "postgres": frozenset(
        """
        pg_authid pg_shadow pg_user_mapping pg_user_mappings pg_file_settings pg_hba_file_rules
        pg_ident_file_mappings pg_largeobject pg_stat_activity pg_roles pg_settings
        """.split()
    ),
    "duckdb": frozenset({"duckdb_secrets", "duckdb_settings"}),
    "sqlite": frozenset(),
    "mysql": frozenset(),
    "clickhouse": frozenset(),
    "spark": frozenset(),
}

# Whole schemas of the server's own catalog (users and password hashes, sessions, settings): refused when a
# query names them, whatever the table.
DENIED_SCHEMAS: dict[str, frozenset[str]] = {
    "mysql": frozenset({"mysql", "information_schema", "performance_schema", "sys"}),
    "clickhouse": frozenset({"system", "information_schema"}),
    # Spark reads a file as a table through its format's name (parquet.`/path`, text.`/etc/passwd`); global
    # temporary views and the system catalog belong to every session of the server
    "spark": frozenset(
        """
        parquet csv text json orc avro binaryfile delta iceberg hudi jdbc libsvm xml hive noop console
        global_temp system information_schema
        """.split()
    ),
}

DENIED_SCHEMAS["databricks"] = DENIED_SCHEMAS["spark"]

# dialects that read a file named as a table (`format`.`/path`), whatever the qualifier
PATH_TABLE_DIALECTS = frozenset({"spark", "databricks", "hive"})

# dialects whose @@settings name server configuration (paths, versions, limits)
SETTINGS_READERS = frozenset({"mysql"})

# MySQL runs the text of `/*! … */` and MariaDB also `/*M! … */` comments, which every parser skips as comments
EXECUTABLE_COMMENT = {"mysql": re.compile(r"/\*M?!")}


logging.getLogger("sqlglot").setLevel(logging.ERROR)


class ValidationIssue(BaseModel):
    kind: IssueKind
    message: str
    line: int | None = None
    column: int | None = None


class ValidationReport(BaseModel):
    """ok, the problems found, the SQL to run (with a row limit added when it had none) and its tables."""

    ok: bool
    errors: list[ValidationIssue] = Field(default_factory=list)
    sql: str
    tables: list[str] = Field(default_factory=list)

    def summary(self) -> str:
        return "; ".join(e.message for e in self.errors)


def _parse(text: str, dialect: str) -> exp.Expression | ValidationIssue:
    """The one query in `text`, or the issue that stops it (no schema needed)."""
    if not text:
        return ValidationIssue(kind="empty", message="the SQL is empty")
    executable = EXECUTABLE_COMMENT.get(dialect)
    if executable is not None and executable.search(text):
        return ValidationIssue(kind="not_read_only", message="executable comments (/*! … */) are not allowed")
    try:
        statements = [s for s in sqlglot.parse(text, read=dialect) if s is not None]
    except ParseError as exc:
        first = exc.errors[0] if exc.errors else {}
        return ValidationIssue(
            kind="parse",
            message=f"cannot parse the SQL: {first.get('description', str(exc).splitlines()[0])}",
            line=first.get("line"),
            column=first.get("col"),
        )
    except TokenError as exc:
        return ValidationIssue(kind="parse", message=f"cannot parse the SQL: {exc}")
    if len(statements) != 1:
        return ValidationIssue(kind="statement_count", message=f"expected exactly one statement, got {len(statements)}")
    tree = statements[0]
    if not isinstance(tree, exp.Query):
        return ValidationIssue(
            kind="not_read_only", message=f"only a query (SELECT) may run; this is {_describe(tree)}"
        )
    writer = next(iter(tree.find_all(*WRITE_NODES)), None)
    if writer is not None:
        return ValidationIssue(
            kind="not_read_only", message=f"the query contains {_describe(writer)}, which is not read-only"
        )
    program = next(iter(tree.find_all(*PROGRAM_NODES)), None)
    if program is not None:
        return ValidationIssue(kind="not_read_only", message="TRANSFORM … USING runs a program, which is not allowed")
    if dialect in SETTINGS_READERS and next(iter(tree.find_all(exp.SessionParameter)), None) is not None:
        return ValidationIssue(kind="forbidden_function", message="server settings (@@…) may not be read")
    if any(node.args.get("settings") for node in tree.find_all(exp.Query)):  # ClickHouse's SETTINGS clause
        return ValidationIssue(kind="not_read_only", message="a query may not change settings (SETTINGS …)")
    for func in tree.find_all(exp.Func):
        name = _function_name(func)
        if not _function_allowed(name, dialect, isinstance(func, exp.Anonymous)):
            return ValidationIssue(kind="forbidden_function", message=f"function {name}() is not allowed")
    denied = DENIED_TABLES.get(dialect, frozenset())
    denied_schemas = DENIED_SCHEMAS.get(dialect, frozenset())
    for table in tree.find_all(exp.Table):
        if isinstance(table.this, exp.Identifier) and table.name.lower() in denied:
            return ValidationIssue(kind="forbidden_table", message=f"table {table.name} is not allowed")
        if table.db and table.db.lower() in denied_schemas:
            return ValidationIssue(kind="forbidden_table", message=f"the {table.db} schema is not allowed")
        if dialect in PATH_TABLE_DIALECTS and any(mark in table.name for mark in ("/", ":", "\\")):
            return ValidationIssue(kind="forbidden_table", message=f"files may not be read by path ({table.name})")
    return tree


def screen(sql: str, dialect: str) -> str | None:
    """Why `sql` may not run at all (one read-only query, no denied function or table), or None."""
    found = _parse((sql or "").strip().rstrip(";").strip(), dialect)
    return found.message if isinstance(found, ValidationIssue) else None


def validate_sql(
    sql: str,
    warehouse: Warehouse,
    *,
    row_limit: int | None = 1000,
    dry_run: bool = True,
) -> ValidationReport:
    """Check `sql` against the live schema of `warehouse` in its dialect (and EXPLAIN it there when `dry_run`).
    `sqlclarify.warehouse.validate_sql` takes a path or URL too."""
    dialect = warehouse.dialect
    text = (sql or "").strip().rstrip(";").strip()

    def reject(issue: ValidationIssue, tables: list[str] | None = None) -> ValidationReport:
        return ValidationReport(ok=False, errors=[issue], sql=text, tables=tables or [])

    tree = _parse(text, dialect)
    if isinstance(tree, ValidationIssue):
        return reject(tree)
    schema = warehouse.schema()
    if spell_as_stored(tree, schema, dialect):  # `Invoice` on a PostgreSQL that stores "Invoice"
        text = tree.sql(dialect=dialect)
    tables, unknown = _check_tables(tree, schema, dialect)
    if unknown:
        names = ", ".join(unknown)
        issue = ValidationIssue(kind="unknown_table", message=f"unknown table{'s' * (len(unknown) > 1)}: {names}")
        return reject(issue, tables)
    column_issue = _check_columns(tree, schema, dialect)
    if column_issue:
        return reject(ValidationIssue(kind="unknown_column", message=column_issue), tables)

    final_sql = text
    if row_limit is not None and tree.args.get("limit") is None:
        final_sql = f"{text}\nLIMIT {int(row_limit)}"
    if dry_run:
        error = warehouse.explain(final_sql)
        if error:
            return reject(ValidationIssue(kind="explain", message=f"the database rejects the query: {error}"), tables)
    return ValidationReport(ok=True, sql=final_sql, tables=tables)


CATALOG_SQL_CACHE_SIZE = 256
_catalog_reports: OrderedDict[tuple[int, str, int | None, bool], tuple[WarehouseSchema, ValidationReport]] = (
    OrderedDict()
)
_catalog_lock = threading.Lock()


def validate_catalog_sql(
    sql: str, warehouse: Warehouse, *, row_limit: int | None = 1000, dry_run: bool = True
) -> ValidationReport:
    """`validate_sql` for SQL the metric catalog compiled: an accepted query is judged once per (SQL, schema
    version) and the verdict reused; rejections are judged again every time. Never use it for model SQL.

    A query accepted with EXPLAIN (the validate node) is accepted without it too (the execute node): the same
    checks and one more, so the execute node of a turn reuses the validate node's verdict."""
    schema = warehouse.schema()
    key = (id(schema), (sql or "").strip(), row_limit, dry_run)
    with _catalog_lock:
        for kept in (key, (*key[:3], True)):
            hit = _catalog_reports.get(kept)
            # the entry holds its schema, so its id cannot be reused by another schema while it is cached
            if hit is not None and hit[0] is schema:
                _catalog_reports.move_to_end(kept)
                return hit[1].model_copy(deep=True)
    report = validate_sql(sql, warehouse, row_limit=row_limit, dry_run=dry_run)
    if report.ok and warehouse.schema() is schema:  # the schema did not change while it was judged
        with _catalog_lock:
            _catalog_reports[key] = (schema, report.model_copy(deep=True))
            while len(_catalog_reports) > CATALOG_SQL_CACHE_SIZE:
                _catalog_reports.popitem(last=False)
    return report


def _function_allowed(name: str, dialect: str, anonymous: bool) -> bool:
    if dialect == "sqlite":  # an allow-list: SQLite's own authorizer enforces the same one
        return not anonymous or name in SQLITE_FUNCTIONS
    names, prefixes = DENIED_FUNCTIONS.get(dialect, (frozenset(), ()))
    return name not in names and name not in DENIED_EVERYWHERE and not name.startswith(prefixes)


def _describe(node: exp.Expression) -> str:
    if isinstance(node, exp.Command):
        return f"a {str(node.this).upper()} command"
    name = type(node).__name__
    return {"Into": "SELECT ... INTO", "Pragma": "a PRAGMA", "Lock": "FOR UPDATE/SHARE (row locks)"}.get(
        name, f"a {name.upper()} statement"
    )


def _function_name(func: exp.Func) -> str:
    if isinstance(func, exp.Anonymous):
        return str(func.this).lower()
    return func.sql_name().lower()


def _check_tables(tree: exp.Expression, schema: WarehouseSchema, dialect: str) -> tuple[list[str], list[str]]:
    """(stored tables used, as the database spells them; names that are neither a table nor a CTE in scope)."""
    home = HOME_SCHEMAS.get(dialect, ())
    used: list[str] = []
    unknown: list[str] = []
    # CTE references (in their own scopes) and table-valued functions such as json_each(...) are left out
    for table in stored_tables(tree):
        name = table.name
        if table.catalog or (table.db and table.db.lower() not in home):
            unknown.append(".".join(p for p in (table.catalog, table.db, name) if p))
            continue
        found = schema.find_table(name)
        if found is None:
            unknown.append(name)
        elif found not in used:
            used.append(found)
    return used, list(dict.fromkeys(unknown))


def _check_columns(tree: exp.Expression, schema: WarehouseSchema, dialect: str) -> str | None:
    """A message naming an unknown column, or None. Other qualify failures are left to EXPLAIN."""
    tree = _sqlite_string_fallback(tree.copy(), schema) if dialect == "sqlite" else tree.copy()
    try:
        qualify(
            tree,
            schema=_sqlglot_schema(schema, dialect),
            dialect=dialect,
            validate_qualify_columns=True,
            identify=False,
            quote_identifiers=False,
        )
    except OptimizeError as exc:
        message = str(exc)
        if "could not be resolved" in message or "Unknown column" in message:
            return message.splitlines()[0].replace("Column", "unknown column", 1)
    except Exception:
        return None
    return None


def _sqlglot_schema(schema: WarehouseSchema, dialect: str) -> dict[str, dict[str, str]] | MappingSchema:
    """The schema for sqlglot: names as stored, matched exactly, where the engine tells "Country" from country."""
    if dialect in FOLDS_TO_LOWER and schema.has_upper_case:
        return MappingSchema(schema.sqlglot_schema, dialect=dialect, normalize=False)
    return schema.sqlglot_schema


def _sqlite_string_fallback(tree: exp.Expression, schema: WarehouseSchema) -> exp.Expression:
    """Read "double-quoted" names that match no column as strings, as SQLite itself does."""
    known = {col.lower() for cols in schema.tables.values() for col in cols}
    known |= {alias.alias.lower() for alias in tree.find_all(exp.Alias)}
    for column in list(tree.find_all(exp.Column)):
        ident = column.this
        if isinstance(ident, exp.Identifier) and ident.quoted and not column.table and ident.name.lower() not in known:
            column.replace(exp.Literal.string(ident.name))
    return tree
