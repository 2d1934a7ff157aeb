# Two commands on a fresh clone: `make demo` and `make test`. Each sets up .venv first.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin

.PHONY: setup demo test lint eval bench format clean

setup: $(VENV)/.installed

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[dev]"
	touch $@

demo: setup
	$(BIN)/sqlclarify demo

test: setup lint eval
	$(BIN)/python -m pytest

# the demo evaluation suite, offline; prints per-case results and the totals
eval: setup
	SQLCLARIFY_CHECKPOINT=$$(mktemp -d)/eval.sqlite $(BIN)/sqlclarify eval evals/demo_warehouse.yaml

lint: setup
	$(BIN)/ruff check src tests

bench: setup
	$(BIN)/python benchmarks/run.py

format: setup
	$(BIN)/ruff format src tests
	$(BIN)/ruff check --fix src tests

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache src/*.egg-info
