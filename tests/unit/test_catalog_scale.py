"""The vocabulary at scale: phrase lookup by index finds every phrase a scan finds, a 1,000-metric catalog
reads its questions whole, and a new catalog version gives new words."""

from __future__ import annotations

import os
import shutil
import sys
from datetime import date
from pathlib import Path

import pytest

from sqlclarify.context import Context
from sqlclarify.resources import catalog_for
from sqlclarify.semantic.readers import DEMO_CATALOG_DIR, load_semantic_layer
from sqlclarify.understanding.candidates import build_vocabulary
from sqlclarify.understanding.interpret import read_question
from sqlclarify.understanding.text import PhraseIndex, WorkText, plural_forms

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from big_catalog import generated_labels, metric_phrases, write_catalog_files

TODAY = date(2026, 1, 10)
PHRASES = ["in-app revenue", "sign-ups", "click-through rate", "e cpm", "-", "100%", "café sales", "country"]
TEXTS = [
    "in-app   revenue for ID",
    "in-app revenue, sign ups and click through rate",
    "e-cpm (café sales) by countries",
    "sign-ups - 100 %",
    "the countries' café-sales",
]


@pytest.mark.parametrize("text", TEXTS)
def test_the_phrase_index_never_misses_a_phrase_the_text_holds(text: str) -> None:
    index = PhraseIndex([plural_forms(p) for p in PHRASES])
    work = WorkText(text)
    found = {i for i, phrase in enumerate(PHRASES) for form in plural_forms(phrase) if work.find(form)}
    assert found, "each text holds at least one phrase"
    assert found <= set(index.candidates(work.work))


def test_the_phrase_index_keeps_the_phrases_order() -> None:
    index = PhraseIndex.of(["revenue per user", "revenue", "users", "revenue per day"])
    # a superset: "users" is indexed by its singular too ("user"), so a text saying "user" may hold it
    assert index.candidates("revenue per user") == [0, 1, 2, 3]


@pytest.fixture(scope="module")
def big_vocab(tmp_path_factory: pytest.TempPathFactory):
    catalog = tmp_path_factory.mktemp("big") / "catalog"
    labels, _ = write_catalog_files(catalog, metrics=1000)
    vocab = build_vocabulary(load_semantic_layer(str(catalog)))
    assert len(vocab.layer.metrics) == 1000
    return vocab, labels


@pytest.mark.parametrize("which", [0, 421, 985])
def test_a_1000_metric_catalog_reads_each_way_of_naming_a_metric_whole(big_vocab, which: int) -> None:
    vocab, labels = big_vocab
    name, label = list(labels.items())[which]
    other_name, other_label = list(labels.items())[which - 7]
    for phrase in metric_phrases(label):  # two metrics: typo matching would find one at most
        reading = read_question(f"{phrase} and {other_label} for ID in Nov 2025", vocab, TODAY).reading
        assert reading.query.metrics == [name, other_name], phrase
        assert reading.unplaced == [], phrase
        assert reading.metric_candidates == []


def test_a_1000_metric_catalog_still_reads_the_demo_question_and_its_typos(big_vocab) -> None:
    vocab, _ = big_vocab
    demo = build_vocabulary(load_semantic_layer(None))
    for question in ("DAU for ID in Nov 2025", "revnue for Indonesa in Nov 2025 by platfrom", "ad clciks in TH"):
        big_reading = read_question(question, vocab, TODAY).reading
        demo_reading = read_question(question, demo, TODAY).reading
        assert big_reading.model_dump() == demo_reading.model_dump(), question
    typo = read_question(f"{generated_labels(500)[-1].replace('a', 'e', 1)} for TH", vocab, TODAY).reading
    assert typo.metric_guess or typo.query.metrics, "a typo of a generated metric is still read as it"


def test_a_new_catalog_version_gives_new_words(tmp_path: Path, demo_db: Path) -> None:
    catalog = tmp_path / "catalog"
    shutil.copytree(DEMO_CATALOG_DIR, catalog)
    context = Context(database=str(demo_db), catalog=str(catalog))
    question = "zorblats for ID in Nov 2025"
    before = catalog_for(context)
    assert before is not None
    assert read_question(question, before.vocab, TODAY).reading.query.metrics == []

    metrics = catalog / "metrics.yml"
    metrics.write_text(metrics.read_text().replace("synonyms: [ctr,", "synonyms: [zorblats, ctr,"))
    stat = metrics.stat()
    os.utime(metrics, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))  # a coarse clock still sees it
    run = Context(database=str(demo_db), catalog=str(catalog))  # the next run (a context keeps its catalog ~1 s)
    after = catalog_for(run)
    assert after is not None and after.vocab is not before.vocab
    assert read_question(question, after.vocab, TODAY).reading.query.metrics == ["ctr"]
    assert catalog_for(Context(database=str(demo_db), catalog=str(catalog))) is after  # built once per version
