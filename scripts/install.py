"""Install packages into a virtual environment: with uv when it can be had, else with pip.

uv resolves, fetches and unpacks in parallel (the demo's ~90 wheels in seconds, where pip takes a minute or more
on a network with some latency). It reads none of pip's configuration, so pip's own (its configuration files and
PIP_* variables, as `pip config list` shows them) is handed over: the indexes, all equally trusted as pip trusts
them, find-links, constraints and the certificate bundle. If uv cannot be had or fails for any reason, pip installs
as before; `SQLCLARIFY_INSTALLER=pip` skips uv.

uv runs without its cache (`--no-cache`: a temporary one, removed when it ends) unless UV_CACHE_DIR names one. PySpark
comes as a source archive, and uv's cache kept its unpacked source and built wheel beside the installed copy: 1.9 GB
more on disk for the whole test run, and a CI machine ran out of disk during the tests.

Run it with the environment's own Python; the arguments are those of `pip install` that uv shares
(`-e PATH`, `-r FILE`, `--no-deps`, requirement specifiers), and first `--compile-bytecode` to write every installed
module's bytecode at install time:

    .venv/bin/python scripts/install.py --compile-bytecode -e ".[dev]"

Without it (the demo's light environment) nothing is compiled at install: most modules of most packages are never
imported. With it (the tests' environment) each module is compiled once, in parallel: where Python may not write
bytecode as it imports (PYTHONDONTWRITEBYTECODE, set on this project's machines and CI), every one of the test
suite's hundreds of processes would otherwise compile every module it imports from source — a fresh clone's
`make test` took 1,500 CPU-seconds where the same tree with its bytecode took 1,060.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

# pip's setting -> uv's variable; the values of both are space-separated lists where a list is allowed
UV_VARIABLE_OF_PIP_SETTING = {
    "index-url": "UV_INDEX_URL",
    "extra-index-url": "UV_EXTRA_INDEX_URL",
    "find-links": "UV_FIND_LINKS",
    "constraint": "UV_CONSTRAINT",
    "cert": "SSL_CERT_FILE",
}


def pip_settings(config_list: str) -> dict[str, str]:
    """pip's effective settings from `pip config list` (lines such as `global.index-url='URL'` or
    `:env:.cert='FILE'`): the later scope wins, as in pip (site over user over global, the environment last)."""
    settings: dict[str, str] = {}
    for line in config_list.splitlines():
        key, sep, value = line.partition("=")
        if not sep:
            continue
        name = key.rsplit(".", 1)[-1]
        settings[name] = value.strip().strip("'\"")
    return settings


def uv_environment(settings: dict[str, str], base: dict[str, str]) -> dict[str, str]:
    """The environment for uv: base, with pip's settings under uv's names (a uv variable already set wins)."""
    env = dict(base)
    for name, variable in UV_VARIABLE_OF_PIP_SETTING.items():
        if settings.get(name) and variable not in env:
            env[variable] = settings[name]
    # pip takes the best version from every index it is given; uv, by default, only the first index's versions
    env.setdefault("UV_INDEX_STRATEGY", "unsafe-best-match")
    return env


COMPILE = "--compile-bytecode"


def with_uv(python: Path, arguments: list[str], compile_bytecode: bool = False) -> bool:
    """Install with uv (installed into the environment first, by pip, when it is not there); whether it worked."""
    uv = python.with_name("uv")
    if not uv.exists():
        got = subprocess.run(
            [str(python), "-m", "pip", "install", "--quiet", "--no-compile", "uv"], capture_output=True, text=True
        )
        if got.returncode != 0 or not uv.exists():
            return False
    listed = subprocess.run([str(python), "-m", "pip", "config", "list"], capture_output=True, text=True)
    env = uv_environment(pip_settings(listed.stdout), dict(os.environ))
    compiled = [COMPILE] if compile_bytecode else []
    cache = [] if env.get("UV_CACHE_DIR") else ["--no-cache"]
    done = subprocess.run(
        [str(uv), "pip", "install", "--quiet", *compiled, *cache, "--python", str(python), *arguments], env=env
    )
    return done.returncode == 0


def main(arguments: list[str]) -> int:
    python = Path(sys.executable)
    compile_bytecode = bool(arguments) and arguments[0] == COMPILE
    arguments = arguments[1:] if compile_bytecode else arguments
    if os.environ.get("SQLCLARIFY_INSTALLER", "uv") != "pip":
        if with_uv(python, arguments, compile_bytecode):
            return 0
        print("uv could not install these; installing with pip", file=sys.stderr)
    # --no-compile unless asked: pip would compile every module of every package, most of which no command imports
    compiled = [] if compile_bytecode else ["--no-compile"]
    return subprocess.run([str(python), "-m", "pip", "install", "--quiet", *compiled, *arguments]).returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
