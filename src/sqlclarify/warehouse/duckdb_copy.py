"""DuckDB behind a data boundary, enforced by DuckDB: a private in-memory database holding a copy of only the
allowed tables, columns and rows, with no way back to the file.

The file is attached read-only just long enough to copy what the user may read, then detached; external access
is turned off and the configuration locked, so no statement can attach it again or read any file. Whole-row,
positional and pattern references (`to_json(t)`, `#3`, `COLUMNS('…')`) can only ever see the copied columns.
The copy is made once per data version and exposure; it costs memory in proportion to what the user may read.
"""

from __future__ import annotations

import duckdb

from sqlclarify.errors import DatabaseError
from sqlclarify.warehouse.duckdb import MEMORY_LIMIT, DuckDBWarehouse, _first_line, _literal, _quote
from sqlclarify.warehouse.exposure import Exposure


class DuckDBCopy(DuckDBWarehouse):
    """`source` as one user may read it under `exposure`; run, explain and limits are DuckDB's own."""

    def __init__(self, source: DuckDBWarehouse, exposure: Exposure) -> None:
        self.path, self.url, self._files = source.path, source.url, source._files
        self.database, self.data_dir = source.database, source.data_dir
        self._schema = None
        self.exposure = exposure
        self._conn = self._copy(source)

    def _copy(self, source: DuckDBWarehouse) -> duckdb.DuckDBPyConnection:
        conn = duckdb.connect(":memory:", config={"memory_limit": MEMORY_LIMIT})
        try:
            conn.execute(f"ATTACH {_literal(str(self.database))} AS sqlclarify_source (READ_ONLY)")
            for table in self.exposure.tables:
                if not table.columns:
                    continue
                columns = ", ".join(_quote(c) for c in table.columns)
                where = f" WHERE {table.rows}" if table.rows else ""
                conn.execute(
                    f"CREATE TABLE main.{_quote(table.name)} AS "
                    f"SELECT {columns} FROM sqlclarify_source.{_quote(table.name)}{where}"
                )
            conn.execute("USE memory")
            conn.execute("DETACH sqlclarify_source")
            conn.execute("SET enable_external_access = false")
            conn.execute("SET lock_configuration = true")
        except duckdb.Error as exc:
            conn.close()
            raise DatabaseError(f"cannot build the restricted copy of {self.path}: {_first_line(exc)}") from exc
        return conn
