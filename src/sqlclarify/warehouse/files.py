"""Which paths DuckDB reads: its database files, Parquet/CSV files and folders of them. Kept apart from the
DuckDB warehouse so that telling engines apart does not import duckdb (a SQLite run never needs it)."""

from __future__ import annotations

from pathlib import Path

FILE_READERS = {".parquet": "read_parquet", ".csv": "read_csv"}
DATABASE_SUFFIXES = (".duckdb", ".ddb")


def is_duckdb_target(path: Path) -> bool:
    """A DuckDB file, a Parquet/CSV file, or a folder holding such files."""
    if path.is_dir():
        return bool(data_files(path))
    return path.suffix.lower() in DATABASE_SUFFIXES or path.suffix.lower() in FILE_READERS


def data_files(folder: Path) -> list[Path]:
    """The Parquet and CSV files directly in `folder`, sorted."""
    return sorted(p for p in folder.iterdir() if p.is_file() and p.suffix.lower() in FILE_READERS)
