"""DuckDB: a `.duckdb` file, or Parquet/CSV files (a folder of them, or one) exposed as views.

Read-only in depth: the database is opened with `read_only=True` (for files, a small views-only database
is built first in a private temp folder, then reopened read-only); `allowed_directories` is the data's
folder; then `enable_external_access=false` (no read_text of other paths, no INSTALL/LOAD, no ATTACH, no
COPY … TO) and `lock_configuration=true`, so no statement can turn any of it back on. A timer thread
interrupts statements that run past the timeout; results are capped.
"""

from __future__ import annotations

import hashlib
import shutil
import tempfile
import threading
import time
import weakref
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import duckdb

from sqlclarify.errors import DatabaseError
from sqlclarify.warehouse.base import (
    DEFAULT_MAX_RESULT_BYTES,
    DEFAULT_MAX_ROWS,
    DEFAULT_TIMEOUT_S,
    ForeignKey,
    QueryError,
    QueryResult,
    WarehouseSchema,
)
from sqlclarify.warehouse.files import FILE_READERS, data_files
from sqlclarify.warehouse.limits import collect, timeout_message

MEMORY_LIMIT = "1GB"  # a runaway aggregate fails with "Out of Memory" instead of taking the machine


def _quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _literal(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


class DuckDBWarehouse:
    """A DuckDB database or a set of data files, opened read-only with external access off."""

    dialect = "duckdb"

    def __init__(self, path: str | Path, *, url: str | None = None) -> None:
        self.path = Path(path).expanduser().resolve()
        self.url = url or str(path)
        self._schema: tuple[str, WarehouseSchema] | None = None
        if not self.path.exists():
            raise DatabaseError(f"database file not found: {self.path}")
        if self.path.is_dir() or self.path.suffix.lower() in FILE_READERS:
            files = data_files(self.path) if self.path.is_dir() else [self.path]
            if not files:
                raise DatabaseError(f"no Parquet or CSV files in {self.path}")
            self._files = files
            database, data_dir = self._build_views(files), files[0].parent
        else:
            self._files = [self.path]
            database, data_dir = self.path, self.path.parent
        self.database, self.data_dir = database, data_dir  # what a restricted copy reads from
        self._conn = self._open(database, data_dir)

    def _build_views(self, files: list[Path]) -> Path:
        """A views-only database in a private temp folder (removed with this object)."""
        folder = Path(tempfile.mkdtemp(prefix="sqlclarify-duckdb-"))
        weakref.finalize(self, shutil.rmtree, folder, True)
        database = folder / "views.duckdb"
        try:
            with duckdb.connect(str(database)) as conn:
                for file in files:
                    reader = FILE_READERS[file.suffix.lower()]
                    conn.execute(f"CREATE VIEW {_quote(file.stem)} AS SELECT * FROM {reader}({_literal(str(file))})")
        except duckdb.Error as exc:
            raise DatabaseError(f"cannot read the data files in {self.path}: {_first_line(exc)}") from exc
        return database

    def _open(self, database: Path, data_dir: Path) -> duckdb.DuckDBPyConnection:
        try:
            conn = duckdb.connect(str(database), read_only=True, config={"memory_limit": MEMORY_LIMIT})
            # the order matters: allowed_directories and external access can only be set before the lock
            conn.execute(f"SET allowed_directories = [{_literal(str(data_dir) + '/')}]")
            conn.execute("SET enable_external_access = false")
            conn.execute("SET lock_configuration = true")
        except duckdb.Error as exc:
            raise DatabaseError(f"cannot open database {self.path}: {_first_line(exc)}") from exc
        return conn

    def close(self) -> None:
        self._conn.close()

    def fingerprint(self) -> str:
        digest = hashlib.sha256()
        for file in self._files:
            try:
                stat = file.stat()
            except OSError as exc:
                raise DatabaseError(f"database file not found: {file}") from exc
            digest.update(f"{file}:{stat.st_mtime_ns}:{stat.st_size};".encode())
        return digest.hexdigest()[:16]

    def schema(self) -> WarehouseSchema:
        token = self.fingerprint()
        if self._schema is None or self._schema[0] != token:
            self._schema = (token, self._read_schema())
        return self._schema[1]

    def _read_schema(self) -> WarehouseSchema:
        cursor = self._conn.cursor()
        try:
            tables: dict[str, dict[str, str]] = {}
            for table, column, kind in cursor.execute(
                "SELECT table_name, column_name, data_type FROM information_schema.columns "
                "WHERE table_catalog = current_database() AND table_schema = current_schema() "
                "ORDER BY table_name, ordinal_position"
            ).fetchall():
                tables.setdefault(table, {})[column] = kind
            foreign_keys: dict[str, list[ForeignKey]] = {}
            for table, columns, ref_table, ref_columns in cursor.execute(
                "SELECT table_name, constraint_column_names, referenced_table, referenced_column_names "
                "FROM duckdb_constraints() WHERE constraint_type = 'FOREIGN KEY' "
                "AND database_name = current_database() AND schema_name = current_schema()"
            ).fetchall():
                for column, ref_column in zip(columns or [], ref_columns or [], strict=False):
                    foreign_keys.setdefault(table, []).append(ForeignKey(column, ref_table, ref_column))
            views: frozenset[str] = frozenset()
            if self.database == self.path:  # a .duckdb file's own views (data files are views of ours, one each)
                views = frozenset(
                    row[0]
                    for row in cursor.execute(
                        "SELECT table_name FROM information_schema.tables WHERE table_type = 'VIEW' "
                        "AND table_catalog = current_database() AND table_schema = current_schema()"
                    ).fetchall()
                )
            return WarehouseSchema(tables=dict(sorted(tables.items())), foreign_keys=foreign_keys, views=views)
        finally:
            cursor.close()

    def sample_values(self, table: str, column: str, limit: int = 3) -> list[Any]:
        col = _quote(column)
        sql = f"SELECT DISTINCT {col} FROM {_quote(table)} WHERE {col} IS NOT NULL LIMIT {int(limit)}"
        return [row[0] for row in self.run(sql, max_rows=limit).rows]

    def explain(self, sql: str, *, timeout_s: float = DEFAULT_TIMEOUT_S) -> str | None:
        try:
            self.run(f"EXPLAIN {sql}", max_rows=1, timeout_s=timeout_s)
        except QueryError as exc:
            return str(exc)
        return None

    def run(
        self,
        sql: str,
        *,
        max_rows: int = DEFAULT_MAX_ROWS,
        timeout_s: float = DEFAULT_TIMEOUT_S,
        max_bytes: int = DEFAULT_MAX_RESULT_BYTES,
    ) -> QueryResult:
        cursor = self._conn.cursor()  # one cursor per statement: safe from several threads
        timer = threading.Timer(timeout_s, cursor.interrupt)
        timer.daemon = True
        started = time.perf_counter()
        timer.start()
        try:
            cursor.execute(sql)
            columns = [d[0] for d in cursor.description or []]
            return collect(columns, _batches(cursor), max_rows=max_rows, max_bytes=max_bytes, started=started)
        except duckdb.InterruptException as exc:
            raise QueryError(timeout_message(timeout_s)) from exc
        except duckdb.Error as exc:
            raise QueryError(_first_line(exc)) from exc
        finally:
            timer.cancel()
            cursor.close()


def _batches(cursor: duckdb.DuckDBPyConnection, size: int = 1000) -> Iterator[tuple]:
    while batch := cursor.fetchmany(size):
        yield from batch


def _first_line(exc: Exception) -> str:
    return str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
