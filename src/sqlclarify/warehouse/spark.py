"""Spark SQL through PySpark: a local session over a folder of Parquet/CSV files (`spark:///FOLDER`), or a
Spark cluster or Databricks through Spark Connect (`sc://host:port/;token=…`).

Read-only in layers, each tested alone:
1. the validator's screen in the spark dialect (no command, no path table, no reflection, no TRANSFORM);
2. Spark's own parser: every statement runs as `SELECT * FROM (<sql>) LIMIT n`, and only a query parses there,
   so no command (INSERT, CREATE, CACHE, ADD JAR, SET, …) can run whatever the screen missed;
3. Spark's analyzed plan: a plan that calls into the JVM by reflection or runs a program (TRANSFORM … USING) is
   refused before it runs;
4. the local session itself: its catalog holds only temporary views over the given files (an in-memory catalog
   whose warehouse folder is a private temporary one), reading files by path is off (`spark.sql.runSQLOnFiles`),
   and the reflection functions are removed from the session's function registry.
On Spark Connect the server's permissions are the last layer: give the agent a principal that can only read.

Limits: the row cap is the LIMIT of the wrapping query, the time limit cancels the statement's jobs (a job
group and `cancelJobGroup` locally, an operation tag and `interruptTag` on Spark Connect), the driver refuses
results past `spark.driver.maxResultSize`, and ANSI SQL is on (`spark.sql.ansi.enabled`): an overflow or a bad
cast is an error, never a silent NULL.
"""

from __future__ import annotations

import atexit
import contextlib
import hashlib
import logging
import os
import re
import shutil
import tempfile
import threading
import time
import uuid
from pathlib import Path
from typing import Any

from sqlclarify.errors import DatabaseError
from sqlclarify.warehouse.base import (
    QueryError,
    QueryResult,
    WarehouseSchema,
)
from sqlclarify.warehouse.limits import collect, timeout_message
from sqlclarify.warehouse.paths import url_path
from sqlclarify.warehouse.screened import ScreenedEngine

SPARK_READERS = {".parquet": "parquet", ".csv": "csv"}
REFLECTION_FUNCTIONS = ("reflect", "java_method", "try_reflect")
CANCEL_EVERY_S = 0.2
DRAIN_S = 5.0  # how long a cancelled job may take to stop before the local JVM is restarted under it
MAX_RESULT_SIZE = "256m"  # the driver refuses a result past this (the byte cap then applies to what is kept)
SCHEMA_RECHECK_S = 5.0  # how long a Spark Connect schema fingerprint is trusted before the catalog is read again
# Session settings: ANSI semantics, no file read by path, and no implicit cartesian product (`FROM a, b` with
# no join condition): Spark's tasks inside a nested-loop join do not stop when cancelled, so such a runaway would
# keep the engine busy after its timeout (an explicit CROSS JOIN, as the compiler writes for one-row parts, runs)
SESSION_SETTINGS = {
    "spark.sql.ansi.enabled": "true",
    "spark.sql.runSQLOnFiles": "false",
    "spark.sql.crossJoin.enabled": "false",
}
# Nodes of an analyzed plan that run a program or call into the JVM by reflection
DENIED_PLAN = re.compile(r"\bScriptTransformation\b|\b(?:reflect|java_method|try_reflect)\(", re.IGNORECASE)
TOKEN = re.compile(r"(;\s*token\s*=)[^;]*", re.IGNORECASE)
CANCELLED = ("cancelled", "canceled", "OPERATION_CANCELED", "INTERRUPTED")
TOO_LARGE = ("maxResultSize", "Total size of serialized results")
LOG4J = """rootLogger.level = fatal
rootLogger.appenderRef.stderr.ref = console
appender.console.type = Console
appender.console.name = console
appender.console.target = SYSTEM_ERR
appender.console.layout.type = PatternLayout
appender.console.layout.pattern = %d{HH:mm:ss} %p %c{1}: %m%n
"""


def is_spark_target(target: str) -> bool:
    return target.split("://", 1)[0].lower() in ("spark", "sc") if "://" in target else False


def mask_token(url: str) -> str:
    """A Spark Connect URL with its token hidden (`sc://host:443/;token=***`)."""
    return TOKEN.sub(r"\1***", url)


