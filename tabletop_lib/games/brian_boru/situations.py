"""Teaching situations: seeded positions that show one rule at work, reached by playing.

Every situation is a replayable :class:`~tabletop_lib.core.Match` (game + seed + actions). It is
found by :func:`tabletop_lib.core.situations.find` (re-exported here), which lets seeded random
agents play from a seed until a predicate holds; nothing is ever
arranged by editing state fields, so each position is one a real game can reach. The search is
deterministic: it tries the game seeds ``seed, seed + 1, ...`` in turn, and seat ``i`` of game
seed ``g`` plays as ``RandomAgent(g * 1000 + i + 1)``, which are the agents of
``tabletop_lib.play(game, seed=g)``.

There are two kinds of situation:

- a *decision* (a card pick, a buy-extra choice, a town to surrender ...): the match stands at
  the step where the decision is pending, and its stepper offers the legal actions;
- an *automatic step* (a courtship bump, a claim token turning face up, final scoring ...): the
  match stands one step before the action that sets it off, and that action waits in the redo
  line, so ``match.redo()`` (or a stepper's Redo button) shows it happen.

>>> import tabletop_lib
>>> from tabletop_lib.games.brian_boru import situations
>>> match = situations.expand_decision(tabletop_lib.load_game("brian_boru", num_players=4))
>>> str(match.state.legal_actions()[-1])
'decline-expand'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop_lib.core.events import Event
from tabletop_lib.core.game import Game, State
from tabletop_lib.core.match import Match
from tabletop_lib.core.situations import AgentsFor, find, find_step, random_agents

from .constants import (
    BUY,
    CAT_COIN_PENALTY,
    DRAFT,
    EXPAND,
    MARK,
    MONASTERY,
    NUM_CATEGORIES,
    PC_CHURCH_LEADER_DONE,
    PLAY,
    PRINCESS,
    REMOVE_VIKING,
    SECONDARY,
    SURRENDER,
)
from .data import SYMBOLS, WHITE
from .game import BrianBoruGame
from .state import BrianBoruState

__all__ = [
    "SITUATIONS",
    "AgentsFor",
    "buy_extra",
    "buy_extra_church",
    "buy_extra_courtship",
    "buy_extra_raider",
    "church_leader_monastery",
    "claim_region_flip",
    "courtship_bump",
    "expand_decision",
    "final_scoring",
    "find",
    "find_step",
    "first_draft_pick",
    "first_trick_marker",
    "incursion_surrender",
    "marriage_winner",
    "pay_coin_penalty",
    "princess_choice",
    "random_agents",
    "remove_viking_decision",
    "secondary_choice",
    "setup_start",
    "step_events",
    "step_rules",
    "trick_last_card",
]

def step_events(state: State[Any]) -> list[Event]:
    """The events that the last action caused (setup's, before any action), oldest first."""
    step = len(state.history())
    if isinstance(state, BrianBoruState):
        n = 32
        while True:  # read only the newest events: the whole log would cost a walk per step
            recent = state.recent_events(n)
            if len(recent) < n or recent[0].step != step:
                return [e for e in recent if e.step == step]
            n *= 2
    return [e for e in state.events() if e.step == step]


def step_rules(state: State[Any]) -> set[str]:
    """The rule ids of :func:`step_events`."""
    return {e.rule for e in step_events(state)}


# -- the named situations --------------------------------------------------------------------
BBPredicate = Callable[[BrianBoruState], bool]


def _game(game: Game[Any, Any] | None) -> Game[Any, Any]:
    return game if game is not None else BrianBoruGame(num_players=4)


def _bb(state: State[Any]) -> BrianBoruState:
    if not isinstance(state, BrianBoruState):
        raise TypeError(f"these situations are Brian Boru's, not {state.game.name}'s")
    return state


def _situation(
    game: Game[Any, Any] | None, seed: int, predicate: BBPredicate, back: int = 0
) -> Match:
    """Search ``game`` (default: 4 players) for a Brian Boru state satisfying ``predicate``."""
    return find(_game(game), lambda s: predicate(_bb(s)), seed=seed, back=back)


def _step_situation(
    game: Game[Any, Any] | None,
    seed: int,
    test: Callable[[BrianBoruState, BrianBoruState], bool],
) -> Match:
    """Search ``game`` (default: 4 players) for a Brian Boru action passing ``test``."""
    return find_step(_game(game), lambda a, b: test(_bb(a), _bb(b)), seed=seed)


def setup_start(game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """Preparação 12-13: the start player is about to place the first starting disc."""
    return _situation(game, seed, lambda s: s.phase() == "setup" and s.step() == 0)


def first_draft_pick(game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """Seleção de Cartas 3: the first pick of the first round's draft."""
    return _situation(game, seed, lambda s: s.stage == DRAFT)


def first_trick_marker(game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """Vazas 1: the marker holder chooses the active town of the game's first trick."""
    return _situation(game, seed, lambda s: s.stage == MARK and s.round == 1)


def _off_colour_card_beats_winner(s: BrianBoruState) -> bool:
    """The last player of a trick is to play, and a card already played is higher than the
    best card of the active town's colour (it cannot win: BB.trick.winner)."""
    n = s.num_players
    if s.stage != PLAY or (s.current + 1) % n != s.trick_leader:
        return False
    action, town_colour = s.game.cards.action, s.game.board.town_colour[s.active_town]
    played = [c for c in s.played if c >= 0]
    matching = [c for c in played if action[c].colour in (town_colour, WHITE)]
    return bool(matching) and max(played) > max(matching)


def trick_last_card(game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """Vazas 3-4: the last player of a trick is about to play, and the highest card on the
    table is off-colour, so it does not win."""
    return _situation(game, seed, _off_colour_card_beats_winner)


def secondary_choice(game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """Vazas 6: a player who lost the trick chooses between their card's two secondaries."""
    return _situation(game, seed, lambda s: s.stage == SECONDARY)


def buy_extra(symbol: str, game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """Símbolos e Ações: after a church, raider or courtship symbol, the player may pay 2 coins
    for one more. ``symbol`` is ``"church"``, ``"raider"`` or ``"courtship"``."""
    if symbol not in ("church", "raider", "courtship"):
        raise ValueError(f"extras are bought for church, raider or courtship, not {symbol!r}")
    code = SYMBOLS.index(symbol)
    return _situation(game, seed, lambda s: s.stage == BUY and s.buy_symbol == code)


def buy_extra_church(game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """The church symbol: one disc in the church area placed, another for 2 coins?"""
    return buy_extra("church", game, seed)


def buy_extra_raider(game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """The raider symbol: one raider taken from the battle area, another for 2 coins?"""
    return buy_extra("raider", game, seed)


def buy_extra_courtship(game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """The courtship symbol: one marriage step up taken, another for 2 coins?"""
    return buy_extra("courtship", game, seed)


def courtship_bump(game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """BB.symbol.courtship.bump, one step before it: the action in the redo line ends on a
    marriage space another disc holds, so the disc moves down."""
    return _situation(game, seed, lambda s: "BB.symbol.courtship.bump" in step_rules(s), back=1)


def _paid_in_points(before: BrianBoruState, after: BrianBoruState) -> bool:
    """The action made a player who had no coin at all lose points for a pay-coin symbol."""
    payers = {e.player for e in step_events(after) if e.rule == "BB.symbol.pay-coin"}
    penalty = [p * NUM_CATEGORIES + CAT_COIN_PENALTY for p in range(before.num_players)]
    return any(
        before.coins[p] == 0 and after.points[penalty[p]] < before.points[penalty[p]]
        for p in payers
    )


def pay_coin_penalty(game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """BB.symbol.pay-coin, one step before it: the action in the redo line makes a player
    with no coin resolve a pay-coin symbol, so they lose 2 points instead."""
    return _step_situation(game, seed, _paid_in_points)


def expand_decision(game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """Expansão por estrada: the player may pay 5 coins for a town one road away."""
    return _situation(game, seed, lambda s: s.stage == EXPAND)


def remove_viking_decision(game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """Remover controle Viking: the player picks the Viking control token to lift."""
    return _situation(game, seed, lambda s: s.stage == REMOVE_VIKING)


def _marriage_as_it_stood(before: BrianBoruState, after: BrianBoruState) -> bool:
    """The action ran the marriage step, an ordinary card found a winner, and the marriage
    track had not moved during the action: the disc on top in ``before`` is the one that won."""
    if "BB.upkeep.marriage.winner" not in step_rules(after) or after.stage == PRINCESS:
        return False
    top = max(before.track)
    winner = before.track.index(top)
    return (
        len(after.marriages_won[winner]) == len(before.marriages_won[winner]) + 1
        and after.track[winner] == 0
        and all(after.track[p] == before.track[p] for p in range(before.num_players) if p != winner)
    )


def marriage_winner(game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """BB.upkeep.marriage.winner, one step before it: the action in the redo line ends the
    action phase without moving a marriage disc, and the highest disc wins an ordinary card."""
    return _step_situation(game, seed, _marriage_as_it_stood)


def incursion_surrender(game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """BB.upkeep.battle.fewest-lose-town: raiders remain, and a town must fall to them. The
    player asked is the sole raider leader, or the loser when nobody leads alone."""
    return _situation(game, seed, lambda s: s.stage == SURRENDER)


def church_leader_monastery(game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """BB.upkeep.church.leader: the sole leader in church discs places a monastery."""
    return _situation(game, seed, lambda s: s.stage == MONASTERY and s.pc == PC_CHURCH_LEADER_DONE)


def claim_region_flip(game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """BB.upkeep.claim.unlock, one step before it: the action in the redo line finishes the
    upkeep, and a region's claim token turns face up."""
    return _situation(game, seed, lambda s: "BB.upkeep.claim.unlock" in step_rules(s), back=1)


def princess_choice(game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """Ações Especiais da Princesa: her husband or wife picks one of her three options."""
    return _situation(game, seed, lambda s: s.stage == PRINCESS)


def final_scoring(game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """Pontuação Final, one step before it: the action in the redo line ends the game."""
    return _situation(game, seed, lambda s: s.is_terminal(), back=1)


SITUATIONS: dict[str, Callable[..., Match]] = {
    "setup_start": setup_start,
    "first_draft_pick": first_draft_pick,
    "first_trick_marker": first_trick_marker,
    "trick_last_card": trick_last_card,
    "secondary_choice": secondary_choice,
    "buy_extra_church": buy_extra_church,
    "buy_extra_raider": buy_extra_raider,
    "buy_extra_courtship": buy_extra_courtship,
    "courtship_bump": courtship_bump,
    "pay_coin_penalty": pay_coin_penalty,
    "expand_decision": expand_decision,
    "remove_viking_decision": remove_viking_decision,
    "marriage_winner": marriage_winner,
    "incursion_surrender": incursion_surrender,
    "church_leader_monastery": church_leader_monastery,
    "claim_region_flip": claim_region_flip,
    "princess_choice": princess_choice,
    "final_scoring": final_scoring,
}
"""Every named situation, in the rulebook's order; each is ``f(game=None, seed=0) -> Match``."""
