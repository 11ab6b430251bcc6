"""The teaching situations: each is reached by playing, stands at the step it names, and is
found the same way every time."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import tabletop_lib
from tabletop_lib.core.match import Match
from tabletop_lib.games.brian_boru import constants as C
from tabletop_lib.games.brian_boru import situations
from tabletop_lib.games.brian_boru.actions import (
    BuyExtra,
    ChoosePrincess,
    ChooseSecondary,
    DeclineExpand,
    PickCard,
    PlaceMarker,
    PlaceMonastery,
    PlaceStartTown,
    PlayCard,
    RemoveVikingControl,
    StopBuying,
    SurrenderTown,
)
from tabletop_lib.games.brian_boru.data import CHURCH, COURTSHIP, RAIDER, WHITE
from tabletop_lib.games.brian_boru.state import BrianBoruState


def game(num_players: int = 4) -> Any:
    return tabletop_lib.load_game("brian_boru", num_players=num_players)


def bb(match: Match) -> BrianBoruState:
    state = match.state
    assert isinstance(state, BrianBoruState)
    return state


def after_redo(match: Match) -> BrianBoruState:
    """The state the redo line leads to (the match is left where it was)."""
    assert match.can_redo() and match.num_steps == match.step + 1
    match.redo()
    state = bb(match)
    match.undo()
    return state


def only(kinds: tuple[type, ...]) -> Callable[[BrianBoruState], bool]:
    return lambda s: (
        bool(s.legal_actions()) and all(isinstance(a, kinds) for a in s.legal_actions())
    )


# -- what each situation shows --------------------------------------------------------------
def check_setup_start(s: BrianBoruState) -> None:
    assert s.phase() == "setup" and s.step() == 0
    assert only((PlaceStartTown,))(s)


def check_first_draft_pick(s: BrianBoruState) -> None:
    assert s.stage == C.DRAFT and s.round == 1
    assert only((PickCard,))(s)
    assert not any(isinstance(a, PickCard) for a in s.history())


def check_first_trick_marker(s: BrianBoruState) -> None:
    assert s.stage == C.MARK and s.round == 1 and s.tricks_played == 0
    assert only((PlaceMarker,))(s)
    assert all(len(h) == s.game.params.cards_dealt for h in s.hands)


def check_trick_last_card(s: BrianBoruState) -> None:
    assert s.stage == C.PLAY and only((PlayCard,))(s)
    assert (s.current + 1) % s.num_players == s.trick_leader
    colour, town = s.game.cards.action, s.game.board.town_colour[s.active_town]
    played = [c for c in s.played if c >= 0]
    assert len(played) == s.num_players - 1
    matching = [c for c in played if colour[c].colour in (town, WHITE)]
    assert matching and max(played) > max(matching)


def check_secondary_choice(s: BrianBoruState) -> None:
    assert s.stage == C.SECONDARY
    assert s.legal_actions() == [ChooseSecondary(0), ChooseSecondary(1)]
    assert s.current != s.trick_winner
    assert len(s.game.cards.action[s.card_in_play].secondary) == 2


def check_buy(symbol: int) -> Callable[[BrianBoruState], None]:
    def check(s: BrianBoruState) -> None:
        assert s.stage == C.BUY and s.buy_symbol == symbol
        assert s.legal_actions() == [BuyExtra(), StopBuying()]
        assert s.coins[s.current] >= s.game.params.extra_cost

    return check


def check_expand_decision(s: BrianBoruState) -> None:
    assert s.stage == C.EXPAND
    legal = s.legal_actions()
    assert legal[-1] == DeclineExpand() and len(legal) >= 2
    assert s.coins[s.current] >= s.game.params.expand_cost


def check_remove_viking_decision(s: BrianBoruState) -> None:
    assert s.stage == C.REMOVE_VIKING and s.viking != 0
    assert only((RemoveVikingControl,))(s)


def check_incursion_surrender(s: BrianBoruState) -> None:
    assert s.phase() == "upkeep: battle" and s.stage == C.SURRENDER
    assert s.battle_area > 0
    assert s.raiders[s.loser] == min(s.raiders)
    assert only((SurrenderTown,))(s)


def check_church_leader_monastery(s: BrianBoruState) -> None:
    assert s.phase() == "upkeep: church" and s.stage == C.MONASTERY
    assert s.church.count(max(s.church)) == 1 and s.church[s.current] == max(s.church)
    assert only((PlaceMonastery,))(s)


def check_princess_choice(s: BrianBoruState) -> None:
    assert s.stage == C.PRINCESS and s.princess_holder == s.current
    assert not s.marriage_deck
    assert only((ChoosePrincess,))(s)
    assert len(s.legal_actions()) == 3


DECISIONS: dict[str, Callable[[BrianBoruState], None]] = {
    "setup_start": check_setup_start,
    "first_draft_pick": check_first_draft_pick,
    "first_trick_marker": check_first_trick_marker,
    "trick_last_card": check_trick_last_card,
    "secondary_choice": check_secondary_choice,
    "buy_extra_church": check_buy(CHURCH),
    "buy_extra_raider": check_buy(RAIDER),
    "buy_extra_courtship": check_buy(COURTSHIP),
    "expand_decision": check_expand_decision,
    "remove_viking_decision": check_remove_viking_decision,
    "incursion_surrender": check_incursion_surrender,
    "church_leader_monastery": check_church_leader_monastery,
    "princess_choice": check_princess_choice,
}


def check_courtship_bump(before: BrianBoruState, after: BrianBoruState) -> None:
    assert "BB.symbol.courtship.bump" in situations.step_rules(after)
    assert not before.is_terminal()


def check_pay_coin_penalty(before: BrianBoruState, after: BrianBoruState) -> None:
    events = [e for e in after.events() if e.step == after.step()]
    payers = {e.player for e in events if e.rule == "BB.symbol.pay-coin"}
    penalised = [
        p
        for p in payers
        if category(after, p, "coin penalty") < category(before, p, "coin penalty")
    ]
    assert penalised
    assert any(before.coins[p] == 0 for p in penalised)


def category(state: BrianBoruState, player: int, name: str) -> int:
    return next(
        int(str(r["points"]))
        for r in state.score_breakdown()
        if r["player"] == player and r["category"] == name
    )


def check_marriage_winner(before: BrianBoruState, after: BrianBoruState) -> None:
    assert before.phase() == "tricks"
    assert "BB.upkeep.marriage.winner" in situations.step_rules(after)
    winner = before.track.index(max(before.track))
    assert max(before.track) > 0
    assert len(after.marriages_won[winner]) == len(before.marriages_won[winner]) + 1
    assert after.track[winner] == 0
    assert after.princess_holder == -1


def check_claim_region_flip(before: BrianBoruState, after: BrianBoruState) -> None:
    assert "BB.upkeep.claim.unlock" in situations.step_rules(after)
    assert after.claims.count(C.FACE_DOWN) < before.claims.count(C.FACE_DOWN)


def check_final_scoring(before: BrianBoruState, after: BrianBoruState) -> None:
    assert not before.is_terminal() and after.is_terminal()
    assert "BB.final.tie-break" in situations.step_rules(after)
    assert after.winners()


AUTOMATIC: dict[str, Callable[[BrianBoruState, BrianBoruState], None]] = {
    "courtship_bump": check_courtship_bump,
    "pay_coin_penalty": check_pay_coin_penalty,
    "marriage_winner": check_marriage_winner,
    "claim_region_flip": check_claim_region_flip,
    "final_scoring": check_final_scoring,
}


def test_every_situation_is_checked() -> None:
    assert set(DECISIONS) | set(AUTOMATIC) == set(situations.SITUATIONS)
    assert not set(DECISIONS) & set(AUTOMATIC)


@pytest.mark.parametrize("num_players", [3, 4, 5])
@pytest.mark.parametrize("name", sorted(DECISIONS))
def test_decision_situation_stands_at_its_decision(name: str, num_players: int) -> None:
    match = situations.SITUATIONS[name](game(num_players))
    assert match.step == match.num_steps  # nothing in the redo line
    DECISIONS[name](bb(match))


@pytest.mark.parametrize("num_players", [3, 4, 5])
@pytest.mark.parametrize("name", sorted(AUTOMATIC))
def test_automatic_situation_stands_one_step_before_it(name: str, num_players: int) -> None:
    match = situations.SITUATIONS[name](game(num_players))
    AUTOMATIC[name](bb(match), after_redo(match))


@pytest.mark.parametrize("name", sorted(situations.SITUATIONS))
def test_situation_is_deterministic_and_replayable(name: str) -> None:
    first = situations.SITUATIONS[name](game(4), seed=3)
    second = situations.SITUATIONS[name](game(4), seed=3)
    assert [str(a) for a in first.actions] == [str(a) for a in second.actions]
    assert (first.seed, first.step) == (second.seed, second.step)
    assert first.seed is not None and first.seed >= 3
    # Reached by playing: the same seed and actions rebuild the very same state.
    replayed = first.game.replay(first.seed, first.actions[: first.step])
    assert replayed.to_json() == first.state.to_json()


def test_situations_default_to_four_players() -> None:
    assert situations.first_draft_pick().game.num_players == 4


def test_buy_extra_names_its_symbol() -> None:
    with pytest.raises(ValueError, match="church, raider or courtship"):
        situations.buy_extra("expand", game(4))


# -- find and find_step ---------------------------------------------------------------------
def test_find_plays_the_agents_of_play() -> None:
    g = game(3)
    match = situations.find(g, lambda s: s.is_terminal(), seed=7)
    assert match.seed == 7
    assert match.state.to_json() == tabletop_lib.play(g, seed=7).to_json()


def test_find_tries_the_next_seeds_in_order() -> None:
    g = game(4)
    match = situations.find(g, lambda s: bb_start(s) == 2, seed=0)
    assert match.seed is not None and match.step == 0
    first = next(k for k in range(20) if bb_start(g.new_initial_state(k)) == 2)
    assert match.seed == first


def bb_start(state: Any) -> int:
    assert isinstance(state, BrianBoruState)
    return state.start_player


def test_find_with_back_keeps_the_found_steps_as_redo_line() -> None:
    match = situations.find(game(4), lambda s: s.phase() == "card selection", back=2)
    assert match.num_steps - match.step == 2
    assert match.state.phase() == "setup"
    match.jump(match.num_steps)
    assert match.state.phase() == "card selection"


def test_find_step_sees_the_state_before_the_action() -> None:
    seen: list[tuple[str, str]] = []

    def test(before: Any, after: Any) -> bool:
        seen.append((before.phase(), after.phase()))
        return bool(before.phase() == "setup" and after.phase() == "card selection")

    match = situations.find_step(game(4), test)
    assert match.state.phase() == "setup" and match.num_steps == match.step + 1
    assert seen[-1] == ("setup", "card selection")


def test_find_gives_up_with_a_lookup_error() -> None:
    with pytest.raises(LookupError, match="seeds 5 to 6"):
        situations.find(game(3), lambda s: False, seed=5, max_games=2)


def test_step_rules_are_those_of_the_last_action() -> None:
    match = situations.final_scoring(game(4))
    before = bb(match)
    assert "BB.final.tie-break" not in situations.step_rules(before)
    after = after_redo(match)
    rules = situations.step_rules(after)
    assert {"BB.final.tie-break", "BB.final.renown", "BB.round.end"} <= rules
    assert rules == {e.rule for e in after.events() if e.step == after.step()}
