"""Nothing in the repository points outside it (issue 10, section 7).

A clone has no sibling folders and none of the paths of the machine the project was built on, so
no tracked text file (code, data, documentation, notebooks with their stored outputs) may name
them. The first test checks the repository; the others show that the check can fail, and that it
still lists the files without git.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from repo_text import REPO, notebook_output_references, outside_references, tracked_files

SIBLING = "../" + "shared"  # spelt in two parts so that this file stays clean itself


def test_no_tracked_file_refers_outside_the_repository() -> None:
    files = tracked_files()
    assert any(path.name == "README.md" for path in files)
    assert any(path.suffix == ".ipynb" for path in files)
    found = outside_references(files)
    assert not found, "references outside the repository:\n" + "\n".join(found)


def test_no_stored_notebook_output_refers_outside_the_repository() -> None:
    """Outputs echo the code and data they came from: once those are clean, re-executing the
    notebook (jupyter nbconvert --to notebook --execute --inplace NOTEBOOK) cleans its output."""
    found = notebook_output_references(tracked_files())
    assert not found, "stored outputs to re-execute:\n" + "\n".join(found)


def test_the_check_names_file_and_line_of_every_kind_of_reference(tmp_path: Path) -> None:
    bad = tmp_path / "notes.md"
    bad.write_text(
        "\n".join(
            [
                "clean line",
                f"see {SIBLING}/STYLE.md",
                "the " + "shared/" + "reference/merlin.md note",
                "open " + "/" + "work/wt/x.py",
                "`" + "/" + "home/user/file`",
                "(" + "/" + "tmp/out.json)",
                "cd " + "/" + "root/project",
                "a web address https://example.org" + "/" + "home/index.html is fine",
                "so is a relative path docs/rules/merlin.md",
            ]
        ),
        encoding="utf-8",
    )
    binary = tmp_path / "image.png"
    binary.write_bytes(b"\0" + SIBLING.encode())
    found = outside_references([bad, binary], root=tmp_path)
    lines = [entry.split(": ", 1)[0] for entry in found]
    assert lines == [f"notes.md:{n}" for n in (2, 3, 4, 5, 6, 7)]


def test_the_check_reads_notebook_sources_and_outputs_apart(tmp_path: Path) -> None:
    notebook = tmp_path / "nb.ipynb"
    cells = [
        {"cell_type": "markdown", "source": ["# Title\n", "clean\n"]},
        {"cell_type": "code", "source": ["x = 1\n", f"open('{SIBLING}/a.txt')\n"], "outputs": []},
        {"cell_type": "code", "source": "print(x)", "outputs": [{"text": [f"{SIBLING}/b\n"]}]},
    ]
    notebook.write_text(json.dumps({"cells": cells}), encoding="utf-8")
    sources = outside_references([notebook], root=tmp_path)
    assert [entry.split(": ", 1)[0] for entry in sources] == ["nb.ipynb[cell 1]:2"]
    outputs = notebook_output_references([notebook], root=tmp_path)
    assert [entry.split(": ", 1)[0] for entry in outputs] == ["nb.ipynb[cell 2 output]:1"]


def test_files_are_listed_without_git(tmp_path: Path) -> None:
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "code.py").write_text(f"# {SIBLING}\n", encoding="utf-8")
    (tmp_path / ".venv").mkdir()
    (tmp_path / ".venv" / "lib.py").write_text(f"# {SIBLING}\n", encoding="utf-8")
    files = tracked_files(tmp_path)  # not a git repository: the tree is walked
    assert files == [tmp_path / "pkg" / "code.py"]
    assert outside_references(files, root=tmp_path) == [f"pkg/code.py:1: ...# {SIBLING}..."]


def test_git_lists_the_tracked_files() -> None:
    try:
        subprocess.run(["git", "rev-parse"], cwd=REPO, capture_output=True, check=True)
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("not a git checkout")
    files = tracked_files()
    assert REPO / "pyproject.toml" in files
    assert not any(".venv" in path.parts for path in files)
