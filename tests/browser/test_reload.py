"""After a page reload with the kernel running, the steppers and the tutor come back.

A one-cell notebook shows a slider, a stepper of the first registered game and a tutor of the
last (two games, when there are two) in the session's
JupyterLab and Chromium. After one Continue the notebook is saved (as JupyterLab's autosave
would) and the page reloaded: JupyterLab asks the kernel for its widgets again. Every output
must show its widget again, with the board drawn and the tutor at the step it had reached;
no output may show a widget's repr ("VBox(children=(Box(…") or "model not found". Before the
figures shared plotly's code (``widgets/plotly_code.py``), the kernel's widgets weighed about
20 MB and none came back.
"""

from __future__ import annotations

import contextlib
import re
from pathlib import Path
from typing import Any

import jupyterlab_driver as lab
import pytest
from registered import shipped

pytestmark = pytest.mark.browser

STEPPER_GAME, TUTOR_GAME = shipped()[0], shipped()[-1]
CELL = f"""import ipywidgets
import tabletop_lib
from tabletop_lib.widgets import GameStepper, Tutor
display(ipywidgets.IntSlider(value=3))
display(GameStepper(tabletop_lib.load_game({STEPPER_GAME!r}, num_players=3), seed=1))
Tutor({TUTOR_GAME!r}, num_players=3, seed=1, opponents="random", keep=False)"""
TUTOR = f"{lab.OUTPUT} .tabletop-tutor"
STATUS = f"{TUTOR} [data-stepper-revision]"
PANEL = ".jp-NotebookPanel:not(.lm-mod-hidden)"
"""The notebook on show: the server is shared, so a reload also restores notebooks other tests
opened, in hidden tabs; only this one's outputs count."""
OUTPUTS_TEXT = f"""() => [...document.querySelectorAll('{PANEL} .jp-OutputArea-output')]
    .map(e => e.innerText)"""
PLOTS_DRAWN = f"""() => [...document.querySelectorAll('{PANEL} .js-plotly-plot')]
    .filter(gd => gd.data && gd.data.length > 0 && gd.querySelector('.main-svg')).length"""
REPR = re.compile(r"\b\w*(Box|Widget|Figure\w*|HTML|Button|Select)\(|model not found|<\w+\.\w+")


def _shown(page: Any) -> tuple[int, str | None, list[str]]:
    """The plots drawn, the tutor's step and the outputs' texts."""
    plots = page.evaluate(PLOTS_DRAWN)
    status = page.locator(STATUS)
    step = status.get_attribute("data-stepper-step") if status.count() else None
    return plots, step, page.evaluate(OUTPUTS_TEXT)


def test_widgets_come_back_after_a_reload(
    lab_server: Any, laptop_page: Any, artifacts: Path
) -> None:
    name = "reload_widgets.ipynb"
    lab.write_notebook(lab_server.root / name, CELL)
    page = laptop_page
    try:
        lab.open_and_run_all(page, lab_server, name, at_its_url=True)
        page.locator(STATUS).wait_for(state="attached")
        # The stepper's board, the tutor's board and its "what changed" map (its tables are HTML)
        page.wait_for_function(f"() => ({PLOTS_DRAWN})() >= 3")
        page.locator(f"{TUTOR} button:visible", has_text="Continue").first.click()
        page.wait_for_function("(s) => document.querySelector(s)?.dataset.stepperStep !== '0'",
                               arg=STATUS)  # fmt: skip
        plots, step, _ = _shown(page)
        page.locator(".lm-MenuBar-itemLabel", has_text=re.compile(r"^File$")).click()
        page.locator(".lm-Menu-item[data-command='docmanager:save']").click()
        page.wait_for_function(
            "() => !document.querySelector('.jp-mod-current .jp-mod-dirty')", timeout=20_000
        )
        page.reload()
        page.locator(".jp-Notebook .jp-OutputArea-output").first.wait_for(state="attached")
        with contextlib.suppress(Exception):  # a time-out: what came back is asserted below
            page.wait_for_function(f"(n) => ({PLOTS_DRAWN})() >= n", arg=plots)
        after_plots, after_step, texts = _shown(page)
        page.screenshot(path=artifacts / "reload_widgets.png")
    finally:
        lab.leave(page)
    shown = [m.group(0) for t in texts for m in REPR.finditer(t)]
    assert not shown, f"a widget shown as text after the reload: {shown}"
    assert len(texts) == 3
    assert after_plots == plots, f"{after_plots} of {plots} figures drawn after the reload"
    assert after_step == step  # the tutor as the learner left it
