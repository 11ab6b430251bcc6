"""``Explanation.said()``: an explanation as a learner reads it, for all three games."""

from __future__ import annotations

import pytest

import tabletop_lib
from tabletop_lib.core.plain import engine_words
from tabletop_lib.core.rules import rule_name

REFUSED = {"brian_boru": "mark tara", "merlin": "act", "paladins": "keep roland"}


@pytest.mark.parametrize("game", sorted(REFUSED))
def test_an_explanation_is_said_without_codes_or_ids(game: str) -> None:
    state = tabletop_lib.load_game(game, num_players=3).new_initial_state(seed=3)
    legal = tabletop_lib.explain(state, state.legal_actions()[0])
    refused = tabletop_lib.explain(state, REFUSED[game])
    assert legal.said().startswith("Allowed: ") and refused.said().startswith("Not allowed: ")
    for e in (legal, refused):
        said = e.said()
        assert said.endswith(f"(Rule: {rule_name(e.rule)})")
        assert e.rule not in said and e.action not in said
        codes = [str(a) for a in state.legal_actions()]
        assert not engine_words(said, codes), engine_words(said, codes)
