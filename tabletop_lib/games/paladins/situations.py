"""Teaching situations for Paladins: seeded positions that show one rule at work, reached by play.

Each situation is a replayable :class:`~tabletop_lib.core.match.Match` found by
:mod:`tabletop_lib.core.situations` (seeded random players play from a seed until a predicate
holds; nothing is arranged by editing state fields). Decisions stand at the step where the
decision is pending; automatic steps (an Inquisition, the end of a round, final scoring) stand
one step before the action that sets them off, which waits in the redo line (``match.redo()``).
Every function takes ``game`` (default: three players, default options) and ``seed`` (the first
game seed tried). The rulebook is the Portuguese rules text of *Paladins of the West Kingdom*
(Garphill Games, 2019); the project's rules notes (docs/rules/paladins.md) fill its gaps.

>>> from tabletop_lib.games.paladins import situations
>>> match = situations.keep_paladin()
>>> match.state.phase()
'paladins: keep a Paladin'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop_lib.core.game import Game, State
from tabletop_lib.core.match import Match
from tabletop_lib.core.situations import find, step_rules

from .constants import (
    ACTION,
    KEEP,
    P_ACTIONS,
    P_SETUP,
    T_ATTACK,
    T_CLEAR,
    T_CONVERT,
    T_DISCARD,
    T_HIRE,
    T_JAR,
    T_MONK,
    T_OUTPOST,
    T_WORKSHOP,
    TARGET,
    TAVERN,
    TOP,
    WORKERS_STAGE,
)
from .game import PaladinsGame
from .state import PaladinsState

__all__ = [
    "SITUATIONS",
    "TARGETS",
    "action_choice",
    "assign_with_criminal",
    "before_rule",
    "choose_target",
    "end_of_round",
    "final_scoring",
    "first_action",
    "hire_with_debt",
    "inquisition",
    "keep_paladin",
    "pass_decision",
    "setup_free_hire",
    "take_tavern",
    "top_paladin",
]

TARGETS: dict[str, int] = {
    "workshop": T_WORKSHOP,
    "dismiss": T_DISCARD,
    "hire": T_HIRE,
    "clear": T_CLEAR,
    "monk": T_MONK,
    "outpost": T_OUTPOST,
    "jar": T_JAR,
    "attack": T_ATTACK,
    "convert": T_CONVERT,
}
"""The targets a situation can stand at, by the word their actions start with."""

PAPredicate = Callable[[PaladinsState], bool]


def _game(game: Game[Any, Any] | None) -> Game[Any, Any]:
    return game if game is not None else PaladinsGame(num_players=3)


def _pa(state: State[Any]) -> PaladinsState:
    if not isinstance(state, PaladinsState):
        raise TypeError(f"these situations are Paladins', not {state.game.name}'s")
    return state


def _situation(
    game: Game[Any, Any] | None, seed: int, predicate: PAPredicate, back: int = 0
) -> Match:
    """Search ``game`` (default: 3 players) for a Paladins state satisfying ``predicate``."""
    return find(_game(game), lambda s: predicate(_pa(s)), seed=seed, back=back)


def _offers(state: PaladinsState, word: str) -> bool:
    return any(str(a).startswith(word) for a in state.legal_actions())


def setup_free_hire(game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """Preparação 12 (PA.setup.free-hire): the first player hires a Townsfolk free."""
    return _situation(game, seed, lambda s: s.period == P_SETUP and s.stage == TARGET)


def keep_paladin(game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """Estrutura da Rodada 4 (PA.round.keep-paladin): keep one of three Paladins drawn."""
    return _situation(game, seed, lambda s: s.stage == KEEP)


def top_paladin(game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """Estrutura da Rodada 4 (PA.round.top-paladin): one of the two left goes on top."""
    return _situation(game, seed, lambda s: s.stage == TOP)


def take_tavern(game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """Estrutura da Rodada 5 (PA.round.take-tavern): the first Tavern pick of round 1."""
    return _situation(game, seed, lambda s: s.stage == TAVERN)


def first_action(game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """PA.round.action-or-pass: the first action of round 1, workers in hand."""
    return _situation(game, seed, lambda s: s.stage == ACTION and s.period == P_ACTIONS)


def action_choice(choice: str, game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """A turn in the action phase where ``act <choice>`` (``"garrison"``, ``"hunt-2"`` ...)
    is legal; ``"favour"`` stands where a King's Favour takes a worker."""
    text = "favour" if choice == "favour" else f"act {choice}"
    return _situation(game, seed, lambda s: s.stage == ACTION and _offers(s, text))


def assign_with_criminal(game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """Regras de Trabalhadores (PA.workers.criminal-wild): workers to assign, three ways or
    more, a Criminal among them."""
    return _situation(
        game,
        seed,
        lambda s: (
            s.stage == WORKERS_STAGE
            and len(s.legal_actions()) >= 3
            and _offers(s, "workers criminal")
        ),
    )


def choose_target(kind: str, game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """The target of an action, in the action phase: ``kind`` is one of :data:`TARGETS`
    (where a monk goes, which Outsider to attack ...), with at least two to choose from."""
    if kind not in TARGETS:
        raise ValueError(f"the targets are {sorted(TARGETS)}, not {kind!r}")
    code = TARGETS[kind]
    return _situation(
        game,
        seed,
        lambda s: (
            s.period == P_ACTIONS
            and s.stage == TARGET
            and s.target == code
            and len(s.legal_actions()) >= 2
        ),
    )


def hire_with_debt(game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """PA.action.recruit.debt: a Townsfolk to hire, some of them payable with a Debt."""
    return _situation(
        game,
        seed,
        lambda s: (
            s.period == P_ACTIONS
            and s.stage == TARGET
            and s.target == T_HIRE
            and any(str(a).endswith(" debt") for a in s.legal_actions())
        ),
    )


def before_rule(rule_id: str, game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """One step before the first action whose events carry ``rule_id``; that action waits in
    the redo line."""
    return _situation(game, seed, lambda s: rule_id in step_rules(s), back=1)


def inquisition(game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """PA.inquisition.trigger, one step before it: the action in the redo line empties the tax
    supply (option ``inquisition_trigger``), and the most suspected are punished."""
    return before_rule("PA.inquisition.trigger", game, seed)


def pass_decision(game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """PA.round.pass: a player who may still act or pass, with another player passed."""
    return _situation(
        game,
        seed,
        lambda s: s.stage == ACTION and s.passed != 0 and len(s.legal_actions()) >= 3,
    )


def end_of_round(game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """PA.reset.player-board, one step before it: the last pass of round 1 ends the round."""
    return before_rule("PA.reset.player-board", game, seed)


def final_scoring(game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """PA.end.final-scoring, one step before it: the action in the redo line ends round 7."""
    return _situation(game, seed, lambda s: s.is_terminal(), back=1)


SITUATIONS: dict[str, Callable[..., Match]] = {
    "setup_free_hire": setup_free_hire,
    "keep_paladin": keep_paladin,
    "top_paladin": top_paladin,
    "take_tavern": take_tavern,
    "first_action": first_action,
    "assign_with_criminal": assign_with_criminal,
    "hire_with_debt": hire_with_debt,
    "inquisition": inquisition,
    "pass_decision": pass_decision,
    "end_of_round": end_of_round,
    "final_scoring": final_scoring,
}
"""The named situations without arguments, in the rulebook's order; each is
``f(game=None, seed=0) -> Match``. :func:`action_choice`, :func:`choose_target` and
:func:`before_rule` take what they look for first."""
