"""JupyterLab in headless Chromium, shared by the browser tests and ``benchmarks/browser_bench.py``.

``lab_server(root, base)`` starts one JupyterLab server on a free loopback port, serving
``root``, with its own Jupyter config, data and runtime directories under ``base`` so nothing in
the user's home changes what the browser sees. ``launch_chromium()`` starts Debian's
``chromium`` through the Python ``playwright`` package (``playwright install`` cannot download
browsers on these machines). The page helpers open a notebook, run it all, and find the
stepper's controls.
"""

from __future__ import annotations

import contextlib
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
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
SERVER_START_TIMEOUT_S = 60.0
TIMEOUT_MS = 60_000  # generous: under `make test` the other xdist worker shares the CPU

# Flags that keep a headless run off the (closed) network and quiet; every launch gets a fresh
# profile from playwright.
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

LAPTOP = {"width": 1280, "height": 800}
"""A laptop's viewport: JupyterLab with its file browser open leaves about 960 px of output."""

OUTPUT = ".jp-OutputArea-output"
ERROR_OUTPUT = f'{OUTPUT}[data-mime-type="application/vnd.jupyter.stderr"]'

# Every code cell has run (a number in its prompt) or one of them failed (Run All stops there).
ALL_CELLS_RAN = """([errorSelector]) => {
    const errors = [...document.querySelectorAll(errorSelector)];
    if (errors.some(e => e.textContent.includes('Traceback'))) return true;
    const prompts = [...document.querySelectorAll('.jp-Notebook .jp-CodeCell .jp-InputPrompt')];
    return prompts.length > 0 && prompts.every(p => /^\\[\\d+\\]:$/.test(p.textContent.trim()));
}"""


@dataclass(frozen=True)
class LabServer:
    url: str
    root: Path


def missing_tools() -> str | None:
    """Why the browser cannot be driven here, or None when everything is installed."""
    if shutil.which("chromium") is None:
        return "Debian's chromium is not installed (apt-get install chromium)"
    for module, extra in (("playwright.sync_api", "dev"), ("jupyterlab", "lab")):
        try:
            __import__(module)
        except ImportError:
            return f"{module.split('.')[0]} is not installed (pip install -e '.[{extra}]')"
    return None


def copy_without_outputs(source: Path, target: Path) -> None:
    """Copy a notebook with its stored outputs removed, so the browser sees only fresh ones."""
    notebook = json.loads(source.read_text(encoding="utf-8"))
    for cell in notebook["cells"]:
        if cell["cell_type"] == "code":
            cell["outputs"] = []
            cell["execution_count"] = None
    target.write_text(json.dumps(notebook, indent=1), encoding="utf-8")


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def _wait_for_lab(url: str, process: subprocess.Popen[bytes], log: Path) -> None:
    deadline = time.monotonic() + SERVER_START_TIMEOUT_S
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(
                f"JupyterLab exited with {process.returncode}:\n{log.read_text()[-3000:]}"
            )
        try:
            with urllib.request.urlopen(f"{url}/lab", timeout=2) as response:
                if response.status == 200:
                    return
        except (urllib.error.URLError, OSError):
            pass
        time.sleep(0.2)
    raise RuntimeError(
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


@contextmanager
def lab_server(root: Path, base: Path, repo: Path = REPO) -> Iterator[LabServer]:
    """A JupyterLab server on ``root``; its config and runtime directories live in ``base``.

    Its kernels import tabletop_lib from ``repo`` (this checkout unless told otherwise)."""
    config, data, runtime, ipython = (base / n for n in ("config", "data", "runtime", "ipython"))
    for directory in (root, config, data, runtime, ipython):
        directory.mkdir(parents=True, exist_ok=True)
    for name, settings in USER_SETTINGS.items():
        path = config / "lab" / "user-settings" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(settings), encoding="utf-8")
    (config / "labconfig").mkdir(exist_ok=True)
    (config / "labconfig" / "page_config.json").write_text(json.dumps(PAGE_CONFIG))

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
        PYTHONPATH=os.pathsep.join(p for p in (str(repo), env.get("PYTHONPATH", "")) if p),
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
        # window.jupyterapp: a test may open documents in the running page (no reload)
        "--LabApp.expose_app_in_browser=True",
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


