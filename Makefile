# Two commands on a fresh machine: `make site` and `make test`; `make check` is the fast loop.
PY      ?= $(shell command -v python3.11 || command -v python3)
VENV    := .venv
BIN     := $(VENV)/bin
STAMP   := $(VENV)/.installed
NPM_STAMP := node_modules/.installed

.PHONY: site test check serve lint typecheck browser chromium bench clean

$(STAMP): pyproject.toml requirements.lock
	@command -v $(PY) >/dev/null 2>&1 || { echo "need $(PY)"; exit 1; }
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -r requirements.lock
	touch $(STAMP)

# npm packages, pinned in package.json + package-lock.json: axe-core (the accessibility tests),
# Pyodide (copied into the site: the engine in the browser).
$(NPM_STAMP): package.json package-lock.json
	@command -v npm >/dev/null 2>&1 || { echo "need npm (apt-get install -y npm)"; exit 1; }
	npm ci --no-audit --no-fund --loglevel=error
	touch $(NPM_STAMP)

## Build the site from the shipped corpus into site/ (CR="a.txt b.txt": official CR files added).
site: $(STAMP) $(NPM_STAMP)
	$(BIN)/python build.py$(foreach f,$(CR), --cr $(f))

## Preview the built site locally; rebuild it on every change (CR="a.txt b.txt": with official CR files).
serve: site
	$(BIN)/python build.py serve --watch$(foreach f,$(CR), --cr $(f))

# The suite's processes (pytest, each of its workers, the scripts tests start) import the project
# from the bytecode caches (__pycache__/, ignored by git and left out of the engine's wheel), as
# build.py does for itself, even where the environment says not to write them
# (PYTHONDONTWRITEBYTECODE, set by some shells and tools): else each worker compiles every module
# anew and pytest rewrites the asserts of every test module again — a collection took 11.1 s of
# CPU, 5.7 s from the caches.
check test browser: export PYTHONDONTWRITEBYTECODE :=

# The suite in JOBS processes (pytest-xdist, --dist load; each makes the built site, Chromium and
# the hostile suite's project it needs; the tests that read the tour of every page run in one
# process: tests/conftest.py TOGETHER): JOBS=1 runs it in this one.
JOBS    ?= 2
PYTEST_JOBS = $(if $(filter-out 1,$(JOBS)),-n $(JOBS) --dist load)

## Lint, type-check and run every test (unit, examples, site, hostile input, browser): a build
## of the site (tests/site/conftest.py) and a Chromium for each process of the session.
test: chromium $(STAMP) $(NPM_STAMP) lint typecheck
	$(BIN)/python -m pytest $(PYTEST_JOBS)

## The fast loop: lint, types and every test that builds no site and starts no browser
## (tests marked `slow` by tests/conftest.py are left to `make test`).
check: $(STAMP) lint typecheck
	$(BIN)/python -m pytest -q -m "not slow" $(PYTEST_JOBS)

## The browser tests alone (Chromium, the built site).
browser: chromium $(STAMP) $(NPM_STAMP)
	$(BIN)/python -m pytest -q -m browser

## Chromium for the browser tests: installed through apt-get when it can be, else one line.
chromium:
	@.ci/chromium

lint: $(STAMP)
	$(BIN)/ruff check .

typecheck: $(STAMP)
	$(BIN)/mypy

bench: site
	$(BIN)/python bench/bench_layers.py
	$(BIN)/python bench/bench_build.py
	$(BIN)/python bench/bench_playground.py

clean:
	rm -rf site .build_tmp docs_build
