"""scripts/install.py: pip's configuration reaches uv, and an install it cannot do falls back to pip.

The install is real (a new virtual environment, a local package with no dependencies, no index); uv's own path
is exercised by `make demo` and `make test`, whose environments it builds.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SPEC = importlib.util.spec_from_file_location("install_script", ROOT / "scripts" / "install.py")
assert SPEC is not None and SPEC.loader is not None
install = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(install)

PIP_CONFIG_LIST = """\
global.cert='/etc/ssl/certs/ca.crt'
global.extra-index-url='file:///opt/a/simple file:///opt/b/simple'
global.find-links='/opt/wheels'
site.index-url='https://mirror.example/simple'
:env:.find-links='/srv/wheels'
:env:.default-timeout='180'
"""


def test_pip_settings_take_the_last_scope() -> None:
    settings = install.pip_settings(PIP_CONFIG_LIST)
    assert settings["find-links"] == "/srv/wheels"  # the environment's over the global file's
    assert settings["extra-index-url"] == "file:///opt/a/simple file:///opt/b/simple"
    assert settings["index-url"] == "https://mirror.example/simple"


def test_uv_gets_pips_indexes_links_and_certificates_treated_as_pip_treats_them() -> None:
    env = install.uv_environment(install.pip_settings(PIP_CONFIG_LIST), {"PATH": "/bin"})
    assert env["UV_INDEX_URL"] == "https://mirror.example/simple"
    assert env["UV_EXTRA_INDEX_URL"] == "file:///opt/a/simple file:///opt/b/simple"
    assert env["UV_FIND_LINKS"] == "/srv/wheels"
    assert env["SSL_CERT_FILE"] == "/etc/ssl/certs/ca.crt"
    assert env["UV_INDEX_STRATEGY"] == "unsafe-best-match"  # every index's versions, as pip takes them
    assert env["PATH"] == "/bin"


def test_a_uv_setting_the_user_made_wins_over_pips() -> None:
    env = install.uv_environment({"index-url": "https://pip.example"}, {"UV_INDEX_URL": "https://uv.example"})
    assert env["UV_INDEX_URL"] == "https://uv.example"


def _tiny_package(tmp_path: Path) -> tuple[Path, Path]:
    """A package with no dependencies, and a new environment with pip and no uv."""
    package = tmp_path / "tiny"
    (package / "tiny_pkg").mkdir(parents=True)
    (package / "tiny_pkg" / "__init__.py").write_text("ANSWER = 42\n")
    (package / "pyproject.toml").write_text(
        '[build-system]\nrequires = []\nbuild-backend = "backend"\nbackend-path = ["."]\n'
        '[project]\nname = "tiny-pkg"\nversion = "1.0"\n'
    )
    (package / "backend.py").write_text(_BACKEND)
    environment = tmp_path / "venv"
    # pip from the interpreter's own site-packages: a copy of pip in each test's environment costs seconds
    venv.create(environment, system_site_packages=True, with_pip=False)
    return package, environment / "bin" / "python"


def _install(python: Path, package: Path, *first: str, **env: str) -> subprocess.CompletedProcess:
    # no index: nothing is fetched (pip finds no uv to install, and the package needs nothing)
    return subprocess.run(
        [str(python), str(ROOT / "scripts" / "install.py"), *first, "--no-build-isolation", str(package)],
        env={**os.environ, "PIP_NO_INDEX": "1", "PIP_FIND_LINKS": "", **env},
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip


def _answer(python: Path) -> bytes:
    return subprocess.run([str(python), "-c", "import tiny_pkg; print(tiny_pkg.ANSWER)"], capture_output=True).stdout


def test_pip_installs_when_uv_cannot_be_had(tmp_path: Path) -> None:
    package, python = _tiny_package(tmp_path)
    done = _install(python, package)
    assert done.returncode == 0, done.stderr
    assert "uv could not install these; installing with pip" in done.stderr
    assert _answer(python).strip() == b"42"


def _bytecode(python: Path) -> list[Path]:
    return list(python.parents[1].glob("lib/python*/site-packages/tiny_pkg/__pycache__/*.pyc"))


def test_the_tests_environment_gets_its_bytecode_at_install_and_the_demos_does_not(tmp_path: Path) -> None:
    # as on this project's machines: Python writes no bytecode as it imports
    package, python = _tiny_package(tmp_path / "compiled")
    done = _install(python, package, "--compile-bytecode", PYTHONDONTWRITEBYTECODE="1")
    assert done.returncode == 0, done.stderr
    assert _answer(python).strip() == b"42" and _bytecode(python)
    package, python = _tiny_package(tmp_path / "light")
    assert _install(python, package, PYTHONDONTWRITEBYTECODE="1").returncode == 0
    assert _answer(python).strip() == b"42" and not _bytecode(python)


def test_uv_leaves_no_cache_behind_unless_the_user_names_one(tmp_path: Path) -> None:
    # uv's cache kept PySpark's unpacked source and built wheel (1.9 GB) beside the environment: a CI machine ran out
    # of disk during the tests. uv from this environment, offline (the package needs nothing)
    uv = Path(sys.executable).with_name("uv")
    assert uv.exists(), "the tests' environment is installed with uv (make setup)"
    home = tmp_path / "cache-home"
    package, python = _tiny_package(tmp_path / "default")
    python.with_name("uv").symlink_to(uv)
    done = _install(python, package, XDG_CACHE_HOME=str(home), UV_OFFLINE="1")
    assert done.returncode == 0 and "installing with pip" not in done.stderr, done.stderr
    assert _answer(python).strip() == b"42"
    assert not any(home.rglob("*")), sorted(home.rglob("*"))[:5]
    named = tmp_path / "named-cache"
    package, python = _tiny_package(tmp_path / "named")
    python.with_name("uv").symlink_to(uv)
    done = _install(python, package, XDG_CACHE_HOME=str(home), UV_OFFLINE="1", UV_CACHE_DIR=str(named))
    assert done.returncode == 0 and "installing with pip" not in done.stderr, done.stderr
    assert any(named.rglob("*")), "a cache the user names is kept"


# a build backend of a few lines (no setuptools, no index): a wheel holding tiny_pkg
_BACKEND = """
import base64, hashlib, zipfile
from pathlib import Path

NAME, VERSION = "tiny_pkg", "1.0"


def _record(data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"sha256={digest},{len(data)}"


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    name = f"{NAME}-{VERSION}-py3-none-any.whl"
    dist = f"{NAME}-{VERSION}.dist-info"
    files = {
        f"{NAME}/__init__.py": Path(NAME, "__init__.py").read_bytes(),
        f"{dist}/METADATA": f"Metadata-Version: 2.1\\nName: tiny-pkg\\nVersion: {VERSION}\\n".encode(),
        f"{dist}/WHEEL": b"Wheel-Version: 1.0\\nGenerator: tiny\\nRoot-Is-Purelib: true\\nTag: py3-none-any\\n",
    }
    record = "".join(f"{path},{_record(data)}\\n" for path, data in files.items()) + f"{dist}/RECORD,,\\n"
    with zipfile.ZipFile(Path(wheel_directory, name), "w") as wheel:
        for path, data in files.items():
            wheel.writestr(path, data)
        wheel.writestr(f"{dist}/RECORD", record)
    return name
"""
