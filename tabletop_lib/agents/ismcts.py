"""Single-observer information-set Monte Carlo tree search (SO-ISMCTS).

Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree Search", IEEE Transactions
on Computational Intelligence and AI in Games 4(2), 2012, algorithm 3. The searching player
(the observer) cannot see the others' hands or the decks' order, so every iteration starts
from a *determinisation*: ``state.resample(me, seed)``, a state that gives the observer the same
observation and the same legal actions, the hidden cards dealt again (the engine contract). One
tree is shared by all determinisations; a node is reached by a sequence of actions from the
root (the observer's information plus the actions seen since), and its statistics belong to the
player who chose the action leading to it (each player maximises their own value, max^n).

An action legal in one determinisation may be illegal in another (an opponent's hand differs),
so the selection step counts, for each child, how often it was *available* when its parent was
visited, and uses that count in place of the parent's visits in UCB1:
``mean + c * sqrt(ln(available) / visits)`` (the paper's section 4.3).

Decisions with one legal action are played without a tree node: they carry no choice. A
rollout plays on from a new node with a policy (uniform random by default, or a heuristic
agent) and stops at the end of the game or after ``depth`` actions; the state is then scored by
:func:`~.evaluate.outcome` (wins at the end, the normalised score margin before it, or a
per-game heuristic value when ``evaluation="heuristic"``). Every simulated step uses the
engine's unchecked path (``apply_action(a, check=False)``) on a ``clone()``.

For a fixed number of ``simulations`` and a seed the search is reproducible: all its chances
(the determinisations' seeds, the rollouts, the choice among untried actions) come from the
agent's own :class:`~tabletop_lib.core.rng.Rng`. A budget in ``seconds`` depends on the machine.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from tabletop_lib.core.game import State
from tabletop_lib.core.rng import Rng

from .evaluate import Evaluator, evaluator_for

RolloutPolicy = Callable[[State[Any], Rng], Any]
"""A rollout policy: an action for the player to move in ``state`` (a legal one)."""


def random_policy(state: State[Any], rng: Rng) -> Any:
    """The uniform random rollout policy. A 64-bit draw modulo the number of actions: the bias
    (below 2**-56 for fewer than 256 actions) is nothing to a rollout, and it is twice as fast
    as the rejection sampling of ``Rng.below``."""
    actions = state.legal_actions()
    return actions[rng.next_u64() % len(actions)]


_U64 = (1 << 64) - 1


def random_rollout(world: State[Any], rng: Rng, limit: int = -1) -> None:
    """Play ``world`` on with :func:`random_policy` until the end, or for ``limit`` actions
    (-1: no limit), in place.

    The same draws as ``random_policy`` (``rng``'s SplitMix64 step, ``Rng.next_u64``, written
    out here, and the generator's state written back at the end), so the same games; the
    rollout is most of a search's time, and the method calls of one draw per action cost
    about a tenth of a Brian Boru action."""
    legal, apply, terminal = world.legal_actions, world.apply_action, world.is_terminal
    x = rng.state
    steps = 0
    while steps != limit and not terminal():
        actions = legal()
        x = (x + 0x9E3779B97F4A7C15) & _U64
        z = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _U64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _U64
        apply(actions[(z ^ (z >> 31)) % len(actions)], False)
        steps += 1
    rng.state = x


class Node:
    """A tree node: the action that led here, who chose it, and the statistics."""

    __slots__ = ("action", "available", "children", "parent", "player", "total", "visits")

    def __init__(self, parent: Node | None, action: Any, player: int) -> None:
        self.parent = parent
        self.action = action
        self.player = player
        self.children: dict[Any, Node] = {}
        self.visits = 0
        self.available = 1
        self.total = 0.0

    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


@dataclass(frozen=True, slots=True)
class ActionStats:
    """What the search thought of one root action: visits, mean value, availability."""

    action: Any
    visits: int
    value: float
    available: int


@dataclass(frozen=True, slots=True)
class Thinking:
    """The last search: the root actions best first, how many simulations, how long (the
    time is not compared: equal searches on two machines are equal)."""

    player: int
    simulations: int
    actions: tuple[ActionStats, ...]
    seconds: float = field(compare=False)

    def top(self, n: int = 5) -> tuple[ActionStats, ...]:
        return self.actions[:n]


class ISMCTSAgent:
    """An IS-MCTS player (see the module docstring).

    ``simulations`` iterations per decision (or, when ``seconds`` is given, as many as fit in
    that time); ``exploration`` is UCB1's constant; ``rollout`` is ``"random"`` or
    ``"heuristic"`` (the game's heuristic agent, see :mod:`.heuristic`) and ``depth`` cuts each
    rollout after that many actions (0: play to the end); ``evaluation`` scores a cut-off state
    by ``"margin"`` (normalised score margin) or ``"heuristic"`` (the game's valuation).
    ``thinking`` holds the last search's root statistics for notebooks.
    """

    def __init__(
        self,
        seed: int = 0,
        simulations: int = 200,
        seconds: float | None = None,
        exploration: float = 0.7,
        rollout: str = "random",
        depth: int = 24,
        evaluation: str = "heuristic",
    ) -> None:
        if simulations < 1:
            raise ValueError("simulations must be at least 1")
        if rollout not in ("random", "heuristic"):
            raise ValueError(f"rollout must be 'random' or 'heuristic', not {rollout!r}")
        if depth < 0:
            raise ValueError("depth must be 0 (no cut-off) or more")
        if evaluation not in ("margin", "heuristic"):
            raise ValueError(f"evaluation must be 'margin' or 'heuristic', not {evaluation!r}")
        self._rng = Rng(seed)
        self.simulations = simulations
        self.seconds = seconds
        self.exploration = exploration
        self.rollout = rollout
        self.depth = depth
        self.evaluation = evaluation
        self._evaluators: dict[str, Evaluator] = {}
        self.thinking: Thinking | None = None

    def __repr__(self) -> str:
        budget = f"seconds={self.seconds}" if self.seconds else f"simulations={self.simulations}"
        return (
            f"ISMCTSAgent({budget}, rollout={self.rollout!r}, depth={self.depth}, "
            f"evaluation={self.evaluation!r})"
        )

    # -- the search ---------------------------------------------------------------------------
    def choose(self, state: State[Any]) -> Any:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        root = self.search(state)
        best = max(root.children.values(), key=lambda n: (n.visits, n.mean()))
        return best.action

    def search(self, state: State[Any]) -> Node:
        """Run the search from ``state`` (not changed) and return the root of its tree."""
        me = state.current_player()
        evaluate = self._evaluator(state)
        policy = self._policy(state)
        root = Node(None, None, me)
        started = time.perf_counter()
        deadline = None if self.seconds is None else started + self.seconds
        done = 0
        rng = self._rng
        while True:
            world = state.resample(me, rng.next_u64() >> 1)
            world.mute()  # the search reads scores and legal actions, never the narration
            self._iterate(root, world, rng, evaluate, policy)
            done += 1
            if deadline is None:
                if done >= self.simulations:
                    break
            elif time.perf_counter() >= deadline:
                break
        ranked = sorted(root.children.values(), key=lambda n: (-n.visits, -n.mean()))
        self.thinking = Thinking(
            player=me,
            simulations=done,
            seconds=time.perf_counter() - started,
            actions=tuple(ActionStats(n.action, n.visits, n.mean(), n.available) for n in ranked),
        )
        return root

    def _iterate(
        self,
        root: Node,
        world: State[Any],
        rng: Rng,
        evaluate: Evaluator,
        policy: RolloutPolicy,
    ) -> None:
        node = root
        c = self.exploration
        # Selection and expansion: down the tree while every legal action has a child.
        while not world.is_terminal():
            actions = world.legal_actions()
            if len(actions) == 1:
                world.apply_action(actions[0], check=False)
                continue
            children = node.children
            untried = [a for a in actions if a not in children]
            if untried:
                action = untried[rng.below(len(untried))]
                child = Node(node, action, world.current_player())
                children[action] = child
                for a in actions:
                    if a in children and a != action:
                        children[a].available += 1
                world.apply_action(action, check=False)
                node = child
                break
            best: Node | None = None
            best_score = -math.inf
            for a in actions:
                child = children[a]
                child.available += 1
                score = child.total / child.visits + c * math.sqrt(
                    math.log(child.available) / child.visits
                )
                if score > best_score:
                    best, best_score = child, score
            assert best is not None
            world.apply_action(best.action, check=False)
            node = best
        # Rollout from the new node, cut off after ``depth`` actions.
        limit = self.depth or -1
        if policy is random_policy:
            random_rollout(world, rng, limit)
        else:
            steps = 0
            while steps != limit and not world.is_terminal():
                world.apply_action(policy(world, rng), check=False)
                steps += 1
        values = evaluate(world)
        # Backpropagation: each node scores the value of the player who chose its action.
        walk: Node | None = node
        while walk is not None:
            walk.visits += 1
            walk.total += values[walk.player]
            walk = walk.parent

    def _evaluator(self, state: State[Any]) -> Evaluator:
        name = state.game.name
        found = self._evaluators.get(name)
        if found is None:
            found = evaluator_for(name, self.evaluation)
            self._evaluators[name] = found
        return found

    def _policy(self, state: State[Any]) -> RolloutPolicy:
        if self.rollout == "random":
            return random_policy
        from .heuristic import rollout_policy

        return rollout_policy(state.game.name)
