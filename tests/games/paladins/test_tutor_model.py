"""The tutor's model on Paladins: every rule of the game is in play."""

from __future__ import annotations

from tabletop_lib import load_game
from tabletop_lib.core.rules import all_rules
from tabletop_lib.widgets.tutor_model import rules_in_play


def test_every_rule_is_in_play() -> None:
    assert set(rules_in_play(load_game("paladins", num_players=3))) == set(all_rules("PA."))
