# Two commands on a fresh clone: `make demo` and `make test`. Each sets up .venv first: `make demo` the package
# alone (a light environment, seconds to install), `make test` with the development extras.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin

# MetricFlow for the differential test only (tests/integration/test_metricflow_diff.py): its pins clash with
# sqlclarify's, so it has its own environment; it only generates SQL (tests/metricflow/mf_sql.py)
MF_VENV ?= .venv-mf
MF_REQUIREMENTS := tests/metricflow/requirements.txt

.PHONY: setup setup-base mf-venv system-deps demo test lint eval docs bench dev format clean web

# the package alone: what the demo, the CLI and the web page need
setup-base: $(VENV)/.installed-base

# scripts/install.py installs with uv when it can be had (in parallel: the demo's wheels in seconds), else with pip;
# neither compiles every module's bytecode: Python writes it for each module a command imports
INSTALL = scripts/install.py

$(VENV)/.installed-base: pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python $(INSTALL) -e .
	touch $@

# the package with the LangGraph server (`make dev`)
$(VENV)/.installed-server: pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python $(INSTALL) -e ".[server]"
	touch $@ $(VENV)/.installed-base

# with the development extras (engines, Spark, Selenium, pytest, the LangGraph CLI): tests, lint, eval, bench
setup: $(VENV)/.installed

# with every module's bytecode written at install (scripts/install.py): the suite starts hundreds of processes, and
# where Python may not write bytecode as it imports (PYTHONDONTWRITEBYTECODE) each would compile from source
$(VENV)/.installed: pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python $(INSTALL) --compile-bytecode -e ".[dev]"
	touch $@ $(VENV)/.installed-base $(VENV)/.installed-server

mf-venv: $(MF_VENV)/.installed

$(MF_VENV)/.installed: $(MF_REQUIREMENTS) tests/metricflow/requirements-dbt.txt
	$(PYTHON) -m venv $(MF_VENV)
	$(MF_VENV)/bin/python $(INSTALL) -r $(MF_REQUIREMENTS) -r tests/metricflow/requirements-dbt.txt
	$(MF_VENV)/bin/python $(INSTALL) --no-deps dbt-core==1.12.6 dbt-duckdb==1.11.1
	touch $@

demo: setup-base
	$(BIN)/sqlclarify demo

# sqlclarify's own modules and the tests' compiled first (an editable install is not in site-packages; unchanged
# ones are skipped), and the test modules' assertion-rewritten bytecode written once for every worker to read
# (tests/support/rewritten_tests.py). The two environments install side by side (each mostly waits on files: 15 s
# of a fresh clone's wall time saved)
test: system-deps
	$(MAKE) -j 2 setup mf-venv
	$(MAKE) lint docs
	$(BIN)/python -m compileall -q -j 0 src tests
	$(BIN)/python -m tests.support.rewritten_tests
	$(BIN)/python -m pytest

# Debian packages some tests drive: Chromium and its driver (the web page's browser tests),
# MariaDB's server (the MySQL engine's tests, on a throwaway server) and Java (Spark's tests: a local session and
# a Spark Connect server, both from the PySpark wheel)
SYSTEM_DEPS := /usr/bin/chromium:chromium /usr/bin/chromedriver:chromium-driver /usr/sbin/mariadbd:mariadb-server \
	java:openjdk-17-jre-headless
system-deps:
	bash scripts/system-deps.sh $(SYSTEM_DEPS)

# the evaluation suites, offline: the demo warehouse, Chinook and a SaaS example (catalogs with sqlclarify `meta`,
# 100% required), and two catalogs as data teams publish them, written blind with no `meta` (issue 21): flights
# (legacy dbt spec) and Northwind (latest dbt spec), 95% required. `make test` runs the same five, with the same
# thresholds, inside the test suite (tests/integration/test_eval.py), so they are not run twice
eval: setup
	SQLCLARIFY_CHECKPOINT=$$(mktemp -d)/eval.sqlite $(BIN)/sqlclarify eval evals/demo_warehouse.yaml
	SQLCLARIFY_CHECKPOINT=$$(mktemp -d)/eval.sqlite $(BIN)/sqlclarify eval evals/chinook.yaml
	SQLCLARIFY_CHECKPOINT=$$(mktemp -d)/eval.sqlite $(BIN)/sqlclarify eval evals/saas.yaml
	SQLCLARIFY_CHECKPOINT=$$(mktemp -d)/eval.sqlite $(BIN)/sqlclarify eval evals/flights.yaml --fail-under 95
	SQLCLARIFY_CHECKPOINT=$$(mktemp -d)/eval.sqlite $(BIN)/sqlclarify eval evals/northwind.yaml --fail-under 95

lint: setup
	$(BIN)/ruff check src tests

# the documentation site (mkdocs.yml, docs/): strict, so a broken link, an unknown anchor or a page missing from
# the nav fails; `$(BIN)/mkdocs serve` previews it
docs: setup
	NO_MKDOCS_2_WARNING=1 $(BIN)/mkdocs build --strict --quiet

# the local LangGraph server (and Studio) on a free loopback port; no analytics, no version check. With no tokens
# set (SQLCLARIFY_TOKENS*, SQLCLARIFY_JWT_ISSUER) it serves you, the OS user, from this machine only
dev: $(VENV)/.installed-server
	@port=$$($(BIN)/python -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'); \
	echo "sqlclarify's LangGraph server: http://127.0.0.1:$$port (you, $$(id -un), from this machine; no token)"; \
	echo "  Studio:   https://smith.langchain.com/studio/?baseUrl=http://127.0.0.1:$$port"; \
	echo "  web page: http://127.0.0.1:$$port/"; \
	LANGGRAPH_CLI_NO_ANALYTICS=1 LANGGRAPH_NO_VERSION_CHECK=true exec $(BIN)/langgraph dev --no-browser --no-reload \
		--host 127.0.0.1 --port $$port

# the analysts' web page on a free loopback port, over the demo warehouse
web: setup-base
	$(BIN)/sqlclarify web --port 0

bench: setup
	$(BIN)/python benchmarks/run.py

format: setup
	$(BIN)/ruff format src tests
	$(BIN)/ruff check --fix src tests

clean:
	rm -rf $(VENV) $(MF_VENV) .pytest_cache .ruff_cache site src/*.egg-info
