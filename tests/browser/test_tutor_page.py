"""``tabletop tutor`` in a real browser: the stand-alone tutor page, served by Voila.

One server for the module: ``python -m tabletop_lib tutor GAME --no-browser`` (the game whose
test folder says ``BROWSER_TUTOR``) on a free port, with the learner's saves in a temporary
folder (``TABLETOP_TUTOR_DIR``). Chromium opens
the page at 1280 x 800 as a learner who has never used Jupyter would: the board and the
*Continue* button are inside the viewport together, no code is shown, and a click on
*Continue* moves the game on (the status line's revision and the card change). Screenshots of
the page before and after the click go to ``tests/artifacts/``.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import jupyterlab_driver as lab
import pytest
from registered import having

pytestmark = pytest.mark.browser

START_TIMEOUT_S = 90
TUTOR = ".tabletop-tutor"
STATUS = f"{TUTOR} [data-stepper-revision]"


def _wait_for(url: str, server: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + START_TIMEOUT_S
    while time.monotonic() < deadline:
        assert server.poll() is None, f"the tutor page exited with {server.returncode}"
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                if response.status == 200:
                    return
        except (urllib.error.URLError, OSError):
            time.sleep(0.3)
    raise RuntimeError(f"the tutor page did not answer in {START_TIMEOUT_S} s")


@pytest.fixture(scope="module")
def page_url(chromium_path: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    if importlib.util.find_spec("voila") is None:
        pytest.skip('the tutor page needs Voila (pip install "tabletop_lib[web]")')
    port = lab._free_port()
    repo = Path(__file__).resolve().parents[2]
    env = {
        **os.environ,
        "TABLETOP_TUTOR_DIR": str(tmp_path_factory.mktemp("tutor-saves")),
        "PYTHONPATH": str(repo),
    }
    command = [sys.executable, "-m", "tabletop_lib", "tutor", having("BROWSER_TUTOR")[0]]
    server = subprocess.Popen(
        [*command, f"--port={port}", "--no-browser"],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,  # the server, Voila and its kernel: one group to stop
    )
    try:
        _wait_for(f"http://127.0.0.1:{port}/", server)
        yield f"http://127.0.0.1:{port}/"
    finally:
        lab._stop(server)


def _inside(page: Any, selector: str) -> bool:
    box = page.locator(selector).first.bounding_box()
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 800


def test_the_page_shows_the_board_and_continue_together_and_a_click_moves_on(
    page_url: str, browser: Any, artifacts: Path
) -> None:
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    try:
        page.goto(page_url)
        page.wait_for_selector(f"{TUTOR} .js-plotly-plot", timeout=120_000)
        continue_button = page.get_by_role("button", name="Continue")
        continue_button.wait_for(state="visible")
        assert _inside(page, f"{TUTOR} .js-plotly-plot") and _inside(
            page, "button:has-text('Continue')"
        )
        assert "import" not in page.inner_text("body"), "the page shows no code"
        page.screenshot(path=str(artifacts / "tutor_page_start.png"))
        revision = page.get_attribute(STATUS, "data-stepper-revision")
        card = page.inner_text(".tabletop-tutor-moment")
        continue_button.click()
        page.wait_for_function(
            "([sel, old]) => document.querySelector(sel)"
            "?.getAttribute('data-stepper-revision') !== old",
            arg=[STATUS, revision],
            timeout=30_000,
        )
        page.wait_for_function(  # the moment's card follows the status line
            "([sel, old]) => document.querySelector(sel)?.innerText !== old",
            arg=[".tabletop-tutor-moment", card],
            timeout=10_000,
        )
        assert page.inner_text(".tabletop-tutor-moment") != card
        page.screenshot(path=str(artifacts / "tutor_page_after_continue.png"))
    finally:
        page.close()
