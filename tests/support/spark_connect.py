"""A throwaway Spark Connect server for tests: the server class the PySpark wheel ships
(`org.apache.spark.sql.connect.service.SparkConnectServer`, in `pyspark/jars/spark-connect_*.jar`), started
with `spark-submit` on 127.0.0.1 and a free port, with an in-memory catalog in a temp dir and the tests' JVM options and
settings (tests/support/spark.py).

It needs Java 17+ (Debian's `openjdk-17-jre-headless`; `make test` installs it when run as root). Where Java is
missing the fixture fails saying so (never a silent skip).
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from tests.support.spark import JAVA_OPTIONS, LOCAL_MASTER, SQL_SETTINGS

SERVER_CLASS = "org.apache.spark.sql.connect.service.SparkConnectServer"


def java_missing() -> str | None:
    """Why Spark cannot start here, or None."""
    if shutil.which("java") is None and not os.environ.get("JAVA_HOME"):
        return "Java is not installed: apt-get install -y openjdk-17-jre-headless (make test does, as root)"
    return None


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@dataclass
class SparkConnectServer:
    root: Path
    port: int
    process: subprocess.Popen
    ready: bool = field(default=False)
    stopped: bool = field(default=False)

    @property
    def url(self) -> str:
        return f"sc://127.0.0.1:{self.port}"

    def wait(self, timeout_s: float = 180.0) -> str:
        """Block until the server accepts connections; its sc:// URL."""
        if self.stopped:
            raise RuntimeError("the Spark Connect server was stopped (a runaway kept it busy): start another")
        deadline = time.monotonic() + timeout_s
        while not self.ready:
            if self.process.poll() is not None:
                raise RuntimeError(f"Spark Connect server exited: {self.log()[-2000:]}")
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=1):
                    self.ready = True
            except OSError:
                if time.monotonic() > deadline:
                    raise RuntimeError(f"Spark Connect server did not start: {self.log()[-2000:]}") from None
                time.sleep(0.3)
        return self.url

    def log(self) -> str:
        return (self.root / "server.log").read_text(errors="replace")

    def stop(self) -> None:
        self.stopped = True
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        shutil.rmtree(self.root, ignore_errors=True)


def start_spark_connect() -> SparkConnectServer:
    """Start the server in the background (the JVM takes a while: call `wait()` before using it)."""
    import pyspark

    home = Path(pyspark.__file__).parent
    root = Path(tempfile.mkdtemp(prefix="sqlclarify-sc-"))
    port = _free_port()
    settings = {
        "spark.connect.grpc.binding.address": "127.0.0.1",
        "spark.connect.grpc.binding.port": str(port),
        "spark.ui.enabled": "false",
        "spark.sql.catalogImplementation": "in-memory",
        "spark.sql.warehouse.dir": str(root / "warehouse"),
        "spark.local.dir": str(root / "local"),
        "spark.driver.memory": "768m",
        "spark.driver.extraJavaOptions": JAVA_OPTIONS,
    } | SQL_SETTINGS
    # more task slots than partitions: a cancelled task that does not stop cannot take every slot
    command = [str(home / "bin" / "spark-submit"), "--class", SERVER_CLASS, "--master", LOCAL_MASTER]
    for key, value in settings.items():
        command += ["--conf", f"{key}={value}"]
    command.append("spark-internal")
    env = os.environ | {"SPARK_HOME": str(home), "SPARK_LOG_DIR": str(root), "SPARK_LOCAL_IP": "127.0.0.1"}
    with (root / "server.log").open("w") as log:
        process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, env=env, start_new_session=True)
    return SparkConnectServer(root=root, port=port, process=process)
