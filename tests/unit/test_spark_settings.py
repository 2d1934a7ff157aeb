"""SQLCLARIFY_SPARK_CONF (no Spark needed): `key=value` pairs separated by `;` become the local session's extra
settings; a pair without `=` is one line naming it. (test_spark.py checks that they reach the JVM.)"""

from __future__ import annotations

import pytest

from sqlclarify.errors import DatabaseError
from sqlclarify.warehouse.spark import extra_settings
from tests.support.spark import local_spark_environment


def test_pairs_become_settings(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(
        "SQLCLARIFY_SPARK_CONF", " spark.driver.memory=4g ;; spark.driver.extraJavaOptions=-Xss4m -Dx=a=b;"
    )
    assert extra_settings() == {"spark.driver.memory": "4g", "spark.driver.extraJavaOptions": "-Xss4m -Dx=a=b"}
    monkeypatch.delenv("SQLCLARIFY_SPARK_CONF")
    assert extra_settings() == {}


@pytest.mark.parametrize("bad", ["spark.driver.memory", "=4g", "spark.sql.shuffle.partitions=1;oops"])
def test_a_pair_without_a_key_and_value_is_one_line(monkeypatch: pytest.MonkeyPatch, bad: str) -> None:
    monkeypatch.setenv("SQLCLARIFY_SPARK_CONF", bad)
    with pytest.raises(DatabaseError, match=r"SQLCLARIFY_SPARK_CONF: .* is not key=value") as caught:
        extra_settings()
    assert "\n" not in str(caught.value)


def test_the_tests_settings_read_back(monkeypatch: pytest.MonkeyPatch) -> None:
    for key, value in local_spark_environment().items():
        monkeypatch.setenv(key, value)
    settings = extra_settings()
    assert settings["spark.sql.shuffle.partitions"] == "1"
    assert "-XX:TieredStopAtLevel=1" in settings["spark.driver.extraJavaOptions"]
