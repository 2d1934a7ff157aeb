"""A few tables on each engine the tests start (SQLite, DuckDB, PostgreSQL, MariaDB, chdb, local Spark), as a
warehouse target, for the tests that run one query on every engine."""

from __future__ import annotations

from pathlib import Path

import pytest

from sqlclarify.warehouse import forget_warehouse
from tests.support.tables import (
    Table,
    write_chdb,
    write_duckdb,
    write_mysql,
    write_parquet,
    write_postgres,
    write_sqlite,
)

ENGINES = ("sqlite", "duckdb", "postgres", "mysql", "clickhouse", "spark")


def load_on_engine(
    engine: str,
    tables: list[Table],
    name: str,
    request: pytest.FixtureRequest,
    folder: Path,
    keep_case: bool = False,
) -> str:
    """The tables written on `engine` (a database or file called `name`); the warehouse target to open.
    `keep_case`: PostgreSQL's names quoted as written ("InvoiceDate"), not folded to lower case."""
    if engine == "sqlite":
        where = str(folder / f"{name}.sqlite")
        write_sqlite(Path(where), tables)
    elif engine == "duckdb":
        where = f"duckdb://{folder}/{name}.duckdb"
        write_duckdb(folder / f"{name}.duckdb", tables)
    elif engine == "postgres":
        where = request.getfixturevalue("postgres_server").create_database(name)
        write_postgres(where, tables, keep_case=keep_case)
    elif engine == "mysql":
        where = request.getfixturevalue("mariadb_server").create_database(name)
        write_mysql(where, tables)
    elif engine == "clickhouse":
        where = f"chdb://{request.getfixturevalue('chdb_folder')}?database={name}"
        write_chdb(where, tables)
    else:
        request.getfixturevalue("local_spark")  # the process's one local JVM, ended with the session
        where = f"spark://{folder}"
        write_parquet(folder, tables)
    forget_warehouse(where)
    return where
