"""ME.round.extra-turns: the shared way modules (Morgana's dice, the market's temporary worker)
give turns without a die of one's own. Tested with a stand-in module hook."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from tabletop_lib.core.errors import IllegalActionError
from tabletop_lib.games.merlin import MerlinGame, MerlinState

from .scenarios import C, event_rules


def game_with_extra_turns(num_players: int, offered: set[int]) -> MerlinGame:
    """A base game whose stand-in module offers each player in ``offered`` an extra turn."""
    g = MerlinGame(num_players)
    hooks = dict(g.ruleset.hooks)
    hooks["extra_turn"] = (lambda s, p: p in offered,)
    g.ruleset = replace(g.ruleset, hooks=hooks)
    return g


def play_normal_turns(s: MerlinState, seed: int = 1) -> None:
    """Random actions until every die of round 1 is used (the extra turns begin)."""
    chooser = random.Random(seed)
    per_round = s.num_players * s.game.dice_per_player
    while not (s.turn >= per_round and s.stage == C.CHOOSE_DIE):
        s.apply_action(chooser.choice(s.legal_actions()))
    assert s.round == 1


def test_ME_round_extra_turns__offered_player_may_pass_then_the_round_ends() -> None:
    s = game_with_extra_turns(3, {1}).new_initial_state(0)
    play_normal_turns(s)
    k = s.game.dice_per_player
    assert s.current == 1 and not any(s.dice[k : 2 * k])
    legal = [str(a) for a in s.legal_actions()]
    assert "pass" in legal and not any(a.startswith("die ") for a in legal)
    n = len(s.events())
    s.apply_action("pass")
    rules = event_rules(s.events()[n:])
    assert rules[0] == "ME.round.extra-turns" and "ME.round.end" in rules
    assert s.round == 2 and s.extra_passed == 0
    assert s.progress()["turn"] == 3 * k + 1


def test_ME_round_extra_turns__a_kept_die_is_played_and_cannot_be_passed() -> None:
    s = game_with_extra_turns(2, {0}).new_initial_state(0)
    play_normal_turns(s)
    k = s.game.dice_per_player
    assert s.current == 0  # the first player (1) has nothing; player 0 is offered a turn
    s.dice[1 * k] = 5  # player 1 kept a die, as if a substitute had been used instead of it
    before = s.clone()
    with pytest.raises(IllegalActionError, match=r"ME\.turn\.pending-decision"):
        s.apply_action("end-turn")
    assert s.to_dict() == before.to_dict()
    s.apply_action("pass")
    assert s.current == 1 and s.stage == C.CHOOSE_DIE and s.extra_passed == 1
    legal = [str(a) for a in s.legal_actions()]
    assert "pass" not in legal and "die knight 5" in legal
    with pytest.raises(IllegalActionError, match=r"ME\.round\.extra-turns"):
        s.apply_action("pass")


def test_ME_round_extra_turns__none_in_the_base_game() -> None:
    s = MerlinGame(2).new_initial_state(0)
    chooser = random.Random(3)
    while s.round == 1:
        assert "pass" not in [str(a) for a in s.legal_actions()]
        s.apply_action(chooser.choice(s.legal_actions()))
    assert s.progress()["turn"] == 2 * 4 and s.extra_passed == 0
