# Two commands for a fresh machine (README, "Quick start"):
#   make play   installs into .venv, then plays The Alpha against three bots
#   make test   installs into .venv, then lints and runs the whole test suite
PYTHON ?= python3
VENV ?= .venv
BIN = $(VENV)/bin

.PHONY: play test bench compare
BASE ?= HEAD

# For playing, the program with its terminal and its web server (the extras cli and
# web: the core needs neither); for testing, the test tools and every optional extra
# too (so the tests cover them: Parquet, plots, Ray).
$(BIN)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[cli,web]'
	touch $@

$(BIN)/.installed-dev: $(BIN)/.installed
	$(BIN)/python -m pip install --quiet -e '.[cli,web,dev,parquet,plot,ray]'
	touch $@

play: $(BIN)/.installed
	$(BIN)/automeeple play the-alpha --players 4

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
