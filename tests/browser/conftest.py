"""JupyterLab and headless Chromium for the real-browser tests (``make test-browser``).

One JupyterLab server per test session (per worker under xdist) on a free loopback port, shared
by every browser test, serving a temporary root that holds copies of the notebooks under test,
with its own Jupyter config, data and runtime directories so nothing in the user's home changes
what the browser sees. Debian's ``chromium``
is driven by the Python ``playwright`` package (``playwright install`` cannot download browsers
on these machines). Without chromium, playwright or jupyterlab every test here skips.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import jupyterlab_driver as lab
import pytest

REPO = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
ARTIFACTS = REPO / "tests" / "artifacts"
STEPPER_NOTEBOOK = HERE / "stepper_demo.ipynb"
NOTEBOOKS = REPO / "notebooks"
SERVED_NOTEBOOKS = (
    "01_brian_boru_quickstart.ipynb",
    "02_brian_boru_rules.ipynb",
    "13_paladins_rules.ipynb",
)
"""Notebooks the browser tests open (copied without their stored outputs)."""
MERLIN_TUTORIAL = "10_merlin_rules.ipynb"
MERLIN_FIRST_SECTIONS = "10_merlin_rules_sections_1_and_7.ipynb"
"""The Merlin tutorial's opening cells with its sections 1 (setup, the first stepper) and 7
(the manual's build example): the browser test runs these, not the whole tutorial, which
``make test`` executes with nbval anyway."""
MERLIN_SECTIONS = ("## 1.", "## 7.")
STORED = "stored"
"""The folder of the served root holding every notebook with its stored outputs."""

# The stepper fixture is test data for the browser, not a notebook for nbval to run.
collect_ignore = ["stepper_demo.ipynb"]


@pytest.fixture(scope="session")
def chromium_path() -> str:
    missing = lab.missing_tools()
    if missing is not None:
        pytest.skip(missing)
    return str(shutil.which("chromium"))


def copy_sections(source: Path, target: Path, headings: tuple[str, ...]) -> None:
    """Copy a notebook's cells before its first ``## `` heading and the sections whose heading
    starts with one of ``headings`` (each up to the next ``## `` heading), without outputs."""
    lab.copy_without_outputs(source, target)
    notebook = json.loads(target.read_text(encoding="utf-8"))
    kept, keep = [], True
    for cell in notebook["cells"]:
        text = "".join(cell["source"])
        if cell["cell_type"] == "markdown" and text.startswith("## "):
            keep = text.startswith(headings)
        if keep:
            kept.append(cell)
    notebook["cells"] = kept
    target.write_text(json.dumps(notebook, indent=1), encoding="utf-8")


@pytest.fixture(scope="session")
def lab_server(chromium_path: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    base = tmp_path_factory.mktemp("jupyterlab")
    root = base / "root"
    root.mkdir()
    shutil.copy(STEPPER_NOTEBOOK, root / STEPPER_NOTEBOOK.name)
    for name in SERVED_NOTEBOOKS:
        if (NOTEBOOKS / name).exists():
            lab.copy_without_outputs(NOTEBOOKS / name, root / name)
    if (NOTEBOOKS / MERLIN_TUTORIAL).exists():
        copy_sections(NOTEBOOKS / MERLIN_TUTORIAL, root / MERLIN_FIRST_SECTIONS, MERLIN_SECTIONS)
    stored = root / STORED
    stored.mkdir()
    for notebook in sorted(NOTEBOOKS.glob("*.ipynb")):  # with their stored outputs
        shutil.copy(notebook, stored / notebook.name)
    try:
        with lab.lab_server(root, base) as server:
            yield server
    except RuntimeError as exc:
        pytest.fail(str(exc))


@pytest.fixture(scope="session")
def browser(chromium_path: str) -> Iterator[Any]:
    with lab.launch_chromium() as chromium:
        yield chromium


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS
