"""The Paladins teaching situations: each is reached by playing, stands at the decision or the
step it names, and is found the same way every time."""

from __future__ import annotations

from typing import Any

import pytest

import tabletop_lib
from tabletop_lib.core.match import Match
from tabletop_lib.core.situations import step_rules
from tabletop_lib.games.paladins import constants as C
from tabletop_lib.games.paladins import situations
from tabletop_lib.games.paladins.state import PaladinsState


def game(num_players: int = 3, **options: Any) -> Any:
    return tabletop_lib.load_game("paladins", num_players=num_players, **options)


def pa(match: Match) -> PaladinsState:
    state = match.state
    assert isinstance(state, PaladinsState)
    return state


def replayed(match: Match) -> PaladinsState:
    """The match's position rebuilt from its seed and actions alone (nothing edited)."""
    state = match.game.replay(match.seed, match.actions[: match.step])
    assert isinstance(state, PaladinsState)
    return state


STAGES = {
    "setup_free_hire": "setup: choose a target",
    "keep_paladin": "paladins: keep a Paladin",
    "top_paladin": "paladins: put a Paladin on top",
    "take_tavern": "tavern: take a Tavern card",
    "first_action": "actions: choose an action",
    "assign_with_criminal": "actions: assign workers",
    "hire_with_debt": "actions: choose a target",
    "pass_decision": "actions: choose an action",
}


@pytest.mark.parametrize("name", sorted(STAGES))
def test_decision_situations_stand_at_their_decision(name: str) -> None:
    match = situations.SITUATIONS[name](game())
    assert match.state.phase() == STAGES[name]
    assert replayed(match).to_json() == match.state.to_json()


def test_first_action_is_the_first_of_round_one() -> None:
    state = pa(situations.first_action(game()))
    assert state.round == 1 and state.passed == 0
    assert "pass" in [str(a) for a in state.legal_actions()]
    assert all(str(a).split()[0] in ("act", "favour", "pass") for a in state.legal_actions())


def test_criminal_is_offered_in_place_of_a_coloured_worker() -> None:
    state = pa(situations.assign_with_criminal(game()))
    texts = [str(a) for a in state.legal_actions()]
    assert any("criminal" in t for t in texts) and any("criminal" not in t for t in texts)


def test_hire_with_debt_offers_both_payments_for_one_slot() -> None:
    state = pa(situations.hire_with_debt(game()))
    texts = {str(a) for a in state.legal_actions()}
    slot = next(t for t in texts if t.endswith(" debt")).removesuffix(" debt")
    assert slot in texts
    after = state.child(state.parse_action(f"{slot} debt"))
    me = state.current_player()
    assert after.unpaid[me] == state.unpaid[me] + 1
    assert after.silver[me] >= state.silver[me]


@pytest.mark.parametrize("kind", sorted(situations.TARGETS))
def test_targets(kind: str) -> None:
    state = pa(situations.choose_target(kind, game()))
    assert state.stage == C.TARGET and state.target == situations.TARGETS[kind]
    assert all(str(a).startswith(kind) for a in state.legal_actions())


def test_unknown_target_is_refused() -> None:
    with pytest.raises(ValueError, match="targets"):
        situations.choose_target("castle", game())


@pytest.mark.parametrize("choice", ["develop", "pray", "garrison", "attack", "favour"])
def test_action_choice_offers_it(choice: str) -> None:
    state = pa(situations.action_choice(choice, game()))
    text = "favour" if choice == "favour" else f"act {choice}"
    assert any(str(a).startswith(text) for a in state.legal_actions())


@pytest.mark.parametrize(
    ("name", "rule_id"),
    [
        ("inquisition", "PA.inquisition.trigger"),
        ("end_of_round", "PA.reset.player-board"),
        ("final_scoring", "PA.end.final-scoring"),
    ],
)
def test_automatic_steps_wait_in_the_redo_line(name: str, rule_id: str) -> None:
    match = situations.SITUATIONS[name](game())
    assert rule_id not in step_rules(match.state)
    match.redo()
    assert rule_id in step_rules(match.state)


def test_inquisition_punishes_the_most_suspected_and_refills_the_tax() -> None:
    match = situations.inquisition(game())
    before = pa(match)
    match.redo()
    after = pa(match)
    assert before.tax > 0 and after.tax == before.game.new_initial_state(0).tax
    # The same actions under the other reading of the discard: nobody returns a card, so the
    # counts are those the Inquisition saw.
    kept = game(inquisition_discard_half=False).replay(match.seed, match.actions[: match.step])
    held = [kept.suspicion_count(p) for p in range(3)]
    punished = {p for p in range(3) if held[p] == max(held)}
    assert [after.unpaid[p] - before.unpaid[p] for p in range(3)] == [
        int(p in punished) for p in range(3)
    ]
    for p in punished:
        assert after.suspicion_count(p) == held[p] - held[p] // 2


def test_never_triggered_inquisition_is_not_found() -> None:
    with pytest.raises(LookupError):
        situations.inquisition(game(inquisition_trigger="never"))


def test_situations_are_deterministic() -> None:
    first = situations.end_of_round(game(), seed=3)
    again = situations.end_of_round(game(), seed=3)
    assert (first.seed, first.step, first.actions) == (again.seed, again.step, again.actions)