@contextmanager
def launch_chromium() -> Iterator[Any]:
    """Headless Debian chromium, driven by playwright."""
    from playwright.sync_api import sync_playwright

    path = shutil.which("chromium")
    playwright = sync_playwright().start()
    try:
        chromium = playwright.chromium.launch(
            executable_path=path, headless=True, args=CHROMIUM_ARGS
        )
        try:
            yield chromium
        finally:
            chromium.close()
    finally:
        playwright.stop()


def wait_for_kernel(lab: LabServer, notebook: str) -> None:
    """Wait until the server has an idle kernel for the notebook with the page connected to it.

    The page's own kernel indicator reads "idle" before any kernel exists, and Run All with
    no kernel yet opens a "Select Kernel" dialog instead of running.
    """
    deadline = time.monotonic() + TIMEOUT_MS / 1000
    sessions: list[dict[str, Any]] = []
    while time.monotonic() < deadline:
        with urllib.request.urlopen(f"{lab.url}/api/sessions", timeout=5) as response:
            sessions = json.load(response)
        for session in sessions:
            kernel = session.get("kernel") or {}
            if (
                session.get("path") == notebook
                and kernel.get("execution_state") == "idle"
                and kernel.get("connections", 0) >= 1
            ):
                return
        time.sleep(0.2)
    raise TimeoutError(f"no idle, connected kernel for {notebook}; sessions: {sessions}")


LAB_READY = "() => window.jupyterapp !== undefined && !document.querySelector('.jp-Dialog')"
"""Whether the page shows JupyterLab with no dialog open (its documents can be closed)."""


def show_lab(page: Any, lab: LabServer) -> None:
    """JupyterLab in the page with no document open: the page already showing it closes its
    documents (unsaved); another page loads it. Loading JupyterLab costs Chromium 2 to 4
    CPU-seconds; the browser tests open about twenty notebooks, one after the other, in the
    session's one page (``laptop_page``)."""
    showing = page.url.startswith(f"{lab.url}/lab") and page.evaluate(LAB_READY)
    if showing:
        page.evaluate(CLOSE_DOCUMENTS)
    else:
        page.goto(f"{lab.url}/lab?reset")


def open_and_run_all(page: Any, lab: LabServer, notebook: str, *, at_its_url: bool = False) -> None:
    """Open a notebook in JupyterLab, wait for its kernel, then Run > Run All Cells. The
    notebook opens in the JupyterLab the page shows, or, ``at_its_url``, in JupyterLab loaded
    afresh at the notebook's own address (``/lab/tree/<notebook>``): what a test that reloads
    the page needs, as a reload reopens what the address names (the layout JupyterLab saves
    on the server may not hold the notebook yet)."""
    import re

    if at_its_url:
        with contextlib.suppress(Exception):  # a page still showing an earlier test's notebook
            page.evaluate(CLOSE_DOCUMENTS)
        page.goto(f"{lab.url}/lab/tree/{notebook}?reset")
    else:
        show_lab(page, lab)
        open_in_page(page, notebook)
    wait_for_kernel(lab, notebook)
    page.wait_for_selector(".jp-Notebook-ExecutionIndicator[data-status='idle']")
    page.locator(".lm-MenuBar-itemLabel", has_text=re.compile(r"^Run$")).click()
    page.locator(".lm-Menu-item[data-command='runmenu:run-all']").click()


# Close every document in the page's main area (without asking to save), then open ``path`` in
# it as a notebook: the next document in the same page session, without loading the page again.
OPEN_IN_PAGE = """async ([path]) => {
    const app = window.jupyterapp;
    await app.restored;
    for (const widget of [...app.shell.widgets('main')]) widget.dispose();
    await app.commands.execute('docmanager:open', {path, factory: 'Notebook'});
}"""


