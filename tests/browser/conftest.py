"""JupyterLab and headless Chromium for the real-browser tests (``make test-browser``).

Each module gets one JupyterLab server on a free loopback port, serving a temporary root that
holds copies of the notebooks under test, with its own Jupyter config, data and runtime
directories so nothing in the user's home changes what the browser sees. Debian's ``chromium``
is driven by the Python ``playwright`` package (``playwright install`` cannot download browsers
on these machines). Without chromium, playwright or jupyterlab every test here skips.
"""

from __future__ import annotations

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
    "10_merlin_rules.ipynb",
)
"""Notebooks the browser tests open (copied without their stored outputs)."""

# The stepper fixture is test data for the browser, not a notebook for nbval to run.
collect_ignore = ["stepper_demo.ipynb"]


@pytest.fixture(scope="session")
def chromium_path() -> str:
    missing = lab.missing_tools()
    if missing is not None:
        pytest.skip(missing)
    return str(shutil.which("chromium"))


@pytest.fixture(scope="module")
def lab_server(chromium_path: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    base = tmp_path_factory.mktemp("jupyterlab")
    root = base / "root"
    root.mkdir()
    shutil.copy(STEPPER_NOTEBOOK, root / STEPPER_NOTEBOOK.name)
    for name in SERVED_NOTEBOOKS:
        if (NOTEBOOKS / name).exists():
            lab.copy_without_outputs(NOTEBOOKS / name, root / name)
    try:
        with lab.lab_server(root, base) as server:
            yield server
    except RuntimeError as exc:
        pytest.fail(str(exc))


@pytest.fixture(scope="module")
def browser(chromium_path: str) -> Iterator[Any]:
    with lab.launch_chromium() as chromium:
        yield chromium


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS
