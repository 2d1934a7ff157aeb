"""A throwaway MariaDB server for tests: `mariadb-install-db` in a temp dir, `mariadbd` on 127.0.0.1 and a free
port, with real users: `root` (no password, every privilege) and `reader` (SELECT on the test databases only).

Debian's `mariadb-server` package provides the binaries; `make test` installs it when run as root. Where it is
missing the fixture fails saying so (never a silent skip).
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

READER_PASSWORD = "reader-pw"


def mariadb_bin() -> tuple[str, str] | None:
    """(mariadb-install-db, mariadbd), or None when MariaDB's server is not installed."""
    install = shutil.which("mariadb-install-db")
    server = shutil.which("mariadbd") or ("/usr/sbin/mariadbd" if Path("/usr/sbin/mariadbd").exists() else None)
    return (install, server) if install and server else None


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@dataclass
class MariaDBServer:
    """A running server; `url(db)` is a mysql:// URL for a database on it."""

    root: Path
    port: int
    process: subprocess.Popen

    def url(self, database: str, user: str = "root") -> str:
        auth = f"reader:{READER_PASSWORD}" if user == "reader" else user
        return f"mysql://{auth}@127.0.0.1:{self.port}/{database}"

    def connect(self, database: str | None = None):
        import pymysql

        return pymysql.connect(host="127.0.0.1", port=self.port, user="root", database=database, autocommit=True)

    def create_database(self, name: str) -> str:
        """A fresh database that `reader` may SELECT from; its root URL."""
        with self.connect() as conn, conn.cursor() as cur:
            cur.execute(f"DROP DATABASE IF EXISTS `{name}`")
            cur.execute(f"CREATE DATABASE `{name}` CHARACTER SET utf8mb4")
            cur.execute(f"GRANT SELECT ON `{name}`.* TO 'reader'@'%'")
        return self.url(name)

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.root, ignore_errors=True)


# InnoDB's redo log is 96 MB by default, made at install: a throwaway server needs far less disk
SMALL_FILES = ["--innodb-log-file-size=8M"]


def start_mariadb() -> MariaDBServer:
    """A fresh data directory, the server on a free loopback port, and the `reader` user."""
    found = mariadb_bin()
    if found is None:
        raise RuntimeError("MariaDB's server is not installed: apt-get install -y mariadb-server")
    install, server = found
    root = Path(tempfile.mkdtemp(prefix="sqlclarify-mariadb-"))
    data = root / "data"
    user = ["--user=root"] if os.geteuid() == 0 else []
    subprocess.run(
        [install, "--no-defaults", f"--datadir={data}", *user, "--auth-root-authentication-method=normal",
         "--skip-test-db", "--skip-name-resolve", *SMALL_FILES],
        capture_output=True,
        check=True,
    )  # fmt: skip
    port = _free_port()
    process = subprocess.Popen(
        [server, "--no-defaults", f"--datadir={data}", *user, f"--socket={root}/sock", f"--port={port}",
         "--bind-address=127.0.0.1", "--skip-name-resolve", "--skip-log-bin", "--innodb-buffer-pool-size=32M",
         "--innodb-flush-log-at-trx-commit=0", "--performance-schema=off", f"--log-error={root}/error.log",
         f"--pid-file={root}/pid", *SMALL_FILES],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )  # fmt: skip
    instance = MariaDBServer(root, port, process)
    deadline = time.monotonic() + 60
    import pymysql

    while True:
        try:
            with instance.connect() as conn, conn.cursor() as cur:
                cur.execute(f"CREATE USER IF NOT EXISTS 'reader'@'%' IDENTIFIED BY '{READER_PASSWORD}'")
            return instance
        except pymysql.err.OperationalError:
            if process.poll() is not None or time.monotonic() > deadline:
                log = (root / "error.log").read_text(errors="replace")[-2000:] if (root / "error.log").exists() else ""
                instance.stop()
                raise RuntimeError(f"MariaDB did not start: {log}") from None
            time.sleep(0.2)
