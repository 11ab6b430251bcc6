"""The bounded search behind ``data/<game>/rule_examples.json`` (see :mod:`.examples`).

For each configuration of the index's ``search`` section (player count, options, agent kind,
how many games), seeded agents play games from the seeds ``first_seed, first_seed + 1, ...``
and every rule still without an example is watched for:

- in the events each action emits (``event``; ``setup`` for the events of setup);
- in the verdict of the action the agent chose (``allows``);
- in the verdicts of a few actions that are *not* legal at the position, drawn from a pool of
  the actions legal at other positions of the same configuration (``refuses``), and at the final
  position, where every action is refused.

A configuration stops after ``games`` games, or after ``patience`` games in a row found
nothing new. Configurations are searched in order and a rule keeps the first example found, so
the index lists the plain game first and the modules or options after it. ``seeking`` agents
(:class:`~.examples.RuleSeekingAgent`) look one step ahead for the rules still missing.
Everything is deterministic: the same index file and code give the same examples.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from typing import Any

from .examples import (
    AGENT_KINDS,
    KINDS,
    MAX_STEPS,
    Example,
    RuleIndex,
    game_rules,
    make_agents,
    seat_seeds,
    step_events,
)
from .game import Game, State
from .registry import game_info, load_game
from .rng import Rng

DEFAULTS: Mapping[str, Any] = {
    "options": {},
    "agent": "random",
    "games": 300,
    "patience": 80,
    "first_seed": 0,
    "refusal_checks": 4,
    "refusal_games": 40,
}
"""The values a configuration of the ``search`` section takes when it does not give them."""


def default_search(game: str) -> dict[str, Any]:
    """Random agents at every player count, then seeking agents at every player count."""
    counts = game_info(game).player_counts
    configs: list[dict[str, Any]] = [{"num_players": n} for n in counts]
    configs += [{"num_players": n, "agent": "seeking", "games": 20, "patience": 8} for n in counts]
    return {"configurations": configs}


class _Finder:
    """The examples found in one configuration's games, best kind kept per rule."""

    def __init__(self, game: Game[Any, Any], config: Mapping[str, Any], wanted: set[str]):
        self.game = game
        self.config = config
        self.wanted = wanted
        self.pool: dict[str, Any] = {}
        self.chooser = Rng(int(config["first_seed"]) * 7919 + 17)

    def play(self, game_seed: int, check_refusals: bool) -> dict[str, Example]:
        n = self.game.num_players
        seeds = seat_seeds(game_seed, n)
        agent = str(self.config["agent"])
        targets = tuple(sorted(self.wanted)) if agent == "seeking" else ()
        agents = make_agents(agent, seeds, targets)
        found: dict[str, Example] = {}

        def note(rule_id: str, kind: str, step: int, action: str) -> None:
            if rule_id not in self.wanted:
                return
            old = found.get(rule_id)
            if old is not None and KINDS.index(old.kind) <= KINDS.index(kind):
                return
            found[rule_id] = Example(
                rule=rule_id,
                kind=kind,
                game=self.game.name,
                num_players=n,
                options=dict(self.config["options"]),
                seed=game_seed,
                agent=agent,
                agent_seeds=seeds,
                step=step,
                action=action,
                targets=targets,
            )

        state: State[Any] = self.game.new_initial_state(game_seed)
        for e in state.events():
            note(e.rule, "setup", 0, "")
        for step in range(MAX_STEPS):
            if check_refusals or state.is_terminal():
                self._check_refusals(state, step, note)
            if state.is_terminal():
                break
            action = agents[state.current_player()].choose(state)
            verdict = state.check_action(action)
            if verdict.legal:
                note(verdict.rule, "allows", step, str(action))
            state.apply_action(action, check=False)  # the agents choose among the legal ones
            for e in step_events(state):
                note(e.rule, "event", step, str(action))
        return found

    def _check_refusals(
        self, state: State[Any], step: int, note: Callable[[str, str, int, str], None]
    ) -> None:
        legal = {str(a): a for a in state.legal_actions()}
        for text, action in legal.items():
            self.pool.setdefault(text, action)
        candidates = [a for t, a in self.pool.items() if t not in legal]
        for _ in range(min(int(self.config["refusal_checks"]), len(candidates))):
            action = candidates.pop(self.chooser.below(len(candidates)))
            verdict = state.check_action(action)
            if not verdict.legal:
                note(verdict.rule, "refuses", step, str(action))


def search_configuration(
    name: str, config: Mapping[str, Any], wanted: set[str], log: Callable[[str], None]
) -> dict[str, Example]:
    """The examples one configuration finds for the ``wanted`` rules (which it updates)."""
    full = {**DEFAULTS, **config}
    if full["agent"] not in AGENT_KINDS:
        raise ValueError(f"unknown agent {full['agent']!r}; the kinds are: {AGENT_KINDS}")
    game = load_game(name, num_players=int(full["num_players"]), **dict(full["options"]))
    finder = _Finder(game, full, wanted)
    found: dict[str, Example] = {}
    quiet = played = 0
    first = int(full["first_seed"])
    started = time.perf_counter()
    for game_seed in range(first, first + int(full["games"])):
        if not wanted or quiet >= int(full["patience"]):
            break
        new = finder.play(game_seed, played < int(full["refusal_games"]))
        played += 1
        found.update(new)
        wanted.difference_update(new)
        quiet = 0 if new else quiet + 1
    log(
        f"  {game!r} {full['agent']}: {played} games, {len(found)} new examples, "
        f"{len(wanted)} rules still without one ({time.perf_counter() - started:.1f} s)"
    )
    return found


def build_index(
    name: str, previous: RuleIndex | None = None, log: Callable[[str], None] = print
) -> RuleIndex:
    """Search ``name``'s configurations (the previous index's, or :func:`default_search`) and
    return a fresh index that keeps the previous explanations of rules without an example."""
    previous = previous or RuleIndex(name)
    search = previous.search or default_search(name)
    rules = game_rules(name)
    wanted = set(rules)
    examples: dict[str, Example] = {}
    log(f"{name}: {len(rules)} rule ids")
    for config in search["configurations"]:
        examples.update(search_configuration(name, config, wanted, log))
    configs = len(search["configurations"])
    provenance = (
        f"Generated by `python -m tabletop_lib.core.examples build {name}`: seeded agents played "
        f"the {configs} configurations of `search` (a bounded search) and each rule id keeps the "
        "first position found where its event fires, its verdict allows the action played, or "
        "its verdict refuses an action. Every example is rebuilt by play (`Example.match`), "
        "never by editing a state. `explanations` are written by hand: why a rule id has no "
        "live example."
    )
    return RuleIndex(
        game=name,
        examples=dict(sorted(examples.items())),
        explanations={k: v for k, v in previous.explanations.items() if k not in examples},
        search=search,
        provenance=provenance,
    )
