"""reader26 (issue 32): "how many appointments did we take in 2025" — the verb after "did we" says the event the
count already counts; it is no thing the catalog lacks, so the count is read, not refused. A noun the catalog does
not hold still stands against a reading. On a catalog written after the rule (tests/data/catalogs/clinic_visits)."""

from __future__ import annotations

import pytest

from sqlclarify.understanding.candidates import Vocabulary
from tests.support.synthetic_catalogs import read, vocabulary

VALUES = {"is_appointment_booked_online": ["0", "1"], "is_emergency": ["0", "1"], "species": ["cat", "dog"]}


@pytest.fixture(scope="module")
def clinic() -> Vocabulary:
    return vocabulary("clinic_visits", VALUES)


@pytest.mark.parametrize("verb", ["take", "handle", "schedule"])
def test_the_verb_after_did_we_names_no_thing_the_catalog_lacks(clinic: Vocabulary, verb: str) -> None:
    # "how many appointments did we take": the count of appointments; the verb is the event, not a missing thing
    reading = read(clinic, f"how many appointments did we {verb} in 2025?").reading
    assert reading.query.metrics == ["appointment_count"]
    assert reading.unplaced == []


def test_a_thing_the_catalog_lacks_still_counts_against_the_reading(clinic: Vocabulary) -> None:
    reading = read(clinic, "how many vaccinations did we give in 2025?").reading
    assert reading.query.metrics == []
