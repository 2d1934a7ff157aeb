"""SQLite behind a data boundary, enforced by SQLite: each statement runs on a private in-memory database that
holds a copy of only the allowed tables, columns and rows — the file is not attached to it at all.

The copy is made once per data version and exposure (the file attached read-only, the allowed rows copied,
the file detached, the result serialized), and every connection starts from those bytes. Such a connection has
no way to name the file, a hidden table or a hidden column, with the SQL check on or off; SQLite's own layers
(`query_only`, the authorizer's function allow-list, the value limit) apply as on the file. The copy costs
memory in proportion to what the user may read.
"""

from __future__ import annotations

import sqlite3
import threading
from urllib.parse import quote

from sqlclarify.errors import DatabaseError
from sqlclarify.warehouse.exposure import Exposure
from sqlclarify.warehouse.sqlite import MAX_VALUE_BYTES, SqliteWarehouse, _authorizer


def _quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


class SqliteCopy(SqliteWarehouse):
    """`source`'s file as one user may read it under `exposure`; run, explain and limits are SQLite's own."""

    def __init__(self, source: SqliteWarehouse, exposure: Exposure) -> None:
        self.exposure = exposure
        self._image: bytes | None = None
        self._image_lock = threading.Lock()
        super().__init__(source.path)
        self.url = source.url

    def connect(self, *, authorize: bool = True) -> sqlite3.Connection:
        """A fresh in-memory connection loaded with the copy; every statement on it is authorized."""
        if not authorize:  # the base class's open and schema checks: the file itself, read-only
            return super().connect(authorize=False)
        conn = sqlite3.connect(":memory:", check_same_thread=False)
        conn.deserialize(self._copy())
        conn.execute("PRAGMA query_only = ON")
        conn.set_authorizer(_authorizer)
        conn.setlimit(sqlite3.SQLITE_LIMIT_LENGTH, MAX_VALUE_BYTES)
        return conn

    def _copy(self) -> bytes:
        """The serialized in-memory database holding what the exposure allows (built once)."""
        with self._image_lock:
            if self._image is None:
                self._image = self._build()
            return self._image

    def _build(self) -> bytes:
        if not self.path.is_file():
            raise DatabaseError(f"database file not found: {self.path}")
        conn = sqlite3.connect(":memory:")
        try:
            conn.execute("ATTACH DATABASE ? AS source", (f"file:{quote(str(self.path.resolve()))}?mode=ro",))
            for table in self.exposure.tables:
                if not table.columns:
                    continue
                columns = ", ".join(_quote(c) for c in table.columns)
                where = f" WHERE {table.rows}" if table.rows else ""
                name = _quote(table.name)
                conn.execute(f"CREATE TABLE main.{name} AS SELECT {columns} FROM source.{name}{where}")
            conn.commit()
            conn.execute("DETACH DATABASE source")
            return conn.serialize()
        except sqlite3.DatabaseError as exc:
            raise DatabaseError(f"cannot build the restricted copy of {self.path}: {exc}") from exc
        finally:
            conn.close()
