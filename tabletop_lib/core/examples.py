"""Live examples of rules: for every rule id, a seeded position where the rule is at work.

An :class:`Example` is a recipe, not a stored position: a game (name, player count, options),
a game seed, the agents that played it (their kind and seeds) and a step. Rebuilding it plays
the game again with those agents, so every position is one a real game reaches; nothing is
arranged by editing state fields. There are four kinds:

- ``event``: the rule's event is emitted by the action after ``step``. :meth:`Example.match`
  stands at ``step`` with that action waiting in the redo line (``match.redo()`` shows it);
- ``setup``: the rule's event is emitted by setup; the match stands at step 0;
- ``allows``: the rule is the one ``explain`` cites for the legal action after ``step``, which
  waits in the redo line (rules that permit a choice rather than make something happen);
- ``refuses``: the rule is the one ``explain`` cites for refusing :attr:`Example.action` at
  ``step`` (``BB.turn.current-player`` and the like): the position plus the refused action.

Searching for examples (``example_search``) is slow for Merlin with its modules, so each game's
examples are precomputed into ``data/<game>/rule_examples.json`` (a :class:`RuleIndex`)::

    python -m tabletop_lib.core.examples build brian_boru   # search and write the index
    python -m tabletop_lib.core.examples check merlin       # rebuild every example
    python -m tabletop_lib.core.examples coverage           # rule ids with an example, per game
"""

from __future__ import annotations

import importlib
import json
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .agents import Agent, RandomAgent
from .data import data_path, load_json
from .errors import DataError
from .events import Event
from .game import Explanation, Game, State, explain
from .match import Match
from .registry import load_game
from .rng import Rng
from .rules import Rule, all_rules

KINDS = ("event", "setup", "allows", "refuses")
"""The kinds of example, in the order the search prefers them for one rule."""
INDEX_FILE = "rule_examples.json"
MAX_STEPS = 100_000


# -- agents -----------------------------------------------------------------------------------
class RuleSeekingAgent:
    """A random agent that takes, when it can, an action that sets one of ``targets`` off, or
    else one that sets one of ``favour`` off (scripted stepping stones towards the targets:
    "build a manor whenever you can" leads to the manor limit).

    Each legal action is tried on a clone (one step of lookahead): an action whose events carry
    a target rule, or whose verdict cites one, is preferred, then a favoured one; with a
    ``horizon``, the actions whose random continuation of that many steps sets off the most
    favoured rules for the mover come next. Among several, or when none qualifies, the choice
    is uniform from the agent's own seeded generator. It is
    the predicate-guided player that finds rules random play reaches too rarely, and it is as
    reproducible as a :class:`~tabletop_lib.core.agents.RandomAgent`.
    """

    def __init__(
        self,
        seed: int = 0,
        targets: Sequence[str] = (),
        favour: Sequence[str] = (),
        horizon: int = 0,
    ) -> None:
        self._rng = Rng(seed)
        self.targets = frozenset(targets)
        self.favour = frozenset(favour)
        self.horizon = horizon

    def choose(self, state: State[Any]) -> Any:
        actions = state.legal_actions()
        fired = [self._rules_set_off(state, a) for a in actions]
        hits = [a for a, rules in zip(actions, fired, strict=True) if rules & self.targets]
        if not hits and self.favour:
            hits = [a for a, rules in zip(actions, fired, strict=True) if rules & self.favour]
            if not hits and self.horizon > 0 and len(actions) > 1:
                hits = self._best_by_rollout(state, actions)
        pool = hits or actions
        return pool[self._rng.below(len(pool))]

    def _best_by_rollout(self, state: State[Any], actions: list[Any]) -> list[Any]:
        """The actions after which one random continuation of ``horizon`` steps sets off the
        most favoured rules for the mover (none when no continuation sets any off)."""
        me = state.current_player()
        wanted = self.favour | self.targets
        scores = []
        for action in actions:
            trial = state.clone()
            trial.apply_action(action, check=False)
            score = 0
            for _ in range(self.horizon):
                if trial.is_terminal():
                    break
                legal = trial.legal_actions()
                trial.apply_action(legal[self._rng.below(len(legal))], check=False)
                score += sum(1 for e in step_events(trial) if e.rule in wanted and e.player == me)
            scores.append(score)
        best = max(scores)
        return [a for a, sc in zip(actions, scores, strict=True) if sc == best] if best else []

    @staticmethod
    def _rules_set_off(state: State[Any], action: Any) -> set[str]:
        trial = state.clone()
        trial.apply_action(action, check=False)
        return {e.rule for e in step_events(trial)} | {state.check_action(action).rule}

    def __repr__(self) -> str:
        return f"RuleSeekingAgent(targets={len(self.targets)} rules)"