def table_files(folder: Path) -> dict[str, tuple[str, Path]]:
    """Table name -> (Spark format, path): Parquet and CSV files in `folder`, and sub-folders of Parquet files
    (a partitioned data set) as one table each."""
    tables: dict[str, tuple[str, Path]] = {}
    for path in sorted(folder.iterdir()):
        if path.is_file() and path.suffix.lower() in SPARK_READERS:
            tables[path.stem] = (SPARK_READERS[path.suffix.lower()], path)
        elif path.is_dir() and any(path.rglob("*.parquet")):
            tables[path.name] = ("parquet", path)
    return tables


def _quiet_pyspark() -> None:
    """PySpark logs every refused statement with its JVM stack trace; the user gets the one-line QueryError."""
    for name in ("SQLQueryContextLogger", "DataFrameQueryContextLogger"):
        logging.getLogger(name).disabled = True


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    # py4j puts "An error occurred while calling o32.collectToPython." on a line of its own when Spark's exception
    # is not converted to a Python one (PySpark 4.1.4: RECURSION_LEVEL_LIMIT_EXCEEDED): the message is the next line
    text = re.sub(r"^An error occurred while calling [\w.]+\.\s*:\s*", "", text)
    line = next((x.strip() for x in text.splitlines() if x.strip()), type(exc).__name__)
    line = re.sub(r"^[\w.$]+(?:Exception|Error): ", "", line)
    line = re.sub(r"\s*SQLSTATE: \w+.*$", "", line)
    return line[:400]


def _quote(name: str) -> str:
    return "`" + name.replace("`", "``") + "`"


def wrap(sql: str, limit: int) -> str:
    """`sql` as the subquery of a capped SELECT: Spark's parser accepts only a query there. The line breaks keep
    a trailing `--` comment from hiding the closing parenthesis."""
    text = (sql or "").strip().rstrip(";").strip()
    return f"SELECT * FROM (\n{text}\n) AS sqlclarify_query LIMIT {int(limit)}"


# Table-generating functions: over literals their rows come from the statement, not the data (`range(1e12)`,
# `explode(sequence(1, 1e10))`), and Spark's tasks generating them do not stop when cancelled
GENERATORS = frozenset(
    {"range", "explode", "explode_outer", "posexplode", "posexplode_outer", "inline", "inline_outer", "stack"}
)


def generator_over_literals(sql: str) -> str | None:
    """The refusal of a table-generating function none of whose arguments reads a column, or None."""
    import sqlglot
    from sqlglot import exp

    try:
        trees = sqlglot.parse(sql, read="spark")
    except sqlglot.errors.SqlglotError:
        return None  # the guard parsed it already; what sqlglot cannot read, Spark's own parser judges
    for tree in trees:
        for node in tree.find_all(exp.Func) if tree is not None else ():
            name = (node.name if isinstance(node, exp.Anonymous) else node.sql_name()).lower()
            if name in GENERATORS and node.find(exp.Column) is None:
                return f"{name}(…) over literals makes rows from the statement, not the data: it is not allowed"
    return None


