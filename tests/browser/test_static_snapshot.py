"""A tutor's static snapshot (what the documentation site shows) in Chromium, offline: the
page loads plotly.js from beside it, draws every figure, asks nothing of any other host, and
fits the 848 px a notebook's output area has at 1280 x 800."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import plotly
import pytest
from registered import shipped

from tabletop_lib.widgets import Tutor
from tabletop_lib.widgets.snapshot import static_html

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("game", shipped())
def test_a_tutor_snapshot_draws_offline(
    game: str, browser: Any, tmp_path: Path, artifacts: Path
) -> None:
    tutor = Tutor(game, num_players=3, seed=4, opponents="random", keep=False)
    for _ in range(4):
        tutor.proceed() if tutor.model.pending is not None else tutor.choose(0)
    shutil.copy(Path(plotly.__file__).parent / "package_data" / "plotly.min.js", tmp_path)
    page_file = tmp_path / "snapshot.html"
    page_file.write_text(
        "<!doctype html><html><head><meta charset='utf-8'><script src='plotly.min.js'></script>"
        f"</head><body style='width:848px;margin:0'>{static_html(tutor.widget)}</body></html>",
        encoding="utf-8",
    )
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    outside: list[str] = []
    errors: list[str] = []
    page.on("request", lambda r: outside.append(r.url) if not r.url.startswith("file:") else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(page_file.as_uri())
        page.wait_for_function(
            "document.querySelectorAll('.js-plotly-plot').length"
            " === document.querySelectorAll('.tabletop-figure').length",
            timeout=20_000,
        )
        drawn = page.evaluate("document.querySelectorAll('.js-plotly-plot .main-svg').length")
        widest = page.evaluate("document.body.firstElementChild.scrollWidth")
        page.screenshot(path=artifacts / f"snapshot_{game}.png")
    finally:
        page.close()
    assert drawn > 0 and not errors and not outside, (drawn, errors, outside)
    assert widest <= 848