def open_in_page(page: Any, path: str) -> None:
    """Open the notebook ``path`` (relative to the server's root) in the page already showing
    JupyterLab, in place of the documents open there (:data:`OPEN_IN_PAGE`)."""
    page.wait_for_function("() => window.jupyterapp !== undefined")
    page.evaluate(OPEN_IN_PAGE, [path])


# Close every document in the page's main area without asking (nothing is saved).
CLOSE_DOCUMENTS = """async () => {
    const app = window.jupyterapp;
    if (app) for (const widget of [...app.shell.widgets('main')]) widget.dispose();
}"""


# Close the page's documents unsaved, and shut down the kernels of the notebooks among them (as
# the page itself would: with its XSRF cookie); the documents' paths are returned.
CLOSE_AND_SHUT_DOWN = """async () => {
    const app = window.jupyterapp;
    const paths = [];
    for (const widget of [...app.shell.widgets('main')]) {
        if (widget.context?.path) paths.push(widget.context.path);
        widget.dispose();
    }
    const xsrf = (document.cookie.match(/_xsrf=([^;]+)/) || [])[1] || '';
    const base = document.querySelector('body').dataset.baseUrl || '/';
    const sessions = await (await fetch(base + 'api/sessions')).json();
    for (const s of sessions.filter(s => paths.includes(s.path)))
        await fetch(base + 'api/sessions/' + s.id,
                    {method: 'DELETE', headers: {'X-XSRFToken': xsrf}});
    return paths;
}"""


def leave(page: Any) -> None:
    """Leave JupyterLab in the session's shared page (``laptop_page``) with its documents
    closed unsaved and their kernels shut down, so nothing of the test runs on; the next test
    opens its notebook in the JupyterLab already loaded (:func:`show_lab`). A page left with a
    dialog open, or not showing JupyterLab, is blanked instead (the next test loads JupyterLab
    afresh)."""
    try:
        closed = page.evaluate(LAB_READY)
        if closed:
            page.evaluate(CLOSE_AND_SHUT_DOWN)
    except Exception:  # a page that never showed JupyterLab, or broke
        closed = False
    if not closed:
        page.goto("about:blank")


@contextmanager
def page_errors(page: Any) -> Iterator[list[str]]:
    """The script errors the page raises while the block runs (its listener removed after, as
    the page outlives the test)."""
    errors: list[str] = []

    def record(error: Any) -> None:
        errors.append(str(error))

    page.on("pageerror", record)
    try:
        yield errors
    finally:
        page.remove_listener("pageerror", record)


def open_file_browser(page: Any) -> None:
    """Open JupyterLab's left side bar on the file browser, as a learner has it."""
    page.wait_for_selector(".jp-SideBar.jp-mod-left")
    if page.locator("#filebrowser:visible").count() == 0:
        page.locator(".jp-SideBar.jp-mod-left [data-id='filebrowser']").click()
    page.wait_for_selector("#filebrowser", state="visible")


# What does not fit in a stepper's controls column: an action label wider than the action list
# (cut at its right edge), or a list or text box reaching past the column.
CONTROLS_OVERFLOW = """(stepper) => {
    const select = stepper.querySelector('select');
    if (!select) return ['no action list'];
    const column = select.closest('.widget-vbox').getBoundingClientRect();
    const out = [...select.options].filter(o => o.scrollWidth > select.clientWidth + 1)
        .map(o => 'label cut: ' + o.textContent);
    for (const e of stepper.querySelectorAll('select, input')) {
        const right = e.getBoundingClientRect().right;
        if (right > column.right + 0.5) out.push(`${e.tagName} ${right - column.right} px past`);
    }
    return out;
}"""
STATUS = f"{OUTPUT} .widget-html-content"
# Bring the (last) board figure to the top of the notebook's scroll area, as a person would.
SCROLL_TO_FIGURE = """(selector) => {
    const figures = document.querySelectorAll(selector);
    figures[figures.length - 1]?.scrollIntoView({block: 'start'});
}"""
FIGURE = f"{OUTPUT} .js-plotly-plot"