class SparkWarehouse(ScreenedEngine):
    """Spark SQL: a local session over files, or a Spark Connect server."""

    dialect = "spark"

    def __init__(self, target: str) -> None:
        self.url = mask_token(target)
        self.warning: str | None = None
        self._lock = threading.Lock()
        self._schema: tuple[str, WarehouseSchema] | None = None
        self._fingerprint: tuple[float, str] | None = None
        scheme = target.split("://", 1)[0].lower()
        _quiet_pyspark()
        self._backend: _Local | _Connect = _Connect(target) if scheme == "sc" else _Local(target)

    def close(self) -> None:
        with self._lock:
            self._backend.close()

    def fingerprint(self) -> str:
        now = time.monotonic()
        if self._fingerprint is not None and now - self._fingerprint[0] < self._backend.recheck_s:
            return self._fingerprint[1]
        with self._lock:
            text = self._backend.catalog_token()
        token = hashlib.sha256(text.encode()).hexdigest()[:16]
        self._fingerprint = (now, token)
        return token

    def schema(self) -> WarehouseSchema:
        token = self.fingerprint()
        if self._schema is None or self._schema[0] != token:
            with self._lock:
                tables = self._backend.tables()
            self._schema = (token, WarehouseSchema(tables=tables))
        return self._schema[1]

    def _screened(self, sql: str) -> str:
        """The validator's screen, then Spark's own: no table-generating function over literals."""
        screened = super()._screened(sql)
        refusal = generator_over_literals(screened)
        if refusal:
            raise QueryError(f"refused by the Spark screen: {refusal}")
        return screened

    def sample_values(self, table: str, column: str, limit: int = 3) -> list[Any]:
        col = _quote(column)
        sql = f"SELECT DISTINCT {col} FROM {_quote(table)} WHERE {col} IS NOT NULL LIMIT {int(limit)}"
        return [row[0] for row in self.run(sql, max_rows=limit).rows]

    def _explain(self, sql: str, timeout_s: float) -> None:
        """Spark analyzes the wrapped query (names, types, functions) without running a job."""
        with self._lock:
            self._analyze(wrap(sql, 1))

    def _analyze(self, wrapped: str):
        """The DataFrame of a wrapped query, analyzed, and refused when its plan runs a program or reflects."""
        try:
            frame, plan = self._backend.analyze(wrapped)
        except QueryError:
            raise
        except Exception as exc:
            raise QueryError(_first_line(exc)) from exc
        found = DENIED_PLAN.search(plan)
        if found:
            raise QueryError(f"refused by Spark's plan check: {found.group(0).rstrip('(')} is not allowed")
        return frame

    def _execute(self, sql: str, *, max_rows: int, timeout_s: float, max_bytes: int) -> QueryResult:
        """The statement wrapped and analyzed (no screen), run under the time limit and the row cap."""
        started = time.perf_counter()
        with self._lock:
            frame = self._analyze(wrap(sql, max_rows + 1))
            try:
                columns, rows = self._backend.collect(frame, timeout_s)
            except Exception as exc:
                if getattr(exc, "sqlclarify_timed_out", False):  # before str(): its JVM may have been ended
                    raise QueryError(timeout_message(timeout_s)) from None
                message = str(exc)
                if any(word in message for word in CANCELLED):
                    raise QueryError(timeout_message(timeout_s)) from exc
                if any(word in message for word in TOO_LARGE):
                    raise QueryError(
                        f"the result is larger than {max(1, max_bytes // (1024 * 1024))} MB; narrow the question"
                    ) from exc
                raise QueryError(_first_line(exc)) from exc
        return collect(columns, rows, max_rows=max_rows, max_bytes=max_bytes, started=started)


class _Canceller:
    """Cancels a statement's jobs once its time is up, and again every CANCEL_EVERY_S until it ends: a cancel
    reaches only the jobs running at that moment, and a query may start more (a sort samples its input first,
    adaptive execution submits each stage as a job of its own)."""

    def __init__(self, timeout_s: float, cancel) -> None:
        self.fired = threading.Event()
        self._done = threading.Event()
        self._cancel = cancel
        self._thread = threading.Thread(target=self._watch, args=(max(0.05, timeout_s),), daemon=True)
        self._thread.start()

    def _watch(self, timeout_s: float) -> None:
        if self._done.wait(timeout_s):
            return
        self.fired.set()
        while not self._done.is_set():
            with contextlib.suppress(Exception):  # the statement ended meanwhile
                self._cancel()
            self._done.wait(CANCEL_EVERY_S)

    def finish(self) -> None:
        self._done.set()


def _tag_timeout(exc: BaseException, fired: threading.Event) -> None:
    """Mark an error that came after the time limit's cancel (its text varies with the engine's version)."""
    if fired.is_set():
        exc.sqlclarify_timed_out = True  # type: ignore[attr-defined]


def extra_settings() -> dict[str, str]:
    """The local session's extra Spark settings from SQLCLARIFY_SPARK_CONF (`key=value` pairs separated by `;`,
    e.g. `spark.driver.memory=4g;spark.sql.shuffle.partitions=8`), read when the JVM starts."""
    settings = {}
    for pair in os.environ.get("SQLCLARIFY_SPARK_CONF", "").split(";"):
        key, sep, value = pair.partition("=")
        if not pair.strip():
            continue
        if not sep or not key.strip():
            raise DatabaseError(f"SQLCLARIFY_SPARK_CONF: {pair.strip()!r} is not key=value")
        settings[key.strip()] = value.strip()
    return settings


_BASE_LOCK = threading.Lock()
_BASE: dict[str, Any] = {"generation": 0}  # "session": the root session; "generation": JVMs started so far


