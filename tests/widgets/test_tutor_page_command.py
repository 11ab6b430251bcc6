"""The stand-alone tutor page: its notebook shows the tutor, its Voila command serves it, the
``tutor`` command refuses a game without a tutor (the page itself: tests/browser)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop_lib.__main__ import EXIT_USAGE, main
from tabletop_lib.core.registry import list_games
from tabletop_lib.widgets import tutor_page


@pytest.mark.parametrize("name", list_games())
def test_the_page_notebook_runs_the_game_picker_on_the_game_asked(
    name: str, tmp_path: Path
) -> None:
    path = tutor_page.page_notebook(name, tmp_path)
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    assert len(cells) == 1
    namespace: dict[str, object] = {}
    source = cells[0]["source"].replace("Tutors(", "_page = Tutors(")
    exec(compile(source, "page", "exec"), namespace)
    assert namespace["_page"].picker.value == name  # type: ignore[attr-defined]


def test_the_voila_command_serves_the_notebook_on_the_port_without_its_code(
    tmp_path: Path,
) -> None:
    notebook = tutor_page.page_notebook(None, tmp_path)
    command = tutor_page.voila_command(notebook, 9123, browser=False)
    assert str(notebook) in command and "--port=9123" in command
    assert "--strip_sources=True" in command and "--no-browser" in command
    assert "--no-browser" not in tutor_page.voila_command(notebook, 9123)


def test_the_tutor_command_refuses_a_game_without_a_tutor(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    served: list[tuple[object, ...]] = []
    monkeypatch.setattr(tutor_page, "serve", lambda *args, **kw: served.append(args) or 0)
    assert main(["tutor", "chess"]) == EXIT_USAGE
    err = capsys.readouterr().err
    assert all(name in err for name in list_games()) and not served
    game = list_games()[1]
    assert main(["tutor", game, "--port", "9001", "--no-browser"]) == 0
    assert served == [(game, 9001)]
