# The two commands a newcomer needs: `make play` and `make test`.
# A fresh Debian-like machine needs only python3 (3.11 or newer) and make: the rest is set up
# here (the venv module, Debian's chromium and postgresql with apt-get when run as root, or a
# one-line instruction saying what to install when not).
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
# Where tests/conftest.py launches it.
CHROMIUM := /usr/bin/chromium
APT := DEBIAN_FRONTEND=noninteractive apt-get

.PHONY: play test lint typecheck unit bench clean python-venv browser postgresql

# `python3 -m venv` needs Debian's python3-venv; install it as root, or say how.
python-venv:
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' || { \
	  echo "make: Hjerterfri needs Python 3.11 or newer; $(PYTHON) is $$($(PYTHON) -V 2>&1). Install a newer python3 (or run make PYTHON=python3.12 ...)." >&2; exit 1; }
	@$(PYTHON) -c 'import ensurepip, venv' 2>/dev/null || \
	if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	  echo "make: installing python3-venv with apt-get"; \
	  $(APT) update -qq && $(APT) install -y -qq python3-venv >/dev/null; \
	else \
	  echo "make: $(PYTHON) cannot make a virtualenv; install it first: sudo apt-get install python3-venv" >&2; exit 1; \
	fi

$(BIN)/python: | python-venv
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-test: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@ $(VENV)/.installed

# The browser tests drive Debian's chromium (Playwright cannot download its own here).
browser:
	@if [ -x "$(CHROMIUM)" ]; then exit 0; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	  echo "make: installing Debian's chromium for the browser tests with apt-get"; \
	  $(APT) update -qq && $(APT) install -y -qq chromium >/dev/null; \
	  test -x "$(CHROMIUM)" || { echo "make: apt-get installed chromium, but not at $(CHROMIUM), where the browser tests look for it" >&2; exit 1; }; \
	else \
	  echo "make: the browser tests need Debian's chromium at $(CHROMIUM); install it first: sudo apt-get install chromium" >&2; exit 1; \
	fi

# The store and server tests start Debian's PostgreSQL server themselves (tests/pg_ctl.sh).
postgresql:
	@if ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1; then exit 0; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	  echo "make: installing Debian's postgresql for the store and server tests with apt-get"; \
	  $(APT) update -qq && $(APT) install -y -qq postgresql >/dev/null; \
	  ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1 || { echo "make: apt-get installed postgresql, but no pg_ctl is in /usr/lib/postgresql/*/bin, where the tests look for it" >&2; exit 1; }; \
	else \
	  echo "make: the store and server tests need Debian's PostgreSQL server; install it first: sudo apt-get install postgresql" >&2; exit 1; \
	fi

play: $(VENV)/.installed
	$(BIN)/hjerterfri serve

lint: $(VENV)/.installed-test
	$(BIN)/ruff check src tests bench
	$(BIN)/ruff format --check src tests bench

typecheck: $(VENV)/.installed-test
	$(BIN)/mypy

unit: $(VENV)/.installed-test browser postgresql
	$(BIN)/python -m pytest

test: lint typecheck unit

bench: $(VENV)/.installed-test
	$(BIN)/python bench/engine.py

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache .hypothesis