def _base_session():
    """The process's one local SparkContext (a JVM), started on first use; each warehouse gets its own
    session of it (its own temporary views, settings and function registry)."""
    with _BASE_LOCK:
        if "session" in _BASE:
            return _BASE["session"]
        try:
            from pyspark.sql import SparkSession
        except ImportError as exc:  # an extra: pip install 'sqlclarify[spark]'
            raise DatabaseError("spark:// needs PySpark: pip install 'sqlclarify[spark]' (and Java 17+)") from exc
        if shutil.which("java") is None and not os.environ.get("JAVA_HOME"):
            raise DatabaseError("spark:// needs Java 17 or later (Debian: apt-get install openjdk-17-jre-headless)")
        scratch = Path(tempfile.mkdtemp(prefix="sqlclarify-spark-"))
        atexit.register(shutil.rmtree, scratch, True)
        log4j = scratch / "log4j2.properties"
        log4j.write_text(LOG4J)
        cores = os.cpu_count() or 2
        builder = (
            SparkSession.Builder()
            # more task slots than cores, and as many partitions as cores: a cancelled task that does not stop
            # (Spark's tasks check for a cancel only between rows of some operators) cannot take every slot
            .master(os.environ.get("SQLCLARIFY_SPARK_MASTER", f"local[{4 * cores}]"))
            .config("spark.default.parallelism", str(cores))
            .appName("sqlclarify")
            .config("spark.ui.enabled", "false")
            .config("spark.ui.showConsoleProgress", "false")
            .config("spark.sql.catalogImplementation", "in-memory")
            .config("spark.sql.warehouse.dir", str(scratch / "warehouse"))
            .config("spark.local.dir", str(scratch / "local"))
            .config("spark.driver.maxResultSize", MAX_RESULT_SIZE)
            .config("spark.sql.shuffle.partitions", str(cores))
        )
        java_options = f"-Dlog4j2.configurationFile=file:{log4j}"
        for key, value in extra_settings().items():  # the user's own settings, applied last
            if key == "spark.driver.extraJavaOptions":
                java_options += f" {value}"
            else:
                builder = builder.config(key, value)
        builder = builder.config("spark.driver.extraJavaOptions", java_options)
        try:
            session = builder.getOrCreate()
        except Exception as exc:
            raise DatabaseError(f"cannot start a local Spark session: {_first_line(exc)}") from exc
        session.sparkContext.setLogLevel("FATAL")
        _BASE["session"] = session
        _BASE["generation"] += 1
        return session


def stop_local_spark() -> None:
    """End the process's local Spark JVM, running tasks and all; the next local warehouse use starts a new one.
    A cancelled task that does not stop (a sort over a generator checks for a cancel only between rows of some
    operators) keeps its cores busy until its JVM ends, and SparkContext.stop() would wait for it."""
    with _BASE_LOCK:
        session = _BASE.pop("session", None)
        if session is None:
            return
        from pyspark import SparkContext
        from pyspark.sql import SparkSession

        gateway = SparkContext._gateway
        process = getattr(gateway, "proc", None)
        if process is not None:
            process.kill()
            with contextlib.suppress(Exception):
                process.wait(10)
        client = getattr(gateway, "_gateway_client", None)
        if client is not None:  # the JVM is gone: Java objects collected from now on send nothing to it
            client.is_connected = False
        with contextlib.suppress(Exception):  # close the Python side of the bridge, quietly
            gateway.close()
        with SparkContext._lock:
            SparkContext._gateway = None
            SparkContext._jvm = None
            SparkContext._active_spark_context = None
        SparkSession._instantiatedSession = None
        SparkSession._activeSession = None


IDLE_CPU_S = 0.2  # CPU seconds per second above which a JVM with no job is still running something


def _jvm_burns_cpu(sample_s: float = 1.0) -> bool:
    """Whether the local JVM used more than IDLE_CPU_S of CPU per second over `sample_s` (Linux; else False)."""
    from pyspark import SparkContext

    process = getattr(SparkContext._gateway, "proc", None)
    stat = Path(f"/proc/{process.pid}/stat") if process is not None else None
    if stat is None or not stat.exists():
        return False

    def cpu_s() -> float:
        fields = stat.read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime + stime

    try:
        before = cpu_s()
        time.sleep(sample_s)
        return cpu_s() - before > IDLE_CPU_S * sample_s
    except (OSError, ValueError, IndexError):
        return False


def _busy(tracker, group: str) -> bool:
    """Whether a job of the group runs, or a task of one of its stages: a cancelled job ends at once, but a
    task that ignores the cancel stays active in its stage until it stops by itself."""
    for job in tracker.getJobIdsForGroup(group):
        info = tracker.getJobInfo(job)
        if info is None:
            continue
        if info.status == "RUNNING":
            return True
        for stage_id in info.stageIds:
            stage = tracker.getStageInfo(stage_id)
            if stage is not None and stage.numActiveTasks > 0:
                return True
    return False


