"""Brian Boru from the command line: Viking strengths as an option, the draft told in one line
per round unless verbose."""

from __future__ import annotations

import pytest

from tabletop_lib import ConfigError, load_game
from tabletop_lib.__main__ import main
from tabletop_lib.games.brian_boru.params import MIN_VIKING_CARDS, OPTION_HELP

SPELLINGS = ["arthur", "arthur,morgana", '["arthur"]', "['arthur']", " arthur , morgana "]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_viking_strengths_from_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(
        capsys, "play", "brian_boru", "--players", "3", "--option", "viking_strengths=0,0,0,0"
    )
    assert status == 0, err
    assert out.count("a Viking card of strength 0 puts 0 raiders") == 3  # one card per round


def test_viking_strengths_help_and_check_agree() -> None:
    text = OPTION_HELP["viking_strengths"]
    assert f"at least {MIN_VIKING_CARDS} non-negative ints" in text
    game = load_game("brian_boru", num_players=4, viking_strengths=[0] * MIN_VIKING_CARDS)
    assert game.params.viking_strengths == (0,) * MIN_VIKING_CARDS  # type: ignore[attr-defined]
    with pytest.raises(ConfigError, match=f"at least {MIN_VIKING_CARDS} non-negative"):
        load_game("brian_boru", num_players=4, viking_strengths=[1] * (MIN_VIKING_CARDS - 1))
    with pytest.raises(ConfigError):
        load_game("brian_boru", num_players=4, viking_strengths=[-1] * MIN_VIKING_CARDS)


def test_play_tells_each_draft_in_one_line_unless_verbose(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, short, err = run(
        capsys, "play", "brian_boru", "--players", "4", "--seed", "1", "--rule-ids"
    )
    assert status == 0, err
    rounds = short.count("[BB.prep.vikings]")
    assert rounds == 4
    draft_lines = [line for line in short.splitlines() if "[BB.draft" in line]
    assert len(draft_lines) == rounds
    assert all(
        line.strip().startswith("[BB.draft.*] Each player is dealt 6") for line in draft_lines
    )
    status, verbose, err = run(
        capsys, "play", "brian_boru", "--players", "4", "--seed", "1", "--verbose", "--rule-ids"
    )
    assert status == 0, err
    assert verbose.count("[BB.draft.pick]") == rounds * 4 * 4  # 4 players pick 2 + 2 cards
    assert len(verbose.splitlines()) > len(short.splitlines()) + rounds * 10
    # Everything else is told the same way.
    rest = [line for line in verbose.splitlines() if "[BB.draft" not in line]
    assert rest == [line for line in short.splitlines() if "[BB.draft" not in line]
