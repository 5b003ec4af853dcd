# Two commands for a fresh machine (README, "Quick start"):
#   make play   installs into .venv, then plays The Alpha against three bots
#   make test   installs into .venv, then lints and runs the whole test suite
# and a third for the phone (docs/phone.md):
#   make site   builds site/, the folder a static HTTPS host serves
PYTHON ?= python3
VENV ?= .venv
BIN = $(VENV)/bin

.PHONY: play test bench compare site tables calibration
BASE ?= HEAD

# For playing, the program with its terminal and its web server (the extras cli and
# web: the core needs neither); for testing, the test tools and every optional extra
# too (so the tests cover them: Parquet, plots, Ray, PettingZoo, OpenSpiel).
$(BIN)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[cli,web]'
	touch $@

$(BIN)/.installed-dev: $(BIN)/.installed
	$(BIN)/python -m pip install --quiet -e '.[cli,web,dev,parquet,plot,ray,pettingzoo,openspiel]'
	touch $@

play: $(BIN)/.installed
	$(BIN)/automeeple play the-alpha --players 4

# The browser tests drive Debian's Chromium (never a browser download), and the
# phone's site takes Python's WebAssembly runtime from npm: both installed here
# where they are missing (CI runs as root).
CHROMIUM ?= /usr/bin/chromium
NPM ?= $(shell command -v npm || echo /usr/bin/npm)

# Each is installed only where it is missing: a Node.js from NodeSource brings its own
# npm, and Debian's npm package conflicts with it.
$(CHROMIUM):
	@command -v apt-get >/dev/null || { echo "the tests need Debian's chromium ($@)"; exit 1; }
	DEBIAN_FRONTEND=noninteractive apt-get update -q
	DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium fonts-dejavu-core

$(NPM):
	@command -v apt-get >/dev/null || { echo "the tests need npm ($@)"; exit 1; }
	DEBIAN_FRONTEND=noninteractive apt-get update -q
	DEBIAN_FRONTEND=noninteractive apt-get install -y -q npm

test: $(BIN)/.installed-dev $(CHROMIUM) $(NPM)
	$(BIN)/ruff check src tests bench
	$(BIN)/python -m pytest

# The phone's site (docs/phone.md): one folder any static HTTPS host serves; the
# downloads are kept in .cache/site.
SITE ?= site
site: $(BIN)/.installed $(NPM)
	$(BIN)/automeeple site $(SITE)

bench: $(BIN)/.installed-dev
	$(BIN)/python bench/benchmark.py

compare: $(BIN)/.installed-dev
	$(BIN)/python bench/compare.py $(BASE)

# The calibration tables of README.md and docs/calibration.md, from the runs kept in
# docs/data/calibration (bench/calibration_tables.py); 'calibration' first makes the
# runs again (the random and baseline ones take minutes, the ISMCTS ones hours).
tables: $(BIN)/.installed
	$(BIN)/python bench/calibration_tables.py

calibration: $(BIN)/.installed
	$(BIN)/python bench/calibration_tables.py --run
