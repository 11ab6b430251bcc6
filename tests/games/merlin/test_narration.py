"""The narration reads as English: no doubled words ("the the Grail space"), "an" before a
vowel sound ("an orange flag") and "a" before a consonant, in seeded random games of the base
game and of the Big Box with every module on."""

from __future__ import annotations

import random
import re

import pytest

from tabletop_lib.games.merlin import MerlinGame, MerlinState
from tabletop_lib.games.merlin.common import with_article
from tabletop_lib.games.merlin.params import IMPLEMENTED_MODULES

DOUBLED_WORD = re.compile(r"\b(\w+)\s+\1\b", re.IGNORECASE)
"""A word said twice in a row: "the the"."""
A_BEFORE_VOWEL = re.compile(r"(?:(?<![\w'])a|(?:^|[.:;!?]\s+)A)\s+(?:[aeio]|u[^s])")
"""Lower-case "a" (or a sentence's "A") before a vowel sound; a capital A elsewhere is a
stack's name ("stack A and ...")."""
AN_BEFORE_CONSONANT = re.compile(r"(?<![\w'])[aA]n\s+[b-df-hj-np-tv-zB-DF-HJ-NP-TV-Z]")

SEEDS = (1, 2, 3)


def played(num_players: int, seed: int, modules: tuple[str, ...]) -> MerlinState:
    game = MerlinGame(num_players, modules=list(modules)) if modules else MerlinGame(num_players)
    state = game.new_initial_state(seed)
    chooser = random.Random(seed)
    while not state.is_terminal():
        state.apply_action(chooser.choice(state.legal_actions()))
    return state


def test_the_patterns_catch_the_typos_they_are_for() -> None:
    """The checks themselves: they catch the two typos of issue 11 and pass their fixes."""
    assert DOUBLED_WORD.search("moves Merlin 1 space clockwise to the the Grail space")
    assert A_BEFORE_VOWEL.search("Player 1 takes a orange flag.")
    assert AN_BEFORE_CONSONANT.search("Player 1 takes an grey flag.")
    fixed = "Player 1 takes an orange flag and moves to the Grail space."
    assert not (DOUBLED_WORD.search(fixed) or A_BEFORE_VOWEL.search(fixed))
    assert not A_BEFORE_VOWEL.search("Player 1 takes stack A and Player 0 stack B.")
    assert with_article("orange flag") == "an orange flag"
    assert with_article("grey shield") == "a grey shield"


@pytest.mark.parametrize("modules", [(), IMPLEMENTED_MODULES], ids=["base", "all-modules"])
@pytest.mark.parametrize("num_players", [2, 3, 4])
def test_narration_has_no_doubled_words_nor_wrong_articles(
    num_players: int, modules: tuple[str, ...]
) -> None:
    bad: list[str] = []
    rules_seen: set[str] = set()
    for seed in SEEDS:
        for event in played(num_players, seed, modules).events():
            rules_seen.add(event.rule)
            text = event.text
            for pattern in (DOUBLED_WORD, A_BEFORE_VOWEL, AN_BEFORE_CONSONANT):
                if pattern.search(text):
                    bad.append(f"{event.rule}: {text}")
    assert not bad, "\n".join(sorted(set(bad)))
    # the games went through the goods and moves whose narration had the typos
    assert {"ME.space.influence-good", "ME.turn.knight-moves-clockwise"} <= rules_seen
