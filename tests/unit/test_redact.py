"""A URL's password is masked in every form it is written in (issue 30, hole 11)."""

import pytest

from sqlclarify.redact import redact
from sqlclarify.threads.target import redact as redact_target
from sqlclarify.warehouse.postgres import mask_password


@pytest.mark.parametrize(
    ("given", "shown"),
    [
        ("postgresql://bob:s3cret@db:5432/x", "postgresql://bob:***@db:5432/x"),
        (
            "postgresql://db/x?user=bob&password=s3cret&sslmode=require",
            "postgresql://db/x?user=bob&password=***&sslmode=require",
        ),
        ("postgresql://bob@db/x?PASSWORD=s3cret", "postgresql://bob@db/x?PASSWORD=***"),
        ("postgresql://db/x?sslpassword=s3cret", "postgresql://db/x?sslpassword=***"),
        ("host=db password=s3cret dbname=x", "host=db password=*** dbname=x"),
        ("/var/lib/threads.sqlite", "/var/lib/threads.sqlite"),
        ("postgresql://db/x?user=bob", "postgresql://db/x?user=bob"),
    ],
)
def test_every_form_of_a_password_is_masked(given: str, shown: str) -> None:
    assert redact(given) == shown
    assert redact_target(given) == shown
    if "://" in given:
        assert mask_password(given) == shown


def test_a_password_inside_an_error_line_is_masked() -> None:
    line = "cannot connect to postgresql://a:b@h/x?password=zz&x=1: connection refused"
    assert "zz" not in redact(line) and ":b@" not in redact(line) and "connection refused" in redact(line)
