"""Every notebook's stored outputs fit a laptop's output area (issue "the tutor at a laptop").

JupyterLab at 1280 x 800 with the file browser open leaves an output area of about 848 px.
Each notebook under ``notebooks/`` is opened with its stored outputs (as ``make notebooks``
left them: figures, tables and printed text; widgets need their kernel and are checked by the
other browser tests), and no output may reach past its area: neither its own scroll width nor
any element inside it. A failure names the notebook, the cell, both widths and the output's
first words. All the notebooks' code cells are laid one after the other in one notebook (each
notebook's after a heading cell naming it), opened once: JupyterLab, a kernel and the output
area are loaded once for all of them, and the output area is the same width for every
notebook. Only the outputs are drawn: the markdown cells and the code are left out, as they
cannot widen an output (they took a third of the browser's time here).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jupyterlab_driver as lab
import pytest
from browser_session import NOTEBOOKS, STORED

pytestmark = pytest.mark.browser

PANEL = ".jp-NotebookPanel:not(.lm-mod-hidden)"
"""The notebook on show."""
ALL_NOTEBOOKS = "every_stored_output.ipynb"
"""The notebook holding every notebook's cells, with their stored outputs."""
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




def gather(notebooks: list[Path], target: Path) -> list[tuple[str, int]]:
    """Write one notebook holding the code cells of every notebook in ``notebooks`` with their
    stored outputs (their code left out), each notebook's cells after a markdown cell naming it.
    Returns, for each cell of the result, the notebook and the cell's number there (-1 for a
    heading)."""
    cells: list[dict[str, Any]] = []
    origin: list[tuple[str, int]] = []
    metadata: dict[str, Any] = {}
    for path in notebooks:
        notebook = json.loads(path.read_text(encoding="utf-8"))
        metadata = metadata or notebook.get("metadata", {})
        heading = {"cell_type": "markdown", "metadata": {}, "source": f"# {path.name}"}
        cells.append({**heading, "id": f"n{len(cells)}"})
        origin.append((path.name, -1))
        for number, cell in enumerate(notebook["cells"]):
            if cell["cell_type"] != "code":
                continue  # only outputs are measured: the markdown would only cost drawing
            # The code too: an input area never widens its output area.
            cell.update(id=f"n{len(cells)}", source="")  # ids may repeat across notebooks
            cells.append(cell)
            origin.append((path.name, number))
    combined = {"cells": cells, "metadata": metadata, "nbformat": 4, "nbformat_minor": 5}
    target.write_text(json.dumps(combined), encoding="utf-8")
    return origin


def test_no_stored_output_is_wider_than_the_output_area(
    lab_server: Any, laptop_page: Any
) -> None:
    notebooks = sorted(NOTEBOOKS.glob("*.ipynb"))
    target = lab_server.root / STORED / ALL_NOTEBOOKS
    origin = gather(notebooks, target)
    page = laptop_page
    try:
        lab.show_lab(page, lab_server)
        lab.open_file_browser(page)
        lab.open_in_page(page, f"{STORED}/{ALL_NOTEBOOKS}")
        page.wait_for_selector(f"{PANEL} .jp-Cell")
        lab.wait_for_outputs(page, target)  # they appear after the cells
        checked = page.evaluate(RENDERED, [PANEL])
        wide = page.evaluate(TOO_WIDE, [PANEL])
    finally:
        lab.leave(page)
    too_wide = [
        f"{origin[i][0]}, cell {origin[i][1]}: {width} px in an area of {area} px ({text!r})"
        for i, area, width, text in wide
    ]
    expected = sum(lab.stored_outputs(path) for path in notebooks)
    assert checked == expected > 100, f"{checked} of {expected} outputs rendered"
    assert not too_wide, "outputs wider than the output area:\n" + "\n".join(too_wide)


def test_the_stored_notebooks_are_the_repository_notebooks() -> None:
    names = sorted(p.name for p in NOTEBOOKS.glob("*.ipynb"))
    assert len(names) >= 17 and all(Path(NOTEBOOKS / n).stat().st_size > 0 for n in names)


def test_the_gathered_notebook_keeps_every_output_and_where_it_came_from(tmp_path: Path) -> None:
    def notebook(name: str, cells: list[dict[str, Any]]) -> Path:
        path = tmp_path / name
        path.write_text(json.dumps({"cells": cells, "metadata": {}, "nbformat": 4}))
        return path

    def code(source: str, outputs: int) -> dict[str, Any]:
        out = {"output_type": "display_data", "metadata": {}, "data": {"text/plain": source}}
        return {"cell_type": "code", "source": source, "metadata": {}, "outputs": [out] * outputs}

    text = {"cell_type": "markdown", "source": "Some words", "metadata": {}}
    paths = [notebook("a.ipynb", [text, code("x = 1", 2)]), notebook("b.ipynb", [code("y", 1)])]
    origin = gather(paths, tmp_path / "all.ipynb")
    cells = json.loads((tmp_path / "all.ipynb").read_text())["cells"]
    assert origin == [("a.ipynb", -1), ("a.ipynb", 1), ("b.ipynb", -1), ("b.ipynb", 0)]
    assert [c["cell_type"] for c in cells] == ["markdown", "code", "markdown", "code"]
    assert all(c["source"] == "" for c in cells if c["cell_type"] == "code")
    assert lab.stored_outputs(tmp_path / "all.ipynb") == 3 == sum(map(lab.stored_outputs, paths))
