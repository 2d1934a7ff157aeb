"""Write pytest's assertion-rewritten bytecode of the test modules before `make test` runs the suite.

pytest rewrites the asserts of every test module and conftest as it imports them, and keeps the result beside the
module (`__pycache__/*-pytest-*.pyc`) only where Python may write bytecode. Where it may not
(`PYTHONDONTWRITEBYTECODE`, set on this project's machines and CI) each of the suite's workers rewrote every test
module from source, about 10 CPU-s a worker; pytest still reads a rewritten file that is there (hash-checked
against the source, so a module edited since is rewritten as before). This writes them once, in parallel, with
pytest's own rewriter; `make test` runs it before pytest. A pytest whose internals moved is named in one line and
the suite runs as before.
"""

from __future__ import annotations

import os
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]


def modules_to_rewrite(root: Path = TESTS) -> list[Path]:
    """The modules pytest rewrites under `root`: test_*.py, *_test.py and conftest.py."""
    return sorted(
        path
        for path in root.rglob("*.py")
        if path.name == "conftest.py" or path.name.startswith("test_") or path.name.endswith("_test.py")
    )


def write_rewritten(path: Path) -> None:
    """Rewrite one module's asserts as pytest does and write the pyc pytest looks for."""
    from _pytest.assertion.rewrite import PYC_TAIL, _rewrite_test, _write_pyc_fp, get_cache_dir

    source_hash, code = _rewrite_test(path, None)  # type: ignore[arg-type]  # no config: pytest's defaults
    cache = get_cache_dir(path)
    cache.mkdir(exist_ok=True)
    pyc = cache / (path.name[:-3] + PYC_TAIL)
    partial = pyc.with_name(f"{pyc.name}.{os.getpid()}")
    with open(partial, "wb") as out:
        _write_pyc_fp(out, source_hash, code)
    os.replace(partial, pyc)


def main() -> int:
    try:
        from _pytest.assertion import rewrite  # noqa: F401
    except ImportError as err:
        print(f"rewritten test modules not written ({err}): pytest rewrites them as it imports", file=sys.stderr)
        return 0
    modules = modules_to_rewrite()
    with ProcessPoolExecutor(os.cpu_count() or 2) as pool:
        list(pool.map(write_rewritten, modules, chunksize=8))
    print(f"{len(modules)} test modules rewritten for pytest")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
