"""The command line's options, errors, help and short narration (issue 10, section 8)."""

from __future__ import annotations

import argparse
import re
from typing import Any

import pytest
from registered import case, having

from tabletop_lib import ConfigError, load_game
from tabletop_lib.__main__ import build_parser, main
from tabletop_lib.core.options import parse_list_text, parse_option_text
from tabletop_lib.core.registry import game_info, list_games
from tabletop_lib.games.brian_boru.params import MIN_VIKING_CARDS, OPTION_HELP

SPELLINGS = ["arthur", "arthur,morgana", '["arthur"]', "['arthur']", " arthur , morgana "]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize("text", SPELLINGS)
def test_a_list_option_reads_comma_and_json_lists(text: str) -> None:
    names = parse_option_text("modules", text, is_list=True)
    assert names[0] == "arthur"
    assert names == (["arthur", "morgana"] if "morgana" in text else ["arthur"])


def test_comma_list_items_are_read_as_numbers() -> None:
    assert parse_list_text("viking_strengths", "13, 11,12,13") == [13, 11, 12, 13]
    assert parse_list_text("modules", "") == []


def test_a_bracketed_text_that_is_no_list_is_refused_by_name() -> None:
    with pytest.raises(ConfigError, match="modules takes a list"):
        parse_list_text("modules", "[arthur")


def test_scalar_options_read_json_then_python_literals_then_text() -> None:
    assert parse_option_text("x", "true") is True
    assert parse_option_text("x", "False") is False
    assert parse_option_text("x", "None") is None
    assert parse_option_text("x", "3") == 3
    assert parse_option_text("x", "front") == "front"
    assert parse_option_text("x", "any-town-any-card") == "any-town-any-card"


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


BAD_CHOICES: list[tuple[str, dict[str, Any], str]] = [
    (name, options, allowed)
    for name in having("BAD_CHOICES")
    for options, allowed in case(name, "BAD_CHOICES")
]
"""Each game's options given a value outside their choices (``BAD_CHOICES`` in its
``tests/games/<game>/cases.py``)."""


@pytest.mark.parametrize(("game", "options", "allowed"), BAD_CHOICES)
def test_errors_list_the_allowed_values_as_words(
    game: str, options: dict[str, Any], allowed: str
) -> None:
    with pytest.raises(ConfigError) as caught:
        load_game(game, **options)
    message = str(caught.value)
    assert f"must be one of: {allowed} (got 'x')" in message
    assert "('" not in message  # no Python tuple


def _help_texts() -> list[str]:
    parser = build_parser()
    texts = [parser.format_help()]
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            texts.extend(sub.format_help() for sub in action.choices.values())
    return texts


def test_help_has_no_restructuredtext_markup() -> None:
    texts = _help_texts()
    assert len(texts) == 6  # the main parser and its five commands
    for text in texts:
        assert "`" not in text, text


def test_the_rules_command_explains_its_argument() -> None:
    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    rules_help = sub.choices["rules"].format_help()
    game_line = next(line for line in rules_help.splitlines() if line.strip().startswith("game"))
    assert "game name" in game_line


def test_list_marks_the_list_options(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "list")
    assert status == 0
    for name in list_games():
        for option in game_info(name).list_options:
            line = next(line for line in out.splitlines() if f"--option {option}=" in line)
            assert "(a list" in line


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


def test_paladins_draws_are_one_line_each_round(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "play", "paladins", "--players", "3", "--rule-ids")
    assert status == 0, err
    assert "[PA.round.keep-paladin]" not in out
    assert out.count("[PA.round.*-paladin*]") == 7  # seven rounds


def test_a_bad_list_option_is_one_line_with_status_2(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "play", "merlin", "--option", "modules=[arthur")
    assert status == 2
    assert out == ""
    assert err.count("\n") == 1 and "modules takes a list" in err


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


def test_play_narrates_in_words_without_rule_ids(capsys: pytest.CaptureFixture[str]) -> None:
    from tabletop_lib.core.plain import engine_words

    status, out, err = run(capsys, "play", "brian_boru", "--players", "3", "--seed", "2")
    assert status == 0, err
    assert "[BB." not in out and "P0" not in out
    game = load_game("brian_boru", num_players=3)
    assert all(name in out.splitlines()[0] for name in game.player_names)
    assert "(a beginner)" in out.splitlines()[0]
    ids = [w for w in engine_words(out) if w.startswith("BB.")]
    assert ids == [], ids
