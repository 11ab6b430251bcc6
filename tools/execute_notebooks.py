"""Re-execute notebooks in place so their stored outputs match the code (``make notebooks``).

    .venv/bin/python tools/execute_notebooks.py [notebooks/NAME.ipynb ...]

Each notebook runs top to bottom in a fresh kernel from its own folder. The widgets' saved
state is dropped: plotly's FigureWidget would store its whole JavaScript bundle (megabytes) in
the notebook, and JupyterLab rebuilds live widgets from the kernel anyway. A failing cell stops
that notebook with its traceback and the script exits 1.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import nbformat
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError

ROOT = Path(__file__).resolve().parents[1]


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