class _Local:
    """A session of the local SparkContext whose catalog holds only temporary views over the files."""

    recheck_s = 0.0  # the files' sizes and times are cheap to read

    def __init__(self, target: str) -> None:
        folder = url_path(target)
        if not folder.exists():
            raise DatabaseError(f"no such folder or file: {folder}")
        self.folder = folder.resolve()
        files = table_files(self.folder) if self.folder.is_dir() else {}
        if self.folder.is_file() and self.folder.suffix.lower() in SPARK_READERS:
            files = {self.folder.stem: (SPARK_READERS[self.folder.suffix.lower()], self.folder)}
        if not files:
            raise DatabaseError(f"{folder} holds no Parquet or CSV files for Spark")
        self.files = files
        self._open()

    @property
    def session(self):
        """This warehouse's session, opened again on a new JVM when the old one was ended (stop_local_spark)."""
        if self._generation != _BASE["generation"] or "session" not in _BASE:
            self._open()
        return self._session

    def _open(self) -> None:
        """A new session of the local SparkContext with the settings, the registry and the views."""
        base = _base_session()
        self._generation = _BASE["generation"]
        self._session = session = base.newSession()
        for key, value in SESSION_SETTINGS.items():
            session.conf.set(key, value)
        jvm = session._jvm
        registry = session._jsparkSession.sessionState().functionRegistry()
        for name in REFLECTION_FUNCTIONS:  # this session's registry only: other sessions keep theirs
            registry.dropFunction(jvm.org.apache.spark.sql.catalyst.FunctionIdentifier.apply(name))
        try:
            for name, (kind, path) in self.files.items():
                reader = session.read
                if kind == "csv":
                    reader = reader.option("header", "true").option("inferSchema", "true")
                reader.format(kind).load(str(path)).createOrReplaceTempView(name)
        except Exception as exc:
            raise DatabaseError(f"cannot read {self.folder} with Spark: {_first_line(exc)}") from exc

    def catalog_token(self) -> str:
        parts = []
        for name, (_, path) in sorted(self.files.items()):
            for file in sorted([path] if path.is_file() else path.rglob("*")):
                if file.exists():
                    stat = file.stat()
                    parts.append(f"{name}:{file}:{stat.st_size}:{stat.st_mtime_ns}")
        return "|".join(parts)

    def tables(self) -> dict[str, dict[str, str]]:
        return {
            name: {f.name: f.dataType.simpleString() for f in self.session.table(_quote(name)).schema.fields}
            for name in self.files
        }

    def analyze(self, wrapped: str):
        frame = self.session.sql(wrapped)  # a query: analyzed now, run later
        return frame, frame._jdf.queryExecution().analyzed().treeString()

    def collect(self, frame, timeout_s: float) -> tuple[list[str], list[tuple]]:
        context = self.session.sparkContext
        group = f"sqlclarify-{uuid.uuid4().hex}"
        # the job group is a property of this thread's JVM thread (PySpark pins one JVM thread per Python thread)
        context.setJobGroup(group, "sqlclarify query", interruptOnCancel=True)
        canceller = _Canceller(timeout_s, lambda: context.cancelJobGroup(group))
        columns = list(frame.columns)
        try:
            rows = frame.collect()
        except Exception as exc:
            _tag_timeout(exc, canceller.fired)
            raise
        finally:
            stuck = canceller.fired.is_set() and not self._drain(group)
            canceller.finish()
            if stuck:  # its tasks ignore the cancel: only the end of their JVM stops them
                logging.getLogger(__name__).info("a cancelled Spark job kept running: local Spark restarted")
                stop_local_spark()
            else:
                context.setLocalProperty("spark.jobGroup.id", None)
        return columns, [tuple(row) for row in rows]

    def _drain(self, group: str, wait_s: float = DRAIN_S) -> bool:
        """After a timeout, cancel the group until none of its jobs runs (stages a failed query left behind);
        False when one still runs after `wait_s`."""
        context = self.session.sparkContext
        tracker = context.statusTracker()
        deadline = time.monotonic() + wait_s
        while time.monotonic() < deadline:
            if not _busy(tracker, group):
                # no job runs, yet the JVM may still burn cores on tasks the scheduler forgot
                return bool(tracker.getActiveJobsIds()) or not _jvm_burns_cpu()
            context.cancelJobGroup(group)
            time.sleep(CANCEL_EVERY_S)
        return False

    def close(self) -> None:
        if self._generation == _BASE["generation"] and "session" in _BASE:  # else its JVM is gone already
            for name in self.files:
                self._session.catalog.dropTempView(name)


