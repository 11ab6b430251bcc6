"""The "nothing aside" memo (``merlin.sides``) gives the same games as asking every time.

After a neutral action (a die chosen, a figure moved, the action declined) from a position
without side options, the ACTION stage's list and "is anything aside still possible?" are
answered from that position's record. A clone starts without the record, so a clone taken
before each action asks the missions and the modules again: with every module, at 2-4
players, each step must lead both ways to the same position and the same legal actions.
"""

from __future__ import annotations

import random

import pytest

from tabletop_lib.games.merlin import MerlinGame, sides
from tabletop_lib.games.merlin import actions as A
from tabletop_lib.games.merlin.constants import (
    ACTION,
    CHOOSE_DIE,
    GOODS_BLOCK,
    NUM_COLOURS,
)
from tabletop_lib.games.merlin.params import IMPLEMENTED_MODULES
from tabletop_lib.games.merlin.state import MerlinState


def _game(n: int) -> MerlinGame:
    return MerlinGame(n, modules=list(IMPLEMENTED_MODULES))


@pytest.mark.parametrize(("n", "seed"), [(2, 5), (3, 1), (4, 2)])
def test_memo_gives_the_same_steps_as_asking_again(n: int, seed: int) -> None:
    s = _game(n).new_initial_state(seed)
    choose = random.Random(seed).choice
    reused = 0
    while not s.is_terminal():
        acts = s.legal_actions()
        action = choose(acts)
        fresh = s.clone()  # no record: every question is asked again
        s.apply_action(action, check=False)
        fresh.apply_action(action, check=False)
        reused += sides.nothing_aside_here(s)
        assert s.stage == fresh.stage and s.pc == fresh.pc
        assert s.legal_actions() == fresh.legal_actions()
        if s.stage == ACTION or type(action) is A.DeclineAction:
            assert s.to_json() == fresh.to_json()
    assert reused > 20  # the memo did answer, after dice, moves and declines


def _at_die_stage(seed: int = 3) -> MerlinState:
    """The first die stage of a seeded base game with a die to use and no side option."""
    s = MerlinGame(3).new_initial_state(seed)
    choose = random.Random(seed).choice
    while not (
        s.stage == CHOOSE_DIE
        and any(type(a) is A.UseDie for a in s.legal_actions())
        and not sides.side_options(s)
    ):
        s.apply_action(choose(s.legal_actions()), check=False)
    return s


def _give_all_goods(s: MerlinState) -> None:
    p = s.current
    for i in range(GOODS_BLOCK):
        s.goods[p * GOODS_BLOCK + i] = 3
    for c in range(NUM_COLOURS):
        s.influence[p * NUM_COLOURS + c] = 3


def test_forget_legal_actions_drops_the_memo_after_a_hand_edit() -> None:
    s = _at_die_stage()
    s.legal_actions()  # records "nothing aside" for this position
    assert s._aside_none is not None
    _give_all_goods(s)  # now there is a side option
    s.forget_legal_actions()
    assert s._aside_none is None
    die = next(a for a in s.legal_actions() if type(a) is A.UseDie)
    fresh = s.clone()
    s.apply_action(die, check=False)
    fresh.apply_action(die, check=False)
    assert s.legal_actions() == fresh.legal_actions()


def test_a_position_with_side_options_clears_an_earlier_record() -> None:
    s = _at_die_stage()
    s.legal_actions()
    _give_all_goods(s)
    assert sides.side_options(s)  # the edit made a side option
    s.legal_actions()  # asked again at the same position: the record goes
    assert s._aside_none is None


def test_only_neutral_actions_keep_the_record() -> None:
    s = _at_die_stage()
    assert sides._neutral(s, A.DeclineAction())
    assert not sides._neutral(s, A.EndTurn())
    knight = next(a for a in s.legal_actions() if type(a) is A.UseDie and a.kind == "knight")
    s.apply_action(knight, check=False)
    assert sides._neutral(s, A.Move("cw"))
    assert not sides._neutral(s, A.Move("ccw"))  # the reverse flag goes back
    game = _game(3)  # Arthur's black die moves him on his own ring, and only that
    arthur = game.die_kinds[game.die_kind_index["arthur"]]
    assert arthur.move is not None and arthur.moves_only
