"""Merlin's action texts: every action of the base game and of the modules is declared on the
core action base (its ``verb`` and ``arg``), and ``parse_action`` reads back each shape of text
or says what is wrong with it."""

from __future__ import annotations

import dataclasses

import pytest

from tabletop_lib.core.actions import GameAction
from tabletop_lib.games.merlin import actions as A
from tabletop_lib.games.merlin.game import MerlinGame
from tabletop_lib.games.merlin.modules.arthur.actions import ArthurDieStep, ArthurMerlin
from tabletop_lib.games.merlin.modules.caerleon.actions import CaerleonEvict
from tabletop_lib.games.merlin.modules.knights.actions import AllyAction
from tabletop_lib.games.merlin.modules.morgana.actions import Bewitch, SpendPoison
from tabletop_lib.games.merlin.modules.registry import MODULES


def test_every_action_is_declared_once_on_the_core_base() -> None:
    classes = list(A.ACTIONS.by_verb.values())
    assert set(A.BASE_ACTIONS) | {c for m in MODULES.values() for c in m.actions} == set(classes)
    for cls in classes:
        assert issubclass(cls, GameAction) and dataclasses.is_dataclass(cls)
        assert cls.__str__ is GameAction.__str__, cls.__name__
        params = cls.__dataclass_params__
        assert params.frozen and "__slots__" in cls.__dict__, cls.__name__


@pytest.mark.parametrize(
    "action",
    [
        A.UseDie("knight", 4),
        A.TakeGood("shield", "black"),
        A.PassTurn(),
        ArthurDieStep(-1),
        ArthurMerlin(3),
        ArthurMerlin(-2),
        CaerleonEvict(2, "builder"),
        AllyAction("galahad", "shield:blue"),
        Bewitch(1, 0, 5),
        SpendPoison(-1, 2, 0),
        SpendPoison(1, 2, 0),
    ],
)
def test_each_shape_of_text_reads_back(action: A.Action) -> None:
    assert A.parse_action(str(action)) == action
    assert hash(A.parse_action(str(action))) == hash(action)


def test_the_texts_keep_their_signs_and_the_held_die() -> None:
    texts = [str(a) for a in (ArthurDieStep(1), ArthurMerlin(-2), SpendPoison(-1, 2, 0))]
    assert texts == ["flag-step +1", "arthur-merlin -2", "poison morgana 2 0"]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty Merlin action text"),
        ("dance", "unknown Merlin action 'dance'; verbs are ["),
        ("act now", "'act' takes no argument, got 'now'"),
        ("move", "'move' needs an argument"),
        ("move cw ccw", "'move' takes one argument, got ['cw', 'ccw']"),
        ("take shield", "'take' takes two arguments, got ['shield']"),
        ("die knight", "'die' takes two arguments, got ['knight']"),
        ("die knight four", "'die' takes a kind and a value, got ['knight', 'four']"),
        ("apple -1", "'apple' takes one number, got ['-1']"),
        ("flag-step +2", "'flag-step' takes +1 or -1, got ['+2']"),
        ("flag-step 1", "'flag-step' takes +1 or -1, got ['1']"),
        ("arthur-merlin 2", "'arthur-merlin' takes a signed number of spaces, got ['2']"),
        ("bewitch 1 0", "'bewitch' takes three numbers, got ['1', '0']"),
        ("poison merlin 1 0", "'poison' takes three numbers, got ['merlin', '1', '0']"),
        ("poison 1 morgana 0", "'poison' takes three numbers, got ['1', 'morgana', '0']"),
        (
            "caerleon-evict x builder",
            "'caerleon-evict' takes a player number and a henchman, got ['x', 'builder']",
        ),
    ],
)
def test_a_wrong_text_says_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(ValueError) as info:
        A.parse_action(text)
    assert str(info.value).startswith(message)


def test_the_game_parses_the_same_texts_and_checks_the_names() -> None:
    game = MerlinGame(3, modules=["arthur"])
    assert game.parse_action("arthur-merlin -2") == ArthurMerlin(-2)
    with pytest.raises(ValueError, match="'arthur-merlin' takes a signed number"):
        game.parse_action("arthur-merlin two")
