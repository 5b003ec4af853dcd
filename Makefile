# Two commands for a fresh machine (README, "Quick start"):
#   make play   installs into .venv, then plays The Alpha against three bots
#   make test   installs into .venv, then lints and runs the whole test suite
PYTHON ?= python3
VENV ?= .venv
BIN = $(VENV)/bin

.PHONY: play test bench compare
BASE ?= HEAD

$(BIN)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $@

play: $(BIN)/.installed
	$(BIN)/automeeple play the-alpha --players 4

test: $(BIN)/.installed
	$(BIN)/ruff check src tests bench
	$(BIN)/python -m pytest

bench: $(BIN)/.installed
	$(BIN)/python bench/benchmark.py

compare: $(BIN)/.installed
	$(BIN)/python bench/compare.py $(BASE)
