"""Spark as the tests run it: one local JVM per test process (shared by every file, started on first use, ended
with the session) and settings that suit the tests' small tables on two shared cores.

Measured on a sixth of the demo suite (19 cases, 2 shared cores under load): the JVM's start took 26 CPU-s with
the defaults and 13 with these; the cases took 34 CPU-s of the JVM's without the JVM options below and 17 with
them. Most of it is the JIT: C1 only (`-XX:TieredStopAtLevel=1`) compiles quickly and well enough for queries over
a few thousand rows, where C2's compile threads would take the cores from the queries; the serial collector has no
GC threads to schedule. One partition per shuffle and no adaptive execution save a job or two per query. These are
test settings only: a user's large files want C2 and adaptive execution (the defaults).
"""

from __future__ import annotations

import os

# JVM options for every Spark JVM the tests start (the local session's, the Spark Connect server's)
JAVA_OPTIONS = "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xshare:auto"
# Spark settings for tiny tables: one partition, no adaptive re-planning between stages
SQL_SETTINGS = {
    "spark.sql.shuffle.partitions": "1",
    "spark.default.parallelism": "1",
    "spark.sql.adaptive.enabled": "false",
}
# two task slots for one partition: a cancelled task that does not stop still leaves a slot for the next query
LOCAL_MASTER = "local[2]"


def local_spark_environment() -> dict[str, str]:
    """The environment that gives the local session (sqlclarify.warehouse.spark) the test settings."""
    settings = SQL_SETTINGS | {"spark.driver.extraJavaOptions": JAVA_OPTIONS}
    return {
        "SQLCLARIFY_SPARK_MASTER": LOCAL_MASTER,
        "SQLCLARIFY_SPARK_CONF": ";".join(f"{key}={value}" for key, value in settings.items()),
    }


def use_test_settings() -> None:
    """Set the test settings for a local JVM not yet started (a setting the caller made is kept)."""
    for key, value in local_spark_environment().items():
        os.environ.setdefault(key, value)
