"""A throwaway PostgreSQL cluster for tests: initdb in a temp dir, as the `postgres` user, on a free port.

PostgreSQL refuses to run as root, so when the tests run as root the server is started through
`runuser -u postgres`. Tests that need it skip with a reason only where the binaries are absent.
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

PG_BIN_DIRS = [Path(p) for p in os.environ.get("SQLCLARIFY_PG_BIN", "").split(":") if p] + [
    Path(f"/usr/lib/postgresql/{v}/bin") for v in (17, 16, 15, 14)
]


def pg_bin() -> Path | None:
    """The directory holding initdb and pg_ctl, or None when PostgreSQL is not installed."""
    for folder in PG_BIN_DIRS:
        if (folder / "initdb").exists() and (folder / "pg_ctl").exists():
            return folder
    found = shutil.which("initdb")
    return Path(found).parent if found and shutil.which("pg_ctl") else None


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@dataclass
class PostgresServer:
    """A running cluster; `url(db)` is a libpq URL for a database on it (superuser `postgres`)."""

    bin_dir: Path
    data_dir: Path
    port: int
    as_user: list[str]

    def url(self, database: str = "postgres", user: str = "postgres") -> str:
        return f"postgresql://{user}@127.0.0.1:{self.port}/{database}"

    def create_database(self, name: str) -> str:
        import psycopg

        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        return self.url(name)

    def restart(self, down_s: float = 0.0) -> None:
        """Kill the server (as a crash would), stay down `down_s` seconds, start it again with the same options;
        every open connection is cut."""
        self.kill()
        time.sleep(down_s)
        self.start()

    def kill(self) -> None:
        """Stop the server as a crash would (-m immediate): open connections are cut, the data stays."""
        ctl = [*self.as_user, str(self.bin_dir / "pg_ctl"), "-D", str(self.data_dir)]
        subprocess.run([*ctl, "-m", "immediate", "-w", "stop"], capture_output=True, check=True)

    def start(self) -> None:
        """Start a killed server again on the same port and data."""
        ctl = [*self.as_user, str(self.bin_dir / "pg_ctl"), "-D", str(self.data_dir)]
        options = f"-p {self.port} -k {self.data_dir.parent} {SETTINGS}"
        log = str(self.data_dir.parent / "log")
        subprocess.run([*ctl, "-o", options, "-l", log, "-w", "start"], capture_output=True, check=True)

    def stop(self) -> None:
        subprocess.run(
            [*self.as_user, str(self.bin_dir / "pg_ctl"), "-D", str(self.data_dir), "-m", "immediate", "stop"],
            capture_output=True,
            check=False,
        )
        shutil.rmtree(self.data_dir.parent, ignore_errors=True)


# A throwaway cluster on loopback that need not survive a power cut: no waiting for the disk, and little WAL kept
# (the default keeps up to 1 GB; three clusters of a test run took 1.1 GB of /tmp, and a CI run ran out of disk)
SETTINGS = (
    "-c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off"
    " -c wal_level=minimal -c max_wal_senders=0 -c max_wal_size=32MB -c min_wal_size=32MB"
)


def start_postgres() -> PostgresServer:
    """initdb + pg_ctl start on 127.0.0.1 and a free port; trust authentication on loopback only."""
    bin_dir = pg_bin()
    if bin_dir is None:
        raise RuntimeError("PostgreSQL server binaries (initdb, pg_ctl) are not installed")
    root = Path(tempfile.mkdtemp(prefix="sqlclarify-pg-"))
    data_dir = root / "data"
    as_user: list[str] = []
    if os.geteuid() == 0:
        as_user = ["runuser", "-u", "postgres", "--"]
        shutil.chown(root, "postgres", "postgres")
        os.chmod(root, 0o700)
    # --no-sync: a throwaway cluster need not wait for its files to reach the disk (3 s of 4.5 here)
    initdb = [str(bin_dir / "initdb"), "-D", str(data_dir), "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync"]
    subprocess.run([*as_user, *initdb], capture_output=True, check=True)
    port = _free_port()
    options = f"-p {port} -k {root} {SETTINGS}"
    subprocess.run(
        [*as_user, str(bin_dir / "pg_ctl"), "-D", str(data_dir), "-o", options, "-l", str(root / "log"), "-w", "start"],
        capture_output=True,
        check=True,
    )
    server = PostgresServer(bin_dir, data_dir, port, as_user)
    deadline = time.monotonic() + 30
    import psycopg

    while True:
        try:
            psycopg.connect(server.url(), connect_timeout=2).close()
            return server
        except psycopg.OperationalError:
            if time.monotonic() > deadline:
                server.stop()
                raise
            time.sleep(0.2)
