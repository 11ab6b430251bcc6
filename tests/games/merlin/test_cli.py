"""Merlin from the command line: every spelling of the modules list, the knights' draft
option, a broken list."""

from __future__ import annotations

import re

import pytest

from tabletop_lib import ConfigError, load_game
from tabletop_lib.__main__ import main

SPELLINGS = ["arthur", "arthur,morgana", '["arthur"]', "['arthur']", " arthur , morgana "]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


SPELLINGS = ["arthur", "arthur,morgana", '["arthur"]', "['arthur']", " arthur , morgana "]


@pytest.mark.parametrize("text", SPELLINGS)
def test_play_accepts_every_spelling_of_modules(
    capsys: pytest.CaptureFixture[str], text: str
) -> None:
    status, out, err = run(capsys, "play", "merlin", "--option", f"modules={text}", "--rule-ids")
    assert status == 0, err
    assert "[ME.arthur." in out
    assert ("[ME.morgana." in out) == ("morgana" in text)


def test_a_module_name_is_never_split_into_letters() -> None:
    with pytest.raises(ConfigError) as caught:
        load_game("merlin", modules="arthur")
    assert "'a', 'r'" not in str(caught.value)
    assert "arthur" in str(caught.value)


def test_the_knights_draft_error_suggests_a_form_that_works(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, _, err = run(capsys, "play", "merlin", "--option", "knights_draft=random")
    assert status == 2
    suggestion = re.search(r"modules=\S+|to modules", err)
    assert suggestion, err
    status, out, err = run(
        capsys,
        "play",
        "merlin",
        "--option",
        "modules=knights",
        "--option",
        "knights_draft=random",
        "--rule-ids",
    )
    assert status == 0, err
    assert "[ME.knights.draft*]" in out


def test_a_bad_list_option_is_one_line_with_status_2(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "play", "merlin", "--option", "modules=[arthur")
    assert status == 2
    assert out == ""
    assert err.count("\n") == 1 and "modules takes a list" in err