AGENT_KINDS = ("random", "seeking")


def make_agents(
    kind: str,
    seeds: Sequence[int],
    targets: Sequence[str] = (),
    favour: Sequence[str] = (),
    horizon: int = 0,
) -> list[Agent]:
    """One agent per seat: ``random`` (:class:`RandomAgent`) or ``seeking``
    (:class:`RuleSeekingAgent` looking for ``targets``, favouring ``favour``)."""
    if kind == "random":
        return [RandomAgent(s) for s in seeds]
    if kind == "seeking":
        return [RuleSeekingAgent(s, targets, favour, horizon) for s in seeds]
    raise ValueError(f"unknown example agent {kind!r}; the kinds are: {', '.join(AGENT_KINDS)}")


def seat_seeds(game_seed: int, num_players: int) -> tuple[int, ...]:
    """The agents' seeds of the game played from ``game_seed``: those of ``tabletop_lib.play``."""
    return tuple(game_seed * 1000 + i + 1 for i in range(num_players))


def step_events(state: State[Any]) -> list[Event]:
    """The events the last action caused (setup's before any action), oldest first."""
    step = len(state.history())
    recent = getattr(state, "recent_events", None)
    if recent is None:
        return [e for e in state.events() if e.step == step]
    n = 16
    while True:  # the newest events only: reading the whole log costs a walk per step
        newest: list[Event] = recent(n)
        if len(newest) < n or newest[0].step != step:
            return [e for e in newest if e.step == step]
        n *= 2


