"""The README's Python tour runs as written (a newcomer's first copy-paste must work)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

README = Path(__file__).resolve().parents[1] / "README.md"


def python_blocks() -> list[str]:
    return re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.S)


def test_readme_has_a_python_tour() -> None:
    assert python_blocks(), "the README should show the API with a runnable example"


@pytest.mark.parametrize("index", range(len(python_blocks())))
def test_readme_example_runs(index: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # the tour saves a match file
    code = python_blocks()[index]
    exec(compile(code, f"README.md[python block {index}]", "exec"), {"__name__": "readme"})
