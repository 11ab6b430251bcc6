"""``tabletop tutor``: the tutor as a page of its own, served by Voila and used in Chromium at
1280x800 as a learner who has never seen Jupyter would use it: the board and the decision in
view together, a click answered, no code on the page."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import jupyterlab_driver as lab
import pytest

from tabletop_lib.widgets.tutor_page import voila_command, write_page

pytestmark = pytest.mark.browser
REPO = Path(__file__).resolve().parents[2]
ARTIFACTS = REPO / "tests" / "artifacts"


@pytest.fixture(scope="module")
def voila_url(chromium_path: str) -> Iterator[str]:
    pytest.importorskip("voila")
    with tempfile.TemporaryDirectory(prefix="tutor-page-") as folder:
        page = write_page(Path(folder), "brian_boru", 3, 0)
        port = lab._free_port()
        env = {**os.environ, "TABLETOP_TUTOR_DIR": str(Path(folder) / "saved")}
        log = Path(folder) / "voila.log"
        with log.open("wb") as out:
            process = subprocess.Popen(
                voila_command(page, port, open_browser=False), cwd=folder, env=env,
                stdout=out, stderr=subprocess.STDOUT, start_new_session=True,
            )  # fmt: skip
        url = f"http://127.0.0.1:{port}/"
        try:
            deadline = time.monotonic() + lab.TIMEOUT_MS / 1000
            while True:
                try:
                    with urllib.request.urlopen(url, timeout=5):
                        break
                except OSError:
                    if process.poll() is not None or time.monotonic() > deadline:
                        raise RuntimeError(log.read_text(errors="replace")) from None
                    time.sleep(0.3)
            yield url
        finally:
            lab._stop(process)


def _in_view(page: Any, selector: str) -> bool:
    box = page.locator(selector).first.bounding_box()
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 800


def test_the_tutor_page_plays_in_a_browser(voila_url: str) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with lab.launch_chromium() as chromium:
        page = chromium.new_page(viewport={"width": 1280, "height": 800})
        page.goto(voila_url, timeout=lab.TIMEOUT_MS)
        continue_button = page.locator("button", has_text="Continue").first
        continue_button.wait_for(state="visible", timeout=lab.TIMEOUT_MS)
        page.screenshot(path=str(ARTIFACTS / "tutor_page_start.png"))
        text = page.inner_text("body")
        assert "Welcome to Brian Boru" in text and "import" not in text
        assert _in_view(page, ".plotly") and _in_view(page, "button:has-text('Continue')")
        status = page.locator("[data-stepper-revision]").first
        before = status.get_attribute("data-stepper-revision")
        continue_button.click()
        page.wait_for_function(
            "r => document.querySelector('[data-stepper-revision]')"
            ".getAttribute('data-stepper-revision') !== r",
            arg=before,
            timeout=lab.TIMEOUT_MS,
        )
        choose = page.locator("button", has_text="Choose").first
        for _ in range(6):  # read each moment until the learner's first decision
            if choose.is_visible():
                break
            page.locator("button", has_text="Continue").first.click()
            page.wait_for_timeout(400)
        assert choose.is_visible()
        assert _in_view(page, "button:has-text('Choose')") and _in_view(page, ".plotly")
        page.screenshot(path=str(ARTIFACTS / "tutor_page_decision.png"))


def test_the_command_line_names_the_missing_extra_or_serves(tmp_path: Path) -> None:
    """``tabletop tutor`` with an unknown game answers in one line, exit status 2."""
    out = subprocess.run(
        [sys.executable, "-m", "tabletop_lib", "tutor", "chess", "--no-browser"],
        capture_output=True, text=True, cwd=tmp_path, timeout=120,
    )  # fmt: skip
    assert out.returncode == 2 and "unknown game 'chess'" in out.stderr
