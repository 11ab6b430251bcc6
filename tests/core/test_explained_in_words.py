"""``Explanation.said()``: an explanation as a learner reads it, for every game that names an
action its opening refuses (``REFUSED_ACTION`` in its ``tests/games/<game>/cases.py``)."""

from __future__ import annotations

import pytest
from registered import case, having, shipped, table

import tabletop_lib
from tabletop_lib.core.plain import engine_words
from tabletop_lib.core.rules import rule_name


def test_every_shipped_game_names_a_refused_action() -> None:
    assert set(shipped()) <= set(having("REFUSED_ACTION"))


@pytest.mark.parametrize("game", having("REFUSED_ACTION"))
def test_an_explanation_is_said_without_codes_or_ids(game: str) -> None:
    state = tabletop_lib.load_game(game, num_players=table(game)).new_initial_state(seed=3)
    legal = tabletop_lib.explain(state, state.legal_actions()[0])
    refused = tabletop_lib.explain(state, case(game, "REFUSED_ACTION"))
    assert legal.said().startswith("Allowed: ") and refused.said().startswith("Not allowed: ")
    for e in (legal, refused):
        said = e.said()
        assert said.endswith(f"(Rule: {rule_name(e.rule)})")
        assert e.rule not in said and e.action not in said
        codes = [str(a) for a in state.legal_actions()]
        assert not engine_words(said, codes), engine_words(said, codes)
