"""Brian Boru's actions in plain words (``describe.py``): sentences in seeded states, and the
legal verdicts that use them."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from tabletop_lib import load_game
from tabletop_lib.games.brian_boru import actions as A
from tabletop_lib.games.brian_boru.state import BrianBoruState


def reach(seed: int, wanted: Callable[[Any], bool]) -> BrianBoruState:
    """The first state of a seeded random 3-player game where an action ``wanted`` is legal."""
    s: BrianBoruState = load_game("brian_boru", num_players=3).new_initial_state(seed)
    chooser = random.Random(seed)
    while not s.is_terminal():
        legal = s.legal_actions()
        if any(wanted(a) for a in legal):
            return s
        s.apply_action(legal[chooser.randrange(len(legal))], check=False)
    raise AssertionError(f"seed {seed}: no such action in the whole game")


@pytest.mark.parametrize(
    ("kind", "text", "sentence"),
    [
        (
            A.PlaceStartTown,
            "start-town ailech",
            "Start in Grianán of Aileach (Northern Uí Néill) with your first disc",
        ),
        (A.PickCard, "pick 3", "Keep the blue 3 from the pack in your hands"),
        (
            A.PlaceMarker,
            "mark ailech",
            "Mark Grianán of Aileach (Northern Uí Néill) as the red town you contest",
        ),
        (A.PlayCard, "play 10", "Lead the yellow 10 to the trick for Aghadoe (Munster)"),
        (
            A.ChooseSecondary,
            "secondary A",
            "Choose secondary action A of the yellow 7: take 2 coins and pay to expand along a "
            "road",
        ),
        (A.BuyExtra, "buy-extra", "Pay 2 coins for one more disc in the church (you have 4 coins)"),
        (A.Expand, "expand glendalough", "Pay 5 coins to expand by road to Glendalough (Leinster)"),
        (
            A.ChoosePrincess,
            "princess military-support",
            "Choose the Princess's military support: Viking towns count as yours when regions are "
            "claimed and for claim tokens face up at the end",
        ),
        (
            A.SurrenderTown,
            "surrender donaghmore",
            "Give Green's town Donaghmore (Northern Uí Néill) to the Vikings",
        ),
        (A.PlaceMonastery, "monastery drumcliff", "Build a monastery on Drumcliff (Connaught)"),
    ],
)
def test_sentences_in_a_seeded_game(kind: type, text: str, sentence: str) -> None:
    s = reach(1, lambda a: isinstance(a, kind))
    action = s.parse_action(text)
    assert action in s.legal_actions()
    assert s.describe_action(action) == sentence
    assert s.describe_action(text) == sentence


def test_the_legal_verdict_is_the_sentence_about_the_player() -> None:
    s = reach(1, lambda a: isinstance(a, A.PlaceMonastery))
    e = s.explain(s.parse_action("monastery drumcliff"))
    assert e.legal
    assert e.text.startswith("Green may build a monastery on Drumcliff (Connaught) (")
    start = load_game("brian_boru", num_players=3).new_initial_state(1)
    reason = start.check_action(start.parse_action("start-town ailech")).reason
    assert (
        reason == "Brown may start in Grianán of Aileach (Northern Uí Néill) with their first disc"
    )


def test_refusals_still_name_the_rule() -> None:
    s = load_game("brian_boru", num_players=3).new_initial_state(1)
    e = s.explain("pick 3")
    assert not e.legal and e.rule == "BB.turn.pending-decision"
    assert e.text.startswith("the game is waiting for a starting town")


def test_illegal_and_unknown_actions_get_a_sentence() -> None:
    s = load_game("brian_boru", num_players=3).new_initial_state(1)
    assert s.describe_action("play 7") == "Play the yellow 7 to the trick"
    assert s.describe_action(A.PlaceMarker("atlantis")).startswith(
        "Mark a town the board does not have"
    )
    assert s.describe_action("fly to the moon") == (
        "No action: Brian Boru: High King of Ireland has none called 'fly to the moon'"
    )