CONNECT_PORT = 15002  # Spark Connect's default port
OPEN_TIMEOUT_S = 5.0


def _unreachable(url: str) -> str | None:
    """Why nothing answers on a Spark Connect URL's host and port (one TCP connect), or None."""
    import socket

    address = url.split("://", 1)[1].split("/", 1)[0]
    host, _, port = address.rpartition(":") if address.rpartition(":")[2].isdigit() else (address, "", "")
    host = host.strip("[]") or "localhost"
    try:
        with socket.create_connection((host, int(port or CONNECT_PORT)), timeout=OPEN_TIMEOUT_S):
            return None
    except OSError as exc:
        return f"{exc.strerror or exc} ({host}:{port or CONNECT_PORT})"


def _open_retry_policy():
    """A few retries within seconds, for the round trips that open a session (a server still starting)."""
    from pyspark.sql.connect.client.retries import DefaultPolicy

    return DefaultPolicy(max_retries=4, initial_backoff=100, max_backoff=1000, jitter=100, min_jitter_threshold=500)


class _Connect:
    """A Spark Connect session (a Spark cluster, Databricks): the tables of its current database."""

    recheck_s = SCHEMA_RECHECK_S

    def __init__(self, url: str) -> None:
        try:
            from pyspark.sql.connect.session import SparkSession
        except ImportError as exc:
            raise DatabaseError(
                "sc:// needs the Spark Connect client: pip install 'sqlclarify[spark-connect]'"
            ) from exc
        refused = _unreachable(url)
        if refused:  # the client would retry a closed port for minutes before saying so
            raise DatabaseError(f"cannot connect to {mask_token(url)}: {refused}")
        try:
            self.session = SparkSession.Builder().remote(url).create()
            client = self.session.client
            policies = client.get_retry_policies()
            client.set_retry_policies([_open_retry_policy()])  # at open: a few quick retries, then one line
            for key, value in SESSION_SETTINGS.items():
                self.session.conf.set(key, value)
            self.session.sql("SELECT 1").collect()  # fail at open, in one line, when the server is down
            client.set_retry_policies(policies)  # a statement on an open session keeps the client's patience
        except Exception as exc:
            raise DatabaseError(f"cannot connect to {mask_token(url)}: {_first_line(exc)}") from exc

    def _table_names(self) -> list[str]:
        return sorted(t.name for t in self.session.catalog.listTables() if not t.isTemporary)

    def catalog_token(self) -> str:
        """The current database's tables with what Spark says of each (schema, creation time, statistics where
        kept), in one round trip: a table replaced, added or given a column changes it. Rows appended in place
        change it only where the catalog keeps statistics (Delta does); the table list alone where the server
        cannot say more."""
        try:
            rows = self.session.sql("SHOW TABLE EXTENDED LIKE '*'").collect()
        except Exception:
            return ",".join(self._table_names())
        described = []
        for row in sorted((r for r in rows if not r.isTemporary), key=lambda r: r.tableName):
            # "Last Access" moves with reads, not with the data
            lines = [x for x in str(row.information).splitlines() if not x.startswith("Last Access")]
            described.append(row.tableName + "\n" + "\n".join(lines))
        return "\n".join(described)

    def tables(self) -> dict[str, dict[str, str]]:
        """Read when the catalog changed: each table refreshed first, since the session keeps what it read of a
        table (another session's overwrite would otherwise go unseen, in the schema and in the rows)."""
        found = {}
        for name in self._table_names():
            self.session.catalog.refreshTable(_quote(name))
            found[name] = {f.name: f.dataType.simpleString() for f in self.session.table(_quote(name)).schema.fields}
        return found

    def analyze(self, wrapped: str):
        frame = self.session.sql(wrapped)
        return frame, frame._explain_string(extended=True)  # one round trip: the server analyzes the plan

    def collect(self, frame, timeout_s: float) -> tuple[list[str], list[tuple]]:
        tag = f"sqlclarify-{uuid.uuid4().hex}"
        self.session.addTag(tag)  # tags are per thread: only this statement carries it
        canceller = _Canceller(timeout_s, lambda: self.session.interruptTag(tag))
        try:
            rows = frame.collect()
        except Exception as exc:
            _tag_timeout(exc, canceller.fired)
            raise
        finally:
            canceller.finish()
            self.session.removeTag(tag)
        return list(frame.columns), [tuple(row) for row in rows]

    def close(self) -> None:
        with contextlib.suppress(Exception):  # the server is gone already
            self.session.stop()
