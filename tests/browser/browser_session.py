"""The browser tests' session: one JupyterLab server and one headless Chromium for them all.

Browser tests live in ``tests/browser/`` (those over every game) and in each game's folder
(``tests/games/<game>/test_browser_*.py``, those that drive one game's notebooks); the root
``tests/conftest.py`` offers these fixtures to both. The server (per test session, per worker
under xdist) serves a temporary root that holds a copy of every notebook without its stored
outputs and ``stored/`` with every notebook as ``notebooks/`` holds it (a test writes the
notebooks of its own there),
with its own Jupyter config, data and runtime directories so nothing in the user's home changes
what the browser sees. Debian's ``chromium`` is driven by the Python ``playwright`` package
(``playwright install`` cannot download browsers on these machines). Without chromium,
playwright or jupyterlab every browser test skips.
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
ARTIFACTS = REPO / "tests" / "artifacts"
NOTEBOOKS = REPO / "notebooks"
STORED = "stored"
"""The folder of the served root holding every notebook with its stored outputs."""


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
def chromium_path() -> str:
    """Debian's chromium; the test skips when it, playwright or jupyterlab is missing."""
    missing = lab.missing_tools()
    if missing is not None:
        pytest.skip(missing)
    return str(shutil.which("chromium"))


@pytest.fixture(scope="session")
def lab_server(chromium_path: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """The session's JupyterLab server (see the module's docstring for what it serves)."""
    base = tmp_path_factory.mktemp("jupyterlab")
    root = base / "root"
    root.mkdir()
    stored = root / STORED
    stored.mkdir()
    for notebook in sorted(NOTEBOOKS.glob("*.ipynb")):
        lab.copy_without_outputs(notebook, root / notebook.name)
        shutil.copy(notebook, stored / notebook.name)  # with its stored outputs
    try:
        with lab.lab_server(root, base) as server:
            yield server
    except RuntimeError as exc:
        pytest.fail(str(exc))


@pytest.fixture(scope="session")
def browser(chromium_path: str) -> Iterator[Any]:
    """The session's headless Chromium (each test opens its own context)."""
    with lab.launch_chromium() as chromium:
        yield chromium


@pytest.fixture(scope="session")
def laptop_page(browser: Any) -> Iterator[Any]:
    """The session's page, 1280 x 800 (JupyterLab with its file browser open leaves about 848 px
    of output), in which the browser tests open their notebooks one after the other: JupyterLab
    is loaded into it once (``jupyterlab_driver.show_lab``), and each test leaves it with its
    documents closed and their kernels shut down (``jupyterlab_driver.leave``). Loading
    JupyterLab costs Chromium 2 to 4 CPU-seconds, and the browser tests open about twenty
    notebooks: with one load instead of one per test, Chromium's CPU over them fell from about
    176 to 111 seconds."""
    context = browser.new_context(viewport=lab.LAPTOP)
    page = context.new_page()
    page.set_default_timeout(lab.TIMEOUT_MS)
    yield page
    context.close()


@pytest.fixture(scope="session")
def artifacts() -> Path:
    """The folder the browser tests' screenshots go to."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS
