"""tests/support/rewritten_tests.py writes the assertion-rewritten bytecode pytest reads back under
PYTHONDONTWRITEBYTECODE: the file is there, pytest's own reader takes it, and its asserts are pytest's."""

from __future__ import annotations

from pathlib import Path

import pytest
from _pytest.assertion.rewrite import PYC_TAIL, _read_pyc, get_cache_dir

from tests.support.rewritten_tests import modules_to_rewrite, write_rewritten


def test_the_modules_pytest_rewrites_and_no_others(tmp_path: Path) -> None:
    for name in ("test_a.py", "b_test.py", "conftest.py", "support.py", "fake_test_data.json"):
        (tmp_path / "sub" / name).parent.mkdir(exist_ok=True)
        (tmp_path / "sub" / name).write_text("x = 1\n")
    assert [p.name for p in modules_to_rewrite(tmp_path)] == ["b_test.py", "conftest.py", "test_a.py"]


def test_the_written_file_is_read_back_by_pytest_with_its_asserts_rewritten(tmp_path: Path) -> None:
    module = tmp_path / "test_sample.py"
    module.write_text("def test_sum():\n    total = 1 + 1\n    assert total == 3\n")
    write_rewritten(module)
    pyc = get_cache_dir(module) / ("test_sample" + PYC_TAIL)
    code = _read_pyc(module, pyc)
    assert code is not None  # pytest takes it: same source hash, its own format
    namespace: dict = {}
    exec(code, namespace)
    with pytest.raises(AssertionError) as failed:
        namespace["test_sum"]()
    assert "assert 2 == 3" in str(failed.value)  # pytest's explanation, not a bare AssertionError

    module.write_text("def test_sum():\n    assert 1 + 1 == 2\n")  # edited since: pytest rewrites it again
    assert _read_pyc(module, pyc) is None
