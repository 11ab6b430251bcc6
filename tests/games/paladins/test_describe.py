"""Paladins' actions in plain words (``describe.py``): sentences in seeded states, with the
cards' names, the slots counted from 1, the costs and the rewards; the legal verdicts use them."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from tabletop_lib import load_game
from tabletop_lib.games.paladins import actions as A
from tabletop_lib.games.paladins.constants import T_HIRE
from tabletop_lib.games.paladins.describe import effects
from tabletop_lib.games.paladins.state import PaladinsState

EARLIER_READINGS: dict[str, Any] = {"favour_duration": "game", "inquisition_discard_half": False}


def reach(
    seed: int, wanted: Callable[[PaladinsState, Any], bool], players: int = 3
) -> PaladinsState:
    """The first state of a seeded random game where an action ``wanted`` is legal.

    The seeds were chosen under the earlier readings of two rules (Favours open for the whole
    game, punished players keep their Suspicion); the options keep those games, and so the
    cards the sentences name. The sentences do not depend on the readings."""
    game = load_game("paladins", num_players=players, **EARLIER_READINGS)
    s: PaladinsState = game.new_initial_state(seed)
    chooser = random.Random(seed)
    while not s.is_terminal():
        legal = s.legal_actions()
        if any(wanted(s, a) for a in legal):
            return s
        s.apply_action(legal[chooser.randrange(len(legal))], check=False)
    raise AssertionError(f"seed {seed}: no such action in the whole game")


def of(kind: type) -> Callable[[PaladinsState, Any], bool]:
    return lambda s, a: isinstance(a, kind)


@pytest.mark.parametrize(
    ("wanted", "text", "sentence"),
    [
        (
            of(A.KeepPaladin),
            "keep engelier",
            "Keep Engelier for this round (+1 Faith and +3 Strength once revealed)",
        ),
        (of(A.TopPaladin), "top engelier", "Put Engelier face down on top of the Paladin deck"),
        (
            of(A.TakeTavern),
            "tavern 0",
            "Take the Tavern card in slot 1: a fighter, a merchant and 2 scouts",
        ),
        (of(A.ChooseAction), "act hunt-1", "Hunt with one worker: gain 1 provision"),
        (of(A.AssignWorkers), "workers scout", "Send a scout to the Conspire action"),
        (
            of(A.HireTownsfolk),
            "hire 4",
            "Hire the Missionary from slot 5 free: discard a Suspicion card at once",
        ),
        (
            lambda s, a: isinstance(a, A.HireTownsfolk) and s.target == T_HIRE,
            "hire 1",
            "Hire the Architect from slot 2 for 2 silver: discard a Suspicion card at once",
        ),
        (
            lambda s, a: isinstance(a, A.HireTownsfolk) and s.target == T_HIRE,
            "hire 1 debt",
            "Hire the Architect from slot 2 by taking a Debt: discard a Suspicion card at once",
        ),
        (
            of(A.DiscardTownsfolk),
            "dismiss 1",
            "Dismiss the Defender from slot 2 for 2 silver: gain a labourer and 1 provision",
        ),
        (
            of(A.PlaceMonk),
            "monk r1-1",
            "Put your next monk on space 1 of region 1: gain 1 Influence and hire a Townsfolk free",
        ),
        (
            of(A.PlaceJar),
            "jar j1",
            "Put your next jar on absolve space 1 (Influence 0): gain a labourer and 1 Faith, and "
            "discard a Suspicion card",
        ),
        (
            of(A.AttackOutsider),
            "attack 1",
            "Attack the green Invader in slot 2: gain 1 provision and 1 Influence, and take 1 "
            "silver from the tax supply",
        ),
        (
            of(A.UseFavour),
            "favour 0",
            "Put any worker on the King's Favour “Loan” (position 1) and take a Debt: gain a "
            "scout, a merchant and a fighter",
        ),
        (
            of(A.BuildWorkshop),
            "workshop commission",
            "Move your next workshop onto Commission and gain the labourer beneath it",
        ),
        (
            of(A.ConvertOutsider),
            "convert 0",
            "Convert the blue Mercenary in slot 1 and gain 1 Strength",
        ),
    ],
)
def test_sentences_in_a_seeded_game(
    wanted: Callable[[PaladinsState, Any], bool], text: str, sentence: str
) -> None:
    s = reach(2, wanted)
    action = s.parse_action(text)
    assert action in s.legal_actions()
    assert s.describe_action(action) == sentence
    assert s.check_action(action).reason == f"{s.game.player_names[s.current]} may " + sentence[
        0
    ].lower() + sentence[1:].replace("your", "their")


def test_an_attribute_of_your_choice_says_how_much() -> None:
    s = reach(0, of(A.RaiseAttribute), players=4)
    assert [s.describe_action(a) for a in s.legal_actions()] == [
        "Raise your Faith by 1",
        "Raise your Strength by 1",
        "Raise your Influence by 1",
    ]


def test_effects_add_up_and_read_as_deeds() -> None:
    d = load_game("paladins", num_players=3).data
    jar = d.absolve_spaces[1]
    # The space's "remove a Suspicion" and the Absolve action's own add up to one deed.
    assert effects(d, jar.effects + d.absolve) == "gain 1 Faith and discard 2 Suspicion cards"
    assert effects(d, ()) == "gain nothing"


def test_illegal_and_unknown_actions_get_a_sentence() -> None:
    s = load_game("paladins", num_players=3).new_initial_state(2)
    assert s.describe_action("keep nobody").endswith("has none called 'keep nobody'")
    assert (
        s.describe_action(A.AttackOutsider(9)) == "Attack the Outsider in slot 10, which is empty"
    )
