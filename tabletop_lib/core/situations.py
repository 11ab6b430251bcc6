"""Teaching situations for any game: seeded positions reached by playing, never by editing.

A situation is a replayable :class:`~tabletop_lib.core.match.Match` (game + seed + actions),
found by letting seeded random agents play from a seed until a predicate holds, so each
position is one a real game can reach. The search is deterministic: it tries the game seeds
``seed, seed + 1, ...`` in turn, and seat ``i`` of game seed ``g`` plays as
``RandomAgent(g * 1000 + i + 1)``, the agents of ``tabletop_lib.play(game, seed=g)``.

There are two kinds of situation:

- a *decision*: :func:`find` stands at the step where the decision is pending;
- an *automatic step*: :func:`find_step` (or :func:`find` with ``back=1``) stands one step
  before the action that sets it off, which waits in the redo line (``match.redo()``).

Each game's named situations (``games/<game>/situations.py``) are small predicates over these.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from .agents import Agent, RandomAgent
from .examples import step_events
from .game import Game, State
from .match import Match

__all__ = [
    "MAX_STEPS_PER_GAME",
    "AgentsFor",
    "Test",
    "find",
    "find_step",
    "random_agents",
    "step_events",
    "step_rules",
]

AgentsFor = Callable[[int, int], Sequence[Agent]]
"""``agents(game_seed, num_players)``: one agent per seat for the game played from that seed."""

Test = Callable[[State[Any], State[Any]], bool]
"""``test(before, after)``: whether the action between two consecutive states is the one sought."""

MAX_STEPS_PER_GAME = 100_000


def random_agents(game_seed: int, num_players: int) -> list[Agent]:
    """The agents of ``tabletop_lib.play(game, seed=game_seed)``: seeded random players."""
    return [RandomAgent(game_seed * 1000 + i + 1) for i in range(num_players)]


def find(
    game: Game[Any, Any],
    predicate: Callable[[State[Any]], bool],
    *,
    seed: int = 0,
    agents: AgentsFor | None = None,
    max_games: int = 20,
    back: int = 0,
) -> Match:
    """A match at the first state where ``predicate(state)`` holds, found by playing.

    Games are played from the seeds ``seed``, ``seed + 1``, ... (at most ``max_games`` of them)
    by ``agents(game_seed, num_players)`` (default :func:`random_agents`), and the predicate is
    tested before every action and on the final state. With ``back`` the match stands that many
    steps earlier, the actions leading to the found state kept as its redo line. ``LookupError``
    says so when no game reaches such a state.
    """
    return _search(
        game, lambda before, after: predicate(after), seed, agents, max_games, back, False
    )


def find_step(
    game: Game[Any, Any],
    test: Test,
    *,
    seed: int = 0,
    agents: AgentsFor | None = None,
    max_games: int = 20,
) -> Match:
    """A match one step before the first action for which ``test(before, after)`` holds.

    The search is :func:`find`'s; the action waits in the match's redo line, so
    ``match.redo()`` applies it. Use it when an automatic step should be seen happening and the
    state before it matters.
    """
    return _search(game, test, seed, agents, max_games, 1, True)


def step_rules(state: State[Any]) -> set[str]:
    """The rule ids of the events the last action caused (:func:`step_events`)."""
    return {e.rule for e in step_events(state)}


def _search(
    game: Game[Any, Any],
    test: Test,
    seed: int,
    agents: AgentsFor | None,
    max_games: int,
    back: int,
    keep_before: bool,
) -> Match:
    make_agents = agents or random_agents
    for game_seed in range(seed, seed + max_games):
        actions = _play_until(game, game_seed, make_agents, test, back, keep_before)
        if actions is not None:
            match = Match.from_actions(game, game_seed, actions)
            match.jump(len(actions) - back)
            return match
    raise LookupError(
        f"no state of {game.name} satisfies the predicate in the games played from seeds "
        f"{seed} to {seed + max_games - 1}"
    )


def _play_until(
    game: Game[Any, Any],
    game_seed: int,
    make_agents: AgentsFor,
    test: Test,
    back: int,
    keep_before: bool,
) -> list[Any] | None:
    """The actions from ``game_seed``'s initial state to the first state that passes ``test``
    (at least ``back`` actions in), or None if the game ends first. ``test`` gets the state
    one step earlier too when ``keep_before`` (else the same state twice)."""
    state = game.new_initial_state(game_seed)
    before = state
    seats = make_agents(game_seed, game.num_players)
    actions: list[Any] = []
    for _ in range(MAX_STEPS_PER_GAME):
        if len(actions) >= back and test(before, state):
            return actions
        if state.is_terminal():
            return None
        action = seats[state.current_player()].choose(state)
        if keep_before:
            before = state.clone()
        state.apply_action(action, check=False)  # the agents choose among the legal actions
        actions.append(action)
        if not keep_before:
            before = state
    return None
