"""Every notebook's stored outputs fit a laptop's output area (issue "the tutor at a laptop").

JupyterLab at 1280 x 800 with the file browser open leaves an output area of about 848 px.
Each notebook under ``notebooks/`` is opened with its stored outputs (as ``make notebooks``
left them: figures, tables and printed text; widgets need their kernel and are checked by the
other browser tests), and no output may reach past its area: neither its own scroll width nor
any element inside it. A failure names the notebook, the cell, both widths and the output's
first words. All the notebooks open in turn in one page session (JupyterLab is loaded once), each
in place of the one before; the kernels the page starts are shut down after each notebook.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import jupyterlab_driver as lab
import pytest
from conftest import NOTEBOOKS, STORED

pytestmark = pytest.mark.browser

PANEL = ".jp-NotebookPanel:not(.lm-mod-hidden)"
"""The notebook on show (the page holds one notebook at a time here)."""
TOO_WIDE = """([panel]) => {
    const out = [];
    [...document.querySelectorAll(panel + ' .jp-Cell')].forEach((cell, i) => {
        for (const o of cell.querySelectorAll('.jp-OutputArea-output')) {
            const area = o.getBoundingClientRect();
            let widest = o.scrollWidth;
            for (const e of o.querySelectorAll('*')) {
                const r = e.getBoundingClientRect();
                if (r.width > 0 && r.right > area.right + 1)
                    widest = Math.max(widest, r.right - area.left);
            }
            if (widest > o.clientWidth + 1)
                out.push([i, Math.round(o.clientWidth), Math.round(widest),
                          o.textContent.trim().slice(0, 50)]);
        }
    });
    return out;
}"""
RENDERED = """([panel]) => document.querySelectorAll(panel + ' .jp-OutputArea-output').length"""


CLOSE_SESSIONS = """async () => {
    const xsrf = (document.cookie.match(/_xsrf=([^;]+)/) || [])[1] || '';
    const base = document.querySelector('body').dataset.baseUrl || '/';
    const sessions = await (await fetch(base + 'api/sessions')).json();
    for (const s of sessions)
        await fetch(base + 'api/sessions/' + s.id,
                    {method: 'DELETE', headers: {'X-XSRFToken': xsrf}});
    return sessions.length;
}"""
"""Shut the page's kernels down (as the page itself would: with its XSRF cookie)."""


def test_no_stored_output_is_wider_than_the_output_area(lab_server: Any, browser: Any) -> None:
    page = browser.new_context(viewport=lab.LAPTOP).new_page()
    page.set_default_timeout(lab.TIMEOUT_MS)
    too_wide: list[str] = []
    checked = 0
    page.goto(f"{lab_server.url}/lab?reset")  # one page session for every notebook
    lab.open_file_browser(page)
    for path in sorted(NOTEBOOKS.glob("*.ipynb")):
        lab.open_in_page(page, f"{STORED}/{path.name}")  # in place of the one before
        page.wait_for_selector(f"{PANEL} .jp-Cell")
        lab.wait_for_outputs(page, path)  # they appear after the cells
        checked += page.evaluate(RENDERED, [PANEL])
        too_wide += [
            f"{path.name}, cell {cell}: {wide} px in an area of {area} px ({text!r})"
            for cell, area, wide, text in page.evaluate(TOO_WIDE, [PANEL])
        ]
        page.evaluate(CLOSE_SESSIONS)
    assert checked > 100, f"only {checked} outputs rendered: the notebooks did not open"
    assert not too_wide, "outputs wider than the output area:\n" + "\n".join(too_wide)


def test_the_stored_notebooks_are_the_repository_notebooks() -> None:
    names = sorted(p.name for p in NOTEBOOKS.glob("*.ipynb"))
    assert len(names) >= 17 and all(Path(NOTEBOOKS / n).stat().st_size > 0 for n in names)