# -- one example --------------------------------------------------------------------------------
@dataclass(frozen=True)
class Example:
    """A replayable position where ``rule`` is at work (see the module's docstring)."""

    rule: str
    kind: str
    game: str
    num_players: int
    options: Mapping[str, Any]
    seed: int
    agent: str
    agent_seeds: tuple[int, ...]
    step: int
    action: str
    """The text of the action after ``step`` (``event``, ``allows``) or of the refused one."""
    targets: tuple[str, ...] = ()
    """The rules a ``seeking`` agent looked for (its choices depend on them)..."""
    favour: tuple[str, ...] = ()
    """...the rules it favoured when no target was in reach..."""
    horizon: int = 0
    """...and how far its random continuations looked for them."""

    def load_game(self) -> Game[Any, Any]:
        return load_game(self.game, num_players=self.num_players, **dict(self.options))

    def played_actions(
        self, game: Game[Any, Any] | None = None, states: list[State[Any]] | None = None
    ) -> list[Any]:
        """The agents' actions from the initial state: ``step`` of them, plus the one that
        fires the rule for the kinds that keep it in the redo line. Given ``states`` (the
        initial state alone), the play goes on from a copy after each action and appends it:
        the states a match of these actions holds."""
        game = game or self.load_game()
        wanted = self.step + (1 if self.kind in ("event", "allows") else 0)
        agents = make_agents(self.agent, self.agent_seeds, self.targets, self.favour, self.horizon)
        state = game.new_initial_state(self.seed) if states is None else states[0]
        actions: list[Any] = []
        while len(actions) < wanted:
            if state.is_terminal():
                raise LookupError(f"{self.describe()}: the game ended at step {len(actions)}")
            action = agents[state.current_player()].choose(state)
            if states is not None:
                state = state.clone()
                states.append(state)
            state.apply_action(action, check=False)  # chosen among the legal actions
            actions.append(action)
        return actions

    def match(self, game: Game[Any, Any] | None = None) -> Match:
        """The match at the example's position; the firing action, if any, waits in Redo.
        Its states are those of the agents' play, not replayed (checking again each action the
        agents chose among the legal ones). ``game``: the example's game, loaded already (a
        caller showing many examples loads each setting once)."""
        game = game or self.load_game()
        states = [game.new_initial_state(self.seed)]
        actions = self.played_actions(game, states)
        match = Match.from_states(game, self.seed, actions, states)
        match.jump(self.step)
        return match

    def refused(self, match: Match | None = None) -> tuple[Any, Explanation]:
        """For a ``refuses`` example: the refused action and what ``explain`` says of it."""
        match = match or self.match()
        action = match.state.parse_action(self.action)
        return action, explain(match.state, action)

    def problem(self) -> str | None:
        """Why the example does not show its rule when rebuilt, or None when it does."""
        try:
            match = self.match()
        except (LookupError, ValueError) as exc:
            return f"{self.describe()}: cannot be rebuilt: {exc}"
        if self.kind == "setup":
            rules = {e.rule for e in match.state.events() if e.step == 0}
            return None if self.rule in rules else f"{self.describe()}: setup does not emit it"
        if self.kind == "refuses":
            _, why = self.refused(match)
            if why.legal or why.rule != self.rule:
                return f"{self.describe()}: explain answers {why.legal} / {why.rule}"
            return None
        before = match.state
        action = match.actions[self.step]
        if str(action) != self.action:
            return f"{self.describe()}: the action after step {self.step} is now {action}"
        if self.kind == "allows":
            verdict = before.check_action(action)
            if verdict.legal and verdict.rule == self.rule:
                return None
            return f"{self.describe()}: the verdict is {verdict}"
        after = match.redo()
        if self.rule not in {e.rule for e in step_events(after)}:
            return f"{self.describe()}: the action does not emit the rule's event"
        return None

    def describe(self) -> str:
        opts = "".join(f", {k}={v!r}" for k, v in self.options.items())
        return (
            f"{self.rule} [{self.kind}] in {self.game} ({self.num_players} players{opts}), "
            f"seed {self.seed}, {self.agent} agents, step {self.step}"
        )

    def to_json(self) -> dict[str, Any]:
        doc: dict[str, Any] = {
            "kind": self.kind,
            "num_players": self.num_players,
            "options": dict(self.options),
            "seed": self.seed,
            "agent": self.agent,
            "agent_seeds": list(self.agent_seeds),
            "step": self.step,
            "action": self.action,
        }
        if self.targets:
            doc["targets"] = list(self.targets)
        if self.favour:
            doc["favour"] = list(self.favour)
        if self.horizon:
            doc["horizon"] = self.horizon
        return doc

    @classmethod
    def from_json(cls, game: str, rule_id: str, doc: Mapping[str, Any]) -> Example:
        try:
            kind = str(doc["kind"])
            if kind not in KINDS:
                raise ValueError(f"kind {kind!r} is not one of: {', '.join(KINDS)}")
            return cls(
                rule=rule_id,
                kind=kind,
                game=game,
                num_players=int(doc["num_players"]),
                options=dict(doc.get("options", {})),
                seed=int(doc["seed"]),
                agent=str(doc["agent"]),
                agent_seeds=tuple(int(s) for s in doc["agent_seeds"]),
                step=int(doc["step"]),
                action=str(doc["action"]),
                targets=tuple(str(t) for t in doc.get("targets", ())),
                favour=tuple(str(t) for t in doc.get("favour", ())),
                horizon=int(doc.get("horizon", 0)),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise DataError(INDEX_FILE, f"examples.{rule_id}", str(exc)) from None


# -- a game's index -----------------------------------------------------------------------------
def game_rules(game: str) -> dict[str, Rule]:
    """Every rule id of ``game``: those its ``catalog.RULES`` lists, in id order."""
    from .registry import game_package

    catalog = importlib.import_module(f"{game_package(game)}.catalog")
    ids = {entry[0] for entry in catalog.RULES}
    return {k: r for k, r in all_rules().items() if k in ids}


def index_path(game: str) -> Path:
    return data_path(game, INDEX_FILE)


@dataclass
class RuleIndex:
    """A game's precomputed examples, the search that found them, and the explanations of the
    rules that have none (hand-written in the file, kept by every rebuild)."""

    game: str
    examples: dict[str, Example] = field(default_factory=dict)
    explanations: dict[str, str] = field(default_factory=dict)
    search: dict[str, Any] = field(default_factory=dict)
    provenance: str = ""

    def example(self, rule_id: str) -> Example | None:
        return self.examples.get(rule_id)

    def why_none(self, rule_id: str) -> str:
        """Why a rule has no live example, in a sentence."""
        if rule_id in self.explanations:
            return self.explanations[rule_id]
        return (
            "no game of the bounded search set this rule off, and nobody has written down why "
            "yet (a rule added after the index was built?)"
        )

    def unaccounted(self) -> list[str]:
        """The game's rule ids with neither an example nor an explanation."""
        return [
            r
            for r in game_rules(self.game)
            if r not in self.examples and r not in self.explanations
        ]

    def coverage(self) -> dict[str, int]:
        rules = game_rules(self.game)
        with_example = sum(1 for r in rules if r in self.examples)
        explained = sum(1 for r in rules if r not in self.examples and r in self.explanations)
        return {
            "rules": len(rules),
            "with_example": with_example,
            "explained": explained,
            "unaccounted": len(rules) - with_example - explained,
        }

    def to_json(self) -> str:
        doc = {
            "provenance": self.provenance,
            "verified": True,
            "game": self.game,
            "search": self.search,
            "coverage": self.coverage(),
            "explanations": dict(sorted(self.explanations.items())),
            "examples": {k: self.examples[k].to_json() for k in sorted(self.examples)},
        }
        return json.dumps(doc, indent=1, ensure_ascii=False) + "\n"

    def save(self, path: Path | None = None) -> Path:
        path = path or index_path(self.game)
        path.write_text(self.to_json(), encoding="utf-8")
        return path

    @classmethod
    def from_dict(cls, doc: Mapping[str, Any], source: str = INDEX_FILE) -> RuleIndex:
        game = doc.get("game")
        if not isinstance(game, str):
            raise DataError(source, "game", "expected the game's name")
        examples = doc.get("examples", {})
        explanations = doc.get("explanations", {})
        if not isinstance(examples, dict) or not isinstance(explanations, dict):
            raise DataError(source, "examples", "expected objects keyed by rule id")
        return cls(
            game=game,
            examples={k: Example.from_json(game, k, v) for k, v in examples.items()},
            explanations={str(k): str(v) for k, v in explanations.items()},
            search=dict(doc.get("search", {})),
            provenance=str(doc.get("provenance", "")),
        )


def load_index(game: str, *, missing_ok: bool = False) -> RuleIndex:
    """The stored index of ``game``. A missing file is a :class:`DataError` naming it (a rule
    book must never open silently empty); ``missing_ok`` gives an empty index instead, for
    building the first one."""
    path = index_path(game)
    if missing_ok and not path.exists():
        return RuleIndex(game)
    return RuleIndex.from_dict(load_json(path), str(path))


# -- the command line ---------------------------------------------------------------------------
def _games(names: Sequence[str]) -> list[str]:
    from .registry import list_games

    return list(names) or list_games()


def main(argv: Sequence[str] | None = None) -> int:
    """``build [GAME ...]``, ``check [GAME ...]`` or ``coverage [GAME ...]`` (default: all)."""
    args = list(sys.argv[1:] if argv is None else argv)
    if not args or args[0] not in ("build", "check", "coverage"):
        print(main.__doc__)
        return 2
    command, names = args[0], _games(args[1:])
    failed = 0
    for name in names:
        if command == "build":
            from .example_search import build_index

            index = build_index(name, load_index(name, missing_ok=True), log=print)
            print(f"{name}: wrote {index.save()}")
        index = load_index(name)
        if command == "check":
            problems = [p for e in index.examples.values() if (p := e.problem())]
            failed += len(problems)
            print(f"{name}: {len(index.examples)} examples, {len(problems)} problems")
            for p in problems:
                print("  " + p)
        cov = index.coverage()
        print(
            f"{name}: {cov['with_example']} of {cov['rules']} rule ids have a live example, "
            f"{cov['explained']} are explained, {cov['unaccounted']} unaccounted"
        )
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
