"""Re-execute notebooks in place so their stored outputs match the code (``make notebooks``).

    .venv/bin/python tools/execute_notebooks.py [notebooks/NAME.ipynb ...]

Each notebook runs top to bottom in a fresh kernel from its own folder. The widgets' saved
state is dropped: plotly's FigureWidget would store its whole JavaScript bundle (megabytes) in
the notebook, and JupyterLab rebuilds live widgets from the kernel anyway. A failing cell stops
that notebook with its traceback and the script exits 1.

A widget's stored output also carries a plain-text form, which JupyterLab shows when the
notebook is opened without running it: ipywidgets makes it a Python repr
("VBox(children=(HTML(value=..."). It is replaced by a sentence a reader can act on
(:data:`WIDGET_FALLBACK`).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

import nbformat
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError

ROOT = Path(__file__).resolve().parents[1]
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
WIDGET_FALLBACK = "An interactive widget: run the notebook (Run > Run All Cells) to use it."
"""What a widget's output shows before its notebook has run."""


def plain_widget_fallbacks(notebook: Any) -> int:
    """Give every widget output of ``notebook`` :data:`WIDGET_FALLBACK` as its plain text;
    returns how many were changed."""
    changed = 0
    for cell in notebook["cells"]:
        for output in cell.get("outputs", ()):
            data = output.get("data", {})
            if WIDGET_VIEW in data and data.get("text/plain") != WIDGET_FALLBACK:
                data["text/plain"] = WIDGET_FALLBACK
                changed += 1
    return changed


def execute(path: Path) -> None:
    notebook = nbformat.read(path, as_version=4)
    client = NotebookClient(
        notebook,
        timeout=1200,
        kernel_name="python3",
        resources={"metadata": {"path": str(path.parent)}},
        store_widget_state=False,
    )
    client.execute()
    notebook.metadata.pop("widgets", None)
    plain_widget_fallbacks(notebook)
    nbformat.write(notebook, path)


def main(argv: list[str]) -> int:
    paths = [Path(a) for a in argv] or sorted((ROOT / "notebooks").glob("*.ipynb"))
    failed = False
    for path in paths:
        start = time.perf_counter()
        try:
            execute(path)
        except CellExecutionError as exc:
            failed = True
            print(f"{path.name}: FAILED\n{exc}", file=sys.stderr)
            continue
        print(f"{path.name}: {time.perf_counter() - start:.0f} s", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
