"""Teaching situations for Merlin: seeded positions that show one rule at work, reached by play.

Every situation is a replayable :class:`~tabletop_lib.core.Match` found by
:func:`tabletop_lib.core.situations.find` (re-exported here): seeded random players play from a
seed until a predicate holds, so each position is one a real game reaches and the same seed
gives it back on any machine. Nothing here edits a state; the manual's worked examples, which
need the manual's numbers, are in :mod:`.manual_examples` and say so.

A *decision* stands at the step where it is pending; an *automatic step* (a scoring, a
henchman sent home) stands one step before the action that sets it off, which waits in the
match's redo line (``match.redo()`` or a stepper's Redo button shows it happen).

>>> import tabletop_lib
>>> from tabletop_lib.games.merlin import situations
>>> match = situations.merlin_direction(tabletop_lib.load_game("merlin", num_players=4))
>>> [str(a) for a in match.state.legal_actions()][:2]
['move cw', 'move ccw']
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from tabletop_lib.core.agents import Agent
from tabletop_lib.core.examples import RuleSeekingAgent, step_events
from tabletop_lib.core.game import Game, State
from tabletop_lib.core.match import Match
from tabletop_lib.core.situations import AgentsFor, find, find_step, random_agents

from . import rules as _rules
from .actions import Action
from .constants import (
    ABILITY_NAMES,
    ACTION,
    BUILD_PAY,
    BUILD_TILE,
    CHOOSE_DIE,
    GRAIL,
    MISSION_DRAW,
    PRE_MOVE,
    TOWER_BONUS,
    TRAITOR,
)
from .game import MerlinGame
from .state import MerlinState

__all__ = [
    "FLAG_VERBS",
    "SITUATIONS",
    "SPACE_KINDS",
    "apple_choice",
    "build_pay",
    "build_tile",
    "excalibur_traitor",
    "final_scoring",
    "find",
    "find_step",
    "first_die",
    "flag_use",
    "grail_decision",
    "henchman_displaced",
    "merlin_direction",
    "mission_complete",
    "mission_draw",
    "played_action",
    "random_agents",
    "round_scoring",
    "seeking_agents",
    "space_action",
    "space_kind",
    "staff_choice",
    "step_rules",
    "tower_bonus",
]

SPACE_KINDS = (
    "principality",
    "victory-points",
    "influence-good",
    "influence-henchman",
    "relocate-henchman",
    "exchange",
    "missions",
    "excalibur",
    "grail",
    "build-manor",
)
"""The kinds of action space of the base ring, in the order of the manual (p. 6-9)."""

FLAG_VERBS: dict[str, str] = {
    "repel-traitors": "flag-repel",
    "missions": "complete-mission",
    "reverse": "move ccw",
    "flip-die": "flag-flip",
    "other-action": "flag-other",
    "mirror": "flag-mirror",
}
"""For each flag ability (p. 13), the start of the action text it makes legal."""

MEPredicate = Callable[[MerlinState], bool]


def step_rules(state: State[Any]) -> set[str]:
    """The rule ids of the events that the last action caused."""
    return {e.rule for e in step_events(state)}


def space_kind(state: MerlinState, space: int | None = None) -> str:
    """The kind of an action space (default: the space where the current move ended)."""
    return state.game.ruleset.rondel.spaces[state.space if space is None else space].kind


def _game(game: Game[Any, Any] | None) -> Game[Any, Any]:
    return game if game is not None else MerlinGame(num_players=4)


def _me(state: State[Any]) -> MerlinState:
    if not isinstance(state, MerlinState):
        raise TypeError(f"these situations are Merlin's, not {state.game.name}'s")
    return state


def _situation(
    game: Game[Any, Any] | None,
    seed: int,
    predicate: MEPredicate,
    back: int = 0,
    agents: AgentsFor | None = None,
) -> Match:
    """Search ``game`` (default: 4 players, the base game) for a state passing ``predicate``."""
    return find(
        _game(game), lambda s: predicate(_me(s)), seed=seed, back=back, max_games=40, agents=agents
    )


def seeking_agents(targets: Sequence[str], favour: Sequence[str] = ()) -> AgentsFor:
    """Seeded players that take an action setting off one of ``targets`` whenever they can,
    else one setting off ``favour`` (:class:`~tabletop_lib.core.examples.RuleSeekingAgent`):
    for rules that random players reach too rarely. Seat ``i`` of game seed ``g`` has the seed
    of ``tabletop_lib.play``'s random player, ``g * 1000 + i + 1``."""

    def make(game_seed: int, num_players: int) -> list[Agent]:
        return [
            RuleSeekingAgent(game_seed * 1000 + i + 1, targets, favour) for i in range(num_players)
        ]

    return make


def _legal_texts(s: MerlinState) -> list[str]:
    return [str(a) for a in s.legal_actions()]


def _offers(s: MerlinState, start: str) -> bool:
    return any(str(a).startswith(start) for a in s.legal_actions())


def _moving_figure(s: MerlinState) -> str:
    return s.game.die_kinds[_rules.die_kind(s)].figure