# Click a button by its text; resolve once the stepper's status shows another step and, when
# the figure changed, plotly has drawn it after the click. Milliseconds, -1 on a time-out.
# The status line says whether the kernel sent the figure anything (data-stepper-figure); a
# status without that attribute (an older stepper) always waits for plotly.
TIMED_CLICK = """async ([label, statusSelector, plotSelector]) => {
    const buttons = [...document.querySelectorAll('.jp-OutputArea-output button')];
    const button = buttons.find(b => b.textContent.trim() === label);
    if (!button || button.disabled) return null;
    const gd = document.querySelector(plotSelector);
    if (gd && !gd.__clockInstalled) {
        gd.__clockInstalled = true;
        const mark = () => { window.__lastPlot = performance.now(); };
        for (const name of ['plotly_afterplot', 'plotly_restyle', 'plotly_relayout',
                            'plotly_update']) gd.on(name, mark);
    }
    window.__lastPlot = 0;
    const status = () => [...document.querySelectorAll(statusSelector)]
        .find(e => e.dataset.stepperRevision !== undefined
              || e.querySelector('[data-stepper-revision]') !== null);
    const mark = (s) => s.textContent + '/' + (s.dataset.stepperRevision ?? '')
        + (s.querySelector('[data-stepper-revision]')?.dataset.stepperRevision ?? '');
    const before = mark(status());
    const start = performance.now();
    button.click();
    const deadline = start + 20000;
    let seen = null;
    while (performance.now() < deadline) {
        await new Promise(r => setTimeout(r, 0));
        const s = status();
        if (seen === null && s && mark(s) !== before) seen = performance.now();
        if (seen !== null) {
            const flag = s.querySelector('[data-stepper-figure]')?.dataset.stepperFigure;
            if (flag === '0') return seen - start;
            if (window.__lastPlot > start) return Math.max(seen, window.__lastPlot) - start;
        }
    }
    return -1;
}"""


def write_notebook(path: Path, source: str) -> None:
    """Write a one-cell notebook running ``source`` (no outputs) at ``path``."""
    notebook = {
        "cells": [
            {"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [],
             "source": source}
        ],
        "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }  # fmt: skip
    path.write_text(json.dumps(notebook), encoding="utf-8")


# Two animation frames: the page has laid out and painted what the last script changed (a
# scroll, a resize), so a screenshot or a measurement sees it. A wait on the page itself, not a
# fixed time.
PAINTED = """() => new Promise(
    r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))"""


def settle(page: Any) -> None:
    """Wait until the page has painted what the last action changed (:data:`PAINTED`)."""
    page.evaluate(PAINTED)


# The page shows at least n outputs and every image among them has loaded (its width is known).
OUTPUTS_SHOWN = """([n]) => document.querySelectorAll('.jp-OutputArea-output').length >= n
    && [...document.querySelectorAll('.jp-OutputArea-output img')].every(i => i.complete)"""


def stored_outputs(path: Path) -> int:
    """How many output areas JupyterLab shows for a notebook file's stored outputs (a run of
    stream outputs of one name, such as printed lines, is shown as one)."""
    notebook = json.loads(path.read_text(encoding="utf-8"))
    count = 0
    for cell in notebook["cells"]:
        previous = None
        for output in cell.get("outputs", ()):
            stream = output.get("name") if output.get("output_type") == "stream" else None
            count += stream is None or stream != previous
            previous = stream
    return count


def wait_for_outputs(page: Any, path: Path) -> None:
    """Wait until the page shows every stored output of the notebook file ``path`` (they appear
    after its cells) with its images loaded, then until it has painted them."""
    page.wait_for_function(OUTPUTS_SHOWN, arg=[stored_outputs(path)])
    settle(page)
