"""JupyterLab and headless Chromium for the real-browser tests (``make test-browser``).

Each module gets one JupyterLab server on a free loopback port, serving a temporary root that
holds copies of the notebooks under test, with its own Jupyter config, data and runtime
directories so nothing in the user's home changes what the browser sees. Debian's ``chromium``
is driven by the Python ``playwright`` package (``playwright install`` cannot download browsers
on these machines). Without chromium, playwright or jupyterlab every test here skips.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
ARTIFACTS = REPO / "tests" / "artifacts"
STEPPER_NOTEBOOK = HERE / "stepper_demo.ipynb"
QUICKSTART_NOTEBOOK = REPO / "notebooks" / "01_brian_boru_quickstart.ipynb"

SERVER_START_TIMEOUT_S = 60.0
# The chromium flags that keep a headless run off the network (no background requests, no QUIC,
# no first-run pages), so the test also works on a machine without network access. Playwright
# gives every launch a fresh profile.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
# Lab settings that make the page deterministic: every cell stays in the DOM (no windowing),
# and no "Jupyter news?" toast covers the screenshots.
USER_SETTINGS = {
    "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": {"windowingMode": "none"},
}
PAGE_CONFIG = {"disabledExtensions": {"@jupyterlab/apputils-extension:announcements": True}}

# The stepper fixture is test data for the browser, not a notebook for nbval to run.
collect_ignore = ["stepper_demo.ipynb"]


@dataclass(frozen=True)
class LabServer:
    url: str
    root: Path


@pytest.fixture(scope="session")
def chromium_path() -> str:
    path = shutil.which("chromium")
    if path is None:
        pytest.skip("Debian's chromium is not installed (apt-get install chromium)")
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        pytest.skip("the playwright package is not installed (pip install -e '.[dev]')")
    try:
        import jupyterlab  # noqa: F401
    except ImportError:
        pytest.skip("jupyterlab is not installed (pip install -e '.[lab]')")
    return path


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def _copy_without_outputs(source: Path, target: Path) -> None:
    """Copy a notebook with its stored outputs removed, so the test sees only fresh ones."""
    notebook = json.loads(source.read_text(encoding="utf-8"))
    for cell in notebook["cells"]:
        if cell["cell_type"] == "code":
            cell["outputs"] = []
            cell["execution_count"] = None
    target.write_text(json.dumps(notebook, indent=1), encoding="utf-8")


def _wait_for_lab(url: str, process: subprocess.Popen[bytes], log: Path) -> None:
    deadline = time.monotonic() + SERVER_START_TIMEOUT_S
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(f"JupyterLab exited with {process.returncode}:\n{log.read_text()[-3000:]}")
        try:
            with urllib.request.urlopen(f"{url}/lab", timeout=2) as response:
                if response.status == 200:
                    return
        except (urllib.error.URLError, OSError):
            pass
        time.sleep(0.2)
    pytest.fail(
        f"JupyterLab did not answer /lab in {SERVER_START_TIMEOUT_S} s:\n{log.read_text()[-3000:]}"
    )


def _stop(process: subprocess.Popen[bytes]) -> None:
    """Stop the server and its kernels: they share the process group the server leads."""
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(timeout=5)


@pytest.fixture(scope="module")
def lab_server(chromium_path: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[LabServer]:
    base = tmp_path_factory.mktemp("jupyterlab")
    root, config, data, runtime, ipython = (
        base / name for name in ("root", "config", "data", "runtime", "ipython")
    )
    for directory in (root, config, data, runtime, ipython):
        directory.mkdir()
    for name, settings in USER_SETTINGS.items():
        path = config / "lab" / "user-settings" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(settings), encoding="utf-8")
    (config / "labconfig").mkdir()
    (config / "labconfig" / "page_config.json").write_text(json.dumps(PAGE_CONFIG))
    shutil.copy(STEPPER_NOTEBOOK, root / STEPPER_NOTEBOOK.name)
    if QUICKSTART_NOTEBOOK.exists():
        _copy_without_outputs(QUICKSTART_NOTEBOOK, root / QUICKSTART_NOTEBOOK.name)

    port = _free_port()
    url = f"http://127.0.0.1:{port}"
    env = dict(os.environ)
    env.update(
        JUPYTER_CONFIG_DIR=str(config),
        JUPYTER_DATA_DIR=str(data),
        JUPYTER_RUNTIME_DIR=str(runtime),
        IPYTHONDIR=str(ipython),
        # The project is installed editable; the repo on the path makes sure the kernel
        # imports this checkout whatever is installed.
        PYTHONPATH=os.pathsep.join(p for p in (str(REPO), env.get("PYTHONPATH", "")) if p),
    )
    command = [
        sys.executable, "-m", "jupyterlab",
        "--no-browser",
        "--IdentityProvider.token=",
        "--ServerApp.ip=127.0.0.1",
        f"--ServerApp.port={port}",
        "--ServerApp.port_retries=0",
        f"--ServerApp.root_dir={root}",
        "--ServerApp.terminals_enabled=False",
        "--LabApp.news_url=",
        "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        "--LabApp.extension_manager=readonly",
    ]  # fmt: skip
    if os.geteuid() == 0:
        command.append("--allow-root")
    log = base / "jupyterlab.log"
    with log.open("wb") as log_file:
        process = subprocess.Popen(
            command,
            cwd=root,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=log_file,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    try:
        _wait_for_lab(url, process, log)
        yield LabServer(url=url, root=root)
    finally:
        _stop(process)


@pytest.fixture(scope="module")
def browser(chromium_path: str) -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    playwright = sync_playwright().start()
    try:
        chromium = playwright.chromium.launch(
            executable_path=chromium_path, headless=True, args=CHROMIUM_ARGS
        )
        try:
            yield chromium
        finally:
            chromium.close()
    finally:
        playwright.stop()


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS
