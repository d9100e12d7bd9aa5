# Two commands on a fresh machine: `make site` and `make test`.
PY      ?= $(shell command -v python3.11 || command -v python3)
VENV    := .venv
BIN     := $(VENV)/bin
STAMP   := $(VENV)/.installed

.PHONY: site test serve lint typecheck unit browser bench clean

$(STAMP): pyproject.toml requirements.lock
	@command -v $(PY) >/dev/null 2>&1 || { echo "need $(PY)"; exit 1; }
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -r requirements.lock
	touch $(STAMP)

## Build the site from the shipped corpus into site/.
site: $(STAMP)
	$(BIN)/python build.py

## Preview the built site locally; rebuild it on every change.
serve: site
	$(BIN)/python build.py serve --watch

## Lint, type-check and run every test (unit, examples, site, browser).
test: $(STAMP) lint typecheck
	$(BIN)/python build.py --quiet
	$(BIN)/python -m pytest

lint: $(STAMP)
	$(BIN)/ruff check .

typecheck: $(STAMP)
	$(BIN)/mypy

bench: $(STAMP)
	$(BIN)/python bench/bench_layers.py
	$(BIN)/python bench/bench_build.py

clean:
	rm -rf site .build_tmp docs_build
