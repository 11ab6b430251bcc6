"""Build the documentation site into build/docs/site (``make docs``).

    python tools/build_docs.py [--no-execute] [--notebooks 01,07] [--serve]

The pages are gathered into build/docs/src, never into the repository: docs/index.md (getting
started), docs/rules/*.md, BENCHMARKS.md, CHANGELOG.md, one API page per package (mkdocstrings
reads the docstrings) and the notebooks. Each notebook is executed into the build folder with
its widgets' state stored (nbclient's ``store_widget_state``); that state carries plotly's
JavaScript per figure (tens of MB), which is why the committed notebooks keep none. Each widget
output is then replaced by a static snapshot of what it showed (``tabletop_lib.widgets.snapshot``:
the stepper's board, card and controls as they stood), and each plotly figure is drawn by the
plotly.js the site carries in its own assets, so the pages need no CDN and no kernel.
``--no-execute`` renders the committed outputs as they are (quick; their widgets have no saved
state, so each shows its one-line note). ``mkdocs build --strict`` then fails on any broken
link or reference.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import nbformat
import yaml
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[1]
BUILD = ROOT / "build" / "docs"
SRC = BUILD / "src"

# One API page per package: its title and the modules it documents.
API_PACKAGES = {
    "core": "Core: errors, actions, rules, matches, data",
    "games": "Games",
    "agents": "Agents",
    "analysis": "Analysis: simulations and studies",
    "viz": "Plotly views",
    "widgets": "Notebook widgets",
    "interop": "OpenSpiel and PettingZoo",
}


def modules_of(package: str) -> list[str]:
    """The dotted names of a package's modules, the package itself first, in file order."""
    base = ROOT / "tabletop_lib" / package
    names = []
    for path in sorted(base.rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        if parts[-1] == "__main__" or any(p.startswith("_") and p != "__init__" for p in parts):
            continue
        names.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


def write_api_pages() -> list[dict[str, str]]:
    """An ``api/<package>.md`` page per package with a mkdocstrings block per module."""
    nav = []
    (SRC / "api").mkdir(parents=True)
    for package, title in API_PACKAGES.items():
        blocks = [f"# {title}\n"] + [f"::: {name}\n" for name in modules_of(package)]
        (SRC / "api" / f"{package}.md").write_text("\n".join(blocks), encoding="utf-8")
        nav.append({title: f"api/{package}.md"})
    return nav


def copy_pages() -> list[dict[str, str]]:
    """The hand-written pages: getting started, rules notes, benchmarks, changelog."""
    shutil.copy(ROOT / "docs" / "index.md", SRC / "index.md")
    (SRC / "rules").mkdir()
    rules = []
    for path in sorted((ROOT / "docs" / "rules").glob("*.md")):
        shutil.copy(path, SRC / "rules" / path.name)
        rules.append({path.stem.replace("_", " ").title(): f"rules/{path.name}"})
    for name in ("BENCHMARKS.md", "CHANGELOG.md"):
        shutil.copy(ROOT / name, SRC / name)
    (SRC / "assets").mkdir(exist_ok=True)
    shutil.copy(plotly_js(), SRC / "assets" / "plotly.min.js")
    return rules


def execute(source: Path, target: Path) -> None:
    """Run a notebook from its own folder and write it with its widgets' state."""
    notebook = nbformat.read(source, as_version=4)
    client = NotebookClient(
        notebook,
        timeout=1200,
        kernel_name="python3",
        resources={"metadata": {"path": str(source.parent)}},
        store_widget_state=True,
    )
    # A last cell, removed again, brings each figure widget's saved state up to its figure.
    notebook.cells.append(nbformat.v4.new_code_cell(SYNC_FIGURES))
    client.execute()
    notebook.cells.pop()
    nbformat.write(static_outputs(notebook), target)


SYNC_FIGURES = "from tabletop_lib.widgets.snapshot import sync_figures\nsync_figures();"


WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
PLOTLY = "application/vnd.plotly.v1+json"


def static_outputs(notebook: nbformat.NotebookNode) -> nbformat.NotebookNode:
    """The notebook with every widget output drawn as a static snapshot from its saved state
    and every plotly figure given an HTML rendering; the saved widget state is then dropped
    (the page would otherwise load the widget manager from a CDN)."""
    from tabletop_lib.widgets.snapshot import figure_html, state_html

    widgets = notebook.metadata.pop("widgets", {})
    states = widgets.get(WIDGET_STATE, {}).get("state", {})
    for cell in notebook.cells:
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            view = data.get(WIDGET_VIEW)
            if view is not None and view.get("model_id") in states:
                data["text/html"] = state_html(states, view["model_id"])
            if view is not None:
                del data[WIDGET_VIEW]
            if PLOTLY in data and "text/html" not in data:
                data["text/html"] = figure_html(data[PLOTLY])
    return notebook


def plotly_js() -> Path:
    """The plotly.js bundle of the installed plotly, which the site serves itself."""
    import plotly

    return Path(plotly.__file__).parent / "package_data" / "plotly.min.js"


def notebook_title(path: Path) -> str:
    """The notebook's first heading, or its file name."""
    for cell in nbformat.read(path, as_version=4).cells:
        if cell.cell_type == "markdown":
            for line in cell.source.splitlines():
                if line.startswith("#"):
                    return line.lstrip("# ").strip()
    return path.stem


def gather_notebooks(selected: list[str], run: bool) -> list[dict[str, str]]:
    """Copy (or execute) the chosen notebooks into the build; their navigation entries."""
    (SRC / "notebooks").mkdir()
    nav = []
    for path in sorted((ROOT / "notebooks").glob("*.ipynb")):
        if selected and not any(path.name.startswith(s) for s in selected):
            continue
        target = SRC / "notebooks" / path.name
        start = time.perf_counter()
        if run:
            execute(path, target)
        else:
            nbformat.write(static_outputs(nbformat.read(path, as_version=4)), target)
        size = target.stat().st_size / 1e6
        print(f"{path.name}: {time.perf_counter() - start:.0f} s, {size:.1f} MB", file=sys.stderr)
        nav.append({notebook_title(path): f"notebooks/{path.name}"})
    return nav


def write_config(nav: list[object]) -> Path:
    """mkdocs.yml with the navigation of this build added."""
    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    config.update(nav=nav, docs_dir=str(SRC), site_dir=str(BUILD / "site"))
    path = BUILD / "mkdocs.yml"
    path.write_text(yaml.safe_dump(config, sort_keys=False), encoding="utf-8")
    return path


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-execute", action="store_true", help="render the stored outputs")
    parser.add_argument("--notebooks", default="", help="comma-separated name prefixes")
    parser.add_argument("--serve", action="store_true", help="serve the site after building")
    args = parser.parse_args(argv)
    shutil.rmtree(SRC, ignore_errors=True)
    SRC.mkdir(parents=True)
    selected = [s for s in args.notebooks.split(",") if s]
    nav: list[object] = [{"Getting started": "index.md"}]
    nav.append({"Notebooks": gather_notebooks(selected, run=not args.no_execute)})
    nav.append({"Rules notes": copy_pages()})
    nav.append({"API reference": write_api_pages()})
    nav += [{"Benchmarks": "BENCHMARKS.md"}, {"Changelog": "CHANGELOG.md"}]
    config = write_config(nav)
    path = os.pathsep.join(
        filter(None, [str(ROOT), str(ROOT / "tools"), os.environ.get("PYTHONPATH")])
    )
    env = {**os.environ, "PYTHONPATH": path, "NO_MKDOCS_2_WARNING": "1"}
    command = [
        sys.executable,
        "-m",
        "mkdocs",
        "serve" if args.serve else "build",
        "-f",
        str(config),
    ]
    if not args.serve:
        command.append("--strict")
    return subprocess.run(command, cwd=ROOT, env=env, check=False).returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
