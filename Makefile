# tabletop_lib: every target sets up .venv itself, so a fresh clone needs only python3, pip and make.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
LAB_ARGS ?=
# Jupyter refuses to start as root unless told; containers and CI machines often run as root.
ROOT_FLAG := $(if $(filter 0,$(shell id -u)),--allow-root,)
PYTEST_ARGS ?=
# Python writes its compiled modules (and pytest its assertion-rewritten tests) to __pycache__
# even where the environment says not to: a run starts dozens of Python processes (two
# workers, a kernel per notebook, subprocess and worker-pool tests), each of which would
# otherwise compile the library and the tests from source again.
unexport PYTHONDONTWRITEBYTECODE

.PHONY: corpus docs docs-quick test-install venv lab test lint typecheck pytest test-browser soak bench notebooks clean rule-examples

# The venv starts without pip: ensurepip unpacks and compiles pip into it (3 s of CPU, 16 s
# of wall on a loaded machine) only for pip to install uv. The host's pip installs uv instead
# (an old pip without --python falls back to ensurepip); uv then installs pip too, for hands.
$(BIN)/python:
	$(PYTHON) -m venv --without-pip $(VENV)

# Reinstall whenever pyproject.toml changes. uv (one of the dev dependencies) installs the
# project and its extras from pyproject.toml: about 5 s where pip alone takes 45 s.
UV := $(BIN)/python -m uv pip install --quiet --python $(BIN)/python
$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m uv --version >/dev/null 2>&1 \
	  || $(PYTHON) -m pip --python $(BIN)/python install --quiet 'uv>=0.4' \
	  || { $(BIN)/python -m ensurepip >/dev/null && $(BIN)/python -m pip install --quiet 'uv>=0.4'; }
	$(UV) -e '.[all]' pip
	$(BIN)/python -m ipykernel install --sys-prefix --name python3 >/dev/null
	touch $(STAMP)

venv: $(STAMP)

lab: $(STAMP)
	$(BIN)/jupyter lab --notebook-dir=notebooks $(ROOT_FLAG) $(LAB_ARGS)

lint: $(STAMP)
	$(BIN)/ruff check tabletop_lib tests benchmarks tools

# NICE: `make test` runs the two checks beside the suite at a lower priority.
NICE ?=
typecheck: $(STAMP)
	$(NICE) $(BIN)/mypy

# Two workers on two cores. Since the browser tests share one page (JupyterLab loaded once),
# the CPU stays busy with two: a warm clone's `make test` took 4:16 with two workers against
# 4:44 with three (one more collection and more contention). Each file's tests run on one worker
# (a notebook's cells share a kernel), and the browser tests all on one, with one JupyterLab
# server (tests/conftest.py sets the groups).
pytest: $(STAMP)
	$(BIN)/python -m pytest -n 2 --dist loadfile --nbval-lax -m "not soak" $(PYTEST_ARGS)

# Lint first (it fails in seconds); then the type check and the install check run beside the
# suite (each part's output is printed whole when it ends), at a lower priority: on two cores
# the suite's workers come first, and the checks (about 10 s of CPU each) take the time the
# workers leave idle (a notebook kernel starting, a browser test waiting on its page) instead of
# slowing them. (The install check builds the packages from a copy of the sources, so the
# egg-info here, where the suite reads the games' entry points, is never rewritten under it.)
test: lint
	$(MAKE) --no-print-directory -j 3 --output-sync=target NICE='nice -n 10' \
	  typecheck pytest test-install

# The built wheel, installed without extras in a venv of its own, used from an empty folder.
test-install: $(STAMP)
	$(NICE) $(BIN)/python tools/check_install.py

# JupyterLab driven by Debian's chromium; `make test` runs these too and skips them without it.
test-browser: $(STAMP)
	$(BIN)/python -m pytest -m browser tests/browser tests/games $(PYTEST_ARGS)

soak: $(STAMP)
	$(BIN)/python -m pytest -n 2 -m soak tests $(PYTEST_ARGS)

$(VENV)/.bench: $(STAMP)
	$(UV) -e '.[bench]'
	touch $(VENV)/.bench

bench: $(VENV)/.bench
	$(BIN)/python benchmarks/run.py $(BENCH_ARGS)
	$(BIN)/python benchmarks/stepper_bench.py
	$(BIN)/python benchmarks/browser_bench.py $(BENCH_ARGS)
	$(BIN)/python benchmarks/simulate_bench.py
	$(BIN)/python benchmarks/studies_bench.py $(BENCH_ARGS)
	$(BIN)/python benchmarks/interop_bench.py $(BENCH_ARGS)
	$(BIN)/python benchmarks/agents_bench.py $(BENCH_ARGS)

# The documentation site in build/docs/site: getting started, notebooks executed with their
# widgets' state, rules notes, API reference, benchmarks, changelog; broken references fail it.
# Executing every notebook takes minutes, so `make test` does not run it; `make docs-quick`
# renders the stored outputs (no widgets) to check the pages and references. NOTEBOOKS=01,07
# limits the notebooks.
$(VENV)/.docs: $(STAMP)
	$(UV) -e '.[docs]'
	touch $(VENV)/.docs

docs: $(VENV)/.docs
	$(BIN)/python tools/build_docs.py --notebooks '$(NOTEBOOKS)'

docs-quick: $(VENV)/.docs
	$(BIN)/python tools/build_docs.py --no-execute --notebooks '$(NOTEBOOKS)'

# The strong games shipped with the package (games/<game>/data/corpus_*.csv.gz and their data
# cards): resumable, the finished games are kept in build/corpus; CORPUS_ARGS="--game merlin".
corpus: $(STAMP)
	$(BIN)/python -m tabletop_lib.analysis.corpus --workers 2 $(CORPUS_ARGS)

# Re-execute the notebooks in place after a change that alters their outputs.
notebooks: $(STAMP)
	$(BIN)/python tools/execute_notebooks.py $(NOTEBOOKS)

# The rule book's live examples (data/<game>/rule_examples.json), searched again by play.
rule-examples: $(STAMP)
	$(BIN)/python -m tabletop_lib.core.examples build
	$(BIN)/python -m tabletop_lib.core.examples check

clean:
	rm -rf $(VENV) .venv-install build .pytest_cache .mypy_cache .ruff_cache
