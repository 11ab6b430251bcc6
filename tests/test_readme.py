"""The README's Python tour runs as written (a newcomer's first copy-paste must work), and every
value it shows in a comment beside a ``print`` is what the code prints."""

from __future__ import annotations

import io
import re
from pathlib import Path
from typing import Any

import pytest

README = Path(__file__).resolve().parents[1] / "README.md"
# ``print(x)   # what it prints``: a print alone on its line, its output in the comment.
PRINTED = re.compile(r"^(?P<indent>\s*)print\((?P<args>.*)\)\s+# (?P<shown>.+)$")


def python_blocks() -> list[str]:
    return re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.S)


def instrument(code: str) -> tuple[str, dict[int, str]]:
    """The block with each commented ``print`` recording what it prints, and the shown values
    by line number."""
    lines, shown = [], {}
    for number, line in enumerate(code.splitlines(), start=1):
        m = PRINTED.match(line)
        if m:
            shown[number] = m.group("shown").strip()
            line = f"{m.group('indent')}__printed__({number}, {m.group('args')})"
        lines.append(line)
    return "\n".join(lines) + "\n", shown


def matches(shown: str, printed: str) -> bool:
    """``...`` in a shown value stands for any text (a long sentence cut short)."""
    pattern = ".*".join(re.escape(part) for part in shown.split("..."))
    return re.fullmatch(pattern, printed, re.S) is not None


def test_readme_has_a_python_tour() -> None:
    assert python_blocks(), "the README should show the API with a runnable example"
    assert sum(len(instrument(block)[1]) for block in python_blocks()) >= 5


@pytest.mark.parametrize("index", range(len(python_blocks())))
def test_readme_example_runs_and_prints_what_it_shows(
    index: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # the tour saves a match file
    code, shown = instrument(python_blocks()[index])
    printed: dict[int, str] = {}

    def record(number: int, *args: Any, **kwargs: Any) -> None:
        out = io.StringIO()
        print(*args, file=out, **kwargs)
        printed[number] = out.getvalue().strip()
        print(*args, **kwargs)

    namespace = {"__name__": "readme", "__printed__": record}
    exec(compile(code, f"README.md[python block {index}]", "exec"), namespace)
    wrong = {
        n: (shown[n], printed.get(n))
        for n in shown
        if n not in printed or not matches(shown[n], printed[n])
    }
    assert not wrong, f"README block {index}: line -> (shown, printed): {wrong}"


def test_the_shown_value_check_can_fail() -> None:
    code, shown = instrument("print(1 + 1)   # 3\n")
    assert shown == {1: "3"} and "__printed__(1, 1 + 1)" in code
    assert not matches("3", "2")
    assert matches("Start in ... first disc", "Start in Derry: first disc")
