"""The English word tables kept on disk: a second process reads the kept answers and never loads lemminflect."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from sqlclarify.understanding import word_tables
from sqlclarify.understanding.text import is_head_noun, plurals, singular

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def fresh_tables():
    word_tables.forget()
    yield
    word_tables.forget()


def kept_file(cache: Path) -> Path:
    [found] = (cache / "sqlclarify" / "words").glob("lemminflect-*.json")
    return found


def test_answers_are_lemminflects_and_kept(tmp_path: Path):
    assert word_tables.lemmas("countries", "NOUN") == ("country",)
    assert word_tables.inflections("country", "NNS")[0] == "countries"
    assert set(word_tables.all_lemmas("orders")) == {"NOUN", "VERB"}
    word_tables.save()
    kept = json.loads(kept_file(tmp_path / "cache").read_text())
    assert kept["lemma|NOUN|countries"] == ["country"]
    assert kept["all_lemmas|orders"] == {"NOUN": ["order"], "VERB": ["order"]}


def test_a_kept_answer_is_read_back_not_asked_again(tmp_path: Path):
    assert word_tables.lemmas("countries", "NOUN") == ("country",)
    word_tables.forget()  # written, and this process's copy dropped: as a new process starts
    path = kept_file(tmp_path / "cache")
    path.write_text(json.dumps({"lemma|NOUN|countries": ["kept answer"]}))  # what lemminflect never says
    assert word_tables.lemmas("countries", "NOUN") == ("kept answer",)


def test_an_unreadable_file_is_read_again_from_lemminflect(tmp_path: Path):
    word_tables.lemmas("cities", "NOUN")
    word_tables.forget()
    kept_file(tmp_path / "cache").write_text("{not json")
    assert word_tables.lemmas("cities", "NOUN") == ("city",)
    word_tables.save()
    assert json.loads(kept_file(tmp_path / "cache").read_text())["lemma|NOUN|cities"] == ["city"]


def test_nothing_kept_when_turned_off(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("SQLCLARIFY_WORD_CACHE", "0")
    assert singular("analyses") == "analysis"
    word_tables.save()
    assert not (tmp_path / "cache" / "sqlclarify" / "words").exists()


def test_the_reader_words_unchanged():
    """The forms the reader relies on, through the kept tables (as lemminflect gave them before)."""
    assert singular("countries") == "country"
    assert singular("people") == "person"
    assert singular("news") == "news"
    assert plurals("country") == ("countries",)
    assert plurals("person")[0] == "persons"
    assert is_head_noun("item") and not is_head_noun("late")


def test_a_second_process_does_not_load_lemminflect(tmp_path: Path):
    """A question on the demo: the first process asks lemminflect, the next reads what the first kept."""
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src"), "XDG_CACHE_HOME": str(tmp_path / "cache")}
    program = (
        "import sys\n"
        "from sqlclarify import Agent\n"
        "with Agent() as agent:\n"
        "    turn = agent.ask('DAU for TH in Nov 2025')\n"
        "print(turn.status, 'lemminflect' in sys.modules, 'numpy' in sys.modules)\n"
    )
    first = subprocess.run([sys.executable, "-c", program], env=env, capture_output=True, text=True, check=True)
    second = subprocess.run([sys.executable, "-c", program], env=env, capture_output=True, text=True, check=True)
    assert first.stdout.split() == ["answered", "True", "True"]
    assert second.stdout.split() == ["answered", "False", "False"]


def test_a_full_file_is_begun_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    word_tables.lemmas("cities", "NOUN")
    word_tables.forget()
    path = kept_file(tmp_path / "cache")
    path.write_text(json.dumps({f"lemma|NOUN|old{i}": [f"old{i}"] for i in range(3)}))
    monkeypatch.setattr(word_tables, "MAX_KEPT", 3)
    assert word_tables.lemmas("countries", "NOUN") == ("country",)
    word_tables.save()
    assert json.loads(path.read_text()) == {"lemma|NOUN|countries": ["country"]}
