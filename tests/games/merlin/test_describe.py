"""Merlin's actions in plain words (``describe.py``, the modules' ``describe.py``): sentences in
seeded states, with the ring's spaces where the figures land, the goods and henchmen by name,
tiles by terrain, row and column, missions by what they ask; the legal verdicts use them."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from tabletop_lib import load_game
from tabletop_lib.games.merlin import actions as A
from tabletop_lib.games.merlin.modules.arthur.actions import ArthurStep
from tabletop_lib.games.merlin.modules.decree.actions import TakeDecree
from tabletop_lib.games.merlin.modules.gold.actions import SpendGold
from tabletop_lib.games.merlin.modules.knights.actions import DraftAlly
from tabletop_lib.games.merlin.modules.market.actions import MarketBuy
from tabletop_lib.games.merlin.modules.morgana.actions import Bewitch, UseCauldron
from tabletop_lib.games.merlin.modules.treasures.actions import TreasureInfluence
from tabletop_lib.games.merlin.state import MerlinState


def reach(
    wanted: Callable[[MerlinState, Any], bool], seed: int = 3, players: int = 3, **options: Any
) -> MerlinState:
    """The first state of a seeded random game where an action ``wanted`` is legal (trying the
    seeds from ``seed`` on, so a rule change that reshapes one game keeps the test's meaning)."""
    game = load_game("merlin", num_players=players, **options)
    for tried in range(seed, seed + 20):
        s: MerlinState = game.new_initial_state(tried)
        chooser = random.Random(tried)
        while not s.is_terminal():
            legal = s.legal_actions()
            if any(wanted(s, a) for a in legal):
                return s
            s.apply_action(legal[chooser.randrange(len(legal))], check=False)
    raise AssertionError(f"seeds {seed}-{seed + 19}: no such action in any game")


def of(kind: type) -> Callable[[MerlinState, Any], bool]:
    return lambda s, a: isinstance(a, kind)


BASE = [
    (
        of(A.UseDie),
        "die knight 4",
        "Use your knight die (4): move your knight 4 spaces clockwise to the blue principality "
        "space (Fish)",
    ),
    (
        of(A.UseDie),
        "die merlin 3",
        "Use your Merlin die (3): move Merlin 3 spaces to a space to build a manor (clockwise) or "
        "the space of influence and a henchman (counter-clockwise)",
    ),
    (
        of(A.Move),
        "move cw",
        "Move your knight 4 spaces clockwise to the blue principality space (Fish)",
    ),
    (
        lambda s, a: a == A.Move("ccw"),
        "move ccw",
        "Move Merlin 1 space counter-clockwise to a space to build a manor",
    ),
    (of(A.TakeAction), "act", "Take the action of the space of influence and a shield"),
    (
        of(A.PlaceHenchman),
        "henchman shield-bearer",
        "Send your shield bearer from your castle to orange: take an orange shield",
    ),
    (of(A.ChoosePrincipality), "to brown", "Send your builder to brown: take a brown material"),
    (
        of(A.BuildManor),
        "build r0c3",
        "Build a manor on the forest tile with a tower in row 1, column 4",
    ),
    (
        of(A.DrawMission),
        "draw-mission M40",
        "Take the 3-point flag bearer mission (2 grey flags and 2 brown materials) from the "
        "display",
    ),
    (of(A.TowerBonus), "tower-bonus shield grey", "Take a grey shield as the tower bonus"),
    (
        of(A.UseGrail),
        "use-grail",
        "Place the Grail in brown to win the tie for the influence points there",
    ),
    (
        of(A.MirrorKnight),
        "flag-mirror",
        "Spend a mirror flag to put your knight on the opposite space, a space to build a manor",
    ),
]
MODULES = [
    (
        "knights",
        of(DraftAlly),
        "draft-ally gawain",
        "Draft Sir Gawain: special movement tiles set the Merlin or black die to any value",
    ),
    (
        "decree",
        of(TakeDecree),
        "take-decree D11",
        "Take the second decree of the stack, showing an orange material",
    ),
    (
        "arthur",
        of(ArthurStep),
        "arthur-step cw",
        "Move Arthur one space clockwise to a Picts space on the inner ring",
    ),
    (
        "market",
        of(MarketBuy),
        "market-buy shield-orange",
        "Pay a gold coin at the market for an orange shield token",
    ),
    (
        "treasures",
        of(TreasureInfluence),
        "treasure-influence brown",
        "Take a brown flag and a brown material from brown, where you have influence",
    ),
    ("gold", of(SpendGold), "gold -1", "Spend a gold coin to turn the die from 4 to 3"),
    (
        "morgana",
        of(UseCauldron),
        "cauldron 2",
        "Put the Morgana die on the 2 under cauldron 2: put Morgana on a principality space, "
        "then place dark influence",
    ),
]


@pytest.mark.parametrize(("wanted", "text", "sentence"), BASE)
def test_base_game_sentences(
    wanted: Callable[[MerlinState, Any], bool], text: str, sentence: str
) -> None:
    s = reach(wanted)
    action = s.parse_action(text)
    assert action in s.legal_actions()
    assert s.describe_action(action) == sentence
    assert s.describe_action(text) == sentence


@pytest.mark.parametrize(("module", "wanted", "text", "sentence"), MODULES)
def test_module_sentences(
    module: str, wanted: Callable[[MerlinState, Any], bool], text: str, sentence: str
) -> None:
    s = reach(wanted, modules=[module])
    action = s.parse_action(text)
    assert action in s.legal_actions()
    assert s.describe_action(action) == sentence


def test_dice_of_one_kind_are_told_apart() -> None:
    """Morgana's bewitch on two knight dice showing the same value: two different sentences."""
    s = reach(of(Bewitch), seed=0, players=2, modules=["morgana"])
    first = s.describe_action(Bewitch(0, 0, 2))
    second = s.describe_action(Bewitch(0, 1, 2))
    assert first == "Bewitch Red's first knight die (1): turn it to 2"
    assert second == "Bewitch Red's second knight die (1): turn it to 2"


def test_the_legal_verdict_says_it_about_the_player() -> None:
    s = reach(of(A.UseDie))
    e = s.explain(s.parse_action("die knight 4"))
    assert e.legal
    who = s.game.player_names[s.current]
    assert e.text.startswith(
        f"{who} may use their knight die (4): move their knight 4 spaces clockwise"
    )


def test_unknown_names_still_get_a_sentence() -> None:
    s = reach(of(A.UseDie))
    assert s.describe_action(A.BuildManor("r9c9")).startswith(
        "Build a manor on a tile these surroundings do not have"
    )
    assert s.describe_action("teleport").endswith("has none called 'teleport'")
