"""OptionSwitch: each button loads the game with that reading and shows what it renders."""

from __future__ import annotations

from typing import Any

import ipywidgets as w
import pytest

from tabletop_lib.widgets import OptionSwitch


def tax_line(game: Any) -> str:
    return f"<p>tax {game.new_initial_state(0).tax}</p>"


def test_each_reading_renders_its_game() -> None:
    switch = OptionSwitch("paladins", 3, "tax_supply", ["data", "players-plus-4", 9], tax_line)
    first = switch.content.children[0]
    assert isinstance(first, w.HTML) and first.value == "<p>tax 6</p>"
    switch.buttons.value = "players-plus-4"
    assert switch.content.children[0].value == "<p>tax 7</p>"
    switch.buttons.value = 9
    assert switch.content.children[0].value == "<p>tax 9</p>"
    switch.buttons.value = "data"  # kept, not rendered again
    assert switch.content.children[0] is first


def test_fixed_options_and_the_first_value_shown() -> None:
    calls: list[dict[str, Any]] = []

    def render(game: Any) -> list[str]:
        calls.append(dict(game.options))
        return ["a", "b"]

    switch = OptionSwitch(
        "paladins",
        2,
        "unused_workers",
        ["return", "keep"],
        render,
        value="keep",
        fixed={"tie_break": "shared"},
    )
    assert switch.value == "keep" and len(switch.content.children) == 2
    assert calls[-1]["unused_workers"] == "keep" and calls[-1]["tie_break"] == "shared"


def test_bad_arguments() -> None:
    with pytest.raises(ValueError, match="two values"):
        OptionSwitch("paladins", 3, "tax_supply", ["data"], tax_line)
    with pytest.raises(ValueError, match="label"):
        OptionSwitch("paladins", 3, "tax_supply", ["data", 7], tax_line, labels=["x"])


def test_the_switch_reads_in_words_with_the_option_only_in_tooltips() -> None:
    from tabletop_lib.core.plain import engine_words
    from tabletop_lib.widgets import OptionSwitch

    switch = OptionSwitch("paladins", 3, "favour_duration", ["round", "game"], lambda g: "")
    shown = [switch.buttons.description, *(label for label, _ in switch.buttons.options)]
    assert [label for label, _ in switch.buttons.options] == ["Round", "Game"]
    assert all(engine_words(text) == [] for text in shown), shown
    assert all("favour_duration" in tip for tip in switch.buttons.tooltips)
