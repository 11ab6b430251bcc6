"""Paladins from the command line: a round's Paladin draws in one line, Python spellings of
booleans and None."""

from __future__ import annotations

import pytest

from tabletop_lib.__main__ import main

SPELLINGS = ["arthur", "arthur,morgana", '["arthur"]', "['arthur']", " arthur , morgana "]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_paladins_draws_are_one_line_each_round(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "play", "paladins", "--players", "3", "--rule-ids")
    assert status == 0, err
    assert "[PA.round.keep-paladin]" not in out
    assert out.count("[PA.round.*-paladin*]") == 7  # seven rounds


def test_python_spellings_of_booleans_and_none_work_on_the_command_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    options = ["exclusive_spaces=False", "pay_debt_silver=None", "order_points=5,6,9"]
    argv = ["play", "paladins", "--players", "2"]
    for option in options:
        argv += ["--option", option]
    status, out, err = run(capsys, *argv)
    assert status == 0, err
    assert "for 5 points" in out  # the Order of round 1, from order_points
