"""The command line's options, errors, help and short narration (issue 10, section 8)."""

from __future__ import annotations

import argparse
from typing import Any

import pytest
from registered import case, having, table

from tabletop_lib import ConfigError, load_game
from tabletop_lib.__main__ import build_parser, main
from tabletop_lib.core.options import parse_list_text, parse_option_text
from tabletop_lib.core.registry import game_info, list_games

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


@pytest.mark.parametrize("name", having("RULE_PREFIX"))
def test_play_narrates_in_words_without_rule_ids(
    name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    from tabletop_lib.core.plain import engine_words

    players = table(name)
    status, out, err = run(capsys, "play", name, "--players", str(players), "--seed", "2")
    assert status == 0, err
    prefix = case(name, "RULE_PREFIX")
    assert f"[{prefix}" not in out and "P0" not in out
    game = load_game(name, num_players=players)
    assert all(player in out.splitlines()[0] for player in game.player_names)
    assert "(a beginner)" in out.splitlines()[0]
    ids = [w for w in engine_words(out) if w.startswith(prefix)]
    assert ids == [], ids
