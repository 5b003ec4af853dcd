# Two commands for a fresh machine (README, "Quick start"):
#   make play   installs into .venv, then plays The Alpha against three bots
#   make test   installs into .venv, then lints and runs the whole test suite
PYTHON ?= python3
VENV ?= .venv
BIN = $(VENV)/bin

.PHONY: play test bench compare site
BASE ?= HEAD

# The program alone for playing; the test tools and every optional extra (so the
# tests cover them: Parquet, plots, Ray) for testing.
$(BIN)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(BIN)/.installed-dev: $(BIN)/.installed
	$(BIN)/python -m pip install --quiet -e '.[dev,parquet,plot,ray]'
	touch $@

play: $(BIN)/.installed
	$(BIN)/automeeple play the-alpha --players 4

# The phone's site (docs/phone.md): one folder any static HTTPS host serves.
SITE ?= site
site: $(BIN)/.installed
	$(BIN)/automeeple site $(SITE)

# The browser tests drive Debian's Chromium (never a browser download): installed
# here where it is missing (CI runs as root).
CHROMIUM ?= /usr/bin/chromium

$(CHROMIUM):
	@command -v apt-get >/dev/null || { echo "the browser tests need Chromium at $(CHROMIUM)"; exit 1; }
	DEBIAN_FRONTEND=noninteractive apt-get update -q
	DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium fonts-dejavu-core

test: $(BIN)/.installed-dev $(CHROMIUM)
	$(BIN)/ruff check src tests bench
	$(BIN)/python -m pytest

bench: $(BIN)/.installed-dev
	$(BIN)/python bench/benchmark.py

compare: $(BIN)/.installed-dev
	$(BIN)/python bench/compare.py $(BASE)