# -- a turn (p. 6) ---------------------------------------------------------------------------
def first_die(game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """Jogabilidade (p. 6): the first player chooses the game's first die."""
    return _situation(game, seed, lambda s: s.stage == CHOOSE_DIE and not s.history())


def merlin_direction(game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """O dado branco de Merlin (p. 6): the white die is chosen; Merlin goes either way."""
    return _situation(game, seed, lambda s: s.stage == PRE_MOVE and _moving_figure(s) == "merlin")


def apple_choice(game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """As maçãs (p. 6): a knight die is chosen and the player may spend an apple on it."""
    return _situation(
        game,
        seed,
        lambda s: s.stage == PRE_MOVE and _moving_figure(s) == "knight" and _offers(s, "apple"),
    )


def staff_choice(game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """Os Cajados de Merlin (p. 6): Merlin has moved and his staff would double the action."""
    return _situation(game, seed, lambda s: s.stage == ACTION and _offers(s, "act-with-staff"))


def space_action(kind: str, game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """A move has ended on a space of ``kind`` (one of :data:`SPACE_KINDS`, p. 6-9) whose
    action the player may take, or decline."""
    if kind not in SPACE_KINDS:
        raise ValueError(f"the kinds of space are {', '.join(SPACE_KINDS)}; not {kind!r}")
    return _situation(
        game, seed, lambda s: s.stage == ACTION and space_kind(s) == kind and _offers(s, "act")
    )


def henchman_displaced(game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """ME.space.principality.displace (p. 6), one step before it: the action in the redo line
    puts a henchman where an opponent's henchman of the same kind stands."""
    return _situation(
        game, seed, lambda s: "ME.space.principality.displace" in step_rules(s), back=1
    )


# -- flags (p. 13) ---------------------------------------------------------------------------
def _flag_ready(ability: str) -> MEPredicate:
    verb = FLAG_VERBS[ability]
    if ability == "missions":  # a second mission this turn, allowed by the grey flag alone
        return lambda s: s.missions_done == 1 and _offers(s, verb)
    if ability == "reverse":  # a knight die, so only the flag turns it round
        return lambda s: (
            s.stage == PRE_MOVE and _moving_figure(s) == "knight" and verb in _legal_texts(s)
        )
    return lambda s: _offers(s, verb)


def flag_use(ability: str, game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """Ações especiais das bandeiras (p. 13): the player may spend a flag for ``ability``
    (one of ``ABILITY_NAMES``: repel-traitors, missions, reverse, flip-die, other-action,
    mirror)."""
    if ability not in ABILITY_NAMES:
        raise ValueError(f"the flag abilities are {', '.join(ABILITY_NAMES)}; not {ability!r}")
    agents = None
    if ability == "missions":  # random players seldom hold two missions' worth at once
        agents = seeking_agents(
            ["ME.flag.missions"], ["ME.mission.complete", "ME.henchman.flag-bearer"]
        )
    return _situation(game, seed, _flag_ready(ability), agents=agents)


# -- missions and manors (p. 9) --------------------------------------------------------------
def mission_complete(game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """Cartas de missão (p. 9): the player holds what a mission card asks and may complete it."""
    return _situation(game, seed, lambda s: s.missions_done == 0 and _offers(s, "complete-mission"))


def mission_draw(game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """ME.mission.draw-replacement (p. 9): after a mission, a new card from display or deck."""
    return _situation(game, seed, lambda s: s.stage == MISSION_DRAW)


def build_tile(game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """Construir um palacete (p. 9): the player picks the tile for a manor."""
    return _situation(game, seed, lambda s: s.stage == BUILD_TILE)


def build_pay(game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """ME.manor.material-line (p. 9): the tile is chosen and more than one material fits."""
    return _situation(game, seed, lambda s: s.stage == BUILD_PAY and len(s.legal_actions()) > 1)


def tower_bonus(game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """ME.manor.tower-bonus (p. 9): a manor on a tower; a shield, a flag or an influence."""
    return _situation(game, seed, lambda s: s.stage == TOWER_BONUS)


def excalibur_traitor(game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """Excalibur (p. 8): the player defeats one of their traitors and takes the sword."""
    return _situation(game, seed, lambda s: s.stage == TRAITOR)


# -- scoring and the end (p. 10-12) ----------------------------------------------------------
def round_scoring(
    game: Game[Any, Any] | None = None, seed: int = 0, scoring_round: int = 2
) -> Match:
    """Pontuação (p. 10-11), one step before it: the action in the redo line ends round
    ``scoring_round`` (2, 4 or 6), and the four categories are scored in order."""
    return find_step(
        _game(game),
        lambda before, after: (
            _me(before).round == scoring_round and "ME.scoring.order" in step_rules(after)
        ),
        seed=seed,
        max_games=40,
    )


def grail_decision(game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """O Graal (p. 11): in an influence scoring, the Grail's holder is tied for the most."""
    return _situation(game, seed, lambda s: s.stage == GRAIL)


def final_scoring(game: Game[Any, Any] | None = None, seed: int = 0) -> Match:
    """Fim de jogo (p. 12), one step before it: the action in the redo line is a turn's last
    (not a Grail decision of the last scoring), and it ends the game."""
    return find_step(
        _game(game),
        lambda before, after: after.is_terminal() and _me(before).stage != GRAIL,
        seed=seed,
        max_games=40,
    )


def played_action(match: Match) -> Action:
    """The action waiting in the redo line of an automatic-step situation."""
    action: Action = match.actions[match.step]
    return action


SITUATIONS: dict[str, Callable[..., Match]] = {
    "first_die": first_die,
    "merlin_direction": merlin_direction,
    "apple_choice": apple_choice,
    "staff_choice": staff_choice,
    "henchman_displaced": henchman_displaced,
    "mission_complete": mission_complete,
    "mission_draw": mission_draw,
    "build_tile": build_tile,
    "build_pay": build_pay,
    "tower_bonus": tower_bonus,
    "excalibur_traitor": excalibur_traitor,
    "round_scoring": round_scoring,
    "grail_decision": grail_decision,
    "final_scoring": final_scoring,
}
"""The named situations that take no argument, in the manual's order; each is
``f(game=None, seed=0) -> Match``. :func:`space_action` and :func:`flag_use` take the kind of
space or flag first."""
